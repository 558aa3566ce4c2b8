"""Stream order of the cpu backend's library calls (issue 19): every cpu library waits for the work queued
before it on its stream before it reads device memory, and finishes before later work on that stream runs.

Adversarial and deterministic: on a stream s, a one-thread kernel first runs a loop of LOOP iterations
(a 64-bit LCG whose seed and length are kernel arguments and whose result is stored, so the compiler can
neither drop nor precompute it; about 50 ms on the cpu backend, against microseconds from the launch to the
library's first read) and only then writes the library
call's inputs — arrays of pointers, a device-mode alpha, the matrix, the sparse arrays, the signal; until then
they hold values that make a premature read fail (null pointers: SIGSEGV; zeros or NaN: a wrong result). The
library call follows at once on s, with no synchronisation in between. One representative call per library:
hipBLAS SgemmBatched (device pointer arrays) and Sgemm (device-mode alpha), hipBLASLt Matmul (device-mode alpha),
hipSOLVER getrf + getrs, hipSPARSE SpMV (CSR), hipFFT C2C, hipRAND GenerateUniform whose output the next kernel
consumes (the loop kernel writes the same buffer first: a generator that does not wait is overwritten),
hipCUB DeviceReduce::Sum, Thrust's device_vector element reads and thrust::reduce. Each result is compared with numpy."""

from __future__ import annotations

import subprocess

import numpy as np
import pytest

LOOP = 100_000_000  # about 50 ms per kernel on the cpu backend (20M: 9-12 ms, measured)

