"""Issue 20's differential test over the conformance suite (compat_tests/cases) and the bundled
examples (examples/cuda): native64 must not change what any of them prints, unless it announced the
difference (XL210: host code reading the device's warp size, which native64 keeps at the wavefront
width by design). tests/warp/test_partition_visible.py does the same for the warp programs.

Every case and example is translated in both modes first. Where the translations are identical (no
kernel kept native64 and no host difference) the two builds would be the same program, so nothing is
built; the others are built and run on the CPU backend at wave64 and wave32 in both modes. A kernel
native64 keeps (XL220) always changes the text, which `test_kept_kernels_change_the_translation`
checks, so the filter cannot hide one.

Conformance cases are translated, built (cached by content) and run with xlate/conformance's
functions; examples with `xlate run` as examples/check.py does, their outputs compared line by line
except lines whose oracle expectation is only a shape (an elapsed time, a device name).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.warp import harness
from xlate.rewrite import engine

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "compat_tests"))
sys.path.insert(0, str(REPO / "examples"))
import check  # examples/check.py, the name the oracles import it by
import runner  # compat_tests/runner.py

MODES = ("compat32", "native64")
WARP_SIZES = (64, 32)
RUN_TIMEOUT_S = 600


def _native64_codes(sources: list[Path], includes: list[Path]) -> set[str]:
    """Diagnostic codes of translating `sources` in native64 as translate_for_build does (same root,
    includes and rules), notes included (XL220, kernel kept native64, and XL221 are notes, which
    translate_for_build does not print)."""
    from xlate.rewrite.engine import build_model_for, run_engine
    from xlate.rewrite.translate import project_root

    model, fe = build_model_for(sources, root=project_root(sources, includes), includes=includes, defines=[],
                                warp_mode="native64")
    return {d.code for d in run_engine(model, None, fe).diagnostics}


def _relative(root: Path, texts: dict[Path, str]) -> dict[str, str]:
    return {str(p.relative_to(root)): t for p, t in texts.items()}


# ------------------------------------------------------------------------------ conformance suite

@pytest.fixture(scope="module")
def cases(tmp_path_factory) -> dict[str, dict[str, tuple[runner.Translated, set[str]]]]:
    """case name -> mode -> (translated case, native64's diagnostic codes)."""
    work = tmp_path_factory.mktemp("ct-warp-modes")
    out: dict[str, dict[str, tuple[runner.Translated, set[str]]]] = {}
    for case in runner.load_cases():
        codes = _native64_codes(case.sources, [runner.COMMON])
        out[case.name] = {m: (runner.translate_case(case, work / case.name / m, warp_mode=m), codes)
                          for m in MODES}
    return out


def _case_differs(modes) -> bool:
    (a, _), (b, _) = modes["compat32"], modes["native64"]
    return _relative(a.root, a.texts) != _relative(b.root, b.texts)


# ----------------------------------------------------------------------------------------- examples

def _translate_example(name: str, out: Path, mode: str) -> dict[str, str]:
    from xlate.pipeline.translate import translate_for_build

    meta = check.load_meta(name)
    folder = check.EXAMPLES / name
    mapping = translate_for_build([folder / s for s in meta["sources"]], out, includes=[folder], defines=[],
                                  warp_mode=mode)
    return {str(Path(v).relative_to(out)): Path(v).read_text() for v in mapping.values()}


@pytest.fixture(scope="module")
def examples(tmp_path_factory) -> dict[str, dict[str, tuple[dict[str, str], set[str]]]]:
    """example name -> mode -> (translated texts, native64's diagnostic codes)."""
    work = tmp_path_factory.mktemp("ex-warp-modes")
    out: dict[str, dict[str, tuple[dict[str, str], set[str]]]] = {}
    for name in check.example_names():
        folder = check.EXAMPLES / name
        codes = _native64_codes([folder / s for s in check.load_meta(name)["sources"]], [folder])
        out[name] = {m: (_translate_example(name, work / name / m, m), codes) for m in MODES}
    return out


def _run_example(name: str, mode: str, warp_size: int) -> check.RunResult:
    """examples/check.py's `xlate run` command for NAME with --warp-mode MODE added."""
    meta = check.load_meta(name)
    folder = check.EXAMPLES / name
    cmd = [*check.xlate_command(), "run", *[str(folder / s) for s in meta["sources"]], "--backend", "cpu",
           "--warp-size", str(warp_size), "--warp-mode", mode, "-I", str(folder)]
    if meta["args"]:
        cmd += ["--", *meta["args"]]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=RUN_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired:
        return check.RunResult(cmd, 124, "", f"timed out after {RUN_TIMEOUT_S}s")
    return check.RunResult(cmd, p.returncode, p.stdout, p.stderr)


def _example_values(name: str, stdout: str, warp_size: int) -> dict[str, str]:
    """The printed `name: value` lines, without those the oracle checks only for shape (timings)."""
    meta = check.load_meta(name)
    expect = check.load_oracle(name).expected(check.Context(args=list(meta["args"]), warp_size=warp_size))
    values, _ = check.parse_output(stdout)
    return {k: v for k, v in values.items() if not isinstance(expect.get(k), check.Shape)}


# -------------------------------------------------------------------------------------------- tests

def test_every_case_and_example_translates_in_both_modes(cases, examples):
    assert set(cases) == {d.name for d in runner.case_dirs()}
    assert set(examples) == set(check.example_names())
    for group in (cases, examples):
        for name, modes in group.items():
            assert set(modes) == set(MODES), name


def test_kept_kernels_change_the_translation(cases, examples):
    """The filter's premise: a kernel native64 keeps (XL220) is rewritten, so its text differs. The
    cases and examples keep none today, so the warp programs (three kept kernels) are checked too."""
    kept = 0
    for name, modes in cases.items():
        if "XL220" in modes["native64"][1]:
            kept += 1
            assert _case_differs(modes), name
    for name, modes in examples.items():
        if "XL220" in modes["native64"][1]:
            kept += 1
            assert modes["compat32"][0] != modes["native64"][0], name
    for path in sorted(harness.PROGRAMS_DIR.glob("*.cu")):
        a, _ = engine.translate_text(path.read_text(), path.name, warp_mode="compat32")
        b, diags = engine.translate_text(path.read_text(), path.name, warp_mode="native64")
        if any(d.code == "XL220" for d in diags):
            kept += 1
            assert a != b, path.name
    assert kept, "no kernel kept native64 anywhere: the premise was not exercised"


def _case_params():
    return [pytest.param(c.name, ws, id=f"{c.name}-wave{ws}") for c in runner.load_cases() for ws in WARP_SIZES]


@pytest.mark.parametrize(("name", "warp_size"), _case_params())
def test_conformance_case_same_output_in_both_modes(cases, name, warp_size):
    modes = cases[name]
    if not _case_differs(modes):
        return  # identical translations build the same program: nothing native64 could change
    results = {}
    for m in MODES:
        tr, _ = modes[m]
        exe, _, _ = runner.cpu_build(tr, warp_size)
        results[m] = runner.run_exe(exe, tr.case)
    a, b = results["compat32"], results["native64"]
    if (a.returncode, a.stdout) == (b.returncode, b.stdout):
        return
    assert "XL210" in modes["native64"][1], (
        f"{name} at wave{warp_size}: native64 changed the output without announcing it\n"
        f"--- compat32 (exit {a.returncode})\n{a.stdout}--- native64 (exit {b.returncode})\n{b.stdout}"
        f"{b.stderr[-500:]}")


@pytest.mark.parametrize("warp_size", WARP_SIZES)
@pytest.mark.parametrize("name", check.example_names())
def test_example_same_output_in_both_modes(examples, name, warp_size):
    modes = examples[name]
    if modes["compat32"][0] == modes["native64"][0]:
        return  # identical translations: the same program
    results = {m: _run_example(name, m, warp_size) for m in MODES}
    for m, r in results.items():
        assert r.returncode == 0, f"{name} ({m}, wave{warp_size}): exit {r.returncode}\n{r.stderr[-1500:]}"
    a, b = (_example_values(name, results[m].stdout, warp_size) for m in MODES)
    if a == b:
        return
    diff = sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))
    assert "XL210" in modes["native64"][1], (
        f"{name} at wave{warp_size}: native64 changed printed values without announcing it: "
        + ", ".join(f"{k}: {a.get(k)!r} -> {b.get(k)!r}" for k in diff))
