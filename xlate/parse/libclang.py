"""Loading libclang (Debian's libclang1-19) and the few C calls the Python bindings do not wrap.

The library, its version and the clang resource directory must belong together: the resource
directory holds the builtin headers the parse uses, and libclang only understands its own.

Where the library comes from, in order:
1. `$XLATE_LIBCLANG` (a path to `libclang*.so*`),
2. `llvm-config-19 --libdir` (Debian's `llvm-19` package),
3. `/usr/lib/llvm-19/lib` (Debian's `libclang1-19` without `llvm-19`).
The resource directory is `$XLATE_CLANG_RESOURCE_DIR` or `<libdir>/clang/<major>`.
"""

from __future__ import annotations

import bisect
import ctypes
import os
import shutil
import subprocess
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from xlate.errors import ToolchainError

LLVM_MAJOR = 19
_LLVM_CONFIG = f"llvm-config-{LLVM_MAJOR}"
_DEFAULT_LIBDIR = Path(f"/usr/lib/llvm-{LLVM_MAJOR}/lib")
_LIB_NAMES = (f"libclang-{LLVM_MAJOR}.so.1", f"libclang-{LLVM_MAJOR}.so", "libclang.so.1", "libclang.so")

# CXTranslationUnit_KeepGoing: do not stop at a fatal error (a missing #include), so one parse
# reports every missing header and still builds an AST for the rest of the file.
PARSE_KEEP_GOING = 0x200


@dataclass(frozen=True)
class LibclangInfo:
    library: Path
    resource_dir: Path
    source: str  # how the library was found: "XLATE_LIBCLANG", "llvm-config-19" or "default path"


def _libdir_from_llvm_config() -> Path | None:
    # Debian's own path first, so a PATH crowded with other toolkits is not even searched.
    own = Path(f"/usr/lib/llvm-{LLVM_MAJOR}/bin/llvm-config")
    exe = str(own) if own.is_file() else shutil.which(_LLVM_CONFIG)
    if exe is None:
        return None
    cmd = [exe, "--libdir"]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=20, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if proc.returncode != 0 or not proc.stdout.strip():
        return None
    return Path(proc.stdout.strip())


def _library_in(libdir: Path) -> Path | None:
    for name in _LIB_NAMES:
        cand = libdir / name
        if cand.is_file():
            return cand
    return None


def _resource_dir_for(library: Path) -> Path:
    env = os.environ.get("XLATE_CLANG_RESOURCE_DIR")
    if env:
        return Path(env)
    return library.parent / "clang" / str(LLVM_MAJOR)


@lru_cache(maxsize=1)
def find_libclang() -> LibclangInfo:
    """Locate libclang and its resource directory; raise ToolchainError saying how to fix it."""
    env = os.environ.get("XLATE_LIBCLANG")
    if env:
        lib = Path(env)
        if not lib.is_file():
            raise ToolchainError(
                f"XLATE_LIBCLANG={env} does not name a file; point it at libclang-{LLVM_MAJOR}.so.1 "
                "or unset it"
            )
        source = "XLATE_LIBCLANG"
    else:
        lib = None
        source = ""
        libdir = _libdir_from_llvm_config()
        if libdir is not None:
            lib = _library_in(libdir)
            source = _LLVM_CONFIG
        if lib is None:
            lib = _library_in(_DEFAULT_LIBDIR)
            source = "default path"
        if lib is None:
            raise ToolchainError(
                f"libclang {LLVM_MAJOR} not found (looked at `{_LLVM_CONFIG} --libdir` and {_DEFAULT_LIBDIR}); "
                f"install Debian's libclang1-{LLVM_MAJOR} and clang-{LLVM_MAJOR}, or set XLATE_LIBCLANG"
            )
    res = _resource_dir_for(lib)
    if not (res / "include").is_dir():
        raise ToolchainError(
            f"clang resource directory {res} has no include/ folder (it must match {lib}); install "
            f"clang-{LLVM_MAJOR} or set XLATE_CLANG_RESOURCE_DIR"
        )
    return LibclangInfo(library=lib, resource_dir=res, source=source)


class _CXSourceRangeList(ctypes.Structure):
    pass


_configured = False


