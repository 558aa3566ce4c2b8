"""CUDA's tex1Dfetch / tex1D / tex2D in CUDA sources, through xlate-nvcc (table rows: XL103, "does not
compile as written for gfx942").

* cpu target: a CUDA program fetches from linear (float, float2) and pitch-2D texture objects over
  buffers it filled; the values are compared with numpy reading the same buffers by CUDA's rules
  (an index outside a linear resource reads 0; point filtering picks texel floor(x), clamped).
* gfx942: GROMACS' pattern (gpu_utils/cuda_kernel_utils.cuh: a `fetchFromTexture` template that is
  only instantiated when its texture switch is on) compiles when the template is never used; a kernel
  that does use a fetch stops the compile at that use, naming the function.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np

from tests.driver.conftest import XLATE_NVCC, nvcc_env

N = 40  # elements of the linear buffers
W, H, PITCH = 7, 5, 64  # the pitch-2D texture: width, height, row pitch in bytes (16 floats)
IDX = [0, 3, 17, 39, 40, 57, -1]  # tex1Dfetch indices, two outside the resource
XS = [0.0, 2.7, 13.5, 39.99, 45.0, -3.0]  # tex1D coordinates (point filtering, clamp)
XY = [(0.5, 0.5), (6.9, 4.2), (3.1, 2.0), (10.0, -2.0), (-1.0, 7.5)]  # tex2D coordinates

PROGRAM = r"""
#include <cstdio>
#include <cstring>

template <typename T>
static __device__ T fetchFromTexture(const cudaTextureObject_t obj, int index) {
  return tex1Dfetch<T>(obj, index);
}

__global__ void fetch(cudaTextureObject_t f, cudaTextureObject_t f2, cudaTextureObject_t p,
                      const int* idx, const float* xs, const float2* xy, float* out) {
  int t = threadIdx.x;
  if (t < NIDX) {
    float2 v = fetchFromTexture<float2>(f2, idx[t]);
    out[3 * t] = fetchFromTexture<float>(f, idx[t]);
    out[3 * t + 1] = v.x;
    out[3 * t + 2] = v.y;
  }
  if (t < NXS) out[3 * NIDX + t] = tex1D<float>(f, xs[t]);
  if (t < NXY) out[3 * NIDX + NXS + t] = tex2D<float>(p, xy[t].x, xy[t].y);
}

static cudaTextureObject_t create(const cudaResourceDesc& rd) {  // point filtering, clamped, elements
  cudaTextureDesc td;
  memset(&td, 0, sizeof(td));
  td.readMode = cudaReadModeElementType;
  td.filterMode = cudaFilterModePoint;
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
  cudaTextureObject_t obj = 0;
  if (cudaCreateTextureObject(&obj, &rd, &td, nullptr) != cudaSuccess) printf("create failed\n");
  return obj;
}

static cudaTextureObject_t linear(void* dev, cudaChannelFormatDesc desc, size_t bytes) {
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof(rd));
  rd.resType = cudaResourceTypeLinear;
  rd.res.linear.devPtr = dev;
  rd.res.linear.desc = desc;
  rd.res.linear.sizeInBytes = bytes;
  return create(rd);
}

