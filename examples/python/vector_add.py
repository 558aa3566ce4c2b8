"""cuda-python's canonical driver + NVRTC flow (saxpy-style vector add); only the import differs.

    from cuda.bindings import driver as cuda, nvrtc    # original
    from xlate.runtime_shim import driver as cuda, nvrtc

Run: XLATE_SHIM_BACKEND=cpu .venv/bin/python examples/python/vector_add.py
"""

import ctypes

import numpy as np

from xlate.runtime_shim import driver as cuda
from xlate.runtime_shim import nvrtc

SAXPY = """\
extern "C" __global__
void saxpy(float a, float *x, float *y, float *out, size_t n)
{
  size_t tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid < n) {
    out[tid] = a * x[tid] + y[tid];
  }
}
"""


def _err_text(err):
    if isinstance(err, cuda.CUresult):
        return cuda.cuGetErrorName(err)[1]
    if isinstance(err, nvrtc.nvrtcResult):
        return nvrtc.nvrtcGetErrorString(err)[1]
    return err


def check(result):
    err, rest = result[0], result[1:]
    if err.value:
        raise RuntimeError(f"CUDA error {err.value}: {_err_text(err)}")
    return rest[0] if len(rest) == 1 else (rest or None)


def main() -> float:
    check(cuda.cuInit(0))
    dev = check(cuda.cuDeviceGet(0))
    major = check(cuda.cuDeviceGetAttribute(cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev))
    minor = check(cuda.cuDeviceGetAttribute(cuda.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, dev))

    prog = check(nvrtc.nvrtcCreateProgram(str.encode(SAXPY), b"saxpy.cu", 0, [], []))
    opts = [b"--fmad=false", bytes(f"--gpu-architecture=compute_{major}{minor}", "ascii")]
    err = nvrtc.nvrtcCompileProgram(prog, 2, opts)[0]
    if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        size = check(nvrtc.nvrtcGetProgramLogSize(prog))
        log = b" " * size
        check(nvrtc.nvrtcGetProgramLog(prog, log))
        raise RuntimeError(log.decode())
    ptx_size = check(nvrtc.nvrtcGetPTXSize(prog))
    ptx = b" " * ptx_size
    check(nvrtc.nvrtcGetPTX(prog, ptx))

    ctx = check(cuda.cuCtxCreate(0, dev))
    ptx = np.char.array(ptx)
    module = check(cuda.cuModuleLoadData(ptx.ctypes.data))
    kernel = check(cuda.cuModuleGetFunction(module, b"saxpy"))

    num_threads, num_blocks = 128, 32
    a = np.array([2.0], dtype=np.float32)
    n = np.array(num_threads * num_blocks, dtype=np.uint64)
    buffer_size = int(n) * a.itemsize
    h_x = np.random.default_rng(1).random(int(n)).astype(np.float32)
    h_y = np.random.default_rng(2).random(int(n)).astype(np.float32)
    h_out = np.zeros(int(n)).astype(dtype=np.float32)

    d_x = check(cuda.cuMemAlloc(buffer_size))
    d_y = check(cuda.cuMemAlloc(buffer_size))
    d_out = check(cuda.cuMemAlloc(buffer_size))
    stream = check(cuda.cuStreamCreate(0))
    check(cuda.cuMemcpyHtoDAsync(d_x, h_x.ctypes.data, buffer_size, stream))
    check(cuda.cuMemcpyHtoDAsync(d_y, h_y.ctypes.data, buffer_size, stream))

    d_x_arg = np.array([int(d_x)], dtype=np.uint64)
    d_y_arg = np.array([int(d_y)], dtype=np.uint64)
    d_out_arg = np.array([int(d_out)], dtype=np.uint64)
    args = [a, d_x_arg, d_y_arg, d_out_arg, n]
    args = np.array([arg.ctypes.data for arg in args], dtype=np.uint64)
    check(cuda.cuLaunchKernel(kernel, num_blocks, 1, 1, num_threads, 1, 1, 0, stream, args.ctypes.data, 0))
    check(cuda.cuMemcpyDtoHAsync(h_out.ctypes.data, d_out, buffer_size, stream))
    check(cuda.cuStreamSynchronize(stream))

    expected = a[0] * h_x + h_y
    max_err = float(np.max(np.abs(h_out - expected)))
    check(cuda.cuStreamDestroy(stream))
    check(cuda.cuMemFree(d_x))
    check(cuda.cuMemFree(d_y))
    check(cuda.cuMemFree(d_out))
    check(cuda.cuModuleUnload(module))
    check(cuda.cuCtxDestroy(ctx))
    check(nvrtc.nvrtcDestroyProgram(prog))
    _ = ctypes  # the canonical sample imports ctypes too
    return max_err


if __name__ == "__main__":
    err = main()
    print(f"saxpy: max abs error {err:g}")
    if err > 1e-6:
        raise SystemExit("saxpy: result differs from numpy")
    print("PASSED")
