"""cuBLAS's GEMM family captured into a CUDA graph, as ggml's CUDA backend records its matrix products
(llama.cpp's test-backend-ops aborted on the cpu target at its first captured cublasGemm*: the cpu hipBLAS
waited for the stream, which a capturing stream does not permit). Now a captured call is a node of the graph
and runs when the graph runs, in stream order.

Adversarial: inside the capture, kernels write the matrices and the batched call's arrays of pointers, so a
call that read them at capture time would read zeros and null pointers; the scalars alpha and beta are locals
of a function that has returned before the graph runs (host pointer mode: cuBLAS reads them at the call);
the graph runs twice with the outputs cleared in between (a node that ran only once, at capture, leaves
zeros). Sgemm, SgemmStridedBatched, GemmEx, GemmBatchedEx and GemmStridedBatchedEx (f32), each result
against numpy, exact (small integers)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from cuda_program import run_cuda_source

M, N, K, BATCH = 3, 4, 5, 2
ALPHA, BETA = 2.0, 0.5
CALLS = ("Sgemm", "SgemmStridedBatched", "GemmEx", "GemmBatchedEx", "GemmStridedBatchedEx")

SRC = r"""
#include <cstdio>
#include <cublas_v2.h>
#define M 3
#define N 4
#define K 5
#define BATCH 2
#define NCALLS 5
// inputs of each batch, written by a kernel inside the capture: A[i] = i % 7 - 3 + b, B[i] = i % 5 - 2
__global__ void fill(float *A, float *B) {
  for (int b = 0; b < BATCH; ++b) {
    for (int i = 0; i < M * K; ++i) A[b * M * K + i] = (float)(i % 7 - 3 + b);
    for (int i = 0; i < K * N; ++i) B[b * K * N + i] = (float)(i % 5 - 2);
  }
}
__global__ void ptrs(const float **pa, const float **pb, float **pc, const float *A, const float *B, float *C) {
  for (int b = 0; b < BATCH; ++b) { pa[b] = A + b * M * K; pb[b] = B + b * K * N; pc[b] = C + b * M * N; }
}
__global__ void seed(float *C) {  // C's old values, which beta scales
  for (int i = 0; i < NCALLS * BATCH * M * N; ++i) C[i] = (float)(i % 3);
}
static void issue(cublasHandle_t h, const float *A, const float *B, float *C, const float **pa, const float **pb,
                  float **pc) {
  const float alpha = 2.0f, beta = 0.5f;  // gone when the graph runs
  const int out = BATCH * M * N;
  cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &alpha, A, M, B, K, &beta, C, M);
  cublasSgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &alpha, A, M, M * K, B, K, K * N, &beta,
                            C + out, M, M * N, BATCH);
  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &alpha, A, CUDA_R_32F, M, B, CUDA_R_32F, K, &beta,
               C + 2 * out, CUDA_R_32F, M, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  cublasGemmBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &alpha, (const void **)pa, CUDA_R_32F, M,
                      (const void **)pb, CUDA_R_32F, K, &beta, (void **)pc, CUDA_R_32F, M, BATCH,
                      CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  cublasGemmStridedBatchedEx(h, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &alpha, A, CUDA_R_32F, M, M * K, B,
                             CUDA_R_32F, K, K * N, &beta, C + 4 * out, CUDA_R_32F, M, M * N, BATCH,
                             CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
}
int main() {
  float *A, *B, *C;
  const float **pa, **pb;
  float **pc;
  cudaMalloc(&A, BATCH * M * K * sizeof(float));
  cudaMalloc(&B, BATCH * K * N * sizeof(float));
  cudaMalloc(&C, NCALLS * BATCH * M * N * sizeof(float));
  cudaMalloc(&pa, BATCH * sizeof(float *));
  cudaMalloc(&pb, BATCH * sizeof(float *));
  cudaMalloc(&pc, BATCH * sizeof(float *));
  cudaMemset(A, 0, BATCH * M * K * sizeof(float));
  cudaMemset(pa, 0, BATCH * sizeof(float *));
  cudaStream_t s;
  cudaStreamCreate(&s);
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, s);
  cudaGraph_t g;
  cudaGraphExec_t ge;
  if (cudaStreamBeginCapture(s, cudaStreamCaptureModeRelaxed) != cudaSuccess) return 2;
  fill<<<1, 1, 0, s>>>(A, B);
  seed<<<1, 1, 0, s>>>(C);
  ptrs<<<1, 1, 0, s>>>(pa, pb, pc, A, B, C + 3 * BATCH * M * N);
  issue(h, A, B, C, pa, pb, pc);
  cudaError_t e = cudaStreamEndCapture(s, &g);
  if (e != cudaSuccess) { printf("capture: %s\n", cudaGetErrorString(e)); return 3; }
  if (cudaGraphInstantiate(&ge, g, 0) != cudaSuccess) return 4;
  float host[NCALLS * BATCH * M * N];
  for (int run = 0; run < 2; ++run) {
    cudaMemset(C, 0, sizeof host);
    cudaGraphLaunch(ge, s);
    if (cudaStreamSynchronize(s) != cudaSuccess) return 5;
    cudaMemcpy(host, C, sizeof host, cudaMemcpyDeviceToHost);
    for (float v : host) printf("%g ", v);
    printf("\n");
  }
  return 0;
}
"""


def expected() -> list[float]:
    """Column-major C = alpha A B + beta C0 per call and batch; the single calls (Sgemm, GemmEx) fill batch 0
    only, their batch-1 slots keep the seeded C0."""
    i = np.arange(BATCH * M * N * len(CALLS))
    c0 = (i % 3).astype(np.float64).reshape(len(CALLS), BATCH, M * N)
    out = c0.copy()
    for c, name in enumerate(CALLS):
        for b in range(BATCH if "Batched" in name else 1):
            a = (np.arange(M * K) % 7 - 3 + b).astype(np.float64).reshape(K, M).T  # column-major M x K
            bm = (np.arange(K * N) % 5 - 2).astype(np.float64).reshape(N, K).T
            cm = c0[c, b].reshape(N, M).T
            out[c, b] = (ALPHA * a @ bm + BETA * cm).T.reshape(-1)
    return out.reshape(-1).tolist()


def test_captured_gemm_calls_run_with_the_graph(tmp_path: Path):
    proc = run_cuda_source(SRC, tmp_path, "blas_capture")
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    runs = [[float(v) for v in line.split()] for line in proc.stdout.splitlines()]
    assert runs == [expected(), expected()]
