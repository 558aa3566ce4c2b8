"""Thrust's binary search (both forms), transform scans, swap/swap_ranges and tuple on the cpu target, whose
Thrust lacked <thrust/binary_search.h>, <thrust/transform_scan.h>, <thrust/swap.h> and <thrust/tuple.h>
(xgboost's device helpers include all four; the cpu target could not build them while gfx942 could).
The results are compared with a model written here from Thrust's documentation (Python's bisect and
itertools.accumulate); the same program is built for gfx942 against rocThrust."""

from __future__ import annotations

import bisect
import itertools
from pathlib import Path

from tests.driver.conftest import build_single, run_single_on_cpu

SORTED = [1, 3, 3, 5, 8, 13]
QUERIES = [0, 3, 4, 13, 20]
SRC = r"""#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/binary_search.h>
#include <thrust/transform_scan.h>
#include <thrust/swap.h>
#include <thrust/tuple.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
struct sq { __host__ __device__ int operator()(int x) const { return x * x; } };
int main() {
  const int s[] = {1, 3, 3, 5, 8, 13};
  thrust::device_vector<int> d(s, s + 6);
  const int q[] = {0, 3, 4, 13, 20};
  thrust::device_vector<int> v(q, q + 5), lo(5), hi(5);
  thrust::device_vector<bool> found(5);
  thrust::lower_bound(thrust::device, d.begin(), d.end(), v.begin(), v.end(), lo.begin());
  thrust::upper_bound(d.begin(), d.end(), v.begin(), v.end(), hi.begin());
  thrust::binary_search(thrust::device, d.begin(), d.end(), v.begin(), v.end(), found.begin());
  for (int i = 0; i < 5; ++i) printf("lb %d ub %d in %d\n", (int)lo[i], (int)hi[i], (int)found[i]);
  auto it = thrust::lower_bound(thrust::device, d.begin(), d.end(), 5);
  printf("one %d %d %d\n", (int)(it - d.begin()), (int)(thrust::upper_bound(d.begin(), d.end(), 3, thrust::less<int>()) - d.begin()), (int)thrust::binary_search(d.begin(), d.end(), 4));
  thrust::device_vector<int> o(6);
  thrust::transform_inclusive_scan(thrust::device, d.begin(), d.end(), o.begin(), sq(), thrust::plus<int>());
  for (int i = 0; i < 6; ++i) printf("inc %d\n", (int)o[i]);
  thrust::transform_exclusive_scan(d.begin(), d.end(), o.begin(), sq(), 100, thrust::plus<int>());
  for (int i = 0; i < 6; ++i) printf("exc %d\n", (int)o[i]);
  thrust::device_vector<int> a(3, 1), b(3, 2);
  thrust::swap_ranges(thrust::device, a.begin(), a.end(), b.begin());
  int x = 4, y = 9;
  thrust::swap(x, y);
  printf("swap %d %d %d %d\n", (int)a[0], (int)b[2], x, y);
  thrust::tuple<int, float> t(7, 2.5f);
  int ti; float tf;
  thrust::tie(ti, tf) = thrust::make_tuple(thrust::get<0>(t) + 1, t.get<1>() * 2);
  printf("tuple %d %g %d\n", ti, tf, (int)thrust::tuple_size<thrust::tuple<int, float>>::value);
  return 0;
}
""".replace("{1, 3, 3, 5, 8, 13}", "{" + ", ".join(map(str, SORTED)) + "}").replace(
    "{0, 3, 4, 13, 20}", "{" + ", ".join(map(str, QUERIES)) + "}")


def _expected() -> list[str]:
    out = []
    for q in QUERIES:
        lo, hi = bisect.bisect_left(SORTED, q), bisect.bisect_right(SORTED, q)
        out += ["lb", str(lo), "ub", str(hi), "in", str(int(lo < hi))]
    out += ["one", str(bisect.bisect_left(SORTED, 5)), str(bisect.bisect_right(SORTED, 3)), str(int(4 in SORTED))]
    squares = [x * x for x in SORTED]
    for v in itertools.accumulate(squares):
        out += ["inc", str(v)]
    for v in itertools.accumulate([100, *squares[:-1]]):
        out += ["exc", str(v)]
    out += ["swap", "2", "1", "9", "4"]  # a <-> b (1s and 2s); x, y = 4, 9 swapped
    out += ["tuple", str(7 + 1), f"{2.5 * 2:g}", "2"]
    return out


def test_search_scan_swap_tuple_on_cpu(tmp_path: Path) -> None:
    assert run_single_on_cpu(tmp_path, "bsearch", SRC) == _expected()


def test_same_program_builds_for_gfx942(tmp_path: Path) -> None:
    build_single(tmp_path, "bsearch", SRC, [])
