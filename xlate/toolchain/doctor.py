"""`xlate doctor`: what xlate would use to parse, build and inspect, and how to fix what is missing.

The runtime shim (xlate.runtime_shim) lies in a layer above the toolchain, so its check is passed in:
the cli gives `run_doctor` the shim's `describe` function.
"""

from __future__ import annotations

import ctypes
import json
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass
from importlib import metadata
from pathlib import Path

import click

from xlate.core.proc import run, which
from xlate.errors import OK, TOOLCHAIN, XlateError
from xlate.toolchain.discover import (
    DEVICE_LIB_MARKER,
    FIX_CLANG,
    FIX_SETUP,
    RUNTIME_LIB,
    Toolchain,
    fix_for_tool,
    locate_toolchain,
    probe_hip_version,
    shadowing_problem,
)

CUDA_DIR = Path("/usr/local/cuda")
# The LAPACK the cpu backend's hipSOLVER loads at run time, in the order it tries them
# (xlate/cpu/libs/include/xlate_cpu_libs/solver_lapack.h); Debian's liblapack3 provides the first
# (OpenBLAS's package, where installed, takes it over through Debian's alternatives).
LAPACK_SONAMES = ("liblapack.so.3", "libopenblas.so.0")
LAPACK_PACKAGE = "liblapack3"


@dataclass
class Finding:
    name: str
    status: str  # "ok" | "fail" | "info"
    value: str
    fix: str = ""


def _first_line(cmd: list) -> str:
    try:
        res = run(cmd, timeout=30, check=False)
    except XlateError as exc:
        return f"(failed: {exc.message})"
    text = (res.stdout or res.stderr).strip()
    return text.splitlines()[0] if text else "(no output)"


def collect(shim_describe: Callable[[], dict] | None = None,
            contraction: Callable[[], dict] | None = None) -> list[Finding]:
    """Every check, in order; a failed check carries the command that fixes it. `shim_describe` is
    xlate.runtime_shim.describe; without it the runtime shim is not checked. `contraction` is
    xlate.cpu.build.describe_contraction (the cpu backend's fused multiply-adds; the toolchain layer
    does not import the backend, so the command hands it in); without it that is not checked."""
    f: list[Finding] = []
    tc: Toolchain | None
    try:
        tc = locate_toolchain()
        f.append(Finding("toolchain", "ok", f"{tc.kind} at {tc.root}"))
    except XlateError as exc:
        tc = None
        f.append(Finding("toolchain", "fail", exc.message, FIX_SETUP))

    if tc is not None:
        f.append(Finding("HIP compiler", "ok", f"{tc.clang}: {_first_line([tc.clang, '--version'])}"))
        for key, label in (("lld", "linker (lld)"), ("cxxfilt", "demangler"), ("readelf", "ELF reader"),
                           ("bundler", "offload bundler")):
            p = tc.tools.get(key)
            ok = p is not None and p.is_file()
            f.append(Finding(label, "ok" if ok else "fail", str(p) if ok else f"{p} not found",
                             "" if ok else fix_for_tool(key)))
        static = shadowing_problem(tc, None)
        f.append(Finding("system HIP headers", "fail" if static else "ok",
                         static or "no hip/ in the system include directory",
                         "" if not static else "remove the shadowing headers (see the message)"))
        try:
            ver = probe_hip_version(tc)
            dyn = shadowing_problem(tc, ver) if not static else None
            f.append(Finding("HIP version (as the compiler sees it)", "fail" if dyn else "ok",
                             f"{ver} from {ver.header}" + (f"; {dyn}" if dyn else ""),
                             "remove the shadowing headers (see the message)" if dyn else ""))
        except XlateError as exc:
            ver = None
            f.append(Finding("HIP version (as the compiler sees it)", "fail", exc.message, FIX_SETUP))
        marker = tc.device_lib_path / DEVICE_LIB_MARKER
        f.append(Finding("device libraries", "ok" if marker.is_file() else "fail",
                         f"{tc.device_lib_path} ({DEVICE_LIB_MARKER} {'present' if marker.is_file() else 'missing'})",
                         "" if marker.is_file() else FIX_SETUP))
        res = _first_line([tc.clang, "-print-resource-dir"])
        ok = Path(res).is_dir()
        f.append(Finding("clang resource dir", "ok" if ok else "fail", res, "" if ok else FIX_CLANG))
        f.append(_runtime_finding(tc, ver.major if ver else None))
    f.append(_host_compiler())
    f.append(lapack_finding())
    f += _libclang_findings()
    if contraction is not None:
        f.append(_contraction_finding(contraction))
    if shim_describe is not None:
        f.append(_shim_finding(shim_describe))
    f.append(Finding("CUDA toolkit", "info",
                     f"{CUDA_DIR} {'exists' if CUDA_DIR.exists() else 'absent'} (informational: xlate never reads it)"))
    return f


