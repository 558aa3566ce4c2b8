"""The conformance suite's engine: load cases, translate them with xlate, build and run them on a
backend, compare what they print with their references, build them for gfx942.

A case is `compat_tests/cases/<name>/` holding the original CUDA program, `case.toml` and its
references (`oracle.py`, and/or `reference/` recorded on an NVIDIA GPU with `PROVENANCE.toml`).
Programs print `key: v1 v2 ...` lines; `case.toml` says how each key is compared (docs/conformance.md).

Used by the pytest entry points in this folder, by `xlate selftest` and by
benchmarks/conformance_time.py. Builds are cached by content hash under
`${XLATE_CACHE:-~/.cache/xlate}/conformance/`.
"""

from __future__ import annotations

import hashlib
import importlib.util
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import tomllib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from xlate.core.cache import cache_dir

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
COMMON = HERE / "common"
HARNESS = HERE / "harness" / "ct_memcheck.h"
RUN_TIMEOUT_S = 60
COMPARES = ("exact", "unordered", "abs", "rel", "ulp")
FLOAT_TYPES = {"float32": np.float32, "float64": np.float64, "float16": np.float16}


class CaseError(Exception):
    """A case directory that does not follow the format (names the file and what is wrong)."""


# ------------------------------------------------------------------------------------------ cases

@dataclass
class Compare:
    kind: str = "exact"  # exact | unordered | abs | rel | ulp
    tol: float = 0.0  # abs / rel bound, or ulp bound
    dtype: str = "float32"  # for ulp
    source: str = ""  # where the bound comes from (for ulp: the CUDA accuracy table entry)

    def widened(self) -> Compare:
        """The bound between two implementations that each meet this one against the true value."""
        if self.kind in ("abs", "rel", "ulp"):
            return Compare(self.kind, self.tol * 2 + (0.5 if self.kind == "ulp" else 0.0), self.dtype,
                           self.source)
        return self


@dataclass
class Case:
    name: str
    dir: Path
    sources: list[Path]
    kernels: list[str]
    args: list[str]
    compares: dict[str, Compare]
    default: Compare
    expect_exit: int
    xfail: dict[str, tuple[str, str]]  # "wave64"/"wave32"/"gfx942" -> (reason, regex the failure must match)
    features: list[str]
    description: str
    raw: dict[str, Any] = field(default_factory=dict)

    def compare_for(self, key: str) -> Compare:
        return self.compares.get(key, self.default)

    @property
    def oracle_path(self) -> Path:
        return self.dir / "oracle.py"

    @property
    def reference_dir(self) -> Path:
        return self.dir / "reference"


def _compare(spec: Any, where: str) -> Compare:
    if isinstance(spec, str):
        if spec not in ("exact", "unordered"):
            raise CaseError(f"{where}: unknown comparison {spec!r}; use exact, unordered or a table")
        return Compare(spec)
    if isinstance(spec, dict):
        kinds = [k for k in ("abs", "rel", "ulp") if k in spec]
        if len(kinds) != 1:
            raise CaseError(f"{where}: give exactly one of abs, rel, ulp")
        kind = kinds[0]
        dtype = spec.get("type", "float32")
        if dtype not in FLOAT_TYPES:
            raise CaseError(f"{where}: type {dtype!r} is not one of {', '.join(FLOAT_TYPES)}")
        if kind == "ulp" and not spec.get("source"):
            raise CaseError(f"{where}: an ulp bound needs `source` (the CUDA accuracy table entry)")
        return Compare(kind, float(spec[kind]), dtype, str(spec.get("source", "")))
    raise CaseError(f"{where}: comparison must be a string or a table")


