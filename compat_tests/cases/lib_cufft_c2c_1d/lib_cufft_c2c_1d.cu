// cuFFT 1-D complex-to-complex, batched (3 signals of length 12, not a power of two), on a stream set
// with cufftSetStream: a kernel writes the signals on that stream, the forward transform runs out of
// place, the inverse in place, and a kernel divides by n (cuFFT does not normalise).
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

__global__ void signal(cufftComplex* x, int n, int batch) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n * batch) {
    int b = t / n, i = t % n;
    x[t].x = 0.25f * (float)((i * (b + 2)) % 7) - 0.75f;
    x[t].y = 0.125f * (float)((i + 3 * b) % 5) - 0.25f;
  }
}

__global__ void scale(cufftComplex* x, int total, float s) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < total) {
    x[t].x *= s;
    x[t].y *= s;
  }
}

static void print_complex(const char* key, const cufftComplex* v, int n) {
  printf("%s:", key);
  for (int i = 0; i < n; ++i) printf(" %.9g %.9g", (double)v[i].x, (double)v[i].y);
  printf("\n");
}

int main() {
  const int n = 12, batch = 3, total = n * batch;
  cudaStream_t s;
  CT_CHECK(cudaStreamCreate(&s));
  cufftComplex *dx, *dy;
  CT_CHECK(cudaMalloc(&dx, total * sizeof(cufftComplex)));
  CT_CHECK(cudaMalloc(&dy, total * sizeof(cufftComplex)));
  cufftHandle plan;
  CF_CHECK(cufftPlan1d(&plan, n, CUFFT_C2C, batch));
  CF_CHECK(cufftSetStream(plan, s));
  signal<<<1, 64, 0, s>>>(dx, n, batch);
  CF_CHECK(cufftExecC2C(plan, dx, dy, CUFFT_FORWARD));
  cufftComplex h[total];
  CT_CHECK(cudaMemcpyAsync(h, dy, sizeof(h), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  print_complex("forward", h, total);
  CF_CHECK(cufftExecC2C(plan, dy, dy, CUFFT_INVERSE));
  scale<<<1, 64, 0, s>>>(dy, total, 1.0f / n);
  CT_CHECK(cudaMemcpyAsync(h, dy, sizeof(h), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  print_complex("roundtrip", h, total);
  CF_CHECK(cufftDestroy(plan));
  CT_CHECK(cudaStreamDestroy(s));
  CT_CHECK(cudaFree(dx));
  CT_CHECK(cudaFree(dy));
  return 0;
}
