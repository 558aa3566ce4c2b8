"""The one kernel finder: the `__global__` functions of a program, read with libclang.

`kernels_in` walks a parsed translation unit (file and namespace scope, `extern "C"` blocks) and returns
every `__global__` function (and, if asked, function template) it declares, with its qualified name,
parameter types and canonical function type. Its parameters say what each caller needs:

- the runtime shim's NVRTC (`find_kernels`: the CUDA source parsed as xlate's front end does, host pass,
  xlate's prelude): templates and declarations too, only in the program's own folder;
- `xlate build`'s verification (`program_kernels`: the CUDA sources parsed the same way): non-template
  kernels, declarations too, in the project's files (under the translation's root), outside system headers;
- the cpu backend's registrations for launches by address (xlate.pipeline.cpu_programs: the HIP text
  parsed as the cpu backend compiles it, `hip_parse_args`): non-template definitions outside system
  headers that are free functions;
- the cpu backend's execution forms (xlate.pipeline.cpu_forms): definitions, templates included,
  outside system headers and outside xlate's cpu runtime headers.

A function is a kernel when libclang sees CUDA's `global` attribute (CUDA mode) or when `__global__` is
spelled in its declaration (the cpu backend's headers define `__global__` as nothing).
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from pathlib import Path

from xlate.cpu.build import (
    CONTRACT_MACRO,
    CPU_ROOT,
    PROGRAM_LANG_FLAGS,
    PROGRAM_STD,
    code_only,
    runtime_include_flags,
)
from xlate.parse import flags
from xlate.parse.libclang import PARSE_KEEP_GOING, cindex, resource_dir
from xlate.pipeline.targets import code_flags

# Builds run in threads (tests build many programs at once): loading libclang's bindings is not
# thread-safe, and one analysis at a time is what the shared CPU affords anyway.
LIBCLANG_LOCK = threading.Lock()

# `__global__` (and qualifiers that expand to nothing) right before a declaration's extent.
GLOBAL_BEFORE = re.compile(r"\b__global__\s*(?:__launch_bounds__\s*\([^()]*\)\s*|__host__\s*|__device__\s*)*$")


@dataclass
class FoundKernel:
    qualified: str  # namespaces and classes, no leading `::` (`geo::k`)
    is_template: bool
    params: list[str]  # canonical parameter types (as spelled for a template)
    ftype: str = ""  # canonical function type ("" for a template)
    member: bool = False  # declared in a class or function scope: not named as a free function
    file: str = ""
    line: int = 0
    cursor: object = field(default=None, repr=False, compare=False)  # the libclang cursor


def kernels_in(tu, *, folder: Path | None = None, system: bool = False, skip_under: tuple[str, ...] = (),
               templates: bool = True, declarations: bool = True, members: bool = True) -> list[FoundKernel]:
    """The kernels a translation unit declares, in order of first appearance (one per entity).

    `folder`: only declarations in files under it; `system`: also those in system headers;
    `skip_under`: never those in files whose name starts with one of these prefixes; `templates`:
    function templates too; `declarations`: declarations without a body too; `members`: kernels
    whose scope is a class (or a function) too."""
    ci = cindex()
    CK = ci.CursorKind
    texts: dict[str, str] = {}
    seen: dict[str, FoundKernel] = {}
    kinds = (CK.FUNCTION_DECL, CK.FUNCTION_TEMPLATE) if templates else (CK.FUNCTION_DECL,)

    def text_of(c) -> str:
        fname = c.location.file.name
        if fname not in texts:
            texts[fname] = Path(fname).read_text(encoding="utf-8", errors="replace")
        return texts[fname]

    def defined(c) -> bool:
        # a translation unit parsed with PARSE_SKIP_FUNCTION_BODIES: a declaration followed by `{`, past any
        # comments (ggml's softmax.cu has five lines of them between a kernel's parameters and its body)
        return c.is_definition() or _next_code_char(text_of(c), c.extent.end.offset) == "{"

    def spelled_global(c) -> bool:
        text = text_of(c)
        start = c.extent.start.offset
        # `__global__` may expand to nothing: look at the text up to the name and just before it
        head = code_only(text[start:max(start, c.location.offset)])
        return "__global__" in head.split() or bool(GLOBAL_BEFORE.search(code_only(text[max(0, start - 400):start])))

    def scope(c) -> tuple[list[str], bool]:
        parts, member = [], False
        p = c.semantic_parent
        while p is not None and p.kind != CK.TRANSLATION_UNIT:
            if p.kind not in (CK.NAMESPACE, CK.LINKAGE_SPEC):
                member = True
            if p.kind == CK.NAMESPACE and p.spelling or p.kind in (CK.STRUCT_DECL, CK.CLASS_DECL):
                parts.append(p.spelling)  # an unnamed namespace is found through its enclosing one
            p = p.semantic_parent
        return list(reversed(parts)), member

    def visit(cursor) -> None:
        for c in cursor.get_children():
            loc = c.location
            if loc.file is None:
                continue
            if not system and ci.conf.lib.clang_Location_isInSystemHeader(loc):
                continue
            if folder is not None and not Path(loc.file.name).resolve().is_relative_to(folder):
                continue
            if skip_under and loc.file.name.startswith(skip_under):
                continue
            if c.kind in (CK.NAMESPACE, CK.LINKAGE_SPEC, CK.UNEXPOSED_DECL):
                visit(c)
                continue
            if c.kind not in kinds or not declarations and not defined(c):
                continue
            if not (any(a.kind == CK.CUDAGLOBAL_ATTR for a in c.get_children()) or spelled_global(c)):
                continue
            parts, member = scope(c)
            if member and not members:
                continue
            is_template = c.kind == CK.FUNCTION_TEMPLATE
            # Canonical spellings are fully qualified (`geo::P`, not `P`), so they name the types
            # from a generated file's global scope.
            params = [a.type.spelling for a in c.get_children() if a.kind == CK.PARM_DECL] if is_template \
                else [a.type.get_canonical().spelling for a in c.get_arguments()]
            qualified = "::".join([*parts, c.spelling])
            seen.setdefault(c.get_usr() or qualified, FoundKernel(
                qualified, is_template, params, "" if is_template else c.type.get_canonical().spelling,
                member, loc.file.name, loc.line, c))

    visit(tu.cursor)
    return list(seen.values())


# white space and comments, from a given offset
_SPACE_AND_COMMENTS = re.compile(r"(?:\s+|//[^\n]*|/\*.*?\*/)*", re.DOTALL)


def _next_code_char(text: str, i: int) -> str:
    """The first character at or after `i` that is neither white space nor in a closed comment ("" at the end)."""
    j = _SPACE_AND_COMMENTS.match(text, i).end()
    return text[j:j + 1]


def parse_cuda(path: Path, includes: list[Path], defines: list[str], std: str = "c++17"):
    """A CUDA source parsed with libclang as xlate's front end parses it (host pass, xlate's prelude)."""
    ci = cindex()
    args = flags.cuda_parse_args(flags.HOST, includes=includes, defines=defines, std=std,
                                 extra=["-resource-dir", str(resource_dir())])
    return ci.Index.create().parse(str(path), args=args, options=PARSE_KEEP_GOING)


def find_kernels(path: Path, includes: list[Path], defines: list[str], std: str) -> list[FoundKernel]:
    """The __global__ functions and function templates declared in the program's own folder, read
    from a CUDA source with libclang as xlate's front end reads it (host pass): what the runtime shim's
    NVRTC needs to generate a launcher per kernel."""
    return kernels_in(parse_cuda(path, includes, defines, std), folder=path.parent.resolve(), system=True)


def program_kernels(sources: list[Path], *, root: Path, includes: list[Path], defines: list[str]) -> list[str]:
    """What a build of the CUDA `sources` must contain (`xlate build`'s verification): the names of the
    non-template `__global__` functions that the sources and the project headers under `root` they
    include declare, read as the translation reads them (host pass; a template is in the build only
    where it is instantiated, and then verification cannot name it). Names are unqualified and sorted,
    one per name: verification finds a kernel by its last name component, which a qualified name
    would miss for one declared `extern "C"` in a namespace or in an unnamed namespace inside another."""
    names: set[str] = set()
    with LIBCLANG_LOCK:  # libclang's bindings are not thread-safe to load
        for src in sources:
            tu = parse_cuda(src, includes, defines)
            names |= {k.qualified.rsplit("::", 1)[-1] for k in kernels_in(tu, folder=root.resolve(), templates=False)}
    return sorted(names)


def analysis_flags(compile_flags: list[str]) -> list[str]:
    """The preprocessor-relevant part of a compile's flags (what an analysis of its source must see too)."""
    out: list[str] = []
    it = iter(compile_flags)
    for f in it:
        f = str(f)
        if f.startswith(f"-D{CONTRACT_MACRO}"):
            continue  # the compile's kernel marks (xlate.cpu.build.fp_contract_flags): an analysis sees none
        if f in ("-isystem", "-include", "-iquote", "-I", "-D", "-U"):
            nxt = next(it, None)
            if nxt is not None:
                out += [f, str(nxt)]
        elif f.startswith(("-I", "-D", "-U", "-std=", "-isystem", "-iquote")):
            out.append(f)
    return out


def hip_parse_args(src: Path, warp_size: int, includes: list[Path], defines: list[str],
                   extra_flags: list[str] | tuple = ()) -> list[str]:
    """libclang's arguments for a HIP source as the cpu backend compiles it (its headers, and the cpu
    target's flags for HIP code: xlate's support and library headers, force-included hip/hip_runtime.h;
    `extra_flags` filtered by `analysis_flags`)."""
    hip = code_flags("cpu", cuda=False)
    args = ["-x", "c++", PROGRAM_STD, *PROGRAM_LANG_FLAGS, "-resource-dir", str(resource_dir()),
            *runtime_include_flags(warp_size, list(hip.system_includes), list(hip.forced_includes)),
            "-I", str(src.parent)]
    args += [a for inc in includes for a in ("-I", str(inc))] + [f"-D{d}" for d in defines]
    return args + analysis_flags(list(extra_flags))


# xlate's cpu runtime headers define no kernels (a prefix for `kernels_in`'s skip_under)
CPU_RUNTIME_PREFIX = str(CPU_ROOT) + "/"