def load_case(d: Path) -> Case:
    toml_path = d / "case.toml"
    try:
        with open(toml_path, "rb") as f:
            raw = tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise CaseError(f"{toml_path}: {exc}") from None
    for key in ("sources", "kernels", "description"):
        if key not in raw:
            raise CaseError(f"{toml_path}: missing `{key}`")
    sources = [d / s for s in raw["sources"]]
    for s in sources:
        if not s.is_file():
            raise CaseError(f"{toml_path}: source {s.name} not found")
    cmp_raw = dict(raw.get("compare", {}))
    default = _compare(cmp_raw.pop("default", "exact"), f"{toml_path}: compare.default")
    compares = {k: _compare(v, f"{toml_path}: compare.{k}") for k, v in cmp_raw.items()}
    xfail = {}
    for target, spec in raw.get("xfail", {}).items():
        if target not in ("wave64", "wave32", "gfx942") or not {"reason", "match"} <= set(spec):
            raise CaseError(f"{toml_path}: xfail.{target} needs target wave64/wave32/gfx942, reason, match")
        xfail[target] = (spec["reason"], spec["match"])
    return Case(name=d.name, dir=d, sources=sources, kernels=list(raw["kernels"]),
                args=[str(a) for a in raw.get("args", [])], compares=compares, default=default,
                expect_exit=int(raw.get("exit", 0)), xfail=xfail, features=list(raw.get("features", [])),
                description=raw["description"], raw=raw)


def case_dirs() -> list[Path]:
    return sorted(p.parent for p in CASES.glob("*/case.toml"))


def load_cases() -> list[Case]:
    return [load_case(d) for d in case_dirs()]


# ---------------------------------------------------------------------------------------- parsing

_LINE = re.compile(r"^([A-Za-z_][\w.\[\]-]*):(.*)$")


def parse_output(text: str) -> tuple[dict[str, list[str]], list[str]]:
    """key -> list of lines' value strings (in order); plus the lines that are not `key: value`."""
    out: dict[str, list[str]] = {}
    bad = []
    for line in text.splitlines():
        if not line.strip():
            continue
        m = _LINE.match(line)
        if not m:
            bad.append(line)
            continue
        out.setdefault(m.group(1), []).append(m.group(2).strip())
    return out, bad


def _tokens(lines: list[str]) -> list[str]:
    return [t for line in lines for t in line.split()]


def _num(tok: str) -> float:
    return float.fromhex(tok) if tok.lower().lstrip("+-").startswith("0x") else float(tok)


def ulp_of(value: float, dtype: str) -> float:
    """Spacing of `dtype` numbers at |value| (the ulp, for the smallest normal below that too)."""
    t = FLOAT_TYPES[dtype]
    info = np.finfo(t)
    a = abs(float(value))
    if not math.isfinite(a):
        return math.inf
    a = max(a, float(info.tiny))
    return float(np.spacing(t(min(a, float(info.max)))))


def _close(got: Any, want: Any, c: Compare) -> bool:
    """`got` and `want` as numpy long doubles (x87 extended here), so double results are judged
    against long-double oracle values without an extra rounding."""
    got, want = np.longdouble(got), np.longdouble(want)
    if np.isnan(want) or np.isnan(got):
        return bool(np.isnan(want) and np.isnan(got))
    if np.isinf(want) or np.isinf(got):
        return bool(got == want)
    if c.kind == "ulp":
        # the printed value identifies one number of the result type (printed with round-trip digits)
        got = np.longdouble(FLOAT_TYPES[c.dtype](got))
    err = abs(got - want)
    if c.kind == "abs":
        return bool(err <= c.tol)
    if c.kind == "rel":
        return bool(err <= np.longdouble(c.tol) * abs(want) or err == 0)
    # ulp: CUDA's bound is against the correctly rounded result; the oracle value is (nearly) exact,
    # so half an ulp of rounding is allowed on top of the documented bound.
    return bool(err <= np.longdouble(c.tol + 0.5) * np.longdouble(ulp_of(float(want), c.dtype)))


def _parse_ld(tok: str) -> Any:
    if tok.lower().lstrip("+-").startswith("0x"):
        return np.longdouble(float.fromhex(tok))
    return np.longdouble(tok)


def _fmt(v: Any) -> str:
    return v if isinstance(v, str) else repr(v)


