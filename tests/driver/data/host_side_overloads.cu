#include <cstdio>
struct W { unsigned short r; };
__host__ __device__ inline W operator-(const W& a, const W& b) { return W{(unsigned short)(a.r - b.r)}; }
struct H {
  float v;
  __host__ __device__ operator W() const { return W{(unsigned short)v}; }
  __host__ __device__ operator float() const { return v; }
};
#ifdef __CUDA_ARCH__
__device__ inline H operator-(const H& a, const H& b) { return H{a.v - b.v}; }
#else
inline H operator-(const H& a, const H& b) { return H{a.v - b.v}; }
#endif
// a host function: in the device pass only the __device__ operator above exists, which a host function
// cannot call, so `a - b` is ambiguous there (W or float); nvcc never checks it on the device side
inline H host_sub(const H& a, const H& b) { return a - b; }
// a function that is __device__ in the device pass only (a porting macro, as Random123's R123_CUDA_DEVICE):
// in the host pass the kernel calls a host function, which nvcc does not check there
#ifdef __CUDA_ARCH__
#define DEVICE_ONLY_IN_DEVICE_PASS __device__
#else
#define DEVICE_ONLY_IN_DEVICE_PASS
#endif
DEVICE_ONLY_IN_DEVICE_PASS inline float twice(float x) { return 2.f * x; }
__global__ void sub(const H* a, const H* b, H* c) {
  H d = a[threadIdx.x] - b[threadIdx.x];
  c[threadIdx.x] = H{twice(d.v)};
}
int main() {
  H ha[4], hb[4], hc[4];
  for (int i = 0; i < 4; ++i) { ha[i] = H{10.f * i}; hb[i] = H{float(i)}; }
  H *a, *b, *c;
  cudaMalloc(&a, sizeof ha); cudaMalloc(&b, sizeof hb); cudaMalloc(&c, sizeof hc);
  cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice); cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
  sub<<<1, 4>>>(a, b, c);
  cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 4; ++i) bad += hc[i].v != 2.f * host_sub(ha[i], hb[i]).v;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad;
}
