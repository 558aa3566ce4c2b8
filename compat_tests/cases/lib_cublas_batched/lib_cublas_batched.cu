// cublasSgemmStridedBatched over 4 problems laid out with a stride larger than one matrix (the gap is
// never written), and cublasDgemmBatched with the pointer arrays in device memory, as real code
// builds them (a kernel writes the arrays of pointers).
#include <cstdio>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include "ct.cuh"

#define CB_CHECK(call)                                                              \
  do {                                                                              \
    cublasStatus_t st_ = (call);                                                    \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                             \
      fprintf(stderr, "%s:%d: %s failed: %d\n", __FILE__, __LINE__, #call, (int)st_); \
      exit(3);                                                                      \
    }                                                                               \
  } while (0)

__global__ void fill(float* p, int n, int mul, int mod, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = scale * (float)((i * mul) % mod - mod / 2);
}

// ptrs[b] = base + b * stride for the three arrays of pointers
__global__ void make_ptrs(const double** a, const double** b, double** c, double* da, double* db, double* dc,
                          int sa, int sb, int sc, int batch) {
  int i = threadIdx.x;
  if (i < batch) {
    a[i] = da + i * sa;
    b[i] = db + i * sb;
    c[i] = dc + i * sc;
  }
}

int main() {
  const int m = 3, n = 4, k = 2, batch = 4;
  const long long sA = m * k + 5, sB = k * n + 3, sC = m * n + 2;
  float *dA, *dB, *dC;
  CT_CHECK(cudaMalloc(&dA, sA * batch * sizeof(float)));
  CT_CHECK(cudaMalloc(&dB, sB * batch * sizeof(float)));
  CT_CHECK(cudaMalloc(&dC, sC * batch * sizeof(float)));
  fill<<<1, 128>>>(dA, (int)(sA * batch), 7, 11, 1.0f);
  fill<<<1, 128>>>(dB, (int)(sB * batch), 5, 9, 0.5f);
  fill<<<1, 128>>>(dC, (int)(sC * batch), 3, 7, 1.0f);
  cublasHandle_t h;
  CB_CHECK(cublasCreate(&h));
  const float alpha = 1.0f, beta = 2.0f;
  CB_CHECK(cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &alpha, dA, m, sA, dB, n, sB, &beta,
                                     dC, m, sC, batch));
  float hC[sC * batch];
  CT_CHECK(cudaMemcpy(hC, dC, sizeof(hC), cudaMemcpyDeviceToHost));
  ct_print_f("strided", hC, (int)(sC * batch));

  const int dm = 2, dn = 2, dk = 3, dbatch = 3;
  double *ddA, *ddB, *ddC;
  CT_CHECK(cudaMalloc(&ddA, dm * dk * dbatch * sizeof(double)));
  CT_CHECK(cudaMalloc(&ddB, dk * dn * dbatch * sizeof(double)));
  CT_CHECK(cudaMalloc(&ddC, dm * dn * dbatch * sizeof(double)));
  double hdA[dm * dk * dbatch], hdB[dk * dn * dbatch];
  for (int i = 0; i < dm * dk * dbatch; ++i) hdA[i] = (double)(i % 5) - 1.0;
  for (int i = 0; i < dk * dn * dbatch; ++i) hdB[i] = 0.25 * (double)(i % 7);
  CT_CHECK(cudaMemcpy(ddA, hdA, sizeof(hdA), cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemcpy(ddB, hdB, sizeof(hdB), cudaMemcpyHostToDevice));
  CT_CHECK(cudaMemset(ddC, 0, dm * dn * dbatch * sizeof(double)));
  const double **pA, **pB;
  double** pC;
  CT_CHECK(cudaMalloc((void**)&pA, dbatch * sizeof(double*)));
  CT_CHECK(cudaMalloc((void**)&pB, dbatch * sizeof(double*)));
  CT_CHECK(cudaMalloc((void**)&pC, dbatch * sizeof(double*)));
  make_ptrs<<<1, 32>>>(pA, pB, pC, ddA, ddB, ddC, dm * dk, dk * dn, dm * dn, dbatch);
  const double da = -1.0, db = 0.0;
  CB_CHECK(cublasDgemmBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, dm, dn, dk, &da, pA, dm, pB, dk, &db, pC, dm, dbatch));
  double hdC[dm * dn * dbatch];
  CT_CHECK(cudaMemcpy(hdC, ddC, sizeof(hdC), cudaMemcpyDeviceToHost));
  ct_print_d("batched", hdC, dm * dn * dbatch);

  CB_CHECK(cublasDestroy(h));
  CT_CHECK(cudaFree(dA)); CT_CHECK(cudaFree(dB)); CT_CHECK(cudaFree(dC));
  CT_CHECK(cudaFree(ddA)); CT_CHECK(cudaFree(ddB)); CT_CHECK(cudaFree(ddC));
  CT_CHECK(cudaFree(pA)); CT_CHECK(cudaFree(pB)); CT_CHECK(cudaFree(pC));
  return 0;
}
