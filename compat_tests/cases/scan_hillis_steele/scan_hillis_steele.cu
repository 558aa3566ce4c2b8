// Inclusive scan of one 512-element block (Hillis-Steele, double buffered in shared memory),
// then block sums are scanned and added (three kernels).
#include "ct.cuh"
#define B 512

__global__ void scan_block(const int* in, int* out, int* sums, int n) {
  __shared__ int buf[2][B];
  int t = threadIdx.x, i = blockIdx.x * B + t;
  int cur = 0;
  buf[cur][t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int off = 1; off < B; off <<= 1) {
    int v = buf[cur][t];
    if (t >= off) v += buf[cur][t - off];
    buf[1 - cur][t] = v;
    cur = 1 - cur;
    __syncthreads();
  }
  if (i < n) out[i] = buf[cur][t];
  if (t == B - 1) sums[blockIdx.x] = buf[cur][t];
}

__global__ void scan_sums(int* sums, int m) {
  if (threadIdx.x == 0 && blockIdx.x == 0)
    for (int k = 1; k < m; ++k) sums[k] += sums[k - 1];
}

__global__ void add_offsets(int* out, const int* sums, int n) {
  int i = blockIdx.x * B + threadIdx.x;
  if (blockIdx.x > 0 && i < n) out[i] += sums[blockIdx.x - 1];
}

int main() {
  const int n = 3000, blocks = (n + B - 1) / B;
  int h[n], r[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 13) % 7 - 2;
  int *din, *dout, *dsums;
  CT_CHECK(cudaMalloc(&din, sizeof h));
  CT_CHECK(cudaMalloc(&dout, sizeof h));
  CT_CHECK(cudaMalloc(&dsums, blocks * sizeof(int)));
  CT_CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  scan_block<<<blocks, B>>>(din, dout, dsums, n);
  scan_sums<<<1, 32>>>(dsums, blocks);
  add_offsets<<<blocks, B>>>(dout, dsums, n);
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_i("scan", r, n);
  return 0;
}
