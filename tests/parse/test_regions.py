"""Regions: ACTIVE (host or device pass), INACTIVE (both passes skip it), MACRO_BODY, DIRECTIVE."""

from __future__ import annotations

import pytest
from parsehelp import FIXTURES, build, file_of, one, tokens_named

from xlate.core.model import Region
from xlate.parse.regions import directive_regions, intersect_ranges, logical_line_end


@pytest.fixture(scope="module")
def regions_file():
    model, diags = build([FIXTURES / "regions"])
    return file_of(model, "regions.cu"), diags


def test_if_zero_and_never_defined_are_inactive(regions_file):
    sf, _ = regions_file
    assert one(sf, "never_compiled").region == Region.INACTIVE
    assert one(sf, "also_never").region == Region.INACTIVE
    assert one(sf, "always_here").region == Region.ACTIVE


def test_cuda_arch_branches_are_active_in_one_pass_each(regions_file):
    sf, _ = regions_file
    assert one(sf, "device_side").region == Region.ACTIVE  # device pass only
    assert one(sf, "host_side").region == Region.ACTIVE  # host pass only
    assert one(sf, "host_only_function").region == Region.ACTIVE


def test_macro_bodies_and_directives(regions_file):
    sf, _ = regions_file
    # '#define TWICE(x) ((x) + \' continued on the next line: name and parameters are the directive,
    # everything after the parameter list (both lines) is the body.
    twice = tokens_named(sf, "TWICE")
    assert twice[0].region == Region.DIRECTIVE and twice[0].line == 2
    assert twice[1].region == Region.ACTIVE and twice[1].line == 15  # the use in the kernel
    xs = tokens_named(sf, "x")
    assert [(t.line, t.region) for t in xs] == [
        (2, Region.DIRECTIVE), (2, Region.MACRO_BODY), (3, Region.MACRO_BODY)]
    assert one(sf, "cudaFree").region == Region.MACRO_BODY  # '#define PLAIN cudaFree' (no parameters)
    assert one(sf, "PLAIN").region == Region.DIRECTIVE
    for word in ("include", "ifdef", "ifndef", "pragma", "once", "endif", "define"):
        assert {t.region for t in tokens_named(sf, word)} == {Region.DIRECTIVE}, word
    assert one(sf, "NOT_DEFINED_ANYWHERE").region == Region.DIRECTIVE


def test_inactive_region_note(regions_file):
    sf, diags = regions_file
    notes = [(d.line, d.message) for d in diags if d.code == "XL911" and d.file == sf.path]
    assert [n[0] for n in notes if "inactive" in n[1]] == [6, 9]


# ---- the pure helpers, on hand-made inputs


def _triples(data: bytes):
    # a whitespace tokenizer is enough for these inputs
    out, pos = [], 0
    for word in data.split():
        s = data.index(word, pos)
        out.append((s, s + len(word), word.decode()))
        pos = s + len(word)
    return out


def test_directive_regions_plain():
    data = b"a\n  # define F ( y ) y + 1\n#include <x>\nb # c\n"
    toks = _triples(data)
    got = [(sp, r) for (_, _, sp), r in zip(toks, directive_regions(data, toks))]
    D, M = Region.DIRECTIVE, Region.MACRO_BODY
    # 'F (' has a space: an object-like macro whose body starts at '('
    assert got == [("a", None), ("#", D), ("define", D), ("F", D), ("(", M), ("y", M), (")", M), ("y", M),
                   ("+", M), ("1", M), ("#include", None), ("<x>", None), ("b", None), ("#", None), ("c", None)]


def test_function_like_macro_parameters_are_directive():
    data = b"#define G(a,b) a b\nz\n"
    toks = [(0, 1, "#"), (1, 7, "define"), (8, 9, "G"), (9, 10, "("), (10, 11, "a"), (11, 12, ","),
            (12, 13, "b"), (13, 14, ")"), (15, 16, "a"), (17, 18, "b"), (19, 20, "z")]
    D, M = Region.DIRECTIVE, Region.MACRO_BODY
    assert directive_regions(data, toks) == [D, D, D, D, D, D, D, D, M, M, None]


def test_logical_line_end_joins_continuations():
    data = b"#define A 1 \\\r\n + 2\nnext"
    assert logical_line_end(data, 0) == data.index(b"\nnext")
    assert logical_line_end(b"abc", 0) == 3


def test_intersect_ranges():
    assert intersect_ranges([(0, 10), (20, 30)], [(5, 25)]) == [(5, 10), (20, 25)]
    assert intersect_ranges([(0, 10)], []) == []
