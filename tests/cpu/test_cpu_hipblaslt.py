"""The cpu backend's hipBLASLt (issue 19 point 4: GEMM in every precision through cuBLASLt): a cuBLASLt program
(handle, matmul descriptor and its attributes, matrix layouts, preference, AlgoGetHeuristic, cublasLtMatmul) is
translated, built for the cpu target and run; each case's D is compared with a numpy oracle.

Inputs are multiples of 1/4 in [-1.5, 1.5] (exact in half and bfloat16), k <= 8, alpha and beta powers of two:
every product sum is exact in float, so the oracle is exact too (float64) and the comparison is exact after the
one rounding to D's type (np.float16, np.float32, or round-to-nearest-even to bfloat16) — tolerance 0 for f64,
f32, f16 and bf16 alike. GELU (tanh form) is compared at rtol 1e-5 (f32 compute) / 1e-12 (f64 compute) plus the
bfloat16/half rounding of the output where D is 16-bit (rtol 2^-8 / 2^-11). Every D buffer starts as a sentinel
(1000) and the elements outside the matrix (ld > rows, gaps between batches) must keep it."""

from __future__ import annotations

import math
import subprocess
from dataclasses import dataclass

import numpy as np
import pytest

SENTINEL = 1000.0

# cuBLAS/cuBLASLt names as the program spells them
TYPES = {"f16": "CUDA_R_16F", "bf16": "CUDA_R_16BF", "f32": "CUDA_R_32F", "f64": "CUDA_R_64F"}
COMPUTE = {"32F": "CUBLAS_COMPUTE_32F", "16F": "CUBLAS_COMPUTE_16F", "64F": "CUBLAS_COMPUTE_64F",
           "32F_FAST_16F": "CUBLAS_COMPUTE_32F_FAST_16F", "32F_FAST_16BF": "CUBLAS_COMPUTE_32F_FAST_16BF",
           "32F_FAST_TF32": "CUBLAS_COMPUTE_32F_FAST_TF32"}
EPILOGUES = {"default": "CUBLASLT_EPILOGUE_DEFAULT", "relu": "CUBLASLT_EPILOGUE_RELU",
             "bias": "CUBLASLT_EPILOGUE_BIAS", "relu_bias": "CUBLASLT_EPILOGUE_RELU_BIAS",
             "gelu": "CUBLASLT_EPILOGUE_GELU", "gelu_bias": "CUBLASLT_EPILOGUE_GELU_BIAS"}


@dataclass
class Case:
    name: str
    ab: str = "f32"
    cd: str = "f32"
    comp: str = "32F"
    m: int = 5
    n: int = 3
    k: int = 4
    ta: bool = False
    tb: bool = False
    pad: int = 0  # ld = stored rows (columns when row-major) + pad
    batch: int = 1
    gap: int = 0  # extra elements between the matrices of a batch
    row: bool = False  # every layout row-major
    epi: str = "default"
    bias_f32: bool = False  # BIAS_DATA_TYPE = the scale type (f32) instead of D's type
    alpha: float = 0.5
    beta: float = 0.25
    ptr: str = "host"  # host | device | alpha_vector
    in_place: bool = False
    nan_c: bool = False  # C holds NaN (beta must be 0)

    @property
    def scale(self) -> str:
        return {"64F": "f64", "16F": "f16"}.get(self.comp, "f32")

    # stored shapes (rows, cols) of A, B, C/D
    def shapes(self):
        a = (self.k, self.m) if self.ta else (self.m, self.k)
        b = (self.n, self.k) if self.tb else (self.k, self.n)
        return a, b, (self.m, self.n)

    def ld(self, shape) -> int:
        return (shape[1] if self.row else shape[0]) + self.pad

    def stride(self, shape) -> int:
        return self.ld(shape) * (shape[0] if self.row else shape[1]) + self.gap

    def elements(self, shape) -> int:
        return self.stride(shape) * self.batch


