"""Texture objects on the cpu backend (xlate_cpu/textures.h, src/textures.cpp): the fetches of
textures/textures.hip against a numpy model of CUDA's texture fetching rules (CUDA Programming Guide,
"Texture Fetching": addressing, nearest-point and linear filtering with 8 fractional bits of weight,
normalized-float reads), on random texels and coordinates; GROMACS's linear float/float2 pattern
through xlate-nvcc for the cpu target and for gfx942."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest

from tests.driver.conftest import XLATE_NVCC, nvcc_env

HERE = Path(__file__).resolve().parent
PROGRAM = HERE / "textures" / "textures.hip"
EXIT_RUNTIME_ERROR = 97

# numpy type and normalized-float divisor of each format
FORMATS = {"u8": (np.uint8, 255.0), "s8": (np.int8, 127.0), "u16": (np.uint16, 65535.0),
           "s16": (np.int16, 32767.0), "u32": (np.uint32, None), "s32": (np.int32, None),
           "f32": (np.float32, None), "f16": (np.float16, None)}


@pytest.fixture(scope="module")
def textures(cpu_cache, tmp_path_factory) -> Path:
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    return build_program(ProgramBuild([PROGRAM], tmp_path_factory.mktemp("textures") / "textures"))


def run(exe: Path, args: list, numbers: list) -> subprocess.CompletedProcess:
    text = "\n".join(repr(float(v)) if isinstance(v, (float, np.floating)) else str(int(v)) for v in numbers)
    return subprocess.run([str(exe), *map(str, args)], input=text, capture_output=True, text=True, timeout=120,
                          check=False)


def values(proc: subprocess.CompletedProcess) -> np.ndarray:
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return np.array([float(v) for v in proc.stdout.split()])


def random_texels(rng, fmt: str, shape) -> np.ndarray:
    dtype = FORMATS[fmt][0]
    if fmt in ("f32", "f16"):
        return rng.uniform(-100, 100, shape).astype(dtype)
    info = np.iinfo(dtype)
    return rng.integers(info.min, info.max, shape, endpoint=True).astype(dtype)


def as_read(texels: np.ndarray, fmt: str, readmode: str) -> np.ndarray:
    """What a fetch sees of each channel: the value, or its normalized float (8/16-bit integers)."""
    div = FORMATS[fmt][1]
    v = texels.astype(np.float64)
    if readmode == "normalized" and div is not None:
        v = v / div
        if fmt.startswith("s"):
            v = np.maximum(v, -1.0)
    return v


def address(i: int, n: int, mode: str, norm: bool) -> int | None:
    """A texel index under an address mode; None: outside, the border color (wrap and mirror apply
    to normalized coordinates only; otherwise they clamp, as CUDA documents)."""
    if 0 <= i < n:
        return i
    if norm and mode == "wrap":
        return i % n
    if norm and mode == "mirror":
        m = i % (2 * n)
        return m if m < n else 2 * n - 1 - m
    if mode == "border":
        return None
    return min(max(i, 0), n - 1)


def sample(tex: np.ndarray, x: float, y: float, dims: int, filt: str, mode: str, norm: bool,
           border: np.ndarray) -> np.ndarray:
    """CUDA's tex1D / tex2D on `tex` (height, width, channels) of read values."""
    h, w, _ = tex.shape
    if norm:
        x, y = x * w, y * h

    def texel(i, j):
        a = address(i, w, mode, norm)
        b = address(j, h, mode, norm) if dims == 2 else 0
        return border[: tex.shape[2]] if a is None or b is None else tex[b, a]

    if filt == "point":
        return texel(int(np.floor(x)), int(np.floor(y)) if dims == 2 else 0)
    xb, yb = x - 0.5, y - 0.5
    i, j = int(np.floor(xb)), int(np.floor(yb))
    alpha = np.round((xb - np.floor(xb)) * 256) / 256  # 9-bit fixed point, 8 fractional bits
    if dims == 1:
        return (1 - alpha) * texel(i, 0) + alpha * texel(i + 1, 0)
    beta = np.round((yb - np.floor(yb)) * 256) / 256
    return ((1 - alpha) * (1 - beta) * texel(i, j) + alpha * (1 - beta) * texel(i + 1, j)
            + (1 - alpha) * beta * texel(i, j + 1) + alpha * beta * texel(i + 1, j + 1))


def check_fetch(exe: Path, fmt: str, channels: int, readmode: str, texels: np.ndarray, idx: list[int]):
    n = texels.shape[0]
    got = values(run(exe, ["fetch", fmt, channels, readmode, n, len(idx)], [*texels.ravel(), *idx]))
    read = as_read(texels, fmt, readmode).reshape(n, channels)
    want = np.array([read[i] if 0 <= i < n else np.zeros(channels) for i in idx]).ravel()
    if readmode == "element" and fmt not in ("f32", "f16"):
        np.testing.assert_array_equal(got, want)  # integers come back exactly
    else:
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-7)


