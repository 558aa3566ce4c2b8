// cg::reduce over tiles of 16 and 32 with cg::plus, cg::greater (max) and cg::less (min).
#include "ct.cuh"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void reduces(const int* v, int* out16, int* out32) {
  auto block = cg::this_thread_block();
  auto t16 = cg::tiled_partition<16>(block);
  auto t32 = cg::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = v[i];
  int s = cg::reduce(t16, x, cg::plus<int>());
  int mx = cg::reduce(t32, x, cg::greater<int>());
  int mn = cg::reduce(t32, x, cg::less<int>());
  if (t16.thread_rank() == 0) out16[i / 16] = s;
  if (t32.thread_rank() == 0) { out32[2 * (i / 32)] = mx; out32[2 * (i / 32) + 1] = mn; }
}

int main() {
  const int n = 256;
  int h[n], a[n / 16], b[n / 16];
  for (int i = 0; i < n; ++i) h[i] = (i * 97) % 211 - 105;
  int *dv, *da, *db;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&da, sizeof a));
  CT_CHECK(cudaMalloc(&db, sizeof b));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  reduces<<<2, 128>>>(dv, da, db);
  CT_CHECK(cudaMemcpy(a, da, sizeof a, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  ct_print_i("sum16", a, n / 16);
  ct_print_i("maxmin32", b, n / 16);
  return 0;
}
