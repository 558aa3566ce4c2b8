// cuRAND host API, default generator (XORWOW) as simulation code drives it: seed and offset, the
// generator on a user stream (curandSetStream), consecutive calls continuing one sequence, a kernel
// consuming the numbers on the same stream, normals with mean and stddev, uniform doubles; and the
// documented error: an odd count of normals returns CURAND_STATUS_LENGTH_NOT_MULTIPLE.
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

// x -> 2 x - 1 on the stream, after the generator wrote x
__global__ void to_signed(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = 2.0f * x[i] - 1.0f;
}

int main() {
  const int n = 24;
  cudaStream_t s;
  CT_CHECK(cudaStreamCreate(&s));
  float *du, *dn;
  double* dd;
  CT_CHECK(cudaMalloc(&du, 2 * n * sizeof(float)));
  CT_CHECK(cudaMalloc(&dn, n * sizeof(float)));
  CT_CHECK(cudaMalloc(&dd, n * sizeof(double)));
  curandGenerator_t g;
  CR_CHECK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT));
  CR_CHECK(curandSetStream(g, s));
  CR_CHECK(curandSetPseudoRandomGeneratorSeed(g, 20261127ull));
  CR_CHECK(curandSetGeneratorOffset(g, 3ull));
  CR_CHECK(curandGenerateUniform(g, du, n));      // elements 3 .. 3+n of the sequence
  CR_CHECK(curandGenerateUniform(g, du + n, n));  // the next n
  to_signed<<<1, 64, 0, s>>>(du, 2 * n);
  float hu[2 * n];
  CT_CHECK(cudaMemcpyAsync(hu, du, sizeof(hu), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  ct_print_f("signed_uniform", hu, 2 * n);
  curandStatus_t odd = curandGenerateNormal(g, dn, n - 1, 0.0f, 1.0f);
  printf("odd_normal_status: %s\n", odd == CURAND_STATUS_LENGTH_NOT_MULTIPLE ? "LENGTH_NOT_MULTIPLE" : "OTHER");
  CR_CHECK(curandDestroyGenerator(g));

  CR_CHECK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_XORWOW));
  CR_CHECK(curandSetPseudoRandomGeneratorSeed(g, 42ull));
  CR_CHECK(curandGenerateNormal(g, dn, n, 1.0f, 2.0f));
  CR_CHECK(curandGenerateUniformDouble(g, dd, n));
  float hn[n];
  double hd[n];
  CT_CHECK(cudaMemcpy(hn, dn, sizeof(hn), cudaMemcpyDeviceToHost));
  CT_CHECK(cudaMemcpy(hd, dd, sizeof(hd), cudaMemcpyDeviceToHost));
  ct_print_f("normal_1_2", hn, n);
  ct_print_d("uniform_double_after", hd, n);
  CR_CHECK(curandDestroyGenerator(g));
  CT_CHECK(cudaStreamDestroy(s));
  CT_CHECK(cudaFree(du)); CT_CHECK(cudaFree(dn)); CT_CHECK(cudaFree(dd));
  return 0;
}
