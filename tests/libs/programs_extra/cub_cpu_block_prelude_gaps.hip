// hipCUB block collectives whose CUB spelling xlate's CUDA parse prelude does not declare yet, so a CUDA
// program using them does not translate: BlockRadixSort::SortDescendingBlockedToStriped,
// BlockRadixRankMatch, BINS_TRACKED_PER_THREAD, cub::ShiftDigitExtractor, BlockRakingLayout; and
// BlockRadixSort with a decomposer (CUDA's cuda::std::tuple is std::tuple on the cpu backend, hipCUB
// wants hipcub::tuple). Written in HIP against <hipcub/hipcub.hpp>. Each case prints "NAME WHAT v..."
// lines: the inputs, what each thread held afterwards (thread t's item k at t * K + k), the shape.
#include <hip/hip_runtime.h>
#include <hipcub/hipcub.hpp>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <tuple>
#include <type_traits>
#include <vector>

constexpr int K = 3;

__device__ int linear_tid() { return threadIdx.x + threadIdx.y * blockDim.x; }

static unsigned long long lcg_state = 555;
static unsigned next_rand() {
  lcg_state = lcg_state * 6364136223846793005ull + 1442695040888963407ull;
  return static_cast<unsigned>(lcg_state >> 33);
}
template <class T> static unsigned long long bits_of(T v) {
  unsigned long long b = 0;
  std::memcpy(&b, &v, sizeof(T));
  return b;
}
template <class T> static void print_bits(const char *name, const char *what, const std::vector<T> &v) {
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
  (void)hipMalloc(&d, v.size() * sizeof(T));
  (void)hipMemcpy(d, v.data(), v.size() * sizeof(T), hipMemcpyHostToDevice);
  return d;
}
template <class T> static std::vector<T> from_device(T *d, size_t n) {
  std::vector<T> v(n);
  (void)hipMemcpy(v.data(), d, n * sizeof(T), hipMemcpyDeviceToHost);
  (void)hipFree(d);
  return v;
}
template <class T> static T *device_array(size_t n) {
  T *d = nullptr;
  (void)hipMalloc(&d, n * sizeof(T));
  return d;
}

// ---------------------------------------------------------------- SortDescendingBlockedToStriped
template <class Key, int X, int Y>
__global__ void desc_striped_k(const Key *in, Key *out, int *vals_out, int with_values, int begin, int end) {
  using S = hipcub::BlockRadixSort<Key, X, K, int, 4, true, hipcub::BLOCK_SCAN_WARP_SCANS,
                                   hipSharedMemBankSizeFourByte, Y>;
  using SK = hipcub::BlockRadixSort<Key, X, K, hipcub::NullType, 4, true, hipcub::BLOCK_SCAN_WARP_SCANS,
                                    hipSharedMemBankSizeFourByte, Y>;
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
  if (with_values) S(tmp.pairs).SortDescendingBlockedToStriped(keys, vals, begin, end);
  else SK(tmp.keys).SortDescendingBlockedToStriped(keys, begin, end);
  for (int k = 0; k < K; ++k) {
    out[t * K + k] = keys[k];
    vals_out[t * K + k] = vals[k];
  }
}

template <class Key, int X, int Y>
static void desc_striped(const char *name, const std::vector<Key> &keys, int with_values, int begin, int end) {
  const size_t n = keys.size();
  Key *dout = device_array<Key>(n);
  int *dvals = device_array<int>(n);
  Key *din = to_device(keys);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(desc_striped_k<Key, X, Y>), 1, dim3(X, Y), 0, 0, din, dout, dvals, with_values,
                     begin, end);
  (void)hipFree(din);
  print_bits(name, "in", keys);
  print_bits(name, "keys", from_device(dout, n));
  print_ints(name, "vals", from_device(dvals, n));
}

// ---------------------------------------------------------------- BlockRadixRank(Match)
struct BitsExtractor {  // digit = bits [shift, shift + bits) of the key
  int shift, bits;
  __device__ unsigned Digit(unsigned key) const { return (key >> shift) & ((1u << bits) - 1); }
};

template <bool MATCH, bool DESC, int BITS, int X, int Y>
using Ranker = std::conditional_t<MATCH, hipcub::BlockRadixRankMatch<X, BITS, DESC, hipcub::BLOCK_SCAN_WARP_SCANS, Y>,
                                  hipcub::BlockRadixRank<X, BITS, DESC, false, hipcub::BLOCK_SCAN_WARP_SCANS,
                                                         hipSharedMemBankSizeFourByte, Y>>;