def test_linear_fetch_float_and_float2_with_out_of_range_zero(textures):
    """GROMACS's pattern: tex1Dfetch<float> and tex1Dfetch<float2> of linear memory; indices outside
    [0, sizeInBytes / texel size) read 0."""
    rng = np.random.default_rng(1)
    idx = [0, 5, 17, 31, -1, -7, 32, 33, 1000]
    check_fetch(textures, "f32", 1, "element", random_texels(rng, "f32", (32, 1)), idx)
    check_fetch(textures, "f32", 2, "element", random_texels(rng, "f32", (32, 2)), idx)
    check_fetch(textures, "f32", 4, "element", random_texels(rng, "f32", (32, 4)), idx)


def test_half_texels_read_as_float(textures):
    """16-bit float channels: tex1Dfetch returns their float values; tex2D filters them."""
    rng = np.random.default_rng(7)
    for channels in (1, 2, 4):
        check_fetch(textures, "f16", channels, "element", random_texels(rng, "f16", (12, channels)),
                    [0, 11, 5, 12, -1])
    check_sample(textures, 2, "f16", 2, "element", "linear", "clamp", True, random_texels(rng, "f16", (3, 5, 2)),
                 rng.uniform(-0.2, 1.2, (24, 2)).astype(np.float32), [0, 0, 0, 0])


@pytest.mark.parametrize("fmt", ["u8", "s8", "u16", "s16", "u32", "s32"])
def test_linear_fetch_integer_element_types(textures, fmt):
    rng = np.random.default_rng(2)
    for channels in (1, 2, 4):
        check_fetch(textures, fmt, channels, "element", random_texels(rng, fmt, (24, channels)),
                    [0, 3, 23, 11, -2, 24])


@pytest.mark.parametrize("fmt", ["u8", "s8", "u16", "s16"])
def test_linear_fetch_normalized_float(textures, fmt):
    """readMode NormalizedFloat: unsigned v / (2^n - 1), signed max(v / (2^(n-1) - 1), -1) (the
    most negative value reads -1); the extremes are always among the texels."""
    rng = np.random.default_rng(3)
    info = np.iinfo(FORMATS[fmt][0])
    for channels in (1, 4):
        texels = random_texels(rng, fmt, (16, channels))
        texels[0, 0], texels[1, 0], texels[2, 0] = info.min, info.max, 0
        check_fetch(textures, fmt, channels, "normalized", texels, list(range(16)) + [16, -1])


def check_sample(exe, dims, fmt, channels, readmode, filt, mode, norm, texels, coords, border):
    h, w = texels.shape[:2]
    args = ["sample", dims, fmt, channels, readmode, filt, mode, int(norm), w, h, len(coords)]
    got = values(run(exe, args, [*border, *texels.ravel(), *np.asarray(coords).ravel()]))
    read = as_read(texels, fmt, readmode)
    want = np.array([sample(read, float(c[0]), float(c[1]) if dims == 2 else 0.0, dims, filt, mode, norm,
                            np.asarray(border, dtype=np.float64)) for c in coords]).ravel()
    np.testing.assert_allclose(got, want, rtol=2e-6, atol=2e-6 * max(1.0, float(np.abs(read).max())))
    return got


MODES = [("clamp", False), ("border", False), ("clamp", True), ("border", True), ("wrap", True),
         ("mirror", True), ("wrap", False), ("mirror", False)]


@pytest.mark.parametrize("filt", ["point", "linear"])
@pytest.mark.parametrize("mode,norm", MODES)
def test_pitch2d_tex2d_addressing_and_filtering(textures, filt, mode, norm):
    """tex2D on pitch-2D memory (hipMallocPitch rows): every address mode, unnormalized and
    normalized coordinates, point and linear filtering, coordinates inside and well outside."""
    rng = np.random.default_rng(4)
    w, h = 7, 5
    texels = random_texels(rng, "f32", (h, w, 1))
    lo, hi = (-1.5, 2.5) if norm else (-10.0, 17.0)
    coords = rng.uniform(lo, hi, (64, 2)).astype(np.float32)
    check_sample(textures, 2, "f32", 1, "element", filt, mode, norm, texels, coords,
                 [7.25, -3.5, 0.0, 1.0])


@pytest.mark.parametrize("mode,norm", [("clamp", True), ("wrap", True), ("border", False)])
def test_pitch2d_uchar4_normalized_linear(textures, mode, norm):
    """Linear filtering of uchar4 texels read as normalized floats (float4 results)."""
    rng = np.random.default_rng(5)
    texels = random_texels(rng, "u8", (4, 6, 4))
    coords = rng.uniform(-0.5, 1.5, (32, 2)) if norm else rng.uniform(-3, 9, (32, 2))
    check_sample(textures, 2, "u8", 4, "normalized", "linear", mode, norm, texels,
                 coords.astype(np.float32), [0.5, 0.25, 1.0, 0.0])


