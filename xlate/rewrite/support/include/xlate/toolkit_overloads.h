/* xlate support header: the C++ overloads of CUDA's runtime API that HIP does not declare, for host files
   that the project's own compiler builds against the CUDA toolkit folder (xlate/driver/toolkit.py).
   Translated CUDA files get the same through their rules (XL105 turns cudaEventCreate(&e, flags) into
   hipEventCreateWithFlags). Included after the toolkit's name maps, whose names it replaces; C code has
   CUDA's C functions only, which the maps already give. */
#pragma once

#include <hip/hip_runtime_api.h>

#ifdef __cplusplus
/* cuda_runtime.h's cudaEventCreate(cudaEvent_t*, unsigned int flags) beside the C function */
inline hipError_t xlate_toolkit_eventCreate(hipEvent_t* event) { return hipEventCreate(event); }
inline hipError_t xlate_toolkit_eventCreate(hipEvent_t* event, unsigned int flags) {
  return hipEventCreateWithFlags(event, flags);
}
#undef cudaEventCreate
#define cudaEventCreate xlate_toolkit_eventCreate
#endif
