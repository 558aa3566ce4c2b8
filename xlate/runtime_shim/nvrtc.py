"""cuda-python's `cuda.bindings.nvrtc` over xlate: CUDA source -> xlate translation -> code image.

`nvrtcGetPTX` returns xlate's code image (not PTX); `cuModuleLoadData` of the driver module loads
it. Options: see docs/runtime-shim.md (arch/fmad/fast-math flags are accepted and have no effect on
the cpu backend; -D, -I, -std, --pre-include work; -rdc=true is refused).
"""

from __future__ import annotations

import ctypes
import re
import threading
from dataclasses import dataclass, field
from typing import Any

from xlate.runtime_shim import _backend
from xlate.runtime_shim._args import as_bytes, as_int, handle_class, host_buffer
from xlate.runtime_shim._enums import nvrtcResult
from xlate.runtime_shim._errors import not_covered

nvrtcProgram = handle_class("nvrtcProgram")
OK = nvrtcResult.NVRTC_SUCCESS
NVRTC_VERSION = (12, 0)  # the NVRTC API level emulated


@dataclass
class _Program:
    source: str
    name: str
    headers: dict[str, str]
    name_expressions: list[str] = field(default_factory=list)
    compiled: Any = None
    log: str = ""


_lock = threading.Lock()
_programs: dict[int, _Program] = {}
_next = [0x5000]


def _prog(p: Any, call: str) -> _Program | None:
    return _programs.get(as_int(p, call, "prog"))


def nvrtcVersion():
    return (OK, *NVRTC_VERSION)


def nvrtcGetErrorString(result: Any):
    try:
        return (OK, nvrtcResult(int(result)).name.encode())
    except (ValueError, TypeError):
        return (OK, b"NVRTC_ERROR unknown")


def nvrtcCreateProgram(src: Any, name: Any, numHeaders: int, headers: Any, includeNames: Any):
    call = "nvrtcCreateProgram"
    if src is None:
        return (nvrtcResult.NVRTC_ERROR_INVALID_INPUT, None)
    text = as_bytes(src, call, "src").decode("utf-8", "replace")
    pname = as_bytes(name, call, "name").decode("utf-8", "replace") if name is not None else "default_program"
    n = as_int(numHeaders, call, "numHeaders")
    headers = list(headers or [])
    include_names = list(includeNames or [])
    if n < 0 or len(headers) != n or len(include_names) != n:
        return (nvrtcResult.NVRTC_ERROR_INVALID_INPUT, None)
    hmap = {as_bytes(i, call, "includeNames[]").decode(): as_bytes(h, call, "headers[]").decode("utf-8", "replace")
            for h, i in zip(headers, include_names, strict=True)}
    with _lock:
        _next[0] += 0x10
        h = _next[0]
        _programs[h] = _Program(text, pname, hmap)
    return (OK, nvrtcProgram(h))


def nvrtcDestroyProgram(prog: Any):
    h = as_int(prog, "nvrtcDestroyProgram", "prog")
    with _lock:
        if _programs.pop(h, None) is None:
            return (nvrtcResult.NVRTC_ERROR_INVALID_PROGRAM,)
    return (OK,)


def nvrtcAddNameExpression(prog: Any, name_expression: Any):
    p = _prog(prog, "nvrtcAddNameExpression")
    if p is None:
        return (nvrtcResult.NVRTC_ERROR_INVALID_PROGRAM,)
    if p.compiled is not None:
        return (nvrtcResult.NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION,)
    expr = as_bytes(name_expression, "nvrtcAddNameExpression", "name_expression").decode()
    if not expr.strip():
        return (nvrtcResult.NVRTC_ERROR_INVALID_INPUT,)
    if expr not in p.name_expressions:
        p.name_expressions.append(expr)
    return (OK,)


def nvrtcCompileProgram(prog: Any, numOptions: int, options: Any):
    call = "nvrtcCompileProgram"
    p = _prog(prog, call)
    if p is None:
        return (nvrtcResult.NVRTC_ERROR_INVALID_PROGRAM,)
    opts = [as_bytes(o, call, "options[]").decode() for o in (options or [])]
    if as_int(numOptions, call, "numOptions") != len(opts):
        return (nvrtcResult.NVRTC_ERROR_INVALID_INPUT,)
    c = _backend.get().compile(p.source, p.name, p.headers, opts, p.name_expressions)
    p.log = c.log
    if c.result != OK:
        p.compiled = None
        return (c.result,)
    p.compiled = c
    return (OK,)


def _code(prog: Any, call: str):
    p = _prog(prog, call)
    if p is None:
        return nvrtcResult.NVRTC_ERROR_INVALID_PROGRAM, None
    if p.compiled is None or p.compiled.image is None:
        return nvrtcResult.NVRTC_ERROR_INVALID_PROGRAM, None
    return OK, p.compiled.image


def _write(buf: Any, data: bytes, call: str, what: str):
    addr, size = host_buffer(buf, call, what, writable=True)
    if not addr:
        return nvrtcResult.NVRTC_ERROR_INVALID_INPUT
    if size is not None and size < len(data):
        return nvrtcResult.NVRTC_ERROR_INVALID_INPUT
    ctypes.memmove(addr, data, len(data))
    return OK


def nvrtcGetPTXSize(prog: Any):
    err, img = _code(prog, "nvrtcGetPTXSize")
    return (err, len(img) if img is not None else 0)


def nvrtcGetPTX(prog: Any, ptx: Any):
    err, img = _code(prog, "nvrtcGetPTX")
    if img is None:
        return (err,)
    return (_write(ptx, img, "nvrtcGetPTX", "ptx"),)


nvrtcGetCUBINSize = nvrtcGetPTXSize


def nvrtcGetCUBIN(prog: Any, cubin: Any):
    err, img = _code(prog, "nvrtcGetCUBIN")
    if img is None:
        return (err,)
    return (_write(cubin, img, "nvrtcGetCUBIN", "cubin"),)


def nvrtcGetProgramLogSize(prog: Any):
    p = _prog(prog, "nvrtcGetProgramLogSize")
    if p is None:
        return (nvrtcResult.NVRTC_ERROR_INVALID_PROGRAM, 0)
    return (OK, len(p.log.encode()) + 1)


def nvrtcGetProgramLog(prog: Any, log: Any):
    p = _prog(prog, "nvrtcGetProgramLog")
    if p is None:
        return (nvrtcResult.NVRTC_ERROR_INVALID_PROGRAM,)
    return (_write(log, p.log.encode() + b"\0", "nvrtcGetProgramLog", "log"),)


def nvrtcGetLoweredName(prog: Any, name_expression: Any):
    p = _prog(prog, "nvrtcGetLoweredName")
    if p is None:
        return (nvrtcResult.NVRTC_ERROR_INVALID_PROGRAM, None)
    if p.compiled is None:
        return (nvrtcResult.NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION, None)
    expr = as_bytes(name_expression, "nvrtcGetLoweredName", "name_expression").decode()
    low = p.compiled.lowered.get(expr)
    if low is None:
        return (nvrtcResult.NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID, None)
    return (OK, low.encode())


def __getattr__(name: str):
    if re.match(r"^nvrtc[A-Z]", name):
        return not_covered("nvrtc", name)
    raise AttributeError(f"module 'xlate.runtime_shim.nvrtc' has no attribute {name!r}")


__all__ = [n for n in dir() if n.startswith("nvrtc")]
