"""Statuses from the cuBLAS documentation (each function's table of return values: INVALID_VALUE for
m, n, k < 0, lda < max(1, rows of A as stored), ldb likewise, ldc < max(1, m))."""

import numpy as np


def expected():
    out = {k: ["INVALID_VALUE"] for k in ("gemm_negative_n", "gemm_negative_k", "gemm_small_lda",
                                          "gemm_small_lda_transposed", "gemm_small_ldb", "gemm_small_ldc",
                                          "gemv_small_lda")}
    c = -1.0 * np.arange(1, 13)
    out["c_after_refusals"] = [np.float32(v) for v in c]
    out["y_after_refusals"] = [np.float32(v) for v in 2.0 * np.arange(1, 5)]
    out.update({"axpy_n0": ["SUCCESS"], "gemv_m0": ["SUCCESS"], "gemm_k0": ["SUCCESS"], "destroy": ["SUCCESS"]})
    out["c_after_k0"] = [np.float32(v) for v in 2.0 * c]
    out["y_after_quick"] = out["y_after_refusals"]
    return out
