/* xlate CUDA prelude: cuBLAS v2 API (cuBLAS reference), the commonly used part. */
#ifndef XLATE_PRELUDE_CUBLAS_API_H
#define XLATE_PRELUDE_CUBLAS_API_H

#include "cuda_runtime_api.h"
#include "cuda_fp16.h"

enum cublasStatus_t {
    CUBLAS_STATUS_SUCCESS = 0,
    CUBLAS_STATUS_NOT_INITIALIZED = 1,
    CUBLAS_STATUS_ALLOC_FAILED = 3,
    CUBLAS_STATUS_INVALID_VALUE = 7,
    CUBLAS_STATUS_ARCH_MISMATCH = 8,
    CUBLAS_STATUS_MAPPING_ERROR = 11,
    CUBLAS_STATUS_EXECUTION_FAILED = 13,
    CUBLAS_STATUS_INTERNAL_ERROR = 14,
    CUBLAS_STATUS_NOT_SUPPORTED = 15,
    CUBLAS_STATUS_LICENSE_ERROR = 16
};
enum cublasOperation_t { CUBLAS_OP_N = 0, CUBLAS_OP_T = 1, CUBLAS_OP_C = 2, CUBLAS_OP_HERMITAN = 2, CUBLAS_OP_CONJG = 3 };
enum cublasFillMode_t { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1, CUBLAS_FILL_MODE_FULL = 2 };
enum cublasDiagType_t { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 };
enum cublasSideMode_t { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 };
enum cublasPointerMode_t { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 };
enum cublasMath_t { CUBLAS_DEFAULT_MATH = 0, CUBLAS_TENSOR_OP_MATH = 1, CUBLAS_PEDANTIC_MATH = 2,
                    CUBLAS_TF32_TENSOR_OP_MATH = 3 };

typedef struct cublasContext *cublasHandle_t;

extern "C" {
__host__ cublasStatus_t cublasCreate(cublasHandle_t *handle);
__host__ cublasStatus_t cublasDestroy(cublasHandle_t handle);
__host__ cublasStatus_t cublasGetVersion(cublasHandle_t handle, int *version);
__host__ cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t streamId);
__host__ cublasStatus_t cublasGetStream(cublasHandle_t handle, cudaStream_t *streamId);
__host__ cublasStatus_t cublasSetPointerMode(cublasHandle_t handle, cublasPointerMode_t mode);
__host__ cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
__host__ const char *cublasGetStatusString(cublasStatus_t status);
__host__ cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy);
__host__ cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
__host__ cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
__host__ cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
__host__ cublasStatus_t cublasSaxpy(cublasHandle_t handle, int n, const float *alpha, const float *x, int incx,
                                    float *y, int incy);
__host__ cublasStatus_t cublasDaxpy(cublasHandle_t handle, int n, const double *alpha, const double *x, int incx,
                                    double *y, int incy);
__host__ cublasStatus_t cublasSscal(cublasHandle_t handle, int n, const float *alpha, float *x, int incx);
__host__ cublasStatus_t cublasDscal(cublasHandle_t handle, int n, const double *alpha, double *x, int incx);
__host__ cublasStatus_t cublasSdot(cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy,
                                   float *result);
__host__ cublasStatus_t cublasDdot(cublasHandle_t handle, int n, const double *x, int incx, const double *y,
                                   int incy, double *result);
__host__ cublasStatus_t cublasSnrm2(cublasHandle_t handle, int n, const float *x, int incx, float *result);
__host__ cublasStatus_t cublasSasum(cublasHandle_t handle, int n, const float *x, int incx, float *result);
__host__ cublasStatus_t cublasIsamax(cublasHandle_t handle, int n, const float *x, int incx, int *result);
__host__ cublasStatus_t cublasSgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha,
                                    const float *A, int lda, const float *x, int incx, const float *beta, float *y,
                                    int incy);
__host__ cublasStatus_t cublasDgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                    const double *alpha, const double *A, int lda, const double *x, int incx,
                                    const double *beta, double *y, int incy);
__host__ cublasStatus_t cublasSgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, int k, const float *alpha, const float *A, int lda, const float *B, int ldb,
                                    const float *beta, float *C, int ldc);
__host__ cublasStatus_t cublasDgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, int k, const double *alpha, const double *A, int lda, const double *B,
                                    int ldb, const double *beta, double *C, int ldc);
__host__ cublasStatus_t cublasHgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, int k, const __half *alpha, const __half *A, int lda, const __half *B,
                                    int ldb, const __half *beta, __half *C, int ldc);
__host__ cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                  cublasOperation_t transb, int m, int n, int k, const float *alpha,
                                                  const float *A, int lda, long long int strideA, const float *B,
                                                  int ldb, long long int strideB, const float *beta, float *C,
                                                  int ldc, long long int strideC, int batchCount);
}


/* appended for the library mapping (issue 11): batched GEMM, GemmEx */
#include "library_types.h"
enum cublasComputeType_t { CUBLAS_COMPUTE_16F = 64, CUBLAS_COMPUTE_32F = 68, CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
                           CUBLAS_COMPUTE_64F = 70, CUBLAS_COMPUTE_32I = 72 };
enum cublasGemmAlgo_t { CUBLAS_GEMM_DEFAULT = -1, CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99 };
extern "C" {
__host__ cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                  cublasOperation_t transb, int m, int n, int k, const double *alpha,
                                                  const double *A, int lda, long long int strideA, const double *B,
                                                  int ldb, long long int strideB, const double *beta, double *C,
                                                  int ldc, long long int strideC, int batchCount);
__host__ cublasStatus_t cublasSgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                           int m, int n, int k, const float *alpha, const float *const *Aarray,
                                           int lda, const float *const *Barray, int ldb, const float *beta,
                                           float *const *Carray, int ldc, int batchCount);
__host__ cublasStatus_t cublasDgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                           int m, int n, int k, const double *alpha, const double *const *Aarray,
                                           int lda, const double *const *Barray, int ldb, const double *beta,
                                           double *const *Carray, int ldc, int batchCount);
__host__ cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                     int m, int n, int k, const void *alpha, const void *A, cudaDataType Atype,
                                     int lda, const void *B, cudaDataType Btype, int ldb, const void *beta, void *C,
                                     cudaDataType Ctype, int ldc, cublasComputeType_t computeType,
                                     cublasGemmAlgo_t algo);
__host__ cublasStatus_t cublasGetPointerMode(cublasHandle_t handle, cublasPointerMode_t *mode);
__host__ cublasStatus_t cublasDnrm2(cublasHandle_t handle, int n, const double *x, int incx, double *result);
__host__ cublasStatus_t cublasDasum(cublasHandle_t handle, int n, const double *x, int incx, double *result);
__host__ cublasStatus_t cublasIdamax(cublasHandle_t handle, int n, const double *x, int incx, int *result);
__host__ cublasStatus_t cublasScopy(cublasHandle_t handle, int n, const float *x, int incx, float *y, int incy);
__host__ cublasStatus_t cublasDcopy(cublasHandle_t handle, int n, const double *x, int incx, double *y, int incy);
}

#endif