def cindex():
    """The configured `clang.cindex` module (the library is loaded once per process)."""
    global _configured
    import clang.cindex as ci

    if not _configured:
        info = find_libclang()
        if not ci.Config.loaded:
            ci.Config.set_library_file(str(info.library))
        try:
            lib = ci.conf.lib
        except ci.LibclangError as exc:
            raise ToolchainError(f"cannot load libclang {info.library}: {exc}") from exc
        _CXSourceRangeList._fields_ = [("count", ctypes.c_uint), ("ranges", ctypes.POINTER(ci.SourceRange))]
        lib.clang_getSkippedRanges.argtypes = [ci.TranslationUnit, ci.File]
        lib.clang_getSkippedRanges.restype = ctypes.POINTER(_CXSourceRangeList)
        lib.clang_disposeSourceRangeList.argtypes = [ctypes.POINTER(_CXSourceRangeList)]
        lib.clang_disposeSourceRangeList.restype = None
        lib.clang_getClangVersion.argtypes = []
        lib.clang_getClangVersion.restype = ci._CXString
        lib.clang_getSpellingLocation.argtypes = [
            ci.SourceLocation, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint)
        ]
        lib.clang_getSpellingLocation.restype = None
        lib.clang_getAllSkippedRanges.argtypes = [ci.TranslationUnit]
        lib.clang_getAllSkippedRanges.restype = ctypes.POINTER(_CXSourceRangeList)
        lib.clang_Location_isInSystemHeader.argtypes = [ci.SourceLocation]
        lib.clang_Location_isInSystemHeader.restype = ctypes.c_int
        lib.clang_getExpansionLocation.argtypes = lib.clang_getSpellingLocation.argtypes
        lib.clang_getExpansionLocation.restype = None
        lib.clang_getCursorPrintingPolicy.argtypes = [ci.Cursor]
        lib.clang_getCursorPrintingPolicy.restype = ctypes.c_void_p
        lib.clang_PrintingPolicy_setProperty.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint]
        lib.clang_PrintingPolicy_setProperty.restype = None
        lib.clang_PrintingPolicy_dispose.argtypes = [ctypes.c_void_p]
        lib.clang_PrintingPolicy_dispose.restype = None
        lib.clang_getCursorPrettyPrinted.argtypes = [ci.Cursor, ctypes.c_void_p]
        lib.clang_getCursorPrettyPrinted.restype = ci._CXString
        _configured = True
    return ci


def clang_version() -> str:
    ci = cindex()
    return ci._CXString.from_result(ci.conf.lib.clang_getClangVersion())


def resource_dir() -> Path:
    return find_libclang().resource_dir


_TERSE_OUTPUT = 17  # CXPrintingPolicy_TerseOutput: a declaration without its body


def declaration_text(cursor) -> str:
    """A declaration as clang prints it from the AST, without a body (`constexpr int f(int x)`): what
    macros expanded to (`EIGEN_CONSTEXPR`) shows as the keyword."""
    ci = cindex()
    lib = ci.conf.lib
    policy = lib.clang_getCursorPrintingPolicy(cursor)
    try:
        lib.clang_PrintingPolicy_setProperty(policy, _TERSE_OUTPUT, 1)
        return ci._CXString.from_result(lib.clang_getCursorPrettyPrinted(cursor, policy))
    finally:
        lib.clang_PrintingPolicy_dispose(policy)


def _offset(loc) -> int:
    ci = cindex()
    off = ctypes.c_uint(0)
    ci.conf.lib.clang_getSpellingLocation(loc, None, None, None, ctypes.byref(off))
    return off.value


def skipped_ranges(tu, file) -> list[tuple[int, int]]:
    """Byte ranges [start, end) of `file` that the preprocessor skipped in this translation unit."""
    ci = cindex()
    lib = ci.conf.lib
    ptr = lib.clang_getSkippedRanges(tu, file)
    if not ptr:
        return []
    try:
        lst = ptr.contents
        out = []
        for i in range(lst.count):
            rng = lst.ranges[i]
            out.append((_offset(lib.clang_getRangeStart(rng)), _offset(lib.clang_getRangeEnd(rng))))
        return out
    finally:
        lib.clang_disposeSourceRangeList(ptr)


