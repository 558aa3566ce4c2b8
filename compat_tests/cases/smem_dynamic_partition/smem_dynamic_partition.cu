// One dynamic shared buffer split into an int array and a double array (the CUDA idiom for several
// dynamically sized arrays); per-block histogram of values mod 8 and a per-block double sum.
#include "ct.cuh"

__global__ void stats(const int* v, int n, int* hist, double* sums) {
  extern __shared__ unsigned char smem[];
  double* part = (double*)smem;             // blockDim.x doubles first (8-byte aligned)
  int* counts = (int*)(part + blockDim.x);  // then 8 ints
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  if (t < 8) counts[t] = 0;
  part[t] = 0.0;
  __syncthreads();
  if (i < n) {
    atomicAdd(&counts[v[i] % 8], 1);
    part[t] = v[i] * 0.5;
  }
  __syncthreads();
  if (t < 8) hist[blockIdx.x * 8 + t] = counts[t];
  if (t == 0) {
    double s = 0.0;
    for (int k = 0; k < blockDim.x; ++k) s += part[k];
    sums[blockIdx.x] = s;
  }
}

int main() {
  const int n = 1000, block = 128, blocks = (n + block - 1) / block;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i * i + 3) % 1001;
  int *dv, *dh;
  double* ds;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&dh, blocks * 8 * sizeof(int)));
  CT_CHECK(cudaMalloc(&ds, blocks * sizeof(double)));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  size_t shmem = block * sizeof(double) + 8 * sizeof(int);
  stats<<<blocks, block, shmem>>>(dv, n, dh, ds);
  int hist[blocks * 8];
  double sums[blocks];
  CT_CHECK(cudaMemcpy(hist, dh, sizeof hist, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(sums, ds, sizeof sums, cudaMemcpyDeviceToHost));
  ct_print_i("hist", hist, blocks * 8);
  ct_print_d("sums", sums, blocks);
  return 0;
}
