"""Issue 21 class 12: CUDA programs that include <cuComplex.h> (translated to <hip/hip_complex.h>) build
for the cpu target as they do for gfx942, and compute cuComplex.h's results there.

The program below runs every cuComplex.h function in a kernel and in host code over inputs that mix
random bit patterns (every exponent, subnormals, inf, NaN) with chosen values; a numpy model written
here computes CUDA's documented algorithms step by step in float32/float64 (cuCdivf's scaling by
1/(|Re q| + |Im q|), cuCabsf's v*sqrt(1 + (w/v)^2) with its v + w special case, cuCfmaf's order of
additions), and the printed bits must equal the model's (any NaN matching any NaN). Independent of
that model, finite results are checked against numpy's complex128 division and hypot, and a few
inputs where HIP's own unscaled hipCdivf/hipCabsf overflow or underflow against their exact values.
The same program is compiled for gfx942 (compile only), and the cpu header must declare every name
the pinned HIP's amd_hip_complex.h declares."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.driver.conftest import nvcc_env
from xlate.cpu.build import INCLUDE_DIR
from xlate.driver.toolkit import toolkit_root
from xlate.toolchain.discover import locate_toolchain

NVCC = Path(sys.executable).parent / "xlate-nvcc"
N_RANDOM = 3000

PROGRAM = r"""
#include <cuComplex.h>
#include <cstdio>
#include <cstdint>
#include <cstring>
#include <vector>

struct In { cuFloatComplex p, q, r; cuDoubleComplex dp, dq, dr; };
enum { NF = 22, ND = 19 };

__host__ __device__ void ops(const In& a, float* f, double* d) {
  cuFloatComplex v[] = {cuCaddf(a.p, a.q), cuCsubf(a.p, a.q), cuCmulf(a.p, a.q), cuCdivf(a.p, a.q),
                        cuConjf(a.p), cuCfmaf(a.p, a.q, a.r), make_cuFloatComplex(cuCrealf(a.p), cuCimagf(a.q)),
                        make_cuComplex(cuCimagf(a.r), cuCrealf(a.r)), cuComplexDoubleToFloat(a.dp)};
  for (int i = 0; i < 9; ++i) { f[2 * i] = cuCrealf(v[i]); f[2 * i + 1] = cuCimagf(v[i]); }
  cuComplex c = a.q;  // cuComplex is cuFloatComplex
  f[18] = cuCabsf(a.p); f[19] = cuCabsf(c); f[20] = cuCabsf(a.r); f[21] = cuCabsf(cuCdivf(a.r, a.p));
  cuDoubleComplex w[] = {cuCadd(a.dp, a.dq), cuCsub(a.dp, a.dq), cuCmul(a.dp, a.dq), cuCdiv(a.dp, a.dq),
                         cuConj(a.dp), cuCfma(a.dp, a.dq, a.dr), make_cuDoubleComplex(cuCreal(a.dp), cuCimag(a.dq)),
                         cuComplexFloatToDouble(a.p)};
  for (int i = 0; i < 8; ++i) { d[2 * i] = cuCreal(w[i]); d[2 * i + 1] = cuCimag(w[i]); }
  d[16] = cuCabs(a.dp); d[17] = cuCabs(a.dq); d[18] = cuCabs(a.dr);
}

__global__ void kernel(const In* in, float* f, double* d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) ops(in[i], f + NF * i, d + ND * i);
}

static float f32(unsigned u) { float x; std::memcpy(&x, &u, 4); return x; }
static double f64(unsigned long long u) { double x; std::memcpy(&x, &u, 8); return x; }

static void print(const char* tag, const float* f, const double* d) {
  std::printf("%s", tag);
  for (int k = 0; k < NF; ++k) { unsigned u; std::memcpy(&u, &f[k], 4); std::printf(" %08x", u); }
  for (int k = 0; k < ND; ++k) { unsigned long long u; std::memcpy(&u, &d[k], 8); std::printf(" %016llx", u); }
  std::printf("\n");
}

