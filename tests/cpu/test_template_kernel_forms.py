"""Template kernels' execution forms on the cpu backend, decided per instantiation on the compiled code
(xlate/cpu/plugin/kernel_forms.cpp; docs/cpu-backend.md, "Execution forms"). The build's source analysis
leaves template kernels on fibers (their calls depend on the template arguments); each instantiation whose
compiled code can never wait for another thread now runs in the loop form, and every other one keeps
fibers: the same template may take both (a step function with a barrier for one argument, none for the
other). Each case's values are checked against numpy, in the forms chosen and with every kernel forced to
fibers, at wave 64 and 32; XLATE_CPU_EXPLAIN=1 says which form each launch ran in."""

from __future__ import annotations

import re

import numpy as np
import pytest

from tests.driver.conftest import build_and_run_on_cpu

N = 1000
SRC = r"""#include <cstdio>
__device__ float op_add(float a, float b) { return a + b; }
__device__ float op_mul(float a, float b) { return a * b; }
// a function-pointer template parameter: a call the source cannot resolve, a direct call once instantiated
template <float (*op)(float, float), class T>
__global__ void binary(const T* a, const T* b, T* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = (T)op((float)a[i], (float)b[i]);
}
__device__ void plain_step(float* s) { s[threadIdx.x] *= 2.0f; }
__device__ void shared_step(float* s) {  // a barrier: this instantiation must keep the fiber form
  float mine = s[threadIdx.x];
  __syncthreads();
  s[(threadIdx.x + 1) % blockDim.x] = mine;
  __syncthreads();
}
template <void (*step)(float*)>
__global__ void stepped(float* x) {
  __shared__ float s[128];
  s[threadIdx.x] = x[blockIdx.x * blockDim.x + threadIdx.x];
  step(s);
  x[blockIdx.x * blockDim.x + threadIdx.x] = s[threadIdx.x] + 1.0f;
}
// an atomic whose result is used (a ticket): fibers
template <class T>
__global__ void tickets(T* out, int* next) { out[atomicAdd(next, 1)] = (T)threadIdx.x; }
// a histogram: float atomicAdd as a statement (a compare-and-swap loop inside): the loop form
template <int BINS>
__global__ void histogram(const float* v, float* bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&bins[(int)v[i] % BINS], 0.5f);
}
// a user function whose name starts like CUDA's atomics, called as a statement, that waits: fibers
__device__ void atomicBump(float* s) { s[threadIdx.x] += 1.0f; __syncthreads(); }
template <int K>
__global__ void bumped(float* x) {
  __shared__ float s[128];
  s[threadIdx.x] = x[threadIdx.x];
  atomicBump(s);
  x[threadIdx.x] = s[(threadIdx.x + K) % blockDim.x];
}
int main() {
  const int n = 1000;
  float *a, *b, *c, *x, *bins;
  int* next;
  cudaMallocManaged(&a, n * sizeof(float));
  cudaMallocManaged(&b, n * sizeof(float));
  cudaMallocManaged(&c, n * sizeof(float));
  cudaMallocManaged(&x, 256 * sizeof(float));
  cudaMallocManaged(&bins, 8 * sizeof(float));
  cudaMallocManaged(&next, sizeof(int));
  for (int i = 0; i < n; ++i) { a[i] = 0.25f * i; b[i] = 3.0f - 0.5f * i; }
  binary<op_add, float><<<(n + 127) / 128, 128>>>(a, b, c, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i) printf("%.9g\n", c[i]);
  binary<op_mul, float><<<(n + 127) / 128, 128>>>(a, b, c, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i) printf("%.9g\n", c[i]);
  for (int i = 0; i < 256; ++i) x[i] = i;
  stepped<plain_step><<<2, 128>>>(x);
  cudaDeviceSynchronize();
  for (int i = 0; i < 256; ++i) printf("%.9g\n", x[i]);
  for (int i = 0; i < 256; ++i) x[i] = i;
  stepped<shared_step><<<2, 128>>>(x);
  cudaDeviceSynchronize();
  for (int i = 0; i < 256; ++i) printf("%.9g\n", x[i]);
  *next = 0;
  tickets<float><<<1, 128>>>(x, next);
  cudaDeviceSynchronize();
  printf("%d\n", *next);
  for (int i = 0; i < 8; ++i) bins[i] = 0.0f;
  histogram<8><<<(n + 127) / 128, 128>>>(a, bins, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < 8; ++i) printf("%.9g\n", bins[i]);
  for (int i = 0; i < 128; ++i) x[i] = i;
  bumped<3><<<1, 128>>>(x);
  cudaDeviceSynchronize();
  for (int i = 0; i < 128; ++i) printf("%.9g\n", x[i]);
  return 0;
}
"""


def _model() -> np.ndarray:
    i = np.arange(N, dtype=np.float32)
    a = np.float32(0.25) * i
    b = np.float32(3.0) - np.float32(0.5) * i
    x = np.arange(256, dtype=np.float32)
    plain = x * 2 + 1
    blk = x.reshape(2, 128)
    shifted = (np.roll(blk, 1, axis=1) + 1).ravel()  # s[(t + 1) % 128] = s[t]: thread t reads t - 1's value
    bins = np.zeros(8, dtype=np.float32)
    np.add.at(bins, (a.astype(np.int64) % 8), np.float32(0.5))
    bumped = np.roll(np.arange(128, dtype=np.float32) + 1, -3)
    return np.concatenate([a + b, a * b, plain, shifted, [128], bins, bumped])


FORMS = {"binary<op_add, float>": "loop", "binary<op_mul, float>": "loop", "stepped<plain_step>": "loop",
         "stepped<shared_step>": "fiber", "tickets<float>": "fiber", "histogram<8>": "loop", "bumped<3>": "fiber"}


@pytest.mark.parametrize("wave", ["64", "32"])
@pytest.mark.parametrize("form", ["analysed", "fibers"])
def test_template_kernels_per_instantiation(tmp_path, wave, form):
    forced = {"XLATE_CPU_FORM": "fibers"} if form == "fibers" else {}
    proc = build_and_run_on_cpu(tmp_path, "templates", SRC, wave, XLATE_CPU_EXPLAIN="1", **forced)
    got = np.array([float(v) for v in proc.stdout.split()], dtype=np.float32)
    np.testing.assert_array_equal(got, _model())
    for kernel, want in FORMS.items():
        # the launch's name as written: `HIP_KERNEL_NAME(binary<op_add, float>)` for a translated <<<>>>
        m = re.search(rf"kernel (?:HIP_KERNEL_NAME\()?{re.escape(kernel)}\)?: (\w+) form", proc.stderr)
        assert m is not None, (kernel, proc.stderr)
        assert m.group(1) == (want if form == "analysed" else "fiber"), (kernel, m.group(0))
