"""One table at one commit (xlate/validate/provenance.py): every row records the commit and the code digest
it ran with, and `--reuse DIR` takes an earlier run's row only when its digest is this checkout's."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.validate.tiny import tiny_recipe
from xlate.validate import provenance
from xlate.validate.recipe import load_recipe
from xlate.validate.runner import Options, validate_projects

REPO = Path(__file__).resolve().parents[2]


def _cli(*args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run(
        [sys.executable, "-m", "xlate", "validate", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )


def test_rows_are_reused_only_with_the_same_digest(tmp_path, tiny_archive):
    arch, sha = tiny_archive
    recipes = tmp_path / "recipes"
    recipe = tiny_recipe(recipes, "tiny", arch, sha)
    first = tmp_path / "first"
    proc = _cli("--recipes", str(recipes), "--target", "cpu", "-j", "2", "-o", str(first))
    assert proc.returncode == 0, proc.stderr
    (row,) = json.loads((first / "validation.json").read_text())["rows"]
    prov = row["provenance"]
    assert len(prov["digest"]) == 64 and prov["digest_files"] > 100
    assert prov["commit"] == provenance.head_commit()
    assert row["tests"]["passed"] == 1 and (first / "tiny-cpu-w64" / "build").is_dir()

    # the same code: the row is taken with its logs, nothing is built
    again = tmp_path / "again"
    proc = _cli("--recipes", str(recipes), "--target", "cpu", "--reuse", str(first), "-o", str(again))
    assert proc.returncode == 0, proc.stderr
    assert "same code digest" in proc.stdout
    (reused,) = json.loads((again / "validation.json").read_text())["rows"]
    assert reused["reused_from"] == str(first) and reused["provenance"] == prov
    assert reused["tests"]["passed"] == 1 and not (again / "tiny-cpu-w64" / "build").exists()
    logs = [s["log"] for s in reused["steps"] if s["name"] != "fetch"]
    assert logs and all(Path(p).is_file() and Path(p).is_relative_to(again.resolve()) for p in logs)
    assert f"| tiny | cpu w64 | {(prov['commit'] or '–')[:7]}" in (again / "validation.md").read_text()

    # another --timeout-cap is another run: not reused
    rows = validate_projects(
        [load_recipe(recipe)],
        Options("cpu", 64, 2, tmp_path / "capped", timeout_cap=600, reuse=[first]),
        echo=lambda *_: None,
    )
    assert "reused_from" not in rows[0] and (tmp_path / "capped" / "tiny-cpu-w64" / "build").is_dir()

    # the recipe changed (part of the digest): the row runs again
    recipe.write_text(recipe.read_text() + "# changed\n")
    rows = validate_projects(
        [load_recipe(recipe)],
        Options("cpu", 64, 2, tmp_path / "changed", reuse=[first]),
        echo=lambda *_: None,
    )
    assert "reused_from" not in rows[0] and rows[0]["provenance"]["digest"] != prov["digest"]
    assert rows[0]["tests"]["passed"] == 1


def _fake_package(root: Path, monkeypatch) -> Path:
    pkg = root / "xlate"
    for rel, text in {
        "a.py": "A = 1\n",
        "cpu/build.py": "B = 1\n",
        "cpu/src/runtime.cpp": "int r;\n",
        "cpu/include/hip/hip_runtime.h": "#pragma once\n",
        "data/api.csv": "x,y\n",
    }.items():
        (pkg / rel).parent.mkdir(parents=True, exist_ok=True)
        (pkg / rel).write_text(text)
    (pkg / "__pycache__").mkdir()
    (pkg / "__pycache__" / "a.cpython-311.pyc").write_bytes(b"\0")
    monkeypatch.setattr(provenance, "PACKAGE", pkg)
    monkeypatch.setattr(provenance, "REPO", root)
    monkeypatch.setattr(provenance, "CPU_BACKEND", pkg / "cpu")
    return pkg


def test_digest_scope_per_target(tmp_path, monkeypatch, tiny_archive):
    """gfx942 rows leave out the cpu backend's C/C++ files (compiled only for the cpu target); Python
    modules of xlate/cpu, data and every other file count for both targets; caches count for none."""
    pkg = _fake_package(tmp_path / "repo", monkeypatch)
    recipe = load_recipe(tiny_recipe(tmp_path / "recipes", "tiny", *tiny_archive))

    def digests() -> tuple[str, str]:
        return provenance.code_digest(recipe, "gfx942")[0], provenance.code_digest(recipe, "cpu")[0]

    g0, c0 = digests()
    assert (
        provenance.code_digest(recipe, "gfx942")[1] == 3 + 1
    )  # a.py, cpu/build.py, data/api.csv, the recipe
    (pkg / "cpu" / "src" / "runtime.cpp").write_text("int r = 1;\n")
    g1, c1 = digests()
    assert g1 == g0 and c1 != c0
    (pkg / "cpu" / "include" / "hip" / "hip_runtime.h").write_text("#pragma once\n// changed\n")
    g2, c2 = digests()
    assert g2 == g0 and c2 != c1
    (pkg / "cpu" / "build.py").write_text("B = 2\n")
    g3, c3 = digests()
    assert g3 != g0 and c3 != c2
    (pkg / "data" / "api.csv").write_text("x,z\n")
    g4, c4 = digests()
    assert g4 != g3 and c4 != c3
    (pkg / "__pycache__" / "a.cpython-311.pyc").write_bytes(b"\1")
    assert digests() == (g4, c4)
    # a file's name is part of what is hashed: moving bytes from one file to another changes the digest
    (pkg / "a.py").rename(pkg / "b.py")
    assert digests()[0] != g4


def test_a_stopped_run_keeps_the_rows_it_finished(tmp_path, tiny_archive, monkeypatch):
    """The table is written after every row: a run stopped part way (a session's end, ^C) leaves the rows
    it finished, says which projects it had not run, and --reuse of its folder goes on from there."""
    from xlate.validate import command, runner

    arch, _ = tiny_archive
    recipes = tmp_path / "recipes"
    for name in ("a_first", "b_second"):  # a wrong sha256: each row stops at fetch, in no time
        tiny_recipe(recipes, name, arch, "0" * 64)
    real, calls = runner.run_row, []

    def stopped_at_second(*args, **kwargs):
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(runner, "run_row", stopped_at_second)
    out = tmp_path / "out"
    try:
        command.run_validate_command(projects=[], target="cpu", warp_size=64, jobs=1, output=out,
                                     recipes_dir=recipes, echo=lambda *_: None)
    except KeyboardInterrupt:
        pass
    else:
        raise AssertionError("the run was not stopped")
    table = json.loads((out / "validation.json").read_text())
    assert [r["project"] for r in table["rows"]] == ["a_first"]
    assert table["rows"][0]["first_failure"]["step"] == "fetch"
    assert table["selection"]["not_yet_run"] == ["b_second"]
    assert "**Partial table**" in (out / "validation.md").read_text()
    assert "Partial table" in (out / "validation.html").read_text()

    monkeypatch.setattr(runner, "run_row", real)
    again = tmp_path / "again"
    command.run_validate_command(projects=[], target="cpu", warp_size=64, jobs=1, output=again,
                                 recipes_dir=recipes, reuse=[out], echo=lambda *_: None)
    table = json.loads((again / "validation.json").read_text())
    assert [r["project"] for r in table["rows"]] == ["a_first", "b_second"]
    assert "reused_from" in table["rows"][0] and "reused_from" not in table["rows"][1]
    assert table["selection"]["not_yet_run"] == []
    assert "Partial table" not in (again / "validation.md").read_text()
