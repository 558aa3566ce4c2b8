"""The tools a validation run hands to a project's build: xlate-nvcc of this xlate, and a CMake new
enough for the recipe (the system's, or a pinned `cmake` wheel installed into xlate's cache)."""

from __future__ import annotations

import os
import platform
import re
import shlex
import sys
import tomllib
from pathlib import Path

from xlate.core.cache import cache_dir
from xlate.core.proc import run, which
from xlate.errors import ToolchainError
from xlate.report.fetch import archive_path, fetch_pypi, sha256_file
from xlate.report.manifest import Project
from xlate.validate.recipe import RECIPE_DIR

CMAKE_PINS = RECIPE_DIR / "cmake.toml"
PACKAGE_ROOT = Path(__file__).resolve().parents[2]  # the folder holding the xlate package


def nvcc_wrapper(bin_dir: Path) -> Path:
    """`bin_dir/xlate-nvcc`: runs `xlate nvcc` with this Python and this xlate (a build system needs one
    executable file as its CUDA compiler), and `bin_dir/nvcc` linked to it, for builds that look for
    `nvcc` on PATH (Makefiles, CMake's legacy FindCUDA); `bin_dir` is first on the PATH of the row."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    exe = bin_dir / "xlate-nvcc"
    pypath = os.pathsep.join([str(PACKAGE_ROOT)] + ([os.environ["PYTHONPATH"]] if os.environ.get("PYTHONPATH") else []))
    exe.write_text("#!/bin/sh\n# written by xlate validate: xlate-nvcc of the xlate that ran it\n"
                   f"PYTHONPATH={shlex.quote(pypath)} exec {shlex.quote(sys.executable)} -m xlate nvcc \"$@\"\n",
                   encoding="utf-8")
    exe.chmod(0o755)
    alias = bin_dir / "nvcc"
    if not alias.is_symlink():
        alias.symlink_to("xlate-nvcc")
    return exe


def _version(text: str) -> tuple[int, ...]:
    m = re.search(r"(\d+)\.(\d+)(?:\.(\d+))?", text)
    return tuple(int(x or 0) for x in m.groups()) if m else ()


def cmake_version(cmake: Path) -> tuple[int, ...]:
    proc = run([cmake, "--version"], timeout=60, check=False)
    return _version(proc.stdout) if proc.returncode == 0 else ()


def find_cmake(minimum: str) -> tuple[Path, str]:
    """(folder holding cmake and ctest, how it was chosen): the system's when it is at least `minimum`
    (or no minimum is asked), else the pinned wheel of validation/cmake.toml, installed on first use."""
    system = which("cmake")
    have = cmake_version(system) if system else ()
    if system and (not minimum or have >= _version(minimum)):
        return system.parent, f"system cmake {'.'.join(map(str, have))}"
    pins = tomllib.loads(CMAKE_PINS.read_text(encoding="utf-8")).get("wheel", {})
    pin = pins.get(platform.machine())
    if pin is None:
        raise ToolchainError(f"CMake >= {minimum} is needed and validation/cmake.toml pins no cmake wheel for "
                             f"{platform.machine()}; install CMake >= {minimum} on PATH")
    prefix = cache_dir("validate") / "cmake" / pin["sha256"]
    bindir = prefix / "cmake" / "data" / "bin"
    if not (bindir / "cmake").is_file():
        wheel = Project(name="cmake", source="pypi-sdist", package=pin["package"], version=pin["version"],
                        archive=pin["file"], sha256=pin["sha256"], tier="small")
        whl = archive_path(wheel)
        if not whl.is_file() or sha256_file(whl) != wheel.sha256:
            fetch_pypi(wheel, whl)  # checks the sha256 before the file is kept
        run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "--disable-pip-version-check",
             "--target", prefix, whl], timeout=600, what=f"installing the pinned CMake {pin['version']}")
    if not (bindir / "cmake").is_file():
        raise ToolchainError(f"the cmake wheel {pin['file']} installed into {prefix} has no cmake/data/bin/cmake")
    return bindir, f"pinned cmake {pin['version']} (PyPI wheel, sha256 {pin['sha256'][:12]}…)"
