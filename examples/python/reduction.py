"""Shared-memory reduction (dynamic shared memory, __syncthreads, atomicAdd), driver API + NVRTC.

Run: .venv/bin/python examples/python/reduction.py
"""

import numpy as np

from xlate.runtime_shim import driver as cuda

try:
    from ._common import check, compile_source
except ImportError:
    from _common import check, compile_source

SOURCE = r"""
extern "C" __global__ void block_sums(const float* in, float* partial, float* total, int n) {
  extern __shared__ float s[];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x * 2 + t;
  float v = 0.0f;
  if (i < n) v += in[i];
  if (i + blockDim.x < n) v += in[i + blockDim.x];
  s[t] = v;
  __syncthreads();
  for (unsigned k = blockDim.x / 2; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    __syncthreads();
  }
  if (t == 0) {
    partial[blockIdx.x] = s[0];
    atomicAdd(total, s[0]);
  }
}
"""


def main(n: int = 10000, threads: int = 128):
    check(cuda.cuInit(0))
    dev = check(cuda.cuDeviceGet(0))
    ctx = check(cuda.cuCtxCreate(0, dev))
    image, _ = compile_source(SOURCE, b"reduction.cu")
    module = check(cuda.cuModuleLoadData(image))
    kernel = check(cuda.cuModuleGetFunction(module, b"block_sums"))

    blocks = (n + 2 * threads - 1) // (2 * threads)
    h_in = np.random.default_rng(7).standard_normal(n).astype(np.float32)
    d_in = check(cuda.cuMemAlloc(h_in.nbytes))
    d_partial = check(cuda.cuMemAlloc(blocks * 4))
    d_total = check(cuda.cuMemAlloc(4))
    check(cuda.cuMemcpyHtoD(d_in, h_in, h_in.nbytes))
    check(cuda.cuMemsetD32(d_total, 0, 1))
    check(cuda.cuMemsetD8(d_partial, 0xFF, blocks * 4))

    params = ((d_in, d_partial, d_total, n), (None, None, None, __import__("ctypes").c_int))
    check(cuda.cuLaunchKernel(kernel, blocks, 1, 1, threads, 1, 1, threads * 4, cuda.CUstream(0), params, 0))
    check(cuda.cuCtxSynchronize())

    partial = np.empty(blocks, dtype=np.float32)
    total = np.empty(1, dtype=np.float32)
    check(cuda.cuMemcpyDtoH(partial, d_partial, partial.nbytes))
    check(cuda.cuMemcpyDtoH(total, d_total, 4))
    padded = np.zeros(blocks * 2 * threads, dtype=np.float64)
    padded[:n] = h_in
    expected_partial = padded.reshape(blocks, 2 * threads).sum(axis=1)
    for p in (d_in, d_partial, d_total):
        check(cuda.cuMemFree(p))
    check(cuda.cuModuleUnload(module))
    check(cuda.cuCtxDestroy(ctx))
    return partial, float(total[0]), expected_partial, float(h_in.astype(np.float64).sum())


if __name__ == "__main__":
    partial, total, exp_partial, exp_total = main()
    ok = np.allclose(partial, exp_partial, rtol=1e-4, atol=1e-4) and abs(total - exp_total) < 1e-2
    print(f"sum {total:.4f} (numpy {exp_total:.4f}); {len(partial)} block sums {'match' if ok else 'DIFFER'}")
    raise SystemExit(0 if ok else 1)
