"""The CUDA version xlate reports (xlate/core/cuda_version.py): $XLATE_CUDA_VERSION or the default, and
everything that follows it: the prelude the translation parses with, xlate-nvcc's --version and
`__CUDACC_VER_*__`, the CUDA_VERSION translated code is compiled with, XL408, the translation cache key.

Translated CUDA sees the CUDA_VERSION its translation was parsed with: `#include <cuda.h>` becomes
hip/hip_runtime.h, which does not define it, so xlate build / xlate run / xlate report / xlate-nvcc
define it (a project's `#if CUDA_VERSION < 8000 / #error` gate used to stop the build, faiss)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from xlate.core import cuda_version as cv
from xlate.driver.cache import entry_key
from xlate.driver.driver import version_text
from xlate.errors import USAGE, XlateError
from xlate.parse.flags import cuda_parse_args
from xlate.parse.model import build_model
from xlate.pipeline.targets import translated_cuda_flags
from xlate.rewrite.engine import translate_text

SRC = Path(__file__).resolve().parent / "fixtures" / "cuda_version_gate.cu"
XLATE = [sys.executable, "-m", "xlate.cli"]
ENV = cv.ENV_VAR


@pytest.fixture
def cuda(monkeypatch):
    """Set $XLATE_CUDA_VERSION (None: unset) for this test."""
    def set_version(text: str | None) -> None:
        if text is None:
            monkeypatch.delenv(ENV, raising=False)
        else:
            monkeypatch.setenv(ENV, text)
    return set_version


def _env(text: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != ENV}
    if text is not None:
        env[ENV] = text
    return env


def test_default_is_cuda_12_9_nvcc(cuda) -> None:
    cuda(None)
    assert cv.DEFAULT[:2] >= (12, 9)  # issue 18: at least 12.9 (xgboost requires it)
    assert cv.cuda_version() == cv.DEFAULT == (12, 9, 86)
    assert cv.cuda_version_number() == 12090 and cv.cuda_major_minor() == (12, 9)
    cuda("  ")  # empty counts as unset
    assert cv.cuda_version() == cv.DEFAULT


@pytest.mark.parametrize("text, want, number", [("13.0", (13, 0, 0), 13000), ("12.9.86", (12, 9, 86), 12090),
                                                ("12.5", (12, 5, 0), 12050), ("11.0", (11, 0, 0), 11000),
                                                (" 12.4.131 ", (12, 4, 131), 12040)])
def test_the_environment_sets_the_version(cuda, text, want, number) -> None:
    cuda(text)
    assert cv.cuda_version() == want
    assert cv.cuda_version_number() == number
    assert cv.cuda_major_minor() == want[:2]


@pytest.mark.parametrize("text, why", [("12", "is not a CUDA version"), ("twelve", "is not a CUDA version"),
                                       ("12.9.1.2", "is not a CUDA version"), ("v12.9", "is not a CUDA version"),
                                       ("10.2", "not 10.2"), ("13.1", "not 13.1"), ("12.10", "not 12.10"),
                                       ("14.0", "not 14.0")])
def test_bad_values_are_rejected_naming_the_variable_and_the_range(cuda, text, why) -> None:
    cuda(text)
    with pytest.raises(XlateError) as err:
        cv.cuda_version()
    assert err.value.exit_code == USAGE
    msg = err.value.message
    assert msg.startswith(f"{ENV}={text!r}") and why in msg and "11.0 to 13.0" in msg


def test_a_bad_value_stops_xlate_nvcc_with_the_message() -> None:
    proc = subprocess.run([*XLATE, "nvcc", "--version"], capture_output=True, text=True, check=False,
                          timeout=120, env=_env("12.x"))
    assert proc.returncode == USAGE
    assert f"{ENV}='12.x' is not a CUDA version" in proc.stderr and proc.stdout == ""


# The prelude, parsed as the translation parses it, declares the configured version: a static_assert per
# macro; a wrong expectation must fail, so the check can fail.
_PRELUDE_CHECK = """#include <cuda.h>
#include <cuda_runtime.h>
static_assert(CUDA_VERSION == WANT_NUMBER, "CUDA_VERSION");
static_assert(CUDART_VERSION == WANT_NUMBER, "CUDART_VERSION");
static_assert(__CUDACC_VER_MAJOR__ == WANT_MAJOR && __CUDACC_VER_MINOR__ == WANT_MINOR, "CUDACC_VER");
static_assert(__CUDACC_VER_BUILD__ == WANT_BUILD, "CUDACC_VER_BUILD");
"""


def _front_end_errors(tmp_path: Path, src: str, defines: tuple[str, ...] = ()) -> list[str]:
    f = tmp_path / "check.cu"
    f.write_text(src, encoding="utf-8")
    _model, diags = build_model([f], defines=list(defines), jobs=1)
    return [d.message for d in diags if d.code == "XL901"]


@pytest.mark.parametrize("text", [None, "13.0", "12.4.131"])
def test_the_prelude_declares_the_configured_version(cuda, tmp_path, text) -> None:
    cuda(text)
    major, minor, build = cv.cuda_version()
    want = (f"WANT_NUMBER={cv.cuda_version_number()}", f"WANT_MAJOR={major}", f"WANT_MINOR={minor}",
            f"WANT_BUILD={build}")
    assert _front_end_errors(tmp_path, _PRELUDE_CHECK, want) == []
    wrong = (f"WANT_NUMBER={cv.cuda_version_number() + 10}", f"WANT_MAJOR={major}", f"WANT_MINOR={minor + 1}",
             f"WANT_BUILD={build + 1}")
    errors = _front_end_errors(tmp_path, _PRELUDE_CHECK, wrong)
    for what in ("CUDA_VERSION", "CUDART_VERSION", "CUDACC_VER", "CUDACC_VER_BUILD"):
        assert any(f": {what} (host pass)" in e for e in errors), (what, errors)


def test_the_parse_flags_carry_the_version_and_the_headers_no_number(cuda) -> None:
    cuda("12.5.82")
    args = cuda_parse_args("host")
    assert {"-DXLATE_CUDA_VERSION_NUMBER=12050", "-DXLATE_CUDA_VERSION_MAJOR=12", "-DXLATE_CUDA_VERSION_MINOR=5",
            "-DXLATE_CUDA_VERSION_BUILD=82"} <= set(args)


_CLOCK = "int clock(const cudaDeviceProp &p) { return p.clockRate + p.computeMode + p.memoryClockRate; }\n"
_BATCH = ("cudaError_t batch(void **d, void **s, size_t *n, cudaMemcpyAttributes *a, size_t *i, size_t *f) {\n"
          "  return cudaMemcpyBatchAsync(d, s, n, 1, a, i, 1, f, 0);\n}\n")
_PREFETCH_V2 = ("cudaError_t pf(const void *p, cudaMemLocation l) {\n"
                "  return cudaMemPrefetchAsync_v2(p, 4, l, 0, 0);\n}\n")


@pytest.mark.parametrize("text, src, declared", [
    (None, _CLOCK, True), ("13.0", _CLOCK, False),          # cudaDeviceProp fields removed in 13.0
    (None, _BATCH, True), ("12.4", _BATCH, False),          # batched copies: 12.8
    ("12.2", _PREFETCH_V2, True), ("12.1", _PREFETCH_V2, False),  # cudaMemPrefetchAsync_v2: 12.2
])
def test_the_prelude_declares_what_the_version_declares(cuda, tmp_path, text, src, declared) -> None:
    cuda(text)
    errors = _front_end_errors(tmp_path, src)
    assert (errors == []) == declared, errors


@pytest.mark.parametrize("text, release", [(None, "12.9, V12.9.86"), ("13.0", "13.0, V13.0.0"),
                                           ("12.6.85", "12.6, V12.6.85")])
def test_xlate_nvcc_version_and_cudacc_macros_follow_the_environment(cuda, text, release) -> None:
    cuda(text)
    assert f"release {release}\n" in version_text()
    major, minor, build = cv.cuda_version()
    flags = translated_cuda_flags(cudacc_macros=True)
    assert f"-D__CUDACC_VER_MAJOR__={major}" in flags and f"-D__CUDACC_VER_MINOR__={minor}" in flags
    assert f"-D__CUDACC_VER_BUILD__={build}" in flags and f"-DCUDA_VERSION={cv.cuda_version_number()}" in flags
    proc = subprocess.run([*XLATE, "nvcc", "--version"], capture_output=True, text=True, check=False,
                          timeout=120, env=_env(text))
    assert proc.returncode == 0, proc.stderr
    assert f"Cuda compilation tools, release {release}\n" in proc.stdout


_POTRF = ("#include <cusolverDn.h>\nvoid f(cusolverDnHandle_t h, cusolverDnParams_t p, float *A, void *w, int *i) {\n"
          "  cusolverDnPotrf(h, p, CUBLAS_FILL_MODE_LOWER, 4, CUDA_R_32F, A, 4, CUDA_R_32F, w, 64, i);\n}\n")
_DETERMINISTIC = ("#include <cusolverDn.h>\nvoid g(cusolverDnHandle_t h) {\n"
                  "  cusolverDnSetDeterministicMode(h, CUSOLVER_DETERMINISTIC_RESULTS);\n}\n")


def _xl408(src: str) -> list[str]:
    _out, diags = translate_text(src, "t.cu", warp_mode="compat32")
    return [d.message for d in diags if d.code == "XL408"]


def test_xl408_compares_against_the_configured_version(cuda) -> None:
    # cuSOLVER's generic cusolverDnPotrf: CUDA 11.0, deprecated in 11.1 (cuda_versions.csv, from HIPIFY)
    cuda("11.0")
    assert _xl408(_POTRF) == []
    cuda(None)
    assert [m.split(";")[0] for m in _xl408(_POTRF)] == [
        "cusolverDnPotrf is deprecated since CUDA 11.1 (xlate translates as CUDA 12.9)"]
    # cusolverDnSetDeterministicMode / CUSOLVER_DETERMINISTIC_RESULTS: added in 12.2
    cuda("12.1")
    msgs = _xl408(_DETERMINISTIC)
    assert any(m.startswith("cusolverDnSetDeterministicMode was added in CUDA 12.2, after the CUDA xlate "
                            f"translates as (12.1, ${ENV})") for m in msgs), msgs
    cuda("12.2")
    assert _xl408(_DETERMINISTIC) == []


def test_the_translation_cache_key_includes_the_version(cuda, tmp_path) -> None:
    src = tmp_path / "k.cu"
    src.write_text("__global__ void k() {}\n", encoding="utf-8")
    cuda(None)
    default = entry_key(src, [], [], "compat32")
    cuda("12.9.86")
    assert entry_key(src, [], [], "compat32") == default  # the same version, written out
    cuda("13.0")
    thirteen = entry_key(src, [], [], "compat32")
    cuda("12.9.41")
    assert len({default, thirteen, entry_key(src, [], [], "compat32")}) == 3


@pytest.mark.parametrize("text", [None, "13.0"])
def test_cpu_run_sees_the_configured_cuda_version(text) -> None:
    proc = subprocess.run([*XLATE, "run", str(SRC)], capture_output=True, text=True, check=False, timeout=600,
                          env=_env(text))
    assert proc.returncode == 0, proc.stderr
    major, minor, _ = cv.parse_cuda_version(text) if text else cv.DEFAULT
    assert proc.stdout.strip() == str(major * 1000 + minor * 10)


def test_gfx942_build_passes_the_version_gate(tmp_path: Path) -> None:
    proc = subprocess.run([*XLATE, "build", str(SRC), "-o", str(tmp_path / "prog")], capture_output=True,
                          text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "CUDA >= 8.0 is required" not in proc.stderr
