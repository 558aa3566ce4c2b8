"""hipSPARSE on the cpu backend (xlate/cpu/libs/include/hipsparse/hipsparse.h): SpMV and SpMM of the generic
API for CSR, CSC and COO matrices, both index bases and index types, op(A)/op(B) N/T/C, float, double,
complex and half values, checked against numpy dense products of the same random matrices (built here, with
the oracle); the index conversions; the error paths; every function of the cuSPARSE mapping table either
implemented or a run-time HIPSPARSE_STATUS_NOT_SUPPORTED; and a CUDA program through xlate-nvcc -lcusparse.

The HIP program below reads its sparse matrix, dense operands, alpha and beta from a file of blobs (each an
int64 byte count, then the bytes) and the call's parameters from argv, and writes the output operand."""

from __future__ import annotations

import csv
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tests.libs import harness

REPO = Path(__file__).resolve().parents[2]
INC = REPO / "xlate" / "cpu" / "libs" / "include"

# hipDataType values (hip/library_types.h) and hipsparseIndexType_t values
R_32F, R_64F, R_16F, C_32F, C_64F, R_16BF = 0, 1, 2, 4, 5, 14
NP = {R_32F: np.float32, R_64F: np.float64, R_16F: np.float16, C_32F: np.complex64, C_64F: np.complex128}
I32, I64 = 2, 3
CSR, CSC, COO = 1, 2, 3

