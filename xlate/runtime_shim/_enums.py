"""The enums of cuda-python's modules, with CUDA's names and values.

The values come from xlate's own CUDA prelude headers (`xlate/parse/prelude/include/cuda.h` and
`driver_types.h`, which declare the CUDA API for the parser), so the shim and the translator agree on
one table. A few small flag enums that the prelude spells as `#define`s, and NVRTC's result codes,
are written here from CUDA's documentation.
"""

from __future__ import annotations

import ast
import enum
import operator
import re
from functools import cache
from pathlib import Path

from xlate.errors import InternalError
from xlate.parse.flags import PRELUDE_INCLUDE

_ENUM_RE = re.compile(r"enum\s+(?:__device_builtin__\s+)?(\w+)\s*\{(.*?)\}", re.DOTALL)
_ITEM_RE = re.compile(r"^\s*(\w+)\s*(?:=\s*([^,]+?))?\s*$")


_SUFFIX_RE = re.compile(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]+\b")
_BINOPS = {ast.LShift: operator.lshift, ast.RShift: operator.rshift, ast.BitOr: operator.or_,
           ast.BitAnd: operator.and_, ast.BitXor: operator.xor, ast.Add: operator.add, ast.Sub: operator.sub,
           ast.Mult: operator.mul}
_UNOPS = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert}


def _int(text: str, known: dict[str, int]) -> int:
    """The value of an enumerator's initialiser: an integer constant expression over literals
    (with C suffixes), earlier enumerators, ( ), unary - + ~ and binary << >> | & ^ + - *."""
    expr = _SUFFIX_RE.sub(r"\1", text.strip())
    expr = re.sub(r"\b0([0-7]+)\b", r"0o\1", expr)  # C octal

    def ev(node: ast.AST) -> int:
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return node.value
        if isinstance(node, ast.Name) and node.id in known:
            return known[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.UnaryOp) and type(node.op) in _UNOPS:
            return _UNOPS[type(node.op)](ev(node.operand))
        raise ValueError(text)

    try:
        return ev(ast.parse(expr, mode="eval"))
    except (SyntaxError, ValueError) as exc:
        raise ValueError(f"cannot evaluate enumerator value {text.strip()!r}") from exc


def prelude_enums(header: str) -> dict[str, dict[str, int]]:
    """Every `enum NAME { ... }` of a prelude header, as {enum tag: {member: value}}."""
    return header_enums(Path(PRELUDE_INCLUDE) / header)


_INCLUDE_RE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"([^"\n]+)"[^\n]*$', re.MULTILINE)


def _uncommented(text: str) -> str:
    return re.sub(r"//[^\n]*", "", re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL))


def _included(path: Path, name: str) -> str:
    """The text of a header that an enum's body #includes (the cpu runtime lists some of hipError_t's
    enumerators that way), found as the compiler would: beside `path`, then in its include root."""
    for base in (path.parent, path.parent.parent):
        try:
            return _uncommented((base / name).read_text(encoding="utf-8"))
        except OSError:
            continue
    raise InternalError(f"{path}: #include \"{name}\" inside an enum: the file is missing; reinstall xlate")


