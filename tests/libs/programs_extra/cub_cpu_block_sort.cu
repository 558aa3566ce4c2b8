// CUB's block sorts and rankings: BlockRadixSort (Sort, SortDescending, SortBlockedToStriped with and
// without values, bit ranges; int, unsigned, float with -0.0 / NaN / inf, double, signed char, 64-bit and
// __half keys), BlockMergeSort (Sort / StableSort, with values, with valid_items and oob_default) and
// BlockRadixRank (with the exclusive digit prefix). Blocks of 96 threads (1-D, 16x6 and 4x4x6) and, for
// the merge sort, which needs a power of two, 64 and 8x4 threads; 3 items per thread. (The members
// xlate's CUDA parse prelude does not declare yet are in cub_cpu_block_prelude_gaps.hip.)
// Each case prints "NAME in ...", then what the threads held afterwards, thread t's item k at t * K + k:
// "NAME keys ..." and "NAME vals ..." (values start as the item's index t * K + k), or "NAME ranks ..."
// and "NAME prefix ..." (thread t's BINS tracked digits at t * BINS + i). Keys print as their bits
// (zero-extended to 64 bits, unsigned decimal).
#include <cuda_fp16.h>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>
#include <cub/cub.cuh>

constexpr int K = 3;

__device__ int linear_tid() {
  return threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
}

// mode: 0 Sort, 1 SortDescending, 2 SortBlockedToStriped (with values); 4, 5, 6 the same three with keys
// only (the values stay the item indices), through a sort without a value type (hipCUB's keys-only
// members do not compile for gfx942 where the class has one)
template <class Key, int X, int Y, int Z>
__global__ void radix_k(const Key *in, Key *out, int *vals_out, int mode, int begin, int end) {
  using S = cub::BlockRadixSort<Key, X, K, int, 4, true, cub::BLOCK_SCAN_WARP_SCANS, cudaSharedMemBankSizeFourByte,
                                Y, Z>;
  using SK = cub::BlockRadixSort<Key, X, K, cub::NullType, 4, true, cub::BLOCK_SCAN_WARP_SCANS,
                                 cudaSharedMemBankSizeFourByte, Y, Z>;
  __shared__ union {
    typename S::TempStorage pairs;
    typename SK::TempStorage keys;
  } tmp;
  const int t = linear_tid();
  Key keys[K];
  int vals[K];
  for (int k = 0; k < K; ++k) {
    keys[k] = in[t * K + k];
    vals[k] = t * K + k;
  }
  switch (mode) {
    case 0: S(tmp.pairs).Sort(keys, vals, begin, end); break;
    case 1: S().SortDescending(keys, vals, begin, end); break;  // the private storage
    case 2: S(tmp.pairs).SortBlockedToStriped(keys, vals, begin, end); break;
    case 4: SK(tmp.keys).Sort(keys, begin, end); break;
    case 5: SK(tmp.keys).SortDescending(keys, begin, end); break;
    default: SK(tmp.keys).SortBlockedToStriped(keys, begin, end); break;
  }
  for (int k = 0; k < K; ++k) {
    out[t * K + k] = keys[k];
    vals_out[t * K + k] = vals[k];
  }
}

struct Less {
  __device__ bool operator()(const int &a, const int &b) const { return a < b; }
};
struct Greater {
  __device__ bool operator()(const int &a, const int &b) const { return a > b; }
};
struct ByMod7 {  // many keys compare equal: only a stable sort keeps their input order
  __device__ bool operator()(int a, int b) const { return (a % 7 + 7) % 7 < (b % 7 + 7) % 7; }
};

// mode: 0 Sort keys (Less), 1 Sort pairs (Less), 2 StableSort pairs (ByMod7), 3 StableSort keys (ByMod7),
// 4 StableSort pairs with valid_items / INT_MAX (Less), 5 Sort keys with valid_items / INT_MIN (Greater),
// 6 Sort pairs with valid_items / INT_MAX (Less), 7 StableSort keys with valid_items / INT_MAX (ByMod7
// would not order INT_MAX last: Less)
template <int X, int Y>
__global__ void merge_k(const int *in, int *out, int *vals_out, int mode, int valid) {
  using S = cub::BlockMergeSort<int, X, K, int, Y>;
  __shared__ typename S::TempStorage tmp;
  const int t = linear_tid();
  int keys[K], vals[K];
  for (int k = 0; k < K; ++k) {
    keys[k] = in[t * K + k];
    vals[k] = t * K + k;
  }
  switch (mode) {
    case 0: S(tmp).Sort(keys, Less()); break;
    case 1: S(tmp).Sort(keys, vals, Less()); break;
    case 2: S(tmp).StableSort(keys, vals, ByMod7()); break;
    case 3: S().StableSort(keys, ByMod7()); break;  // the private storage
    case 4: S(tmp).StableSort(keys, vals, Less(), valid, INT_MAX); break;
    case 5: S(tmp).Sort(keys, Greater(), valid, INT_MIN); break;
    case 6: S(tmp).Sort(keys, vals, Less(), valid, INT_MAX); break;
    default: S(tmp).StableSort(keys, Less(), valid, INT_MAX); break;
  }
  for (int k = 0; k < K; ++k) {
    out[t * K + k] = keys[k];
    vals_out[t * K + k] = vals[k];
  }
}

