"""Issue 20: native64 must never change what a program computes.

* tests/warp/programs_visible: a variant of each warp idiom of tests/warp/programs whose result *is*
  partition-visible (one result per warp or per cg tile, per-warp atomics, warp-aggregated ranks, lane-0
  stores indexed by a warp id, ballot counts per warp, %laneid from inline PTX, the host reading n/32
  results). Every kernel must be announced as kept in compat32 (XL221) or rewritten (XL220), and every
  configuration (compat32/native64 x cpu wave64/wave32) must print the numpy oracle's lines.
* The differential test: every program of tests/warp/programs and programs_visible, in both modes at
  wave64 and wave32; an output difference between the modes fails unless native64 announced it (XL210:
  host code reading the device's warp size, which native64 keeps at the wavefront width by design).
"""

from __future__ import annotations

import runpy
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.warp import harness
from xlate.rewrite import engine

VISIBLE = Path(__file__).resolve().parent / "programs_visible"
DIRS = {"p": harness.PROGRAMS_DIR, "v": VISIBLE}
CONFIGS = [("compat32", 64), ("compat32", 32), ("native64", 64), ("native64", 32)]


def _programs() -> list[tuple[str, Path]]:
    return [(f"{tag}_{p.stem}", p) for tag, d in DIRS.items() for p in sorted(d.glob("*.cu"))]


@pytest.fixture(scope="module")
def translated() -> dict[str, dict[str, tuple[str, list]]]:
    out: dict[str, dict[str, tuple[str, list]]] = {}
    for mode in ("compat32", "native64"):
        out[mode] = {}
        for key, path in _programs():
            text, diags = engine.translate_text(path.read_text(), path.name, warp_mode=mode)
            assert not [d for d in diags if d.severity.value == "error"], f"{path.name} ({mode}): {diags}"
            out[mode][key] = (text, diags)
    return out


@pytest.fixture(scope="module")
def executables(translated, tmp_path_factory) -> dict[tuple[str, int], Path]:
    work = tmp_path_factory.mktemp("warp-visible")
    with ThreadPoolExecutor(max_workers=2) as pool:
        futs = {(m, ws): pool.submit(harness.build_cpu,
                                     harness.combine({k: t for k, (t, _) in translated[m].items()}),
                                     work, ws, f"{m}_{ws}")
                for m, ws in CONFIGS}
        return {k: f.result() for k, f in futs.items()}


def test_every_idiom_has_a_visible_variant():
    assert len(list(VISIBLE.glob("*.cu"))) >= 6
    for p in VISIBLE.glob("*.cu"):
        assert p.with_suffix(".py").is_file(), p


def test_visible_kernels_fall_back_announced_or_are_rewritten(translated):
    for key, path in _programs():
        if not key.startswith("v_"):
            continue
        _, diags = translated["native64"][key]
        kernels = path.read_text().count("__global__")
        announced = [d for d in diags if d.code in ("XL220", "XL221")]
        assert len(announced) == kernels, f"{path.name}: {[(d.code, d.message) for d in diags]}"
        for d in announced:
            if d.code == "XL221":
                assert "reaches" in d.message or "asm" in d.message, d.message


@pytest.mark.parametrize(("mode", "warp_size"), CONFIGS)
def test_visible_variants_match_oracles(executables, mode, warp_size):
    exe = executables[mode, warp_size]
    bad = []
    for key, path in _programs():
        if not key.startswith("v_"):
            continue
        want = list(runpy.run_path(str(path.with_suffix(".py")))["LINES"])
        r = harness.run(exe, key)
        if r.rc != 0 or r.stdout.splitlines() != want:
            bad.append(f"{path.name}: exit {r.rc}\n{r.stdout}{r.stderr[-500:]}")
    assert not bad, f"{mode} at wave{warp_size}:\n" + "\n".join(bad)


@pytest.mark.parametrize("warp_size", [64, 32])
def test_differential_no_unannounced_difference(translated, executables, warp_size):
    c32, n64 = executables["compat32", warp_size], executables["native64", warp_size]
    bad = []
    for key, path in _programs():
        a, b = harness.run(c32, key), harness.run(n64, key)
        if (a.rc, a.stdout) == (b.rc, b.stdout):
            continue
        _, diags = translated["native64"][key]
        if any(d.code == "XL210" for d in diags):
            continue  # host reads the device's warp size: native64 says it keeps the wavefront width
        bad.append(f"{path.name}: compat32 exit {a.rc}, native64 exit {b.rc}\n--- compat32\n{a.stdout}"
                   f"--- native64\n{b.stdout}{b.stderr[-300:]}")
    assert not bad, f"wave{warp_size}: unannounced differences:\n" + "\n".join(bad)
