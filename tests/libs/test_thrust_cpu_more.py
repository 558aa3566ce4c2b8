"""Thrust on the cpu target beyond its first algorithms, as xgboost 1.7's CUDA code uses it: device_vector
with a project's allocator derived from device_malloc_allocator (xgboost counts its allocations that way),
the iterator library (constant, discard, transform over a lambda and over a functor whose operator() is
not const, transform_output, permutation, zip), make_tuple with explicit types, copy_if, any/all/
none_of, stable_sort_by_key, is_sorted, inclusive/exclusive_scan_by_key, unique_by_key_copy, gather,
scatter, replace_if, equal, merge, reduce_by_key into a discard iterator, an algorithm called with a
policy through `thrust::detail::execution_policy_base<D>&` (xgboost's SegmentedUnique), thrust::seq
inside a kernel (which must not wait for the device it runs on) and thrust::random.

Every expected value is computed here from Thrust's documented semantics (Python's sorted, bisect,
itertools; the random engine x' = 48271 x mod (2^31 - 1) and the distributions' documented maps, with
numpy's float32 for the float one), not taken from a run; the same program is built for gfx942 against
rocThrust."""

from __future__ import annotations

import bisect
import itertools
from pathlib import Path

import numpy as np

from tests.driver.conftest import build_single, run_single_on_cpu

