"""Mutation score of the conformance suite against mutants of xlate ITSELF (the code under test):
plausible semantic bugs in the API mapping table, the PTX lowering and the math mapping, each applied
to a private copy of the xlate package; the cases that use the mutated code are translated with that
copy, built for the cpu backend and run against their references.

For each mutant and case the verdict is one of
  killed        the program ran and its output (or exit status) disagrees with the references
  survived      the program ran and passed: the case let the mutant through
  build failed  the mutant's output did not compile: NOT a kill (the suite never judged its semantics)
  unaffected    the mutant does not change this case's translation (not run)

    python compat_tests/tools/mutation_score.py [--mutant NAME ...] [--warp 64] [--jobs 1]

prints one line per mutant (kills / survivors / build failures, and the surviving cases) and the score:
mutants killed by a wrong result / all mutants. The CI test (compat_tests/test_ct_mutations.py) runs a
representative slice of these mutants on a few cases each.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
SUITE = HERE.parent
ROOT = SUITE.parent
XLATE = ROOT / "xlate"
WORKER_TIMEOUT_S = 1800


@dataclass(frozen=True)
class SourceMutant:
    name: str
    kind: str  # "api mapping" | "ptx lowering" | "math"
    path: str  # file under the repository root
    old: str  # text replaced (must occur exactly once)
    new: str
    trigger: str  # regex: cases whose CUDA sources match are translated with the mutant
    why: str = ""


def _row(cuda: str, hip_now: str, hip_bad: str) -> tuple[str, str]:
    return f"\n{cuda},{hip_now},", f"\n{cuda},{hip_bad},"


_API = "xlate/data/api/cuda_hip.csv"
_COMPARE = "xlate/ptx/lower/compare.py"  # PTX lowering: one module per instruction family
_INTEGER = "xlate/ptx/lower/integer.py"
_BITS = "xlate/ptx/lower/bits.py"

MUTANTS: list[SourceMutant] = [
    # ---- API mapping: swapped or wrong rows of the CUDA -> HIP table
    SourceMutant("memcpy D2H row maps to H2D", "api mapping", _API,
                 *_row("cudaMemcpyDeviceToHost", "hipMemcpyDeviceToHost", "hipMemcpyHostToDevice"),
                 r"cudaMemcpyDeviceToHost", "a swapped enum row"),
    SourceMutant("memcpy D2D row maps to D2H", "api mapping", _API,
                 *_row("cudaMemcpyDeviceToDevice", "hipMemcpyDeviceToDevice", "hipMemcpyDeviceToHost"),
                 r"cudaMemcpyDeviceToDevice", "a wrong enum row"),
    SourceMutant("atomicMin row maps to atomicMax", "api mapping", _API,
                 *_row("atomicMin", "atomicMin", "atomicMax"), r"\batomicMin\b", "swapped rows"),
    SourceMutant("atomicInc row maps to atomicDec", "api mapping", _API,
                 *_row("atomicInc", "atomicInc", "atomicDec"), r"\batomicInc\b", "swapped rows"),
    SourceMutant("atomicSub row maps to atomicAdd", "api mapping", _API,
                 *_row("atomicSub", "atomicSub", "atomicAdd"), r"\batomicSub\b", "a sign lost in the mapping"),
    SourceMutant("memcpy H2D row maps to D2D", "api mapping", _API,
                 *_row("cudaMemcpyHostToDevice", "hipMemcpyHostToDevice", "hipMemcpyDeviceToDevice"),
                 r"cudaMemcpyHostToDevice", "a wrong enum row"),
    SourceMutant("__popc row maps to __ffs", "api mapping", _API,
                 *_row("__popc", "xlate_popc", "xlate_ffs"), r"\b__popc\b", "neighbouring bit-intrinsic rows"),
    SourceMutant("__clz row maps to __ffs", "api mapping", _API,
                 *_row("__clz", "__clz", "__ffs"), r"\b__clz\b", "neighbouring bit-intrinsic rows"),
    # ---- math: rounding and function rows
    SourceMutant("__float2int_rn rounds toward zero", "math", _API,
                 *_row("__float2int_rn", "__float2int_rn", "__float2int_rz"), r"__float2int_rn",
                 "an off-by-one rounding"),
    SourceMutant("__float2int_rd rounds up", "math", _API,
                 *_row("__float2int_rd", "__float2int_rd", "__float2int_ru"), r"__float2int_rd",
                 "an off-by-one rounding"),
    SourceMutant("floorf row maps to truncf", "math", _API,
                 *_row("floorf", "floorf", "truncf"), r"\bfloorf\b", "wrong rounding for negatives"),
    SourceMutant("rintf row maps to roundf", "math", _API,
                 *_row("rintf", "rintf", "roundf"), r"\brintf\b", "ties away from zero, not to even"),
    SourceMutant("ceilf row maps to floorf", "math", _API,
                 *_row("ceilf", "ceilf", "floorf"), r"\bceilf\b", "swapped rounding rows"),
    SourceMutant("expf row maps to exp2f", "math", _API,
                 *_row("expf", "expf", "exp2f"), r"\bexpf\b", "wrong base"),
    SourceMutant("logf row maps to log2f", "math", _API,
                 *_row("logf", "logf", "log2f"), r"\blogf\b", "wrong base"),
    SourceMutant("sqrtf row maps to rsqrtf", "math", _API,
                 *_row("sqrtf", "sqrtf", "rsqrtf"), r"\bsqrtf\b", "neighbouring rows"),
    # ---- PTX lowering
    SourceMutant("setp.lt (int) lowered as <=", "ptx lowering", _COMPARE,
                 '"lt": "<", "le": "<=", "gt": ">"', '"lt": "<=", "le": "<=", "gt": ">"', r"setp\.",
                 "an off-by-one comparison"),
    SourceMutant("setp.ge (int) lowered as >", "ptx lowering", _COMPARE,
                 '"gt": ">", "ge": ">=",\n', '"gt": ">", "ge": ">",\n', r"setp\.", "an off-by-one comparison"),
    SourceMutant("setp.lt (float) lowered as <=", "ptx lowering", _COMPARE,
                 '"lt": "{a} < {b}"', '"lt": "{a} <= {b}"', r"setp\.", "an off-by-one float comparison"),
    SourceMutant("add.cc loses the second carry", "ptx lowering", _INTEGER,
                 'unsigned int _xl_c2 = _xl_r < _xl_s;")\n    else:', 'unsigned int _xl_c2 = 0;")\n    else:',
                 r"add\.cc|addc", "the carry out of (a+b)+cin is dropped"),
    SourceMutant("sub.cc borrow off by one", "ptx lowering", _INTEGER,
                 'unsigned int _xl_c1 = _xl_a < _xl_b;")', 'unsigned int _xl_c1 = _xl_a <= _xl_b;")',
                 r"sub\.cc|subc", "borrow set when a == b"),
    SourceMutant("selp operands swapped", "ptx lowering", _COMPARE,
                 'f"({c} ? ({a}) : ({b}))"', 'f"({c} ? ({b}) : ({a}))"', r"selp\.", "a swapped select"),
    SourceMutant("brev reverses one bit too few", "ptx lowering", _BITS,
                 "for (int _xl_i = 0; _xl_i < {w}; ++_xl_i)", "for (int _xl_i = 0; _xl_i < {w} - 1; ++_xl_i)",
                 r"brev\.", "an off-by-one loop bound"),
    SourceMutant("clz of zero gives width-1", "ptx lowering", _BITS,
                 '(_xl_x == 0u ? {w}u :', '(_xl_x == 0u ? {w - 1}u :', r"clz\.", "an off-by-one edge value"),
]


# ------------------------------------------------------------------------------------------ engine

@dataclass
class MutantResult:
    mutant: SourceMutant
    verdicts: dict[str, str] = field(default_factory=dict)  # case -> killed/survived/build failed/unaffected
    messages: dict[str, str] = field(default_factory=dict)

    def cases(self, verdict: str) -> list[str]:
        return sorted(c for c, v in self.verdicts.items() if v == verdict)

    @property
    def killed(self) -> bool:
        """Killed by a WRONG RESULT in at least one case (a build failure does not count)."""
        return bool(self.cases("killed"))

    def line(self) -> str:
        k, s, b = self.cases("killed"), self.cases("survived"), self.cases("build failed")
        head = "KILLED  " if self.killed else "SURVIVED"
        shown = ", ".join(k[:4]) + (f" and {len(k) - 4} more" if len(k) > 4 else "")
        tail = (f"; killed by {shown}" if k else "") + (f"; let through by {', '.join(s)}" if s else "")
        return (f"{head} [{self.mutant.kind}] {self.mutant.name}: killed by {len(k)} case(s), let through by "
                f"{len(s)}, build failed in {len(b)}{tail}")


def apply_mutant(m: SourceMutant, copy_root: Path) -> None:
    """Apply `m` to the copy of the repository files at `copy_root` (raises if `old` is not unique)."""
    f = copy_root / m.path
    text = f.read_text(encoding="utf-8")
    n = text.count(m.old)
    if n != 1:
        raise ValueError(f"mutant {m.name!r}: {m.path} holds its text {n} times (must be exactly once)")
    f.write_text(text.replace(m.old, m.new), encoding="utf-8")


def _case_sources_text(case) -> str:
    return "\n".join(s.read_text(encoding="utf-8", errors="replace") for s in case.sources)


def affected_cases(m: SourceMutant, cases: list) -> list:
    rx = re.compile(m.trigger)
    return [c for c in cases if rx.search(_case_sources_text(c))]


def _texts_digest(tr) -> str:
    h = hashlib.sha256()
    for p in sorted(tr.texts):
        h.update(str(p.relative_to(tr.root)).encode() + b"\0" + tr.texts[p].encode() + b"\0")
    return h.hexdigest()


def judge(tr, warp: int, baseline_digest: str | None, runner) -> tuple[str, str]:
    """Verdict of one translated (mutated) case: compares with the unmutated translation's digest."""
    if baseline_digest is not None and _texts_digest(tr) == baseline_digest:
        return "unaffected", ""
    try:
        exe, _, _ = runner.cpu_build(tr, warp)
    except Exception as exc:  # noqa: BLE001 - reported as a build failure, never as a kill
        return "build failed", str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
    res = runner.run_exe(exe, tr.case)
    msgs = runner.check_run(tr.case, res)
    return ("killed", msgs[0][:200]) if msgs else ("survived", "")


