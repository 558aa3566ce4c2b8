"""Front-end speed: build_model (both parse passes, tokens, regions, references, kernels) on the same
inputs in three ways, measured in the same run:

  baseline    plain `-include` of the prelude, one process   (XLATE_PCH=0, jobs=1: the old path)
  pch         precompiled prelude, one process               (jobs=1)
  pch+pool    precompiled prelude, worker processes          (jobs=-j, default: CPU count)

The PCH cache is a fresh temporary folder: its one-time build is reported apart ("cold"), the three
modes run with it warm. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/parse_speed.py [PATH ...] [--synthetic N] [-j N] [--repeat N]
    (default: examples/cuda, and a generated tree of --synthetic 40 CUDA files)
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

_HEADER = """#pragma once
#include <cuda_runtime.h>
#define CHECK(x) do {{ cudaError_t e_ = (x); if (e_ != cudaSuccess) return 1; }} while (0)
template <typename T> __device__ inline T square(T v) {{ return v * v; }}
"""

_SOURCE = """#include <cstdio>
#include <vector>
#include "common.cuh"

// Synthetic translation unit {k}: a kernel, a template kernel, host code with runtime calls.
__global__ void scale_{k}(float* out, const float* in, int n, float a) {{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = a * square(in[i]);
}}

template <int B>
__global__ void block_sum_{k}(const float* in, float* out, int n) {{
  __shared__ float buf[B];
  int i = blockIdx.x * B + threadIdx.x;
  buf[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int s = B / 2; s > 0; s >>= 1) {{
    if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
    __syncthreads();
  }}
  if (threadIdx.x == 0) atomicAdd(out, buf[0]);
}}

int run_{k}(int n) {{
  std::vector<float> host(n, 1.0f);
  float *d_in = nullptr, *d_out = nullptr, *d_sum = nullptr;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CHECK(cudaMalloc(&d_sum, sizeof(float)));
  CHECK(cudaMemcpy(d_in, host.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  scale_{k}<<<(n + 255) / 256, 256, 0, s>>>(d_out, d_in, n, 2.0f);
  block_sum_{k}<256><<<(n + 255) / 256, 256, 0, s>>>(d_out, d_sum, n);
  CHECK(cudaStreamSynchronize(s));
  float sum = 0;
  CHECK(cudaMemcpy(&sum, d_sum, sizeof(float), cudaMemcpyDeviceToHost));
  std::printf("%d: %f\\n", {k}, sum);
  cudaFree(d_in); cudaFree(d_out); cudaFree(d_sum);
  return cudaStreamDestroy(s) == cudaSuccess ? 0 : 1;
}}
"""


def synthetic_tree(folder: Path, n: int) -> Path:
    root = folder / "synthetic"
    (root / "src").mkdir(parents=True)
    (root / "src" / "common.cuh").write_text(_HEADER.format(), encoding="utf-8")
    for k in range(n):
        (root / "src" / f"unit{k:03d}.cu").write_text(_SOURCE.format(k=k), encoding="utf-8")
    return root


def _measure(paths: list[Path], *, pch: bool, jobs: int, repeat: int) -> tuple[float, float]:
    """(best wall-clock seconds, CPU seconds of this process in that run). With jobs=1 the CPU time
    is the work itself, whatever else the machine runs; with a pool it is only the merging."""
    from xlate.parse import pch as pchmod
    from xlate.parse.model import build_model

    os.environ["XLATE_PCH"] = "1" if pch else "0"
    best = (float("inf"), 0.0)
    for _ in range(repeat):
        pchmod.reset()
        t0, c0 = time.perf_counter(), time.process_time()
        build_model(list(paths), jobs=jobs)
        best = min(best, (time.perf_counter() - t0, time.process_time() - c0))
    if pch and pchmod.STATUS.fallbacks:
        print(f"  warning: PCH fell back to the plain include: {pchmod.STATUS.fallbacks[0]}")
    return best


def bench(label: str, paths: list[Path], *, jobs: int, repeat: int) -> None:
    from xlate.parse import pch as pchmod
    from xlate.parse.source import SOURCE_EXTS, discover

    files = discover(paths)
    tus = [f for f in files if f.suffix.lower() in SOURCE_EXTS]
    lines = sum(f.read_bytes().count(b"\n") for f in files)
    print(f"\n{label}: {len(files)} files ({len(tus)} translation units), {lines} lines")
    # Cold: the PCH build itself (both sides), once.
    os.environ["XLATE_PCH"] = "1"
    pchmod.reset()
    t0 = time.perf_counter()
    from xlate.parse.model import build_model

    build_model(list(paths), jobs=1)
    cold = time.perf_counter() - t0
    print(f"  first run, PCH cache cold (PCHs built: {pchmod.STATUS.built}, reused: {pchmod.STATUS.reused}): "
          f"{cold:.2f} s")
    results = {}
    for mode, pch, j in (("baseline", False, 1), ("pch", True, 1), ("pch+pool", True, jobs)):
        results[mode] = (j, *_measure(paths, pch=pch, jobs=j, repeat=repeat))
    base = results["baseline"][1]
    base_cpu = results["baseline"][2]
    n_tu = max(len(tus), 1)
    for mode, (j, t, cpu) in results.items():
        line = (f"  {mode:9s} (jobs={j}): {t:6.2f} s  {len(files) / t:6.1f} files/s  {1000 * t / n_tu:6.0f} ms/TU  "
                f"x{base / t:.2f} vs baseline")
        if j == 1:
            line += f"  | CPU {1000 * cpu / n_tu:5.0f} ms/TU, x{base_cpu / cpu:.2f}"
        print(line)
    print(f"  load average after: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", type=Path)
    ap.add_argument("--synthetic", type=int, default=40, help="files in the generated tree (0: none)")
    ap.add_argument("-j", "--jobs", type=int, default=None, help="worker processes for pch+pool")
    ap.add_argument("--repeat", type=int, default=2, help="runs of each mode; the best is kept")
    a = ap.parse_args(argv)
    from xlate.parse.model import parse_jobs

    jobs = parse_jobs(a.jobs)
    saved = {k: os.environ.get(k) for k in ("XLATE_CACHE", "XLATE_PCH")}
    with tempfile.TemporaryDirectory(prefix="xlate-parse-speed-") as tmp:
        os.environ["XLATE_CACHE"] = str(Path(tmp) / "cache")
        print(f"CPUs: {os.cpu_count()}, pool jobs: {jobs}, repeat: {a.repeat} (best kept), "
              f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
        try:
            sets: list[tuple[str, list[Path]]] = []
            if a.paths:
                sets.append((", ".join(str(p) for p in a.paths), a.paths))
            else:
                ex = REPO / "examples" / "cuda"
                if ex.is_dir():
                    sets.append(("examples/cuda", [ex]))
            if a.synthetic > 0:
                sets.append((f"synthetic tree ({a.synthetic} .cu + 1 header)", [synthetic_tree(Path(tmp), a.synthetic)]))
            if not sets:
                print("nothing to parse: give a CUDA folder", file=sys.stderr)
                return 2
            for label, paths in sets:
                bench(label, paths, jobs=jobs, repeat=a.repeat)
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
    return 0


if __name__ == "__main__":
    sys.exit(main())