@dataclass
class RawToken:
    kind: str  # clang's token kind name: PUNCTUATION, KEYWORD, IDENTIFIER, LITERAL, COMMENT
    start: int
    end: int
    cursor: object | None  # the annotated clang Cursor (only for identifiers when asked)


_KIND_NAMES = {0: "PUNCTUATION", 1: "KEYWORD", 2: "IDENTIFIER", 3: "LITERAL", 4: "COMMENT"}


def all_skipped_ranges(tu) -> dict[str, dict[int, list[tuple[int, int]]]]:
    """Every range the preprocessor skipped in this translation unit: file name -> inclusion ->
    [(start, end)]. A header entered twice has two inclusions (two clang file ids; a range's raw
    location minus its offset names the inclusion). clang_getSkippedRanges(file) would only give
    the first inclusion's ranges."""
    ci = cindex()
    lib = ci.conf.lib
    ptr = lib.clang_getAllSkippedRanges(tu)
    if not ptr:
        return {}
    spelling_loc, range_start, range_end = lib.clang_getSpellingLocation, lib.clang_getRangeStart, lib.clang_getRangeEnd
    names: dict[int, str | None] = {}
    out: dict[str, dict[int, list[tuple[int, int]]]] = {}
    fptr = ctypes.c_void_p()
    off = ctypes.c_uint(0)
    try:
        lst = ptr.contents
        for i in range(lst.count):
            rng = lst.ranges[i]
            begin = range_start(rng)
            spelling_loc(begin, ctypes.byref(fptr), None, None, ctypes.byref(off))
            s = off.value
            key = begin.int_data - s
            if key not in names:
                names[key] = (lib.clang_getFileName(ci.File(ctypes.cast(fptr, ci.c_object_p)))
                              if fptr.value else None)
            name = names[key]
            if name is None:
                continue
            spelling_loc(range_end(rng), None, None, None, ctypes.byref(off))
            out.setdefault(name, {}).setdefault(key, []).append((s, off.value))
        return out
    finally:
        lib.clang_disposeSourceRangeList(ptr)


def tokenize_file(tu, file, size: int, *, annotate: bool,
                  annotate_spans: list[tuple[int, int]] = ()) -> list[RawToken]:
    """Every token of `file` (raw lexing of the whole file, inactive branches and macro bodies
    included), with clang's cursor annotation for identifiers when `annotate` is true, or else
    for the identifiers inside `annotate_spans` (sorted byte ranges [start, end)), each span
    annotated on its own (clang_annotateTokens takes time quadratic in the depth of the code
    it covers: a span is one directive)."""
    ci = cindex()
    lib = ci.conf.lib
    if size == 0:
        return []
    begin = lib.clang_getLocationForOffset(tu, file, 0)
    end = lib.clang_getLocationForOffset(tu, file, size)
    extent = lib.clang_getRange(begin, end)
    mem = ctypes.POINTER(ci.Token)()
    count = ctypes.c_uint(0)
    lib.clang_tokenize(tu, extent, ctypes.byref(mem), ctypes.byref(count))
    n = count.value
    if n == 0:
        return []
    try:
        cursors = None
        if annotate:
            cursors = (ci.Cursor * n)()
            lib.clang_annotateTokens(tu, mem, n, cursors)
        out: list[RawToken] = []
        spelling_loc, range_start, range_end = (lib.clang_getSpellingLocation, lib.clang_getRangeStart,
                                                lib.clang_getRangeEnd)
        in_span: list[int] = []  # indices of the tokens inside the current span
        span = 0
        token_kind, token_extent = lib.clang_getTokenKind, lib.clang_getTokenExtent
        off = ctypes.c_uint(0)
        off_ref = ctypes.byref(off)
        for i in range(n):
            tok = mem[i]
            kind = _KIND_NAMES.get(int(token_kind(tok)), "PUNCTUATION")
            rng = token_extent(tu, tok)
            spelling_loc(range_start(rng), None, None, None, off_ref)
            s = off.value
            spelling_loc(range_end(rng), None, None, None, off_ref)
            e = off.value
            cur = None
            if cursors is not None and kind == "IDENTIFIER":
                cur = cursors[i]  # shares the array's memory, which it keeps alive
                cur._tu = tu
            out.append(RawToken(kind, s, e, cur))
            if annotate_spans and not annotate:
                while span < len(annotate_spans) and annotate_spans[span][1] <= s:
                    _annotate_some(tu, mem, in_span, out)
                    span += 1
                if span < len(annotate_spans) and s >= annotate_spans[span][0]:
                    in_span.append(i)
        _annotate_some(tu, mem, in_span, out)
        return out
    finally:
        lib.clang_disposeTokens(tu, mem, n)


