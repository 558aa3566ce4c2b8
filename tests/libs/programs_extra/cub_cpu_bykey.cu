// CUB's DeviceReduce (ReduceByKey, TransformReduce, Sum into a wider output, ArgMin/ArgMax with two
// outputs), DeviceScan (the scans by key, the in-place forms) and DeviceSelect (UniqueByKey, FlaggedIf,
// the in-place forms), each called twice (size query, then run) on a stream. Inputs come from a 32-bit
// LCG (the test rebuilds them): N = 1000 keys in runs (a new key in [-3, 3] with probability 1/3, so
// runs of length 1, and equal keys in separate runs), values in [-100, 100], flags in [-2, 2]. Each case
// prints its name and results; a counted case prints the count first. The histograms are in
// cub_cpu_bykey_hist.cu; InclusiveScanInit and FutureValue initial values in cub_cpu_bykey_prelude_gaps.hip.
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cub/cub.cuh>

constexpr int N = 1000;

unsigned lcg_state;
int lcg(int mod) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return int((lcg_state >> 16) % unsigned(mod));
}

cudaStream_t stream;

template <class T> T *upload(const T *h, int n) {
  T *d;
  cudaMalloc(&d, (n > 0 ? n : 1) * sizeof(T));
  cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
// n items, each `fill`
template <class T> T *filled(int n, T fill) {
  T *h = (T *)malloc(n * sizeof(T));
  for (int i = 0; i < n; ++i) h[i] = fill;
  T *d = upload(h, n);
  free(h);
  return d;
}
template <class T> T *download(const T *d, int n) {
  T *h = (T *)malloc((n > 0 ? n : 1) * sizeof(T));
  cudaStreamSynchronize(stream);
  cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}
// the two-phase protocol: query the size, allocate, run
template <class F> void twice(F call) {
  size_t bytes = 0;
  call(nullptr, bytes);
  void *temp;
  cudaMalloc(&temp, bytes);
  call(temp, bytes);
  cudaStreamSynchronize(stream);
  cudaFree(temp);
}

template <class T> void print(const char *name, const T *d, int n) {
  T *h = download(d, n);
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %lld", (long long)h[i]);
  printf("\n");
  free(h);
}
// the count, then the first `count` items of each array
void print_counted(const char *name, const int *d_count, const int *a, const int *b) {
  int *count = download(d_count, 1);
  const int n = *count;
  int *ha = download(a, n > 0 ? n : 0);
  printf("%s %d", name, n);
  for (int i = 0; i < n; ++i) printf(" %d", ha[i]);
  if (b) {
    int *hb = download(b, n > 0 ? n : 0);
    for (int i = 0; i < n; ++i) printf(" %d", hb[i]);
    free(hb);
  }
  printf("\n");
  free(count);
  free(ha);
}

// keys equal when they are congruent modulo 3
struct SameMod3 {
  __host__ __device__ bool operator()(int a, int b) const { return ((a % 3) + 3) % 3 == ((b % 3) + 3) % 3; }
};
struct Square {
  __host__ __device__ long long operator()(int x) const { return (long long)x * x; }
};
struct Positive {
  __host__ __device__ bool operator()(int f) const { return f > 0; }
};
struct Odd {
  __host__ __device__ bool operator()(int f) const { return f % 2 != 0; }
};
struct Below {
  int bound;
  __host__ __device__ bool operator()(int x) const { return x < bound; }
};

int main() {
  cudaStreamCreate(&stream);
  int hk[N], hv[N], hf[N];
  lcg_state = 12345u;
  for (int i = 0; i < N; ++i) {
    hk[i] = (i == 0 || lcg(3) == 0) ? lcg(7) - 3 : hk[i - 1];
    hv[i] = lcg(201) - 100;
    hf[i] = lcg(5) - 2;
  }
  const int *keys = upload(hk, N), *vals = upload(hv, N), *flags = upload(hf, N);
  int *out_k = filled(N, -7), *out_v = filled(N, -7), *count = filled(1, -1);
  const int distinct[5] = {4, -1, 7, 3, 9};
  const int *keys5 = upload(distinct, 5);

  // ---------------------------------------------------------------- DeviceReduce
  twice([&](void *t, size_t &b) {
    cub::DeviceReduce::ReduceByKey(t, b, keys, out_k, vals, out_v, count, cub::Sum(), N, stream);
  });
  print_counted("rbk_sum", count, out_k, out_v);
  twice([&](void *t, size_t &b) { cub::DeviceReduce::ReduceByKey(t, b, keys, out_k, vals, out_v, count, cub::Max(), N); });
  print_counted("rbk_max", count, out_k, out_v);
  twice([&](void *t, size_t &b) {
    cub::DeviceReduce::ReduceByKey(t, b, keys5, out_k, vals, out_v, count, cub::Sum(), 5, stream);
  });
  print_counted("rbk_distinct", count, out_k, out_v);
  twice([&](void *t, size_t &b) {
    cub::DeviceReduce::ReduceByKey(t, b, keys, out_k, vals, out_v, count, cub::Sum(), 0, stream);
  });
  print("rbk_empty", count, 1);

  long long *wide = filled(2, -1LL);
  twice([&](void *t, size_t &b) {
    cub::DeviceReduce::TransformReduce(t, b, vals, wide, N, cub::Sum(), Square(), 7LL, stream);
  });
  twice([&](void *t, size_t &b) {
    cub::DeviceReduce::TransformReduce(t, b, vals, wide + 1, 0, cub::Sum(), Square(), 7LL, stream);
  });
  print("transform_reduce", wide, 2);
  const int big[3] = {2000000000, 2000000000, -5};
  const int *d_big = upload(big, 3);
  twice([&](void *t, size_t &b) { cub::DeviceReduce::Sum(t, b, d_big, wide, 3, stream); });
  print("sum_wide", wide, 1);

  int *ext = filled(4, 0), *idx = filled(4, 0);
  twice([&](void *t, size_t &b) { cub::DeviceReduce::ArgMin(t, b, vals, ext, idx, N, stream); });
  twice([&](void *t, size_t &b) { cub::DeviceReduce::ArgMax(t, b, vals, ext + 1, idx + 1, N, stream); });
  twice([&](void *t, size_t &b) { cub::DeviceReduce::ArgMin(t, b, vals, ext + 2, idx + 2, 0, stream); });
  twice([&](void *t, size_t &b) { cub::DeviceReduce::ArgMax(t, b, vals, ext + 3, idx + 3, 0, stream); });
  print("arg_value", ext, 4);
  print("arg_index", idx, 4);

  // ---------------------------------------------------------------- DeviceScan
  twice([&](void *t, size_t &b) { cub::DeviceScan::InclusiveSumByKey(t, b, keys, vals, out_v, N); });
  print("incl_sum_by_key", out_v, N);
  twice([&](void *t, size_t &b) {
    cub::DeviceScan::ExclusiveSumByKey(t, b, keys, vals, out_v, N, cub::Equality(), stream);
  });
  print("excl_sum_by_key", out_v, N);
  twice([&](void *t, size_t &b) {
    cub::DeviceScan::InclusiveScanByKey(t, b, keys, vals, out_v, cub::Max(), N, SameMod3(), stream);
  });
  print("incl_max_by_key_mod3", out_v, N);
  twice([&](void *t, size_t &b) {
    cub::DeviceScan::ExclusiveScanByKey(t, b, keys, vals, out_v, cub::Sum(), 100, N, SameMod3(), stream);
  });
  print("excl_sum100_by_key_mod3", out_v, N);
  twice([&](void *t, size_t &b) { cub::DeviceScan::ExclusiveScanByKey(t, b, keys, vals, out_v, cub::Min(), 50, N); });
  print("excl_min50_by_key", out_v, N);
  int *data = upload(hv, N);
  twice([&](void *t, size_t &b) { cub::DeviceScan::InclusiveSumByKey(t, b, keys, data, data, N, cub::Equality(), stream); });
  print("incl_sum_by_key_in_place", data, N);
  int *untouched = filled(3, -7);
  twice([&](void *t, size_t &b) { cub::DeviceScan::InclusiveSumByKey(t, b, keys, vals, untouched, 0); });
  twice([&](void *t, size_t &b) { cub::DeviceScan::ExclusiveScanByKey(t, b, keys, vals, untouched, cub::Sum(), 9, 0); });
  print("by_key_empty", untouched, 3);
  cudaMemcpy(data, hv, sizeof(hv), cudaMemcpyHostToDevice);
  twice([&](void *t, size_t &b) { cub::DeviceScan::InclusiveSum(t, b, data, N, stream); });
  print("incl_sum_in_place", data, N);
  cudaMemcpy(data, hv, sizeof(hv), cudaMemcpyHostToDevice);
  twice([&](void *t, size_t &b) { cub::DeviceScan::ExclusiveSum(t, b, data, N); });
  print("excl_sum_in_place", data, N);
  cudaMemcpy(data, hv, sizeof(hv), cudaMemcpyHostToDevice);
  twice([&](void *t, size_t &b) { cub::DeviceScan::InclusiveScan(t, b, data, cub::Min(), N, stream); });
  print("incl_min_in_place", data, N);
  cudaMemcpy(data, hv, sizeof(hv), cudaMemcpyHostToDevice);
  twice([&](void *t, size_t &b) { cub::DeviceScan::ExclusiveScan(t, b, data, cub::Sum(), -5, N, stream); });
  print("excl_sum_m5_in_place", data, N);

  // ---------------------------------------------------------------- DeviceSelect
  twice([&](void *t, size_t &b) { cub::DeviceSelect::UniqueByKey(t, b, keys, vals, out_k, out_v, count, N, stream); });
  print_counted("unique_by_key", count, out_k, out_v);
  twice([&](void *t, size_t &b) {
    cub::DeviceSelect::UniqueByKey(t, b, keys, vals, out_k, out_v, count, N, SameMod3(), stream);
  });
  print_counted("unique_by_key_mod3", count, out_k, out_v);
  twice([&](void *t, size_t &b) { cub::DeviceSelect::UniqueByKey(t, b, keys5, vals, out_k, out_v, count, 5); });
  print_counted("unique_by_key_distinct", count, out_k, out_v);
  cudaMemcpy(count, distinct, sizeof(int), cudaMemcpyHostToDevice);
  twice([&](void *t, size_t &b) { cub::DeviceSelect::UniqueByKey(t, b, keys, vals, out_k, out_v, count, 0); });
  print("unique_by_key_empty", count, 1);
  twice([&](void *t, size_t &b) { cub::DeviceSelect::FlaggedIf(t, b, vals, flags, out_v, count, N, Positive(), stream); });
  print_counted("flagged_if_positive", count, out_v, nullptr);
  cudaMemcpy(data, hv, sizeof(hv), cudaMemcpyHostToDevice);
  twice([&](void *t, size_t &b) { cub::DeviceSelect::FlaggedIf(t, b, data, flags, count, N, Odd(), stream); });
  print_counted("flagged_if_odd_in_place", count, data, nullptr);
  cudaMemcpy(data, hv, sizeof(hv), cudaMemcpyHostToDevice);
  twice([&](void *t, size_t &b) { cub::DeviceSelect::Flagged(t, b, data, flags, count, N, stream); });
  print_counted("flagged_in_place", count, data, nullptr);
  cudaMemcpy(data, hv, sizeof(hv), cudaMemcpyHostToDevice);
  twice([&](void *t, size_t &b) { cub::DeviceSelect::If(t, b, data, count, N, Below{-20}, stream); });
  print_counted("if_below_m20_in_place", count, data, nullptr);
  twice([&](void *t, size_t &b) { cub::DeviceSelect::Unique(t, b, keys, out_k, count, N, stream); });
  print_counted("unique", count, out_k, nullptr);

  cudaStreamDestroy(stream);
  return 0;
}
