// CUB's DeviceTransform::Transform over a cuda::std::tuple of inputs (two pointers and a counting
// iterator). Prints out[i] = a[i] * (i - 500) - a[i + 1] for a[i] = i * i % 97 - 40, i < N - 1. hipCUB
// 7.2.4 takes a rocprim::tuple there, so this program does not build for gfx942 (the cpu backend only).
#include <cstdio>
#include <cub/cub.cuh>
#include <cuda/std/tuple>
#include <thrust/iterator/counting_iterator.h>

constexpr int N = 301;

struct Combine {
  __device__ int operator()(int x, int i, int next) const { return x * i - next; }
};

int main() {
  int a[N], out[N - 1];
  for (int i = 0; i < N; ++i) a[i] = i * i % 97 - 40;
  int *da, *dout;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&dout, sizeof out);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cub::DeviceTransform::Transform(cuda::std::make_tuple(da, thrust::counting_iterator<int>(-500), da + 1), dout,
                                  N - 1, Combine(), stream);
  cudaStreamSynchronize(stream);
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N - 1; ++i) printf("%d ", out[i]);
  printf("\n");
  return 0;
}