template <class R, int BINS>
__device__ void rank_keys(R &r, unsigned (&keys)[K], int (&ranks)[K], int (&prefix)[BINS], int shift, int bits,
                          int shift_extractor) {
  if (shift_extractor) r.RankKeys(keys, ranks, hipcub::ShiftDigitExtractor<unsigned>(shift, bits), prefix);
  else r.RankKeys(keys, ranks, BitsExtractor{shift, bits}, prefix);
}

// shift_extractor: hipcub::ShiftDigitExtractor<unsigned>(shift, BITS) instead of BitsExtractor; PRIVATE:
// the ranker's default constructor (its private storage)
template <bool MATCH, bool DESC, int BITS, int X, int Y, bool PRIVATE>
__global__ void rank_k(const unsigned *in, int *ranks_out, int *prefix_out, int shift, int shift_extractor) {
  using R = Ranker<MATCH, DESC, BITS, X, Y>;
  constexpr int BINS = R::BINS_TRACKED_PER_THREAD;
  const int t = linear_tid();
  unsigned keys[K];
  int ranks[K], prefix[BINS];
  for (int k = 0; k < K; ++k) keys[k] = in[t * K + k];
  for (int i = 0; i < BINS; ++i) prefix[i] = -1;
  if constexpr (PRIVATE) {
    R r;
    rank_keys(r, keys, ranks, prefix, shift, BITS, shift_extractor);
  } else {
    __shared__ typename R::TempStorage tmp;
    R r(tmp);
    rank_keys(r, keys, ranks, prefix, shift, BITS, shift_extractor);
  }
  for (int k = 0; k < K; ++k) ranks_out[t * K + k] = ranks[k];
  for (int i = 0; i < BINS; ++i) prefix_out[t * BINS + i] = prefix[i];
}

template <bool MATCH, bool DESC, int BITS, int X, int Y, bool PRIVATE = false>
static void rank(const char *name, int shift, int shift_extractor) {
  constexpr int BINS = Ranker<MATCH, DESC, BITS, X, Y>::BINS_TRACKED_PER_THREAD;
  const int n = X * Y * K;
  std::vector<unsigned> keys(n);
  for (unsigned &x : keys) x = next_rand() % 4096;
  unsigned *din = to_device(keys);
  int *dranks = device_array<int>(n), *dprefix = device_array<int>(X * Y * BINS);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(rank_k<MATCH, DESC, BITS, X, Y, PRIVATE>), 1, dim3(X, Y), 0, 0, din, dranks,
                     dprefix, shift, shift_extractor);
  (void)hipFree(din);
  print_ints(name, "shape", {X * Y, BINS});
  print_bits(name, "in", keys);
  print_ints(name, "ranks", from_device(dranks, n));
  print_ints(name, "prefix", from_device(dprefix, X * Y * BINS));
}

// ---------------------------------------------------------------- BlockRakingLayout
// Thread t places t + 1; each raking thread sums its segment (guarded unless UNGUARDED). out: the sums
// of the RAKING_THREADS raking threads, then each thread's placement offset from RakingPtr(0).
template <class T, int THREADS> __global__ void raking_k(int *out) {
  using L = hipcub::BlockRakingLayout<T, THREADS>;
  __shared__ typename L::TempStorage tmp;
  const int t = threadIdx.x;
  *L::PlacementPtr(tmp, t) = T(t + 1);
  __syncthreads();
  if (t < L::RAKING_THREADS) {
    const T *segment = L::RakingPtr(tmp, t);
    T sum = 0;
    for (int i = 0; i < L::SEGMENT_LENGTH; ++i)
      if (L::UNGUARDED || t * L::SEGMENT_LENGTH + i < L::SHARED_ELEMENTS) sum += segment[i];
    out[t] = static_cast<int>(sum);
  }
  out[L::RAKING_THREADS + t] = static_cast<int>(L::PlacementPtr(tmp, t) - L::RakingPtr(tmp, 0));
}

template <class T, int THREADS> static void raking(const char *name) {
  using L = hipcub::BlockRakingLayout<T, THREADS>;
  print_ints(name, "constants",
             {L::SHARED_ELEMENTS, L::MAX_RAKING_THREADS, L::SEGMENT_LENGTH, L::RAKING_THREADS,
              L::USE_SEGMENT_PADDING, L::GRID_ELEMENTS, L::UNGUARDED});
  int *dout = device_array<int>(L::RAKING_THREADS + THREADS);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(raking_k<T, THREADS>), 1, THREADS, 0, 0, dout);
  print_ints(name, "out", from_device(dout, L::RAKING_THREADS + THREADS));
}

// ---------------------------------------------------------------- BlockRadixSort with a decomposer
struct Pair {
  float f;
  int i;
};
#ifdef __HIP_PLATFORM_XLATE_CPU__
template <class... T> using key_tuple = std::tuple<T...>;  // what a CUDA program's cuda::std::tuple becomes
#else
template <class... T> using key_tuple = hipcub::tuple<T...>;
#endif
struct Decomposer {  // f is the most significant part
  __host__ __device__ key_tuple<float &, int &> operator()(Pair &p) const {
    return key_tuple<float &, int &>(p.f, p.i);
  }
};