struct BitsExtractor {  // digit = bits [shift, shift + bits) of the key
  int shift, bits;
  __device__ unsigned Digit(unsigned key) const { return (key >> shift) & ((1u << bits) - 1); }
};

// BlockRadixRank with RADIX_BITS bits from bit `shift` (BINS: its BINS_TRACKED_PER_THREAD), with or
// without the exclusive digit prefix
template <bool DESC, int BITS, int X, int Y, int BINS>
__global__ void rank_k(const unsigned *in, int *ranks_out, int *prefix_out, int shift, int with_prefix) {
  using R = cub::BlockRadixRank<X, BITS, DESC, DESC, cub::BLOCK_SCAN_WARP_SCANS, cudaSharedMemBankSizeFourByte, Y>;
  __shared__ typename R::TempStorage tmp;
  const int t = linear_tid();
  unsigned keys[K];
  int ranks[K], prefix[BINS];
  for (int k = 0; k < K; ++k) keys[k] = in[t * K + k];
  for (int i = 0; i < BINS; ++i) prefix[i] = -1;
  if (with_prefix) R(tmp).RankKeys(keys, ranks, BitsExtractor{shift, BITS}, prefix);
  else R().RankKeys(keys, ranks, BitsExtractor{shift, BITS});  // the private storage
  for (int k = 0; k < K; ++k) ranks_out[t * K + k] = ranks[k];
  for (int i = 0; i < BINS; ++i) prefix_out[t * BINS + i] = prefix[i];
}

static unsigned long long lcg_state = 12345;
static unsigned next_rand() {
  lcg_state = lcg_state * 6364136223846793005ull + 1442695040888963407ull;
  return static_cast<unsigned>(lcg_state >> 33);
}

template <class T> static unsigned long long bits_of(T v) {
  unsigned long long b = 0;
  std::memcpy(&b, &v, sizeof(T));
  return b;
}
template <class T> static void print_line(const char *name, const char *what, const std::vector<T> &v) {
  printf("%s %s", name, what);
  for (const T &x : v) printf(" %llu", bits_of(x));
  printf("\n");
}
static void print_ints(const char *name, const char *what, const std::vector<int> &v) {
  printf("%s %s", name, what);
  for (int x : v) printf(" %d", x);
  printf("\n");
}

template <class T> static T *to_device(const std::vector<T> &v) {
  T *d = nullptr;
  cudaMalloc(&d, v.size() * sizeof(T));
  cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <class T> static std::vector<T> from_device(const T *d, size_t n) {
  std::vector<T> v(n);
  cudaMemcpy(v.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return v;
}

template <class Key, int X, int Y, int Z>
static void radix(const char *name, const std::vector<Key> &keys, int mode, int begin = 0,
                  int end = sizeof(Key) * 8) {
  const size_t n = keys.size();
  Key *din = to_device(keys), *dout = nullptr;
  int *dvals = nullptr;
  cudaMalloc(&dout, n * sizeof(Key));
  cudaMalloc(&dvals, n * sizeof(int));
  radix_k<Key, X, Y, Z><<<1, dim3(X, Y, Z)>>>(din, dout, dvals, mode, begin, end);
  print_line(name, "in", keys);
  print_line(name, "keys", from_device(dout, n));
  print_ints(name, "vals", from_device(dvals, n));
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dvals);
}

template <int X, int Y> static void merge(const char *name, const std::vector<int> &keys, int mode, int valid) {
  const size_t n = keys.size();
  int *din = to_device(keys), *dout = nullptr, *dvals = nullptr;
  cudaMalloc(&dout, n * sizeof(int));
  cudaMalloc(&dvals, n * sizeof(int));
  merge_k<X, Y><<<1, dim3(X, Y)>>>(din, dout, dvals, mode, valid);
  print_ints(name, "in", keys);
  print_ints(name, "keys", from_device(dout, n));
  print_ints(name, "vals", from_device(dvals, n));
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dvals);
}

template <bool DESC, int BITS, int X, int Y, int BINS>
static void rank(const char *name, const std::vector<unsigned> &keys, int shift, int with_prefix) {
  const int bins = BINS;
  const size_t n = keys.size();
  unsigned *din = to_device(keys);
  int *dranks = nullptr;
  const std::vector<int> init(X * Y * bins, -1);
  int *dprefix = to_device(init);
  cudaMalloc(&dranks, n * sizeof(int));
  rank_k<DESC, BITS, X, Y, BINS><<<1, dim3(X, Y)>>>(din, dranks, dprefix, shift, with_prefix);
  print_line(name, "in", keys);
  print_ints(name, "ranks", from_device(dranks, n));
  print_ints(name, "prefix", from_device(dprefix, X * Y * bins));
  cudaFree(din);
  cudaFree(dranks);
  cudaFree(dprefix);
}

