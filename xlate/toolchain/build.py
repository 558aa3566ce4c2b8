"""`xlate build`: HIP (and, through the translator, CUDA) sources -> gfx942 objects or an executable.

All sources of one request are compiled by one clang invocation where their object names do not
collide; executables are compiled and linked in that same invocation, against the HIP runtime whose
major version matches the headers (libamdhip64.so.N). The result is verified (xlate.toolchain.verify)
for every requested target unless --no-verify.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import click

from xlate.core.proc import cmdline, run
from xlate.errors import OK, CompileError, InputError, NotSupportedError, VerifyError, XlateError

# translated_cuda_flags: re-exported for compat_tests/runner.py until it imports xlate.pipeline.targets
from xlate.pipeline.targets import Gfx942Target, translated_cuda_flags
from xlate.toolchain.discover import Toolchain, find_toolchain
from xlate.toolchain.verify import TargetError, VerifyReport, parse_target_id, verify_binary

HIP_SUFFIXES = {".hip", ".cpp", ".cc", ".cxx", ".c++", ".cp", ".C"}
CUDA_SUFFIXES = {".cu"}
CUDA_HEADER_SUFFIXES = {".cuh"}
LINK_SUFFIXES = {".o", ".a", ".so"}
HEADER_SUFFIXES = {".h", ".hh", ".hpp", ".hxx", ".inl"}
OPT_LEVELS = {"0", "1", "2", "3", "s", "z", "g", "fast"}
COMPILE_TIMEOUT = 900


@dataclass
class BuildRequest:
    sources: list[Path]
    output: Path
    compile_only: bool = False
    offload_archs: list[str] = field(default_factory=lambda: ["gfx942"])
    includes: list[Path] = field(default_factory=list)
    defines: list[str] = field(default_factory=list)
    opt: str = "2"
    libs: list[str] = field(default_factory=list)
    libdirs: list[Path] = field(default_factory=list)
    verify: bool = True
    warp_mode: str = "compat32"
    keep_dir: Path | None = None
    expected_kernels: list[str] | None = None  # API only: kernels that verification must find


@dataclass
class BuildResult:
    outputs: list[Path]
    toolchain: Toolchain
    reports: list[VerifyReport]
    warnings: str = ""

    @property
    def runtime_soname(self) -> str:
        return self.toolchain.runtime_soname


@dataclass
class Unit:
    """One compiled source: what the compiler reads, and the file the user gave."""

    original: Path
    compiled: Path


def _check_request(req: BuildRequest) -> tuple[list[Path], list[Path], list[Path]]:
    if not req.offload_archs:
        raise TargetError("no --offload-arch given; use e.g. --offload-arch gfx942")
    for a in req.offload_archs:
        parse_target_id(a)
    if req.opt not in OPT_LEVELS:
        raise TargetError(f"unknown optimisation level -O{req.opt}; use one of {', '.join(sorted(OPT_LEVELS))}")
    hip, cuda, link = [], [], []
    for s in req.sources:
        if not s.exists():
            raise InputError(f"source {s} does not exist; check the path")
        if not s.is_file():
            raise InputError(f"source {s} is not a regular file")
        suf = s.suffix
        if suf in HIP_SUFFIXES:
            hip.append(s)
        elif suf in CUDA_SUFFIXES | CUDA_HEADER_SUFFIXES:
            cuda.append(s)
        elif suf in LINK_SUFFIXES:
            link.append(s)
        elif suf in HEADER_SUFFIXES:
            raise InputError(f"{s} is a header; give the sources that include it (headers are not compiled)")
        else:
            raise InputError(f"{s}: unknown source type {suf or '(no suffix)'!r}; xlate build takes .hip/.cpp "
                             "(HIP), .cu (CUDA) and .o/.a/.so (link inputs)")
        try:
            with s.open("rb") as f:
                head = f.read(4096)
        except OSError as exc:
            raise InputError(f"cannot read {s}: {exc.strerror or exc}") from None
        if suf not in LINK_SUFFIXES and b"\0" in head:
            raise InputError(f"{s} looks binary (NUL bytes), not source text")
    resolved = {s.resolve() for s in req.sources}
    out = req.output
    if out.resolve() in resolved:
        raise InputError(f"output {out} is one of the inputs; choose another -o")
    if req.compile_only:
        if link:
            raise InputError(f"-c compiles sources only; {link[0]} is a link input")
        n_compiled = len(hip) + len([c for c in cuda if c.suffix in CUDA_SUFFIXES])
        if n_compiled > 1 and out.exists() and not out.is_dir():
            raise InputError(f"-c with {n_compiled} sources writes one object per source into the directory "
                             f"-o names, but {out} is a file; name a directory")
    elif not hip and not [c for c in cuda if c.suffix in CUDA_SUFFIXES] and not link:
        raise InputError("nothing to build: give at least one .hip, .cpp or .cu source")
    return hip, cuda, link


def _translate(cuda: list[Path], req: BuildRequest, work: Path) -> tuple[list[Unit], list[tuple[Path, Path]]]:
    """Translate CUDA sources with the translator; returns compile units and (translated, original)
    directory pairs used to map messages and include directories back to the user's tree."""
    try:
        from xlate.rewrite.translate import translate_for_build  # type: ignore[attr-defined]
    except ImportError:
        raise NotSupportedError("CUDA sources in `xlate build` need the translator (xlate.rewrite.translate)") \
            from None
    out_dir = req.keep_dir if req.keep_dir is not None else work / "translated"
    out_dir.mkdir(parents=True, exist_ok=True)
    seen_kernels: list[str] = []
    mapping: dict[Path, Path] = translate_for_build(
        [s.resolve() for s in cuda], out_dir.resolve(), includes=[i.resolve() for i in req.includes],
        defines=list(req.defines), warp_mode=req.warp_mode, kernels=seen_kernels)
    if req.expected_kernels is None and not req.compile_only:
        # every non-template __global__ the parser saw must be in the executable's code objects
        req.expected_kernels = seen_kernels
    units: list[Unit] = []
    pairs: list[tuple[Path, Path]] = []
    for orig, trans in mapping.items():
        orig, trans = Path(orig).resolve(), Path(trans).resolve()
        pairs += dir_pairs(orig, trans, out_dir.resolve())
        if orig.suffix not in CUDA_SUFFIXES:
            continue  # headers are translated alongside, not compiled
        text = trans.read_text(encoding="utf-8")
        directive = f'#line 1 "{_c_string(str(orig))}"\n'
        if not text.startswith(directive):
            trans.write_text(directive + text, encoding="utf-8")
        units.append(Unit(original=orig, compiled=trans))
    pairs = sorted(set(pairs), key=lambda p: len(p[0].parts), reverse=True)
    return units, pairs


