#include <xlate/hipfft.h>  // CUDA's cufft.h includes cuComplex.h: cuCdivf/cuCabsf need xlate/complex.h (no free line)
#include <cstdio>
#include <xlate/complex.h>
#line 3
__global__ void k(hipfftComplex* p, int n) {
  int i = threadIdx.x;
  if (i < n) p[i] = xlate_cuCdivf(p[i], make_hipFloatComplex(3e30f, 4e30f));  // CHECK: XL401 note L5 inserted as a new line
}
int main() {
  hipfftComplex h = make_hipFloatComplex(1e30f, 1e30f);
  hipfftComplex q = xlate_cuCdivf(h, make_hipFloatComplex(1e30f, 1e30f));
  printf("%g %g %g\n", q.x, q.y, xlate_cuCabsf(make_hipFloatComplex(3e30f, 4e30f)));
  return 0;
}
