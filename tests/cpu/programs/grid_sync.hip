// grid.sync() in a cooperative launch: phase 2 reads what every block wrote in phase 1.
#include <hip/hip_cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void phases(int* data, int* out) {
  cg::grid_group grid = cg::this_grid();
  int g = static_cast<int>(grid.thread_rank());
  int n = static_cast<int>(grid.size());
  data[g] = g * 3;
  grid.sync();
  out[g] = data[(g + 1) % n] + data[(g + n - 1) % n];
}

int main() {
  int blocks = 0;
  hipDeviceGetAttribute(&blocks, hipDeviceAttributeMultiprocessorCount, 0);
  const int threads = 64, n = blocks * threads;
  int *data, *out;
  hipMalloc(&data, n * sizeof(int));
  hipMalloc(&out, n * sizeof(int));
  void* args[] = {&data, &out};
  hipError_t e = hipLaunchCooperativeKernel(phases, dim3(blocks), dim3(threads), args, 0, 0);
  int* h = new int[n];
  hipMemcpy(h, out, n * sizeof(int), hipMemcpyDeviceToHost);
  printf("launch %s n %d\n", hipGetErrorName(e), n);
  for (int i = 0; i < n; ++i) printf("%d\n", h[i]);
  e = hipLaunchCooperativeKernel(phases, dim3(blocks + 1), dim3(threads), args, 0, 0);
  printf("too_large %s\n", hipGetErrorName(e));
  delete[] h;
  return 0;
}
