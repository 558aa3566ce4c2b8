"""Finding the HIP toolchain: a real ROCm first, else the portable toolchain that `xlate setup` unpacked.

Order: `$ROCM_PATH`; `amdclang++` on PATH; `hipcc` on PATH; /opt/rocm; then the portable toolchain
(Debian's clang++-19 and lld-19 + the pinned Debian HIP packages in xlate's cache).
"""

from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path

from xlate.core.proc import run, which
from xlate.errors import ToolchainError

DEFAULT_ROCM = Path("/opt/rocm")
PORTABLE_CLANG = "clang++-19"
PORTABLE_LLVM_SUFFIX = "-19"
DEVICE_LIB_MARKER = "oclc_isa_version_942.bc"
RUNTIME_LIB = "libamdhip64"
# The system include directory that clang searches before --hip-path (tests point this elsewhere).
SYSTEM_INCLUDE_ENV = "XLATE_SYSTEM_INCLUDE_ROOT"

FIX_SETUP = "run `xlate setup` (or scripts/setup.sh)"
FIX_CLANG = "apt-get install clang-19"
# The LLVM tools xlate drives besides clang, each with the Debian package (bookworm) that holds it as
# /usr/bin/<tool>-19; doctor names that package in its fix line, scripts/setup.sh installs all four.
TOOL_PACKAGES: dict[str, tuple[str, str]] = {
    "cxxfilt": ("llvm-cxxfilt", "llvm-19"),
    "readelf": ("llvm-readelf", "llvm-19"),
    "bundler": ("clang-offload-bundler", "clang-tools-19"),
    "lld": ("ld.lld", "lld-19"),
}


def fix_for_tool(key: str) -> str:
    """The command that installs the Debian package holding tool `key` (a TOOL_PACKAGES key)."""
    return f"apt-get install {TOOL_PACKAGES[key][1]}"


@dataclass(frozen=True)
class HipVersion:
    major: int
    minor: int
    patch: int
    header: Path  # the hip_version.h the compiler actually read

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"