int main() {
  float hf[N], hf2[2 * N], hp[H * (PITCH / 4)];
  for (int i = 0; i < N; ++i) { hf[i] = 0.25f * i - 3.0f; hf2[2 * i] = 100.0f + i; hf2[2 * i + 1] = -1.5f * i; }
  for (int i = 0; i < H * (PITCH / 4); ++i) hp[i] = 0.5f * i + 1.0f;
  int hidx[] = {IDX};
  float hxs[] = {XS};
  float2 hxy[] = {XY};
  float *f, *f2, *p, *xs, *out;
  int* idx;
  float2* xy;
  cudaMalloc(&f, sizeof(hf));
  cudaMalloc(&f2, sizeof(hf2));
  cudaMalloc(&p, sizeof(hp));
  cudaMalloc(&idx, sizeof(hidx));
  cudaMalloc(&xs, sizeof(hxs));
  cudaMalloc(&xy, sizeof(hxy));
  cudaMalloc(&out, sizeof(float) * (3 * NIDX + NXS + NXY));
  cudaMemcpy(f, hf, sizeof(hf), cudaMemcpyHostToDevice);
  cudaMemcpy(f2, hf2, sizeof(hf2), cudaMemcpyHostToDevice);
  cudaMemcpy(p, hp, sizeof(hp), cudaMemcpyHostToDevice);
  cudaMemcpy(idx, hidx, sizeof(hidx), cudaMemcpyHostToDevice);
  cudaMemcpy(xs, hxs, sizeof(hxs), cudaMemcpyHostToDevice);
  cudaMemcpy(xy, hxy, sizeof(hxy), cudaMemcpyHostToDevice);
  cudaTextureObject_t tf = linear(f, cudaCreateChannelDesc<float>(), sizeof(hf));
  cudaTextureObject_t tf2 = linear(f2, cudaCreateChannelDesc<float2>(), sizeof(hf2));
  cudaResourceDesc rd;
  memset(&rd, 0, sizeof(rd));
  rd.resType = cudaResourceTypePitch2D;
  rd.res.pitch2D.devPtr = p;
  rd.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  rd.res.pitch2D.width = W;
  rd.res.pitch2D.height = H;
  rd.res.pitch2D.pitchInBytes = PITCH;
  cudaTextureObject_t tp = create(rd);
  fetch<<<1, 64>>>(tf, tf2, tp, idx, xs, xy, out);
  float hout[3 * NIDX + NXS + NXY];
  cudaMemcpy(hout, out, sizeof(hout), cudaMemcpyDeviceToHost);
  for (float v : hout) printf("%.9g\n", v);
  return 0;
}
"""

# GROMACS' switch: the fetch template exists, the kernels read memory directly (DISABLE_CUDA_TEXTURES)
TEMPLATE_ONLY = r"""
template <typename T>
static __forceinline__ __device__ T fetchFromTexture(const cudaTextureObject_t texObj, int index) {
  return tex1Dfetch<T>(texObj, index);
}
template <typename T>
static __forceinline__ __device__ T fetchFromParamLookupTable(const T* d_ptr, const cudaTextureObject_t texObj,
                                                                int index) {
#if USE_TEXTURES
  return fetchFromTexture<T>(texObj, index);
#else
  return __ldg(d_ptr + index);
#endif
}
__global__ void k(const float* table, cudaTextureObject_t obj, float* out) {
  out[threadIdx.x] = fetchFromParamLookupTable(table, obj, threadIdx.x);
}
"""


def _source() -> str:
    defs = {"N": N, "W": W, "H": H, "PITCH": PITCH, "NIDX": len(IDX), "NXS": len(XS), "NXY": len(XY),
            "IDX": ", ".join(map(str, IDX)), "XS": ", ".join(f"{x}f" for x in XS),
            "XY": ", ".join(f"{{{x}f, {y}f}}" for x, y in XY)}
    return "".join(f"#define {k} {v}\n" for k, v in defs.items()) + PROGRAM


def _oracle() -> np.ndarray:
    i = np.arange(N, dtype=np.float32)
    f = np.float32(0.25) * i - np.float32(3.0)
    f2 = np.stack([np.float32(100.0) + i, np.float32(-1.5) * i], axis=1)
    p = (np.float32(0.5) * np.arange(H * PITCH // 4, dtype=np.float32) + np.float32(1.0)).reshape(H, PITCH // 4)
    out = []
    for k in IDX:  # linear: no addressing, outside reads zero
        inside = 0 <= k < N
        out += [f[k] if inside else 0.0, *(f2[k] if inside else (0.0, 0.0))]
    out += [f[min(max(int(np.floor(x)), 0), N - 1)] for x in XS]  # point filtering, clamp
    out += [p[min(max(int(np.floor(y)), 0), H - 1), min(max(int(np.floor(x)), 0), W - 1)] for x, y in XY]
    return np.array(out, dtype=np.float32)


def _nvcc(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([str(XLATE_NVCC), *args], env=env, capture_output=True, text=True, timeout=900,
                          check=False)


def test_fetches_run_on_the_cpu_target(cpu_cache, tmp_path: Path) -> None:
    src = tmp_path / "fetch.cu"
    src.write_text(_source(), encoding="utf-8")
    exe = tmp_path / "fetch"
    built = _nvcc([str(src), "-o", str(exe)], nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu"))
    assert built.returncode == 0, built.stderr[-3000:]
    assert "XL103" in built.stderr and "tex1Dfetch" in built.stderr  # the warning says what gfx942 does
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    got = np.array([float(v) for v in proc.stdout.split()], dtype=np.float32)
    np.testing.assert_array_equal(got, _oracle())


def test_gfx942_compiles_an_unused_fetch_template_and_stops_at_a_used_one(tmp_path: Path) -> None:
    env = nvcc_env(tmp_path / "cache")
    unused = tmp_path / "unused.cu"
    unused.write_text("#define USE_TEXTURES 0\n" + TEMPLATE_ONLY, encoding="utf-8")
    ok = _nvcc(["-c", str(unused), "-o", str(tmp_path / "unused.o")], env)
    assert ok.returncode == 0, ok.stderr[-3000:]
    assert (tmp_path / "unused.o").stat().st_size > 0
    used = tmp_path / "used.cu"
    used.write_text("#define USE_TEXTURES 1\n" + TEMPLATE_ONLY, encoding="utf-8")
    bad = _nvcc(["-c", str(used), "-o", str(tmp_path / "used.o")], env)
    assert bad.returncode != 0
    assert "tex1Dfetch" in bad.stderr and "unavailable" in bad.stderr, bad.stderr[-3000:]
    assert "used.cu:" in bad.stderr  # placed on the user's file
