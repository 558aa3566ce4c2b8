// Lane and warp numbers computed the way CUDA code does (threadIdx.x % warpSize, / warpSize), and a
// per-warp exchange through shared memory fenced by __syncwarp().
#include "ct.cuh"

__global__ void ids(int* lane, int* warp, int* neighbour) {
  __shared__ int s[256];
  int t = threadIdx.x;
  lane[t] = t % warpSize;
  warp[t] = t / warpSize;
  s[t] = t * 10;
  __syncwarp();
  int w0 = (t / 32) * 32;
  neighbour[t] = s[w0 + ((t - w0 + 1) % 32)];
}

int main() {
  const int n = 192;
  int a[n], b[n], c[n];
  int *da, *db, *dc;
  CT_CHECK(cudaMalloc(&da, sizeof a));
  CT_CHECK(cudaMalloc(&db, sizeof b));
  CT_CHECK(cudaMalloc(&dc, sizeof c));
  ids<<<1, n>>>(da, db, dc);
  CT_CHECK(cudaMemcpy(a, da, sizeof a, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost));
  ct_print_i("lane", a, n);
  ct_print_i("warp", b, n);
  ct_print_i("neighbour", c, n);
  return 0;
}
