"""Backend selection and the interface the cuda-python-style modules call.

A backend speaks HIP: every method returns a HIP error code (int) first, like the C API, and the
modules turn it into CUresult / cudaError_t. Two backends:

* `cpu`: xlate's CPU backend (libxlate_hipcpu.so loaded with ctypes; modules are shared objects).
* `hip`: hip-python over a ROCm HIP runtime on an AMD GPU (modules are hiprtc code objects).

`XLATE_SHIM_BACKEND` = `cpu` | `hip` | `auto` (default): `auto` takes `hip` when hip-python imports
and /dev/kfd exists, else `cpu`.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xlate.runtime_shim._errors import ShimError

ENV_BACKEND = "XLATE_SHIM_BACKEND"
ENV_WARP = "XLATE_SHIM_WARP_SIZE"
BACKENDS = ("cpu", "hip")


@dataclass
class Kernel:
    """One launchable kernel of a loaded module."""

    name: str  # the lowered (symbol) name cuModuleGetFunction looks up
    source_name: str  # the name as written (qualified), or the name expression
    params: list[str] = field(default_factory=list)  # parameter types as written
    handle: Any = None  # backend data


class Backend:
    name = "?"

    # --- information
    def describe(self) -> dict: ...
    # --- device
    def init(self) -> int: ...
    def device_count(self) -> tuple[int, int]: ...
    def device_attribute(self, cuda_attr_name: str, device: int) -> tuple[int, int]: ...
    def device_name(self, device: int) -> tuple[int, str]: ...
    def total_mem(self, device: int) -> tuple[int, int]: ...
    def mem_info(self) -> tuple[int, int, int]: ...
    def synchronize(self) -> int: ...
    def driver_version(self) -> tuple[int, int]: ...
    # --- memory
    def malloc(self, size: int) -> tuple[int, int]: ...
    def free(self, ptr: int) -> int: ...
    def host_malloc(self, size: int, flags: int) -> tuple[int, int]: ...
    def host_free(self, ptr: int) -> int: ...
    def malloc_managed(self, size: int, flags: int) -> tuple[int, int]: ...
    def memcpy(self, dst: int, src: int, size: int, kind: int, stream: int | None) -> int: ...
    def memset8(self, ptr: int, value: int, count: int, stream: int | None) -> int: ...
    def memset32(self, ptr: int, value: int, count: int, stream: int | None) -> int: ...
    # --- streams and events
    def stream_create(self, flags: int) -> tuple[int, int]: ...
    def stream_destroy(self, stream: int) -> int: ...
    def stream_synchronize(self, stream: int) -> int: ...
    def stream_query(self, stream: int) -> int: ...
    def stream_wait_event(self, stream: int, event: int) -> int: ...
    def event_create(self, flags: int) -> tuple[int, int]: ...
    def event_record(self, event: int, stream: int) -> int: ...
    def event_synchronize(self, event: int) -> int: ...
    def event_query(self, event: int) -> int: ...
    def event_elapsed(self, start: int, end: int) -> tuple[int, float]: ...
    def event_destroy(self, event: int) -> int: ...
    # --- errors
    def error_name(self, err: int) -> str: ...
    def error_string(self, err: int) -> str: ...
    def last_error(self, peek: bool) -> int: ...
    # --- programs and modules
    def compile(self, source: str, name: str, headers: dict[str, str], options: list[str],
                name_expressions: list[str]) -> Any: ...
    def module_load(self, image: bytes) -> tuple[int, Any]: ...
    def module_unload(self, module: Any) -> int: ...
    def launch(self, kernel: Kernel, grid: tuple[int, int, int], block: tuple[int, int, int], shared: int,
               stream: int, args_address: int) -> int: ...


_lock = threading.Lock()
_backend: Backend | None = None


def requested() -> str:
    value = os.environ.get(ENV_BACKEND, "auto").strip().lower() or "auto"
    if value not in (*BACKENDS, "auto"):
        raise ShimError(f"{ENV_BACKEND}={value!r} is not a shim backend; use cpu, hip or auto")
    return value


def amd_gpu_present() -> bool:
    return Path("/dev/kfd").exists()


def hip_python_available() -> bool:
    try:
        import hip  # noqa: F401
    except Exception:  # noqa: BLE001 (a binding that cannot load raises whatever its loader raises)
        return False
    return True


def choose() -> str:
    """The backend `auto` (or the environment) picks, without starting it."""
    want = requested()
    if want != "auto":
        return want
    return "hip" if amd_gpu_present() and hip_python_available() else "cpu"


def get() -> Backend:
    """The process's backend, started on first use (one per process)."""
    global _backend
    with _lock:
        if _backend is None:
            which = choose()
            if which == "cpu":
                from xlate.runtime_shim._cpu import CpuBackend

                _backend = CpuBackend()
            else:
                from xlate.runtime_shim._hip import HipBackend

                _backend = HipBackend()
        return _backend


def started() -> Backend | None:
    return _backend
