#include <xlate/user_operators.h> // Complex arithmetic on float2 (BART's dfwavelet_kernels.cu): the project's operator* is a complex
// product, HIP's float2 * float2 is component-wise. Both stay; every call the parser resolved to the
// project's operator* is written to call it explicitly (<xlate/user_operators.h>).
#include <hip/hip_runtime.h>

inline __host__ __device__ float2 operator*(float2 a, float2 b) {
  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
} inline __host__ __device__ float2 xlate_call_mul(float2 a, float2 b) { return ::operator*(a, b); }
// CHECK: XL515 warning L6:35 operator*(float2, float2) kept
inline __host__ __device__ float2 operator*(float2 a, float s) { return make_float2(a.x * s, a.y * s); } inline __host__ __device__ float2 xlate_call_mul(float2 a, float b) { return ::operator*(a, b); }
inline __host__ __device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
inline __host__ __device__ void operator*=(float2 &a, float2 b) { a = a * xlate_op_mul{} * b; } inline __host__ __device__ void xlate_call_mul_assign(float2 & a, float2 b) { return ::operator*=(a, b); }
// CHECK: XL515 warning L12:33 operator*=(float2 &, float2) kept
#define SQUARE(z) ((z) * (z))

struct scaled {
  float f;
  __host__ __device__ scaled operator*(const scaled &o) const { return scaled{f * o.f}; }  // a member
};

__global__ void k(float2 *p, scaled *s, int *n) {
  float2 a = p[0], b = p[1], c = p[2];
  p[3] = a * xlate_op_mul{} * b * xlate_op_mul{} * c;          // (a * b) * c
  p[4] = c + a * xlate_op_mul{} * b * xlate_op_mul{} * 0.5f;   // c + ((a * b) * 0.5f)
  float2 d = a;
  d *= xlate_op_mul_assign{} *= b;
  p[5] = d;
  s[0] = s[1] * s[2];        // a member: untouched
  n[0] = n[1] * n[2];        // built-in: untouched
}
