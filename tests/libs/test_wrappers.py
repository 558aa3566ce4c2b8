"""The xlate_ wrappers of the support headers <xlate/hipblas.h>, <xlate/hipsparse.h>, <xlate/hipfft.h> and
<xlate/hiprand.h>, which take CUDA's argument types where hipBLAS / hipSPARSE / hipFFT / hipRAND 7.2 declare others
(cublas?getrsBatched / ?getriBatched / GemmBatchedEx(_64): const pointer arrays; cusparse?csr2gebsr_bufferSize /
?gebsr2gebsc_bufferSize: an int size; cusparseSpVV_bufferSize: a const result pointer; cusparseSpSM_solve: no
externalBuffer argument (hipSPARSE's solve uses the buffer its analysis kept in the descriptor); cufftGetProperty:
libraryPropertyType and its MAJOR_VERSION / MINOR_VERSION / PATCH_LEVEL; curandGetScrambleConstants32/64: a non-const
table pointer), and cuRAND's MTGP32 host set-up (curand_mtgp32_host.h, curand_mtgp32dc_p_11213.h): a CUDA program
calling them with CUDA's types is translated and compiled for gfx942; on the cpu backend GemmBatchedEx computes
what numpy does, the int-size conversion keeps CUDA's range, and the unimplemented functions (BSR conversions,
SpVV, SpSM) report NOT_SUPPORTED; hipFFT's library version is the pinned headers'."""

from __future__ import annotations

import numpy as np
import pytest

from tests.libs import harness
from xlate.rewrite.engine import translate_text