CASES = [
    Case("f32_nn"),
    Case("f32_tn_ld", ta=True, pad=2),
    Case("f32_nt_in_place", tb=True, in_place=True),
    Case("f32_tt_batched", ta=True, tb=True, batch=3, gap=5, pad=1),
    Case("f32_row_major", row=True, ta=True, pad=1),
    Case("f32_beta0_nan_c", beta=0.0, nan_c=True),
    Case("f32_device_scalars", ptr="device"),
    Case("f32_alpha_vector", ptr="alpha_vector", beta=0.5),
    Case("f32_fast_tf32", comp="32F_FAST_TF32", k=8),
    Case("f64_tt", ab="f64", cd="f64", comp="64F", ta=True, tb=True, pad=1),
    Case("f64_batched_in_place", ab="f64", cd="f64", comp="64F", batch=2, in_place=True),
    Case("f16_f16", ab="f16", cd="f16"),
    Case("f16_f32_batched", ab="f16", cd="f32", comp="32F_FAST_16F", batch=2, tb=True),
    Case("f16_compute16", ab="f16", cd="f16", comp="16F", ta=True),
    Case("bf16_bf16", ab="bf16", cd="bf16", comp="32F_FAST_16BF", k=8, alpha=1.0, beta=1.0),
    Case("bf16_f32_ld", ab="bf16", cd="f32", pad=3, ta=True, tb=True),
    Case("relu", epi="relu"),
    Case("bias", epi="bias", beta=0.0),
    Case("relu_bias_batched", epi="relu_bias", batch=2, gap=2),
    Case("bias_bf16", ab="bf16", cd="bf16", epi="bias", k=6),
    Case("bias_f32_type_f16", ab="f16", cd="f16", epi="relu_bias", bias_f32=True),
    Case("gelu", epi="gelu", k=8, alpha=1.0),
    Case("gelu_bias_f64", ab="f64", cd="f64", comp="64F", epi="gelu_bias"),
    Case("gelu_bf16", ab="bf16", cd="bf16", epi="gelu", alpha=1.0),
    Case("large_k_row_major", row=True, m=7, n=6, k=8, tb=True),
]

