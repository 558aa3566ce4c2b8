// Block-level argmax with (value, index) pairs in shared memory; ties go to the lower index.
#include "ct.cuh"

__global__ void argmax(const float* v, int n, float* best_v, int* best_i) {
  __shared__ float sv[256];
  __shared__ int si[256];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  sv[t] = i < n ? v[i] : -1e30f;
  si[t] = i < n ? i : n;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) {
      float a = sv[t], b = sv[t + s];
      if (b > a || (b == a && si[t + s] < si[t])) { sv[t] = b; si[t] = si[t + s]; }
    }
    __syncthreads();
  }
  if (t == 0) { best_v[blockIdx.x] = sv[0]; best_i[blockIdx.x] = si[0]; }
}

int main() {
  const int n = 2000, blocks = (n + 255) / 256;
  float h[n];
  for (int i = 0; i < n; ++i) h[i] = (float)((i * 7877) % 1999) * 0.125f;
  float *dv, *dbv;
  int* dbi;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&dbv, blocks * sizeof(float)));
  CT_CHECK(cudaMalloc(&dbi, blocks * sizeof(int)));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  argmax<<<blocks, 256>>>(dv, n, dbv, dbi);
  float bv[blocks];
  int bi[blocks];
  CT_CHECK(cudaMemcpy(bv, dbv, sizeof bv, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(bi, dbi, sizeof bi, cudaMemcpyDeviceToHost));
  ct_print_f("best_v", bv, blocks);
  ct_print_i("best_i", bi, blocks);
  return 0;
}