SOURCE = r"""
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cublasLt.h>
#include <cusolverDn.h>
#include <cusparse.h>
#include <cufft.h>
#include <curand.h>
#include <cub/cub.cuh>
#include <thrust/device_vector.h>
#include <thrust/reduce.h>

// The long loop, then z = 0 (unless the LCG hits 0, which it does not for these seeds): every store after it
// depends on the loop's result.
__device__ float slow(long long iters, unsigned long long seed, unsigned long long* sink) {
  unsigned long long x = seed;
  for (long long i = 0; i < iters; ++i) x = x * 6364136223846793005ull + 1442695040888963407ull;
  *sink = x;
  return x == 0 ? 1.0f : 0.0f;
}
static float va(int i) { return (float)((7 * i) % 11 - 5) / 2.0f; }

// src (host-filled, managed) -> dst after the loop
__global__ void slow_copy(float* dst, const float* src, int n, long long iters, unsigned long long seed,
                          unsigned long long* sink) {
  const float z = slow(iters, seed, sink);
  for (int i = 0; i < n; ++i) dst[i] = src[i] + z;
}
__global__ void slow_copy_int(int* dst, const int* src, int n, long long iters, unsigned long long seed,
                              unsigned long long* sink) {
  const float z = slow(iters, seed, sink);
  for (int i = 0; i < n; ++i) dst[i] = src[i] + (int)z;
}
// the arrays of pointers of a batched gemm, after the loop
__global__ void slow_ptrs(float** ap, float** bp, float** cp, float* a, float* b, float* c, int batch, int ma, int mb,
                          int mc, long long iters, unsigned long long seed, unsigned long long* sink) {
  const int z = (int)slow(iters, seed, sink);
  for (int i = 0; i < batch; ++i) { ap[i] = a + (i + z) * ma; bp[i] = b + (i + z) * mb; cp[i] = c + (i + z) * mc; }
}
__global__ void slow_fill(float* dst, int n, float v, long long iters, unsigned long long seed,
                          unsigned long long* sink) {
  const float z = slow(iters, seed, sink);
  for (int i = 0; i < n; ++i) dst[i] = v + z;
}
__global__ void consume(const float* in, int n, float* sum, int* bad) {
  float s = 0.0f;
  int b = 0;
  for (int i = 0; i < n; ++i) { s += in[i]; b += !(in[i] > 0.0f && in[i] <= 1.0f); }
  *sum = s;
  *bad = b;
}

template <class T> static T* managed(int n, T v) {
  T* p = nullptr;
  cudaMallocManaged(&p, sizeof(T) * (n > 0 ? n : 1));
  for (int i = 0; i < n; ++i) p[i] = v;
  return p;
}
static void print(const char* name, const float* v, int n) {
  printf("%s", name);
  for (int i = 0; i < n; ++i) printf(" %.9g", v[i]);
  printf("\n");
}

int main() {
  const long long iters = @LOOP@;
  cudaStream_t s;
  cudaStreamCreate(&s);
  unsigned long long* sink = managed<unsigned long long>(1, 0);
  const int m = 4, n = 3, k = 2, batch = 3;
  float* host = managed<float>(64, 0.0f);
  for (int i = 0; i < 64; ++i) host[i] = va(i);

  // hipBLAS: SgemmBatched with device arrays of pointers (null until the kernel writes them)
  cublasHandle_t bh;
  cublasCreate(&bh);
  cublasSetStream(bh, s);
  {
    float *a = managed<float>(batch * m * k, 0.0f), *b = managed<float>(batch * k * n, 0.0f);
    float *c = managed<float>(batch * m * n, 0.0f);
    for (int i = 0; i < batch * m * k; ++i) a[i] = va(i);
    for (int i = 0; i < batch * k * n; ++i) b[i] = va(i + 5);
    float **ap = managed<float*>(batch, nullptr), **bp = managed<float*>(batch, nullptr);
    float** cp = managed<float*>(batch, nullptr);
    slow_ptrs<<<1, 1, 0, s>>>(ap, bp, cp, a, b, c, batch, m * k, k * n, m * n, iters, 1, sink);
    const float one = 1.0f, zero = 0.0f;
    int st = cublasSgemmBatched(bh, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &one, ap, m, bp, k, &zero, cp, m, batch);
    cudaStreamSynchronize(s);
    printf("status_gemm_batched %d\n", st);
    print("gemm_batched", c, batch * m * n);
  }
  // hipBLAS: Sgemm with alpha in device memory (0 until the kernel writes 2) and A written by the kernel
  {
    float *a = managed<float>(m * k, NAN), *b = managed<float>(k * n, 0.0f), *c = managed<float>(m * n, 0.0f);
    for (int i = 0; i < k * n; ++i) b[i] = va(i + 3);
    float* alpha = managed<float>(1, 0.0f);
    float* beta = managed<float>(1, 0.0f);
    cublasSetPointerMode(bh, CUBLAS_POINTER_MODE_DEVICE);
    slow_copy<<<1, 1, 0, s>>>(a, host, m * k, iters, 2, sink);
    slow_fill<<<1, 1, 0, s>>>(alpha, 1, 2.0f, iters, 3, sink);
    int st = cublasSgemm(bh, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, alpha, a, m, b, k, beta, c, m);
    cudaStreamSynchronize(s);
    cublasSetPointerMode(bh, CUBLAS_POINTER_MODE_HOST);
    printf("status_gemm_device_alpha %d\n", st);
    print("gemm_device_alpha", c, m * n);
  }
  cublasDestroy(bh);

  // hipBLASLt: Matmul with device-mode alpha and A written by the kernel
  {
    cublasLtHandle_t lt;
    cublasLtCreate(&lt);
    float *a = managed<float>(m * k, NAN), *b = managed<float>(k * n, 0.0f), *d = managed<float>(m * n, 0.0f);
    for (int i = 0; i < k * n; ++i) b[i] = va(i + 3);
    float* alpha = managed<float>(1, 0.0f);
    float* beta = managed<float>(1, 0.0f);
    cublasLtMatmulDesc_t op;
    cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F);
    cublasLtPointerMode_t pm = CUBLASLT_POINTER_MODE_DEVICE;
    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_POINTER_MODE, &pm, sizeof(pm));
    cublasLtMatrixLayout_t la, lb, ld;
    cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, m, k, m);
    cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, k, n, k);
    cublasLtMatrixLayoutCreate(&ld, CUDA_R_32F, m, n, m);
    slow_copy<<<1, 1, 0, s>>>(a, host, m * k, iters, 4, sink);
    slow_fill<<<1, 1, 0, s>>>(alpha, 1, 2.0f, iters, 5, sink);
    int st = cublasLtMatmul(lt, op, alpha, a, la, b, lb, beta, d, ld, d, ld, nullptr, nullptr, 0, s);
    cudaStreamSynchronize(s);
    printf("status_lt_matmul %d\n", st);
    print("lt_matmul", d, m * n);
    cublasLtMatrixLayoutDestroy(la); cublasLtMatrixLayoutDestroy(lb); cublasLtMatrixLayoutDestroy(ld);
    cublasLtMatmulDescDestroy(op);
    cublasLtDestroy(lt);
  }

  // hipSOLVER: getrf then getrs on a matrix and right-hand side written by the kernels (zeros until then:
  // a singular matrix, info != 0)
  {
    cusolverDnHandle_t sh;
    cusolverDnCreate(&sh);
    cusolverDnSetStream(sh, s);
    const int N = 3;
    {  // load LAPACK first (its first call takes milliseconds, which would hide a premature read)
      float *w = managed<float>(1, 2.0f), *wb = managed<float>(1, 1.0f);
      int *wp = managed<int>(1, 0), *wi = managed<int>(1, 0);
      cusolverDnSgetrf(sh, 1, 1, w, 1, wb, wp, wi);
      cusolverDnSgetrs(sh, CUBLAS_OP_N, 1, 1, w, 1, wp, wb, 1, wi);
      cudaDeviceSynchronize();
    }
    float* src = managed<float>(N * N, 0.0f);
    const float mat[9] = {4, 1, 2, 1, 5, 1, 2, 1, 6};
    for (int i = 0; i < N * N; ++i) src[i] = mat[i];
    float *A = managed<float>(N * N, 0.0f), *B = managed<float>(N, 0.0f), *work = managed<float>(64, 0.0f);
    int *ipiv = managed<int>(N, 0), *info = managed<int>(2, -7);
    slow_copy<<<1, 1, 0, s>>>(A, src, N * N, iters, 6, sink);
    int st1 = cusolverDnSgetrf(sh, N, N, A, N, work, ipiv, info);
    slow_copy<<<1, 1, 0, s>>>(B, host, N, iters, 7, sink);
    int st2 = cusolverDnSgetrs(sh, CUBLAS_OP_N, N, 1, A, N, ipiv, B, N, info + 1);
    cudaStreamSynchronize(s);
    printf("status_solver %d %d %d %d\n", st1, st2, info[0], info[1]);
    print("getrs", B, N);
    cusolverDnDestroy(sh);
  }

  // hipSPARSE: SpMV y = A x with the CSR arrays and x written by the kernels (row offsets 0 until then: an
  // empty matrix)
  {
    cusparseHandle_t ph;
    cusparseCreate(&ph);
    cusparseSetStream(ph, s);
    const int rows = 4, cols = 4, nnz = 6;
    const int hoff[5] = {0, 2, 3, 5, 6}, hcol[6] = {0, 3, 1, 0, 2, 3};
    int *soff = managed<int>(rows + 1, 0), *scol = managed<int>(nnz, 0);
    for (int i = 0; i <= rows; ++i) soff[i] = hoff[i];
    for (int i = 0; i < nnz; ++i) scol[i] = hcol[i];
    int *off = managed<int>(rows + 1, 0), *col = managed<int>(nnz, 0);
    float *val = managed<float>(nnz, 0.0f), *x = managed<float>(cols, 0.0f), *y = managed<float>(rows, 0.0f);
    slow_copy_int<<<1, 1, 0, s>>>(off, soff, rows + 1, iters, 8, sink);
    slow_copy_int<<<1, 1, 0, s>>>(col, scol, nnz, iters, 9, sink);
    slow_copy<<<1, 1, 0, s>>>(val, host + 10, nnz, iters, 10, sink);
    slow_copy<<<1, 1, 0, s>>>(x, host + 20, cols, iters, 11, sink);
    cusparseSpMatDescr_t A;
    cusparseDnVecDescr_t vx, vy;
    cusparseCreateCsr(&A, rows, cols, nnz, off, col, val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                      CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
    cusparseCreateDnVec(&vx, cols, x, CUDA_R_32F);
    cusparseCreateDnVec(&vy, rows, y, CUDA_R_32F);
    const float one = 1.0f, zero = 0.0f;
    int st = cusparseSpMV(ph, CUSPARSE_OPERATION_NON_TRANSPOSE, &one, A, vx, &zero, vy, CUDA_R_32F,
                          CUSPARSE_SPMV_ALG_DEFAULT, nullptr);
    cudaStreamSynchronize(s);
    printf("status_spmv %d\n", st);
    print("spmv", y, rows);
    cusparseDestroySpMat(A); cusparseDestroyDnVec(vx); cusparseDestroyDnVec(vy);
    cusparseDestroy(ph);
  }

  // hipFFT: a C2C forward transform of a signal written by the kernel (zeros until then)
  {
    const int N = 8;
    cufftHandle plan;
    cufftPlan1d(&plan, N, CUFFT_C2C, 1);
    cufftSetStream(plan, s);
    cufftComplex* sig = managed<cufftComplex>(N, cufftComplex{0.0f, 0.0f});
    cufftComplex* out = managed<cufftComplex>(N, cufftComplex{0.0f, 0.0f});
    slow_copy<<<1, 1, 0, s>>>(reinterpret_cast<float*>(sig), host + 30, 2 * N, iters, 12, sink);
    int st = cufftExecC2C(plan, sig, out, CUFFT_FORWARD);
    cudaStreamSynchronize(s);
    printf("status_fft %d\n", st);
    print("fft", reinterpret_cast<float*>(out), 2 * N);
    cufftDestroy(plan);
  }

  // hipRAND: the kernel before the call writes -1 into the output after its loop; the generator must wait
  // (else its numbers are overwritten); the kernel after it consumes the numbers
  {
    const int N = 64;
    curandGenerator_t g;
    curandCreateGenerator(&g, CURAND_RNG_PSEUDO_PHILOX4_32_10);
    curandSetPseudoRandomGeneratorSeed(g, 1234);
    curandSetStream(g, s);
    float* r = managed<float>(N, 0.0f);
    float* sum = managed<float>(1, 0.0f);
    int* bad = managed<int>(1, -1);
    slow_fill<<<1, 1, 0, s>>>(r, N, -1.0f, iters, 13, sink);
    int st = curandGenerateUniform(g, r, N);
    consume<<<1, 1, 0, s>>>(r, N, sum, bad);
    cudaStreamSynchronize(s);
    curandDestroyGenerator(g);
    // the same numbers again, with nothing before them
    curandGenerator_t g2;
    curandCreateGenerator(&g2, CURAND_RNG_PSEUDO_PHILOX4_32_10);
    curandSetPseudoRandomGeneratorSeed(g2, 1234);
    float* r2 = managed<float>(N, 0.0f);
    curandGenerateUniform(g2, r2, N);
    cudaDeviceSynchronize();
    float sum2 = 0.0f;
    int same = 1;
    for (int i = 0; i < N; ++i) { sum2 += r2[i]; same &= r[i] == r2[i]; }
    printf("status_rand %d %d %d %d\n", st, *bad, same, *sum == sum2);
    curandDestroyGenerator(g2);
  }

  // hipCUB: DeviceReduce::Sum of an input written by the kernel (zeros until then)
  {
    const int N = 40;
    float* in = managed<float>(N, 0.0f);
    float* out = managed<float>(1, 0.0f);
    size_t bytes = 0;
    cub::DeviceReduce::Sum(nullptr, bytes, in, out, N, s);
    void* temp = nullptr;
    cudaMalloc(&temp, bytes > 0 ? bytes : 1);
    slow_copy<<<1, 1, 0, s>>>(in, host, N, iters, 14, sink);
    int st = (int)cub::DeviceReduce::Sum(temp, bytes, in, out, N, s);
    cudaStreamSynchronize(s);
    printf("status_cub %d\n", st);
    print("cub_sum", out, 1);
  }
  // Thrust: device_vector elements read from the host, and thrust::reduce, after a kernel on s wrote them
  {
    const int N = 16;
    thrust::device_vector<float> v(N, 0.0f);
    slow_copy<<<1, 1, 0, s>>>(thrust::raw_pointer_cast(v.data()), host, N, iters, 15, sink);
    const float first = v[0], last = v[N - 1];
    slow_copy<<<1, 1, 0, s>>>(thrust::raw_pointer_cast(v.data()), host + 16, N, iters, 16, sink);
    const float sum = thrust::reduce(v.begin(), v.end(), 0.0f);
    printf("thrust %.9g %.9g %.9g\n", first, last, sum);
  }
  printf("sink %d\n", *sink != 0);
  return 0;
}
"""


