"""`thrust::unique_by_key` on the cpu target (its Thrust lacked it: an outside benchmark program did not build
there while it built for gfx942), against a model of Thrust's documented result: each run of consecutive
equal keys keeps its first key and that key's value. Also built for gfx942 (rocThrust)."""

from __future__ import annotations

import itertools
from pathlib import Path

from tests.driver.conftest import build_single, run_single_on_cpu

KEYS = [1, 1, 2, 2, 2, 3, 1, 1, 7, 7, 7, 7, 0]
SRC = """#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/unique.h>
#include <thrust/execution_policy.h>
#include <thrust/version.h>
int main() {
  const int keys[] = {KEYS};
  const int n = sizeof keys / sizeof keys[0];
  thrust::device_vector<int> k(keys, keys + n), v(n);
  for (int i = 0; i < n; ++i) v[i] = 10 + i;
  auto ends = thrust::unique_by_key(thrust::device, k.begin(), k.end(), v.begin());
  int m = ends.first - k.begin();
  printf("%d %d\\n", m, (int)(ends.second - v.begin()));
  for (int i = 0; i < m; ++i) printf("%d %d\\n", (int)k[i], (int)v[i]);
  printf("%d\\n", THRUST_VERSION >= 100000);
  return 0;
}
""".replace("KEYS", ", ".join(map(str, KEYS)))


def test_unique_by_key_keeps_each_runs_first_key_and_value(tmp_path: Path) -> None:
    build_single(tmp_path, "ubk", SRC, [])
    out = run_single_on_cpu(tmp_path, "ubk", SRC)
    firsts = [next(group) for _key, group in itertools.groupby(enumerate(KEYS), key=lambda kv: kv[1])]
    want = [str(len(firsts)), str(len(firsts))] + [w for i, key in firsts for w in (str(key), str(10 + i))] + ["1"]
    assert out == want
