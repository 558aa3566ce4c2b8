"""Helpers for the engine and rule tests: hand-built SourceModels (no front end needed)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from xlate.core.model import RefOrigin, Region, SourceFile, SourceModel, Token, TokenKind

_LEX = re.compile(rb"//[^\n]*|/\*.*?\*/|[A-Za-z_]\w*|\d+|->|::|[\x80-\xff]+|\S", re.DOTALL)


def lex(data: bytes, refs: dict[str, RefOrigin] | None = None,
        regions: dict[int, Region] | None = None) -> list[Token]:
    """A tiny lexer for tests: identifiers get the ref named in `refs` (default CUDA_API),
    tokens on the lines named in `regions` get that region (default ACTIVE)."""
    refs = refs or {}
    regions = regions or {}
    toks = []
    for m in _LEX.finditer(data):
        s = m.group().decode()
        line = data.count(b"\n", 0, m.start()) + 1
        col = m.start() - (data.rfind(b"\n", 0, m.start()) + 1) + 1
        if s.startswith(("//", "/*")):
            kind = TokenKind.COMMENT
        elif re.fullmatch(r"[A-Za-z_]\w*", s):
            kind = TokenKind.IDENTIFIER
        elif s[0].isdigit():
            kind = TokenKind.LITERAL
        else:
            kind = TokenKind.PUNCTUATION
        ref = refs.get(s, RefOrigin.CUDA_API) if kind is TokenKind.IDENTIFIER else RefOrigin.UNRESOLVED
        toks.append(Token(kind, s, m.start(), m.end(), line, col, regions.get(line, Region.ACTIVE), ref))
    return toks


def make_model(files: dict[str, str], root: Path = Path("/proj"), **lexkw) -> SourceModel:
    out = {}
    for rel, text in files.items():
        data = text.encode()
        p = root / rel
        out[p] = SourceFile(path=p, rel=Path(rel), data=data, text=text, tokens=lex(data, **lexkw),
                            is_header=not rel.endswith(".cu"))
    return SourceModel(files=out)


@pytest.fixture
def model_of():
    return make_model