def _worker(job_file: Path) -> int:
    """Runs inside the mutated copy (PYTHONPATH): translate, build, run, judge each case of the job."""
    job = json.loads(job_file.read_text())
    sys.path.insert(0, str(SUITE))
    import runner

    import xlate
    assert Path(xlate.__file__).resolve().is_relative_to(Path(job["copy"]).resolve()), xlate.__file__
    cache = Path(job["cache"])
    cache.mkdir(parents=True, exist_ok=True)
    import xlate.conformance.build as ct_build

    ct_build.build_cache_dir = lambda: cache  # mutant programs never land in the shared cache
    out = {}
    for name in job["cases"]:
        case = runner.load_case(runner.CASES / name)
        work = Path(job["work"]) / name
        try:
            tr = runner.translate_case(case, work)
        except Exception as exc:  # noqa: BLE001 - a mutant that breaks translation is not a kill either
            out[name] = ["build failed", f"translation failed: {str(exc)[:200]}"]
            continue
        out[name] = list(judge(tr, job["warp"], job["baseline"].get(name), runner))
    Path(job["result"]).write_text(json.dumps(out))
    return 0


def baseline_digests(cases: list, work: Path) -> dict[str, str]:
    """Digest of each case's UNMUTATED translation (this process's xlate)."""
    sys.path.insert(0, str(SUITE))
    import runner

    return {c.name: _texts_digest(runner.translate_case(c, work / c.name)) for c in cases}


