"""cudaGetDriverEntryPoint, cudaGetDriverEntryPointByVersion and cuGetProcAddress translate to
<xlate/driver_entry_point.h>, which maps CUDA's driver names to the HIP functions the API table says compute
the same and asks the runtime for them. Expected: the CUDA Runtime and Driver API references (a found function
does what the CUDA one does: the bytes copied arrive, device 0 is 0; a name the driver lacks gives cudaSuccess,
a NULL pointer and cudaDriverEntryPointSymbolNotFound, or CUDA_ERROR_NOT_FOUND from cuGetProcAddress; a NULL
symbol is cudaErrorInvalidValue), and xlate's rule that a `different` row is never handed out."""

from __future__ import annotations

from pathlib import Path

import pytest
from support_programs import compile_gfx942, run_on_cpu, translate_fixture

from xlate.core.model import Severity
from xlate.core.tables import load_table
from xlate.gen import entry_points

SRC = Path(__file__).parent / "driver_entry_point" / "lookups.cu"


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> tuple[Path, list]:
    return translate_fixture(SRC, tmp_path_factory.mktemp("driver_entry_point"))


def test_generated_names_are_current():
    assert entry_points.main(["--check"]) == 0


def test_names_are_the_tables_same_meaning_rows():
    table = load_table()
    pairs = dict(entry_points.entry_points())
    assert pairs["cuMemAlloc"] == table["cuMemAlloc_v2"].hip  # the base name of a versioned row
    assert "cuMemAlloc_v2" not in pairs  # CUDA's lookups take base names
    for cuda, hip in pairs.items():
        row = table.get(cuda) or table[f"{cuda}_v2"]
        assert row.status == "supported" and row.hip == hip and row.category == "driver", cuda
    different = [e.cuda for e in table.values() if e.category == "driver" and e.status != "supported"]
    assert different and not set(different) & set(pairs)


def test_translation_calls_the_support_functions(translated):
    path, diags = translated
    out = path.read_text(encoding="utf-8")
    assert out.count("#include <xlate/driver_entry_point.h>") == 1
    assert 'xlate_cudaGetDriverEntryPoint("cuMemAlloc"' in out
    assert 'xlate_cudaGetDriverEntryPointByVersion("cuMemcpyHtoD"' in out
    assert 'xlate_cuGetProcAddress("cuMemcpyDtoH"' in out and "hipEnableDefault" in out
    assert [d for d in diags if d.severity is Severity.ERROR] == []


@pytest.mark.parametrize("warp_size", [64, 32])
def test_runs_on_cpu(translated, tmp_path: Path, warp_size: int):
    proc = run_on_cpu(translated[0], tmp_path, warp_size)
    assert proc.returncode == 0, proc.stdout + proc.stderr[-2000:]
    assert proc.stdout.splitlines() == [
        "cuMemAlloc 0 1 1", "cuMemcpyDtoH 0 1", "round trip same", "cuDeviceGet 0 0", "cuGetErrorName 1",
        "cuNoSuchFunction 0 1 1", "cuGetProcAddress missing 1 1 1", "cuCtxCreate 1 1", "null symbol 1"]


def test_builds_for_gfx942(translated, tmp_path: Path):
    proc = compile_gfx942(translated[0], tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