SOURCE = r"""
#include <cstdio>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cublasLt.h>

struct Case {
  const char* name; cudaDataType_t ab, cd; cublasComputeType_t comp; cudaDataType_t scale;
  int m, n, k, ta, tb; long long lda, ldb, ldc, sa, sb, sc, na, nb, nc; int batch, row;
  cublasLtEpilogue_t epi; int bias_f32; double alpha, beta; int ptr, in_place, nan_c;
};
static const Case CASES[] = {
@CASES@
};

static double val(long long e, int seed) { return (double)((7 * e + 3 * seed) % 13 - 6) / 4.0; }
static size_t esize(cudaDataType_t t) { return t == CUDA_R_32F ? 4 : t == CUDA_R_64F ? 8 : 2; }
static void put(void* p, cudaDataType_t t, size_t i, double v) {
  if (t == CUDA_R_16F) ((__half*)p)[i] = __float2half((float)v);
  else if (t == CUDA_R_16BF) ((__nv_bfloat16*)p)[i] = __float2bfloat16((float)v);
  else if (t == CUDA_R_32F) ((float*)p)[i] = (float)v;
  else ((double*)p)[i] = v;
}
static double get(const void* p, cudaDataType_t t, size_t i) {
  if (t == CUDA_R_16F) return __half2float(((const __half*)p)[i]);
  if (t == CUDA_R_16BF) return __bfloat162float(((const __nv_bfloat16*)p)[i]);
  if (t == CUDA_R_32F) return ((const float*)p)[i];
  return ((const double*)p)[i];
}
static void* filled(cudaDataType_t t, long long n, int seed, double constant, bool use_constant) {
  void* p = nullptr;
  cudaMallocManaged(&p, (size_t)n * esize(t) + 16);
  for (long long i = 0; i < n; ++i) put(p, t, i, use_constant ? constant : val(i, seed));
  return p;
}
static cublasLtMatrixLayout_t layout(cudaDataType_t t, int rows, int cols, long long ld, int batch, long long stride,
                                     int row) {
  cublasLtMatrixLayout_t l;
  if (cublasLtMatrixLayoutCreate(&l, t, rows, cols, ld) != CUBLAS_STATUS_SUCCESS) return nullptr;
  if (row) {
    cublasLtOrder_t o = CUBLASLT_ORDER_ROW;
    cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_ORDER, &o, sizeof(o));
  }
  if (batch > 1) {
    cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &batch, sizeof(batch));
    int64_t s = stride;
    cublasLtMatrixLayoutSetAttribute(l, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &s, sizeof(s));
  }
  return l;
}
// the scalar (or alpha vector of length n) as the scale type, in managed memory
static void* scalars(cudaDataType_t t, double v, int n) {
  void* p = nullptr;
  cudaMallocManaged(&p, 8 * (size_t)n);
  for (int i = 0; i < n; ++i) put(p, t, i, v * (i % 2 ? -1.0 : 1.0) * (1.0 + (i % 3)));
  return p;
}

static int run(const Case& c, cublasLtHandle_t lt) {
  const int ar = c.ta ? c.k : c.m, ac = c.ta ? c.m : c.k, br = c.tb ? c.n : c.k, bc = c.tb ? c.k : c.n;
  void* A = filled(c.ab, c.na, 1, 0, false);
  void* B = filled(c.ab, c.nb, 2, 0, false);
  void* C = filled(c.cd, c.nc, 3, NAN, c.nan_c);
  void* D = c.in_place ? C : filled(c.cd, c.nc, 0, 1000.0, true);
  cublasLtMatmulDesc_t op;
  if (cublasLtMatmulDescCreate(&op, c.comp, c.scale) != CUBLAS_STATUS_SUCCESS) return 10;
  cublasOperation_t ta = c.ta ? CUBLAS_OP_T : CUBLAS_OP_N, tb = c.tb ? CUBLAS_OP_T : CUBLAS_OP_N;
  if (cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof(ta))) return 11;
  if (cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof(tb))) return 12;
  cublasLtEpilogue_t epi = c.epi;
  if (cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &epi, sizeof(epi))) return 13;
  void* bias = nullptr;
  if (epi == CUBLASLT_EPILOGUE_BIAS || epi == CUBLASLT_EPILOGUE_RELU_BIAS || epi == CUBLASLT_EPILOGUE_GELU_BIAS) {
    cudaDataType_t bt = c.bias_f32 ? CUDA_R_32F : c.cd;
    bias = filled(bt, c.m, 4, 0, false);
    if (cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof(bias))) return 14;
    if (c.bias_f32) {
      int32_t t = CUDA_R_32F;
      if (cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, &t, sizeof(t))) return 15;
    }
  }
  char host_scalars[2][8];
  const void* alpha;
  const void* beta;
  if (c.ptr == 0) {
    put(host_scalars[0], c.scale, 0, c.alpha);
    put(host_scalars[1], c.scale, 0, c.beta);
    alpha = host_scalars[0];
    beta = host_scalars[1];
  } else {
    cublasLtPointerMode_t pm = c.ptr == 1 ? CUBLASLT_POINTER_MODE_DEVICE : CUBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST;
    if (cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_POINTER_MODE, &pm, sizeof(pm))) return 16;
    alpha = scalars(c.scale, c.alpha, c.ptr == 1 ? 1 : c.m);
    if (c.ptr == 1) {
      beta = scalars(c.scale, c.beta, 1);
    } else {
      put(host_scalars[1], c.scale, 0, c.beta);
      beta = host_scalars[1];
    }
  }
  cublasLtMatrixLayout_t la = layout(c.ab, ar, ac, c.lda, c.batch, c.sa, c.row);
  cublasLtMatrixLayout_t lb = layout(c.ab, br, bc, c.ldb, c.batch, c.sb, c.row);
  cublasLtMatrixLayout_t lc = layout(c.cd, c.m, c.n, c.ldc, c.batch, c.sc, c.row);
  cublasLtMatmulPreference_t pref;
  cublasLtMatmulPreferenceCreate(&pref);
  size_t ws = 1 << 20;
  cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &ws, sizeof(ws));
  cublasLtMatmulHeuristicResult_t res[4];
  int found = 0;
  cublasStatus_t s = cublasLtMatmulAlgoGetHeuristic(lt, op, la, lb, lc, lc, pref, 4, res, &found);
  if (s != CUBLAS_STATUS_SUCCESS || found != 1 || res[0].state != CUBLAS_STATUS_SUCCESS || res[0].workspaceSize != 0)
    return 20 + (int)s;
  s = cublasLtMatmul(lt, op, alpha, A, la, B, lb, beta, C, lc, D, lc, &res[0].algo, nullptr, 0, 0);
  if (s != CUBLAS_STATUS_SUCCESS) return 40 + (int)s;
  cudaDeviceSynchronize();
  printf("%s", c.name);
  for (long long i = 0; i < c.nc; ++i) printf(" %.17g", get(D, c.cd, i));
  printf("\n");
  cublasLtMatmulPreferenceDestroy(pref);
  cublasLtMatrixLayoutDestroy(la);
  cublasLtMatrixLayoutDestroy(lb);
  cublasLtMatrixLayoutDestroy(lc);
  cublasLtMatmulDescDestroy(op);
  cudaFree(A); cudaFree(B); cudaFree(C);
  if (!c.in_place) cudaFree(D);
  return 0;
}

// error paths and attribute queries: one line "errors" with the statuses in order
static void errors(cublasLtHandle_t lt) {
  std::vector<int> out;
  float *A, *B, *D;
  cudaMallocManaged(&A, 64 * sizeof(float));
  cudaMallocManaged(&B, 64 * sizeof(float));
  cudaMallocManaged(&D, 64 * sizeof(float));
  const float one = 1.0f, zero = 0.0f;
  cublasLtMatmulDesc_t op;
  cublasLtMatmulDescCreate(&op, CUBLAS_COMPUTE_32F, CUDA_R_32F);
  cublasLtMatrixLayout_t a, b, d, bad_ld, bad_k, half_d, tiled;
  cublasLtMatrixLayoutCreate(&a, CUDA_R_32F, 4, 3, 4);
  cublasLtMatrixLayoutCreate(&b, CUDA_R_32F, 3, 2, 3);
  cublasLtMatrixLayoutCreate(&d, CUDA_R_32F, 4, 2, 4);
  cublasLtMatrixLayoutCreate(&bad_ld, CUDA_R_32F, 4, 3, 3);  // ld 3 < 4 rows
  cublasLtMatrixLayoutCreate(&bad_k, CUDA_R_32F, 5, 2, 5);  // 5 rows, k is 3
  cublasLtMatrixLayoutCreate(&half_d, CUDA_R_16F, 4, 2, 4);  // f32 inputs with an f16 output
  cublasLtMatrixLayoutCreate(&tiled, CUDA_R_32F, 4, 3, 4);
  cublasLtOrder_t col32 = (cublasLtOrder_t)2;  // CUBLASLT_ORDER_COL32's value (no HIP name)
  out.push_back(cublasLtMatrixLayoutSetAttribute(tiled, CUBLASLT_MATRIX_LAYOUT_ORDER, &col32, sizeof(col32)));
  out.push_back(cublasLtMatmul(lt, op, &one, A, a, B, b, &zero, D, d, D, d, nullptr, nullptr, 0, 0));  // ok, algo NULL
  out.push_back(cublasLtMatmul(lt, op, &one, A, bad_ld, B, b, &zero, D, d, D, d, nullptr, nullptr, 0, 0));
  out.push_back(cublasLtMatmul(lt, op, &one, A, a, B, bad_k, &zero, D, d, D, d, nullptr, nullptr, 0, 0));
  out.push_back(cublasLtMatmul(lt, op, &one, A, a, B, b, &zero, D, half_d, D, half_d, nullptr, nullptr, 0, 0));
  out.push_back(cublasLtMatmul(lt, op, &one, A, tiled, B, b, &zero, D, d, D, d, nullptr, nullptr, 0, 0));
  cublasLtMatmulPreference_t pref;
  cublasLtMatmulPreferenceCreate(&pref);
  cublasLtMatmulHeuristicResult_t r;
  int found = -1;
  out.push_back(cublasLtMatmulAlgoGetHeuristic(lt, op, bad_ld, b, d, d, pref, 1, &r, &found));
  out.push_back(found);
  out.push_back(cublasLtMatmulAlgoGetHeuristic(lt, op, a, b, half_d, half_d, pref, 1, &r, &found));
  out.push_back(cublasLtMatmulAlgoGetHeuristic(lt, op, a, b, d, d, pref, 0, &r, &found));
  // an epilogue without a cpu definition (bias gradient)
  cublasLtEpilogue_t bgrad = CUBLASLT_EPILOGUE_BGRADA;
  out.push_back(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &bgrad, sizeof(bgrad)));
  out.push_back(cublasLtMatmul(lt, op, &one, A, a, B, b, &zero, D, d, D, d, nullptr, nullptr, 0, 0));
  cublasLtEpilogue_t plain = CUBLASLT_EPILOGUE_DEFAULT;
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &plain, sizeof(plain));
  // a bias epilogue without a bias pointer
  cublasLtEpilogue_t with_bias = CUBLASLT_EPILOGUE_BIAS;
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &with_bias, sizeof(with_bias));
  out.push_back(cublasLtMatmul(lt, op, &one, A, a, B, b, &zero, D, d, D, d, nullptr, nullptr, 0, 0));
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &plain, sizeof(plain));
  // attribute sizes: a wrong size is INVALID_VALUE, a get with size 0 reports the size
  cublasOperation_t t = CUBLAS_OP_T;
  out.push_back(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &t, 2));
  size_t written = 0;
  out.push_back(cublasLtMatmulDescGetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, nullptr, 0, &written));
  out.push_back((int)written);
  int32_t got = -1;
  cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &t, sizeof(t));
  out.push_back(cublasLtMatmulDescGetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &got, sizeof(got), &written));
  out.push_back(got == CUBLAS_OP_T);
  uint64_t rows = 0;
  out.push_back(cublasLtMatrixLayoutGetAttribute(bad_k, CUBLASLT_MATRIX_LAYOUT_ROWS, &rows, sizeof(rows), &written));
  out.push_back((int)rows);
  // a scale pointer (fp8 scaling) other than its default NULL
  void* scale = A;
  out.push_back(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, &scale, sizeof(scale)));
  scale = nullptr;
  out.push_back(cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_A_SCALE_POINTER, &scale, sizeof(scale)));
  printf("errors");
  for (int v : out) printf(" %d", v);
  printf("\n");
}

int main() {
  cublasLtHandle_t lt;
  if (cublasLtCreate(&lt) != CUBLAS_STATUS_SUCCESS) return 2;
  for (const Case& c : CASES) {
    int e = run(c, lt);
    if (e) { printf("%s failed %d\n", c.name, e); return 3; }
  }
  errors(lt);
  cublasLtDestroy(lt);
  return 0;
}
"""

