"""Token stream: kinds, spellings, byte offsets and line/byte-column, checked by hand."""

from __future__ import annotations

import re

import pytest
from parsehelp import FIXTURES, build, file_of

from xlate.core.model import TokenKind

I, K, P, L = TokenKind.IDENTIFIER, TokenKind.KEYWORD, TokenKind.PUNCTUATION, TokenKind.LITERAL


@pytest.fixture(scope="module")
def tok_model():
    model, _ = build([FIXTURES / "tokens"])
    return model


def test_utf8_offsets_by_hand(tok_model):
    # tokens/utf8.cu is b'// \xc3\xa9\nint x = 1; /* \xc3\xbc */ const char* s = "\xc3\xb1";\n'.
    # Line 2 starts at byte 6; the comment "/* ü */" is bytes 17..25; "ñ" is two bytes.
    sf = file_of(tok_model, "utf8.cu")
    got = [(t.kind, t.spelling, t.start, t.end, t.line, t.col) for t in sf.tokens]
    assert got == [
        (K, "int", 6, 9, 2, 1),
        (I, "x", 10, 11, 2, 5),
        (P, "=", 12, 13, 2, 7),
        (L, "1", 14, 15, 2, 9),
        (P, ";", 15, 16, 2, 10),
        (K, "const", 26, 31, 2, 21),
        (K, "char", 32, 36, 2, 27),
        (P, "*", 36, 37, 2, 31),
        (I, "s", 38, 39, 2, 33),
        (P, "=", 40, 41, 2, 35),
        (L, '"ñ"', 42, 46, 2, 37),
        (P, ";", 46, 47, 2, 41),
    ]


def test_crlf_columns(tok_model):
    # b'int a;\r\n/* \xe2\x82\xac */ int b = 2;\r\n': line 2 starts at byte 8; "/* € */" is 9 bytes.
    sf = file_of(tok_model, "crlf.cu")
    got = [(t.spelling, t.start, t.line, t.col) for t in sf.tokens]
    assert got == [("int", 0, 1, 1), ("a", 4, 1, 5), (";", 5, 1, 6),
                   ("int", 18, 2, 11), ("b", 22, 2, 15), ("=", 24, 2, 17), ("2", 26, 2, 19), (";", 27, 2, 20)]


def _strip_comments_and_space(text: str) -> str:
    # Good enough for the fixtures: no comment markers inside string literals.
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("name", ["utf8.cu", "crlf.cu", "kernel_utf8.cu"])
def test_tokens_cover_the_text(tok_model, name):
    """Independent of clang: the tokens, in order, spell the file minus comments and whitespace,
    each spelling is the file's bytes at its offsets, and line/col agree with SourceFile.line_col."""
    sf = file_of(tok_model, name)
    joined = re.sub(r"\s+", "", "".join(t.spelling for t in sf.tokens))  # literals may hold spaces
    assert joined == _strip_comments_and_space(sf.text)
    prev_end = 0
    for t in sf.tokens:
        assert t.start >= prev_end and t.end > t.start
        assert sf.data[t.start:t.end].decode("utf-8") == t.spelling
        assert (t.line, t.col) == sf.line_col(t.start)
        prev_end = t.end
    assert all(t.kind != TokenKind.COMMENT for t in sf.tokens)


def test_multibyte_string_literal_in_kernel_file(tok_model):
    sf = file_of(tok_model, "kernel_utf8.cu")
    lit = [t for t in sf.tokens if t.kind == L and t.spelling.startswith('"')]
    assert [t.spelling for t in lit] == ['"日本語 ok"']
    t = lit[0]
    # line 7 is '  const char* msg = "日本語 ok";' : the quote is the 21st byte of the line
    assert (t.line, t.col) == (7, 21)
    assert t.end - t.start == len('"日本語 ok"'.encode())