def _c_string(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"')


def dir_pairs(orig: Path, trans: Path, out_dir: Path) -> list[tuple[Path, Path]]:
    """(translated dir, original dir) for the file's folder and each parent with the same name, up to out_dir."""
    pairs = []
    o, t = orig.parent, trans.parent
    while True:
        pairs.append((t, o))
        if t == out_dir or t.name != o.name or t.parent == t or o.parent == o:
            break
        t, o = t.parent, o.parent
    return pairs


class PathMapper:
    """Rewrites paths inside the translated tree back to the user's files in compiler output."""

    def __init__(self, units: list[Unit], pairs: list[tuple[Path, Path]]):
        self.exact = {str(u.compiled): str(u.original) for u in units}
        self.pairs = pairs

    def original(self, p: str) -> str:
        if p in self.exact:
            return self.exact[p]
        path = Path(p)
        for tdir, odir in self.pairs:
            if path.is_relative_to(tdir):
                cand = odir / path.relative_to(tdir)
                if cand.exists():
                    return str(cand)
                stem = cand.name.split(".")[0]
                sib = sorted(cand.parent.glob(stem + ".*")) if cand.parent.is_dir() else []
                if len(sib) == 1:
                    return str(sib[0])
        return p

    def __call__(self, text: str) -> str:
        if not self.exact and not self.pairs:
            return text
        roots = sorted({*self.exact, *(str(t) for t, _ in self.pairs)}, key=len, reverse=True)
        pat = re.compile("(" + "|".join(re.escape(r) for r in roots) + r")[^\s:'\"()]*")
        return pat.sub(lambda m: self.original(m.group(0)), text)


def first_error(text: str) -> str:
    """The first error line of compiler output (shared with xlate/driver)."""
    for ln in text.splitlines():
        if re.search(r"\b(fatal )?error:", ln):
            return ln.strip()
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return lines[0] if lines else "(no message)"


def _compile_flags(tc: Toolchain, req: BuildRequest, extra_includes: list[Path]) -> list[str]:
    flags = [*tc.compile_args(req.offload_archs), f"-O{req.opt}"]
    for inc in extra_includes:
        flags.append(f"-I{inc}")
    for inc in req.includes:
        flags.append(f"-I{inc.resolve()}")
    flags += [f"-D{d}" for d in req.defines]
    return flags


_OPENMP = re.compile(rb"^[ \t]*#[ \t]*(?:pragma[ \t]+omp\b|include[ \t]*<omp\.h>)", re.MULTILINE)


def _uses_openmp(src: Path) -> bool:
    """A source with `#pragma omp` or `#include <omp.h>` is built with -fopenmp (host OpenMP)."""
    try:
        return bool(_OPENMP.search(src.read_bytes()))
    except OSError:
        return False


def _invoke(cmd: list, mapper: PathMapper, what: str, cwd: Path | None = None) -> str:
    proc = run(cmd, timeout=COMPILE_TIMEOUT, cwd=cwd, check=False, error=CompileError, what=what)
    out = mapper(proc.stderr + proc.stdout)
    if proc.returncode != 0:
        raise CompileError(f"{what} failed: {first_error(out)}",
                           detail=f"{trim_output(out)}\ncommand: {mapper(cmdline(cmd))}")
    return out


def trim_output(text: str, n: int = 20) -> str:
    """The first `n` lines of compiler output, with a count of the rest."""
    lines = text.rstrip().splitlines()
    return "\n".join(lines[:n] + ([f"... ({len(lines) - n} more lines)"] if len(lines) > n else []))


def build(req: BuildRequest, *, toolchain: Toolchain | None = None) -> BuildResult:
    """Build as `req` says; raises XlateError subclasses (exit 2/3/4/5/6) on failure."""
    hip, cuda, link = _check_request(req)
    tc = toolchain or find_toolchain(arch=req.offload_archs[0])
    with tempfile.TemporaryDirectory(prefix="xlate-build-") as tmp:
        work = Path(tmp)
        units = [Unit(original=s.resolve(), compiled=s.resolve()) for s in hip]
        pairs: list[tuple[Path, Path]] = []
        if cuda:
            cu_units, pairs = _translate(cuda, req, work)
            units += cu_units
        mapper = PathMapper([u for u in units if u.compiled != u.original], pairs)
        extra_inc = mirrored_includes(req.includes, pairs)
        flags = _compile_flags(tc, req, extra_inc)
        if cuda:
            flags += Gfx942Target(list(req.offload_archs), tc).translated_flags()
        if any(_uses_openmp(u.original) for u in units):
            flags.append("-fopenmp")  # as `nvcc -Xcompiler -fopenmp` builds it: clang's libomp (libomp-19-dev)
        messages = []
        if req.compile_only:
            outputs = _compile_objects(tc, req, units, flags, work, mapper, messages)
        else:
            req.output.resolve().parent.mkdir(parents=True, exist_ok=True)
            cmd = [tc.clang, *flags, *[u.compiled for u in units]]
            if link:
                cmd += ["-x", "none", *[p.resolve() for p in link]]
            cmd += ["-o", req.output.resolve(), *tc.link_args()]
            cmd += [f"-L{d.resolve()}" for d in req.libdirs] + [f"-l{lib}" for lib in req.libs]
            what = f"building {req.output}" if len(units) != 1 else f"building {units[0].original}"
            messages.append(_invoke(cmd, mapper, what))
            outputs = [req.output]
    reports: list[VerifyReport] = []
    if req.verify:
        for out in outputs:
            for arch in req.offload_archs:
                reports.append(verify_binary(out, req.expected_kernels, arch, hip_major=tc.hip_version.major
                                             if tc.hip_version else None, cxxfilt=tc.tools.get("cxxfilt"),
                                             bundler=tc.tools.get("bundler")))
    return BuildResult(outputs=outputs, toolchain=tc, reports=reports,
                       warnings="\n".join(m for m in messages if m.strip()))


def mirrored_includes(includes: list[Path], pairs: list[tuple[Path, Path]]) -> list[Path]:
    """For each include folder inside a translated tree's original, its translated twin (searched first)."""
    out = []
    for inc in includes:
        r = inc.resolve()
        for tdir, odir in pairs:
            if r.is_relative_to(odir):
                cand = tdir / r.relative_to(odir)
                if cand.is_dir() and cand not in out:
                    out.append(cand)
                break
    return out


def _compile_objects(tc: Toolchain, req: BuildRequest, units: list[Unit], flags: list[str], work: Path,
                     mapper: PathMapper, messages: list[str]) -> list[Path]:
    objdir = work / "obj"
    objdir.mkdir()
    out = req.output
    many = len(units) > 1 or out.is_dir()
    if many:
        out.mkdir(parents=True, exist_ok=True)
        finals = [out / (u.original.name.split(".")[0] + ".o") for u in units]
        dup = {f for f in finals if finals.count(f) > 1}
        if dup:
            raise InputError(f"-c would write {min(dup)} twice (sources with the same name); "
                             "build them separately")
    else:
        out.resolve().parent.mkdir(parents=True, exist_ok=True)
        finals = [out]
    # One invocation for all units whose object names (from the compiled file's stem) do not collide.
    groups: list[list[int]] = []
    for i, u in enumerate(units):
        stem = u.compiled.stem
        for g in groups:
            if all(units[j].compiled.stem != stem for j in g):
                g.append(i)
                break
        else:
            groups.append([i])
    for g in groups:
        gdir = objdir / str(len(list(objdir.iterdir())))
        gdir.mkdir()
        cmd = [tc.clang, *flags, "-c", *[units[i].compiled for i in g]]
        what = "compiling " + ", ".join(str(units[i].original) for i in g[:3]) + (" ..." if len(g) > 3 else "")
        messages.append(_invoke(cmd, mapper, what, cwd=gdir))
        for i in g:
            produced = gdir / (units[i].compiled.stem + ".o")
            if not produced.is_file():
                raise CompileError(f"the compiler produced no object for {units[i].original} (expected "
                                   f"{produced.name}); command: {mapper(cmdline(cmd))}")
            shutil.move(produced, finals[i])
    return finals


def run_build(req: BuildRequest) -> int:
    res = build(req)
    if res.warnings:
        click.echo(res.warnings.rstrip(), err=True)
    tc = res.toolchain
    ver = f"HIP {tc.hip_version}" if tc.hip_version else "HIP ?"
    for out in res.outputs:
        click.echo(f"built {out} for {','.join(req.offload_archs)} with the {tc.kind} toolchain ({ver})")
    if not req.compile_only:
        click.echo(f"needs ROCm {tc.hip_version.major if tc.hip_version else '?'} ({tc.runtime_soname})")
    failed = [r for r in res.reports if not r.ok]
    for r in res.reports:
        click.echo(r.summary())
    if failed:
        first = failed[0]
        raise VerifyError(f"verification failed for {first.path} ({first.arch}): "
                          + "; ".join(f"{c.name}: {c.detail}" for c in first.failures))
    if not req.verify:
        click.echo("verification skipped (--no-verify)")
    return OK


__all__ = ["BuildRequest", "BuildResult", "PathMapper", "Unit", "XlateError", "build", "dir_pairs", "first_error",
           "mirrored_includes", "run_build", "translated_cuda_flags", "trim_output"]
