"""Helpers for the nvcc driver tests: the xlate-nvcc executable, a private translation cache, and
building the test projects (tests/driver/projects) once per session for each target."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from xlate.toolchain.verify import verify_binary

HERE = Path(__file__).resolve().parent
PROJECTS = HERE / "projects"
XLATE_NVCC = Path(sys.executable).parent / "xlate-nvcc"
TIMEOUT = 900


def nvcc_env(cache: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env["XLATE_NVCC_CACHE"] = str(cache)
    env["PATH"] = f"{XLATE_NVCC.parent}{os.pathsep}{env.get('PATH', '')}"
    env.pop("XLATE_NVCC_TARGET", None)
    env.pop("XLATE_OFFLOAD_ARCH", None)
    env.update(extra)
    return env


def run(cmd: list[str], env: dict[str, str], cwd: Path | None = None, check: bool = True):
    proc = subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT, check=False)
    if check and proc.returncode != 0:
        raise AssertionError(f"{' '.join(map(str, cmd))} failed with {proc.returncode}:\n"
                             f"{proc.stdout[-4000:]}\n{proc.stderr[-6000:]}")
    return proc


def needed_libs(exe: Path) -> list[str]:
    """The DT_NEEDED entries of `exe`, as readelf prints them."""
    readelf = shutil.which("llvm-readelf-19") or shutil.which("readelf")
    assert readelf, "readelf (binutils) or llvm-readelf-19 is needed"
    out = subprocess.run([readelf, "-d", str(exe)], capture_output=True, text=True, check=True).stdout
    return [ln.split("[", 1)[1].rstrip("]") for ln in out.splitlines() if "(NEEDED)" in ln]


def build_single(tmp_path: Path, name: str, source: str, kernels: list[str]):
    """`name`.cu holding `source`, built by xlate-nvcc -O0 for gfx942 and verified (gfx942 code objects
    holding `kernels`, linked to HIP); the build's process (its stderr has the translation's diagnostics).
    -O0: these tests ask whether the translation compiles and its kernels are there, which -O0 answers as
    the default level does in a third of the time for rocThrust/rocPRIM code."""
    src = tmp_path / f"{name}.cu"
    src.write_text(source)
    exe = tmp_path / name
    proc = run([XLATE_NVCC, "-O0", src, "-o", exe], nvcc_env(tmp_path / "cache"), cwd=tmp_path)
    rep = verify_binary(exe, kernels)
    assert rep.ok, rep
    return proc


def build_and_run_on_cpu(tmp_path: Path, name: str, source: str, wave: str = "64", **extra: str):
    """`name`.cu holding `source`, built by xlate-nvcc for the cpu target at wavefront `wave` and run, `extra`
    in the environment of both (XLATE_CPU_EXPLAIN, XLATE_CPU_FORM, ...): the run's process."""
    src = tmp_path / f"{name}.cu"
    src.write_text(source)
    exe = tmp_path / f"{name}_cpu"
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE=wave, **extra)
    run([XLATE_NVCC, src, "-o", exe], env, cwd=tmp_path)
    return run([exe], env, cwd=tmp_path)


def run_single_on_cpu(tmp_path: Path, name: str, source: str, wave: str = "64") -> list[str]:
    """`name`.cu holding `source`, built by xlate-nvcc for the cpu target at wavefront `wave` and run: its
    stdout's words."""
    return build_and_run_on_cpu(tmp_path, name, source, wave).stdout.split()


@pytest.fixture(scope="session")
def xlate_nvcc() -> Path:
    assert XLATE_NVCC.is_file(), f"{XLATE_NVCC} missing: run `.venv/bin/pip install -e .` (pyproject's " \
                                 "[project.scripts] names it)"
    return XLATE_NVCC


@pytest.fixture(scope="session")
def nvcc_cache(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("nvcc-cache")


def copy_project(name: str, dest_root: Path) -> Path:
    dest = dest_root / name
    shutil.copytree(PROJECTS / name, dest, ignore=shutil.ignore_patterns("build", "*.o", "*.a"))
    return dest


@pytest.fixture(scope="session")
def built(tmp_path_factory, xlate_nvcc, nvcc_cache):
    """{(project, target): project folder with its build done}; built on first use, once per session."""
    done: dict[tuple[str, str], Path] = {}

    def get(project: str, target: str) -> Path:
        key = (project, target)
        if key in done:
            return done[key]
        root = tmp_path_factory.mktemp(f"{project}-{target}")
        src = copy_project(project, root)
        env = nvcc_env(nvcc_cache, **({"XLATE_NVCC_TARGET": "cpu"} if target == "cpu" else {}))
        if (src / "Makefile").is_file():
            run(["make", "NVCC=xlate-nvcc"], env, cwd=src)
        else:
            bdir = root / "build"
            run(["cmake", "-S", src, "-B", bdir, f"-DCMAKE_CUDA_COMPILER={xlate_nvcc}",
                 (f"-DCMAKE_TOOLCHAIN_FILE={Path(__file__).resolve().parents[2]}/xlate/driver/cmake/"
                 "xlate-toolchain.cmake")], env)
            run(["make", "-C", bdir], env)
            src = bdir
        done[key] = src
        return src

    return get
