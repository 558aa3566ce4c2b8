// xlate cpu backend: hipSOLVER's dense compatibility API (hipsolverDn*, the functions cusolverDn* maps
// to), with hipSOLVER 7.2's types, enum values and signatures. Implemented for S/D/C/Z: handle
// create/destroy and stream, getrf (with pivoting, or without where devIpiv is null) and getrs, potrf
// and potrs, geqrf, orgqr/ungqr, ormqr/unmqr, gesvd (jobu/jobvt 'A', 'S', 'O', 'N'; m >= n as cuSOLVER
// requires), syevd/heevd (values, or values and vectors), each with its _bufferSize query. The numerics
// are the system LAPACK's (xlate_cpu_libs/solver_lapack.h, loaded at run time). Arguments cuSOLVER
// documents as invalid return HIPSOLVER_STATUS_INVALID_VALUE before anything is read; a singular or
// non-positive-definite matrix sets *devInfo > 0 as cuSOLVER does. The work/lwork arguments are
// accepted and not read: the implementation allocates LAPACK's own workspace (the _bufferSize queries
// still answer LAPACK's figure, so callers allocate a realistic size).
// Functions not listed here (the hipsolver* regular API, batched, 64-bit, Jacobi, refactorization and
// sparse routines) are not supported on the cpu backend: a use does not compile.
#pragma once
#include <hip/hip_runtime.h>
#include <hip/library_types.h>
#include <hipblas/hipblas.h>  // hipblasOperation_t, hipblasFillMode_t, hipblasSideMode_t (hipSOLVER's aliases)
#include <complex>
// The complex types (C and Z routines): HIP's hip_complex.h, as hipSOLVER's own headers include it;
// host-only C++ built against the toolkit folder gets float2/double2 from it too, so C and Z as well.
#include <hip/hip_complex.h>
#define XLATE_HIPSOLVER_COMPLEX 1

typedef enum {
    HIPSOLVER_STATUS_SUCCESS = 0, HIPSOLVER_STATUS_NOT_INITIALIZED = 1, HIPSOLVER_STATUS_ALLOC_FAILED = 2,
    HIPSOLVER_STATUS_INVALID_VALUE = 3, HIPSOLVER_STATUS_MAPPING_ERROR = 4, HIPSOLVER_STATUS_EXECUTION_FAILED = 5,
    HIPSOLVER_STATUS_INTERNAL_ERROR = 6, HIPSOLVER_STATUS_NOT_SUPPORTED = 7, HIPSOLVER_STATUS_ARCH_MISMATCH = 8,
    HIPSOLVER_STATUS_HANDLE_IS_NULLPTR = 9, HIPSOLVER_STATUS_INVALID_ENUM = 10, HIPSOLVER_STATUS_UNKNOWN = 11,
    HIPSOLVER_STATUS_ZERO_PIVOT = 12, HIPSOLVER_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 13
} hipsolverStatus_t;
typedef enum { HIPSOLVER_EIG_MODE_NOVECTOR = 201, HIPSOLVER_EIG_MODE_VECTOR = 202 } hipsolverEigMode_t;
typedef enum { HIPSOLVER_EIG_TYPE_1 = 211, HIPSOLVER_EIG_TYPE_2 = 212, HIPSOLVER_EIG_TYPE_3 = 213 } hipsolverEigType_t;
typedef enum { HIPSOLVER_EIG_RANGE_ALL = 221, HIPSOLVER_EIG_RANGE_V = 222, HIPSOLVER_EIG_RANGE_I = 223 }
    hipsolverEigRange_t;
typedef hipblasOperation_t hipsolverOperation_t;
#define HIPSOLVER_OP_N HIPBLAS_OP_N
#define HIPSOLVER_OP_T HIPBLAS_OP_T
#define HIPSOLVER_OP_C HIPBLAS_OP_C
typedef hipblasFillMode_t hipsolverFillMode_t;
#define HIPSOLVER_FILL_MODE_UPPER HIPBLAS_FILL_MODE_UPPER
#define HIPSOLVER_FILL_MODE_LOWER HIPBLAS_FILL_MODE_LOWER
typedef hipblasSideMode_t hipsolverSideMode_t;
#define HIPSOLVER_SIDE_LEFT HIPBLAS_SIDE_LEFT
#define HIPSOLVER_SIDE_RIGHT HIPBLAS_SIDE_RIGHT

typedef void* hipsolverHandle_t;  // as hipSOLVER declares it
typedef hipsolverHandle_t hipsolverDnHandle_t;

