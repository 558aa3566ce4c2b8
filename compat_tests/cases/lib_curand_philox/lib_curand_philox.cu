// cuRAND host API, Philox4x32-10: raw 32-bit output at a seed and an offset that is not a multiple of
// four (mid-block), uniform floats continuing the sequence, normal doubles and log-normal floats from
// a second generator; the generator's output feeds a kernel (a histogram of the top 3 bits).
#include <cstdio>
#include <cuda_runtime.h>
#include <curand.h>
#include "ct.cuh"

#define CR_CHECK(call)                                                               \
  do {                                                                               \
    curandStatus_t s_ = (call);                                                      \
    if (s_ != CURAND_STATUS_SUCCESS) {                                               \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, (int)s_); \
      exit(3);                                                                       \
    }                                                                                \
  } while (0)

__global__ void top_bits_histogram(const unsigned* x, int n, unsigned* bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[x[i] >> 29], 1u);
}

int main() {
  const int n = 20, nh = 4096;
  unsigned *draw, *bins;
  float *uf, *lf;
  double* nd;
  CT_CHECK(cudaMalloc(&draw, nh * sizeof(unsigned)));
  CT_CHECK(cudaMalloc(&bins, 8 * sizeof(unsigned)));
  CT_CHECK(cudaMalloc(&uf, n * sizeof(float)));
  CT_CHECK(cudaMalloc(&lf, n * sizeof(float)));
  CT_CHECK(cudaMalloc(&nd, n * sizeof(double)));
  CT_CHECK(cudaMemset(bins, 0, 8 * sizeof(unsigned)));
  curandGenerator_t g;
  CR_CHECK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_PHILOX4_32_10));
  CR_CHECK(curandSetPseudoRandomGeneratorSeed(g, 0x1234abcdull));
  CR_CHECK(curandSetGeneratorOffset(g, 6ull));
  CR_CHECK(curandGenerate(g, draw, nh));
  CR_CHECK(curandGenerateUniform(g, uf, n));
  top_bits_histogram<<<nh / 256, 256>>>(draw, nh, bins);
  unsigned hraw[n], hb[8];
  float hu[n];
  CT_CHECK(cudaMemcpy(hraw, draw, sizeof(hraw), cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(hb, bins, sizeof(hb), cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(hu, uf, sizeof(hu), cudaMemcpyDeviceToHost));
  ct_print_u("raw_first", hraw, n);
  ct_print_u("top3_histogram", hb, 8);
  ct_print_f("uniform_next", hu, n);
  CR_CHECK(curandDestroyGenerator(g));

  CR_CHECK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_PHILOX4_32_10));
  CR_CHECK(curandSetPseudoRandomGeneratorSeed(g, 7ull));
  CR_CHECK(curandGenerateNormalDouble(g, nd, n, -1.0, 0.5));
  CR_CHECK(curandGenerateLogNormal(g, lf, n, 0.0f, 0.25f));
  double hn[n];
  float hl[n];
  CT_CHECK(cudaMemcpy(hn, nd, sizeof(hn), cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(hl, lf, sizeof(hl), cudaMemcpyDeviceToHost));
  ct_print_d("normal_double", hn, n);
  ct_print_f("log_normal", hl, n);
  CR_CHECK(curandDestroyGenerator(g));
  CT_CHECK(cudaFree(draw)); CT_CHECK(cudaFree(bins)); CT_CHECK(cudaFree(uf)); CT_CHECK(cudaFree(lf));
  CT_CHECK(cudaFree(nd));
  return 0;
}
