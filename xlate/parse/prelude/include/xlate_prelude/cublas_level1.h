/* xlate CUDA prelude, part of <cublas_api.h>: level-1 BLAS (S/D/C/Z): amax/amin, asum, axpy, copy, dot, nrm2,
 * rot*, scal, swap. cublas_api.h includes this file inside its extern "C" block, where these declarations were
 * before the header was split for size; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUBLAS_LEVEL1_H
#define XLATE_PRELUDE_CUBLAS_LEVEL1_H
#ifndef XLATE_PRELUDE_CUBLAS_API_H
#error "<xlate_prelude/cublas_level1.h> is part of <cublas_api.h>: include <cublas_api.h> instead"
#endif

__host__ cublasStatus_t cublasIsamax(cublasHandle_t handle, int n, const float *x, int incx, int *result);
__host__ cublasStatus_t cublasIdamax(cublasHandle_t handle, int n, const double *x, int incx, int *result);
__host__ cublasStatus_t cublasIcamax(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result);
__host__ cublasStatus_t cublasIzamax(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result);
__host__ cublasStatus_t cublasIsamin(cublasHandle_t handle, int n, const float *x, int incx, int *result);
__host__ cublasStatus_t cublasIdamin(cublasHandle_t handle, int n, const double *x, int incx, int *result);
__host__ cublasStatus_t cublasIcamin(cublasHandle_t handle, int n, const cuComplex *x, int incx, int *result);
__host__ cublasStatus_t cublasIzamin(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx, int *result);
__host__ cublasStatus_t cublasSasum(cublasHandle_t handle, int n, const float *x, int incx, float *result);
__host__ cublasStatus_t cublasDasum(cublasHandle_t handle, int n, const double *x, int incx, double *result);
__host__ cublasStatus_t cublasScasum(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
__host__ cublasStatus_t cublasDzasum(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
                                     double *result);
__host__ cublasStatus_t cublasSaxpy(cublasHandle_t handle, int n, const float *alpha, const float *x, int incx,
                                    float *y, int incy);
__host__ cublasStatus_t cublasDaxpy(cublasHandle_t handle, int n, const double *alpha, const double *x, int incx,
                                    double *y, int incy);
__host__ cublasStatus_t cublasCaxpy(cublasHandle_t handle, int n, const cuComplex *alpha, const cuComplex *x,
                                    int incx, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZaxpy(cublasHandle_t handle, int n, const cuDoubleComplex *alpha,
                                    const cuDoubleComplex *x, int incx, cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasScopy(cublasHandle_t handle, int n, const float *x, int incx, float *y, int incy);
__host__ cublasStatus_t cublasDcopy(cublasHandle_t handle, int n, const double *x, int incx, double *y, int incy);
__host__ cublasStatus_t cublasCcopy(cublasHandle_t handle, int n, const cuComplex *x, int incx, cuComplex *y,
                                    int incy);
__host__ cublasStatus_t cublasZcopy(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
                                    cuDoubleComplex *y, int incy);
__host__ cublasStatus_t cublasSdot(cublasHandle_t handle, int n, const float *x, int incx, const float *y, int incy,
                                   float *result);
__host__ cublasStatus_t cublasDdot(cublasHandle_t handle, int n, const double *x, int incx, const double *y, int incy,
                                   double *result);
__host__ cublasStatus_t cublasCdotu(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y,
                                    int incy, cuComplex *result);
__host__ cublasStatus_t cublasZdotu(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
                                    const cuDoubleComplex *y, int incy, cuDoubleComplex *result);
__host__ cublasStatus_t cublasCdotc(cublasHandle_t handle, int n, const cuComplex *x, int incx, const cuComplex *y,
                                    int incy, cuComplex *result);
__host__ cublasStatus_t cublasZdotc(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
                                    const cuDoubleComplex *y, int incy, cuDoubleComplex *result);
__host__ cublasStatus_t cublasSnrm2(cublasHandle_t handle, int n, const float *x, int incx, float *result);
__host__ cublasStatus_t cublasDnrm2(cublasHandle_t handle, int n, const double *x, int incx, double *result);
__host__ cublasStatus_t cublasScnrm2(cublasHandle_t handle, int n, const cuComplex *x, int incx, float *result);
__host__ cublasStatus_t cublasDznrm2(cublasHandle_t handle, int n, const cuDoubleComplex *x, int incx,
                                     double *result);
__host__ cublasStatus_t cublasSrot(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy,
                                   const float *c, const float *s);
__host__ cublasStatus_t cublasDrot(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy,
                                   const double *c, const double *s);
__host__ cublasStatus_t cublasCrot(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy,
                                   const float *c, const cuComplex *s);
__host__ cublasStatus_t cublasZrot(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y,
                                   int incy, const double *c, const cuDoubleComplex *s);
__host__ cublasStatus_t cublasCsrot(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy,
                                    const float *c, const float *s);
__host__ cublasStatus_t cublasZdrot(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y,
                                    int incy, const double *c, const double *s);
__host__ cublasStatus_t cublasSrotg(cublasHandle_t handle, float *a, float *b, float *c, float *s);
__host__ cublasStatus_t cublasDrotg(cublasHandle_t handle, double *a, double *b, double *c, double *s);
__host__ cublasStatus_t cublasCrotg(cublasHandle_t handle, cuComplex *a, cuComplex *b, float *c, cuComplex *s);
__host__ cublasStatus_t cublasZrotg(cublasHandle_t handle, cuDoubleComplex *a, cuDoubleComplex *b, double *c,
                                    cuDoubleComplex *s);
__host__ cublasStatus_t cublasSrotm(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy,
                                    const float *param);
__host__ cublasStatus_t cublasDrotm(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy,
                                    const double *param);
__host__ cublasStatus_t cublasSrotmg(cublasHandle_t handle, float *d1, float *d2, float *x1, const float *y1,
                                     float *param);
__host__ cublasStatus_t cublasDrotmg(cublasHandle_t handle, double *d1, double *d2, double *x1, const double *y1,
                                     double *param);
__host__ cublasStatus_t cublasSscal(cublasHandle_t handle, int n, const float *alpha, float *x, int incx);
__host__ cublasStatus_t cublasDscal(cublasHandle_t handle, int n, const double *alpha, double *x, int incx);
__host__ cublasStatus_t cublasCscal(cublasHandle_t handle, int n, const cuComplex *alpha, cuComplex *x, int incx);
__host__ cublasStatus_t cublasZscal(cublasHandle_t handle, int n, const cuDoubleComplex *alpha, cuDoubleComplex *x,
                                    int incx);
__host__ cublasStatus_t cublasCsscal(cublasHandle_t handle, int n, const float *alpha, cuComplex *x, int incx);
__host__ cublasStatus_t cublasZdscal(cublasHandle_t handle, int n, const double *alpha, cuDoubleComplex *x, int incx);
__host__ cublasStatus_t cublasSswap(cublasHandle_t handle, int n, float *x, int incx, float *y, int incy);
__host__ cublasStatus_t cublasDswap(cublasHandle_t handle, int n, double *x, int incx, double *y, int incy);
__host__ cublasStatus_t cublasCswap(cublasHandle_t handle, int n, cuComplex *x, int incx, cuComplex *y, int incy);
__host__ cublasStatus_t cublasZswap(cublasHandle_t handle, int n, cuDoubleComplex *x, int incx, cuDoubleComplex *y,
                                    int incy);

#endif
