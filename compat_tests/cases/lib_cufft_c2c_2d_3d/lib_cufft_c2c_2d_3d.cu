// cuFFT multi-dimensional complex-to-complex: a 2-D 8 x 6 forward transform (row-major, the last
// dimension contiguous, as cuFFT lays it out) and a 3-D 4 x 4 x 6 forward and inverse round trip in
// place; plans made with cufftCreate + cufftMakePlan2d/3d, which report a work-area size.
#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>
#include "ct.cuh"

#define CF_CHECK(call)                                                               \
  do {                                                                               \
    cufftResult r_ = (call);                                                         \
    if (r_ != CUFFT_SUCCESS) {                                                       \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, (int)r_); \
      exit(3);                                                                       \
    }                                                                                \
  } while (0)

__global__ void signal(cufftComplex* x, int total, int mul) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < total) {
    x[t].x = 0.5f * (float)((t * mul) % 5) - 1.0f;
    x[t].y = 0.25f * (float)((t * 3) % 4);
  }
}

static void print_complex(const char* key, const cufftComplex* v, int n) {
  printf("%s:", key);
  for (int i = 0; i < n; ++i) printf(" %.9g %.9g", (double)v[i].x, (double)v[i].y);
  printf("\n");
}

int main() {
  const int nx = 8, ny = 6, t2 = nx * ny;
  cufftComplex *da, *db;
  CT_CHECK(cudaMalloc(&da, 96 * sizeof(cufftComplex)));
  CT_CHECK(cudaMalloc(&db, 96 * sizeof(cufftComplex)));
  cufftComplex h[96];
  cufftHandle p2;
  size_t ws2 = 0;
  CF_CHECK(cufftCreate(&p2));
  CF_CHECK(cufftMakePlan2d(p2, nx, ny, CUFFT_C2C, &ws2));
  size_t ws2b = 1;
  CF_CHECK(cufftGetSize(p2, &ws2b));
  printf("size_consistent: %d\n", ws2 == ws2b ? 1 : 0);
  signal<<<1, 128>>>(da, t2, 7);
  CF_CHECK(cufftExecC2C(p2, da, db, CUFFT_FORWARD));
  CT_CHECK(cudaMemcpy(h, db, t2 * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  print_complex("fft2d", h, t2);
  CF_CHECK(cufftDestroy(p2));

  const int x = 4, y = 4, z = 6, t3 = x * y * z;
  cufftHandle p3;
  size_t ws3 = 0;
  CF_CHECK(cufftCreate(&p3));
  CF_CHECK(cufftMakePlan3d(p3, x, y, z, CUFFT_C2C, &ws3));
  signal<<<1, 128>>>(da, t3, 5);
  CF_CHECK(cufftExecC2C(p3, da, da, CUFFT_FORWARD));
  CT_CHECK(cudaMemcpy(h, da, t3 * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  print_complex("fft3d", h, t3);
  CF_CHECK(cufftExecC2C(p3, da, da, CUFFT_INVERSE));
  CT_CHECK(cudaMemcpy(h, da, t3 * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  for (int i = 0; i < t3; ++i) {
    h[i].x /= t3;
    h[i].y /= t3;
  }
  print_complex("roundtrip3d", h, t3);
  CF_CHECK(cufftDestroy(p3));
  CT_CHECK(cudaFree(da));
  CT_CHECK(cudaFree(db));
  return 0;
}