@dataclass(frozen=True)
class Toolchain:
    """Everything needed to compile and link HIP for AMD GPUs, and to inspect the result."""

    kind: str  # "rocm" | "portable"
    root: Path  # the ROCm root, or the portable prefix (cache/toolchain/prefix/<key>)
    clang: Path  # the clang++ driver that compiles HIP
    hip_path: Path  # passed as --rocm-path and --hip-path; has include/hip
    device_lib_path: Path  # AMDGCN bitcode (oclc_isa_version_*.bc)
    runtime_lib_dir: Path  # has libamdhip64.so*
    resource_dir: Path | None = None
    hip_version: HipVersion | None = None  # filled by probe_hip_version / find_toolchain
    tools: dict[str, Path] = field(default_factory=dict)  # "cxxfilt", "readelf", "bundler", "lld"

    @property
    def hip_include(self) -> Path:
        return self.hip_path / "include"

    @property
    def runtime_soname(self) -> str:
        if self.hip_version is None:
            raise ToolchainError("the HIP version of the toolchain is not known yet (internal: call "
                                 "find_toolchain(), not locate_toolchain())")
        return f"{RUNTIME_LIB}.so.{self.hip_version.major}"

    def compile_args(self, archs: list[str]) -> list[str]:
        """Driver arguments that make a HIP compile for `archs` use this toolchain and nothing else."""
        args = ["-x", "hip"]
        args += [f"--offload-arch={a}" for a in archs]
        args += [f"--rocm-path={self.hip_path}", f"--hip-path={self.hip_path}",
                 f"--rocm-device-lib-path={self.device_lib_path}"]
        return args

    def link_args(self) -> list[str]:
        """Linking against the HIP runtime of the headers' major version (libamdhip64.so.N)."""
        return ["-fuse-ld=lld", f"-L{self.runtime_lib_dir}", "-lamdhip64", *self.project_link_flags()]

    def project_link_flags(self) -> list[str]:
        """What any link of a gfx942 program against this toolchain's libraries needs besides them, also a
        link that a project's own build makes with its own compiler (xlate validate hands it to such builds
        as LDFLAGS). The portable toolchain: Debian experimental's libamdhip64.so.7 needs a newer glibc than
        bookworm's to *run*, and its HIP libraries' own dependencies (rocBLAS, rocSOLVER, rocFFT, rocSPARSE,
        the HSA runtime) are not in it, so the linker must leave their symbols to the machine that runs the
        program (where ROCm is installed). A ROCm installation needs nothing.

        Both kinds get clang's own runtime routines (compiler-rt's builtins archive) when the resource folder
        has them: host code of HIP's bf16 header converts with `__bf16`, which clang lowers to calls such as
        `__truncsfbf2` that only a libgcc from GCC 13 on defines (Debian bookworm's is GCC 12), so a program
        that converts float to `__nv_bfloat16` in host code did not link. An archive member is pulled in only
        for a symbol nothing else defines. It goes to the linker as `-Wl,PATH`: as a plain input, a compile-and-
        link command's `-x hip` would make it a source file."""
        flags = ["-Wl,--allow-shlib-undefined"] if self.kind == "portable" else []
        builtins = self.host_builtins
        return [*flags, f"-Wl,{builtins}"] if builtins else flags

    @property
    def host_builtins(self) -> Path | None:
        """compiler-rt's builtins archive for the host (x86-64) in clang's resource folder, in either of the
        layouts LLVM installs (per-OS folder with the arch in the name, or per-target folder), or None."""
        if self.resource_dir is None:
            return None
        for rel in ("lib/linux/libclang_rt.builtins-x86_64.a", "lib/x86_64-unknown-linux-gnu/libclang_rt.builtins.a"):
            if (self.resource_dir / rel).is_file():
                return self.resource_dir / rel
        return None


def system_include_root() -> Path:
    return Path(os.environ.get(SYSTEM_INCLUDE_ENV, "/usr/include"))


# ------------------------------------------------------------------------------------------- locate


def _rocm_from_root(root: Path, clang: Path | None, how: str) -> Toolchain:
    if clang is None:
        for cand in (root / "lib/llvm/bin/amdclang++", root / "llvm/bin/amdclang++", root / "bin/amdclang++",
                     root / "lib/llvm/bin/clang++", root / "llvm/bin/clang++"):
            if cand.is_file() and os.access(cand, os.X_OK):
                clang = cand
                break
    if clang is None:
        raise ToolchainError(f"ROCm at {root} ({how}) has no amdclang++ or llvm/bin/clang++; "
                             "install ROCm's compiler (rocm-llvm) or unset ROCM_PATH to use the portable toolchain")
    dev = _first_dir([root / "amdgcn/bitcode", *sorted(root.glob("lib/llvm/lib/clang/*/lib/amdgcn/bitcode")),
                      *sorted(root.glob("llvm/lib/clang/*/lib/amdgcn/bitcode"))], DEVICE_LIB_MARKER)
    if dev is None:
        raise ToolchainError(f"ROCm at {root} ({how}) has no device libraries ({DEVICE_LIB_MARKER} under "
                             "amdgcn/bitcode); install rocm-device-libs")
    libdir = _first_dir([root / "lib", root / "lib64"], f"{RUNTIME_LIB}.so")
    if libdir is None:
        raise ToolchainError(f"ROCm at {root} ({how}) has no {RUNTIME_LIB}.so in lib/; install hip-runtime-amd")
    if not (root / "include/hip/hip_version.h").is_file():
        raise ToolchainError(f"ROCm at {root} ({how}) has no include/hip/hip_version.h; install hip-dev")
    llvm_bin = clang.parent
    tools = {}
    for key, (name, _pkg) in TOOL_PACKAGES.items():
        p = llvm_bin / name
        tools[key] = p if p.is_file() else (which(name + PORTABLE_LLVM_SUFFIX, name) or p)
    return Toolchain(kind="rocm", root=root, clang=clang, hip_path=root, device_lib_path=dev,
                     runtime_lib_dir=libdir, tools=tools)


