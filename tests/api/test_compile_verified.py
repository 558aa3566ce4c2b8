"""Every supported (and different-semantics) entry of the mapping table, used with its real CUDA types,
translated by xlate and compiled for gfx942 (`-c --offload-arch=gfx942`) against the pinned HIP 7.2
headers. Generated at test time from the table and the CUDA prelude (tests/api/calls.py).

The uses are compiled in one batch per side; when a batch fails, the compiler's error lines (or the
instantiation notes that lead to them) name the entries, the batch is compiled again without them, and
the test fails listing every entry that did not compile."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import api_calls as calls
import pytest

from xlate.rewrite.rules.api import xl101_104_names as api_names

MAX_ROUNDS = 6


def _toolchain():
    from xlate.errors import XlateError
    from xlate.toolchain.discover import find_toolchain

    try:
        return find_toolchain()
    except XlateError as exc:
        pytest.skip(f"the pinned HIP toolchain is not set up ({exc.message}); run `xlate setup`")


def _support_include() -> list[str]:
    """xlate's support headers (<xlate/...>), which translated code may include (`xlate support-dir`)."""
    try:
        from xlate.rewrite.support import SUPPORT_INCLUDE
    except ImportError:
        return []
    return [f"-I{SUPPORT_INCLUDE}"]


def compile_once(tc, text: str, path: Path) -> str:
    """Compile `text` (HIP) for gfx942; '' when it compiles, else the compiler's output."""
    from xlate.core.proc import run

    path.write_text(text, encoding="utf-8")
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), *_support_include(), "-std=c++17", "-O0",
           "-Wno-deprecated-declarations",
           "-ferror-limit=0", "-c", str(path), "-o", str(path.with_suffix(".o"))]
    proc = run(cmd, timeout=600, check=False)
    return "" if proc.returncode == 0 else (proc.stderr + proc.stdout)


def verify(tc, head: str, uses: dict[str, str], work: Path, tag: str) -> tuple[dict[str, str], list[str]]:
    """Compile head + uses, dropping the entries errors point at, until the rest compiles.
    Returns the failing entries and errors that could not be placed on an entry."""
    failing: dict[str, str] = {}
    remaining = dict(uses)
    for rnd in range(MAX_ROUNDS):
        text = head + "".join(remaining.values())
        src = work / f"{tag}_{rnd}.hip"
        out = compile_once(tc, text, src)
        if not out:
            return failing, []
        bad, unplaced = calls.failing_entries(out, src, calls.spans_of(text))
        if not bad:
            return failing, unplaced or [out[:2000]]
        failing.update(bad)
        for b in bad:
            remaining.pop(b, None)
    return failing, [f"still failing after {MAX_ROUNDS} rounds"]


def entries():
    return [e for e in api_names.load_table().values() if e.status in ("supported", "different")]


def test_every_supported_entry_has_a_typed_use():
    """The CUDA side of each supported entry is declared in xlate's prelude (so a use can be written)."""
    api = calls.prelude_api()
    missing = [f"{e.cuda} ({e.kind}, {e.category})" for e in entries()
               if calls.use_for(e, api, 0) is None]
    assert missing == [], f"{len(missing)} supported entries have no CUDA declaration in the prelude"


NOT_COMPILED_AS_WRITTEN = "does not compile as written"


def test_supported_entries_translate_and_compile_for_gfx942(tmp_path):
    """supported: every CUDA overload compiles after translation; different: at least one does, unless
    the note says it "does not compile as written" — then none may (the note must stay true)."""
    from xlate.rewrite.engine import translate_text

    tc = _toolchain()
    api = calls.prelude_api()
    table = entries()
    uses = [u for i, e in enumerate(table) if (u := calls.use_for(e, api, i)) is not None]
    assert len(uses) > 1000, "the table lost its entries?"
    # two batches (host-side and device-side uses) translated and compiled in parallel on 2 cores
    batches = [("host", [u for u in uses if not u.device]), ("device", [u for u in uses if u.device])]

    def one(tag: str, batch: list[calls.Use]) -> tuple[dict[str, str], list[str], list[str]]:
        out, diags = translate_text(calls.write_batch(batch), filename=f"{tag}.cu")
        errors = [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value == "error"]
        head, translated = calls.split_uses(out)
        assert len(translated) == sum(len(u.parts) for u in batch), "markers lost in translation"
        failing, unplaced = verify(tc, head, translated, tmp_path, tag)
        return failing, unplaced, errors

    with ThreadPoolExecutor(max_workers=min(2, os.cpu_count() or 1)) as pool:
        results = list(pool.map(lambda a: one(*a), batches))
    failed = {k: v for r in results for k, v in r[0].items()}  # "NAME#K" -> first error
    unplaced = [x for r in results for x in r[1]]
    errors = [x for r in results for x in r[2]]
    assert errors == [], f"translation errors: {errors[:20]}"
    assert unplaced == [], f"compiler errors not placed on an entry: {unplaced[:5]}"
    by_name = {e.cuda: e for e in table}
    wrong = []
    for u in uses:
        e = by_name[u.cuda]
        bad = [f"{sig}: {failed[f'{u.cuda}#{k}']}" for k, (sig, _) in enumerate(u.parts) if f"{u.cuda}#{k}" in failed]
        if e.status == "supported" and bad:
            wrong.append(f"{u.cuda} (supported): {'; '.join(bad)}")
        elif e.status == "different" and e.note.startswith(NOT_COMPILED_AS_WRITTEN):
            if len(bad) != len(u.parts):
                wrong.append(f"{u.cuda}: the note says it does not compile as written, but it does")
        elif e.status == "different" and len(bad) == len(u.parts):
            wrong.append(f"{u.cuda} (different): no overload compiles: {'; '.join(bad)}")
    assert wrong == [], f"{len(wrong)} entries are not what the table says:\n" + "\n".join(wrong)


def test_a_name_that_exists_with_another_signature_fails(tmp_path):
    """The checker names an entry whose HIP name exists but takes other arguments (hipMalloc(int, float))
    and still compiles the others."""
    tc = _toolchain()
    head = "#include <hip/hip_runtime.h>\n"
    uses = {
        "good": f"{calls.BEGIN}good\nvoid g(void** p, size_t n) {{\n  (void)hipMalloc(p, n);\n}}\n{calls.END}\n",
        "wrong": f"{calls.BEGIN}wrong\nvoid w(int a0, float a1) {{\n  (void)hipMalloc(a0, a1);\n}}\n{calls.END}\n",
        "missing": f"{calls.BEGIN}missing\nvoid m() {{\n  (void)hipNoSuchFunction();\n}}\n{calls.END}\n",
    }
    failing, unplaced = verify(tc, head, uses, tmp_path, "neg")
    assert set(failing) == {"wrong", "missing"}
    assert "no matching function for call to 'hipMalloc'" in failing["wrong"]
    assert unplaced == []
