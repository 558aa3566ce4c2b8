// An error-string helper listing every cuBLAS status (BART's blas.c): CUBLAS_STATUS_LICENSE_ERROR has
// no hipBLAS counterpart, so it becomes a value no hipBLAS call returns (<xlate/cublas_status.h>).
#include <xlate/hipblas.h>

const char *status_name(hipblasStatus_t s) {
  switch (s) {
  case HIPBLAS_STATUS_SUCCESS: return "success";
  case HIPBLAS_STATUS_NOT_INITIALIZED: return "not initialized";
  case HIPBLAS_STATUS_ALLOC_FAILED: return "alloc failed";
  case HIPBLAS_STATUS_INVALID_VALUE: return "invalid value";
  case HIPBLAS_STATUS_ARCH_MISMATCH: return "arch mismatch";
  case HIPBLAS_STATUS_MAPPING_ERROR: return "mapping error";
  case HIPBLAS_STATUS_EXECUTION_FAILED: return "execution failed";
  case HIPBLAS_STATUS_INTERNAL_ERROR: return "internal error";
  case HIPBLAS_STATUS_NOT_SUPPORTED: return "not supported";
  case XLATE_CUBLAS_STATUS_LICENSE_ERROR: return "license error";
  }
  return "unknown";
}
