// Thrust's functional part as hypre's device utilities use it: functors derived from
// thrust::unary_function / binary_function, placeholder expressions (`2 * _1 + 1`, `_1 - _2`,
// `_1 = v`), and reduce_by_key's pair of ends, held in a thrust::pair of iterators, read through `.second`.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <thrust/for_each.h>
#include <thrust/execution_policy.h>
#include <cstdio>

using namespace thrust::placeholders;

template <typename T1, typename T2>
struct type_cast : public thrust::unary_function<T1, T2> {
  __host__ __device__ T2 operator()(const T1 &x) const { return (T2)x; }
};
template <typename T>
struct absdiff : public thrust::binary_function<T, T, T> {
  __host__ __device__ T operator()(const T &a, const T &b) const { return a > b ? a - b : b - a; }
};

int main() {
  const int n = 12;
  thrust::host_vector<int> hk(n), hv(n);
  for (int i = 0; i < n; ++i) {
    hk[i] = i / 4;        // three runs of four equal keys
    hv[i] = (i * 7) % 5;  // 0 2 4 1 3 0 2 4 1 3 0 2
  }
  thrust::device_vector<int> keys = hk, vals = hv, okeys(n), ovals(n), t(n);
  thrust::device_vector<double> d(n);
  thrust::transform(thrust::device, vals.begin(), vals.end(), d.begin(), type_cast<int, double>());
  thrust::transform(thrust::device, vals.begin(), vals.end(), t.begin(), 2 * _1 + 1);         // 2v + 1
  thrust::transform(thrust::device, t.begin(), t.end(), keys.begin(), t.begin(), _1 - _2);      // - key
  thrust::transform(thrust::device, t.begin(), t.end(), vals.begin(), t.begin(), absdiff<int>());
  typedef thrust::device_vector<int>::iterator It;
  thrust::pair<It, It> ends = thrust::reduce_by_key(thrust::device, keys.begin(), keys.end(), t.begin(),
                                                    okeys.begin(), ovals.begin());
  int runs = (int)(ends.second - ovals.begin());
  thrust::host_vector<int> hs = ovals;
  thrust::for_each(thrust::device, vals.begin(), vals.end(), _1 = 9);
  thrust::host_vector<int> h9 = vals;
  double dsum = thrust::reduce(thrust::device, d.begin(), d.end());
  printf("runs=%d", runs);
  for (int i = 0; i < runs; ++i) printf(" %d", (int)hs[i]);
  printf(" dsum=%.1f nines=%d\n", dsum, (int)thrust::reduce(h9.begin(), h9.end()));
  return 0;
}