# statuses (cuBLAS's values): SUCCESS 0, INVALID_VALUE 7, NOT_SUPPORTED 15 (cuBLAS) -- the program prints the
# hipBLAS values it gets after translation: SUCCESS 0, INVALID_VALUE 3, NOT_SUPPORTED 7
OK, INVALID, UNSUPPORTED = 0, 3, 7
ERRORS = [
    OK,  # set a tiled order (COL32's value: accepted; the matmul refuses it)
    OK,  # matmul with a NULL algo
    INVALID,  # lda below the rows
    INVALID,  # B's rows are not A's columns
    UNSUPPORTED,  # f32 inputs, f16 output
    UNSUPPORTED,  # tiled order
    INVALID, 0,  # heuristic: lda below the rows, no algorithm returned
    UNSUPPORTED,  # heuristic: f32 -> f16
    INVALID,  # heuristic: requestedAlgoCount 0
    OK, UNSUPPORTED,  # BGRADA: set, then the matmul refuses it
    INVALID,  # BIAS without a bias pointer
    INVALID,  # TRANSA set with 2 bytes
    OK, 4,  # size query of TRANSA
    OK, 1,  # TRANSA read back
    OK, 5,  # ROWS read back
    UNSUPPORTED, OK,  # A_SCALE_POINTER: a pointer, NULL
]


