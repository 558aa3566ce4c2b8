// vec_math.cuh: device helpers shared by two translation units (ops.cu and main.cu).
// __forceinline__ device functions defined in a header: each .cu gets its own inline copy.
#pragma once
#include <cuda_runtime.h>

__forceinline__ __device__ float clamp01(float v) { return fminf(fmaxf(v, 0.0f), 1.0f); }

__forceinline__ __device__ float smoothstep01(float v) {
    float t = clamp01(v);
    return t * t * (3.0f - 2.0f * t);
}

// Declared here, defined in ops.cu: launches the normalize kernel.
void launch_normalize(const float *in, float *out, int n, float lo, float hi);
