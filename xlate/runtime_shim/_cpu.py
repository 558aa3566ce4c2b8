"""The `cpu` backend: xlate's CPU backend (libxlate_hipcpu.so) driven through ctypes.

One runtime library per process, loaded with RTLD_GLOBAL; every module (a shared object built by
`_cpu_compile`) links against the same file, so memory, streams and events are shared by all
modules. A module's .so is written to a private temporary file and dlopen'ed; cuModuleUnload makes
the handle invalid but leaves the code mapped (worker threads may still hold its thread-locals).
"""

from __future__ import annotations

import bisect
import ctypes
import os
import shutil
import tempfile
import threading
import weakref
from pathlib import Path
from typing import Any

from xlate.cpu.build import INCLUDE_DIR, runtime_library
from xlate.runtime_shim import _image
from xlate.runtime_shim._base import ENV_WARP, Backend, Kernel
from xlate.runtime_shim._enums import header_enums
from xlate.runtime_shim._errors import ShimError

c_void_p = ctypes.c_void_p
c_size_t = ctypes.c_size_t
c_int = ctypes.c_int
c_uint = ctypes.c_uint

# HIP error codes used here (the CPU backend uses HIP's values).
SUCCESS = 0
INVALID_VALUE = 1
INVALID_IMAGE = 200
INVALID_HANDLE = 400
NOT_FOUND = 500

# cudaDevAttr names (value-equal to CU_DEVICE_ATTRIBUTE_*) whose HIP name is not the same words.
_ATTR_RENAMES = {
    "GlobalMemoryBusWidth": "MemoryBusWidth",
    "MaxSharedMemoryPerMultiprocessor": "SharedMemPerMultiprocessor",
    "MaxSharedMemoryPerBlockOptin": "SharedMemPerBlockOptin",
    "GpuOverlap": "DeviceOverlap",
    "MaxPersistingL2CacheSize": "PersistingL2CacheMaxSize",
    "MaxAccessPolicyWindowSize": "AccessPolicyMaxWindowSize",
    "ReservedSharedMemoryPerBlock": "ReservedSharedMemPerBlock",
}


def warp_size() -> int:
    raw = os.environ.get(ENV_WARP, "64").strip() or "64"
    if raw not in ("64", "32"):
        raise ShimError(f"{ENV_WARP}={raw!r}: the cpu backend runs wavefronts of 64 or 32 lanes")
    return int(raw)


class _DlInfo(ctypes.Structure):
    _fields_ = [("dli_fname", ctypes.c_char_p), ("dli_fbase", c_void_p),
                ("dli_sname", ctypes.c_char_p), ("dli_saddr", c_void_p)]


_libc = ctypes.CDLL(None)
_libc.dladdr.argtypes = [c_void_p, ctypes.POINTER(_DlInfo)]
_libc.dladdr.restype = c_int


def symbol_name(address: int) -> str | None:
    """The dynamic symbol starting exactly at `address`, if any."""
    info = _DlInfo()
    if not _libc.dladdr(c_void_p(address), ctypes.byref(info)) or not info.dli_sname:
        return None
    if info.dli_saddr != address:
        return None
    return info.dli_sname.decode("utf-8", "replace")


LAUNCHER = ctypes.CFUNCTYPE(c_int, c_void_p, ctypes.POINTER(c_uint), c_size_t, c_void_p)


class LoadedSO:
    """A module shared object opened in this process, with its kernel table."""

    def __init__(self, so_bytes: bytes, tmpdir: Path, tag: str):
        fd, path = tempfile.mkstemp(prefix=f"{tag}-", suffix=".so", dir=tmpdir)
        with os.fdopen(fd, "wb") as f:
            f.write(so_bytes)
        try:
            self.lib = ctypes.CDLL(path, mode=os.RTLD_NOW | os.RTLD_LOCAL)
        except OSError as exc:
            raise _image.ImageError(f"the module's shared object does not load: {exc}") from exc
        finally:
            os.unlink(path)  # the mapping stays valid
        try:
            count = c_int.in_dll(self.lib, "__xlate_shim_count").value
            kernels = (c_void_p * count).in_dll(self.lib, "__xlate_shim_kernels")
            launchers = (c_void_p * count).in_dll(self.lib, "__xlate_shim_launchers")
        except ValueError as exc:
            raise _image.ImageError(f"the module has no xlate kernel table: {exc}") from exc
        self.kernels = [int(k or 0) for k in kernels]
        self.launchers = [LAUNCHER(int(p or 0)) for p in launchers]

    def lowered_names(self) -> list[str | None]:
        return [symbol_name(k) for k in self.kernels]


