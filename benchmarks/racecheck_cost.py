"""What racecheck costs on the cpu backend (docs/cpu-backend.md, "Racecheck"). One CUDA program with two
kernels, built by xlate-nvcc for the cpu target twice (plainly and with XLATE_NVCC_RACECHECK=1):
  * `reduce`: a shared-memory tree reduction, 4,096 blocks of 256 threads (shared-memory accesses);
  * `stencil`: each thread sums 9 neighbours from global memory and writes one word (global accesses,
    which racecheck also tracks).
Each kernel is launched several times per run and the program prints each launch's milliseconds. Three
runs: the plain build in the form its analysis chooses, the plain build as fibers (XLATE_CPU_FORM=fibers,
the form racecheck runs every launch in), and the racecheck build. Prints the median launch time of each
and the ratios racecheck / fibers and racecheck / chosen form, measured in the same run.

    .venv/bin/python benchmarks/racecheck_cost.py [--launches N]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

NVCC = Path(sys.executable).parent / "xlate-nvcc"

PROGRAM = r"""#include <chrono>
#include <cstdio>
#include <cstdlib>
__global__ void reduce(const float* in, float* out) {
  __shared__ float s[256];
  s[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  for (int k = 128; k > 0; k >>= 1) {
    if (threadIdx.x < k) s[threadIdx.x] += s[threadIdx.x + k];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}
__global__ void stencil(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < 4 || i >= n - 4) return;
  float sum = 0.0f;
  for (int d = -4; d <= 4; ++d) sum += in[i + d];
  out[i] = sum;
}
template <class F>
static void timed(const char* name, int launches, F launch) {
  for (int r = 0; r < launches; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    launch();
    cudaDeviceSynchronize();
    auto t1 = std::chrono::steady_clock::now();
    printf("%s %.3f\n", name, std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
}
int main(int argc, char** argv) {
  const int launches = argc > 1 ? atoi(argv[1]) : 5, blocks = 4096, n = blocks * 256;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMemset(in, 0, n * sizeof(float));
  timed("reduce", launches, [&] { reduce<<<blocks, 256>>>(in, out); });
  timed("stencil", launches, [&] { stencil<<<blocks, 256>>>(in, out, n); });
  return 0;
}
"""


def _build(src: Path, exe: Path, env: dict[str, str], racecheck: bool) -> None:
    subprocess.run([str(NVCC), str(src), "-o", str(exe)], check=True, capture_output=True,
                   env=dict(env, XLATE_NVCC_RACECHECK="1" if racecheck else "0"))


def _run(exe: Path, launches: int, env: dict[str, str]) -> dict[str, float]:
    proc = subprocess.run([str(exe), str(launches)], check=True, capture_output=True, text=True, env=env)
    times: dict[str, list[float]] = {}
    for name, ms in re.findall(r"^(\w+) ([\d.]+)$", proc.stdout, re.MULTILINE):
        times.setdefault(name, []).append(float(ms))
    # the first launch of each kernel pays one-time costs (fiber stacks, the form's first decision)
    return {name: statistics.median(v[1:] or v) for name, v in times.items()}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--launches", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="xlate-bench-racecheck-") as tmp:
        env = dict(os.environ, XLATE_NVCC_TARGET="cpu", XLATE_NVCC_CACHE=str(Path(tmp) / "cache"))
        env.pop("XLATE_CPU_FORM", None)
        src = Path(tmp) / "kernels.cu"
        src.write_text(PROGRAM)
        plain, checked = Path(tmp) / "plain", Path(tmp) / "racecheck"
        _build(src, plain, env, racecheck=False)
        _build(src, checked, env, racecheck=True)
        runs = {
            "chosen form": _run(plain, args.launches, env),
            "fibers": _run(plain, args.launches, dict(env, XLATE_CPU_FORM="fibers")),
            "racecheck": _run(checked, args.launches, env),
        }
    for kernel in ("reduce", "stencil"):
        for label, med in runs.items():
            print(f"{kernel:8s} {label:12s} median {med[kernel]:9.2f} ms per launch")
        rc = runs["racecheck"][kernel]
        print(f"{kernel:8s} racecheck / fibers {rc / runs['fibers'][kernel]:.2f}, "
              f"racecheck / chosen form {rc / runs['chosen form'][kernel]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
