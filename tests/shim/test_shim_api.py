"""The shim's API surface without compiling kernels: enums (CUDA's documented values), not-covered
calls, argument checks, the code image header, NVRTC options, describe()."""

from __future__ import annotations

import ctypes
import struct

import numpy as np
import pytest
from shim_helpers import FIXTURES

from xlate.runtime_shim import (
    ShimError,
    ShimNotSupported,
    ShimTypeError,
    _image,
    describe,
    driver,
    nvrtc,
    runtime,
)

SUCCESS = driver.CUresult.CUDA_SUCCESS


def test_enum_values_are_cudas():
    # Values from CUDA's cuda.h / driver_types.h / nvrtc.h documentation.
    A = driver.CUdevice_attribute
    assert A.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK == 1
    assert A.CU_DEVICE_ATTRIBUTE_WARP_SIZE == 10
    assert A.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT == 16
    assert A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR == 75
    assert A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR == 76
    assert driver.CUresult.CUDA_ERROR_INVALID_IMAGE == 200
    assert driver.CUresult.CUDA_ERROR_NOT_FOUND == 500
    assert runtime.cudaError_t.cudaErrorInvalidValue == 1
    assert runtime.cudaMemcpyKind.cudaMemcpyDeviceToHost == 2
    assert runtime.cudaDeviceAttr.cudaDevAttrComputeCapabilityMajor == 75
    assert nvrtc.nvrtcResult.NVRTC_ERROR_COMPILATION == 6
    assert nvrtc.nvrtcResult.NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID == 10
    assert driver.CUstream_flags.CU_STREAM_NON_BLOCKING == 1
    assert driver.CUevent_flags.CU_EVENT_DISABLE_TIMING == 2


def test_aliases_are_the_same_modules():
    from xlate.runtime_shim import cuda, cudart

    assert cuda is driver and cudart is runtime


@pytest.mark.parametrize("mod, name", [(driver, "cuGraphCreate"), (runtime, "cudaGraphLaunch"),
                                       (nvrtc, "nvrtcGetNVVM")])
def test_uncovered_call_is_named(mod, name):
    with pytest.raises(ShimNotSupported) as exc:
        getattr(mod, name)(0)
    assert str(exc.value) == f"not supported: {name} in xlate.runtime_shim"
    assert "\n" not in str(exc.value)


def test_unknown_non_api_attribute_is_attribute_error():
    with pytest.raises(AttributeError):
        driver.not_a_cuda_name  # noqa: B018


def test_handles_convert_with_int():
    p = driver.CUdeviceptr(0x1234)
    assert int(p) == 0x1234
    assert ctypes.c_uint64.from_address(p.getPtr()).value == 0x1234
    assert int(driver.CUstream(0)) == 0
    with pytest.raises(ShimTypeError):
        driver.CUdeviceptr("abc")


def test_wrong_argument_types_are_one_line(ctx):
    with pytest.raises(ShimTypeError) as exc:
        driver.cuMemAlloc("16")
    assert "cuMemAlloc" in str(exc.value) and "\n" not in str(exc.value)
    err, d = driver.cuMemAlloc(64)
    assert err == SUCCESS
    with pytest.raises(ShimTypeError, match="read-only"):
        ro = np.zeros(16, np.float32)
        ro.flags.writeable = False
        driver.cuMemcpyDtoH(ro, d, 64)
    with pytest.raises(ShimTypeError, match="kernelParams"):
        from xlate.runtime_shim._args import kernel_params

        kernel_params(np.zeros(2, np.float32), "cuLaunchKernel")
    assert driver.cuMemFree(d) == (SUCCESS,)


def test_memory_errors_are_enums_not_crashes(ctx):
    err, d = driver.cuMemAlloc(64)
    assert err == SUCCESS
    host = np.zeros(8, np.float32)  # 32 bytes
    assert driver.cuMemcpyDtoH(host, d, 64)[0] == driver.CUresult.CUDA_ERROR_INVALID_VALUE  # host too small
    assert driver.cuMemcpyHtoD(int(d) + 32, np.zeros(64, np.uint8), 64)[0] == driver.CUresult.CUDA_ERROR_INVALID_VALUE
    assert driver.cuMemFree(int(d) + 8)[0] == driver.CUresult.CUDA_ERROR_INVALID_VALUE
    assert driver.cuMemsetD32(d, 7, 16) == (SUCCESS,)
    out = np.zeros(16, np.uint32)
    assert driver.cuMemcpyDtoH(out, d, 64) == (SUCCESS,)
    assert (out == 7).all()
    assert driver.cuMemFree(d) == (SUCCESS,)
    assert driver.cuMemFree(d)[0] == driver.CUresult.CUDA_ERROR_INVALID_VALUE  # double free


