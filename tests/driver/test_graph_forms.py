"""CUDA 12's graph forms through xlate-nvcc (issue 21, class 5): stream capture, `cudaGraphInstantiate(exec,
graph, flags)`, `cudaGraphExecUpdate(exec, graph, &resultInfo)` after a kernel argument changed (HIP 7.2
has only CUDA 11's four-argument update: xlate's <xlate/graph.h>, included by XL105), an update the
topology change makes fail, and re-instantiation with CUDA 11's five-argument form, as ggml does.
Run on the cpu target against values computed here; compiled for gfx942 and its code object checked."""

from __future__ import annotations

from tests.driver.conftest import HERE, nvcc_env, run
from xlate.toolchain.verify import verify_binary

SRC = HERE / "data/graphs/graph_update.cu"
N = 1000


def expected() -> str:
    x = [float(i % 17) for i in range(N)]
    y = [1.0] * N
    lines = []

    def report(what: str) -> None:
        lines.append(f"{what} y[0]={y[0]:.1f} y[5]={y[5]:.1f} y[16]={y[16]:.1f} sum={sum(y):.1f}")

    y = [(v + 2.0 * xi) * 0.5 for v, xi in zip(y, x)]  # axpy(a=2), scale(0.5)
    report("first")
    lines.append("update status=0 result=0 success=1")  # cudaSuccess, cudaGraphExecUpdateSuccess
    y = [(v + 3.0 * xi) * 2.0 for v, xi in zip(y, x)]  # the updated arguments: a=3, s=2
    report("updated")
    lines.append("refused failure=1 topology=1")  # cudaErrorGraphExecUpdateFailure, ...TopologyChanged
    y = [v + xi for v, xi in zip(y, x)]  # the re-instantiated one-kernel graph: axpy(a=1)
    report("again")
    return "\n".join(lines) + "\n"


def test_graph_update_on_the_cpu_target(xlate_nvcc, nvcc_cache, tmp_path):
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu")
    exe = tmp_path / "graph_update_cpu"
    run([xlate_nvcc, "-O1", SRC, "-o", exe], env)
    assert run([exe], env).stdout == expected()


def test_graph_update_for_gfx942(xlate_nvcc, nvcc_cache, tmp_path):
    env = nvcc_env(nvcc_cache)
    exe = tmp_path / "graph_update_gfx"
    run([xlate_nvcc, SRC, "-o", exe], env)
    rep = verify_binary(exe, ["axpy", "scale"], "gfx942", hip_major=7)
    assert rep.ok, rep.summary()
