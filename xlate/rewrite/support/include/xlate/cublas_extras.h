/* xlate support header: cuBLAS calls hipBLAS lacks that xlate implements over hipBLAS (C and C++).
 *
 * cublasGetVersion(handle, &version): hipBLAS 7.2 has no version query. The answer is the cuBLAS of the
 * CUDA version xlate reports (CUDA_VERSION, which xlate-nvcc and the toolkit folder define; xlate's
 * default, 12.9, otherwise), encoded as cuBLAS encodes CUBLAS_VERSION: major * 10000 + minor * 100 +
 * patch, with CUDA's major and minor (cuBLAS has carried them since CUDA 12.0) and patch 0 -- so a
 * program's `version >= N` checks take the branch they take with that CUDA. Programs that print it see
 * 120900 for 12.9.
 *
 * The legacy API's helpers (cublas.h, no handle): cublasInit, cublasShutdown, cublasGetError,
 * cublasSetKernelStream and the cublasStatus type. Legacy calls work on a hipBLAS handle of the calling
 * thread (one per host thread, created by cublasInit or on first use), on the stream the thread last set
 * with cublasSetKernelStream; cublasGetError returns the status of the thread's last legacy call and
 * clears it. Multi-threaded runtimes (StarPU: one worker thread per GPU stream) set a stream per thread,
 * so the state is kept per thread rather than shared. The legacy BLAS routines themselves
 * (cublasSgemm('N', ...) without a handle) are not provided: the toolkit's cublas.h leaves them
 * undeclared, and in a translation a call meets only the v2 declarations, so it does not compile and the
 * error names the routine.
 *
 * Included by <xlate/hipblas.h> (translated code) and the cuBLAS headers of xlate's toolkit folder
 * (host code built by the project's own compiler; xlate/driver/toolkit.py). */
#ifndef XLATE_CUBLAS_EXTRAS_H
#define XLATE_CUBLAS_EXTRAS_H
#include <hipblas/hipblas.h>

#ifdef __cplusplus
#define XLATE_CUBLAS_FN extern "C" __attribute__((weak))
#define XLATE_CUBLAS_INLINE inline
#define XLATE_CUBLAS_TLS thread_local
#else
#define XLATE_CUBLAS_FN __attribute__((weak))
#define XLATE_CUBLAS_INLINE static inline
#define XLATE_CUBLAS_TLS __thread
#endif

#if defined(CUDA_VERSION)
#define XLATE_CUBLAS_CUDA_NUMBER CUDA_VERSION
#else
#define XLATE_CUBLAS_CUDA_NUMBER 12090
#endif

XLATE_CUBLAS_INLINE hipblasStatus_t xlate_cublasGetVersion(hipblasHandle_t handle, int *version) {
  (void)handle;
  if (version == NULL) return HIPBLAS_STATUS_INVALID_VALUE;
  *version = (XLATE_CUBLAS_CUDA_NUMBER / 1000) * 10000 + (XLATE_CUBLAS_CUDA_NUMBER % 1000) / 10 * 100;
  return HIPBLAS_STATUS_SUCCESS;
}

typedef hipblasStatus_t xlate_cublasStatus;

typedef struct xlate_cublas_legacy_state {
  hipblasHandle_t handle;
  hipblasStatus_t error;
  hipStream_t stream;
} xlate_cublas_legacy_state;

/* The calling thread's legacy state. A weak function (one definition in the program, whichever object
   the linker takes) holding a thread-local object, so every translation unit and shared object of the
   program sees the same state for a thread. */
XLATE_CUBLAS_FN xlate_cublas_legacy_state *xlate_cublas_legacy(void) {
  static XLATE_CUBLAS_TLS xlate_cublas_legacy_state state;
  return &state;
}

XLATE_CUBLAS_INLINE hipblasStatus_t xlate_cublasInit(void) {
  xlate_cublas_legacy_state *s = xlate_cublas_legacy();
  if (s->handle != NULL) return HIPBLAS_STATUS_SUCCESS;
  hipblasStatus_t st = hipblasCreate(&s->handle);
  if (st == HIPBLAS_STATUS_SUCCESS && s->stream != NULL) st = hipblasSetStream(s->handle, s->stream);
  return st;
}

XLATE_CUBLAS_INLINE hipblasStatus_t xlate_cublasShutdown(void) {
  xlate_cublas_legacy_state *s = xlate_cublas_legacy();
  if (s->handle == NULL) return HIPBLAS_STATUS_NOT_INITIALIZED;
  hipblasStatus_t st = hipblasDestroy(s->handle);
  s->handle = NULL;
  return st;
}

XLATE_CUBLAS_INLINE hipblasStatus_t xlate_cublasGetError(void) {
  xlate_cublas_legacy_state *s = xlate_cublas_legacy();
  hipblasStatus_t st = s->error;
  s->error = HIPBLAS_STATUS_SUCCESS;
  return st;
}

XLATE_CUBLAS_INLINE hipblasStatus_t xlate_cublasSetKernelStream(hipStream_t stream) {
  xlate_cublas_legacy_state *s = xlate_cublas_legacy();
  s->stream = stream;
  return s->handle != NULL ? hipblasSetStream(s->handle, stream) : HIPBLAS_STATUS_SUCCESS;
}

#undef XLATE_CUBLAS_FN
#undef XLATE_CUBLAS_INLINE
#undef XLATE_CUBLAS_TLS
#endif
