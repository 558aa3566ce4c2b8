"""Generate the cpu backend's "not supported" part of each HIP library header it implements in part
(xlate/cpu/libs/include/xlate_cpu_libs/unsupported_<lib>.h), so that a program that compiles for gfx942
against the pinned HIP library headers also compiles for the cpu target, and a call the cpu backend cannot
make says so when it runs: never an "undeclared identifier" at build time, never a silent success.

Inputs: the pinned HIP library headers (the `libs` group of xlate/data/toolchain/pins.toml, unpacked by
`xlate setup`), parsed with libclang as a gfx942 compile sees them, and the cpu backend's own headers
(xlate/cpu/include, xlate/cpu/libs/include; their text and their preprocessed form, for names their macros
paste together). For each library, every top-level declaration of the pinned headers whose name carries the
library's prefix and that the cpu headers do not already name:

* an enum: declared with the pinned header's enumerators and values (code stores, compares and passes them);
* a typedef of a handle (pointer to a struct): the same typedef, the struct left incomplete;
* a struct: its fields where every field's type is one the cpu headers or this part declare, else an opaque
  struct of the pinned struct's size and alignment (so `sizeof` and arrays of it still work);
* other typedefs (function pointers, arrays, aliases): the pinned underlying type;
* a host function returning the library's status type: a function taking any arguments (C's ellipsis, the
  worst match, so it never wins over an implemented overload) that returns the library's "not supported"
  status and names the function on stderr once (xlate_cpu_libs/unsupported.h);
* any other function (device functions of hipRAND's kernel API, host functions returning a value): one
  that stops the program with exit code 97 and a "not supported" line naming the function;
* an overload the pinned header has for a type only the generated part declares (hipRAND's device
  functions for the generator states the cpu backend lacks), with its parameter types.

A name the cpu headers declare in part (an enum some of whose enumerators they have) is left out and listed.

    python -m xlate.gen.cpu_unsupported          # rewrite the generated headers (needs `xlate setup`)
    python -m xlate.gen.cpu_unsupported --check  # exit 1 when a committed header is stale
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from xlate.core.proc import run
from xlate.parse.libclang import cindex, resource_dir
from xlate.pipeline.targets import CpuTarget
from xlate.toolchain.discover import find_toolchain
from xlate.toolchain.setup import complete_prefix

CPU_ROOT = Path(__file__).resolve().parents[1] / "cpu"
CPU_HEADER_DIRS = (CPU_ROOT / "include", CPU_ROOT / "libs" / "include")
OUT_DIR = CPU_ROOT / "libs" / "include" / "xlate_cpu_libs"


@dataclass(frozen=True)
class Lib:
    key: str  # output file: unsupported_<key>.h
    headers: tuple[str, ...]  # pinned headers to parse (relative to usr/include)
    folders: tuple[str, ...]  # declarations from files under these folders count
    prefixes: tuple[str, ...]  # names (case-insensitive prefix) that belong to the library
    status: str  # the library's status type
    not_supported: str  # its "not supported" value


LIBS = (
    Lib("hipblas", ("hipblas/hipblas.h",), ("hipblas", "hipblas-common"), ("hipblas",), "hipblasStatus_t",
        "HIPBLAS_STATUS_NOT_SUPPORTED"),
    Lib("hipsolver", ("hipsolver/hipsolver.h",), ("hipsolver",), ("hipsolver",), "hipsolverStatus_t",
        "HIPSOLVER_STATUS_NOT_SUPPORTED"),
    Lib("hiprand", ("hiprand/hiprand.h",), ("hiprand",), ("hiprand",), "hiprandStatus_t",
        "HIPRAND_STATUS_NOT_IMPLEMENTED"),
    Lib("hiprand_kernel", ("hiprand/hiprand_kernel.h", "hiprand/hiprand_mtgp32_host.h"), ("hiprand", "rocrand"),
        ("hiprand", "mtgp32"), "hiprandStatus_t", "HIPRAND_STATUS_NOT_IMPLEMENTED"),
    Lib("hipfft", ("hipfft/hipfft.h",), ("hipfft",), ("hipfft",), "hipfftResult", "HIPFFT_NOT_SUPPORTED"),
    Lib("hipfftXt", ("hipfft/hipfftXt.h",), ("hipfft",), ("hipfft", "hipxtdesc", "hiplibxtdesc", "hiplibformat"),
        "hipfftResult", "HIPFFT_NOT_SUPPORTED"),
    # hipFFTW (FFTW3's interface, cuFFTW's counterpart): no status type; every call stops the program
    Lib("hipfftw", ("hipfft/hipfftw.h",), ("hipfft",), ("fftw", "hipfftw"), "", ""),
    # MIOpen, under xlate's cuDNN support header <xlate/cudnn.h>: its calls return miopenStatusNotImplemented
    Lib("miopen", ("miopen/miopen.h",), ("miopen",), ("miopen",), "miopenStatus_t", "miopenStatusNotImplemented"),
)

_WORD = re.compile(r"\b[A-Za-z_]\w*\b")
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)


# What the cpu headers implement, preprocessed as the cpu target compiles them (names pasted together by
# their macros, e.g. hipSOLVER's hipsolverDn##P##getrf, exist only there), the generated parts left out.
_PROBE = "".join(f"#include <{h}>\n" for h in ("hipblas/hipblas.h", "hipsolver/hipsolver.h", "hiprand/hiprand_kernel.h",
                                              "hipfft/hipfftXt.h", "hipfft/hipfftw.h", "hipsparse/hipsparse.h",
                                              "miopen/miopen.h"))
OFF = "XLATE_CPU_LIBS_NO_UNSUPPORTED"  # defined: the cpu headers do not include the generated parts


def cpu_names() -> set[str]:
    """Every identifier the cpu backend's hand-written headers use or their macros produce."""
    words: set[str] = set()
    for d in CPU_HEADER_DIRS:
        for p in sorted(d.rglob("*")):
            if p.is_file() and p.suffix in (".h", ".hpp") and not p.name.startswith("unsupported_"):
                words |= set(_WORD.findall(_COMMENT.sub(" ", p.read_text(encoding="utf-8"))))
    head = [a for a in CpuTarget().compile_head("0") if not a.startswith("-fpass-plugin")]
    proc = run([*head, f"-D{OFF}", "-E", "-P", "-x", "c++", "-"], input_bytes=_PROBE.encode(), timeout=300,
               check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"the cpu library headers do not preprocess: {proc.stderr[-2000:]}")
    return words | set(_WORD.findall(proc.stdout))


