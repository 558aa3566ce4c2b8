"""The edit engine: merging, conflicts, ordering, line-count check, apply, atomic writes."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from types import SimpleNamespace

import pytest

from xlate.core.model import RuleInfo, Severity
from xlate.errors import InternalError
from xlate.rewrite.engine import Collector, apply_edits, run_engine, write_atomic

F = Path("/proj/a.cu")
SRC = "int a = cudaMalloc(x);\nint b;\n"


def rule(code: str, fn):
    return SimpleNamespace(__name__=f"fake_{code}", RULES=[RuleInfo(code, code.lower(), "test rule")], run=fn)


def test_identical_edits_merge_and_apply_once(model_of):
    m = model_of({"a.cu": SRC})

    def r1(model, emit):
        emit.edit(F, 8, 18, "hipMalloc", origin="XL901")

    def r2(model, emit):
        emit.edit(F, 8, 18, "hipMalloc", origin="XL902")

    res = run_engine(m, [rule("XL901", r1), rule("XL902", r2)])
    assert res.outputs[F].decode() == "int a = hipMalloc(x);\nint b;\n"
    [(_path, edits)] = res.edits.items()
    assert len(edits) == 1 and edits[0].origins == ("XL901", "XL902")
    assert res.edit_count == 1 and res.changed == [F]


def test_overlapping_different_edits_name_both_rules_and_location(model_of):
    m = model_of({"a.cu": SRC})

    def r1(model, emit):
        emit.edit(F, 8, 18, "hipMalloc", origin="XL101")

    def r2(model, emit):
        emit.edit(F, 4, 12, "x = cuda", origin="XL501")

    # not an internal error (exit 70) but an error diagnostic (exit 1) at the place, naming both rules;
    # the first edit is applied, the other is not
    res = run_engine(m, [rule("XL101", r1), rule("XL501", r2)])
    [d] = [d for d in res.diagnostics if d.code == "XL920"]
    assert d.severity is Severity.ERROR and (str(d.file), d.line, d.col) == ("/proj/a.cu", 1, 9)
    assert "XL101" in d.message and "XL501" in d.message and "not applied" in d.message
    assert res.outputs[F].decode() == "int x = cudaMalloc(x);\nint b;\n"  # only the edit starting first


def test_same_range_different_text_conflicts(model_of):
    m = model_of({"a.cu": SRC})
    c = Collector(m)
    c.edit(F, 8, 18, "hipMalloc", origin="XL101")
    c.edit(F, 8, 18, "hipMallocX", origin="XL102")
    plan = c.plan()
    assert [e.text for e in plan[F]] == ["hipMalloc"]
    [d] = c.diagnostics
    assert d.code == "XL920" and "XL101" in d.message and "XL102" in d.message and d.line == 1


def test_insertion_inside_a_replacement_conflicts(model_of):
    c = Collector(model_of({"a.cu": SRC}))
    c.edit(F, 8, 18, "hipMalloc", origin="XL101")
    c.edit(F, 10, 10, "/*x*/", origin="XL501")
    assert [e.text for e in c.plan()[F]] == ["hipMalloc"]
    assert [d.code for d in c.diagnostics] == ["XL920"]


def test_insertions_at_one_offset_follow_rule_registration_order(model_of):
    m = model_of({"a.cu": SRC})

    def late(model, emit):  # registered second, runs second, but also emits first below
        emit.edit(F, 0, 0, "B", origin="XL502")

    def early(model, emit):
        emit.edit(F, 0, 0, "A", origin="XL501")

    # registration order decides, not the order the modules ran in
    mods = [rule("XL501", lambda m_, e: None), rule("XL502", late)]
    c = Collector(m, {"XL501": 0, "XL502": 1})
    late(m, c)
    early(m, c)
    out = apply_edits(m.files[F].data, c.plan()[F])
    assert out.decode().startswith("ABint a")
    # through run_engine with the same registration: still A before B
    res = run_engine(m, [rule("XL501", early), mods[1]])
    assert res.outputs[F].decode().startswith("ABint a")


def test_insertion_before_and_after_a_replacement_at_its_edges(model_of):
    m = model_of({"a.cu": SRC})
    c = Collector(m)
    c.edit(F, 18, 18, ">", origin="XL2")  # at the end of the replaced range: after it
    c.edit(F, 8, 18, "hipMalloc", origin="XL1")
    c.edit(F, 8, 8, "<", origin="XL3")  # at its start: before it
    out = apply_edits(m.files[F].data, c.plan()[F])
    assert out.decode() == "int a = <hipMalloc>(x);\nint b;\n"


def test_edit_changing_line_count_needs_opt_in(model_of):
    m = model_of({"a.cu": SRC})
    c = Collector(m)
    with pytest.raises(InternalError, match="number of lines"):
        c.edit(F, 22, 23, "", origin="XL999")  # deletes the newline after line 1
    with pytest.raises(InternalError, match="number of lines"):
        c.edit(F, 0, 0, "#include <x>\n", origin="XL999")
    c.edit(F, 0, 0, "#include <x>\n", origin="XL999", allow_line_change=True)
    assert apply_edits(m.files[F].data, c.plan()[F]).decode() == "#include <x>\n" + SRC


def test_edit_out_of_range_and_foreign_file_are_internal_errors(model_of):
    c = Collector(model_of({"a.cu": SRC}))
    with pytest.raises(InternalError, match="has 30 bytes"):
        c.edit(F, 20, 40, "x", origin="XL1")
    with pytest.raises(InternalError, match="not a project file"):
        c.edit(Path("/elsewhere.cu"), 0, 1, "x", origin="XL1")


def test_rule_crash_is_one_internal_error_naming_the_rule(model_of):
    def boom(model, emit):
        raise KeyError("oops")

    with pytest.raises(InternalError, match="fake_XL1.*KeyError"):
        run_engine(model_of({"a.cu": SRC}), [rule("XL1", boom)])


def test_diagnostics_get_line_and_byte_column(model_of):
    m = model_of({"a.cu": "int é;\nint cudaFree;\n"})

    def r(model, emit):
        emit.diag("XL102", Severity.ERROR, F, 12, "bad")  # 'cudaFree' on line 2 (é is 2 bytes)

    res = run_engine(m, [rule("XL102", r)])
    [d] = res.diagnostics
    assert (d.line, d.col, d.code, d.severity) == (2, 5, "XL102", Severity.ERROR)


def test_apply_keeps_every_other_byte(model_of):
    text = "/* cudaMalloc */\r\n\tcudaMalloc ( p ,\n  4 ) ;  // tail\n"
    m = model_of({"a.cu": text})
    c = Collector(m)
    i = text.index("cudaMalloc (")
    c.edit(F, i, i + len("cudaMalloc"), "hipMalloc", origin="XL101")
    out = apply_edits(m.files[F].data, c.plan()[F]).decode()
    assert out == "/* cudaMalloc */\r\n\thipMalloc ( p ,\n  4 ) ;  // tail\n"


def test_write_atomic_replaces_and_leaves_no_temp(tmp_path):
    src = tmp_path / "src.cu"
    src.write_text("x")
    os.chmod(src, 0o750)
    target = tmp_path / "out" / "deep" / "a.cu"
    write_atomic(target, b"one", mode_from=src)
    write_atomic(target, b"two", mode_from=src)
    assert target.read_bytes() == b"two"
    assert stat.S_IMODE(target.stat().st_mode) == 0o750
    assert sorted(p.name for p in target.parent.iterdir()) == ["a.cu"]


def test_write_atomic_failure_keeps_old_content(tmp_path, monkeypatch):
    target = tmp_path / "a.cu"
    target.write_bytes(b"old")

    def fail(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        write_atomic(target, b"new")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["a.cu"]
