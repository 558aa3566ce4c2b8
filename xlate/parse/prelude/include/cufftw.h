/* xlate CUDA prelude: cuFFTW, cuFFT's FFTW3-compatible interface (cuFFT reference, CUDA 12, "cuFFTW"): the FFTW3
 * basic, advanced and guru (32- and 64-bit) planners cuFFTW implements, execution, plan utilities and memory.
 * The signatures are FFTW3's; the values and types below are cuFFTW's own, which differ from FFTW3's and
 * hipFFTW's (hipfft/hipfftw.h): its planner flags are small consecutive numbers (FFTW_ESTIMATE 0x01 ...), and
 * both plan types are `void *` (one type, so cuFFTW's fftwf_execute, fftwf_cost and fftwf_flops can declare an
 * fftw_plan parameter and take either). cufftw.h includes cufft.h (and stdio.h, for the wisdom functions). */
#ifndef XLATE_PRELUDE_CUFFTW_H
#define XLATE_PRELUDE_CUFFTW_H

#include <stddef.h>
#include <stdio.h>
#include "cufft.h"

/* direction */
#define FFTW_FORWARD -1
#define FFTW_INVERSE 1
#define FFTW_BACKWARD 1
/* planner effort */
#define FFTW_ESTIMATE 0x01
#define FFTW_MEASURE 0x02
#define FFTW_PATIENT 0x03
#define FFTW_EXHAUSTIVE 0x04
#define FFTW_WISDOM_ONLY 0x05
/* algorithm restrictions */
#define FFTW_DESTROY_INPUT 0x08
#define FFTW_PRESERVE_INPUT 0x0C
#define FFTW_UNALIGNED 0x10

typedef double fftw_complex[2];
typedef float fftwf_complex[2];
typedef void *fftw_plan;
typedef void *fftwf_plan;
typedef struct { int n; int is; int os; } fftw_iodim;
typedef fftw_iodim fftwf_iodim;
typedef struct { ptrdiff_t n; ptrdiff_t is; ptrdiff_t os; } fftw_iodim64;
typedef fftw_iodim64 fftwf_iodim64;

