"""`xlate run`: build sources for a backend and run the program, returning its exit status."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from xlate.cpu.build import HIP_SOURCE_SUFFIXES, ProgramBuild, symbolizer
from xlate.errors import RUN, InputError, NotSupportedError, XlateError
from xlate.pipeline.cpu_forms import analyse_clean, explain
from xlate.pipeline.cpu_programs import build_program
from xlate.pipeline.targets import CpuTarget
from xlate.pipeline.translate import name_originals, translate_for_build

CUDA_SUFFIXES = {".cu", ".cuh"}
RUN_TIMEOUT_S = int(os.environ.get("XLATE_RUN_TIMEOUT", "3600"))


def _rocm_runtime() -> str | None:
    for root in (os.environ.get("ROCM_PATH"), "/opt/rocm"):
        if root:
            for lib in ("lib/libamdhip64.so", "lib64/libamdhip64.so"):
                if (Path(root) / lib).exists():
                    return str(Path(root) / lib)
    return None


def check_amd_backend() -> None:
    """Raise unless this machine has an AMD GPU (/dev/kfd) and a ROCm runtime."""
    missing = []
    if not Path("/dev/kfd").exists():
        missing.append("no /dev/kfd (no AMD GPU driver)")
    if _rocm_runtime() is None:
        missing.append("no ROCm runtime (libamdhip64.so under $ROCM_PATH or /opt/rocm)")
    if missing:
        raise XlateError(
            f"cannot run on --backend amd: this machine has no AMD GPU ({'; '.join(missing)}); "
            "use --backend cpu, or run on a machine with ROCm and an AMD GPU",
            exit_code=RUN,
        )
    raise NotSupportedError("running on --backend amd from `xlate run` (build with `xlate build` and run "
                            "the executable directly)")


# signals whose arrival the cpu runtime reports itself with one line naming the kernel
RUNTIME_REPORTED_SIGNALS = {signal.SIGSEGV, signal.SIGBUS, signal.SIGFPE, signal.SIGILL, signal.SIGABRT}


def _signal_name(sig: int) -> str:
    try:
        return f"{signal.Signals(sig).name} (signal {sig})"
    except ValueError:
        return f"signal {sig}"


def explain_forms(sources: list[Path], warp_size: int, includes: list[Path], defines: list[str],
                  originals: dict[str, str]) -> None:
    """`--explain-cpu`: one line per kernel on stderr, `FILE:LINE: kernel NAME: loop|fibers: why`
    (translated copies named by their CUDA originals)."""
    for src in sources:
        req = ProgramBuild([src], Path("unused"), warp_size=warp_size, includes=list(includes),
                           defines=list(defines))
        forms = analyse_clean(src, req)
        if forms is None:
            sys.stderr.write(f"xlate: {src}: kernels not analysed (libclang reports errors): all run as fibers\n")
            continue
        for f in forms:
            f.file = originals.get(str(Path(f.file).resolve()), f.file)
        for line in explain(forms):
            sys.stderr.write(f"xlate: {line}\n")


def build_sources(sources: list[Path], work: Path, *, warp_size: int = 64, warp_mode: str = "compat32",
                  includes: list[Path] | tuple = (), defines: list[str] | tuple = (), memcheck: bool = False,
                  racecheck: bool = False):
    """Translate the CUDA sources among `sources` into `work` and build the program there, as `xlate
    run` does; returns (executable, HIP sources built, include dirs, defines, {translated: original})."""
    originals: dict[str, str] = {}
    cuda = [s for s in sources if s.suffix.lower() in CUDA_SUFFIXES]
    hip = [s for s in sources if s.suffix.lower() not in CUDA_SUFFIXES]
    incs = list(includes)
    if cuda:
        mapping = translate_for_build(cuda, work / "src", includes=incs, defines=list(defines), warp_mode=warp_mode)
        name_originals(mapping)
        originals = {str(Path(v).resolve()): str(Path(k)) for k, v in mapping.items()}
        by_abs = {Path(k).resolve(): v for k, v in mapping.items()}
        hip = [by_abs[s.resolve()] for s in cuda if s.suffix.lower() == ".cu"] + hip
        incs = sorted({p.parent for p in mapping.values()}) + incs
    defs = list(defines)
    forced: list[str] = []
    if cuda:  # the CUDA version the translation saw and CUDA's min/max (as xlate build does: code_flags)
        defs += CpuTarget(warp_size).translated_defines()
        forced = CpuTarget(warp_size).translated_forced_includes()
    exe = build_program(ProgramBuild(hip, work / "program", warp_size=warp_size, includes=incs,
                                     defines=defs, opt="1" if memcheck else "2", memcheck=memcheck,
                                     racecheck=racecheck,
                                     extra_flags=forced),
                        any_suffix=bool(cuda))
    return exe, hip, incs, defs, originals


def run_sources(sources: list[Path], *, backend: str = "cpu", warp_size: int = 64,
                warp_mode: str = "compat32", includes: list[Path] | tuple = (),
                defines: list[str] | tuple = (), args: list[str] | tuple = (), memcheck: bool = False,
                racecheck: bool = False, explain_cpu: bool = False) -> int:
    """Build `sources` for `backend` and run the result with `args`; returns the program's exit code.

    `memcheck`: build with AddressSanitizer against the memcheck runtime; an invalid access ends the
    program with one line naming kernel, block, thread and file:line, and exit 98.
    `racecheck`: report each hazard between warps on __shared__ memory (no __syncthreads() between a
    write and another warp's access) as one line; the program then ends with exit 99.
    `explain_cpu`: print to stderr, per kernel, the execution form the build chose and why
    (xlate/pipeline/cpu_forms.py; docs/cpu-backend.md, "Execution forms")."""
    if not sources:
        raise InputError("no sources given; name the .cu or .hip files to run")
    for src in sources:
        if not src.is_file():
            raise InputError(f"{src}: no such file")
        if src.suffix.lower() not in CUDA_SUFFIXES | HIP_SOURCE_SUFFIXES:
            raise InputError(f"{src}: unknown source kind; expected .cu, .hip or .cpp")
    if backend == "amd":
        check_amd_backend()
    if backend != "cpu":
        raise InputError(f"unknown backend {backend!r}; use cpu or amd")
    work = Path(tempfile.mkdtemp(prefix="xlate-run-"))
    try:
        exe, hip, incs, defs, originals = build_sources(sources, work, warp_size=warp_size, warp_mode=warp_mode,
                                                        includes=includes, defines=defines, memcheck=memcheck,
                                                        racecheck=racecheck)
        if explain_cpu:
            explain_forms(hip, warp_size, incs, defs, originals)
        env = dict(os.environ)
        if memcheck and "ASAN_SYMBOLIZER_PATH" not in env:
            sym = symbolizer()
            if sym:
                env["ASAN_SYMBOLIZER_PATH"] = sym
        try:
            proc = subprocess.run([str(exe), *args], timeout=RUN_TIMEOUT_S, check=False, env=env)
        except subprocess.TimeoutExpired as exc:
            raise XlateError(f"{exe} ran longer than {RUN_TIMEOUT_S}s (XLATE_RUN_TIMEOUT) and was stopped",
                             exit_code=RUN) from exc
        if proc.returncode < 0 and -proc.returncode not in RUNTIME_REPORTED_SIGNALS:
            # the runtime names the kernel for faults and aborts; other signals come from outside
            sys.stderr.write(f"xlate: error: {exe.name} ({', '.join(map(str, sources))}) was ended by "
                             f"{_signal_name(-proc.returncode)}\n")
        return proc.returncode if proc.returncode >= 0 else 128 - proc.returncode
    finally:
        shutil.rmtree(work, ignore_errors=True)