DRIVER = r"""
#include <hip/hip_runtime.h>
#include <hipsparse/hipsparse.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

static std::vector<char> blob(FILE* f) {
  int64_t n = 0;
  if (fread(&n, 8, 1, f) != 1) { fprintf(stderr, "short input\n"); exit(3); }
  std::vector<char> b(static_cast<size_t>(n));
  if (n && fread(b.data(), 1, n, f) != static_cast<size_t>(n)) { fprintf(stderr, "short input\n"); exit(3); }
  return b;
}
static void* dev(const std::vector<char>& b) {
  void* p = nullptr;
  if (b.empty()) return nullptr;
  hipMalloc(&p, b.size());
  hipMemcpy(p, b.data(), b.size(), hipMemcpyHostToDevice);
  return p;
}
#define CHECK(x) do { hipsparseStatus_t s_ = (x); if (s_ != HIPSPARSE_STATUS_SUCCESS) { \
  printf("%s: %s\n", #x, hipsparseGetErrorName(s_)); return 1; } } while (0)

static int spmv_or_spmm(std::map<std::string, long long>& a, const char* in, const char* out) {
  FILE* f = fopen(in, "rb");
  std::vector<char> ptr = blob(f), ind = blob(f), val = blob(f), x = blob(f), y = blob(f), al = blob(f), be = blob(f);
  fclose(f);
  void *dptr = dev(ptr), *dind = dev(ind), *dval = dev(val), *dx = dev(x), *dy = dev(y);
  hipsparseHandle_t h;
  CHECK(hipsparseCreate(&h));
  hipStream_t s;
  hipStreamCreate(&s);
  CHECK(hipsparseSetStream(h, s));
  hipsparseSpMatDescr_t A;
  const auto pt = (hipsparseIndexType_t)a["ptr_type"], it = (hipsparseIndexType_t)a["ind_type"];
  const auto base = (hipsparseIndexBase_t)a["base"];
  const auto at = (hipDataType)a["a_type"], xt = (hipDataType)a["x_type"], yt = (hipDataType)a["y_type"];
  const auto ct = (hipDataType)a["compute"];
  if (a["format"] == 1)
    CHECK(hipsparseCreateCsr(&A, a["rows"], a["cols"], a["nnz"], dptr, dind, dval, pt, it, base, at));
  else if (a["format"] == 2)
    CHECK(hipsparseCreateCsc(&A, a["rows"], a["cols"], a["nnz"], dptr, dind, dval, pt, it, base, at));
  else
    CHECK(hipsparseCreateCoo(&A, a["rows"], a["cols"], a["nnz"], dptr, dind, dval, it, base, at));
  const auto opa = (hipsparseOperation_t)a["opa"];
  size_t size = 1;
  void* buffer = nullptr;
  if (a["mm"] == 0) {
    hipsparseDnVecDescr_t X, Y;
    CHECK(hipsparseCreateDnVec(&X, a["x_size"], dx, xt));
    CHECK(hipsparseCreateDnVec(&Y, a["y_size"], dy, yt));
    CHECK(hipsparseSpMV_bufferSize(h, opa, al.data(), A, X, be.data(), Y, ct, HIPSPARSE_SPMV_ALG_DEFAULT, &size));
    hipMalloc(&buffer, size);
    CHECK(hipsparseSpMV(h, opa, al.data(), A, X, be.data(), Y, ct, HIPSPARSE_SPMV_ALG_DEFAULT, buffer));
    CHECK(hipsparseDestroyDnVec(X));
    CHECK(hipsparseDestroyDnVec(Y));
  } else {
    hipsparseDnMatDescr_t B, C;
    const auto opb = (hipsparseOperation_t)a["opb"];
    CHECK(hipsparseCreateDnMat(&B, a["b_rows"], a["b_cols"], a["ldb"], dx, xt, (hipsparseOrder_t)a["b_order"]));
    CHECK(hipsparseCreateDnMat(&C, a["c_rows"], a["c_cols"], a["ldc"], dy, yt, (hipsparseOrder_t)a["c_order"]));
    CHECK(hipsparseSpMM_bufferSize(h, opa, opb, al.data(), A, B, be.data(), C, ct, HIPSPARSE_SPMM_ALG_DEFAULT, &size));
    hipMalloc(&buffer, size);
    CHECK(hipsparseSpMM_preprocess(h, opa, opb, al.data(), A, B, be.data(), C, ct, HIPSPARSE_SPMM_ALG_DEFAULT, buffer));
    CHECK(hipsparseSpMM(h, opa, opb, al.data(), A, B, be.data(), C, ct, HIPSPARSE_SPMM_ALG_DEFAULT, buffer));
    CHECK(hipsparseDestroyDnMat(B));
    CHECK(hipsparseDestroyDnMat(C));
  }
  CHECK(hipsparseDestroySpMat(A));
  CHECK(hipsparseDestroy(h));
  hipStreamDestroy(s);
  hipMemcpy(y.data(), dy, y.size(), hipMemcpyDeviceToHost);
  FILE* o = fopen(out, "wb");
  fwrite(y.data(), 1, y.size(), o);
  fclose(o);
  printf("buffer %zu\n", size);
  return 0;
}

static int conversions(const char* in, const char* out) {
  FILE* f = fopen(in, "rb");
  std::vector<char> ptr = blob(f), rows = blob(f), m_and_base = blob(f);
  fclose(f);
  int m = reinterpret_cast<int*>(m_and_base.data())[0];
  auto base = (hipsparseIndexBase_t)reinterpret_cast<int*>(m_and_base.data())[1];
  int nnz = (int)(rows.size() / sizeof(int));
  int *rowind = nullptr, *ptr2 = nullptr, *perm = nullptr;
  hipMalloc(&rowind, rows.size() + 4);
  hipMalloc(&ptr2, ptr.size());
  hipMalloc(&perm, nnz * sizeof(int) + 4);
  hipsparseHandle_t h;
  CHECK(hipsparseCreate(&h));
  CHECK(hipsparseXcsr2coo(h, (const int*)dev(ptr), nnz, m, rowind, base));
  CHECK(hipsparseXcoo2csr(h, (const int*)dev(rows), nnz, m, ptr2, base));
  CHECK(hipsparseCreateIdentityPermutation(h, nnz, perm));
  CHECK(hipsparseDestroy(h));
  FILE* o = fopen(out, "wb");
  fwrite(rowind, sizeof(int), nnz, o);
  fwrite(ptr2, 1, ptr.size(), o);
  fwrite(perm, sizeof(int), nnz, o);
  fclose(o);
  return 0;
}

#define SAY(x) printf("%s %s\n", #x, hipsparseGetErrorName(x))
static int errors() {
  hipsparseHandle_t h;
  SAY(hipsparseCreate(nullptr));
  SAY(hipsparseCreate(&h));
  int version = 0;
  SAY(hipsparseGetVersion(h, &version));
  printf("version %d\n", version);
  hipsparseMatDescr_t md;
  SAY(hipsparseCreateMatDescr(&md));
  printf("descr %d %d %d %d\n", hipsparseGetMatType(md), hipsparseGetMatFillMode(md), hipsparseGetMatDiagType(md),
         hipsparseGetMatIndexBase(md));
  SAY(hipsparseSetMatIndexBase(md, HIPSPARSE_INDEX_BASE_ONE));
  SAY(hipsparseSetMatType(md, HIPSPARSE_MATRIX_TYPE_SYMMETRIC));
  printf("descr %d %d\n", hipsparseGetMatType(md), hipsparseGetMatIndexBase(md));
  SAY(hipsparseDestroyMatDescr(md));
  // a 2 x 3 CSR matrix [[1 0 2] [0 3 0]], x of 3, y of 2
  int ptr[3] = {0, 2, 3}, col[3] = {0, 2, 1}, bad_col[3] = {0, 3, 1};
  float val[3] = {1, 2, 3}, x[3] = {1, 1, 1}, y[2] = {-7, -7}, x4[4] = {0, 0, 0, 0};
  float alpha = 1, beta = 0;
  double dx[3] = {1, 1, 1};
  hipsparseSpMatDescr_t A, Bad;
  hipsparseDnVecDescr_t X, Y, X4, DX;
  SAY(hipsparseCreateCsr(&A, -1, 3, 3, ptr, col, val, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                         HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  SAY(hipsparseCreateCsr(&A, 2, 3, 3, ptr, col, val, HIPSPARSE_INDEX_16U, HIPSPARSE_INDEX_16U,
                         HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  SAY(hipsparseCreateCsr(&A, 2, 3, 3, ptr, col, val, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                         HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  SAY(hipsparseCreateCsr(&Bad, 2, 3, 3, ptr, bad_col, val, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                         HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  SAY(hipsparseCreateDnVec(&X, 3, x, HIP_R_32F));
  SAY(hipsparseCreateDnVec(&Y, 2, y, HIP_R_32F));
  SAY(hipsparseCreateDnVec(&X4, 4, x4, HIP_R_32F));
  SAY(hipsparseCreateDnVec(&DX, 3, dx, HIP_R_64F));
  size_t size = 0;
  SAY(hipsparseSpMV_bufferSize(nullptr, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X, &beta, Y, HIP_R_32F,
                               HIPSPARSE_SPMV_ALG_DEFAULT, &size));
  SAY(hipsparseSpMV(nullptr, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X, &beta, Y, HIP_R_32F,
                    HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
  SAY(hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X4, &beta, Y, HIP_R_32F,
                    HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
  SAY(hipsparseSpMV(h, HIPSPARSE_OPERATION_TRANSPOSE, &alpha, A, X, &beta, Y, HIP_R_32F,
                    HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
  SAY(hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, DX, &beta, Y, HIP_R_32F,
                    HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
  SAY(hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, Bad, X, &beta, Y, HIP_R_32F,
                    HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
  printf("y after errors %g %g\n", y[0], y[1]);
  SAY(hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, X, &beta, Y, HIP_R_32F,
                    HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
  printf("y %g %g\n", y[0], y[1]);
  int64_t rows, cols, nnz;
  hipsparseFormat_t fmt;
  SAY(hipsparseSpMatGetSize(A, &rows, &cols, &nnz));
  SAY(hipsparseSpMatGetFormat(A, &fmt));
  printf("size %lld %lld %lld format %d\n", (long long)rows, (long long)cols, (long long)nnz, fmt);
  hipsparseSpGEMMDescr_t g;
  SAY(hipsparseSpGEMM_createDescr(&g));
  SAY(hipsparseCsrSetStridedBatch(A, 2, 3, 3));
  SAY(hipsparseDestroySpMat(A));
  SAY(hipsparseDestroySpMat(Bad));
  SAY(hipsparseDestroyDnVec(X));
  SAY(hipsparseDestroyDnVec(Y));
  SAY(hipsparseDestroyDnVec(X4));
  SAY(hipsparseDestroyDnVec(DX));
  SAY(hipsparseDestroy(h));
  SAY(hipsparseDestroy(nullptr));
  return 0;
}

int main(int argc, char** argv) {
  if (argc >= 2 && !strcmp(argv[1], "errors")) return errors();
  if (argc >= 4 && !strcmp(argv[1], "conv")) return conversions(argv[2], argv[3]);
  if (argc < 4) return 2;
  std::map<std::string, long long> a;
  for (int i = 4; i < argc; ++i) {
    const char* eq = strchr(argv[i], '=');
    a[std::string(argv[i], eq - argv[i])] = atoll(eq + 1);
  }
  return spmv_or_spmm(a, argv[2], argv[3]);
}
"""


