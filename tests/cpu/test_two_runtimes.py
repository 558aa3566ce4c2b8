"""Two copies of the CPU runtime in one process (parts of a program linked by different xlate builds: a
project configured with one xlate, whose CUDA toolkit folder names that runtime, then built with another,
as happened to a llama.cpp row whose runtime changed mid-build). The copy loaded later prints one warning
naming both files; calls go to the first copy, so the program still computes its result. The second copy
is put in front here with LD_PRELOAD (a copy of the library under another folder)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from tests.cpu.conftest import PROGRAMS, run


def _build(tmp_path: Path) -> tuple[Path, Path]:
    from xlate.cpu.build import runtime_library
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([PROGRAMS / "vector_add.hip"], tmp_path / "vector_add", warp_size=64))
    other = tmp_path / "other"
    other.mkdir()
    copy = other / "libxlate_hipcpu.so"
    shutil.copy2(runtime_library(), copy)
    return exe, copy


def _expected() -> list[str]:
    return ["err hipSuccess"] + [f"{i} {0.5 * i + 1000.0 - i:.2f}" for i in range(1000)]


def test_a_second_runtime_copy_is_named_and_the_program_still_runs(cpu_cache, tmp_path):
    exe, copy = _build(tmp_path)
    proc = run(exe, env={**os.environ, "LD_PRELOAD": str(copy)})
    assert proc.returncode == 0, proc.stderr
    warnings = [line for line in proc.stderr.splitlines() if "two copies of xlate's CPU runtime" in line]
    assert len(warnings) == 1, proc.stderr
    # the preloaded copy comes first; the program's own (the cache's) is the one that speaks
    from xlate.cpu.build import runtime_library

    assert f"loaded, {copy} and {runtime_library()}:" in warnings[0], warnings[0]
    assert proc.stdout.splitlines() == _expected()


def test_one_runtime_says_nothing(cpu_cache, tmp_path):
    exe, _ = _build(tmp_path)
    proc = run(exe)
    assert proc.returncode == 0, proc.stderr
    assert "two copies" not in proc.stderr
    assert proc.stdout.splitlines() == _expected()
