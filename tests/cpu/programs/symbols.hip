// HIP 7.2 template symbol forms: the variable itself as the symbol (HIP_SYMBOL(x) is x in HIP),
// bounds-checked by its type; temporaries are rejected; the C (const void*) and HIP_SYMBOL forms still work.
#include <cstdio>
__device__ int table[16];
__device__ int total;
__device__ double dd;
__global__ void sum_table() { int s = 0; for (int i = 0; i < 16; ++i) s += table[i]; total = s; }
int main() {
  int h[16]; for (int i = 0; i < 16; ++i) h[i] = i;
  printf("to %d\n", (int)hipMemcpyToSymbol(table, h, sizeof h));
  int tail[2] = {100, 200};
  printf("to_off %d\n", (int)hipMemcpyToSymbol(table, tail, sizeof tail, 14 * sizeof(int)));
  printf("too_big %d\n", (int)hipMemcpyToSymbol(table, h, sizeof h, 4));
  hipLaunchKernelGGL(sum_table, dim3(1), dim3(1), 0, 0);
  int t = 0;
  printf("from %d %d\n", (int)hipMemcpyFromSymbol(&t, total, sizeof t), t);
  printf("from_big %d\n", (int)hipMemcpyFromSymbol(&t, total, 8));
  void* a = nullptr; size_t sz = 0;
  printf("addr %d %d\n", (int)hipGetSymbolAddress(&a, table), a == (void*)table);
  printf("size %d %zu\n", (int)hipGetSymbolSize(&sz, dd), sz);
  printf("temp %d\n", (int)hipMemcpyToSymbol(&total, h, 4));
  hipGetLastError();
  printf("null %d\n", (int)hipMemcpyToSymbol(nullptr, h, 4));
  hipGetLastError();
  printf("cvoid %d\n", (int)hipMemcpyToSymbol((const void*)&total, h, 4));
  printf("sref %d\n", (int)hipMemcpyFromSymbol(&t, HIP_SYMBOL(total), 4));
  hipStream_t s; hipStreamCreate(&s);
  printf("async %d\n", (int)hipMemcpyToSymbolAsync(total, h + 5, 4, 0, hipMemcpyHostToDevice, s));
  printf("async_from %d\n", (int)hipMemcpyFromSymbolAsync(&t, total, 4, 0, hipMemcpyDeviceToHost, s));
  hipStreamSynchronize(s);
  printf("t %d\n", t);
  return 0;
}
