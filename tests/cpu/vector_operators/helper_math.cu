// A project's own operators on CUDA's vector types, as real code has them (the CUDA samples'
// helper_math.h, complex arithmetic on float2 as in BART): a component-wise += (XL515 removes it: HIP's
// member computes the same), a complex product as * and *= (HIP's float2 * float2 is component-wise:
// XL515 keeps the project's and calls it explicitly), scalar forms and a component-wise + (no collision).
#include <cstdio>
#include <cuda_runtime.h>

inline __host__ __device__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
inline __host__ __device__ float2 operator-(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }
inline __host__ __device__ float2 operator*(float2 a, float2 b) {
  return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
inline __host__ __device__ float2 operator*(float2 a, float s) { return make_float2(a.x * s, a.y * s); }
inline __host__ __device__ void operator*=(float2 &a, float2 b) { a = a * b; }
inline __host__ __device__ void operator+=(float2 &a, float2 b) { a.x += b.x; a.y += b.y; }
inline __host__ __device__ void operator+=(float2 &a, float b) { a.x += b; a.y += b; }
inline __host__ __device__ int4 operator*(int4 a, int4 b) { return make_int4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w); }
inline __host__ __device__ void operator-=(int4 &a, const int4 &b) { a.x -= b.x; a.y -= b.y; a.z -= b.z; a.w -= b.w; }

__global__ void ops(const float2 *a, const float2 *b, float2 *out, const int4 *p, int4 *q, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float2 acc = a[i] * b[i] * a[i];  // complex products, left to right
  acc += a[i] - b[i];               // component-wise
  acc += 0.5f;                      // scalar
  float2 c = b[i];
  c *= a[i];                        // complex
  out[i] = acc + c * 0.25f;
  int4 v = p[i] * p[i];             // the project's component-wise int4 product
  v -= p[i];
  q[i] = v;
}

int main() {
  const int n = 100;
  float2 *a, *b, *out;
  int4 *p, *q;
  cudaMallocManaged(&a, n * sizeof(float2));
  cudaMallocManaged(&b, n * sizeof(float2));
  cudaMallocManaged(&out, n * sizeof(float2));
  cudaMallocManaged(&p, n * sizeof(int4));
  cudaMallocManaged(&q, n * sizeof(int4));
  for (int i = 0; i < n; ++i) {
    a[i] = make_float2(0.25f * i, 1.0f - 0.5f * i);
    b[i] = make_float2(2.0f - 0.125f * i, 0.75f * i);
    p[i] = make_int4(i, -i, 2 * i, 3 - i);
  }
  ops<<<(n + 31) / 32, 32>>>(a, b, out, p, q, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i)
    printf("%.9g %.9g %d %d %d %d\n", out[i].x, out[i].y, q[i].x, q[i].y, q[i].z, q[i].w);
  return 0;
}
