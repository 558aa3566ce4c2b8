/* xlate CUDA prelude, part of <cublas_api.h>: the BLAS-like extensions (geam, dgmm, tpttr, trttp), the batched
 * and strided-batched routines (gemm, gemv, trsm, getrf/getrs/getri, matinv, geqrf, gels) and the mixed-
 * precision *Ex functions. cublas_api.h includes this file inside its extern "C" block, where these
 * declarations were before the header was split for size; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUBLAS_EXT_BATCHED_H
#define XLATE_PRELUDE_CUBLAS_EXT_BATCHED_H
#ifndef XLATE_PRELUDE_CUBLAS_API_H
#error "<xlate_prelude/cublas_ext_batched.h> is part of <cublas_api.h>: include <cublas_api.h> instead"
#endif

__host__ cublasStatus_t cublasSgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, const float *alpha, const float *A, int lda, const float *beta,
                                    const float *B, int ldb, float *C, int ldc);
__host__ cublasStatus_t cublasDgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, const double *alpha, const double *A, int lda, const double *beta,
                                    const double *B, int ldb, double *C, int ldc);
__host__ cublasStatus_t cublasCgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta,
                                    const cuComplex *B, int ldb, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZgeam(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                    const cuDoubleComplex *beta, const cuDoubleComplex *B, int ldb,
                                    cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasSdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const float *A,
                                    int lda, const float *x, int incx, float *C, int ldc);
__host__ cublasStatus_t cublasDdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const double *A,
                                    int lda, const double *x, int incx, double *C, int ldc);
__host__ cublasStatus_t cublasCdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n, const cuComplex *A,
                                    int lda, const cuComplex *x, int incx, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZdgmm(cublasHandle_t handle, cublasSideMode_t mode, int m, int n,
                                    const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx,
                                    cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasStpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *AP, float *A,
                                     int lda);
__host__ cublasStatus_t cublasDtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *AP, double *A,
                                     int lda);
__host__ cublasStatus_t cublasCtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *AP,
                                     cuComplex *A, int lda);
__host__ cublasStatus_t cublasZtpttr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *AP,
                                     cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasStrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *A, int lda,
                                     float *AP);
__host__ cublasStatus_t cublasDtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *A, int lda,
                                     double *AP);
__host__ cublasStatus_t cublasCtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *A, int lda,
                                     cuComplex *AP);
__host__ cublasStatus_t cublasZtrttp(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *A,
                                     int lda, cuDoubleComplex *AP);
__host__ cublasStatus_t cublasSgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                           int m, int n, int k, const float *alpha, const float *const *Aarray,
                                           int lda, const float *const *Barray, int ldb, const float *beta,
                                           float *const *Carray, int ldc, int batchCount);
__host__ cublasStatus_t cublasDgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                           int m, int n, int k, const double *alpha, const double *const *Aarray,
                                           int lda, const double *const *Barray, int ldb, const double *beta,
                                           double *const *Carray, int ldc, int batchCount);
__host__ cublasStatus_t cublasCgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                           int m, int n, int k, const cuComplex *alpha,
                                           const cuComplex *const *Aarray, int lda, const cuComplex *const *Barray,
                                           int ldb, const cuComplex *beta, cuComplex *const *Carray, int ldc,
                                           int batchCount);
__host__ cublasStatus_t cublasZgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                           int m, int n, int k, const cuDoubleComplex *alpha,
                                           const cuDoubleComplex *const *Aarray, int lda,
                                           const cuDoubleComplex *const *Barray, int ldb,
                                           const cuDoubleComplex *beta, cuDoubleComplex *const *Carray, int ldc,
                                           int batchCount);
__host__ cublasStatus_t cublasHgemmBatched(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                           int m, int n, int k, const __half *alpha, const __half *const *Aarray,
                                           int lda, const __half *const *Barray, int ldb, const __half *beta,
                                           __half *const *Carray, int ldc, int batchCount);
__host__ cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                  cublasOperation_t transb, int m, int n, int k, const float *alpha,
                                                  const float *A, int lda, long long int strideA, const float *B,
                                                  int ldb, long long int strideB, const float *beta, float *C,
                                                  int ldc, long long int strideC, int batchCount);
__host__ cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                  cublasOperation_t transb, int m, int n, int k, const double *alpha,
                                                  const double *A, int lda, long long int strideA, const double *B,
                                                  int ldb, long long int strideB, const double *beta, double *C,
                                                  int ldc, long long int strideC, int batchCount);
__host__ cublasStatus_t cublasCgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                  cublasOperation_t transb, int m, int n, int k,
                                                  const cuComplex *alpha, const cuComplex *A, int lda,
                                                  long long int strideA, const cuComplex *B, int ldb,
                                                  long long int strideB, const cuComplex *beta, cuComplex *C, int ldc,
                                                  long long int strideC, int batchCount);
__host__ cublasStatus_t cublasZgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                  cublasOperation_t transb, int m, int n, int k,
                                                  const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                                  long long int strideA, const cuDoubleComplex *B, int ldb,
                                                  long long int strideB, const cuDoubleComplex *beta,
                                                  cuDoubleComplex *C, int ldc, long long int strideC, int batchCount);
__host__ cublasStatus_t cublasHgemmStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                  cublasOperation_t transb, int m, int n, int k, const __half *alpha,
                                                  const __half *A, int lda, long long int strideA, const __half *B,
                                                  int ldb, long long int strideB, const __half *beta, __half *C,
                                                  int ldc, long long int strideC, int batchCount);
__host__ cublasStatus_t cublasCgemm3mStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                    cublasOperation_t transb, int m, int n, int k,
                                                    const cuComplex *alpha, const cuComplex *A, int lda,
                                                    long long int strideA, const cuComplex *B, int ldb,
                                                    long long int strideB, const cuComplex *beta, cuComplex *C,
                                                    int ldc, long long int strideC, int batchCount);
__host__ cublasStatus_t cublasZgemm3mStridedBatched(cublasHandle_t handle, cublasOperation_t transa,
                                                    cublasOperation_t transb, int m, int n, int k,
                                                    const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                                    long long int strideA, const cuDoubleComplex *B, int ldb,
                                                    long long int strideB, const cuDoubleComplex *beta,
                                                    cuDoubleComplex *C, int ldc, long long int strideC,
                                                    int batchCount);
__host__ cublasStatus_t cublasSgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                           const float *alpha, const float *const *Aarray, int lda,
                                           const float *const *xarray, int incx, const float *beta,
                                           float *const *yarray, int incy, int batchCount);
__host__ cublasStatus_t cublasDgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                           const double *alpha, const double *const *Aarray, int lda,
                                           const double *const *xarray, int incx, const double *beta,
                                           double *const *yarray, int incy, int batchCount);
__host__ cublasStatus_t cublasCgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                           const cuComplex *alpha, const cuComplex *const *Aarray, int lda,
                                           const cuComplex *const *xarray, int incx, const cuComplex *beta,
                                           cuComplex *const *yarray, int incy, int batchCount);
__host__ cublasStatus_t cublasZgemvBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                           const cuDoubleComplex *alpha, const cuDoubleComplex *const *Aarray,
                                           int lda, const cuDoubleComplex *const *xarray, int incx,
                                           const cuDoubleComplex *beta, cuDoubleComplex *const *yarray, int incy,
                                           int batchCount);
__host__ cublasStatus_t cublasSgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                                  const float *alpha, const float *A, int lda, long long int strideA,
                                                  const float *x, int incx, long long int stridex, const float *beta,
                                                  float *y, int incy, long long int stridey, int batchCount);
__host__ cublasStatus_t cublasDgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                                  const double *alpha, const double *A, int lda,
                                                  long long int strideA, const double *x, int incx,
                                                  long long int stridex, const double *beta, double *y, int incy,
                                                  long long int stridey, int batchCount);
__host__ cublasStatus_t cublasCgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                                  const cuComplex *alpha, const cuComplex *A, int lda,
                                                  long long int strideA, const cuComplex *x, int incx,
                                                  long long int stridex, const cuComplex *beta, cuComplex *y,
                                                  int incy, long long int stridey, int batchCount);
__host__ cublasStatus_t cublasZgemvStridedBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                                  const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                                  long long int strideA, const cuDoubleComplex *x, int incx,
                                                  long long int stridex, const cuDoubleComplex *beta,
                                                  cuDoubleComplex *y, int incy, long long int stridey,
                                                  int batchCount);
__host__ cublasStatus_t cublasStrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                           cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
                                           const float *alpha, const float *const *A, int lda, float *const *B,
                                           int ldb, int batchCount);
__host__ cublasStatus_t cublasDtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                           cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
                                           const double *alpha, const double *const *A, int lda, double *const *B,
                                           int ldb, int batchCount);
__host__ cublasStatus_t cublasCtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                           cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
                                           const cuComplex *alpha, const cuComplex *const *A, int lda,
                                           cuComplex *const *B, int ldb, int batchCount);
__host__ cublasStatus_t cublasZtrsmBatched(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                           cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
                                           const cuDoubleComplex *alpha, const cuDoubleComplex *const *A, int lda,
                                           cuDoubleComplex *const *B, int ldb, int batchCount);
__host__ cublasStatus_t cublasSgetrfBatched(cublasHandle_t handle, int n, float *const *A, int lda, int *P,
                                            int *info, int batchSize);
__host__ cublasStatus_t cublasDgetrfBatched(cublasHandle_t handle, int n, double *const *A, int lda, int *P,
                                            int *info, int batchSize);
__host__ cublasStatus_t cublasCgetrfBatched(cublasHandle_t handle, int n, cuComplex *const *A, int lda, int *P,
                                            int *info, int batchSize);
__host__ cublasStatus_t cublasZgetrfBatched(cublasHandle_t handle, int n, cuDoubleComplex *const *A, int lda, int *P,
                                            int *info, int batchSize);
__host__ cublasStatus_t cublasSgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
                                            const float *const *Aarray, int lda, const int *devIpiv,
                                            float *const *Barray, int ldb, int *info, int batchSize);
__host__ cublasStatus_t cublasDgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
                                            const double *const *Aarray, int lda, const int *devIpiv,
                                            double *const *Barray, int ldb, int *info, int batchSize);
__host__ cublasStatus_t cublasCgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
                                            const cuComplex *const *Aarray, int lda, const int *devIpiv,
                                            cuComplex *const *Barray, int ldb, int *info, int batchSize);
__host__ cublasStatus_t cublasZgetrsBatched(cublasHandle_t handle, cublasOperation_t trans, int n, int nrhs,
                                            const cuDoubleComplex *const *Aarray, int lda, const int *devIpiv,
                                            cuDoubleComplex *const *Barray, int ldb, int *info, int batchSize);
__host__ cublasStatus_t cublasSgetriBatched(cublasHandle_t handle, int n, const float *const *A, int lda,
                                            const int *P, float *const *C, int ldc, int *info, int batchSize);
__host__ cublasStatus_t cublasDgetriBatched(cublasHandle_t handle, int n, const double *const *A, int lda,
                                            const int *P, double *const *C, int ldc, int *info, int batchSize);
__host__ cublasStatus_t cublasCgetriBatched(cublasHandle_t handle, int n, const cuComplex *const *A, int lda,
                                            const int *P, cuComplex *const *C, int ldc, int *info, int batchSize);
__host__ cublasStatus_t cublasZgetriBatched(cublasHandle_t handle, int n, const cuDoubleComplex *const *A, int lda,
                                            const int *P, cuDoubleComplex *const *C, int ldc, int *info,
                                            int batchSize);
__host__ cublasStatus_t cublasSmatinvBatched(cublasHandle_t handle, int n, const float *const *A, int lda,
                                             float *const *Ainv, int lda_inv, int *info, int batchSize);
__host__ cublasStatus_t cublasDmatinvBatched(cublasHandle_t handle, int n, const double *const *A, int lda,
                                             double *const *Ainv, int lda_inv, int *info, int batchSize);
__host__ cublasStatus_t cublasCmatinvBatched(cublasHandle_t handle, int n, const cuComplex *const *A, int lda,
                                             cuComplex *const *Ainv, int lda_inv, int *info, int batchSize);
__host__ cublasStatus_t cublasZmatinvBatched(cublasHandle_t handle, int n, const cuDoubleComplex *const *A, int lda,
                                             cuDoubleComplex *const *Ainv, int lda_inv, int *info, int batchSize);
__host__ cublasStatus_t cublasSgeqrfBatched(cublasHandle_t handle, int m, int n, float *const *Aarray, int lda,
                                            float *const *TauArray, int *info, int batchSize);
__host__ cublasStatus_t cublasDgeqrfBatched(cublasHandle_t handle, int m, int n, double *const *Aarray, int lda,
                                            double *const *TauArray, int *info, int batchSize);
__host__ cublasStatus_t cublasCgeqrfBatched(cublasHandle_t handle, int m, int n, cuComplex *const *Aarray, int lda,
                                            cuComplex *const *TauArray, int *info, int batchSize);
__host__ cublasStatus_t cublasZgeqrfBatched(cublasHandle_t handle, int m, int n, cuDoubleComplex *const *Aarray,
                                            int lda, cuDoubleComplex *const *TauArray, int *info, int batchSize);
__host__ cublasStatus_t cublasSgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs,
                                           float *const *Aarray, int lda, float *const *Carray, int ldc, int *info,
                                           int *devInfoArray, int batchSize);
__host__ cublasStatus_t cublasDgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs,
                                           double *const *Aarray, int lda, double *const *Carray, int ldc,
                                           int *info, int *devInfoArray, int batchSize);
__host__ cublasStatus_t cublasCgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs,
                                           cuComplex *const *Aarray, int lda, cuComplex *const *Carray, int ldc,
                                           int *info, int *devInfoArray, int batchSize);
__host__ cublasStatus_t cublasZgelsBatched(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int nrhs,
                                           cuDoubleComplex *const *Aarray, int lda, cuDoubleComplex *const *Carray,
                                           int ldc, int *info, int *devInfoArray, int batchSize);
__host__ cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                     int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda,
                                     const void *B, cudaDataType Btype, int ldb, const void *beta, void *C,
                                     cudaDataType Ctype, int ldc, cublasComputeType_t computeType,
                                     cublasGemmAlgo_t algo);
__host__ cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                            int m, int n, int k, const void *alpha, const void *const *Aarray,
                                            cudaDataType Atype, int lda, const void *const *Barray,
                                            cudaDataType Btype, int ldb, const void *beta, void *const *Carray,
                                            cudaDataType Ctype, int ldc, int batchCount,
                                            cublasComputeType_t computeType, cublasGemmAlgo_t algo);
__host__ cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
                                                   cublasOperation_t transb, int m, int n, int k, const void *alpha,
                                                   const void *A, cudaDataType Atype, int lda, long long int strideA,
                                                   const void *B, cudaDataType Btype, int ldb, long long int strideB,
                                                   const void *beta, void *C, cudaDataType Ctype, int ldc,
                                                   long long int strideC, int batchCount,
                                                   cublasComputeType_t computeType, cublasGemmAlgo_t algo);
__host__ cublasStatus_t cublasSgemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                      int m, int n, int k, const float *alpha, const void *A, cudaDataType Atype,
                                      int lda, const void *B, cudaDataType Btype, int ldb, const float *beta, void *C,
                                      cudaDataType Ctype, int ldc);
__host__ cublasStatus_t cublasCgemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                      int m, int n, int k, const cuComplex *alpha, const void *A, cudaDataType Atype,
                                      int lda, const void *B, cudaDataType Btype, int ldb, const cuComplex *beta,
                                      void *C, cudaDataType Ctype, int ldc);
__host__ cublasStatus_t cublasCgemm3mEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                        int m, int n, int k, const cuComplex *alpha, const void *A,
                                        cudaDataType Atype, int lda, const void *B, cudaDataType Btype, int ldb,
                                        const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);
__host__ cublasStatus_t cublasCsyrkEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                      int k, const cuComplex *alpha, const void *A, cudaDataType Atype, int lda,
                                      const cuComplex *beta, void *C, cudaDataType Ctype, int ldc);
__host__ cublasStatus_t cublasCherkEx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                      int k, const float *alpha, const void *A, cudaDataType Atype, int lda,
                                      const float *beta, void *C, cudaDataType Ctype, int ldc);
__host__ cublasStatus_t cublasAxpyEx(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType,
                                     const void *x, cudaDataType xType, int incx, void *y, cudaDataType yType,
                                     int incy, cudaDataType executiontype);
__host__ cublasStatus_t cublasDotEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                    const void *y, cudaDataType yType, int incy, void *result,
                                    cudaDataType resultType, cudaDataType executionType);
__host__ cublasStatus_t cublasDotcEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                     const void *y, cudaDataType yType, int incy, void *result,
                                     cudaDataType resultType, cudaDataType executionType);
__host__ cublasStatus_t cublasNrm2Ex(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                     void *result, cudaDataType resultType, cudaDataType executionType);
__host__ cublasStatus_t cublasAsumEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                     void *result, cudaDataType resultType, cudaDataType executiontype);
__host__ cublasStatus_t cublasScalEx(cublasHandle_t handle, int n, const void *alpha, cudaDataType alphaType, void *x,
                                     cudaDataType xType, int incx, cudaDataType executionType);
__host__ cublasStatus_t cublasRotEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y,
                                    cudaDataType yType, int incy, const void *c, const void *s, cudaDataType csType,
                                    cudaDataType executiontype);
__host__ cublasStatus_t cublasRotgEx(cublasHandle_t handle, void *a, void *b, cudaDataType abType, void *c, void *s,
                                     cudaDataType csType, cudaDataType executiontype);
__host__ cublasStatus_t cublasRotmEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y,
                                     cudaDataType yType, int incy, const void *param, cudaDataType paramType,
                                     cudaDataType executiontype);
__host__ cublasStatus_t cublasRotmgEx(cublasHandle_t handle, void *d1, cudaDataType d1Type, void *d2,
                                      cudaDataType d2Type, void *x1, cudaDataType x1Type, const void *y1,
                                      cudaDataType y1Type, void *param, cudaDataType paramType,
                                      cudaDataType executiontype);
__host__ cublasStatus_t cublasIamaxEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                      int *result);
__host__ cublasStatus_t cublasIaminEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                      int *result);
__host__ cublasStatus_t cublasCopyEx(cublasHandle_t handle, int n, const void *x, cudaDataType xType, int incx,
                                     void *y, cudaDataType yType, int incy);
__host__ cublasStatus_t cublasSwapEx(cublasHandle_t handle, int n, void *x, cudaDataType xType, int incx, void *y,
                                     cudaDataType yType, int incy);

// CUDA >= 11: the compute type cuBLAS derives from a CUDA 10 cudaDataType compute type, and the C++ overloads of
// the Ex GEMMs that take one (code written against CUDA 10 passes CUDA_R_32F as the compute type)
__host__ cublasStatus_t cublasMigrateComputeType(cublasHandle_t handle, cudaDataType_t dataType,
                                                 cublasComputeType_t *computeType);
#ifdef __cplusplus
__host__ cublasStatus_t cublasGemmEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                     int n, int k, const void *alpha, const void *A, cudaDataType Atype, int lda,
                                     const void *B, cudaDataType Btype, int ldb, const void *beta, void *C,
                                     cudaDataType Ctype, int ldc, cudaDataType computeType, cublasGemmAlgo_t algo);
__host__ cublasStatus_t cublasGemmBatchedEx(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                            int m, int n, int k, const void *alpha, const void *const *Aarray,
                                            cudaDataType Atype, int lda, const void *const *Barray,
                                            cudaDataType Btype, int ldb, const void *beta, void *const *Carray,
                                            cudaDataType Ctype, int ldc, int batchCount, cudaDataType computeType,
                                            cublasGemmAlgo_t algo);
__host__ cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t handle, cublasOperation_t transa,
                                                   cublasOperation_t transb, int m, int n, int k, const void *alpha,
                                                   const void *A, cudaDataType Atype, int lda, long long int strideA,
                                                   const void *B, cudaDataType Btype, int ldb, long long int strideB,
                                                   const void *beta, void *C, cudaDataType Ctype, int ldc,
                                                   long long int strideC, int batchCount, cudaDataType computeType,
                                                   cublasGemmAlgo_t algo);
#endif
#endif
