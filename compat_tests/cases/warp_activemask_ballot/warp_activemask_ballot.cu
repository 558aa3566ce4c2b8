// Warp-aggregated atomic increment (the CUDA idiom): the active lanes vote with __ballot_sync on
// __activemask(), the leader (lowest set lane) does one atomicAdd, every lane gets its own slot.
#include "ct.cuh"

__global__ void compact(const int* v, int n, int* out, int* count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = v[i];
  if (x % 3 == 0) {
    unsigned active = __ballot_sync(__activemask(), 1);
    int lane = threadIdx.x & 31;
    int leader = __ffs(active) - 1;
    int rank = __popc(active & ((1u << lane) - 1));
    int base = 0;
    if (lane == leader) base = atomicAdd(count, __popc(active));
    base = __shfl_sync(active, base, leader);
    out[base + rank] = x;
  }
}

int main() {
  const int n = 1000;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i * 17) % 233;
  int *dv, *dout, *dc;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&dout, sizeof h));
  CT_CHECK(cudaMalloc(&dc, sizeof(int)));
  CT_CHECK(cudaMemset(dc, 0, sizeof(int)));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  compact<<<(n + 127) / 128, 128>>>(dv, n, dout, dc);
  int c = 0;
  CT_CHECK(cudaMemcpy(&c, dc, sizeof c, cudaMemcpyDeviceToHost));
  int r[n];
  CT_CHECK(cudaMemcpy(r, dout, c * sizeof(int), cudaMemcpyDeviceToHost));
  printf("count: %d\n", c);
  // the order of warps is not defined: print the compacted values sorted
  for (int a = 1; a < c; ++a)
    for (int b = a; b > 0 && r[b - 1] > r[b]; --b) { int t = r[b]; r[b] = r[b - 1]; r[b - 1] = t; }
  ct_print_i("values", r, c);
  return 0;
}
