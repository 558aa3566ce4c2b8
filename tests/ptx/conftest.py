"""Shared fixture of tests/ptx: every form case's lowered code compiled ONCE as host C++ and run over
the seeded vectors (ptx_cases.vectors); test_forms.py compares with the model, test_gpu_vectors.py
with the H100 recordings."""

from __future__ import annotations

import os

import pytest
from ptx_cases import CASES, vectors
from ptx_harness import CLANG, build_host, run_host

N_VECTORS = 1200


@pytest.fixture(scope="session")
def results(tmp_path_factory):
    if not os.path.exists(CLANG):
        pytest.skip(f"{CLANG} not installed (needed to compile the lowered code as host C++)")
    work = tmp_path_factory.mktemp("ptx_forms")
    inputs = [vectors(c, N_VECTORS) for c in CASES]
    exe = build_host(CASES, work)
    outs = run_host(exe, CASES, inputs, work)
    return {i: (inputs[i], outs[i]) for i in range(len(CASES))}
