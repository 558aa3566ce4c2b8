// CUB's block data movement: BlockLoad and BlockStore with every algorithm (full, guarded, guarded with
// a default), the LoadDirect*/StoreDirect* functions and BlockExchange. Each case prints one line: its
// name and the N * K values each thread held afterwards (thread t's item k at t * K + k) or, for a store,
// the memory written. The input is in[i] = 3 * i + 1. (LoadDirectStriped
// and StoreDirectStriped, whose block size is an explicit template argument, are not used: xlate's
// parse prelude declares them without one.)
#include <cstdio>
#include <cub/cub.cuh>

constexpr int K = 3;
constexpr int VALID = 200;

template <int N> __device__ void record(int *out, const int (&items)[K]) {
  for (int k = 0; k < K; ++k) out[threadIdx.x * K + k] = items[k];
}

template <cub::BlockLoadAlgorithm A, int N> __global__ void load_k(const int *in, int *out, int mode) {
  using L = cub::BlockLoad<int, N, K, A>;
  __shared__ typename L::TempStorage tmp;
  int items[K] = {-1, -1, -1};
  if (mode == 0) L(tmp).Load(in, items);
  else if (mode == 1) L(tmp).Load(in, items, VALID);
  else L(tmp).Load(in, items, VALID, -7);
  record<N>(out, items);
}

template <cub::BlockStoreAlgorithm A, int N> __global__ void store_k(int *out, int mode) {
  using S = cub::BlockStore<int, N, K, A>;
  __shared__ typename S::TempStorage tmp;
  int items[K];
  for (int k = 0; k < K; ++k) items[k] = 1000 + threadIdx.x * K + k;
  if (mode == 0) S(tmp).Store(out, items);
  else S(tmp).Store(out, items, VALID);
}

template <int N> __global__ void direct_load_k(const int *in, int *out, int mode) {
  int items[K] = {-1, -1, -1};
  int t = threadIdx.x;
  switch (mode) {
    case 0: cub::LoadDirectBlocked(t, in, items); break;
    case 1: cub::LoadDirectBlocked(t, in, items, VALID); break;
    case 2: cub::LoadDirectBlocked(t, in, items, VALID, -7); break;
    case 3: cub::LoadDirectWarpStriped(t, in, items); break;
    case 4: cub::LoadDirectWarpStriped(t, in, items, VALID); break;
    case 5: cub::LoadDirectWarpStriped(t, in, items, VALID, -7); break;
    default: cub::LoadDirectBlockedVectorized(t, const_cast<int *>(in), items); break;
  }
  record<N>(out, items);
}

template <int N> __global__ void direct_store_k(int *out, int mode) {
  int items[K];
  int t = threadIdx.x;
  for (int k = 0; k < K; ++k) items[k] = 1000 + t * K + k;
  switch (mode) {
    case 0: cub::StoreDirectBlocked(t, out, items); break;
    case 1: cub::StoreDirectBlocked(t, out, items, VALID); break;
    case 2: cub::StoreDirectWarpStriped(t, out, items); break;
    case 3: cub::StoreDirectWarpStriped(t, out, items, VALID); break;
    default: cub::StoreDirectBlockedVectorized(t, out, items); break;
  }
}

template <int N> __global__ void exchange_k(const int *in, int *out, int mode) {
  using E = cub::BlockExchange<int, N, K>;
  __shared__ typename E::TempStorage tmp;
  int items[K], res[K], ranks[K];
  for (int k = 0; k < K; ++k) {
    items[k] = in[threadIdx.x * K + k];
    ranks[k] = N * K - 1 - (threadIdx.x * K + k);
  }
  switch (mode) {
    case 0: E(tmp).BlockedToStriped(items); break;
    case 1: E(tmp).StripedToBlocked(items, res); for (int k = 0; k < K; ++k) items[k] = res[k]; break;
    case 2: E(tmp).BlockedToWarpStriped(items); break;
    case 3: E(tmp).WarpStripedToBlocked(items, res); for (int k = 0; k < K; ++k) items[k] = res[k]; break;
    case 4: E(tmp).ScatterToBlocked(items, ranks); break;
    default: E(tmp).ScatterToStriped(items, res, ranks); for (int k = 0; k < K; ++k) items[k] = res[k]; break;
  }
  record<N>(out, items);
}

constexpr int MAXN = 128;
int *d_in, *d_out;
int h[MAXN * K];

void print(const char *name, int n) {
  cudaMemcpy(h, d_out, n * K * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s", name);
  for (int i = 0; i < n * K; ++i) printf(" %d", h[i]);
  printf("\n");
}

void clear() {
  for (int i = 0; i < MAXN * K; ++i) h[i] = -1;
  cudaMemcpy(d_out, h, sizeof h, cudaMemcpyHostToDevice);
}

template <cub::BlockLoadAlgorithm A, cub::BlockStoreAlgorithm S> void algorithm(const char *name) {
  char label[64];
  for (int mode = 0; mode < 3; ++mode) {
    clear();
    load_k<A, 96><<<1, 96>>>(d_in, d_out, mode);
    snprintf(label, sizeof label, "load_%s_%d", name, mode);
    print(label, 96);
  }
  for (int mode = 0; mode < 2; ++mode) {
    clear();
    store_k<S, 96><<<1, 96>>>(d_out, mode);
    snprintf(label, sizeof label, "store_%s_%d", name, mode);
    print(label, 96);
  }
}

int main() {
  for (int i = 0; i < MAXN * K; ++i) h[i] = 3 * i + 1;
  cudaMalloc(&d_in, sizeof h);
  cudaMalloc(&d_out, sizeof h);
  cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
  algorithm<cub::BLOCK_LOAD_DIRECT, cub::BLOCK_STORE_DIRECT>("direct");
  algorithm<cub::BLOCK_LOAD_STRIPED, cub::BLOCK_STORE_STRIPED>("striped");
  algorithm<cub::BLOCK_LOAD_VECTORIZE, cub::BLOCK_STORE_VECTORIZE>("vectorize");
  algorithm<cub::BLOCK_LOAD_TRANSPOSE, cub::BLOCK_STORE_TRANSPOSE>("transpose");
  algorithm<cub::BLOCK_LOAD_WARP_TRANSPOSE, cub::BLOCK_STORE_WARP_TRANSPOSE>("warp_transpose");
  algorithm<cub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED, cub::BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED>("warp_timesliced");
  char label[64];
  for (int mode = 0; mode < 7; ++mode) {
    clear();
    direct_load_k<MAXN><<<1, MAXN>>>(d_in, d_out, mode);
    snprintf(label, sizeof label, "direct_load_%d", mode);
    print(label, MAXN);
  }
  for (int mode = 0; mode < 5; ++mode) {
    clear();
    direct_store_k<MAXN><<<1, MAXN>>>(d_out, mode);
    snprintf(label, sizeof label, "direct_store_%d", mode);
    print(label, MAXN);
  }
  for (int mode = 0; mode < 6; ++mode) {
    clear();
    exchange_k<MAXN><<<1, MAXN>>>(d_in, d_out, mode);
    snprintf(label, sizeof label, "exchange_%d", mode);
    print(label, MAXN);
  }
  return 0;
}
