/* xlate support header: cudaPointerGetAttributes as the CUDA the translation reports answers it
   (docs/translate.md, "Pointer attributes"). Since CUDA 11.0, a pointer the runtime never allocated,
   mapped or registered (plain host memory) is a success with type cudaMemoryTypeUnregistered, device
   -2 (cudaInvalidDeviceId; not recorded on NVIDIA hardware here), hostPointer the pointer itself and
   devicePointer null; HIP's hipPointerGetAttributes keeps CUDA 10's answer, hipErrorInvalidValue (its
   documentation says so). xlate reports CUDA 11.0 or later (xlate/core/cuda_version.py). C and C++:
   the CUDA toolkit folder's cuda_runtime_api.h includes it for host compilers (xlate/driver/toolkit.py). */
#pragma once

#include <hip/hip_runtime_api.h>
#include <string.h>

#ifdef __cplusplus
inline hipError_t xlate_cudaPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr) {
#else
static inline hipError_t xlate_cudaPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr) {
#endif
  const hipError_t pending = hipPeekAtLastError();
  const hipError_t err = hipPointerGetAttributes(attributes, ptr);
  if (err == hipErrorInvalidValue && attributes != NULL && ptr != NULL) {
    /* CUDA records no error for this call: take back the one HIP recorded. Where an earlier call's
       error was pending, HIP has replaced it with this one, which stays (CUDA would keep the earlier) */
    if (pending == hipSuccess) (void)hipGetLastError();
    memset(attributes, 0, sizeof *attributes);
    attributes->type = hipMemoryTypeUnregistered;
    attributes->device = -2; /* cudaInvalidDeviceId */
    attributes->hostPointer = (void*)ptr;
    return hipSuccess;
  }
  return err;
}
