"""XL512 (issue 21, class 2): casts to __half / __nv_bfloat16 go through xlate_fp16_cast<T>, which
compiles where HIP 7.2's own types call the cast ambiguous (bf16 <-> half, 64-bit integer -> bf16) and
rounds as CUDA does. Fixtures in tests/rules/XL512 (expected translations `*.hip` and CHECK lines, run
by tests/rules/test_fixtures.py); the program in casts.cu runs on the cpu backend and its output is
checked against ml_dtypes/numpy and mpmath."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from xlate.rewrite.engine import translate_text

HERE = Path(__file__).resolve().parent / "XL512"
FIXTURES = sorted(HERE.glob("*.cu"))

HB = [0x3f80, 0x3f81, 0x4480, 0x447f, 0x0001, 0x7f80, 0xc2f7, 0x477f]  # as in casts.cu
HH = [0x3c00, 0x3c01, 0x7bff, 0x0001, 0x8400, 0x7c00, 0x3555, 0x5bfd]
HLL = [1, 257, 259, -16777217, 9007199254740993, -2**63, 2**63 - 1, 36028797018963969]
HULL = [0, 255, 385, 2**64 - 1, 2**63, 4294967297, 72057594037927937, 1]


def _toolchain():
    from xlate.errors import XlateError

    try:
        from xlate.toolchain import find_toolchain

        return find_toolchain()
    except (ImportError, XlateError):
        pytest.skip("toolchain not set up (run xlate setup)")


def test_unsure_operand_is_a_warning_not_an_edit():
    src = "#include <cuda_fp16.h>\n__global__ void k(__half* o, int a, int b) { o[0] = (__half)a < b; }\n"
    out, diags = translate_text(src, "w.cu")
    assert "o[0] = (__half)a < b;" in out  # `a < b > (...)` could be a template: not guessed
    assert [(d.severity.value, d.line) for d in diags if d.code == "XL512"] == [("warning", 2)]


def test_translations_compile_for_gfx942_and_the_plain_casts_do_not(tmp_path: Path):
    from xlate.pipeline.targets import translated_cuda_flags
    from xlate.rewrite.support import SUPPORT_INCLUDE

    tc = _toolchain()
    srcs = []
    for src in FIXTURES:
        out, _ = translate_text(src.read_text(), src.name)
        dst = tmp_path / src.with_suffix(".hip").name
        dst.write_text(out)
        srcs.append(str(dst))
    base = [str(tc.clang), *tc.compile_args(["gfx942"]), *translated_cuda_flags(), "-I", str(SUPPORT_INCLUDE),
            "-fsyntax-only"]
    proc = subprocess.run([*base, *srcs], capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stderr[-4000:]
    # what the rule is for: the same casts written plainly are rejected by HIP 7.2's headers
    plain = tmp_path / "plain.hip"
    plain.write_text("#include <hip/hip_runtime.h>\n#include <hip/hip_fp16.h>\n#include <hip/hip_bf16.h>\n"
                     "__global__ void k(__half* h, __hip_bfloat16* b, long long* l) {\n"
                     "  h[0] = (__half)b[0]; b[0] = (__hip_bfloat16)h[0]; b[1] = (__hip_bfloat16)l[0]; }\n")
    # (the device pass: a kernel's body is diagnosed on the side it is emitted for, -fgpu-defer-diag)
    proc = subprocess.run([*base, "--offload-device-only", str(plain)], capture_output=True, text=True, timeout=600,
                          check=False)
    assert proc.returncode != 0 and proc.stderr.count("ambiguous") >= 3, proc.stderr[-2000:]


def _expected() -> list[str]:
    ml_dtypes = pytest.importorskip("ml_dtypes")
    mpmath = pytest.importorskip("mpmath")
    np = pytest.importorskip("numpy")

    def bf16_bits(x: float) -> int:
        return int(np.array([x], dtype=np.float32).astype(ml_dtypes.bfloat16).view(np.uint16)[0])

    def half_of_bf16(bits: int) -> int:
        f = np.array([bits], dtype=np.uint16).view(ml_dtypes.bfloat16).astype(np.float32)
        return int(f.astype(np.float16).view(np.uint16)[0])

    def bf16_of_half(bits: int) -> int:
        f = np.array([bits], dtype=np.uint16).view(np.float16).astype(np.float32)
        return int(f.astype(ml_dtypes.bfloat16).view(np.uint16)[0])

    def bf16_of_int(i: int) -> int:
        with mpmath.workprec(8):  # bf16's 8 significant bits, nearest, ties to even: one rounding
            x = float(+mpmath.mpf(i))
        return bf16_bits(x)  # exact: x has 8 significant bits

    lines = []
    for i in range(8):
        hb = half_of_bf16(HB[i])
        neg = half_of_bf16(HB[i] ^ 0x8000)
        b = [bf16_of_half(HH[i])] * 2 + [bf16_of_int(HLL[i]), bf16_of_int(HULL[i]), bf16_of_int(HLL[i]),
                                         bf16_of_int(HLL[i])]
        lines.append("h " + " ".join(f"{v:04x}" for v in [hb] * 4 + [neg]) + " b " + " ".join(f"{v:04x}" for v in b))
    lines.append(f"host {half_of_bf16(HB[1]):04x} {bf16_of_int(HLL[4]):04x}")
    return lines


def test_oracle_sees_the_double_rounding_cases():
    # 9007199254740993 = 2^53 + 1 and 36028797018963969 = 2^55 + 1: via double they round to 2^53 / 2^55;
    # 16777217 = 2^24 + 1 via float; the exact ones below prove the oracle rounds once
    exp = _expected()
    assert exp[1].endswith("4380 437f 4380 4380")  # 257 -> 256 (tie, even), 255 -> 255
    assert exp[2].split()[-4] == "4382"  # 259 = 256 + 3 -> 260 (0x4382): above the tie


def test_casts_run_on_the_cpu_backend_as_cuda_rounds(tmp_path: Path):
    expected = _expected()
    try:
        from tests.cpu.conftest import _need_toolchain

        _need_toolchain()
    except Exception as exc:  # noqa: BLE001 - any missing piece of the cpu backend
        pytest.skip(f"cpu backend not available: {exc}")
    src = tmp_path / "casts.cu"
    src.write_bytes((HERE / "casts.cu").read_bytes())
    proc = subprocess.run([sys.executable, "-m", "xlate", "run", str(src)], capture_output=True, text=True,
                          timeout=600, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.split("\n")[:9] == expected
