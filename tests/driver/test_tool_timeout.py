"""XLATE_NVCC_TIMEOUT: the seconds one tool call of xlate-nvcc may run (default 900). A project's largest
translation unit can compile longer than that on a loaded machine (llama.cpp's ggml-cuda/fattn.cu on
the cpu target), where nvcc would never cut it off; a recipe raises the limit for its build."""

from __future__ import annotations

import pytest
from conftest import nvcc_env, run

from xlate.driver import driver
from xlate.errors import InputError

SOURCE = "__global__ void k(int *p) { p[threadIdx.x] = 1; }\n"


def test_default_and_override(monkeypatch):
    monkeypatch.delenv("XLATE_NVCC_TIMEOUT", raising=False)
    assert driver.tool_timeout() == driver.TIMEOUT == 900
    monkeypatch.setenv("XLATE_NVCC_TIMEOUT", "3600")
    assert driver.tool_timeout() == 3600.0
    for bad in ("abc", "0", "-5"):
        monkeypatch.setenv("XLATE_NVCC_TIMEOUT", bad)
        with pytest.raises(InputError, match="XLATE_NVCC_TIMEOUT"):
            driver.tool_timeout()


def test_the_limit_stops_the_compile(xlate_nvcc, nvcc_cache, tmp_path):
    src = tmp_path / "k.cu"
    src.write_text(SOURCE, encoding="utf-8")
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu", XLATE_NVCC_TIMEOUT="0.001")
    proc = run([xlate_nvcc, "-c", src, "-o", tmp_path / "k.o"], env, check=False)
    assert proc.returncode != 0
    assert "timed out after" in proc.stderr
    assert not (tmp_path / "k.o").exists()
    ok = run([xlate_nvcc, "-c", src, "-o", tmp_path / "k.o"], nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu",
                                                                          XLATE_NVCC_TIMEOUT="600"))
    assert ok.returncode == 0 and (tmp_path / "k.o").is_file()