@pytest.fixture(scope="module")
def driver(tmp_path_factory) -> Path:
    work = tmp_path_factory.mktemp("hipsparse_cpu")
    return harness.build_cpu(DRIVER, work, 64, "driver")


# ------------------------------------------------------------------------------ the matrices and the oracle


def random_sparse(rng, rows: int, cols: int, density: float, dtype):
    """(row, col, value) of a random matrix, entries in row-major order, no duplicates."""
    mask = rng.random((rows, cols)) < density
    r, c = np.nonzero(mask)
    v = values(rng, len(r), dtype)
    return r.astype(np.int64), c.astype(np.int64), v


def values(rng, n: int, dtype) -> np.ndarray:
    dtype = np.dtype(dtype)
    if dtype.kind == "c":
        return (rng.standard_normal(n) + 1j * rng.standard_normal(n)).astype(dtype)
    return rng.standard_normal(n).astype(dtype)


def storage(fmt: int, rows: int, cols: int, r, c, v, base: int, ptr_type: int, ind_type: int):
    """(ptr, ind, values) arrays of the format, with the index base added."""
    pdt = np.int64 if ptr_type == I64 else np.int32
    idt = np.int64 if ind_type == I64 else np.int32
    if fmt == COO:
        return (r + base).astype(idt), (c + base).astype(idt), v
    if fmt == CSC:
        order = np.lexsort((r, c))  # by column, then row
        r, c, v = r[order], c[order], v[order]
        outer, inner, n = c, r, cols
    else:
        outer, inner, n = r, c, rows
    ptr = np.concatenate([[0], np.cumsum(np.bincount(outer, minlength=n))]) + base
    return ptr.astype(pdt), (inner + base).astype(idt), v


def dense_of(rows, cols, r, c, v) -> np.ndarray:
    a = np.zeros((rows, cols), dtype=np.complex128)
    a[r, c] = v.astype(np.complex128)
    return a


def op(m: np.ndarray, o: int) -> np.ndarray:
    return m if o == 0 else (m.T if o == 1 else m.conj().T)


def write_blobs(path: Path, arrays) -> None:
    with open(path, "wb") as f:
        for a in arrays:
            b = np.ascontiguousarray(a).tobytes()
            f.write(np.int64(len(b)).tobytes())
            f.write(b)


def scalar(x, compute: int) -> np.ndarray:
    return np.array([x], dtype=NP[compute])


TOL = {R_32F: 2e-5, C_32F: 2e-5, R_64F: 1e-12, C_64F: 1e-12, R_16F: 2e-3}


