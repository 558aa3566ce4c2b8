"""The Thrust forms of tests/parse/fixtures/real_prelude/thrust_zip_not1.cu (hypre's device utilities)
translate and compile for gfx942 against rocThrust (the parse test checks the translation prelude
alone)."""

from __future__ import annotations

from pathlib import Path

from tests.driver.conftest import nvcc_env, run

SRC = Path(__file__).resolve().parents[1] / "parse" / "fixtures" / "real_prelude" / "thrust_zip_not1.cu"


def test_compiles_for_gfx942(xlate_nvcc, nvcc_cache, tmp_path):
    obj = tmp_path / "zip.o"
    run([xlate_nvcc, "-O0", "-c", SRC, "-o", obj], nvcc_env(nvcc_cache))  # -O0: does it compile (a third of the time)
    assert obj.stat().st_size > 0
