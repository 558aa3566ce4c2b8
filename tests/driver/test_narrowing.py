"""A narrowing conversion of a non-constant in a braced list (`Pair<int, float>{threadIdx.x, v}`: unsigned to
int, as xgboost's evaluate_splits.cu hands cub::ArgMax a KeyValuePair) is a warning with nvcc, whose front end
follows GCC's dialect, and an error with clang: xlate's parse accepts it and both targets compile it with a
warning (xlate/pipeline/targets.py). The value converts as the standard conversion does (checked on cpu)."""

from __future__ import annotations

from pathlib import Path

from tests.driver.conftest import build_single, run_single_on_cpu

SRC = r"""#include <cstdio>
template <typename K, typename V> struct Pair { K key; V value; };
__global__ void k(float* in, int* keys, float* values) {
  Pair<int, float> p{threadIdx.x, in[threadIdx.x]};
  Pair<short, float> q = {threadIdx.x + 40000u, 0.f};  // wraps to a negative short, as the conversion does
  keys[threadIdx.x] = p.key + q.key;
  values[threadIdx.x] = p.value;
}
int main() {
  float h[4] = {0.5f, 1.5f, 2.5f, 3.5f}, *in, *values, v[4];
  int *keys, kk[4];
  cudaMalloc(&in, sizeof h); cudaMalloc(&keys, sizeof kk); cudaMalloc(&values, sizeof v);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 4>>>(in, keys, values);
  cudaMemcpy(kk, keys, sizeof kk, cudaMemcpyDeviceToHost);
  cudaMemcpy(v, values, sizeof v, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 4; ++i) printf("%d %g\n", kk[i], v[i]);
  return 0;
}
"""


def test_braced_narrowing_builds_on_both_targets(tmp_path: Path) -> None:
    proc = build_single(tmp_path, "narrowing", SRC, ["k"])
    assert "error" not in proc.stderr.lower()
    words = run_single_on_cpu(tmp_path, "narrowing", SRC)
    want = []
    for i in range(4):
        short = (i + 40000) - 65536  # 40000..40003 do not fit a short: the value wraps modulo 2^16
        want += [str(i + short), f"{i + 0.5:g}"]
    assert words == want
