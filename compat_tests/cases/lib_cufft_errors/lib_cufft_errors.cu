// cuFFT error paths: plans of an unsupported size (nx = 0) or batch (0) return CUFFT_INVALID_SIZE, as
// the cufftPlan1d documentation says; the program prints the result by name and still runs a valid
// transform afterwards (a refused plan leaves nothing behind). cufftPlan2d with ny = 0 is not probed:
// the documentation says INVALID_SIZE, cuFFT 13.0 returns SUCCESS (H200, 2026-12-04), hipFFT refuses it.
#include <cstdio>
#include <cuda_runtime.h>
#include <cufft.h>
#include "ct.cuh"

static const char* result_name(cufftResult r) {
  switch (r) {
    case CUFFT_SUCCESS: return "SUCCESS";
    case CUFFT_INVALID_PLAN: return "INVALID_PLAN";
    case CUFFT_INVALID_TYPE: return "INVALID_TYPE";
    case CUFFT_INVALID_VALUE: return "INVALID_VALUE";
    case CUFFT_INVALID_SIZE: return "INVALID_SIZE";
    default: return "OTHER";
  }
}

__global__ void impulse(cufftComplex* x, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n) {
    x[t].x = t == 1 ? 1.0f : 0.0f;
    x[t].y = 0.0f;
  }
}

int main() {
  cufftHandle p;
  printf("plan1d_nx0: %s\n", result_name(cufftPlan1d(&p, 0, CUFFT_C2C, 1)));
  printf("plan1d_batch0: %s\n", result_name(cufftPlan1d(&p, 8, CUFFT_C2C, 0)));
  printf("plan1d_ok: %s\n", result_name(cufftPlan1d(&p, 4, CUFFT_C2C, 1)));
  cufftComplex* d;
  CT_CHECK(cudaMalloc(&d, 4 * sizeof(cufftComplex)));
  impulse<<<1, 32>>>(d, 4);
  printf("exec: %s\n", result_name(cufftExecC2C(p, d, d, CUFFT_FORWARD)));
  cufftComplex h[4];
  CT_CHECK(cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost));
  printf("impulse_fft:");
  for (int i = 0; i < 4; ++i) printf(" %.9g %.9g", (double)h[i].x, (double)h[i].y);
  printf("\n");
  printf("destroy: %s\n", result_name(cufftDestroy(p)));
  CT_CHECK(cudaFree(d));
  return 0;
}
