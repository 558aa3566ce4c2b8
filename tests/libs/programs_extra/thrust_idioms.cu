// Thrust idioms of xgboost 1.7's device_helpers.cuh and friends that the translation's prelude did not
// parse (the file fell back to token level): THRUST_MAJOR_VERSION after including only a container
// header, thrust::seq in device code, thrust::swap, a tuple's member get<N>(), thrust::iterator_traits, a
// function over any execution policy (thrust::detail::execution_policy_base), std::distance over a
// device_ptr, and <thrust/transform_scan.h> with a lambda's transform_iterator.
#include <thrust/device_vector.h>
#include <thrust/binary_search.h>
#include <thrust/execution_policy.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/reduce.h>
#include <thrust/swap.h>
#include <thrust/transform_scan.h>
#include <thrust/tuple.h>
#include <cstdio>
#include <iterator>

#if THRUST_MAJOR_VERSION < 1
#error "THRUST_MAJOR_VERSION is not defined by the container header"
#endif

template <typename DerivedPolicy, typename It>
long long SumAll(const thrust::detail::execution_policy_base<DerivedPolicy>& exec, It first, It last) {
  using T = typename thrust::iterator_traits<It>::value_type;
  return (long long)thrust::reduce(exec, first, last, T(0));
}

struct Pick {
  __host__ __device__ int operator()(thrust::tuple<int, int, int> t) const { return t.get<0>() * 100 + t.get<2>(); }
};

__global__ void k(const float* cuts, int n, const float* values, int* bins, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= m) return;
  int lo = (int)(thrust::upper_bound(thrust::seq, cuts, cuts + n, values[i]) - cuts);
  int hi = n - lo;
  if (lo > hi) thrust::swap(lo, hi);
  bins[i] = lo * 10 + hi;
}

int main() {
  const int n = 5, m = 8;
  float h_cuts[n] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f};
  float h_values[m] = {-1.f, 0.7f, 1.5f, 2.0f, 3.9f, 4.4f, 9.f, 2.5f};
  thrust::device_vector<float> cuts(h_cuts, h_cuts + n), values(h_values, h_values + m);
  thrust::device_vector<int> bins(m);
  k<<<1, 64>>>(thrust::raw_pointer_cast(cuts.data()), n, thrust::raw_pointer_cast(values.data()),
               thrust::raw_pointer_cast(bins.data()), m);
  cudaDeviceSynchronize();
  for (int i = 0; i < m; ++i) printf("%d ", (int)bins[i]);
  printf("\n");

  thrust::device_ptr<int> first = bins.data();
  printf("%ld %lld\n", (long)std::distance(first, first + m), SumAll(thrust::device, first, first + m));

  thrust::device_vector<int> scanned(m);
  auto squares = thrust::make_transform_iterator(thrust::make_counting_iterator(1),
                                                 [] __host__ __device__(int v) { return v * v; });
  thrust::transform_inclusive_scan(thrust::device, squares, squares + m, scanned.begin(),
                                   [] __host__ __device__(int v) { return v + 1; }, thrust::plus<int>());
  for (int i = 0; i < m; ++i) printf("%d ", (int)scanned[i]);
  printf("\n");
  thrust::tuple<int, int, int> t = thrust::make_tuple(7, 8, 9);
  printf("%d\n", Pick()(t));
  return 0;
}
