// Thrust names used in host code (issue 21): tuple, host_vector, device_reference, random engines and
// distributions, merge, bit_and ... resolve in xlate's prelude (before: XL901 'no member named tuple in
// namespace thrust', the file translated at token level only); Thrust keeps its names with rocThrust
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <thrust/tuple.h>
#include <thrust/sort.h>
#include <thrust/random.h>
#include <thrust/merge.h>
#include <thrust/functional.h>
#include <thrust/iterator/zip_iterator.h>

int host_uses() {
  thrust::host_vector<int> h(4, 1);
  thrust::host_vector<int> out(8);
  thrust::tuple<int, float> t = thrust::make_tuple(1, 2.0f);
  thrust::device_vector<int> d = h;
  thrust::device_reference<int> r = d[0];
  thrust::default_random_engine rng(7);
  rng.discard(3);
  thrust::uniform_real_distribution<float> dist(0.0f, 1.0f);
  float x = dist(rng);
  thrust::merge(h.begin(), h.end(), h.begin(), h.end(), out.begin());
  thrust::sort(d.begin(), d.end());
  int m = thrust::get<0>(t);
  int first = r;
  return out[0] + m + first + (int)x + thrust::bit_and<int>()(3, 1);
}
