"""The cpu backend's hipSOLVER (xlate/cpu/libs/include/hipsolver/hipsolver.h over the system LAPACK):
HIP programs in S, D, C and Z, and CUDA programs translated by xlate (xlate-nvcc -lcusolver with
XLATE_NVCC_TARGET=cpu, and `xlate run`), run on the cpu target and checked against numpy.

The HIP program prints every input it generates and every output (one line per array: tag, then the
numbers; complex numbers as re im pairs), and the checks here are the defining identities, not values
the code produced: P*L*U = A, A*x = b, L*L^H = A, Q*R = A with Q^H*Q = I, op(Q)*C against the explicit
Q, U*diag(S)*V^H = A with orthonormal U and V and S equal to numpy's singular values, A*V = V*diag(W)
with W equal to numpy's eigvalsh, plus devInfo for singular and non-positive-definite matrices and
HIPSOLVER_STATUS_INVALID_VALUE (3) / NOT_INITIALIZED (1) for the argument errors cuSOLVER documents.
Tolerances, relative to the size of the matrices' entries (about 1-10): float 2e-4, double 1e-10."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from xlate.cpu.build import LIBS_INCLUDE
from xlate.driver.toolkit import toolkit_root
from xlate.pipeline.cpu_programs import ProgramBuild, build_program
from xlate.toolchain import doctor

TOL = {"S": 2e-4, "C": 2e-4, "D": 1e-10, "Z": 1e-10}
INVALID_VALUE, NOT_INITIALIZED, SUCCESS = 3, 1, 0

HIP_PROGRAM = r"""
#include <hip/hip_runtime.h>
#include <hipsolver/hipsolver.h>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x) do { hipsolverStatus_t s_ = (x); if (s_ != HIPSOLVER_STATUS_SUCCESS) { \
    std::printf("FAILED %s = %d at line %d\n", #x, (int)s_, __LINE__); std::exit(1); } } while (0)

// One overload set per routine over the four precisions (the computing type CT: R or std::complex<R>).
#define WRAP(P, CT, HT, R, ORG, ORM, EV)                                                                   \
  hipsolverStatus_t getrf_bs(hipsolverHandle_t h, int m, int n, CT* A, int lda, int* lw) {                \
    return hipsolverDn##P##getrf_bufferSize(h, m, n, (HT*)A, lda, lw); }                                   \
  hipsolverStatus_t getrf(hipsolverHandle_t h, int m, int n, CT* A, int lda, CT* w, int* piv, int* info) { \
    return hipsolverDn##P##getrf(h, m, n, (HT*)A, lda, (HT*)w, piv, info); }                               \
  hipsolverStatus_t getrs(hipsolverHandle_t h, hipblasOperation_t t, int n, int k, const CT* A, int lda,  \
                          const int* piv, CT* B, int ldb, int* info) {                                     \
    return hipsolverDn##P##getrs(h, t, n, k, (const HT*)A, lda, piv, (HT*)B, ldb, info); }                 \
  hipsolverStatus_t potrf_bs(hipsolverHandle_t h, hipblasFillMode_t u, int n, CT* A, int lda, int* lw) {   \
    return hipsolverDn##P##potrf_bufferSize(h, u, n, (HT*)A, lda, lw); }                                   \
  hipsolverStatus_t potrf(hipsolverHandle_t h, hipblasFillMode_t u, int n, CT* A, int lda, CT* w, int lw,  \
                          int* info) {                                                                     \
    return hipsolverDn##P##potrf(h, u, n, (HT*)A, lda, (HT*)w, lw, info); }                                \
  hipsolverStatus_t potrs(hipsolverHandle_t h, hipblasFillMode_t u, int n, int k, const CT* A, int lda,    \
                          CT* B, int ldb, int* info) {                                                     \
    return hipsolverDn##P##potrs(h, u, n, k, (const HT*)A, lda, (HT*)B, ldb, info); }                      \
  hipsolverStatus_t geqrf_bs(hipsolverHandle_t h, int m, int n, CT* A, int lda, int* lw) {                \
    return hipsolverDn##P##geqrf_bufferSize(h, m, n, (HT*)A, lda, lw); }                                   \
  hipsolverStatus_t geqrf(hipsolverHandle_t h, int m, int n, CT* A, int lda, CT* tau, CT* w, int lw,       \
                          int* info) {                                                                     \
    return hipsolverDn##P##geqrf(h, m, n, (HT*)A, lda, (HT*)tau, (HT*)w, lw, info); }                      \
  hipsolverStatus_t orgqr_bs(hipsolverHandle_t h, int m, int n, int k, const CT* A, int lda,               \
                             const CT* tau, int* lw) {                                                     \
    return hipsolverDn##P##ORG##gqr_bufferSize(h, m, n, k, (const HT*)A, lda, (const HT*)tau, lw); }       \
  hipsolverStatus_t orgqr(hipsolverHandle_t h, int m, int n, int k, CT* A, int lda, const CT* tau, CT* w,  \
                          int lw, int* info) {                                                             \
    return hipsolverDn##P##ORG##gqr(h, m, n, k, (HT*)A, lda, (const HT*)tau, (HT*)w, lw, info); }          \
  hipsolverStatus_t ormqr_bs(hipsolverHandle_t h, hipblasSideMode_t s, hipblasOperation_t t, int m, int n, \
                             int k, const CT* A, int lda, const CT* tau, const CT* C, int ldc, int* lw) {   \
    return hipsolverDn##P##ORM##mqr_bufferSize(h, s, t, m, n, k, (const HT*)A, lda, (const HT*)tau,        \
                                               (const HT*)C, ldc, lw); }                                   \
  hipsolverStatus_t ormqr(hipsolverHandle_t h, hipblasSideMode_t s, hipblasOperation_t t, int m, int n,    \
                          int k, const CT* A, int lda, const CT* tau, CT* C, int ldc, CT* w, int lw,       \
                          int* info) {                                                                     \
    return hipsolverDn##P##ORM##mqr(h, s, t, m, n, k, (const HT*)A, lda, (const HT*)tau, (HT*)C, ldc,      \
                                    (HT*)w, lw, info); }                                                   \
  hipsolverStatus_t gesvd_bs(hipsolverHandle_t h, int m, int n, CT*, int* lw) {                           \
    return hipsolverDn##P##gesvd_bufferSize(h, m, n, lw); }                                                \
  hipsolverStatus_t gesvd(hipsolverHandle_t h, signed char ju, signed char jv, int m, int n, CT* A,        \
                          int lda, R* S, CT* U, int ldu, CT* V, int ldv, CT* w, int lw, R* rw, int* info) { \
    return hipsolverDn##P##gesvd(h, ju, jv, m, n, (HT*)A, lda, S, (HT*)U, ldu, (HT*)V, ldv, (HT*)w, lw,    \
                                 rw, info); }                                                              \
  hipsolverStatus_t syevd_bs(hipsolverHandle_t h, hipsolverEigMode_t j, hipblasFillMode_t u, int n,        \
                             const CT* A, int lda, const R* W, int* lw) {                                  \
    return hipsolverDn##P##EV##evd_bufferSize(h, j, u, n, (const HT*)A, lda, W, lw); }                     \
  hipsolverStatus_t syevd(hipsolverHandle_t h, hipsolverEigMode_t j, hipblasFillMode_t u, int n, CT* A,    \
                          int lda, R* W, CT* w, int lw, int* info) {                                       \
    return hipsolverDn##P##EV##evd(h, j, u, n, (HT*)A, lda, W, (HT*)w, lw, info); }

WRAP(S, float, float, float, or, or, sy)
WRAP(D, double, double, double, or, or, sy)
WRAP(C, std::complex<float>, hipFloatComplex, float, un, un, he)
WRAP(Z, std::complex<double>, hipDoubleComplex, double, un, un, he)

template <class T> struct Real { using type = T; };
template <class R> struct Real<std::complex<R>> { using type = R; };
template <class T> constexpr bool is_cplx() { return !std::is_same<T, typename Real<T>::type>::value; }

const char* P;  // the precision letter being run

void put(double v, bool d) { std::printf(d ? " %.17g" : " %.9g", v); }
template <class T> void print(const char* tag, const std::vector<T>& v) {
  std::printf("%s %s", tag, P);
  const bool d = sizeof(typename Real<T>::type) == 8;
  for (const T& x : v) {
    if constexpr (is_cplx<T>()) { put(x.real(), d); put(x.imag(), d); } else { put((double)x, d); }
  }
  std::printf("\n");
}
void print_int(const char* tag, const std::vector<int>& v) {
  std::printf("%s %s", tag, P);
  for (int x : v) std::printf(" %d", x);
  std::printf("\n");
}

template <class T> T val(int i) {  // a deterministic entry in [-2.25, 2.25] (+ i [-1.2, 1.2])
  double re = ((i * i * 7 + i * 3 + 11) % 19 - 9) / 4.0, im = ((i * i * 5 + i * 11 + 5) % 13 - 6) / 5.0;
  if constexpr (is_cplx<T>()) return T(re, im); else { (void)im; return T(re); }
}
template <class T> std::vector<T> gen(int n, int seed) {
  std::vector<T> v(n);
  for (int i = 0; i < n; ++i) v[i] = val<T>(i + seed);
  return v;
}
template <class T> T cj(T x) { if constexpr (is_cplx<T>()) return std::conj(x); else return x; }

// device copies: every routine reads and writes hipMalloc'd memory, as a program for the GPU does
template <class T> struct Dev {
  T* p = nullptr; size_t n;
  explicit Dev(const std::vector<T>& h) : n(h.size()) {
    (void)hipMalloc(&p, (n ? n : 1) * sizeof(T));
    (void)hipMemcpy(p, h.data(), n * sizeof(T), hipMemcpyHostToDevice);
  }
  explicit Dev(size_t count) : n(count) { (void)hipMalloc(&p, (n ? n : 1) * sizeof(T)); }
  std::vector<T> get() const { std::vector<T> h(n); (void)hipMemcpy(h.data(), p, n * sizeof(T), hipMemcpyDeviceToHost); return h; }
  ~Dev() { (void)hipFree(p); }
};
int info_of(const Dev<int>& d) { return d.get()[0]; }

template <class T> void run(hipsolverHandle_t h, const char* letter, hipStream_t stream) {
  using R = typename Real<T>::type;
  P = letter;
  Dev<int> info(1);
  int lw = 0;
  // ---- LU with pivoting, square (and solves) and rectangular
  const int n = 4, m = 5, nrhs = 2;
  auto sq = gen<T>(n * n, 13);  // seeds 13 and 5: condition numbers below 5
  print("sq", sq);
  {
    Dev<T> a(sq); Dev<int> piv(n);
    CHECK(getrf_bs(h, n, n, a.p, n, &lw));
    Dev<T> work(lw);
    CHECK(getrf(h, n, n, a.p, n, work.p, piv.p, info.p));
    CHECK(hipStreamSynchronize(stream) == hipSuccess ? HIPSOLVER_STATUS_SUCCESS : HIPSOLVER_STATUS_INTERNAL_ERROR);
    print("sq_lu", a.get()); print_int("sq_piv", piv.get()); print_int("sq_info", {info_of(info)});
    auto b = gen<T>(n * nrhs, 50);
    print("rhs", b);
    const hipblasOperation_t ops[] = {HIPBLAS_OP_N, HIPBLAS_OP_T, HIPBLAS_OP_C};
    const char* tags[] = {"x_N", "x_T", "x_C"};
    for (int t = 0; t < 3; ++t) {
      Dev<T> x(b);
      CHECK(getrs(h, ops[t], n, nrhs, a.p, n, piv.p, x.p, n, info.p));
      print(tags[t], x.get());
    }
  }
  auto rc = gen<T>(m * 3, 5);
  print("rc", rc);
  {
    Dev<T> a(rc); Dev<int> piv(3);
    CHECK(getrf(h, m, 3, a.p, m, nullptr, piv.p, info.p));
    print("rc_lu", a.get()); print_int("rc_piv", piv.get()); print_int("rc_info", {info_of(info)});
  }
  // ---- LU without pivoting (devIpiv == NULL) on a diagonally dominant matrix, and its solve
  auto dd = sq;
  for (int i = 0; i < n; ++i) dd[i + i * n] += T(10);
  print("dd", dd);
  {
    Dev<T> a(dd);
    CHECK(getrf(h, n, n, a.p, n, nullptr, nullptr, info.p));
    print("dd_lu", a.get()); print_int("dd_info", {info_of(info)});
    Dev<T> x(gen<T>(n * nrhs, 50));
    CHECK(getrs(h, HIPBLAS_OP_N, n, nrhs, a.p, n, nullptr, x.p, n, info.p));
    print("dd_x", x.get());
  }
  // ---- singular: column 2 (0-based) zero -> devInfo = 3, with and without pivoting
  {
    auto sg = sq;
    for (int i = 0; i < n; ++i) sg[i + 2 * n] = T(0);
    Dev<T> a(sg); Dev<int> piv(n);
    CHECK(getrf(h, n, n, a.p, n, nullptr, piv.p, info.p));
    const int with = info_of(info);
    Dev<T> a2(sg);
    CHECK(getrf(h, n, n, a2.p, n, nullptr, nullptr, info.p));
    print_int("singular_info", {with, info_of(info)});
  }
  // ---- Cholesky: S = M M^H + n I
  std::vector<T> spd(n * n);
  {
    auto mm = gen<T>(n * n, 3);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        T s = T(i == j ? n : 0);
        for (int k = 0; k < n; ++k) s += mm[i + k * n] * cj(mm[j + k * n]);
        spd[i + j * n] = s;
      }
  }
  print("spd", spd);
  const hipblasFillMode_t fills[] = {HIPBLAS_FILL_MODE_LOWER, HIPBLAS_FILL_MODE_UPPER};
  const char* chol_tags[] = {"chol_L", "chol_U"};
  const char* cx_tags[] = {"chol_x_L", "chol_x_U"};
  for (int f = 0; f < 2; ++f) {
    Dev<T> a(spd);
    CHECK(potrf_bs(h, fills[f], n, a.p, n, &lw));
    Dev<T> work(lw);
    CHECK(potrf(h, fills[f], n, a.p, n, work.p, lw, info.p));
    print(chol_tags[f], a.get()); print_int("chol_info", {info_of(info)});
    Dev<T> x(gen<T>(n * nrhs, 50));
    CHECK(potrs(h, fills[f], n, nrhs, a.p, n, x.p, n, info.p));
    print(cx_tags[f], x.get());
  }
  {
    auto bad = spd;
    bad[2 + 2 * n] = T(-1);  // the leading 3x3 minor is not positive definite
    Dev<T> a(bad);
    CHECK(potrf(h, HIPBLAS_FILL_MODE_LOWER, n, a.p, n, nullptr, 0, info.p));
    print_int("notpd_info", {info_of(info)});
  }
  // ---- QR of the 5x3 matrix: geqrf, orgqr/ungqr, ormqr/unmqr
  {
    Dev<T> a(rc); Dev<T> tau(3);
    CHECK(geqrf_bs(h, m, 3, a.p, m, &lw));
    Dev<T> work(lw);
    CHECK(geqrf(h, m, 3, a.p, m, tau.p, work.p, lw, info.p));
    print("qr", a.get()); print_int("qr_info", {info_of(info)});
    const hipblasOperation_t adj = is_cplx<T>() ? HIPBLAS_OP_C : HIPBLAS_OP_T;
    auto c = gen<T>(m * 2, 90);
    print("qc", c);
    Dev<T> qtc(c);
    CHECK(ormqr_bs(h, HIPBLAS_SIDE_LEFT, adj, m, 2, 3, a.p, m, tau.p, qtc.p, m, &lw));
    Dev<T> w2(lw);
    CHECK(ormqr(h, HIPBLAS_SIDE_LEFT, adj, m, 2, 3, a.p, m, tau.p, qtc.p, m, w2.p, lw, info.p));
    print("qtc", qtc.get());  // Q^H C, Q the full 5x5 product of the reflectors
    auto c2 = gen<T>(2 * m, 120);
    print("cq_in", c2);
    Dev<T> cq(c2);
    CHECK(ormqr(h, HIPBLAS_SIDE_RIGHT, HIPBLAS_OP_N, 2, m, 3, a.p, m, tau.p, cq.p, 2, nullptr, 0, info.p));
    print("cq", cq.get());
    CHECK(orgqr_bs(h, m, 3, 3, a.p, m, tau.p, &lw));
    Dev<T> w3(lw);
    CHECK(orgqr(h, m, 3, 3, a.p, m, tau.p, w3.p, lw, info.p));
    print("q", a.get()); print_int("q_info", {info_of(info)});
  }
  // ---- SVD of the 5x3 matrix: jobs A/A, S/S, N/N
  {
    CHECK(gesvd_bs(h, m, 3, (T*)nullptr, &lw));
    print_int("svd_lwork_positive", {lw > 0});
    const signed char jobs[] = {'A', 'S', 'N'};
    for (signed char j : jobs) {
      const int ucols = j == 'A' ? m : j == 'S' ? 3 : 0;
      Dev<T> a(rc); Dev<R> s(3); Dev<T> u(m * (ucols ? ucols : 1)); Dev<T> vt(9); Dev<R> rw(2);
      CHECK(gesvd(h, j, j, m, 3, a.p, m, s.p, u.p, m, vt.p, 3, nullptr, 0, rw.p, info.p));
      char tag[16];
      std::snprintf(tag, sizeof tag, "svd_%c_S", (char)j); print(tag, s.get());
      if (ucols) {
        std::snprintf(tag, sizeof tag, "svd_%c_U", (char)j); auto uu = u.get(); uu.resize(m * ucols); print(tag, uu);
        std::snprintf(tag, sizeof tag, "svd_%c_VT", (char)j); print(tag, vt.get());
      }
      print_int("svd_info", {info_of(info)});
    }
    Dev<T> a(rc); Dev<R> s(3);  // jobu 'O': U overwrites the first columns of A
    CHECK(gesvd(h, 'O', 'N', m, 3, a.p, m, s.p, nullptr, 1, nullptr, 1, nullptr, 0, nullptr, info.p));
    print("svd_O_A", a.get()); print("svd_O_S", s.get()); print_int("svd_info", {info_of(info)});
  }
  // ---- symmetric / Hermitian eigenproblem: H = (M + M^H) / 2
  {
    auto mm = gen<T>(n * n, 200);
    std::vector<T> herm(n * n);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) herm[i + j * n] = (mm[i + j * n] + cj(mm[j + i * n])) / T(2);
    print("herm", herm);
    Dev<T> a(herm); Dev<R> w(n);
    CHECK(syevd_bs(h, HIPSOLVER_EIG_MODE_VECTOR, HIPBLAS_FILL_MODE_LOWER, n, a.p, n, w.p, &lw));
    Dev<T> work(lw);
    CHECK(syevd(h, HIPSOLVER_EIG_MODE_VECTOR, HIPBLAS_FILL_MODE_LOWER, n, a.p, n, w.p, work.p, lw, info.p));
    print("eig_W", w.get()); print("eig_V", a.get()); print_int("eig_info", {info_of(info)});
    Dev<T> a2(herm); Dev<R> w2(n);
    CHECK(syevd(h, HIPSOLVER_EIG_MODE_NOVECTOR, HIPBLAS_FILL_MODE_UPPER, n, a2.p, n, w2.p, nullptr, 0, info.p));
    print("eig_W_novec", w2.get());
  }
  // ---- argument errors: the status, devInfo untouched
  {
    Dev<T> a(sq); Dev<int> piv(n); Dev<R> s(3);
    std::vector<int> st = {
      (int)getrf(h, -1, n, a.p, n, nullptr, piv.p, info.p),
      (int)getrf(h, n, n, a.p, n - 1, nullptr, piv.p, info.p),
      (int)getrs(h, (hipblasOperation_t)0, n, 1, a.p, n, piv.p, a.p, n, info.p),
      (int)potrf(h, HIPBLAS_FILL_MODE_FULL, n, a.p, n, nullptr, 0, info.p),
      (int)potrs(h, HIPBLAS_FILL_MODE_LOWER, n, -1, a.p, n, a.p, n, info.p),
      (int)geqrf(h, n, n, a.p, 2, nullptr, nullptr, 0, info.p),
      (int)orgqr(h, 3, n, 2, a.p, n, a.p, nullptr, 0, info.p),
      (int)ormqr(h, HIPBLAS_SIDE_LEFT, is_cplx<T>() ? HIPBLAS_OP_T : HIPBLAS_OP_C, n, n, 2, a.p, n, a.p, a.p, n,
                 nullptr, 0, info.p),
      (int)gesvd(h, 'A', 'A', 3, n, a.p, n, s.p, a.p, n, a.p, n, nullptr, 0, nullptr, info.p),
      (int)gesvd(h, 'X', 'N', n, n, a.p, n, s.p, nullptr, 1, nullptr, 1, nullptr, 0, nullptr, info.p),
      (int)syevd(h, (hipsolverEigMode_t)0, HIPBLAS_FILL_MODE_LOWER, n, a.p, n, s.p, nullptr, 0, info.p),
      (int)getrf(h, n, n, a.p, n, nullptr, piv.p, nullptr),
      (int)getrf(nullptr, n, n, a.p, n, nullptr, piv.p, info.p),
      (int)getrf_bs(h, n, n, a.p, 1, &lw),
    };
    print_int("errors", st);
  }
}

int main() {
  hipsolverDnHandle_t h;
  CHECK(hipsolverDnCreate(&h));
  hipStream_t stream;
  (void)hipStreamCreate(&stream);
  CHECK(hipsolverDnSetStream(h, stream));
  hipStream_t got = nullptr;
  CHECK(hipsolverDnGetStream(h, &got));
  P = "-";
  print_int("stream_kept", {got == stream});
  run<float>(h, "S", stream);
  run<double>(h, "D", stream);
  run<std::complex<float>>(h, "C", stream);
  run<std::complex<double>>(h, "Z", stream);
  CHECK(hipsolverDnDestroy(h));
  (void)hipStreamDestroy(stream);
  return 0;
}
"""

ERRORS = [INVALID_VALUE] * 12 + [NOT_INITIALIZED, INVALID_VALUE]


def _parse(text: str) -> dict[tuple[str, str], list]:
    """{(tag, precision letter): values}; a tag printed more than once keeps a list of its lines."""
    out: dict[tuple[str, str], list] = {}
    for line in text.splitlines():
        tag, prec, *words = line.split()
        out.setdefault((tag, prec), []).append(words)
    return out


class Result:
    def __init__(self, text: str):
        self.raw = _parse(text)

    def ints(self, tag: str, p: str, i: int = 0) -> list[int]:
        return [int(w) for w in self.raw[(tag, p)][i]]

    def vec(self, tag: str, p: str, i: int = 0, real: bool = False) -> np.ndarray:
        v = np.array([float(w) for w in self.raw[(tag, p)][i]])
        return v if real or p in "SD" else v[0::2] + 1j * v[1::2]

    def mat(self, tag: str, p: str, rows: int, i: int = 0) -> np.ndarray:
        v = self.vec(tag, p, i)
        return v.reshape(-1, rows).T  # column-major


@pytest.fixture(scope="module")
def hip_result(tmp_path_factory) -> Result:
    d = tmp_path_factory.mktemp("hipsolver")
    src = d / "solver.hip"
    src.write_text(HIP_PROGRAM, encoding="utf-8")
    exe = build_program(ProgramBuild([src], d / "solver", warp_size=64))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, (proc.returncode, proc.stdout[-3000:], proc.stderr[-3000:])
    return Result(proc.stdout)


PRECISIONS = ["S", "D", "C", "Z"]


def _close(got: np.ndarray, want: np.ndarray, p: str, scale: float = 1.0) -> None:
    err = float(np.max(np.abs(got - want))) if got.size else 0.0
    assert err <= TOL[p] * scale, (p, err, got, want)


def _perm(piv: list[int], rows: int) -> np.ndarray:
    """The permutation matrix P with A = P L U from LAPACK's 1-based sequential row interchanges."""
    order = list(range(rows))
    for i, pv in enumerate(piv):
        order[i], order[pv - 1] = order[pv - 1], order[i]
    return np.eye(rows)[:, order]


def test_stream_set_and_read_back(hip_result):
    assert hip_result.ints("stream_kept", "-") == [1]


@pytest.mark.parametrize("p", PRECISIONS)
def test_getrf_reconstructs_and_getrs_solves(hip_result, p):
    r, n, m = hip_result, 4, 5
    a = r.mat("sq", p, n)
    lu = r.mat("sq_lu", p, n)
    piv = r.ints("sq_piv", p)
    assert r.ints("sq_info", p) == [0]
    assert all(i + 1 <= v <= n for i, v in enumerate(piv))
    lower, upper = np.tril(lu, -1) + np.eye(n), np.triu(lu)
    _close(_perm(piv, n) @ lower @ upper, a, p, 10)
    b = r.mat("rhs", p, n)
    for tag, op in (("x_N", a), ("x_T", a.T), ("x_C", a.conj().T)):
        x = r.mat(tag, p, n)
        _close(op @ x, b, p, 10)
        _close(x, np.linalg.solve(op, b), p, 100)
    rc, lu = r.mat("rc", p, m), r.mat("rc_lu", p, m)
    assert r.ints("rc_info", p) == [0]
    lower = np.tril(lu, -1)[:, :3] + np.eye(m, 3)
    _close(_perm(r.ints("rc_piv", p), m) @ lower @ np.triu(lu)[:3, :], rc, p, 10)


@pytest.mark.parametrize("p", PRECISIONS)
def test_getrf_without_pivoting(hip_result, p):
    r, n = hip_result, 4
    a, lu = r.mat("dd", p, n), r.mat("dd_lu", p, n)
    assert r.ints("dd_info", p) == [0]
    _close((np.tril(lu, -1) + np.eye(n)) @ np.triu(lu), a, p, 10)
    x = r.mat("dd_x", p, n)
    _close(a @ x, r.mat("rhs", p, n), p, 10)


@pytest.mark.parametrize("p", PRECISIONS)
def test_singular_and_not_positive_definite_set_devinfo(hip_result, p):
    # cuSOLVER: devInfo = i where U(i,i) is exactly zero (getrf), where the leading minor of order i is not
    # positive definite (potrf)
    assert hip_result.ints("singular_info", p) == [3, 3]
    assert hip_result.ints("notpd_info", p) == [3]


@pytest.mark.parametrize("p", PRECISIONS)
def test_potrf_potrs(hip_result, p):
    r, n = hip_result, 4
    a = r.mat("spd", p, n)
    assert np.allclose(a, a.conj().T)
    assert r.ints("chol_info", p, 0) == [0] and r.ints("chol_info", p, 1) == [0]
    lower = np.tril(r.mat("chol_L", p, n))
    _close(lower @ lower.conj().T, a, p, 10)
    _close(lower, np.linalg.cholesky(a), p, 10)
    upper = np.triu(r.mat("chol_U", p, n))
    _close(upper.conj().T @ upper, a, p, 10)
    b = r.mat("rhs", p, n)
    for tag in ("chol_x_L", "chol_x_U"):
        _close(a @ r.mat(tag, p, n), b, p, 20)


@pytest.mark.parametrize("p", PRECISIONS)
def test_geqrf_orgqr_ormqr(hip_result, p):
    r, m = hip_result, 5
    a = r.mat("rc", p, m)
    assert r.ints("qr_info", p) == [0] and r.ints("q_info", p) == [0]
    rr = np.triu(r.mat("qr", p, m))[:3, :]
    q = r.mat("q", p, m)
    _close(q @ rr, a, p, 10)
    _close(q.conj().T @ q, np.eye(3), p)
    _close(np.abs(np.diag(rr)), np.abs(np.diag(np.linalg.qr(a, mode="r"))), p, 10)
    # Q^H C: its first 3 rows are q^H C (q: the first 3 columns of the full Q); the full product keeps norms
    c, qtc = r.mat("qc", p, m), r.mat("qtc", p, m)
    _close(qtc[:3, :], q.conj().T @ c, p, 10)
    _close(np.linalg.norm(qtc, axis=0), np.linalg.norm(c, axis=0), p, 10)
    # C Q (side right, no transpose): its first 3 columns are C q
    c2, cq = r.mat("cq_in", p, 2), r.mat("cq", p, 2)
    _close(cq[:, :3], c2 @ q, p, 10)


@pytest.mark.parametrize("p", PRECISIONS)
def test_gesvd(hip_result, p):
    r, m = hip_result, 5
    a = r.mat("rc", p, m)
    want_s = np.linalg.svd(a, compute_uv=False)
    assert r.ints("svd_lwork_positive", p) == [1]
    assert [r.ints("svd_info", p, i) for i in range(4)] == [[0], [0], [0], [0]]
    for job, ucols in (("A", 5), ("S", 3), ("N", 0)):
        s = r.vec(f"svd_{job}_S", p, real=True)
        _close(s, want_s, p, 10)
        assert list(s) == sorted(s, reverse=True)
        if not ucols:
            continue
        u, vt = r.mat(f"svd_{job}_U", p, m), r.mat(f"svd_{job}_VT", p, 3)
        assert u.shape == (m, ucols)
        _close(u[:, :3] @ np.diag(s) @ vt, a, p, 10)
        _close(u.conj().T @ u, np.eye(ucols), p)
        _close(vt @ vt.conj().T, np.eye(3), p)
    s = r.vec("svd_O_S", p, real=True)
    u = r.mat("svd_O_A", p, m)  # 5x3: U's columns (U^H A = S V^H, whose rows have the norms S)
    _close(s, want_s, p, 10)
    _close(u.conj().T @ u, np.eye(3), p)
    _close(np.linalg.norm(u.conj().T @ a, axis=1), s, p, 10)


@pytest.mark.parametrize("p", PRECISIONS)
def test_syevd_heevd(hip_result, p):
    r, n = hip_result, 4
    a = r.mat("herm", p, n)
    assert r.ints("eig_info", p) == [0]
    w, v = r.vec("eig_W", p, real=True), r.mat("eig_V", p, n)
    _close(w, np.linalg.eigvalsh(a), p, 10)
    _close(a @ v, v @ np.diag(w), p, 10)
    _close(v.conj().T @ v, np.eye(n), p)
    _close(r.vec("eig_W_novec", p, real=True), np.linalg.eigvalsh(a, UPLO="U"), p, 10)


@pytest.mark.parametrize("p", PRECISIONS)
def test_argument_errors(hip_result, p):
    # invalid m, lda, trans, uplo, nrhs, lda (geqrf), n > m (orgqr), a transpose LAPACK's ormqr/unmqr lacks,
    # m < n (gesvd, as cuSOLVER requires m >= n), jobu, jobz, a null devInfo; a null handle; a bad lda in
    # a _bufferSize query
    assert hip_result.ints("errors", p) == ERRORS


CUDA_PROGRAM = r"""
#include <cstdio>
#include <cuda_runtime.h>
#include <cusolverDn.h>

int main() {
  cusolverDnHandle_t h;
  if (cusolverDnCreate(&h) != CUSOLVER_STATUS_SUCCESS) return 1;
  cudaStream_t s;
  cudaStreamCreate(&s);
  cusolverDnSetStream(h, s);
  const int n = 3;
  double A[n * n] = {4, -2, 1, 3, 6, -4, 2, 1, 8};  // column-major
  double b[n] = {12, -25, 32};
  double *dA, *db, *work;
  int *piv, *info, lwork = 0;
  cudaMalloc(&dA, sizeof A); cudaMalloc(&db, sizeof b); cudaMalloc(&piv, n * sizeof(int));
  cudaMalloc(&info, sizeof(int));
  cudaMemcpy(dA, A, sizeof A, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  cusolverDnDgetrf_bufferSize(h, n, n, dA, n, &lwork);
  cudaMalloc(&work, lwork * sizeof(double));
  cusolverStatus_t st = cusolverDnDgetrf(h, n, n, dA, n, work, piv, info);
  int hinfo = -1;
  cudaMemcpy(&hinfo, info, sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("getrf %d %d\n", (int)st, hinfo);
  st = cusolverDnDgetrs(h, CUBLAS_OP_N, n, 1, dA, n, piv, db, n, info);
  cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost);
  std::printf("x %d %.12f %.12f %.12f\n", (int)st, b[0], b[1], b[2]);
  float S[n * n] = {2, 1, 0, 1, 2, 1, 0, 1, 2}, W[n];
  float *dS, *dW, *fwork;
  cudaMalloc(&dS, sizeof S); cudaMalloc(&dW, sizeof W);
  cudaMemcpy(dS, S, sizeof S, cudaMemcpyHostToDevice);
  cusolverDnSsyevd_bufferSize(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, dS, n, dW, &lwork);
  cudaMalloc(&fwork, lwork * sizeof(float));
  st = cusolverDnSsyevd(h, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, n, dS, n, dW, fwork, lwork, info);
  cudaMemcpy(W, dW, sizeof W, cudaMemcpyDeviceToHost);
  std::printf("w %d %.6f %.6f %.6f\n", (int)st, W[0], W[1], W[2]);
  st = cusolverDnDpotrf(h, CUBLAS_FILL_MODE_UPPER, -1, dA, n, work, lwork, info);
  std::printf("invalid %d\n", (int)(st == CUSOLVER_STATUS_INVALID_VALUE));
  cusolverDnDestroy(h);
  return 0;
}
"""


def _check_cuda_output(text: str) -> None:
    lines = {w[0]: w[1:] for w in (line.split() for line in text.splitlines())}
    assert lines["getrf"] == ["0", "0"]
    a = np.array([4, -2, 1, 3, 6, -4, 2, 1, 8], dtype=float).reshape(3, 3).T
    x = np.array([float(v) for v in lines["x"][1:]])
    assert lines["x"][0] == "0"
    assert np.allclose(x, np.linalg.solve(a, [12, -25, 32]), rtol=0, atol=1e-9)
    w = np.array([float(v) for v in lines["w"][1:]])
    s = np.array([[2, 1, 0], [1, 2, 1], [0, 1, 2]], dtype=float)
    assert lines["w"][0] == "0"
    assert np.allclose(w, np.linalg.eigvalsh(s), rtol=0, atol=1e-5)
    assert lines["invalid"] == ["1"]


def _env(tmp: Path) -> dict[str, str]:
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ)
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["XLATE_NVCC_CACHE"] = str(tmp / "nvcc-cache")
    env["XLATE_NVCC_TARGET"] = "cpu"
    return env


def test_cuda_program_through_xlate_nvcc_lcusolver(tmp_path: Path):
    """-lcusolver from the cpu toolkit folder's lib64 (its libcusolver.so names the cpu runtime: the
    LAPACK that the header calls is loaded at run time), -L given as CMake's CUDA::cusolver gives it."""
    src = tmp_path / "solve.cu"
    src.write_text(CUDA_PROGRAM, encoding="utf-8")
    exe = tmp_path / "solve"
    lib64 = toolkit_root("cpu") / "lib64"
    assert "xlate_hipcpu" in (lib64 / "libcusolver.so").read_text(encoding="utf-8")
    nvcc = [sys.executable, "-m", "xlate", "nvcc"]
    proc = subprocess.run([*nvcc, "-O2", "-o", str(exe), str(src), f"-L{lib64}", "-lcusolver"], cwd=tmp_path,
                          env=_env(tmp_path), capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stderr[-4000:]
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    _check_cuda_output(run.stdout)


def test_cuda_program_through_xlate_run(tmp_path: Path):
    src = tmp_path / "solve.cu"
    src.write_text(CUDA_PROGRAM, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "xlate", "run", str(src)], cwd=tmp_path, env=_env(tmp_path),
                          capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stderr[-4000:]
    _check_cuda_output(proc.stdout)


HOST_CPP = r"""
#include <cusolverDn.h>
#include <cstdio>
int main() {
  cusolverDnHandle_t h;
  cusolverDnCreate(&h);
  double A[4] = {4, 2, 2, 5};  // column-major SPD: L = [[2, 0], [1, 2]]
  int info = -1;
  cusolverStatus_t st = cusolverDnDpotrf(h, CUBLAS_FILL_MODE_LOWER, 2, A, 2, nullptr, 0, &info);
  std::printf("%d %d %.12g %.12g %.12g\n", (int)st, info, A[0], A[1], A[3]);
  cusolverDnDestroy(h);
  return 0;
}
"""


def test_host_cpp_built_by_gxx_against_the_cpu_toolkit(tmp_path: Path):
    """Host C++ of a CUDA project (no kernels, the project's own compiler): the toolkit folder's
    cusolverDn.h and lib64/libcusolver.so; this program calls real routines (the C/Z ones are declared
    there too: tests/cpu/test_cucomplex_support.py builds a host-only C++ file that calls one)."""
    gxx = shutil.which("g++")
    assert gxx, "g++ missing: scripts/setup.sh installs it"
    root = toolkit_root("cpu")
    src = tmp_path / "host.cpp"
    src.write_text(HOST_CPP, encoding="utf-8")
    exe = tmp_path / "host"
    proc = subprocess.run([gxx, "-std=c++17", "-I", str(root / "include"), str(src), "-o", str(exe),
                           "-L", str(root / "lib64"), "-lcusolver", f"-Wl,-rpath,{root / 'lib64'}"],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["0", "0", "2", "1", "2"]


def test_cusolverdn_h_has_cublas_names_for_gfx942_host_cpp(tmp_path: Path):
    """CUDA's cusolverDn.h includes cublas_api.h, so cuSOLVER code names CUBLAS_FILL_MODE_* and CUBLAS_OP_*
    without including cuBLAS: the gfx toolkit folder's cusolverDn.h too (compiled, not run: no GPU)."""
    gxx = shutil.which("g++")
    assert gxx, "g++ missing: scripts/setup.sh installs it"
    src = tmp_path / "host.cpp"
    src.write_text(HOST_CPP, encoding="utf-8")
    proc = subprocess.run([gxx, "-std=c++17", "-I", str(toolkit_root("gfx") / "include"), "-fsyntax-only", str(src)],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]


def test_lapack_is_named_by_doctor_and_installed_by_setup():
    """The header's dlopen list is doctor's; doctor finds it here; scripts/setup.sh installs the package."""
    header = (LIBS_INCLUDE / "xlate_cpu_libs" / "solver_lapack.h").read_text(encoding="utf-8")
    tried = re.search(r"for \(const char\* name : \{([^}]*)\}\)", header)
    assert tried is not None
    assert tuple(re.findall(r'"([^"]+)"', tried.group(1))) == doctor.LAPACK_SONAMES
    found = doctor.lapack_finding()
    assert found.status == "ok", found
    setup = (Path(__file__).resolve().parents[2] / "scripts" / "setup.sh").read_text(encoding="utf-8")
    need = re.search(r"need_pkgs=\(([^)]*)\)", setup)
    assert need is not None and doctor.LAPACK_PACKAGE in need.group(1).split()
