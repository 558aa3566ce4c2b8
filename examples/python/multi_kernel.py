"""Several kernels from one source string: extern "C", a C++ (mangled) kernel in a namespace and a
template kernel, found through NVRTC name expressions and lowered names.

Run: .venv/bin/python examples/python/multi_kernel.py
"""

import ctypes

import numpy as np

from xlate.runtime_shim import driver as cuda

try:
    from ._common import check, compile_source
except ImportError:
    from _common import check, compile_source

SOURCE = r"""
extern "C" __global__ void iota(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = i;
}
namespace ops {
__global__ void square(int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * x[i];
}
template <typename T, int K>
__global__ void add_k(const int* in, T* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = static_cast<T>(in[i]) + static_cast<T>(K);
}
}  // namespace ops
"""

NAMES = [b"ops::square", b"ops::add_k<double, 3>"]


def main(n: int = 1000):
    check(cuda.cuInit(0))
    dev = check(cuda.cuDeviceGet(0))
    ctx = check(cuda.cuCtxCreate(0, dev))
    image, lowered = compile_source(SOURCE, b"multi.cu", name_expressions=NAMES)
    module = check(cuda.cuModuleLoadData(image))
    iota = check(cuda.cuModuleGetFunction(module, b"iota"))
    square = check(cuda.cuModuleGetFunction(module, lowered[b"ops::square"]))
    add_k = check(cuda.cuModuleGetFunction(module, lowered[b"ops::add_k<double, 3>"]))

    d_i = check(cuda.cuMemAlloc(n * 4))
    d_d = check(cuda.cuMemAlloc(n * 8))
    blocks, threads = (n + 255) // 256, 256
    c_n = (None, ctypes.c_int)
    check(cuda.cuLaunchKernel(iota, blocks, 1, 1, threads, 1, 1, 0, 0, ((d_i, n), c_n), 0))
    check(cuda.cuLaunchKernel(square, blocks, 1, 1, threads, 1, 1, 0, 0, ((d_i, n), c_n), 0))
    check(cuda.cuLaunchKernel(add_k, blocks, 1, 1, threads, 1, 1, 0, 0,
                              ((d_i, d_d, n), (None, None, ctypes.c_int)), 0))
    out_i = np.empty(n, dtype=np.int32)
    out_d = np.empty(n, dtype=np.float64)
    check(cuda.cuMemcpyDtoH(out_i, d_i, out_i.nbytes))
    check(cuda.cuMemcpyDtoH(out_d, d_d, out_d.nbytes))
    check(cuda.cuMemFree(d_i))
    check(cuda.cuMemFree(d_d))
    check(cuda.cuModuleUnload(module))
    check(cuda.cuCtxDestroy(ctx))
    return lowered, out_i, out_d


if __name__ == "__main__":
    lowered, out_i, out_d = main()
    ref = np.arange(1000, dtype=np.int64) ** 2
    ok = np.array_equal(out_i, ref) and np.array_equal(out_d, ref + 3.0)
    print("lowered names:", {k.decode(): v.decode() for k, v in lowered.items()})
    print("PASSED" if ok else "FAILED")
    raise SystemExit(0 if ok else 1)