def compare_key(key: str, got_lines: list[str], want: Any, c: Compare, limit: int = 5) -> list[str]:
    """Mismatch messages for one key; `want` is a list of values (oracle) or of lines (reference)."""
    if c.kind == "unordered":
        got_c = Counter(got_lines)
        want_c = Counter(str(w) for w in want)
        if got_c == want_c:
            return []
        missing = list((want_c - got_c).elements())[:limit]
        extra = list((got_c - want_c).elements())[:limit]
        return [f"{key}: unordered lines differ; missing {missing}, unexpected {extra}"]
    got = _tokens(got_lines)
    wanted = list(np.asarray(want).ravel()) if not isinstance(want, list) else want
    if len(got) != len(wanted):
        return [f"{key}: {len(got)} values printed, {len(wanted)} expected"]
    msgs = []
    for i, (g, w) in enumerate(zip(got, wanted, strict=True)):
        if c.kind == "exact":
            if isinstance(w, str):
                ok = g == w
            elif isinstance(w, np.floating):
                try:  # the printed text names one number of the oracle's type (round-trip digits)
                    ok = type(w)(_parse_ld(g)) == w or (np.isnan(w) and np.isnan(type(w)(_parse_ld(g))))
                except ValueError:
                    ok = False
            else:
                try:
                    ok = _num(g) == float(w) if not isinstance(w, (int, np.integer)) else int(g) == int(w)
                except ValueError:
                    ok = False
        else:
            try:
                ok = _close(_parse_ld(g), _parse_ld(w) if isinstance(w, str) else w, c)
            except ValueError:
                ok = False
        if not ok:
            what = f"{c.kind} {c.tol:g}" + (f" ({c.dtype})" if c.kind == "ulp" else "") if c.kind != "exact" else "exact"
            msgs.append(f"{key}[{i}]: got {g}, expected {_fmt(w)} ({what})")
            if len(msgs) >= limit:
                msgs.append(f"{key}: ... (further mismatches not shown)")
                break
    return msgs


def compare_output(case: Case, stdout: str, expected: dict[str, Any], *, widen: bool = False) -> list[str]:
    """Every mismatch between a run's stdout and `expected` (key -> values); empty means it matches."""
    got, bad = parse_output(stdout)
    msgs = [f"line not in `key: values` form: {b!r}" for b in bad[:5]]
    for key, want in expected.items():
        c = case.compare_for(key)
        if widen:
            c = c.widened()
        if key not in got:
            msgs.append(f"{key}: not printed")
            continue
        msgs += compare_key(key, got[key], want, c)
    for key in got:
        if key not in expected:
            msgs.append(f"{key}: printed but not expected ({got[key][0][:60]!r})")
    return msgs


# ------------------------------------------------------------------------------------- references

