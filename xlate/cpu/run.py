"""`xlate run`: build sources for a backend and run the program, returning its exit status."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from xlate.errors import RUN, InputError, NotSupportedError, XlateError

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


def _translate(sources: list[Path], out_dir: Path, includes: list[Path], defines: list[str],
               warp_mode: str) -> dict[Path, Path]:
    try:
        from xlate.rewrite.translate import translate_for_build  # type: ignore[attr-defined]
    except ImportError as exc:
        raise NotSupportedError("running CUDA sources: the translator (xlate.rewrite.translate."
                                "translate_for_build) is not available in this build") from exc
    return translate_for_build(sources, out_dir, includes=includes, defines=defines, warp_mode=warp_mode)


# signals whose arrival the cpu runtime reports itself with one line naming the kernel
RUNTIME_REPORTED_SIGNALS = {signal.SIGSEGV, signal.SIGBUS, signal.SIGFPE, signal.SIGILL, signal.SIGABRT}


def _signal_name(sig: int) -> str:
    try:
        return f"{signal.Signals(sig).name} (signal {sig})"
    except ValueError:
        return f"signal {sig}"


def _c_string(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"')


def name_originals(mapping: dict[Path, Path]) -> None:
    """Start each translated file with `#line 1 "<original>"` (the translator keeps lines where they
    were), so that compiler messages, `__FILE__`, debug information and with them the runtime's
    messages and memcheck's file:line name the user's files, not the temporary copies."""
    for orig, trans in mapping.items():
        trans = Path(trans)
        data = trans.read_bytes()  # bytes: a source that is not UTF-8 is translated byte for byte
        directive = f'#line 1 "{_c_string(str(Path(orig).resolve()))}"\n'.encode("utf-8", "surrogateescape")
        if not data.startswith(directive):
            trans.write_bytes(directive + data)


def explain_forms(sources: list[Path], warp_size: int, includes: list[Path], defines: list[str],
                  originals: dict[str, str]) -> None:
    """`--explain-cpu`: one line per kernel on stderr, `FILE:LINE: kernel NAME: loop|fibers: why`
    (translated copies named by their CUDA originals)."""
    from xlate.cpu.build import ProgramBuild
    from xlate.cpu.forms import analyse_clean, explain

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
                  includes: list[Path] | tuple = (), defines: list[str] | tuple = (), memcheck: bool = False):
    """Translate the CUDA sources among `sources` into `work` and build the program there, as `xlate
    run` does; returns (executable, HIP sources built, include dirs, defines, {translated: original})."""
    from xlate.cpu.build import ProgramBuild, build_program

    originals: dict[str, str] = {}
    cuda = [s for s in sources if s.suffix.lower() in CUDA_SUFFIXES]
    hip = [s for s in sources if s.suffix.lower() not in CUDA_SUFFIXES]
    incs = list(includes)
    if cuda:
        mapping = _translate(cuda, work / "src", incs, list(defines), warp_mode)
        name_originals(mapping)
        originals = {str(Path(v).resolve()): str(Path(k)) for k, v in mapping.items()}
        by_abs = {Path(k).resolve(): v for k, v in mapping.items()}
        hip = [by_abs[s.resolve()] for s in cuda if s.suffix.lower() == ".cu"] + hip
        incs = sorted({p.parent for p in mapping.values()}) + incs
    defs = list(defines)
    if cuda:  # the CUDA version the translation saw (as xlate build does: translated_cuda_flags)
        from xlate.parse.flags import prelude_cuda_version

        defs.append(f"CUDA_VERSION={prelude_cuda_version()}")
    exe = build_program(ProgramBuild(hip, work / "program", warp_size=warp_size, includes=incs,
                                     defines=defs, opt="1" if memcheck else "2", memcheck=memcheck),
                        any_suffix=bool(cuda))
    return exe, hip, incs, defs, originals


def run_sources(sources: list[Path], *, backend: str = "cpu", warp_size: int = 64,
                warp_mode: str = "compat32", includes: list[Path] | tuple = (),
                defines: list[str] | tuple = (), args: list[str] | tuple = (), memcheck: bool = False,
                explain_cpu: bool = False) -> int:
    """Build `sources` for `backend` and run the result with `args`; returns the program's exit code.

    `memcheck`: build with AddressSanitizer against the memcheck runtime; an invalid access ends the
    program with one line naming kernel, block, thread and file:line, and exit 98.
    `explain_cpu`: print to stderr, per kernel, the execution form the build chose and why
    (xlate/cpu/forms.py; docs/cpu-backend.md, "Execution forms")."""
    from xlate.cpu.build import HIP_SOURCE_SUFFIXES

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
                                                        includes=includes, defines=defines, memcheck=memcheck)
        if explain_cpu:
            explain_forms(hip, warp_size, incs, defs, originals)
        env = dict(os.environ)
        if memcheck and "ASAN_SYMBOLIZER_PATH" not in env:
            from xlate.cpu.build import symbolizer

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
