"""cuda-python's `cuda.bindings.runtime` (cudart) over xlate's backends.

Tuple returns headed by cudaError_t. The runtime API has an implicit primary context: no cuInit or
cuCtxCreate is needed. Kernels come from driver modules (`driver.cuModuleGetFunction`) and launch
with `cudaLaunchKernel(func, gridDim, blockDim, args, sharedMem, stream)`.
"""

from __future__ import annotations

import re
import threading
from typing import Any, ClassVar

from xlate.runtime_shim import _backend, driver
from xlate.runtime_shim._args import as_int, handle_class, host_buffer, kernel_params
from xlate.runtime_shim._enums import (
    cuda_error,
    cudaDeviceAttr,
    cudaError_t,
    cudaMemcpyKind,
)
from xlate.runtime_shim._errors import ShimTypeError, not_covered

cudaStream_t = handle_class("cudaStream_t")
cudaEvent_t = handle_class("cudaEvent_t")
OK = cudaError_t.cudaSuccess

cudaStreamDefault = 0x0
cudaStreamNonBlocking = 0x1
cudaEventDefault = 0x0
cudaEventBlockingSync = 0x1
cudaEventDisableTiming = 0x2
cudaHostAllocDefault = 0x0
cudaHostAllocPortable = 0x1
cudaHostAllocMapped = 0x2
cudaMemAttachGlobal = 0x1
cudaMemAttachHost = 0x2


class dim3:
    def __init__(self, x: int = 1, y: int = 1, z: int = 1):
        self.x, self.y, self.z = int(x), int(y), int(z)

    def __repr__(self) -> str:
        return f"dim3({self.x}, {self.y}, {self.z})"


class cudaDeviceProp:
    """The fields of cudaDeviceProp the backends can fill (bytes `name`, as cuda-python)."""

    _ATTRS: ClassVar[dict[str, str]] = {
        "maxThreadsPerBlock": "cudaDevAttrMaxThreadsPerBlock", "warpSize": "cudaDevAttrWarpSize",
        "multiProcessorCount": "cudaDevAttrMultiProcessorCount", "major": "cudaDevAttrComputeCapabilityMajor",
        "minor": "cudaDevAttrComputeCapabilityMinor", "sharedMemPerBlock": "cudaDevAttrMaxSharedMemoryPerBlock",
        "clockRate": "cudaDevAttrClockRate", "l2CacheSize": "cudaDevAttrL2CacheSize",
        "maxThreadsPerMultiProcessor": "cudaDevAttrMaxThreadsPerMultiProcessor",
        "concurrentKernels": "cudaDevAttrConcurrentKernels", "managedMemory": "cudaDevAttrManagedMemory",
        "cooperativeLaunch": "cudaDevAttrCooperativeLaunch", "unifiedAddressing": "cudaDevAttrUnifiedAddressing",
        "totalConstMem": "cudaDevAttrTotalConstantMemory", "regsPerBlock": "cudaDevAttrMaxRegistersPerBlock",
    }

    def __init__(self) -> None:
        self.name = b""
        self.totalGlobalMem = 0
        self.maxThreadsDim = [0, 0, 0]
        self.maxGridSize = [0, 0, 0]
        for f in self._ATTRS:
            setattr(self, f, 0)

    def __repr__(self) -> str:
        return f"cudaDeviceProp(name={self.name!r}, major={self.major}, minor={self.minor}, warpSize={self.warpSize})"


_tls = threading.local()


def _b() -> _backend.Backend:
    return _backend.get()


def _r(err: int) -> cudaError_t:
    e = cuda_error(err)
    if e != OK:
        _tls.last = e
    return e


def cudaGetLastError():
    e = getattr(_tls, "last", OK)
    _tls.last = OK
    if e == OK:
        e = cuda_error(_b().last_error(False))
    else:
        _b().last_error(False)
    return (e,)


def cudaPeekAtLastError():
    e = getattr(_tls, "last", OK)
    if e == OK:
        e = cuda_error(_b().last_error(True))
    return (e,)


def cudaGetErrorName(error: Any):
    try:
        return (OK, cudaError_t(int(error)).name.encode())
    except (ValueError, TypeError):
        return (OK, b"cudaErrorUnknown")


def cudaGetErrorString(error: Any):
    try:
        code = int(cudaError_t(int(error)))
    except (ValueError, TypeError):
        return (OK, b"unknown error")
    return (OK, _b().error_string(code).encode())


# ----------------------------------------------------------------------------- device

def cudaDriverGetVersion():
    err, v = _b().driver_version()
    return (_r(err), v)


def cudaRuntimeGetVersion():
    err, v = _b().driver_version()
    return (_r(err), v)


def cudaGetDeviceCount():
    err, n = _b().device_count()
    return (_r(err), n)


_device = threading.local()


def cudaSetDevice(device: int):
    d = as_int(device, "cudaSetDevice", "device")
    err, n = _b().device_count()
    if err or not 0 <= d < n:
        return (_r(101),)
    _device.value = d
    return (OK,)