def run_mutant(m: SourceMutant, cases: list, baseline: dict[str, str], warp: int = 64,
               max_cases: int | None = None) -> MutantResult:
    """Apply `m` to a private copy of xlate and judge it on the cases it affects (at most `max_cases`
    of those, in order, when given)."""
    chosen = affected_cases(m, cases)
    if max_cases is not None:
        chosen = chosen[:max_cases]
    res = MutantResult(m)
    if not chosen:
        return res
    with tempfile.TemporaryDirectory(prefix="xlate-mutant-") as tmp:
        t = Path(tmp)
        copy = t / "repo"
        shutil.copytree(XLATE, copy / "xlate", ignore=shutil.ignore_patterns("__pycache__"))
        # the conformance engine (xlate/conformance) finds the cases beside the package: the real ones
        (copy / "compat_tests").symlink_to(SUITE, target_is_directory=True)
        apply_mutant(m, copy)
        job = {"copy": str(copy), "cases": [c.name for c in chosen], "warp": warp, "baseline": baseline,
               "cache": str(t / "cache"), "work": str(t / "work"), "result": str(t / "result.json")}
        (t / "job.json").write_text(json.dumps(job))
        env = {**os.environ, "PYTHONPATH": str(copy) + os.pathsep + os.environ.get("PYTHONPATH", ""),
               "PYTHONDONTWRITEBYTECODE": "1"}
        proc = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--worker", str(t / "job.json")],
                              capture_output=True, text=True, timeout=WORKER_TIMEOUT_S, env=env, check=False,
                              cwd=str(copy))
        if proc.returncode != 0 or not (t / "result.json").is_file():
            raise RuntimeError(f"mutant {m.name!r}: worker failed (exit {proc.returncode}): "
                               f"{proc.stderr.strip()[-2000:]}")
        for name, (verdict, msg) in json.loads((t / "result.json").read_text()).items():
            res.verdicts[name] = verdict
            res.messages[name] = msg
    return res


def score(results: list[MutantResult]) -> str:
    k = sum(r.killed for r in results)
    return f"{k}/{len(results)} ({100 * k // max(1, len(results))}%)"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mutant", action="append", default=[], help="only these mutants (by name)")
    ap.add_argument("--warp", type=int, default=64, choices=(64, 32))
    ap.add_argument("--max-cases", type=int, default=None, help="at most N affected cases per mutant")
    ap.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.worker:
        return _worker(a.worker)
    sys.path.insert(0, str(SUITE))
    import runner

    mutants = [m for m in MUTANTS if not a.mutant or m.name in a.mutant]
    unknown = set(a.mutant) - {m.name for m in MUTANTS}
    if unknown:
        print(f"mutation_score: error: unknown mutant(s) {sorted(unknown)}", file=sys.stderr)
        return 2
    cases = [c for c in runner.load_cases() if not c.xfail]
    needed = sorted({c.name for m in mutants for c in affected_cases(m, cases)})
    with tempfile.TemporaryDirectory(prefix="xlate-mutbase-") as tmp:
        base = baseline_digests([c for c in cases if c.name in needed], Path(tmp))
    results = []
    for m in mutants:
        r = run_mutant(m, cases, base, a.warp, a.max_cases)
        results.append(r)
        print(r.line(), flush=True)
    print(f"mutation score (killed by a wrong result): {score(results)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
