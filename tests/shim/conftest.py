"""Shared set-up for the shim tests: one cpu backend per test process (as in a user's process)."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(scope="session", autouse=True)
def _cpu_backend():
    os.environ["XLATE_SHIM_BACKEND"] = "cpu"
    os.environ.setdefault("XLATE_JOBS", "1")
    os.environ["XLATE_SHIM_CACHE"] = "0"  # every test compiles for real (test_compile_cache sets its own)
    yield


@pytest.fixture(scope="session")
def ctx():
    from xlate.runtime_shim import driver

    assert driver.cuInit(0) == (driver.CUresult.CUDA_SUCCESS,)
    err, dev = driver.cuDeviceGet(0)
    assert err == driver.CUresult.CUDA_SUCCESS
    err, c = driver.cuCtxCreate(0, dev)
    assert err == driver.CUresult.CUDA_SUCCESS
    yield c
    driver.cuCtxDestroy(c)
