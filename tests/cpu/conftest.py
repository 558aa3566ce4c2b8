"""Shared fixtures for the cpu backend tests: one runtime library per session (in a private cache)
and every fixture program built once per warp size, compiles run in parallel."""

from __future__ import annotations

import os
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

PROGRAMS = Path(__file__).parent / "programs"
WARP_SIZES = (64, 32)
# the cpu backend's kernel forms a test runs a program in: its own choice, and fibers forced (env overlay)
CPU_FORMS = {"default": None, "fibers": {"XLATE_CPU_FORM": "fibers"}}

# name -> sources (relative to PROGRAMS)
SINGLE = [
    "vector_add", "barrier_loop", "reduce_shared", "shuffles", "ballot", "atomics", "printf",
    "streams", "props", "launch_errors", "divergent", "mask_mismatch", "deadlock", "halfs", "coop_groups", "grid_sync",
    "host_api",
]
# Programs whose behaviour does not depend on the warp size: built at wave64 only (CI time).
WAVE64_ONLY = ["template_launch", "launch_by_address", "spin_wait", "extern_shared", "hfma", "symbols", "rounding", "accurate_math"]
MULTI = {"two_tu": ["two_tu/main.hip", "two_tu/kernels.hip"]}


def _need_toolchain() -> None:
    if not (shutil.which("clang++-19") or shutil.which("clang++")):
        pytest.skip("clang++-19 is not installed (scripts/setup.sh installs it)")
    if not Path("/usr/include/boost/context/detail/fcontext.hpp").is_file():
        pytest.skip("Boost.Context headers missing (scripts/setup.sh installs libboost-context-dev)")


@pytest.fixture(scope="session")
def cpu_cache() -> Path:
    """The cache holding this session's runtime library: the user's XLATE_CACHE (as `xlate run` uses
    it). The environment is not changed here, so other test folders see the same cache."""
    _need_toolchain()
    from xlate.core.cache import cache_root
    from xlate.cpu.build import runtime_library

    runtime_library()
    return cache_root()


@pytest.fixture(scope="session")
def built(cpu_cache: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, int], Path]:
    """Every program at every warp size: {(name, warp_size): executable}."""
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    out = tmp_path_factory.mktemp("programs")
    jobs: list[ProgramBuild] = []
    keys: list[tuple[str, int]] = []
    for ws in WARP_SIZES:
        for name in SINGLE:
            jobs.append(ProgramBuild([PROGRAMS / f"{name}.hip"], out / f"{name}-w{ws}", warp_size=ws))
            keys.append((name, ws))
        for name in WAVE64_ONLY if ws == 64 else []:
            jobs.append(ProgramBuild([PROGRAMS / f"{name}.hip"], out / f"{name}-w{ws}", warp_size=ws))
            keys.append((name, ws))
        for name, srcs in MULTI.items():
            jobs.append(ProgramBuild([PROGRAMS / s for s in srcs], out / f"{name}-w{ws}", warp_size=ws))
            keys.append((name, ws))
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(build_program, jobs))
    return dict(zip(keys, results))


def run(exe: Path, *args: str, timeout: int = 60, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=timeout, check=False, env=env)