def test_device_attributes(ctx):
    A = driver.CUdevice_attribute
    err, ws = driver.cuDeviceGetAttribute(A.CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0)
    assert err == SUCCESS and ws == 64
    assert driver.cuDeviceGetAttribute(A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 0) == (SUCCESS, 9)
    assert driver.cuDeviceGetAttribute(A.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, 0) == (SUCCESS, 4)
    assert driver.cuDeviceGetAttribute(A.CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, 0) == (SUCCESS, 1024)
    err, name = driver.cuDeviceGetName(256, 0)
    assert err == SUCCESS and name == b"xlate CPU backend (wave64)"
    assert driver.cuDeviceGet(5)[0] == driver.CUresult.CUDA_ERROR_INVALID_DEVICE
    err, prop = runtime.cudaGetDeviceProperties(0)
    assert err == runtime.cudaError_t.cudaSuccess and (prop.major, prop.minor, prop.warpSize) == (9, 4, 64)


def test_error_strings():
    assert driver.cuGetErrorName(driver.CUresult.CUDA_ERROR_INVALID_VALUE) == (SUCCESS, b"CUDA_ERROR_INVALID_VALUE")
    err, text = driver.cuGetErrorString(driver.CUresult.CUDA_ERROR_INVALID_VALUE)
    assert err == SUCCESS and isinstance(text, bytes) and text
    assert runtime.cudaGetErrorName(runtime.cudaError_t.cudaErrorInvalidValue)[1] == b"cudaErrorInvalidValue"
    assert nvrtc.nvrtcGetErrorString(nvrtc.nvrtcResult.NVRTC_ERROR_COMPILATION)[1] == b"NVRTC_ERROR_COMPILATION"


def test_runtime_last_error_is_sticky_until_read():
    runtime.cudaGetLastError()  # start from a clean state whatever ran before in this process
    assert runtime.cudaGetLastError()[0] == runtime.cudaError_t.cudaSuccess
    assert runtime.cudaSetDevice(7)[0] == runtime.cudaError_t.cudaErrorInvalidDevice
    assert runtime.cudaPeekAtLastError()[0] == runtime.cudaError_t.cudaErrorInvalidDevice
    assert runtime.cudaGetLastError()[0] == runtime.cudaError_t.cudaErrorInvalidDevice
    assert runtime.cudaGetLastError()[0] == runtime.cudaError_t.cudaSuccess


def test_image_header_round_trip_and_size_from_header():
    payload = b"\x7fELF" + bytes(range(256)) * 3
    img = _image.CodeImage(_image.BACKEND_CPU, {"kernels": [], "warp_size": 64}, payload).to_bytes()
    magic, version, backend, total, _mlen, _ = struct.unpack_from("<8sIIQII", img)
    assert (magic, version, backend, total) == (b"XLIMG\x00\x01\x00", 1, 1, len(img))
    # Trailing bytes after the image (a larger buffer) are not read: the size comes from the header.
    buf = np.frombuffer(img + b"\xff" * 100, dtype=np.uint8)
    assert _image.read_at(buf.ctypes.data) == img
    assert _image.parse(img).payload == payload


def test_ptx_is_not_an_image(ctx):
    ptx = np.frombuffer((FIXTURES / "not_an_image.ptx").read_bytes() + b"\0", dtype=np.uint8)
    assert driver.cuModuleLoadData(ptx.ctypes.data) == (driver.CUresult.CUDA_ERROR_INVALID_IMAGE, None)
    assert driver.cuModuleLoadData(b"XLIMG\x00\x01\x00" + b"\0" * 10)[0] == driver.CUresult.CUDA_ERROR_INVALID_IMAGE


def test_nvrtc_options_and_order_errors():
    err, prog = nvrtc.nvrtcCreateProgram(b"extern \"C\" __global__ void k() {}", b"k.cu", 0, [], [])
    assert err == nvrtc.nvrtcResult.NVRTC_SUCCESS
    assert nvrtc.nvrtcGetLoweredName(prog, b"k")[0] == nvrtc.nvrtcResult.NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION
    assert nvrtc.nvrtcGetPTXSize(prog)[0] == nvrtc.nvrtcResult.NVRTC_ERROR_INVALID_PROGRAM
    assert nvrtc.nvrtcCompileProgram(prog, 1, [b"--no-such-option"]) == (nvrtc.nvrtcResult.NVRTC_ERROR_INVALID_OPTION,)
    _, size = nvrtc.nvrtcGetProgramLogSize(prog)
    log = b" " * size
    nvrtc.nvrtcGetProgramLog(prog, log)
    assert b"--no-such-option" in log
    assert nvrtc.nvrtcCompileProgram(prog, 1, [b"-rdc=true"])[0] == nvrtc.nvrtcResult.NVRTC_ERROR_INVALID_OPTION
    assert nvrtc.nvrtcCompileProgram(prog, 2, [b"-arch=sm_90"])[0] == nvrtc.nvrtcResult.NVRTC_ERROR_INVALID_INPUT
    assert nvrtc.nvrtcDestroyProgram(prog) == (nvrtc.nvrtcResult.NVRTC_SUCCESS,)
    assert nvrtc.nvrtcDestroyProgram(prog) == (nvrtc.nvrtcResult.NVRTC_ERROR_INVALID_PROGRAM,)


