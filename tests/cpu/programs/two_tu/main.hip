#include "common.h"

int main() {
  const int n = 100;
  float* d;
  hipMalloc(&d, n * sizeof(float));
  float off = 0.25f;
  hipMemcpyToSymbol(HIP_SYMBOL(g_offset), &off, sizeof off);
  launch_squares(d, n);
  float h[n];
  hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%.2f\n", h[i]);
  float back = 0;
  hipMemcpyFromSymbol(&back, HIP_SYMBOL(g_offset), sizeof back);
  printf("offset %.2f\n", back);
  printf("too_big %s\n", hipGetErrorName(hipMemcpyToSymbol(HIP_SYMBOL(g_offset), &off, 8)));
  return 0;
}
