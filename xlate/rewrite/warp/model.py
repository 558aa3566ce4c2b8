"""The warp model of a translation: one pass over the significant tokens of every project file
(xlate.rewrite.syntax) finds the functions, the warp operations and the places that assume
32-lane warps (hazards), and plans the edits of both warp modes:

* compat32 (default): warp intrinsics become the `xlate_c32::` functions of <xlate/compat32.h>
  (each 32-lane half of a wavefront acts as one CUDA warp), `warpSize` becomes the constant 32,
  implicitly warp-synchronous statements get a `xlate_c32::syncwarp();` on their line, CUB/hipCUB
  warp primitives get CUDA's default width 32, host `prop.warpSize` reads 32.
* native64: the device functions of a call-graph component whose every hazard is a named pattern
  xlate can make wavefront-generic get those rewrites; a component with any other hazard falls back
  to compat32 (XL221 names the reason; decision.py).

The XL2xx rule modules (rules/warp/: xl201_212_hazards, xl200_compat32, xl220_221_native64) call `analyze(model)`
(cached per model and warp mode) and emit its results. Everything here is token-level and
deliberately conservative: a pattern it does not recognise never gets a native64 rewrite.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from xlate.core.model import Emitter, RefOrigin, SourceModel, TokenKind
from xlate.rewrite.warp.decision import decide
from xlate.rewrite.warp.includes import include_edit
from xlate.rewrite.warp.intrinsics import GLOBAL_C32
from xlate.rewrite.warp.records import FileInfo, Finding, Func, file_info
from xlate.rewrite.warp.scanner import FileScan
from xlate.rewrite.warp.tokens import int_value, line_of


@dataclass
class Analysis:
    mode: str
    files: dict[Path, FileInfo]
    findings: list[Finding]
    funcs: list[Func]
    native: dict[int, bool]  # id(func) -> rewritten natively (native64 mode only)
    reasons: dict[int, str]  # id(func) -> why its component falls back

    def is_native(self, func: Func | None) -> bool:
        return self.mode == "native64" and func is not None and self.native.get(id(func), False)

    def finding_native(self, f: Finding) -> bool:
        """Whether `f` is translated the native64 way: host findings follow the mode of the whole
        translation (there is no device component to decide), device ones their component."""
        return self.mode == "native64" if f.host else self.is_native(self._func(f))

    def emit_findings(self, emit: Emitter, codes: set[str]) -> None:
        """Report the findings whose code is in `codes`, each with the message of the mode its
        function is translated in (the rule modules XL201-XL212 and XL213 call this)."""
        for f in self.findings:
            if f.code not in codes:
                continue
            native = self.finding_native(f)
            sev, msg = f.n64 if native else f.c32
            emit.diag(f.code, sev, f.file, f.offset, msg, fixit=f.fixit if native or f.c32_edits else None)

    def mode_of(self, func: Func | None) -> str:
        return "native64" if self.is_native(func) else "compat32"

    def edits(self) -> dict[Path, list[tuple[int, int, str, str]]]:
        """Planned edits per file: (start, end, text, origin code), for the model's warp mode."""
        out: dict[Path, list[tuple[int, int, str, str]]] = {}
        for fi in self.files.values():
            lst = out.setdefault(fi.sf.path, [])
            for s, e, text, fn in fi.renames:
                if not self.is_native(fn):
                    lst.append((s, e, text, "XL200"))
        for f in self.findings:
            lst = out.setdefault(f.file, [])
            fn_native = self.finding_native(f)
            for s, e, text in (f.n64_edits if fn_native else f.c32_edits):
                lst.append((s, e, text, f.code))
        for fi in self.files.values():
            lst = out[fi.sf.path]
            if fi.needs_header or any("xlate_c32::" in t or "xlate_n64::" in t for _, _, t, _ in lst):
                inc = include_edit(fi)
                if inc is not None:
                    lst.append((*inc, "XL200"))
        return out

    def _func(self, f: Finding) -> Func | None:
        index = self.__dict__.get("_index")
        if index is None:
            index = {}
            for fn in self.funcs:
                index.setdefault((fn.file, fn.name), fn)
            self.__dict__["_index"] = index
        return index.get((f.file, f.func))

    def func_of(self, f: Finding) -> Func | None:
        return self._func(f)


