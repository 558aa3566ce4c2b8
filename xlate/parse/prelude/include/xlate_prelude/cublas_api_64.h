/* xlate CUDA prelude, part of <cublas_api.h>: the 64-bit-integer API: the _64 variants (int64_t sizes,
 * increments and leading dimensions). cublas_api.h includes this file inside its extern "C" block, where these
 * declarations were before the header was split for size; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUBLAS_API_64_H
#define XLATE_PRELUDE_CUBLAS_API_64_H
#ifndef XLATE_PRELUDE_CUBLAS_API_H
#error "<xlate_prelude/cublas_api_64.h> is part of <cublas_api.h>: include <cublas_api.h> instead"
#endif

__host__ cublasStatus_t cublasSetVector_64(int64_t n, int64_t elemSize, const void *x, int64_t incx, void *devicePtr,
                                           int64_t incy);
__host__ cublasStatus_t cublasGetVector_64(int64_t n, int64_t elemSize, const void *x, int64_t incx, void *y,
                                           int64_t incy);
__host__ cublasStatus_t cublasSetMatrix_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda,
                                           void *B, int64_t ldb);
__host__ cublasStatus_t cublasGetMatrix_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A, int64_t lda,
                                           void *B, int64_t ldb);
__host__ cublasStatus_t cublasSetVectorAsync_64(int64_t n, int64_t elemSize, const void *hostPtr, int64_t incx,
                                                void *devicePtr, int64_t incy, cudaStream_t stream);
__host__ cublasStatus_t cublasGetVectorAsync_64(int64_t n, int64_t elemSize, const void *devicePtr, int64_t incx,
                                                void *hostPtr, int64_t incy, cudaStream_t stream);
__host__ cublasStatus_t cublasSetMatrixAsync_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A,
                                                int64_t lda, void *B, int64_t ldb, cudaStream_t stream);
__host__ cublasStatus_t cublasGetMatrixAsync_64(int64_t rows, int64_t cols, int64_t elemSize, const void *A,
                                                int64_t lda, void *B, int64_t ldb, cudaStream_t stream);
__host__ cublasStatus_t cublasIsamax_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx,
                                        int64_t *result);
__host__ cublasStatus_t cublasIdamax_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
                                        int64_t *result);
__host__ cublasStatus_t cublasIcamax_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
                                        int64_t *result);
__host__ cublasStatus_t cublasIzamax_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                        int64_t *result);
__host__ cublasStatus_t cublasIsamin_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx,
                                        int64_t *result);
__host__ cublasStatus_t cublasIdamin_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
                                        int64_t *result);
__host__ cublasStatus_t cublasIcamin_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
                                        int64_t *result);
__host__ cublasStatus_t cublasIzamin_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                        int64_t *result);
__host__ cublasStatus_t cublasSasum_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result);
__host__ cublasStatus_t cublasDasum_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
                                       double *result);
__host__ cublasStatus_t cublasScasum_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
                                        float *result);
__host__ cublasStatus_t cublasDzasum_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                        double *result);
__host__ cublasStatus_t cublasSaxpy_64(cublasHandle_t handle, int64_t n, const float *alpha, const float *x,
                                       int64_t incx, float *y, int64_t incy);
__host__ cublasStatus_t cublasDaxpy_64(cublasHandle_t handle, int64_t n, const double *alpha, const double *x,
                                       int64_t incx, double *y, int64_t incy);
__host__ cublasStatus_t cublasCaxpy_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, const cuComplex *x,
                                       int64_t incx, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZaxpy_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha,
                                       const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasScopy_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *y,
                                       int64_t incy);
__host__ cublasStatus_t cublasDcopy_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx, double *y,
                                       int64_t incy);
__host__ cublasStatus_t cublasCcopy_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
                                       cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZcopy_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                       cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasSdot_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, const float *y,
                                      int64_t incy, float *result);
__host__ cublasStatus_t cublasDdot_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
                                      const double *y, int64_t incy, double *result);
__host__ cublasStatus_t cublasCdotu_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
                                       const cuComplex *y, int64_t incy, cuComplex *result);
__host__ cublasStatus_t cublasZdotu_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                       const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result);
__host__ cublasStatus_t cublasCdotc_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
                                       const cuComplex *y, int64_t incy, cuComplex *result);
__host__ cublasStatus_t cublasZdotc_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                       const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *result);
__host__ cublasStatus_t cublasSnrm2_64(cublasHandle_t handle, int64_t n, const float *x, int64_t incx, float *result);
__host__ cublasStatus_t cublasDnrm2_64(cublasHandle_t handle, int64_t n, const double *x, int64_t incx,
                                       double *result);
__host__ cublasStatus_t cublasScnrm2_64(cublasHandle_t handle, int64_t n, const cuComplex *x, int64_t incx,
                                        float *result);
__host__ cublasStatus_t cublasDznrm2_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *x, int64_t incx,
                                        double *result);
__host__ cublasStatus_t cublasSrot_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y,
                                      int64_t incy, const float *c, const float *s);
__host__ cublasStatus_t cublasDrot_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y,
                                      int64_t incy, const double *c, const double *s);
__host__ cublasStatus_t cublasCrot_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y,
                                      int64_t incy, const float *c, const cuComplex *s);
__host__ cublasStatus_t cublasZrot_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx,
                                      cuDoubleComplex *y, int64_t incy, const double *c, const cuDoubleComplex *s);
__host__ cublasStatus_t cublasCsrot_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y,
                                       int64_t incy, const float *c, const float *s);
__host__ cublasStatus_t cublasZdrot_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx,
                                       cuDoubleComplex *y, int64_t incy, const double *c, const double *s);
__host__ cublasStatus_t cublasSrotm_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y,
                                       int64_t incy, const float *param);
__host__ cublasStatus_t cublasDrotm_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y,
                                       int64_t incy, const double *param);
__host__ cublasStatus_t cublasSscal_64(cublasHandle_t handle, int64_t n, const float *alpha, float *x, int64_t incx);
__host__ cublasStatus_t cublasDscal_64(cublasHandle_t handle, int64_t n, const double *alpha, double *x,
                                       int64_t incx);
__host__ cublasStatus_t cublasCscal_64(cublasHandle_t handle, int64_t n, const cuComplex *alpha, cuComplex *x,
                                       int64_t incx);
__host__ cublasStatus_t cublasZscal_64(cublasHandle_t handle, int64_t n, const cuDoubleComplex *alpha,
                                       cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasCsscal_64(cublasHandle_t handle, int64_t n, const float *alpha, cuComplex *x,
                                        int64_t incx);
__host__ cublasStatus_t cublasZdscal_64(cublasHandle_t handle, int64_t n, const double *alpha, cuDoubleComplex *x,
                                        int64_t incx);
__host__ cublasStatus_t cublasSswap_64(cublasHandle_t handle, int64_t n, float *x, int64_t incx, float *y,
                                       int64_t incy);
__host__ cublasStatus_t cublasDswap_64(cublasHandle_t handle, int64_t n, double *x, int64_t incx, double *y,
                                       int64_t incy);
__host__ cublasStatus_t cublasCswap_64(cublasHandle_t handle, int64_t n, cuComplex *x, int64_t incx, cuComplex *y,
                                       int64_t incy);
__host__ cublasStatus_t cublasZswap_64(cublasHandle_t handle, int64_t n, cuDoubleComplex *x, int64_t incx,
                                       cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasSgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                       int64_t kl, int64_t ku, const float *alpha, const float *A, int64_t lda,
                                       const float *x, int64_t incx, const float *beta, float *y, int64_t incy);
__host__ cublasStatus_t cublasDgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                       int64_t kl, int64_t ku, const double *alpha, const double *A, int64_t lda,
                                       const double *x, int64_t incx, const double *beta, double *y, int64_t incy);
__host__ cublasStatus_t cublasCgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                       int64_t kl, int64_t ku, const cuComplex *alpha, const cuComplex *A,
                                       int64_t lda, const cuComplex *x, int64_t incx, const cuComplex *beta,
                                       cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZgbmv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                       int64_t kl, int64_t ku, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                       int64_t lda, const cuDoubleComplex *x, int64_t incx,
                                       const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasSgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                       const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx,
                                       const float *beta, float *y, int64_t incy);
__host__ cublasStatus_t cublasDgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                       const double *alpha, const double *A, int64_t lda, const double *x,
                                       int64_t incx, const double *beta, double *y, int64_t incy);
__host__ cublasStatus_t cublasCgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                       const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x,
                                       int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZgemv_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda,
                                       const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
                                       cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasSger_64(cublasHandle_t handle, int64_t m, int64_t n, const float *alpha, const float *x,
                                      int64_t incx, const float *y, int64_t incy, float *A, int64_t lda);
__host__ cublasStatus_t cublasDger_64(cublasHandle_t handle, int64_t m, int64_t n, const double *alpha,
                                      const double *x, int64_t incx, const double *y, int64_t incy, double *A,
                                      int64_t lda);
__host__ cublasStatus_t cublasCgeru_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha,
                                       const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy,
                                       cuComplex *A, int64_t lda);
__host__ cublasStatus_t cublasZgeru_64(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha,
                                       const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy,
                                       cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasCgerc_64(cublasHandle_t handle, int64_t m, int64_t n, const cuComplex *alpha,
                                       const cuComplex *x, int64_t incx, const cuComplex *y, int64_t incy,
                                       cuComplex *A, int64_t lda);
__host__ cublasStatus_t cublasZgerc_64(cublasHandle_t handle, int64_t m, int64_t n, const cuDoubleComplex *alpha,
                                       const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *y, int64_t incy,
                                       cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasSsbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k,
                                       const float *alpha, const float *A, int64_t lda, const float *x, int64_t incx,
                                       const float *beta, float *y, int64_t incy);
__host__ cublasStatus_t cublasDsbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k,
                                       const double *alpha, const double *A, int64_t lda, const double *x,
                                       int64_t incx, const double *beta, double *y, int64_t incy);
__host__ cublasStatus_t cublasSspmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                       const float *AP, const float *x, int64_t incx, const float *beta, float *y,
                                       int64_t incy);
__host__ cublasStatus_t cublasDspmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                       const double *AP, const double *x, int64_t incx, const double *beta, double *y,
                                       int64_t incy);
__host__ cublasStatus_t cublasSspr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                      const float *x, int64_t incx, float *AP);
__host__ cublasStatus_t cublasDspr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                      const double *x, int64_t incx, double *AP);
__host__ cublasStatus_t cublasSspr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                       const float *x, int64_t incx, const float *y, int64_t incy, float *AP);
__host__ cublasStatus_t cublasDspr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                       const double *x, int64_t incx, const double *y, int64_t incy, double *AP);
__host__ cublasStatus_t cublasSsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                       const float *A, int64_t lda, const float *x, int64_t incx, const float *beta,
                                       float *y, int64_t incy);
__host__ cublasStatus_t cublasDsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                       const double *A, int64_t lda, const double *x, int64_t incx,
                                       const double *beta, double *y, int64_t incy);
__host__ cublasStatus_t cublasCsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x,
                                       int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZsymv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda,
                                       const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
                                       cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasSsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                      const float *x, int64_t incx, float *A, int64_t lda);
__host__ cublasStatus_t cublasDsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                      const double *x, int64_t incx, double *A, int64_t lda);
__host__ cublasStatus_t cublasCsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const cuComplex *alpha,
                                      const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda);
__host__ cublasStatus_t cublasZsyr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                      const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
                                      cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasSsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                       const float *x, int64_t incx, const float *y, int64_t incy, float *A,
                                       int64_t lda);
__host__ cublasStatus_t cublasDsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                       const double *x, int64_t incx, const double *y, int64_t incy, double *A,
                                       int64_t lda);
__host__ cublasStatus_t cublasCsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y,
                                       int64_t incy, cuComplex *A, int64_t lda);
__host__ cublasStatus_t cublasZsyr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
                                       const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasStbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda,
                                       float *x, int64_t incx);
__host__ cublasStatus_t cublasDtbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda,
                                       double *x, int64_t incx);
__host__ cublasStatus_t cublasCtbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda,
                                       cuComplex *x, int64_t incx);
__host__ cublasStatus_t cublasZtbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A,
                                       int64_t lda, cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasStbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, int64_t k, const float *A, int64_t lda,
                                       float *x, int64_t incx);
__host__ cublasStatus_t cublasDtbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, int64_t k, const double *A, int64_t lda,
                                       double *x, int64_t incx);
__host__ cublasStatus_t cublasCtbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, int64_t k, const cuComplex *A, int64_t lda,
                                       cuComplex *x, int64_t incx);
__host__ cublasStatus_t cublasZtbsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, int64_t k, const cuDoubleComplex *A,
                                       int64_t lda, cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasStpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx);
__host__ cublasStatus_t cublasDtpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx);
__host__ cublasStatus_t cublasCtpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x,
                                       int64_t incx);
__host__ cublasStatus_t cublasZtpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP,
                                       cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasStpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const float *AP, float *x, int64_t incx);
__host__ cublasStatus_t cublasDtpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const double *AP, double *x, int64_t incx);
__host__ cublasStatus_t cublasCtpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const cuComplex *AP, cuComplex *x,
                                       int64_t incx);
__host__ cublasStatus_t cublasZtpsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const cuDoubleComplex *AP,
                                       cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasStrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x,
                                       int64_t incx);
__host__ cublasStatus_t cublasDtrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x,
                                       int64_t incx);
__host__ cublasStatus_t cublasCtrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda,
                                       cuComplex *x, int64_t incx);
__host__ cublasStatus_t cublasZtrmv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda,
                                       cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasStrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const float *A, int64_t lda, float *x,
                                       int64_t incx);
__host__ cublasStatus_t cublasDtrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const double *A, int64_t lda, double *x,
                                       int64_t incx);
__host__ cublasStatus_t cublasCtrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const cuComplex *A, int64_t lda,
                                       cuComplex *x, int64_t incx);
__host__ cublasStatus_t cublasZtrsv_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       cublasDiagType_t diag, int64_t n, const cuDoubleComplex *A, int64_t lda,
                                       cuDoubleComplex *x, int64_t incx);
__host__ cublasStatus_t cublasChemv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x,
                                       int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZhemv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda,
                                       const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
                                       cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasChbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k,
                                       const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *x,
                                       int64_t incx, const cuComplex *beta, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZhbmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, int64_t k,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda,
                                       const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
                                       cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasChpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuComplex *alpha, const cuComplex *AP, const cuComplex *x, int64_t incx,
                                       const cuComplex *beta, cuComplex *y, int64_t incy);
__host__ cublasStatus_t cublasZhpmv_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *AP,
                                       const cuDoubleComplex *x, int64_t incx, const cuDoubleComplex *beta,
                                       cuDoubleComplex *y, int64_t incy);
__host__ cublasStatus_t cublasCher_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                      const cuComplex *x, int64_t incx, cuComplex *A, int64_t lda);
__host__ cublasStatus_t cublasZher_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                      const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasCher2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y,
                                       int64_t incy, cuComplex *A, int64_t lda);
__host__ cublasStatus_t cublasZher2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
                                       const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *A, int64_t lda);
__host__ cublasStatus_t cublasChpr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const float *alpha,
                                      const cuComplex *x, int64_t incx, cuComplex *AP);
__host__ cublasStatus_t cublasZhpr_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n, const double *alpha,
                                      const cuDoubleComplex *x, int64_t incx, cuDoubleComplex *AP);
__host__ cublasStatus_t cublasChpr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuComplex *alpha, const cuComplex *x, int64_t incx, const cuComplex *y,
                                       int64_t incy, cuComplex *AP);
__host__ cublasStatus_t cublasZhpr2_64(cublasHandle_t handle, cublasFillMode_t uplo, int64_t n,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *x, int64_t incx,
                                       const cuDoubleComplex *y, int64_t incy, cuDoubleComplex *AP);
__host__ cublasStatus_t cublasSgemm_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                       int64_t m, int64_t n, int64_t k, const float *alpha, const float *A,
                                       int64_t lda, const float *B, int64_t ldb, const float *beta, float *C,
                                       int64_t ldc);
__host__ cublasStatus_t cublasDgemm_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                       int64_t m, int64_t n, int64_t k, const double *alpha, const double *A,
                                       int64_t lda, const double *B, int64_t ldb, const double *beta, double *C,
                                       int64_t ldc);
__host__ cublasStatus_t cublasCgemm_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                       int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A,
                                       int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta,
                                       cuComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasZgemm_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                       int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha,
                                       const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb,
                                       const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasHgemm_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                       int64_t m, int64_t n, int64_t k, const __half *alpha, const __half *A,
                                       int64_t lda, const __half *B, int64_t ldb, const __half *beta, __half *C,
                                       int64_t ldc);
__host__ cublasStatus_t cublasCgemm3m_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                         int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A,
                                         int64_t lda, const cuComplex *B, int64_t ldb, const cuComplex *beta,
                                         cuComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasZgemm3m_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                         int64_t m, int64_t n, int64_t k, const cuDoubleComplex *alpha,
                                         const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *B, int64_t ldb,
                                         const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasSsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m,
                                       int64_t n, const float *alpha, const float *A, int64_t lda, const float *B,
                                       int64_t ldb, const float *beta, float *C, int64_t ldc);
__host__ cublasStatus_t cublasDsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m,
                                       int64_t n, const double *alpha, const double *A, int64_t lda, const double *B,
                                       int64_t ldb, const double *beta, double *C, int64_t ldc);
__host__ cublasStatus_t cublasCsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m,
                                       int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda,
                                       const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C,
                                       int64_t ldc);
__host__ cublasStatus_t cublasZsymm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m,
                                       int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda,
                                       const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta,
                                       cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasSsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda,
                                       const float *beta, float *C, int64_t ldc);
__host__ cublasStatus_t cublasDsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda,
                                       const double *beta, double *C, int64_t ldc);
__host__ cublasStatus_t cublasCsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda,
                                       const cuComplex *beta, cuComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasZsyrk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                       int64_t lda, const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasSsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda,
                                        const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);
__host__ cublasStatus_t cublasDsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda,
                                        const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);
__host__ cublasStatus_t cublasCsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda,
                                        const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C,
                                        int64_t ldc);
__host__ cublasStatus_t cublasZsyr2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                        int64_t lda, const cuDoubleComplex *B, int64_t ldb,
                                        const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasSsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const float *alpha, const float *A, int64_t lda,
                                        const float *B, int64_t ldb, const float *beta, float *C, int64_t ldc);
__host__ cublasStatus_t cublasDsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const double *alpha, const double *A, int64_t lda,
                                        const double *B, int64_t ldb, const double *beta, double *C, int64_t ldc);
__host__ cublasStatus_t cublasCsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda,
                                        const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C,
                                        int64_t ldc);
__host__ cublasStatus_t cublasZsyrkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                        int64_t lda, const cuDoubleComplex *B, int64_t ldb,
                                        const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasStrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                       const float *alpha, const float *A, int64_t lda, const float *B, int64_t ldb,
                                       float *C, int64_t ldc);
__host__ cublasStatus_t cublasDtrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                       const double *alpha, const double *A, int64_t lda, const double *B,
                                       int64_t ldb, double *C, int64_t ldc);
__host__ cublasStatus_t cublasCtrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                       const cuComplex *alpha, const cuComplex *A, int64_t lda, const cuComplex *B,
                                       int64_t ldb, cuComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasZtrmm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda,
                                       const cuDoubleComplex *B, int64_t ldb, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasStrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                       const float *alpha, const float *A, int64_t lda, float *B, int64_t ldb);
__host__ cublasStatus_t cublasDtrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                       const double *alpha, const double *A, int64_t lda, double *B, int64_t ldb);
__host__ cublasStatus_t cublasCtrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                       const cuComplex *alpha, const cuComplex *A, int64_t lda, cuComplex *B,
                                       int64_t ldb);
__host__ cublasStatus_t cublasZtrsm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                       cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                       const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda,
                                       cuDoubleComplex *B, int64_t ldb);
__host__ cublasStatus_t cublasChemm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m,
                                       int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda,
                                       const cuComplex *B, int64_t ldb, const cuComplex *beta, cuComplex *C,
                                       int64_t ldc);
__host__ cublasStatus_t cublasZhemm_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo, int64_t m,
                                       int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A, int64_t lda,
                                       const cuDoubleComplex *B, int64_t ldb, const cuDoubleComplex *beta,
                                       cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasCherk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       int64_t n, int64_t k, const float *alpha, const cuComplex *A, int64_t lda,
                                       const float *beta, cuComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasZherk_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                       int64_t n, int64_t k, const double *alpha, const cuDoubleComplex *A,
                                       int64_t lda, const double *beta, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasCher2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda,
                                        const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C,
                                        int64_t ldc);
__host__ cublasStatus_t cublasZher2k_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                        int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta,
                                        cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasCherkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const cuComplex *alpha, const cuComplex *A, int64_t lda,
                                        const cuComplex *B, int64_t ldb, const float *beta, cuComplex *C,
                                        int64_t ldc);
__host__ cublasStatus_t cublasZherkx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                        int64_t n, int64_t k, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                        int64_t lda, const cuDoubleComplex *B, int64_t ldb, const double *beta,
                                        cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasSgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                       int64_t m, int64_t n, const float *alpha, const float *A, int64_t lda,
                                       const float *beta, const float *B, int64_t ldb, float *C, int64_t ldc);
__host__ cublasStatus_t cublasDgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                       int64_t m, int64_t n, const double *alpha, const double *A, int64_t lda,
                                       const double *beta, const double *B, int64_t ldb, double *C, int64_t ldc);
__host__ cublasStatus_t cublasCgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                       int64_t m, int64_t n, const cuComplex *alpha, const cuComplex *A, int64_t lda,
                                       const cuComplex *beta, const cuComplex *B, int64_t ldb, cuComplex *C,
                                       int64_t ldc);
__host__ cublasStatus_t cublasZgeam_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                       int64_t m, int64_t n, const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                       int64_t lda, const cuDoubleComplex *beta, const cuDoubleComplex *B,
                                       int64_t ldb, cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasSdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n,
                                       const float *A, int64_t lda, const float *x, int64_t incx, float *C,
                                       int64_t ldc);
__host__ cublasStatus_t cublasDdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n,
                                       const double *A, int64_t lda, const double *x, int64_t incx, double *C,
                                       int64_t ldc);
__host__ cublasStatus_t cublasCdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n,
                                       const cuComplex *A, int64_t lda, const cuComplex *x, int64_t incx,
                                       cuComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasZdgmm_64(cublasHandle_t handle, cublasSideMode_t mode, int64_t m, int64_t n,
                                       const cuDoubleComplex *A, int64_t lda, const cuDoubleComplex *x, int64_t incx,
                                       cuDoubleComplex *C, int64_t ldc);
__host__ cublasStatus_t cublasSgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                              cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                              const float *alpha, const float *const *Aarray, int64_t lda,
                                              const float *const *Barray, int64_t ldb, const float *beta,
                                              float *const *Carray, int64_t ldc, int64_t batchCount);
__host__ cublasStatus_t cublasDgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                              cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                              const double *alpha, const double *const *Aarray, int64_t lda,
                                              const double *const *Barray, int64_t ldb, const double *beta,
                                              double *const *Carray, int64_t ldc, int64_t batchCount);
__host__ cublasStatus_t cublasCgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                              cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                              const cuComplex *alpha, const cuComplex *const *Aarray, int64_t lda,
                                              const cuComplex *const *Barray, int64_t ldb, const cuComplex *beta,
                                              cuComplex *const *Carray, int64_t ldc, int64_t batchCount);
__host__ cublasStatus_t cublasZgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                              cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                              const cuDoubleComplex *alpha, const cuDoubleComplex *const *Aarray,
                                              int64_t lda, const cuDoubleComplex *const *Barray, int64_t ldb,
                                              const cuDoubleComplex *beta, cuDoubleComplex *const *Carray,
                                              int64_t ldc, int64_t batchCount);
__host__ cublasStatus_t cublasHgemmBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                              cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                              const __half *alpha, const __half *const *Aarray, int64_t lda,
                                              const __half *const *Barray, int64_t ldb, const __half *beta,
                                              __half *const *Carray, int64_t ldc, int64_t batchCount);
__host__ cublasStatus_t cublasSgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                                     cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                                     const float *alpha, const float *A, int64_t lda,
                                                     long long int strideA, const float *B, int64_t ldb,
                                                     long long int strideB, const float *beta, float *C, int64_t ldc,
                                                     long long int strideC, int64_t batchCount);
__host__ cublasStatus_t cublasDgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                                     cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                                     const double *alpha, const double *A, int64_t lda,
                                                     long long int strideA, const double *B, int64_t ldb,
                                                     long long int strideB, const double *beta, double *C,
                                                     int64_t ldc, long long int strideC, int64_t batchCount);
__host__ cublasStatus_t cublasCgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                                     cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                                     const cuComplex *alpha, const cuComplex *A, int64_t lda,
                                                     long long int strideA, const cuComplex *B, int64_t ldb,
                                                     long long int strideB, const cuComplex *beta, cuComplex *C,
                                                     int64_t ldc, long long int strideC, int64_t batchCount);
__host__ cublasStatus_t cublasZgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                                     cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                                     const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                                     int64_t lda, long long int strideA, const cuDoubleComplex *B,
                                                     int64_t ldb, long long int strideB, const cuDoubleComplex *beta,
                                                     cuDoubleComplex *C, int64_t ldc, long long int strideC,
                                                     int64_t batchCount);
__host__ cublasStatus_t cublasHgemmStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                                     cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                                     const __half *alpha, const __half *A, int64_t lda,
                                                     long long int strideA, const __half *B, int64_t ldb,
                                                     long long int strideB, const __half *beta, __half *C,
                                                     int64_t ldc, long long int strideC, int64_t batchCount);
__host__ cublasStatus_t cublasCgemm3mStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                                       cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                                       const cuComplex *alpha, const cuComplex *A, int64_t lda,
                                                       long long int strideA, const cuComplex *B, int64_t ldb,
                                                       long long int strideB, const cuComplex *beta, cuComplex *C,
                                                       int64_t ldc, long long int strideC, int64_t batchCount);
__host__ cublasStatus_t cublasZgemm3mStridedBatched_64(cublasHandle_t handle, cublasOperation_t transa,
                                                       cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                                       const cuDoubleComplex *alpha, const cuDoubleComplex *A,
                                                       int64_t lda, long long int strideA, const cuDoubleComplex *B,
                                                       int64_t ldb, long long int strideB,
                                                       const cuDoubleComplex *beta, cuDoubleComplex *C, int64_t ldc,
                                                       long long int strideC, int64_t batchCount);
__host__ cublasStatus_t cublasSgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                              const float *alpha, const float *const *Aarray, int64_t lda,
                                              const float *const *xarray, int64_t incx, const float *beta,
                                              float *const *yarray, int64_t incy, int64_t batchCount);
__host__ cublasStatus_t cublasDgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                              const double *alpha, const double *const *Aarray, int64_t lda,
                                              const double *const *xarray, int64_t incx, const double *beta,
                                              double *const *yarray, int64_t incy, int64_t batchCount);
__host__ cublasStatus_t cublasCgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                              const cuComplex *alpha, const cuComplex *const *Aarray, int64_t lda,
                                              const cuComplex *const *xarray, int64_t incx, const cuComplex *beta,
                                              cuComplex *const *yarray, int64_t incy, int64_t batchCount);
__host__ cublasStatus_t cublasZgemvBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m, int64_t n,
                                              const cuDoubleComplex *alpha, const cuDoubleComplex *const *Aarray,
                                              int64_t lda, const cuDoubleComplex *const *xarray, int64_t incx,
                                              const cuDoubleComplex *beta, cuDoubleComplex *const *yarray,
                                              int64_t incy, int64_t batchCount);
__host__ cublasStatus_t cublasSgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
                                                     int64_t n, const float *alpha, const float *A, int64_t lda,
                                                     long long int strideA, const float *x, int64_t incx,
                                                     long long int stridex, const float *beta, float *y, int64_t incy,
                                                     long long int stridey, int64_t batchCount);
__host__ cublasStatus_t cublasDgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
                                                     int64_t n, const double *alpha, const double *A, int64_t lda,
                                                     long long int strideA, const double *x, int64_t incx,
                                                     long long int stridex, const double *beta, double *y,
                                                     int64_t incy, long long int stridey, int64_t batchCount);
__host__ cublasStatus_t cublasCgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
                                                     int64_t n, const cuComplex *alpha, const cuComplex *A,
                                                     int64_t lda, long long int strideA, const cuComplex *x,
                                                     int64_t incx, long long int stridex, const cuComplex *beta,
                                                     cuComplex *y, int64_t incy, long long int stridey,
                                                     int64_t batchCount);
__host__ cublasStatus_t cublasZgemvStridedBatched_64(cublasHandle_t handle, cublasOperation_t trans, int64_t m,
                                                     int64_t n, const cuDoubleComplex *alpha,
                                                     const cuDoubleComplex *A, int64_t lda, long long int strideA,
                                                     const cuDoubleComplex *x, int64_t incx, long long int stridex,
                                                     const cuDoubleComplex *beta, cuDoubleComplex *y, int64_t incy,
                                                     long long int stridey, int64_t batchCount);
__host__ cublasStatus_t cublasStrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                              cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                              const float *alpha, const float *const *A, int64_t lda, float *const *B,
                                              int64_t ldb, int64_t batchCount);
__host__ cublasStatus_t cublasDtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                              cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                              const double *alpha, const double *const *A, int64_t lda,
                                              double *const *B, int64_t ldb, int64_t batchCount);
__host__ cublasStatus_t cublasCtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                              cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                              const cuComplex *alpha, const cuComplex *const *A, int64_t lda,
                                              cuComplex *const *B, int64_t ldb, int64_t batchCount);
__host__ cublasStatus_t cublasZtrsmBatched_64(cublasHandle_t handle, cublasSideMode_t side, cublasFillMode_t uplo,
                                              cublasOperation_t trans, cublasDiagType_t diag, int64_t m, int64_t n,
                                              const cuDoubleComplex *alpha, const cuDoubleComplex *const *A,
                                              int64_t lda, cuDoubleComplex *const *B, int64_t ldb,
                                              int64_t batchCount);
__host__ cublasStatus_t cublasGemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                        int64_t m, int64_t n, int64_t k, const void *alpha, const void *A,
                                        cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype,
                                        int64_t ldb, const void *beta, void *C, cudaDataType Ctype, int64_t ldc,
                                        cublasComputeType_t computeType, cublasGemmAlgo_t algo);
__host__ cublasStatus_t cublasGemmBatchedEx_64(cublasHandle_t handle, cublasOperation_t transa,
                                               cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                               const void *alpha, const void *const *Aarray, cudaDataType Atype,
                                               int64_t lda, const void *const *Barray, cudaDataType Btype,
                                               int64_t ldb, const void *beta, void *const *Carray, cudaDataType Ctype,
                                               int64_t ldc, int64_t batchCount, cublasComputeType_t computeType,
                                               cublasGemmAlgo_t algo);
__host__ cublasStatus_t cublasGemmStridedBatchedEx_64(cublasHandle_t handle, cublasOperation_t transa,
                                                      cublasOperation_t transb, int64_t m, int64_t n, int64_t k,
                                                      const void *alpha, const void *A, cudaDataType Atype,
                                                      int64_t lda, long long int strideA, const void *B,
                                                      cudaDataType Btype, int64_t ldb, long long int strideB,
                                                      const void *beta, void *C, cudaDataType Ctype, int64_t ldc,
                                                      long long int strideC, int64_t batchCount,
                                                      cublasComputeType_t computeType, cublasGemmAlgo_t algo);
__host__ cublasStatus_t cublasSgemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                         int64_t m, int64_t n, int64_t k, const float *alpha, const void *A,
                                         cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype,
                                         int64_t ldb, const float *beta, void *C, cudaDataType Ctype, int64_t ldc);
__host__ cublasStatus_t cublasCgemmEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                         int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A,
                                         cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype,
                                         int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype,
                                         int64_t ldc);
__host__ cublasStatus_t cublasCgemm3mEx_64(cublasHandle_t handle, cublasOperation_t transa, cublasOperation_t transb,
                                           int64_t m, int64_t n, int64_t k, const cuComplex *alpha, const void *A,
                                           cudaDataType Atype, int64_t lda, const void *B, cudaDataType Btype,
                                           int64_t ldb, const cuComplex *beta, void *C, cudaDataType Ctype,
                                           int64_t ldc);
__host__ cublasStatus_t cublasCsyrkEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                         int64_t n, int64_t k, const cuComplex *alpha, const void *A,
                                         cudaDataType Atype, int64_t lda, const cuComplex *beta, void *C,
                                         cudaDataType Ctype, int64_t ldc);
__host__ cublasStatus_t cublasCherkEx_64(cublasHandle_t handle, cublasFillMode_t uplo, cublasOperation_t trans,
                                         int64_t n, int64_t k, const float *alpha, const void *A, cudaDataType Atype,
                                         int64_t lda, const float *beta, void *C, cudaDataType Ctype, int64_t ldc);
__host__ cublasStatus_t cublasAxpyEx_64(cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType,
                                        const void *x, cudaDataType xType, int64_t incx, void *y, cudaDataType yType,
                                        int64_t incy, cudaDataType executiontype);
__host__ cublasStatus_t cublasDotEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType,
                                       int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result,
                                       cudaDataType resultType, cudaDataType executionType);
__host__ cublasStatus_t cublasDotcEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType,
                                        int64_t incx, const void *y, cudaDataType yType, int64_t incy, void *result,
                                        cudaDataType resultType, cudaDataType executionType);
__host__ cublasStatus_t cublasNrm2Ex_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType,
                                        int64_t incx, void *result, cudaDataType resultType,
                                        cudaDataType executionType);
__host__ cublasStatus_t cublasAsumEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType,
                                        int64_t incx, void *result, cudaDataType resultType,
                                        cudaDataType executiontype);
__host__ cublasStatus_t cublasScalEx_64(cublasHandle_t handle, int64_t n, const void *alpha, cudaDataType alphaType,
                                        void *x, cudaDataType xType, int64_t incx, cudaDataType executionType);
__host__ cublasStatus_t cublasRotEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx,
                                       void *y, cudaDataType yType, int64_t incy, const void *c, const void *s,
                                       cudaDataType csType, cudaDataType executiontype);
__host__ cublasStatus_t cublasRotmEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx,
                                        void *y, cudaDataType yType, int64_t incy, const void *param,
                                        cudaDataType paramType, cudaDataType executiontype);
__host__ cublasStatus_t cublasIamaxEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType,
                                         int64_t incx, int64_t *result);
__host__ cublasStatus_t cublasIaminEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType,
                                         int64_t incx, int64_t *result);
__host__ cublasStatus_t cublasCopyEx_64(cublasHandle_t handle, int64_t n, const void *x, cudaDataType xType,
                                        int64_t incx, void *y, cudaDataType yType, int64_t incy);
__host__ cublasStatus_t cublasSwapEx_64(cublasHandle_t handle, int64_t n, void *x, cudaDataType xType, int64_t incx,
                                        void *y, cudaDataType yType, int64_t incy);

#endif
