"""`xlate coverage`: counts per category and status, listing, the held-back list, JSON, bad input."""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path

from click.testing import CliRunner

from xlate.cli import main
from xlate.core import tables


def _rows() -> list[dict[str, str]]:
    """The rows `xlate coverage` counts: the core table and every library table, read as plain CSV."""
    from xlate.data import libs

    # every library CSV except the overrides and the version table (cuda_versions.csv: other columns)
    skip = {"overrides.csv", libs.VERSIONS_PATH.name}
    paths = [tables.TABLE_PATH, *sorted(Path(libs.__file__).parent.glob("*.csv"))]
    rows = []
    for path in paths:
        if path.name in skip:
            continue
        with path.open(encoding="utf-8", newline="") as f:
            rows += list(csv.DictReader(f))
    return rows


def _run(*args: str):
    return CliRunner().invoke(main, ["coverage", *args])


def test_counts_match_the_table():
    res = _run()
    assert res.exit_code == 0, res.output
    c = Counter((r["category"], r["status"]) for r in _rows())
    lines = {ln.split()[0]: ln.split()[1:] for ln in res.output.splitlines()[1:] if ln and ln[0].isalpha()
             and not ln.startswith("supported functions") and "HIPIFY" not in ln}
    for cat in {r["category"] for r in _rows()}:
        sup, diff, uns, tot = map(int, lines[cat])
        assert (sup, diff, uns) == (c[(cat, "supported")], c[(cat, "different")], c[(cat, "unsupported")])
        assert tot == sup + diff + uns
    assert int(lines["total"][3]) == len(_rows())


def test_json_and_filters():
    doc = json.loads(_run("--json", "--category", "runtime", "--status", "supported", "--list").output)
    want = [r["cuda"] for r in _rows() if r["category"] == "runtime" and r["status"] == "supported"]
    assert sorted(e["cuda"] for e in doc["entries"]) == sorted(want)
    assert doc["counts"]["runtime"]["supported"] == len(want)
    assert set(doc["counts"]) == {"runtime", "total"}


def test_unsupported_lists_every_held_back_name_with_its_reason():
    res = _run("--unsupported")
    assert res.exit_code == 0
    held = [r for r in _rows() if r["status"] == "unsupported"]
    assert held
    for r in held:
        line = next(ln for ln in res.output.splitlines() if f" {r['cuda']} -> -" in ln)
        assert r["note"] and r["note"] in line


def test_unknown_category_is_a_usage_error():
    res = _run("--category", "nope")
    assert res.exit_code == 2
    assert "unknown category 'nope'" in res.output and "runtime" in res.output


def test_supported_counts_reach_hipify():
    """HIPIFY (014177b) maps 274 runtime, 365 driver and 508 device-function names as supported (device
    here: device, math, fp16, bf16, cooperative groups). Counted as the table counts: every kind of name."""
    c = Counter((r["category"], r["status"]) for r in _rows())
    assert c[("runtime", "supported")] >= 274
    assert c[("driver", "supported")] >= 365
    device = sum(c[(k, "supported")] for k in ("device", "math", "fp16", "bf16", "cooperative_groups"))
    assert device >= 508


def test_supported_functions_reach_hipify():
    """HIPIFY counts functions: 365 driver functions, and 274 runtime functions, its runtime list including
    the sections xlate files under `texture` (texture/surface object management, texture references) and
    `graphics` (graphics and OpenGL interoperability)."""
    c = Counter((r["category"], r["status"]) for r in _rows() if r["kind"] == "function")
    assert c[("driver", "supported")] >= 365
    assert sum(c[(k, "supported")] for k in ("runtime", "texture", "graphics")) >= 274
    device = sum(c[(k, "supported")] for k in ("device", "math", "fp16", "bf16"))
    assert device >= 508


def test_coverage_prints_the_hipify_comparison():
    from xlate.data.api.coverage import run_coverage

    text = run_coverage(category=None, status=None, list_names=False, unsupported=False, as_json=False)
    for api, hipify in (("runtime", 274), ("driver", 365), ("device", 508)):
        line = next(ln for ln in text.splitlines() if ln.startswith(f"{api} API functions as HIPIFY counts them: "))
        n = int(line.split(": ", 1)[1].split(" ", 1)[0])
        assert line.endswith(f"HIPIFY {hipify}") and n >= hipify, line


