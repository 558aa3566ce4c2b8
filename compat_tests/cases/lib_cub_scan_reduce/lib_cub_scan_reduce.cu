// CUB device-wide scans and reductions with the two-phase temp-storage protocol: InclusiveSum,
// ExclusiveSum, ExclusiveScan with a max functor and an initial value, InclusiveScan with a user functor;
// Reduce Sum/Min/Max, ArgMin/ArgMax (cub::KeyValuePair, first position of ties), Reduce with a
// functor and init. One temp allocation sized for the largest query is reused.
#include <cstdio>
#include <cub/cub.cuh>
#include <cuda_runtime.h>
#include "ct.cuh"

// CUDA 13's CCCL removed cub::Max; code defines its own
struct MaxOp {
  __host__ __device__ int operator()(int a, int b) const { return a < b ? b : a; }
};

struct AbsMax {
  __host__ __device__ int operator()(int a, int b) const {
    int x = a < 0 ? -a : a, y = b < 0 ? -b : b;
    return x < y ? y : x;
  }
};

__global__ void make_input(int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = (i * 29) % 17 - 8;
}

int main() {
  const int n = 200;
  int *in, *out, *scalar;
  cub::KeyValuePair<int, int>* kv;
  CT_CHECK(cudaMalloc(&in, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&out, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&scalar, sizeof(int)));
  CT_CHECK(cudaMalloc(&kv, sizeof(cub::KeyValuePair<int, int>)));
  make_input<<<2, 128>>>(in, n);

  // size queries: the largest wins
  size_t need = 0, b = 0;
  cub::DeviceScan::InclusiveSum(nullptr, b, in, out, n);
  need = b > need ? b : need;
  cub::DeviceScan::ExclusiveScan(nullptr, b, in, out, MaxOp(), -100, n);
  need = b > need ? b : need;
  cub::DeviceReduce::ArgMin(nullptr, b, in, kv, n);
  need = b > need ? b : need;
  cub::DeviceReduce::Reduce(nullptr, b, in, scalar, n, AbsMax(), 0);
  need = b > need ? b : need;
  void* temp;
  CT_CHECK(cudaMalloc(&temp, need));
  int h[n];
  size_t tb;
#define RUN(call, key)                                                       \
  tb = need;                                                                 \
  CT_CHECK(call);                                                            \
  CT_CHECK(cudaMemcpy(h, out, n * sizeof(int), cudaMemcpyDeviceToHost));     \
  ct_print_i(key, h, n);
  RUN(cub::DeviceScan::InclusiveSum(temp, tb, in, out, n), "inclusive_sum")
  RUN(cub::DeviceScan::ExclusiveSum(temp, tb, in, out, n), "exclusive_sum")
  RUN(cub::DeviceScan::ExclusiveScan(temp, tb, in, out, MaxOp(), -100, n), "exclusive_max_from_minus_100")
  RUN(cub::DeviceScan::InclusiveScan(temp, tb, in, out, AbsMax(), n), "inclusive_absmax")
#undef RUN
  int r;
#define RED(call, key)                                                   \
  tb = need;                                                             \
  CT_CHECK(call);                                                        \
  CT_CHECK(cudaMemcpy(&r, scalar, sizeof(int), cudaMemcpyDeviceToHost)); \
  ct_print_i(key, &r, 1);
  RED(cub::DeviceReduce::Sum(temp, tb, in, scalar, n), "sum")
  RED(cub::DeviceReduce::Min(temp, tb, in, scalar, n), "min")
  RED(cub::DeviceReduce::Max(temp, tb, in, scalar, n), "max")
  RED(cub::DeviceReduce::Reduce(temp, tb, in, scalar, n, AbsMax(), 0), "reduce_absmax")
#undef RED
  cub::KeyValuePair<int, int> hkv;
  tb = need;
  CT_CHECK(cub::DeviceReduce::ArgMin(temp, tb, in, kv, n));
  CT_CHECK(cudaMemcpy(&hkv, kv, sizeof(hkv), cudaMemcpyDeviceToHost));
  printf("argmin: %d %d\n", hkv.key, hkv.value);
  tb = need;
  CT_CHECK(cub::DeviceReduce::ArgMax(temp, tb, in, kv, n));
  CT_CHECK(cudaMemcpy(&hkv, kv, sizeof(hkv), cudaMemcpyDeviceToHost));
  printf("argmax: %d %d\n", hkv.key, hkv.value);
  CT_CHECK(cudaFree(temp));
  CT_CHECK(cudaFree(in)); CT_CHECK(cudaFree(out)); CT_CHECK(cudaFree(scalar)); CT_CHECK(cudaFree(kv));
  return 0;
}
