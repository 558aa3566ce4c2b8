// Tiled matrix transpose through a static __shared__ tile (+1 column against bank conflicts).
#include "ct.cuh"
#define TILE 16

__global__ void transpose(const int* in, int* out, int rows, int cols) {
  __shared__ int tile[TILE][TILE + 1];
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  x = blockIdx.y * TILE + threadIdx.x;
  y = blockIdx.x * TILE + threadIdx.y;
  if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

int main() {
  const int rows = 40, cols = 50, n = rows * cols;
  int h[n], r[n];
  for (int i = 0; i < n; ++i) h[i] = i * 3 + 1;
  int *din, *dout;
  CT_CHECK(cudaMalloc(&din, sizeof h));
  CT_CHECK(cudaMalloc(&dout, sizeof h));
  CT_CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  dim3 block(TILE, TILE), grid((cols + TILE - 1) / TILE, (rows + TILE - 1) / TILE);
  transpose<<<grid, block>>>(din, dout, rows, cols);
  CT_CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
  ct_print_i("t", r, n);
  return 0;
}