def _parse(prefix: Path, header: str):
    ci = cindex()
    inc = prefix / "usr" / "include"
    args = [*find_toolchain().compile_args(["gfx942"]), "-std=c++17", "--cuda-host-only", "-I", str(inc),
            "-resource-dir", str(resource_dir()), "-D__HIP_PLATFORM_AMD__"]
    tu = ci.Index.create().parse(str(inc / header), args=args,
                                 options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD)
    errors = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    if errors:
        raise RuntimeError(f"{header}: the pinned header does not parse: {errors[0]}")
    return ci, tu


def _ours(cursor, inc: Path, lib: Lib) -> bool:
    f = cursor.location.file
    if f is None:
        return False
    try:
        rel = Path(f.name).resolve().relative_to(inc.resolve())
    except ValueError:
        return False
    return rel.parts[0] in lib.folders and cursor.spelling.lower().startswith(lib.prefixes)


def _array_decl(type_spelling: str, name: str) -> str:
    """`T name` for a type spelling, with array bounds after the name and `(*name)` for function pointers."""
    m = re.fullmatch(r"(.*?)\s*((?:\[\d*\])+)", type_spelling)
    if m:
        return f"{m.group(1)} {name}{m.group(2)}"
    if "(*)" in type_spelling:
        return type_spelling.replace("(*)", f"(*{name})", 1)
    return f"{type_spelling} {name}"


