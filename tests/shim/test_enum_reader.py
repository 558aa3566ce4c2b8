"""The shim reads CUDA's enum values from xlate's prelude headers: initialisers are C constant
expressions, not only literals."""

from __future__ import annotations

import pytest

from xlate.errors import InternalError
from xlate.runtime_shim._enums import _int, header_enums


@pytest.mark.parametrize(("text", "known", "value"), [
    ("1 << 0", {}, 1), ("1 << 31", {}, 2**31), ("0x10u", {}, 16), ("0x7fffffffUL", {}, 0x7FFFFFFF),
    ("A | 4", {"A": 1}, 5), ("(A + 2) * 3", {"A": 1}, 9), ("-1", {}, -1), ("~0U", {}, -1), ("010", {}, 8),
])
def test_constant_expressions(text, known, value):
    assert _int(text, known) == value


def test_unknown_name_is_an_error(tmp_path):
    h = tmp_path / "h.h"
    h.write_text("enum E { A = 1, B = SOMETHING_ELSE, C };\n")
    with pytest.raises(InternalError, match="SOMETHING_ELSE"):
        header_enums(h)


def test_implicit_values_follow_expressions(tmp_path):
    h = tmp_path / "h.h"
    h.write_text("enum F { X = 1 << 2, Y, /* c */ Z = Y | 16 };\n")
    assert header_enums(h)["F"] == {"X": 4, "Y": 5, "Z": 21}
