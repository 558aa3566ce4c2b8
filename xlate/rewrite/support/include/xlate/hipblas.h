// xlate support header: what `#include <cublas_v2.h>` gives CUDA code, on HIP.
//
// CUDA's cuBLAS header brings cuda_fp16.h (__half, half, half2) and cuComplex.h with it, and real code
// relies on that (faiss uses `half` with only <cublas_v2.h> included). hipBLAS's header does not
// include their HIP counterparts, so XL501 translates <cublas_v2.h> (and <cublas_api.h>) to this
// header rather than to <hipblas/hipblas.h> alone: <xlate/complex.h> is xlate's cuComplex.h (HIP's
// <hip/hip_complex.h> plus the cuComplex.h functions whose HIP counterparts compute otherwise).
//
// cuBLAS's half-precision functions (cublasHgemm, cublasHgemmBatched, cublasHgemmStridedBatched and
// their _64 forms) take __half pointers. hipBLAS declares the same functions with hipblasHalf, which
// is uint16_t unless HIPBLAS_USE_HIP_HALF is defined before <hipblas/hipblas.h> (then it is __half,
// the same 16-bit IEEE binary16 value: the library's C ABI does not change). Defining it here makes
// every translated cublasH* call compile as written.
#pragma once
#ifndef HIPBLAS_USE_HIP_HALF
#define HIPBLAS_USE_HIP_HALF 1
#endif
#include "fp16.h"
#include "complex.h"
#include <hipblas/hipblas.h>
#include "cublas_status.h"  // cuBLAS statuses hipBLAS lacks (CUBLAS_STATUS_LICENSE_ERROR)
#include "cublas_extras.h"  // cublasGetVersion and the legacy API's helpers, over hipBLAS

