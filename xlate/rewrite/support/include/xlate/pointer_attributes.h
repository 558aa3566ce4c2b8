// xlate support header: cudaPointerGetAttributes as the CUDA the translation reports answers it
// (docs/translate.md, "Pointer attributes"). Since CUDA 11.0, a pointer the runtime never allocated,
// mapped or registered (plain host memory) is a success with type cudaMemoryTypeUnregistered, device
// -2 (cudaInvalidDeviceId; not recorded on NVIDIA hardware here), hostPointer the pointer itself and
// devicePointer null; HIP's hipPointerGetAttributes keeps CUDA 10's answer, hipErrorInvalidValue (its
// documentation says so). xlate reports CUDA 11.0 or later (xlate/core/cuda_version.py).
#pragma once

#include <hip/hip_runtime.h>

inline hipError_t xlate_cudaPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr) {
  const hipError_t pending = hipPeekAtLastError();
  const hipError_t err = hipPointerGetAttributes(attributes, ptr);
  if (err == hipErrorInvalidValue && attributes != nullptr && ptr != nullptr) {
    // CUDA records no error for this call: take back the one HIP recorded. Where an earlier call's
    // error was pending, HIP has replaced it with this one, which stays (CUDA would keep the earlier)
    if (pending == hipSuccess) (void)hipGetLastError();
    *attributes = hipPointerAttribute_t{};
    attributes->type = hipMemoryTypeUnregistered;
    attributes->device = -2;  // cudaInvalidDeviceId
    attributes->hostPointer = const_cast<void*>(ptr);
    return hipSuccess;
  }
  return err;
}
