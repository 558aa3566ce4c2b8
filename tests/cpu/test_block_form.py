"""The block form of the cpu backend (issue 22; docs/cpu-backend.md, "Execution forms"): kernels whose
barriers are plain `__syncthreads();` at block-uniform positions are split at build time into loops
over the block's threads (xlate/pipeline/cpu_split.py).

Faithfulness is differential: the fiber form is the reference. Each program runs twice, once as
built (the analysis' choice, XLATE_CPU_EXPLAIN=1 saying which form ran each kernel) and once with
XLATE_CPU_FORM=fibers; the outputs must be identical, and the block form must really have run. The
adversarial kernels (tests/cpu/forms/block/kernels.hip) also get a numpy oracle where it is short."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

from tests.cpu.conftest import WARP_SIZES
from tests.cpu.forms_check import conformance_cases_agree, forms, line_of, run

ROOT = Path(__file__).resolve().parents[2]
BLOCK = Path(__file__).parent / "forms" / "block"
# every conformance case with a barrier (the analysis splits its kernels, or says why not)
BARRIER_CASES = ["reduce_atomic_grid", "reduce_minmax_argmax", "reduce_tree_smem", "scan_blelloch",
                 "scan_hillis_steele", "smem_static_transpose", "smem_dynamic_reverse", "smem_dynamic_partition",
                 "smem_sync_count", "warp_activemask_reduce"]


_run, _line, _forms = run, line_of, forms


def test_analysis_decides_each_kernel():
    from xlate.cpu.build import ProgramBuild
    from xlate.pipeline.cpu_forms import analyse

    src = BLOCK / "kernels.hip"
    got = {f.name[2:]: f for f in analyse(src, ProgramBuild([src], Path("unused"), warp_size=64))}
    block = {n for n, f in got.items() if f.form_name == "block"}
    assert block == {"live_across", "uniform_loop", "tree_while", "uniform_branches", "directives", "shadowed",
                     "transpose2d", "rotate3d"}, \
        {n: f.reason for n, f in got.items()}
    assert f"return before a barrier at kernels.hip:{_line(src, 'if (t >= 100) return;')}" in got["early_return"].reason
    assert re.search(r"for loop holding a barrier .*not block-uniform at kernels\.hip:"
                     f"{_line(src, 'k < int(threadIdx.x % 3) + 1')}$", got["thread_bound"].reason)
    assert "preprocessor conditional crosses a barrier" in got["conditional_barrier"].reason
    assert f"break out of a loop holding a barrier at kernels.hip:{_line(src, 'if (k == n) break;')}" in \
        got["break_out"].reason


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_adversarial_kernels_agree_with_fibers(cpu_cache, tmp_path, ws):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([BLOCK / "kernels.hip"], tmp_path / "kernels", warp_size=ws))
    chosen = _run(exe, [], XLATE_CPU_EXPLAIN="1")
    forced = _run(exe, [], XLATE_CPU_EXPLAIN="1", XLATE_CPU_FORM="fibers")
    assert chosen.returncode == 0 and forced.returncode == 0, (chosen.stderr, forced.stderr)
    assert chosen.stdout == forced.stdout
    forms = _forms(chosen.stderr)
    assert {k for k, f in forms.items() if f == "block"} == {
        "live_across", "uniform_loop", "tree_while", "uniform_branches", "directives", "shadowed", "transpose2d",
        "rotate3d"}, forms
    assert set(_forms(forced.stderr).values()) == {"fiber"}
    rows = {ln.split()[0]: [float(x) for x in ln.split()[1:]] for ln in chosen.stdout.splitlines()}
    # numpy oracles
    B, T = 4, 128
    i = np.arange(B * T)
    hin = (i * 37) % 101 - 50
    v = (hin * 3).reshape(B, T)
    t = np.arange(T)
    live = v[:, ::-1] + v + t + np.trunc(v * 0.5).astype(int) + v + 2
    assert rows["live_across"] == live.ravel().astype(float).tolist()
    assert rows["tree_while"] == hin.reshape(B, T).sum(axis=1).astype(float).tolist()
    assert rows["directives"] == np.tile(t[::-1] + 6, B).astype(float).tolist()
    assert rows["conditional_barrier"] == t[::-1].astype(float).tolist()
    w = hin.reshape(B, T)
    even = w + 2 * w[:, ::-1]
    odd = w - (np.roll(w, -3, axis=1) + 1)
    w = np.where((np.arange(B) % 2 == 0)[:, None], even, odd)
    w = w + w[:, t ^ 1]
    assert rows["uniform_branches"] == w.ravel().astype(float).tolist()
    x = 2 * t
    assert rows["shadowed"] == np.tile((x + np.roll(x, -1)) * 1000 + x, B).astype(float).tolist()
    sq = np.arange(64 * 64).reshape(64, 64)
    assert rows["transpose2d"] == sq.T.ravel().astype(float).tolist()


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_conformance_cases_with_barriers_agree(cpu_cache, tmp_path, ws):
    split = conformance_cases_agree(BARRIER_CASES, tmp_path, ws)
    # not vacuous: these ran split (the others: a template kernel, __syncthreads_count, a warp operation)
    assert {"reduce_atomic_grid:dot", "reduce_minmax_argmax:argmax", "scan_blelloch:blelloch",
            "scan_hillis_steele:scan_block", "smem_static_transpose:transpose", "smem_dynamic_reverse:reverse_segments",
            "smem_dynamic_partition:stats"} <= split, sorted(split)


def test_divergent_barrier_stays_fibers_and_is_reported(cpu_cache, tmp_path):
    """Barriers under `if (threadIdx.x < k)` / else are not block-uniform: the kernel keeps the fiber form,
    whose runtime reports the divergent barrier (exit 97), as before the block form."""
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([BLOCK / "divergent.hip"], tmp_path / "divergent", warp_size=64))
    proc = _run(exe, [], XLATE_CPU_EXPLAIN="1")
    assert "kernel divergent_barrier: fiber form" in proc.stderr
    assert proc.returncode == 97, proc.stderr
    assert re.search(r"divergent barrier.*divergent\.hip:9", proc.stderr, re.DOTALL), proc.stderr
    assert "not reached" not in proc.stdout


def test_split_source_keeps_user_lines(tmp_path):
    """The rewritten copy's #line directives name the user's file and line: a statement of the split
    body that the compiler rejects is reported at its own line."""
    from xlate.cpu.build import ProgramBuild
    from xlate.pipeline.cpu_forms import analyse, block_source

    src = tmp_path / "k.hip"
    src.write_text("__global__ void k(int* o) {\n  int v = threadIdx.x;\n  __syncthreads();\n"
                   "  o[v] = v;\n}\n")
    forms = analyse(src, ProgramBuild([src], Path("unused"), warp_size=64))
    assert forms[0].form_name == "block", forms[0].reason
    text = block_source(src, forms)
    assert text is not None
    lines = text.splitlines()
    at = next(i for i, ln in enumerate(lines) if ln.strip() == "o[v] = v;" and i > 5)
    directive = next(ln for ln in reversed(lines[:at]) if ln.startswith("#line"))
    # the directive names the line of the region's start (the barrier's line; its statement is one on)
    assert directive == f'#line 3 "{src.resolve()}"'
    assert at - lines.index(directive) == 2


def test_xlate_nvcc_compiles_get_the_block_form(cpu_cache, tmp_path):
    """xlate-nvcc's `-c` compiles for the cpu target compile the rewritten source from the cache
    (xlate.pipeline.cpu_programs.kernel_forms_wrapper): its `"..."` includes of files beside the
    source still resolve, and the kernel runs split with the fiber form's output."""
    (tmp_path / "helpers.cuh").write_text("#define SHIFT 3\n__device__ inline int twice(int v) { return 2 * v; }\n")
    src = tmp_path / "rot.cu"
    src.write_text("""#include <cstdio>
#include "helpers.cuh"
__global__ void rot(int* out) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[t] = twice(t);
  __syncthreads();
  out[t] = s[(t + SHIFT) % blockDim.x];
}
int main() {
  int* d;
  cudaMalloc(&d, 64 * sizeof(int));
  rot<<<1, 64>>>(d);
  int h[64];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 64; ++i) printf("%d ", h[i]);
  printf("\\n");
  return 0;
}
""")
    nvcc = ROOT / ".venv" / "bin" / "xlate-nvcc"
    env = dict(os.environ, XLATE_NVCC_TARGET="cpu")
    obj, exe = tmp_path / "rot.o", tmp_path / "rot"
    for cmd in ([nvcc, "-c", src, "-o", obj, "-MD"], [nvcc, obj, "-o", exe]):
        proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=600, check=False,
                              env=env, cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
    # the dependency file still names the source and its header (the compile read a rewritten copy)
    deps = (tmp_path / "rot.d").read_text()
    assert str(src) in deps and str(tmp_path / "helpers.cuh") in deps, deps
    chosen = _run(exe, [], XLATE_CPU_EXPLAIN="1")
    assert chosen.returncode == 0 and "kernel rot: block form" in chosen.stderr, chosen.stderr
    assert chosen.stdout.split() == [str(2 * ((t + 3) % 64)) for t in range(64)]
    assert chosen.stdout == _run(exe, [], XLATE_CPU_FORM="fibers").stdout


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_barrier_free_kernels_as_one_region_agree_with_fibers(cpu_cache, tmp_path, ws):
    """A kernel no thread of which can wait runs in the block form as one region (a loop over the block's
    threads in the kernel) where the split takes it (2-D and 3-D blocks, partial blocks, early returns,
    a return inside a loop, a device call), and in the loop form where it refuses (a goto)."""
    from xlate.cpu.build import ProgramBuild as Req
    from xlate.pipeline.cpu_forms import analyse
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    src = BLOCK / "free.hip"
    got = {f.name[2:]: f for f in analyse(src, Req([src], Path("unused"), warp_size=ws))}
    assert {n: f.form_name for n, f in got.items()} == {"stencil2d": "block", "cube": "block", "refused": "loop"}, \
        {n: f.reason for n, f in got.items()}
    assert "; the body is one loop over the block's threads;" in got["stencil2d"].reason, got["stencil2d"].reason
    assert all(f.loop for f in got.values())  # no thread can wait in any of them
    exe = build_program(ProgramBuild([src], tmp_path / "free", warp_size=ws))
    chosen = _run(exe, [], XLATE_CPU_EXPLAIN="1")
    forced = _run(exe, [], XLATE_CPU_EXPLAIN="1", XLATE_CPU_FORM="fibers")
    assert chosen.returncode == 0 and forced.returncode == 0, (chosen.stderr, forced.stderr)
    assert chosen.stdout == forced.stdout
    assert _forms(chosen.stderr) == {"stencil2d": "block", "cube": "block", "refused": "loop"}, chosen.stderr
    rows = {ln.split()[0]: [float(x) for x in ln.split()[1:]] for ln in chosen.stdout.splitlines()}
    w, h = 37, 21
    a = ((np.arange(w * h) * 13) % 29).astype(np.float32).reshape(h, w)
    s = np.full((h, w), -1.0, np.float32)
    s[1:-1, 1:-1] = np.float32(0.25) * (a[1:-1, :-2] + a[1:-1, 2:] + a[:-2, 1:-1] + a[2:, 1:-1])
    assert rows["stencil2d"] == [float(f"{x:g}") for x in s.ravel().tolist()]
    n = 3 * 60 - 17
    z, y, x = np.meshgrid(np.arange(3), np.arange(4), np.arange(5), indexing="ij")
    per = (8 * (z * 100 + y * 10 + x) + 6).ravel()
    cube = np.concatenate([per, per, per])
    cube[n:] = -9
    assert rows["cube"] == cube.astype(float).tolist()
    r = np.arange(100) * 7
    assert rows["refused"] == r.astype(float).tolist()
