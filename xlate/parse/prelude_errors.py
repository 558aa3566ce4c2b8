"""Clang errors located in xlate's CUDA prelude (xlate/parse/prelude): which are artifacts of the prelude
declaring CUDA's library functions without their bodies (dropped), and for the others which project code or
macro probably caused them (the model builder reports those, xlate/parse/model.py)."""

from __future__ import annotations

import re
from pathlib import Path

from xlate.core.model import SourceFile
from xlate.parse import passes

_IDENT = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")
_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z_0-9]*)", re.MULTILINE)
# clang's error on a function declared without a body and used with a type that has no linkage
_NO_LINKAGE_UNDEFINED = ("is used but not defined in this translation unit, and cannot be defined in any other "
                         "translation unit because its type does not have linkage")


def artifact(d: passes.RawDiag, prelude_include: Path) -> bool:
    """Whether `d` only says that the prelude declares a function without its body: used with a type that has
    no linkage (a lambda, a class of an unnamed namespace), clang wants the body in this translation unit,
    which CUDA's own headers have (`thrust::transform(..., [] __device__ (int x) {...})`)."""
    return bool(_NO_LINKAGE_UNDEFINED in d.message and d.file
                and Path(d.file).resolve().is_relative_to(prelude_include))


def cause(d: passes.RawDiag, fpath: Path, r: passes.Result, accepted: list[SourceFile],
          files: dict[Path, object]) -> tuple[tuple[Path, int, int], str] | None:
    """For a clang error inside the prelude: the project code or macro that probably caused it, as
    ((file, line, col), "caused by ..."), or None (then it is xlate's own bug)."""
    # 1. clang's notes point into the project ("in instantiation of ... requested here",
    #    "expanded from macro 'X'" where X is the project's).
    for nfile, nline, ncol, ntext in d.notes:
        if not nfile or ntext.startswith("in file included from"):
            continue  # the include stack says where the prelude header was included, not why it broke
        npath = Path(nfile).resolve()
        if npath not in files:
            continue
        m = re.match(r"expanded from macro '([^']+)'", ntext)
        if m:
            because = (f"probably caused by the project macro {m.group(1)} defined at {npath.name}:{nline}; "
                       "rename the macro")
        else:
            because = f"caused by the project code at {npath.name}:{nline}: {ntext}"
        return (npath, nline or 1, ncol or 1), because
    # 2. a macro of the project (a -D/-U of the command line or compile database, or a #define in a
    #    project file of this translation unit) is named on the prelude's line.
    try:
        text = fpath.read_bytes().splitlines()[d.line - 1].decode("utf-8", "replace")
    except (OSError, IndexError):
        return None
    names = set(_IDENT.findall(text))
    if not names:
        return None
    tu_path = r.job.stub_for or r.job.tu_path
    for a in r.job.args:
        if a.startswith(("-D", "-U")) and len(a) > 2:
            name = _IDENT.match(a[2:])
            if name and name.group(0) in names:
                how = "defined" if a.startswith("-D") else "undefined"
                return ((tu_path, 1, 1), (f"probably caused by the project macro {name.group(0)} ({how} by {a} "
                        "on the command line or in the compile database); rename the macro or drop the flag"))
    for sf in accepted:
        for name, line, col in _defined_macros(sf):
            if name in names:
                return ((sf.path, line, col), (f"probably caused by the project macro {name} defined at "
                        f"{sf.path.name}:{line} before a CUDA header is included; rename the macro"))
    return None



def _defined_macros(sf: SourceFile) -> list[tuple[str, int, int]]:
    """(name, line, col) of every `#define NAME` line of a file (a cheap scan of its text)."""
    out = []
    for m in _DEFINE.finditer(sf.data):
        start = m.start(1)
        line, col = sf.line_col(start)
        out.append((m.group(1).decode(), line, col))
    return out