extern "C" {
/* basic interface */
__host__ fftw_plan fftw_plan_dft_1d(int n, fftw_complex *in, fftw_complex *out, int sign, unsigned flags);
__host__ fftw_plan fftw_plan_dft_2d(int n0, int n1, fftw_complex *in, fftw_complex *out, int sign, unsigned flags);
__host__ fftw_plan fftw_plan_dft_3d(int n0, int n1, int n2, fftw_complex *in, fftw_complex *out, int sign,
                                    unsigned flags);
__host__ fftw_plan fftw_plan_dft(int rank, const int *n, fftw_complex *in, fftw_complex *out, int sign,
                                 unsigned flags);
__host__ fftw_plan fftw_plan_dft_r2c_1d(int n, double *in, fftw_complex *out, unsigned flags);
__host__ fftw_plan fftw_plan_dft_r2c_2d(int n0, int n1, double *in, fftw_complex *out, unsigned flags);
__host__ fftw_plan fftw_plan_dft_r2c_3d(int n0, int n1, int n2, double *in, fftw_complex *out, unsigned flags);
__host__ fftw_plan fftw_plan_dft_r2c(int rank, const int *n, double *in, fftw_complex *out, unsigned flags);
__host__ fftw_plan fftw_plan_dft_c2r_1d(int n, fftw_complex *in, double *out, unsigned flags);
__host__ fftw_plan fftw_plan_dft_c2r_2d(int n0, int n1, fftw_complex *in, double *out, unsigned flags);
__host__ fftw_plan fftw_plan_dft_c2r_3d(int n0, int n1, int n2, fftw_complex *in, double *out, unsigned flags);
__host__ fftw_plan fftw_plan_dft_c2r(int rank, const int *n, fftw_complex *in, double *out, unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_1d(int n, fftwf_complex *in, fftwf_complex *out, int sign, unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_2d(int n0, int n1, fftwf_complex *in, fftwf_complex *out, int sign,
                                      unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_3d(int n0, int n1, int n2, fftwf_complex *in, fftwf_complex *out, int sign,
                                      unsigned flags);
__host__ fftwf_plan fftwf_plan_dft(int rank, const int *n, fftwf_complex *in, fftwf_complex *out, int sign,
                                   unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_r2c_1d(int n, float *in, fftwf_complex *out, unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_r2c_2d(int n0, int n1, float *in, fftwf_complex *out, unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_r2c_3d(int n0, int n1, int n2, float *in, fftwf_complex *out, unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_r2c(int rank, const int *n, float *in, fftwf_complex *out, unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_c2r_1d(int n, fftwf_complex *in, float *out, unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_c2r_2d(int n0, int n1, fftwf_complex *in, float *out, unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_c2r_3d(int n0, int n1, int n2, fftwf_complex *in, float *out, unsigned flags);
__host__ fftwf_plan fftwf_plan_dft_c2r(int rank, const int *n, fftwf_complex *in, float *out, unsigned flags);

/* advanced interface */
__host__ fftw_plan fftw_plan_many_dft(int rank, const int *n, int batch, fftw_complex *in, const int *inembed,
                                      int istride, int idist, fftw_complex *out, const int *onembed, int ostride,
                                      int odist, int sign, unsigned flags);
__host__ fftw_plan fftw_plan_many_dft_r2c(int rank, const int *n, int batch, double *in, const int *inembed,
                                          int istride, int idist, fftw_complex *out, const int *onembed,
                                          int ostride, int odist, unsigned flags);
__host__ fftw_plan fftw_plan_many_dft_c2r(int rank, const int *n, int batch, fftw_complex *in, const int *inembed,
                                          int istride, int idist, double *out, const int *onembed, int ostride,
                                          int odist, unsigned flags);
__host__ fftwf_plan fftwf_plan_many_dft(int rank, const int *n, int batch, fftwf_complex *in, const int *inembed,
                                        int istride, int idist, fftwf_complex *out, const int *onembed,
                                        int ostride, int odist, int sign, unsigned flags);
__host__ fftwf_plan fftwf_plan_many_dft_r2c(int rank, const int *n, int batch, float *in, const int *inembed,
                                            int istride, int idist, fftwf_complex *out, const int *onembed,
                                            int ostride, int odist, unsigned flags);
__host__ fftwf_plan fftwf_plan_many_dft_c2r(int rank, const int *n, int batch, fftwf_complex *in,
                                            const int *inembed, int istride, int idist, float *out,
                                            const int *onembed, int ostride, int odist, unsigned flags);

/* guru interface (int and ptrdiff_t dimensions) */
__host__ fftw_plan fftw_plan_guru_dft(int rank, const fftw_iodim *dims, int batch_rank,
                                      const fftw_iodim *batch_dims, fftw_complex *in, fftw_complex *out, int sign,
                                      unsigned flags);
__host__ fftw_plan fftw_plan_guru_dft_r2c(int rank, const fftw_iodim *dims, int batch_rank,
                                          const fftw_iodim *batch_dims, double *in, fftw_complex *out,
                                          unsigned flags);
__host__ fftw_plan fftw_plan_guru_dft_c2r(int rank, const fftw_iodim *dims, int batch_rank,
                                          const fftw_iodim *batch_dims, fftw_complex *in, double *out,
                                          unsigned flags);
__host__ fftwf_plan fftwf_plan_guru_dft(int rank, const fftwf_iodim *dims, int batch_rank,
                                        const fftwf_iodim *batch_dims, fftwf_complex *in, fftwf_complex *out,
                                        int sign, unsigned flags);
__host__ fftwf_plan fftwf_plan_guru_dft_r2c(int rank, const fftwf_iodim *dims, int batch_rank,
                                            const fftwf_iodim *batch_dims, float *in, fftwf_complex *out,
                                            unsigned flags);
__host__ fftwf_plan fftwf_plan_guru_dft_c2r(int rank, const fftwf_iodim *dims, int batch_rank,
                                            const fftwf_iodim *batch_dims, fftwf_complex *in, float *out,
                                            unsigned flags);
__host__ fftw_plan fftw_plan_guru64_dft(int rank, const fftw_iodim64 *dims, int batch_rank,
                                        const fftw_iodim64 *batch_dims, fftw_complex *in, fftw_complex *out,
                                        int sign, unsigned flags);
__host__ fftw_plan fftw_plan_guru64_dft_r2c(int rank, const fftw_iodim64 *dims, int batch_rank,
                                            const fftw_iodim64 *batch_dims, double *in, fftw_complex *out,
                                            unsigned flags);
__host__ fftw_plan fftw_plan_guru64_dft_c2r(int rank, const fftw_iodim64 *dims, int batch_rank,
                                            const fftw_iodim64 *batch_dims, fftw_complex *in, double *out,
                                            unsigned flags);
__host__ fftwf_plan fftwf_plan_guru64_dft(int rank, const fftwf_iodim64 *dims, int batch_rank,
                                          const fftwf_iodim64 *batch_dims, fftwf_complex *in, fftwf_complex *out,
                                          int sign, unsigned flags);
__host__ fftwf_plan fftwf_plan_guru64_dft_r2c(int rank, const fftwf_iodim64 *dims, int batch_rank,
                                              const fftwf_iodim64 *batch_dims, float *in, fftwf_complex *out,
                                              unsigned flags);
__host__ fftwf_plan fftwf_plan_guru64_dft_c2r(int rank, const fftwf_iodim64 *dims, int batch_rank,
                                              const fftwf_iodim64 *batch_dims, fftwf_complex *in, float *out,
                                              unsigned flags);

/* execution (cuFFTW declares fftwf_execute's parameter as fftw_plan: the same void * as fftwf_plan) */
__host__ void fftw_execute(const fftw_plan plan);
__host__ void fftw_execute_dft(const fftw_plan plan, fftw_complex *idata, fftw_complex *odata);
__host__ void fftw_execute_dft_r2c(const fftw_plan plan, double *idata, fftw_complex *odata);
__host__ void fftw_execute_dft_c2r(const fftw_plan plan, fftw_complex *idata, double *odata);
__host__ void fftwf_execute(const fftwf_plan plan);
__host__ void fftwf_execute_dft(const fftwf_plan plan, fftwf_complex *idata, fftwf_complex *odata);
__host__ void fftwf_execute_dft_r2c(const fftwf_plan plan, float *idata, fftwf_complex *odata);
__host__ void fftwf_execute_dft_c2r(const fftwf_plan plan, fftwf_complex *idata, float *odata);

/* memory, wisdom, plan utilities (fftwf_cost and fftwf_flops take an fftw_plan in cuFFTW: the same void *) */
__host__ void *fftw_malloc(size_t n);
__host__ void *fftwf_malloc(size_t n);
__host__ void fftw_free(void *pointer);
__host__ void fftwf_free(void *pointer);
__host__ void fftw_export_wisdom_to_file(FILE *output_file);
__host__ void fftwf_export_wisdom_to_file(FILE *output_file);
__host__ void fftw_import_wisdom_from_file(FILE *input_file);
__host__ void fftwf_import_wisdom_from_file(FILE *input_file);
__host__ void fftw_print_plan(const fftw_plan plan);
__host__ void fftwf_print_plan(const fftwf_plan plan);
__host__ void fftw_set_timelimit(double seconds);
__host__ void fftwf_set_timelimit(double seconds);
__host__ double fftw_cost(const fftw_plan plan);
__host__ double fftwf_cost(const fftwf_plan plan);
__host__ void fftw_flops(const fftw_plan plan, double *add, double *mul, double *fma);
__host__ void fftwf_flops(const fftwf_plan plan, double *add, double *mul, double *fma);
__host__ void fftw_destroy_plan(fftw_plan plan);
__host__ void fftwf_destroy_plan(fftwf_plan plan);
__host__ void fftw_cleanup(void);
__host__ void fftwf_cleanup(void);
}

#endif
