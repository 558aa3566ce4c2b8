// Library names that behave the same in the HIP libraries: renamed, no XL403.
#include <cublas_v2.h>
#include <curand.h>
void f(cublasHandle_t h, const float *x, float *y, int n) {
  const float a = 2.f;
  cublasSaxpy(h, n, &a, x, 1, y, 1);
  curandGenerator_t g;
  curandCreateGenerator(&g, CURAND_RNG_PSEUDO_DEFAULT);
  curandGenerateUniform(g, y, n);
  curandDestroyGenerator(g);
}
