// __ballot_sync, __any_sync, __all_sync and __popc of the ballot over full warps.
#include "ct.cuh"

__global__ void votes(const int* v, unsigned* ballots, int* flags) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = v[i];
  unsigned b = __ballot_sync(0xffffffff, x > 50);
  int any_neg = __any_sync(0xffffffff, x < 0);
  int all_small = __all_sync(0xffffffff, x < 100);
  if ((threadIdx.x & 31) == 0) {
    int w = i / 32;
    ballots[w] = b;
    flags[3 * w] = __popc(b);
    flags[3 * w + 1] = any_neg != 0;
    flags[3 * w + 2] = all_small != 0;
  }
}

int main() {
  const int n = 256, w = n / 32;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 37) % 101 - (i / 32 == 2 ? 10 : 0) + (i / 32 == 5 ? 100 : 0);
  int *dv, *df;
  unsigned* db;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&db, w * sizeof(unsigned)));
  CT_CHECK(cudaMalloc(&df, 3 * w * sizeof(int)));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  votes<<<2, 128>>>(dv, db, df);
  unsigned b[w];
  int f[3 * w];
  CT_CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(f, df, sizeof f, cudaMemcpyDeviceToHost));
  ct_print_u("ballots", b, w);
  ct_print_i("flags", f, 3 * w);
  return 0;
}