#include <xlate_cpu_libs/solver_lapack.h>

namespace xlate_cpu_solver {
struct Handle { hipStream_t stream; };

inline bool sync(hipsolverHandle_t h) {
    if (h == nullptr) return false;
    (void)hipStreamSynchronize(static_cast<Handle*>(h)->stream);  // kernels before the call wrote the inputs
    return true;
}
inline char op(hipblasOperation_t t) {
    return t == HIPBLAS_OP_N ? 'N' : t == HIPBLAS_OP_T ? 'T' : t == HIPBLAS_OP_C ? 'C' : '\0';
}
inline char fill(hipblasFillMode_t u) {
    return u == HIPBLAS_FILL_MODE_UPPER ? 'U' : u == HIPBLAS_FILL_MODE_LOWER ? 'L' : '\0';
}
inline char side_of(hipblasSideMode_t s) {
    return s == HIPBLAS_SIDE_LEFT ? 'L' : s == HIPBLAS_SIDE_RIGHT ? 'R' : '\0';
}
inline char eig(hipsolverEigMode_t j) {
    return j == HIPSOLVER_EIG_MODE_NOVECTOR ? 'N' : j == HIPSOLVER_EIG_MODE_VECTOR ? 'V' : '\0';
}
inline bool svd_job(signed char j) { return j == 'A' || j == 'S' || j == 'O' || j == 'N'; }
inline int max1(int v) { return v > 1 ? v : 1; }

// The checks every routine starts with: a handle, valid arguments (`ok`), somewhere to put the info.
inline hipsolverStatus_t enter(hipsolverHandle_t h, bool ok, const int* dev_info) {
    if (h == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
    if (!ok || dev_info == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
    sync(h);
    return HIPSOLVER_STATUS_SUCCESS;
}
inline hipsolverStatus_t query(hipsolverHandle_t h, bool ok, int* lwork, int value) {
    if (h == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
    if (!ok || lwork == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
    if (value < 0) return HIPSOLVER_STATUS_NOT_SUPPORTED;  // no LAPACK (said on stderr)
    *lwork = value;
    return HIPSOLVER_STATUS_SUCCESS;
}
inline bool real_trans(char t, bool cplx) { return t == 'N' || t == (cplx ? 'C' : 'T'); }  // LAPACK's ormqr/unmqr
}  // namespace xlate_cpu_solver

inline hipsolverStatus_t hipsolverDnCreate(hipsolverHandle_t* handle) {
    if (handle == nullptr) return HIPSOLVER_STATUS_HANDLE_IS_NULLPTR;
    *handle = new xlate_cpu_solver::Handle{nullptr};
    return HIPSOLVER_STATUS_SUCCESS;
}
inline hipsolverStatus_t hipsolverDnDestroy(hipsolverHandle_t handle) {
    if (handle == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
    delete static_cast<xlate_cpu_solver::Handle*>(handle);
    return HIPSOLVER_STATUS_SUCCESS;
}
inline hipsolverStatus_t hipsolverDnSetStream(hipsolverHandle_t handle, hipStream_t streamId) {
    if (handle == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
    static_cast<xlate_cpu_solver::Handle*>(handle)->stream = streamId;
    return HIPSOLVER_STATUS_SUCCESS;
}
inline hipsolverStatus_t hipsolverDnGetStream(hipsolverHandle_t handle, hipStream_t* streamId) {
    if (handle == nullptr) return HIPSOLVER_STATUS_NOT_INITIALIZED;
    if (streamId == nullptr) return HIPSOLVER_STATUS_INVALID_VALUE;
    *streamId = static_cast<xlate_cpu_solver::Handle*>(handle)->stream;
    return HIPSOLVER_STATUS_SUCCESS;
}

// One precision's routines: P is the letter (S D C Z), HT the type in the signature, T the computing type
// (HT itself, or std::complex of the same layout), R the real type, ORG and ORM the first letters of
// orgqr and ormqr (or, or; complex: un, un for ungqr and unmqr), EV those of syevd (sy; complex: he).
#define XLATE_HIPSOLVER_DENSE(P, HT, T, R, ORG, ORM, EV)                                                        \
inline hipsolverStatus_t hipsolverDn##P##getrf_bufferSize(hipsolverHandle_t handle, int m, int n, HT* A, int lda, \
                                                          int* lwork) {                                       \
    (void)A;                                                                                                   \
    return xlate_cpu_solver::query(handle, m >= 0 && n >= 0 && lda >= xlate_cpu_solver::max1(m), lwork, 1);     \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##getrf(hipsolverHandle_t handle, int m, int n, HT* A, int lda, HT* work, \
                                               int* devIpiv, int* devInfo) {                                  \
    (void)work;                                                                                                \
    const bool ok = m >= 0 && n >= 0 && lda >= xlate_cpu_solver::max1(m) && (A != nullptr || m * n == 0);       \
    if (hipsolverStatus_t s = xlate_cpu_solver::enter(handle, ok, devInfo)) return s;                          \
    return xlate_cpu_solver::getrf<T>(m, n, reinterpret_cast<T*>(A), lda, devIpiv, devInfo);                   \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##getrs(hipsolverHandle_t handle, hipblasOperation_t trans, int n,       \
                                               int nrhs, const HT* A, int lda, const int* devIpiv, HT* B,      \
                                               int ldb, int* devInfo) {                                       \
    const char t = xlate_cpu_solver::op(trans);                                                                \
    const bool ok = t != '\0' && n >= 0 && nrhs >= 0 && lda >= xlate_cpu_solver::max1(n) &&                    \
                    ldb >= xlate_cpu_solver::max1(n) && ((A != nullptr && B != nullptr) || n * nrhs == 0);     \
    if (hipsolverStatus_t s = xlate_cpu_solver::enter(handle, ok, devInfo)) return s;                          \
    return xlate_cpu_solver::getrs<T>(t, n, nrhs, reinterpret_cast<const T*>(A), lda, devIpiv,                 \
                                      reinterpret_cast<T*>(B), ldb, devInfo);                                  \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##potrf_bufferSize(hipsolverHandle_t handle, hipblasFillMode_t uplo,     \
                                                          int n, HT* A, int lda, int* lwork) {                 \
    (void)A;                                                                                                   \
    const bool ok = xlate_cpu_solver::fill(uplo) != '\0' && n >= 0 && lda >= xlate_cpu_solver::max1(n);       \
    return xlate_cpu_solver::query(handle, ok, lwork, 1);                                                      \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##potrf(hipsolverHandle_t handle, hipblasFillMode_t uplo, int n, HT* A,  \
                                               int lda, HT* work, int lwork, int* devInfo) {                  \
    (void)work; (void)lwork;                                                                                   \
    const char u = xlate_cpu_solver::fill(uplo);                                                               \
    const bool ok = u != '\0' && n >= 0 && lda >= xlate_cpu_solver::max1(n) && (A != nullptr || n == 0);       \
    if (hipsolverStatus_t s = xlate_cpu_solver::enter(handle, ok, devInfo)) return s;                          \
    return xlate_cpu_solver::potrf<T>(u, n, reinterpret_cast<T*>(A), lda, devInfo);                            \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##potrs(hipsolverHandle_t handle, hipblasFillMode_t uplo, int n,         \
                                               int nrhs, const HT* A, int lda, HT* B, int ldb, int* devInfo) { \
    const char u = xlate_cpu_solver::fill(uplo);                                                               \
    const bool ok = u != '\0' && n >= 0 && nrhs >= 0 && lda >= xlate_cpu_solver::max1(n) &&                    \
                    ldb >= xlate_cpu_solver::max1(n) && ((A != nullptr && B != nullptr) || n * nrhs == 0);     \
    if (hipsolverStatus_t s = xlate_cpu_solver::enter(handle, ok, devInfo)) return s;                          \
    return xlate_cpu_solver::potrs<T>(u, n, nrhs, reinterpret_cast<const T*>(A), lda, reinterpret_cast<T*>(B), \
                                      ldb, devInfo);                                                           \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##geqrf_bufferSize(hipsolverHandle_t handle, int m, int n, HT* A,        \
                                                          int lda, int* lwork) {                               \
    (void)A;                                                                                                   \
    const bool ok = m >= 0 && n >= 0 && lda >= xlate_cpu_solver::max1(m);                                      \
    return xlate_cpu_solver::query(handle, ok, lwork, ok ? xlate_cpu_solver::geqrf_lwork<T>(m, n, lda) : 0);    \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##geqrf(hipsolverHandle_t handle, int m, int n, HT* A, int lda, HT* tau, \
                                               HT* work, int lwork, int* devInfo) {                           \
    (void)work; (void)lwork;                                                                                   \
    const bool ok = m >= 0 && n >= 0 && lda >= xlate_cpu_solver::max1(m) &&                                    \
                    ((A != nullptr && tau != nullptr) || m * n == 0);                                          \
    if (hipsolverStatus_t s = xlate_cpu_solver::enter(handle, ok, devInfo)) return s;                          \
    return xlate_cpu_solver::geqrf<T>(m, n, reinterpret_cast<T*>(A), lda, reinterpret_cast<T*>(tau), devInfo); \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##ORG##gqr_bufferSize(hipsolverHandle_t handle, int m, int n, int k,     \
                                                             const HT* A, int lda, const HT* tau, int* lwork) { \
    (void)A; (void)tau;                                                                                        \
    const bool ok = n >= 0 && m >= n && k >= 0 && k <= n && lda >= xlate_cpu_solver::max1(m);                 \
    return xlate_cpu_solver::query(handle, ok, lwork, ok ? xlate_cpu_solver::orgqr_lwork<T>(m, n, k, lda) : 0); \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##ORG##gqr(hipsolverHandle_t handle, int m, int n, int k, HT* A, int lda, \
                                                  const HT* tau, HT* work, int lwork, int* devInfo) {         \
    (void)work; (void)lwork;                                                                                   \
    const bool ok = n >= 0 && m >= n && k >= 0 && k <= n && lda >= xlate_cpu_solver::max1(m) &&               \
                    ((A != nullptr && (tau != nullptr || k == 0)) || m * n == 0);                              \
    if (hipsolverStatus_t s = xlate_cpu_solver::enter(handle, ok, devInfo)) return s;                          \
    return xlate_cpu_solver::orgqr<T>(m, n, k, reinterpret_cast<T*>(A), lda, reinterpret_cast<const T*>(tau),  \
                                      devInfo);                                                                \
}                                                                                                              \
inline bool xlate_hipsolver_##P##ormqr_ok(hipblasSideMode_t side, hipblasOperation_t trans, int m, int n, int k, \
                                          int lda, int ldc) {                                                 \
    const char sd = xlate_cpu_solver::side_of(side);                                                           \
    const int nq = sd == 'L' ? m : n;                                                                          \
    return sd != '\0' &&                                                                                       \
           xlate_cpu_solver::real_trans(xlate_cpu_solver::op(trans), xlate_cpu_solver::is_complex<T>) &&       \
           m >= 0 && n >= 0 && k >= 0 && k <= nq && lda >= xlate_cpu_solver::max1(nq) &&                      \
           ldc >= xlate_cpu_solver::max1(m);                                                                   \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##ORM##mqr_bufferSize(                                                   \
    hipsolverHandle_t handle, hipblasSideMode_t side, hipblasOperation_t trans, int m, int n, int k,           \
    const HT* A, int lda, const HT* tau, const HT* C, int ldc, int* lwork) {                                   \
    (void)A; (void)tau; (void)C;                                                                               \
    const bool ok = xlate_hipsolver_##P##ormqr_ok(side, trans, m, n, k, lda, ldc);                            \
    return xlate_cpu_solver::query(                                                                            \
        handle, ok, lwork,                                                                                     \
        ok ? xlate_cpu_solver::ormqr_lwork<T>(xlate_cpu_solver::side_of(side), xlate_cpu_solver::op(trans), m, \
                                              n, k, lda, ldc)                                                  \
           : 0);                                                                                               \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##ORM##mqr(hipsolverHandle_t handle, hipblasSideMode_t side,             \
                                                  hipblasOperation_t trans, int m, int n, int k, const HT* A,  \
                                                  int lda, const HT* tau, HT* C, int ldc, HT* work, int lwork, \
                                                  int* devInfo) {                                             \
    (void)work; (void)lwork;                                                                                   \
    const bool ok = xlate_hipsolver_##P##ormqr_ok(side, trans, m, n, k, lda, ldc) &&                          \
                    ((A != nullptr && tau != nullptr && C != nullptr) || m * n == 0);                          \
    if (hipsolverStatus_t s = xlate_cpu_solver::enter(handle, ok, devInfo)) return s;                          \
    return xlate_cpu_solver::ormqr<T>(xlate_cpu_solver::side_of(side), xlate_cpu_solver::op(trans), m, n, k,   \
                                      reinterpret_cast<const T*>(A), lda, reinterpret_cast<const T*>(tau),     \
                                      reinterpret_cast<T*>(C), ldc, devInfo);                                  \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##gesvd_bufferSize(hipsolverHandle_t handle, int m, int n, int* lwork) { \
    const bool ok = n >= 0 && m >= n;                                                                          \
    return xlate_cpu_solver::query(handle, ok, lwork, ok ? xlate_cpu_solver::gesvd_lwork<T>(m, n) : 0);        \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##gesvd(hipsolverHandle_t handle, signed char jobu, signed char jobv,    \
                                               int m, int n, HT* A, int lda, R* S, HT* U, int ldu, HT* V,      \
                                               int ldv, HT* work, int lwork, R* rwork, int* devInfo) {         \
    (void)work; (void)lwork;                                                                                   \
    const int mn = m < n ? m : n;                                                                              \
    const bool ok = xlate_cpu_solver::svd_job(jobu) && xlate_cpu_solver::svd_job(jobv) &&                      \
                    !(jobu == 'O' && jobv == 'O') && n >= 0 && m >= n && lda >= xlate_cpu_solver::max1(m) &&   \
                    ldu >= ((jobu == 'A' || jobu == 'S') ? xlate_cpu_solver::max1(m) : 1) &&                   \
                    ldv >= (jobv == 'A' ? xlate_cpu_solver::max1(n) : jobv == 'S' ? xlate_cpu_solver::max1(mn) \
                                                                                    : 1) &&                    \
                    ((A != nullptr && S != nullptr) || mn == 0) &&                                             \
                    (U != nullptr || !(jobu == 'A' || jobu == 'S') || mn == 0) &&                              \
                    (V != nullptr || !(jobv == 'A' || jobv == 'S') || mn == 0);                                \
    if (hipsolverStatus_t s = xlate_cpu_solver::enter(handle, ok, devInfo)) return s;                          \
    return xlate_cpu_solver::gesvd<T>(static_cast<char>(jobu), static_cast<char>(jobv), m, n,                  \
                                      reinterpret_cast<T*>(A), lda, S, reinterpret_cast<T*>(U), ldu,           \
                                      reinterpret_cast<T*>(V), ldv, rwork, devInfo);                           \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##EV##evd_bufferSize(hipsolverHandle_t handle, hipsolverEigMode_t jobz,  \
                                                            hipblasFillMode_t uplo, int n, const HT* A,       \
                                                            int lda, const R* W, int* lwork) {                 \
    (void)A; (void)W;                                                                                          \
    const char j = xlate_cpu_solver::eig(jobz), u = xlate_cpu_solver::fill(uplo);                              \
    const bool ok = j != '\0' && u != '\0' && n >= 0 && lda >= xlate_cpu_solver::max1(n);                      \
    return xlate_cpu_solver::query(handle, ok, lwork,                                                          \
                                   ok ? xlate_cpu_solver::syevd_query<T>(j, u, n, lda).lwork : 0);             \
}                                                                                                              \
inline hipsolverStatus_t hipsolverDn##P##EV##evd(hipsolverHandle_t handle, hipsolverEigMode_t jobz,             \
                                                 hipblasFillMode_t uplo, int n, HT* A, int lda, R* W, HT* work, \
                                                 int lwork, int* devInfo) {                                   \
    (void)work; (void)lwork;                                                                                   \
    const char j = xlate_cpu_solver::eig(jobz), u = xlate_cpu_solver::fill(uplo);                              \
    const bool ok = j != '\0' && u != '\0' && n >= 0 && lda >= xlate_cpu_solver::max1(n) &&                    \
                    ((A != nullptr && W != nullptr) || n == 0);                                                \
    if (hipsolverStatus_t s = xlate_cpu_solver::enter(handle, ok, devInfo)) return s;                          \
    return xlate_cpu_solver::syevd<T>(j, u, n, reinterpret_cast<T*>(A), lda, W, devInfo);                      \
}

XLATE_HIPSOLVER_DENSE(S, float, float, float, or, or, sy)
XLATE_HIPSOLVER_DENSE(D, double, double, double, or, or, sy)
#ifdef XLATE_HIPSOLVER_COMPLEX
XLATE_HIPSOLVER_DENSE(C, hipFloatComplex, std::complex<float>, float, un, un, he)
XLATE_HIPSOLVER_DENSE(Z, hipDoubleComplex, std::complex<double>, double, un, un, he)
#endif
#undef XLATE_HIPSOLVER_DENSE
// hipSOLVER's sparse API takes hipSPARSE's matrix descriptor, which its header declares as hipSPARSE does
typedef void* hipsparseMatDescr_t;
// What the pinned header declares beyond the above: compiles, and says "not supported" when called
#ifndef XLATE_CPU_LIBS_NO_UNSUPPORTED  // (defined by xlate/gen/cpu_unsupported.py)
#include <xlate_cpu_libs/unsupported_hipsolver.h>
#endif
