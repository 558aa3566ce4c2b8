// hipCUB's warp collectives where xlate's CUDA translation cannot reach them yet (its CUDA prelude declares
// neither WarpExchange's algorithm parameter nor WarpLoad's and WarpStore's default constructors), written
// in HIP against hipCUB directly: WarpExchange with WARP_EXCHANGE_SHUFFLE, WarpLoad / WarpStore
// (TRANSPOSE, which exchanges through storage) constructed without a TempStorage, and WarpMergeSort's
// get_linear_tid / get_member_mask, for logical warps of 32 and 16 lanes. Two blocks of 128 threads; tile
// g (W * K elements from g * W * K) belongs to logical warp g of the grid; guarded calls use valid(g).
// Each case prints one line: its name and what every thread held afterwards (thread t's item k at
// t * K + k), or the memory a store wrote.
#include <hip/hip_runtime.h>
#include <hipcub/hipcub.hpp>
#include <cstdio>

constexpr int K = 4;
constexpr int BLOCK = 128;
constexpr int BLOCKS = 2;
constexpr int THREADS = BLOCK * BLOCKS;
constexpr int N = THREADS * K;

__device__ int valid_of(int g, int tile) {
  switch (g % 5) {
    case 0: return tile;
    case 1: return tile - 5;
    case 2: return 1;
    case 3: return 0;
    default: return tile / 2 + 3;
  }
}

template <int W, int MODE> __global__ void shuffle_k(const int *in, int *out) {
  using E = hipcub::WarpExchange<int, K, W, 0, hipcub::WARP_EXCHANGE_SHUFFLE>;
  __shared__ typename E::TempStorage tmp[BLOCK / W];
  const int t = blockIdx.x * BLOCK + threadIdx.x, w = threadIdx.x / W;
  int items[K], res[K];
  for (int k = 0; k < K; ++k) items[k] = in[t * K + k];
  if (MODE == 0) E(tmp[w]).BlockedToStriped(items, res);
  else E(tmp[w]).StripedToBlocked(items, res);
  for (int k = 0; k < K; ++k) out[t * K + k] = res[k];
}

// a guarded TRANSPOSE load with a default, then a guarded TRANSPOSE store of what was loaded, to out
template <int W> __global__ void private_k(const int *in, int *out, int *held) {
  const int t = blockIdx.x * BLOCK + threadIdx.x, g = t / W;
  int items[K];
  for (int k = 0; k < K; ++k) items[k] = -1000 - (t * K + k);
  hipcub::WarpLoad<int, K, hipcub::WARP_LOAD_TRANSPOSE, W>().Load(in + g * W * K, items, valid_of(g, W * K), -7);
  for (int k = 0; k < K; ++k) held[t * K + k] = items[k];
  hipcub::WarpStore<int, K, hipcub::WARP_STORE_TRANSPOSE, W>().Store(out + g * W * K, items, valid_of(g, W * K));
}

template <int W> __global__ void member_k(int *out) {
  using S = hipcub::WarpMergeSort<int, K, W>;
  __shared__ typename S::TempStorage tmp[BLOCK / W];
  const int t = blockIdx.x * BLOCK + threadIdx.x;
  S sort(tmp[threadIdx.x / W]);
  const unsigned long long mask = sort.get_member_mask();
  out[t * K + 0] = static_cast<int>(sort.get_linear_tid());
  out[t * K + 1] = static_cast<int>(mask & 0xffffffffu);
  out[t * K + 2] = static_cast<int>(mask >> 32);
  out[t * K + 3] = 0;
}

int *d_in, *d_out, *d_held;
int h[N];

void clear(int *d) { (void)hipMemset(d, 0xff, sizeof h); }

void print(const char *prefix, int w, const char *suffix, const int *d) {
  (void)hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  printf("%s_w%d%s", prefix, w, suffix);
  for (int i = 0; i < N; ++i) printf(" %d", h[i]);
  printf("\n");
}

template <int W> void width() {
  clear(d_out);
  hipLaunchKernelGGL((shuffle_k<W, 0>), dim3(BLOCKS), dim3(BLOCK), 0, 0, d_in, d_out);
  print("shuffle", W, "_0", d_out);
  clear(d_out);
  hipLaunchKernelGGL((shuffle_k<W, 1>), dim3(BLOCKS), dim3(BLOCK), 0, 0, d_in, d_out);
  print("shuffle", W, "_1", d_out);
  clear(d_out);
  clear(d_held);
  hipLaunchKernelGGL((private_k<W>), dim3(BLOCKS), dim3(BLOCK), 0, 0, d_in, d_out, d_held);
  print("private", W, "_loaded", d_held);
  print("private", W, "_stored", d_out);
  clear(d_out);
  hipLaunchKernelGGL((member_k<W>), dim3(BLOCKS), dim3(BLOCK), 0, 0, d_out);
  print("member", W, "", d_out);
}

int main() {
  for (int i = 0; i < N; ++i) h[i] = i * 7919 % 211 - 105;
  (void)hipMalloc(&d_in, sizeof h);
  (void)hipMalloc(&d_out, sizeof h);
  (void)hipMalloc(&d_held, sizeof h);
  (void)hipMemcpy(d_in, h, sizeof h, hipMemcpyHostToDevice);
  width<32>();
  width<16>();
  hipError_t err = hipDeviceSynchronize();
  if (err != hipSuccess) {
    printf("error %s\n", hipGetErrorString(err));
    return 1;
  }
  return 0;
}
