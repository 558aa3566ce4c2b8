// CUB's segmented sorts, as llama.cpp's argsort calls them (keys and the indices as values, offsets
// begin[s] = offsets[s], end[s] = offsets[s + 1]): each case prints its name, the sorted keys and the
// values. The segments are [0,5) [5,5) [5,12) [12,20); keys have ties, and -0.0 after +0.0 (equal keys to
// CUB's and rocPRIM's radix sorts).
#include <cstdio>
#include <cub/cub.cuh>

constexpr int N = 20, S = 4;
const float KEYS[N] = {3, -1, 3, 0.5f, -1, 7, 0, 2, -4, 7, -0.0f, 2, 5, 5, -2, 1, 5, -2, 9, 1};
const int OFFSETS[S + 1] = {0, 5, 5, 12, 20};

float *kin, *kout;
int *vin, *vout, *off;

void show(const char *name) {
  float k[N];
  int v[N];
  cudaMemcpy(k, kout, sizeof k, cudaMemcpyDeviceToHost);
  cudaMemcpy(v, vout, sizeof v, cudaMemcpyDeviceToHost);
  printf("%s", name);
  for (int i = 0; i < N; ++i) printf(" %g", k[i]);
  for (int i = 0; i < N; ++i) printf(" %d", v[i]);
  printf("\n");
}

template <class F> void run(const char *name, F sort) {
  size_t bytes = 0;
  sort(nullptr, bytes);
  void *temp;
  cudaMalloc(&temp, bytes);
  cudaMemset(kout, 0, N * sizeof(float));
  cudaMemset(vout, 0, N * sizeof(int));
  sort(temp, bytes);
  cudaDeviceSynchronize();
  cudaFree(temp);
  show(name);
}

int main() {
  int idx[N];
  for (int i = 0; i < N; ++i) idx[i] = i;
  cudaMalloc(&kin, sizeof KEYS);
  cudaMalloc(&kout, sizeof KEYS);
  cudaMalloc(&vin, sizeof idx);
  cudaMalloc(&vout, sizeof idx);
  cudaMalloc(&off, sizeof OFFSETS);
  cudaMemcpy(kin, KEYS, sizeof KEYS, cudaMemcpyHostToDevice);
  cudaMemcpy(vin, idx, sizeof idx, cudaMemcpyHostToDevice);
  cudaMemcpy(off, OFFSETS, sizeof OFFSETS, cudaMemcpyHostToDevice);
  run("radix_pairs", [](void *t, size_t &b) {
    cub::DeviceSegmentedRadixSort::SortPairs(t, b, kin, kout, vin, vout, N, S, off, off + 1, 0, 32);
  });
  run("radix_pairs_desc", [](void *t, size_t &b) {
    cub::DeviceSegmentedRadixSort::SortPairsDescending(t, b, kin, kout, vin, vout, N, S, off, off + 1);
  });
  run("radix_keys", [](void *t, size_t &b) {
    cub::DeviceSegmentedRadixSort::SortKeys(t, b, kin, kout, N, S, off, off + 1);
    cudaMemcpy(vout, vin, N * sizeof(int), cudaMemcpyDeviceToDevice);
  });
  run("sort_pairs", [](void *t, size_t &b) {
    cub::DeviceSegmentedSort::SortPairs(t, b, kin, kout, vin, vout, N, S, off, off + 1);
  });
  run("sort_pairs_desc", [](void *t, size_t &b) {
    cub::DeviceSegmentedSort::SortPairsDescending(t, b, kin, kout, vin, vout, N, S, off, off + 1);
  });
  run("stable_pairs", [](void *t, size_t &b) {
    cub::DeviceSegmentedSort::StableSortPairs(t, b, kin, kout, vin, vout, N, S, off, off + 1);
  });
  run("stable_keys_desc", [](void *t, size_t &b) {
    cub::DeviceSegmentedSort::StableSortKeysDescending(t, b, kin, kout, N, S, off, off + 1);
    cudaMemcpy(vout, vin, N * sizeof(int), cudaMemcpyDeviceToDevice);
  });
  return 0;
}