def _first_dir(cands: list[Path], must_have: str) -> Path | None:
    for c in cands:
        if (c / must_have).exists():
            return c
    return None


def _root_of_bin(exe: Path) -> Path:
    """bin/amdclang++ -> the ROCm root (the unresolved path first: /opt/rocm/bin is full of symlinks)."""
    for p in (exe, exe.resolve()):
        for up in (p.parent.parent, p.parent.parent.parent.parent):  # bin/x, lib/llvm/bin/x
            if (up / "include/hip").is_dir():
                return up
    return exe.parent.parent


def find_rocm(default_root: Path = DEFAULT_ROCM) -> Toolchain | None:
    """A real ROCm installation, or None. An explicit $ROCM_PATH that is broken is an error."""
    env = os.environ.get("ROCM_PATH")
    if env:
        root = Path(env)
        if not root.is_dir():
            raise ToolchainError(f"ROCM_PATH={env} is not a directory; fix or unset it")
        return _rocm_from_root(root, None, "$ROCM_PATH")
    amd = which("amdclang++")
    if amd:
        return _rocm_from_root(_root_of_bin(amd), amd, f"amdclang++ on PATH at {amd}")
    hipcc = which("hipcc")
    if hipcc:
        return _rocm_from_root(_root_of_bin(hipcc), None, f"hipcc on PATH at {hipcc}")
    if default_root.is_dir():
        return _rocm_from_root(default_root, None, str(default_root))
    return None


def find_portable(prefix: Path | None = None) -> Toolchain:
    from xlate.toolchain.setup import complete_prefix

    clang = which(PORTABLE_CLANG)
    if clang is None:
        raise ToolchainError(f"{PORTABLE_CLANG} not found on PATH; install it: {FIX_CLANG}")
    if prefix is None:
        prefix = complete_prefix()
        if prefix is None:
            raise ToolchainError(f"no ROCm found and the portable HIP toolchain is not set up; {FIX_SETUP}")
    usr = prefix / "usr"
    dev = _first_dir(sorted(usr.glob("lib/llvm-*/lib/clang/*/amdgcn/bitcode")), DEVICE_LIB_MARKER)
    if dev is None:
        raise ToolchainError(f"portable toolchain at {prefix} has no device bitcode ({DEVICE_LIB_MARKER}); "
                             f"{FIX_SETUP}")
    libdir = _first_dir(sorted(usr.glob("lib/*-linux-gnu")), f"{RUNTIME_LIB}.so")
    if libdir is None:
        raise ToolchainError(f"portable toolchain at {prefix} has no {RUNTIME_LIB}.so; {FIX_SETUP}")
    tools = {}
    for key, (name, _pkg) in TOOL_PACKAGES.items():
        tools[key] = which(name + PORTABLE_LLVM_SUFFIX, name) or Path(name + PORTABLE_LLVM_SUFFIX)
    return Toolchain(kind="portable", root=prefix, clang=clang, hip_path=usr, device_lib_path=dev,
                     runtime_lib_dir=libdir, tools=tools)


def locate_toolchain(default_rocm: Path = DEFAULT_ROCM) -> Toolchain:
    """The toolchain xlate would use, without running the compiler (no version, no shadowing check)."""
    return find_rocm(default_rocm) or find_portable()


# -------------------------------------------------------------------------------------------- probe

_DEF = re.compile(r"^#define (HIP_VERSION_(?:MAJOR|MINOR|PATCH)) (\d+)\s*$", re.MULTILINE)


