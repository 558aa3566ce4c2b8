// CUB's MergePathSearch (host and device): for each diagonal d of the merge of sorted a and b, the
// split (x, y), x + y = d, such that a[0..x) and b[0..y) are the first d items of the merge (a's items
// first among equal ones). The device kernel searches every diagonal of a second pair of sequences,
// one per thread. (hipCUB 7.2's MergePathSearch names CUB_MAX/CUB_MIN, which it does not define, so
// this program does not build for gfx942.)
#include <cstdio>
#include <cub/cub.cuh>

__global__ void merge_path_kernel(const float *a, int a_len, const float *b, int b_len, int2 *out) {
  int d = threadIdx.x;
  if (d <= a_len + b_len) cub::MergePathSearch(d, a, b, a_len, b_len, out[d]);
}

int main() {
  const int a[7] = {-4, 1, 3, 3, 3, 8, 12};
  const int b[6] = {-5, 3, 3, 7, 8, 20};
  printf("host");
  for (int diag = 0; diag <= 13; ++diag) {
    int2 c;
    cub::MergePathSearch(diag, a, b, 7, 6, c);
    printf(" %d %d", c.x, c.y);
  }
  printf("\n");
  const float fa[5] = {0.5f, 0.5f, 2.0f, 9.0f, 9.0f};
  const float fb[9] = {-1.0f, 0.5f, 0.5f, 0.5f, 1.0f, 2.0f, 2.0f, 9.0f, 10.0f};
  float *da, *db;
  int2 *dout;
  cudaMalloc(&da, sizeof fa);
  cudaMalloc(&db, sizeof fb);
  cudaMalloc(&dout, 15 * sizeof(int2));
  cudaMemcpy(da, fa, sizeof fa, cudaMemcpyHostToDevice);
  cudaMemcpy(db, fb, sizeof fb, cudaMemcpyHostToDevice);
  merge_path_kernel<<<1, 32>>>(da, 5, db, 9, dout);
  int2 h[15];
  cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
  printf("device");
  for (int d = 0; d <= 14; ++d) printf(" %d %d", h[d].x, h[d].y);
  printf("\n");
  return 0;
}
