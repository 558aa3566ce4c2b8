// CUB device-wide radix sort as real code calls it: the temp-storage size query (null temp pointer),
// cudaMalloc of that size, the sort on a stream. Float keys with negatives, zeros and ties (stable:
// equal keys keep their input order) carrying int values; descending unsigned keys over a bit range
// (only bits [4, 12) compared); a DoubleBuffer sort whose result lands in Current().
#include <cstdio>
#include <cub/cub.cuh>
#include <cuda_runtime.h>
#include "ct.cuh"

__global__ void make_keys(float* k, int* v, unsigned* u, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    k[i] = 0.5f * (float)((i * 37) % 23) - 5.0f;  // ties: 23 distinct values over n items
    v[i] = i;
    u[i] = (unsigned)(i * 2654435761u);
  }
}

int main() {
  const int n = 100;
  cudaStream_t s;
  CT_CHECK(cudaStreamCreate(&s));
  float *k_in, *k_out;
  int *v_in, *v_out;
  unsigned *u_in, *u_out;
  CT_CHECK(cudaMalloc(&k_in, n * sizeof(float)));
  CT_CHECK(cudaMalloc(&k_out, n * sizeof(float)));
  CT_CHECK(cudaMalloc(&v_in, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&v_out, n * sizeof(int)));
  CT_CHECK(cudaMalloc(&u_in, n * sizeof(unsigned)));
  CT_CHECK(cudaMalloc(&u_out, n * sizeof(unsigned)));
  make_keys<<<1, 128, 0, s>>>(k_in, v_in, u_in, n);

  void* temp = nullptr;
  size_t temp_bytes = 0;
  CT_CHECK(cub::DeviceRadixSort::SortPairs(temp, temp_bytes, k_in, k_out, v_in, v_out, n, 0, 32, s));
  printf("size_query_nonzero: %d\n", temp_bytes > 0 ? 1 : 0);
  CT_CHECK(cudaMalloc(&temp, temp_bytes));
  CT_CHECK(cub::DeviceRadixSort::SortPairs(temp, temp_bytes, k_in, k_out, v_in, v_out, n, 0, 32, s));
  float hk[n];
  int hv[n];
  unsigned hu[n];
  CT_CHECK(cudaMemcpyAsync(hk, k_out, sizeof(hk), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaMemcpyAsync(hv, v_out, sizeof(hv), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  ct_print_f("keys", hk, n);
  ct_print_i("values", hv, n);
  CT_CHECK(cudaFree(temp));

  temp = nullptr;
  CT_CHECK(cub::DeviceRadixSort::SortKeysDescending(temp, temp_bytes, u_in, u_out, n, 4, 12, s));
  CT_CHECK(cudaMalloc(&temp, temp_bytes));
  CT_CHECK(cub::DeviceRadixSort::SortKeysDescending(temp, temp_bytes, u_in, u_out, n, 4, 12, s));
  CT_CHECK(cudaMemcpyAsync(hu, u_out, sizeof(hu), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  ct_print_u("bits_4_12_descending", hu, n);
  CT_CHECK(cudaFree(temp));

  cub::DoubleBuffer<unsigned> db(u_in, u_out);
  temp = nullptr;
  CT_CHECK(cub::DeviceRadixSort::SortKeys(temp, temp_bytes, db, n, 0, 32, s));
  CT_CHECK(cudaMalloc(&temp, temp_bytes));
  CT_CHECK(cub::DeviceRadixSort::SortKeys(temp, temp_bytes, db, n, 0, 32, s));
  CT_CHECK(cudaMemcpyAsync(hu, db.Current(), sizeof(hu), cudaMemcpyDeviceToHost, s));
  CT_CHECK(cudaStreamSynchronize(s));
  ct_print_u("double_buffer", hu, n);
  CT_CHECK(cudaFree(temp));
  CT_CHECK(cudaStreamDestroy(s));
  CT_CHECK(cudaFree(k_in)); CT_CHECK(cudaFree(k_out)); CT_CHECK(cudaFree(v_in)); CT_CHECK(cudaFree(v_out));
  CT_CHECK(cudaFree(u_in)); CT_CHECK(cudaFree(u_out));
  return 0;
}
