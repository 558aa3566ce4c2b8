// CUB's BlockHistogram (both algorithms; a shared and a global histogram), BlockDiscontinuity (every
// FlagHeads / FlagTails / FlagHeadsAndTails overload, a flag operator with and without the b_index
// argument), BlockAdjacentDifference (SubtractLeft / SubtractRight, with a tile predecessor / successor,
// partial tiles, in place), BlockShuffle (Offset, Rotate, Up, Down) and BlockRunLengthDecode (from run
// lengths and from run offsets, windows). Blocks of 96 threads, 1-D or 16x6; 3 items per thread.
// Each case prints "NAME WHAT v..." lines: the inputs ("in"), then what the threads held afterwards,
// thread t's item k at t * K + k, or the memory written.
#include <cstdio>
#include <vector>
#include <cub/cub.cuh>

constexpr int K = 3;
constexpr int N = 96;

__device__ int linear_tid() { return threadIdx.x + threadIdx.y * blockDim.x; }

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
template <class T> static void print_line(const char *name, const char *what, const std::vector<T> &v) {
  printf("%s %s", name, what);
  for (const T &x : v) printf(" %lld", static_cast<long long>(x));
  printf("\n");
}

static unsigned long long lcg_state = 987654321;
static int rand_in(int lo, int hi) {  // uniform in [lo, hi]
  lcg_state = lcg_state * 6364136223846793005ull + 1442695040888963407ull;
  return lo + static_cast<int>((lcg_state >> 33) % static_cast<unsigned long long>(hi - lo + 1));
}
static std::vector<int> rand_ints(int n, int lo, int hi) {
  std::vector<int> v(n);
  for (int &x : v) x = rand_in(lo, hi);
  return v;
}

// ---------------------------------------------------------------- BlockHistogram
// mode 0: Histogram into a shared histogram (SORT, 40 bins); 1: InitHistogram + Composite into a shared
// histogram of 200 bins (more bins than threads; ATOMIC, 16x6 block); 2: Composite (ATOMIC) of every
// block into one global histogram that starts at 1000 per bin (grid of 7 blocks)
template <int X, int Y, int BINS, cub::BlockHistogramAlgorithm ALGO>
__global__ void histo_k(const int *in, unsigned *out, int mode) {
  using H = cub::BlockHistogram<unsigned char, X, K, BINS, ALGO, Y>;
  __shared__ typename H::TempStorage tmp;
  __shared__ unsigned hist[BINS];
  const int t = linear_tid();
  unsigned char items[K];
  for (int k = 0; k < K; ++k) items[k] = static_cast<unsigned char>(in[(blockIdx.x * N + t) * K + k]);
  if (mode == 2) {
    H(tmp).Composite(items, out);
    return;
  }
  for (int b = t; b < BINS; b += N) hist[b] = 12345;  // InitHistogram must overwrite this
  __syncthreads();
  if (mode == 0) {
    H(tmp).Histogram(items, hist);
  } else {
    H h;  // the private storage
    h.InitHistogram(hist);
    __syncthreads();
    h.Composite(items, hist);
  }
  __syncthreads();
  for (int b = t; b < BINS; b += N) out[b] = hist[b];
}

template <int X, int Y, int BINS, cub::BlockHistogramAlgorithm ALGO>
static void histo(const char *name, int mode, int blocks) {
  const std::vector<int> in = rand_ints(blocks * N * K, 0, BINS - 1);
  int *din = to_device(in);
  unsigned *dout = to_device(std::vector<unsigned>(BINS, 1000));
  histo_k<X, Y, BINS, ALGO><<<blocks, dim3(X, Y)>>>(din, dout, mode);
  print_line(name, "in", in);
  print_line(name, "hist", from_device(dout, BINS));
  cudaFree(din);
  cudaFree(dout);
}

// ---------------------------------------------------------------- BlockDiscontinuity
struct NotEqual {
  __device__ bool operator()(const int &a, const int &b) const { return a != b; }
};
struct NotEqualOrIndex {  // the b_index form: also flags every item whose index is a multiple of 50
  __device__ bool operator()(const int &a, const int &b, unsigned int b_index) const {
    return a != b || b_index % 50 == 0;
  }
};

