// CUB's warp data movement: WarpLoad and WarpStore with every algorithm (full, guarded, guarded with a
// default), WarpExchange (BlockedToStriped, StripedToBlocked, ScatterToStriped, in place and not, one
// storage used three times in a row), for logical warps of 32 and 16 lanes. Two blocks of 128 threads; every logical warp has its
// own TempStorage and its own tile of W * K elements (tile g starts at g * W * K, g the warp's index in the
// grid), and tile g's guarded calls use valid(g). Each case prints one line: its name and what every
// thread held afterwards (thread t's item k at t * K + k) or the memory a store wrote; a store's case also
// prints what the threads held after it ("_held").
#include <cstdio>
#include <cub/cub.cuh>

constexpr int K = 3;
constexpr int BLOCK = 128;
constexpr int BLOCKS = 2;
constexpr int THREADS = BLOCK * BLOCKS;

// the guarded calls of tile g: a full tile, nearly full, one item, none, half and a bit
__device__ int valid_of(int g, int tile) {
  switch (g % 5) {
    case 0: return tile;
    case 1: return tile - 5;
    case 2: return 1;
    case 3: return 0;
    default: return tile / 2 + 3;
  }
}

__device__ void record(int *out, int t, const int *items, int n) {
  for (int k = 0; k < n; ++k) out[t * n + k] = items[k];
}

template <int W, cub::WarpLoadAlgorithm A, int MODE> __global__ void load_k(const int *in, int *out) {
  using L = cub::WarpLoad<int, K, A, W>;
  __shared__ typename L::TempStorage tmp[BLOCK / W];
  const int t = blockIdx.x * BLOCK + threadIdx.x, w = threadIdx.x / W, g = t / W;
  const int *tile = in + g * W * K;
  int items[K];
  for (int k = 0; k < K; ++k) items[k] = -1000 - (t * K + k);
  if constexpr (MODE == 0) L(tmp[w]).Load(tile, items);
  else if constexpr (MODE == 1) L(tmp[w]).Load(tile, items, valid_of(g, W * K));
  else L(tmp[w]).Load(tile, items, valid_of(g, W * K), -7);
  record(out, t, items, K);
}

template <int W, cub::WarpStoreAlgorithm A, int MODE> __global__ void store_k(int *out, int *held) {
  using S = cub::WarpStore<int, K, A, W>;
  __shared__ typename S::TempStorage tmp[BLOCK / W];
  const int t = blockIdx.x * BLOCK + threadIdx.x, w = threadIdx.x / W, g = t / W;
  int *tile = out + g * W * K;
  int items[K];
  for (int k = 0; k < K; ++k) items[k] = 5000 + (t * K + k) * 13 % 97 - 48;
  if constexpr (MODE == 0) S(tmp[w]).Store(tile, items);
  else S(tmp[w]).Store(tile, items, valid_of(g, W * K));
  record(held, t, items, K);
}

template <int W, int MODE> __global__ void exchange_k(const int *in, int *out) {
  using E = cub::WarpExchange<int, K, W>;
  __shared__ typename E::TempStorage tmp[BLOCK / W];
  const int t = blockIdx.x * BLOCK + threadIdx.x, w = threadIdx.x / W, l = t % W;
  int items[K], res[K], ranks[K];
  for (int k = 0; k < K; ++k) {
    items[k] = in[t * K + k];
    res[k] = -1;
    ranks[k] = MODE == 2 ? ((l * K + k) * 7 + 3) % (W * K) : W * K - 1 - (l * K + k);
  }
  E ex(tmp[w]);
  if constexpr (MODE == 0) ex.BlockedToStriped(items, res);
  else if constexpr (MODE == 1) ex.StripedToBlocked(items, items);
  else if constexpr (MODE == 2) ex.ScatterToStriped(items, ranks);
  else if constexpr (MODE == 3) ex.ScatterToStriped(items, res, ranks);
  else {  // the same storage three times: blocked -> striped -> blocked -> striped
    ex.BlockedToStriped(items, items);
    ex.StripedToBlocked(items, items);
    ex.BlockedToStriped(items, res);
  }
  record(out, t, MODE == 0 || MODE == 3 || MODE == 4 ? res : items, K);
}

constexpr int MAXN = THREADS * K;
int *d_in, *d_out, *d_held;
int h[MAXN];

void clear(int *d) {
  cudaMemset(d, 0xff, MAXN * sizeof(int));  // every element -1
}

void print(const char *name, const int *d, int n) {
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %d", h[i]);
  printf("\n");
}

template <int W, cub::WarpLoadAlgorithm A, int MODE> void load_case(const char *alg) {
  char name[64];
  clear(d_out);
  load_k<W, A, MODE><<<BLOCKS, BLOCK>>>(d_in, d_out);
  snprintf(name, sizeof name, "load_w%d_%s_%d", W, alg, MODE);
  print(name, d_out, THREADS * K);
}

template <int W, cub::WarpStoreAlgorithm A, int MODE> void store_case(const char *alg) {
  char name[64];
  clear(d_out);
  clear(d_held);
  store_k<W, A, MODE><<<BLOCKS, BLOCK>>>(d_out, d_held);
  snprintf(name, sizeof name, "store_w%d_%s_%d", W, alg, MODE);
  print(name, d_out, THREADS * K);
  snprintf(name, sizeof name, "store_w%d_%s_%d_held", W, alg, MODE);
  print(name, d_held, THREADS * K);
}

template <int W, cub::WarpLoadAlgorithm L, cub::WarpStoreAlgorithm S> void algorithm(const char *alg) {
  load_case<W, L, 0>(alg);
  load_case<W, L, 2>(alg);
  store_case<W, S, 0>(alg);
  store_case<W, S, 1>(alg);
}

template <int W, int MODE> void exchange_case() {
  char name[64];
  clear(d_out);
  exchange_k<W, MODE><<<BLOCKS, BLOCK>>>(d_in, d_out);
  snprintf(name, sizeof name, "exchange_w%d_%d", W, MODE);
  print(name, d_out, THREADS * K);
}

template <int W> void width() {
  algorithm<W, cub::WARP_LOAD_DIRECT, cub::WARP_STORE_DIRECT>("direct");
  algorithm<W, cub::WARP_LOAD_STRIPED, cub::WARP_STORE_STRIPED>("striped");
  algorithm<W, cub::WARP_LOAD_VECTORIZE, cub::WARP_STORE_VECTORIZE>("vectorize");
  algorithm<W, cub::WARP_LOAD_TRANSPOSE, cub::WARP_STORE_TRANSPOSE>("transpose");
  // a guarded load without a default (hipCUB's WARP_LOAD_VECTORIZE has none)
  load_case<W, cub::WARP_LOAD_DIRECT, 1>("direct");
  load_case<W, cub::WARP_LOAD_STRIPED, 1>("striped");
  load_case<W, cub::WARP_LOAD_TRANSPOSE, 1>("transpose");
  exchange_case<W, 0>();
  exchange_case<W, 1>();
  exchange_case<W, 2>();
  exchange_case<W, 3>();
  exchange_case<W, 4>();
}

int main() {
  for (int i = 0; i < MAXN; ++i) h[i] = i * 7919 % 211 - 105;
  cudaMalloc(&d_in, sizeof h);
  cudaMalloc(&d_out, sizeof h);
  cudaMalloc(&d_held, sizeof h);
  cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
  width<32>();
  width<16>();
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    printf("error %s\n", cudaGetErrorString(err));
    return 1;
  }
  return 0;
}
