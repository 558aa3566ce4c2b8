/* xlate CUDA prelude, part of <cublas_api.h>: the _v2_64 names (the 64-bit-integer forms of the
 * level-1/2/3 BLAS routines of the legacy API).
 * CUDA's cublas_api.h declares the routines that existed in the legacy (cublas.h) API under a _v2 name, and
 * cublas_v2.h defines the plain name as a macro for it (`#define cublasSaxpy cublasSaxpy_v2`, `#define
 * cublasSaxpy_64 cublasSaxpy_v2_64`); the prelude declares both spellings as functions with the same
 * signature (the plain ones are in the other parts), so that code calling either parses and is translated.
 * cublas_api.h includes this file inside its extern "C" block; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUBLAS_API_V2_64_H
#define XLATE_PRELUDE_CUBLAS_API_V2_64_H
#ifndef XLATE_PRELUDE_CUBLAS_API_H
#error "<xlate_prelude/cublas_api_v2_64.h> is part of <cublas_api.h>: include <cublas_api.h> instead"
#endif

__host__ cublasStatus_t cublasIsamax_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t
                                           *result);
__host__ cublasStatus_t cublasIdamax_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t
                                           *result);
__host__ cublasStatus_t cublasIcamax_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t
                                           *result);
__host__ cublasStatus_t cublasIzamax_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                           int64_t *result);
__host__ cublasStatus_t cublasIsamin_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, int64_t
                                           *result);
__host__ cublasStatus_t cublasIdamin_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, int64_t
                                           *result);
__host__ cublasStatus_t cublasIcamin_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, int64_t
                                           *result);
__host__ cublasStatus_t cublasIzamin_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                           int64_t *result);
__host__ cublasStatus_t cublasSasum_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float
                                          *result);
__host__ cublasStatus_t cublasDasum_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double
                                          *result);
__host__ cublasStatus_t cublasScasum_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float
                                           *result);
__host__ cublasStatus_t cublasDzasum_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                           double *result);
__host__ cublasStatus_t cublasSaxpy_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, const float *x,
                                          int64_t incx, float *y, int64_t incy);
__host__ cublasStatus_t cublasDaxpy_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, const double *x,
                                          int64_t incx, double *y, int64_t incy);
__host__ cublasStatus_t cublasCaxpy_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, const cuComplex
                                          *x, int64_t incx, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZaxpy_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha, const
                                          cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasScopy_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *y,
                                          int64_t incy);
__host__ cublasStatus_t cublasDcopy_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *y,
                                          int64_t incy);
__host__ cublasStatus_t cublasCcopy_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
                                          cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZcopy_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                          cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasSdot_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, const float
                                         *y, int64_t incy, float *result);
__host__ cublasStatus_t cublasDdot_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, const double
                                         *y, int64_t incy, double *result);
__host__ cublasStatus_t cublasCdotu_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const
                                          cuComplex *y, int64_t incy, cuComplex *result);
__host__ cublasStatus_t cublasZdotu_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                          const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result);
__host__ cublasStatus_t cublasCdotc_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, const
                                          cuComplex *y, int64_t incy, cuComplex *result);
__host__ cublasStatus_t cublasZdotc_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                          const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result);
__host__ cublasStatus_t cublasSnrm2_v2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float
                                          *result);
__host__ cublasStatus_t cublasDnrm2_v2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double
                                          *result);
__host__ cublasStatus_t cublasScnrm2_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx, float
                                           *result);
__host__ cublasStatus_t cublasDznrm2_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                           double *result);
__host__ cublasStatus_t cublasSrot_v2_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t
                                         incy, const float *c, const float *s);
__host__ cublasStatus_t cublasDrot_v2_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y, int64_t
                                         incy, const double *c, const double *s);
__host__ cublasStatus_t cublasCrot_v2_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y,
                                         int64_t incy, const float *c, const cuComplex *s);
__host__ cublasStatus_t cublasZrot_v2_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx,
                                         cuDoubleComplex *y, int64_t incy, const double *c, const cuDoubleComplex *s);
__host__ cublasStatus_t cublasCsrot_v2_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y,
                                          int64_t incy, const float *c, const float *s);
__host__ cublasStatus_t cublasZdrot_v2_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx,
                                          cuDoubleComplex *y, int64_t incy, const double *c, const double *s);
__host__ cublasStatus_t cublasSrotm_v2_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t
                                          incy, const float *param);
__host__ cublasStatus_t cublasDrotm_v2_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y,
                                          int64_t incy, const double *param);
__host__ cublasStatus_t cublasSscal_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, float *x, int64_t
                                          incx);
__host__ cublasStatus_t cublasDscal_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, double *x, int64_t
                                          incx);
__host__ cublasStatus_t cublasCscal_v2_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, cuComplex *x,
                                          int64_t incx);
__host__ cublasStatus_t cublasZscal_v2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha,
                                          cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasCsscal_v2_64(cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x, int64_t
                                           incx);
__host__ cublasStatus_t cublasZdscal_v2_64(cublasHandle_t handle, int64_t n, const double *alpha, cuDoubleComplex *x,
                                           int64_t incx);
__host__ cublasStatus_t cublasSswap_v2_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y, int64_t
                                          incy);
__host__ cublasStatus_t cublasDswap_v2_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y,
                                          int64_t incy);
__host__ cublasStatus_t cublasCswap_v2_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y,
                                          int64_t incy);
__host__ cublasStatus_t cublasZswap_v2_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx,
                                          cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasSgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                          int64_t kl, int64_t ku, const float *alpha, const float *A, int64_t lda,
                                          const float *x, int64_t incx, const float *beta, float *y, int64_t incy);
__host__ cublasStatus_t cublasDgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                          int64_t kl, int64_t ku, const double *alpha, const double *A, int64_t lda,
                                          const double *x, int64_t incx, const double *beta, double *y, int64_t incy);
__host__ cublasStatus_t cublasCgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                          int64_t kl, int64_t ku, const cuComplex *alpha, const cuComplex *A, int64_t
                                          lda, const cuComplex *x, int64_t incx, const cuComplex *beta, cuComplex *y,
                                          int64_t incy);
__host__ cublasStatus_t cublasZgbmv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                          int64_t kl, int64_t ku, const cuDoubleComplex *alpha, const cuDoubleComplex
                                          *A, int64_t lda, const cuDoubleComplex *x, int64_t incx, const
                                          cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasSgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const
                                          float *alpha, const float *A, int64_t lda, const float *x, int64_t incx,
                                          const float *beta, float *y, int64_t incy);
__host__ cublasStatus_t cublasDgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const
                                          double *alpha, const double *A, int64_t lda, const double *x, int64_t incx,
                                          const double *beta, double *y, int64_t incy);
__host__ cublasStatus_t cublasCgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const
                                          cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x,
                                          int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZgemv_v2_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n, const
                                          cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const
                                          cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
                                          cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasSger_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const float *alpha, const float
                                         *x, int64_t incx, const float *y, int64_t incy, float *A, int64_t lda);
__host__ cublasStatus_t cublasDger_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const double *alpha, const
                                         double *x, int64_t incx, const double *y, int64_t incy, double *A, int64_t
                                         lda);
__host__ cublasStatus_t cublasCgeru_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const
                                          cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A,
                                          int64_t lda);
__host__ cublasStatus_t cublasZgeru_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha,
                                          const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t
                                          incy, cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasCgerc_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha, const
                                          cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy, cuComplex *A,
                                          int64_t lda);
__host__ cublasStatus_t cublasZgerc_v2_64(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha,
                                          const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t
                                          incy, cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasSsbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const
                                          float *alpha, const float *A, int64_t lda, const float *x, int64_t incx,
                                          const float *beta, float *y, int64_t incy);
__host__ cublasStatus_t cublasDsbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const
                                          double *alpha, const double *A, int64_t lda, const double *x, int64_t incx,
                                          const double *beta, double *y, int64_t incy);
__host__ cublasStatus_t cublasSspmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                          const float *AP, const float *x, int64_t incx, const float *beta, float *y,
                                          int64_t incy);
__host__ cublasStatus_t cublasDspmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double
                                          *alpha, const double *AP, const double *x, int64_t incx, const double *beta,
                                          double *y, int64_t incy);
__host__ cublasStatus_t cublasSspr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                         const float *x, int64_t incx, float *AP);
__host__ cublasStatus_t cublasDspr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                         const double *x, int64_t incx, double *AP);
__host__ cublasStatus_t cublasSspr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                          const float *x, int64_t incx, const float *y, int64_t incy, float *AP);
__host__ cublasStatus_t cublasDspr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double
                                          *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double
                                          *AP);
__host__ cublasStatus_t cublasSsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                          const float *A, int64_t lda, const float *x, int64_t incx, const float
                                          *beta, float *y, int64_t incy);
__host__ cublasStatus_t cublasDsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double
                                          *alpha, const double *A, int64_t lda, const double *x, int64_t incx, const
                                          double *beta, double *y, int64_t incy);
__host__ cublasStatus_t cublasCsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex
                                          *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx,
                                          const cuComplex *beta, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZsymv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const
                                          cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const
                                          cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
                                          cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasSsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                         const float *x, int64_t incx, float *A, int64_t lda);
__host__ cublasStatus_t cublasDsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                         const double *x, int64_t incx, double *A, int64_t lda);
__host__ cublasStatus_t cublasCsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex
                                         *alpha, const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda);
__host__ cublasStatus_t cublasZsyr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const
                                         cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
                                         cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasSsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                          const float *x, int64_t incx, const float *y, int64_t incy, float *A,
                                          int64_t lda);
__host__ cublasStatus_t cublasDsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double
                                          *alpha, const double *x, int64_t incx, const double *y, int64_t incy, double
                                          *A, int64_t lda);
__host__ cublasStatus_t cublasCsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex
                                          *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy,
                                          cuComplex *A, int64_t lda);
__host__ cublasStatus_t cublasZsyr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const
                                          cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const
                                          cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasStbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda,
                                          float *x, int64_t incx);
__host__ cublasStatus_t cublasDtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda,
                                          double *x, int64_t incx);
__host__ cublasStatus_t cublasCtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t
                                          lda, cuComplex *x, int64_t incx);
__host__ cublasStatus_t cublasZtbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A,
                                          int64_t lda, cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasStbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda,
                                          float *x, int64_t incx);
__host__ cublasStatus_t cublasDtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda,
                                          double *x, int64_t incx);
__host__ cublasStatus_t cublasCtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t
                                          lda, cuComplex *x, int64_t incx);
__host__ cublasStatus_t cublasZtbsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A,
                                          int64_t lda, cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasStpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx);
__host__ cublasStatus_t cublasDtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t
                                          incx);
__host__ cublasStatus_t cublasCtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t
                                          incx);
__host__ cublasStatus_t cublasZtpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex
                                          *x, int64_t incx);
__host__ cublasStatus_t cublasStpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx);
__host__ cublasStatus_t cublasDtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t
                                          incx);
__host__ cublasStatus_t cublasCtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x, int64_t
                                          incx);
__host__ cublasStatus_t cublasZtpsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP, cuDoubleComplex
                                          *x, int64_t incx);
__host__ cublasStatus_t cublasStrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x,
                                          int64_t incx);
__host__ cublasStatus_t cublasDtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x,
                                          int64_t incx);
__host__ cublasStatus_t cublasCtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex
                                          *x, int64_t incx);
__host__ cublasStatus_t cublasZtrmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda,
                                          cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasStrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x,
                                          int64_t incx);
__host__ cublasStatus_t cublasDtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x,
                                          int64_t incx);
__host__ cublasStatus_t cublasCtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda, cuComplex
                                          *x, int64_t incx);
__host__ cublasStatus_t cublasZtrsv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda,
                                          cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasChemv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex
                                          *alpha, const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx,
                                          const cuComplex *beta, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZhemv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const
                                          cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const
                                          cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
                                          cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasChbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const
                                          cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x,
                                          int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZhbmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k, const
                                          cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const
                                          cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
                                          cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasChpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex
                                          *alpha, const cuComplex *AP, const cuComplex *x, int64_t incx, const
                                          cuComplex *beta, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZhpmv_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const
                                          cuDoubleComplex *alpha, const cuDoubleComplex *AP, const cuDoubleComplex *x,
                                          int64_t incx, const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t
                                          incy);
__host__ cublasStatus_t cublasCher_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                         const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda);
__host__ cublasStatus_t cublasZher_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                         const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasCher2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex
                                          *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy,
                                          cuComplex *A, int64_t lda);
__host__ cublasStatus_t cublasZher2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const
                                          cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const
                                          cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasChpr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                         const cuComplex *x, int64_t incx, cuComplex *AP);
__host__ cublasStatus_t cublasZhpr_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                         const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *AP);
__host__ cublasStatus_t cublasChpr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex
                                          *alpha, const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy,
                                          cuComplex *AP);
__host__ cublasStatus_t cublasZhpr2_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const
                                          cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx, const
                                          cuDoubleComplex *y, int64_t incy, cuDoubleComplex *AP);
__host__ cublasStatus_t cublasSgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int64_t m, int64_t n, int64_t k, const float *alpha, const float *A, int64_t
                                          lda, const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);
__host__ cublasStatus_t cublasDgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int64_t m, int64_t n, int64_t k, const double *alpha, const double *A,
                                          int64_t lda, const double *B, int64_t ldb, const double *beta, double *C,
                                          int64_t ldc);
__host__ cublasStatus_t cublasCgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A,
                                          int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta,
                                          cuComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasZgemm_v2_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                          int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha, const
                                          cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb,
                                          const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasSsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t
                                          m, int64_t n, const float *alpha, const float *A, int64_t lda, const float
                                          *B, int64_t ldb, const float *beta, float *C, int64_t ldc);
__host__ cublasStatus_t cublasDsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t
                                          m, int64_t n, const double *alpha, const double *A, int64_t lda, const
                                          double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);
__host__ cublasStatus_t cublasCsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t
                                          m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const
                                          cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t
                                          ldc);
__host__ cublasStatus_t cublasZsymm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t
                                          m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                          int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex
                                          *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasSsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda, const
                                          float *beta, float *C, int64_t ldc);
__host__ cublasStatus_t cublasDsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda,
                                          const double *beta, double *C, int64_t ldc);
__host__ cublasStatus_t cublasCsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t
                                          lda, const cuComplex *beta, cuComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasZsyrk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex
                                          *A, int64_t lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t
                                          ldc);
__host__ cublasStatus_t cublasSsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda,
                                           const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);
__host__ cublasStatus_t cublasDsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda,
                                           const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);
__host__ cublasStatus_t cublasCsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t
                                           lda, const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C,
                                           int64_t ldc);
__host__ cublasStatus_t cublasZsyr2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex
                                           *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const
                                           cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasStrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const
                                          float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb,
                                          float *C, int64_t ldc);
__host__ cublasStatus_t cublasDtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const
                                          double *alpha, const double *A, int64_t lda, const double *B, int64_t ldb,
                                          double *C, int64_t ldc);
__host__ cublasStatus_t cublasCtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const
                                          cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B,
                                          int64_t ldb, cuComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasZtrmm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const
                                          cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda, const
                                          cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasStrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const
                                          float *alpha, const float *A, int64_t lda, float *B, int64_t ldb);
__host__ cublasStatus_t cublasDtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const
                                          double *alpha, const double *A, int64_t lda, double *B, int64_t ldb);
__host__ cublasStatus_t cublasCtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const
                                          cuComplex *alpha, const cuComplex *A, int64_t lda, cuComplex *B, int64_t
                                          ldb);
__host__ cublasStatus_t cublasZtrsm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                          cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n, const
                                          cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda,
                                          cuDoubleComplex *B, int64_t ldb);
__host__ cublasStatus_t cublasChemm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t
                                          m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda, const
                                          cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C, int64_t
                                          ldc);
__host__ cublasStatus_t cublasZhemm_v2_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t
                                          m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                          int64_t lda, const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex
                                          *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasCherk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          int64_t n, int64_t k, const float *alpha, const cuComplex *A, int64_t lda,
                                          const float *beta, cuComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasZherk_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                          int64_t n, int64_t k, const double *alpha, const cuDoubleComplex *A, int64_t
                                          lda, const double *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasCher2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t
                                           lda, const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C,
                                           int64_t ldc);
__host__ cublasStatus_t cublasZher2k_v2_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                           int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex
                                           *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta,
                                           cuDoubleComplex *C, int64_t ldc);

#endif
