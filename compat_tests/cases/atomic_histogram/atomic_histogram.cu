// atomicAdd on global ints from many blocks: a 64-bin histogram.
#include "ct.cuh"

__global__ void histo(const unsigned* v, int n, unsigned* bins) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&bins[v[i] % 64], 1u);
}

int main() {
  const int n = 20000;
  unsigned* h = new unsigned[n];
  unsigned x = 12345u;
  for (int i = 0; i < n; ++i) { x = x * 1103515245u + 12345u; h[i] = (x >> 16) & 0x7fff; }
  unsigned *dv, *db, bins[64];
  CT_CHECK(cudaMalloc(&dv, n * sizeof(unsigned)));
  CT_CHECK(cudaMalloc(&db, sizeof bins));
  CT_CHECK(cudaMemcpy(dv, h, n * sizeof(unsigned), cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemset(db, 0, sizeof bins));
  histo<<<8, 256>>>(dv, n, db);
  CT_CHECK(cudaMemcpy(bins, db, sizeof bins, cudaMemcpyDeviceToHost));
  ct_print_u("bins", bins, 64);
  delete[] h;
  return 0;
}
