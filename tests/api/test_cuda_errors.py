"""CUDA runtime error codes that HIP has no counterpart for (<xlate/cuda_errors.h>): each becomes CUDA's own
value as a hipError_t, which no HIP enumerator has, so a comparison with it is false and an error-string
switch that lists it keeps distinct labels. Checked here: the values are CUDA's (the prelude's
driver_types.h, from CUDA's headers), none is a value of HIP 7.2's or the cpu target's hipError_t, all lie
inside the range C++ allows for a constant of those enumerations; a program that names them translates,
builds for gfx942 and runs on the cpu target."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from support_programs import compile_gfx942, run_on_cpu, translate_fixture

from xlate.core.model import Severity
from xlate.core.tables import load_table
from xlate.parse.flags import PRELUDE_INCLUDE
from xlate.parse.support import SUPPORT_INCLUDE

HEADER = SUPPORT_INCLUDE / "xlate" / "cuda_errors.h"
SRC = Path(__file__).parent / "cuda_errors" / "error_names.cu"
CPU_ERRORS = Path(__file__).resolve().parents[2] / "xlate" / "cpu" / "include"


def _macros() -> dict[str, int]:
    return {n: int(v) for n, v in re.findall(r"^#define XLATE_(cudaError\w+) \(\(hipError_t\)(\d+)\)$",
                                             HEADER.read_text(encoding="utf-8"), re.MULTILINE)}


def _enum_values(text: str) -> set[int]:
    return {int(v) for v in re.findall(r"^\s*hip(?:Error\w+|Success)\s*=\s*(\d+)", text, re.MULTILINE)}


def _hip_header() -> Path:
    from xlate.toolchain.discover import locate_toolchain  # the pinned HIP 7.2 headers
    return locate_toolchain().hip_include / "hip" / "hip_runtime_api.h"


def test_values_are_cudas_and_no_hip_error_has_them():
    macros = _macros()
    assert len(macros) >= 30
    cuda = dict(re.findall(r"^\s*(cudaError\w+)\s*=\s*(\d+)", (PRELUDE_INCLUDE / "driver_types.h").read_text(),
                           re.MULTILINE))
    hip_text = _hip_header().read_text(encoding="utf-8")
    hip_enum = re.search(r"typedef enum __HIP_NODISCARD hipError_t \{(.*?)\} hipError_t;", hip_text, re.DOTALL)
    assert hip_enum is not None
    hip = _enum_values(hip_enum.group(1))
    cpu = _enum_values((CPU_ERRORS / "hip" / "hip_runtime_api.h").read_text()
                       + (CPU_ERRORS / "xlate_cpu" / "error_values.h").read_text())
    assert {0, 1, 2, 999} <= hip and {0, 1, 2, 999} <= cpu
    for name, value in macros.items():
        assert int(cuda[name]) == value, name
        assert value not in hip and value not in cpu, name
        assert value < 1024, name  # inside the range of both enumerations (their largest value is below 2048)
    table = load_table()
    for name in macros:
        assert table[name].hip == f"XLATE_{name}" and table[name].status == "supported", name


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> tuple[Path, list]:
    return translate_fixture(SRC, tmp_path_factory.mktemp("cuda_errors"))


def test_translation_includes_the_header_once(translated):
    path, diags = translated
    out = path.read_text(encoding="utf-8")
    assert out.count("#include <xlate/cuda_errors.h>") == 1
    assert "case XLATE_cudaErrorDevicesUnavailable:" in out
    assert [d for d in diags if d.severity is Severity.ERROR] == []


EXPECTED = [  # the runtime never reports the errors HIP lacks; cudaMemset of 0 bytes succeeds
    "cudaSetDevice success retries 0",
    "cudaMalloc success",
    "cudaMemset success",
    "cudaFree success",
    "made up timeout equal 1",
    "distinct 1",
]


@pytest.mark.parametrize("warp_size", [64, 32])
def test_runs_on_cpu(translated, tmp_path: Path, warp_size):
    proc = run_on_cpu(translated[0], tmp_path, warp_size)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.splitlines() == EXPECTED


def test_builds_for_gfx942(translated, tmp_path: Path):
    path, _ = translated
    proc = compile_gfx942(path, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