def test_tex1d_linear_weights_are_9_bit_fixed_point(textures):
    """tex1D on linear memory with linear filtering: at x = 1.8 (x - 0.5 = 1.3) the weight is
    round(0.3 * 256) / 256 = 77/256, not 0.3; the model's value is met and the float-weight value
    (1000 * 0.3 away from texel 1's 0) is not. Point filtering picks texel floor(x)."""
    texels = np.array([[[0.0], [0.0], [1000.0], [0.0]]], dtype=np.float32)
    got = check_sample(textures, 1, "f32", 1, "element", "linear", "clamp", False, texels,
                       np.array([[1.8], [0.5], [2.5], [3.9], [-4.0]], dtype=np.float32), [0, 0, 0, 0])
    assert abs(got[0] - 1000 * 77 / 256) < 1e-3 and abs(got[0] - 300.0) > 0.5
    rng = np.random.default_rng(6)
    texels = random_texels(rng, "f32", (1, 9, 2))
    for filt in ("point", "linear"):
        for mode, norm in MODES:
            coords = rng.uniform(-1.5, 2.5, (24, 1)) if norm else rng.uniform(-4, 13, (24, 1))
            check_sample(textures, 1, "f32", 2, "element", filt, mode, norm, texels,
                         coords.astype(np.float32), [2.0, -2.0, 0, 0])


def test_linear_filtering_of_integer_elements_is_refused(textures):
    """CUDA filters only what it returns as floats: linear filtering of uchar read as uchar is an
    invalid texture description."""
    proc = run(textures, ["sample", 1, "u8", 1, "element", "linear", "clamp", 0, 4, 1, 1],
               [0, 0, 0, 0, 1, 2, 3, 4, 0.5])
    assert proc.returncode == 3
    assert "hipCreateTextureObject" in proc.stdout and "hipErrorInvalidValue" in proc.stdout


def test_array_resources_not_supported_and_destroyed_objects_fatal(textures):
    proc = subprocess.run([str(textures), "misuse"], capture_output=True, text=True, timeout=120, check=False)
    assert proc.stdout.splitlines()[0] == "array: hipErrorNotSupported"
    assert ("xlate-cpu: not supported: hipCreateTextureObject of an array resource (hipResourceTypeArray) on "
            "the cpu backend") in proc.stderr
    assert proc.returncode == EXIT_RUNTIME_ERROR
    assert "a texture object destroyed by hipDestroyTextureObject" in proc.stderr
    assert "returned" not in proc.stdout


# GROMACS's host code (gpu_utils/devicebuffer.cuh, initParamLookupTable): a linear texture object
# over a device buffer of float or float2. The CUDA program exercises the host API (its kernels'
# tex1Dfetch: test_texture_fetch_cuda.py).
CUDA_HOST = r"""
#include <cstdio>
#include <cstring>
template <class T>
static int make(cudaTextureObject_t* obj, T* dev, int n) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof(rd));
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = dev;
  rd.res.linear.desc = cudaCreateChannelDesc<T>();
  rd.res.linear.sizeInBytes = n * sizeof(T);
  cudaTextureDesc td;
  memset(&td, 0, sizeof(td));
  td.readMode = cudaReadModeElementType;
  return cudaCreateTextureObject(obj, &rd, &td, nullptr);
}
int main() {
  float* f;
  float2* f2;
  cudaMalloc(&f, 64 * sizeof(float));
  cudaMalloc(&f2, 64 * sizeof(float2));
  cudaTextureObject_t a = 0, b = 0;
  int ea = make(&a, f, 64), eb = make(&b, f2, 64);
  cudaResourceDesc back;
  int eg = cudaGetTextureObjectResourceDesc(&back, b);
  printf("%d %d %d %d %d %d %zu\n", ea, eb, eg, back.resType == cudaResourceTypeLinear,
         back.res.linear.desc.x, back.res.linear.desc.y, back.res.linear.sizeInBytes);
  printf("%d %d\n", cudaDestroyTextureObject(a), cudaDestroyTextureObject(b));
  return 0;
}
"""


def test_gromacs_host_pattern_through_xlate_nvcc(cpu_cache, tmp_path):
    """The CUDA program builds and runs for the cpu target and compiles for gfx942."""
    src = tmp_path / "tex_host.cu"
    src.write_text(CUDA_HOST)
    cache = tmp_path / "nvcc-cache"
    cpu = subprocess.run([str(XLATE_NVCC), str(src), "-o", str(tmp_path / "tex_host")],
                         env=nvcc_env(cache, XLATE_NVCC_TARGET="cpu"), capture_output=True, text=True,
                         timeout=600, check=False)
    assert cpu.returncode == 0, cpu.stderr
    proc = subprocess.run([str(tmp_path / "tex_host")], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split("\n")[:2] == [f"0 0 0 1 32 32 {64 * 8}", "0 0"]
    gfx = subprocess.run([str(XLATE_NVCC), "-c", str(src), "-o", str(tmp_path / "tex_host.o")],
                         env=nvcc_env(cache), capture_output=True, text=True, timeout=600, check=False)
    assert gfx.returncode == 0, gfx.stderr
    assert (tmp_path / "tex_host.o").stat().st_size > 0