// cuBLAS declares the input pointer arrays of cublas?getrsBatched / cublas?getriBatched (const T *const A[],
// const int *P) and cublasGemmBatchedEx(_64) (const void *const A[], const void *const B[], void *const C[])
// with a const outer level; hipBLAS 7.2 declares them without it (T *const A[], int *ipiv, const void *A[],
// void *C[]), so a CUDA argument of CUDA's type does not convert. hipBLAS documents every one of those arrays
// as an input (@param[in] A / ipiv of getrsBatched and getriBatched; A, B and the array C of GemmBatchedEx,
// whose matrices, not the array, are written): the wrappers below take CUDA's types and const_cast, which
// changes no value and is never written through. XL4xx translates the cuBLAS names to them
// (xlate/data/libs/overrides.csv).
#ifdef __cplusplus
inline hipblasStatus_t xlate_hipblasGemmBatchedEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                                  hipblasOperation_t transB, int m, int n, int k, const void *alpha,
                                                  const void *const *A, hipDataType aType, int lda,
                                                  const void *const *B, hipDataType bType, int ldb, const void *beta,
                                                  void *const *C, hipDataType cType, int ldc, int batchCount,
                                                  hipblasComputeType_t computeType, hipblasGemmAlgo_t algo) {
    return hipblasGemmBatchedEx(handle, transA, transB, m, n, k, alpha, const_cast<const void **>(A), aType, lda,
                                const_cast<const void **>(B), bType, ldb, beta, const_cast<void **>(C), cType, ldc,
                                batchCount, computeType, algo);
}
// CUDA 11's cublasMigrateComputeType: the compute type cuBLAS derives from a CUDA 10 compute type given as a
// cudaDataType (32F, 64F, 16F, 32I; the _PEDANTIC form where the handle's math mode is pedantic; anything
// else NOT_SUPPORTED), and the C++ overloads cuBLAS's header declares for code written against CUDA 10:
// cublasGemmEx, cublasGemmBatchedEx and cublasGemmStridedBatchedEx with a cudaDataType compute type, which
// migrate it this way and call the CUDA 11 form. hipBLAS 7.2 takes only hipblasComputeType_t.
inline hipblasStatus_t xlate_hipblasMigrateComputeType(hipblasHandle_t handle, hipDataType dataType,
                                                      hipblasComputeType_t *computeType) {
    hipblasMath_t mode = HIPBLAS_DEFAULT_MATH;
    const bool pedantic = hipblasGetMathMode(handle, &mode) == HIPBLAS_STATUS_SUCCESS && mode == HIPBLAS_PEDANTIC_MATH;
    switch (dataType) {
    case HIP_R_32F:
    case HIP_C_32F: *computeType = pedantic ? HIPBLAS_COMPUTE_32F_PEDANTIC : HIPBLAS_COMPUTE_32F; return HIPBLAS_STATUS_SUCCESS;
    case HIP_R_64F:
    case HIP_C_64F: *computeType = pedantic ? HIPBLAS_COMPUTE_64F_PEDANTIC : HIPBLAS_COMPUTE_64F; return HIPBLAS_STATUS_SUCCESS;
    case HIP_R_16F: *computeType = pedantic ? HIPBLAS_COMPUTE_16F_PEDANTIC : HIPBLAS_COMPUTE_16F; return HIPBLAS_STATUS_SUCCESS;
    case HIP_R_32I: *computeType = pedantic ? HIPBLAS_COMPUTE_32I_PEDANTIC : HIPBLAS_COMPUTE_32I; return HIPBLAS_STATUS_SUCCESS;
    default: return HIPBLAS_STATUS_NOT_SUPPORTED;
    }
}
inline hipblasStatus_t hipblasGemmEx(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB,
                                     int m, int n, int k, const void *alpha, const void *A, hipDataType aType, int lda,
                                     const void *B, hipDataType bType, int ldb, const void *beta, void *C,
                                     hipDataType cType, int ldc, hipDataType computeType, hipblasGemmAlgo_t algo) {
    hipblasComputeType_t ct;
    const hipblasStatus_t st = xlate_hipblasMigrateComputeType(handle, computeType, &ct);
    if (st != HIPBLAS_STATUS_SUCCESS) return st;
    return hipblasGemmEx(handle, transA, transB, m, n, k, alpha, A, aType, lda, B, bType, ldb, beta, C, cType, ldc, ct,
                         algo);
}
inline hipblasStatus_t xlate_hipblasGemmBatchedEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                                  hipblasOperation_t transB, int m, int n, int k, const void *alpha,
                                                  const void *const *A, hipDataType aType, int lda,
                                                  const void *const *B, hipDataType bType, int ldb, const void *beta,
                                                  void *const *C, hipDataType cType, int ldc, int batchCount,
                                                  hipDataType computeType, hipblasGemmAlgo_t algo) {
    hipblasComputeType_t ct;
    const hipblasStatus_t st = xlate_hipblasMigrateComputeType(handle, computeType, &ct);
    if (st != HIPBLAS_STATUS_SUCCESS) return st;
    return xlate_hipblasGemmBatchedEx(handle, transA, transB, m, n, k, alpha, A, aType, lda, B, bType, ldb, beta, C,
                                      cType, ldc, batchCount, ct, algo);
}
inline hipblasStatus_t hipblasGemmStridedBatchedEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                                   hipblasOperation_t transB, int m, int n, int k, const void *alpha,
                                                   const void *A, hipDataType aType, int lda, hipblasStride strideA,
                                                   const void *B, hipDataType bType, int ldb, hipblasStride strideB,
                                                   const void *beta, void *C, hipDataType cType, int ldc,
                                                   hipblasStride strideC, int batchCount, hipDataType computeType,
                                                   hipblasGemmAlgo_t algo) {
    hipblasComputeType_t ct;
    const hipblasStatus_t st = xlate_hipblasMigrateComputeType(handle, computeType, &ct);
    if (st != HIPBLAS_STATUS_SUCCESS) return st;
    return hipblasGemmStridedBatchedEx(handle, transA, transB, m, n, k, alpha, A, aType, lda, strideA, B, bType, ldb,
                                       strideB, beta, C, cType, ldc, strideC, batchCount, ct, algo);
}
// cublasSgemmEx / cublasCgemmEx (hipBLAS 7.2 has neither): GemmEx with float computation (COMPUTE_32F; the
// _PEDANTIC form under pedantic math, as cuBLAS), the scalars float / complex float as cuBLAS takes them.
// Type combinations the library does not run (rocBLAS: no 8-bit integer input with a float result) return
// its NOT_SUPPORTED status.
inline hipblasStatus_t xlate_hipblasSgemmEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                            hipblasOperation_t transB, int m, int n, int k, const float *alpha,
                                            const void *A, hipDataType aType, int lda, const void *B,
                                            hipDataType bType, int ldb, const float *beta, void *C,
                                            hipDataType cType, int ldc) {
    return hipblasGemmEx(handle, transA, transB, m, n, k, alpha, A, aType, lda, B, bType, ldb, beta, C, cType, ldc,
                         HIP_R_32F, HIPBLAS_GEMM_DEFAULT);
}
inline hipblasStatus_t xlate_hipblasCgemmEx(hipblasHandle_t handle, hipblasOperation_t transA,
                                            hipblasOperation_t transB, int m, int n, int k,
                                            const hipFloatComplex *alpha, const void *A, hipDataType aType, int lda,
                                            const void *B, hipDataType bType, int ldb, const hipFloatComplex *beta,
                                            void *C, hipDataType cType, int ldc) {
    return hipblasGemmEx(handle, transA, transB, m, n, k, alpha, A, aType, lda, B, bType, ldb, beta, C, cType, ldc,
                         HIP_C_32F, HIPBLAS_GEMM_DEFAULT);
}
// (On the cpu backend the hipBLAS functions these wrappers call compile and return HIPBLAS_STATUS_NOT_SUPPORTED:
// xlate/cpu/libs/include/xlate_cpu_libs/unsupported_hipblas.h.)
inline hipblasStatus_t xlate_hipblasGemmBatchedEx_64(hipblasHandle_t handle, hipblasOperation_t transA,
                                                     hipblasOperation_t transB, int64_t m, int64_t n, int64_t k,
                                                     const void *alpha, const void *const *A, hipDataType aType,
                                                     int64_t lda, const void *const *B, hipDataType bType,
                                                     int64_t ldb, const void *beta, void *const *C, hipDataType cType,
                                                     int64_t ldc, int64_t batchCount,
                                                     hipblasComputeType_t computeType, hipblasGemmAlgo_t algo) {
    return hipblasGemmBatchedEx_64(handle, transA, transB, m, n, k, alpha, const_cast<const void **>(A), aType, lda,
                                   const_cast<const void **>(B), bType, ldb, beta, const_cast<void **>(C), cType,
                                   ldc, batchCount, computeType, algo);
}
// cublasSgemmEx_64 / cublasCgemmEx_64: as the 32-bit wrappers above, over hipblasGemmEx_64 (which takes only a
// hipblasComputeType_t: the math mode's pedantic form chosen here as xlate_hipblasMigrateComputeType does)
inline hipblasStatus_t xlate_hipblasSgemmEx_64(hipblasHandle_t handle, hipblasOperation_t transA,
                                               hipblasOperation_t transB, int64_t m, int64_t n, int64_t k,
                                               const float *alpha, const void *A, hipDataType aType, int64_t lda,
                                               const void *B, hipDataType bType, int64_t ldb, const float *beta,
                                               void *C, hipDataType cType, int64_t ldc) {
    hipblasComputeType_t ct;
    const hipblasStatus_t st = xlate_hipblasMigrateComputeType(handle, HIP_R_32F, &ct);
    if (st != HIPBLAS_STATUS_SUCCESS) return st;
    return hipblasGemmEx_64(handle, transA, transB, m, n, k, alpha, A, aType, lda, B, bType, ldb, beta, C, cType,
                            ldc, ct, HIPBLAS_GEMM_DEFAULT);
}
inline hipblasStatus_t xlate_hipblasCgemmEx_64(hipblasHandle_t handle, hipblasOperation_t transA,
                                               hipblasOperation_t transB, int64_t m, int64_t n, int64_t k,
                                               const hipFloatComplex *alpha, const void *A, hipDataType aType,
                                               int64_t lda, const void *B, hipDataType bType, int64_t ldb,
                                               const hipFloatComplex *beta, void *C, hipDataType cType, int64_t ldc) {
    hipblasComputeType_t ct;
    const hipblasStatus_t st = xlate_hipblasMigrateComputeType(handle, HIP_C_32F, &ct);
    if (st != HIPBLAS_STATUS_SUCCESS) return st;
    return hipblasGemmEx_64(handle, transA, transB, m, n, k, alpha, A, aType, lda, B, bType, ldb, beta, C, cType,
                            ldc, ct, HIPBLAS_GEMM_DEFAULT);
}
#define XLATE_HIPBLAS_GETRS_GETRI_BATCHED(P, T)                                                                     \
    inline hipblasStatus_t xlate_hipblas##P##getrsBatched(hipblasHandle_t handle, hipblasOperation_t trans, int n,  \
                                                          int nrhs, const T *const *A, int lda, const int *ipiv,    \
                                                          T *const *B, int ldb, int *info, int batchCount) {        \
        return hipblas##P##getrsBatched(handle, trans, n, nrhs, const_cast<T *const *>(A), lda, ipiv, B, ldb, info, \
                                        batchCount);                                                                \
    }                                                                                                               \
    inline hipblasStatus_t xlate_hipblas##P##getriBatched(hipblasHandle_t handle, int n, const T *const *A, int lda, \
                                                          const int *ipiv, T *const *C, int ldc, int *info,         \
                                                          int batchCount) {                                         \
        return hipblas##P##getriBatched(handle, n, const_cast<T *const *>(A), lda, const_cast<int *>(ipiv), C, ldc, \
                                        info, batchCount);                                                          \
    }
XLATE_HIPBLAS_GETRS_GETRI_BATCHED(S, float)
XLATE_HIPBLAS_GETRS_GETRI_BATCHED(D, double)
XLATE_HIPBLAS_GETRS_GETRI_BATCHED(C, hipFloatComplex)
XLATE_HIPBLAS_GETRS_GETRI_BATCHED(Z, hipDoubleComplex)
#undef XLATE_HIPBLAS_GETRS_GETRI_BATCHED
#endif
