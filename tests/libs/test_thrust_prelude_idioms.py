"""Thrust idioms the translation's prelude did not parse, so that the file fell back to token level
(XL902) or the build stopped (XL901): a lambda or a class of an unnamed namespace handed to any Thrust
algorithm, functional object or CUB device function (clang refuses a use of a function only declared with a
type that has no linkage; the parse now drops that error where the function is the prelude's), and what xgboost 1.7's
device_helpers.cuh uses (THRUST_MAJOR_VERSION after a container header, thrust::seq in device code,
thrust::swap, a tuple's member get<N>(), thrust::iterator_traits, thrust::detail::execution_policy_base,
std::distance over a device_ptr or a transform_iterator, <thrust/transform_scan.h>). Each program is
translated with no diagnostic but notes and builds for gfx942 against rocThrust/hipCUB. The cpu target's
Thrust has none of binary_search.h, swap.h, tuple.h or transform_scan.h yet (docs/libraries.md, the cpu
Thrust's list)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.libs.single_program import build_for_gfx942, checked_translation

PROGRAMS = Path(__file__).resolve().parent / "programs_extra"

LAMBDAS = r"""#include <thrust/device_vector.h>
#include <thrust/transform.h>
#include <thrust/for_each.h>
#include <thrust/count.h>
#include <thrust/execution_policy.h>
#include <cub/cub.cuh>
#include <cstdio>
int main() {
  thrust::device_vector<int> a(8, 3), b(8);
  thrust::transform(thrust::device, a.begin(), a.end(), b.begin(), [] __device__(int x) { return x + 1; });
  int n = (int)thrust::count_if(b.begin(), b.end(), [] __host__ __device__(int x) { return x == 4; });
  int* p = thrust::raw_pointer_cast(b.data());
  thrust::for_each(thrust::device, thrust::make_counting_iterator(0), thrust::make_counting_iterator(8),
                   [p] __device__(int i) { p[i] *= i; });
  size_t bytes = 0;
  int* out = nullptr;
  cudaMalloc(&out, sizeof(int));
  auto squared = cub::TransformInputIterator<int, int (*)(int), int*>(p, nullptr);
  (void)squared;
  cub::DeviceReduce::Reduce(nullptr, bytes, p, out, 8, [] __device__(int x, int y) { return x > y ? x : y; }, 0);
  printf("%d %d\n", n, (int)bytes >= 0);
  return 0;
}
"""


UNNAMED = r"""#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/functional.h>
#include <cstdio>
namespace {
struct Pair {
  int a, b;
  __host__ __device__ Pair operator+(const Pair& o) const { return Pair{a + o.a, b + o.b}; }
};
}  // namespace
int main() {
  thrust::device_vector<Pair> v(4, Pair{1, 2});
  Pair s = thrust::reduce(v.begin(), v.end(), Pair{0, 0}, thrust::plus<Pair>());
  printf("%d %d\n", s.a, s.b);
  return 0;
}
"""


@pytest.mark.parametrize("name", ["thrust_idioms.cu", "lambdas.cu", "unnamed.cu"])
def test_translation_is_checked_and_builds_for_gfx942(tmp_path: Path, name: str) -> None:
    path = PROGRAMS / name
    if name in ("lambdas.cu", "unnamed.cu"):  # a class of an unnamed namespace has no linkage either
        path = tmp_path / name
        path.write_text(LAMBDAS if name == "lambdas.cu" else UNNAMED)
    checked_translation(path)
    build_for_gfx942(path, tmp_path / "prog")
