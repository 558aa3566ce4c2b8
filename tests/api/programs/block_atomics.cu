// Block-scoped atomics (atomicX_block) translate to the device-scoped ones (tests/api/test_block_atomics.py).
#include <cstdio>
__global__ void k(int *c, float *f, unsigned *u) {
  atomicAdd_block(c, 1); atomicAdd_block(f, 0.5f); atomicMax_block(c + 1, (int)threadIdx.x);
  atomicInc_block(u, 1000u); atomicCAS_block(c + 2, 0, 7);
}
int main() {
  int *c; float *f; unsigned *u; int hc[3] = {0, 0, 0}; float hf = 0; unsigned hu = 0;
  cudaMalloc(&c, sizeof hc); cudaMalloc(&f, 4); cudaMalloc(&u, 4);
  cudaMemcpy(c, hc, sizeof hc, cudaMemcpyHostToDevice); cudaMemcpy(f, &hf, 4, cudaMemcpyHostToDevice); cudaMemcpy(u, &hu, 4, cudaMemcpyHostToDevice);
  k<<<2, 64>>>(c, f, u);
  cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost); cudaMemcpy(&hf, f, 4, cudaMemcpyDeviceToHost); cudaMemcpy(&hu, u, 4, cudaMemcpyDeviceToHost);
  printf("%d %g %d %u %d\n", hc[0], hf, hc[1], hu, hc[2]);
}