def _cases_cpp() -> str:
    rows = []
    for c in CASES:
        sa, sb, sc = c.shapes()
        ptr = {"host": 0, "device": 1, "alpha_vector": 2}[c.ptr]
        rows.append(
            f'  {{"{c.name}", {TYPES[c.ab]}, {TYPES[c.cd]}, {COMPUTE[c.comp]}, {TYPES[c.scale]}, {c.m}, {c.n}, {c.k}, '
            f"{int(c.ta)}, {int(c.tb)}, {c.ld(sa)}, {c.ld(sb)}, {c.ld(sc)}, {c.stride(sa)}, {c.stride(sb)}, "
            f"{c.stride(sc)}, {c.elements(sa)}, {c.elements(sb)}, {c.elements(sc)}, {c.batch}, {int(c.row)}, "
            f"{EPILOGUES[c.epi]}, {int(c.bias_f32)}, {c.alpha!r}, {c.beta!r}, {ptr}, {int(c.in_place)}, "
            f"{int(c.nan_c)}}},")
    return "\n".join(rows)


def _val(e: np.ndarray, seed: int) -> np.ndarray:
    return ((7 * e + 3 * seed) % 13 - 6) / 4.0


def _bf16(x: np.ndarray) -> np.ndarray:
    """float64 -> float32 -> bfloat16 (round to nearest even) -> float64, as __float2bfloat16 rounds."""
    bits = np.asarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return bits.astype(np.uint32).view(np.float32).astype(np.float64)


