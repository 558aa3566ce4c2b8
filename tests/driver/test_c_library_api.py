"""C code calling cuBLAS and cuFFT (BART's blas.c and fft-cuda.c do): compiled by gcc -std=gnu11 against
xlate's toolkit folder and linked with -lcublas -lcufft -lcudart. On the cpu target the program runs on
the C API of the cpu libraries (xlate/cpu/libs: xlate_cpu_libs/capi.h, emitted into libxlate_hipcpu.so by
xlate/cpu/src/c_libraries.cpp) and its results are compared with numpy; on gfx942 it compiles against
HIP's own (C) headers. The program is tests/driver/projects/c_library_api/blas_fft.c."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from tests.driver.conftest import PROJECTS, nvcc_env, run

SRC = PROJECTS / "c_library_api" / "blas_fft.c"
M, N, K = 3, 2, 4


@pytest.fixture(scope="module")
def env(nvcc_cache):
    return nvcc_env(nvcc_cache)


def _gcc() -> str:
    found = shutil.which("gcc")
    if found is None:
        pytest.skip("gcc is not installed (the C compiler a project's CC would be)")
    return found


def _root(env, target: str) -> Path:
    return Path(run(["xlate-nvcc", "--xlate-toolkit-root", "--xlate-target", target], env).stdout.strip())


def _expected() -> dict[str, np.ndarray]:
    f = np.float32
    a = np.array([(i % 5) - 1.5 for i in range(M * K)], f).reshape(K, M).T  # column-major M x K
    b = np.array([(i % 3) + 0.5 for i in range(K * N)], f).reshape(N, K).T
    c = np.ones((M, N), f)
    sgemm = f(2.0) * (a.astype(np.float64) @ b) + 0.5 * c
    sdgmm = a[:, :N] * b[:N, 0][None, :]  # A (first N columns) diag(b[0..N))
    x = np.array([(i % 4) - 1.0 + 1j * 0.5 * (i % 3) for i in range(K * M)], np.complex64).reshape(M, K).T
    y = np.array([0.5 * (i % 5) - 1j * (i % 2) for i in range(K * N)], np.complex64).reshape(N, K).T
    alpha = np.complex64(1 + 0.5j)
    z = alpha * (x.conj().T.astype(np.complex128) @ y)  # M x N
    xv, yv = x.T.reshape(-1)[:M], y.T.reshape(-1)[:N]  # geru: x = first M of dx, y = first N of dy (incx 1)
    z = z + alpha * np.outer(xv, yv)
    xk, yk = x.T.reshape(-1)[:K], y.T.reshape(-1)[:K]
    dotu = np.sum(xk.astype(np.complex128) * yk)
    axpy = yk + alpha * xk
    sig = np.array([(i % 7) - 2.0 + 1j * (i % 3) for i in range(16)], np.complex64).reshape(2, 8)
    fft = np.fft.fft(sig.astype(np.complex128), axis=1).reshape(-1)

    def inter(v):
        v = np.asarray(v).reshape(-1, order="F") if v.ndim == 2 else v
        return np.stack([v.real, v.imag], axis=1).reshape(-1)

    return {"sgemm": sgemm.reshape(-1, order="F"), "sdgmm": sdgmm.reshape(-1, order="F"),
            "cgemm_geru": inter(z), "cdotu": np.array([dotu.real, dotu.imag]), "caxpy": inter(axpy), "fft": inter(fft)}


def test_c_program_runs_on_the_cpu_target_as_numpy_says(env, tmp_path: Path):
    root = _root(env, "cpu")
    exe = tmp_path / "blas_fft"
    run([_gcc(), "-std=gnu11", "-Wall", "-Werror", "-I", root / "include", SRC, "-o", exe, "-L", root / "lib64",
         "-lcublas", "-lcufft", "-lcudart"], env)
    got = {}
    for line in run([exe], env).stdout.splitlines():
        name, *vals = line.split()
        got[name] = np.array([float(v) for v in vals])
    want = _expected()
    assert set(got) == set(want)
    for name, w in want.items():
        # float32 arithmetic in both, inputs exact; the FFT is computed in double by the cpu hipFFT and by numpy
        np.testing.assert_allclose(got[name], w, rtol=2e-6, atol=2e-5, err_msg=name)


def test_c_program_compiles_for_gfx942(env, tmp_path: Path):
    root = _root(env, "gfx")
    run([_gcc(), "-std=gnu11", "-Wall", "-Werror", "-I", root / "include", "-c", SRC, "-o", tmp_path / "blas_fft.o"],
        env)
