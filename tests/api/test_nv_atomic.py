"""CUDA 12.8's atomic built-in functions (`__nv_atomic_*`, `__NV_ATOMIC_*`, `__NV_THREAD_SCOPE_*`) translate to
<xlate/nv_atomic.h>, compile for gfx942, and compute on the cpu backend (wave 64 and 32) what CUDA's
definitions say: the expected values below are worked out from the operations, not taken from a run.

xlate reports CUDA 12.9 by default, so code written `#if CUDA_VERSION >= 12080 ... __nv_atomic_load_n` (an
outside benchmark program does) takes this branch. A thread spinning on `__nv_atomic_load_n` until another
thread of its block stores must not put the kernel in the cpu backend's loop form (it would spin forever):
the handoff kernel checks that. nvcc's refusals (min on a float) are refusals here too."""

from __future__ import annotations

import subprocess
from functools import reduce
from pathlib import Path

import pytest

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run

SRC = r"""#include <cstdio>
struct Pair { short a, b; };
__global__ void all_forms(int* i, unsigned* u, unsigned long long* q, float* f, double* d, Pair* pr, int* seen) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  __nv_atomic_fetch_add(i + 0, 3, __NV_ATOMIC_RELAXED);
  __nv_atomic_sub(i + 1, 2, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_fetch_min(i + 2, 50 - t, __NV_ATOMIC_ACQ_REL);
  __nv_atomic_max(i + 3, t * 7 % 101, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_fetch_or(u + 0, 1u << (t % 32), __NV_ATOMIC_RELAXED);
  __nv_atomic_and(u + 1, ~(1u << (t % 16)), __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER);
  __nv_atomic_fetch_xor(u + 2, (unsigned)t * 2654435761u, __NV_ATOMIC_CONSUME);
  __nv_atomic_fetch_add(q, 1ull << 33, __NV_ATOMIC_RELAXED);
  __nv_atomic_fetch_add(f, 0.5f, __NV_ATOMIC_RELAXED);
  __nv_atomic_fetch_sub(d, 0.25, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_SYSTEM);
  int expected = __nv_atomic_load_n(i + 4, __NV_ATOMIC_RELAXED);
  while (!__nv_atomic_compare_exchange_n(i + 4, &expected, expected + 1, false, __NV_ATOMIC_ACQ_REL,
                                         __NV_ATOMIC_RELAXED)) {
  }
  seen[expected] += 1;
  Pair mine = {(short)t, (short)-t}, prev;
  __nv_atomic_exchange(pr, &mine, &prev, __NV_ATOMIC_ACQ_REL);
  seen[129 + prev.a] += 1;
  int x = __nv_atomic_exchange_n(i + 5, t, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_THREAD);
  seen[259 + x] += 1;
  __nv_atomic_store_n(i + 6, 7, __NV_ATOMIC_RELEASE);
  Pair two = {1, 2}, back;
  __nv_atomic_store(pr + 1, &two, __NV_ATOMIC_RELAXED);
  __nv_atomic_load(pr + 1, &back, __NV_ATOMIC_ACQUIRE);
  if (back.a != 1 || back.b != 2) __nv_atomic_add(i + 8, 1, __NV_ATOMIC_RELAXED);
  Pair want = {1, 2}, put = {3, 4};
  if (__nv_atomic_compare_exchange(pr + 2, &want, &put, true, __NV_ATOMIC_SEQ_CST, __NV_ATOMIC_RELAXED))
    __nv_atomic_add(i + 7, 1, __NV_ATOMIC_RELAXED);
  else if (want.a != 3 || want.b != 4)
    __nv_atomic_add(i + 8, 1, __NV_ATOMIC_RELAXED);
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_thread_fence(__NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
}
// the consumer (thread 0) and the producer (thread 127) are in different warps and wavefronts
__global__ void handoff(int* flag, int* data, int* got) {
  if (threadIdx.x == 0) {
    while (__nv_atomic_load_n(flag, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK) == 0) {
    }
    got[0] = data[0];
  }
  if (threadIdx.x == 127) {
    data[0] = 42;
    __nv_atomic_store_n(flag, 1, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);
  }
}
int main() {
  int hi[9] = {0, 1000, 0, -5, 0, -1, 0, 0, 0};
  unsigned hu[3] = {0u, 0xffffffffu, 0u};
  unsigned long long hq = 0;
  float hf = 0.0f;
  double hd = 100.0;
  Pair hp[3] = {{-1, 1}, {0, 0}, {1, 2}};
  int hs[400] = {0};
  int *i, *seen;
  unsigned* u;
  unsigned long long* q;
  float* f;
  double* d;
  Pair* pr;
  cudaMalloc(&i, sizeof hi); cudaMalloc(&u, sizeof hu); cudaMalloc(&q, sizeof hq); cudaMalloc(&f, sizeof hf);
  cudaMalloc(&d, sizeof hd); cudaMalloc(&pr, sizeof hp); cudaMalloc(&seen, sizeof hs);
  cudaMemcpy(i, hi, sizeof hi, cudaMemcpyHostToDevice); cudaMemcpy(u, hu, sizeof hu, cudaMemcpyHostToDevice);
  cudaMemcpy(q, &hq, sizeof hq, cudaMemcpyHostToDevice); cudaMemcpy(f, &hf, sizeof hf, cudaMemcpyHostToDevice);
  cudaMemcpy(d, &hd, sizeof hd, cudaMemcpyHostToDevice); cudaMemcpy(pr, hp, sizeof hp, cudaMemcpyHostToDevice);
  cudaMemcpy(seen, hs, sizeof hs, cudaMemcpyHostToDevice);
  all_forms<<<2, 64>>>(i, u, q, f, d, pr, seen);
  cudaMemcpy(hi, i, sizeof hi, cudaMemcpyDeviceToHost); cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hq, q, sizeof hq, cudaMemcpyDeviceToHost); cudaMemcpy(&hf, f, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(&hd, d, sizeof hd, cudaMemcpyDeviceToHost); cudaMemcpy(hp, pr, sizeof hp, cudaMemcpyDeviceToHost);
  cudaMemcpy(hs, seen, sizeof hs, cudaMemcpyDeviceToHost);
  for (int k = 0; k < 9; ++k) printf("i%d %d\n", k, hi[k]);
  for (int k = 0; k < 3; ++k) printf("u%d %u\n", k, hu[k]);
  printf("q %llu\nf %.9g\nd %.17g\n", hq, hf, hd);
  for (int k = 0; k < 3; ++k) printf("p%d %d %d\n", k, hp[k].a, hp[k].b);
  for (int k = 0; k < 400; ++k) if (hs[k]) printf("s%d %d\n", k, hs[k]);
  int *flag, *data, *got, h = 0;
  cudaMalloc(&flag, sizeof(int)); cudaMalloc(&data, sizeof(int)); cudaMalloc(&got, sizeof(int));
  cudaMemcpy(flag, &h, sizeof h, cudaMemcpyHostToDevice);
  handoff<<<1, 128>>>(flag, data, got);
  cudaMemcpy(&h, got, sizeof h, cudaMemcpyDeviceToHost);
  printf("handoff %d\n", h);
  return 0;
}
"""


