"""CUDA library -> HIP library mapping tables (cuBLAS, cuBLASLt, cuRAND, cuFFT, cuSPARSE, cuSOLVER,
NVTX, CUB, Thrust).

One CSV per library with the columns of xlate/data/api/cuda_hip.csv (README.md here). `load_all()` gives
every row, keyed by CUDA name, as `xlate.rewrite.rules.api_names.ApiEntry` (validated by the same loader).
"""

from __future__ import annotations

from pathlib import Path

LIBS_DIR = Path(__file__).resolve().parent
LIBRARIES = ("cublas", "cublaslt", "curand", "cufft", "cusparse", "cusolver", "nvtx", "cub", "thrust")


def table_paths() -> list[Path]:
    return [LIBS_DIR / f"{lib}.csv" for lib in LIBRARIES]


def load_all() -> dict:
    """CUDA name -> ApiEntry over every library table (a name in two tables is an error)."""
    from xlate.errors import InternalError
    from xlate.rewrite.rules.api_names import load_table

    out: dict = {}
    for path in table_paths():
        for name, entry in load_table(path).items():
            if name in out:
                raise InternalError(f"{path}: {name} is also listed in the {out[name].category} table")
            out[name] = entry
    return out
