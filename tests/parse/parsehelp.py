"""Shared helpers for the front-end tests (imported as `parsehelp`, a name no other test folder uses): fixture paths and a build_model wrapper that uses the
small test prelude in fixtures/prelude (xlate's real prelude is tested separately)."""

from __future__ import annotations

from pathlib import Path

from xlate.core.model import SourceFile, SourceModel, Token
from xlate.parse.model import build_model

FIXTURES = Path(__file__).parent / "fixtures"
TEST_PRELUDE = FIXTURES / "prelude"


def build(inputs, **kw):
    kw.setdefault("prelude_root", TEST_PRELUDE)
    return build_model([Path(p) for p in inputs], **kw)


def file_of(model: SourceModel, name: str) -> SourceFile:
    hits = [sf for sf in model.files.values() if sf.path.name == name]
    assert len(hits) == 1, f"{name}: {[str(p) for p in model.files]}"
    return hits[0]


def tokens_named(sf: SourceFile, spelling: str) -> list[Token]:
    return [t for t in sf.tokens if t.spelling == spelling]


def one(sf: SourceFile, spelling: str) -> Token:
    toks = tokens_named(sf, spelling)
    assert len(toks) == 1, f"{spelling!r} occurs {len(toks)} times in {sf.path.name}"
    return toks[0]