def expected_lines(final_pair_a: int, final_x: int) -> list[str]:
    """What CUDA's definitions give for 128 threads t = 0..127. The exchanges' order is not determined:
    every value but the last one stored comes back exactly once (the last is in memory), so the caller passes
    the survivors read from the output and this checks that they are consistent."""
    ts = range(128)
    xor = reduce(lambda a, b: a ^ b, ((t * 2654435761) & 0xFFFFFFFF for t in ts), 0)
    out = [f"i0 {3 * 128}", f"i1 {1000 - 2 * 128}", f"i2 {min(0, min(50 - t for t in ts))}",
           f"i3 {max(-5, max(t * 7 % 101 for t in ts))}", "i4 128", f"i5 {final_x}", "i6 7", "i7 1", "i8 0",
           f"u0 {0xFFFFFFFF}", f"u1 {0xFFFF0000}", f"u2 {xor}", f"q {128 << 33}", "f 64", "d 68",
           f"p0 {final_pair_a} {-final_pair_a}", "p1 1 2", "p2 3 4"]
    out += [f"s{k} 1" for k in range(128)]  # each ticket taken once
    out += [f"s{129 + a} 1" for a in [-1, *ts] if a != final_pair_a]  # each earlier pair came back once
    out += [f"s{259 + x} 1" for x in [-1, *ts] if x != final_x]
    out.append("handoff 42")
    return sorted(out)


@pytest.fixture(scope="module")
def source(tmp_path_factory) -> Path:
    src = tmp_path_factory.mktemp("nv_atomic") / "nv_atomic.cu"
    src.write_text(SRC, encoding="utf-8")
    return src


def test_builtins_compile_for_gfx942(source: Path, tmp_path: Path) -> None:
    run([XLATE_NVCC, "-arch=sm_90", "-c", source, "-o", tmp_path / "nv.o"], env=nvcc_env(tmp_path / "cache"))


@pytest.mark.parametrize("wave", ["64", "32"])
def test_builtins_compute_cudas_values_on_the_cpu_backend(source: Path, tmp_path: Path, wave: str) -> None:
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE=wave)
    run([XLATE_NVCC, source, "-o", tmp_path / "prog"], env=env)
    out = subprocess.run([str(tmp_path / "prog")], capture_output=True, text=True, timeout=120, check=True,
                         env=env).stdout.splitlines()
    got = dict(line.split(" ", 1) for line in out)
    final_pair_a, final_x = int(got["p0"].split()[0]), int(got["i5"])
    assert 0 <= final_pair_a < 128 and 0 <= final_x < 128
    assert sorted(out) == expected_lines(final_pair_a, final_x)


NVCC_REFUSES = {
    "min_of_float": "float* f = nullptr; __nv_atomic_fetch_min(f, 1.0f, __NV_ATOMIC_RELAXED);",
    "add_of_signed_64": "long long* p = nullptr; __nv_atomic_fetch_add(p, 1LL, __NV_ATOMIC_RELAXED);",
    "add_of_char": "char* p = nullptr; __nv_atomic_fetch_add(p, (char)1, __NV_ATOMIC_RELAXED);",
}


@pytest.mark.parametrize("case", sorted(NVCC_REFUSES))
def test_what_nvcc_refuses_does_not_compile(case: str, tmp_path: Path) -> None:
    """nvcc 13.0 rejects each of these (checked with it); so does the translation, with the reason."""
    src = tmp_path / f"{case}.cu"
    src.write_text(f"__global__ void k() {{ {NVCC_REFUSES[case]} }}\n", encoding="utf-8")
    proc = run([XLATE_NVCC, "-c", src, "-o", tmp_path / "k.o"], env=nvcc_env(tmp_path / "cache"), check=False)
    assert proc.returncode != 0
    assert "as nvcc" in proc.stdout + proc.stderr
