// Device printf conversions from one thread: %d %u %x %ld %lld %c %s %f %.3f %e %g, width and flags.
#include "ct.cuh"

__global__ void formats(int i, float f, double d) {
  printf("ints: %d %u %x %X %5d|%-4d|\n", i, (unsigned)i * 3u, 0xbeef, 48879, 42, 7);
  printf("longs: %ld %lld %llu\n", -123456789L, -9000000000LL, 18000000000ULL);
  printf("chars: %c%c %s\n", 'o', 'k', "str");
  printf("floats: %f %.3f %e %g %g\n", f, d, d * 1000.0, 0.0001, 123456789.0);
}

int main() {
  formats<<<1, 1>>>(-17, 1.5f, 3.14159);
  CT_CHECK(cudaDeviceSynchronize());
  return 0;
}
