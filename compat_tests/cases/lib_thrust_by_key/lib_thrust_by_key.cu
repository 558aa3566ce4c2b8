// Thrust key-value algorithms on device_vectors, as group-by code uses them: sort_by_key ascending,
// stable_sort_by_key descending (thrust::greater: equal keys keep their order), then reduce_by_key
// summing the values of each key group, and reduce_by_key with a custom equality (same key / 10)
// and thrust::maximum. A kernel writes the keys through raw_pointer_cast first. Which key of a group
// of "equal" keys the custom-equality reduce_by_key writes out is not the same everywhere: Thrust's
// documentation says the first, CUDA 13.0's Thrust writes the last (H200, 2026-12-04); the program
// prints the group's decade, which all its keys share.
#include <cstdio>
#include <cuda_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/pair.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include "ct.cuh"

__global__ void make_keys(int* k, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) k[i] = (i * 37) % 11 * 7 % 40;  // repeated keys in 0 .. 39
}

struct SameDecade {
  __host__ __device__ bool operator()(int a, int b) const { return a / 10 == b / 10; }
};

static void print_vec(const char* key, const thrust::device_vector<int>& v, int n) {
  thrust::host_vector<int> h(v.begin(), v.begin() + n);
  ct_print_i(key, h.data(), n);
}

int main() {
  const int n = 64;
  thrust::device_vector<int> keys(n), vals(n);
  make_keys<<<1, 64>>>(thrust::raw_pointer_cast(keys.data()), n);
  thrust::sequence(vals.begin(), vals.end(), 100);  // 100, 101, ...
  thrust::device_vector<int> k2 = keys, v2 = vals;

  thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  print_vec("sorted_keys", keys, n);
  thrust::device_vector<int> gk(n), gv(n);
  thrust::pair<thrust::device_vector<int>::iterator, thrust::device_vector<int>::iterator> ends =
      thrust::reduce_by_key(keys.begin(), keys.end(), vals.begin(), gk.begin(), gv.begin());
  int groups = (int)(ends.first - gk.begin());
  printf("groups: %d\n", groups);
  print_vec("group_keys", gk, groups);
  print_vec("group_sums", gv, groups);

  thrust::stable_sort_by_key(k2.begin(), k2.end(), v2.begin(), thrust::greater<int>());
  print_vec("desc_keys", k2, n);
  print_vec("desc_vals", v2, n);
  ends = thrust::reduce_by_key(k2.begin(), k2.end(), v2.begin(), gk.begin(), gv.begin(), SameDecade(),
                               thrust::maximum<int>());
  groups = (int)(ends.first - gk.begin());
  printf("decades: %d\n", groups);
  thrust::host_vector<int> decade(gk.begin(), gk.begin() + groups);
  for (int i = 0; i < groups; ++i) decade[i] /= 10;
  ct_print_i("decade_of_keys", decade.data(), groups);
  print_vec("decade_max_vals", gv, groups);
  return 0;
}
