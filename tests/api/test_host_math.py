"""CUDA math functions called from host code that HIP 7.2 declares __device__ only (issue 21): rsqrt, rcbrt,
sinpi, cospi, sincospi, normcdf, erfinv, erfcinv, normcdfinv and their float forms. CUDA declares them
__host__ __device__ (its math_functions.hpp implements them for the host); the API table maps them to
xlate_NAME of <xlate/fp16_extras.h>, which calls HIP's function on the device and computes the value on the
host. The CUDA program host_math/host_math.cu is translated, run on the cpu backend (host code and a
kernel) and every result compared with mpmath at 200 bits: within CUDA's documented error bounds (CUDA
Math API, ulp of the exact result), exact where the result is exact (sinpi/cospi of integers and halves:
+-0, +-1 with IEEE's signs), NaN/inf where the function's domain says so. Also compiled for gfx942."""

from __future__ import annotations

import math
import random
import struct
import subprocess
from pathlib import Path

import mpmath  # a test dependency (pyproject [test])
import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
SRC = HERE / "host_math" / "host_math.cu"
DOUBLE_FUNCS = ["rsqrt", "rcbrt", "sinpi", "cospi", "sincospi.s", "sincospi.c", "normcdf", "erfinv", "erfcinv",
                "normcdfinv"]
FLOAT_FUNCS = DOUBLE_FUNCS + ["rsqrt"]  # the float forms (rsqrtf, ...) and rsqrt's float overload, in output order
# CUDA Math API maximum errors (ulp) of the device functions, which the host versions are held to
DOUBLE_ULP = {"rsqrt": 2, "rcbrt": 2, "sinpi": 2, "cospi": 2, "sincospi.s": 2, "sincospi.c": 2, "normcdf": 5,
              "erfinv": 5, "erfcinv": 6, "normcdfinv": 8}
FLOAT_ULP = {"rsqrt": 2, "rcbrt": 1, "sinpi": 1, "cospi": 1, "sincospi.s": 1, "sincospi.c": 1, "normcdf": 5,
             "erfinv": 2, "erfcinv": 4, "normcdfinv": 5}


def _inputs() -> list[float]:
    edge = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.0, -2.5, 3.0, 0.25, 0.75, 1e-300, -1e-300, 5e-324, 1e300,
            -1e300, math.inf, -math.inf, math.nan, 4503599627370497.0, 9007199254740993.0 * 2, 123456.5,
            -37.0, -30.0, -8.5, 8.5, 40.0, 1.9999999999999998, 1.0000000000000002, 0.9999999999999999,
            1e-16, 0.975, 0.025, 1e-100, 1e-250, 2.2250738585072014e-308, 0.1, 1.25, 1.75]
    rng = random.Random(2121)
    rand = [rng.uniform(-1, 1) for _ in range(60)] + [rng.uniform(0, 2) for _ in range(60)]
    rand += [10.0 ** rng.uniform(-300, 0) for _ in range(60)] + [rng.uniform(-40, 40) for _ in range(60)]
    rand += [rng.randint(-200, 200) / 4 for _ in range(40)]  # quarter integers: exact sinpi/cospi cases
    return edge + rand


def _exact(name: str, xf: float):
    """mpmath value of the function at xf, None where the result is NaN."""
    x = mpmath.mpf(xf)
    if mpmath.isnan(x):
        return None
    inf = mpmath.inf
    if name == "rsqrt":
        if x < 0:
            return None
        if x == 0:
            return inf if math.copysign(1, xf) > 0 else -inf
        return (mpmath.mpf(0) if mpmath.isinf(x) else 1 / mpmath.sqrt(x))
    if name == "rcbrt":
        if x == 0:
            return inf if math.copysign(1, xf) > 0 else -inf
        return mpmath.mpf(0) * mpmath.sign(x) if mpmath.isinf(x) else mpmath.sign(x) / mpmath.cbrt(abs(x))
    if name in ("sinpi", "sincospi.s"):
        return None if mpmath.isinf(x) else mpmath.sinpi(x)
    if name in ("cospi", "sincospi.c"):
        return None if mpmath.isinf(x) else mpmath.cospi(x)
    if name == "normcdf":
        if mpmath.isinf(x):
            return mpmath.mpf(1) if x > 0 else mpmath.mpf(0)
        return mpmath.erfc(-x / mpmath.sqrt(2)) / 2
    if name == "erfinv":
        if abs(x) > 1:
            return None
        return (inf if x > 0 else -inf) if abs(x) == 1 else mpmath.erfinv(x)
    if name == "erfcinv":
        if x < 0 or x > 2:
            return None
        return inf if x == 0 else (-inf if x == 2 else mpmath.erfinv(1 - x))
    if name == "normcdfinv":
        if x < 0 or x > 1:
            return None
        return -inf if x == 0 else (inf if x == 1 else -mpmath.sqrt(2) * mpmath.erfinv(1 - 2 * x))
    raise AssertionError(name)


