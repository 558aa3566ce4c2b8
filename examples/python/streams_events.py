"""Streams and events: two non-blocking streams, pinned host memory, cuStreamWaitEvent ordering one
stream after the other, event timing.

Run: .venv/bin/python examples/python/streams_events.py
"""

import ctypes

import numpy as np

from xlate.runtime_shim import driver as cuda

try:
    from ._common import check, compile_source
except ImportError:
    from _common import check, compile_source

SOURCE = r"""
extern "C" __global__ void axpb(float* x, float a, float b, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    x[i] = a * x[i] + b;
}
"""


def main(n: int = 1 << 14):
    check(cuda.cuInit(0))
    dev = check(cuda.cuDeviceGet(0))
    ctx = check(cuda.cuCtxCreate(0, dev))
    image, _ = compile_source(SOURCE, b"streams.cu")
    module = check(cuda.cuModuleLoadData(np.frombuffer(image, dtype=np.uint8).ctypes.data))
    kernel = check(cuda.cuModuleGetFunction(module, b"axpb"))

    nbytes = n * 4
    host_addr = check(cuda.cuMemAllocHost(nbytes))  # pinned memory, a raw address
    host = np.ctypeslib.as_array((ctypes.c_float * n).from_address(host_addr))
    host[:] = np.arange(n, dtype=np.float32)
    d_x = check(cuda.cuMemAlloc(nbytes))
    s1 = check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
    s2 = check(cuda.cuStreamCreate(cuda.CUstream_flags.CU_STREAM_NON_BLOCKING))
    start, mid, stop = (check(cuda.cuEventCreate(cuda.CUevent_flags.CU_EVENT_DEFAULT)) for _ in range(3))

    check(cuda.cuEventRecord(start, s1))
    check(cuda.cuMemcpyHtoDAsync(d_x, host_addr, nbytes, s1))
    check(cuda.cuLaunchKernel(kernel, 8, 1, 1, 64, 1, 1, 0, s1,
                              ((d_x, 2.0, 1.0, n), (None, ctypes.c_float, ctypes.c_float, ctypes.c_int)), 0))
    check(cuda.cuEventRecord(mid, s1))
    check(cuda.cuStreamWaitEvent(s2, mid, 0))  # s2's work starts after s1's kernel
    check(cuda.cuLaunchKernel(kernel, 8, 1, 1, 64, 1, 1, 0, s2,
                              ((d_x, 3.0, -1.0, n), (None, ctypes.c_float, ctypes.c_float, ctypes.c_int)), 0))
    check(cuda.cuMemcpyDtoHAsync(host_addr, d_x, nbytes, s2))
    check(cuda.cuEventRecord(stop, s2))
    check(cuda.cuEventSynchronize(stop))
    query = cuda.cuEventQuery(stop)[0]
    ms = check(cuda.cuEventElapsedTime(start, stop))
    result = host.copy()

    for e in (start, mid, stop):
        check(cuda.cuEventDestroy(e))
    for s in (s1, s2):
        check(cuda.cuStreamDestroy(s))
    check(cuda.cuMemFree(d_x))
    check(cuda.cuMemFreeHost(host_addr))
    check(cuda.cuModuleUnload(module))
    check(cuda.cuCtxDestroy(ctx))
    return result, ms, query


if __name__ == "__main__":
    result, ms, query = main()
    x = np.arange(1 << 14, dtype=np.float32)
    ok = np.array_equal(result, 3.0 * (2.0 * x + 1.0) - 1.0) and ms >= 0.0 and query == cuda.CUresult.CUDA_SUCCESS
    print(f"elapsed {ms:.3f} ms; {'PASSED' if ok else 'FAILED'}")
    raise SystemExit(0 if ok else 1)
