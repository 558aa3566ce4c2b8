"""What the warp analysis records: the functions of a file (Func, FileInfo) and the hazards found in
them with the edits planned for each warp mode (Finding)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.model import Severity, SourceFile
from xlate.rewrite.syntax import Tok, scopes, significant
from xlate.rewrite.warp.tokens import line_of, match_forward


@dataclass
class Finding:
    code: str
    file: Path
    offset: int
    func: str | None  # name of the function holding it (None: file scope, macro body)
    c32: tuple[Severity, str]  # severity and message in compat32 mode
    n64: tuple[Severity, str]  # in native64 mode (when the component is native)
    fallback: str | None = None  # why native64 cannot rewrite this (None: it can)
    c32_edits: list[tuple[int, int, str]] = field(default_factory=list)
    n64_edits: list[tuple[int, int, str]] = field(default_factory=list)
    fixit: str | None = None
    host: bool = False  # host code: follows the translation's mode, not a device component's decision


@dataclass
class Func:
    name: str
    file: Path
    line: int
    kernel: bool
    device: bool
    lo: int  # index of `{`
    hi: int  # index of `}`
    calls: set[str] = field(default_factory=set)
    warp: bool = False  # has warp operations or 32-lane hazards
    ops: bool = False  # calls a warp operation (shuffle, vote, match, __syncwarp, cg tile)


@dataclass
class FileInfo:
    sf: SourceFile
    toks: list[Tok]
    funcs: list[Func]
    owner: list[Func | None]  # per token
    renames: list[tuple[int, int, str, Func | None]] = field(default_factory=list)  # compat32 token renames
    # a warp operation left as written needs compat32.h's overloads for CUDA's 32-bit masks
    needs_header: bool = False



def file_info(sf: SourceFile) -> FileInfo:
    """The significant tokens of `sf`, its function definitions and the function owning each token."""
    toks = significant(sf)
    sc = scopes(toks)
    funcs: list[Func] = []
    by_open: dict[int, Func] = {}
    owner: list[Func | None] = []
    for i, stack in enumerate(sc):
        fn_scope = next((s for s in stack if s.kind == "function"), None)
        if fn_scope is None:
            owner.append(None)
            continue
        fn = by_open.get(fn_scope.open_index)
        if fn is None:
            name = func_name(fn_scope.head)
            hi = match_forward(toks, fn_scope.open_index)
            words = {t.spelling for t in fn_scope.head}
            line = line_of(sf, toks[fn_scope.open_index].start)
            fn = Func(name, sf.path, line, "__global__" in words, "__device__" in words or "__global__" in words,
                      fn_scope.open_index, hi if hi is not None else len(toks) - 1)
            by_open[fn_scope.open_index] = fn
            funcs.append(fn)
        owner.append(fn)
    return FileInfo(sf, toks, funcs, owner)


def func_name(head: list[Tok]) -> str:
    """The name of the function a definition head declares (the identifier before its parameter list)."""
    depth = 0
    for k in range(len(head) - 1, -1, -1):
        s = head[k].spelling
        if s == ")":
            depth += 1
        elif s == "(":
            depth -= 1
            if depth == 0 and k > 0 and head[k - 1].is_ident:
                return head[k - 1].spelling
    return "<function>"


def callees(by_name: dict[str, list[Func]], name: str, caller: Func) -> list[Func]:
    """Functions a call of `name` in `caller` may reach: those of the caller's file if it defines
    the name (static helpers of the same name in other files are other functions), else all."""
    cands = by_name.get(name, [])
    same = [g for g in cands if g.file == caller.file]
    return same or cands

