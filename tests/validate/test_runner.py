"""`xlate validate` end to end on the tiny project (data/tiny), cpu target: a passing row, a build that
fails, a hanging test killed and counted, a tampered archive refused; the command writes the table."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.validate.tiny import tiny_recipe
from xlate.report.fetch import cache_root
from xlate.validate.recipe import RecipeError, load_recipe, load_recipes
from xlate.validate.runner import Options, _short_paths, run_row
from xlate.validate.tools import find_cmake

REPO = Path(__file__).resolve().parents[2]


def _row(recipe_path: Path, out: Path) -> dict:
    return run_row(load_recipe(recipe_path), Options("cpu", 64, 2, out), echo=lambda *_: None)


def test_command_writes_the_table_for_a_passing_project(tmp_path, tiny_archive):
    arch, sha = tiny_archive
    tiny_recipe(tmp_path / "recipes", "tiny", arch, sha, system_packages={"cmake": "configuring the project"})
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.run([sys.executable, "-m", "xlate", "validate", "--recipes", str(tmp_path / "recipes"),
                           "--target", "cpu", "-j", "2", "-o", str(out)], env=env, capture_output=True, text=True,
                          timeout=600, check=False)
    assert proc.returncode == 0, proc.stderr
    table = json.loads((out / "validation.json").read_text())
    (row,) = table["rows"]
    assert (row["fetched"], row["configured"], row["built"], row["verified"]) == (True, True, True, None)
    assert row["tests"]["passed"] == 1 and row["tests"]["run"] == 1 and row["first_failure"] is None
    assert row["source"]["sha256"] == sha and row["patched"] is False
    assert [s["name"] for s in row["steps"]] == ["fetch", "system-packages", "configure", "build", "test-ctest"]
    assert row["steps"][1]["status"] == ("ok" if shutil.which("dpkg-query") else "skipped")
    assert (out / "tiny-cpu-w64" / "logs" / "build.log").is_file()
    md = (out / "validation.md").read_text()
    assert "| tiny | cpu w64 |" in md
    assert "\n\n| project | target |" in md  # a blank line before the table, or Markdown shows no table
    assert "1/1 passed" in (out / "validation.html").read_text()


def test_failing_build_is_a_row_with_step_command_and_cause(tmp_path, tiny_archive):
    arch, sha = tiny_archive
    row = _row(tiny_recipe(tmp_path / "recipes", "tiny_link", arch, sha, extra="link"), tmp_path / "out")
    ff = row["first_failure"]
    assert row["configured"] is True and row["built"] is False
    assert ff["step"] == "build" and "--build" in ff["command"]
    assert ff["cause"] == "link-error undefined:not_defined_anywhere(int*)"
    assert "undefined reference" in ff["first_error"]
    assert row["tests"]["not_run"].startswith("not reached")


def test_hanging_test_is_killed_and_counted(tmp_path, tiny_archive):
    arch, sha = tiny_archive
    row = _row(tiny_recipe(tmp_path / "recipes", "tiny_hang", arch, sha, extra="hang", per_test_timeout=3),
               tmp_path / "out")
    t = row["tests"]
    assert (t["passed"], t["timeout"], t["run"]) == (1, 1, 2)
    assert row["first_failure"]["cause"] == "timeout"
    assert t["commands"][0]["failures"][0]["name"] == "extra_hang"


KNOWN = """
[[known]]
test = "^extra_h"
target = "gfx942"
cause = "not-this-one"
evidence = "a gfx942 entry: does not apply on the cpu target"
[[known]]
test = "^extra_h"
target = "cpu"
detail = "a message the test never prints"
cause = "not-this-one-either"
evidence = "another failure of the same test: does not apply to this one"
[[known]]
test = "^extra_h"
target = "cpu"
detail = "Timeout"
cause = "project-hang"
evidence = "shown by hand: the test waits for input that never comes"
"""


def test_known_cause_of_a_failing_case_replaces_the_logs_and_is_listed(tmp_path, tiny_archive):
    """A recipe's [[known]] entry gives a failing case the cause established outside the run (with its
    evidence in the JSON and the Markdown); the case still counts as failed (here: timed out)."""
    from xlate.validate.table import make_table, render_html, render_md

    arch, sha = tiny_archive
    row = _row(tiny_recipe(tmp_path / "recipes", "tiny_hang", arch, sha, extra="hang", per_test_timeout=3,
                           more=KNOWN), tmp_path / "out")
    t = row["tests"]
    assert (t["passed"], t["timeout"], t["run"]) == (1, 1, 2)
    (failure,) = t["commands"][0]["failures"]
    assert (failure["name"], failure["cause"]) == ("extra_hang", "project-hang")
    assert failure["evidence"] == "shown by hand: the test waits for input that never comes"
    assert row["first_failure"]["cause"] == "project-hang"
    md = render_md(make_table([row], {"target": "cpu", "warp_size": 64}))
    assert "  - extra_hang: `project-hang`. shown by hand: the test waits for input that never comes" in md
    html = render_html(make_table([row], {"target": "cpu", "warp_size": 64}))
    assert "<li>extra_hang: <code>project-hang</code>. shown by hand: the test waits for input that never comes</li>" \
        in html


def test_tampered_archive_is_refused(tmp_path, tiny_archive):
    arch, sha = tiny_archive
    tampered = tmp_path / "tampered" / arch.name
    tampered.parent.mkdir()
    tampered.write_bytes(arch.read_bytes() + b"\0")
    row = _row(tiny_recipe(tmp_path / "recipes", "tiny_bad", tampered, sha), tmp_path / "out")
    assert row["fetched"] is False and row["built"] is False
    assert row["first_failure"]["step"] == "fetch" and row["first_failure"]["cause"] == "sha256-mismatch"
    assert not (tmp_path / "out" / "tiny_bad-cpu-w64" / "build").exists()


def test_recipe_errors(tmp_path):
    bad = tmp_path / "x.toml"
    bad.write_text('source = "faiss"\n[[step]]\nkind = "configure"\nrun = ["cmake", "{nope}"]\n')
    with pytest.raises(RecipeError, match="unknown placeholder"):
        load_recipe(bad)
    bad.write_text('source = "faiss"\n[[step]]\nkind = "build"\nrun = ["make"]\n[[test]]\nname = "t"\nrun = ["t"]\n'
                   'parser = "tap"\n')
    with pytest.raises(RecipeError, match="parser 'tap'"):
        load_recipe(bad)
    build = 'source = "faiss"\n[[step]]\nkind = "build"\nrun = ["make"]\n'
    bad.write_text(build + '[[known]]\ntest = "(unclosed"\ncause = "project-race"\nevidence = "e"\n')
    with pytest.raises(RecipeError, match="not a regular expression"):
        load_recipe(bad)
    bad.write_text(build + '[[known]]\ntest = "x"\ndetail = "[bad"\ncause = "project-race"\nevidence = "e"\n')
    with pytest.raises(RecipeError, match="not a regular expression"):
        load_recipe(bad)
    bad.write_text(build + '[[known]]\ntest = "x"\ncause = "Project Race"\nevidence = "e"\n')
    with pytest.raises(RecipeError, match="must be a word"):
        load_recipe(bad)
    bad.write_text(build + '[[known]]\ntest = "x"\ncause = "project-race"\n')
    with pytest.raises(RecipeError, match="evidence"):
        load_recipe(bad)


def test_the_shipped_recipes_load():
    recipes = {r.name: r for r in load_recipes()}
    assert {"llama_cpp", "faiss", "xgboost", "lightgbm"} <= {n for n, r in recipes.items() if r.required}
    assert len(recipes) >= 8
    assert recipes["lightgbm"].cmake_minimum == "3.28"


def test_gfx942_row_verifies_every_output_with_device_code(tmp_path, tiny_archive):
    arch, sha = tiny_archive
    recipe = load_recipe(tiny_recipe(tmp_path / "recipes", "tiny", arch, sha))
    row = run_row(recipe, Options("gfx942", 64, 2, tmp_path / "out", run_gpu_tests=False), echo=lambda *_: None)
    assert row["built"] is True and row["verified"] is True, row["first_failure"]
    v = row["verify"]
    assert v["with_device_code"] == 2 and v["failed"] == []  # saxpy.cu.o and saxpy_test
    assert v["hip_runtime"].startswith("libamdhip64.so.")
    log = (tmp_path / "out" / "tiny-gfx942" / "logs" / "verify.log").read_text()
    assert "saxpy_test (executable, gfx942): OK" in log and "NEEDED HIP runtime" in log
    assert row["tests"]["not_run"].startswith("no AMD GPU")


def test_system_cmake_is_used_when_new_enough():
    folder, how = find_cmake("3.0")
    assert (folder / "cmake").exists() and how.startswith("system cmake")


def _plain_recipe(folder: Path, name: str, archive: Path, sha: str, body: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.toml"
    path.write_text(f'archive = {{ path = "{archive}", sha256 = "{sha}" }}\n{body}', encoding="utf-8")
    return path


def test_step_timeout_kills_the_step_and_is_the_cause(tmp_path, tiny_archive):
    arch, sha = tiny_archive
    recipe = _plain_recipe(tmp_path / "r", "slow", arch, sha,
                           '[[step]]\nkind = "build"\nrun = ["sh", "-c", "sleep 60 & sleep 60"]\ntimeout = 1\n')
    row = _row(recipe, tmp_path / "out")
    step = row["steps"][-1]
    assert step["status"] == "timeout" and step["seconds"] < 30
    assert row["first_failure"]["cause"] == "timeout" and row["built"] is False


def test_patched_recipe_builds_a_patched_copy_and_says_so(tmp_path, tiny_archive):
    arch, sha = tiny_archive
    folder = tmp_path / "r"
    folder.mkdir()
    (folder / "note.patch").write_text("--- a/saxpy.cu\n+++ b/saxpy.cu\n@@ -1 +1,2 @@\n #include <cstdio>\n"
                                       "+// patched by the recipe\n", encoding="utf-8")
    recipe = _plain_recipe(folder, "patched", arch, sha,
                           'patches = ["note.patch"]\npatch_reason = "test"\n[[step]]\nkind = "build"\n'
                           'run = ["grep", "-q", "patched by the recipe", "{src}/saxpy.cu"]\ntimeout = 30\n')
    row = _row(recipe, tmp_path / "out")
    assert row["patched"] is True and row["patch_reason"] == "test"
    assert row["built"] is True, row["first_failure"]
    # the fetched (shared) tree is untouched: the patch went into the row's private copy
    assert (tmp_path / "out" / "patched-cpu-w64" / "src" / "saxpy.cu").read_text().count("patched by") == 1
    assert "patched by" not in (cache_root() / "src" / sha / "tiny-1.0" / "saxpy.cu").read_text()


def test_first_error_writes_the_row_folders_short():
    # the table shows 160 characters of the first error: a cache path must not eat them
    src, build = Path("/root/.cache/xlate/corpus/src/abc/proj-1.0"), Path("/tmp/val/proj-cpu-w64/build")
    line = f"{src}/lib/x.cuh:3:9: error: unknown type name 'T' (from {build}/gen/config.h)"
    assert _short_paths(line, src, build) == "{src}/lib/x.cuh:3:9: error: unknown type name 'T' (from {build}/gen/config.h)"


def test_cuda_root_is_the_rows_toolkit_folder_with_nccl(tmp_path, tiny_archive):
    """{cuda_root}: what `xlate-nvcc --xlate-toolkit-root` prints for the row's target; lightgbm's recipe
    hands it to its FindNCCL as NCCL_ROOT, which looks in $NCCL_ROOT/include and $NCCL_ROOT/lib."""
    arch, sha = tiny_archive
    recipe = _plain_recipe(tmp_path / "r", "root", arch, sha,
                           '[[step]]\nkind = "configure"\nrun = ["test", "-f", "{cuda_root}/include/nccl.h"]\n'
                           '[[step]]\nkind = "build"\nrun = ["printenv", "NCCL_ROOT"]\n'
                           'env = { NCCL_ROOT = "{cuda_root}" }\n')
    row = _row(recipe, tmp_path / "out")
    assert row["built"] is True, row["first_failure"]
    root = Path((tmp_path / "out" / "root-cpu-w64" / "logs" / "build.log").read_text().split("## stdout\n")[1]
                .strip())
    assert root.name.startswith("cpu-") and (root / "lib" / "libnccl_static.a").is_file()
    lightgbm = load_recipes(names=["lightgbm"])[0]
    assert lightgbm.uses("cuda_root") and lightgbm.steps[0].env == {"NCCL_ROOT": "{cuda_root}"}
    assert not load_recipe(recipe).uses("src")


def test_gfx942_rows_hand_the_toolchains_link_flags_to_the_projects_own_links(monkeypatch, tmp_path):
    """A project that links its gfx942 programs with its own compiler (BART: gcc ... -lcublas from the toolkit
    folder) gets what the toolchain says such a link needs, as LDFLAGS (Make and CMake read it), after
    the user's own; the cpu rows get nothing."""
    from xlate.validate import runner

    monkeypatch.setattr(runner, "_project_link_flags", lambda: ["-Wl,--allow-shlib-undefined"])
    monkeypatch.setenv("LDFLAGS", "-L/opt/mine")
    gfx = runner.target_env(runner.Options("gfx942", 64, 1, tmp_path), tmp_path)
    assert gfx["LDFLAGS"] == "-L/opt/mine -Wl,--allow-shlib-undefined"
    assert gfx["XLATE_OFFLOAD_ARCH"] == "gfx942"
    cpu = runner.target_env(runner.Options("cpu", 64, 1, tmp_path), tmp_path)
    assert cpu["LDFLAGS"] == "-L/opt/mine" and cpu["XLATE_NVCC_TARGET"] == "cpu"
    monkeypatch.setattr(runner, "_project_link_flags", list)
    monkeypatch.delenv("LDFLAGS")
    assert "LDFLAGS" not in runner.target_env(runner.Options("gfx942", 64, 1, tmp_path), tmp_path)


