// CUB's WarpMergeSort: Sort and StableSort of keys and of keys with values, full tiles and partial ones
// (valid_items with an oob_default), ascending and descending comparators, int and float keys (with ties,
// negatives, -0.0 and +0.0), for logical warps of 32, 16 and 8 lanes. Two blocks of 128 threads; every
// logical warp has its own TempStorage and sorts its own tile of W * K elements (tile g starts at
// g * W * K, g the warp's index in the grid; thread t holds elements t * K + k), and tile g's partial
// sorts use valid(g) items. Each value starts as its element's index. Each case prints two lines: its
// name with the keys every thread held afterwards (thread t's item k at t * K + k), and "_values" with
// the values.
#include <cfloat>
#include <climits>
#include <cstdio>
#include <cub/cub.cuh>
#include <type_traits>

constexpr int K = 3;
constexpr int BLOCK = 128;
constexpr int BLOCKS = 2;
constexpr int THREADS = BLOCK * BLOCKS;
constexpr int N = THREADS * K;

// the partial sorts of tile g: a full tile, nearly full, one item, none, half and a bit
__device__ int valid_of(int g, int tile) {
  switch (g % 5) {
    case 0: return tile;
    case 1: return tile - 5;
    case 2: return 1;
    case 3: return 0;
    default: return tile / 2 + 3;
  }
}

struct Less {
  template <class T> __device__ bool operator()(const T &a, const T &b) const { return a < b; }
};
struct Greater {
  template <class T> __device__ bool operator()(const T &a, const T &b) const { return b < a; }
};

// MODE: 0 Sort keys, 1 Sort pairs, 2 Sort keys partial, 3 Sort pairs partial, 4 StableSort keys,
// 5 StableSort pairs, 6 StableSort keys partial, 7 StableSort pairs partial
template <class Key, int W, int MODE, class Op>
__global__ void sort_k(const Key *keys_in, Key *keys_out, int *values_out, Key oob) {
  constexpr bool PAIRS = MODE % 2 == 1;
  using Sort = std::conditional_t<PAIRS, cub::WarpMergeSort<Key, K, W, int>, cub::WarpMergeSort<Key, K, W>>;
  __shared__ typename Sort::TempStorage tmp[BLOCK / W];
  const int t = blockIdx.x * BLOCK + threadIdx.x, w = threadIdx.x / W, g = t / W;
  const int valid = valid_of(g, W * K);
  Key keys[K];
  int values[K];
  for (int k = 0; k < K; ++k) {
    keys[k] = keys_in[t * K + k];
    values[k] = t * K + k;
  }
  Sort sort(tmp[w]);
  if constexpr (MODE == 0) sort.Sort(keys, Op());
  else if constexpr (MODE == 1) sort.Sort(keys, values, Op());
  else if constexpr (MODE == 2) sort.Sort(keys, Op(), valid, oob);
  else if constexpr (MODE == 3) sort.Sort(keys, values, Op(), valid, oob);
  else if constexpr (MODE == 4) sort.StableSort(keys, Op());
  else if constexpr (MODE == 5) sort.StableSort(keys, values, Op());
  else if constexpr (MODE == 6) sort.StableSort(keys, Op(), valid, oob);
  else sort.StableSort(keys, values, Op(), valid, oob);
  for (int k = 0; k < K; ++k) {
    keys_out[t * K + k] = keys[k];
    values_out[t * K + k] = values[k];
  }
}

int *d_ikeys, *d_ikeys_out, *d_values;
float *d_fkeys, *d_fkeys_out;
int hi[N], hv[N];
float hf[N];

void print(const char *name, bool floats) {
  cudaMemcpy(hv, d_values, sizeof hv, cudaMemcpyDeviceToHost);
  printf("%s", name);
  if (floats) {
    cudaMemcpy(hf, d_fkeys_out, sizeof hf, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) printf(" %.9g", hf[i]);
  } else {
    cudaMemcpy(hi, d_ikeys_out, sizeof hi, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) printf(" %d", hi[i]);
  }
  printf("\n%s_values", name);
  for (int i = 0; i < N; ++i) printf(" %d", hv[i]);
  printf("\n");
}

template <int W, int MODE> void int_case(bool descending) {
  char name[64];
  snprintf(name, sizeof name, "int_w%d_%s_%d", W, descending ? "desc" : "asc", MODE);
  if (descending) sort_k<int, W, MODE, Greater><<<BLOCKS, BLOCK>>>(d_ikeys, d_ikeys_out, d_values, INT_MIN);
  else sort_k<int, W, MODE, Less><<<BLOCKS, BLOCK>>>(d_ikeys, d_ikeys_out, d_values, INT_MAX);
  print(name, false);
}

template <int W, int MODE> void float_case() {
  char name[64];
  snprintf(name, sizeof name, "float_w%d_asc_%d", W, MODE);
  sort_k<float, W, MODE, Less><<<BLOCKS, BLOCK>>>(d_fkeys, d_fkeys_out, d_values, FLT_MAX);
  print(name, true);
}

template <int W> void width() {
  int_case<W, 0>(false);
  int_case<W, 1>(false);
  int_case<W, 2>(false);
  int_case<W, 3>(false);
  int_case<W, 4>(false);
  int_case<W, 5>(false);
  int_case<W, 6>(false);
  int_case<W, 7>(false);
  int_case<W, 1>(true);
  int_case<W, 3>(true);
  int_case<W, 7>(true);
  float_case<W, 5>();
  float_case<W, 7>();
}

int main() {
  const float specials[] = {-0.0f, 0.0f, 2.5f, -2.5f, 1e30f, -1e-30f, 0.0f, -0.0f};
  for (int i = 0; i < N; ++i) {
    hi[i] = (i * i * 7 + i * 3 + 5) % 29 - 14;
    hf[i] = i % 5 == 0 ? specials[i / 5 % 8] : static_cast<float>((i * 13 + 1) % 17 - 8) * 0.5f;
  }
  cudaMalloc(&d_ikeys, sizeof hi);
  cudaMalloc(&d_ikeys_out, sizeof hi);
  cudaMalloc(&d_values, sizeof hv);
  cudaMalloc(&d_fkeys, sizeof hf);
  cudaMalloc(&d_fkeys_out, sizeof hf);
  cudaMemcpy(d_ikeys, hi, sizeof hi, cudaMemcpyHostToDevice);
  cudaMemcpy(d_fkeys, hf, sizeof hf, cudaMemcpyHostToDevice);
  width<32>();
  width<16>();
  width<8>();
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    printf("error %s\n", cudaGetErrorString(err));
    return 1;
  }
  return 0;
}
