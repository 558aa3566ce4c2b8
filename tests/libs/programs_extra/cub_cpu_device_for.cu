// CUB's DeviceFor, DeviceTransform, DeviceCopy::Batched and DeviceMemcpy::Batched on a stream, with
// device functors. Inputs: N = 1001 ints from a 32-bit LCG in [-50, 50] (the test rebuilds them). Each
// case prints its name and results.
#include <cstdio>
#include <cstdlib>
#include <cub/cub.cuh>
#include <thrust/iterator/counting_iterator.h>

constexpr int N = 1001;

unsigned lcg_state = 7;
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
void print(const char *name, const int *d, int n) {
  int *h = (int *)malloc(n * sizeof(int));
  cudaStreamSynchronize(stream);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %d", h[i]);
  printf("\n");
  free(h);
}
void print(const char *name, const float *d, int n) {
  float *h = (float *)malloc(n * sizeof(float));
  cudaStreamSynchronize(stream);
  cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %.9g", h[i]);
  printf("\n");
  free(h);
}

struct ThreeXPlusOne {
  __device__ void operator()(int &x) const { x = 3 * x + 1; }
};
struct Negate {
  __device__ void operator()(int &x) const { x = -x; }
};
struct CountNegative {  // reads the items only
  int *count;
  __device__ void operator()(int x) const {
    if (x < 0) atomicAdd(count, 1);
  }
};
struct AddTo {
  int *sum;
  __device__ void operator()(const int &x) const { atomicAdd(sum, x); }
};
struct Quadratic {  // Bulk: out[i] = i * i - 5 * i
  int *out;
  __device__ void operator()(int i) const { out[i] = i * i - 5 * i; }
};
struct Linear {
  int *out;
  __device__ void operator()(int i) const { out[i] = 3 * i + 7; }
};
struct Cube {  // over a counting iterator: out[i - 100] = i * i * i mod 1000
  int *out;
  __device__ void operator()(int i) const { out[i - 100] = (i * i * i) % 1000; }
};
struct Half {
  __device__ float operator()(int x) const { return 0.5f * x - 1; }
};
int main() {
  cudaStreamCreate(&stream);
  int a[N];
  for (int i = 0; i < N; ++i) a[i] = lcg(101) - 50;
  int *da = upload(a, N), *buf = alloc<int>(N), *counter = alloc<int>(2);
  float *fout = alloc<float>(N);

  // ---- DeviceFor
  cudaMemcpy(buf, a, sizeof a, cudaMemcpyHostToDevice);
  cub::DeviceFor::ForEachN(buf, N, ThreeXPlusOne(), stream);
  print("for_each_n", buf, N);
  {
    size_t bytes = 0;
    cub::DeviceFor::ForEach(nullptr, bytes, buf, buf + N, Negate(), stream);  // the size query only
    print("for_each_query", buf, 3);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceFor::ForEach(temp, bytes, buf, buf + N - 1, Negate(), stream);  // all but the last
    print("for_each", buf, N);
    cudaFree(temp);
  }
  cub::DeviceFor::ForEachCopyN(da, N, CountNegative{counter}, stream);
  cub::DeviceFor::ForEachCopy(da + 10, da + 500, AddTo{counter + 1}, stream);
  print("for_each_copy", counter, 2);
  int *q = alloc<int>(N);
  cub::DeviceFor::Bulk(N, Quadratic{q}, stream);
  print("bulk", q, N);
  {
    size_t bytes = 0;
    cub::DeviceFor::Bulk(nullptr, bytes, 50, Linear{q + 50}, stream);  // the size query only
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceFor::Bulk(temp, bytes, 50, Linear{q}, stream);
    cudaFree(temp);
  }
  print("bulk_temp", q, 100);
  int *cubes = alloc<int>(N);
  cub::DeviceFor::ForEachN(thrust::counting_iterator<int>(100), N, Cube{cubes}, stream);
  print("for_each_counting", cubes, N);

  // ---- DeviceTransform
  cub::DeviceTransform::Transform(da, fout, N, Half(), stream);
  print("transform_half", fout, N);
  // ---- DeviceCopy::Batched: items; DeviceMemcpy::Batched: bytes
  {
    const int nb = 4;
    const int starts[nb] = {0, 17, 300, 999};
    const int sizes[nb] = {5, 0, 123, 2};
    const int dst_starts[nb] = {900, 0, 10, 500};
    int *dst = alloc<int>(N);
    const int *in_h[nb];
    int *out_h[nb];
    for (int b = 0; b < nb; ++b) { in_h[b] = da + starts[b]; out_h[b] = dst + dst_starts[b]; }
    const int **in_d = upload(in_h, nb);
    int **out_d = upload(out_h, nb);
    int *sizes_d = upload(sizes, nb);
    size_t bytes = 0;
    cub::DeviceCopy::Batched(nullptr, bytes, in_d, out_d, sizes_d, nb, stream);
    void *temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceCopy::Batched(temp, bytes, in_d, out_d, sizes_d, nb, stream);
    print("copy_batched", dst, N);

    // bytes: odd sizes copy parts of ints (little-endian)
    const int byte_starts[nb] = {0, 17, 300, 990};
    const int byte_sizes[nb] = {7, 0, 1, 12};
    int *bdst = alloc<int>(16);
    void *vin_h[nb], *vout_h[nb];
    for (int b = 0; b < nb; ++b) {
      vin_h[b] = (void *)(da + byte_starts[b]);
      vout_h[b] = (void *)(bdst + 4 * b);
    }
    void **vin_d = upload(vin_h, nb), **vout_d = upload(vout_h, nb);
    int *bsizes_d = upload(byte_sizes, nb);
    cub::DeviceMemcpy::Batched(nullptr, bytes, vin_d, vout_d, bsizes_d, nb, stream);
    cub::DeviceMemcpy::Batched(temp, bytes, vin_d, vout_d, bsizes_d, nb, stream);
    print("memcpy_batched", bdst, 16);
    cudaFree(temp);
  }
  return 0;
}
