"""Record, then compare, what `xlate translate` writes for every input the project holds.

    .venv/bin/python benchmarks/translation_snapshot.py record DIR [--corpus] [-j N]
    .venv/bin/python benchmarks/translation_snapshot.py compare DIR [--corpus] [-j N]

A refactor must not change xlate's output (issue 17). `record` translates each unit below through the
command line (the one interface a refactor keeps), in both warp modes, and stores per unit the sha256 of
every output file, the exit code and the JSON diagnostics with the temporary folders replaced by
placeholders; `compare` does the same again and prints every difference (exit 1 when there is one).

Units: each example folder (examples/cuda/*, examples/hip), each collection of test programs
(tests/*/programs*), the conformance cases (compat_tests/cases, with compat_tests/common on the include
path), the rule fixtures (tests/rules, tests/rewrite/fixtures); with --corpus instead (a separate
recording, DIR/corpus.json: it takes far longer), when fetched (`xlate corpus fetch --tier small`), every file of each small-tier corpus project that the report reads, with the project's
include folders and macros (compat32 only: the corpus is the largest part).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MODES = ("compat32", "native64")
TIMEOUT_S = 1800


def _xlate() -> list[str]:
    return [sys.executable, "-m", "xlate"]


def local_units() -> list[dict]:
    units: list[dict] = []
    for d in sorted((REPO / "examples" / "cuda").iterdir()):
        if d.is_dir():
            units.append({"name": f"examples/cuda/{d.name}", "inputs": [d]})
    units.append({"name": "examples/hip", "inputs": [REPO / "examples" / "hip"]})
    for d in sorted(REPO.glob("tests/*/programs*")):
        if d.is_dir():
            units.append({"name": d.relative_to(REPO).as_posix(), "inputs": [d]})
    units.append({"name": "compat_tests/cases", "inputs": [REPO / "compat_tests" / "cases"],
                  "includes": [REPO / "compat_tests" / "common"]})
    return [dict(u, mode=m) for u in units for m in MODES]


def fixture_units(store: Path, record: bool) -> list[dict]:
    """The rule fixtures, each file alone (a fixture may be broken on purpose; one must not hide
    another). `record` copies them into the snapshot folder and both runs translate those copies, so
    fixtures that move or gain CHECK lines during a refactor are still compared with what they were."""
    store = store / "fixtures"
    if record:
        for f in sorted(list(REPO.glob("tests/rules/**/*.cu")) + list(REPO.glob("tests/rewrite/fixtures/**/*.cu"))):
            dest = store / f.relative_to(REPO)
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(f.read_bytes())
    units = [{"name": f.relative_to(store).as_posix(), "inputs": [f], "single": True, "root": store}
             for f in sorted(store.rglob("*.cu"))]
    return [dict(u, mode=m) for u in units for m in MODES]


def corpus_units() -> list[dict]:
    sys.path.insert(0, str(REPO))
    from xlate.report import fetch, manifest
    from xlate.report.files import discover

    units = []
    for p in manifest.select(manifest.load_manifest(), "small"):
        if not fetch.is_fetched(p):
            print(f"corpus: {p.name} not fetched, left out", file=sys.stderr)
            continue
        root = fetch.source_dir(p).resolve()
        files, _ = discover(p, root)
        if not files:
            continue
        units.append({"name": f"corpus/{p.name}", "inputs": [root / rel for rel, _ in files], "root": root,
                      "includes": [root / i for i in p.includes if (root / i).is_dir()],
                      "defines": list(p.defines), "mode": "compat32"})
    return units


def _hash_tree(out: Path) -> dict[str, str]:
    if out.is_file():
        return {"<file>": hashlib.sha256(out.read_bytes()).hexdigest()}
    res = {}
    for p in sorted(out.rglob("*")):
        if p.is_file():
            res[p.relative_to(out).as_posix()] = hashlib.sha256(p.read_bytes()).hexdigest()
    return res


def run_unit(u: dict) -> dict:
    with tempfile.TemporaryDirectory(prefix="xlate-snap-") as tmp:
        out = Path(tmp) / "out"
        argv = _xlate() + ["translate", *map(str, u["inputs"]), "--format", "json", "--warp-mode", u["mode"]]
        argv += ["-o", str(out / "x.hip") if u.get("single") else str(out) + "/"]
        for i in u.get("includes", []):
            argv += ["-I", str(i)]
        for d in u.get("defines", []):
            argv += ["-D", d]
        env = dict(os.environ, PYTHONHASHSEED="0")
        try:
            proc = subprocess.run(argv, check=False, cwd=REPO, capture_output=True, timeout=TIMEOUT_S, env=env)
        except subprocess.TimeoutExpired:
            return {"exit": f"timeout after {TIMEOUT_S} s", "files": {}, "diagnostics": None, "stderr": ""}
        text = proc.stdout.decode("utf-8", "replace")
        for folder, mark in ((tmp, "<tmp>"), (str(u.get("root", REPO)), "<root>"), (str(REPO), "<repo>")):
            text = text.replace(folder, mark)
        try:
            diags = json.loads(text)
        except json.JSONDecodeError:
            diags = text
        return {"exit": proc.returncode, "files": _hash_tree(out / "x.hip" if u.get("single") else out),
                "diagnostics": diags,
                "stderr": proc.stderr.decode("utf-8", "replace").replace(tmp, "<tmp>").replace(str(REPO), "<repo>")}


def snapshot(store: Path, record: bool, corpus: bool, jobs: int) -> dict[str, dict]:
    units = corpus_units() if corpus else local_units() + fixture_units(store, record)
    keys = [f"{u['name']} [{u['mode']}]" for u in units]
    with ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(run_unit, units))
    return dict(zip(keys, results, strict=True))


def _diff(a: dict, b: dict) -> list[str]:
    lines = []
    for key in sorted(set(a) | set(b)):
        if key not in a or key not in b:
            lines.append(f"{key}: only in {'recording' if key in a else 'this run'}")
            continue
        ra, rb = a[key], b[key]
        if ra["exit"] != rb["exit"]:
            lines.append(f"{key}: exit {ra['exit']} -> {rb['exit']}")
        for f in sorted(set(ra["files"]) | set(rb["files"])):
            if ra["files"].get(f) != rb["files"].get(f):
                lines.append(f"{key}: output {f} differs")
        if ra["diagnostics"] != rb["diagnostics"]:
            lines.append(f"{key}: diagnostics differ")
        if ra["stderr"] != rb["stderr"]:
            lines.append(f"{key}: stderr differs")
    return lines


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("action", choices=["record", "compare"])
    ap.add_argument("dir", type=Path)
    ap.add_argument("--corpus", action="store_true",
                    help="the small-tier corpus instead of the project's own inputs (DIR/corpus.json)")
    ap.add_argument("--no-corpus", action="store_true", help="(the default; kept for old command lines)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args(argv)
    snap = snapshot(args.dir, args.action == "record", args.corpus, args.jobs)
    path = args.dir / ("corpus.json" if args.corpus else "snapshot.json")
    nfiles = sum(len(r["files"]) for r in snap.values())
    if args.action == "record":
        path.write_text(json.dumps(snap, indent=1, sort_keys=True))
        print(f"recorded {len(snap)} units, {nfiles} output files -> {path}")
        return 0
    recorded = json.loads(path.read_text())
    diffs = _diff(recorded, snap)
    for line in diffs:
        print(line)
    print(f"compared {len(snap)} units, {nfiles} output files: {len(diffs)} differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