# Cursor kinds whose location and extent clang computes by descending the left operand (a binary
# operator starts where its left operand starts): on `a + b + ... + z`, a left-nested tree as deep as
# the expression is long, asking each of them costs time proportional to the depth, quadratic in
# all. They never reference a declaration, so cursor_map leaves them out.
_DEEP_KINDS = frozenset({113, 114, 115, 116})  # ARRAY_SUBSCRIPT_EXPR, BINARY_/COMPOUND_ASSIGNMENT_/CONDITIONAL_OPERATOR
_MACRO_INSTANTIATION = 502
_TRANSLATION_UNIT = 350


_MACRO_DEFINITION = 501
# FUNCTION_DECL, CXX_METHOD, CONSTRUCTOR, DESTRUCTOR, CONVERSION_FUNCTION, FUNCTION_TEMPLATE
_FUNCTIONS = frozenset({8, 21, 24, 25, 26, 30})
_DEVICE_ATTRS = frozenset({413, 414})  # CUDADEVICE_ATTR, CUDAGLOBAL_ATTR
_COMPOUND_STMT = 202
_LAMBDA_EXPR = 144
# FUNCTION_DECL, CXX_METHOD, CONSTRUCTOR, DESTRUCTOR, CONVERSION_FUNCTION, STRUCT_DECL, UNION_DECL, CLASS_DECL
_FUNCTION_OR_CLASS = frozenset({8, 21, 24, 25, 26, 2, 3, 4})


def _is_decl(kind: int) -> bool:
    return 1 <= kind <= 39 or 600 <= kind < 700  # clang_isDeclaration


@dataclass
class CursorMap:
    at: dict[str, dict[int, object]]  # file name -> token offset -> cursor
    # file name -> [(offset of the macro's name, end of its definition)] of every active #define
    definitions: dict[str, list[tuple[int, int]]]
    # file name -> [(body start, body end, cursor, device)] of the function definitions spelled in the
    # file (not in a macro expansion): `device` when the function has `__device__` or `__global__`
    # written on it (implicit attributes, e.g. constexpr's, are not in the AST walk: see host_only.py)
    functions: dict[str, list[tuple[int, int, object, bool]]] = field(default_factory=dict)
    lambdas: dict[str, list[tuple[int, int]]] = field(default_factory=dict)  # file name -> lambda extents


