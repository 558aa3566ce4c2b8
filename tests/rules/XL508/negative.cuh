#pragma once
// Inline, static, template and member device functions, and declarations, are fine in headers.
__device__ inline float twice(float x) { return x + x; }
__forceinline__ __device__ float thrice(float x) { return 3.0f * x; }
static __device__ float local_only(float x) { return x; }
template <typename T> __device__ T ident(T x) { return x; }
__device__ float declared_only(float x);
