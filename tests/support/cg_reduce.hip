// cg::reduce from xlate's support header over tiles of several sizes and all operators.
// Input: v[i] = (i * 37) % 101 - 50 for i in [0, 256); one block of 256 threads.
// Output, one line per (tile size, operator): the per-tile results, space separated.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <xlate/cg_reduce.h>
namespace cg = cooperative_groups;

template <unsigned N>
__global__ void reduce_tiles(const int* v, int* out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<N> tile = cg::tiled_partition<N>(block);
  int x = v[threadIdx.x];
  int r0 = cg::reduce(tile, x, cg::plus<int>());
  int r1 = cg::reduce(tile, x, cg::less<int>());
  int r2 = cg::reduce(tile, x, cg::greater<int>());
  int r3 = cg::reduce(tile, x, cg::bit_xor<int>());
  if (tile.thread_rank() == 0) {
    unsigned t = threadIdx.x / N, tiles = blockDim.x / N;
    out[0 * tiles + t] = r0; out[1 * tiles + t] = r1; out[2 * tiles + t] = r2; out[3 * tiles + t] = r3;
  }
}

template <unsigned N>
void run(const int* dv, int* dout) {
  hipLaunchKernelGGL(HIP_KERNEL_NAME(reduce_tiles<N>), dim3(1), dim3(256), 0, 0, dv, dout);
  int h[4 * 256];
  unsigned tiles = 256 / N;
  hipMemcpy(h, dout, 4 * tiles * sizeof(int), hipMemcpyDeviceToHost);
  const char* ops[4] = {"plus", "less", "greater", "bit_xor"};
  for (int o = 0; o < 4; ++o) {
    printf("%u %s:", N, ops[o]);
    for (unsigned t = 0; t < tiles; ++t) printf(" %d", h[o * tiles + t]);
    printf("\n");
  }
}

int main() {
  int hv[256];
  for (int i = 0; i < 256; ++i) hv[i] = (i * 37) % 101 - 50;
  int *dv, *dout;
  hipMalloc(&dv, sizeof hv);
  hipMalloc(&dout, 4 * 256 * sizeof(int));
  hipMemcpy(dv, hv, sizeof hv, hipMemcpyHostToDevice);
  run<2>(dv, dout); run<4>(dv, dout); run<8>(dv, dout); run<16>(dv, dout); run<32>(dv, dout);
  return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
}