WRAPPED_CALLS = r"""
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cusparse.h>
#include <cufft.h>
#include <curand.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>
#include <cstdint>

template <class T>
static int solve(cublasHandle_t h, const T *const *a, T *const *b, T *const *c, int *info,
                 cublasStatus_t (*getrs)(cublasHandle_t, cublasOperation_t, int, int, const T *const *, int,
                                         const int *, T *const *, int, int *, int),
                 cublasStatus_t (*getri)(cublasHandle_t, int, const T *const *, int, const int *, T *const *, int,
                                         int *, int)) {
  const int *piv = nullptr;
  return (int)getrs(h, CUBLAS_OP_N, 4, 1, a, 4, piv, b, 4, info, 2) + (int)getri(h, 4, a, 4, piv, c, 4, info, 2);
}

int use_blas(cublasHandle_t h, const float *const *af, float *const *bf, const double *const *ad,
             double *const *bd, const cuComplex *const *ac, cuComplex *const *bc, const cuDoubleComplex *const *az,
             cuDoubleComplex *const *bz, const void *const *va, const void *const *vb, void *const *vc, int *info) {
  int s = 0;
  s += cublasSgetrsBatched(h, CUBLAS_OP_N, 4, 1, af, 4, nullptr, bf, 4, info, 2);
  s += cublasDgetrsBatched(h, CUBLAS_OP_T, 4, 1, ad, 4, nullptr, bd, 4, info, 2);
  s += cublasCgetrsBatched(h, CUBLAS_OP_C, 4, 1, ac, 4, nullptr, bc, 4, info, 2);
  s += cublasZgetrsBatched(h, CUBLAS_OP_N, 4, 1, az, 4, nullptr, bz, 4, info, 2);
  s += cublasSgetriBatched(h, 4, af, 4, nullptr, bf, 4, info, 2);
  s += cublasDgetriBatched(h, 4, ad, 4, nullptr, bd, 4, info, 2);
  s += cublasCgetriBatched(h, 4, ac, 4, nullptr, bc, 4, info, 2);
  s += cublasZgetriBatched(h, 4, az, 4, nullptr, bz, 4, info, 2);
  float one = 1.0f, zero = 0.0f;
  s += cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, va, CUDA_R_32F, 2, vb, CUDA_R_32F, 2, &zero,
                           vc, CUDA_R_32F, 2, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  s += cublasGemmBatchedEx_64(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, va, CUDA_R_32F, 2, vb, CUDA_R_32F,
                              (int64_t)2, &zero, vc, CUDA_R_32F, 2, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  return s;
}

int use_sparse(cusparseHandle_t h, cusparseMatDescr_t d, const int *ptr, const int *ind, const float *vs,
               const double *vd, const cuComplex *vc, const cuDoubleComplex *vz) {
  int size = 0, s = 0;
  s += cusparseScsr2gebsr_bufferSize(h, CUSPARSE_DIRECTION_ROW, 4, 4, d, vs, ptr, ind, 2, 2, &size);
  s += cusparseDcsr2gebsr_bufferSize(h, CUSPARSE_DIRECTION_ROW, 4, 4, d, vd, ptr, ind, 2, 2, &size);
  s += cusparseCcsr2gebsr_bufferSize(h, CUSPARSE_DIRECTION_COLUMN, 4, 4, d, vc, ptr, ind, 2, 2, &size);
  s += cusparseZcsr2gebsr_bufferSize(h, CUSPARSE_DIRECTION_COLUMN, 4, 4, d, vz, ptr, ind, 2, 2, &size);
  s += cusparseSgebsr2gebsc_bufferSize(h, 2, 2, 4, vs, ptr, ind, 2, 2, &size);
  s += cusparseDgebsr2gebsc_bufferSize(h, 2, 2, 4, vd, ptr, ind, 2, 2, &size);
  s += cusparseCgebsr2gebsc_bufferSize(h, 2, 2, 4, vc, ptr, ind, 2, 2, &size);
  s += cusparseZgebsr2gebsc_bufferSize(h, 2, 2, 4, vz, ptr, ind, 2, 2, &size);
  return s + size;
}

int use_spvv(cusparseHandle_t h, cusparseConstSpVecDescr_t x, cusparseConstDnVecDescr_t y, const float *result) {
  size_t size = 0;
  return (int)cusparseSpVV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, x, y, result, CUDA_R_32F, &size);
}

int use_spsm(cusparseHandle_t h, cusparseConstSpMatDescr_t a, cusparseConstDnMatDescr_t b, cusparseDnMatDescr_t c,
             cusparseSpSMDescr_t d, const float *alpha) {
  return (int)cusparseSpSM_solve(h, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_TRANSPOSE, alpha, a, b, c,
                                 CUDA_R_32F, CUSPARSE_SPSM_ALG_DEFAULT, d);
}

int use_fft() {
  int major = 0, minor = 0, patch = 0;
  libraryPropertyType t = PATCH_LEVEL;
  return (int)cufftGetProperty(MAJOR_VERSION, &major) + (int)cufftGetProperty(MINOR_VERSION, &minor) +
         (int)cufftGetProperty(t, &patch) + major + minor + patch;
}

int use_rand(curandStateMtgp32_t *states, mtgp32_kernel_params_t *k) {
  unsigned int *c32 = nullptr;
  unsigned long long *c64 = nullptr;
  int s = (int)curandGetScrambleConstants32(&c32) + (int)curandGetScrambleConstants64(&c64);
  s += (int)curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, k);
  s += (int)curandMakeMTGP32KernelState(states, mtgp32dc_params_fast_11213, k, 64, 1234ULL);
  return s + (int)(c32 != nullptr) + (int)(c64 != nullptr);
}
"""

WRAPPED = [f"xlate_hipblas{p}{f}Batched(" for p in "SDCZ" for f in ("getrs", "getri")] + [
    "xlate_hipblasGemmBatchedEx(", "xlate_hipblasGemmBatchedEx_64("] + [
    f"xlate_hipsparse{p}{f}_bufferSize(" for p in "SDCZ" for f in ("csr2gebsr", "gebsr2gebsc")] + [
    "xlate_hipsparseSpVV_bufferSize(", "xlate_hipsparseSpSM_solve(h, HIPSPARSE_OPERATION_NON_TRANSPOSE,",
    "xlate_hipfftGetProperty(MAJOR_VERSION, &major)",
    "xlate_hipfftGetProperty(t, &patch)", "hipLibraryPropertyType t = PATCH_LEVEL;",
    "xlate_hiprandGetScrambleConstants32(", "xlate_hiprandGetScrambleConstants64(",
    "hiprandMakeMTGP32Constants(mtgp32dc_params_fast_11213, k)", "hiprandMakeMTGP32KernelState(states,"]