@cache
def header_enums(path: Path) -> dict[str, dict[str, int]]:
    """Every `enum NAME { ... }` of a C header, as {enum tag: {member: value}}."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InternalError(f"xlate's header {path} is unreadable ({exc}); reinstall xlate") from exc
    text = _uncommented(text)
    out: dict[str, dict[str, int]] = {}
    for m in _ENUM_RE.finditer(text):
        members: dict[str, int] = {}
        nxt = 0
        for item in _INCLUDE_RE.sub(lambda i: _included(path, i[1]), m.group(2)).split(","):
            if not item.strip():
                continue
            im = _ITEM_RE.match(item)
            if im is None:
                raise InternalError(f"{path}: enum {m.group(1)}: cannot read member {item.strip()!r}")
            try:
                value = _int(im.group(2), members) if im.group(2) else nxt
            except ValueError as exc:
                raise InternalError(f"{path}: enum {m.group(1)}: {exc}") from exc
            members[im.group(1)] = value
            nxt = value + 1
        out[m.group(1)] = members
    return out


def _from_prelude(cls_name: str, header: str, tag: str) -> type[enum.IntEnum]:
    members = prelude_enums(header).get(tag)
    if not members:
        raise InternalError(f"enum {tag} missing from xlate's CUDA prelude header {header}; reinstall xlate")
    return enum.IntEnum(cls_name, members, module=__name__)  # type: ignore[return-value]


# --- driver API (cuda.h)
CUresult = _from_prelude("CUresult", "cuda.h", "cudaError_enum")
CUdevice_attribute = _from_prelude("CUdevice_attribute", "cuda.h", "CUdevice_attribute_enum")
CUfunction_attribute = _from_prelude("CUfunction_attribute", "cuda.h", "CUfunction_attribute_enum")
CUjit_option = _from_prelude("CUjit_option", "cuda.h", "CUjit_option_enum")

# --- runtime API (driver_types.h)
cudaError_t = _from_prelude("cudaError_t", "driver_types.h", "cudaError")
cudaDeviceAttr = _from_prelude("cudaDeviceAttr", "driver_types.h", "cudaDeviceAttr")
cudaMemcpyKind = _from_prelude("cudaMemcpyKind", "driver_types.h", "cudaMemcpyKind")


class CUstream_flags(enum.IntEnum):
    CU_STREAM_DEFAULT = 0x0
    CU_STREAM_NON_BLOCKING = 0x1


class CUevent_flags(enum.IntEnum):
    CU_EVENT_DEFAULT = 0x0
    CU_EVENT_BLOCKING_SYNC = 0x1
    CU_EVENT_DISABLE_TIMING = 0x2
    CU_EVENT_INTERPROCESS = 0x4


class CUmemAttach_flags(enum.IntEnum):
    CU_MEM_ATTACH_GLOBAL = 0x1
    CU_MEM_ATTACH_HOST = 0x2
    CU_MEM_ATTACH_SINGLE = 0x4


class CUctx_flags(enum.IntEnum):
    CU_CTX_SCHED_AUTO = 0x0
    CU_CTX_SCHED_SPIN = 0x1
    CU_CTX_SCHED_YIELD = 0x2
    CU_CTX_SCHED_BLOCKING_SYNC = 0x4
    CU_CTX_MAP_HOST = 0x8
    CU_CTX_LMEM_RESIZE_TO_MAX = 0x10


class CUmemhostalloc_flags(enum.IntEnum):
    CU_MEMHOSTALLOC_PORTABLE = 0x1
    CU_MEMHOSTALLOC_DEVICEMAP = 0x2
    CU_MEMHOSTALLOC_WRITECOMBINED = 0x4


class nvrtcResult(enum.IntEnum):
    NVRTC_SUCCESS = 0
    NVRTC_ERROR_OUT_OF_MEMORY = 1
    NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2
    NVRTC_ERROR_INVALID_INPUT = 3
    NVRTC_ERROR_INVALID_PROGRAM = 4
    NVRTC_ERROR_INVALID_OPTION = 5
    NVRTC_ERROR_COMPILATION = 6
    NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7
    NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8
    NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9
    NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10
    NVRTC_ERROR_INTERNAL_ERROR = 11


def cu_result(hip_error: int) -> enum.IntEnum:
    """A HIP error code as CUresult (HIP kept CUDA's values for the codes both have)."""
    try:
        return CUresult(hip_error)
    except ValueError:
        return CUresult.CUDA_ERROR_UNKNOWN


def cuda_error(hip_error: int) -> enum.IntEnum:
    """A HIP error code as cudaError_t (HIP kept CUDA's runtime values for the codes both have)."""
    # The driver and runtime enums differ in a few places; HIP's values follow the runtime enum.
    special = {200: "cudaErrorInvalidKernelImage", 201: "cudaErrorDeviceUninitialized",
               400: "cudaErrorInvalidResourceHandle", 500: "cudaErrorSymbolNotFound"}
    name = special.get(hip_error)
    if name is not None and name in cudaError_t.__members__:
        return cudaError_t[name]
    try:
        return cudaError_t(hip_error)
    except ValueError:
        return cudaError_t.cudaErrorUnknown