// mode: 0 FlagHeads, 1 FlagHeads(pred), 2 FlagTails, 3 FlagTails(succ), 4 FlagHeadsAndTails,
// 5 FlagHeadsAndTails(succ), 6 FlagHeadsAndTails(pred), 7 FlagHeadsAndTails(pred, succ); 8 + m: mode m
// with the b_index operator. Flags not computed stay -1.
template <int X, int Y> __global__ void discont_k(const int *in, int *heads_out, int *tails_out, int mode) {
  using D = cub::BlockDiscontinuity<int, X, Y>;
  __shared__ typename D::TempStorage tmp;
  const int t = linear_tid();
  int items[K], heads[K], tails[K];
  for (int k = 0; k < K; ++k) {
    items[k] = in[t * K + k];
    heads[k] = tails[k] = -1;
  }
  const int pred = 7, succ = 7;
  D d_shared(tmp), d_private;  // odd modes: the private storage
  D &d = mode % 2 ? d_private : d_shared;
  switch (mode) {
    case 0: d.FlagHeads(heads, items, NotEqual()); break;
    case 1: d.FlagHeads(heads, items, NotEqual(), pred); break;
    case 2: d.FlagTails(tails, items, NotEqual()); break;
    case 3: d.FlagTails(tails, items, NotEqual(), succ); break;
    case 4: d.FlagHeadsAndTails(heads, tails, items, NotEqual()); break;
    case 5: d.FlagHeadsAndTails(heads, tails, succ, items, NotEqual()); break;
    case 6: d.FlagHeadsAndTails(heads, pred, tails, items, NotEqual()); break;
    case 7: d.FlagHeadsAndTails(heads, pred, tails, succ, items, NotEqual()); break;
    case 8: d.FlagHeads(heads, items, NotEqualOrIndex()); break;
    case 9: d.FlagHeads(heads, items, NotEqualOrIndex(), pred); break;
    case 10: d.FlagTails(tails, items, NotEqualOrIndex()); break;
    case 11: d.FlagTails(tails, items, NotEqualOrIndex(), succ); break;
    case 12: d.FlagHeadsAndTails(heads, tails, items, NotEqualOrIndex()); break;
    case 13: d.FlagHeadsAndTails(heads, tails, succ, items, NotEqualOrIndex()); break;
    case 14: d.FlagHeadsAndTails(heads, pred, tails, items, NotEqualOrIndex()); break;
    default: d.FlagHeadsAndTails(heads, pred, tails, succ, items, NotEqualOrIndex()); break;
  }
  for (int k = 0; k < K; ++k) {
    heads_out[t * K + k] = heads[k];
    tails_out[t * K + k] = tails[k];
  }
}

template <int X, int Y> static void discont(const char *name, const std::vector<int> &in, int mode) {
  int *din = to_device(in), *dh = nullptr, *dt = nullptr;
  cudaMalloc(&dh, in.size() * sizeof(int));
  cudaMalloc(&dt, in.size() * sizeof(int));
  discont_k<X, Y><<<1, dim3(X, Y)>>>(din, dh, dt, mode);
  print_line(name, "in", in);
  print_line(name, "heads", from_device(dh, in.size()));
  print_line(name, "tails", from_device(dt, in.size()));
  cudaFree(din);
  cudaFree(dh);
  cudaFree(dt);
}

// ---------------------------------------------------------------- BlockAdjacentDifference
struct TwiceMinus {  // not symmetric: shows which argument is the item and which its neighbour
  __device__ long long operator()(const int &a, const int &b) const { return 2LL * a - b; }
};
struct Minus {
  __device__ int operator()(const int &a, const int &b) const { return a - b; }
};

// mode: 0 SubtractLeft, 1 SubtractLeft(pred), 2 SubtractLeftPartialTile(valid), 3 SubtractLeftPartialTile
// (valid, pred), 4 SubtractRight, 5 SubtractRight(succ), 6 SubtractRightPartialTile(valid) (TwiceMinus into
// long long); 7 SubtractLeft in place, 8 SubtractRight in place (Minus into the int items)
template <int X, int Y> __global__ void adjdiff_k(const int *in, long long *out, int mode, int valid) {
  using A = cub::BlockAdjacentDifference<int, X, Y>;
  __shared__ typename A::TempStorage tmp;
  const int t = linear_tid();
  int items[K];
  long long res[K];
  for (int k = 0; k < K; ++k) {
    items[k] = in[t * K + k];
    res[k] = -999999;
  }
  const int pred = -40, succ = 55;
  A a(tmp);
  switch (mode) {
    case 0: a.SubtractLeft(items, res, TwiceMinus()); break;
    case 1: a.SubtractLeft(items, res, TwiceMinus(), pred); break;
    case 2: a.SubtractLeftPartialTile(items, res, TwiceMinus(), valid); break;
    case 3: a.SubtractLeftPartialTile(items, res, TwiceMinus(), valid, pred); break;
    case 4: a.SubtractRight(items, res, TwiceMinus()); break;
    case 5: a.SubtractRight(items, res, TwiceMinus(), succ); break;
    case 6: a.SubtractRightPartialTile(items, res, TwiceMinus(), valid); break;
    case 7: a.SubtractLeft(items, items, Minus()); break;
    default: A().SubtractRight(items, items, Minus()); break;  // the private storage
  }
  for (int k = 0; k < K; ++k) out[t * K + k] = mode >= 7 ? items[k] : res[k];
}