def cursor_map(tu) -> CursorMap | None:
    """For every file of the translation unit outside system headers: byte offset -> the cursor an
    identifier token starting there belongs to, from ONE walk over the AST and the preprocessing
    record. It stands in for clang_annotateTokens, which on a deep expression takes time quadratic
    in its length (it computes every cursor's extent, each a descent of the left-nested tree).

    A token's cursor is the innermost (last visited, the walk being pre-order, the preprocessing
    record after the AST) cursor whose spelling location is the token. A cursor that comes from a
    macro expansion counts only where its spelling lies inside a macro invocation of the same file
    (an argument of the macro): a token of a `#define` body is not annotated with what its
    expansions became. The tokens of a `#define` are left to clang_annotateTokens, one directive at a
    time (it lexes the body and gives an identifier naming a macro that macro's definition, which
    may come from the precompiled prelude, out of this walk's reach): the caller passes
    `definitions` to tokenize_file. None when the walk failed (the caller annotates instead)."""
    ci = cindex()
    lib = ci.conf.lib
    kind_of, location_of, in_system = (lib.clang_getCursorKind, lib.clang_getCursorLocation,
                                       lib.clang_Location_isInSystemHeader)
    spelling_loc, expansion_loc = lib.clang_getSpellingLocation, lib.clang_getExpansionLocation
    extent_of, range_start, range_end = lib.clang_getCursorExtent, lib.clang_getRangeStart, lib.clang_getRangeEnd
    fptr, eptr = ctypes.c_void_p(), ctypes.c_void_p()
    off, eoff = ctypes.c_uint(0), ctypes.c_uint(0)
    fref, eref, oref, eoref = ctypes.byref(fptr), ctypes.byref(eptr), ctypes.byref(off), ctypes.byref(eoff)
    names: dict[int, str] = {}
    # file pointer -> offset -> (serial, cursor, kind), cursors not from a macro expansion
    direct: dict[int, dict[int, tuple]] = {}
    via_macro: dict[int, dict[int, tuple]] = {}  # the same, for cursors spelled in a macro argument
    invocations: dict[int, list[tuple[int, int]]] = {}  # file pointer -> macro invocation extents
    definitions: dict[int, list[tuple[int, int]]] = {}  # file pointer -> (name offset, end) of #defines
    functions: dict[int, list] = {}  # serial -> [file pointer, body start, body end, device, cursor]
    lambdas: dict[int, list[tuple[int, int]]] = {}  # file pointer -> lambda extents

    equal = lib.clang_equalCursors
    stack: list = [tu.cursor]  # the path from the translation unit to the cursor being visited
    serials: list[int] = [0]
    on_path: set[int] = {0}
    first_key: dict[int, int] = {}  # file pointer -> raw location of its offset 0 in its first inclusion

    def first_inclusion(f: int, loc, s: int) -> bool:
        """Whether a file location lies in the first inclusion of its file: tokens are read from
        it (a header entered twice has a second, separate set of locations)."""
        key = first_key.get(f)
        if key is None:
            fobj = ci.File(ctypes.cast(ctypes.c_void_p(f), ci.c_object_p))
            key = first_key[f] = lib.clang_getLocationForOffset(tu, fobj, 0).int_data
        return loc.int_data - s == key

    def claim(table: dict[int, dict[int, tuple]], f: int, s: int, serial: int, child, k: int) -> None:
        at = table.setdefault(f, {})
        old = at.get(s)
        # A cursor takes the token from one of its ancestors only (annotation fills the tokens of
        # the first branch it enters: `Reduce(t).Sum()` keeps the TypeRef `Reduce` against the
        # constructor call beside it), and a declaration keeps its name against the expression
        # under it (`vector<int> v(n)`: the constructor call sits at `v` too).
        if old is None or (old[0] in on_path and not (_is_decl(old[2]) and 100 <= k < 200)):
            at[s] = (serial, child, k)

    failed: list[BaseException] = []

    def visit(child, parent, _data) -> int:
        try:
            return visit1(child, parent)
        except BaseException as exc:  # noqa: BLE001 - ctypes would print it and stop the walk silently
            failed.append(exc)
            return 0  # CXChildVisit_Break

    def visit1(child, parent) -> int:
        top = len(stack) - 1
        while top > 0 and not equal(stack[top], parent):
            top -= 1
        if top > 0 or equal(stack[0], parent):
            for _ in range(len(stack) - 1 - top):
                on_path.discard(serials.pop())
                stack.pop()
        # else: a parent the walk did not pass through (inside a lambda): under the last cursor
        serial = len(seen)
        seen.append(None)
        stack.append(child)
        serials.append(serial)
        on_path.add(serial)
        k = kind_of(child)
        if k in _DEVICE_ATTRS:
            fn = functions.get(serials[-2])
            if fn is not None:
                fn[3] = True
        if k in _DEEP_KINDS:
            return 2  # CXChildVisit_Recurse
        loc = location_of(child)
        if kind_of(parent) == _TRANSLATION_UNIT and in_system(loc):
            return 1  # CXChildVisit_Continue: a declaration of the prelude or a system header
        spelling_loc(loc, fref, None, None, oref)
        f = fptr.value
        if not f:
            return 2
        s = off.value
        if k in _FUNCTION_OR_CLASS:
            child._tu = tu
            tmpl = lib.clang_getSpecializedCursorTemplate(child)
            if tmpl is not None:
                spelling_loc(location_of(tmpl), eref, None, None, eoref)
                if eptr.value == f and eoff.value == s:
                    return 1  # an implicit instantiation (it sits where its template does): the template counts
        if k == _MACRO_DEFINITION:
            if first_inclusion(f, loc, s):
                rng = extent_of(child)
                spelling_loc(range_end(rng), None, None, None, eoref)
                definitions.setdefault(f, []).append((s, eoff.value))
            return 2
        expansion_loc(loc, eref, None, None, eoref)
        direct_here = eptr.value == f and eoff.value == s
        if k in _FUNCTIONS or k == _LAMBDA_EXPR or (k == _COMPOUND_STMT and serials[-2] in functions):
            host_only_parts(child, k, f, direct_here)
        if k == _MACRO_INSTANTIATION:
            if first_inclusion(f, loc, s):
                rng = extent_of(child)
                spelling_loc(range_start(rng), None, None, None, eoref)
                a = eoff.value
                spelling_loc(range_end(rng), None, None, None, eoref)
                invocations.setdefault(f, []).append((a, eoff.value))
                direct.setdefault(f, {})[s] = (serial, child, k)
            return 2
        if direct_here:  # (host_only_parts reuses the out-parameters of expansion_loc)
            if first_inclusion(f, loc, s):
                claim(direct, f, s, serial, child, k)
        else:
            claim(via_macro, f, s, serial, child, k)
        return 2

    def host_only_parts(child, k: int, f: int, direct_here: bool) -> None:
        """Function definitions, their bodies and lambdas, for host_only.py."""
        if k in _FUNCTIONS:
            if direct_here:
                child._tu = tu
                functions[serials[-1]] = [f, -1, -1, False, child]
            return
        rng = extent_of(child)
        spelling_loc(range_start(rng), eref, None, None, eoref)
        if eptr.value != f:
            return
        a = eoff.value
        spelling_loc(range_end(rng), eref, None, None, eoref)
        if eptr.value != f:
            return
        if k == _LAMBDA_EXPR:
            lambdas.setdefault(f, []).append((a, eoff.value))
            return
        fn = functions[serials[-2]]
        if fn[1] < 0 and fn[0] == f and direct_here:
            fn[1], fn[2] = a, eoff.value

    seen: list[None] = [None]
    lib.clang_visitChildren(tu.cursor, ci.callbacks["cursor_visit"](visit), None)
    if failed:
        return None
    out = CursorMap({}, {})

    def name_of(f: int) -> str:
        if f not in names:
            names[f] = lib.clang_getFileName(ci.File(ctypes.cast(ctypes.c_void_p(f), ci.c_object_p)))
        return names[f]

    for f in set(direct) | set(via_macro):
        m = {s: v[1] for s, v in direct.get(f, {}).items()}
        spans: list[tuple[int, int]] = []  # the invocations merged (a macro in a macro argument)
        for a, e in sorted(invocations.get(f, [])):
            if spans and a <= spans[-1][1]:
                spans[-1] = (spans[-1][0], max(spans[-1][1], e))
            else:
                spans.append((a, e))
        starts = [a for a, _ in spans]
        for s, (_, cur, _) in via_macro.get(f, {}).items():
            if s in m:
                continue
            i = bisect.bisect_right(starts, s) - 1
            if i >= 0 and spans[i][0] <= s < spans[i][1]:
                m[s] = cur
        for cur in m.values():
            cur._tu = tu
        out.at[name_of(f)] = m
    for f, defs in definitions.items():
        out.definitions[name_of(f)] = defs
    for f, start, end, device, cur in functions.values():
        if start >= 0:
            out.functions.setdefault(name_of(f), []).append((start, end, cur, device))
    for f, extents in lambdas.items():
        out.lambdas[name_of(f)] = extents
    return out


def _annotate_some(tu, mem, idx: list[int], out: list[RawToken]) -> None:
    """clang_annotateTokens on the consecutive tokens `idx` of `mem`; the identifiers' cursors go
    to `out`. Empties `idx`."""
    if not idx:
        return
    ci = cindex()
    first, n = idx[0], len(idx)
    sub = ctypes.cast(ctypes.byref(mem[first]), ctypes.POINTER(ci.Token))
    cursors = (ci.Cursor * n)()
    ci.conf.lib.clang_annotateTokens(tu, sub, n, cursors)
    for j, i in enumerate(idx):
        if out[i].kind == "IDENTIFIER":
            cur = cursors[j]
            cur._tu = tu
            out[i].cursor = cur
    idx.clear()
