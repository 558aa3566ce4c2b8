#pragma once
__device__ float scale(float x) { return 2.0f * x; }
__device__ inline float twice(float x) { return x + x; }
static __device__ float local_only(float x) { return x; }
template <typename T> __device__ T ident(T x) { return x; }
__host__ __device__ float both(float x);
struct S { __device__ float member(float x) { return x; } };
namespace { __device__ float hidden(float x) { return x; } }
// CHECK: XL508 warning L2:1
