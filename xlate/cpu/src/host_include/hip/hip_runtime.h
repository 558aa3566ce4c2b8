// xlate cpu backend: <hip/hip_runtime.h> for the runtime library's own build of the library C API
// (c_libraries.cpp). The library headers include <hip/hip_runtime.h> for the host API; the backend's full
// header is for programs (it registers each translation unit's warp size and declares the built-in
// variables), so the library gets the host API, the vector types and CUDA's qualifiers as empty words,
// as the toolkit folder's host header gives a project's own C++ compiler (xlate/driver/toolkit.py).
#pragma once
#include <hip/hip_runtime_api.h>
#include <xlate_cpu/vector_types.h>
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __forceinline__ inline __attribute__((always_inline))
