"""CUDA 12.8's hardware decompression API (cuMemBatchDecompressAsync, CUmemDecompressParams,
CUmemDecompressAlgorithm) through <xlate/mem_decompress.h>: HIP 7.2 has none (gfx942 has no decompression
engine), and code written for CUDA >= 12.8 declares it in headers most of its files include (xgboost 3.2:
87 of 111 CUDA files stopped at `type-id cannot have a name` before the prelude declared it). The fixture
has xgboost's shape (a driver-API table typed with CUmemDecompressParams). Checked: the translation has no
error, warns at the call (XL103), compiles for gfx942 and runs on the cpu backend, where the struct has
CUDA's 64-byte layout, the enumerators CUDA's values (the CUDA Driver API reference: DEFLATE 1<<0,
SNAPPY 1<<1, LZ4 1<<2) and the call fails without writing the destination's length."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from support_programs import compile_gfx942, translate_fixture

from xlate.core.model import Severity

SRC = Path(__file__).parent / "mem_decompress" / "driver_table.cu"


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> tuple[Path, list]:
    return translate_fixture(SRC, tmp_path_factory.mktemp("mem_decompress"))


def test_translation_uses_the_support_header(translated):
    path, diags = translated
    out = path.read_text(encoding="utf-8")
    assert out.count("#include <xlate/mem_decompress.h>") == 1
    assert "xlate_CUmemDecompressParams *paramsArray" in out
    assert "&xlate_cuMemBatchDecompressAsync;" in out
    assert [d for d in diags if d.severity is Severity.ERROR] == []
    warned = [d for d in diags if d.severity is Severity.WARNING]
    assert [(d.code, d.message.split()[0]) for d in warned] == [("XL103", "cuMemBatchDecompressAsync")]
    assert "no decompression engine" in warned[0].message


def test_runs_on_cpu_with_cudas_layout_and_values(translated, tmp_path: Path):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    path, _ = translated
    exe = build_program(ProgramBuild([path], tmp_path / "driver_table", warp_size=64))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.splitlines() == ["size 64 algo 2 mask 0 1 4", "failed 1 errorIndex_max 1 actual 7"]


def test_builds_for_gfx942(translated, tmp_path: Path):
    path, _ = translated
    proc = compile_gfx942(path, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]