def _runtime_finding(tc: Toolchain, major: int | None) -> Finding:
    name = "HIP runtime library"
    if major is None:
        return Finding(name, "fail", "unknown: the HIP version could not be read", FIX_SETUP)
    lib = tc.runtime_lib_dir / f"{RUNTIME_LIB}.so.{major}"
    if not lib.exists():
        have = sorted(p.name for p in tc.runtime_lib_dir.glob(f"{RUNTIME_LIB}.so*"))
        return Finding(name, "fail", f"{lib} missing (the headers are HIP {major}; found {have or 'none'})",
                       FIX_SETUP)
    real = lib.resolve().name
    m = re.match(rf"{RUNTIME_LIB}\.so\.(.+)$", real)
    return Finding(name, "ok", f"{lib} -> {real} (version {m.group(1) if m else 'unknown'})")


def _shim_finding(describe: Callable[[], dict]) -> Finding:
    """Which backend the Python runtime shim (xlate.runtime_shim) would pick; informational, since
    the cpu backend is always there when the rest of the toolchain is."""
    try:
        d = describe()
    except Exception as exc:  # noqa: BLE001 -- doctor reports, it must not crash on a broken part
        return Finding("Python runtime shim", "fail", f"xlate.runtime_shim unavailable: {exc}", "reinstall xlate")
    detail = f"backend {d.get('backend')} (requested {d.get('requested')}); {d.get('detail', '')}".strip()
    return Finding("Python runtime shim", "info" if d.get("ok", True) else "fail", detail)


def _contraction_finding(describe: Callable[[], dict]) -> Finding:
    name = "cpu backend fused multiply-add"
    try:
        d = describe()
    except Exception as exc:  # noqa: BLE001 -- doctor reports, it must not crash on a broken part
        return Finding(name, "fail", f"xlate.cpu unavailable: {exc}", "reinstall xlate")
    return Finding(name, "ok" if d.get("ok") else "fail", d.get("detail", ""), "" if d.get("ok") else d.get("fix", ""))


def _host_compiler() -> Finding:
    cxx = which("c++", "g++", "clang++-19", "clang++")
    if cxx is None:
        return Finding("host C++ compiler", "fail", "none of c++, g++, clang++ on PATH",
                       "apt-get install g++")
    return Finding("host C++ compiler", "ok", f"{cxx}: {_first_line([cxx, '--version'])}")


def lapack_finding() -> Finding:
    """Whether the LAPACK that the cpu backend's hipSOLVER calls loads, as its dlopen would."""
    name = "LAPACK (cpu backend's hipSOLVER)"
    for so in LAPACK_SONAMES:
        try:
            lib = ctypes.CDLL(so)
        except OSError:
            continue
        if hasattr(lib, "dgetrf_"):
            return Finding(name, "ok", f"{so} (dgetrf_ present)")
    return Finding(name, "fail", f"none of {', '.join(LAPACK_SONAMES)} loads with LAPACK's routines",
                   f"apt-get install {LAPACK_PACKAGE} (scripts/setup.sh installs it)")


def _libclang_findings() -> list[Finding]:
    out: list[Finding] = []
    try:
        bindings = metadata.version("clang")
    except metadata.PackageNotFoundError:
        bindings = None
    try:
        from xlate.parse.libclang import clang_version, find_libclang

        info = find_libclang()
        lib_ver = clang_version()
    except ImportError as exc:
        return [Finding("libclang", "fail", f"xlate.parse.libclang unavailable: {exc}", "reinstall xlate")]
    except XlateError as exc:
        return [Finding("libclang", "fail", exc.message, "apt-get install libclang1-19 clang-19")]
    m = re.search(r"version (\d+)\.", lib_ver)
    lib_major = m.group(1) if m else None
    out.append(Finding("libclang", "ok", f"{info.library} ({lib_ver}), resource dir {info.resource_dir}"))
    if bindings is None:
        out.append(Finding("clang Python bindings", "fail", "not installed",
                           f"pip install 'clang=={lib_major or 19}.*'"))
    elif lib_major is None or bindings.split(".")[0] != lib_major:
        out.append(Finding("clang Python bindings", "fail",
                           f"{bindings}, but libclang is {lib_major or 'unknown'}: majors must match",
                           f"pip install 'clang=={lib_major}.*'"))
    else:
        out.append(Finding("clang Python bindings", "ok", f"{bindings} (same major as libclang)"))
    return out


def run_doctor(as_json: bool = False, shim_describe: Callable[[], dict] | None = None,
               contraction: Callable[[], dict] | None = None) -> int:
    findings = collect(shim_describe, contraction)
    failed = [x for x in findings if x.status == "fail"]
    if as_json:
        click.echo(json.dumps({"healthy": not failed, "checks": [asdict(x) for x in findings]}, indent=2))
    else:
        for x in findings:
            tag = {"ok": "ok  ", "fail": "FAIL", "info": "info"}[x.status]
            click.echo(f"{tag} {x.name}: {x.value}" + (f"\n     fix: {x.fix}" if x.fix else ""))
        click.echo("doctor: healthy" if not failed else
                   f"doctor: {len(failed)} problem(s): {', '.join(x.name for x in failed)}")
    return OK if not failed else TOOLCHAIN