_CACHE: list[tuple[SourceModel, str, Analysis]] = []


def analyze(model: SourceModel) -> Analysis:
    """The warp analysis of `model` (computed once per model and warp mode)."""
    for m, mode, a in _CACHE:
        if m is model and mode == model.warp_mode:
            return a
    a = _analyze(model)
    _CACHE[:] = [(model, model.warp_mode, a)]
    return a


def _analyze(model: SourceModel) -> Analysis:
    files: dict[Path, FileInfo] = {}
    findings: list[Finding] = []
    infos = [file_info(sf) for sf in model.files.values()]
    consts: dict[str, int] = {}
    for fi in infos:
        consts.update(_warp_constants(fi))
    scans = [FileScan(fi, findings, consts) for fi in infos]
    converging = _converging(scans)
    overloaded = _project_overloads(infos)
    for scan in scans:
        files[scan.fi.sf.path] = scan.fi
        scan.converging = converging
        scan.project_overloads = overloaded
        scan.run()
    funcs = [fn for fi in files.values() for fn in fi.funcs]
    native, reasons = decide(files, funcs, findings, model.warp_mode)
    return Analysis(model.warp_mode, files, findings, funcs, native, reasons)


def _converging(scans: list[FileScan]) -> set[str]:
    """Names of the device functions of the translation that end with the warp converged (XL213),
    found by rounds so that a function whose converging statement is a call of one counts too. A
    name counts only when every device function of that name does (a call is matched by name)."""
    names: set[str] = set()
    for _ in range(4):
        for scan in scans:
            scan.converging = names
        yes: set[str] = set()
        no: set[str] = set()
        for scan in scans:
            y, n = scan.converging_functions()
            yes |= y
            no |= n
        found = yes - no
        if found == names:
            break
        names = found
    return names


def _project_overloads(infos: list[FileInfo]) -> frozenset[str]:
    """CUDA's `*_sync` warp operations (GLOBAL_C32) that the project declares overloads of, in any of its
    files (Eigen's `__shfl_xor_sync` for Eigen::half in Half.h): a token of that name which clang resolved
    to a project declaration. A call in a macro body has no resolution of its own, and the argument's type
    at each expansion picks the project's overload or CUDA's, so the scan leaves such calls as written."""
    return frozenset(t.spelling for fi in infos for t in fi.toks
                      if t.ref is RefOrigin.PROJECT and t.spelling in GLOBAL_C32)


_WARPISH = {16, 31, 32, 5}


def _warp_constants(fi: FileInfo) -> dict[str, int]:
    """Names defined as 16/31/32/5/0x1f: `#define WARP_SIZE 32`, `constexpr int kWarp = 32;`."""
    t = fi.toks
    out: dict[str, int] = {}
    for i in range(len(t) - 3):
        if t[i].spelling == "define" and i > 0 and t[i - 1].spelling == "#" and t[i + 2].kind is TokenKind.LITERAL:
            v = int_value(t[i + 2].spelling)
            end_ok = i + 3 >= len(t) or line_of(fi.sf, t[i + 3].start) != line_of(fi.sf, t[i + 2].start)
            if v in _WARPISH and end_ok:
                out[t[i + 1].spelling] = v
        elif t[i].spelling in ("constexpr", "const") and fi.owner[i] is None:
            j = i + 1
            while j < len(t) - 2 and t[j].spelling not in ("=", ";", "(", "{"):
                j += 1
            if j + 2 < len(t) and t[j].spelling == "=" and t[j + 1].kind is TokenKind.LITERAL \
                    and t[j + 2].spelling == ";":
                v = int_value(t[j + 1].spelling)
                if v in _WARPISH and t[j - 1].kind is TokenKind.IDENTIFIER:
                    out[t[j - 1].spelling] = v
    return out
