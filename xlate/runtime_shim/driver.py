"""cuda-python's `cuda.bindings.driver` over xlate's backends.

`from cuda.bindings import driver` -> `from xlate.runtime_shim import driver`. Every function returns
a tuple headed by a CUresult, as cuda-python does. A driver function this module does not cover
raises `ShimNotSupported` ("not supported: cuGraphCreate in xlate.runtime_shim").
"""

from __future__ import annotations

import re
import threading
from typing import Any

from xlate.runtime_shim import _backend, _image
from xlate.runtime_shim._args import Handle, as_bytes, as_int, handle_class, host_buffer, kernel_params
from xlate.runtime_shim._enums import (  # noqa: F401 (re-exported under cuda-python's names)
    CUctx_flags,
    CUdevice_attribute,
    CUevent_flags,
    CUfunction_attribute,
    CUjit_option,
    CUmemAttach_flags,
    CUmemhostalloc_flags,
    CUresult,
    CUstream_flags,
    cu_result,
    cudaDeviceAttr,
)
from xlate.runtime_shim._errors import ShimError, ShimTypeError, not_covered

CUdevice = handle_class("CUdevice")
CUdeviceptr = handle_class("CUdeviceptr")
CUcontext = handle_class("CUcontext")
CUmodule = handle_class("CUmodule")
CUfunction = handle_class("CUfunction")
CUstream = handle_class("CUstream")
CUevent = handle_class("CUevent")

OK = CUresult.CUDA_SUCCESS
_HIP_NOT_SUPPORTED = 801


class _State:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.initialized = False
        self.next_handle = 0x1000
        self.contexts: dict[int, int] = {}  # context handle -> device
        self.modules: dict[int, Any] = {}
        self.functions: dict[int, Any] = {}
        self.tls = threading.local()

    def new_handle(self) -> int:
        with self.lock:
            self.next_handle += 0x10
            return self.next_handle

    def ctx_stack(self) -> list[int]:
        st = getattr(self.tls, "stack", None)
        if st is None:
            st = self.tls.stack = []
        return st


STATE = _State()


def _b() -> _backend.Backend:
    return _backend.get()


def _r(err: int) -> CUresult:
    return cu_result(err)


def _need_init() -> CUresult | None:
    return None if STATE.initialized else CUresult.CUDA_ERROR_NOT_INITIALIZED


def _need_ctx() -> CUresult | None:
    if not STATE.initialized:
        return CUresult.CUDA_ERROR_NOT_INITIALIZED
    st = STATE.ctx_stack()
    return None if st and st[-1] in STATE.contexts else CUresult.CUDA_ERROR_INVALID_CONTEXT


def _stream(s: Any, call: str) -> int:
    return as_int(s, call, "hStream")


def _check_dev(ptr: int, size: int) -> bool:
    owns = getattr(_b(), "owns", None)
    return owns is None or size == 0 or owns(ptr, size)


# ----------------------------------------------------------------------------- init, device

def cuInit(Flags: int = 0):
    if as_int(Flags, "cuInit", "Flags") != 0:
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    err = _b().init()
    if err == 0:
        STATE.initialized = True
    return (_r(err),)


def cuDriverGetVersion():
    err, v = _b().driver_version()
    return (_r(err), v)


def cuDeviceGetCount():
    if (e := _need_init()) is not None:
        return (e, 0)
    err, n = _b().device_count()
    return (_r(err), n)


def cuDeviceGet(ordinal: int):
    if (e := _need_init()) is not None:
        return (e, None)
    ordinal = as_int(ordinal, "cuDeviceGet", "ordinal")
    err, n = _b().device_count()
    if err:
        return (_r(err), None)
    if not 0 <= ordinal < n:
        return (CUresult.CUDA_ERROR_INVALID_DEVICE, None)
    return (OK, CUdevice(ordinal))


def cuDeviceGetAttribute(attrib: Any, dev: Any):
    if (e := _need_init()) is not None:
        return (e, 0)
    if not isinstance(attrib, int):
        raise ShimTypeError(f"cuDeviceGetAttribute: attrib must be a CUdevice_attribute, not {type(attrib).__name__}")
    try:
        rt_name = cudaDeviceAttr(int(attrib)).name
    except ValueError:
        return (CUresult.CUDA_ERROR_INVALID_VALUE, 0)
    err, v = _b().device_attribute(rt_name, as_int(dev, "cuDeviceGetAttribute", "dev"))
    if err == _HIP_NOT_SUPPORTED:
        return (CUresult.CUDA_ERROR_NOT_SUPPORTED, 0)
    return (_r(err), v)


