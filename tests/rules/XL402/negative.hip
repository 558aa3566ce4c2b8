// Supported library calls, and the project's own function named like an unsupported one (a member of
// its own namespace, called qualified): no XL402.
#include <xlate/hipblas.h>
namespace mine {
int cublasLtMatmulAlgoGetIds(int n) { return n; }
}
int f(hipblasHandle_t h, const float *a, float *c, int n) {
  const float one = 1.f;
  hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, a, n, a, n, &one, c, n);
  return mine::cublasLtMatmulAlgoGetIds(n);
}