class CpuModule:
    def __init__(self, so: LoadedSO, meta: dict):
        self.so = so
        self.meta = meta
        self.functions: dict[str, Kernel] = {}
        for i, entry in enumerate(meta.get("kernels", [])):
            k = Kernel(name=entry["lowered"], source_name=entry["source"], params=entry.get("params", []),
                       handle=(self, so.launchers[i]))
            self.functions.setdefault(k.name, k)
        self.loaded = True


class CpuBackend(Backend):
    name = "cpu"

    def __init__(self) -> None:
    
        self.warp_size = warp_size()
        self.lib_path = runtime_library()
        try:
            self.lib = ctypes.CDLL(str(self.lib_path), mode=os.RTLD_NOW | os.RTLD_GLOBAL)
        except OSError as exc:
            raise ShimError(f"cannot load the cpu backend runtime {self.lib_path}: {exc}") from exc
        self._declare()
        # The width of this process, registered as a translation unit does (xlate_cpu/abi.h), so
        # device attributes report it before any module is loaded.
        register = getattr(self.lib, "__xlate_register_warp_size")  # a dunder name: `self.lib.__x` would be mangled
        register.argtypes = [c_int, ctypes.c_char_p]
        register.restype = c_int
        register(self.warp_size, b"xlate.runtime_shim")
        enums = header_enums(INCLUDE_DIR / "hip" / "hip_runtime_api.h")
        self.hip_attrs: dict[str, int] = enums["hipDeviceAttribute_t"]
        self._attr_lower = {k.removeprefix("hipDeviceAttribute").lower(): v for k, v in self.hip_attrs.items()}
        self.tmpdir = Path(tempfile.mkdtemp(prefix="xlate-shim-"))
        # modules' .so files are unlinked once opened (LoadedSO): the folder itself goes with the backend or at
        # exit (the C runtime's hipRTC starts one helper process per compile: one folder each)
        weakref.finalize(self, shutil.rmtree, str(self.tmpdir), ignore_errors=True)
        self._allocs: dict[int, int] = {}  # start -> size, device/managed/pinned allocations of the shim
        self._starts: list[int] = []
        self._alloc_lock = threading.Lock()
        self._n_modules = 0
        # Streams and events made through the shim: other values never reach the C runtime.
        self._streams: set[int] = {0, 1, 2}  # null, hipStreamLegacy, hipStreamPerThread
        self._events: set[int] = set()

    # ------------------------------------------------------------------ ctypes declarations
    def _declare(self) -> None:
        L = self.lib
        P = ctypes.POINTER
        sig: dict[str, tuple[list, Any]] = {
            "hipInit": ([c_uint], c_int),
            "hipGetDeviceCount": ([P(c_int)], c_int),
            "hipDeviceGetAttribute": ([P(c_int), c_int, c_int], c_int),
            "hipGetDeviceProperties": ([c_void_p, c_int], c_int),
            "hipDeviceSynchronize": ([], c_int),
            "hipDriverGetVersion": ([P(c_int)], c_int),
            "hipMemGetInfo": ([P(c_size_t), P(c_size_t)], c_int),
            "hipMalloc": ([P(c_void_p), c_size_t], c_int),
            "hipFree": ([c_void_p], c_int),
            "hipHostMalloc": ([P(c_void_p), c_size_t, c_uint], c_int),
            "hipHostFree": ([c_void_p], c_int),
            "hipMallocManaged": ([P(c_void_p), c_size_t, c_uint], c_int),
            "hipMemcpy": ([c_void_p, c_void_p, c_size_t, c_int], c_int),
            "hipMemcpyAsync": ([c_void_p, c_void_p, c_size_t, c_int, c_void_p], c_int),
            "hipMemsetAsync": ([c_void_p, c_int, c_size_t, c_void_p], c_int),
            "hipMemset": ([c_void_p, c_int, c_size_t], c_int),
            "hipMemsetD32": ([c_void_p, c_int, c_size_t], c_int),
            "hipStreamCreateWithFlags": ([P(c_void_p), c_uint], c_int),
            "hipStreamDestroy": ([c_void_p], c_int),
            "hipStreamSynchronize": ([c_void_p], c_int),
            "hipStreamQuery": ([c_void_p], c_int),
            "hipStreamWaitEvent": ([c_void_p, c_void_p, c_uint], c_int),
            "hipEventCreateWithFlags": ([P(c_void_p), c_uint], c_int),
            "hipEventRecord": ([c_void_p, c_void_p], c_int),
            "hipEventSynchronize": ([c_void_p], c_int),
            "hipEventQuery": ([c_void_p], c_int),
            "hipEventElapsedTime": ([P(ctypes.c_float), c_void_p, c_void_p], c_int),
            "hipEventDestroy": ([c_void_p], c_int),
            "hipGetErrorName": ([c_int], ctypes.c_char_p),
            "hipGetErrorString": ([c_int], ctypes.c_char_p),
            "hipGetLastError": ([], c_int),
            "hipPeekAtLastError": ([], c_int),
        }
        for name, (args, res) in sig.items():
            fn = getattr(L, name)
            fn.argtypes = args
            fn.restype = res

    # ------------------------------------------------------------------ allocations
    def _track(self, ptr: int, size: int) -> None:
        with self._alloc_lock:
            self._allocs[ptr] = max(size, 1)
            bisect.insort(self._starts, ptr)

    def _untrack(self, ptr: int) -> bool:
        with self._alloc_lock:
            if ptr not in self._allocs:
                return False
            del self._allocs[ptr]
            self._starts.remove(ptr)
            return True

    def owns(self, ptr: int, size: int = 1) -> bool:
        """Whether [ptr, ptr+size) lies inside one allocation made through the shim."""
        with self._alloc_lock:
            i = bisect.bisect_right(self._starts, ptr) - 1
            if i < 0:
                return False
            start = self._starts[i]
            return ptr + size <= start + self._allocs[start]

    # ------------------------------------------------------------------ information
    def describe(self) -> dict:
        return {"backend": "cpu", "runtime_library": str(self.lib_path), "warp_size": self.warp_size,
                "device": f"xlate CPU backend (wave{self.warp_size})"}

    def init(self) -> int:
        return self.lib.hipInit(0)

    def device_count(self) -> tuple[int, int]:
        n = c_int(0)
        return self.lib.hipGetDeviceCount(ctypes.byref(n)), n.value

    def device_attribute(self, cuda_attr_name: str, device: int) -> tuple[int, int]:
        words = cuda_attr_name.removeprefix("cudaDevAttr")
        hip_value = self._attr_lower.get(_ATTR_RENAMES.get(words, words).lower())
        if hip_value is None:
            return 801, 0  # hipErrorNotSupported: the CPU backend has no such attribute
        v = c_int(0)
        return self.lib.hipDeviceGetAttribute(ctypes.byref(v), hip_value, device), v.value

    def device_name(self, device: int) -> tuple[int, str]:
        buf = ctypes.create_string_buffer(16384)  # hipDeviceProp_t starts with char name[256]
        err = self.lib.hipGetDeviceProperties(buf, device)
        return err, buf.raw[:256].split(b"\0", 1)[0].decode("utf-8", "replace")

    def total_mem(self, device: int) -> tuple[int, int]:
        free, total = c_size_t(0), c_size_t(0)
        if device != 0:
            return 101, 0
        return self.lib.hipMemGetInfo(ctypes.byref(free), ctypes.byref(total)), total.value

    def mem_info(self) -> tuple[int, int, int]:
        free, total = c_size_t(0), c_size_t(0)
        err = self.lib.hipMemGetInfo(ctypes.byref(free), ctypes.byref(total))
        return err, free.value, total.value

    def synchronize(self) -> int:
        return self.lib.hipDeviceSynchronize()

    def driver_version(self) -> tuple[int, int]:
        v = c_int(0)
        return self.lib.hipDriverGetVersion(ctypes.byref(v)), v.value

    # ------------------------------------------------------------------ memory
    def malloc(self, size: int) -> tuple[int, int]:
        p = c_void_p()
        err = self.lib.hipMalloc(ctypes.byref(p), size)
        if err == SUCCESS and p.value:
            self._track(p.value, size)
        return err, p.value or 0

    def free(self, ptr: int) -> int:
        if ptr and not self._untrack(ptr):
            return INVALID_VALUE
        return self.lib.hipFree(c_void_p(ptr))

    def host_malloc(self, size: int, flags: int) -> tuple[int, int]:
        p = c_void_p()
        err = self.lib.hipHostMalloc(ctypes.byref(p), size, flags)
        if err == SUCCESS and p.value:
            self._track(p.value, size)
        return err, p.value or 0

    def host_free(self, ptr: int) -> int:
        if ptr and not self._untrack(ptr):
            return INVALID_VALUE
        return self.lib.hipHostFree(c_void_p(ptr))

    def malloc_managed(self, size: int, flags: int) -> tuple[int, int]:
        p = c_void_p()
        err = self.lib.hipMallocManaged(ctypes.byref(p), size, flags)
        if err == SUCCESS and p.value:
            self._track(p.value, size)
        return err, p.value or 0

    def memcpy(self, dst: int, src: int, size: int, kind: int, stream: int | None) -> int:
        if not self.valid_stream(stream):
            return INVALID_HANDLE
        if stream is None:
            return self.lib.hipMemcpy(c_void_p(dst), c_void_p(src), size, kind)
        return self.lib.hipMemcpyAsync(c_void_p(dst), c_void_p(src), size, kind, c_void_p(stream))

    def memset8(self, ptr: int, value: int, count: int, stream: int | None) -> int:
        if not self.valid_stream(stream):
            return INVALID_HANDLE
        if stream is None:
            return self.lib.hipMemset(c_void_p(ptr), value & 0xFF, count)
        return self.lib.hipMemsetAsync(c_void_p(ptr), value & 0xFF, count, c_void_p(stream))

    def memset32(self, ptr: int, value: int, count: int, stream: int | None) -> int:
        if not self.valid_stream(stream):
            return INVALID_HANDLE
        if stream is not None:
            err = self.lib.hipStreamSynchronize(c_void_p(stream))
            if err:
                return err
        v = value & 0xFFFFFFFF
        return self.lib.hipMemsetD32(c_void_p(ptr), v - (1 << 32) if v >= 1 << 31 else v, count)

    # ------------------------------------------------------------------ streams and events
    def valid_stream(self, stream: int | None) -> bool:
        return stream is None or stream in self._streams

    def stream_create(self, flags: int) -> tuple[int, int]:
        s = c_void_p()
        err = self.lib.hipStreamCreateWithFlags(ctypes.byref(s), flags)
        if err == SUCCESS and s.value:
            self._streams.add(s.value)
        return err, s.value or 0

    def stream_destroy(self, stream: int) -> int:
        if stream not in self._streams or stream in (0, 1, 2):
            return INVALID_HANDLE
        self._streams.discard(stream)
        return self.lib.hipStreamDestroy(c_void_p(stream))

    def stream_synchronize(self, stream: int) -> int:
        if stream not in self._streams:
            return INVALID_HANDLE
        return self.lib.hipStreamSynchronize(c_void_p(stream))

    def stream_query(self, stream: int) -> int:
        if stream not in self._streams:
            return INVALID_HANDLE
        return self.lib.hipStreamQuery(c_void_p(stream))

    def stream_wait_event(self, stream: int, event: int) -> int:
        if stream not in self._streams or event not in self._events:
            return INVALID_HANDLE
        return self.lib.hipStreamWaitEvent(c_void_p(stream), c_void_p(event), 0)

    def event_create(self, flags: int) -> tuple[int, int]:
        e = c_void_p()
        err = self.lib.hipEventCreateWithFlags(ctypes.byref(e), flags)
        if err == SUCCESS and e.value:
            self._events.add(e.value)
        return err, e.value or 0

    def event_record(self, event: int, stream: int) -> int:
        if event not in self._events or stream not in self._streams:
            return INVALID_HANDLE
        return self.lib.hipEventRecord(c_void_p(event), c_void_p(stream))

    def event_synchronize(self, event: int) -> int:
        if event not in self._events:
            return INVALID_HANDLE
        return self.lib.hipEventSynchronize(c_void_p(event))

    def event_query(self, event: int) -> int:
        if event not in self._events:
            return INVALID_HANDLE
        return self.lib.hipEventQuery(c_void_p(event))

    def event_elapsed(self, start: int, end: int) -> tuple[int, float]:
        if start not in self._events or end not in self._events:
            return INVALID_HANDLE, 0.0
        ms = ctypes.c_float(0.0)
        err = self.lib.hipEventElapsedTime(ctypes.byref(ms), c_void_p(start), c_void_p(end))
        return err, float(ms.value)

    def event_destroy(self, event: int) -> int:
        if event not in self._events:
            return INVALID_HANDLE
        self._events.discard(event)
        return self.lib.hipEventDestroy(c_void_p(event))

    # ------------------------------------------------------------------ errors
    def error_name(self, err: int) -> str:
        return (self.lib.hipGetErrorName(err) or b"hipErrorUnknown").decode()

    def error_string(self, err: int) -> str:
        return (self.lib.hipGetErrorString(err) or b"unknown error").decode()

    def last_error(self, peek: bool) -> int:
        return self.lib.hipPeekAtLastError() if peek else self.lib.hipGetLastError()

    # ------------------------------------------------------------------ programs and modules
    def compile(self, source: str, name: str, headers: dict[str, str], options: list[str],
                name_expressions: list[str]):
        from xlate.runtime_shim import _cpu_compile

        return _cpu_compile.compile_program(self, source, name, headers, options, name_expressions)

    def load_so(self, so_bytes: bytes) -> LoadedSO:
        self._n_modules += 1
        return LoadedSO(so_bytes, self.tmpdir, f"module{self._n_modules}")

    def module_load(self, image: bytes) -> tuple[int, Any]:
        try:
            img = _image.parse(image)
        except _image.ImageError:
            return INVALID_IMAGE, None
        if img.backend != _image.BACKEND_CPU:
            return INVALID_IMAGE, None
        if img.meta.get("warp_size") != self.warp_size:
            raise ShimError(f"the code image was built for wave{img.meta.get('warp_size')} but this process "
                            f"runs the cpu backend at wave{self.warp_size}; set {ENV_WARP} to one value")
        try:
            so = self.load_so(img.payload)
        except _image.ImageError:
            return INVALID_IMAGE, None
        return SUCCESS, CpuModule(so, img.meta)

    def module_unload(self, module: Any) -> int:
        if not isinstance(module, CpuModule) or not module.loaded:
            return INVALID_HANDLE
        err = self.lib.hipDeviceSynchronize()  # no launch of the module may still be queued
        module.loaded = False
        return err

    def module_function(self, module: Any, name: str) -> tuple[int, Kernel | None]:
        if not isinstance(module, CpuModule) or not module.loaded:
            return INVALID_HANDLE, None
        k = module.functions.get(name)
        return (SUCCESS, k) if k is not None else (NOT_FOUND, None)

    def launch(self, kernel: Kernel, grid: tuple[int, int, int], block: tuple[int, int, int], shared: int,
               stream: int, args_address: int) -> int:
        module, launcher = kernel.handle
        if not module.loaded or not self.valid_stream(stream):
            return INVALID_HANDLE
        dims = (c_uint * 6)(*grid, *block)
        return launcher(c_void_p(args_address), dims, shared, c_void_p(stream))
