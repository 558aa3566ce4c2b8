"""Integer division by zero and INT_MIN / -1 in a kernel do not stop the program on the cpu backend
(docs/cpu-backend.md, "Crashes"; xlate/cpu/src/intdiv.cpp). A GPU never traps on an integer division (CUDA
leaves a quotient by zero unspecified); x86-64's div/idiv raise SIGFPE. llama.cpp's FLASH_ATTN_EXT computes
`sequence % ne33` with ne33 = 0 when there is no mask and never uses the result; its test-backend-ops run
died there. The runtime now gives the documented values (by zero: quotient all ones, remainder the dividend;
minimum / -1: quotient the minimum, remainder 0), warns once per instruction, and goes on. Division by zero
in host code stays the fatal signal it is, as with nvcc's host compiler.

Each thread divides its own pair, read from device memory (so the compiler cannot fold them), in 32- and
64-bit, signed and unsigned; the expected values are computed here from the rule above, per thread."""

from __future__ import annotations

import platform
import subprocess
from pathlib import Path

import pytest
from cuda_program import run_cuda_source

SRC = r"""
#include <climits>
#include <cstdio>
template <class T>
__global__ void divide(const T* a, const T* b, T* q, T* r, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) { q[i] = a[i] / b[i]; r[i] = a[i] % b[i]; }
}
template <class T>
void run(const char* name, const T* ha, const T* hb, int n) {
  T *a, *b, *q, *r;
  cudaMallocManaged(&a, n * sizeof(T)); cudaMallocManaged(&b, n * sizeof(T));
  cudaMallocManaged(&q, n * sizeof(T)); cudaMallocManaged(&r, n * sizeof(T));
  for (int i = 0; i < n; ++i) { a[i] = ha[i]; b[i] = hb[i]; }
  divide<T><<<2, 4>>>(a, b, q, r, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i) printf("%s %d %lld %lld\n", name, i, (long long)q[i], (long long)r[i]);
}
int main(int argc, char** argv) {
  const int ia[] = {7, -7, 5, INT_MIN, INT_MIN, 9, 0, 3};
  const int ib[] = {2, 0, 0, -1, 0, -3, 0, 3};
  const unsigned ua[] = {7u, 4000000000u, 5u, 1u, 0u, 9u, 6u, 8u};
  const unsigned ub[] = {2u, 0u, 0u, 1u, 0u, 3u, 4u, 0u};
  const long long la[] = {7, -7, LLONG_MIN, LLONG_MIN, 11, 0, 1, 2};
  const long long lb[] = {2, 0, -1, 0, 0, 5, 1, 2};
  run("i32", ia, ib, 8);
  run("u32", ua, ub, 8);
  run("i64", la, lb, 8);
  if (argc > 1) {  // host code: still the fatal signal
    volatile int zero = 0;
    printf("host %d\n", 7 / zero);
  }
  return 0;
}
"""

pytestmark = pytest.mark.skipif(
    platform.machine() != "x86_64", reason="x86-64's div/idiv trap; others do not"
)

IA = [7, -7, 5, -(2**31), -(2**31), 9, 0, 3]
IB = [2, 0, 0, -1, 0, -3, 0, 3]
UA = [7, 4000000000, 5, 1, 0, 9, 6, 8]
UB = [2, 0, 0, 1, 0, 3, 4, 0]
LA = [7, -7, -(2**63), -(2**63), 11, 0, 1, 2]
LB = [2, 0, -1, 0, 0, 5, 1, 2]


def _expected(a: int, b: int, bits: int, signed: bool) -> tuple[int, int]:
    """C's truncating division, with the runtime's rule where C has no answer."""
    lo = -(2 ** (bits - 1)) if signed else 0
    if b == 0:
        return (-1 if signed else 2**bits - 1), a
    if signed and a == lo and b == -1:
        return lo, 0
    q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
    return q, a - q * b


def test_division_by_zero_in_a_kernel_gives_the_documented_values(tmp_path: Path):
    proc = run_cuda_source(SRC, tmp_path, "intdiv")
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = {}
    for line in proc.stdout.splitlines():
        name, i, q, r = line.split()
        got[name, int(i)] = (int(q), int(r))
    for name, a, b, bits, signed in (
        ("i32", IA, IB, 32, True),
        ("u32", UA, UB, 32, False),
        ("i64", LA, LB, 64, True),
    ):
        for i in range(8):
            want = _expected(a[i], b[i], bits, signed)
            if bits == 64 and b[i] == 0 and 0 <= a[i] < 2**32:
                # clang divides 64-bit values that fit in 32 bits with a 32-bit div: all ones of 32 bits
                assert got[name, i] in (want, (2**32 - 1, a[i])), (name, i)
            else:
                assert got[name, i] == want, (name, i)
    warnings = [
        ln for ln in proc.stderr.splitlines() if ln.startswith("xlate-cpu: warning: integer division")
    ]
    assert any("division by zero" in w for w in warnings), proc.stderr
    assert any("division overflow" in w for w in warnings), proc.stderr
    assert all("in kernel divide" in w and "at pc (" in w for w in warnings), warnings
    # once per faulting instruction and kind, though 24 evaluations (divisions and remainders) fault
    assert len(warnings) == len(set(warnings)) and len(warnings) < 24, warnings


def test_division_by_zero_in_host_code_still_stops(tmp_path: Path):
    proc = run_cuda_source(SRC, tmp_path, "intdiv_host")
    assert proc.returncode == 0, proc.stderr[-2000:]
    host = subprocess.run(
        [str(tmp_path / "intdiv_host"), "host"], capture_output=True, text=True, timeout=120, check=False
    )
    assert host.returncode != 0 and "host " not in host.stdout
    assert "SIGFPE" in host.stderr and "in host code" in host.stderr, host.stderr
