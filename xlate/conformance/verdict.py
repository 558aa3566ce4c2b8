"""Running a built case on a target (cpu backend at wave64/wave32, gfx942 build check, an AMD GPU)
and judging the outcome, known failures (xfail) included."""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from xlate.conformance.build import RunResult, Translated, cpu_build, gfx942_build, run_exe, translate_case
from xlate.conformance.cases import Case, CaseError
from xlate.conformance.compare import compare_output, oracle_expected, reference_expected
from xlate.errors import XlateError
from xlate.pipeline.build import BuildRequest, build


@dataclass
class Outcome:
    case: str
    target: str  # wave64 | wave32 | gfx942 | amd
    passed: bool
    messages: list[str]
    times: dict[str, float] = field(default_factory=dict)
    stderr: str = ""

    @property
    def failure_text(self) -> str:
        return "\n".join(self.messages) + ("\n" + self.stderr if self.stderr else "")


def check_run(case: Case, res: RunResult) -> list[str]:
    """Every way `res` disagrees with the case's references (oracle and NVIDIA recording)."""
    msgs = []
    if res.returncode != case.expect_exit:
        msgs.append(f"exit {res.returncode} (expected {case.expect_exit}) from {' '.join(res.command)}")
    oracle = oracle_expected(case)
    if oracle is not None:
        msgs += [f"oracle: {m}" for m in compare_output(case, res.stdout, oracle)]
    ref = reference_expected(case)
    if ref is not None:
        msgs += [f"nvidia reference: {m}" for m in compare_output(case, res.stdout, ref, widen=True)]
    if oracle is None and ref is None:
        msgs.append("case has no reference (oracle.py or reference/stdout.txt)")
    return msgs


def run_cpu(tr: Translated, warp_size: int) -> Outcome:
    target = f"wave{warp_size}"

    try:
        exe, bsec, _ = cpu_build(tr, warp_size)
    except XlateError as exc:
        detail = getattr(exc, "detail", "") or ""
        return Outcome(tr.case.name, target, False, [f"cpu build failed: {exc}"], stderr=detail)
    res = run_exe(exe, tr.case)
    msgs = check_run(tr.case, res)
    return Outcome(tr.case.name, target, not msgs, msgs,
                   {"translate": tr.seconds, "build_cpu": bsec, "run": res.seconds}, res.stderr[-4000:])


def run_gfx942(tr: Translated) -> Outcome:
    ok, msg, sec, _ = gfx942_build(tr)
    return Outcome(tr.case.name, "gfx942", ok, [] if ok else [msg], {"build_gfx942": sec})


def amd_available() -> list[str]:
    """What this machine lacks for the amd backend (empty: /dev/kfd and a ROCm runtime exist)."""
    missing = []
    if not Path("/dev/kfd").exists():
        missing.append("no /dev/kfd (no AMD GPU driver)")
    roots = [r for r in (os.environ.get("ROCM_PATH"), "/opt/rocm") if r]
    if not any((Path(r) / lib).exists() for r in roots for lib in ("lib/libamdhip64.so", "lib64/libamdhip64.so")):
        missing.append("no ROCm runtime (libamdhip64.so under $ROCM_PATH or /opt/rocm)")
    return missing


def local_amd_arch() -> str:
    """The first GPU target rocm_agent_enumerator reports (gfx942 when it cannot tell)."""
    for root in (os.environ.get("ROCM_PATH"), "/opt/rocm"):
        tool = Path(root or "/nonexistent") / "bin" / "rocm_agent_enumerator"
        if tool.is_file():
            try:
                out = subprocess.run([str(tool)], capture_output=True, text=True, timeout=60, check=False).stdout
            except (OSError, subprocess.TimeoutExpired):
                continue
            archs = [a.strip() for a in out.split() if a.strip().startswith("gfx") and a.strip() != "gfx000"]
            if archs:
                return archs[0]
    return "gfx942"


def run_amd(tr: Translated) -> Outcome:
    """Build for the local AMD GPU with xlate's toolchain (ROCm when present) and run on it."""

    with tempfile.TemporaryDirectory(prefix="ct-amd-") as tmp:
        exe = Path(tmp) / "prog"
        t0 = time.perf_counter()
        try:
            build(BuildRequest(sources=list(tr.sources), output=exe, includes=list(tr.includes), verify=False,
                               offload_archs=[local_amd_arch()], libs=tr.case.hip_libs))
        except XlateError as exc:
            return Outcome(tr.case.name, "amd", False, [f"amd build failed: {exc}"])
        bsec = time.perf_counter() - t0
        res = run_exe(exe, tr.case)
    msgs = check_run(tr.case, res)
    return Outcome(tr.case.name, "amd", not msgs, msgs, {"build_amd": bsec, "run": res.seconds}, res.stderr[-4000:])


def xfail_matches(case: Case, out: Outcome) -> bool:
    """True when `out` failed exactly the known way: the pattern occurs, and every output mismatch
    (oracle or reference) matches it, so a new, different failure is not hidden by the xfail."""
    spec = case.xfail.get(out.target)
    if not spec or out.passed or re.search(spec[1], out.failure_text) is None:
        return False
    compared = [m for m in out.messages if m.startswith(("oracle: ", "nvidia reference: "))
                and "further mismatches not shown" not in m]
    return all(re.search(spec[1], m) for m in compared)


@dataclass
class CaseRun:
    case: Case
    translated: Translated | None
    outcomes: dict[str, Outcome]


def run_case(case: Case, targets: list[str], work: Path) -> CaseRun:
    """Translate once, then each target (wave64, wave32, gfx942, amd)."""

    try:
        tr = translate_case(case, work / case.name)
    except XlateError as exc:
        detail = getattr(exc, "detail", "") or ""
        return CaseRun(case, None, {t: Outcome(case.name, t, False, [f"translation failed: {exc}"], stderr=detail)
                                    for t in targets})
    outs: dict[str, Outcome] = {}
    for t in targets:
        if t.startswith("wave"):
            outs[t] = run_cpu(tr, int(t[4:]))
        elif t == "gfx942":
            outs[t] = run_gfx942(tr)
        elif t == "amd":
            outs[t] = run_amd(tr)
        else:
            raise ValueError(f"unknown target {t}")
    return CaseRun(case, tr, outs)


def default_targets(backend: str = "all") -> list[str]:
    """cpu: wave64, wave32 and the gfx942 build; amd: added when this machine has an AMD GPU + ROCm."""
    if backend not in ("all", "cpu", "amd"):
        raise CaseError(f"unknown backend {backend!r}; use cpu, amd or all")
    targets = ["wave64", "wave32", "gfx942"] if backend in ("all", "cpu") else ["gfx942"]
    if backend == "amd" or (backend == "all" and not amd_available()):
        targets.append("amd")
    return targets