def cuDeviceGetName(length: int, dev: Any):
    if (e := _need_init()) is not None:
        return (e, b"")
    err, name = _b().device_name(as_int(dev, "cuDeviceGetName", "dev"))
    raw = name.encode()[: max(0, as_int(length, "cuDeviceGetName", "len") - 1)]
    return (_r(err), raw)


def cuDeviceTotalMem(dev: Any):
    if (e := _need_init()) is not None:
        return (e, 0)
    err, total = _b().total_mem(as_int(dev, "cuDeviceTotalMem", "dev"))
    return (_r(err), total)


def cuDeviceComputeCapability(dev: Any):
    d = as_int(dev, "cuDeviceComputeCapability", "dev")
    e1, major = cuDeviceGetAttribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, d)
    if e1 != OK:
        return (e1, 0, 0)
    e2, minor = cuDeviceGetAttribute(CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, d)
    return (e2, major, minor)


# ----------------------------------------------------------------------------- contexts

def cuCtxCreate(*args: Any):
    """cuCtxCreate(flags, dev) (cuda-python 12) or cuCtxCreate(ctxCreateParams, flags, dev) (13)."""
    if len(args) == 3:
        args = args[1:]
    if len(args) != 2:
        raise ShimTypeError("cuCtxCreate: expected (flags, dev) or (ctxCreateParams, flags, dev)")
    flags, dev = args
    if (e := _need_init()) is not None:
        return (e, None)
    as_int(flags, "cuCtxCreate", "flags")
    d = as_int(dev, "cuCtxCreate", "dev")
    err, n = _b().device_count()
    if err or not 0 <= d < n:
        return (CUresult.CUDA_ERROR_INVALID_DEVICE, None)
    h = STATE.new_handle()
    STATE.contexts[h] = d
    STATE.ctx_stack().append(h)
    return (OK, CUcontext(h))


def cuCtxDestroy(ctx: Any):
    h = as_int(ctx, "cuCtxDestroy", "ctx")
    if h not in STATE.contexts:
        return (CUresult.CUDA_ERROR_INVALID_CONTEXT,)
    err = _b().synchronize()
    del STATE.contexts[h]
    st = STATE.ctx_stack()
    while h in st:
        st.remove(h)
    return (_r(err),)


def cuCtxGetCurrent():
    st = STATE.ctx_stack()
    return (OK, CUcontext(st[-1] if st else 0))


def cuCtxSetCurrent(ctx: Any):
    h = as_int(ctx, "cuCtxSetCurrent", "ctx")
    st = STATE.ctx_stack()
    if h == 0:
        if st:
            st.pop()
        return (OK,)
    if h not in STATE.contexts:
        return (CUresult.CUDA_ERROR_INVALID_CONTEXT,)
    if st:
        st[-1] = h
    else:
        st.append(h)
    return (OK,)


def cuCtxPushCurrent(ctx: Any):
    h = as_int(ctx, "cuCtxPushCurrent", "ctx")
    if h not in STATE.contexts:
        return (CUresult.CUDA_ERROR_INVALID_CONTEXT,)
    STATE.ctx_stack().append(h)
    return (OK,)


def cuCtxPopCurrent():
    st = STATE.ctx_stack()
    if not st:
        return (CUresult.CUDA_ERROR_INVALID_CONTEXT, None)
    return (OK, CUcontext(st.pop()))


def cuCtxGetDevice():
    if (e := _need_ctx()) is not None:
        return (e, None)
    return (OK, CUdevice(STATE.contexts[STATE.ctx_stack()[-1]]))


def cuCtxSynchronize():
    if (e := _need_ctx()) is not None:
        return (e,)
    return (_r(_b().synchronize()),)


def cuDevicePrimaryCtxRetain(dev: Any):
    if (e := _need_init()) is not None:
        return (e, None)
    d = as_int(dev, "cuDevicePrimaryCtxRetain", "dev")
    for h, dd in STATE.contexts.items():
        if dd == d and h & 1:
            return (OK, CUcontext(h))
    h = STATE.new_handle() | 1
    STATE.contexts[h] = d
    return (OK, CUcontext(h))


def cuDevicePrimaryCtxRelease(dev: Any):
    as_int(dev, "cuDevicePrimaryCtxRelease", "dev")
    return (OK,)


# ----------------------------------------------------------------------------- memory