class Part:
    """The generated declarations of one library, in the pinned headers' order."""

    def __init__(self, lib: Lib, known: set[str]):
        self.lib = lib
        self.known = set(known)  # names the cpu headers or earlier lines of this part declare
        self._cpu = frozenset(known)
        self.types: list[str] = []
        self.functions: list[str] = []
        self.skipped: list[str] = []
        self._seen: set[str] = set()
        self.records: list[str] = []  # the structs this part declares (complete), by the name code uses
        self.macros: list[str] = []

    def _type_known(self, spelling: str) -> bool:
        names = set(_WORD.findall(spelling)) - {"const", "volatile", "struct", "enum", "union", "unsigned",
                                                    "signed", "char", "short", "int", "long", "float", "double",
                                                    "void", "bool", "size_t", "_Bool"}
        return names <= self.known

    def enum(self, ci, decl, typedef_name: str | None) -> None:
        items = [(c.spelling, c.enum_value) for c in decl.get_children()
                 if c.kind == ci.CursorKind.ENUM_CONSTANT_DECL]
        tag = decl.spelling if decl.spelling and not decl.is_anonymous() else ""
        names = {n for n, _ in items} | {x for x in (tag, typedef_name) if x}
        if names & self.known:
            if not names <= self.known:
                self.skipped.append(f"enum {tag or typedef_name}: the cpu headers declare part of it "
                                    f"({', '.join(sorted(names & self.known))})")
            return
        body = ", ".join(f"{n} = {v}" for n, v in items)
        if typedef_name:
            self.types.append(f"typedef enum {tag + ' ' if tag else ''}{{ {body} }} {typedef_name};")
        else:
            self.types.append(f"enum {tag} {{ {body} }};")
        self.known |= names

    def record(self, ci, decl, typedef_name: str | None) -> None:
        tag = decl.spelling if decl.spelling and not decl.is_anonymous() else ""
        names = {x for x in (tag, typedef_name) if x}
        if names & self.known:
            return
        kw = "union" if decl.kind == ci.CursorKind.UNION_DECL else "struct"
        body = self._fields(ci, decl)
        if body is None:
            size, align = decl.type.get_size(), decl.type.get_align()
            if size <= 0:
                body = ""
            else:
                body = f"unsigned char xlate_not_supported_on_cpu[{size}] __attribute__((aligned({align})));"
        if decl.location.file and f"/{self.lib.folders[0]}/" in decl.location.file.name:
            self.records.append(typedef_name or tag)  # the library's own (its generator states), not rocRAND's
        head = f"{kw} {tag + ' ' if tag else ''}"
        text = f"{head}{{ {body} }}" if body or not tag else f"{kw} {tag}"
        self.types.append(f"typedef {text} {typedef_name};" if typedef_name else f"{text};")
        self.known |= names

    def _fields(self, ci, decl) -> str | None:
        """A struct's or union's members as declarations (anonymous nested unions and structs inline), or None
        when it has none or a member's type is not declared on the cpu backend."""
        out = []
        for c in decl.get_children():
            if c.kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL) and c.is_anonymous():
                inner = self._fields(ci, c)
                if inner is None:
                    return None
                out.append(f"{'union' if c.kind == ci.CursorKind.UNION_DECL else 'struct'} {{ {inner} }};")
            elif c.kind == ci.CursorKind.FIELD_DECL and c.spelling:
                if not self._type_known(c.type.spelling):
                    return None
                out.append(_array_decl(c.type.spelling, c.spelling) + ";")
        return " ".join(out) or None

    def typedef(self, ci, decl) -> None:
        name = decl.spelling
        if name in self.known:
            return
        under = decl.underlying_typedef_type
        target = under.get_declaration()
        canon = under.get_canonical()
        if target.kind == ci.CursorKind.ENUM_DECL and (target.is_anonymous() or not target.spelling
                                                       or target.spelling == name):
            self.enum(ci, target, name)
            return
        if target.kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL) and (
                target.is_anonymous() or not target.spelling or target.spelling == name
                or target.spelling not in self.known and target.spelling.lower().startswith(self.lib.prefixes)):
            self.record(ci, target, name)
            return
        if target.kind in (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL) and target.spelling:
            # a struct of the implementation (rocRAND's): incomplete here
            kw = "union" if target.kind == ci.CursorKind.UNION_DECL else "struct"
            self.types.append(f"typedef {kw} {target.spelling} {name};")
            self.known.add(name)
            return
        if canon.kind == ci.TypeKind.POINTER and canon.get_pointee().kind == ci.TypeKind.RECORD:
            pointee = canon.get_pointee().get_declaration()
            tag = pointee.spelling if pointee.spelling and not pointee.is_anonymous() else f"xlate_{name}_st"
            self.types.append(f"typedef struct {tag}* {name};")
            self.known.add(name)
            return
        if not self._type_known(under.spelling):
            self.skipped.append(f"typedef {name}: its type {under.spelling} is not declared on the cpu backend")
            return
        self.types.append(f"typedef {_array_decl(under.spelling, name)};")
        self.known.add(name)

    def _overload(self, decl, name: str, ret: str) -> None:
        """Overloads of a function the cpu headers implement for other types (hiprand() for the generator states
        they have) for the types only this part declares (hiprandStateMtgp32_t*): a function declared with such
        a parameter, with its parameter types; a template with one type parameter T and one parameter of type
        T*, once per struct of the library's own that this part declares. Their parameter types cannot collide
        with the implemented ones."""
        params = [c.type.spelling for c in decl.get_children() if c.kind.name == "PARM_DECL"]
        mine = self.known - self._cpu
        if decl.kind.name == "FUNCTION_TEMPLATE":
            tparams = [c.spelling for c in decl.get_children() if c.kind.name == "TEMPLATE_TYPE_PARAMETER"]
            at = [i for i, p in enumerate(params) if len(tparams) == 1 and p.replace(" ", "") == f"{tparams[0]}*"]
            if len(at) != 1:
                return
            sigs = [[*params[:at[0]], f"{r} *", *params[at[0] + 1:]] for r in self.records]
        elif any(set(_WORD.findall(t)) & mine for t in params):
            sigs = [params]
        else:
            return
        for sig in sigs:
            if not all(self._type_known(t) for t in [*sig, ret]):
                continue
            key = f"{name}({', '.join(sig)})"
            if key in self._seen:
                continue
            self._seen.add(key)
            args = ", ".join(_array_decl(t, "").strip() for t in sig)
            if ret == self.lib.status:
                body = (f"xlate_cpu_libs::say_unsupported(\"{name}\", \"{self.lib.not_supported}\"); "
                        f"return {self.lib.not_supported};")
            else:
                body = f"xlate_cpu_libs::stop_unsupported(\"{name}\");"
            self.functions.append(f"inline {ret} {name}({args}) {{ {body} }}")

    def macro(self, decl) -> None:
        """An object-like macro whose value is literals, operators and names already declared (FFTW_FORWARD,
        FFTW_ESTIMATE); include guards (no value) and function-like macros are left out."""
        name = decl.spelling
        toks = [t.spelling for t in decl.get_tokens()][1:]
        if name in self.known or not toks or toks[0] == "(" and _is_function_like(decl):
            return
        if not self._type_known(" ".join(t for t in toks if not re.fullmatch(r"\d\w*|0[xX]\w+", t))):
            return
        self.macros.append(f"#define {name} {' '.join(toks)}")
        self.known.add(name)

    def function(self, ci, decl) -> None:
        name = decl.spelling
        ret = decl.result_type.spelling
        if name in self.known:
            self._overload(decl, name, ret)
            return
        self.known.add(name)
        if ret == self.lib.status:
            self.functions.append(f"XLATE_CPU_UNSUPPORTED_STATUS({ret}, {self.lib.not_supported}, {name})")
        elif self._type_known(ret):
            self.functions.append(f"XLATE_CPU_UNSUPPORTED_STOP({ret}, {name})")
        else:
            self.functions.append(f"XLATE_CPU_UNSUPPORTED_STOP(int, {name})")


