// cuFFT in double precision: a 1-D Z2Z of length 10 (batch 2) forward and inverse, and a D2Z/Z2D pair
// of length 9 (odd: the Hermitian half has 5 values, the last not self-conjugate).
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

__global__ void signal(cufftDoubleComplex* z, double* r, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n) {
    z[t].x = 0.1 * (double)((t * 3) % 7) - 0.3;
    z[t].y = -0.2 * (double)(t % 4) + 0.1;
    r[t] = 1.0 / (double)(t + 1);
  }
}

static void print_complex(const char* key, const cufftDoubleComplex* v, int n) {
  printf("%s:", key);
  for (int i = 0; i < n; ++i) printf(" %.17g %.17g", v[i].x, v[i].y);
  printf("\n");
}

int main() {
  const int n = 10, batch = 2, nr = 9, hr = nr / 2 + 1;
  cufftDoubleComplex *dz, *dw;
  double* dr;
  CT_CHECK(cudaMalloc(&dz, n * batch * sizeof(cufftDoubleComplex)));
  CT_CHECK(cudaMalloc(&dw, n * batch * sizeof(cufftDoubleComplex)));
  CT_CHECK(cudaMalloc(&dr, n * batch * sizeof(double)));
  signal<<<1, 64>>>(dz, dr, n * batch);
  cufftHandle pz;
  CF_CHECK(cufftPlan1d(&pz, n, CUFFT_Z2Z, batch));
  CF_CHECK(cufftExecZ2Z(pz, dz, dw, CUFFT_FORWARD));
  cufftDoubleComplex h[20];
  CT_CHECK(cudaMemcpy(h, dw, sizeof(h), cudaMemcpyDeviceToHost));
  print_complex("z2z_forward", h, n * batch);
  CF_CHECK(cufftExecZ2Z(pz, dw, dw, CUFFT_INVERSE));
  CT_CHECK(cudaMemcpy(h, dw, sizeof(h), cudaMemcpyDeviceToHost));
  print_complex("z2z_inverse_unnormalised", h, n * batch);
  CF_CHECK(cufftDestroy(pz));

  cufftHandle pf, pb;
  CF_CHECK(cufftPlan1d(&pf, nr, CUFFT_D2Z, 1));
  CF_CHECK(cufftPlan1d(&pb, nr, CUFFT_Z2D, 1));
  CF_CHECK(cufftExecD2Z(pf, dr, dw));
  CT_CHECK(cudaMemcpy(h, dw, hr * sizeof(cufftDoubleComplex), cudaMemcpyDeviceToHost));
  print_complex("d2z", h, hr);
  CF_CHECK(cufftExecZ2D(pb, dw, dr));
  double hback[9];
  CT_CHECK(cudaMemcpy(hback, dr, sizeof(hback), cudaMemcpyDeviceToHost));
  ct_print_d("z2d_unnormalised", hback, nr);
  CF_CHECK(cufftDestroy(pf));
  CF_CHECK(cufftDestroy(pb));
  CT_CHECK(cudaFree(dz));
  CT_CHECK(cudaFree(dw));
  CT_CHECK(cudaFree(dr));
  return 0;
}
