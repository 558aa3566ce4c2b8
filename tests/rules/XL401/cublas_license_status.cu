// An error-string helper listing every cuBLAS status (BART's blas.c): CUBLAS_STATUS_LICENSE_ERROR has
// no hipBLAS counterpart, so it becomes a value no hipBLAS call returns (<xlate/cublas_status.h>).
#include <cublas_v2.h>

const char *status_name(cublasStatus_t s) {
  switch (s) {
  case CUBLAS_STATUS_SUCCESS: return "success";
  case CUBLAS_STATUS_NOT_INITIALIZED: return "not initialized";
  case CUBLAS_STATUS_ALLOC_FAILED: return "alloc failed";
  case CUBLAS_STATUS_INVALID_VALUE: return "invalid value";
  case CUBLAS_STATUS_ARCH_MISMATCH: return "arch mismatch";
  case CUBLAS_STATUS_MAPPING_ERROR: return "mapping error";
  case CUBLAS_STATUS_EXECUTION_FAILED: return "execution failed";
  case CUBLAS_STATUS_INTERNAL_ERROR: return "internal error";
  case CUBLAS_STATUS_NOT_SUPPORTED: return "not supported";
  case CUBLAS_STATUS_LICENSE_ERROR: return "license error";
  }
  return "unknown";
}
