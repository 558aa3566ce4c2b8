"""Asynchronous copies from and to pageable host memory on the cpu backend: CUDA returns from
cudaMemcpyAsync with pageable memory only once the host buffer may be read (device to host) or
reused (host to device), and real programs rely on it (BART's md_copy reads the result of a
cudaMemcpyAsync on the legacy stream without synchronising). The runtime queued such copies behind a
running kernel, so the host read stale data and BART's GPU unit tests failed and corrupted its heap.
Page-locked memory (cudaMallocHost, cudaHostRegister) keeps asynchronous copies; registered memory is
reported as host memory. The expected values are the program's formulas, evaluated here."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cpu.cuda_program import run_cuda_source

SRC = Path(__file__).parent / "async_copies" / "pageable.cu"


@pytest.mark.parametrize("warp_size", [64, 32])
def test_async_copies_with_pageable_memory_complete_before_returning(tmp_path, warp_size):
    proc = run_cuda_source(SRC.read_text(encoding="utf-8"), tmp_path, "pageable", warp_size)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    for what in ("D2H pageable, stream 0", "D2H pageable, cudaStreamLegacy", "D2H pageable, cudaStreamPerThread",
                 "D2H pageable 2D, created stream", "H2D pageable, source reused", "D2H pinned, after synchronising"):
        assert f"{what}: ok" in lines
    assert lines[-5:] == ["register: 0", "attributes: 0 type host: 1", "register again: 1", "unregister: 0",
                          "unregister again: 1"]
