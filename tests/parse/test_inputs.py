"""Inputs that must not stop translation, or must stop it with one clear message."""

from __future__ import annotations

from pathlib import Path

import pytest
from parsehelp import FIXTURES, TEST_PRELUDE, build, file_of, one

from xlate.core.model import RefOrigin, Severity
from xlate.errors import InputError, InternalError


def test_missing_includes_are_reported_and_the_rest_still_resolves():
    model, diags = build([FIXTURES / "missing"])
    sf = file_of(model, "uses_missing.cu")
    xl903 = sorted((d.line, d.col, d.severity) for d in diags if d.code == "XL903")
    assert xl903 == [(1, 10, Severity.WARNING), (2, 10, Severity.WARNING)]
    msgs = " ".join(d.message for d in diags if d.code == "XL903")
    assert "torch/extension.h" in msgs and "not_here/helper.h" in msgs
    assert model.unchecked[sf.path].startswith("missing include")
    # the parse went on after the missing headers: the prelude name below them still resolves
    assert one(sf, "cudaMalloc").ref == RefOrigin.CUDA_API
    assert [d for d in diags if d.code == "XL902" and d.severity == Severity.WARNING and d.file == sf.path]


def test_non_utf8_binary_and_huge_files_are_skipped(tmp_path):
    (tmp_path / "latin1.cu").write_bytes(b"int x; // caf\xe9\n")
    (tmp_path / "blob.cuh").write_bytes(b"\x7fELF\x00\x01")
    (tmp_path / "huge.h").write_bytes(b"int a_rather_long_line_of_code = 1;\n" * 300_000)  # ~10.8 MB
    (tmp_path / "ok.cu").write_text("int fine;\n")
    model, diags = build([tmp_path])
    assert sorted(p.name for p in model.files) == ["latin1.cu", "ok.cu"]  # Latin-1 text is kept (issue 21)
    got = sorted((d.code, d.file.name, d.line, d.col, d.severity) for d in diags if d.code in ("XL904", "XL905"))
    assert got == [
        ("XL904", "blob.cuh", 1, 5, Severity.ERROR),  # the NUL byte
        ("XL904", "latin1.cu", 1, 14, Severity.NOTE),  # the \xe9 byte: "int x; // caf" is 13 bytes; translated
        ("XL905", "huge.h", 1, 1, Severity.ERROR),
    ]


def test_size_limit_is_configurable(tmp_path, monkeypatch):
    (tmp_path / "a.cu").write_text("int a;\n" + "// padding\n" * 5)  # 62 bytes
    _, diags = build([tmp_path], max_file_bytes=20)
    assert [d.code for d in diags] == ["XL905"]
    monkeypatch.setenv("XLATE_MAX_FILE_BYTES", "30")
    _, diags = build([tmp_path])
    assert [d.code for d in diags] == ["XL905"]
    model, diags = build([tmp_path], max_file_bytes=1000)
    assert diags == [] and len(model.files) == 1


def test_missing_input_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="does not exist"):
        build([tmp_path / "nope.cu"])
    with pytest.raises(InputError, match="no input files"):
        build([])


def test_missing_prelude_is_an_internal_error(tmp_path):
    (tmp_path / "a.cu").write_text("int a;\n")
    with pytest.raises(InternalError, match="__xlate_prelude.h"):
        build([tmp_path / "a.cu"], prelude_root=tmp_path / "no_prelude")


def test_root_and_relative_paths(tmp_path):
    (tmp_path / "a" / "b").mkdir(parents=True)
    f1 = tmp_path / "a" / "b" / "k.cu"
    f2 = tmp_path / "a" / "x.cu"
    f1.write_text("int k;\n")
    f2.write_text("int x;\n")
    model, _ = build([f1])
    assert [sf.rel for sf in model.files.values()] == [Path("k.cu")]
    model, _ = build([f1, f2])
    assert sorted(str(sf.rel) for sf in model.files.values()) == ["b/k.cu", "x.cu"]
    model, _ = build([f1], root=tmp_path)
    assert [sf.rel for sf in model.files.values()] == [Path("a/b/k.cu")]


def test_inputs_are_never_modified(tmp_path):
    src = FIXTURES / "refs" / "refs.cu"
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in (FIXTURES / "refs").rglob("*") if p.is_file()}
    build([src.parent])
    after = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in (FIXTURES / "refs").rglob("*") if p.is_file()}
    assert before == after
    assert TEST_PRELUDE.is_dir()
