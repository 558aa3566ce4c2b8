// `using namespace cub;` followed by <cuda_fp8.h> and <cuda_fp4.h>, as code that includes them after its
// CUB code does: prints a block sum (CUB), the fp8 E4M3 round trip of 1.5, 0.3 and -448 and the fp4
// E2M1 round trip of 2.6.
#include <cstdio>
#include <cub/cub.cuh>
using namespace cub;
#include <cuda_fp8.h>
#include <cuda_fp4.h>

__global__ void k(const float *in, float *out) {
  typedef BlockReduce<float, 64> Reduce;
  __shared__ typename Reduce::TempStorage tmp;
  float s = Reduce(tmp).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0) out[0] = s;
  if (threadIdx.x < 3) out[1 + threadIdx.x] = float(__nv_fp8_e4m3(in[64 + threadIdx.x]));
  if (threadIdx.x == 3) out[4] = float(__nv_fp4_e2m1(in[67]));
}

int main() {
  float h[68];
  for (int i = 0; i < 64; ++i) h[i] = float(i);
  h[64] = 1.5f;
  h[65] = 0.3f;
  h[66] = -448.0f;
  h[67] = 2.6f;
  float *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, 5 * sizeof(float));
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 64>>>(din, dout);
  float r[5];
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g %g\n", r[0], r[1], r[2], r[3], r[4]);
  return 0;
}
