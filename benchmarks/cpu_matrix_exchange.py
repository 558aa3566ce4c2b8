"""What the cpu backend's board exchange buys for warp matrix operations (docs/cpu-backend.md, "Warp matrix
operations"). One CUDA program, built twice by xlate-nvcc for the cpu target: as shipped (the board exchange:
ldmatrix, mma.sync and wmma::mma_sync read the other lanes' operands in place between two rendezvous of
the warp) and with -DXLATE_CPU_MATRIX_SHUFFLES (each operand moved by a shuffle, a rendezvous of the warp's
fibers). Three kernels, each a loop of one operation per warp: PTX mma.sync m16n8k16 (f16 in, f32
accumulators, as ggml's mma.cuh issues it), PTX ldmatrix .x4 from shared memory, and wmma m16n16k16.
Prints, per kernel and wavefront width, the best of N runs in wall time and in CPU time (the child's user +
system) for both builds, their ratio, and whether both builds printed the same results.

    .venv/bin/python benchmarks/cpu_matrix_exchange.py [--repeat N] [--warp-size 64|32]
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NVCC = Path(sys.executable).parent / "xlate-nvcc"

PROGRAM = r"""
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;

__global__ void ptx_mma(const unsigned* a_regs, const unsigned* b_regs, float* out, int reps) {
  const int lane = threadIdx.x & 31, warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  unsigned a0 = a_regs[lane * 4], a1 = a_regs[lane * 4 + 1], a2 = a_regs[lane * 4 + 2], a3 = a_regs[lane * 4 + 3];
  const unsigned b0 = b_regs[lane * 2], b1 = b_regs[lane * 2 + 1];
  float c0 = 0.f, c1 = 0.f, c2 = 0.f, c3 = 0.f;
  for (int r = 0; r < reps; ++r) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3) : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
    a0 ^= 0x80008000u;  // alternate the sign of two elements of A
  }
  float* o = out + warp * 128 + lane * 4;
  o[0] = c0, o[1] = c1, o[2] = c2, o[3] = c3;
}

__global__ void ptx_ldmatrix(float* out, int reps) {
  __shared__ unsigned short tile[4][64 * 8];
  const int lane = threadIdx.x & 31, w = threadIdx.x / 32, warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  for (int i = lane; i < 64 * 8; i += 32) tile[w][i] = (unsigned short)(i * 37 + blockIdx.x);
  __syncwarp();
  unsigned acc = 0;
  for (int r = 0; r < reps; ++r) {
    const unsigned addr = (unsigned)__cvta_generic_to_shared(&tile[w][((lane * 5 + r) % 64) * 8]);
    unsigned x0, x1, x2, x3;
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(x0), "=r"(x1), "=r"(x2), "=r"(x3) : "r"(addr));
    acc += x0 ^ (x1 * 3u) ^ (x2 * 5u) ^ (x3 * 7u);
  }
  out[warp * 32 + lane] = (float)(acc & 0xffffu);
}

__global__ void wmma_loop(const half* a, const half* b, float* out, int reps) {
  const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  for (int r = 0; r < reps; ++r) wmma::mma_sync(acc, fa, fb, acc);
  wmma::store_matrix_sync(out + warp * 256, acc, 16, wmma::mem_row_major);
}

int main(int argc, char** argv) {
  const int kernel = atoi(argv[1]), blocks = atoi(argv[2]), reps = atoi(argv[3]);
  const int warps = blocks * 4;
  unsigned ha[128], hb[64];
  half hh[256];
  for (int i = 0; i < 128; ++i) ha[i] = __half_as_ushort(__float2half((i % 7) - 3)) | (unsigned(__half_as_ushort(__float2half((i % 5) * 0.5f))) << 16);
  for (int i = 0; i < 64; ++i) hb[i] = __half_as_ushort(__float2half((i % 3) - 1)) | (unsigned(__half_as_ushort(__float2half((i % 4) * 0.25f))) << 16);
  for (int i = 0; i < 256; ++i) hh[i] = __float2half(((i * 7) % 9) * 0.125f - 0.5f);
  unsigned *da, *db;
  half* dh;
  float* dout;
  cudaMalloc(&da, sizeof ha);
  cudaMalloc(&db, sizeof hb);
  cudaMalloc(&dh, sizeof hh);
  cudaMalloc(&dout, warps * 256 * sizeof(float));
  cudaMemcpy(da, ha, sizeof ha, cudaMemcpyHostToDevice);
  cudaMemcpy(db, hb, sizeof hb, cudaMemcpyHostToDevice);
  cudaMemcpy(dh, hh, sizeof hh, cudaMemcpyHostToDevice);
  cudaMemset(dout, 0, warps * 256 * sizeof(float));
  if (kernel == 0) ptx_mma<<<blocks, 128>>>(da, db, dout, reps);
  if (kernel == 1) ptx_ldmatrix<<<blocks, 128>>>(dout, reps);
  if (kernel == 2) wmma_loop<<<blocks, 128>>>(dh, dh, dout, reps);
  float* h = (float*)malloc(warps * 256 * sizeof(float));
  cudaMemcpy(h, dout, warps * 256 * sizeof(float), cudaMemcpyDeviceToHost);
  double s = 0, t = 0;
  for (int i = 0; i < warps * 256; ++i) s += h[i], t += h[i] * (i % 13);
  printf("%.6g %.6g\n", s, t);
  return 0;
}
"""

KERNELS = [("mma.sync m16n8k16 (PTX)", 0, 64, 200), ("ldmatrix .x4 (PTX)", 1, 64, 400), ("wmma m16n16k16", 2, 16, 200)]


def _run(exe: Path, args: list[str]) -> tuple[float, float, str]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run([str(exe), *args], check=True, capture_output=True, text=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, out.strip()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--warp-size", choices=["64", "32"], default="64")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="xlate-bench-matrix-") as tmp:
        src = Path(tmp) / "matrix.cu"
        src.write_text(PROGRAM)
        env = dict(os.environ, XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE=args.warp_size,
                   XLATE_NVCC_CACHE=str(Path(tmp) / "cache"))
        exes = {}
        for name, flags in (("board", []), ("shuffles", ["-DXLATE_CPU_MATRIX_SHUFFLES"])):
            exes[name] = Path(tmp) / name
            subprocess.run([str(NVCC), *flags, str(src), "-o", str(exes[name])], env=env, check=True,
                           capture_output=True)
        print(f"wave {args.warp_size}, best of {args.repeat} runs; 4 warps per block")
        print(f"{'kernel':26s} {'board wall/cpu s':>18s} {'shuffles wall/cpu s':>20s} {'ratio wall/cpu':>15s}  same")
        for label, k, blocks, reps in KERNELS:
            best: dict[str, tuple[float, float]] = {}
            outs: dict[str, str] = {}
            for _ in range(args.repeat):
                for name, exe in exes.items():
                    wall, cpu, out = _run(exe, [str(k), str(blocks), str(reps)])
                    w0, c0 = best.get(name, (wall, cpu))
                    best[name] = (min(w0, wall), min(c0, cpu))
                    outs[name] = out
            (bw, bc), (sw, sc) = best["board"], best["shuffles"]
            same = "yes" if outs["board"] == outs["shuffles"] else f"NO ({outs['board']} vs {outs['shuffles']})"
            print(f"{label:26s} {bw:8.3f} / {bc:7.3f} {sw:9.3f} / {sc:8.3f} {sw / bw:7.1f} / {sc / max(bc, 1e-9):5.1f}  "
                  f"{same}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
