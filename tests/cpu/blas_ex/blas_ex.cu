// cublasGemmEx / cublasGemmBatchedEx / cublasGemmStridedBatchedEx and cublasStrsmBatched, as llama.cpp's
// ggml-cuda calls them (tests/cpu/test_hipblas_ex.py computes the same with numpy). Inputs are small
// integers: A(i) = (7 i) % 11 - 5, B(i) = (5 i) % 9 - 4 (column-major element index i), exact in half and
// bfloat16, so the gemm sums are exact. Output: one line per result, its elements as floats.
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cublas_v2.h>

static float va(int i) { return (float)((7 * i) % 11 - 5); }
static float vb(int i) { return (float)((5 * i) % 9 - 4); }

int main() {
  const int m = 5, n = 3, k = 4, batch = 2;
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS) return 2;
  __half *ah, *bh, *ch;
  __nv_bfloat16 *abf, *bbf;
  float *c32;
  cudaMallocManaged(&ah, batch * m * k * sizeof(__half));
  cudaMallocManaged(&bh, batch * k * n * sizeof(__half));
  cudaMallocManaged(&ch, batch * m * n * sizeof(__half));
  cudaMallocManaged(&abf, batch * m * k * sizeof(__nv_bfloat16));
  cudaMallocManaged(&bbf, batch * k * n * sizeof(__nv_bfloat16));
  cudaMallocManaged(&c32, batch * m * n * sizeof(float));
  for (int i = 0; i < batch * m * k; ++i) { ah[i] = __float2half(va(i)); abf[i] = __float2bfloat16(va(i)); }
  for (int i = 0; i < batch * k * n; ++i) { bh[i] = __float2half(vb(i)); bbf[i] = __float2bfloat16(vb(i)); }
  for (int i = 0; i < batch * m * n; ++i) { c32[i] = 1.0f; ch[i] = __float2half(1.0f); }

  // 1. f16 x f16 -> f32, compute 32F: C = 2 A B + 0.5 C (A m x k, B k x n, no transposes)
  const float alpha = 2.0f, beta = 0.5f;
  if (cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &alpha, ah, CUDA_R_16F, m, bh, CUDA_R_16F, k, &beta, c32,
                   CUDA_R_32F, m, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT) != CUBLAS_STATUS_SUCCESS) return 3;
  cudaDeviceSynchronize();
  for (int i = 0; i < m * n; ++i) printf("%s%g", i ? " " : "gemmex ", c32[i]);
  printf("\n");

  // 2. strided batched, f16 -> f16, compute 16F, A transposed (A stored k x m): C = A^T B
  const __half one = __float2half(1.0f), zero = __float2half(0.0f);
  if (cublasGemmStridedBatchedEx(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, &one, ah, CUDA_R_16F, k, (long long)m * k, bh,
                                 CUDA_R_16F, k, (long long)k * n, &zero, ch, CUDA_R_16F, m, (long long)m * n, batch,
                                 CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT) != CUBLAS_STATUS_SUCCESS) return 4;
  cudaDeviceSynchronize();
  for (int i = 0; i < batch * m * n; ++i) printf("%s%g", i ? " " : "strided ", __half2float(ch[i]));
  printf("\n");

  // 3. batched (pointer arrays), bf16 -> f32, compute 32F, B transposed (B stored n x k): C = A B^T
  const void** ap;
  const void** bp;
  void** cp;
  cudaMallocManaged(&ap, batch * sizeof(void*));
  cudaMallocManaged(&bp, batch * sizeof(void*));
  cudaMallocManaged(&cp, batch * sizeof(void*));
  for (int b = 0; b < batch; ++b) { ap[b] = abf + b * m * k; bp[b] = bbf + b * k * n; cp[b] = c32 + b * m * n; }
  const float zf = 0.0f;
  if (cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_T, m, n, k, &alpha, ap, CUDA_R_16BF, m, bp, CUDA_R_16BF, n, &zf,
                          cp, CUDA_R_32F, m, batch, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT) != CUBLAS_STATUS_SUCCESS)
    return 5;
  cudaDeviceSynchronize();
  for (int i = 0; i < batch * m * n; ++i) printf("%s%g", i ? " " : "batched ", c32[i]);
  printf("\n");

  // 4. trsm batched, side right, upper, no transpose, non-unit: X U = 1.5 B (B m x n, U n x n)
  float *u, *x;
  cudaMallocManaged(&u, batch * n * n * sizeof(float));
  cudaMallocManaged(&x, batch * m * n * sizeof(float));
  for (int i = 0; i < batch * n * n; ++i) u[i] = (float)((3 * i) % 5 - 2) + ((i % (n * n)) % (n + 1) == 0 ? 6.0f : 0.0f);
  for (int i = 0; i < batch * m * n; ++i) x[i] = vb(i);
  const float* up[2] = {u, u + n * n};
  float* xp[2] = {x, x + m * n};
  const float** upm;
  float** xpm;
  cudaMallocManaged(&upm, 2 * sizeof(float*));
  cudaMallocManaged(&xpm, 2 * sizeof(float*));
  for (int b = 0; b < 2; ++b) { upm[b] = up[b]; xpm[b] = xp[b]; }
  const float s = 1.5f;
  if (cublasStrsmBatched(h, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, m, n, &s, upm,
                         n, xpm, m, batch) != CUBLAS_STATUS_SUCCESS) return 6;
  // 5. and side left, lower, transposed, unit diagonal: op(L) Y = B with L = the same matrices read as lower
  float* y;
  cudaMallocManaged(&y, batch * n * m * sizeof(float));
  for (int i = 0; i < batch * n * m; ++i) y[i] = va(i);
  float** ypm;
  cudaMallocManaged(&ypm, 2 * sizeof(float*));
  for (int b = 0; b < 2; ++b) ypm[b] = y + b * n * m;
  const float s1 = 1.0f;
  if (cublasStrsmBatched(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, n, m, &s1, upm, n,
                         ypm, n, batch) != CUBLAS_STATUS_SUCCESS) return 7;
  cudaDeviceSynchronize();
  for (int i = 0; i < batch * m * n; ++i) printf("%s%.9g", i ? " " : "trsm_right ", x[i]);
  printf("\n");
  for (int i = 0; i < batch * n * m; ++i) printf("%s%.9g", i ? " " : "trsm_left ", y[i]);
  printf("\n");
  cublasDestroy(h);
  return 0;
}