def _is_function_like(decl) -> bool:
    """Whether a macro definition's name is followed directly by `(` (a function-like macro)."""
    toks = list(decl.get_tokens())
    return len(toks) > 1 and toks[1].spelling == "(" and toks[1].extent.start.offset == toks[0].extent.end.offset


def _top_level(ci, cursor):
    """The translation unit's declarations, those inside `extern "C" { }` included."""
    for c in cursor.get_children():
        if c.kind == ci.CursorKind.LINKAGE_SPEC:
            yield from _top_level(ci, c)
        else:
            yield c


def build(prefix: Path, lib: Lib, known: set[str]) -> Part:
    part = Part(lib, known)
    inc = prefix / "usr" / "include"
    for header in lib.headers:
        ci, tu = _parse(prefix, header)
        kinds = ci.CursorKind
        for c in _top_level(ci, tu.cursor):
            if not _ours(c, inc, lib):
                continue
            if c.kind == kinds.TYPEDEF_DECL:
                part.typedef(ci, c)
            elif c.kind == kinds.ENUM_DECL and c.spelling and not c.is_anonymous():
                part.enum(ci, c, None)
            elif c.kind in (kinds.STRUCT_DECL, kinds.UNION_DECL) and c.spelling and c.is_definition():
                part.record(ci, c, None)
            elif c.kind in (kinds.FUNCTION_DECL, kinds.FUNCTION_TEMPLATE):
                part.function(ci, c)
            elif c.kind == kinds.MACRO_DEFINITION:
                part.macro(c)
    return part


