"""The CUDA version xlate reports: the one source of truth, configurable with $XLATE_CUDA_VERSION.

`XLATE_CUDA_VERSION` is `MAJOR.MINOR` or `MAJOR.MINOR.BUILD` (`12.9`, `12.9.86`, `13.0`), from
CUDA 11.0 to 13.0 (OLDEST..NEWEST: the versions xlate's CUDA prelude can declare). The third number is
nvcc's build number (`nvcc --version`'s `V12.9.86`, `__CUDACC_VER_BUILD__`); 0 when not given. Unset,
it is DEFAULT, 12.9.86: the nvcc of CUDA 12.9 Update 1 (NVIDIA's conda channel lists cuda-nvcc 12.9.86
under the label cuda-12.9.1). The value is read at every call, so a changed environment is seen at once.

Who follows it: the CUDA parse (xlate/parse/flags.py passes `-DXLATE_CUDA_VERSION_NUMBER=<n>`, from
which the prelude's `cuda.h` / `cuda_runtime_api.h` / `host_defines.h` define CUDA_VERSION,
CUDART_VERSION and `__CUDACC_VER_*__`, and by which the prelude declares an API only where that CUDA
has it), translated code (`-DCUDA_VERSION=...` and `__CUDACC_VER_*__`, xlate/pipeline/targets.py),
xlate-nvcc's `--version`, the translation cache key (xlate/driver/cache.py), and XL408 (library APIs'
added/deprecated/removed versions, xlate/data/libs/cuda_versions.csv). docs/toolchain.md describes it.
"""

from __future__ import annotations

import os
import re

from xlate.errors import USAGE, XlateError

ENV_VAR = "XLATE_CUDA_VERSION"
DEFAULT: tuple[int, int, int] = (12, 9, 86)  # major, minor, nvcc build
OLDEST: tuple[int, int] = (11, 0)
NEWEST: tuple[int, int] = (13, 0)
_FORM = re.compile(r"(\d+)\.(\d+)(?:\.(\d+))?")


def _accepted() -> str:
    return f"{OLDEST[0]}.{OLDEST[1]} to {NEWEST[0]}.{NEWEST[1]}"


def parse_cuda_version(text: str) -> tuple[int, int, int]:
    """`12.9` / `12.9.86` -> (12, 9, 0) / (12, 9, 86); an error naming $XLATE_CUDA_VERSION otherwise."""
    m = _FORM.fullmatch(text.strip())
    if m is None:
        raise XlateError(f"{ENV_VAR}={text!r} is not a CUDA version: write MAJOR.MINOR or MAJOR.MINOR.BUILD "
                         f"(e.g. 12.9 or 12.9.86), from {_accepted()}", exit_code=USAGE)
    major, minor, build = int(m.group(1)), int(m.group(2)), int(m.group(3) or 0)
    if minor > 9 or not OLDEST <= (major, minor) <= NEWEST:
        raise XlateError(f"{ENV_VAR}={text!r}: xlate's CUDA headers declare CUDA {_accepted()}, "
                         f"not {major}.{minor}", exit_code=USAGE)
    return major, minor, build


def cuda_version() -> tuple[int, int, int]:
    """(major, minor, nvcc build) xlate reports: $XLATE_CUDA_VERSION, else DEFAULT."""
    text = os.environ.get(ENV_VAR, "")
    return parse_cuda_version(text) if text.strip() else DEFAULT


def cuda_version_number() -> int:
    """CUDA's own encoding of the version, as `CUDA_VERSION` / `CUDART_VERSION` spell it: 12.9 -> 12090."""
    major, minor, _ = cuda_version()
    return major * 1000 + minor * 10


def cuda_major_minor() -> tuple[int, int]:
    """(major, minor), e.g. (12, 9)."""
    major, minor, _ = cuda_version()
    return major, minor
