"""The cpu backend's hipBLAS "Ex" gemms (hipblasGemmEx, hipblasGemmBatchedEx, hipblasGemmStridedBatchedEx with
hipDataType f16/bf16/f32 and hipblasComputeType_t) and hipblasStrsmBatched, which llama.cpp's ggml-cuda calls
through cuBLAS. blas_ex/blas_ex.cu is translated (cuBLAS -> hipBLAS), run on the cpu backend, and compared
with numpy: the gemms exactly (small-integer inputs, exact sums), the triangular solves to float precision
against numpy.linalg.solve on the same matrices (column-major, as BLAS stores them)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
SRC = HERE / "blas_ex" / "blas_ex.cu"
M, N, K, BATCH = 5, 3, 4, 2


def _col(values, rows: int, cols: int) -> np.ndarray:
    """A column-major matrix from its element list."""
    return np.array(values, dtype=np.float64).reshape(cols, rows).T


def _va(i: int) -> float:
    return float((7 * i) % 11 - 5)


def _vb(i: int) -> float:
    return float((5 * i) % 9 - 4)


def _flat(mat: np.ndarray) -> list[float]:
    return list(mat.T.reshape(-1))


def _expected() -> dict[str, list[float]]:
    a = [_col([_va(b * M * K + i) for i in range(M * K)], M, K) for b in range(BATCH)]
    b_ = [_col([_vb(b * K * N + i) for i in range(K * N)], K, N) for b in range(BATCH)]
    out = {"gemmex": _flat(2.0 * a[0] @ b_[0] + 0.5 * np.ones((M, N)))}
    at = [_col([_va(b * M * K + i) for i in range(M * K)], K, M) for b in range(BATCH)]  # stored k x m
    out["strided"] = [v for b in range(BATCH) for v in _flat(at[b].T @ b_[b])]
    bt = [_col([_vb(b * K * N + i) for i in range(K * N)], N, K) for b in range(BATCH)]  # stored n x k
    out["batched"] = [v for b in range(BATCH) for v in _flat(2.0 * a[b] @ bt[b].T)]
    u_vals = [float((3 * i) % 5 - 2) + (6.0 if (i % (N * N)) % (N + 1) == 0 else 0.0) for i in range(BATCH * N * N)]
    us = [_col(u_vals[b * N * N:(b + 1) * N * N], N, N) for b in range(BATCH)]
    right, left = [], []
    for b in range(BATCH):
        upper = np.triu(us[b])
        rhs = 1.5 * _col([_vb(b * M * N + i) for i in range(M * N)], M, N)
        right += _flat(np.linalg.solve(upper.T, rhs.T).T)  # X U = rhs
        lower_unit = np.tril(us[b], -1) + np.eye(N)
        rhs2 = _col([_va(b * N * M + i) for i in range(N * M)], N, M)
        left += _flat(np.linalg.solve(lower_unit.T, rhs2))  # L^T Y = rhs2
    out["trsm_right"], out["trsm_left"] = right, left
    return out


def test_oracle_by_hand():
    e = _expected()
    # C(0,0) = 2 * sum_p A(0,p) B(p,0) + 0.5, A(0,p) = va(5p), B(p,0) = vb(p)
    assert e["gemmex"][0] == 2 * sum(_va(5 * p) * _vb(p) for p in range(K)) + 0.5


def test_hipblas_ex_and_trsm_match_numpy(tmp_path: Path):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    assert [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value == "error"] == []
    path = tmp_path / "blas_ex.hip"
    path.write_text(out, encoding="utf-8")
    exe = build_program(ProgramBuild([path], tmp_path / "blas_ex", warp_size=64))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, (proc.returncode, proc.stderr[-2000:])
    got = {line.split()[0]: [float(x) for x in line.split()[1:]] for line in proc.stdout.splitlines()}
    want = _expected()
    assert got.keys() == want.keys()
    for name in ("gemmex", "strided", "batched"):
        assert got[name] == want[name], name
    for name in ("trsm_right", "trsm_left"):
        assert np.allclose(got[name], want[name], rtol=1e-5, atol=1e-5), (name, got[name], want[name])
