/* xlate CUDA prelude, part of <cublas_api.h>: the _v2 names (helper functions and the level-1/2/3 BLAS routines of the legacy API).
 * CUDA's cublas_api.h declares the routines that existed in the legacy (cublas.h) API under a _v2 name, and
 * cublas_v2.h defines the plain name as a macro for it (`#define cublasSaxpy cublasSaxpy_v2`, `#define
 * cublasSaxpy_64 cublasSaxpy_v2_64`); the prelude declares both spellings as functions with the same
 * signature (the plain ones are in the other parts), so that code calling either parses and is translated.
 * cublas_api.h includes this file inside its extern "C" block; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUBLAS_API_V2_H
#define XLATE_PRELUDE_CUBLAS_API_V2_H
#ifndef XLATE_PRELUDE_CUBLAS_API_H
#error "<xlate_prelude/cublas_api_v2.h> is part of <cublas_api.h>: include <cublas_api.h> instead"
#endif

__host__ cublasStatus_t cublasCreate_v2(cublasHandle_t *handle);
__host__ cublasStatus_t cublasDestroy_v2(cublasHandle_t handle);
__host__ cublasStatus_t cublasGetVersion_v2(cublasHandle_t handle, int *version);
__host__ cublasStatus_t cublasSetWorkspace_v2(cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes);
__host__ cublasStatus_t cublasSetStream_v2(cublasHandle_t handle, cudaStream_t streamId);
__host__ cublasStatus_t cublasGetStream_v2(cublasHandle_t handle, cudaStream_t *streamId);
__host__ cublasStatus_t cublasSetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t mode);
__host__ cublasStatus_t cublasGetPointerMode_v2(cublasHandle_t handle, cublasPointerMode_t *mode);
__host__ cublasStatus_t cublasIsamax_v2(cublasHandle_t handle, int n, const float *x, int incx, int *result);
__host__ cublasStatus_t cublasIdamax_v2(cublasHandle_t handle, int n, const double *x, int incx, int *result);
__host__ cublasStatus_t cublasIcamax_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result);
__host__ cublasStatus_t cublasIzamax_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int
                                        *result);
__host__ cublasStatus_t cublasIsamin_v2(cublasHandle_t handle, int n, const float *x, int incx, int *result);
__host__ cublasStatus_t cublasIdamin_v2(cublasHandle_t handle, int n, const double *x, int incx, int *result);
__host__ cublasStatus_t cublasIcamin_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result);
__host__ cublasStatus_t cublasIzamin_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int
                                        *result);
__host__ cublasStatus_t cublasSasum_v2(cublasHandle_t handle, int n, const float *x, int incx, float *result);
__host__ cublasStatus_t cublasDasum_v2(cublasHandle_t handle, int n, const double *x, int incx, double *result);
__host__ cublasStatus_t cublasScasum_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
__host__ cublasStatus_t cublasDzasum_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double
                                        *result);
__host__ cublasStatus_t cublasSaxpy_v2(cublasHandle_t handle, int n, const float *alpha, const float *x, int incx,
                                       float *y, int incy);
__host__ cublasStatus_t cublasDaxpy_v2(cublasHandle_t handle, int n, const double *alpha, const double *x, int incx,
                                       double *y, int incy);
__host__ cublasStatus_t cublasCaxpy_v2(cublasHandle_t handle, int n, const cuComplex *alpha, const cuComplex *x, int
                                       incx, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZaxpy_v2(cublasHandle_t handle, int n, const cuDoubleComplex *alpha, const
                                       cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasScopy_v2(cublasHandle_t handle, int n, const float *x, int incx, float *y, int incy);
__host__ cublasStatus_t cublasDcopy_v2(cublasHandle_t handle, int n, const double *x, int incx, double *y, int incy);
__host__ cublasStatus_t cublasCcopy_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, cuComplex *y, int
                                       incy);
__host__ cublasStatus_t cublasZcopy_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
                                       cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasSdot_v2(cublasHandle_t handle, int n, const float *x, int incx, const float *y, int
                                      incy, float *result);
__host__ cublasStatus_t cublasDdot_v2(cublasHandle_t handle, int n, const double *x, int incx, const double *y, int
                                      incy, double *result);
__host__ cublasStatus_t cublasCdotu_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y,
                                       int incy, cuComplex *result);
__host__ cublasStatus_t cublasZdotu_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const
                                       cuDoubleComplex *y, int incy, cuDoubleComplex *result);
__host__ cublasStatus_t cublasCdotc_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y,
                                       int incy, cuComplex *result);
__host__ cublasStatus_t cublasZdotc_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, const
                                       cuDoubleComplex *y, int incy, cuDoubleComplex *result);
__host__ cublasStatus_t cublasSnrm2_v2(cublasHandle_t handle, int n, const float *x, int incx, float *result);
__host__ cublasStatus_t cublasDnrm2_v2(cublasHandle_t handle, int n, const double *x, int incx, double *result);
__host__ cublasStatus_t cublasScnrm2_v2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
__host__ cublasStatus_t cublasDznrm2_v2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, double
                                        *result);
__host__ cublasStatus_t cublasSrot_v2(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const
                                      float *c, const float *s);
__host__ cublasStatus_t cublasDrot_v2(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const
                                      double *c, const double *s);
__host__ cublasStatus_t cublasCrot_v2(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy,
                                      const float *c, const cuComplex *s);
__host__ cublasStatus_t cublasZrot_v2(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y,
                                      int incy, const double *c, const cuDoubleComplex *s);
__host__ cublasStatus_t cublasCsrot_v2(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy,
                                       const float *c, const float *s);
__host__ cublasStatus_t cublasZdrot_v2(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y,
                                       int incy, const double *c, const double *s);
__host__ cublasStatus_t cublasSrotg_v2(cublasHandle_t handle, float *a, float *b, float *c, float *s);
__host__ cublasStatus_t cublasDrotg_v2(cublasHandle_t handle, double *a, double *b, double *c, double *s);
__host__ cublasStatus_t cublasCrotg_v2(cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c, cuComplex *s);
__host__ cublasStatus_t cublasZrotg_v2(cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c,
                                       cuDoubleComplex *s);
__host__ cublasStatus_t cublasSrotm_v2(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy, const
                                       float *param);
__host__ cublasStatus_t cublasDrotm_v2(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy, const
                                       double *param);
__host__ cublasStatus_t cublasSrotmg_v2(cublasHandle_t handle, float *d1, float *d2, float *x1, const float *y1, float
                                        *param);
__host__ cublasStatus_t cublasDrotmg_v2(cublasHandle_t handle, double *d1, double *d2, double *x1, const double *y1,
                                        double *param);
__host__ cublasStatus_t cublasSscal_v2(cublasHandle_t handle, int n, const float *alpha, float *x, int incx);
__host__ cublasStatus_t cublasDscal_v2(cublasHandle_t handle, int n, const double *alpha, double *x, int incx);
__host__ cublasStatus_t cublasCscal_v2(cublasHandle_t handle, int n, const cuComplex *alpha, cuComplex *x, int incx);
__host__ cublasStatus_t cublasZscal_v2(cublasHandle_t handle, int n, const cuDoubleComplex *alpha, cuDoubleComplex *x,
                                       int incx);
__host__ cublasStatus_t cublasCsscal_v2(cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx);
__host__ cublasStatus_t cublasZdscal_v2(cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int
                                        incx);
__host__ cublasStatus_t cublasSswap_v2(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy);
__host__ cublasStatus_t cublasDswap_v2(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy);
__host__ cublasStatus_t cublasCswap_v2(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZswap_v2(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y,
                                       int incy);
__host__ cublasStatus_t cublasSgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku,
                                       const float *alpha, const float *A, int lda, const float *x, int incx, const
                                       float *beta, float *y, int incy);
__host__ cublasStatus_t cublasDgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku,
                                       const double *alpha, const double *A, int lda, const double *x, int incx, const
                                       double *beta, double *y, int incy);
__host__ cublasStatus_t cublasCgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku,
                                       const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *x, int
                                       incx, const cuComplex *beta, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZgbmv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, int kl, int ku,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const
                                       cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y,
                                       int incy);
__host__ cublasStatus_t cublasSgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const float
                                       *alpha, const float *A, int lda, const float *x, int incx, const float *beta,
                                       float *y, int incy);
__host__ cublasStatus_t cublasDgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const double
                                       *alpha, const double *A, int lda, const double *x, int incx, const double
                                       *beta, double *y, int incy);
__host__ cublasStatus_t cublasCgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const cuComplex
                                       *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const
                                       cuComplex *beta, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZgemv_v2(cublasHandle_t handle, cublasOperation_t trans, int m, int n, const
                                       cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const
                                       cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y,
                                       int incy);
__host__ cublasStatus_t cublasSger_v2(cublasHandle_t handle, int m, int n, const float *alpha, const float *x, int
                                      incx, const float *y, int incy, float *A, int lda);
__host__ cublasStatus_t cublasDger_v2(cublasHandle_t handle, int m, int n, const double *alpha, const double *x, int
                                      incx, const double *y, int incy, double *A, int lda);
__host__ cublasStatus_t cublasCgeru_v2(cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex
                                       *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);
__host__ cublasStatus_t cublasZgeru_v2(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const
                                       cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
                                       cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasCgerc_v2(cublasHandle_t handle, int m, int n, const cuComplex *alpha, const cuComplex
                                       *x, int incx, const cuComplex *y, int incy, cuComplex *A, int lda);
__host__ cublasStatus_t cublasZgerc_v2(cublasHandle_t handle, int m, int n, const cuDoubleComplex *alpha, const
                                       cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
                                       cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasSsbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const float *alpha,
                                       const float *A, int lda, const float *x, int incx, const float *beta, float *y,
                                       int incy);
__host__ cublasStatus_t cublasDsbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const double
                                       *alpha, const double *A, int lda, const double *x, int incx, const double
                                       *beta, double *y, int incy);
__host__ cublasStatus_t cublasSspmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const
                                       float *AP, const float *x, int incx, const float *beta, float *y, int incy);
__host__ cublasStatus_t cublasDspmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const
                                       double *AP, const double *x, int incx, const double *beta, double *y, int
                                       incy);
__host__ cublasStatus_t cublasSspr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const
                                      float *x, int incx, float *AP);
__host__ cublasStatus_t cublasDspr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const
                                      double *x, int incx, double *AP);
__host__ cublasStatus_t cublasSspr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const
                                       float *x, int incx, const float *y, int incy, float *AP);
__host__ cublasStatus_t cublasDspr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const
                                       double *x, int incx, const double *y, int incy, double *AP);
__host__ cublasStatus_t cublasSsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const
                                       float *A, int lda, const float *x, int incx, const float *beta, float *y, int
                                       incy);
__host__ cublasStatus_t cublasDsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const
                                       double *A, int lda, const double *x, int incx, const double *beta, double *y,
                                       int incy);
__host__ cublasStatus_t cublasCsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                       const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex
                                       *beta, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZsymv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex
                                       *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx,
                                       const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasSsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const
                                      float *x, int incx, float *A, int lda);
__host__ cublasStatus_t cublasDsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const
                                      double *x, int incx, double *A, int lda);
__host__ cublasStatus_t cublasCsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                      const cuComplex *x, int incx, cuComplex *A, int lda);
__host__ cublasStatus_t cublasZsyr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex
                                      *alpha, const cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasSsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const
                                       float *x, int incx, const float *y, int incy, float *A, int lda);
__host__ cublasStatus_t cublasDsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const
                                       double *x, int incx, const double *y, int incy, double *A, int lda);
__host__ cublasStatus_t cublasCsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                       const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int
                                       lda);
__host__ cublasStatus_t cublasZsyr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex
                                       *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
                                       cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasStbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int
                                       incx);
__host__ cublasStatus_t cublasDtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int
                                       incx);
__host__ cublasStatus_t cublasCtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x,
                                       int incx);
__host__ cublasStatus_t cublasZtbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda,
                                       cuDoubleComplex *x, int incx);
__host__ cublasStatus_t cublasStbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, int k, const float *A, int lda, float *x, int
                                       incx);
__host__ cublasStatus_t cublasDtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, int k, const double *A, int lda, double *x, int
                                       incx);
__host__ cublasStatus_t cublasCtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, int k, const cuComplex *A, int lda, cuComplex *x,
                                       int incx);
__host__ cublasStatus_t cublasZtbsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, int k, const cuDoubleComplex *A, int lda,
                                       cuDoubleComplex *x, int incx);
__host__ cublasStatus_t cublasStpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const float *AP, float *x, int incx);
__host__ cublasStatus_t cublasDtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const double *AP, double *x, int incx);
__host__ cublasStatus_t cublasCtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx);
__host__ cublasStatus_t cublasZtpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x,
                                       int incx);
__host__ cublasStatus_t cublasStpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const float *AP, float *x, int incx);
__host__ cublasStatus_t cublasDtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const double *AP, double *x, int incx);
__host__ cublasStatus_t cublasCtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const cuComplex *AP, cuComplex *x, int incx);
__host__ cublasStatus_t cublasZtpsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const cuDoubleComplex *AP, cuDoubleComplex *x,
                                       int incx);
__host__ cublasStatus_t cublasStrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx);
__host__ cublasStatus_t cublasDtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx);
__host__ cublasStatus_t cublasCtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int
                                       incx);
__host__ cublasStatus_t cublasZtrmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda,
                                       cuDoubleComplex *x, int incx);
__host__ cublasStatus_t cublasStrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const float *A, int lda, float *x, int incx);
__host__ cublasStatus_t cublasDtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const double *A, int lda, double *x, int incx);
__host__ cublasStatus_t cublasCtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const cuComplex *A, int lda, cuComplex *x, int
                                       incx);
__host__ cublasStatus_t cublasZtrsv_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int n, const cuDoubleComplex *A, int lda,
                                       cuDoubleComplex *x, int incx);
__host__ cublasStatus_t cublasChemv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                       const cuComplex *A, int lda, const cuComplex *x, int incx, const cuComplex
                                       *beta, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZhemv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex
                                       *alpha, const cuDoubleComplex *A, int lda, const cuDoubleComplex *x, int incx,
                                       const cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasChbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const cuComplex
                                       *alpha, const cuComplex *A, int lda, const cuComplex *x, int incx, const
                                       cuComplex *beta, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZhbmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, int k, const
                                       cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const
                                       cuDoubleComplex *x, int incx, const cuDoubleComplex *beta, cuDoubleComplex *y,
                                       int incy);
__host__ cublasStatus_t cublasChpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                       const cuComplex *AP, const cuComplex *x, int incx, const cuComplex *beta,
                                       cuComplex *y, int incy);
__host__ cublasStatus_t cublasZhpmv_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex
                                       *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x, int incx, const
                                       cuDoubleComplex *beta, cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasCher_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const
                                      cuComplex *x, int incx, cuComplex *A, int lda);
__host__ cublasStatus_t cublasZher_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const
                                      cuDoubleComplex *x, int incx, cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasCher2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                       const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *A, int
                                       lda);
__host__ cublasStatus_t cublasZher2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex
                                       *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
                                       cuDoubleComplex *A, int lda);
__host__ cublasStatus_t cublasChpr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const float *alpha, const
                                      cuComplex *x, int incx, cuComplex *AP);
__host__ cublasStatus_t cublasZhpr_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const double *alpha, const
                                      cuDoubleComplex *x, int incx, cuDoubleComplex *AP);
__host__ cublasStatus_t cublasChpr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuComplex *alpha,
                                       const cuComplex *x, int incx, const cuComplex *y, int incy, cuComplex *AP);
__host__ cublasStatus_t cublasZhpr2_v2(cublasHandle_t handle, cublasFillMode_t uplo, int n, const cuDoubleComplex
                                       *alpha, const cuDoubleComplex *x, int incx, const cuDoubleComplex *y, int incy,
                                       cuDoubleComplex *AP);
__host__ cublasStatus_t cublasSgemm_v2(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int
                                       m, int n, int k, const float *alpha, const float *A, int lda, const float *B,
                                       int ldb, const float *beta, float *C, int ldc);
__host__ cublasStatus_t cublasDgemm_v2(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int
                                       m, int n, int k, const double *alpha, const double *A, int lda, const double
                                       *B, int ldb, const double *beta, double *C, int ldc);
__host__ cublasStatus_t cublasCgemm_v2(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int
                                       m, int n, int k, const cuComplex *alpha, const cuComplex *A, int lda, const
                                       cuComplex *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZgemm_v2(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb, int
                                       m, int n, int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int
                                       lda, const cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta,
                                       cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasSsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int
                                       n, const float *alpha, const float *A, int lda, const float *B, int ldb, const
                                       float *beta, float *C, int ldc);
__host__ cublasStatus_t cublasDsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int
                                       n, const double *alpha, const double *A, int lda, const double *B, int ldb,
                                       const double *beta, double *C, int ldc);
__host__ cublasStatus_t cublasCsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int
                                       n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int
                                       ldb, const cuComplex *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZsymm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int
                                       n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const
                                       cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C,
                                       int ldc);
__host__ cublasStatus_t cublasSsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                       int k, const float *alpha, const float *A, int lda, const float *beta, float
                                       *C, int ldc);
__host__ cublasStatus_t cublasDsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                       int k, const double *alpha, const double *A, int lda, const double *beta,
                                       double *C, int ldc);
__host__ cublasStatus_t cublasCsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                       int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex
                                       *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZsyrk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                       int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const
                                       cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasSsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                        int k, const float *alpha, const float *A, int lda, const float *B, int ldb,
                                        const float *beta, float *C, int ldc);
__host__ cublasStatus_t cublasDsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                        int k, const double *alpha, const double *A, int lda, const double *B, int
                                        ldb, const double *beta, double *C, int ldc);
__host__ cublasStatus_t cublasCsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                        int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex
                                        *B, int ldb, const cuComplex *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZsyr2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                        int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const
                                        cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C,
                                        int ldc);
__host__ cublasStatus_t cublasStrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float
                                       *alpha, const float *A, int lda, const float *B, int ldb, float *C, int ldc);
__host__ cublasStatus_t cublasDtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double
                                       *alpha, const double *A, int lda, const double *B, int ldb, double *C, int
                                       ldc);
__host__ cublasStatus_t cublasCtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex
                                       *alpha, const cuComplex *A, int lda, const cuComplex *B, int ldb, cuComplex *C,
                                       int ldc);
__host__ cublasStatus_t cublasZtrmm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const
                                       cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const
                                       cuDoubleComplex *B, int ldb, cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasStrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const float
                                       *alpha, const float *A, int lda, float *B, int ldb);
__host__ cublasStatus_t cublasDtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const double
                                       *alpha, const double *A, int lda, double *B, int ldb);
__host__ cublasStatus_t cublasCtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const cuComplex
                                       *alpha, const cuComplex *A, int lda, cuComplex *B, int ldb);
__host__ cublasStatus_t cublasZtrsm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int m, int n, const
                                       cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, cuDoubleComplex *B,
                                       int ldb);
__host__ cublasStatus_t cublasChemm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int
                                       n, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex *B, int
                                       ldb, const cuComplex *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZhemm_v2(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int m, int
                                       n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const
                                       cuDoubleComplex *B, int ldb, const cuDoubleComplex *beta, cuDoubleComplex *C,
                                       int ldc);
__host__ cublasStatus_t cublasCherk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                       int k, const float *alpha, const cuComplex *A, int lda, const float *beta,
                                       cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZherk_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                       int k, const double *alpha, const cuDoubleComplex *A, int lda, const double
                                       *beta, cuDoubleComplex *C, int ldc);
__host__ cublasStatus_t cublasCher2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                        int k, const cuComplex *alpha, const cuComplex *A, int lda, const cuComplex
                                        *B, int ldb, const float *beta, cuComplex *C, int ldc);
__host__ cublasStatus_t cublasZher2k_v2(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans, int n,
                                        int k, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, const
                                        cuDoubleComplex *B, int ldb, const double *beta, cuDoubleComplex *C, int ldc);

#endif