def cuMemAlloc(bytesize: int):
    if (e := _need_ctx()) is not None:
        return (e, None)
    n = as_int(bytesize, "cuMemAlloc", "bytesize")
    if n <= 0:
        return (CUresult.CUDA_ERROR_INVALID_VALUE, None)
    err, p = _b().malloc(n)
    return (_r(err), CUdeviceptr(p) if err == 0 else None)


def cuMemFree(dptr: Any):
    if (e := _need_ctx()) is not None:
        return (e,)
    return (_r(_b().free(as_int(dptr, "cuMemFree", "dptr"))),)


def cuMemAllocHost(bytesize: int):
    if (e := _need_ctx()) is not None:
        return (e, 0)
    err, p = _b().host_malloc(as_int(bytesize, "cuMemAllocHost", "bytesize"), 0)
    return (_r(err), p)


def cuMemHostAlloc(bytesize: int, Flags: int):
    if (e := _need_ctx()) is not None:
        return (e, 0)
    err, p = _b().host_malloc(as_int(bytesize, "cuMemHostAlloc", "bytesize"), as_int(Flags, "cuMemHostAlloc", "Flags"))
    return (_r(err), p)


def cuMemFreeHost(p: Any):
    if (e := _need_ctx()) is not None:
        return (e,)
    return (_r(_b().host_free(as_int(p, "cuMemFreeHost", "p"))),)


def cuMemAllocManaged(bytesize: int, flags: int):
    if (e := _need_ctx()) is not None:
        return (e, None)
    err, p = _b().malloc_managed(as_int(bytesize, "cuMemAllocManaged", "bytesize"),
                                 as_int(flags, "cuMemAllocManaged", "flags"))
    return (_r(err), CUdeviceptr(p) if err == 0 else None)


def cuMemGetInfo():
    if (e := _need_ctx()) is not None:
        return (e, 0, 0)
    err, free, total = _b().mem_info()
    return (_r(err), free, total)


_KIND_HTOD, _KIND_DTOH, _KIND_DTOD, _KIND_DEFAULT = 1, 2, 3, 4


def _copy(call: str, dst: Any, src: Any, n: Any, kind: int, stream: Any, is_async: bool):
    if (e := _need_ctx()) is not None:
        return (e,)
    size = as_int(n, call, "ByteCount")
    if size < 0:
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    if kind == _KIND_HTOD:
        d, dsize = as_int(dst, call, "dstDevice"), None
        s, ssize = host_buffer(src, call, "srcHost", writable=False)
    elif kind == _KIND_DTOH:
        d, dsize = host_buffer(dst, call, "dstHost", writable=True)
        s, ssize = as_int(src, call, "srcDevice"), None
    elif kind == _KIND_DTOD:
        d, s, dsize, ssize = as_int(dst, call, "dstDevice"), as_int(src, call, "srcDevice"), None, None
    else:
        d, dsize = host_buffer(dst, call, "dst", writable=True)
        s, ssize = host_buffer(src, call, "src", writable=False)
    if (dsize is not None and size > dsize) or (ssize is not None and size > ssize):
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    if kind in (_KIND_HTOD, _KIND_DTOD) and not _check_dev(d, size):
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    if kind in (_KIND_DTOH, _KIND_DTOD) and not _check_dev(s, size):
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    if size == 0:
        return (OK,)
    st = _stream(stream, call) if is_async else None
    return (_r(_b().memcpy(d, s, size, kind, st)),)


def cuMemcpyHtoD(dstDevice: Any, srcHost: Any, ByteCount: int):
    return _copy("cuMemcpyHtoD", dstDevice, srcHost, ByteCount, _KIND_HTOD, None, False)


def cuMemcpyDtoH(dstHost: Any, srcDevice: Any, ByteCount: int):
    return _copy("cuMemcpyDtoH", dstHost, srcDevice, ByteCount, _KIND_DTOH, None, False)


def cuMemcpyDtoD(dstDevice: Any, srcDevice: Any, ByteCount: int):
    return _copy("cuMemcpyDtoD", dstDevice, srcDevice, ByteCount, _KIND_DTOD, None, False)


def cuMemcpy(dst: Any, src: Any, ByteCount: int):
    return _copy("cuMemcpy", dst, src, ByteCount, _KIND_DEFAULT, None, False)


def cuMemcpyHtoDAsync(dstDevice: Any, srcHost: Any, ByteCount: int, hStream: Any):
    return _copy("cuMemcpyHtoDAsync", dstDevice, srcHost, ByteCount, _KIND_HTOD, hStream, True)


