// 3-D grid of 3-D blocks: every thread writes its linearised global coordinates; gridDim/blockDim read back.
#include "ct.cuh"

__global__ void coords(int* out, int nx, int ny, int nz) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int z = blockIdx.z * blockDim.z + threadIdx.z;
  if (x < nx && y < ny && z < nz) out[(z * ny + y) * nx + x] = x + 100 * y + 10000 * z;
  if (x == 0 && y == 0 && z == 0) {
    out[nx * ny * nz] = gridDim.x * 100 + gridDim.y * 10 + gridDim.z;
    out[nx * ny * nz + 1] = blockDim.x * 100 + blockDim.y * 10 + blockDim.z;
  }
}

int main() {
  const int nx = 13, ny = 7, nz = 5, n = nx * ny * nz + 2;
  int h[n];
  int* d;
  CT_CHECK(cudaMalloc(&d, sizeof h));
  dim3 block(4, 4, 2);
  dim3 grid((nx + 3) / 4, (ny + 3) / 4, (nz + 1) / 2);
  coords<<<grid, block>>>(d, nx, ny, nz);
  CT_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  ct_print_i("out", h, n);
  return 0;
}
