// Thrust numeric algorithms on device_vectors with user functors: transform_reduce (sum of squares,
// then the largest absolute value), inclusive_scan (sum, and running maximum), exclusive_scan with an
// initial value, transform of two vectors (saxpy functor), reduce with an init; the data comes from
// a kernel on a stream that the program synchronises before Thrust reads it.
#include <cstdio>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include "ct.cuh"

struct Square {
  __host__ __device__ long long operator()(int x) const { return (long long)x * x; }
};
struct Abs {
  __host__ __device__ int operator()(int x) const { return x < 0 ? -x : x; }
};
struct Saxpy {
  float a;
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

__global__ void fill(int* x, float* f, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[i] = (i * 41) % 23 - 11;
    f[i] = 0.25f * (float)(i % 9);
  }
}

int main() {
  const int n = 80;
  thrust::device_vector<int> x(n), out(n);
  thrust::device_vector<float> f(n), g(n, 1.5f), h(n);
  cudaStream_t s;
  CT_CHECK(cudaStreamCreate(&s));
  fill<<<1, 128, 0, s>>>(thrust::raw_pointer_cast(x.data()), thrust::raw_pointer_cast(f.data()), n);
  CT_CHECK(cudaStreamSynchronize(s));

  long long sq = thrust::transform_reduce(x.begin(), x.end(), Square(), 0ll, thrust::plus<long long>());
  int amax = thrust::transform_reduce(x.begin(), x.end(), Abs(), 0, thrust::maximum<int>());
  printf("sum_squares: %lld\nmax_abs: %d\n", sq, amax);
  thrust::host_vector<int> hv;
  thrust::inclusive_scan(x.begin(), x.end(), out.begin());
  hv = out;
  ct_print_i("inclusive_sum", hv.data(), n);
  thrust::inclusive_scan(x.begin(), x.end(), out.begin(), thrust::maximum<int>());
  hv = out;
  ct_print_i("running_max", hv.data(), n);
  thrust::exclusive_scan(x.begin(), x.end(), out.begin(), 1000);
  hv = out;
  ct_print_i("exclusive_from_1000", hv.data(), n);
  thrust::transform(f.begin(), f.end(), g.begin(), h.begin(), Saxpy{-2.0f});
  thrust::host_vector<float> hf = h;
  ct_print_f("saxpy", hf.data(), n);
  float total = thrust::reduce(h.begin(), h.end(), 0.5f);
  ct_print_f("saxpy_total", &total, 1);
  CT_CHECK(cudaStreamDestroy(s));
  return 0;
}
