"""Compiling for gfx942: what `xlate build` (xlate.pipeline.build) asks of the toolchain.

The request (`BuildRequest`) is checked here; all sources of one request are compiled by one clang
invocation where their object names do not collide; executables are compiled and linked in that same
invocation, against the HIP runtime whose major version matches the headers (libamdhip64.so.N).
`verify_outputs` verifies the result (xlate.toolchain.verify). Compiler messages that name files of a
translated tree are mapped back to the user's files (`PathMapper`). Translation is not done here.
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.proc import cmdline, first_lines, run
from xlate.errors import CompileError, InputError, XlateError
from xlate.toolchain.discover import Toolchain
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


def check_request(req: BuildRequest) -> tuple[list[Path], list[Path], list[Path]]:
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
                           detail=f"{first_lines(out, 20)}\ncommand: {mapper(cmdline(cmd))}")
    return out


def compile_units(req: BuildRequest, tc: Toolchain, units: list[Unit], pairs: list[tuple[Path, Path]],
                  link: list[Path], extra_flags: list[str], work: Path) -> tuple[list[Path], list[str]]:
    """Compile `units` (and link them with `link` unless -c) as `req` says, with `extra_flags` after the
    request's own (the flags for translated CUDA code, from xlate.pipeline); `pairs` map the translated
    tree back to the user's files in messages. Returns the outputs and the compiler's messages."""
    mapper = PathMapper([u for u in units if u.compiled != u.original], pairs)
    flags = _compile_flags(tc, req, mirrored_includes(req.includes, pairs)) + list(extra_flags)
    if any(_uses_openmp(u.original) for u in units):
        flags.append("-fopenmp")  # as `nvcc -Xcompiler -fopenmp` builds it: clang's libomp (libomp-19-dev)
    messages: list[str] = []
    if req.compile_only:
        return _compile_objects(tc, req, units, flags, work, mapper, messages), messages
    req.output.resolve().parent.mkdir(parents=True, exist_ok=True)
    cmd = [tc.clang, *flags, *[u.compiled for u in units]]
    if link:
        cmd += ["-x", "none", *[p.resolve() for p in link]]
    cmd += ["-o", req.output.resolve(), *tc.link_args()]
    cmd += [f"-L{d.resolve()}" for d in req.libdirs] + [f"-l{lib}" for lib in req.libs]
    what = f"building {req.output}" if len(units) != 1 else f"building {units[0].original}"
    messages.append(_invoke(cmd, mapper, what))
    return [req.output], messages


def verify_outputs(req: BuildRequest, tc: Toolchain, outputs: list[Path]) -> list[VerifyReport]:
    """xlate.toolchain.verify's report for every output and requested architecture (none with --no-verify)."""
    reports: list[VerifyReport] = []
    if req.verify:
        for out in outputs:
            for arch in req.offload_archs:
                reports.append(verify_binary(out, req.expected_kernels, arch, hip_major=tc.hip_version.major
                                             if tc.hip_version else None, cxxfilt=tc.tools.get("cxxfilt"),
                                             bundler=tc.tools.get("bundler")))
    return reports


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


__all__ = ["BuildRequest", "BuildResult", "PathMapper", "Unit", "XlateError", "check_request", "compile_units",
           "dir_pairs", "first_error", "mirrored_includes", "verify_outputs"]
