// cudaMallocPitch + cudaMemcpy2D both ways; the kernel indexes rows by the pitch in bytes.
#include "ct.cuh"

__global__ void transform(float* m, size_t pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) {
    float* row = (float*)((char*)m + y * pitch);
    row[x] = row[x] * 2.0f + (float)(y * 1000 + x);
  }
}

int main() {
  const int w = 37, h = 23;
  float host[h][w], back[h][w];
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) host[y][x] = (float)((x * 7 + y * 3) % 11);
  float* d;
  size_t pitch = 0;
  CT_CHECK(cudaMallocPitch(&d, &pitch, w * sizeof(float), h));
  printf("pitch_ok: %d\n", (int)(pitch >= w * sizeof(float)));
  CT_CHECK(cudaMemcpy2D(d, pitch, host, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice));
  dim3 block(16, 8);
  dim3 grid((w + block.x - 1) / block.x, (h + block.y - 1) / block.y);
  transform<<<grid, block>>>(d, pitch, w, h);
  CT_CHECK(cudaGetLastError());
  CT_CHECK(cudaMemcpy2D(back, w * sizeof(float), d, pitch, w * sizeof(float), h, cudaMemcpyDeviceToHost));
  ct_print_f("m", &back[0][0], w * h);
  CT_CHECK(cudaFree(d));
  return 0;
}
