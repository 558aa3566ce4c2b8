// cuFFT real transforms: a batched 1-D R2C (n = 16, batch 2) out of place and its C2R inverse; an
// in-place 1-D R2C with the padded layout cuFFT documents for in-place real data (rows of
// 2 (n/2 + 1) floats); a 2-D 6 x 10 R2C (n/2 + 1 = 6 complex columns).
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

// rows of `n` reals placed every `pitch` floats
__global__ void signal(float* x, int n, int rows, int pitch) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < rows * pitch) {
    int r = t / pitch, i = t % pitch;
    x[t] = i < n ? 0.25f * (float)((i * (r + 3)) % 9) - 1.0f : 0.0f;
  }
}

static void print_complex(const char* key, const cufftComplex* v, int n) {
  printf("%s:", key);
  for (int i = 0; i < n; ++i) printf(" %.9g %.9g", (double)v[i].x, (double)v[i].y);
  printf("\n");
}

int main() {
  const int n = 16, batch = 2, h = n / 2 + 1;
  float* dx;
  cufftComplex* dc;
  CT_CHECK(cudaMalloc(&dx, 2 * h * batch * sizeof(float) * 8));
  CT_CHECK(cudaMalloc(&dc, h * batch * sizeof(cufftComplex) * 8));
  cufftHandle fwd, inv;
  CF_CHECK(cufftPlan1d(&fwd, n, CUFFT_R2C, batch));
  CF_CHECK(cufftPlan1d(&inv, n, CUFFT_C2R, batch));
  signal<<<1, 64>>>(dx, n, batch, n);
  CF_CHECK(cufftExecR2C(fwd, dx, dc));
  cufftComplex hc[6 * 6];
  CT_CHECK(cudaMemcpy(hc, dc, h * batch * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  print_complex("r2c", hc, h * batch);
  CF_CHECK(cufftExecC2R(inv, dc, dx));
  float hx[2 * 9 * 2];
  CT_CHECK(cudaMemcpy(hx, dx, n * batch * sizeof(float), cudaMemcpyDeviceToHost));
  ct_print_f("c2r_unnormalised", hx, n * batch);

  // in place: each row of n reals padded to 2 h floats; the output overwrites it as h complex values
  signal<<<1, 64>>>(dx, n, batch, 2 * h);
  CF_CHECK(cufftExecR2C(fwd, dx, (cufftComplex*)dx));
  CT_CHECK(cudaMemcpy(hc, dx, h * batch * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  print_complex("r2c_in_place", hc, h * batch);
  CF_CHECK(cufftDestroy(fwd));
  CF_CHECK(cufftDestroy(inv));

  const int nx = 6, ny = 10, hy = ny / 2 + 1;
  cufftHandle p2;
  CF_CHECK(cufftPlan2d(&p2, nx, ny, CUFFT_R2C));
  signal<<<1, 64>>>(dx, ny, nx, ny);
  CF_CHECK(cufftExecR2C(p2, dx, dc));
  CT_CHECK(cudaMemcpy(hc, dc, nx * hy * sizeof(cufftComplex), cudaMemcpyDeviceToHost));
  print_complex("r2c_2d", hc, nx * hy);
  CF_CHECK(cufftDestroy(p2));
  CT_CHECK(cudaFree(dx));
  CT_CHECK(cudaFree(dc));
  return 0;
}