def oracle_expected(case: Case) -> dict[str, Any] | None:
    if not case.oracle_path.is_file():
        return None
    if str(COMMON) not in sys.path:  # oracles share helpers from compat_tests/common (ct_math.py)
        sys.path.insert(0, str(COMMON))
    spec = importlib.util.spec_from_file_location(f"ct_oracle_{case.name}", case.oracle_path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.expected()


def reference_expected(case: Case) -> dict[str, Any] | None:
    """The recorded NVIDIA output as key -> lines' values, or None when the case has none."""
    out = case.reference_dir / "stdout.txt"
    if not out.is_file():
        return None
    got, _ = parse_output(out.read_text())
    return {k: (v if case.compare_for(k).kind == "unordered" else _tokens(v)) for k, v in got.items()}


def reference_provenance(case: Case) -> dict[str, Any] | None:
    p = case.reference_dir / "PROVENANCE.toml"
    if not p.is_file():
        return None
    with open(p, "rb") as f:
        return tomllib.load(f)


PROVENANCE_KEYS = ("gpu", "driver", "cuda", "date", "command", "source_sha256")


def recording_mismatches(case: Case, base: Path = HERE, common: Path = COMMON) -> list[str]:
    """Why the case's NVIDIA recording no longer belongs to its program: each file whose sha256
    differs from the one PROVENANCE.toml recorded, each file added to or gone from the program, or
    the missing `[source_sha256]` table. Empty when the recording matches (or there is none)."""
    from record_nvidia import source_digests

    prov = reference_provenance(case)
    if prov is None:
        return []
    where = case.reference_dir / "PROVENANCE.toml"
    rec = prov.get("source_sha256")
    if not isinstance(rec, dict) or not rec:
        return [f"{where}: no [source_sha256] table; re-record the case (compat_tests/record_nvidia.py)"]
    now = source_digests(case.dir, [s.name if s.parent == case.dir else str(s.relative_to(case.dir))
                                    for s in case.sources], base, common)
    out = []
    for f in sorted(set(rec) | set(now)):
        if f not in now:
            out.append(f"{where}: recorded from {f}, which the program no longer uses")
        elif f not in rec:
            out.append(f"{where}: the program now uses {f}, which was not part of the recording")
        elif rec[f] != now[f]:
            out.append(f"{where}: {f} changed since it was recorded (sha256 {now[f][:12]}..., recorded "
                       f"{str(rec[f])[:12]}...); re-record the case on an NVIDIA GPU (compat_tests/record_nvidia.py)")
    return out


# ------------------------------------------------------------------------------ translate & build

def _cache_dir() -> Path:
    d = cache_dir("conformance")
    d.mkdir(parents=True, exist_ok=True)
    return d


@dataclass
class Translated:
    case: Case
    root: Path  # folder holding the translated files
    sources: list[Path]  # translated compiled sources
    includes: list[Path]
    texts: dict[Path, str]  # translated file -> text (all files, headers too)
    seconds: float = 0.0


_TRANSLATE_LOCK = threading.Lock()  # libclang and the PCH cache are used from one thread at a time


def translate_case(case: Case, out: Path, warp_mode: str = "compat32") -> Translated:
    from xlate.rewrite.translate import translate_for_build

    with _TRANSLATE_LOCK:
        t0 = time.perf_counter()
        mapping = translate_for_build(case.sources, out, includes=[COMMON], defines=[], warp_mode=warp_mode)
    by_abs = {Path(k).resolve(): Path(v) for k, v in mapping.items()}
    srcs = [by_abs[s.resolve()] for s in case.sources]
    incs = sorted({p.parent for p in by_abs.values()})
    texts = {p: p.read_text() for p in by_abs.values()}
    return Translated(case, out, srcs, incs, texts, time.perf_counter() - t0)


def _digest(parts: list[bytes]) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(hashlib.sha256(p).digest())
    return h.hexdigest()[:20]


HARNESS_DIR = HARNESS.parent
BUILD_OPT = "1"
CPU_EXTRA_FLAGS = ["-include", str(HARNESS), "-Wno-unused-result"]


def _cpu_inputs_key(warp_size: int) -> str:
    """Every input of a case's cpu build besides its translated files: xlate/cpu/build.py's key of the
    compiler, runtime library, flags and xlate's header trees, plus this suite's harness headers."""
    from xlate.core.buildkey import InputsHash
    from xlate.cpu import build as cb

    return (InputsHash().string(cb.program_inputs_key(warp_size, BUILD_OPT, CPU_EXTRA_FLAGS))
            .tree(HARNESS_DIR).key())


def _gfx942_inputs_key(tr: Translated) -> str:
    """Every input of a case's gfx942 build and verification besides its translated files: the
    toolchain (kind, root — the portable prefix is named by the pinned packages' hashes —, its clang's
    `--version`, the pin file), the compile flags, xlate's support headers and the verifier's code.
    Raises XlateError when no toolchain is found (the build then reports it)."""
    from xlate.core.buildkey import InputsHash
    from xlate.errors import ToolchainError
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import locate_toolchain
    from xlate.toolchain import pins as tpins

    tc = locate_toolchain()
    try:
        ver = subprocess.run([str(tc.clang), "--version"], capture_output=True, text=True, timeout=60,
                             check=False).stdout
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ToolchainError(f"{tc.clang} --version failed: {exc}") from None
    tdir = Path(tpins.__file__).resolve().parent
    h = InputsHash().strings([tc.kind, str(tc.root), str(tc.clang), ver, str(tc.hip_path), str(tc.device_lib_path)])
    h.strings([*tc.compile_args(["gfx942"]), f"-O{BUILD_OPT}", *tr.case.kernels])
    h.file(tpins.PINS_FILE, name="pins.toml").tree(SUPPORT_INCLUDE)
    for name in ("build.py", "verify.py", "discover.py"):
        h.file(tdir / name, name=name)
    return h.key()


def cpu_build(tr: Translated, warp_size: int, texts: dict[Path, str] | None = None) -> tuple[Path, float, bool]:
    """Executable of the translated case for the cpu backend (cached); returns (exe, seconds, cached).
    `texts` replaces file contents (mutations); the build then happens in a private copy."""
    from xlate.cpu.build import ProgramBuild, build_program

    texts = texts or tr.texts
    names = sorted(texts)
    key = _digest([str(warp_size).encode(), _cpu_inputs_key(warp_size).encode()]
                  + [str(p.relative_to(tr.root)).encode() + b"\0" + texts[p].encode() for p in names])
    exe = _cache_dir() / f"{tr.case.name}-w{warp_size}-{key}"
    if exe.is_file():
        return exe, 0.0, True
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ct-build-") as tmp:
        root = Path(tmp) / "src"
        for p in names:
            dst = root / p.relative_to(tr.root)
            dst.parent.mkdir(parents=True, exist_ok=True)
            dst.write_text(texts[p])
        srcs = [root / s.relative_to(tr.root) for s in tr.sources]
        incs = [root / i.relative_to(tr.root) for i in tr.includes]
        tmp_exe = Path(tmp) / "prog"
        build_program(ProgramBuild(srcs, tmp_exe, warp_size=warp_size, includes=incs, opt=BUILD_OPT,
                                   extra_flags=list(CPU_EXTRA_FLAGS)),
                      any_suffix=True)
        part = exe.with_suffix(".part")
        shutil.copy2(tmp_exe, part)
        os.replace(part, exe)
    return exe, time.perf_counter() - t0, False


@dataclass
class RunResult:
    returncode: int
    stdout: str
    stderr: str
    seconds: float
    command: list[str]


def run_exe(exe: Path, case: Case, env: dict[str, str] | None = None) -> RunResult:
    cmd = [str(exe), *case.args]
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=RUN_TIMEOUT_S, cwd=case.dir,
                              env={**os.environ, **(env or {})}, check=False)
    except subprocess.TimeoutExpired as exc:
        return RunResult(124, exc.stdout or "" if isinstance(exc.stdout, str) else "",
                         f"timed out after {RUN_TIMEOUT_S}s: {' '.join(cmd)}", RUN_TIMEOUT_S, cmd)
    return RunResult(proc.returncode, proc.stdout, proc.stderr, time.perf_counter() - t0, cmd)