def probe_hip_version(tc: Toolchain, arch: str = "gfx942") -> HipVersion:
    """Preprocess `#include <hip/hip_version.h>` as a HIP compile would, and see which file clang read."""
    with tempfile.TemporaryDirectory(prefix="xlate-probe-") as tmp:
        src = Path(tmp) / "probe.hip"
        src.write_text("#include <hip/hip_version.h>\n", encoding="utf-8")
        deps = Path(tmp) / "probe.d"
        cmd = [tc.clang, *tc.compile_args([arch]), "--cuda-host-only", "-E", "-dM", "-MD", "-MF", deps, src,
               "-o", Path(tmp) / "probe.defs"]
        run(cmd, timeout=120, what="asking the compiler for its HIP version")
        defs = dict(_DEF.findall((Path(tmp) / "probe.defs").read_text(encoding="utf-8", errors="replace")))
        header = next((Path(t) for t in deps.read_text(encoding="utf-8").replace("\\\n", " ").split()
                       if t.endswith("hip/hip_version.h")), None)
    if header is None or "HIP_VERSION_MAJOR" not in defs:
        raise ToolchainError(f"{tc.clang} found no hip/hip_version.h defining HIP_VERSION_MAJOR "
                             f"(hip path {tc.hip_path}); {FIX_SETUP}")
    return HipVersion(int(defs["HIP_VERSION_MAJOR"]), int(defs.get("HIP_VERSION_MINOR", 0)),
                      int(defs.get("HIP_VERSION_PATCH", 0)), header)


def header_version(path: Path) -> str:
    """MAJOR.MINOR read from a hip_version.h file as text (for messages about foreign headers)."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "unknown"
    d = dict(_DEF.findall(text))
    return f"{d.get('HIP_VERSION_MAJOR', '?')}.{d.get('HIP_VERSION_MINOR', '?')}" if d else "unknown"


def shadowing_problem(tc: Toolchain, probed: HipVersion | None) -> str | None:
    """Why the HIP headers clang uses are not the toolchain's own, or None when they are.

    Two checks: a `hip/` folder in the system include root (Debian bookworm's libamdhip64-dev puts HIP
    5.2 there, and clang searches it before --hip-path), and the header clang actually read.
    """
    fix = ("remove it (on Debian: `apt-get remove libamdhip64-dev`; `dpkg -S FILE` names the owner) — "
           "xlate never uses it")
    own = (tc.hip_include / "hip/hip_version.h").resolve()
    sys_header = system_include_root() / "hip" / "hip_version.h"
    if sys_header.is_file() and sys_header.resolve() != own:
        return (f"{sys_header} (HIP {header_version(sys_header)}) shadows the toolchain's HIP headers in "
                f"{tc.hip_include}: clang searches it first; {fix}")
    if sys_header.parent.is_dir() and not sys_header.is_file():
        return f"{sys_header.parent} exists and clang searches it before {tc.hip_include}; {fix}"
    if probed is not None and probed.header.resolve() != own:
        return (f"clang reads {probed.header} (HIP {header_version(probed.header)}) instead of the toolchain's "
                f"{own}: an include directory ahead of --hip-path shadows it (check CPATH, -I, "
                "/usr/local/include); remove or reorder it")
    return None


def find_toolchain(default_rocm: Path = DEFAULT_ROCM, arch: str = "gfx942") -> Toolchain:
    """The toolchain to build with, probed and checked: raises ToolchainError (exit 4) if unhealthy."""
    tc = locate_toolchain(default_rocm)
    problem = shadowing_problem(tc, None)
    if problem:
        raise ToolchainError(problem)
    ver = probe_hip_version(tc, arch)
    problem = shadowing_problem(tc, ver)
    if problem:
        raise ToolchainError(problem)
    res = run([tc.clang, "-print-resource-dir"], timeout=60, check=False)
    rdir = Path(res.stdout.strip()) if res.returncode == 0 and res.stdout.strip() else None
    return replace(tc, hip_version=ver, resource_dir=rdir)
