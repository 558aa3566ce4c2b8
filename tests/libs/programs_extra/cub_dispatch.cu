// CUB's dispatch layer called directly, as xgboost's device_helpers.cuh does: DispatchScan (inclusive
// with NullType, exclusive with an initial value), DispatchRadixSort (pairs ascending without
// overwriting the input, keys only descending) and DispatchSegmentedRadixSort. The program prints its
// inputs and results; tests/libs/test_cub_dispatch.py checks the results against numpy.
#include <cub/cub.cuh>
#include <cstdio>
#include <vector>

#define CHECK(x)                                                      \
  do {                                                                \
    cudaError_t e_ = (x);                                             \
    if (e_ != cudaSuccess) {                                          \
      printf("error %d at line %d\n", (int)e_, __LINE__);             \
      return 1;                                                       \
    }                                                                 \
  } while (0)

template <class T>
void print(const char* label, const T* d, int n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  printf("%s", label);
  for (int i = 0; i < n; ++i) printf(" %g", (double)h[i]);
  printf("\n");
}

template <class T>
T* upload(const std::vector<T>& h) {
  T* d = nullptr;
  cudaMalloc(&d, h.size() * sizeof(T));
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}

int main() {
  const int n = 300;
  unsigned s = 12345u;
  auto next = [&s]() { s = s * 1664525u + 1013904223u; return s >> 8; };
  std::vector<int> ints(n);
  std::vector<float> floats(n);
  std::vector<int> idx(n);
  for (int i = 0; i < n; ++i) {
    ints[i] = (int)(next() % 201) - 100;
    floats[i] = (float)((int)(next() % 64) - 32) + 0.5f;  // many equal keys: the sort must be stable
    idx[i] = i;
  }
  int* d_ints = upload(ints);
  float* d_floats = upload(floats);
  int* d_idx = upload(idx);
  int* d_out = nullptr;
  cudaMalloc(&d_out, n * sizeof(int));
  print("ints", d_ints, n);
  print("floats", d_floats, n);

  size_t bytes = 0;
  void* temp = nullptr;
  // inclusive scan: InitValueT NullType, a 64-bit count, CUB 1.x's trailing debug flag
  using Inc = cub::DispatchScan<const int*, int*, cub::Sum, cub::NullType, long long>;
  CHECK(Inc::Dispatch(nullptr, bytes, d_ints, d_out, cub::Sum(), cub::NullType(), (long long)n, nullptr, false));
  cudaMalloc(&temp, bytes);
  CHECK(Inc::Dispatch(temp, bytes, d_ints, d_out, cub::Sum(), cub::NullType(), (long long)n, nullptr, false));
  print("inclusive", d_out, n);
  cudaFree(temp);

  // exclusive scan from 7, CUB 2.x's argument list (no debug flag)
  using Exc = cub::DispatchScan<const int*, int*, cub::Sum, int, int>;
  bytes = 0;
  CHECK(Exc::Dispatch(nullptr, bytes, d_ints, d_out, cub::Sum(), 7, n, 0));
  cudaMalloc(&temp, bytes);
  CHECK(Exc::Dispatch(temp, bytes, d_ints, d_out, cub::Sum(), 7, n, 0));
  print("exclusive7", d_out, n);
  cudaFree(temp);

  // pairs, ascending, is_overwrite_okay false: the input buffers keep their contents
  float* d_keys_alt = nullptr;
  int* d_vals_alt = nullptr;
  cudaMalloc(&d_keys_alt, n * sizeof(float));
  cudaMalloc(&d_vals_alt, n * sizeof(int));
  cub::DoubleBuffer<float> keys(d_floats, d_keys_alt);
  cub::DoubleBuffer<int> vals(d_idx, d_vals_alt);
  using Pairs = cub::DispatchRadixSort<false, float, int, int>;
  bytes = 0;
  CHECK(Pairs::Dispatch(nullptr, bytes, keys, vals, n, 0, 32, false, nullptr, false));
  printf("sizing_selector %d %d\n", keys.selector, vals.selector);
  cudaMalloc(&temp, bytes);
  CHECK(Pairs::Dispatch(temp, bytes, keys, vals, n, 0, 32, false, nullptr, false));
  cudaDeviceSynchronize();
  print("sorted_keys", keys.Current(), n);
  print("sorted_vals", vals.Current(), n);
  print("keys_input_after", d_floats, n);
  print("vals_input_after", d_idx, n);
  cudaFree(temp);

  // keys only (ValueT NullType), descending
  int* d_ints_alt = nullptr;
  cudaMalloc(&d_ints_alt, n * sizeof(int));
  cub::DoubleBuffer<int> ikeys(d_ints, d_ints_alt);
  cub::DoubleBuffer<cub::NullType> none;
  using Desc = cub::DispatchRadixSort<true, int, cub::NullType, int>;
  bytes = 0;
  CHECK(Desc::Dispatch(nullptr, bytes, ikeys, none, n, 0, 32, true, nullptr, false));
  cudaMalloc(&temp, bytes);
  CHECK(Desc::Dispatch(temp, bytes, ikeys, none, n, 0, 32, true, nullptr, false));
  cudaDeviceSynchronize();
  print("desc_keys", ikeys.Current(), n);
  cudaFree(temp);

  // segmented pairs (CUB 2.x's template arguments: begin and end offset iterators, then the offset type)
  std::vector<int> offsets = {0, 10, 10, 130, 300};
  int* d_offsets = upload(offsets);
  cub::DoubleBuffer<float> skeys(d_floats, d_keys_alt);
  cub::DoubleBuffer<int> svals(d_idx, d_vals_alt);
  using Seg = cub::DispatchSegmentedRadixSort<false, float, int, const int*, const int*, int>;
  bytes = 0;
  CHECK(Seg::Dispatch(nullptr, bytes, skeys, svals, n, 4, (const int*)d_offsets, (const int*)d_offsets + 1, 0, 32,
                      false, nullptr, false));
  cudaMalloc(&temp, bytes);
  CHECK(Seg::Dispatch(temp, bytes, skeys, svals, n, 4, (const int*)d_offsets, (const int*)d_offsets + 1, 0, 32,
                      false, nullptr, false));
  cudaDeviceSynchronize();
  print("seg_keys", skeys.Current(), n);
  print("seg_vals", svals.Current(), n);
  cudaFree(temp);
  printf("fltmax %g\n", (double)FLT_MAX);  // <cub/cub.cuh> brings <cfloat>, as CUB's util_type.cuh does
  printf("done\n");
  return 0;
}