def test_the_portable_toolchain_asks_for_shlib_undefined_and_rocm_does_not():
    from xlate.toolchain.discover import Toolchain

    portable = Toolchain.__new__(Toolchain)
    object.__setattr__(portable, "kind", "portable")
    assert portable.project_link_flags() == ["-Wl,--allow-shlib-undefined"]
    rocm = Toolchain.__new__(Toolchain)
    object.__setattr__(rocm, "kind", "rocm")
    assert rocm.project_link_flags() == []


def test_fetch_failure_keeps_why_in_log_cause_and_table(tmp_path, tiny_archive, monkeypatch):
    """A download the package mirror refuses: the fetcher's message says only that apt-get failed; its
    detail (apt's `E: Failed to fetch ... 404  Not Found`) is the row's log, cause and first error. The
    fetch step ran no command of its own, so validation.md lists no empty command for it."""
    from xlate.report.fetch import FetchError
    from xlate.validate import runner
    from xlate.validate.table import make_table, render_md

    arch, sha = tiny_archive
    apt = (Path(__file__).resolve().parent / "data" / "logs" / "fetch_apt_404.log").read_text().split("\n", 1)

    def refused(recipe):
        raise FetchError(apt[0], detail=apt[1])

    monkeypatch.setattr(runner, "fetch", refused)
    row = _row(tiny_recipe(tmp_path / "recipes", "tiny_gone", arch, sha), tmp_path / "out")
    ff = row["first_failure"]
    assert row["fetched"] is False and (ff["step"], ff["cause"]) == ("fetch", "download")
    assert "404  Not Found" in ff["first_error"] and "orig.tar.gz" in ff["first_error"]
    log = (tmp_path / "out" / "tiny_gone-cpu-w64" / "logs" / "fetch.log").read_text()
    assert log.startswith("`apt-get source") and "E: Failed to fetch" in log
    md = render_md(make_table([row], {"target": "cpu", "warp_size": 64}))
    assert "| tiny_gone | cpu w64 |" in md and "- **tiny_gone-cpu-w64**" not in md


def test_verify_looks_into_libtools_output_folder_only(tmp_path):
    """An Automake project's executables and shared libraries are in libtool's `.libs` folders (what the
    build folder shows beside them are wrapper scripts); other hidden folders are not the build's."""

    from xlate.validate.runner import _elf_outputs

    elf = Path(shutil.which("true") or "/bin/true").resolve()
    for rel in ("tests/.libs/prog", ".git/objects/blob", "src/.deps/x"):
        (tmp_path / rel).parent.mkdir(parents=True)
        shutil.copy(elf, tmp_path / rel)
    (tmp_path / "tests" / "prog").write_text("#!/bin/sh\nexec .libs/prog\n")
    assert _elf_outputs(tmp_path) == [tmp_path / "tests" / ".libs" / "prog"]
