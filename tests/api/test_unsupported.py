"""XL102: a CUDA name with no HIP equivalent is an error at its use, and the use is left as written.

* One fixture per family of held-back names (tests/api/XL102/*.cu, expected output beside it as .hip,
  expected diagnostics as `// CHECK: XL102 error LINE:COL` comments of the input).
* A generated check over EVERY unsupported entry of the table: a typed use of it (written from the
  CUDA prelude's declaration, see api_calls.py) gets an XL102 error on its line and stays as written.
"""

from __future__ import annotations

import re
from pathlib import Path

import api_calls as calls
import pytest

from xlate.rewrite.engine import translate_text
from xlate.rewrite.rules.api import xl101_104_names as api_names

HERE = Path(__file__).resolve().parent
FIXTURES = sorted((HERE / "XL102").glob("*.cu"))
CHECK = re.compile(r"//\s*CHECK:\s*(XL\d+)\s+(note|warning|error)\s+(\d+):(\d+)")


@pytest.mark.parametrize("src", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_family_fixture(src: Path):
    text = src.read_text(encoding="utf-8")
    out, diags = translate_text(text, filename=src.name)
    assert out == src.with_suffix(".hip").read_text(encoding="utf-8")
    want = sorted((m[1], m[2], int(m[3]), int(m[4])) for m in CHECK.finditer(text))
    got = sorted((d.code, d.severity.value, d.line, d.col) for d in diags if d.code.startswith("XL1"))
    assert got == want
    for d in diags:
        if d.code == "XL102":
            assert "has no HIP equivalent" in d.message and "left as written" in d.message
            assert not d.message.endswith(": ")  # the reason is there


def test_families_cover_every_unsupported_note():
    """Each distinct reason of the held-back list is exercised by a family fixture."""
    table = api_names.load_table()
    fixture_text = "".join(p.read_text(encoding="utf-8") for p in FIXTURES)
    used = {n for n in re.findall(r"\b\w+\b", fixture_text)}
    notes_seen = {e.note for e in table.values() if e.status == "unsupported" and e.cuda in used}
    notes_all = {e.note for e in table.values() if e.status == "unsupported"}
    assert notes_all - notes_seen == set()


def test_every_unsupported_entry_is_an_error_at_its_use():
    table = [e for e in api_names.load_table().values() if e.status == "unsupported"]
    api = calls.prelude_api()
    uses = [(e, u) for i, e in enumerate(table) if (u := calls.use_for(e, api, i)) is not None]
    missing = sorted(e.cuda for e in table if e.cuda not in {x.cuda for x, _ in uses})
    assert missing == [], "unsupported entries without a CUDA declaration in the prelude"
    src = calls.write_batch([u for _, u in uses])
    out, diags = translate_text(src, filename="unsupported.cu")
    assert out.count(calls.BEGIN) == src.count(calls.BEGIN)
    spans = calls.spans_of(src)
    errors_by_entry: dict[str, int] = {}
    for d in diags:
        if d.code == "XL102" and d.severity.value == "error":
            for a, b, name in spans:
                if a <= d.line <= b:
                    errors_by_entry[name.split("#")[0]] = errors_by_entry.get(name.split("#")[0], 0) + 1
    no_error = sorted(e.cuda for e, _ in uses if e.cuda not in errors_by_entry)
    assert no_error == []
    # left as written: a function is still called in every use (parameter types may be renamed), any
    # other name (an enumerator) is still there
    _, after = calls.split_uses(out)
    kinds = {e.cuda: e.kind for e, _ in uses}

    def kept(k: str) -> bool:
        name, body = k.split("#")[0], after[k].split("{", 1)[1]
        if kinds.get(name) == "function":
            return re.search(rf"\b{re.escape(name)}\b\s*(<[^>]*>)?\s*\(", body) is not None
        # an enumerator is used in the body, a type may be the parameter's (the use's own function name
        # holds it only after `_`, where \b does not match)
        return re.search(rf"\b{re.escape(name)}\b", after[k]) is not None

    gone = sorted(k for k in after if not kept(k))
    assert gone == []
