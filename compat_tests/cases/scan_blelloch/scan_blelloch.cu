// Exclusive work-efficient scan (Blelloch up-sweep/down-sweep) of 1024 floats in one block, with
// dynamic shared memory; integer-valued floats keep it exact.
#include "ct.cuh"

__global__ void blelloch(float* data, int n) {
  extern __shared__ float temp[];
  int t = threadIdx.x;
  temp[2 * t] = data[2 * t];
  temp[2 * t + 1] = data[2 * t + 1];
  int offset = 1;
  for (int d = n >> 1; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (t == 0) temp[n - 1] = 0;
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      float x = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += x;
    }
  }
  __syncthreads();
  data[2 * t] = temp[2 * t];
  data[2 * t + 1] = temp[2 * t + 1];
}

int main() {
  const int n = 1024;
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 31) % 9);
  float* d;
  CT_CHECK(cudaMalloc(&d, sizeof h));
  CT_CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  blelloch<<<1, n / 2, n * sizeof(float)>>>(d, n);
  CT_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  ct_print_f("scan", h, n);
  return 0;
}
