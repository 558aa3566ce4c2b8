// xlate CPU backend: HIP's 3-D copy types (hipExtent, hipPos, hipPitchedPtr, hipMemcpy3DParms,
// hipMemcpy3DPeerParms, with hip_runtime_api.h's names, members and order), their make_hip* helpers and the
// compute modes, visible to C code as to C++ (StarPU's CUDA driver, compiled by gcc, uses them). Included by
// hip/hip_runtime_api.h after hipMemcpyKind.
#pragma once
#include <stddef.h>

// HIP's 3-D copy types (C and C++; hip_runtime_api.h's names, members and order) and compute modes
typedef struct __xlate_unsupported_handle* hipArray_t;
typedef struct hipExtent { size_t width, height, depth; } hipExtent;
typedef struct hipPos { size_t x, y, z; } hipPos;
typedef struct hipPitchedPtr { void* ptr; size_t pitch, xsize, ysize; } hipPitchedPtr;
typedef struct hipMemcpy3DParms {
  hipArray_t srcArray;
  hipPos srcPos;
  hipPitchedPtr srcPtr;
  hipArray_t dstArray;
  hipPos dstPos;
  hipPitchedPtr dstPtr;
  hipExtent extent;
  hipMemcpyKind kind;
} hipMemcpy3DParms;
typedef struct hipMemcpy3DPeerParms {
  hipArray_t srcArray;
  hipPos srcPos;
  hipPitchedPtr srcPtr;
  int srcDevice;
  hipArray_t dstArray;
  hipPos dstPos;
  hipPitchedPtr dstPtr;
  int dstDevice;
  hipExtent extent;
} hipMemcpy3DPeerParms;
typedef enum hipComputeMode {
  hipComputeModeDefault = 0,
  hipComputeModeExclusive = 1,
  hipComputeModeProhibited = 2,
  hipComputeModeExclusiveProcess = 3,
} hipComputeMode;
#ifdef __cplusplus
#define __XLATE_HELPER inline
#else
#define __XLATE_HELPER static inline
#endif
__XLATE_HELPER hipExtent make_hipExtent(size_t w, size_t h, size_t d) {
  hipExtent e = {w, h, d};
  return e;
}
__XLATE_HELPER hipPitchedPtr make_hipPitchedPtr(void* ptr, size_t pitch, size_t xsize, size_t ysize) {
  hipPitchedPtr p = {ptr, pitch, xsize, ysize};
  return p;
}
__XLATE_HELPER hipPos make_hipPos(size_t x, size_t y, size_t z) {
  hipPos p = {x, y, z};
  return p;
}
#undef __XLATE_HELPER
