"""`thrust::unique_by_key` on the cpu target (its Thrust lacked it: an outside benchmark program did not build
there while it built for gfx942), against a model of Thrust's documented result: each run of consecutive
equal keys keeps its first key and that key's value. Also built for gfx942 (rocThrust)."""

from __future__ import annotations

import itertools
import subprocess
from pathlib import Path

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run

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
    src = tmp_path / "ubk.cu"
    src.write_text(SRC, encoding="utf-8")
    run([XLATE_NVCC, "-arch=sm_80", "-c", src, "-o", tmp_path / "gfx.o"], env=nvcc_env(tmp_path / "cache"))
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    run([XLATE_NVCC, src, "-o", tmp_path / "prog"], env=env)
    out = subprocess.run([str(tmp_path / "prog")], capture_output=True, text=True, timeout=120, check=True,
                         env=env).stdout.splitlines()
    firsts = [next(group) for _key, group in itertools.groupby(enumerate(KEYS), key=lambda kv: kv[1])]
    want = [f"{len(firsts)} {len(firsts)}"] + [f"{key} {10 + i}" for i, key in firsts] + ["1"]
    assert out == want