def _skip(name: str, x: float, fmt: str) -> bool:
    """Inputs outside what the host versions promise: erfcinv/normcdfinv below DBL_MIN (FLT_MIN is far above,
    so floats are never skipped), normcdf results below the normal range."""
    tiny = 2.2250738585072014e-308 if fmt == "d" else 0.0
    if name in ("erfcinv", "normcdfinv") and 0 < x < tiny:
        return True
    return name == "normcdf" and x < (-37.5 if fmt == "d" else -13.0)  # subnormal results: CUDA's bound is
    # for normal results


def _check(name: str, x: float, got: float, fmt: str) -> str | None:
    bound = (DOUBLE_ULP if fmt == "d" else FLOAT_ULP)[name]
    if _skip(name, x, fmt):
        return None
    # 1 - x must stay exact in mpmath's arithmetic for x down to the subnormals: 1100 + 200 bits
    with mpmath.workprec(1400):
        want = _exact(name, x)
    if want is None:
        return None if math.isnan(got) else f"want NaN, got {got!r}"
    if mpmath.isinf(want):
        return None if got == float(want) else f"want {want}, got {got!r}"
    if want == 0:
        if got != 0:
            return f"want 0, got {got!r}"
        if name in ("sinpi", "sincospi.s") and math.copysign(1, got) != math.copysign(1, x):
            return f"sinpi(+-n) = +-0: got {got!r} for {x!r}"
        if name in ("cospi", "sincospi.c") and math.copysign(1, got) < 0:
            return f"cospi(n + 1/2) = +0: got {got!r}"
        return None
    if want in (1, -1) and name in ("sinpi", "cospi", "sincospi.s", "sincospi.c"):
        return None if got == float(want) else f"want {want} exactly, got {got!r}"
    w = float(want) if fmt == "d" else float(np.float32(float(want)))
    if math.isinf(w):  # beyond the format: inf or the largest finite value
        return None if abs(got) >= (1.7976931348623157e308 if fmt == "d" else 3.4028234663852886e38) else \
            f"want {want}, got {got!r}"
    ulp = math.ulp(w) if fmt == "d" else float(np.spacing(np.float32(abs(w))))
    with mpmath.workprec(1400):
        err = abs(mpmath.mpf(got) - want) / ulp
    return None if err <= bound else f"want {mpmath.nstr(want, 20)}, got {got!r}: {float(err):.2f} ulp > {bound}"


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> Path:
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    assert [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value in ("error", "warning")] == []
    assert "#include <xlate/fp16_extras.h>" in out and "xlate_rsqrtf(" in out and "xlate_normcdfinv(" in out
    path = tmp_path_factory.mktemp("hm") / "host_math.hip"
    path.write_text(out, encoding="utf-8")
    return path


def test_oracle_on_known_values():
    mpmath.mp.prec = 200
    assert _check("sinpi", 1.0, 0.0, "d") is None and _check("sinpi", -1.0, 0.0, "d") is not None
    assert _check("cospi", 0.5, -0.0, "d") is not None
    assert _check("rsqrt", 4.0, 0.5, "d") is None and _check("rsqrt", 4.0, 0.5000000000000002, "d") is None
    assert _check("rsqrt", 4.0, 0.5000000000000009, "d") is not None  # 4 ulp
    assert _check("erfinv", 0.5, 0.4769362762044699, "d") is None
    assert _check("normcdfinv", 0.975, 1.959963984540054, "d") is None


@pytest.mark.parametrize("warp_size", [64])
def test_host_math_matches_mpmath_on_cpu_backend(translated: Path, tmp_path: Path, warp_size: int):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    mpmath.mp.prec = 200
    xs = _inputs()
    exe = build_program(ProgramBuild([translated], tmp_path / "hm", warp_size=warp_size))
    stdin = f"{len(xs)}\n" + "".join(f"{struct.unpack('<Q', struct.pack('<d', x))[0]:x}\n" for x in xs)
    proc = subprocess.run([str(exe)], input=stdin, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    lines = proc.stdout.splitlines()
    d_rows = [ln.split()[1:] for ln in lines if ln.startswith("d ")]
    f_rows = [ln.split()[1:] for ln in lines if ln.startswith("f ")]
    assert len(d_rows) == len(f_rows) == len(xs)
    assert len([ln for ln in lines if ln.startswith("k ")]) == 4
    wrong = []
    for x, drow, frow in zip(xs, d_rows, f_rows, strict=True):
        for name, h in zip(DOUBLE_FUNCS, drow, strict=True):
            got = struct.unpack("<d", struct.pack("<Q", int(h, 16)))[0]
            msg = _check(name, x, got, "d")
            if msg:
                wrong.append(f"{name}({x!r}): {msg}")
        with np.errstate(over="ignore"):
            xf = float(np.float32(x)) if not math.isnan(x) else x
        for name, h in zip(FLOAT_FUNCS, frow, strict=True):
            got = float(np.uint32(int(h, 16)).view(np.float32))
            msg = _check(name, xf, got, "f")
            if msg:
                wrong.append(f"{name}f({xf!r}): {msg}")
    assert wrong == [], f"{len(wrong)} results out of bounds:\n" + "\n".join(wrong[:30])


def test_host_math_builds_for_gfx942(translated: Path, tmp_path: Path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-c", str(translated),
           "-o", str(tmp_path / "hm.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