template <class T> static std::vector<T> ints(int n, int lo, int hi) {  // uniform in [lo, hi]
  std::vector<T> v(n);
  for (T &x : v) x = static_cast<T>(lo + static_cast<int>(next_rand() % static_cast<unsigned>(hi - lo + 1)));
  return v;
}

static std::vector<float> special_floats(int n) {
  const float specials[] = {0.0f, -0.0f, 1.0f, -1.0f, INFINITY, -INFINITY, 1e-40f, -1e-40f, 3.5f, -2.25f};
  std::vector<float> v(n);
  for (int i = 0; i < n; ++i) {
    const unsigned r = next_rand() % 16;
    if (r < 10) v[i] = specials[r];
    else if (r == 10) v[i] = NAN;
    else if (r == 11) v[i] = -NAN;
    else v[i] = static_cast<float>(static_cast<int>(next_rand() % 41) - 20) / 4.0f;
  }
  return v;
}

int main() {
  const int n96 = 96 * K, n64 = 64 * K, n32 = 32 * K;
  radix<int, 96, 1, 1>("i32_asc", ints<int>(n96, -20, 20), 0);
  radix<int, 16, 6, 1>("i32_desc", ints<int>(n96, -20, 20), 1);
  radix<int, 96, 1, 1>("i32_striped", ints<int>(n96, -1000, 1000), 2);
  radix<int, 4, 4, 6>("i32_keys_striped", ints<int>(n96, -9, 9), 6);
  std::vector<unsigned> u(n96);
  for (unsigned &x : u) x = next_rand() * 2654435761u;
  radix<unsigned, 96, 1, 1>("u32_bits", u, 0, 4, 12);
  radix<unsigned, 16, 6, 1>("u32_keys_bits", u, 4, 3, 9);
  radix<unsigned, 96, 1, 1>("u32_desc_bits", u, 1, 20, 32);
  radix<float, 16, 6, 1>("f32_asc", special_floats(n96), 0);
  radix<float, 96, 1, 1>("f32_striped", special_floats(n96), 2);
  radix<float, 96, 1, 1>("f32_keys_desc", special_floats(n96), 5);
  radix<float, 96, 1, 1>("f32_bits", special_floats(n96), 0, 20, 31);
  std::vector<double> d(n96);
  for (double &x : d) x = static_cast<double>(static_cast<int>(next_rand() % 201) - 100) / 8.0;
  d[5] = -0.0;
  d[17] = 0.0;
  d[40] = -INFINITY;
  radix<double, 96, 1, 1>("f64_keys_desc", d, 5);
  radix<signed char, 96, 1, 1>("i8_keys_striped", ints<signed char>(n96, -128, 127), 6);
  std::vector<unsigned long long> u64(n96);
  for (unsigned long long &x : u64) x = (static_cast<unsigned long long>(next_rand()) << 32) | next_rand();
  radix<unsigned long long, 16, 6, 1>("u64_keys_desc_bits", u64, 5, 40, 64);
  radix<long long, 96, 1, 1>("i64_desc", ints<long long>(n96, -50, 50), 1);
  std::vector<__half> h(n96);
  const unsigned short hspecial[] = {0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x0001, 0x8001};
  for (__half &x : h) {
    // a special value, or a small positive or negative number (many equal keys)
    const unsigned short sign = (next_rand() % 2) * 0x8000;
    const unsigned short b = next_rand() % 3 == 0 ? hspecial[next_rand() % 10]
                                                   : static_cast<unsigned short>(0x3800 + next_rand() % 64 + sign);
    std::memcpy(&x, &b, 2);
  }
  radix<__half, 96, 1, 1>("f16_asc", h, 0);

  merge<64, 1>("ms_keys", ints<int>(n64, -30, 30), 0, n64);
  merge<8, 4>("ms_pairs", ints<int>(n32, -5, 5), 1, n32);
  merge<64, 1>("ms_stable_pairs", ints<int>(n64, -100, 100), 2, n64);
  merge<8, 4>("ms_stable_keys", ints<int>(n32, -100, 100), 3, n32);
  merge<64, 1>("ms_stable_pairs_valid", ints<int>(n64, -6, 6), 4, 150);
  merge<8, 4>("ms_keys_valid_greater", ints<int>(n32, -6, 6), 5, 61);
  merge<64, 1>("ms_pairs_valid", ints<int>(n64, -6, 6), 6, 7);
  merge<64, 1>("ms_stable_keys_valid0", ints<int>(n64, -6, 6), 7, 0);

  std::vector<unsigned> rk(n96);
  for (unsigned &x : rk) x = next_rand() % 1024;
  rank<false, 4, 96, 1, 1>("rank_4_2", rk, 2, 1);
  rank<true, 7, 16, 6, 2>("rank_desc_7_1", rk, 1, 1);
  rank<false, 4, 4, 24, 1>("rank_4_5_noprefix", rk, 5, 0);
  rank<true, 3, 96, 1, 1>("rank_desc_3_0", rk, 0, 1);
  return 0;
}
