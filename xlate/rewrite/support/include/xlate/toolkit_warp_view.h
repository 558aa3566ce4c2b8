/* xlate support header: the warp width host code compiled without xlate observes (docs/warp.md). Under
   compat32, xlate's default, a CUDA warp has 32 lanes on every target, and the translated code's
   cudaGetDeviceProperties fills warpSize as 32 (XL210); this header gives host files that the project's
   own compiler builds against the CUDA toolkit folder (xlate/driver/toolkit.py) the same view, so a
   structure filled in either kind of file reads alike (faiss fills it in a .cu file and checks
   `prop.warpSize == 32` in a .cpp file). A project built with --warp-mode native64 defines
   XLATE_NATIVE64 for its host files to see the device's wavefront width instead. C and C++. Included
   after the toolkit's name maps, whose cudaGetDeviceProperties it replaces. */
#pragma once

#include <hip/hip_runtime_api.h>

#ifndef XLATE_NATIVE64
static inline hipError_t xlate_toolkit_getDeviceProperties(hipDeviceProp_t* prop, int device) {
  hipError_t err = hipGetDeviceProperties(prop, device);
  if (err == hipSuccess && prop != NULL && prop->warpSize > 32) prop->warpSize = 32;
  return err;
}
#undef cudaGetDeviceProperties
#define cudaGetDeviceProperties xlate_toolkit_getDeviceProperties
#undef cudaGetDeviceProperties_v2
#define cudaGetDeviceProperties_v2 xlate_toolkit_getDeviceProperties
#endif
