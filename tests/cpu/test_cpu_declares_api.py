"""The cpu target builds what the gfx942 target builds (issue 21, class 12): every `supported` entry of
the mapping table (xlate/data/api/cuda_hip.csv), used with its real CUDA types, translated by xlate and
compiled for the cpu target (the host compiler with the cpu backend's HIP headers, the flags
xlate.pipeline.targets.CpuTarget gives translated CUDA code, `-fsyntax-only`).

The typed uses are the ones tests/api/test_compile_verified.py compiles for gfx942 (tests/api/api_calls.py),
in one batch per side; when a batch fails, the entries the compiler's errors point at are set aside and
the rest compiled again. An entry that genuinely cannot compile on the cpu target is listed, with its
reason, in cpu_api_allowlist.toml; the test fails for an entry that does not compile and is not listed,
and for a listed entry that compiles (so the list stays true)."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path

from xlate.rewrite.rules.api import xl101_104_names as api_names

HERE = Path(__file__).resolve().parent
ALLOWLIST = HERE / "cpu_api_allowlist.toml"
MAX_ROUNDS = 6
# <hip/hip_gl_interop.h> refuses the cpu target with an #error naming the program's OpenGL calls (the
# cpu backend has no OpenGL context); the batches leave it out and its rows are on the allowlist.
GL_INTEROP_INCLUDE = "#include <hip/hip_gl_interop.h>"


def _api_calls():
    path = HERE.parent / "api" / "api_calls.py"
    spec = importlib.util.spec_from_file_location("cpu_api_calls", path)
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules["cpu_api_calls"] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


calls = _api_calls()


def allowlist() -> dict[str, str]:
    """CUDA name -> why its HIP counterpart does not compile on the cpu target."""
    with open(ALLOWLIST, "rb") as f:
        return dict(tomllib.load(f)["rows"])


def compile_flags() -> list[str]:
    """How the cpu target compiles translated CUDA code, up to the source (checked only: -fsyntax-only)."""
    from xlate.pipeline.targets import CpuTarget

    tgt = CpuTarget()
    return [*tgt.compile_head("0"), *[f"-D{d}" for d in tgt.translated_defines()],
            *tgt.translated_forced_includes(), "-Wno-unused-result", "-Wno-deprecated-declarations",
            "-ferror-limit=0", "-fsyntax-only", "-x", "c++"]


def verify(flags: list[str], head: str, uses: dict[str, str], work: Path, tag: str) -> tuple[dict[str, str], list[str]]:
    """Compile head + uses for the cpu target, setting aside the entries errors point at, until the rest
    compiles. Returns the failing entries ("NAME#K" -> first error) and errors placed on no entry."""
    from xlate.core.proc import run

    failing: dict[str, str] = {}
    remaining = dict(uses)
    for rnd in range(MAX_ROUNDS):
        text = head + "".join(remaining.values())
        src = work / f"{tag}_{rnd}.cpp"
        src.write_text(text, encoding="utf-8")
        proc = run([*flags, str(src)], timeout=900, check=False)
        if proc.returncode == 0:
            return failing, []
        bad, unplaced = calls.failing_entries(proc.stderr + proc.stdout, src, calls.spans_of(text))
        if not bad:
            return failing, unplaced or [(proc.stderr + proc.stdout)[:2000]]
        failing.update(bad)
        for b in bad:
            remaining.pop(b, None)
    return failing, [f"still failing after {MAX_ROUNDS} rounds"]


def test_allowlist_names_supported_rows_with_reasons():
    table = api_names.load_table()
    allowed = allowlist()
    assert allowed, "the allowlist is read"
    wrong = [n for n, why in allowed.items()
             if n not in table or table[n].status != "supported" or not why.strip()]
    assert wrong == [], f"allowlisted names that are not supported rows, or without a reason: {wrong}"


def test_every_supported_row_compiles_for_the_cpu_target(cpu_cache, tmp_path):
    from xlate.rewrite.engine import translate_text

    api = calls.prelude_api()
    table = [e for e in api_names.load_table().values() if e.status == "supported"]
    uses = [u for i, e in enumerate(table) if (u := calls.use_for(e, api, i)) is not None]
    assert len(uses) > 1000, "the table lost its entries?"
    flags = compile_flags()
    failed: dict[str, str] = {}
    for tag, batch in (("host", [u for u in uses if not u.device]), ("device", [u for u in uses if u.device])):
        out, diags = translate_text(calls.write_batch(batch), filename=f"{tag}.cu")
        errors = [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value == "error"]
        assert errors == [], f"translation errors: {errors[:20]}"
        head, translated = calls.split_uses(out)
        assert GL_INTEROP_INCLUDE in head
        head = head.replace(GL_INTEROP_INCLUDE, "")  # an empty line: line numbers stay
        bad, unplaced = verify(flags, head, translated, tmp_path, tag)
        assert unplaced == [], f"compiler errors not placed on an entry: {unplaced[:5]}"
        failed.update(bad)
    by_name: dict[str, list[str]] = {}
    for key, err in failed.items():
        by_name.setdefault(key.split("#", 1)[0], []).append(err)
    allowed = allowlist()
    hip = {e.cuda: e.hip for e in table}
    new = [f"{n} -> {hip[n]}: {'; '.join(errs)}" for n, errs in sorted(by_name.items()) if n not in allowed]
    stale = sorted(n for n in allowed if n not in by_name)
    assert new == [], f"{len(new)} supported rows do not compile for the cpu target:\n" + "\n".join(new)
    assert stale == [], f"allowlisted rows that compile now (take them off {ALLOWLIST.name}): {stale}"
