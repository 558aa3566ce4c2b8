// __ballot_sync(__activemask(), pred) inside a branch taken by some warps only: each warp's leader
// records its ballot and the number of lanes that voted.
#include "ct.cuh"

__global__ void vote(const int* v, unsigned* ballots, int* counts) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int w = i / 32;
  if (w % 3 != 1) {
    unsigned b = __ballot_sync(__activemask(), v[i] % 4 == 1);
    if ((threadIdx.x & 31) == 0) {
      ballots[w] = b;
      counts[w] = __popc(b);
    }
  }
}

int main() {
  const int n = 384, w = n / 32;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i * i + i / 32) % 13;
  int *dv, *dc;
  unsigned* db;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&db, w * sizeof(unsigned)));
  CT_CHECK(cudaMalloc(&dc, w * sizeof(int)));
  CT_CHECK(cudaMemset(db, 0, w * sizeof(unsigned)));
  CT_CHECK(cudaMemset(dc, 0xff, w * sizeof(int)));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  vote<<<3, 128>>>(dv, db, dc);
  unsigned b[w];
  int c[w];
  CT_CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost));
  ct_print_u("ballots", b, w);
  ct_print_i("counts", c, w);
  return 0;
}
