"""Two copies of the CPU runtime in one process (parts of a program linked by different xlate builds: a
project configured with one xlate, whose CUDA toolkit folder names that runtime, then built with another,
as happened to a llama.cpp row whose runtime changed mid-build). The copy loaded later prints one warning
naming both files; calls go to the first copy, so the program still computes its result. The second copy
is put in front here with LD_PRELOAD (a copy of the library under another folder)."""

from __future__ import annotations

import os
import shutil

from tests.cpu.conftest import PROGRAMS, run
from tests.cpu.test_programs import check_vector_add


def test_a_second_runtime_copy_is_named_and_the_program_still_runs(cpu_cache, tmp_path):
    from xlate.cpu.build import runtime_library
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([PROGRAMS / "vector_add.hip"], tmp_path / "vector_add", warp_size=64))
    other = tmp_path / "other"
    other.mkdir()
    copy = other / "libxlate_hipcpu.so"
    shutil.copy2(runtime_library(), copy)

    alone = run(exe)  # one runtime: silent
    assert alone.returncode == 0, alone.stderr
    assert "two copies" not in alone.stderr
    check_vector_add(alone.stdout.splitlines())

    both = run(exe, env={**os.environ, "LD_PRELOAD": str(copy)})
    assert both.returncode == 0, both.stderr
    warnings = [line for line in both.stderr.splitlines() if "two copies of xlate's CPU runtime" in line]
    assert len(warnings) == 1, both.stderr
    # the preloaded copy comes first; the program's own (the cache's) is the one that speaks
    assert f"loaded, {copy} and {runtime_library()}:" in warnings[0], warnings[0]
    assert both.stdout == alone.stdout
