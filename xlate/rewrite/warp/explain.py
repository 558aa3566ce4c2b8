"""`--explain-warp`: the warp analysis of a translation as text, per kernel (plain functions
returning text; the CLI prints it)."""

from __future__ import annotations

from pathlib import Path

from xlate.core.model import SourceModel
from xlate.rewrite.engine import build_model_for
from xlate.rewrite.translate import project_root
from xlate.rewrite.warp.intrinsics import HEADER
from xlate.rewrite.warp.model import analyze
from xlate.rewrite.warp.records import Func, callees
from xlate.rewrite.warp.tokens import line_of


def explain(model: SourceModel) -> str:
    """Per kernel: the warp mode it is translated in (and why), the hazards found in it and in the
    device functions it calls, and what the translation did about each."""
    a = analyze(model)
    by_name: dict[str, list[Func]] = {}
    for f in a.funcs:
        by_name.setdefault(f.name, []).append(f)
    lines: list[str] = [f"warp mode: {model.warp_mode}"]
    kernels = [f for f in a.funcs if f.kernel]
    if not kernels:
        lines.append("no kernels found")
    for k in kernels:
        reach = [k]
        seen = {id(k)}
        for f in reach:
            for c in sorted(f.calls):
                for g in callees(by_name, c, f):
                    if g.device and id(g) not in seen:
                        seen.add(id(g))
                        reach.append(g)
        mode = a.mode_of(k)
        why = f" (native64 fell back: {a.reasons[id(k)]})" if model.warp_mode == "native64" and id(k) in a.reasons \
            else ""
        lines.append(f"kernel {k.name} ({k.file.name}:{k.line}): {mode}{why}")
        found = [f for f in a.findings if f.func in {g.name for g in reach} and f.code not in ("XL221",)
                 and any(g.file == f.file and g.name == f.func for g in reach)]
        renames = sum(1 for g in reach for s, e, _t, fn in a.files[g.file].renames if fn is g)
        if not found and not renames:
            lines.append("  no warp operations or 32-lane assumptions")
        for f in found:
            sev, msg = f.n64 if a.finding_native(f) else f.c32
            line = line_of(a.files[f.file].sf, f.offset)
            edits = f.n64_edits if a.finding_native(f) else f.c32_edits
            done = f"; done: {', '.join(repr(t) for _, _, t in edits)}" if edits else ""
            lines.append(f"  {f.code} {sev.value} line {line} in {f.func}: {msg}{done}")
        if renames and mode == "compat32":
            lines.append(f"  XL200: {renames} warp intrinsic(s)/warpSize rewritten to <{HEADER}> (xlate_c32::)")
    return "\n".join(lines)


def explain_inputs(inputs: list[Path], includes: list[Path], defines: list[str], warp_mode: str) -> str:
    """The text of `xlate translate --explain-warp`: build the model of `inputs` and explain it."""
    srcs = [Path(p).resolve() for p in inputs if Path(p).is_file()]
    if not srcs:
        return "--explain-warp: no input files (give .cu files)"
    model, _ = build_model_for(srcs, root=project_root(srcs, includes), includes=list(includes),
                               defines=list(defines), warp_mode=warp_mode)
    return explain(model)
