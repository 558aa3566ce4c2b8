/* xlate support header: the driver API's copies between unified addresses, cuMemcpy and cuMemcpyAsync,
   which take no direction (CUDA infers it from the addresses, as unified addressing allows). HIP's
   hipMemcpy and hipMemcpyAsync take one: hipMemcpyDefault asks HIP to infer it the same way. C and C++:
   the API rule includes it where a translation uses them, and the CUDA toolkit folder's cuda.h includes
   it for host compilers (xlate/driver/toolkit.py). */
#pragma once

#include <hip/hip_runtime_api.h>

#ifdef __cplusplus
inline hipError_t xlate_cuMemcpy(void* dst, const void* src, size_t bytes) {
#else
static inline hipError_t xlate_cuMemcpy(void* dst, const void* src, size_t bytes) {
#endif
  return hipMemcpy(dst, src, bytes, hipMemcpyDefault);
}

#ifdef __cplusplus
inline hipError_t xlate_cuMemcpyAsync(void* dst, const void* src, size_t bytes, hipStream_t stream) {
#else
static inline hipError_t xlate_cuMemcpyAsync(void* dst, const void* src, size_t bytes,
                                             hipStream_t stream) {
#endif
  return hipMemcpyAsync(dst, src, bytes, hipMemcpyDefault, stream);
}
