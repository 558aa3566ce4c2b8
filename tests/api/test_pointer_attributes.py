"""cudaPointerGetAttributes answers as the reported CUDA does (<xlate/pointer_attributes.h>): since CUDA 11.0 a
pointer the runtime never allocated or registered (malloc'ed or stack memory) is a success with type
cudaMemoryTypeUnregistered, hostPointer the pointer and devicePointer null, and no error is recorded; HIP
(and the cpu backend, which follows HIP) answers hipErrorInvalidValue, CUDA 10's answer, which a translated
program checking the call's result would take for a failure (xlate reports CUDA 11.0 or later). Expected lines: the CUDA Runtime API reference (cudaPointerAttributes; unified addressing:
page-locked and managed memory have one address on host and device)."""

from __future__ import annotations

from pathlib import Path

import pytest
from support_programs import compile_gfx942, run_on_cpu, translate_fixture

from xlate.core.model import Severity

SRC = Path(__file__).parent / "pointer_attributes" / "host_pointers.cu"

CUDA_11 = [
    "malloc success unregistered host 1 device 0 last success",
    "local success unregistered host 1 device 0 last success",
    "cudaMalloc success device host 0 device 1 last success",
    "cudaMallocHost success host host 1 device 1 last success",
    "cudaMallocManaged success managed host 1 device 1 last success",
]


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> tuple[Path, list]:
    return translate_fixture(SRC, tmp_path_factory.mktemp("pointer_attributes"))


def test_translation_calls_the_support_function(translated):
    path, diags = translated
    out = path.read_text(encoding="utf-8")
    assert out.count("#include <xlate/pointer_attributes.h>") == 1
    assert "xlate_cudaPointerGetAttributes(&a, ptrs[i])" in out
    assert [d for d in diags if d.severity is Severity.ERROR] == []


@pytest.mark.parametrize("version", ["11.0", "12.9"])
def test_runs_on_cpu_as_cuda_11_and_later_answer(translated, tmp_path: Path, monkeypatch, version):
    monkeypatch.setenv("XLATE_CUDA_VERSION", version)
    proc = run_on_cpu(translated[0], tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.splitlines() == CUDA_11


def test_builds_for_gfx942(translated, tmp_path: Path):
    path, _ = translated
    proc = compile_gfx942(path, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
