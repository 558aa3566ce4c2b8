/* xlate CUDA prelude, part of <cublas_api.h>: level-2 BLAS (S/D/C/Z): gbmv, gemv, ger, sbmv, spmv, spr, symv,
 * syr, tbmv, tbsv, tpmv, tpsv, trmv, trsv and the Hermitian forms. cublas_api.h includes this file inside its
 * extern "C" block, where these declarations were before the header was split for size; it is not meant to be
 * included on its own. */
#ifndef XLATE_PRELUDE_CUBLAS_LEVEL2_H
#define XLATE_PRELUDE_CUBLAS_LEVEL2_H
#ifndef XLATE_PRELUDE_CUBLAS_API_H
#error "<xlate_prelude/cublas_level2.h> is part of <cublas_api.h>: include <cublas_api.h> instead"
#endif

__host__ cublasStatus_t cublasSgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku,
                                    const float *alpha, const float *A, int lda, const float *x, int incx,
                                    const float *beta, float *y, int incy);
__host__ cublasStatus_t cublasDgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku,
                                    const double *alpha, const double *A, int lda, const double *x, int incx,
                                    const double *beta, double *y, int incy);
__host__ cublasStatus_t cublasCgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku,
                                    const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx,
                                    const cuComplex *beta, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZgbmv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku,
                                    const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                    const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta,
                                    cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasSgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float *alpha,
                                    const float *A, int lda, const float *x, int incx, const float *beta, float *y,
                                    int incy);
__host__ cublasStatus_t cublasDgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double *alpha,
                                    const double *A, int lda, const double *x, int incx, const double *beta,
                                    double *y, int incy);
__host__ cublasStatus_t cublasCgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                    const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx,
                                    const cuComplex *beta, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZgemv(cublasHandle_t handle, cublasOperation_t trans, int m, int n,
                                    const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                    const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta,
                                    cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasSger(cublasHandle_t handle, int m, int n, const float *alpha, const float *x, int incx,
                                   const float *y, int incy, float *A, int lda);
__host__ cublasStatus_t cublasDger(cublasHandle_t handle, int m, int n, const double *alpha, const double *x,
                                   int incx, const double *y, int incy, double *A, int lda);
__host__ cublasStatus_t cublasCgeru(cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x,
                                    int incx, const cuComplex *y, int incy, cuComplex *A, int lda);
__host__ cublasStatus_t cublasZgeru(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha,
                                    const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
                                    cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasCgerc(cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex *x,
                                    int incx, const cuComplex *y, int incy, cuComplex *A, int lda);
__host__ cublasStatus_t cublasZgerc(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha,
                                    const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
                                    cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasSsbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const float *alpha,
                                    const float *A, int lda, const float *x, int incx, const float *beta, float *y,
                                    int incy);
__host__ cublasStatus_t cublasDsbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const double *alpha,
                                    const double *A, int lda, const double *x, int incx, const double *beta,
                                    double *y, int incy);
__host__ cublasStatus_t cublasSspmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
                                    const float *AP, const float *x, int incx, const float *beta, float *y, int incy);
__host__ cublasStatus_t cublasDspmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
                                    const double *AP, const double *x, int incx, const double *beta, double *y,
                                    int incy);
__host__ cublasStatus_t cublasSspr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
                                   const float *x, int incx, float *AP);
__host__ cublasStatus_t cublasDspr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
                                   const double *x, int incx, double *AP);
__host__ cublasStatus_t cublasSspr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
                                    const float *x, int incx, const float *y, int incy, float *AP);
__host__ cublasStatus_t cublasDspr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
                                    const double *x, int incx, const double *y, int incy, double *AP);
__host__ cublasStatus_t cublasSsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
                                    const float *A, int lda, const float *x, int incx, const float *beta, float *y,
                                    int incy);
__host__ cublasStatus_t cublasDsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
                                    const double *A, int lda, const double *x, int incx, const double *beta,
                                    double *y, int incy);
__host__ cublasStatus_t cublasCsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                    const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta,
                                    cuComplex *y, int incy);