def cudaGetDevice():
    return (OK, getattr(_device, "value", 0))


def cudaDeviceGetAttribute(attr: Any, device: int):
    if not isinstance(attr, int):
        raise ShimTypeError(f"cudaDeviceGetAttribute: attr must be a cudaDeviceAttr, not {type(attr).__name__}")
    try:
        name = cudaDeviceAttr(int(attr)).name
    except ValueError:
        return (_r(1), 0)
    err, v = _b().device_attribute(name, as_int(device, "cudaDeviceGetAttribute", "device"))
    return (_r(err), v)


def cudaGetDeviceProperties(device: int):
    d = as_int(device, "cudaGetDeviceProperties", "device")
    prop = cudaDeviceProp()
    err, name = _b().device_name(d)
    if err:
        return (_r(err), None)
    prop.name = name.encode()
    for field, attr in cudaDeviceProp._ATTRS.items():
        e, v = _b().device_attribute(attr, d)
        if e == 0:
            setattr(prop, field, v)
    dims = []
    for a in ("cudaDevAttrMaxBlockDimX", "cudaDevAttrMaxBlockDimY", "cudaDevAttrMaxBlockDimZ",
              "cudaDevAttrMaxGridDimX", "cudaDevAttrMaxGridDimY", "cudaDevAttrMaxGridDimZ"):
        dims.append(_b().device_attribute(a, d)[1])
    prop.maxThreadsDim, prop.maxGridSize = dims[:3], dims[3:]
    prop.totalGlobalMem = _b().total_mem(d)[1]
    return (OK, prop)


def cudaDeviceSynchronize():
    return (_r(_b().synchronize()),)


def cudaDeviceReset():
    return (_r(_b().synchronize()),)


def cudaMemGetInfo():
    err, free, total = _b().mem_info()
    return (_r(err), free, total)


# ----------------------------------------------------------------------------- memory

def cudaMalloc(size: int):
    n = as_int(size, "cudaMalloc", "size")
    if n < 0:
        return (_r(1), 0)
    if n == 0:
        return (OK, 0)
    err, p = _b().malloc(n)
    return (_r(err), p)


def cudaFree(devPtr: Any):
    p = as_int(devPtr, "cudaFree", "devPtr")
    return (OK,) if p == 0 else (_r(_b().free(p)),)


def cudaMallocHost(size: int):
    err, p = _b().host_malloc(as_int(size, "cudaMallocHost", "size"), 0)
    return (_r(err), p)


def cudaHostAlloc(size: int, flags: int):
    err, p = _b().host_malloc(as_int(size, "cudaHostAlloc", "size"), as_int(flags, "cudaHostAlloc", "flags"))
    return (_r(err), p)


def cudaFreeHost(ptr: Any):
    return (_r(_b().host_free(as_int(ptr, "cudaFreeHost", "ptr"))),)


def cudaMallocManaged(size: int, flags: int = cudaMemAttachGlobal):
    err, p = _b().malloc_managed(as_int(size, "cudaMallocManaged", "size"), as_int(flags, "cudaMallocManaged", "flags"))
    return (_r(err), p)


def _addr(x: Any, call: str, what: str, device_side: bool, writable: bool) -> tuple[int, int | None]:
    if device_side:
        return as_int(x, call, what), None
    return host_buffer(x, call, what, writable=writable)


def _memcpy(call: str, dst: Any, src: Any, count: Any, kind: Any, stream: Any, is_async: bool):
    n = as_int(count, call, "count")
    try:
        k = cudaMemcpyKind(as_int(kind, call, "kind"))
    except ValueError:
        return (_r(21),)  # cudaErrorInvalidMemcpyDirection
    d, dsize = _addr(dst, call, "dst", k in (cudaMemcpyKind.cudaMemcpyHostToDevice,
                                              cudaMemcpyKind.cudaMemcpyDeviceToDevice), True)
    s, ssize = _addr(src, call, "src", k in (cudaMemcpyKind.cudaMemcpyDeviceToHost,
                                             cudaMemcpyKind.cudaMemcpyDeviceToDevice), False)
    if n < 0 or (dsize is not None and n > dsize) or (ssize is not None and n > ssize):
        return (_r(1),)
    owns = getattr(_b(), "owns", None)
    if owns is not None and n:
        if k in (cudaMemcpyKind.cudaMemcpyHostToDevice, cudaMemcpyKind.cudaMemcpyDeviceToDevice) and not owns(d, n):
            return (_r(1),)
        if k in (cudaMemcpyKind.cudaMemcpyDeviceToHost, cudaMemcpyKind.cudaMemcpyDeviceToDevice) and not owns(s, n):
            return (_r(1),)
    if n == 0:
        return (OK,)
    st = as_int(stream, call, "stream") if is_async else None
    return (_r(_b().memcpy(d, s, n, int(k), st)),)


def cudaMemcpy(dst: Any, src: Any, count: int, kind: Any):
    return _memcpy("cudaMemcpy", dst, src, count, kind, None, False)