// mode 0: Sort(keys, values, decomposer) over all 64 bits; 1: SortDescending(keys, decomposer, 16, 48)
template <int X, int Y> __global__ void decomposer_k(const Pair *in, Pair *out, int *vals_out, int mode) {
  using S = hipcub::BlockRadixSort<Pair, X, K, int, 4, true, hipcub::BLOCK_SCAN_WARP_SCANS,
                                   hipSharedMemBankSizeFourByte, Y>;
  using SK = hipcub::BlockRadixSort<Pair, X, K, hipcub::NullType, 4, true, hipcub::BLOCK_SCAN_WARP_SCANS,
                                    hipSharedMemBankSizeFourByte, Y>;
  __shared__ union {
    typename S::TempStorage pairs;
    typename SK::TempStorage keys;
  } tmp;
  const int t = linear_tid();
  Pair keys[K];
  int vals[K];
  for (int k = 0; k < K; ++k) {
    keys[k] = in[t * K + k];
    vals[k] = t * K + k;
  }
  if (mode == 0) S(tmp.pairs).Sort(keys, vals, Decomposer());
  else SK(tmp.keys).SortDescending(keys, Decomposer(), 16, 48);
  for (int k = 0; k < K; ++k) {
    out[t * K + k] = keys[k];
    vals_out[t * K + k] = vals[k];
  }
}

template <int X, int Y> static void decomposer(const char *name, int mode) {
  const int n = X * Y * K;
  const float fs[] = {0.0f, -0.0f, 1.5f, -1.5f, NAN, -NAN, INFINITY, 2.0f};
  std::vector<Pair> keys(n);
  for (Pair &p : keys) {
    p.f = fs[next_rand() % 8];
    p.i = static_cast<int>(next_rand() % 7) - 3 + static_cast<int>(next_rand() % 2) * 65536;
  }
  Pair *din = to_device(keys), *dout = device_array<Pair>(n);
  int *dvals = device_array<int>(n);
  hipLaunchKernelGGL(HIP_KERNEL_NAME(decomposer_k<X, Y>), 1, dim3(X, Y), 0, 0, din, dout, dvals, mode);
  (void)hipFree(din);
  const std::vector<Pair> sorted = from_device(dout, n);
  std::vector<float> f_in, f_out;
  std::vector<int> i_in, i_out;
  for (const Pair &p : keys) f_in.push_back(p.f), i_in.push_back(p.i);
  for (const Pair &p : sorted) f_out.push_back(p.f), i_out.push_back(p.i);
  print_bits(name, "in_f", f_in);
  print_bits(name, "in_i", i_in);
  print_bits(name, "keys_f", f_out);
  print_bits(name, "keys_i", i_out);
  print_ints(name, "vals", from_device(dvals, n));
}

int main() {
  std::vector<int> ties(96 * K);
  for (int &x : ties) x = static_cast<int>(next_rand() % 21) - 10;
  desc_striped<int, 16, 6>("sdbs_i32_pairs", ties, 1, 0, 32);
  std::vector<float> fl(96 * K);
  const float specials[] = {0.0f, -0.0f, 1.0f, -1.0f, INFINITY, -INFINITY, NAN, -NAN, 0.75f, -3.0f};
  for (float &x : fl) x = specials[next_rand() % 10];
  desc_striped<float, 96, 1>("sdbs_f32_keys_bits", fl, 0, 8, 32);
  desc_striped<float, 96, 1>("sdbs_f32_pairs", fl, 1, 0, 32);

  rank<true, false, 5, 96, 1>("match_5_0", 0, 0);
  rank<true, false, 5, 16, 5>("match_5_3_80threads", 3, 0);
  rank<true, true, 4, 16, 6>("match_desc_4_4", 4, 0);
  rank<true, true, 8, 96, 1>("match_desc_8_1", 1, 0);
  rank<true, false, 4, 96, 1, true>("match_shift_4_2", 2, 1);
  rank<false, false, 4, 96, 1, true>("rank_shift_4_3", 3, 1);
  rank<false, true, 8, 16, 5>("rank_desc_8_2_80threads", 2, 0);

  raking<int, 96>("raking_int_96");
  raking<int, 20>("raking_int_20");
  raking<double, 256>("raking_double_256");
  raking<int, 200>("raking_int_200");
  raking<int, 32>("raking_int_32");
  raking<int, 130>("raking_int_130");

  decomposer<16, 6>("decomposer_pairs", 0);
  decomposer<96, 1>("decomposer_keys_desc_bits", 1);
  return 0;
}