template <int X, int Y> static void adjdiff(const char *name, const std::vector<int> &in, int mode, int valid) {
  int *din = to_device(in);
  long long *dout = nullptr;
  cudaMalloc(&dout, in.size() * sizeof(long long));
  adjdiff_k<X, Y><<<1, dim3(X, Y)>>>(din, dout, mode, valid);
  print_line(name, "in", in);
  print_line(name, "out", from_device(dout, in.size()));
  cudaFree(din);
  cudaFree(dout);
}

// ---------------------------------------------------------------- BlockShuffle
// mode 0: Offset(distance), 1: Rotate(distance) of input 1000 + t into an output that starts at -1 - t;
// 2: Up, 3: Up with block_suffix, 4: Down, 5: Down with block_prefix of items in[t * K + k] into
// outputs that start at -1 (the suffix / prefix printed after the items, in place (Up/Down aliased)
// when distance is 1)
template <int X, int Y> __global__ void shuffle_k(const int *in, int *out, int mode, int distance) {
  using S = cub::BlockShuffle<int, X, Y>;
  __shared__ typename S::TempStorage tmp;
  const int t = linear_tid();
  if (mode <= 1) {
    int o = -1 - t;
    if (mode == 0) S(tmp).Offset(1000 + t, o, distance);
    else S(tmp).Rotate(1000 + t, o, static_cast<unsigned>(distance));
    out[t] = o;
    return;
  }
  int items[K], res[K], extra = -1;
  for (int k = 0; k < K; ++k) {
    items[k] = in[t * K + k];
    res[k] = -1;
  }
  const bool alias = distance == 1;
  switch (mode) {
    case 2: if (alias) S(tmp).Up(items, items); else S(tmp).Up(items, res); break;
    case 3: S(tmp).Up(items, res, extra); break;
    case 4: if (alias) S().Down(items, items); else S(tmp).Down(items, res); break;  // S(): the private storage
    default: S(tmp).Down(items, res, extra); break;
  }
  for (int k = 0; k < K; ++k) out[t * K + k] = alias ? items[k] : res[k];
  out[N * K + t] = extra;
}

template <int X, int Y> static void shuffle(const char *name, const std::vector<int> &in, int mode, int distance) {
  int *din = to_device(in), *dout = nullptr;
  const size_t n = mode <= 1 ? N : N * K + N;
  cudaMalloc(&dout, n * sizeof(int));
  shuffle_k<X, Y><<<1, dim3(X, Y)>>>(din, dout, mode, distance);
  print_line(name, "in", in);
  print_line(name, "out", from_device(dout, n));
  cudaFree(din);
  cudaFree(dout);
}

// ---------------------------------------------------------------- BlockRunLengthDecode
constexpr int RUNS = 2, DECODED = 3;
// mode 0: from run lengths (the total written to out[0]), every window of N * DECODED items from 0;
// mode 1: from the run offsets given (an exclusive sum of the lengths), one window from `from`.
// decoded[p] / relative[p] for decoded position p (window offset + t * DECODED + i), below `limit`.
template <int X, int Y>
__global__ void rld_k(const int *values, const int *lengths, const unsigned *offsets, int *total_out, int *decoded,
                      int *relative, int mode, unsigned from, unsigned limit) {
  using R = cub::BlockRunLengthDecode<int, X, RUNS, DECODED, unsigned, Y>;
  __shared__ typename R::TempStorage tmp;
  const int t = linear_tid();
  int vals[RUNS], lens[RUNS];
  unsigned offs[RUNS];
  for (int i = 0; i < RUNS; ++i) {
    vals[i] = values[t * RUNS + i];
    lens[i] = lengths[t * RUNS + i];
    offs[i] = offsets[t * RUNS + i];
  }
  int items[DECODED];
  unsigned rel[DECODED];
  if (mode == 0) {
    unsigned total = 0;
    R r(tmp, vals, lens, total);
    if (t == 0) *total_out = static_cast<int>(total);
    for (unsigned w = 0; w < total; w += N * DECODED) {
      r.RunLengthDecode(items, rel, w);
      for (int i = 0; i < DECODED; ++i) {
        const unsigned p = w + t * DECODED + i;
        if (p < total) {
          decoded[p] = items[i];
          relative[p] = static_cast<int>(rel[i]);
        }
      }
    }
  } else {
    R r(vals, offs);  // the private storage
    r.RunLengthDecode(items, rel, from);
    for (int i = 0; i < DECODED; ++i) {
      const unsigned p = from + t * DECODED + i;
      if (p < limit) {
        decoded[p - from] = items[i];
        relative[p - from] = static_cast<int>(rel[i]);
      }
    }
  }
}