H = [5, 2, 9, 2, 7, 4, 4, 8]
SRC = r"""#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/device_malloc_allocator.h>
#include <thrust/execution_policy.h>
#include <thrust/copy.h>
#include <thrust/logical.h>
#include <thrust/gather.h>
#include <thrust/scatter.h>
#include <thrust/equal.h>
#include <thrust/sort.h>
#include <thrust/merge.h>
#include <thrust/replace.h>
#include <thrust/scan.h>
#include <thrust/unique.h>
#include <thrust/binary_search.h>
#include <thrust/random.h>
#include <thrust/iterator/discard_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/transform_output_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/system/cuda/error.h>

static size_t g_live = 0;
template <class T> struct counted : thrust::device_malloc_allocator<T> {
  using super = thrust::device_malloc_allocator<T>;
  using pointer = thrust::device_ptr<T>;
  template <class U> struct rebind { using other = counted<U>; };
  pointer allocate(size_t n) { g_live += n * sizeof(T); return super::allocate(n); }
  void deallocate(pointer p, size_t n) { g_live -= n * sizeof(T); super::deallocate(p, n); }
};
struct twice { __host__ __device__ int operator()(int x) const { return 2 * x; } };
struct odd { __host__ __device__ bool operator()(int x) const { return x % 2 != 0; } };
struct plus_one { int calls = 0; __host__ __device__ int operator()(int x) { ++calls; return x + 1; } };  // operator() not const

__global__ void find_segments(const int* bounds, int nb, const int* q, int* seg, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) seg[i] = thrust::upper_bound(thrust::seq, bounds, bounds + nb, q[i]) - bounds - 1;
}

template <class Policy, class It> int count_odd(const thrust::detail::execution_policy_base<Policy>& exec, It f, It l) {
  return thrust::count_if(exec, f, l, odd());
}

int main() {
  {
    thrust::device_vector<int, counted<int>> v(10);
    thrust::sequence(v.begin(), v.end(), 1);
    printf("live %zu\n", g_live);
    v.resize(20, 7);
    v.push_back(99);
    printf("size %zu back %d sum %d\n", v.size(), (int)v.back(), thrust::reduce(thrust::device, v.begin(), v.end()));
    v.erase(v.begin(), v.begin() + 5);
    printf("after erase %zu first %d\n", v.size(), (int)v[0]);
  }
  printf("live after %zu\n", g_live);
  const int h[] = {5, 2, 9, 2, 7, 4, 4, 8};
  thrust::device_vector<int> d(h, h + 8);
  thrust::device_vector<int> out(8);
  auto e = thrust::copy_if(thrust::cuda::par, d.begin(), d.end(), out.begin(), odd());
  printf("copy_if %d :", (int)(e - out.begin()));
  for (auto it = out.begin(); it != e; ++it) printf(" %d", (int)*it);
  printf("\n");
  printf("any %d all %d none %d odd %d\n", (int)thrust::any_of(d.begin(), d.end(), odd()), (int)thrust::all_of(thrust::device, d.begin(), d.end(), odd()),
         (int)thrust::none_of(d.begin(), d.end(), [] __device__ (int x) { return x > 100; }), count_odd(thrust::device, d.begin(), d.end()));
  thrust::device_vector<int> keys(h, h + 8), vals(8);
  thrust::sequence(vals.begin(), vals.end());
  thrust::stable_sort_by_key(thrust::device, keys.begin(), keys.end(), vals.begin());
  printf("sorted");
  for (int i = 0; i < 8; ++i) printf(" %d:%d", (int)keys[i], (int)vals[i]);
  printf("\nis_sorted %d %d\n", (int)thrust::is_sorted(keys.begin(), keys.end()), (int)thrust::is_sorted(d.begin(), d.end()));
  thrust::device_vector<int> ik(8), iv(8);
  thrust::inclusive_scan_by_key(keys.begin(), keys.end(), thrust::make_constant_iterator(1), ik.begin());
  thrust::exclusive_scan_by_key(thrust::device, keys.begin(), keys.end(), thrust::make_constant_iterator(1), iv.begin());
  printf("scan_by_key");
  for (int i = 0; i < 8; ++i) printf(" %d/%d", (int)ik[i], (int)iv[i]);
  printf("\n");
  thrust::device_vector<int> uk(8), uv(8);
  auto ends = thrust::unique_by_key_copy(keys.begin(), keys.end(), vals.begin(), uk.begin(), uv.begin());
  printf("unique_by_key_copy %d :", (int)(ends.first - uk.begin()));
  for (int i = 0; i < ends.first - uk.begin(); ++i) printf(" %d:%d", (int)uk[i], (int)uv[i]);
  printf("\n");
  thrust::device_vector<int> idx(4);
  const int m[] = {7, 0, 3, 3};
  thrust::copy(m, m + 4, idx.begin());
  thrust::device_vector<int> g(4);
  thrust::gather(idx.begin(), idx.end(), d.begin(), g.begin());
  thrust::device_vector<int> sc(8, -1);
  thrust::scatter(thrust::device, g.begin(), g.begin() + 3, thrust::make_counting_iterator(2), sc.begin());
  printf("gather %d %d %d %d scatter", (int)g[0], (int)g[1], (int)g[2], (int)g[3]);
  for (int i = 0; i < 8; ++i) printf(" %d", (int)sc[i]);
  printf("\n");
  thrust::replace_if(sc.begin(), sc.end(), [] __device__ (int x) { return x < 0; }, 0);
  printf("replace_if %d %d equal %d\n", (int)sc[0], (int)sc[7], (int)thrust::equal(sc.begin(), sc.end(), sc.begin()));
  const int a1[] = {1, 4, 6}, a2[] = {2, 4, 5, 9};
  thrust::device_vector<int> m1(a1, a1 + 3), m2(a2, a2 + 4), mo(7);
  thrust::merge(m1.begin(), m1.end(), m2.begin(), m2.end(), mo.begin());
  printf("merge");
  for (int i = 0; i < 7; ++i) printf(" %d", (int)mo[i]);
  printf("\n");
  // iterators
  auto ti = thrust::make_transform_iterator(d.begin(), twice());
  printf("transform_it %d %d sum %d\n", (int)ti[0], (int)*(ti + 7), thrust::reduce(ti, ti + 8));
  thrust::device_vector<int> to(8);
  thrust::copy(d.begin(), d.end(), thrust::make_transform_output_iterator(to.begin(), twice()));
  auto pi = thrust::make_permutation_iterator(d.begin(), idx.begin());
  printf("transform_out %d %d perm %d %d\n", (int)to[0], (int)to[7], (int)pi[0], (int)pi[3]);
  auto z = thrust::make_zip_iterator(thrust::make_tuple(keys.begin(), vals.begin()));
  thrust::tuple<int, int> zt = z[2];
  printf("zip %d %d dist %d\n", thrust::get<0>(zt), thrust::get<1>(zt), (int)thrust::distance(z, z + 8));
  auto sq = thrust::make_transform_iterator(thrust::make_counting_iterator(0), [] __host__ __device__ (int i) { return i * i; });
  auto p1 = thrust::make_transform_iterator(d.begin(), plus_one());
  int flag = 1;
  thrust::tuple<unsigned long long, unsigned long long> mt = thrust::make_tuple<unsigned long long, unsigned long long>(!flag, flag);
  printf("lambda_it %d %d nonconst %d tuple %llu %llu\n", (int)sq[3], thrust::reduce(sq, sq + 4), (int)p1[1], thrust::get<0>(mt), thrust::get<1>(mt));
  auto r = thrust::reduce_by_key(keys.begin(), keys.end(), thrust::make_constant_iterator(1), thrust::make_discard_iterator(), out.begin());
  printf("runs %d\n", (int)(r.second - out.begin()));
  // thrust::seq in a kernel
  const int b[] = {0, 3, 5, 10};
  thrust::device_vector<int> bounds(b, b + 4), qs(h, h + 8), seg(8);
  find_segments<<<1, 8>>>(thrust::raw_pointer_cast(bounds.data()), 4, thrust::raw_pointer_cast(qs.data()), thrust::raw_pointer_cast(&seg[0]), 8);
  printf("seg");
  for (int i = 0; i < 8; ++i) printf(" %d", (int)seg[i]);
  printf("\n");
  // random
  thrust::default_random_engine rng(1234);
  thrust::uniform_int_distribution<int> di(0, 99);
  thrust::uniform_real_distribution<float> dr(-1.0f, 1.0f);
  unsigned r0 = rng();
  int i0 = di(rng);
  float f0 = dr(rng);
  rng.discard(5);
  printf("rng %u %d %.6f %u\n", r0, i0, f0, (unsigned)rng());
  thrust::host_vector<int> hv = d;
  printf("host %zu %d msg %s\n", hv.size(), hv[2], thrust::system_error(1, thrust::cuda_category()).what());
  return 0;
}
"""


