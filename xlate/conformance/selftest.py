"""`xlate selftest`: run the suite on a backend and write the results document."""

from __future__ import annotations

import os
import platform
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from importlib.metadata import version
from pathlib import Path
from typing import Any

from xlate.conformance.cases import CaseError, load_cases
from xlate.conformance.mutations import MUTATIONS, hunt_mutation
from xlate.conformance.verdict import CaseRun, amd_available, default_targets, run_case, xfail_matches
from xlate.cpu.build import compiler_id, find_cxx, runtime_library
from xlate.toolchain.discover import find_toolchain


def _versions() -> dict[str, Any]:
    info: dict[str, Any] = {"python": platform.python_version(), "machine": platform.machine(),
                            "system": platform.platform(), "cpus": os.cpu_count()}
    try:
        info["xlate"] = version("xlate")
    except Exception:  # noqa: BLE001 - not installed as a distribution
        info["xlate"] = "unknown"
    try:
        info["host_compiler"] = compiler_id(find_cxx())
    except Exception as exc:  # noqa: BLE001 - reported, not fatal
        info["host_compiler"] = f"unavailable: {exc}"
    try:
        tc = find_toolchain(arch="gfx942")
        info["toolchain"] = {"kind": getattr(tc, "kind", "?"), "hip_version": str(tc.hip_version)}
    except Exception as exc:  # noqa: BLE001
        info["toolchain"] = f"unavailable: {exc}"
    amd = amd_available()
    info["amd_gpu"] = "present" if not amd else "; ".join(amd)
    return info


def selftest(backend: str = "all", names: list[str] | None = None, jobs: int = 2, mutations: bool = False,
             progress: Callable[[str], None] = print) -> dict[str, Any]:
    """Run the suite (optionally only `names`) on `backend` and return the results document
    (schema 1: versions, machine, one entry per case and target, totals, optional mutation score)."""

    cases = load_cases()
    if names:
        unknown = sorted(set(names) - {c.name for c in cases})
        if unknown:
            raise CaseError(f"no such case: {', '.join(unknown)}")
        cases = [c for c in cases if c.name in set(names)]
    targets = default_targets(backend)
    t0 = time.perf_counter()
    results: list[dict[str, Any]] = []
    runs: list[CaseRun] = []
    with tempfile.TemporaryDirectory(prefix="xlate-selftest-") as tmp:
        if any(t.startswith("wave") for t in targets):
            runtime_library()
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            for run in pool.map(lambda c: run_case(c, targets, Path(tmp)), cases):
                runs.append(run)
                for t, out in run.outcomes.items():
                    status = "pass" if out.passed else ("xfail" if xfail_matches(run.case, out) else "fail")
                    results.append({"case": run.case.name, "target": t, "status": status,
                                    "messages": out.messages[:10], "stderr": out.stderr[-2000:],
                                    "times": {k: round(v, 3) for k, v in out.times.items()},
                                    "xfail_reason": run.case.xfail.get(t, ("",))[0] if status == "xfail" else ""})
                    progress(f"{status.upper():5} {run.case.name} [{t}]")
        doc: dict[str, Any] = {"schema": 1, "kind": "xlate-selftest", "backend": backend, "targets": targets,
                               "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                               "versions": _versions(), "results": results}
        if mutations:
            cands = [(r.translated, int(t[4:])) for r in runs if r.translated is not None
                     for t, o in r.outcomes.items() if t.startswith("wave") and o.passed]
            muts = [hunt_mutation(n, m, cands, exhaustive=True) for n, m in MUTATIONS.items()]
            caught = sum(m.caught_by is not None for m in muts)
            doc["mutations"] = {"score": f"{caught}/{len(muts)}",
                                "results": [{"name": m.name, "caught_by": m.caught_by, "tried": m.tried,
                                             "let_through": m.let_through, "build_failed": m.build_failed}
                                            for m in muts]}
            progress(f"mutation score: {caught}/{len(muts)} ({100 * caught // max(1, len(muts))}%)")
    counts = Counter(r["status"] for r in results)
    doc["totals"] = {"pass": counts["pass"], "xfail": counts["xfail"], "fail": counts["fail"],
                     "seconds": round(time.perf_counter() - t0, 1)}
    return doc