def test_wrapped_calls_translate_to_the_wrappers_and_compile_for_gfx942(tmp_path):
    from tests.libs.test_compile_verified import _compile
    from xlate.errors import XlateError
    from xlate.toolchain.discover import find_toolchain

    out, diags = translate_text(WRAPPED_CALLS, filename="wrapped.cu")
    assert [d.message for d in diags if d.severity.value == "error"] == []
    assert "#include <xlate/hipsparse.h>" in out and "#include <xlate/hipblas.h>" in out
    assert "#include <xlate/hipfft.h>" in out
    assert "#include <xlate/hiprand.h>" in out and "#include <hiprand/hiprand_mtgp32_host.h>" in out
    assert "#include <rocrand/rocrand_mtgp32_11213.h>" in out
    missing = [w for w in WRAPPED if w not in out]
    assert missing == [], missing
    try:
        tc = find_toolchain()
    except XlateError as exc:
        pytest.fail(f"the pinned HIP toolchain is not set up ({exc.message}); run `xlate setup`")
    err = _compile(tc, out, tmp_path / "wrapped.hip")
    assert err == "", err[-4000:]


CPU_PROGRAM = r"""
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cusparse.h>
#include <cufft.h>
#include <curand.h>
#include <climits>
#include <cstdio>

void check_int_size();

int main() {
  // two 2x2 column-major products C_i = A_i B_i through arrays of const pointers, as CUDA declares them
  float a0[4] = {1, 2, 3, 4}, a1[4] = {-1, 0.5f, 2, 3}, b0[4] = {5, 6, 7, 8}, b1[4] = {0, 1, -2, 4};
  float c0[4] = {0}, c1[4] = {0};
  const void *a[2] = {a0, a1}, *b[2] = {b0, b1};
  void *c[2] = {c0, c1};
  const void *const *ca = a, *const *cb = b;
  void *const *cc = c;
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 1;
  float one = 1.0f, zero = 0.0f;
  int s = cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &one, ca, CUDA_R_32F, 2, cb, CUDA_R_32F, 2,
                              &zero, cc, CUDA_R_32F, 2, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  printf("gemm %d", s);
  for (int i = 0; i < 4; ++i) printf(" %.4f", c0[i]);
  for (int i = 0; i < 4; ++i) printf(" %.4f", c1[i]);
  printf("\n");
  cublasDestroy(h);
  check_int_size();  // HIP code, appended after translation
  int size = 0;
  // the cpu backend's hipSPARSE has no BSR conversions: the wrapper says so
  int ptr[3] = {0, 1, 2}, ind[2] = {0, 1};
  float v[2] = {1, 2};
  cusparseHandle_t sh;
  cusparseMatDescr_t d;
  cusparseCreate(&sh);
  cusparseCreateMatDescr(&d);
  size = 3;
  s = cusparseScsr2gebsr_bufferSize(sh, CUSPARSE_DIRECTION_ROW, 2, 2, d, v, ptr, ind, 1, 1, &size);
  printf("csr2gebsr %d %d\n", s == (int)CUSPARSE_STATUS_NOT_SUPPORTED, size);
  size_t vv = 5;
  float result = 0;
  const float *cresult = &result;
  s = cusparseSpVV_bufferSize(sh, CUSPARSE_OPERATION_NON_TRANSPOSE, nullptr, nullptr, cresult, CUDA_R_32F, &vv);
  printf("spvv %d %d\n", s == (int)CUSPARSE_STATUS_NOT_SUPPORTED, (int)vv);
  s = cusparseSpSM_solve(sh, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &result, nullptr,
                         nullptr, nullptr, CUDA_R_32F, CUSPARSE_SPSM_ALG_DEFAULT, nullptr);
  printf("spsm %d\n", s == (int)CUSPARSE_STATUS_NOT_SUPPORTED);
  // the cpu hipFFT reports the version of the pinned hipFFT headers it implements
  int major = -1, minor = -1, patch = -1, version = -1;
  s = (int)cufftGetProperty(MAJOR_VERSION, &major) + (int)cufftGetProperty(MINOR_VERSION, &minor);
  s += (int)cufftGetProperty(PATCH_LEVEL, &patch) + (int)cufftGetVersion(&version);
  printf("fftprop %d %d %d %d %d\n", s, major, minor, patch, version);
  printf("fftbad %d %d\n", (int)cufftGetProperty((libraryPropertyType)7, &major) == (int)CUFFT_INVALID_TYPE,
         (int)cufftGetVersion(nullptr) == (int)CUFFT_INVALID_VALUE);
  unsigned int *c32 = nullptr;
  s = (int)curandGetScrambleConstants32(&c32);
  printf("scramble32 %d %d\n", s, c32 == nullptr);
  return 0;
}
"""

