"""nvcc's -O takes a level: the word after a bare -O is that level (nvcc >= 10.1), so a Makefile's
`$(NVCC) -O -Iinc x.cu` is a usage error naming the cause, not a compiler error about `-O-Iinc`."""

from __future__ import annotations

import pytest

from xlate.driver.options import UsageError, parse_args


def parse(*args: str):
    return parse_args(list(args), environ={})


@pytest.mark.parametrize(("argv", "level"), [
    (["-O3"], "3"), (["-O", "2"], "2"), (["-O=1"], "1"), (["--optimize", "0"], "0"),
    (["--optimize=3"], "3"), (["-Os"], "s"), (["-Ofast"], "fast"),
])
def test_levels_in_every_spelling(argv, level):
    assert parse(*argv, "a.cu").opt == level


@pytest.mark.parametrize(("argv", "word"), [
    (["-O", "-I../include", "a.cu"], "-I../include"), (["--optimize", "a.cu"], "a.cu"), (["-O=-g", "a.cu"], "-g"),
])
def test_a_word_that_is_no_level_is_a_usage_error_naming_it(argv, word):
    with pytest.raises(UsageError) as exc:
        parse(*argv)
    assert f"-O {word}: not an optimization level" in exc.value.message
    assert "write -O3" in exc.value.message


def test_bare_O_at_the_end_needs_a_value():
    with pytest.raises(UsageError, match="-O needs a value"):
        parse("a.cu", "-O")
