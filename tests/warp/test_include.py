"""Where `#include <xlate/compat32.h>` goes: on an existing line, never adding one (fixtures with the
expected output beside them), and an XL200 error when no line can hold it."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.rewrite.engine import translate_text

HERE = Path(__file__).resolve().parent / "fixtures_include"


@pytest.mark.parametrize("name", ["runtime_line", "blank_line", "comment_line"])
def test_include_placement(name):
    src = (HERE / f"{name}.cu").read_text()
    out, diags = translate_text(src, f"{name}.cu")
    assert out == (HERE / f"{name}.expected").read_text()
    assert not [d for d in diags if d.code == "XL200"]
    assert translate_text(out, f"{name}.cu")[0] == out


def test_no_line_for_the_include_is_an_error():
    out, diags = translate_text((HERE / "no_line.cu").read_text(), "no_line.cu")
    errs = [d for d in diags if d.code == "XL200"]
    assert len(errs) == 1 and errs[0].severity.value == "error" and "add an empty line" in errs[0].message
    assert "xlate_c32::ballot_sync" in out
