#pragma once
#include <cuda_runtime.h>

__host__ __device__ inline float smooth_abs(float x) { return x < 0.0f ? -x * 0.5f : x * 2.0f; }

void launch_polish(const float* in, float* out, int n);
int count_positive_host(const float* v, int n);
