"""Helpers shared by the execution-form tests (test_block_form.py, test_lane_form.py): run a built program,
read the forms `XLATE_CPU_EXPLAIN=1` reports, and check that conformance cases give the same output in
the form the analysis chose and in the fiber form (the differential reference)."""

from __future__ import annotations

import os
import re
import subprocess
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "compat_tests" / "cases"


def run(exe: Path, args: list[str], **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=300, check=False,
                          env=dict(os.environ, **env))


def line_of(src: Path, text: str) -> int:
    return next(i for i, ln in enumerate(src.read_text().splitlines(), 1) if text in ln)


def forms(stderr: str) -> dict[str, str]:
    return dict(re.findall(r"xlate-cpu: kernel (\S+): (\w+) form", stderr))


def conformance_cases_agree(names: list[str], work: Path, ws: int) -> set[str]:
    """Build each conformance case for the cpu backend at wave `ws`, run it in the chosen forms and forced
    to fibers; both must succeed with the same stdout (and match a recorded reference where the case has
    no oracle). Returns `case:kernel` for every kernel that ran in the block form."""
    from xlate.pipeline.run import build_sources

    split: set[str] = set()
    for name in names:
        meta = tomllib.loads((CASES / name / "case.toml").read_text())
        out = work / name
        out.mkdir()
        exe = build_sources([CASES / name / s for s in meta["sources"]], out, warp_size=ws,
                            includes=[CASES.parent / "common"])[0]
        args = [str(a) for a in meta.get("args", [])]
        chosen = run(exe, args, XLATE_CPU_EXPLAIN="1")
        forced = run(exe, args, XLATE_CPU_EXPLAIN="1", XLATE_CPU_FORM="fibers")
        assert chosen.returncode == forced.returncode == 0, (name, chosen.stderr, forced.stderr)
        assert chosen.stdout == forced.stdout, name
        reference = CASES / name / "reference" / "stdout.txt"
        if reference.is_file() and not (CASES / name / "oracle.py").is_file():
            assert chosen.stdout == reference.read_text(), name
        split |= {f"{name}:{k}" for k, f in forms(chosen.stderr).items() if f == "block"}
    return split
