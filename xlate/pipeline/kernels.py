"""Finding the kernels (`__global__` functions) of a CUDA program with libclang.

`find_kernels` parses a CUDA source as xlate's front end does (host pass, xlate's prelude) and returns
every `__global__` function or function template declared in the program's own folder, with its
qualified name and parameter types: what the runtime shim's NVRTC needs to generate a launcher per
kernel. (The cpu backend's builds of HIP code register kernels for launches by address with their own
finder, xlate.cpu.build, over the HIP text; `xlate build` takes the kernels the translation's model saw,
xlate.pipeline.translate.translate_for_build.)
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from xlate.parse import flags
from xlate.parse.libclang import PARSE_KEEP_GOING, cindex, resource_dir


@dataclass
class FoundKernel:
    qualified: str
    is_template: bool
    params: list[str]



def find_kernels(path: Path, includes: list[Path], defines: list[str], std: str) -> list[FoundKernel]:
    """The __global__ functions of the program's files, read with libclang (host pass)."""
    ci = cindex()
    CK = ci.CursorKind
    args = flags.cuda_parse_args(flags.HOST, includes=includes, defines=defines, std=std,
                                 extra=["-resource-dir", str(resource_dir())])
    index = ci.Index.create()
    tu = index.parse(str(path), args=args, options=PARSE_KEEP_GOING)
    folder = path.parent.resolve()
    seen: dict[str, FoundKernel] = {}

    def qualify(c) -> str:
        parts = [c.spelling]
        p = c.semantic_parent
        while p is not None and p.kind != CK.TRANSLATION_UNIT:
            if p.kind == CK.NAMESPACE and p.spelling or p.kind in (CK.STRUCT_DECL, CK.CLASS_DECL):
                parts.append(p.spelling)
            p = p.semantic_parent
        return "::".join(reversed(parts))

    def visit(cursor) -> None:
        for c in cursor.get_children():
            loc = c.location
            if loc.file is None or not Path(loc.file.name).resolve().is_relative_to(folder):
                continue
            if c.kind in (CK.NAMESPACE, CK.LINKAGE_SPEC, CK.UNEXPOSED_DECL):
                visit(c)
                continue
            if c.kind not in (CK.FUNCTION_DECL, CK.FUNCTION_TEMPLATE):
                continue
            if not any(a.kind == CK.CUDAGLOBAL_ATTR for a in c.get_children()):
                continue
            usr = c.get_usr() or qualify(c)
            # Canonical spellings are fully qualified (`geo::P`, not `P`), so they name the types
            # from the generated file's global scope.
            params = [a.type.get_canonical().spelling for a in c.get_arguments()] \
                if c.kind == CK.FUNCTION_DECL else [a.type.spelling for a in c.get_children()
                                                    if a.kind == CK.PARM_DECL]
            seen.setdefault(usr, FoundKernel(qualify(c), c.kind == CK.FUNCTION_TEMPLATE, params))

    visit(tu.cursor)
    return list(seen.values())
