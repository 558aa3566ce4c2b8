"""One positive and one negative fixture per XL2xx code (tests/warp/fixtures/XL2nn/{pos,neg}.cu).

Expectations sit beside the input: a line ending in `// expect: XL2nn SEVERITY` must get exactly that
diagnostic (compat32 mode); every other XL201-XL212 diagnostic is a failure. The negative fixture of
a code must not get that code. XL200 (the compat32 rewrite, no message) is checked on the output.
A fixture whose first line is `// mode: native64` is translated in that mode (XL220/XL221).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from xlate.rewrite.engine import translate_text

FIXTURES = Path(__file__).resolve().parent / "fixtures"
CASES = sorted((d.name, f.stem) for d in FIXTURES.iterdir() if d.is_dir() for f in d.glob("*.cu"))
_EXPECT = re.compile(r"(XL2\d\d)\s+(note|warning|error)")
_REPORTED = re.compile(r"XL2(0[1-9]|[12]\d)")


def _expected(text: str) -> set[tuple[int, str, str]]:
    out = set()
    for n, line in enumerate(text.splitlines(), 1):
        _, sep, spec = line.partition("// expect:")
        for code, sev in _EXPECT.findall(spec) if sep else []:
            if code != "XL200":
                out.add((n, code, sev))
    return out


def test_every_code_has_both_fixtures():
    from xlate.rewrite.rules import warp_compat32, warp_hazards, warp_native64

    codes = {r.code for r in warp_hazards.RULES + warp_compat32.RULES + warp_native64.RULES}
    have = {(c, k) for c, k in CASES}
    assert {(c, k) for c in codes for k in ("pos", "neg")} <= have


@pytest.mark.parametrize(("code", "kind"), CASES)
def test_fixture(code, kind):
    path = FIXTURES / code / f"{kind}.cu"
    text = path.read_text()
    mode = "native64" if text.startswith("// mode: native64") else "compat32"
    out, diags = translate_text(text, path.name, warp_mode=mode)
    got = {(d.line, d.code, d.severity.value) for d in diags if _REPORTED.fullmatch(d.code)}
    assert got == _expected(text)
    if code == "XL200":
        assert ("xlate_c32::" in out) == (kind == "pos")
        if kind == "pos":
            assert "#include <xlate/compat32.h>" in out
    elif kind == "neg":
        assert code not in {c for _, c, _ in got}
    else:
        assert code in {c for _, c, _ in got}
    assert out.count("\n") == text.count("\n")
    again, _ = translate_text(out, path.name, warp_mode=mode)
    assert again == out, "the translation must be idempotent"


def test_translated_fixtures_compile_for_gfx942(tmp_path):
    """Every fixture's translation (its own mode) is valid HIP for gfx942 (host and device passes,
    syntax only, one compiler call). CUB fixtures are left out: hipCUB is not part of the pinned
    toolchain."""
    import subprocess

    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain.discover import find_toolchain

    parts = ["#include <hip/hip_runtime.h>", "#include <hip/hip_cooperative_groups.h>",
             "#include <xlate/compat32.h>"]
    for code, kind in CASES:
        path = FIXTURES / code / f"{kind}.cu"
        text = path.read_text()
        if "cub/" in text:
            continue
        mode = "native64" if text.startswith("// mode: native64") else "compat32"
        out, _ = translate_text(text, path.name, warp_mode=mode)
        parts += [f"namespace f_{code}_{kind} {{", f'#line 1 "{code}/{kind}.cu"', out, "}"]
    src = tmp_path / "fixtures.hip"
    src.write_text("\n".join(parts) + "\n")
    tc = find_toolchain(arch="gfx942")
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-fsyntax-only", "-isystem", str(SUPPORT_INCLUDE),
           "-Wno-unused-result", str(src)]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert p.returncode == 0, f"{' '.join(cmd)}\n{p.stderr[-3000:]}"
