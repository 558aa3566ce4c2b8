/* C code calling cuBLAS and cuFFT, as BART's blas.c and fft-cuda.c do: compiled by gcc -std=gnu11
 * against xlate's toolkit folder and linked with -lcublas -lcufft -lcudart. Prints every result; the
 * test compares them with numpy. Inputs are small integers and halves, exact in float. */
#include <complex.h>
#include <stdio.h>
#include <cuda_runtime_api.h>
#include <cublas_v2.h>
#include <cufft.h>

#define M 3
#define N 2
#define K 4

static void put(const char* what, const float* v, int n) {
  printf("%s", what);
  for (int i = 0; i < n; ++i) printf(" %.9g", v[i]);
  printf("\n");
}

int main(void) {
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 1;
  float a[M * K], b[K * N], c[M * N];
  for (int i = 0; i < M * K; ++i) a[i] = (float)(i % 5) - 1.5f;
  for (int i = 0; i < K * N; ++i) b[i] = (float)(i % 3) + 0.5f;
  for (int i = 0; i < M * N; ++i) c[i] = 1.0f;
  float *da, *db, *dc;
  cudaMalloc((void**)&da, sizeof a);
  cudaMalloc((void**)&db, sizeof b);
  cudaMalloc((void**)&dc, sizeof c);
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice);
  float alpha = 2.0f, beta = 0.5f;
  /* C = 2 A B + 0.5 C, column-major, A M x K, B K x N */
  if (cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &alpha, da, M, db, K, &beta, dc, M) != CUBLAS_STATUS_SUCCESS)
    return 2;
  cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
  put("sgemm", c, M * N);
  /* C = A diag(x) for the first N columns of A (M x N), x = b[0..N) */
  cublasSdgmm(h, CUBLAS_SIDE_RIGHT, M, N, da, M, db, 1, dc, M);
  cudaMemcpy(c, dc, sizeof c, cudaMemcpyDeviceToHost);
  put("sdgmm", c, M * N);

  /* complex: Z = alpha X^H Y (X K x M, Y K x N), then Z += alpha x y^T (geru), dotu, axpy */
  float complex x[K * M], y[K * N], z[M * N];
  for (int i = 0; i < K * M; ++i) x[i] = (float)(i % 4) - 1.0f + I * (0.5f * (float)(i % 3));
  for (int i = 0; i < K * N; ++i) y[i] = 0.5f * (float)(i % 5) - I * (float)(i % 2);
  float complex *dx, *dy, *dz;
  cudaMalloc((void**)&dx, sizeof x);
  cudaMalloc((void**)&dy, sizeof y);
  cudaMalloc((void**)&dz, sizeof z);
  cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice);
  cudaMemcpy(dy, y, sizeof y, cudaMemcpyHostToDevice);
  cuComplex ca = make_cuComplex(1.0f, 0.5f), cb = make_cuComplex(0.0f, 0.0f);
  if (cublasCgemm(h, CUBLAS_OP_C, CUBLAS_OP_N, M, N, K, &ca, (const cuComplex*)dx, K, (const cuComplex*)dy, K, &cb,
                  (cuComplex*)dz, M) != CUBLAS_STATUS_SUCCESS)
    return 3;
  cublasCgeru(h, M, N, &ca, (const cuComplex*)dx, 1, (const cuComplex*)dy, 1, (cuComplex*)dz, M);
  cudaMemcpy(z, dz, sizeof z, cudaMemcpyDeviceToHost);
  put("cgemm_geru", (const float*)z, 2 * M * N);
  cuComplex dot;
  cublasCdotu(h, K, (const cuComplex*)dx, 1, (const cuComplex*)dy, 1, &dot);
  printf("cdotu %.9g %.9g\n", cuCrealf(dot), cuCimagf(dot));
  cublasCaxpy(h, K, &ca, (const cuComplex*)dx, 1, (cuComplex*)dy, 1);
  cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost);
  put("caxpy", (const float*)y, 2 * K);

  /* cuFFT: 2 batches of an 8-point C2C forward transform, the extensible API with a work area */
  cufftHandle plan;
  int n = 8;
  size_t work = 0;
  float complex f[16];
  for (int i = 0; i < 16; ++i) f[i] = (float)(i % 7) - 2.0f + I * (float)(i % 3);
  float complex* df;
  cudaMalloc((void**)&df, sizeof f);
  cudaMemcpy(df, f, sizeof f, cudaMemcpyHostToDevice);
  if (cufftCreate(&plan) != CUFFT_SUCCESS) return 4;
  cufftSetAutoAllocation(plan, 0);
  if (cufftMakePlanMany(plan, 1, &n, NULL, 1, 8, NULL, 1, 8, CUFFT_C2C, 2, &work) != CUFFT_SUCCESS) return 5;
  void* area = NULL;
  cudaMalloc(&area, work > 0 ? work : 1);
  cufftSetWorkArea(plan, area);
  if (cufftExecC2C(plan, (cufftComplex*)df, (cufftComplex*)df, CUFFT_FORWARD) != CUFFT_SUCCESS) return 6;
  cudaMemcpy(f, df, sizeof f, cudaMemcpyDeviceToHost);
  put("fft", (const float*)f, 32);
  cufftDestroy(plan);
  cublasDestroy(h);
  return 0;
}
