"""cuda-python's API (driver, runtime, nvrtc; old names cuda, cudart) over xlate's backends.

    from xlate.runtime_shim import driver, nvrtc     # was: from cuda.bindings import driver, nvrtc

Backends: `cpu` (xlate's CPU backend; NVRTC translates the kernel source with xlate and builds a
shared object) and `hip` (hip-python on ROCm with an AMD GPU). `XLATE_SHIM_BACKEND` = cpu | hip |
auto. See docs/runtime-shim.md.
"""

from __future__ import annotations

import importlib
from typing import Any

from xlate.cpu.build import find_cxx
from xlate.errors import XlateError
from xlate.runtime_shim._errors import ShimError, ShimNotSupported, ShimTypeError

__all__ = [
    "ShimError",
    "ShimNotSupported",
    "ShimTypeError",
    "cuda",
    "cudart",
    "describe",
    "driver",
    "nvrtc",
    "runtime",
]

_SUBMODULES = ("driver", "runtime", "nvrtc", "cuda", "cudart")


def __getattr__(name: str) -> Any:
    if name in _SUBMODULES:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def describe() -> dict:
    """What `xlate doctor` shows: the backend chosen (without starting it) and why."""
    from xlate.runtime_shim import _backend

    info: dict[str, Any] = {"requested": None, "backend": None, "ok": True, "detail": ""}
    try:
        info["requested"] = _backend.requested()
        info["backend"] = _backend.choose()
    except ShimError as exc:
        info.update(ok=False, detail=exc.message)
        return info
    info["amd_gpu"] = _backend.amd_gpu_present()
    info["hip_python"] = _backend.hip_python_available()
    if info["backend"] == "cpu":
        from xlate.runtime_shim._cpu import warp_size

        try:
            info["warp_size"] = warp_size()
        except ShimError as exc:
            info.update(ok=False, detail=exc.message)
            return info
    
        try:
            info["compiler"] = find_cxx()
        except XlateError as exc:
            info.update(ok=False, detail=exc.message)
            return info
        info["detail"] = (f"cpu backend (wave{info['warp_size']}); NVRTC translates with xlate and builds with "
                          f"{info['compiler']}")
    else:
        if not info["amd_gpu"]:
            info.update(ok=False, detail="hip backend requested but no AMD GPU (/dev/kfd missing)")
        elif not info["hip_python"]:
            info.update(ok=False, detail="hip backend requested but hip-python is not installed (pip install hip-python)")
        else:
            info["detail"] = "hip backend over hip-python (ROCm)"
    started = _backend.started()
    if started is not None:
        info["started"] = started.describe()
    return info


def device_array(ptr: Any, shape: int | tuple[int, ...], dtype: Any = "float32"):
    """A numpy array viewing shim-allocated memory of the cpu backend (device memory is host memory
    there). It supports DLPack (`__dlpack__`, device kDLCPU), so `np.from_dlpack`, torch and others
    can take it without a copy. The view must not outlive the allocation.

    Raises ShimNotSupported on the hip backend (device memory is not host-addressable) and ShimError
    when [ptr, ptr + nbytes) is not inside one allocation made through the shim."""
    import ctypes

    import numpy as np

    from xlate.runtime_shim import _backend
    from xlate.runtime_shim._args import as_int

    b = _backend.get()
    if b.name != "cpu":
        raise ShimNotSupported("device_array on the hip backend", "copy to a host array instead")
    dt = np.dtype(dtype)
    shp = (shape,) if isinstance(shape, int) else tuple(shape)
    nbytes = int(np.prod(shp, dtype=np.int64)) * dt.itemsize
    p = as_int(ptr, "device_array", "ptr")
    if nbytes == 0 or not b.owns(p, nbytes):  # type: ignore[attr-defined]
        raise ShimError(f"device_array: {nbytes} bytes at 0x{p:x} are not inside one allocation made through "
                        "the shim")
    buf = (ctypes.c_char * nbytes).from_address(p)
    return np.frombuffer(buf, dtype=dt).reshape(shp)