def gfx942_build(tr: Translated) -> tuple[bool, str, float, bool]:
    """Build the translated case for gfx942 (executable, verified: code object + expected kernels).
    Returns (ok, message, seconds, cached). The verdict is cached by content hash."""
    from xlate.errors import XlateError
    from xlate.toolchain.build import BuildRequest, build

    names = sorted(tr.texts)
    try:
        inputs = _gfx942_inputs_key(tr)
    except XlateError:
        inputs = None  # no toolchain: never a cached verdict; build() below says what is missing
    key = _digest([b"gfx942", (inputs or "").encode(), " ".join(tr.case.kernels).encode()]
                  + [str(p.relative_to(tr.root)).encode() + b"\0" + tr.texts[p].encode() for p in names])
    stamp = _cache_dir() / f"{tr.case.name}-gfx942-{key}.ok"
    if inputs is not None and stamp.is_file():
        return True, stamp.read_text(), 0.0, True
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ct-gfx942-") as tmp:
        try:
            res = build(BuildRequest(sources=list(tr.sources), output=Path(tmp) / "prog",
                                     includes=list(tr.includes), opt=BUILD_OPT,
                                     expected_kernels=list(tr.case.kernels)))
        except XlateError as exc:
            detail = getattr(exc, "detail", "") or ""
            return False, f"{exc}\n{detail}".strip(), time.perf_counter() - t0, False
    bad = [r for r in res.reports if not r.ok]
    msg = "\n".join(r.summary() for r in res.reports)
    if bad:
        return False, msg, time.perf_counter() - t0, False
    if inputs is not None:
        stamp.write_text(msg)
    return True, msg, time.perf_counter() - t0, False


# ----------------------------------------------------------------------------------------- verdict

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
    from xlate.errors import XlateError

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
    from xlate.errors import XlateError
    from xlate.toolchain.build import BuildRequest, build

    with tempfile.TemporaryDirectory(prefix="ct-amd-") as tmp:
        exe = Path(tmp) / "prog"
        t0 = time.perf_counter()
        try:
            build(BuildRequest(sources=list(tr.sources), output=exe, includes=list(tr.includes), verify=False,
                               offload_archs=[local_amd_arch()]))
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
    from xlate.errors import XlateError

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


# --------------------------------------------------------------------------------------- mutations

