// max/min calls with mixed and non-int argument types: they must resolve on the cpu target as they
// do for gfx942, to CUDA's values (max(unsigned, int) compares as unsigned: tests/cpu/test_minmax_overloads.py).
#include <cstdio>
#include <cstddef>
__global__ void k(int* o) {
  unsigned u = 3; int i = -1; size_t z = 7; long l = 5; long long ll = 9; float f = 2.5f; double d = 1.5;
  o[0] = max(u, i) ; o[1] = min(z, (size_t)4); o[2] = max(l, 6L); o[3] = max(ll, 3LL); o[4] = max(i, (int)f);
  o[5] = min(d, (double)i); o[6] = max(u, 2u); o[7] = min(ll, (long long)i); o[8] = max(short(1), 'a');
}
int main() { int* o; cudaMallocManaged(&o, 64); k<<<1,1>>>(o); cudaDeviceSynchronize();
  for (int j = 0; j < 9; ++j) printf("%d ", o[j]); printf("\n"); }