def _va(i) -> np.ndarray:
    return ((7 * np.asarray(i)) % 11 - 5) / 2.0


def _expected() -> dict[str, list[float]]:
    m, n, k, batch = 4, 3, 2, 3
    host = _va(np.arange(64))
    out: dict[str, list[float]] = {}
    a_all, b_all = _va(np.arange(batch * m * k)), _va(np.arange(batch * k * n) + 5)
    res = []
    for p in range(batch):
        a = a_all[p * m * k:(p + 1) * m * k].reshape(k, m).T
        b = b_all[p * k * n:(p + 1) * k * n].reshape(n, k).T
        res += list((a @ b).T.reshape(-1))
    out["gemm_batched"] = res
    a = host[:m * k].reshape(k, m).T
    b = _va(np.arange(k * n) + 3).reshape(n, k).T
    out["gemm_device_alpha"] = list((2.0 * a @ b).T.reshape(-1))
    out["lt_matmul"] = out["gemm_device_alpha"]
    mat = np.array([4, 1, 2, 1, 5, 1, 2, 1, 6], dtype=np.float64).reshape(3, 3).T
    out["getrs"] = list(np.linalg.solve(mat, host[:3]))
    dense = np.zeros((4, 4))
    offs, cols, vals = [0, 2, 3, 5, 6], [0, 3, 1, 0, 2, 3], host[10:16]
    for r in range(4):
        for e in range(offs[r], offs[r + 1]):
            dense[r, cols[e]] = vals[e]
    out["spmv"] = list(dense @ host[20:24])
    sig = host[30:46:2] + 1j * host[31:47:2]
    f = np.fft.fft(sig)
    out["fft"] = [v for z in f for v in (z.real, z.imag)]
    out["cub_sum"] = [float(host[:40].sum())]
    out["thrust"] = [float(host[0]), float(host[15]), float(host[16:32].sum())]
    return out


