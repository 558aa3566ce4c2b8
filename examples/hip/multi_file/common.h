// Exercises (with main.hip and kernels.hip): a device function defined inline in a header and
// used by kernels in another translation unit, linked into one executable.
#pragma once
#include <hip/hip_runtime.h>

__device__ inline float squared_distance(float x, float y) { return x * x + y * y; }

// Defined in kernels.hip, launched from main.hip.
void launch_distances(const float* x, const float* y, float* out, int n);
