/* xlate CUDA prelude, part of <cublas_api.h>: level-3 BLAS (S/D/C/Z/H): gemm, gemm3m, symm, syrk, syr2k, syrkx,
 * trmm, trsm and the Hermitian forms. cublas_api.h includes this file inside its extern "C" block, where these
 * declarations were before the header was split for size; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUBLAS_LEVEL3_H
#define XLATE_PRELUDE_CUBLAS_LEVEL3_H
#ifndef XLATE_PRELUDE_CUBLAS_API_H
#error "<xlate_prelude/cublas_level3.h> is part of <cublas_api.h>: include <cublas_api.h> instead"
#endif

__host__ cublasStatus_t cublasSgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, int k, const float *alpha, const float *A, int lda, const float *B,
                                    int ldb, const float *beta, float *C, int ldc);
__host__ cublasStatus_t cublasDgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, int k, const double *alpha, const double *A, int lda, const double *B,
                                    int ldb, const double *beta, double *C, int ldc);
__host__ cublasStatus_t cublasCgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, int k, const cuComplex *alpha, const cuComplex *A, int lda,
                                    const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                    const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta,
                                    cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasHgemm(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int m,
                                    int n, int k, const __half *alpha, const __half *A, int lda, const __half *B,
                                    int ldb, const __half *beta, __half *C, int ldc);
__host__ cublasStatus_t cublasCgemm3m(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                      int m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda,
                                      const cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZgemm3m(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                      int m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                      int lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta,
                                      cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasSsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,
                                    const float *alpha, const float *A, int lda, const float *B, int ldb,
                                    const float *beta, float *C, int ldc);
__host__ cublasStatus_t cublasDsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,
                                    const double *alpha, const double *A, int lda, const double *B, int ldb,
                                    const double *beta, double *C, int ldc);
__host__ cublasStatus_t cublasCsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,
                                    const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb,
                                    const cuComplex *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZsymm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,
                                    const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                    const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta,
                                    cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasSsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                    int k, const float *alpha, const float *A, int lda, const float *beta, float *C,
                                    int ldc);
__host__ cublasStatus_t cublasDsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                    int k, const double *alpha, const double *A, int lda, const double *beta,
                                    double *C, int ldc);
__host__ cublasStatus_t cublasCsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                    int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *beta,
                                    cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZsyrk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                    int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                    const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasSsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const float *alpha, const float *A, int lda, const float *B, int ldb,
                                     const float *beta, float *C, int ldc);
__host__ cublasStatus_t cublasDsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const double *alpha, const double *A, int lda, const double *B, int ldb,
                                     const double *beta, double *C, int ldc);
__host__ cublasStatus_t cublasCsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B,
                                     int ldb, const cuComplex *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZsyr2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                     const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta,
                                     cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasSsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const float *alpha, const float *A, int lda, const float *B, int ldb,
                                     const float *beta, float *C, int ldc);
__host__ cublasStatus_t cublasDsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const double *alpha, const double *A, int lda, const double *B, int ldb,
                                     const double *beta, double *C, int ldc);
__host__ cublasStatus_t cublasCsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B,
                                     int ldb, const cuComplex *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZsyrkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                     const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta,
                                     cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasStrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha,
                                    const float *A, int lda, const float *B, int ldb, float *C, int ldc);
__host__ cublasStatus_t cublasDtrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha,
                                    const double *A, int lda, const double *B, int ldb, double *C, int ldc);
__host__ cublasStatus_t cublasCtrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
                                    const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb,
                                    cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZtrmm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
                                    const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                    const cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasStrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float *alpha,
                                    const float *A, int lda, float *B, int ldb);
__host__ cublasStatus_t cublasDtrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double *alpha,
                                    const double *A, int lda, double *B, int ldb);
__host__ cublasStatus_t cublasCtrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
                                    const cuComplex *alpha, const cuComplex *A, int lda, cuComplex *B, int ldb);
__host__ cublasStatus_t cublasZtrsm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                    cublasOperation_t trans, cublasDiagType_t diag, int m, int n,
                                    const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                    cuDoubleComplex *B, int ldb);
__host__ cublasStatus_t cublasChemm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,
                                    const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb,
                                    const cuComplex *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZhemm(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int n,
                                    const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                    const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta,
                                    cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasCherk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                    int k, const float *alpha, const cuComplex *A, int lda, const float *beta,
                                    cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZherk(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                    int k, const double *alpha, const cuDoubleComplex *A, int lda, const double *beta,
                                    cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasCher2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B,
                                     int ldb, const float *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZher2k(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                     const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C,
                                     int ldc);
__host__ cublasStatus_t cublasCherkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B,
                                     int ldb, const float *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZherkx(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                     int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                     const cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C,
                                     int ldc);

#endif
