"""Issue 21 class 12: max/min calls of CUDA code resolve on the cpu target as for gfx942 and to CUDA's
values. The cpu runtime's overload set is hip-clang's (a template for one type, int/float/double,
promoted for mixed arithmetic types; the old set made max(unsigned, int), max(long, long) ambiguous),
and translated CUDA also gets CUDA's mixed overloads (<xlate/minmax.h>, both targets): max(unsigned,
int) compares as unsigned, as CUDA's math_functions.h declares, not as HIP's promoted double."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.driver.conftest import nvcc_env

PROGRAM = Path(__file__).resolve().parent / "minmax" / "minmax.cu"
BIN = Path(sys.executable).parent


def test_minmax_resolve_on_cpu_as_for_gfx942(tmp_path):
    proc = subprocess.run([str(BIN / "xlate"), "run", str(PROGRAM)], capture_output=True, text=True, timeout=900,
                          check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    # CUDA: max(3u, -1) is max(unsigned, int), compared as unsigned (-1 is 0xffffffff), stored into an
    # int; HIP alone would promote both to double and give 3. The rest compare in their own type.
    as_int32 = max(3, (-1) & 0xFFFFFFFF) - (1 << 32)
    want = [as_int32, min(7, 4), max(5, 6), max(9, 3), max(-1, 2), min(1.5, -1.0), max(3, 2), min(9, -1),
            max(1, 97)]
    assert proc.stdout.split() == [str(int(w)) for w in want]
    env = nvcc_env(tmp_path / "cache")
    gfx = subprocess.run([str(BIN / "xlate-nvcc"), "-c", str(PROGRAM), "-o", str(tmp_path / "mm.o")],
                         capture_output=True, text=True, timeout=900, check=False, env=env)
    assert gfx.returncode == 0, gfx.stderr[-3000:]


# Host code: CUDA declares min/max of one type for the host too (unsigned, long, long long, their unsigned
# types, float, double); HIP's host side has only (int, int). xgboost's histogram.cu calls
# min(unsigned, unsigned) in a generic host lambda: ambiguous with the mixed overloads, and under
# -fgpu-defer-diag clang 19 then crashed ("cannot compile this scalar expression yet").
HOST = r"""
#include <cstdio>
#include <cstddef>
template <typename T1, typename T2> T1 div_round_up(T1 a, T2 b) { return static_cast<T1>((a + b - 1) / b); }
int main() {
  unsigned big = 3000000000u; long lb = 5000000000L; unsigned long ul = 18000000000000000000ul;
  long long ll = -7000000000LL; unsigned long long ub = 9300000000000000005ull; size_t items = 5000;
  auto grid = [&](auto per_block) { unsigned g = 4000000000u; return min(g, unsigned(div_round_up(items, per_block))); };
  printf("%u %u %ld %ld %lu %lu %lld %lld %llu %llu %.9g %.9g %.17g %.17g %u %u %d\n", min(big, 5u), max(big, 5u),
         max(lb, 3L), min(lb, -3L), min(ul, 9ul), max(ul, 9ul), max(ll, -8000000000LL), min(ll, 2LL), min(ub, 7ull),
         max(ub, 7ull), min(1.5f, 2.25f), max(-1.75f, -2.5f), max(2.75, -0.5), min(0.1, 0.2), grid(1024),
         grid(1), min(-4, 3));
}
"""


def _host_want() -> list[str]:
    ints = [min(3000000000, 5), max(3000000000, 5), max(5000000000, 3), min(5000000000, -3),
            min(18000000000000000000, 9), max(18000000000000000000, 9), max(-7000000000, -8000000000),
            min(-7000000000, 2), min(9300000000000000005, 7), max(9300000000000000005, 7)]
    return ([str(v) for v in ints] + ["1.5", "-1.75", repr(2.75), "0.10000000000000001"]
            + [str(min(4000000000, -(-5000 // 1024))), str(min(4000000000, 5000)), "-4"])


def test_host_minmax_of_one_type_as_cuda(tmp_path):
    """The translation compiled for gfx942's host side (hip-clang, host only: x86 code that needs no HIP
    runtime, so it runs here) and for the cpu target; both print CUDA's values."""
    from xlate.pipeline.targets import translated_cuda_flags
    from xlate.rewrite.engine import translate_text
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    out, _ = translate_text(HOST, filename="host_minmax.cu")
    src = tmp_path / "host_minmax.hip"
    src.write_text(out, encoding="utf-8")
    obj, exe = tmp_path / "host_minmax.o", tmp_path / "host_minmax"
    cc = subprocess.run([str(tc.clang), *tc.compile_args(["gfx942"]), *translated_cuda_flags(), "--cuda-host-only",
                         "-O1", "-c", str(src), "-o", str(obj)], capture_output=True, text=True, timeout=600, check=False)
    assert cc.returncode == 0, cc.stderr[-3000:]
    link = subprocess.run([str(tc.clang), str(obj), "-o", str(exe)], capture_output=True, text=True, timeout=600,
                          check=False)
    assert link.returncode == 0, link.stderr[-3000:]
    gfx_host = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60, check=False)
    assert gfx_host.stdout.split() == _host_want()
    cu = tmp_path / "host_minmax.cu"
    cu.write_text(HOST, encoding="utf-8")
    cpu = subprocess.run([str(BIN / "xlate"), "run", str(cu)], capture_output=True, text=True, timeout=900, check=False)
    assert cpu.returncode == 0, cpu.stderr[-3000:]
    assert cpu.stdout.split() == _host_want()
