"""Values of what the cpu backend declares for HIP names (issue 21, class 12): every enumerator and
integer flag macro the mapping table translates to has HIP's numeric value on the cpu target (read
from the pinned HIP headers with libclang), and the math functions the cpu backend gained
(xlate_cpu/math_extras.h) agree with mpmath's high-precision values or, for the clamped funnel
shifts, with their definition on Python integers."""

from __future__ import annotations

import math
import re
import struct
import subprocess
import tomllib
from pathlib import Path

import pytest

from xlate.rewrite.rules.api import xl101_104_names as api_names

# Enumerators whose cpu value is knowingly not HIP's, with the reason (none today).
KNOWN_DIFFERENT: dict[str, str] = {}


def _hip_values() -> dict[str, int]:
    """Enumerators and integer-literal macros of the pinned HIP headers."""
    from xlate.errors import XlateError
    from xlate.parse.libclang import cindex, resource_dir
    from xlate.toolchain.discover import find_toolchain

    try:
        tc = find_toolchain()
    except XlateError as exc:
        pytest.skip(f"the pinned HIP toolchain is not set up ({exc.message}); run `xlate setup`")
    ci = cindex()
    src = "#include <hip/hip_runtime_api.h>\n#include <hip/hip_gl_interop.h>\n"
    tu = ci.Index.create().parse(
        "values.cpp", args=["-x", "c++", "-std=c++17", "-D__HIP_PLATFORM_AMD__", "-I", str(tc.hip_include),
                            "-resource-dir", str(resource_dir())],
        unsaved_files=[("values.cpp", src)], options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD)
    errors = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    assert errors == [], errors[:3]
    values: dict[str, int] = {}
    for c in tu.cursor.walk_preorder():
        if c.location.file is None or "/hip/" not in c.location.file.name:
            continue
        if c.kind == ci.CursorKind.ENUM_CONSTANT_DECL:
            values[c.spelling] = c.enum_value
        elif c.kind == ci.CursorKind.MACRO_DEFINITION:
            toks = [t.spelling for t in c.get_tokens()][1:]
            if len(toks) == 1 and re.fullmatch(r"(0[xX][0-9a-fA-F]+|\d+)[uUlL]*", toks[0]):
                values[c.spelling] = int(toks[0].rstrip("uUlL"), 0)
    return values


