#include <cufft.h>  // CUDA's cufft.h includes cuComplex.h: cuCdivf/cuCabsf need xlate/complex.h (no free line)
#include <cstdio>
__global__ void k(cufftComplex* p, int n) {
  int i = threadIdx.x;
  if (i < n) p[i] = cuCdivf(p[i], make_cuFloatComplex(3e30f, 4e30f));  // CHECK: XL401 note L5 inserted as a new line
}
int main() {
  cufftComplex h = make_cuFloatComplex(1e30f, 1e30f);
  cufftComplex q = cuCdivf(h, make_cuFloatComplex(1e30f, 1e30f));
  printf("%g %g %g\n", q.x, q.y, cuCabsf(make_cuFloatComplex(3e30f, 4e30f)));
  return 0;
}
