"""XL106: a CUDA prefix pasted to a macro argument (`cuda ## Call`, BART's dfwavelet_kernels.cu). The
fixtures in tests/rules/XL106 are run by test_fixtures.py; here the translation of pasted_prefix.cu is
compiled for gfx942, and the same translation with the macro body left as written is shown to fail,
which is what the rule is for."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.api.support_programs import compile_gfx942, translate_fixture

FIXTURE = Path(__file__).resolve().parent / "XL106" / "pasted_prefix.cu"


def _toolchain_or_skip() -> None:
    from xlate.errors import XlateError

    try:
        from xlate.toolchain import find_toolchain

        find_toolchain()
    except (ImportError, XlateError):
        pytest.skip("toolchain not set up (run xlate setup)")


def test_pasted_prefix_compiles_for_gfx942_and_the_unrenamed_body_does_not(tmp_path: Path) -> None:
    _toolchain_or_skip()
    hip, diags = translate_fixture(FIXTURE, tmp_path)
    assert [d.code for d in diags if d.code == "XL106"] == ["XL106"]
    text = hip.read_text(encoding="utf-8")
    assert "hip ## Call" in text and "cuda(Malloc(" in text  # the uses stay as the user wrote them
    proc = compile_gfx942(hip, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]

    unrenamed = tmp_path / "unrenamed.hip"
    unrenamed.write_text(text.replace("hip ## Call", "cuda ## Call"), encoding="utf-8")
    proc = compile_gfx942(unrenamed, tmp_path)
    assert proc.returncode != 0 and "cudaMalloc" in proc.stderr
