// cuRAND host API at Monte Carlo sizes (2^22 numbers), judged statistically: normals with mean 3 and
// stddev 0.5 and uniform floats, their moments summed per block by a kernel (shared-memory tree) and
// the partial sums added on the host in double; uniforms must lie in (0, 1]. Besides mean and variance,
// the fraction of samples with |x - c| >= w (normals beyond two stddevs, uniforms above 0.9).
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

// per block (grid-stride loop): sum x, sum x^2, count of |x - c| >= w, count outside (lo, hi]
__global__ void moments(const float* x, int n, float c, float w, float lo, float hi, double* part) {
  __shared__ double s1[256], s2[256], s3[256], s4[256];
  int t = threadIdx.x;
  double a = 0, b = 0, e = 0, o = 0;
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += gridDim.x * blockDim.x) {
    double v = (double)x[i];
    a += v;
    b += v * v;
    e += fabsf(x[i] - c) >= w ? 1.0 : 0.0;
    o += !(x[i] > lo && x[i] <= hi) ? 1.0 : 0.0;
  }
  s1[t] = a;
  s2[t] = b;
  s3[t] = e;
  s4[t] = o;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s) {
      s1[t] += s1[t + s];
      s2[t] += s2[t + s];
      s3[t] += s3[t + s];
      s4[t] += s4[t + s];
    }
    __syncthreads();
  }
  if (t == 0) {
    part[4 * blockIdx.x + 0] = s1[0];
    part[4 * blockIdx.x + 1] = s2[0];
    part[4 * blockIdx.x + 2] = s3[0];
    part[4 * blockIdx.x + 3] = s4[0];
  }
}

static void report(const char* key, const float* dx, int n, float c, float w, float lo, float hi, double* dpart,
                   double* hpart) {
  const int blocks = 1024;
  moments<<<blocks, 256>>>(dx, n, c, w, lo, hi, dpart);
  CT_CHECK(cudaMemcpy(hpart, dpart, 4 * blocks * sizeof(double), cudaMemcpyDeviceToHost));
  double s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  for (int b = 0; b < blocks; ++b) {
    s1 += hpart[4 * b];
    s2 += hpart[4 * b + 1];
    s3 += hpart[4 * b + 2];
    s4 += hpart[4 * b + 3];
  }
  double mean = s1 / n, var = s2 / n - mean * mean;
  printf("%s_mean: %.7f\n%s_var: %.7f\n%s_tail: %.7f\n%s_outside: %d\n", key, mean, key, var, key, s3 / n, key,
         (int)s4);
}

int main() {
  const int n = 1 << 22;
  float* dx;
  double *dpart, *hpart = new double[4 * 1024];
  CT_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CT_CHECK(cudaMalloc(&dpart, 4 * 1024 * sizeof(double)));
  curandGenerator_t g;
  CR_CHECK(curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT));
  CR_CHECK(curandSetPseudoRandomGeneratorSeed(g, 987654321ull));
  CR_CHECK(curandGenerateNormal(g, dx, n, 3.0f, 0.5f));
  report("normal", dx, n, 3.0f, 1.0f, -1e30f, 1e30f, dpart, hpart);  // two stddevs or more from the mean
  CR_CHECK(curandGenerateUniform(g, dx, n));
  report("uniform", dx, n, 0.45f, 0.45f, 0.0f, 1.0f, dpart, hpart);  // at or above 0.9 (or at or below 0)
  CR_CHECK(curandDestroyGenerator(g));
  CT_CHECK(cudaFree(dx));
  CT_CHECK(cudaFree(dpart));
  delete[] hpart;
  return 0;
}
