"""The `hip` backend: hip-python (PyPI `hip-python`, `from hip import hip, hiprtc`) on ROCm + AMD GPU.

NVRTC: the CUDA source is translated with xlate (`translate_text`) and compiled with hiprtc for the
GPU's architecture; the code object goes into xlate's code image (backend id 2). Modules load with
hipModuleLoadData, kernels launch with hipModuleLaunchKernel and the same `void**` argument array.

This file is NOT exercised in CI (no AMD GPU, no ROCm; hip-python's bindings dlopen
libamdhip64.so / libhiprtc.so from ROCm and need AMD's C ABI, incl. hipDeviceProp_t's layout, which
xlate's CPU runtime does not reproduce). docs/runtime-shim.md lists it as untested.
"""

from __future__ import annotations

import ctypes
from typing import Any

from xlate.pipeline.translate import translate_text
from xlate.runtime_shim import _image
from xlate.runtime_shim._base import Backend, Kernel, amd_gpu_present
from xlate.runtime_shim._errors import ShimError

INVALID_IMAGE = 200
INVALID_HANDLE = 400
NOT_FOUND = 500


def _v(x: Any) -> int:
    """An int from a hip-python return value (enums, handles, pointers)."""
    if x is None:
        return 0
    if hasattr(x, "value") and isinstance(x.value, int):
        return int(x.value)
    try:
        return int(x)
    except TypeError:
        return int(ctypes.cast(x, ctypes.c_void_p).value or 0)


