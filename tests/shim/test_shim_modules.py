"""NVRTC + modules on the cpu backend: C++ kernels, errors, unload, wave32, DLPack views."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys

import numpy as np
import pytest
from shim_helpers import FIXTURES, REPO, compile_file

from xlate.runtime_shim import ShimError, device_array, driver, nvrtc

OK = driver.CUresult.CUDA_SUCCESS


def test_compile_error_is_the_program_log():
    res, log, image, _ = compile_file("broken.cu")
    assert res == nvrtc.nvrtcResult.NVRTC_ERROR_COMPILATION and image is None
    assert "undeclared_name" in log


def test_cpp_kernels_overloads_and_templates(ctx):
    names = [b"(void(*)(int*, int))fill", b"times<3>"]
    res, log, image, lowered = compile_file("cpp_kernels.cu", name_expressions=names)
    assert res == nvrtc.nvrtcResult.NVRTC_SUCCESS, log
    assert lowered[b"times<3>"] == b"_Z5timesILi3EEvPi"
    assert lowered[b"(void(*)(int*, int))fill"] == b"_Z4fillPii"
    err, mod = driver.cuModuleLoadData(image)
    assert err == OK
    # Non-template kernels are in the module under their symbol (mangled) names, as with NVRTC.
    err, fill_f = driver.cuModuleGetFunction(mod, b"_Z4fillPff")
    assert err == OK
    assert driver.cuModuleGetFunction(mod, b"fill")[0] == driver.CUresult.CUDA_ERROR_NOT_FOUND
    err, times3 = driver.cuModuleGetFunction(mod, lowered[b"times<3>"])
    assert err == OK
    err, fill_i = driver.cuModuleGetFunction(mod, b"_Z4fillPii")
    assert err == OK
    err, d = driver.cuMemAlloc(4 * 32)
    assert err == OK
    args = ((d, 7), (None, ctypes.c_int))
    assert driver.cuLaunchKernel(fill_i, 1, 1, 1, 32, 1, 1, 0, 0, args, 0) == (OK,)
    assert driver.cuLaunchKernel(times3, 1, 1, 1, 32, 1, 1, 0, 0, ((d,), (None,)), 0) == (OK,)
    assert driver.cuCtxSynchronize() == (OK,)
    view = device_array(d, 32, np.int32)  # DLPack-capable host view of the cpu backend's memory
    assert np.array_equal(np.from_dlpack(view), np.full(32, 21, np.int32))
    assert view.__dlpack_device__() == (1, 0)  # kDLCPU
    with pytest.raises(ShimError):
        device_array(int(d) + 64, 32, np.int32)  # past the allocation
    assert driver.cuLaunchKernel(fill_f, 1, 1, 1, 32, 1, 1, 0, 0,
                                 ((d, 1.5), (None, ctypes.c_float)), 0) == (OK,)
    out = np.zeros(32, np.float32)
    assert driver.cuMemcpyDtoH(out, d, out.nbytes) == (OK,)
    assert (out == 1.5).all()
    # Bad launch configurations are errors, not crashes.
    assert driver.cuLaunchKernel(times3, 1, 1, 1, 2048, 1, 1, 0, 0, ((d,), (None,)), 0)[0] != OK
    assert driver.cuLaunchKernel(times3, 0, 1, 1, 32, 1, 1, 0, 0, ((d,), (None,)), 0)[0] == \
        driver.CUresult.CUDA_ERROR_INVALID_VALUE
    assert driver.cuModuleUnload(mod) == (OK,)
    assert driver.cuLaunchKernel(times3, 1, 1, 1, 32, 1, 1, 0, 0, ((d,), (None,)), 0)[0] == \
        driver.CUresult.CUDA_ERROR_INVALID_HANDLE
    assert driver.cuModuleUnload(mod) == (driver.CUresult.CUDA_ERROR_INVALID_HANDLE,)
    assert driver.cuMemFree(d) == (OK,)


def test_invalid_name_expression():
    err, prog = nvrtc.nvrtcCreateProgram((FIXTURES / "cpp_kernels.cu").read_bytes(), b"k.cu", 0, [], [])
    assert err == nvrtc.nvrtcResult.NVRTC_SUCCESS
    assert nvrtc.nvrtcAddNameExpression(prog, b"times<5>") == (nvrtc.nvrtcResult.NVRTC_SUCCESS,)
    assert nvrtc.nvrtcCompileProgram(prog, 0, []) == (nvrtc.nvrtcResult.NVRTC_SUCCESS,)
    assert nvrtc.nvrtcGetLoweredName(prog, b"times<4>")[0] == nvrtc.nvrtcResult.NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID
    assert nvrtc.nvrtcAddNameExpression(prog, b"times<6>")[0] == \
        nvrtc.nvrtcResult.NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION


_WAVE_SCRIPT = r"""
import sys, numpy as np
sys.path.insert(0, {helpers!r})
from shim_helpers import compile_file
from xlate.runtime_shim import driver
assert driver.cuInit(0)[0] == 0
_, ctx = driver.cuCtxCreate(0, 0)
_, attr = driver.cuDeviceGetAttribute(driver.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_WARP_SIZE, 0)
res, log, image, _ = compile_file("warp_info.cu")
assert res == 0, log
_, mod = driver.cuModuleLoadData(image)
_, k = driver.cuModuleGetFunction(mod, b"warp_info")
_, d_ws = driver.cuMemAlloc(4)
_, d_sums = driver.cuMemAlloc(4 * 4)
keep = [np.array([int(d_ws)], np.uint64), np.array([int(d_sums)], np.uint64)]
args = np.array([a.ctypes.data for a in keep], dtype=np.uint64)
assert driver.cuLaunchKernel(k, 1, 1, 1, 128, 1, 1, 0, 0, args.ctypes.data, 0)[0] == 0
ws = np.zeros(1, np.int32); sums = np.zeros(4, np.int32)
driver.cuMemcpyDtoH(ws, d_ws, 4); driver.cuMemcpyDtoH(sums, d_sums, 16)
print(attr, int(ws[0]), *sums)
"""


@pytest.mark.parametrize("width", [32, 64])
def test_warp_size_of_the_process(width):
    """XLATE_SHIM_WARP_SIZE sets the backend's wavefront (the device attribute); kernels translated
    in compat32 (the default) keep CUDA's 32-lane warps on either width."""
    env = dict(os.environ, XLATE_SHIM_BACKEND="cpu", XLATE_SHIM_WARP_SIZE=str(width))
    proc = subprocess.run([sys.executable, "-c", _WAVE_SCRIPT.format(helpers=str(REPO / "tests" / "shim"))],
                          capture_output=True, text=True, timeout=300, env=env, cwd=REPO, check=False)
    assert proc.returncode == 0, proc.stderr
    values = [int(v) for v in proc.stdout.split()]
    assert values == [width, 32] + [32 * 31 // 2] * 4


def test_headers_and_defines(ctx):
    """nvrtcCreateProgram's headers/includeNames and -D reach the translation and the build."""
    src = (FIXTURES / "with_header.cu").read_bytes()
    header = (FIXTURES / "scale.h").read_bytes()
    err, prog = nvrtc.nvrtcCreateProgram(src, b"with_header.cu", 1, [header], [b"params/scale.h"])
    assert err == nvrtc.nvrtcResult.NVRTC_SUCCESS
    assert nvrtc.nvrtcCompileProgram(prog, 2, [b"-DOFFSET=5", b"--gpu-architecture=compute_94"]) == \
        (nvrtc.nvrtcResult.NVRTC_SUCCESS,)
    _, size = nvrtc.nvrtcGetPTXSize(prog)
    image = np.zeros(size, np.uint8)
    assert nvrtc.nvrtcGetPTX(prog, image) == (nvrtc.nvrtcResult.NVRTC_SUCCESS,)
    assert nvrtc.nvrtcGetPTX(prog, np.zeros(size - 1, np.uint8)) == (nvrtc.nvrtcResult.NVRTC_ERROR_INVALID_INPUT,)
    err, mod = driver.cuModuleLoadData(image.ctypes.data)
    assert err == OK
    err, k = driver.cuModuleGetFunction(mod, "affine")
    assert err == OK
    x = np.arange(100, dtype=np.int32)
    _, d = driver.cuMemAlloc(x.nbytes)
    assert driver.cuMemcpyHtoD(d, x, x.nbytes) == (OK,)
    assert driver.cuLaunchKernel(k, 2, 1, 1, 64, 1, 1, 0, 0, ((d, 100), (None, ctypes.c_int)), 0) == (OK,)
    out = np.zeros_like(x)
    assert driver.cuMemcpyDtoH(out, d, x.nbytes) == (OK,)
    assert np.array_equal(out, x * 4 + 5)
    driver.cuMemFree(d)
    driver.cuModuleUnload(mod)
    nvrtc.nvrtcDestroyProgram(prog)


def test_compile_cache(ctx, tmp_path, monkeypatch):
    """A second identical compile is served from XLATE_SHIM_CACHE; other options miss the cache."""
    from xlate.runtime_shim import _cpu_compile

    monkeypatch.setenv("XLATE_SHIM_CACHE", str(tmp_path))
    before = dict(_cpu_compile.stats)
    r1, _, img1, low1 = compile_file("cpp_kernels.cu", name_expressions=[b"times<2>"])
    r2, _, img2, low2 = compile_file("cpp_kernels.cu", name_expressions=[b"times<2>"])
    r3, _, _, _ = compile_file("cpp_kernels.cu", options=[b"-DUNUSED=1"], name_expressions=[b"times<2>"])
    assert r1 == r2 == r3 == nvrtc.nvrtcResult.NVRTC_SUCCESS
    assert _cpu_compile.stats["builds"] - before["builds"] == 2
    assert _cpu_compile.stats["hits"] - before["hits"] == 1
    assert img1 == img2 and low1 == low2 == {b"times<2>": b"_Z5timesILi2EEvPi"}
    err, mod = driver.cuModuleLoadData(img2)
    assert err == OK
    err, k = driver.cuModuleGetFunction(mod, low2[b"times<2>"])
    assert err == OK
    _, d = driver.cuMemAlloc(4 * 8)
    assert driver.cuMemcpyHtoD(d, np.arange(8, dtype=np.int32), 32) == (OK,)
    assert driver.cuLaunchKernel(k, 1, 1, 1, 8, 1, 1, 0, 0, ((d,), (None,)), 0) == (OK,)
    out = np.zeros(8, np.int32)
    assert driver.cuMemcpyDtoH(out, d, 32) == (OK,)
    assert np.array_equal(out, np.arange(8) * 2)
    driver.cuMemFree(d)
    driver.cuModuleUnload(mod)


class _Pair(ctypes.Structure):
    _fields_ = [("a", ctypes.c_int), ("b", ctypes.c_int)]


def test_struct_argument_by_value_in_a_namespace(ctx):
    res, log, image, _ = compile_file("cpp_kernels.cu")
    assert res == nvrtc.nvrtcResult.NVRTC_SUCCESS, log
    err, mod = driver.cuModuleLoadData(image)
    assert err == OK
    err, k = driver.cuModuleGetFunction(mod, b"_ZN3geo8pair_sumENS_4PairEPi")  # NVCC's mangling
    assert err == OK
    _, d = driver.cuMemAlloc(4 * 16)
    assert driver.cuLaunchKernel(k, 1, 1, 1, 16, 1, 1, 0, 0, ((_Pair(5, 3), d), (_Pair, None)), 0) == (OK,)
    out = np.zeros(16, np.int32)
    assert driver.cuMemcpyDtoH(out, d, out.nbytes) == (OK,)
    assert np.array_equal(out, 5 + 3 * np.arange(16))
    driver.cuMemFree(d)
    driver.cuModuleUnload(mod)