def cuMemcpyDtoHAsync(dstHost: Any, srcDevice: Any, ByteCount: int, hStream: Any):
    return _copy("cuMemcpyDtoHAsync", dstHost, srcDevice, ByteCount, _KIND_DTOH, hStream, True)


def cuMemcpyDtoDAsync(dstDevice: Any, srcDevice: Any, ByteCount: int, hStream: Any):
    return _copy("cuMemcpyDtoDAsync", dstDevice, srcDevice, ByteCount, _KIND_DTOD, hStream, True)


def cuMemcpyAsync(dst: Any, src: Any, ByteCount: int, hStream: Any):
    return _copy("cuMemcpyAsync", dst, src, ByteCount, _KIND_DEFAULT, hStream, True)


def _memset(call: str, dst: Any, value: Any, n: Any, width: int, stream: Any):
    if (e := _need_ctx()) is not None:
        return (e,)
    d = as_int(dst, call, "dstDevice")
    count = as_int(n, call, "N")
    v = as_int(value, call, "value")
    if count < 0 or not _check_dev(d, count * width):
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    st = None if stream is None else _stream(stream, call)
    fn = _b().memset8 if width == 1 else _b().memset32
    return (_r(fn(d, v, count, st)),)


def cuMemsetD8(dstDevice: Any, uc: int, N: int):
    return _memset("cuMemsetD8", dstDevice, uc, N, 1, None)


def cuMemsetD32(dstDevice: Any, ui: int, N: int):
    return _memset("cuMemsetD32", dstDevice, ui, N, 4, None)


def cuMemsetD8Async(dstDevice: Any, uc: int, N: int, hStream: Any):
    return _memset("cuMemsetD8Async", dstDevice, uc, N, 1, hStream if hStream is not None else 0)


def cuMemsetD32Async(dstDevice: Any, ui: int, N: int, hStream: Any):
    return _memset("cuMemsetD32Async", dstDevice, ui, N, 4, hStream if hStream is not None else 0)


# ----------------------------------------------------------------------------- streams, events

def cuStreamCreate(Flags: int = 0):
    if (e := _need_ctx()) is not None:
        return (e, None)
    err, s = _b().stream_create(as_int(Flags, "cuStreamCreate", "Flags"))
    return (_r(err), CUstream(s) if err == 0 else None)


def cuStreamCreateWithPriority(flags: int, priority: int):
    as_int(priority, "cuStreamCreateWithPriority", "priority")
    return cuStreamCreate(flags)


def cuStreamDestroy(hStream: Any):
    return (_r(_b().stream_destroy(_stream(hStream, "cuStreamDestroy"))),)


def cuStreamSynchronize(hStream: Any):
    return (_r(_b().stream_synchronize(_stream(hStream, "cuStreamSynchronize"))),)


def cuStreamQuery(hStream: Any):
    return (_r(_b().stream_query(_stream(hStream, "cuStreamQuery"))),)


def cuStreamWaitEvent(hStream: Any, hEvent: Any, Flags: int = 0):
    return (_r(_b().stream_wait_event(_stream(hStream, "cuStreamWaitEvent"),
                                      as_int(hEvent, "cuStreamWaitEvent", "hEvent"))),)


def cuEventCreate(Flags: int = 0):
    if (e := _need_ctx()) is not None:
        return (e, None)
    err, ev = _b().event_create(as_int(Flags, "cuEventCreate", "Flags"))
    return (_r(err), CUevent(ev) if err == 0 else None)


def cuEventRecord(hEvent: Any, hStream: Any):
    return (_r(_b().event_record(as_int(hEvent, "cuEventRecord", "hEvent"), _stream(hStream, "cuEventRecord"))),)


def cuEventSynchronize(hEvent: Any):
    return (_r(_b().event_synchronize(as_int(hEvent, "cuEventSynchronize", "hEvent"))),)


def cuEventQuery(hEvent: Any):
    return (_r(_b().event_query(as_int(hEvent, "cuEventQuery", "hEvent"))),)


def cuEventElapsedTime(hStart: Any, hEnd: Any):
    err, ms = _b().event_elapsed(as_int(hStart, "cuEventElapsedTime", "hStart"),
                                 as_int(hEnd, "cuEventElapsedTime", "hEnd"))
    return (_r(err), ms)


def cuEventDestroy(hEvent: Any):
    return (_r(_b().event_destroy(as_int(hEvent, "cuEventDestroy", "hEvent"))),)


