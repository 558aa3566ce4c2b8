"""cuMemcpy and cuMemcpyAsync (the driver API's copies between unified addresses, no direction) translate to
<xlate/unified_copy.h>, which passes hipMemcpyDefault so HIP infers the direction as CUDA does; OpenMM's CUDA
platform calls cuMemcpyAsync. Expected: the CUDA Driver API reference (cuMemcpy: "the type of memory is
inferred from the pointer values"), so each copy delivers the source's bytes."""

from __future__ import annotations

from pathlib import Path

import pytest
from support_programs import compile_gfx942, run_on_cpu, translate_fixture

from xlate.core.model import Severity

SRC = Path(__file__).parent / "unified_copy" / "driver_copies.cu"


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> tuple[Path, list]:
    return translate_fixture(SRC, tmp_path_factory.mktemp("unified_copy"))


def test_translation_calls_the_support_functions(translated):
    path, diags = translated
    out = path.read_text(encoding="utf-8")
    assert out.count("#include <xlate/unified_copy.h>") == 1
    assert "xlate_cuMemcpy(a, (hipDeviceptr_t)host, sizeof host)" in out
    assert "xlate_cuMemcpyAsync(b, a, sizeof host, s)" in out
    assert [d for d in diags if d.severity is Severity.ERROR] == []


def test_runs_on_cpu(translated, tmp_path: Path):
    proc = run_on_cpu(translated[0], tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    assert proc.stdout.splitlines() == ["device round trip same", "host to host same"]


def test_builds_for_gfx942(translated, tmp_path: Path):
    proc = compile_gfx942(translated[0], tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
