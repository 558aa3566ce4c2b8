// Library names that behave the same in the HIP libraries: renamed, no XL403.
#include <xlate/hipblas.h>
#include <xlate/hiprand.h>
void f(hipblasHandle_t h, const float *x, float *y, int n) {
  const float a = 2.f;
  hipblasSaxpy(h, n, &a, x, 1, y, 1);
  hiprandGenerator_t g;
  hiprandCreateGenerator(&g, HIPRAND_RNG_PSEUDO_DEFAULT);
  hiprandGenerateUniform(g, y, n);
  hiprandDestroyGenerator(g);
}
