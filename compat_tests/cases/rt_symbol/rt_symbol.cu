// __device__ globals through cudaMemcpyToSymbol / cudaMemcpyFromSymbol (with an offset) and cudaGetSymbolAddress.
#include "ct.cuh"

__device__ int table[16];
__device__ int total;

__global__ void sum_table() {
  int s = 0;
  for (int i = 0; i < 16; ++i) s += table[i] * (i + 1);
  total = s;
}
__global__ void bump(int* p) { p[threadIdx.x] += 100; }

int main() {
  int h[16];
  for (int i = 0; i < 16; ++i) h[i] = i * i - 3;
  CT_CHECK(cudaMemcpyToSymbol(table, h, sizeof h));
  int tail[4] = {1000, 1001, 1002, 1003};
  CT_CHECK(cudaMemcpyToSymbol(table, tail, sizeof tail, 12 * sizeof(int)));
  sum_table<<<1, 1>>>();
  int t = 0;
  CT_CHECK(cudaMemcpyFromSymbol(&t, total, sizeof t));
  printf("total: %d\n", t);
  int* addr = nullptr;
  CT_CHECK(cudaGetSymbolAddress((void**)&addr, table));
  bump<<<1, 16>>>(addr);
  int back[16];
  CT_CHECK(cudaMemcpyFromSymbol(back, table, sizeof back));
  ct_print_i("table", back, 16);
  return 0;
}