# ----------------------------------------------------------------------------- modules, launch

def _image_bytes(image: Any, call: str) -> bytes:
    if isinstance(image, bytes | bytearray | memoryview):
        return bytes(image)
    if isinstance(image, int | Handle):
        return _image.read_at(int(image))
    ai = getattr(image, "__array_interface__", None)
    if ai is not None:
        return _image.read_at(int(ai["data"][0]))
    raise ShimTypeError(f"{call}: image must be an address (int), bytes or a numpy array, not {type(image).__name__}")


def cuModuleLoadData(image: Any):
    if (e := _need_ctx()) is not None:
        return (e, None)
    try:
        data = _image_bytes(image, "cuModuleLoadData")
    except _image.ImageError:
        return (CUresult.CUDA_ERROR_INVALID_IMAGE, None)
    err, mod = _b().module_load(data)
    if err:
        return (_r(err), None)
    h = STATE.new_handle()
    STATE.modules[h] = mod
    return (OK, CUmodule(h, _obj=mod))


def cuModuleLoadDataEx(image: Any, numOptions: int = 0, options: Any = None, optionValues: Any = None):
    return cuModuleLoadData(image)


def cuModuleUnload(hmod: Any):
    h = as_int(hmod, "cuModuleUnload", "hmod")
    mod = STATE.modules.pop(h, None)
    if mod is None:
        return (CUresult.CUDA_ERROR_INVALID_HANDLE,)
    return (_r(_b().module_unload(mod)),)


def cuModuleGetFunction(hmod: Any, name: Any):
    if (e := _need_ctx()) is not None:
        return (e, None)
    mod = STATE.modules.get(as_int(hmod, "cuModuleGetFunction", "hmod"))
    if mod is None:
        return (CUresult.CUDA_ERROR_INVALID_HANDLE, None)
    err, k = _b().module_function(mod, as_bytes(name, "cuModuleGetFunction", "name").decode("utf-8"))
    if err:
        return (_r(err), None)
    h = STATE.new_handle()
    STATE.functions[h] = k
    return (OK, CUfunction(h, _obj=k))


def _function(f: Any, call: str):
    k = STATE.functions.get(as_int(f, call, "f"))
    return k


def cuLaunchKernel(f: Any, gridDimX: int, gridDimY: int, gridDimZ: int, blockDimX: int, blockDimY: int,
                   blockDimZ: int, sharedMemBytes: int, hStream: Any, kernelParams: Any, extra: Any = None):
    call = "cuLaunchKernel"
    if (e := _need_ctx()) is not None:
        return (e,)
    k = _function(f, call)
    if k is None:
        return (CUresult.CUDA_ERROR_INVALID_HANDLE,)
    if extra not in (None, 0):
        from xlate.runtime_shim._errors import ShimNotSupported

        raise ShimNotSupported("cuLaunchKernel with `extra` (CU_LAUNCH_PARAM_BUFFER_POINTER)", "pass kernelParams")
    dims = [as_int(v, call, "grid/block dimension") for v in (gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ)]
    if any(d <= 0 or d > 0xFFFFFFFF for d in dims):
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    shm = as_int(sharedMemBytes, call, "sharedMemBytes")
    addr, keep = kernel_params(kernelParams, call)
    if not addr and k.params:
        return (CUresult.CUDA_ERROR_INVALID_VALUE,)
    err = _b().launch(k, tuple(dims[:3]), tuple(dims[3:]), shm, _stream(hStream, call), addr)
    del keep
    return (_r(err),)


# ----------------------------------------------------------------------------- errors

def cuGetErrorName(error: Any):
    try:
        return (OK, CUresult(int(error)).name.encode())
    except (ValueError, TypeError):
        return (CUresult.CUDA_ERROR_INVALID_VALUE, None)


def cuGetErrorString(error: Any):
    try:
        code = CUresult(int(error))
    except (ValueError, TypeError):
        return (CUresult.CUDA_ERROR_INVALID_VALUE, None)
    return (OK, _b().error_string(int(code)).encode())


_COVERED_PREFIX = re.compile(r"^cu[A-Z]")


def __getattr__(name: str):
    if _COVERED_PREFIX.match(name):
        return not_covered("driver", name)
    raise AttributeError(f"module 'xlate.runtime_shim.driver' has no attribute {name!r}")


__all__ = [n for n in dir() if n.startswith(("cu", "CU"))] + ["ShimError"]
