"""The native64 decision: which device functions are rewritten for the wavefront width.

The unit is a call-graph component of device functions. A component falls back to compat32 (with
the reason XL221 reports) when a finding in it has a fallback reason, when it has no warp operation,
or when the taint analysis (taint.py) finds a warp-partition-dependent value reaching a sink of one
of its kernels.
"""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from xlate.rewrite.warp.records import FileInfo, Finding, Func, callees
from xlate.rewrite.warp.taint import Taint
from xlate.rewrite.warp.tokens import line_of


def decide(files: dict[Path, FileInfo], funcs: list[Func], findings: list[Finding],
            mode: str) -> tuple[dict[int, bool], dict[int, str]]:
    """Native64 decision per call-graph component of device functions."""
    native: dict[int, bool] = {}
    reasons: dict[int, str] = {}
    if mode != "native64":
        return native, reasons
    dev = [f for f in funcs if f.device]
    by_name: dict[str, list[Func]] = {}
    for f in dev:
        by_name.setdefault(f.name, []).append(f)
    parent = {id(f): id(f) for f in dev}

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for f in dev:
        for c in f.calls:
            for g in callees(by_name, c, f):
                parent[find(id(f))] = find(id(g))
    bad: dict[int, str] = {}
    dev_index: dict[tuple[Path, str], Func] = {}
    for f in dev:
        dev_index.setdefault((f.file, f.name), f)
    for fnd in findings:
        if fnd.fallback is None:
            continue
        owner = dev_index.get((fnd.file, fnd.func or ""))
        line = line_of(files[fnd.file].sf, fnd.offset)
        why = f"{fnd.fallback} (line {line})"
        if owner is None:
            # file scope or a macro body: every device function of that file falls back
            for f in dev:
                if f.file == fnd.file:
                    bad.setdefault(find(id(f)), why)
        else:
            bad.setdefault(find(id(owner)), why)
    with_ops = {find(id(f)) for f in dev if f.ops}
    for f in dev:
        root = find(id(f))
        if root not in with_ops:
            bad.setdefault(root, "no warp operation in it: its 32-lane arithmetic is kept as written")
    # soundness (docs/warp.md): no warp-partition-dependent value may reach a sink of a kernel
    sources: dict[Path, set[int]] = {}
    for fnd in findings:
        if fnd.code in ("XL202", "XL205") or fnd.host:
            continue
        for s, _e, _text in fnd.n64_edits:
            sources.setdefault(fnd.file, set()).add(s)
    taint = Taint(SimpleNamespace(files=files, funcs=funcs), sources)
    for f in dev:
        root = find(id(f))
        if f.kernel and root not in bad:
            sink = taint.kernel(f)
            if sink is not None:
                bad[root] = f"a warp-partition-dependent value reaches {sink}"
    for f in dev:
        root = find(id(f))
        native[id(f)] = root not in bad
        if root in bad:
            reasons[id(f)] = bad[root]
    return native, reasons
