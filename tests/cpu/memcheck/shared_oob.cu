// memcheck fixture: a static __shared__ tile indexed one row too far by thread (5,0,0) of block (2,0,0).
#include <cstdio>

#define TILE 16

__global__ void transpose(const float* in, float* out, int n) {
  __shared__ float tile[TILE][TILE];
  int x = threadIdx.x, y = threadIdx.y;
  int row = (blockIdx.x == 2 && x == 5 && y == 0) ? TILE : y;
  tile[row][x] = in[y * n + x];  // LINE_OOB
  __syncthreads();
  out[x * n + y] = tile[x][y];
}

int main() {
  const int n = TILE;
  float *in, *out;
  cudaMalloc(&in, n * n * sizeof(float));
  cudaMalloc(&out, n * n * sizeof(float));
  cudaMemset(in, 0, n * n * sizeof(float));
  transpose<<<4, dim3(TILE, TILE)>>>(in, out, n);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
