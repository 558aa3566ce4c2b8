// CUB's DeviceSegmentedReduce, DevicePartition, DeviceMergeSort, DeviceAdjacentDifference, DeviceSpmv,
// each called twice (size query, then run) on a stream. Inputs come from a 32-bit LCG (the
// test rebuilds them): N = 1237 ints in [-10, 10] (many ties), floats in halves of them, shorts in
// [-30000, 30000] (their segment sums need an int accumulator); some cases read a CountingInputIterator.
// Each case prints its name and results.
#include <cstdio>
#include <cstdlib>
#include <cub/cub.cuh>

constexpr int N = 1237;
constexpr int S = 8;
// segments [5,10) [10,10) [0,3) [600,1237) [1236,1237) [20,20) [0,1237) [100,101): empty ones, overlaps
const int BEGIN[S] = {5, 10, 0, 600, 1236, 20, 0, 100};
const int END[S] = {10, 10, 3, 1237, 1237, 20, 1237, 101};

unsigned lcg_state;
int lcg(int mod) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return int((lcg_state >> 16) % unsigned(mod));
}

cudaStream_t stream;

template <class T> T *upload(const T *h, int n) {
  T *d;
  cudaMalloc(&d, n * sizeof(T));
  cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <class T> T *alloc(int n) {
  T *d;
  cudaMalloc(&d, n * sizeof(T));
  cudaMemset(d, 0, n * sizeof(T));
  return d;
}
template <class T> T *download(const T *d, int n) {
  T *h = (T *)malloc(n * sizeof(T));
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

void print(const char *name, const int *d, int n) {
  int *h = download(d, n);
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %d", h[i]);
  printf("\n");
  free(h);
}
void print(const char *name, const long long *d, int n) {
  long long *h = download(d, n);
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %lld", h[i]);
  printf("\n");
  free(h);
}
void print(const char *name, const float *d, int n) {
  float *h = download(d, n);
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %.9g", h[i]);
  printf("\n");
  free(h);
}
void print(const char *name, const cub::KeyValuePair<int, float> *d, int n) {
  cub::KeyValuePair<int, float> *h = download(d, n);
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %d:%.9g", h[i].key, h[i].value);
  printf("\n");
  free(h);
}
void print(const char *name, const cub::KeyValuePair<int, int> *d, int n) {
  cub::KeyValuePair<int, int> *h = download(d, n);
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %d:%d", h[i].key, h[i].value);
  printf("\n");
  free(h);
}

// associative and commutative: the item of least magnitude, the lesser one of a tie
struct MinAbs {
  __host__ __device__ int operator()(int a, int b) const {
    int x = a < 0 ? -a : a, y = b < 0 ? -b : b;
    return x < y ? a : y < x ? b : (a < b ? a : b);
  }
};
struct IsEven {
  __host__ __device__ bool operator()(int x) const { return x % 2 == 0; }
};
struct MultipleOf3 {
  __host__ __device__ bool operator()(int x) const { return x % 3 == 0; }
};
struct Below {
  int bound;
  __host__ __device__ bool operator()(int x) const { return x < bound; }
};
struct Above {
  int bound;
  __host__ __device__ bool operator()(int x) const { return x > bound; }
};
struct AbsGreater {
  __host__ __device__ bool operator()(int a, int b) const { return (a < 0 ? -a : a) > (b < 0 ? -b : b); }
};
struct FloatLess {
  __host__ __device__ bool operator()(float a, float b) const { return a < b; }
};
struct Greater {
  __host__ __device__ bool operator()(int a, int b) const { return a > b; }
};
struct TwiceMinus {  // not symmetric: shows which neighbour is which argument
  __host__ __device__ int operator()(int a, int b) const { return 2 * a - b; }
};

int main() {
  cudaStreamCreate(&stream);
  int a[N];
  float f[N];
  short h[N];
  char flags[N];
  lcg_state = 1;
  for (int i = 0; i < N; ++i) a[i] = lcg(21) - 10;
  lcg_state = 2;
  for (int i = 0; i < N; ++i) f[i] = 0.5f * (lcg(21) - 10);
  f[7] = -0.0f;
  f[8] = 0.0f;
  lcg_state = 3;
  for (int i = 0; i < N; ++i) h[i] = (short)(lcg(60001) - 30000);
  lcg_state = 4;
  for (int i = 0; i < N; ++i) flags[i] = (char)(lcg(3) == 0);

  int *da = upload(a, N), *dbegin = upload(BEGIN, S), *dend = upload(END, S);
  float *df = upload(f, N);
  short *dh = upload(h, N);
  char *dflags = upload(flags, N);

  // ---- DeviceSegmentedReduce
  {
    float *of = alloc<float>(S);
    int *oi = alloc<int>(S);
    cub::KeyValuePair<int, float> *kvf = alloc<cub::KeyValuePair<int, float>>(S);
    cub::KeyValuePair<int, int> *kvi = alloc<cub::KeyValuePair<int, int>>(S);
    twice([&](void *t, size_t &b) { cub::DeviceSegmentedReduce::Sum(t, b, df, of, S, dbegin, dend, stream); });
    print("seg_sum_f", of, S);
    twice([&](void *t, size_t &b) { cub::DeviceSegmentedReduce::Sum(t, b, dh, oi, S, dbegin, dend, stream); });
    print("seg_sum_short_int", oi, S);
    twice([&](void *t, size_t &b) { cub::DeviceSegmentedReduce::Min(t, b, df, of, S, dbegin, dend, stream); });
    print("seg_min_f", of, S);
    twice([&](void *t, size_t &b) { cub::DeviceSegmentedReduce::Max(t, b, df, of, S, dbegin, dend, stream); });
    print("seg_max_f", of, S);
    twice([&](void *t, size_t &b) { cub::DeviceSegmentedReduce::Min(t, b, da, oi, S, dbegin, dend, stream); });
    print("seg_min_i", oi, S);
    twice([&](void *t, size_t &b) { cub::DeviceSegmentedReduce::Max(t, b, da, oi, S, dbegin, dend, stream); });
    print("seg_max_i", oi, S);
    twice([&](void *t, size_t &b) {
      cub::DeviceSegmentedReduce::Reduce(t, b, da, oi, S, dbegin, dend, MinAbs(), 1000, stream);
    });
    print("seg_reduce_minabs", oi, S);
    twice([&](void *t, size_t &b) { cub::DeviceSegmentedReduce::ArgMin(t, b, df, kvf, S, dbegin, dend, stream); });
    print("seg_argmin_f", kvf, S);
    twice([&](void *t, size_t &b) { cub::DeviceSegmentedReduce::ArgMax(t, b, df, kvf, S, dbegin, dend, stream); });
    print("seg_argmax_f", kvf, S);
    twice([&](void *t, size_t &b) { cub::DeviceSegmentedReduce::ArgMin(t, b, da, kvi, S, dbegin, dend, stream); });
    print("seg_argmin_i", kvi, S);
    twice([&](void *t, size_t &b) { cub::DeviceSegmentedReduce::ArgMax(t, b, da, kvi, S, dbegin, dend, stream); });
    print("seg_argmax_i", kvi, S);
    long long *o64 = alloc<long long>(S);  // items i - 600 from an iterator, summed into 64-bit outputs
    twice([&](void *t, size_t &b) {
      cub::DeviceSegmentedReduce::Sum(t, b, cub::CountingInputIterator<int>(-600), o64, S, dbegin, dend, stream);
    });
    print("seg_sum_counting", o64, S);
  }

  // ---- DevicePartition
  {
    int *out = alloc<int>(N), *count = alloc<int>(2);
    long long *out64 = alloc<long long>(N);
    twice([&](void *t, size_t &b) {
      cub::DevicePartition::Flagged(t, b, da, dflags, out, count, N, stream);
    });
    print("part_flagged_count", count, 1);
    print("part_flagged", out, N);
    twice([&](void *t, size_t &b) { cub::DevicePartition::If(t, b, da, out64, count, N, IsEven(), stream); });
    print("part_if_count", count, 1);
    print("part_if", out64, N);
    twice([&](void *t, size_t &b) {
      cub::DevicePartition::If(t, b, cub::CountingInputIterator<int>(0), out, count, N, MultipleOf3(), stream);
    });
    print("part_if_counting_count", count, 1);
    print("part_if_counting", out, N);
    int *first = alloc<int>(N), *second = alloc<int>(N), *rest = alloc<int>(N);
    twice([&](void *t, size_t &b) {
      cub::DevicePartition::If(t, b, da, first, second, rest, count, N, Below{-3}, Above{3}, stream);
    });
    int *c = download(count, 2);
    print("part3_count", count, 2);
    print("part3_first", first, c[0]);
    print("part3_second", second, c[1]);
    print("part3_rest", rest, N - c[0] - c[1]);
    free(c);
  }

  // ---- DeviceMergeSort (values: the input positions)
  {
    int idx[N];
    for (int i = 0; i < N; ++i) idx[i] = i;
    int *keys = alloc<int>(N), *vals = alloc<int>(N), *kout = alloc<int>(N), *vout = alloc<int>(N);
    float *fkeys = alloc<float>(N);
    int *didx = upload(idx, N);
    auto reset = [&] {
      cudaMemcpy(keys, a, sizeof a, cudaMemcpyHostToDevice);
      cudaMemcpy(vals, idx, sizeof idx, cudaMemcpyHostToDevice);
    };
    reset();
    twice([&](void *t, size_t &b) { cub::DeviceMergeSort::StableSortPairs(t, b, keys, vals, N, AbsGreater(), stream); });
    print("stable_pairs_keys", keys, N);
    print("stable_pairs_vals", vals, N);
    reset();
    twice([&](void *t, size_t &b) { cub::DeviceMergeSort::SortPairs(t, b, keys, vals, N, AbsGreater(), stream); });
    print("pairs_keys", keys, N);
    print("pairs_vals", vals, N);
    twice([&](void *t, size_t &b) {
      cub::DeviceMergeSort::SortPairsCopy(t, b, (const int *)da, (const int *)didx, kout, vout, N, AbsGreater(), stream);
    });
    print("pairs_copy_keys", kout, N);
    print("pairs_copy_vals", vout, N);
    print("pairs_copy_input", da, N);
    cudaMemcpy(fkeys, f, sizeof f, cudaMemcpyHostToDevice);
    twice([&](void *t, size_t &b) { cub::DeviceMergeSort::StableSortKeys(t, b, fkeys, N, FloatLess(), stream); });
    print("stable_keys_f", fkeys, N);
    cudaMemcpy(fkeys, f, sizeof f, cudaMemcpyHostToDevice);
    twice([&](void *t, size_t &b) { cub::DeviceMergeSort::SortKeys(t, b, fkeys, N, FloatLess(), stream); });
    print("keys_f", fkeys, N);
    twice([&](void *t, size_t &b) { cub::DeviceMergeSort::SortKeysCopy(t, b, da, kout, N, Greater(), stream); });
    print("keys_copy", kout, N);
    twice([&](void *t, size_t &b) {
      cub::DeviceMergeSort::StableSortKeysCopy(t, b, da, kout, N - 1, AbsGreater(), stream);
    });
    print("stable_keys_copy", kout, N - 1);
  }

  // ---- DeviceAdjacentDifference
  {
    int *buf = alloc<int>(N);
    long long *out64 = alloc<long long>(N);
    twice([&](void *t, size_t &b) { cub::DeviceAdjacentDifference::SubtractLeftCopy(t, b, da, out64, N); });
    print("left_copy", out64, N);
    cudaMemcpy(buf, a, sizeof a, cudaMemcpyHostToDevice);
    twice([&](void *t, size_t &b) { cub::DeviceAdjacentDifference::SubtractLeft(t, b, buf, N, TwiceMinus(), stream); });
    print("left_inplace", buf, N);
    twice([&](void *t, size_t &b) { cub::DeviceAdjacentDifference::SubtractRightCopy(t, b, da, buf, N, TwiceMinus(), stream); });
    print("right_copy", buf, N);
    cudaMemcpy(buf, a, sizeof a, cudaMemcpyHostToDevice);
    twice([&](void *t, size_t &b) { cub::DeviceAdjacentDifference::SubtractRight(t, b, buf, N); });
    print("right_inplace", buf, N);
  }

  // ---- DeviceSpmv: a 6 x 5 CSR matrix with empty rows (1 and 5)
  {
    const int rows = 6, cols = 5;
    const int offsets[rows + 1] = {0, 3, 3, 4, 8, 9, 9};
    const int colidx[9] = {0, 2, 4, 1, 0, 1, 3, 4, 2};
    const float values[9] = {1.5f, -2, 0.25f, 4, -1, 3, 0.5f, 2, -8};
    const float x[cols] = {2, -1, 0.5f, 4, -3};
    const float y0[rows] = {7, 7, 7, 7, 7, 7};
    float *dv = upload(values, 9), *dx = upload(x, cols), *dy = upload(y0, rows);
    int *doff = upload(offsets, rows + 1), *dcol = upload(colidx, 9);
    twice([&](void *t, size_t &b) { cub::DeviceSpmv::CsrMV(t, b, dv, doff, dcol, dx, dy, rows, cols, 9, stream); });
    print("spmv", dy, rows);
  }

  return 0;
}