def _round(x: np.ndarray, t: str) -> np.ndarray:
    if t == "f16":
        return x.astype(np.float16).astype(np.float64)
    if t == "bf16":
        return _bf16(x)
    if t == "f32":
        return x.astype(np.float32).astype(np.float64)
    return x


def _gelu(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


def _matrix(buf: np.ndarray, c: Case, shape, batch: int) -> np.ndarray:
    """Matrix `batch` of a stored buffer, as (rows, cols) of the layout."""
    r, cols = shape
    ld, base = c.ld(shape), batch * c.stride(shape)
    i, j = np.meshgrid(np.arange(r), np.arange(cols), indexing="ij")
    return buf[base + (i * ld + j if c.row else i + j * ld)]


def _positions(c: Case, shape, batch: int) -> np.ndarray:
    r, cols = shape
    ld, base = c.ld(shape), batch * c.stride(shape)
    i, j = np.meshgrid(np.arange(r), np.arange(cols), indexing="ij")
    return base + (i * ld + j if c.row else i + j * ld)


def _expected(c: Case) -> tuple[np.ndarray, np.ndarray]:
    """(D's whole buffer as the oracle has it, the mask of elements written by the matmul)."""
    sa, sb, sc = c.shapes()
    a_buf = _round(_val(np.arange(c.elements(sa)), 1), c.ab)
    b_buf = _round(_val(np.arange(c.elements(sb)), 2), c.ab)
    c_buf = _round(_val(np.arange(c.elements(sc)), 3), c.cd)
    out = c_buf.copy() if c.in_place else np.full(c.elements(sc), SENTINEL)
    written = np.zeros(c.elements(sc), dtype=bool)
    if c.ptr == "alpha_vector":
        alpha = np.array([c.alpha * (-1.0 if i % 2 else 1.0) * (1.0 + i % 3) for i in range(c.m)])[:, None]
    else:
        alpha = c.alpha
    for p in range(c.batch):
        a = _matrix(a_buf, c, sa, p)
        b = _matrix(b_buf, c, sb, p)
        a = a.T if c.ta else a
        b = b.T if c.tb else b
        v = alpha * (a @ b)
        if c.beta != 0.0:
            v = v + c.beta * _matrix(c_buf, c, sc, p)
        if "bias" in c.epi:
            bias = _round(_val(np.arange(c.m), 4), "f32" if c.bias_f32 else c.cd)
            v = v + bias[:, None]
        if "relu" in c.epi:
            v = np.maximum(v, 0.0)
        if "gelu" in c.epi:
            v = _gelu(v)
        pos = _positions(c, sc, p)
        out[pos] = _round(v, c.cd)
        written[pos] = True
    return out, written


def test_oracle_by_hand():
    c = CASES[0]  # f32_nn: D(0,0) = 0.5 sum_p A(0,p) B(p,0) + 0.25 C(0,0), column-major, ld = rows
    want, written = _expected(c)
    a0 = sum(float(_val(np.array(p * c.m), 1)) * float(_val(np.array(p), 2)) for p in range(c.k))
    assert want[0] == 0.5 * a0 + 0.25 * float(_val(np.array(0), 3))
    assert written.all()
    assert _bf16(np.array([1.0 + 2 ** -8]))[0] == 1.0  # a tie rounds to even
    assert _bf16(np.array([1.0 + 3 * 2 ** -8]))[0] == 1.0 + 2 ** -6


@pytest.fixture(scope="module")
def outputs(tmp_path_factory, cpu_cache):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program
    from xlate.rewrite.engine import translate_text

    tmp = tmp_path_factory.mktemp("hipblaslt")
    src = SOURCE.replace("@CASES@", _cases_cpp())
    out, diags = translate_text(src, filename="lt.cu")
    assert [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value == "error"] == []
    path = tmp / "lt.hip"
    path.write_text(out, encoding="utf-8")
    results = {}
    for ws in (64, 32):
        exe = build_program(ProgramBuild([path], tmp / f"lt-w{ws}", warp_size=ws))
        proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300, check=False)
        assert proc.returncode == 0, (ws, proc.returncode, proc.stdout[-2000:], proc.stderr[-2000:])
        results[ws] = {ln.split()[0]: [float(x) for x in ln.split()[1:]] for ln in proc.stdout.splitlines()}
    return results


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_matmul_matches_numpy(outputs, case):
    got = np.array(outputs[64][case.name])
    want, written = _expected(case)
    assert got.shape == want.shape
    assert np.array_equal(got[~written], want[~written]), "elements outside the matrices changed"
    if "gelu" not in case.epi:
        assert np.array_equal(got[written], want[written]), (got[written], want[written])
        return
    rtol = {"f32": 1e-5, "f64": 1e-12, "f16": 2.0 ** -10, "bf16": 2.0 ** -7}[case.cd]
    assert np.allclose(got[written], want[written], rtol=rtol, atol=1e-6)


def test_wave32_gives_the_same_results(outputs):
    assert outputs[32] == outputs[64]


def test_error_paths_and_attributes(outputs):
    assert outputs[64]["errors"] == ERRORS