def test_option_parser():
    from xlate.runtime_shim._cpu_compile import OptionError, parse_options

    o = parse_options(["-DN=4", "--define-macro=M", "-I/x", "-std=c++20", "-arch", "sm_80", "--fmad=false",
                       "-use_fast_math", "--xlate-warp-mode=native64"])
    assert o.defines == ["N=4", "M"] and [str(p) for p in o.includes] == ["/x"]
    assert o.std == "c++20" and o.warp_mode == "native64"
    assert o.ignored == ["-arch sm_80", "--fmad=false", "-use_fast_math"]
    with pytest.raises(OptionError):
        parse_options(["-std=c++99"])


def test_describe_and_backend_env(monkeypatch):
    d = describe()
    assert d["backend"] == "cpu" and d["ok"] and d["warp_size"] == 64
    monkeypatch.setenv("XLATE_SHIM_BACKEND", "cuda")
    d = describe()
    assert not d["ok"] and "XLATE_SHIM_BACKEND" in d["detail"]
    monkeypatch.setenv("XLATE_SHIM_BACKEND", "hip")
    d = describe()
    assert d["backend"] == "hip"
    if not d["amd_gpu"]:
        assert not d["ok"] and "no AMD GPU" in d["detail"]


def test_hip_backend_without_gpu_is_one_line(monkeypatch):
    from xlate.runtime_shim import _backend
    from xlate.runtime_shim._hip import HipBackend

    if _backend.amd_gpu_present():
        pytest.skip("this machine has an AMD GPU driver")
    with pytest.raises(ShimError, match="no AMD GPU"):
        HipBackend()


def test_unknown_stream_and_event_handles_are_errors(ctx):
    bogus = 0xDEAD0000
    assert driver.cuStreamSynchronize(bogus) == (driver.CUresult.CUDA_ERROR_INVALID_HANDLE,)
    assert driver.cuStreamDestroy(driver.CUstream(bogus)) == (driver.CUresult.CUDA_ERROR_INVALID_HANDLE,)
    assert driver.cuEventRecord(bogus, 0) == (driver.CUresult.CUDA_ERROR_INVALID_HANDLE,)
    assert driver.cuEventElapsedTime(bogus, bogus)[0] == driver.CUresult.CUDA_ERROR_INVALID_HANDLE
    err, d = driver.cuMemAlloc(16)
    assert driver.cuMemcpyHtoDAsync(d, np.zeros(16, np.uint8), 16, bogus) == \
        (driver.CUresult.CUDA_ERROR_INVALID_HANDLE,)
    err, s = driver.cuStreamCreate(0)
    assert err == SUCCESS
    assert driver.cuStreamDestroy(s) == (SUCCESS,)
    assert driver.cuStreamDestroy(s) == (driver.CUresult.CUDA_ERROR_INVALID_HANDLE,)  # twice
    assert runtime.cudaStreamSynchronize(bogus)[0] == runtime.cudaError_t.cudaErrorInvalidResourceHandle
    assert runtime.cudaGetLastError()[0] == runtime.cudaError_t.cudaErrorInvalidResourceHandle  # and clears it
    assert driver.cuMemFree(d) == (SUCCESS,)


def test_managed_pinned_and_async_memset(ctx):
    err, m = driver.cuMemAllocManaged(64, driver.CUmemAttach_flags.CU_MEM_ATTACH_GLOBAL)
    assert err == SUCCESS
    err, h = driver.cuMemHostAlloc(64, driver.CUmemhostalloc_flags.CU_MEMHOSTALLOC_PORTABLE)
    assert err == SUCCESS and isinstance(h, int)
    err, s = driver.cuStreamCreate(driver.CUstream_flags.CU_STREAM_NON_BLOCKING)
    assert err == SUCCESS
    assert driver.cuMemsetD8Async(m, 0xAB, 64, s) == (SUCCESS,)
    assert driver.cuMemcpyAsync(h, m, 64, s) == (SUCCESS,)  # unified addressing: cuMemcpy between any two
    assert driver.cuStreamSynchronize(s) == (SUCCESS,)
    assert ctypes.string_at(h, 64) == b"\xab" * 64
    assert driver.cuMemFreeHost(h) == (SUCCESS,)
    assert driver.cuMemFree(m) == (SUCCESS,)
    assert driver.cuStreamDestroy(s) == (SUCCESS,)
    err, free, total = driver.cuMemGetInfo()
    assert err == SUCCESS and 0 < free <= total
