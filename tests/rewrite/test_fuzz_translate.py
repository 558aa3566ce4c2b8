"""A short slice of benchmarks/fuzz_translate.py for CI (the full run: >= 1 million inputs, see there).

Hypothesis draws the random seed of each input; the mutations are the fuzzer's own:
* token level (every rule and the edit engine on a mutated token stream of a parsed example),
* byte level through the API (libclang in its worker processes, then the engine),
* byte level through the CLI (documented exit code, no traceback, no hang, nothing written outside
  the output folder, the input unchanged).
A failure is shown with the hypothesis seed; rerun it with the fuzzer's functions below.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

REPO = Path(__file__).resolve().parents[2]


def _fuzz_module():
    spec = importlib.util.spec_from_file_location("fuzz_translate", REPO / "benchmarks" / "fuzz_translate.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["fuzz_translate"] = mod
    spec.loader.exec_module(mod)
    return mod


fz = _fuzz_module()
SEEDS = fz.seed_files()


@pytest.fixture(scope="module")
def parsed():
    # every 6th seed file: a spread of examples and test fixtures, parsed once for the module
    return fz.load_seeds(SEEDS[::6])


def test_the_fuzzer_has_seeds_from_examples_and_tests():
    rels = {p.relative_to(REPO).parts[0] for p in SEEDS}
    assert rels == {"examples", "tests"} and len(SEEDS) > 50


def test_token_mutation_keeps_offsets_lines_and_bytes_consistent(parsed):
    rng = random.Random(5)
    for _ in range(200):
        model = fz.mutate_tokens(rng, parsed)
        for sf in model.files.values():
            for t in sf.tokens:
                assert sf.span(t.start, t.end) == t.spelling
                assert (t.line, t.col) == sf.line_col(t.start)


@settings(max_examples=3000, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.integers(min_value=0, max_value=2**32))
def test_rules_survive_token_mutations(parsed, seed):
    model = fz.mutate_tokens(random.Random(seed), parsed)
    fz.check_rules(model)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.integers(min_value=0, max_value=2**32))
def test_api_survives_byte_mutations(tmp_path_factory, seed):
    blobs = [p.read_bytes() for p in SEEDS[::6]]
    data = fz.mutate_bytes(random.Random(seed), blobs)
    fz.check_api(data, tmp_path_factory.mktemp("api"))


@settings(max_examples=8, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.integers(min_value=0, max_value=2**32))
def test_cli_survives_byte_mutations(tmp_path_factory, seed):
    blobs = [p.read_bytes() for p in SEEDS[::6]]
    data = fz.mutate_bytes(random.Random(seed), blobs)
    fz.check_cli(data, tmp_path_factory.mktemp("cli"), timeout=120)


def test_the_checks_catch_what_they_look_for(tmp_path, parsed, monkeypatch):
    """The checks can fail: an exception in a rule, and an exit code outside the documented set."""
    from xlate.rewrite.rules.lang import xl503_dynamic_shared

    def boom(*_a, **_k):
        raise IndexError("list index out of range")

    with monkeypatch.context() as m:
        m.setattr(xl503_dynamic_shared, "run", boom)
        with pytest.raises(fz.Failure, match="IndexError"):
            fz.check_rules(parsed[0][0])
    orig = fz.subprocess.run
    monkeypatch.setattr(fz.subprocess, "run", lambda cmd, **kw: orig([*cmd, "--no-such-flag"], **kw))
    with pytest.raises(fz.Failure, match="exit code 2"):  # click refuses the flag: 2 is no answer to bad input
        fz.check_cli(b"int x;\n", tmp_path, timeout=120)
