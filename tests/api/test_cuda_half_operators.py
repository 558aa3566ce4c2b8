"""CUDA's operators of __half and __half2 on both targets (xlate/rewrite/support/include/hip/hip_fp16.h and
xlate/half_operators.h on gfx942, xlate/cpu/include/xlate_cpu/half_ops.h on the cpu target).

CUDA declares them at namespace scope (found for anything that converts to __half) with ordered
comparisons, != unordered, and pair comparisons that hold in both lanes; HIP 7.2's are hidden friends
whose __half <= >= are true for NaN and whose __half2 != <= >= negate a both-lanes test. values.cu
applies every operator to every pair of 14 special values in host code; its output is checked against
a numpy model of CUDA's definitions (cuda_fp16.hpp: __hadd ... rounded once to nearest even, __heq ...
ordered, __hneu for !=, __hb<op>2 for pairs), written here, on the cpu backend and in the host pass of
a gfx942 build (the same header text is compiled for the device). lookup.cu (a wrapper converting to
__half, __half_raw operands, a type derived from __half_raw with a device-only operator used by a host
function, the pattern of Eigen's half) and no_operators.cu (-D__CUDA_NO_HALF_OPERATORS__ and friends,
with operators of the program's own) must build for gfx942 and the cpu target."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest
from support_programs import translate_fixture

HERE = Path(__file__).resolve().parent / "half_operators"
# +0, -0, 1, -1, 2, the smallest subnormal, the largest finite and its negative, +inf, -inf, quiet NaNs
# of both signs, a signalling NaN, 65504's neighbour 1024 + 1 ulp (rounding), 0.1 (inexact)
INPUTS = [0x0000, 0x8000, 0x3C00, 0xBC00, 0x4000, 0x0001, 0x7BFF, 0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0xFE00,
          0x7C01, 0x6401, 0x2E66]
NAN = "nan"


def _f(bits: int) -> np.float16:
    return np.array(bits, dtype=np.uint16).view(np.float16)[()]


def _bits(v: np.float16) -> int | str:
    """A result's bits; any NaN as NAN (CUDA does not fix a NaN's payload or sign for arithmetic)."""
    return NAN if np.isnan(v) else int(np.array(v, dtype=np.float16).view(np.uint16))


def _compares(a: np.float16, b: np.float16) -> list[bool]:
    """== != < <= > >= as CUDA defines them: ordered, and != unordered (IEEE's, which numpy's are)."""
    return [bool(a == b), bool(a != b), bool(a < b), bool(a <= b), bool(a > b), bool(a >= b)]


def _bitset(flags: list[bool]) -> int:
    return sum(int(v) << i for i, v in enumerate(flags))


def expected(a_bits: int, b_bits: int, c_bits: int) -> list[int | str]:
    a, b, c = _f(a_bits), _f(b_bits), _f(c_bits)
    with np.errstate(all="ignore"):
        one = np.float16(1)
        pair = [all(t) for t in zip(_compares(a, b), _compares(b, c), strict=True)]  # x = (a, b), y = (b, c)
        row: list[int | str] = [_bitset(_compares(a, b)), _bitset(pair)]
        arith = [a + b, a - b, a * b, a / b, -a, a]
        assigned = [a + b, a - b, a * b, a / b, a + one, a + one, a - one, a - one]
        lanes = [(a + b, b + c), (a - b, b - c), (a * b, b * c), (a / b, b / c), (-a, -b)]
        row += [_bits(np.float16(v)) for v in arith + assigned]
        row += [_bits(np.float16(v)) for lo_hi in lanes for v in lo_hi]
    return row


def _parse(line: str) -> list[int | str]:
    fields = [int(v, 16) for v in line.split()]
    return fields[:2] + [NAN if np.isnan(_f(v)) else v for v in fields[2:]]


def _check(stdout: str) -> None:
    rows = stdout.splitlines()
    n = len(INPUTS)
    assert len(rows) == n * n
    wrong = []
    for k, line in enumerate(rows):
        i, j = divmod(k, n)
        a, b, c = INPUTS[i], INPUTS[j], INPUTS[(j + 1) % n]
        got, want = _parse(line), expected(a, b, c)
        if got != want:
            cols = [m for m in range(len(want)) if m >= len(got) or got[m] != want[m]]
            wrong.append(f"a={a:#06x} b={b:#06x} c={c:#06x}: columns {cols}: got {got}, want {want}")
    assert wrong == [], f"{len(wrong)} rows differ:\n" + "\n".join(wrong[:10])


def test_model_on_cases_worked_out_by_hand():
    nan, one, two = 0x7E00, 0x3C00, 0x4000
    # NaN <= 1 and NaN >= 1 are false, NaN != 1 true (HIP's __half <= and >= give true)
    assert expected(nan, one, two)[0] == 0b000010
    # x = (1, 2), y = (2, 2): == false, != false (lane y equal), < false, <= true, > false, >= false
    assert expected(one, two, two)[1] == 0b001000
    # 1025 (0x6401) + 1.0 = 1026, exact (the spacing is 1 there)
    assert expected(0x6401, one, one)[2] == 0x6402
    # 0x2E66 = 1638 / 2**14; its square 1638**2 / 2**28 = 1.27938 * 2**-7, whose significand 1310.08 / 1024
    # rounds to 1310: exponent field 8, fraction 286, 0x211E
    assert expected(0x2E66, 0x2E66, 0x2E66)[4] == 0x211E


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("halfops")
    out = {}
    for name in ("values", "lookup", "no_operators"):
        path, diags = translate_fixture(HERE / f"{name}.cu", folder)
        problems = [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value in ("error", "warning")]
        assert problems == [], name
        out[name] = path
    return out


def test_operators_follow_cuda_on_cpu_backend(translated, tmp_path: Path):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([translated["values"]], tmp_path / "values", warp_size=64))
    proc = subprocess.run([str(exe), *map(str, INPUTS)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    _check(proc.stdout)


def _gfx_command(src: Path, *extra: str) -> list[str]:
    from xlate.pipeline.targets import translated_cuda_flags
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    return [str(tc.clang), *tc.compile_args(["gfx942"]), *translated_cuda_flags(), *extra, str(src)]


def test_operators_follow_cuda_in_gfx942_host_code(translated, tmp_path: Path):
    """The host pass of the gfx942 build, linked without the HIP runtime (the program has no kernel)."""
    from xlate.toolchain import find_toolchain

    obj = tmp_path / "values.o"
    proc = subprocess.run(_gfx_command(translated["values"], "--cuda-host-only", "-c", "-o", str(obj)),
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    exe = tmp_path / "values"
    proc = subprocess.run([str(find_toolchain().clang), str(obj), "-o", str(exe)],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    proc = subprocess.run([str(exe), *map(str, INPUTS)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    _check(proc.stdout)


@pytest.mark.parametrize("name", ["values", "lookup", "no_operators"])
def test_builds_for_gfx942(translated, tmp_path: Path, name: str):
    proc = subprocess.run(_gfx_command(translated[name], "-c", "-o", str(tmp_path / f"{name}.o")),
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]


@pytest.mark.parametrize("name", ["lookup", "no_operators"])
def test_builds_for_cpu(translated, tmp_path: Path, name: str):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program
    from xlate.pipeline.targets import CpuTarget

    main = tmp_path / "main.cpp"
    main.write_text("int main() { return 0; }\n", encoding="utf-8")
    build_program(ProgramBuild([translated[name], main], tmp_path / name, warp_size=64,
                               defines=CpuTarget(64).translated_defines()))