int main(int argc, char** argv) {
  FILE* fp = std::fopen(argv[1], "r");
  if (!fp) return 2;
  std::vector<In> in;
  unsigned a[6]; unsigned long long b[6];
  while (std::fscanf(fp, "%x %x %x %x %x %x %llx %llx %llx %llx %llx %llx", &a[0], &a[1], &a[2], &a[3], &a[4],
                     &a[5], &b[0], &b[1], &b[2], &b[3], &b[4], &b[5]) == 12) {
    In x;
    x.p = make_cuFloatComplex(f32(a[0]), f32(a[1])); x.q = make_cuFloatComplex(f32(a[2]), f32(a[3]));
    x.r = make_cuFloatComplex(f32(a[4]), f32(a[5]));
    x.dp = make_cuDoubleComplex(f64(b[0]), f64(b[1])); x.dq = make_cuDoubleComplex(f64(b[2]), f64(b[3]));
    x.dr = make_cuDoubleComplex(f64(b[4]), f64(b[5]));
    in.push_back(x);
  }
  std::fclose(fp);
  int n = (int)in.size();
  In* din; float* df; double* dd;
  cudaMalloc(&din, n * sizeof(In)); cudaMalloc(&df, n * NF * sizeof(float)); cudaMalloc(&dd, n * ND * sizeof(double));
  cudaMemcpy(din, in.data(), n * sizeof(In), cudaMemcpyHostToDevice);
  kernel<<<(n + 127) / 128, 128>>>(din, df, dd, n);
  std::vector<float> f(n * NF), hf(NF); std::vector<double> d(n * ND), hd(ND);
  cudaMemcpy(f.data(), df, f.size() * sizeof(float), cudaMemcpyDeviceToHost);
  if (cudaMemcpy(d.data(), dd, d.size() * sizeof(double), cudaMemcpyDeviceToHost) != cudaSuccess) return 3;
  for (int i = 0; i < n; ++i) {
    print("D", &f[NF * i], &d[ND * i]);
    ops(in[i], hf.data(), hd.data());
    print("H", hf.data(), hd.data());
  }
  cudaFree(din); cudaFree(df); cudaFree(dd);
  return 0;
}
"""

F32_MAX = np.float32(3.402823466e38)
F64_MAX = np.float64(1.79769313486231570e308)

# chosen inputs: (p, q, r) in both precisions, with exact results checked below
CHOSEN = [
    ((1e30, 1e30), (1e30, 1e30), (3e30, 4e30)),  # p/q = 1 (HIP's |q|^2 overflows), |r| = 5e30
    ((1.0, 0.0), (1e-30, 0.0), (3e-30, 4e-30)),  # p/q = 1e30 (HIP's |q|^2 underflows), |r| = 5e-30
    ((2.0, 4.0), (1.0, 1.0), (0.0, 0.0)),  # p/q = 3 + i, |0| = 0
]


# ------------------------------------------------------------------------------------------ model


def _cdiv(px, py, qx, qy):
    one = px.dtype.type(1)
    inv = one / (np.abs(qx) + np.abs(qy))
    pr, pi, qr, qi = px * inv, py * inv, qx * inv, qy * inv
    inv_sq = one / (qr * qr + qi * qi)
    return (pr * qr + pi * qi) * inv_sq, (pi * qr - pr * qi) * inv_sq


def _cabs(x, y, top):
    a, b = np.abs(x), np.abs(y)
    big, small = np.where(a > b, a, b), np.where(a > b, b, a)
    ratio = small / big
    r = big * np.sqrt(x.dtype.type(1) + ratio * ratio)
    return np.where((big == 0) | (big > top) | (small > top), big + small, r)


def _cfma(px, py, qx, qy, rx, ry):
    re = px * qx + rx
    im = px * qy + ry
    return -(py * qy) + re, py * qx + im


def model(f: dict[str, np.ndarray], d: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """CUDA's cuComplex.h on the inputs: (n, 22) float32 and (n, 19) float64 columns as the program prints."""
    px, py, qx, qy, rx, ry = (f[k] for k in ("px", "py", "qx", "qy", "rx", "ry"))
    dpx, dpy, dqx, dqy, drx, dry = (d[k] for k in ("px", "py", "qx", "qy", "rx", "ry"))
    fc = [px + qx, py + qy, px - qx, py - qy, px * qx - py * qy, px * qy + py * qx, *_cdiv(px, py, qx, qy),
          px, -py, *_cfma(px, py, qx, qy, rx, ry), px, qy, ry, rx, dpx.astype(np.float32), dpy.astype(np.float32),
          _cabs(px, py, F32_MAX), _cabs(qx, qy, F32_MAX), _cabs(rx, ry, F32_MAX),
          _cabs(*_cdiv(rx, ry, px, py), F32_MAX)]
    dc = [dpx + dqx, dpy + dqy, dpx - dqx, dpy - dqy, dpx * dqx - dpy * dqy, dpx * dqy + dpy * dqx,
          *_cdiv(dpx, dpy, dqx, dqy), dpx, -dpy, *_cfma(dpx, dpy, dqx, dqy, drx, dry), dpx, dqy,
          px.astype(np.float64), py.astype(np.float64),
          _cabs(dpx, dpy, F64_MAX), _cabs(dqx, dqy, F64_MAX), _cabs(drx, dry, F64_MAX)]
    return np.stack(fc, axis=1), np.stack(dc, axis=1)


