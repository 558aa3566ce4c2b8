"""The rule pages docs/rules/XLnnn.md and their index are generated from the rule declarations
(xlate/rewrite/docgen.py): the committed pages must be what the generator writes."""

from __future__ import annotations

from pathlib import Path

from xlate.rewrite import docgen, registry


def test_committed_pages_are_the_generated_ones():
    assert docgen.stale() == [], "run: python -m xlate.rewrite.docgen"


def test_every_registered_code_has_a_page_with_doc_text():
    entries = docgen.rules()
    assert [info.code for info, _ in entries] == [info.code for info in registry.registered()]
    for info, where in entries:
        assert info.doc.strip(), f"{info.code} ({where}) declares no doc text"
        assert Path(docgen.REPO / where).is_file()


def test_the_check_sees_a_changed_a_missing_and_an_extra_page(tmp_path: Path):
    assert docgen.main([str(tmp_path)]) == 0
    assert docgen.main(["--check", str(tmp_path)]) == 0
    (tmp_path / "XL509.md").write_text("edited by hand\n", encoding="utf-8")
    (tmp_path / "XL101.md").unlink()
    (tmp_path / "XL999.md").write_text("a code nobody registers\n", encoding="utf-8")
    assert docgen.stale(tmp_path) == ["XL101.md", "XL509.md", "XL999.md"]
    assert docgen.main(["--check", str(tmp_path)]) == 1
    docgen.write(tmp_path)
    assert docgen.stale(tmp_path) == [] and not (tmp_path / "XL999.md").exists()