@pytest.fixture(scope="module")
def result(cpu_cache, tmp_path_factory):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program
    from xlate.rewrite.engine import translate_text

    tmp = tmp_path_factory.mktemp("stream_order")
    out, diags = translate_text(SOURCE.replace("@LOOP@", str(LOOP)), filename="stream_order.cu")
    assert [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value == "error"] == []
    path = tmp / "stream_order.hip"
    path.write_text(out, encoding="utf-8")
    exe = build_program(ProgramBuild([path], tmp / "stream_order", warp_size=64))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, (proc.returncode, proc.stdout[-3000:], proc.stderr[-3000:])
    return {ln.split()[0]: [float(x) for x in ln.split()[1:]] for ln in proc.stdout.splitlines()}


def test_expected_by_hand():
    e = _expected()
    # gemm_batched C0(0,0) = sum_p A0(0,p) B0(p,0) with A0(0,p) = va(4p), B0(p,0) = va(p + 5)
    assert e["gemm_batched"][0] == sum(float(_va(4 * p)) * float(_va(p + 5)) for p in range(2))
    assert e["cub_sum"] == [float(sum(_va(i) for i in range(40)))]


def test_every_call_succeeds(result):
    for name in ("gemm_batched", "gemm_device_alpha", "lt_matmul", "spmv", "fft", "cub"):
        assert result[f"status_{name}"] == [0], name
    assert result["status_solver"] == [0, 0, 0, 0]  # getrf, getrs, both infos 0 (not singular)
    assert result["sink"] == [1]


@pytest.mark.parametrize("name", ["gemm_batched", "gemm_device_alpha", "lt_matmul", "getrs", "spmv", "fft",
                                  "cub_sum", "thrust"])
def test_library_reads_what_the_kernel_wrote(result, name):
    # small halves: the blas/sparse/cub sums are exact; the solve and the FFT to float precision
    assert np.allclose(result[name], _expected()[name], rtol=1e-5, atol=1e-5), (result[name], _expected()[name])


def test_generator_waits_and_its_output_reaches_the_next_kernel(result):
    status, bad, same, sum_same = result["status_rand"]
    assert status == 0
    assert bad == 0  # every number in (0, 1]: none is the -1 the kernel before it wrote
    assert same == 1 and sum_same == 1  # the numbers of a generator with nothing queued before it
