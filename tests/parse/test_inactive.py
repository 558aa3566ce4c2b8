"""Directive lines inside skipped branches, and headers the preprocessor enters more than once."""

from __future__ import annotations

import pytest
from parsehelp import FIXTURES, build, file_of, one, tokens_named

from xlate.core.model import RefOrigin, Region
from xlate.parse.regions import inactive_directives


@pytest.fixture(scope="module")
def inactive_model():
    return build([FIXTURES / "inactive"])


def test_directives_in_a_skipped_branch_are_inactive(inactive_model):
    model, diags = inactive_model
    sf = file_of(model, "dead.cu")
    # #include / #error / #define / #pragma lines inside `#if 0` (dead.cu lines 4-7 and 9)
    for word in ("thrust", "device_vector", "error", "never", "compiled", "GONE", "cudaMalloc", "pragma",
                 "unroll", "nested_missing"):
        toks = [t for t in sf.tokens if t.spelling == word or t.spelling == f'"{word}.h"']
        assert toks and {t.region for t in toks} == {Region.INACTIVE}, word
    assert {t.line for t in tokens_named(sf, "define")} == {6}
    # the conditional lines keep the branch structure
    assert [(t.line, t.region) for t in tokens_named(sf, "if")] == [(3, Region.DIRECTIVE)]
    assert [(t.line, t.region) for t in tokens_named(sf, "endif")] == [(10, Region.DIRECTIVE),
                                                                      (12, Region.DIRECTIVE)]
    assert one(sf, "NESTED").region == Region.DIRECTIVE
    # active #include lines stay directives
    assert {(t.line, t.region) for t in tokens_named(sf, "include")} == {
        (1, Region.DIRECTIVE), (2, Region.DIRECTIVE), (4, Region.INACTIVE), (9, Region.INACTIVE),
        (13, Region.DIRECTIVE)}
    # clang never looked for the headers named in the dead branch
    assert not [d for d in diags if d.code == "XL903"]
    assert sf.path not in model.unchecked
    # one note for the whole dead branch, nested #ifdef included
    notes = [(d.line, d.message) for d in diags if d.code == "XL911" and d.file == sf.path]
    assert [n[0] for n in notes] == [4] and "lines 4-11" in notes[0][1]


def test_header_skipped_by_its_guard_the_second_time_is_active(inactive_model):
    sf = file_of(inactive_model[0], "twice.cuh")
    line5 = [t for t in sf.tokens if t.line == 5]
    assert line5 and {t.region for t in line5} == {Region.ACTIVE}
    assert {t.ref for t in tokens_named(sf, "helper_twice")} == {RefOrigin.PROJECT}


def test_header_halves_skipped_in_different_inclusions_are_active(inactive_model):
    model, diags = inactive_model
    sf = file_of(model, "halves.cuh")
    # skipped in the first inclusion only, and in the second only: active either way
    assert {t.region for t in sf.tokens if t.line in (2, 4)} == {Region.ACTIVE}
    # skipped in both inclusions
    assert one(sf, "never_in_either").region == Region.INACTIVE
    assert [d.line for d in diags if d.code == "XL911" and d.file == sf.path] == [7]


def test_inactive_directives_helper():
    data = b"#if 0\n#include <a>\n#endif\n#include <b>\n"
    toks = [(0, 1, "#"), (1, 3, "if"), (4, 5, "0"),
            (6, 7, "#"), (7, 14, "include"), (15, 18, "<a>"),
            (19, 20, "#"), (20, 25, "endif"),
            (26, 27, "#"), (27, 34, "include"), (35, 38, "<b>")]
    skipped = [(0, 25)]  # clang's range: from the #if to the end of its #endif
    got = inactive_directives(data, toks, skipped)
    assert got == [False] * 3 + [True] * 3 + [False] * 2 + [False] * 3
    assert inactive_directives(data, toks, []) == [False] * len(toks)