Mutation = Callable[[str], str]


def _split_args(text: str, open_paren: int) -> tuple[list[tuple[int, int]], int] | None:
    """Argument spans of the call whose '(' is at `open_paren`, and the index of its ')'."""
    depth, start, spans = 0, open_paren + 1, []
    i = open_paren
    while i < len(text):
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                spans.append((start, i))
                return spans, i
        elif ch == "," and depth == 1:
            spans.append((start, i))
            start = i + 1
        i += 1
    return None


def _rewrite_calls(text: str, pattern: str, fn: Callable[[str, list[str]], str | None]) -> str:
    """Replace every call matching `pattern` (name up to '(') by fn(name, args) when not None."""
    out, pos = [], 0
    for m in re.finditer(pattern, text):
        if m.start() < pos:
            continue
        paren = text.index("(", m.end() - 1)
        parsed = _split_args(text, paren)
        if parsed is None:
            continue
        spans, close = parsed
        args = [text[a:b] for a, b in spans]
        new = fn(m.group(0)[:-1].rstrip(), args)
        if new is None:
            continue
        out.append(text[pos:m.start()])
        out.append(new)
        pos = close + 1
    out.append(text[pos:])
    return "".join(out)


# Warp operations as the translator emits them: HIP's names, and compat32's helpers (<xlate/compat32.h>).
BALLOT_SYNC = r"(?<![\w:])(?:__ballot_sync|xlate_c32::ballot_sync)\s*\("
SHUFFLES = r"(?<![\w:])(?:__shfl(?:_up|_down|_xor)?(?:_sync)?|xlate_c32::shfl(?:_up|_down|_xor)?(?:_sync)?)\s*\("


def mut_drop_syncthreads(text: str) -> str:
    """Drop the first __syncthreads() of the file."""
    return re.sub(r"__syncthreads\s*\(\s*\)\s*;", ";", text, count=1)


def mut_halve_ballot_mask(text: str) -> str:
    """Every __ballot_sync's mask keeps only the lower half of each 32-lane group."""
    return _rewrite_calls(text, BALLOT_SYNC,
                          lambda n, a: f"{n}(({a[0].strip()}) & 0x0000ffff0000ffffULL,{','.join(a[1:])})"
                          if len(a) == 2 else None)


def mut_shuffle_width(text: str) -> str:
    """Every shuffle works on 16-lane segments (explicit width 16); cooperative-groups tiles of 32
    become tiles of 16, and so does the declared tile type (`thread_block_tile<32> t =
    tiled_partition<16>(b)` would not compile: a mutant must build to be judged)."""
    def fn(name: str, a: list[str]) -> str | None:
        sync = name.endswith("_sync")
        n_base = 3 if sync else 2
        if len(a) == n_base:
            return f"{name}({','.join(a)}, 16)"
        if len(a) == n_base + 1:
            return f"{name}({','.join(a[:-1])}, 16)"
        return None
    text = _rewrite_calls(text, SHUFFLES, fn)
    return re.sub(r"\b(tiled_partition|thread_block_tile)\s*<\s*32\s*(?=[,>])", r"\1<16", text)


def mut_ballot_32bit(text: str) -> str:
    """Ballots are the whole wavefront's ballot truncated to 32 bits (a naive CUDA→HIP mapping)."""
    text = _rewrite_calls(text, BALLOT_SYNC,
                          lambda n, a: f"((unsigned int)__ballot({a[-1].strip()}))" if len(a) == 2 else None)
    text = _rewrite_calls(text, r"\bxlate_c32::ballot\s*\(",
                          lambda n, a: f"((unsigned int)__ballot({a[0].strip()}))" if len(a) == 1 else None)
    return _rewrite_calls(text, r"\.\s*ballot\s*\(",
                          lambda n, a: f".thread_rank() * 0 + ((unsigned int)__ballot({a[0].strip()}))"
                          if len(a) == 1 else None)


def mut_launch_grid_minus_one(text: str) -> str:
    """The first kernel launch of the file runs one block fewer in x."""
    def fn(name: str, a: list[str]) -> str | None:
        if len(a) < 5:
            return None
        grid = a[1].strip()
        a = list(a)
        a[1] = f" [&]{{ dim3 xlate_mut_g({grid}); xlate_mut_g.x -= 1; return xlate_mut_g; }}()"
        return f"{name}({','.join(a)})"
    done = []

    def once(name: str, a: list[str]) -> str | None:
        if done:
            return None
        r = fn(name, a)
        if r is not None:
            done.append(1)
        return r
    return _rewrite_calls(text, r"\bhipLaunchKernelGGL\s*\(", once)


