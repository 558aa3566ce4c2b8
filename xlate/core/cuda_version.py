"""The CUDA version xlate reports: the one source of truth.

xlate's prelude headers declare this CUDA (xlate/parse/prelude: `cuda.h`'s CUDA_VERSION,
`version.txt`), the translation parses code as seen by it, translated code is compiled with it
(`-DCUDA_VERSION=...`, xlate-nvcc's `__CUDACC_VER_*__` and `--version`), and XL408 compares library
APIs' added/deprecated/removed versions against it. tests/toolchain/test_cuda_version.py checks that
the prelude declares the same version.
"""

from __future__ import annotations

CUDA_VERSION: tuple[int, int, int] = (12, 4, 0)  # major, minor, build


def cuda_version_number() -> int:
    """CUDA's own encoding of the version, as `CUDA_VERSION` / `CUDART_VERSION` spell it: 12.4 -> 12040."""
    major, minor, _ = CUDA_VERSION
    return major * 1000 + minor * 10


def cuda_major_minor() -> tuple[int, int]:
    """(major, minor), e.g. (12, 4)."""
    return CUDA_VERSION[0], CUDA_VERSION[1]
