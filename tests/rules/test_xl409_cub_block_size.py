"""XL409 (issue 21, class 7): cub::BlockLoad/BlockStore with a WARP_TRANSPOSE algorithm and a block
that is not a multiple of 64 threads. Fixtures in tests/rules/XL409 (expected translations `*.hip` and
CHECK lines, run by tests/rules/test_fixtures.py).
hipCUB has no cpu-backend build, so the semantic check is on the selection itself (static_asserts
compiled for gfx942) plus the documented equivalence of the transpose algorithms (blocked result)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from xlate.rewrite import registry
from xlate.rewrite.engine import translate_text

HERE = Path(__file__).resolve().parent / "XL409"
FIXTURES = sorted(HERE.glob("*.cu"))


def _compile(tmp_path: Path, files: dict[str, str]) -> subprocess.CompletedProcess:
    from xlate.errors import XlateError

    try:
        from xlate.toolchain import find_toolchain

        tc = find_toolchain()
    except (ImportError, XlateError):
        pytest.skip("toolchain not set up (run xlate setup)")
    from xlate.pipeline.targets import translated_cuda_flags
    from xlate.rewrite.support import SUPPORT_INCLUDE

    paths = []
    for name, text in files.items():
        (tmp_path / name).write_text(text)
        paths.append(str(tmp_path / name))
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), *translated_cuda_flags(), "-I", str(SUPPORT_INCLUDE),
           "-fsyntax-only", *paths]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)


def test_translation_compiles_for_gfx942_and_does_not_without_the_rule(tmp_path: Path):
    files = {src.with_suffix(".hip").name: translate_text(src.read_text(), src.name)[0] for src in FIXTURES}
    proc = _compile(tmp_path, files)
    assert proc.returncode == 0, proc.stderr[-4000:]
    others = [m for m in registry.discover() if not m.__name__.endswith(".xl409_cub_block_size")]
    src = HERE / "block_sizes.cu"
    plain, _ = translate_text(src.read_text(), src.name, others)
    assert "xlate_cub_block_algo" not in plain
    proc = _compile(tmp_path, {"plain.hip": plain})
    assert proc.returncode != 0
    assert re.search(r"static assertion failed.*multiple of hardware warpsize", proc.stderr), proc.stderr[-2000:]


def test_the_selection_keeps_warp_transpose_only_for_whole_wavefronts(tmp_path: Path):
    checks = "\n".join([  # noqa: FLY002 - one assertion a line
        "#include <xlate/hipcub.hpp>",
        "using namespace hipcub;",
        "static_assert(xlate_cub_block_algo<96>(BLOCK_LOAD_WARP_TRANSPOSE) == BLOCK_LOAD_TRANSPOSE, \"\");",
        "static_assert(xlate_cub_block_algo<32>(BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED) == BLOCK_LOAD_TRANSPOSE, \"\");",
        "static_assert(xlate_cub_block_algo<128>(BLOCK_LOAD_WARP_TRANSPOSE) == BLOCK_LOAD_WARP_TRANSPOSE, \"\");",
        "static_assert(xlate_cub_block_algo<96>(BLOCK_LOAD_DIRECT) == BLOCK_LOAD_DIRECT, \"\");",
        "static_assert(xlate_cub_block_algo<96>(BLOCK_LOAD_VECTORIZE) == BLOCK_LOAD_VECTORIZE, \"\");",
        "static_assert(xlate_cub_block_algo<160>(BLOCK_STORE_WARP_TRANSPOSE) == BLOCK_STORE_TRANSPOSE, \"\");",
        "static_assert(xlate_cub_block_algo<192>(BLOCK_STORE_WARP_TRANSPOSE) == BLOCK_STORE_WARP_TRANSPOSE, \"\");",
        "static_assert(xlate_cub_block_algo<96>(BLOCK_STORE_STRIPED) == BLOCK_STORE_STRIPED, \"\");",
        "",
    ])
    proc = _compile(tmp_path, {"sel.hip": checks})
    assert proc.returncode == 0, proc.stderr[-4000:]
