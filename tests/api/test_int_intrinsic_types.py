"""CUDA's integer intrinsics keep CUDA's types after translation (<xlate/int_intrinsics.h>).

HIP 7.2's `__popc`/`__popcll` return unsigned int and its `__umul24` int, where CUDA's return int and unsigned
int; its extra unsigned overloads of `__ffs`/`__ffsll` make `__ffsll(uint64_t)` ambiguous (found on an outside
benchmark program: `__ffsll(int64_t)` did not compile). The program below depends on each difference; the
expected values are worked out here from CUDA's definitions. It runs on the cpu backend and compiles for
gfx942, where its static_asserts check the types."""

from __future__ import annotations

from pathlib import Path

from tests.driver.conftest import build_single, run_single_on_cpu

SRC = r"""#include <cstdio>
#include <cstdint>
#include <type_traits>
static_assert(std::is_same<decltype(__popc(0u)), int>::value, "CUDA: int __popc(unsigned int)");
static_assert(std::is_same<decltype(__popcll(0ull)), int>::value, "CUDA: int __popcll(unsigned long long)");
static_assert(std::is_same<decltype(__umul24(0u, 0u)), unsigned int>::value, "CUDA: unsigned int __umul24");
__global__ void k(long long* out, unsigned x, uint64_t wide, int64_t neg, long small) {
  out[0] = __popc(x) - 1;                                  // x == 0: -1
  out[1] = __umul24(0xFFFFFFu, 0xFFFFFFu);                 // bit 31 set: no sign extension
  out[2] = __ffsll(wide);                                  // uint64_t (unsigned long): ambiguous in HIP
  out[3] = __ffsll(neg);                                   // int64_t (long)
  out[4] = __ffs(small);                                   // long -> int
  out[5] = __popcll(0xF0F0ull) - 20 < 0;                   // signed arithmetic
  auto c = __popc(x | 3u);
  out[6] = c - 5;
}
int main() {
  long long* d;
  long long h[7];
  cudaMalloc(&d, sizeof h);
  k<<<1, 1>>>(d, 0u, (uint64_t)1 << 40, (int64_t)-8, 256L);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 7; ++i) printf("%lld\n", h[i]);
  return 0;
}
"""


def test_int_intrinsics_keep_cudas_types(tmp_path: Path) -> None:
    build_single(tmp_path, "int_types", SRC, ["k"])
    out = run_single_on_cpu(tmp_path, "int_types", SRC)
    want = [0 - 1, (0xFFFFFF * 0xFFFFFF) & 0xFFFFFFFF, 41, 4, 9, int(0xF0F0.bit_count() - 20 < 0),
            (3).bit_count() - 5]
    assert [int(v) for v in out] == want
