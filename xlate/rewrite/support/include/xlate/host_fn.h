// xlate support (XL516): a __host__ function that a __host__ __device__ function calls where device code
// instantiates the caller. nvcc compiles such a call with a warning (undefined if the GPU runs it); clang's
// device pass rejects it. The translation marks the function XLATE_HOST_FN and wraps its body in
// `#if XLATE_HOST_FN_STUB`: in the gfx942 device pass the function is __host__ __device__ and its body
// stops the kernel with a message naming it; the host pass and the cpu target (one host compile, where
// device code may call host code) see the function exactly as written.
#pragma once
#ifndef XLATE_HOST_FN_H
#define XLATE_HOST_FN_H

#if defined(__HIP_DEVICE_COMPILE__) && defined(__AMDGCN__)
#include <hip/hip_runtime.h>
#define XLATE_HOST_FN __host__ __device__
#define XLATE_HOST_FN_STUB 1
[[noreturn]] __device__ inline void xlate_host_function_reached(const char* name, const char* where) {
  printf("xlate: device code reached %s (%s), a __host__ function called from a __host__ __device__ function: "
         "nvcc compiles the call with a warning and its behaviour on the GPU is undefined; the kernel stops\n",
         name, where);
  __builtin_trap();
}
#else
#define XLATE_HOST_FN
#define XLATE_HOST_FN_STUB 0
#endif

#endif  // XLATE_HOST_FN_H