def render(part: Part) -> str:
    lib = part.lib
    lines = [
        f"// xlate cpu backend: what the pinned <{'>, <'.join(lib.headers)}> declare and the cpu backend's",
        "// headers do not implement. GENERATED by `python -m xlate.gen.cpu_unsupported`; do not edit (see the generator's",
        "// docstring). Types and enums are the pinned headers' (names, enumerator values, fields or size); each",
        *((f"// function compiles whatever its arguments and, called, returns {lib.not_supported} naming itself on",
           "// stderr once, or (device functions, other return types) stops the program with exit code 97.")
          if lib.not_supported else
          ("// function compiles whatever its arguments and, called, stops the program with exit code 97, naming",
           "// itself.")),
        "#pragma once",
        "#include <xlate_cpu_libs/unsupported.h>",
        "",
        *part.macros,
        *part.types,
        "",
        "#ifdef __cplusplus",
        *part.functions,
        "#endif  // __cplusplus",
        "",
    ]
    return "\n".join(lines)


def generate(prefix: Path) -> dict[Path, tuple[str, Part]]:
    known = cpu_names()
    out: dict[Path, tuple[str, Part]] = {}
    for lib in LIBS:
        part = build(prefix, lib, known)
        out[OUT_DIR / f"unsupported_{lib.key}.h"] = (render(part), part)
        known |= part.known
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when a committed header differs")
    args = ap.parse_args(argv)
    prefix = complete_prefix()
    if prefix is None:
        print("generate: the pinned toolchain (with the libs group) is not set up; run `xlate setup`", file=sys.stderr)
        return 2
    stale = []
    for path, (text, part) in generate(prefix).items():
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
            continue
        path.write_text(text, encoding="utf-8")
        print(f"generate: {path.name}: {len(part.types)} types, {len(part.functions)} functions")
        for s in dict.fromkeys(part.skipped):
            print(f"  left out: {s}")
    if stale:
        print(f"generate --check: stale: {', '.join(stale)}; run python -m xlate.gen.cpu_unsupported", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
