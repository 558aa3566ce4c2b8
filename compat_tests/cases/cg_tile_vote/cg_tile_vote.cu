// Cooperative-groups votes: tile.ballot / any / all on tiles of 32 and of 8.
#include "ct.cuh"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void tile_votes(const int* v, unsigned* b32, int* flags8) {
  cg::thread_block block = cg::this_thread_block();
  auto t32 = cg::tiled_partition<32>(block);
  auto t8 = cg::tiled_partition<8>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int x = v[i];
  unsigned b = t32.ballot(x % 5 == 0);
  if (t32.thread_rank() == 0) b32[i / 32] = b;
  int any = t8.any(x > 90);
  int all = t8.all(x % 2 == 0);
  unsigned b8 = t8.ballot(x > 50);
  if (t8.thread_rank() == 0) {
    flags8[3 * (i / 8)] = any != 0;
    flags8[3 * (i / 8) + 1] = all != 0;
    flags8[3 * (i / 8) + 2] = (int)b8;
  }
}

int main() {
  const int n = 256;
  int h[n];
  for (int i = 0; i < n; ++i) h[i] = (i < 64 && i % 8 < 4) ? 2 * i % 40 : (i * 41) % 97;
  int *dv, *df;
  unsigned* db;
  CT_CHECK(cudaMalloc(&dv, sizeof h));
  CT_CHECK(cudaMalloc(&db, n / 32 * sizeof(unsigned)));
  CT_CHECK(cudaMalloc(&df, 3 * n / 8 * sizeof(int)));
  CT_CHECK(cudaMemcpy(dv, h, sizeof h, cudaMemcpyHostToDevice));
  tile_votes<<<2, 128>>>(dv, db, df);
  unsigned b[n / 32];
  int f[3 * n / 8];
  CT_CHECK(cudaMemcpy(b, db, sizeof b, cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(f, df, sizeof f, cudaMemcpyDeviceToHost));
  ct_print_u("ballot32", b, n / 32);
  ct_print_i("tile8", f, 3 * n / 8);
  return 0;
}
