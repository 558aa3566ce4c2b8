"""Translating a case with xlate and building it for the cpu backend and for gfx942, with a build
cache keyed by content under `${XLATE_CACHE:-~/.cache/xlate}/conformance/`."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import xlate.toolchain as toolchain_pkg
from xlate.conformance.cases import COMMON, HARNESS, RUN_TIMEOUT_S, Case
from xlate.core.buildkey import InputsHash
from xlate.core.cache import cache_dir
from xlate.core.proc import popen
from xlate.errors import ToolchainError, XlateError
from xlate.pipeline import build as pipeline_build
from xlate.pipeline import cpu_programs as cb
from xlate.pipeline.build import BuildRequest
from xlate.pipeline.cpu_programs import ProgramBuild, build_program
from xlate.pipeline.translate import translate_for_build
from xlate.rewrite import support
from xlate.toolchain import pins as tpins


def build_cache_dir() -> Path:
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
    with _TRANSLATE_LOCK:
        t0 = time.perf_counter()
        mapping = translate_for_build(case.sources, out, includes=[COMMON], defines=[], warp_mode=warp_mode)
    by_abs = {Path(k).resolve(): Path(v) for k, v in mapping.items()}
    srcs = [by_abs[s.resolve()] for s in case.sources]
    incs = sorted({p.parent for p in by_abs.values()})
    texts = {p: p.read_text() for p in by_abs.values()}
    return Translated(case, out, srcs, incs, texts, time.perf_counter() - t0)


def digest(parts: list[bytes]) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(hashlib.sha256(p).digest())
    return h.hexdigest()[:20]


HARNESS_DIR = HARNESS.parent
BUILD_OPT = "1"
CPU_EXTRA_FLAGS = ["-include", str(HARNESS), "-Wno-unused-result"]


def cpu_inputs_key(warp_size: int) -> str:
    """Every input of a case's cpu build besides its translated files: xlate/cpu/build.py's key of the
    compiler, runtime library, flags and xlate's header trees, plus this suite's harness headers."""

    return (InputsHash().string(cb.program_inputs_key(warp_size, BUILD_OPT, CPU_EXTRA_FLAGS))
            .tree(HARNESS_DIR).key())


def gfx942_inputs_key(tr: Translated) -> str:
    """Every input of a case's gfx942 build and verification besides its translated files: the
    toolchain (kind, root — the portable prefix is named by the pinned packages' hashes —, its clang's
    `--version`, the pin file), the compile flags, xlate's support headers and the verifier's code.
    Raises XlateError when no toolchain is found (the build then reports it)."""

    tc = toolchain_pkg.locate_toolchain()
    try:
        ver = subprocess.run([str(tc.clang), "--version"], capture_output=True, text=True, timeout=60,
                             check=False).stdout
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ToolchainError(f"{tc.clang} --version failed: {exc}") from None
    tdir = Path(tpins.__file__).resolve().parent
    h = InputsHash().strings([tc.kind, str(tc.root), str(tc.clang), ver, str(tc.hip_path), str(tc.device_lib_path)])
    h.strings([*tc.compile_args(["gfx942"]), f"-O{BUILD_OPT}", *tr.case.kernels, *tr.case.hip_libs])
    h.file(tpins.PINS_FILE, name="pins.toml").tree(support.SUPPORT_INCLUDE)
    for name in ("build.py", "verify.py", "discover.py"):
        h.file(tdir / name, name=name)
    return h.key()


def cpu_build(tr: Translated, warp_size: int, texts: dict[Path, str] | None = None) -> tuple[Path, float, bool]:
    """Executable of the translated case for the cpu backend (cached); returns (exe, seconds, cached).
    `texts` replaces file contents (mutations); the build then happens in a private copy."""

    texts = texts or tr.texts
    names = sorted(texts)
    key = digest([str(warp_size).encode(), cpu_inputs_key(warp_size).encode()]
                  + [str(p.relative_to(tr.root)).encode() + b"\0" + texts[p].encode() for p in names])
    exe = build_cache_dir() / f"{tr.case.name}-w{warp_size}-{key}"
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
    with popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True, errors="replace",
               cwd=case.dir, env={**os.environ, **(env or {})}) as proc:
        try:
            out, err = proc.communicate(timeout=RUN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, _ = proc.communicate()
            return RunResult(124, out or "", f"timed out after {RUN_TIMEOUT_S}s: {' '.join(cmd)}",
                             RUN_TIMEOUT_S, cmd)
    return RunResult(proc.returncode, out, err, time.perf_counter() - t0, cmd)


def gfx942_build(tr: Translated) -> tuple[bool, str, float, bool]:
    """Build the translated case for gfx942 (executable, verified: code object + expected kernels).
    Returns (ok, message, seconds, cached). The verdict is cached by content hash."""

    names = sorted(tr.texts)
    try:
        inputs = gfx942_inputs_key(tr)
    except XlateError:
        inputs = None  # no toolchain: never a cached verdict; build() below says what is missing
    key = digest([b"gfx942", (inputs or "").encode(), " ".join(tr.case.kernels).encode()]
                  + [str(p.relative_to(tr.root)).encode() + b"\0" + tr.texts[p].encode() for p in names])
    stamp = build_cache_dir() / f"{tr.case.name}-gfx942-{key}.ok"
    if inputs is not None and stamp.is_file():
        return True, stamp.read_text(), 0.0, True
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ct-gfx942-") as tmp:
        try:
            res = pipeline_build.build(BuildRequest(sources=list(tr.sources), output=Path(tmp) / "prog",
                                     includes=list(tr.includes), opt=BUILD_OPT, libs=tr.case.hip_libs,
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