def _run(cpu_cache, tmp_path, name: str, body: str) -> str:
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    src = tmp_path / f"{name}.hip"
    src.write_text("#include <hip/hip_runtime.h>\n#include <cstdio>\n" + body, encoding="utf-8")
    exe = build_program(ProgramBuild([src], tmp_path / name))
    proc = subprocess.run([str(exe)], check=False, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_enum_and_flag_values_are_hips(cpu_cache, tmp_path):
    hip = _hip_values()
    table = api_names.load_table().values()
    with open(Path(__file__).with_name("cpu_api_allowlist.toml"), "rb") as f:
        not_declared = set(tomllib.load(f)["rows"])  # rows test_cpu_declares_api.py knows do not compile
    names = sorted({e.hip for e in table if e.status == "supported" and e.kind in ("enum", "macro")
                    and e.hip in hip and e.category in ("runtime", "driver", "graphics")
                    and e.cuda not in not_declared})
    assert len(names) > 300
    # GL interop enumerators are declared too (xlate_cpu/api_enums.h), but <hip/hip_gl_interop.h> is not
    # included: the cpu build refuses it
    lines = "".join(f'  printf("{n} %lld\\n", (long long){n});\n' for n in names)
    out = _run(cpu_cache, tmp_path, "values", f"int main() {{\n{lines}  return 0;\n}}\n")
    got = {n: int(v) for n, v in (ln.split() for ln in out.splitlines())}
    wrong = [f"{n}: cpu {got[n]}, HIP {hip[n]}" for n in names if got[n] != hip[n] and n not in KNOWN_DIFFERENT]
    assert wrong == [], f"{len(wrong)} values differ from HIP's:\n" + "\n".join(wrong)
    still = [n for n in KNOWN_DIFFERENT if n in got and got[n] == hip[n]]
    assert still == [], f"now equal to HIP's, drop them from KNOWN_DIFFERENT: {still}"


def test_math_extras_agree_with_high_precision(cpu_cache, tmp_path):
    mpmath = pytest.importorskip("mpmath")
    mp = mpmath.mp
    mp.prec = 200
    xs = [-30.0, -3.5, -1.0, -0.25, 0.0, 1e-300, 0.5, 1.0, 2.75, 9.99, 10.0, 12.5, 26.0, 30.0, 1e3, 1e10, 1e300]
    body = "int main() {\n"
    for x in xs:
        body += (f'  printf("erfcx %a %a\\n", {x!r}, erfcx({x!r}));\n'
                 f'  printf("i0 %a %a\\n", {x!r}, cyl_bessel_i0({x!r}));\n'
                 f'  printf("i1 %a %a\\n", {x!r}, cyl_bessel_i1({x!r}));\n')
    vecs = [(3.0, 4.0, 12.0, 84.0), (1e200, 1e200, 1e200, 1e200), (1e-200, 2e-200, 2e-200, 4e-200), (-1.5, 2.0, 0.0, 6.0)]
    for a, b, c, d in vecs:
        body += (f'  {{ double p[4] = {{{a!r}, {b!r}, {c!r}, {d!r}}};\n'
                 f'    printf("norm4 %a %a %a %a %a %a %a\\n", p[0], p[1], p[2], p[3], norm(4, p), norm4d(p[0], p[1], p[2], p[3]), rnorm(4, p));\n'
                 f'    printf("norm3 %a %a %a %a %a %a\\n", p[0], p[1], p[2], norm3d(p[0], p[1], p[2]), rnorm3d(p[0], p[1], p[2]), rhypot(p[0], p[1])); }}\n')
    body += "  return 0;\n}\n"
    out = _run(cpu_cache, tmp_path, "extras", body)
    wrong = []

    def close(name: str, got: float, want, ulps: float) -> None:
        want_f = float(want)
        if math.isinf(want_f) or want_f == 0:
            ok = got == want_f
        else:
            ok = abs(got - want_f) <= ulps * math.ulp(want_f)
        if not ok:
            wrong.append(f"{name}: got {got!r}, want {want_f!r}")

    for line in out.splitlines():
        f = line.split()
        vals = [float.fromhex(v) for v in f[1:]]
        if f[0] == "erfcx":
            x = mpmath.mpf(vals[0])
            if vals[0] < 1e5:
                want = mpmath.exp(x * x) * mpmath.erfc(x)
            else:  # beyond mpmath's erfc: the asymptotic series, whose next term is below 1e-20 here
                want = (1 - 1 / (2 * x * x)) / (x * mpmath.sqrt(mpmath.pi))
            close(f"erfcx({vals[0]})", vals[1], want if vals[0] > -26.7 else mpmath.inf, 4)
        elif f[0] in ("i0", "i1"):
            want = mpmath.besseli(int(f[0][1]), mpmath.mpf(vals[0]))
            close(f"cyl_bessel_{f[0]}({vals[0]})", vals[1], want if abs(vals[0]) < 700 else mpmath.sign(want) * mpmath.inf, 8)
        elif f[0] == "norm4":
            n = mpmath.sqrt(sum(mpmath.mpf(v) ** 2 for v in vals[:4]))
            close(f"norm(4, {vals[:4]})", vals[4], n, 2)
            close(f"norm4d{tuple(vals[:4])}", vals[5], n, 2)
            close(f"rnorm(4, {vals[:4]})", vals[6], 1 / n, 3)
        elif f[0] == "norm3":
            n = mpmath.sqrt(sum(mpmath.mpf(v) ** 2 for v in vals[:3]))
            close(f"norm3d{tuple(vals[:3])}", vals[3], n, 2)
            close(f"rnorm3d{tuple(vals[:3])}", vals[4], 1 / n, 3)
            close(f"rhypot{tuple(vals[:2])}", vals[5], 1 / mpmath.sqrt(mpmath.mpf(vals[0]) ** 2 + mpmath.mpf(vals[1]) ** 2), 3)
    assert out.count("\n") == 3 * len(xs) + 2 * len(vecs)
    assert wrong == [], "\n".join(wrong)


def test_clamped_funnel_shifts(cpu_cache, tmp_path):
    cases = [(0x89ABCDEF, 0x01234567, s) for s in (0, 1, 4, 31, 32, 33, 64, 1000, 0xFFFFFFFF)]
    body = "int main() {\n" + "".join(
        f'  printf("%u %u\\n", __funnelshift_lc({lo}u, {hi}u, {s}u), __funnelshift_rc({lo}u, {hi}u, {s}u));\n'
        for lo, hi, s in cases) + "  return 0;\n}\n"
    out = _run(cpu_cache, tmp_path, "funnel", body)
    got = [tuple(map(int, ln.split())) for ln in out.splitlines()]
    want = []
    for lo, hi, s in cases:
        n, v = min(s, 32), (hi << 32) | lo
        want.append((((v << n) >> 32) & 0xFFFFFFFF, (v >> n) & 0xFFFFFFFF))
    assert got == want


def test_math_and_half_constants(cpu_cache, tmp_path):
    """HIP's math constants against their mathematical definitions (rounded to double or float), the
    high/low pairs against their sum, and the fp16/bf16 constants' bit patterns (CUDA's documentation)."""
    mpmath = pytest.importorskip("mpmath")
    mpmath.mp.prec = 200
    pi, e = mpmath.pi, mpmath.e
    defs = {"PI": pi, "PIO2": pi / 2, "PIO4": pi / 4, "2_OVER_PI": 2 / pi, "3PIO4": 3 * pi / 4,
            "SQRT_TWO": mpmath.sqrt(2), "SQRT_HALF": mpmath.sqrt(0.5), "L2E": mpmath.log(e, 2),
            "L2T": mpmath.log(10, 2), "LG2": mpmath.log10(2), "LGE": mpmath.log10(e), "LN2": mpmath.log(2),
            "LNT": mpmath.log(10), "LNPI": mpmath.log(pi), "SQRT_2PI": mpmath.sqrt(2 * pi),
            "SQRT_PIO2": mpmath.sqrt(pi / 2), "SQRT_2OPI": mpmath.sqrt(2 / pi), "THIRD": mpmath.mpf(1) / 3,
            "TWOTHIRD": mpmath.mpf(2) / 3, "TWO_TO_23": 2**23, "TWO_TO_52": 2**52, "TWO_TO_53": 2**53,
            "TWO_TO_54": 2**54, "TWO_TO_M54": mpmath.mpf(2) ** -54, "TWO_TO_M1022": mpmath.mpf(2) ** -1022}
    fdefs = {"PI_F": pi, "PIO2_F": pi / 2, "PIO4_F": pi / 4, "2_OVER_PI_F": 2 / pi, "3PIO4_F": 3 * pi / 4,
             "SQRT_TWO_F": mpmath.sqrt(2), "SQRT_HALF_F": mpmath.sqrt(0.5), "L2E_F": mpmath.log(e, 2),
             "LN2_F": mpmath.log(2), "LNT_F": mpmath.log(10), "LNPI_F": mpmath.log(pi), "THIRD_F": mpmath.mpf(1) / 3,
             "TWO_TO_23_F": 2**23, "TWO_TO_24_F": 2**24, "TWO_TO_31_F": 2**31, "TWO_TO_32_F": 2**32,
             "TWO_TO_126_F": mpmath.mpf(2) ** 126, "TWO_TO_M126_F": mpmath.mpf(2) ** -126,
             "MAX_NORMAL_F": (2 - mpmath.mpf(2) ** -23) * mpmath.mpf(2) ** 127, "MIN_DENORM_F": mpmath.mpf(2) ** -149,
             "ONE_F": 1, "ZERO_F": 0}
    pairs = {"PI": pi, "PIO2": pi / 2, "PIO4": pi / 4, "LN2": mpmath.log(2), "LNT": mpmath.log(10),
             "SQRT_2PI": mpmath.sqrt(2 * pi), "SQRT_PIO2": mpmath.sqrt(pi / 2), "SQRT_HALF": mpmath.sqrt(0.5)}
    bits16 = {"HIPRT_INF_FP16": 0x7C00, "HIPRT_ONE_FP16": 0x3C00, "HIPRT_MAX_NORMAL_FP16": 0x7BFF,
              "HIPRT_MIN_DENORM_FP16": 0x0001, "HIPRT_NEG_ZERO_FP16": 0x8000, "HIPRT_ZERO_FP16": 0,
              "HIPRT_INF_BF16": 0x7F80, "HIPRT_ONE_BF16": 0x3F80, "HIPRT_MAX_NORMAL_BF16": 0x7F7F,
              "HIPRT_MIN_DENORM_BF16": 0x0001, "HIPRT_NEG_ZERO_BF16": 0x8000, "HIPRT_ZERO_BF16": 0}
    body = "#include <hip/hip_math_constants.h>\n#include <hip/hip_fp16.h>\n#include <hip/hip_bf16.h>\n#include <cstring>\n"
    body += "static unsigned short b16(__half h) { return __half_as_ushort(h); }\n"
    body += "static unsigned short b16(__hip_bfloat16 h) { return __bfloat16_as_ushort(h); }\nint main() {\n"
    body += "".join(f'  printf("d {n} %a\\n", (double)HIP_{n});\n' for n in defs)
    body += "".join(f'  printf("f {n} %a\\n", (double)HIP_{n});\n' for n in fdefs)
    body += "".join(f'  printf("p {n} %a %a\\n", HIP_{n}_HI, HIP_{n}_LO);\n' for n in pairs)
    body += "".join(f'  printf("h {n} %u\\n", (unsigned)b16({n}));\n' for n in bits16)
    body += ('  printf("s %d %d %d %d\\n", HIP_INF_F > 3e38f && HIP_INF_F == HIP_INF_F + 1, HIP_NAN_F != HIP_NAN_F,'
             ' HIP_INF > 1e308 && HIP_INF == HIP_INF * 2, HIP_NAN != HIP_NAN);\n  return 0;\n}\n')
    out = _run(cpu_cache, tmp_path, "constants", body)
    wrong = []
    for line in out.splitlines():
        f = line.split()
        if f[0] == "d" and float.fromhex(f[2]) != float(defs[f[1]]):
            wrong.append(f"HIP_{f[1]} = {float.fromhex(f[2])!r}, want {float(defs[f[1]])!r}")
        elif f[0] == "f":
            want = float(mpmath.mpf(fdefs[f[1]]))
            want_f = struct.unpack("f", struct.pack("f", want))[0]  # the double's float rounding (no ties here)
            if float.fromhex(f[2]) != want_f:
                wrong.append(f"HIP_{f[1]} = {float.fromhex(f[2])!r}, want {want_f!r}")
        elif f[0] == "p":
            hi, lo = float.fromhex(f[2]), float.fromhex(f[3])
            if hi != float(pairs[f[1]]) or abs(mpmath.mpf(hi) + lo - pairs[f[1]]) > abs(pairs[f[1]]) * mpmath.mpf(2) ** -100:
                wrong.append(f"HIP_{f[1]}_HI + _LO = {hi!r} + {lo!r}")
        elif f[0] == "h" and int(f[2]) != bits16[f[1]]:
            wrong.append(f"{f[1]} = {int(f[2]):#06x}, want {bits16[f[1]]:#06x}")
        elif f[0] == "s" and f[1:] != ["1", "1", "1", "1"]:
            wrong.append(f"infinities and NaNs: {f[1:]}")
    assert out.count("\n") == len(defs) + len(fdefs) + len(pairs) + len(bits16) + 1
    assert wrong == [], "\n".join(wrong)


def _fns(mask: int, base: int, offset: int) -> int:
    """PTX fns.b32 from its definition."""
    if base > 31:
        return 0xFFFFFFFF
    if offset == 0:
        return base if mask >> base & 1 else 0xFFFFFFFF
    step, left = (1, offset) if offset > 0 else (-1, -offset)
    pos = base
    while 0 <= pos < 32:
        if mask >> pos & 1:
            left -= 1
            if left == 0:
                return pos
        pos += step
    return 0xFFFFFFFF


def test_fns(cpu_cache, tmp_path):
    import random

    rng = random.Random(21)
    # PTX's own examples first: (0xaaaaaaaa, 3, 1) -> 3, (.., 3, -1) -> 3, (.., 2, 1) -> 3, (.., 2, -1) -> 1
    cases = [(0xAAAAAAAA, 3, 1), (0xAAAAAAAA, 3, -1), (0xAAAAAAAA, 2, 1), (0xAAAAAAAA, 2, -1),
             (0, 0, 0), (1, 0, 0), (0xFFFFFFFF, 31, 1), (0xFFFFFFFF, 31, 2), (0xFFFFFFFF, 0, -2), (0x80000001, 5, 40)]
    cases += [(rng.getrandbits(32), rng.randrange(32), rng.randrange(-33, 34)) for _ in range(300)]
    body = "int main() {\n" + "".join(f'  printf("%u\\n", __fns({m}u, {b}u, {o}));\n' for m, b, o in cases)
    out = _run(cpu_cache, tmp_path, "fns", body + "  return 0;\n}\n")
    got = [int(v) for v in out.split()]
    assert got[:4] == [3, 3, 3, 1]
    assert got == [_fns(*c) for c in cases]


def test_16_bit_atomic_cas(cpu_cache, tmp_path):
    """atomicCAS on unsigned short (and its _block/_system forms) swaps only on a match, returns the old
    value and leaves the neighbouring 16 bits of the same word alone, from a kernel."""
    body = r"""
__global__ void cas(unsigned short* p, unsigned short* out) {
  out[0] = atomicCAS(&p[1], (unsigned short)0x1234, (unsigned short)0xbeef);      // matches
  out[1] = atomicCAS(&p[1], (unsigned short)0x1234, (unsigned short)0x5555);      // no longer
  out[2] = atomicCAS_block(&p[2], (unsigned short)0xffff, (unsigned short)0x0001);
  out[3] = atomicCAS_system(&p[3], (unsigned short)0x0000, (unsigned short)0x7777);  // does not match
}
int main() {
  unsigned short *p, *out;
  hipMallocManaged(&p, 4 * sizeof(unsigned short));
  hipMallocManaged(&out, 4 * sizeof(unsigned short));
  p[0] = 0xaaaa; p[1] = 0x1234; p[2] = 0xffff; p[3] = 0x4242;
  hipLaunchKernelGGL(cas, dim3(1), dim3(1), 0, 0, p, out);
  hipDeviceSynchronize();
  printf("%x %x %x %x | %x %x %x %x\n", p[0], p[1], p[2], p[3], out[0], out[1], out[2], out[3]);
  return 0;
}
"""
    out = _run(cpu_cache, tmp_path, "cas16", body)
    assert out.split() == ["aaaa", "beef", "1", "4242", "|", "1234", "beef", "ffff", "4242"]
