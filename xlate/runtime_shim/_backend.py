"""Backend selection and the interface the cuda-python-style modules call.

A backend speaks HIP: every method returns a HIP error code (int) first, like the C API, and the
modules turn it into CUresult / cudaError_t. Two backends:

* `cpu`: xlate's CPU backend (libxlate_hipcpu.so loaded with ctypes; modules are shared objects).
* `hip`: hip-python over a ROCm HIP runtime on an AMD GPU (modules are hiprtc code objects).

`XLATE_SHIM_BACKEND` = `cpu` | `hip` | `auto` (default): `auto` takes `hip` when hip-python imports
and /dev/kfd exists, else `cpu`.
"""

from __future__ import annotations

import threading

from xlate.runtime_shim._base import (  # noqa: F401 (the names the shim modules use through _backend)
    BACKENDS,
    ENV_BACKEND,
    ENV_WARP,
    Backend,
    Kernel,
    amd_gpu_present,
    choose,
    hip_python_available,
    requested,
)
from xlate.runtime_shim._cpu import CpuBackend
from xlate.runtime_shim._hip import HipBackend

_lock = threading.Lock()
_backend: Backend | None = None


def get() -> Backend:
    """The process's backend, started on first use (one per process)."""
    global _backend
    with _lock:
        if _backend is None:
            which = choose()
            _backend = CpuBackend() if which == "cpu" else HipBackend()
        return _backend


def started() -> Backend | None:
    return _backend
