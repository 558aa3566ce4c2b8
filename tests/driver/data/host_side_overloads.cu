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
__global__ void sub(const H* a, const H* b, H* c) { c[threadIdx.x] = a[threadIdx.x] - b[threadIdx.x]; }
int main() {
  H ha[4], hb[4], hc[4];
  for (int i = 0; i < 4; ++i) { ha[i] = H{10.f * i}; hb[i] = H{float(i)}; }
  H *a, *b, *c;
  cudaMalloc(&a, sizeof ha); cudaMalloc(&b, sizeof hb); cudaMalloc(&c, sizeof hc);
  cudaMemcpy(a, ha, sizeof ha, cudaMemcpyHostToDevice); cudaMemcpy(b, hb, sizeof hb, cudaMemcpyHostToDevice);
  sub<<<1, 4>>>(a, b, c);
  cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 4; ++i) bad += hc[i].v != host_sub(ha[i], hb[i]).v;
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad;
}