template <int X, int Y> static void rld(const char *name, int mode, unsigned from, int trailing_zeros) {
  std::vector<int> values = rand_ints(N * RUNS, -50, 50), lengths = rand_ints(N * RUNS, 1, 4);
  for (int i = 0; i < trailing_zeros; ++i) lengths[N * RUNS - 1 - i] = 0;
  std::vector<unsigned> offsets(N * RUNS);
  unsigned total = 0;
  for (int r = 0; r < N * RUNS; ++r) {
    offsets[r] = total;
    total += lengths[r];
  }
  const unsigned limit = mode == 0 ? total : (from + N * DECODED < total ? from + N * DECODED : total);
  const size_t n = mode == 0 ? total : limit - from;
  int *dv = to_device(values), *dl = to_device(lengths), *dtotal = to_device(std::vector<int>(1, -1));
  unsigned *doff = to_device(offsets);
  int *ddec = to_device(std::vector<int>(n, -7777)), *drel = to_device(std::vector<int>(n, -7777));
  rld_k<X, Y><<<1, dim3(X, Y)>>>(dv, dl, doff, dtotal, ddec, drel, mode, from, limit);
  print_line(name, "values", values);
  print_line(name, "lengths", lengths);
  printf("%s window %u %zu\n", name, mode == 0 ? 0u : from, n);
  print_line(name, "total", from_device(dtotal, 1));
  print_line(name, "decoded", from_device(ddec, n));
  print_line(name, "relative", from_device(drel, n));
  cudaFree(dv);
  cudaFree(dl);
  cudaFree(dtotal);
  cudaFree(doff);
  cudaFree(ddec);
  cudaFree(drel);
}

int main() {
  histo<96, 1, 40, cub::BLOCK_HISTO_SORT>("hist_sort", 0, 1);
  histo<16, 6, 200, cub::BLOCK_HISTO_ATOMIC>("hist_init_composite", 1, 1);
  histo<96, 1, 40, cub::BLOCK_HISTO_ATOMIC>("hist_global", 2, 7);

  std::vector<int> runs = rand_ints(N * K, 5, 8);  // many equal neighbours
  runs.front() = runs.back() = 7;                   // equal to the tile predecessor / successor given
  for (int m = 0; m < 16; ++m) {
    char name[32];
    snprintf(name, sizeof(name), "discont_%d", m);
    if (m % 2) discont<16, 6>(name, runs, m);
    else discont<96, 1>(name, runs, m);
  }

  const std::vector<int> vals = rand_ints(N * K, -100, 100);
  const int valid[] = {0, 0, 150, 150, 0, 0, 150, 0, 0};
  for (int m = 0; m < 9; ++m) {
    char name[32];
    snprintf(name, sizeof(name), "adjdiff_%d", m);
    if (m % 2) adjdiff<16, 6>(name, vals, m, valid[m]);
    else adjdiff<96, 1>(name, vals, m, valid[m]);
  }
  adjdiff<96, 1>("adjdiff_2_v1", vals, 2, 1);
  adjdiff<16, 6>("adjdiff_3_v0", vals, 3, 0);
  adjdiff<96, 1>("adjdiff_6_v1", vals, 6, 1);
  adjdiff<16, 6>("adjdiff_6_v288", vals, 6, N * K);
  adjdiff<96, 1>("adjdiff_2_v300", vals, 2, 300);
  adjdiff<16, 6>("adjdiff_6_v300", vals, 6, 300);

  const int offsets[] = {1, -1, 5, -95, 96, 0};
  for (int d : offsets) {
    char name[32];
    snprintf(name, sizeof(name), "offset_%d", d);
    shuffle<16, 6>(name, vals, 0, d);
  }
  const int rotations[] = {1, 37, 95, 0};
  for (int d : rotations) {
    char name[32];
    snprintf(name, sizeof(name), "rotate_%d", d);
    shuffle<96, 1>(name, vals, 1, d);
  }
  shuffle<96, 1>("up", vals, 2, 0);
  shuffle<16, 6>("up_alias", vals, 2, 1);
  shuffle<96, 1>("up_suffix", vals, 3, 0);
  shuffle<16, 6>("down", vals, 4, 0);
  shuffle<96, 1>("down_alias", vals, 4, 1);
  shuffle<16, 6>("down_prefix", vals, 5, 0);

  rld<96, 1>("rld_lengths", 0, 0, 0);
  rld<16, 6>("rld_lengths_trailing0", 0, 0, 5);
  rld<96, 1>("rld_offsets", 1, 100, 0);
  rld<16, 6>("rld_offsets_tail", 1, 300, 3);
  return 0;
}
