"""Where `#include <xlate/compat32.h>` goes: on an existing line, never adding one (fixtures with the
expected output beside them), and an XL200 error when no line can hold it."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.rewrite.engine import translate_text

HERE = Path(__file__).resolve().parent / "fixtures_include"


@pytest.mark.parametrize("name", ["runtime_line.cu", "blank_line.cu", "comment_line.cu", "guarded.cuh"])
def test_include_placement(name):
    src = (HERE / name).read_text()
    out, diags = translate_text(src, name)
    assert out == (HERE / name).with_suffix(".expected").read_text()
    assert not [d for d in diags if d.code == "XL200"]
    assert translate_text(out, name)[0] == out


def test_never_inside_a_conditional_block():
    # the only free line sits inside #ifdef USE_WARP: xlate does not place the include inside a
    # conditional block (it cannot tell that every use sits in the same branch) and says so
    out, diags = translate_text((HERE / "in_if.cu").read_text(), "in_if.cu", defines=["USE_WARP"])
    assert "#include <xlate/compat32.h>" not in out
    assert [d.code for d in diags if d.code == "XL200"] == ["XL200"]


def test_no_line_for_the_include_is_an_error():
    out, diags = translate_text((HERE / "no_line.cu").read_text(), "no_line.cu")
    errs = [d for d in diags if d.code == "XL200"]
    assert len(errs) == 1 and errs[0].severity.value == "error" and "add an empty line" in errs[0].message
    assert "xlate_c32::ballot_sync" in out