class HipBackend(Backend):
    name = "hip"

    def __init__(self) -> None:
        if not amd_gpu_present():
            raise ShimError("hip backend: no AMD GPU (/dev/kfd missing); use XLATE_SHIM_BACKEND=cpu")
        try:
            from hip import hip, hiprtc
        except Exception as exc:
            raise ShimError(f"hip backend: hip-python is not usable ({exc}); install ROCm and "
                            "`pip install hip-python`, or use XLATE_SHIM_BACKEND=cpu") from exc
        self.hip, self.hiprtc = hip, hiprtc
        err = _v(hip.hipInit(0)[0])
        if err:
            raise ShimError(f"hip backend: hipInit failed with HIP error {err}: no ROCm runtime or no usable GPU")
        self.warp_size = 64

    def _call(self, fn: str, *args: Any) -> tuple[int, Any]:
        res = getattr(self.hip, fn)(*args)
        if isinstance(res, tuple):
            return _v(res[0]), (res[1] if len(res) == 2 else res[1:]) if len(res) > 1 else None
        return _v(res), None

    def describe(self) -> dict:
        err, name = self.device_name(0)
        return {"backend": "hip", "device": name if not err else "?", "warp_size": self.warp_size}

    def init(self) -> int:
        return self._call("hipInit", 0)[0]

    def device_count(self) -> tuple[int, int]:
        err, n = self._call("hipGetDeviceCount")
        return err, _v(n)

    def device_attribute(self, cuda_attr_name: str, device: int) -> tuple[int, int]:
        words = cuda_attr_name.removeprefix("cudaDevAttr")
        enum = self.hip.hipDeviceAttribute_t
        lower = {k.removeprefix("hipDeviceAttribute").lower(): k for k in enum.__members__}
        key = lower.get(words.lower())
        if key is None:
            return 801, 0
        err, v = self._call("hipDeviceGetAttribute", enum[key], device)
        return err, _v(v)

    def device_name(self, device: int) -> tuple[int, str]:
        prop = self.hip.hipDeviceProp_t()
        err, _ = self._call("hipGetDeviceProperties", prop, device)
        name = prop.name
        return err, name.decode() if isinstance(name, bytes) else str(name)

    def total_mem(self, device: int) -> tuple[int, int]:
        err, v = self._call("hipDeviceTotalMem", device)
        return err, _v(v)

    def mem_info(self) -> tuple[int, int, int]:
        res = self.hip.hipMemGetInfo()
        return _v(res[0]), _v(res[1]), _v(res[2])

    def synchronize(self) -> int:
        return self._call("hipDeviceSynchronize")[0]

    def driver_version(self) -> tuple[int, int]:
        err, v = self._call("hipDriverGetVersion")
        return err, _v(v)

    def malloc(self, size: int) -> tuple[int, int]:
        err, p = self._call("hipMalloc", size)
        return err, _v(p)

    def free(self, ptr: int) -> int:
        return self._call("hipFree", ptr)[0]

    def host_malloc(self, size: int, flags: int) -> tuple[int, int]:
        err, p = self._call("hipHostMalloc", size, flags)
        return err, _v(p)

    def host_free(self, ptr: int) -> int:
        return self._call("hipHostFree", ptr)[0]

    def malloc_managed(self, size: int, flags: int) -> tuple[int, int]:
        err, p = self._call("hipMallocManaged", size, flags)
        return err, _v(p)

    def memcpy(self, dst: int, src: int, size: int, kind: int, stream: int | None) -> int:
        k = self.hip.hipMemcpyKind(kind)
        if stream is None:
            return self._call("hipMemcpy", dst, src, size, k)[0]
        return self._call("hipMemcpyAsync", dst, src, size, k, stream)[0]

    def memset8(self, ptr: int, value: int, count: int, stream: int | None) -> int:
        if stream is None:
            return self._call("hipMemsetD8", ptr, value & 0xFF, count)[0]
        return self._call("hipMemsetD8Async", ptr, value & 0xFF, count, stream)[0]

    def memset32(self, ptr: int, value: int, count: int, stream: int | None) -> int:
        if stream is None:
            return self._call("hipMemsetD32", ptr, value & 0xFFFFFFFF, count)[0]
        return self._call("hipMemsetD32Async", ptr, value & 0xFFFFFFFF, count, stream)[0]

    def stream_create(self, flags: int) -> tuple[int, int]:
        err, s = self._call("hipStreamCreateWithFlags", flags)
        return err, _v(s)

    def stream_destroy(self, stream: int) -> int:
        return self._call("hipStreamDestroy", stream)[0]

    def stream_synchronize(self, stream: int) -> int:
        return self._call("hipStreamSynchronize", stream)[0]

    def stream_query(self, stream: int) -> int:
        return self._call("hipStreamQuery", stream)[0]

    def stream_wait_event(self, stream: int, event: int) -> int:
        return self._call("hipStreamWaitEvent", stream, event, 0)[0]

    def event_create(self, flags: int) -> tuple[int, int]:
        err, e = self._call("hipEventCreateWithFlags", flags)
        return err, _v(e)

    def event_record(self, event: int, stream: int) -> int:
        return self._call("hipEventRecord", event, stream)[0]

    def event_synchronize(self, event: int) -> int:
        return self._call("hipEventSynchronize", event)[0]

    def event_query(self, event: int) -> int:
        return self._call("hipEventQuery", event)[0]

    def event_elapsed(self, start: int, end: int) -> tuple[int, float]:
        err, ms = self._call("hipEventElapsedTime", start, end)
        return err, float(ms or 0.0)

    def event_destroy(self, event: int) -> int:
        return self._call("hipEventDestroy", event)[0]

    def error_name(self, err: int) -> str:
        res = self.hip.hipGetErrorName(self.hip.hipError_t(err))
        return res.decode() if isinstance(res, bytes) else str(res)

    def error_string(self, err: int) -> str:
        res = self.hip.hipGetErrorString(self.hip.hipError_t(err))
        return res.decode() if isinstance(res, bytes) else str(res)

    def last_error(self, peek: bool) -> int:
        return _v(self.hip.hipPeekAtLastError() if peek else self.hip.hipGetLastError())

    def compile(self, source: str, name: str, headers: dict[str, str], options: list[str],
                name_expressions: list[str]):
        from xlate.runtime_shim._cpu_compile import Compiled, OptionError, parse_options
        from xlate.runtime_shim._enums import nvrtcResult

        try:
            opts = parse_options(options)
        except OptionError as exc:
            return Compiled(nvrtcResult.NVRTC_ERROR_INVALID_OPTION, f"nvrtc: error: {exc}\n")
        text, diags = translate_text(source, "prog.cu", defines=opts.defines, extra_files=headers,
                                     warp_mode=opts.warp_mode)
        errors = [d for d in diags if getattr(d.severity, "value", d.severity) == "error"]
        log = "".join(f"{d.file}({d.line}): {getattr(d.severity, 'value', d.severity)}: {d.code} {d.message}\n"
                      for d in diags)
        if errors:
            return Compiled(nvrtcResult.NVRTC_ERROR_COMPILATION, log)
        rtc = self.hiprtc
        err, prog = rtc.hiprtcCreateProgram(text.encode(), name.encode(), 0, [], [])
        if _v(err):
            return Compiled(nvrtcResult.NVRTC_ERROR_PROGRAM_CREATION_FAILURE, log)
        for ne in name_expressions:
            rtc.hiprtcAddNameExpression(prog, ne.encode())
        arch = self.hip.hipDeviceProp_t()
        self.hip.hipGetDeviceProperties(arch, 0)
        hopts = [f"--offload-arch={arch.gcnArchName.decode().split(':')[0]}".encode(), f"-std={opts.std}".encode()]
        hopts += [f"-D{d}".encode() for d in opts.defines] + [f"-I{p}".encode() for p in opts.includes]
        (err,) = rtc.hiprtcCompileProgram(prog, len(hopts), hopts)
        _, lsize = rtc.hiprtcGetProgramLogSize(prog)
        buf = bytearray(_v(lsize))
        rtc.hiprtcGetProgramLog(prog, buf)
        log += bytes(buf).rstrip(b"\0").decode("utf-8", "replace")
        if _v(err):
            return Compiled(nvrtcResult.NVRTC_ERROR_COMPILATION, log)
        _, csize = rtc.hiprtcGetCodeSize(prog)
        code = bytearray(_v(csize))
        rtc.hiprtcGetCode(prog, code)
        lowered = {}
        for ne in name_expressions:
            e, low = rtc.hiprtcGetLoweredName(prog, ne.encode())
            if not _v(e):
                lowered[ne] = low.decode() if isinstance(low, bytes) else str(low)
        img = _image.CodeImage(_image.BACKEND_AMD, {"warp_size": 64, "kernels": []}, bytes(code)).to_bytes()
        return Compiled(nvrtcResult.NVRTC_SUCCESS, log, img, lowered)

    def module_load(self, image: bytes) -> tuple[int, Any]:
        try:
            img = _image.parse(image)
        except _image.ImageError:
            return INVALID_IMAGE, None
        if img.backend != _image.BACKEND_AMD:
            return INVALID_IMAGE, None
        err, mod = self._call("hipModuleLoadData", img.payload)
        return err, mod

    def module_unload(self, module: Any) -> int:
        return self._call("hipModuleUnload", module)[0]

    def module_function(self, module: Any, name: str) -> tuple[int, Kernel | None]:
        err, f = self._call("hipModuleGetFunction", module, name.encode())
        return err, (Kernel(name=name, source_name=name, handle=f) if not err else None)

    def launch(self, kernel: Kernel, grid: tuple[int, int, int], block: tuple[int, int, int], shared: int,
               stream: int, args_address: int) -> int:
        return self._call("hipModuleLaunchKernel", kernel.handle, *grid, *block, shared, stream or None,
                          args_address or None, None)[0]
