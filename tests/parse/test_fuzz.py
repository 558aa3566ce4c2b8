"""Arbitrary bytes as a .cu file: only diagnostics, never an exception."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from parsehelp import build

from xlate.core.model import Severity

# Mostly C-like text (so libclang really parses something), sometimes raw bytes.
_C_ALPHABET = st.sampled_from(list("abcxyz_019 \t\n\\#\"'/*(){}[]<>;,.+-=&|!?:") + [
    "#if 0\n", "#endif\n", "#define M(x) x\n", "__global__ ", "<<<", ">>>", "#include \"", "R\"(", "é", "\r"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.binary(max_size=300), st.lists(_C_ALPHABET, max_size=80).map(lambda p: "".join(p).encode())))
def test_any_bytes_give_diagnostics_not_exceptions(data):
    with tempfile.TemporaryDirectory(prefix="xlate-fuzz-") as tmp:
        f = Path(tmp) / "fuzz.cu"
        f.write_bytes(data)
        model, diags = build([f])
        assert all(d.severity in Severity for d in diags)
        if f.resolve() in model.files:
            sf = model.files[f.resolve()]
            for t in sf.tokens:
                assert sf.data[t.start:t.end].decode("utf-8", "surrogateescape") == t.spelling  # lossless (issue 21)
                assert (t.line, t.col) == sf.line_col(t.start)
        else:
            assert any(d.code == "XL904" for d in diags)
