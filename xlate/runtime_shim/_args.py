"""Handles and argument conversion shared by driver, runtime and nvrtc (cuda-python's conventions)."""

from __future__ import annotations

import ctypes
from typing import Any

from xlate.runtime_shim._errors import ShimTypeError


class Handle:
    """An opaque CUDA handle: `int(h)` is its value; `getPtr()` the address of a copy of the value
    (what cuda-python hands to kernel argument arrays)."""

    __slots__ = ("_cell", "_obj")

    def __init__(self, init_value: Any = 0, _ptr: Any = None, _obj: Any = None):
        value = 0 if init_value is None else init_value
        if isinstance(value, Handle):
            _obj = value._obj if _obj is None else _obj
            value = int(value)
        elif not isinstance(value, int):
            try:
                value = int(value)
            except (TypeError, ValueError):
                raise ShimTypeError(f"{type(self).__name__}({value!r}): expected an int or a handle") from None
        self._cell = ctypes.c_uint64(value & 0xFFFFFFFFFFFFFFFF)
        self._obj = _obj

    def __int__(self) -> int:
        return self._cell.value

    __index__ = __int__

    def getPtr(self) -> int:
        return ctypes.addressof(self._cell)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Handle):
            return type(other) is type(self) and int(other) == int(self)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((type(self).__name__, int(self)))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} 0x{int(self):x}>"


def handle_class(name: str) -> type[Handle]:
    return type(name, (Handle,), {"__slots__": ()})


def as_int(value: Any, call: str, what: str) -> int:
    """A handle, an int, or anything with __int__ (numpy integers) as an int."""
    if value is None:
        return 0
    if isinstance(value, (Handle, int)):
        return int(value)
    if isinstance(value, (bytes, str, float)):
        raise ShimTypeError(f"{call}: {what} must be an int or a handle, not {type(value).__name__}")
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ShimTypeError(f"{call}: {what} must be an int or a handle, not {type(value).__name__}") from None


def host_buffer(value: Any, call: str, what: str, *, writable: bool) -> tuple[int, int | None]:
    """A host address and, when known, the size of the memory behind it.

    Accepts a raw address (int), a numpy array or anything with the buffer protocol (writable
    buffers only where the call writes), bytes (read-only), ctypes objects."""
    if isinstance(value, (int, Handle)):
        return int(value), None
    if value is None:
        return 0, None
    if isinstance(value, bytes):
        if writable:
            return _bytes_address(value), len(value)  # cuda-python writes into bytes objects too
        return _bytes_address(value), len(value)
    if isinstance(value, ctypes._SimpleCData | ctypes.Array | ctypes.Structure):
        return ctypes.addressof(value), ctypes.sizeof(value)
    ai = getattr(value, "__array_interface__", None)
    if ai is not None:
        ptr, readonly = ai["data"]
        if writable and readonly:
            raise ShimTypeError(f"{call}: {what} is a read-only array; the call writes into it")
        nbytes = getattr(value, "nbytes", None)
        if nbytes is not None and hasattr(value, "flags") and not value.flags["C_CONTIGUOUS"]:
            raise ShimTypeError(f"{call}: {what} must be a C-contiguous array")
        return int(ptr), nbytes
    try:
        mv = memoryview(value)
    except TypeError:
        raise ShimTypeError(f"{call}: {what} must be an address (int), a numpy array or a buffer, "
                            f"not {type(value).__name__}") from None
    if writable and mv.readonly:
        raise ShimTypeError(f"{call}: {what} is read-only; the call writes into it")
    if not mv.c_contiguous:
        raise ShimTypeError(f"{call}: {what} must be contiguous")
    if mv.readonly:
        buf = (ctypes.c_char * mv.nbytes).from_buffer_copy(mv)  # read-only: a copy is fine
        _keep.append(buf)
        del _keep[:-8]
        return ctypes.addressof(buf), mv.nbytes
    buf = (ctypes.c_char * mv.nbytes).from_buffer(mv)
    return ctypes.addressof(buf), mv.nbytes


_keep: list[Any] = []


def _bytes_address(b: bytes) -> int:
    return ctypes.cast(ctypes.c_char_p(b), ctypes.c_void_p).value or 0


def as_bytes(value: Any, call: str, what: str) -> bytes:
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode("utf-8")
    if isinstance(value, bytearray | memoryview):
        return bytes(value)
    raise ShimTypeError(f"{call}: {what} must be bytes or str, not {type(value).__name__}")


def kernel_params(params: Any, call: str) -> tuple[int, list[Any]]:
    """cuLaunchKernel's kernelParams as a `void**` address, plus objects to keep alive until the call
    returns. Forms: an address (int) of an array of argument addresses; a numpy uint64 array of
    argument addresses; None/0 (no arguments); or cuda-python's ((values...), (ctypes types...))
    tuple, where a type of None means a handle (passed by its getPtr()) or a raw pointer."""
    if params is None:
        return 0, []
    if isinstance(params, int) and not isinstance(params, bool):
        return params, []
    ai = getattr(params, "__array_interface__", None)
    if ai is not None:
        if getattr(params, "dtype", None) is None or params.dtype.itemsize != 8 or params.dtype.kind not in "ui":
            raise ShimTypeError(f"{call}: kernelParams array must hold 64-bit argument addresses (uint64)")
        if not params.flags["C_CONTIGUOUS"]:
            raise ShimTypeError(f"{call}: kernelParams array must be contiguous")
        return int(ai["data"][0]), [params]
    if isinstance(params, tuple) and len(params) == 2 and isinstance(params[0], tuple | list):
        values, types = params
        if not isinstance(types, tuple | list) or len(types) != len(values):
            raise ShimTypeError(f"{call}: kernelParams ((values), (types)) need one type per value")
        keep: list[Any] = []
        ptrs = (ctypes.c_void_p * max(1, len(values)))()
        for i, (v, t) in enumerate(zip(values, types, strict=True)):
            if t is None:
                if isinstance(v, Handle):
                    ptrs[i] = v.getPtr()
                    keep.append(v)
                    continue
                cell = ctypes.c_void_p(as_int(v, call, f"kernel argument {i}"))
            elif isinstance(t, type) and issubclass(t, ctypes._SimpleCData | ctypes.Structure):
                try:
                    cell = v if isinstance(v, t) else t(int(v) if isinstance(v, Handle) else v)
                except TypeError:
                    raise ShimTypeError(f"{call}: kernel argument {i} ({v!r}) does not convert to {t.__name__}") from None
            else:
                raise ShimTypeError(f"{call}: kernel argument type {i} must be a ctypes type or None")
            keep.append(cell)
            ptrs[i] = ctypes.addressof(cell)
        keep.append(ptrs)
        return ctypes.addressof(ptrs), keep
    raise ShimTypeError(f"{call}: kernelParams must be an address, a uint64 numpy array of argument "
                        f"addresses, or ((values), (types)); got {type(params).__name__}")
