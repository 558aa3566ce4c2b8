// CUB stream compaction and run-length encoding, each after its temp-storage size query, with the
// count of selected items / runs written to device memory: DeviceSelect::If (a predicate functor),
// ::Flagged (a flag array), ::Unique (first of each run); DeviceRunLengthEncode::Encode and
// ::NonTrivialRuns (offsets and lengths of runs longer than one).
#include <cstdio>
#include <cub/cub.cuh>
#include <cuda_runtime.h>
#include "ct.cuh"

struct DivisibleBy3 {
  __host__ __device__ bool operator()(const int& x) const { return x % 3 == 0; }
};

// runs: value i / 4 repeated, with some runs of length 1 mixed in
__global__ void make_input(int* x, char* flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[i] = (i % 7 == 3) ? 1000 + i : (i / 5) * 2 - 7;
    flags[i] = (char)((i * 5) % 3 == 1);
  }
}

template <class F>
static void two_phase(F f) {
  void* temp = nullptr;
  size_t bytes = 0;
  CT_CHECK(f(temp, bytes));
  CT_CHECK(cudaMalloc(&temp, bytes));
  CT_CHECK(f(temp, bytes));
  CT_CHECK(cudaFree(temp));
}

int main() {
  const int n = 60;
  int *in, *out, *out2, *count;
  char* flags;
  CT_CHECK(cudaMalloc(&in, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&out, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&out2, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&count, sizeof(int)));
  CT_CHECK(cudaMalloc(&flags, n));
  make_input<<<1, 64>>>(in, flags, n);
  int h[n], h2[n], c;
  auto show = [&](const char* key, const char* key2) {
    CT_CHECK(cudaMemcpy(&c, count, sizeof(int), cudaMemcpyDeviceToHost));
    CT_CHECK(cudaMemcpy(h, out, c * sizeof(int), cudaMemcpyDeviceToHost));
    printf("%s_count: %d\n", key, c);
    ct_print_i(key, h, c);
    if (key2) {
      CT_CHECK(cudaMemcpy(h2, out2, c * sizeof(int), cudaMemcpyDeviceToHost));
      ct_print_i(key2, h2, c);
    }
  };
  two_phase([&](void* t, size_t& b) { return cub::DeviceSelect::If(t, b, in, out, count, n, DivisibleBy3()); });
  show("select_if", nullptr);
  two_phase([&](void* t, size_t& b) { return cub::DeviceSelect::Flagged(t, b, in, flags, out, count, n); });
  show("select_flagged", nullptr);
  two_phase([&](void* t, size_t& b) { return cub::DeviceSelect::Unique(t, b, in, out, count, n); });
  show("unique", nullptr);
  two_phase([&](void* t, size_t& b) { return cub::DeviceRunLengthEncode::Encode(t, b, in, out, out2, count, n); });
  show("rle_values", "rle_lengths");
  two_phase([&](void* t, size_t& b) {
    return cub::DeviceRunLengthEncode::NonTrivialRuns(t, b, in, out, out2, count, n);
  });
  show("runs_offsets", "runs_lengths");
  CT_CHECK(cudaFree(in)); CT_CHECK(cudaFree(out)); CT_CHECK(cudaFree(out2)); CT_CHECK(cudaFree(count));
  CT_CHECK(cudaFree(flags));
  return 0;
}