def run_driver(exe: Path, work: Path, blobs, **args: int) -> tuple[bytes, str]:
    inp, out = work / "in.bin", work / "out.bin"
    write_blobs(inp, blobs)
    proc = subprocess.run([str(exe), "call", str(inp), str(out), *[f"{k}={v}" for k, v in args.items()]],
                          check=False, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out.read_bytes(), proc.stdout


SPMV_CASES = [  # format, base, index types, opA, value type
    (CSR, 0, (I32, I32), 0, R_32F), (CSR, 1, (I64, I64), 1, R_64F), (CSR, 0, (I64, I32), 1, R_32F),
    (CSC, 1, (I32, I32), 0, R_64F), (CSC, 0, (I64, I64), 1, R_32F),
    (COO, 0, (I32, I32), 0, R_64F), (COO, 1, (I64, I64), 1, R_32F), (COO, 1, (I32, I32), 0, R_32F),
    (CSR, 1, (I32, I32), 2, C_32F), (COO, 0, (I64, I64), 2, C_64F), (CSC, 0, (I32, I32), 0, C_64F),
]


@pytest.mark.parametrize("fmt,base,itypes,opa,vt", SPMV_CASES)
@pytest.mark.parametrize("beta", [0.0, -0.75])
def test_spmv_matches_numpy(driver, tmp_path, fmt, base, itypes, opa, vt, beta):
    rng = np.random.default_rng(1000 * fmt + 100 * base + 10 * opa + vt)
    rows, cols = 37, 23
    r, c, v = random_sparse(rng, rows, cols, 0.2, NP[vt])
    ptr, ind, vals = storage(fmt, rows, cols, r, c, v, base, *itypes)
    a = op(dense_of(rows, cols, r, c, v), opa)
    x, y0 = values(rng, a.shape[1], NP[vt]), values(rng, a.shape[0], NP[vt])
    if beta == 0.0:
        y0[:] = np.nan  # beta == 0: y is not read
    alpha = 1.5 if np.dtype(NP[vt]).kind == "f" else 1.5 - 0.5j
    got, _ = run_driver(driver, tmp_path, [ptr, ind, vals, x, y0, scalar(alpha, vt), scalar(beta, vt)],
                        mm=0, format=fmt, rows=rows, cols=cols, nnz=len(v), ptr_type=itypes[0], ind_type=itypes[1],
                        base=base, a_type=vt, x_type=vt, y_type=vt, compute=vt, opa=opa, x_size=len(x),
                        y_size=len(y0))
    want = alpha * (a @ x.astype(np.complex128))
    if beta != 0.0:
        want = want + beta * y0.astype(np.complex128)
    got_v = np.frombuffer(got, dtype=NP[vt]).astype(np.complex128)
    np.testing.assert_allclose(got_v, want, rtol=TOL[vt], atol=TOL[vt] * np.abs(want).max())


SPMM_CASES = [  # format, base, index types, opA, opB, B order, C order, value type (orders: 1 column, 2 row)
    (CSR, 0, (I32, I32), 0, 0, 1, 1, R_32F), (CSR, 1, (I64, I64), 1, 0, 2, 1, R_64F),
    (CSR, 0, (I32, I32), 0, 1, 1, 2, R_64F), (CSC, 1, (I32, I32), 0, 0, 1, 1, R_32F),
    (CSC, 0, (I64, I64), 1, 1, 2, 2, R_64F), (COO, 0, (I32, I32), 0, 0, 2, 2, R_32F),
    (COO, 1, (I64, I64), 1, 1, 1, 1, R_64F), (CSR, 0, (I32, I32), 2, 2, 1, 1, C_32F),
    (COO, 1, (I32, I32), 0, 2, 2, 1, C_64F),
]


def dense_storage(m: np.ndarray, order: int, ld: int) -> np.ndarray:
    """m stored with leading dimension ld (padding filled with a value the product must not read)."""
    rows, cols = m.shape
    if order == 1:
        buf = np.full((cols, ld), 1e6, dtype=m.dtype)
        buf[:, :rows] = m.T
    else:
        buf = np.full((rows, ld), 1e6, dtype=m.dtype)
        buf[:, :cols] = m
    return buf.reshape(-1)


def from_storage(buf: np.ndarray, rows: int, cols: int, order: int, ld: int) -> np.ndarray:
    if order == 1:
        return buf.reshape(cols, ld)[:, :rows].T
    return buf.reshape(rows, ld)[:, :cols]


@pytest.mark.parametrize("fmt,base,itypes,opa,opb,border,corder,vt", SPMM_CASES)
def test_spmm_matches_numpy(driver, tmp_path, fmt, base, itypes, opa, opb, border, corder, vt):
    rng = np.random.default_rng(7 + 1000 * fmt + 100 * base + 10 * opa + opb + vt)
    rows, cols, n = 19, 13, 6
    r, c, v = random_sparse(rng, rows, cols, 0.3, NP[vt])
    ptr, ind, vals = storage(fmt, rows, cols, r, c, v, base, *itypes)
    a = op(dense_of(rows, cols, r, c, v), opa)
    m, k = a.shape
    b = values(rng, k * n, NP[vt]).reshape((k, n) if opb == 0 else (n, k))
    c0 = values(rng, m * n, NP[vt]).reshape(m, n)
    ldb = (b.shape[0] if border == 1 else b.shape[1]) + 3
    ldc = (m if corder == 1 else n) + 2
    alpha, beta = (0.5, 2.0) if np.dtype(NP[vt]).kind == "f" else (0.5 + 1j, 2.0 - 0.25j)
    got, out = run_driver(driver, tmp_path, [ptr, ind, vals, dense_storage(b, border, ldb),
                                             dense_storage(c0, corder, ldc), scalar(alpha, vt), scalar(beta, vt)],
                          mm=1, format=fmt, rows=rows, cols=cols, nnz=len(v), ptr_type=itypes[0],
                               ind_type=itypes[1], base=base, a_type=vt, x_type=vt, y_type=vt, compute=vt, opa=opa,
                               opb=opb, b_rows=b.shape[0], b_cols=b.shape[1], ldb=ldb, b_order=border, c_rows=m,
                               c_cols=n, ldc=ldc, c_order=corder)
    assert out == "buffer 0\n"
    want = alpha * (a @ op(b.astype(np.complex128), opb)) + beta * c0.astype(np.complex128)
    buf = np.frombuffer(got, dtype=NP[vt])
    np.testing.assert_allclose(from_storage(buf, m, n, corder, ldc).astype(np.complex128), want,
                               rtol=TOL[vt], atol=TOL[vt] * np.abs(want).max())
    pad = buf.reshape(-1, ldc)[:, (m if corder == 1 else n):]
    assert (pad == np.array(1e6, dtype=NP[vt])).all()  # C's padding is not written


def to_bf16(x: np.ndarray) -> np.ndarray:
    """float32 -> bfloat16 bits (uint16), rounded to nearest even (numpy has no bfloat16)."""
    u = x.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def from_bf16(b: np.ndarray) -> np.ndarray:
    return (b.astype(np.uint32) << 16).view(np.float32)


@pytest.mark.parametrize("in_type,out_type", [(R_16F, R_16F), (R_16F, R_32F), (R_16BF, R_16BF), (R_16BF, R_32F)])
def test_spmv_16_bit_values_with_float_compute(driver, tmp_path, in_type, out_type):
    rng = np.random.default_rng(5 + in_type + out_type)
    rows, cols = 29, 31
    r, c, v = random_sparse(rng, rows, cols, 0.25, np.float32)
    x, y0 = values(rng, cols, np.float32), values(rng, rows, np.float32)
    if in_type == R_16F:
        v, x = v.astype(np.float16), x.astype(np.float16)
        v_exact, x_exact = v.astype(np.float64), x.astype(np.float64)
    else:
        v, x = to_bf16(v), to_bf16(x)
        v_exact, x_exact = from_bf16(v).astype(np.float64), from_bf16(x).astype(np.float64)
    if out_type == R_16F:
        y0 = y0.astype(np.float16)
        y_exact = y0.astype(np.float64)
    elif out_type == R_16BF:
        y0 = to_bf16(y0)
        y_exact = from_bf16(y0).astype(np.float64)
    else:
        y_exact = y0.astype(np.float64)
    ptr, ind, vals = storage(CSR, rows, cols, r, c, v, 0, I32, I32)
    got, _ = run_driver(driver, tmp_path, [ptr, ind, vals, x, y0, scalar(1.25, R_32F), scalar(0.5, R_32F)],
                        mm=0, format=CSR, rows=rows, cols=cols, nnz=len(v), ptr_type=I32, ind_type=I32, base=0,
                        a_type=in_type, x_type=in_type, y_type=out_type, compute=R_32F, opa=0, x_size=cols,
                        y_size=rows)
    want = 1.25 * (dense_of(rows, cols, r, c, v_exact).real @ x_exact) + 0.5 * y_exact
    if out_type == R_16BF:
        got_v = from_bf16(np.frombuffer(got, dtype=np.uint16)).astype(np.float64)
    else:
        got_v = np.frombuffer(got, dtype=NP[out_type]).astype(np.float64)
    tol = {R_16F: 2e-3, R_16BF: 1e-2, R_32F: 1e-5}[out_type]  # the output's rounding, float accumulation
    np.testing.assert_allclose(got_v, want, rtol=tol, atol=tol * np.abs(want).max())


@pytest.mark.parametrize("base", [0, 1])
def test_csr2coo_coo2csr_and_identity_permutation(driver, tmp_path, base):
    rng = np.random.default_rng(11 + base)
    rows, cols = 17, 9
    r, _, _ = random_sparse(rng, rows, cols, 0.3, np.float32)
    assert (np.diff(r) >= 0).all()  # row-major entries: sorted rows, as coo2csr needs
    ptr = (np.concatenate([[0], np.cumsum(np.bincount(r, minlength=rows))]) + base).astype(np.int32)
    write_blobs(tmp_path / "in.bin", [ptr, (r + base).astype(np.int32), np.array([rows, base], dtype=np.int32)])
    proc = subprocess.run([str(driver), "conv", str(tmp_path / "in.bin"), str(tmp_path / "out.bin")],
                          check=False, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = np.frombuffer((tmp_path / "out.bin").read_bytes(), dtype=np.int32)
    nnz = len(r)
    assert out[:nnz].tolist() == (r + base).tolist()
    assert out[nnz:nnz + rows + 1].tolist() == ptr.tolist()
    assert out[nnz + rows + 1:].tolist() == list(range(nnz))


def test_error_paths_and_unsupported_functions(driver):
    proc = subprocess.run([str(driver), "errors"], check=False, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    statuses = [ln.rsplit(" ", 1)[1] for ln in lines if ln.startswith("hipsparse")]
    assert statuses == [
        "HIPSPARSE_STATUS_INVALID_VALUE", "HIPSPARSE_STATUS_SUCCESS", "HIPSPARSE_STATUS_SUCCESS",  # create, version
        "HIPSPARSE_STATUS_SUCCESS", "HIPSPARSE_STATUS_SUCCESS", "HIPSPARSE_STATUS_SUCCESS",  # mat descr
        "HIPSPARSE_STATUS_SUCCESS",
        "HIPSPARSE_STATUS_INVALID_VALUE",  # CreateCsr with rows -1
        "HIPSPARSE_STATUS_NOT_SUPPORTED",  # 16-bit indices
        "HIPSPARSE_STATUS_SUCCESS", "HIPSPARSE_STATUS_SUCCESS",  # A, Bad (its column 3 is checked at SpMV)
        "HIPSPARSE_STATUS_SUCCESS", "HIPSPARSE_STATUS_SUCCESS", "HIPSPARSE_STATUS_SUCCESS", "HIPSPARSE_STATUS_SUCCESS",
        "HIPSPARSE_STATUS_INVALID_VALUE", "HIPSPARSE_STATUS_INVALID_VALUE",  # null handle
        "HIPSPARSE_STATUS_INVALID_VALUE",  # x of 4 for 3 columns
        "HIPSPARSE_STATUS_INVALID_VALUE",  # op T: x of 3 for 2 rows
        "HIPSPARSE_STATUS_NOT_SUPPORTED",  # double x with float A and compute
        "HIPSPARSE_STATUS_INVALID_VALUE",  # a column index outside the matrix
        "HIPSPARSE_STATUS_SUCCESS",
        "HIPSPARSE_STATUS_SUCCESS", "HIPSPARSE_STATUS_SUCCESS",  # size, format
        "HIPSPARSE_STATUS_NOT_SUPPORTED", "HIPSPARSE_STATUS_NOT_SUPPORTED",  # SpGEMM, strided batch
        *["HIPSPARSE_STATUS_SUCCESS"] * 7, "HIPSPARSE_STATUS_INVALID_VALUE",  # destroy; destroy(nullptr)
    ]
    assert "version 400200" in lines
    assert "descr 0 0 0 0" in lines and "descr 1 1" in lines
    assert "y after errors -7 -7" in lines  # failed calls wrote nothing
    assert "y 3 3" in lines
    assert "size 2 3 3 format 1" in lines
    err = proc.stderr
    assert "xlate-cpu: not supported: hipsparseSpGEMM_createDescr on the cpu backend" in err
    assert "xlate-cpu: not supported: hipsparseCsrSetStridedBatch on the cpu backend" in err
    assert "xlate-cpu: not supported: hipsparseCreateCsr with index type HIPSPARSE_INDEX_16U" in err
    assert "xlate-cpu: not supported: hipsparseSpMV with value types A 0, X/B 1, Y/C 0 and compute type 0" in err


def _implemented_and_unsupported() -> tuple[set[str], set[str]]:
    text = "".join((INC / p).read_text(encoding="utf-8")
                   for p in ("hipsparse/hipsparse.h", "xlate_cpu_libs/sparse_api.h"))
    impl = set(re.findall(r"^inline [\w:* ]+?\b(hipsparse\w+)\(", text, re.MULTILINE))
    for a, b in re.findall(r"^XLATE_SPARSE_MAT_FIELD\((\w+), (\w+)", text, re.MULTILINE):
        impl |= {a, b}
    impl |= set(re.findall(r"^XLATE_SPARSE_SET_POINTERS\((\w+)", text, re.MULTILINE))
    uns = set(re.findall(r"^XLATE_SPARSE_UNSUPPORTED\((\w+)\)",
                         (INC / "xlate_cpu_libs" / "sparse_unsupported.h").read_text(encoding="utf-8"), re.MULTILINE))
    return impl, uns


def test_every_mapped_function_is_implemented_or_reports_not_supported():
    with open(REPO / "xlate" / "data" / "libs" / "cusparse.csv", newline="", encoding="utf-8") as f:
        table = {r["hip"] for r in csv.DictReader(f)
                 if r["kind"] == "function" and r["status"] in ("supported", "different")}
    impl, uns = _implemented_and_unsupported()
    assert len(impl) >= 70 and "hipsparseSpMM" in impl and "hipsparseSpMV" in impl
    assert impl & uns == set()
    # xlate_ names are wrappers of the support header <xlate/hipsparse.h>, which it defines for the cpu backend too
    wrappers = {n for n in table if n.startswith("xlate_")}
    support = (REPO / "xlate" / "rewrite" / "support" / "include" / "xlate" / "hipsparse.h").read_text(encoding="utf-8")
    defined = {f"xlate_hipsparse{p}{f}" for p in "SDCZ" for f in ("csr2gebsr_bufferSize", "gebsr2gebsc_bufferSize")
               if "XLATE_HIPSPARSE_GEBSR_BUFFER_SIZES(" + p in support}
    defined |= set(re.findall(r"inline hipsparseStatus_t (xlate_hipsparse\w+)\(", support))
    assert wrappers - defined == set(), "table wrappers <xlate/hipsparse.h> does not define"
    assert table - wrappers - impl - uns == set(), "table functions the cpu header lacks"
    # hipSPARSE functions a wrapper calls by name (xlate_hipsparseSpVV_bufferSize: hipsparseSpVV_bufferSize)
    called = set(re.findall(r"return (hipsparse\w+)\(", support))
    assert uns - table - called == set(), "unsupported entries the table does not have"


def test_implemented_names_are_the_pinned_headers_names():
    from xlate.toolchain.discover import locate_toolchain

    try:
        inc = locate_toolchain().hip_include / "hipsparse"
    except Exception as e:  # noqa: BLE001 - the pinned toolchain is set up by scripts/setup.sh
        pytest.fail(f"the pinned toolchain is needed for this check: {e}")
    declared = set()
    for h in inc.rglob("*.h"):
        declared |= set(re.findall(r"\b(hipsparse\w+)\s*\(", h.read_text(encoding="utf-8", errors="replace")))
    impl, _ = _implemented_and_unsupported()
    assert impl - declared == set()


CUDA_PROGRAM = r"""
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <cusparse.h>

#define CHECK(x) do { cusparseStatus_t s_ = (x); if (s_ != CUSPARSE_STATUS_SUCCESS) { \
  printf("%s failed: %d\n", #x, (int)s_); return 1; } } while (0)

static std::vector<char> blob(FILE* f) {
  long long n = 0;
  if (fread(&n, 8, 1, f) != 1) exit(3);
  std::vector<char> b(n);
  if (n && fread(b.data(), 1, n, f) != (size_t)n) exit(3);
  return b;
}
template <class T> static T* dev(const std::vector<char>& b) {
  T* p = nullptr;
  cudaMalloc((void**)&p, b.size());
  cudaMemcpy(p, b.data(), b.size(), cudaMemcpyHostToDevice);
  return p;
}

__global__ void scale(float* v, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= s;
}

// CSR y = A x (one-based, x scaled by a kernel on the handle's stream first), then COO C = A^T B + C
int main(int argc, char** argv) {
  FILE* f = fopen(argv[1], "rb");
  std::vector<char> ptr = blob(f), col = blob(f), row = blob(f), val = blob(f), x = blob(f), b = blob(f);
  fclose(f);
  int m = (int)(ptr.size() / 4) - 1, nnz = (int)(val.size() / 4), n = (int)(x.size() / 4);
  int k = 3;  // columns of B
  int *dptr = dev<int>(ptr), *dcol = dev<int>(col), *drow = dev<int>(row);
  float *dval = dev<float>(val), *dx = dev<float>(x), *db = dev<float>(b), *dy, *dc;
  cudaMalloc((void**)&dy, m * sizeof(float));
  cudaMalloc((void**)&dc, n * k * sizeof(float));
  cudaMemset(dc, 0, n * k * sizeof(float));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cusparseHandle_t handle;
  CHECK(cusparseCreate(&handle));
  CHECK(cusparseSetStream(handle, stream));
  scale<<<(n + 63) / 64, 64, 0, stream>>>(dx, n, 2.0f);
  cusparseSpMatDescr_t csr, coo;
  cusparseDnVecDescr_t vx, vy;
  cusparseDnMatDescr_t mb, mc;
  CHECK(cusparseCreateCsr(&csr, m, n, nnz, dptr, dcol, dval, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                          CUSPARSE_INDEX_BASE_ONE, CUDA_R_32F));
  CHECK(cusparseCreateCoo(&coo, m, n, nnz, drow, dcol, dval, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ONE,
                          CUDA_R_32F));
  CHECK(cusparseCreateDnVec(&vx, n, dx, CUDA_R_32F));
  CHECK(cusparseCreateDnVec(&vy, m, dy, CUDA_R_32F));
  CHECK(cusparseCreateDnMat(&mb, m, k, m, db, CUDA_R_32F, CUSPARSE_ORDER_COL));
  CHECK(cusparseCreateDnMat(&mc, n, k, n, dc, CUDA_R_32F, CUSPARSE_ORDER_COL));
  float alpha = 1.0f, beta = 0.0f;
  size_t size = 0;
  CHECK(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, csr, vx, &beta, vy, CUDA_R_32F,
                                CUSPARSE_SPMV_ALG_DEFAULT, &size));
  void* buffer = nullptr;
  cudaMalloc(&buffer, size);
  CHECK(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, csr, vx, &beta, vy, CUDA_R_32F,
                     CUSPARSE_SPMV_ALG_DEFAULT, buffer));
  beta = 1.0f;
  CHECK(cusparseSpMM_bufferSize(handle, CUSPARSE_OPERATION_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, coo,
                                mb, &beta, mc, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, &size));
  CHECK(cusparseSpMM(handle, CUSPARSE_OPERATION_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, coo, mb, &beta,
                     mc, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buffer));
  std::vector<float> y(m), c(n * k);
  cudaMemcpy(y.data(), dy, m * sizeof(float), cudaMemcpyDeviceToHost);
  cudaMemcpy(c.data(), dc, n * k * sizeof(float), cudaMemcpyDeviceToHost);
  for (float v : y) printf("%.6e ", v);
  printf("\n");
  for (float v : c) printf("%.6e ", v);
  printf("\n");
  CHECK(cusparseDestroySpMat(csr));
  CHECK(cusparseDestroySpMat(coo));
  CHECK(cusparseDestroyDnVec(vx));
  CHECK(cusparseDestroyDnVec(vy));
  CHECK(cusparseDestroyDnMat(mb));
  CHECK(cusparseDestroyDnMat(mc));
  CHECK(cusparseDestroy(handle));
  return 0;
}
"""


def test_cuda_program_through_xlate_nvcc_lcusparse(tmp_path):
    rng = np.random.default_rng(3)
    rows, cols = 21, 14
    r, c, v = random_sparse(rng, rows, cols, 0.3, np.float32)
    ptr, col, _ = storage(CSR, rows, cols, r, c, v, 1, I32, I32)
    x, b = values(rng, cols, np.float32), values(rng, rows * 3, np.float32)
    write_blobs(tmp_path / "in.bin", [ptr, col, (r + 1).astype(np.int32), v, x, b])
    (tmp_path / "prog.cu").write_text(CUDA_PROGRAM, encoding="utf-8")
    env = dict(os.environ, XLATE_NVCC_TARGET="cpu", XLATE_NVCC_CACHE=str(tmp_path / "cache"),
               PYTHONPATH=str(REPO))
    nvcc = Path(sys.executable).parent / "xlate-nvcc"
    proc = subprocess.run([str(nvcc), "-O1", "prog.cu", "-o", "prog", "-lcusparse"], cwd=tmp_path, env=env,
                          check=False, capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    run = subprocess.run([str(tmp_path / "prog"), str(tmp_path / "in.bin")], check=False, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    y_line, c_line = run.stdout.splitlines()
    a = dense_of(rows, cols, r, c, v).real
    want_y = a @ (2.0 * x.astype(np.float64))
    want_c = a.T @ b.astype(np.float64).reshape(3, rows).T  # B column-major, rows x 3
    np.testing.assert_allclose([float(t) for t in y_line.split()], want_y, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(np.array([float(t) for t in c_line.split()]).reshape(3, cols).T, want_c,
                               rtol=1e-5, atol=1e-5)


def test_every_mapped_cusparse_call_compiles_for_the_cpu_target(tmp_path):
    """The typed CUDA use of every supported cuSPARSE row (tests/libs/test_compile_verified's, from the
    prelude's CUDA 12 declarations), translated and compiled against the cpu backend's hipSPARSE: an
    implemented function takes the arguments CUDA code passes, an unsupported one compiles as well."""
    from tests.libs import test_compile_verified as verified
    from xlate.core.proc import run as run_proc
    from xlate.pipeline.targets import CpuTarget
    from xlate.rewrite.engine import translate_text

    all_uses, _ = verified.uses()
    names = {e.cuda for e in verified.entries() if e.category == "cusparse"}
    sparse_uses = [u for u in all_uses if u.cuda in names]
    assert len(sparse_uses) >= 450
    header = "#include <cuda_runtime.h>\n#include <cusparse.h>\ntemplate <class T> using xlate_type = T;\n"
    out, diags = translate_text(verified.calls.write_batch(sparse_uses, header), filename="sparse_uses.cu")
    assert [d for d in diags if d.severity.value == "error"] == []
    src = tmp_path / "sparse_uses.cpp"
    src.write_text(out, encoding="utf-8")
    target = CpuTarget()
    cmd = [*target.compile_head("0"), *[f"-D{d}" for d in target.translated_defines()],
           *target.translated_forced_includes(),
           "-Wno-deprecated-declarations", "-ferror-limit=0", "-fsyntax-only", "-x", "c++", str(src)]
    proc = run_proc(cmd, timeout=900, check=False)
    assert proc.returncode == 0, (proc.stderr + proc.stdout)[-6000:]


HOST_CPP = r"""
#include <library_types.h>  // CUDA's cusparse.h includes it; the toolkit folder's does not (yet)
#include <cusparse.h>
#include <cstdio>
int main() {
  int ptr[3] = {1, 3, 4}, col[3] = {1, 3, 2};  // one-based [[1 0 2] [0 3 0]]
  double val[3] = {1, 2, 3}, x[3] = {1, 10, 100}, y[2] = {0, 0}, alpha = 2, beta = 0;
  cusparseHandle_t h;
  cusparseSpMatDescr_t a;
  cusparseDnVecDescr_t vx, vy;
  if (cusparseCreate(&h) != CUSPARSE_STATUS_SUCCESS) return 1;
  cusparseCreateCsr(&a, 2, 3, 3, ptr, col, val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ONE,
                    CUDA_R_64F);
  cusparseCreateDnVec(&vx, 3, x, CUDA_R_64F);
  cusparseCreateDnVec(&vy, 2, y, CUDA_R_64F);
  int s = cusparseSpMV(h, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, a, vx, &beta, vy, CUDA_R_64F,
                       CUSPARSE_SPMV_ALG_DEFAULT, nullptr);
  printf("%d %g %g\n", s, y[0], y[1]);
  return 0;
}
"""


def test_host_cpp_built_by_a_plain_compiler_through_the_toolkit(tmp_path):
    """Host C++ calling cuSPARSE, compiled by the project's own C++ compiler against the cpu toolkit folder
    (as CMake's CUDA::cusparse builds it): the header needs no device-language extension."""
    from xlate.driver.toolkit import toolkit_root

    root = toolkit_root("cpu")
    gxx = shutil.which("g++") or shutil.which("clang++-19")
    (tmp_path / "host.cpp").write_text(HOST_CPP, encoding="utf-8")
    subprocess.run([gxx, "-std=c++17", "-I", str(root / "include"), str(tmp_path / "host.cpp"), "-o",
                    str(tmp_path / "host"), "-L", str(root / "lib64"), "-lcusparse", "-lcudart",
                    f"-Wl,-rpath,{root / 'lib64'}"], check=True, timeout=300)
    proc = subprocess.run([str(tmp_path / "host")], check=False, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == "0 402 60\n"


def test_hip_program_compiles_against_the_pinned_hipsparse(tmp_path):
    """The HIP program of these tests is hipSPARSE code as AMD's headers declare it: it compiles for gfx942
    against the pinned hipSPARSE headers too (the cpu header's names, enums and signatures are theirs)."""
    from xlate.core.proc import run as run_proc
    from xlate.toolchain.discover import find_toolchain

    tc = find_toolchain()
    src = tmp_path / "driver.hip"
    src.write_text(DRIVER, encoding="utf-8")
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-std=c++17", "-O0", "-Wno-deprecated-declarations",
           "-fsyntax-only", str(src)]
    proc = run_proc(cmd, timeout=900, check=False)
    assert proc.returncode == 0, proc.stderr[-4000:]