def mut_memcpy_kind(text: str) -> str:
    """hipMemcpyHostToDevice and hipMemcpyDeviceToHost swapped everywhere."""
    return re.sub(r"\bhipMemcpy(HostToDevice|DeviceToHost)\b",
                  lambda m: "hipMemcpy" + ("DeviceToHost" if m.group(1) == "HostToDevice" else "HostToDevice"),
                  text)


MUTATIONS: dict[str, Mutation] = {
    "drop __syncthreads": mut_drop_syncthreads,
    "halve a ballot mask": mut_halve_ballot_mask,
    "wrong shuffle width": mut_shuffle_width,
    "32-bit ballot result": mut_ballot_32bit,
    "launch grid off by one": mut_launch_grid_minus_one,
    "wrong memcpy kind": mut_memcpy_kind,
}


@dataclass
class MutationResult:
    name: str
    caught_by: str | None  # "case/waveN: first failure message" — a WRONG RESULT, never a build failure
    tried: list[str]  # case/waveN runs whose translation the mutation changed
    let_through: list[str] = field(default_factory=list)  # ... that built, ran and passed anyway
    build_failed: list[str] = field(default_factory=list)  # ... whose mutated text did not compile (no verdict)
    killed_by: list[str] = field(default_factory=list)  # ... that built, ran and failed

    def summary(self) -> str:
        head = f"caught by {self.caught_by}" if self.caught_by else "NOT caught"
        return (f"{self.name}: {head}; killed in {len(self.killed_by)}, let through by {len(self.let_through)}"
                f", build failed in {len(self.build_failed)} of {len(self.tried)} case runs tried")


def mutate(tr: Translated, m: Mutation) -> dict[Path, str] | None:
    new = {p: m(t) for p, t in tr.texts.items()}
    return new if new != tr.texts else None


def hunt_mutation(name: str, m: Mutation, candidates: list[tuple[Translated, int]],
                  exhaustive: bool = False) -> MutationResult:
    """Apply `m` to each (translated case, warp size) that passes unmutated. A case KILLS the mutant
    only when the mutated program builds, runs and disagrees with the references; a mutant whose text
    does not compile is counted apart (build_failed), never as caught. Stops at the first kill unless
    `exhaustive` (then every case that lets the mutant through is counted)."""
    r = MutationResult(name, None, [])
    for tr, ws in candidates:
        texts = mutate(tr, m)
        if texts is None:
            continue
        where = f"{tr.case.name}/wave{ws}"
        r.tried.append(where)
        try:
            exe, _, _ = cpu_build(tr, ws, texts)
        except Exception:  # noqa: BLE001 - a mutant that does not build says nothing about semantics
            r.build_failed.append(where)
            continue
        msgs = check_run(tr.case, run_exe(exe, tr.case))
        if not msgs:
            r.let_through.append(where)
            continue
        r.killed_by.append(where)
        if r.caught_by is None:
            r.caught_by = f"{where}: {msgs[0][:200]}"
        if not exhaustive:
            break
    return r


# ---------------------------------------------------------------------------------------- selftest

def _versions() -> dict[str, Any]:
    import platform

    from xlate.cpu.build import _compiler_id, find_cxx

    info: dict[str, Any] = {"python": platform.python_version(), "machine": platform.machine(),
                            "system": platform.platform(), "cpus": os.cpu_count()}
    try:
        from importlib.metadata import version

        info["xlate"] = version("xlate")
    except Exception:  # noqa: BLE001 - not installed as a distribution
        info["xlate"] = "unknown"
    try:
        info["host_compiler"] = _compiler_id(find_cxx())
    except Exception as exc:  # noqa: BLE001 - reported, not fatal
        info["host_compiler"] = f"unavailable: {exc}"
    try:
        from xlate.toolchain.discover import find_toolchain

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
    from concurrent.futures import ThreadPoolExecutor

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
            from xlate.cpu.build import runtime_library

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
