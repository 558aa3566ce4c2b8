"""Clang errors inside xlate's CUDA prelude that the project caused: the message names the project
macro or code and points at it, instead of calling them an internal error."""

from __future__ import annotations

import pytest
from parsehelp import FIXTURES, build

from xlate.parse import pch

DIR = FIXTURES / "prelude_errors"


def _xl901(diags):
    return [d for d in diags if d.code == "XL901"]


def test_project_define_before_a_cuda_header():
    model, diags = build([DIR / "macro_define.cu"], jobs=1)
    errs = _xl901(diags)
    assert errs and all(d.severity.value == "error" for d in errs)
    for d in errs:
        assert (d.file.name, d.line) == ("macro_define.cu", 2)  # the #define line
        assert "<cuda_runtime.h>" in d.message and "project macro cudaMemcpyKind" in d.message
        assert "internal error" not in d.message
    assert DIR / "macro_define.cu" in model.unchecked


def test_template_instantiated_by_the_project():
    _model, diags = build([DIR / "template_use.cu"], jobs=1)
    errs = _xl901(diags)
    assert len(errs) == 2  # host and device pass
    for d in errs:
        assert (d.file.name, d.line, d.col) == ("template_use.cu", 5, 10)  # the call
        assert "incomplete type 'Opaque'" in d.message and "cudaMallocTyped<Opaque>" in d.message
        assert "internal error" not in d.message


def test_command_line_define_that_breaks_the_prelude(monkeypatch):
    pch.reset()
    _model, diags = build([DIR / "plain.cu"], jobs=1, defines=["cudaStream_t=int"])
    errs = _xl901(diags)
    assert errs
    for d in errs:
        assert (d.file.name, d.line) == ("plain.cu", 1)
        assert "<__xlate_prelude.h>" in d.message
        assert "project macro cudaStream_t" in d.message and "-DcudaStream_t=int" in d.message
    # the PCH for these flags could not be built: the plain include reported the errors
    assert any("the prelude has errors with these flags" in n for n in pch.STATUS.fallbacks)
    # the next run remembers it (no second attempt to build it) and reports the same
    pch.reset()
    monkeypatch.setattr(pch, "_build", lambda *a, **k: pytest.fail("the broken PCH was attempted again"))
    _, again = build([DIR / "plain.cu"], jobs=1, defines=["cudaStream_t=int"])
    assert any("the prelude has errors" in n for n in pch.STATUS.fallbacks)
    assert again == diags


def test_unexplained_prelude_error_is_still_internal(tmp_path):
    # A prelude with a bug of its own (a copy of the test prelude plus one broken line).
    prelude = tmp_path / "prelude"
    (prelude / "include").mkdir(parents=True)
    (prelude / "version.txt").write_text((FIXTURES / "prelude" / "version.txt").read_text())
    for h in (FIXTURES / "prelude" / "include").iterdir():
        (prelude / "include" / h.name).write_bytes(h.read_bytes())
    entry = prelude / "include" / "__xlate_prelude.h"
    entry.write_text(entry.read_text() + "int broken_in_prelude = undeclared_thing;\n")
    _, diags = build([DIR / "plain.cu"], jobs=1, prelude_root=prelude)
    errs = _xl901(diags)
    assert errs and all("internal error" in d.message and "please report it" in d.message for d in errs)