def test_coverage_prints_the_library_functions_against_hipify():
    """One line per library, counted from the CSVs as HIPIFY groups them (cuBLAS: the cublas* functions, not
    cuComplex.h's helpers, and the cuBLASLt ones)."""
    res = _run()
    rows = [r for r in _rows() if r["kind"] == "function"]
    for lib, title, cats in (("cublas", "cuBLAS", ("cublas", "cublaslt")), ("cusparse", "cuSPARSE", ("cusparse",)),
                             ("cufft", "cuFFT", ("cufft",)), ("curand", "cuRAND", ("curand",))):
        mine = [r for r in rows if r["category"] in cats and r["cuda"].startswith(lib)]
        sup = sum(r["status"] == "supported" for r in mine)
        diff = sum(r["status"] == "different" for r in mine)
        line = next(ln for ln in res.output.splitlines() if ln.startswith(f"{title} functions as HIPIFY counts them: "))
        assert f": {sup} supported, {diff} different; HIPIFY " in line, line
    assert sum(r["category"] == "cublas" and r["status"] == "supported" and not r["cuda"].startswith("cublas")
               for r in rows) > 0, "the cuComplex helpers are in the cublas table and must not be counted"


def test_docs_library_table_is_the_generated_one():
    from xlate.data.api.coverage import run_coverage

    md = run_coverage(fmt="md")
    doc = (Path(__file__).resolve().parents[2] / "docs" / "libraries.md").read_text(encoding="utf-8")
    assert md in doc, "docs/libraries.md's table is stale: paste run_coverage(fmt='md') (xlate coverage --format md)"
    cublas = next(ln for ln in md.splitlines() if ln.startswith("| cuBLAS ("))
    n = sum(1 for r in _rows() if r["category"] == "cublas")
    assert f"| {n} |" in cublas


def test_format_option_md_csv_json():
    """`--format md` is the docs table, `--format csv` the entries the filters select (read back as CSV: the same
    rows as the tables), `--format json` the same document as `--json`."""
    from xlate.data.api.coverage import libraries_markdown

    md = _run("--format", "md")
    assert md.exit_code == 0, md.output
    assert md.output == libraries_markdown()
    res = _run("--format", "csv", "--category", "cusparse", "--status", "supported")
    assert res.exit_code == 0, res.output
    got = list(csv.DictReader(res.output.splitlines()))
    want = [r for r in _rows() if r["category"] == "cusparse" and r["status"] == "supported"]
    assert sorted((r["cuda"], r["hip"], r["note"]) for r in got) == sorted((r["cuda"], r["hip"], r["note"]) for r in want)
    assert list(got[0]) == ["cuda", "hip", "kind", "category", "status", "note"]
    assert json.loads(_run("--format", "json").output) == json.loads(_run("--json").output)
    assert _run("--format", "xml").exit_code == 2


def test_cufft_line_labels_the_callback_typedefs_hipify_counts_as_functions():
    """HIPIFY's cuFFT figure includes the 8 callback typedefs; the line counts xlate's supported typedef rows for them
    (from the CSV), labelled, and never adds them to the supported functions."""
    rows = _rows()
    names = [f"cufftCallback{op}{t}" for op in ("Load", "Store") for t in "CDRZ"]
    typedefs = sum(r["category"] == "cufft" and r["kind"] == "type" and r["status"] == "supported" and r["cuda"] in names
                   for r in rows)
    sup = sum(r["category"] == "cufft" and r["kind"] == "function" and r["status"] == "supported" for r in rows)
    line = next(ln for ln in _run().output.splitlines() if ln.startswith("cuFFT functions as HIPIFY counts them: "))
    assert line.startswith(f"cuFFT functions as HIPIFY counts them: {sup} supported, ")
    assert f"which xlate maps as types: {typedefs} supported, {sup + typedefs} with the functions" in line
    assert typedefs == 8
