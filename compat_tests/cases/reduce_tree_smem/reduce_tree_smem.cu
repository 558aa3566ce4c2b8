// Classic shared-memory tree reduction (sequential addressing), one partial sum per block, second
// pass on the host; integer values so the result is exact.
#include "ct.cuh"

template <int BLOCK>
__global__ void block_sum(const int* v, int n, long long* partial) {
  __shared__ long long s[BLOCK];
  int t = threadIdx.x;
  int i = blockIdx.x * BLOCK * 2 + t;
  long long x = 0;
  if (i < n) x += v[i];
  if (i + BLOCK < n) x += v[i + BLOCK];
  s[t] = x;
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) partial[blockIdx.x] = s[0];
}

int main() {
  const int n = 100003, block = 256, blocks = (n + 2 * block - 1) / (2 * block);
  int* h = new int[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 2654435761u) % 10007 - 5000;
  int* dv;
  long long* dp;
  CT_CHECK(cudaMalloc(&dv, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&dp, blocks * sizeof(long long)));
  CT_CHECK(cudaMemcpy(dv, h, n * sizeof(int), cudaMemcpyHostToDevice));
  block_sum<block><<<blocks, block>>>(dv, n, dp);
  long long* p = new long long[blocks];
  CT_CHECK(cudaMemcpy(p, dp, blocks * sizeof(long long), cudaMemcpyDeviceToHost));
  long long total = 0;
  for (int b = 0; b < blocks; ++b) total += p[b];
  printf("blocks: %d\n", blocks);
  printf("first_partials: %lld %lld %lld\n", p[0], p[1], p[blocks - 1]);
  printf("total: %lld\n", total);
  return 0;
}