__host__ cublasStatus_t cublasZsymv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha,
                                    const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx,
                                    const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasSsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
                                   const float *x, int incx, float *A, int lda);
__host__ cublasStatus_t cublasDsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
                                   const double *x, int incx, double *A, int lda);
__host__ cublasStatus_t cublasCsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                   const cuComplex *x, int incx, cuComplex *A, int lda);
__host__ cublasStatus_t cublasZsyr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha,
                                   const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasSsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
                                    const float *x, int incx, const float *y, int incy, float *A, int lda);
__host__ cublasStatus_t cublasDsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
                                    const double *x, int incx, const double *y, int incy, double *A, int lda);
__host__ cublasStatus_t cublasCsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                    const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A,
                                    int lda);
__host__ cublasStatus_t cublasZsyr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha,
                                    const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
                                    cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasStbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx);
__host__ cublasStatus_t cublasDtbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x,
                                    int incx);
__host__ cublasStatus_t cublasCtbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x,
                                    int incx);
__host__ cublasStatus_t cublasZtbmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda,
                                    cuDoubleComplex *x, int incx);
__host__ cublasStatus_t cublasStbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int incx);
__host__ cublasStatus_t cublasDtbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x,
                                    int incx);
__host__ cublasStatus_t cublasCtbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x,
                                    int incx);
__host__ cublasStatus_t cublasZtbsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda,
                                    cuDoubleComplex *x, int incx);
__host__ cublasStatus_t cublasStpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const float *AP, float *x, int incx);
__host__ cublasStatus_t cublasDtpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const double *AP, double *x, int incx);
__host__ cublasStatus_t cublasCtpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx);
__host__ cublasStatus_t cublasZtpmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x,
                                    int incx);
__host__ cublasStatus_t cublasStpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const float *AP, float *x, int incx);
__host__ cublasStatus_t cublasDtpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const double *AP, double *x, int incx);
__host__ cublasStatus_t cublasCtpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx);
__host__ cublasStatus_t cublasZtpsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x,
                                    int incx);
__host__ cublasStatus_t cublasStrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx);
__host__ cublasStatus_t cublasDtrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx);
__host__ cublasStatus_t cublasCtrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x,
                                    int incx);
__host__ cublasStatus_t cublasZtrmv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda,
                                    cuDoubleComplex *x, int incx);
__host__ cublasStatus_t cublasStrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx);
__host__ cublasStatus_t cublasDtrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx);
__host__ cublasStatus_t cublasCtrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x,
                                    int incx);
__host__ cublasStatus_t cublasZtrsv(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                    cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda,
                                    cuDoubleComplex *x, int incx);
__host__ cublasStatus_t cublasChemv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                    const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex *beta,
                                    cuComplex *y, int incy);
__host__ cublasStatus_t cublasZhemv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha,
                                    const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx,
                                    const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasChbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
                                    const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx,
                                    const cuComplex *beta, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZhbmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k,
                                    const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                    const cuDoubleComplex *x, int incx, const cuDoubleComplex *beta,
                                    cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasChpmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                    const cuComplex *AP, const cuComplex *x, int incx, const cuComplex *beta,
                                    cuComplex *y, int incy);
__host__ cublasStatus_t cublasZhpmv(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha,
                                    const cuDoubleComplex *AP, const cuDoubleComplex *x, int incx,
                                    const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasCher(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
                                   const cuComplex *x, int incx, cuComplex *A, int lda);
__host__ cublasStatus_t cublasZher(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
                                   const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasCher2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                    const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A,
                                    int lda);
__host__ cublasStatus_t cublasZher2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha,
                                    const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
                                    cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasChpr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha,
                                   const cuComplex *x, int incx, cuComplex *AP);
__host__ cublasStatus_t cublasZhpr(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha,
                                   const cuDoubleComplex *x, int incx, cuDoubleComplex *AP);
__host__ cublasStatus_t cublasChpr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                    const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *AP);
__host__ cublasStatus_t cublasZhpr2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex *alpha,
                                    const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
                                    cuDoubleComplex *AP);

#endif