def _runs(keys: list[int]) -> list[list[int]]:
    return [list(g) for _, g in itertools.groupby(range(len(keys)), key=lambda i: keys[i])]


def _rng() -> list[str]:
    m = 2**31 - 1
    x = 1234 % m
    draws = []
    for _ in range(9):
        x = 48271 * x % m
        draws.append(x)
    r0, r1, r2 = draws[0], draws[1], draws[2]
    i0 = int((r1 - 1) / (1.0 + (m - 1 - 1)) * (99.0 + 1.0 - 0.0) + 0.0)
    f = np.float32(r2 - 1)
    f = np.float32(f / np.float32(np.float32(1) + np.float32(m - 1 - 1)))
    f0 = np.float32(f * np.float32(np.float32(1.0) - np.float32(-1.0)) + np.float32(-1.0))
    return ["rng", str(r0), str(i0), f"{float(f0):.6f}", str(draws[8])]


def _expected() -> list[str]:
    out: list[str] = []
    v = list(range(1, 11)) + [7] * 10 + [99]
    out += ["live", "40", "size", "21", "back", "99", "sum", str(sum(v))]
    v = v[5:]
    out += ["after", "erase", str(len(v)), "first", str(v[0]), "live", "after", "0"]
    odd = [x for x in H if x % 2]
    out += ["copy_if", str(len(odd)), ":", *map(str, odd)]
    out += ["any", str(int(bool(odd))), "all", str(int(len(odd) == len(H))), "none", "1", "odd", str(len(odd))]
    pairs = sorted(zip(H, range(8)), key=lambda p: p[0])  # stable: equal keys keep their order
    keys = [k for k, _ in pairs]
    vals = [i for _, i in pairs]
    out += ["sorted", *[f"{k}:{i}" for k, i in pairs]]
    out += ["is_sorted", "1", str(int(H == sorted(H)))]
    inc, exc = [], []
    for run in _runs(keys):
        inc += list(range(1, len(run) + 1))
        exc += list(range(len(run)))
    out += ["scan_by_key", *[f"{a}/{b}" for a, b in zip(inc, exc)]]
    firsts = [run[0] for run in _runs(keys)]
    out += ["unique_by_key_copy", str(len(firsts)), ":", *[f"{keys[i]}:{vals[i]}" for i in firsts]]
    idx = [7, 0, 3, 3]
    g = [H[i] for i in idx]
    sc = [-1] * 8
    for j, x in enumerate(g[:3]):
        sc[2 + j] = x
    out += ["gather", *map(str, g), "scatter", *map(str, sc)]
    sc = [max(x, 0) for x in sc]
    out += ["replace_if", str(sc[0]), str(sc[7]), "equal", "1"]
    out += ["merge", *map(str, sorted([1, 4, 6] + [2, 4, 5, 9]))]
    out += ["transform_it", str(2 * H[0]), str(2 * H[7]), "sum", str(2 * sum(H))]
    out += ["transform_out", str(2 * H[0]), str(2 * H[7]), "perm", str(H[idx[0]]), str(H[idx[3]])]
    out += ["zip", str(keys[2]), str(vals[2]), "dist", "8"]
    out += ["lambda_it", "9", str(sum(i * i for i in range(4))), "nonconst", str(H[1] + 1), "tuple", "0", "1"]
    out += ["runs", str(len(_runs(keys)))]
    bounds = [0, 3, 5, 10]
    out += ["seg", *[str(bisect.bisect_right(bounds, q) - 1) for q in H]]
    out += _rng()
    out += ["host", "8", str(H[2]), "msg", "invalid", "argument"]
    return out


def test_thrust_more_on_cpu(tmp_path: Path) -> None:
    assert run_single_on_cpu(tmp_path, "thrust_more", SRC) == _expected()


def test_thrust_more_builds_for_gfx942(tmp_path: Path) -> None:
    build_single(tmp_path, "thrust_more", SRC, ["find_segments"])
