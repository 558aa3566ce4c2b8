// A header shared by two translation units: device helpers defined inline in the header.
#pragma once
#include <hip/hip_runtime.h>

__device__ __forceinline__ float square(float x) { return x * x; }
__host__ __device__ inline int twice(int x) { return 2 * x; }

void launch_squares(float* out, int n);
extern __constant__ float g_offset;