# ------------------------------------------------------------------------------------------ inputs


def _values(rng: np.random.Generator, n: int, dtype) -> np.ndarray:
    """n values: a third random bit patterns (every exponent, subnormals, inf, NaN), a third special
    values, a third moderate random magnitudes."""
    info = np.finfo(dtype)
    special = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, info.max, -info.max, info.tiny,
                        info.smallest_subnormal, -info.smallest_subnormal, info.max / 2, np.sqrt(info.max) * 2,
                        np.sqrt(info.tiny) / 2, 3.0, 0.5], dtype=dtype)
    uint = np.uint32 if dtype == np.float32 else np.uint64
    bits = rng.integers(0, np.iinfo(uint).max, size=n, dtype=uint, endpoint=True).view(dtype)
    moderate = (rng.standard_normal(n) * 10.0 ** rng.uniform(-3, 3, n)).astype(dtype)
    pick = rng.integers(0, 3, size=n)
    out = np.where(pick == 0, bits, np.where(pick == 1, special[rng.integers(0, len(special), n)], moderate))
    return out.astype(dtype)


def inputs() -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    rng = np.random.default_rng(20261127)
    keys = ("px", "py", "qx", "qy", "rx", "ry")
    f = {k: _values(rng, N_RANDOM, np.float32) for k in keys}
    d = {k: _values(rng, N_RANDOM, np.float64) for k in keys}
    for i, k in enumerate(keys):
        chosen = np.array([row[i // 2][i % 2] for row in CHOSEN])
        f[k] = np.concatenate([chosen.astype(np.float32), f[k]])
        d[k] = np.concatenate([chosen.astype(np.float64), d[k]])
    return f, d


def _write(path: Path, f: dict[str, np.ndarray], d: dict[str, np.ndarray]) -> None:
    keys = ("px", "py", "qx", "qy", "rx", "ry")
    fb = np.stack([f[k].view(np.uint32) for k in keys], axis=1)
    db = np.stack([d[k].view(np.uint64) for k in keys], axis=1)
    lines = [" ".join([f"{int(v):08x}" for v in fr] + [f"{int(v):016x}" for v in dr]) for fr, dr in zip(fb, db)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _parse(lines: list[str], tag: str) -> tuple[np.ndarray, np.ndarray]:
    rows = [ln.split()[1:] for ln in lines if ln.startswith(tag + " ")]
    fb = np.array([[int(v, 16) for v in r[:22]] for r in rows], dtype=np.uint32).view(np.float32)
    db = np.array([[int(v, 16) for v in r[22:]] for r in rows], dtype=np.uint64).view(np.float64)
    return fb, db


def _complex(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    z = np.empty(len(x), dtype=np.complex128)
    z.real, z.imag = x, y
    return z


def _same(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    """Bitwise equal, or both NaN (CUDA documents no NaN payloads)."""
    bits = np.uint32 if got.dtype == np.float32 else np.uint64
    return (got.view(bits) == want.view(bits)) | (np.isnan(got) & np.isnan(want))


# ------------------------------------------------------------------------------------------ tests


@pytest.fixture(scope="module")
def program(tmp_path_factory) -> Path:
    src = tmp_path_factory.mktemp("cplx") / "cplx.cu"
    src.write_text(PROGRAM, encoding="utf-8")
    return src


def test_cucomplex_program_on_the_cpu_target_computes_cudas_results(program: Path, tmp_path: Path):
    exe = tmp_path / "cplx"
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    # -ffp-contract=off: the documented algorithms as written, so that the model is bit-exact
    build = subprocess.run([str(NVCC), "-Xcompiler", "-ffp-contract=off", str(program), "-o", str(exe)],
                           capture_output=True, text=True, timeout=900, check=False, env=env)
    assert build.returncode == 0, build.stderr[-4000:]
    f, d = inputs()
    data = tmp_path / "in.txt"
    _write(data, f, d)
    run = subprocess.run([str(exe), str(data)], capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    lines = run.stdout.splitlines()
    dev_f, dev_d = _parse(lines, "D")
    host_f, host_d = _parse(lines, "H")
    n = len(f["px"])
    assert dev_f.shape == (n, 22) and dev_d.shape == (n, 19)
    assert _same(host_f, dev_f).all() and _same(host_d, dev_d).all(), "host and device results differ"
    with np.errstate(all="ignore"):
        want_f, want_d = model(f, d)
    for got, want, what in ((dev_f, want_f, "float"), (dev_d, want_d, "double")):
        bad = np.argwhere(~_same(got, want))
        assert bad.size == 0, (f"{len(bad)} {what} results differ from cuComplex.h's, first (row, column): "
                               f"{bad[:5].tolist()} got {[got[i, j] for i, j in bad[:5]]} "
                               f"want {[want[i, j] for i, j in bad[:5]]}")
    assert np.isnan(dev_f).any() and np.isinf(dev_f).any() and np.isnan(dev_d).any()  # the edges were reached

    # exact values where HIP's unscaled |q|^2 and sqrt(x^2 + y^2) overflow or underflow
    for got, rtol in ((dev_f, 1e-6), (dev_d, 1e-15)):
        assert np.allclose(got[0, 6:8], [1.0, 0.0], rtol=rtol, atol=0) and got[0, 7] == 0.0
        assert np.allclose(got[1, 6:8], [1e30, 0.0], rtol=rtol, atol=0)
        assert got[2, 6:8].tolist() == [3.0, 1.0]  # (2 + 4i) / (1 + i): every step exact
    assert np.isclose(dev_f[0, 20], 5e30, rtol=1e-6) and np.isclose(dev_d[0, 18], 5e30, rtol=1e-15)
    assert np.isclose(dev_f[1, 20], 5e-30, rtol=1e-6) and np.isclose(dev_d[1, 18], 5e-30, rtol=1e-15)
    assert dev_f[2, 20] == 0.0 and dev_d[2, 18] == 0.0

    # independent of the model: division and |z| against complex128 and hypot where all is finite
    for got, v, eps in ((dev_f, f, np.finfo(np.float32).eps), (dev_d, d, np.finfo(np.float64).eps)):
        with np.errstate(all="ignore"):
            p, q = _complex(v["px"], v["py"]), _complex(v["qx"], v["qy"])
            exact = p / q
            scale = np.abs(p) / np.abs(q)
            hyp = np.hypot(v["px"].astype(np.float64), v["py"].astype(np.float64))
        tiny, top = np.finfo(got.dtype).tiny, np.finfo(got.dtype).max
        ok = np.isfinite(exact) & (scale > tiny * 1e6) & (scale < top / 1e6) & (np.abs(q) > 0)
        with np.errstate(all="ignore"):
            ok &= np.isfinite(p) & (np.abs(v["qx"]) + np.abs(v["qy"]) < top)
        if got.dtype == np.float64:  # complex128 division itself is only good to the float64 rounding
            ok &= (scale < 1e300) & (scale > 1e-300)
        assert ok.sum() > 1000
        err = np.maximum(np.abs(got[ok, 6] - exact[ok].real), np.abs(got[ok, 7] - exact[ok].imag))
        assert (err <= 16 * eps * scale[ok]).all()
        fin = np.isfinite(hyp) & (hyp > tiny) & (hyp < top)
        col = 18 if got.dtype == np.float32 else 16
        assert (np.abs(got[fin, col] - hyp[fin]) <= 3 * eps * hyp[fin]).all()


def test_cucomplex_program_compiles_for_gfx942(program: Path, tmp_path: Path):
    env = nvcc_env(tmp_path / "cache")
    proc = subprocess.run([str(NVCC), "-c", str(program), "-o", str(tmp_path / "cplx.o")], capture_output=True,
                          text=True, timeout=900, check=False, env=env)
    assert proc.returncode == 0, proc.stderr[-4000:]


_FUNC = re.compile(r"static\s+inline\s+[\w:]+\s+(\w+)\s*\(")
_TYPE = re.compile(r"typedef\s+\w+\s+(\w+)\s*;")


def _declared(text: str) -> set[str]:
    text = re.sub(r"/\*.*?\*/|//[^\n]*", "", text, flags=re.DOTALL)
    return set(_FUNC.findall(text)) | set(_TYPE.findall(text))


def test_cpu_header_declares_every_name_of_hips():
    real = locate_toolchain().hip_include / "hip" / "amd_detail" / "amd_hip_complex.h"
    want = _declared(real.read_text(encoding="utf-8"))
    assert {"hipCdivf", "hipCfma", "hipComplex", "hipCsqabsf"} <= want and len(want) >= 28  # the parse worked
    ours = _declared((INCLUDE_DIR / "hip" / "hip_complex.h").read_text(encoding="utf-8"))
    assert want - ours == set()


HOST_CPP = r"""
#include <hip/hip_complex.h>
#include <cstdio>
int main() {
  hipFloatComplex a = make_hipFloatComplex(3.0f, 4.0f);
  hipDoubleComplex b = hipComplexFloatToDouble(hipCdivf(a, make_hipComplex(0.0f, 2.0f)));
  std::printf("%g %g %g %g\n", hipCabsf(a), hipCreal(b), hipCimag(b), hipCabs(hipCmul(b, hipConj(b))));
  return sizeof(hipFloatComplex) == 8 && alignof(hipDoubleComplex) == 16 ? 0 : 1;
}
"""


def test_host_only_cpp_built_by_gxx(tmp_path: Path):
    """hip_complex.h from host C++ compiled by g++ against the cpu toolkit folder (no vector types in its
    host hip_runtime.h: the header gives float2/double2 of the backend's layout)."""
    gxx = shutil.which("g++")
    assert gxx, "g++ missing: scripts/setup.sh installs it"
    src, exe = tmp_path / "host.cpp", tmp_path / "host"
    src.write_text(HOST_CPP, encoding="utf-8")
    proc = subprocess.run([gxx, "-std=c++17", "-Wall", "-Werror", "-I", str(toolkit_root("cpu") / "include"),
                           str(src), "-o", str(exe)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0 and run.stdout.split() == ["5", "2", "-1.5", "6.25"], (run.stdout, run.stderr)
