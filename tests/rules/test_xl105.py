"""XL105 (xlate/rewrite/rules/api/xl105_call_forms.py): CUDA calls whose form changed between CUDA versions.

The fixtures `tests/rules/XL105/<name>.cu` (expected translation and CHECK lines) are run by
tests/rules/test_fixtures.py; here the full translation of every fixture must compile for gfx942 (also
with the CUDA 13 branch active).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from xlate.rewrite.engine import translate_text
from xlate.rewrite.rules.api import xl105_call_forms as api_versions

HERE = Path(__file__).resolve().parent
FIXTURES = sorted((HERE / "XL105").glob("*.cu"))


def test_kernel_cast_list_names_the_template_overloads():
    casts = api_versions.kernel_casts()
    assert casts["cudaFuncSetCacheConfig"] == 0 and casts["cudaFuncGetAttributes"] == 1
    # HIP has its own template overloads for these: no cast
    assert "cudaOccupancyMaxPotentialBlockSize" not in casts
    assert "cudaOccupancyMaxActiveBlocksPerMultiprocessor" not in casts


@pytest.mark.parametrize("cuda_version", [None, 13000])
def test_translated_fixtures_compile_for_gfx942(tmp_path: Path, cuda_version):
    from xlate.errors import XlateError

    try:
        from xlate.toolchain import find_toolchain

        tc = find_toolchain()
    except (ImportError, XlateError):
        pytest.skip("toolchain not set up (run xlate setup)")
    from xlate.pipeline.targets import translated_cuda_flags

    srcs = []
    for src in FIXTURES:
        out, _ = translate_text(src.read_text(), src.name)
        dst = tmp_path / src.with_suffix(".hip").name
        dst.write_text(out)
        srcs.append(str(dst))
    extra = [f"-DCUDART_VERSION={cuda_version}"] if cuda_version else []
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), *translated_cuda_flags(), *extra, "-fsyntax-only", *srcs]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, f"{' '.join(cmd)} failed:\n{proc.stderr[-4000:]}"