# the size_t -> int conversion of the cuSPARSE buffer-size wrappers (a HIP-side helper: no CUDA name reaches it)
INT_SIZE_CHECK = r"""
void check_int_size() {
  int size = 7;
  int big = (int)xlate_hipsparse_int_size(HIPSPARSE_STATUS_SUCCESS, (size_t)INT_MAX + 1, &size);
  printf("big %d %d\n", big == (int)HIPSPARSE_STATUS_NOT_SUPPORTED, size);
  int fits = (int)xlate_hipsparse_int_size(HIPSPARSE_STATUS_SUCCESS, (size_t)INT_MAX, &size);
  printf("fits %d %d\n", fits == (int)HIPSPARSE_STATUS_SUCCESS, size == INT_MAX);
  int err = (int)xlate_hipsparse_int_size(HIPSPARSE_STATUS_INVALID_VALUE, 12, &size);
  printf("err %d %d\n", err == (int)HIPSPARSE_STATUS_INVALID_VALUE, size == INT_MAX);
}
"""


def _pinned_hipfft_version() -> tuple[int, int, int]:
    """hipfftVersionMajor/Minor/Patch of the pinned hipFFT headers (`xlate setup` unpacks them)."""
    import re

    from xlate.toolchain.discover import find_toolchain

    header = find_toolchain().hip_include / "hipfft" / "hipfft-version.h"
    assert header.is_file(), f"{header}: the pinned hipFFT headers are not set up; run `xlate setup`"
    text = header.read_text()
    return tuple(int(re.search(rf"#define hipfftVersion{part}\s+(\d+)", text).group(1))
                 for part in ("Major", "Minor", "Patch"))


def test_wrappers_on_the_cpu_backend(tmp_path):
    out, diags = translate_text(CPU_PROGRAM, filename="wrappers_cpu.cu")
    assert [d.message for d in diags if d.severity.value == "error"] == []
    out += INT_SIZE_CHECK
    exe = harness.build_cpu(out, tmp_path, 64, "wrappers_cpu")
    rc, stdout, stderr = harness.run(exe, "")
    assert rc == 0, stderr
    lines = {ln.split()[0]: ln.split()[1:] for ln in stdout.splitlines()}
    a = [np.array(x, dtype=np.float64).reshape(2, 2).T for x in ([1, 2, 3, 4], [-1, 0.5, 2, 3])]
    b = [np.array(x, dtype=np.float64).reshape(2, 2).T for x in ([5, 6, 7, 8], [0, 1, -2, 4])]
    want = np.concatenate([(a[i] @ b[i]).T.ravel() for i in range(2)])
    assert lines["gemm"][0] == "0"
    np.testing.assert_allclose([float(x) for x in lines["gemm"][1:]], want, rtol=1e-6)
    assert lines["big"] == ["1", "7"]  # over INT_MAX: NOT_SUPPORTED, the int untouched
    assert lines["fits"] == ["1", "1"]
    assert lines["err"] == ["1", "1"]  # hipSPARSE's error passes through, the int untouched
    assert lines["csr2gebsr"] == ["1", "3"]
    assert "not supported: hipsparseScsr2gebsr_bufferSize" in stderr
    assert lines["spvv"] == ["1", "5"]
    assert "not supported: hipsparseSpVV_bufferSize" in stderr
    assert lines["spsm"] == ["1"]
    assert "not supported: hipsparseSpSM_solve" in stderr
    major, minor, patch = _pinned_hipfft_version()
    assert lines["fftprop"] == ["0", str(major), str(minor), str(patch), str(major * 10000 + minor * 100 + patch)]
    assert lines["fftbad"] == ["1", "1"]
    assert lines["scramble32"] == ["1000", "1"]  # the cpu hipRAND has no scrambled Sobol: HIPRAND_STATUS_NOT_IMPLEMENTED
