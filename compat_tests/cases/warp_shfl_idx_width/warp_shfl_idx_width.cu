// __shfl_sync broadcasts: from lane 5 of the warp, and with width 8 from lane 3 of each 8-lane segment;
// __shfl_up_sync inclusive scan over segments of 16.
#include "ct.cuh"

__global__ void shuffles(int* bcast, int* seg, int* scan) {
  int i = threadIdx.x;
  int v = i * 3 + 1;
  bcast[i] = __shfl_sync(0xffffffff, v, 5);
  seg[i] = __shfl_sync(0xffffffff, v, 3, 8);
  int s = v;
  for (int off = 1; off < 16; off <<= 1) {
    int y = __shfl_up_sync(0xffffffff, s, off, 16);
    if ((i & 15) >= off) s += y;
  }
  scan[i] = s;
}

int main() {
  const int n = 128;
  int a[n], b[n], c[n];
  int *da, *db, *dc;
  CT_CHECK(cudaMalloc(&da, sizeof a));
  CT_CHECK(cudaMalloc(&db, sizeof b));
  CT_CHECK(cudaMalloc(&dc, sizeof c));
  shuffles<<<1, n>>>(da, db, dc);
  CT_CHECK(cudaMemcpy(a, da, sizeof a, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost));
  ct_print_i("bcast", a, n);
  ct_print_i("seg", b, n);
  ct_print_i("scan", c, n);
  return 0;
}
