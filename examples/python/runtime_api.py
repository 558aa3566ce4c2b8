"""The runtime-API flavour (cudart): device properties, cudaMalloc/cudaMemcpy, managed memory, a
stream, events, cudaLaunchKernel of an NVRTC kernel, cudaGetLastError.

Run: .venv/bin/python examples/python/runtime_api.py
"""

import ctypes

import numpy as np

from xlate.runtime_shim import driver
from xlate.runtime_shim import runtime as cudart

try:
    from ._common import check, compile_source
except ImportError:
    from _common import check, compile_source

SOURCE = r"""
extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
"""


def main(n: int = 5000):
    count = check(cudart.cudaGetDeviceCount())
    check(cudart.cudaSetDevice(0))
    prop = check(cudart.cudaGetDeviceProperties(0))
    image, _ = compile_source(SOURCE, b"saxpy_rt.cu")
    check(driver.cuInit(0))  # modules come from the driver API, as in cuda-python
    ctx = check(driver.cuDevicePrimaryCtxRetain(0))
    check(driver.cuCtxSetCurrent(ctx))
    module = check(driver.cuModuleLoadData(image))
    func = check(driver.cuModuleGetFunction(module, b"saxpy"))

    x = np.linspace(0, 1, n, dtype=np.float32)
    d_x = check(cudart.cudaMalloc(x.nbytes))
    y_managed = check(cudart.cudaMallocManaged(x.nbytes, cudart.cudaMemAttachGlobal))
    y = np.ctypeslib.as_array((ctypes.c_float * n).from_address(y_managed))
    y[:] = 1.0
    stream = check(cudart.cudaStreamCreate())
    start = check(cudart.cudaEventCreate())
    stop = check(cudart.cudaEventCreate())
    check(cudart.cudaEventRecord(start, stream))
    check(cudart.cudaMemcpyAsync(d_x, x, x.nbytes, cudart.cudaMemcpyKind.cudaMemcpyHostToDevice, stream))
    args = [np.array([3.0], np.float32), np.array([d_x], np.uint64), np.array([y_managed], np.uint64),
            np.array([n], np.int32)]
    arg_ptrs = np.array([a.ctypes.data for a in args], dtype=np.uint64)
    check(cudart.cudaLaunchKernel(func, cudart.dim3((n + 127) // 128), cudart.dim3(128), arg_ptrs, 0, stream))
    check(cudart.cudaEventRecord(stop, stream))
    check(cudart.cudaStreamSynchronize(stream))
    ms = check(cudart.cudaEventElapsedTime(start, stop))
    last = cudart.cudaGetLastError()[0]
    result = y.copy()
    for e in (start, stop):
        check(cudart.cudaEventDestroy(e))
    check(cudart.cudaStreamDestroy(stream))
    check(cudart.cudaFree(d_x))
    check(cudart.cudaFree(y_managed))
    check(driver.cuModuleUnload(module))
    check(driver.cuDevicePrimaryCtxRelease(0))
    return count, prop, result, ms, last


if __name__ == "__main__":
    count, prop, result, ms, last = main()
    x = np.linspace(0, 1, 5000, dtype=np.float32)
    ok = np.allclose(result, 3.0 * x + 1.0, rtol=1e-6) and last == cudart.cudaError_t.cudaSuccess
    print(f"{count} device(s): {prop.name.decode()} (compute capability {prop.major}.{prop.minor}, "
          f"warpSize {prop.warpSize}); elapsed {ms:.3f} ms; {'PASSED' if ok else 'FAILED'}")
    raise SystemExit(0 if ok else 1)
