"""Thrust idioms the translation's prelude did not parse, so that the file fell back to token level
(XL902) or the build stopped (XL901): a lambda or a class of an unnamed namespace handed to any Thrust
algorithm, functional object or CUB device function (clang refuses a use of a function only declared with a
type that has no linkage; the parse now drops that error where the function is the prelude's), and what xgboost 1.7's
device_helpers.cuh uses (THRUST_MAJOR_VERSION after a container header, thrust::seq in device code,
thrust::swap, a tuple's member get<N>(), thrust::iterator_traits, thrust::detail::execution_policy_base,
std::distance over a device_ptr or a transform_iterator, <thrust/transform_scan.h>). Each program is
translated with no diagnostic but notes and builds for gfx942 against rocThrust/hipCUB. The cpu target's
Thrust has none of binary_search.h, swap.h, tuple.h or transform_scan.h yet (docs/libraries.md, the cpu
Thrust's list).

A device_vector's element (`v[i]`, Thrust's device_reference) was untyped in the prelude, so `v[0] = {a, b}`
had no viable `=` and `std::isnan(v[3])` was ambiguous (xgboost's tests/cpp): ELEMENTS reads, writes, compounds
and takes the address of elements through the typed reference; it is checked, built for gfx942, and its output
on the cpu backend compared with the values computed here."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.libs.single_program import build_for_gfx942, checked_translation, run_on_cpu

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


ELEMENTS = r"""#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <limits>
struct Grad {
  float g, h;
};
static float first_of(const thrust::device_vector<float>& c) { return c[0] + 0.5f; }
int main() {
  thrust::device_vector<Grad> gp(2);
  gp[0] = {1000.f, 250.f};
  gp[1] = Grad{-3.f, 4.f};
  Grad a = gp[0], b = gp[1];
  thrust::device_vector<float> d(4, 1.5f);
  d[3] = std::numeric_limits<float>::quiet_NaN();
  bool nan3 = std::isnan(d[3]), nan0 = std::isnan(d[0]);
  d[1] += 2;
  d[2] *= 4;
  float x = d[1] * 2 + d[2];
  float* raw = thrust::raw_pointer_cast(&d[0]);
  (void)raw;
  thrust::device_vector<int> k(3, 7);
  k[0]++;
  --k[2];
  int sum = k[0] + k[1] + k[2];
  thrust::host_vector<int> h = k;
  std::cout << a.g << " " << a.h << " " << b.g << " " << b.h << " " << nan3 << nan0 << " " << x << " " << sum << " "
            << h[0] << " " << k[2] << " " << first_of(d) << "\n";
  return 0;
}
"""


def _expected_elements() -> str:
    """ELEMENTS' output, computed here: d = [1.5]*4; d[1] += 2; d[2] *= 4; k = [7]*3; k[0]++; --k[2]."""
    d1, d2 = 1.5 + 2, 1.5 * 4
    k = [8, 7, 6]
    # f"{v:g}": iostream's default float format for these values
    return f"1000 250 -3 4 10 {d1 * 2 + d2:g} {sum(k)} {k[0]} {k[2]} {1.5 + 0.5:g}\n"


PROGRAM_TEXT = {"lambdas.cu": LAMBDAS, "unnamed.cu": UNNAMED, "elements.cu": ELEMENTS}


@pytest.mark.parametrize("name", ["thrust_idioms.cu", "lambdas.cu", "unnamed.cu", "elements.cu"])
def test_translation_is_checked_and_builds_for_gfx942(tmp_path: Path, name: str) -> None:
    path = PROGRAMS / name
    if name in PROGRAM_TEXT:  # a class of an unnamed namespace has no linkage either
        path = tmp_path / name
        path.write_text(PROGRAM_TEXT[name])
    checked_translation(path)
    build_for_gfx942(path, tmp_path / "prog")


def test_elements_compute_on_cpu(tmp_path: Path) -> None:
    path = tmp_path / "elements.cu"
    path.write_text(ELEMENTS)
    assert run_on_cpu(path, "64") == _expected_elements()
