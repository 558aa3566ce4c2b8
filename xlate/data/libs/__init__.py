"""CUDA library -> HIP library mapping tables (cuBLAS, cuBLASLt, cuRAND, cuFFT, cuFFTW, cuSPARSE, cuSOLVER,
NVTX, CUB, Thrust, cuDNN).

One CSV per library with the columns of xlate/data/api/cuda_hip.csv (README.md here). `load_all()` gives
every row, keyed by CUDA name, as `xlate.core.tables.ApiEntry` (validated by the same loader).
"""

from __future__ import annotations

import csv
import re
from pathlib import Path

from xlate.core.tables import ApiEntry, load_table
from xlate.errors import InternalError

LIBS_DIR = Path(__file__).resolve().parent
LIBRARIES = ("cublas", "cublaslt", "curand", "cufft", "cufftw", "cusparse", "cusolver", "nvtx", "cub", "thrust", "cudnn")


def table_paths() -> list[Path]:
    return [LIBS_DIR / f"{lib}.csv" for lib in LIBRARIES]


def load_all() -> dict[str, ApiEntry]:
    """CUDA name -> ApiEntry over every library table (a name in two tables is an error)."""
    out: dict[str, ApiEntry] = {}
    for path in table_paths():
        for name, entry in load_table(path).items():
            if name in out:
                raise InternalError(f"{path}: {name} is also listed in the {out[name].category} table")
            out[name] = entry
    return out


VERSIONS_PATH = LIBS_DIR / "cuda_versions.csv"
_VERSION = r"\d+\.\d+"


def versions() -> dict[str, tuple[str, str, str]]:
    """CUDA name -> (added, deprecated, removed) CUDA versions ('' when not known or never), from
    cuda_versions.csv (columns cuda, added, deprecated, removed, source; every row names its source)."""
    out: dict[str, tuple[str, str, str]] = {}
    with VERSIONS_PATH.open(encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        if tuple(reader.fieldnames or ()) != ("cuda", "added", "deprecated", "removed", "source"):
            raise InternalError(f"{VERSIONS_PATH}: header must be cuda,added,deprecated,removed,source")
        for row in reader:
            where = f"{VERSIONS_PATH}:{reader.line_num}"
            vals = tuple((row[k] or "").strip() for k in ("added", "deprecated", "removed"))
            if any(v and not re.fullmatch(_VERSION, v) for v in vals) or not (row["source"] or "").strip():
                raise InternalError(f"{where}: versions are MAJOR.MINOR and every row has a source")
            if row["cuda"] in out:
                raise InternalError(f"{where}: {row['cuda']} is listed twice")
            out[row["cuda"]] = vals  # type: ignore[assignment]
    return out


def version_tuple(v: str) -> tuple[int, int]:
    major, minor = v.split(".")
    return int(major), int(minor)