def cudaMemcpyAsync(dst: Any, src: Any, count: int, kind: Any, stream: Any = 0):
    return _memcpy("cudaMemcpyAsync", dst, src, count, kind, stream, True)


def _memset(call: str, ptr: Any, value: Any, count: Any, stream: Any):
    p, n = as_int(ptr, call, "devPtr"), as_int(count, call, "count")
    owns = getattr(_b(), "owns", None)
    if n < 0 or (owns is not None and n and not owns(p, n)):
        return (_r(1),)
    return (_r(_b().memset8(p, as_int(value, call, "value"), n, stream)),)


def cudaMemset(devPtr: Any, value: int, count: int):
    return _memset("cudaMemset", devPtr, value, count, None)


def cudaMemsetAsync(devPtr: Any, value: int, count: int, stream: Any = 0):
    return _memset("cudaMemsetAsync", devPtr, value, count, as_int(stream, "cudaMemsetAsync", "stream"))


# ----------------------------------------------------------------------------- streams, events

def cudaStreamCreate():
    err, s = _b().stream_create(0)
    return (_r(err), cudaStream_t(s) if err == 0 else None)


def cudaStreamCreateWithFlags(flags: int):
    err, s = _b().stream_create(as_int(flags, "cudaStreamCreateWithFlags", "flags"))
    return (_r(err), cudaStream_t(s) if err == 0 else None)


def cudaStreamDestroy(stream: Any):
    return (_r(_b().stream_destroy(as_int(stream, "cudaStreamDestroy", "stream"))),)


def cudaStreamSynchronize(stream: Any):
    return (_r(_b().stream_synchronize(as_int(stream, "cudaStreamSynchronize", "stream"))),)


def cudaStreamQuery(stream: Any):
    return (cuda_error(_b().stream_query(as_int(stream, "cudaStreamQuery", "stream"))),)


def cudaStreamWaitEvent(stream: Any, event: Any, flags: int = 0):
    return (_r(_b().stream_wait_event(as_int(stream, "cudaStreamWaitEvent", "stream"),
                                      as_int(event, "cudaStreamWaitEvent", "event"))),)


def cudaEventCreate():
    err, e = _b().event_create(0)
    return (_r(err), cudaEvent_t(e) if err == 0 else None)


def cudaEventCreateWithFlags(flags: int):
    err, e = _b().event_create(as_int(flags, "cudaEventCreateWithFlags", "flags"))
    return (_r(err), cudaEvent_t(e) if err == 0 else None)


def cudaEventRecord(event: Any, stream: Any = 0):
    return (_r(_b().event_record(as_int(event, "cudaEventRecord", "event"), as_int(stream, "cudaEventRecord", "stream"))),)


def cudaEventSynchronize(event: Any):
    return (_r(_b().event_synchronize(as_int(event, "cudaEventSynchronize", "event"))),)


def cudaEventQuery(event: Any):
    return (cuda_error(_b().event_query(as_int(event, "cudaEventQuery", "event"))),)


def cudaEventElapsedTime(start: Any, end: Any):
    err, ms = _b().event_elapsed(as_int(start, "cudaEventElapsedTime", "start"), as_int(end, "cudaEventElapsedTime", "end"))
    return (_r(err), ms)


def cudaEventDestroy(event: Any):
    return (_r(_b().event_destroy(as_int(event, "cudaEventDestroy", "event"))),)


# ----------------------------------------------------------------------------- launch

def _dims(d: Any, call: str, what: str) -> tuple[int, int, int]:
    if isinstance(d, dim3):
        return d.x, d.y, d.z
    if isinstance(d, tuple | list) and 1 <= len(d) <= 3:
        v = [as_int(x, call, what) for x in d] + [1] * (3 - len(d))
        return v[0], v[1], v[2]
    return as_int(d, call, what), 1, 1


def cudaLaunchKernel(func: Any, gridDim: Any, blockDim: Any, args: Any, sharedMem: int = 0, stream: Any = 0):
    """`func`: a CUfunction from driver.cuModuleGetFunction (the runtime API has no other way to name
    a kernel in Python). `args`: as driver.cuLaunchKernel's kernelParams."""
    call = "cudaLaunchKernel"
    k = driver.STATE.functions.get(as_int(func, call, "func"))
    if k is None:
        return (_r(98),)  # cudaErrorInvalidDeviceFunction
    g, b = _dims(gridDim, call, "gridDim"), _dims(blockDim, call, "blockDim")
    if any(x <= 0 for x in (*g, *b)):
        return (_r(9),)  # cudaErrorInvalidConfiguration
    addr, keep = kernel_params(args, call)
    err = _b().launch(k, g, b, as_int(sharedMem, call, "sharedMem"), as_int(stream, call, "stream"), addr)
    del keep
    return (_r(err),)


def __getattr__(name: str):
    if re.match(r"^cuda[A-Z]", name):
        return not_covered("runtime", name)
    raise AttributeError(f"module 'xlate.runtime_shim.runtime' has no attribute {name!r}")


__all__ = [n for n in dir() if n.startswith("cuda")] + ["dim3"]
