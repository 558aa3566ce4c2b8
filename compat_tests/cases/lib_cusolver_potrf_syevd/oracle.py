import numpy as np

A = np.array([[6, 2, 1, 0], [2, 5, 2, 1], [1, 2, 7, 2], [0, 1, 2, 4]], dtype=np.float64)
B = np.array([[1, 0], [-2, 3], [0.5, 1], [4, -1]], dtype=np.float64)


def expected():
    chol = np.linalg.cholesky(A)
    w, v = np.linalg.eigh(A)
    assert np.min(np.diff(w)) > 0.4  # distinct eigenvalues: each projector is unique and well conditioned
    out = {
        "potrf_info": [0],
        "chol_l": [float(chol[i, j]) for j in range(4) for i in range(j, 4)],
        "potrs_info": [0],
        "chol_x": [float(x) for x in np.linalg.solve(A, B).flatten(order="F")],
        "not_spd_info": [2],
        "syevd_info": [0],
        "eigenvalues": [float(x) for x in w],
        "residual": [0.0],
        "orthogonality": [0.0],
    }
    for k in range(4):
        out[f"projector{k}"] = [float(x) for x in np.outer(v[:, k], v[:, k]).flatten(order="F")]
    return out
