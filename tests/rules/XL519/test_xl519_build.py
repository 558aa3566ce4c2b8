"""XL519 end to end: kernels with `__shared__` variables whose class types have constructors that are not
empty (a default member initializer, as xgboost's GPUTreeShap kernels hold them; a template element type
in an array; `static __shared__`), built by xlate-nvcc for gfx942 and for the cpu target, where the program
runs and its output is checked against values worked out here from the inputs."""

from __future__ import annotations

from pathlib import Path

from tests.driver.conftest import build_single, run_single_on_cpu

SRC = r"""#include <cstdio>
struct View {
  const float* data;
  int n {0};
  __device__ float at(int i) const { return data[i % n]; }
};
template <typename T> struct Element {
  T value {};
  int index {-1};
};
template <typename T, int N>
__global__ void k(View v, Element<T>* out) {
  __shared__ View s_v;
  static __shared__ Element<T> s_elements[N];
  if (threadIdx.x == 0) s_v = v;
  __syncthreads();
  s_elements[threadIdx.x].value = s_v.at(threadIdx.x) * 2;
  s_elements[threadIdx.x].index = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = s_elements[N - 1 - threadIdx.x];
}
int main() {
  const int n = 5, N = 64;
  float h[n] = {1.5f, -2.f, 3.25f, 0.f, 10.f};
  float* d;
  Element<float>* out;
  cudaMalloc(&d, sizeof h);
  cudaMalloc(&out, N * sizeof(Element<float>));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  View v;
  v.data = d;
  v.n = n;
  k<float, N><<<1, N>>>(v, out);
  Element<float> r[N];
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N; ++i) printf("%g %d\n", r[i].value, r[i].index);
  return 0;
}
"""


def test_shared_class_variables_run_on_cpu_and_build_for_gfx942(tmp_path: Path) -> None:
    build_single(tmp_path, "shared_class", SRC, ["k"])
    words = run_single_on_cpu(tmp_path, "shared_class", SRC)
    h = [1.5, -2.0, 3.25, 0.0, 10.0]
    want = []
    for i in range(64):
        j = 63 - i  # thread i reads the element thread 63 - i wrote
        want += [h[j % 5] * 2, j]
    assert [float(w) for w in words] == [float(x) for x in want]
