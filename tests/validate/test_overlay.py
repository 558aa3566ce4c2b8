"""Recipe overlays (`[[overlay]]`: a folder of another pinned archive of the same release copied into a
missing or empty folder of the source, as validation/xgboost.toml takes dmlc-core and GPUTreeShap from the
1.7.4 sdist): parsing, copying into the private copy, and refusing to replace anything of the project."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.errors import XlateError
from xlate.validate import runner
from xlate.validate.recipe import Overlay, RecipeError, load_recipe, parse_recipe

BASE = {"source": "xgboost_debian", "step": [{"kind": "build", "run": ["make"]}]}


def _parse(tmp_path: Path, **extra) -> object:
    return parse_recipe({**BASE, **extra}, tmp_path / "proj.toml")


def test_overlays_are_parsed(tmp_path: Path) -> None:
    r = _parse(tmp_path, overlay=[{"source": "other", "from": "pkg/sub", "to": "sub"}])
    assert r.overlays == (Overlay("other", "pkg/sub", "sub"),)


@pytest.mark.parametrize("ov, words", [
    ({"source": "o", "from": "../x", "to": "sub"}, "relative path"),
    ({"source": "o", "from": "x", "to": "/etc"}, "relative path"),
    ({"source": "o", "from": "x", "to": ""}, "must name a folder"),
    ({"source": "o", "from": "x"}, "missing key 'to'"),
    # keys written after an [[overlay]] header belong to it in TOML: said, not silently dropped
    ({"source": "o", "from": "x", "to": "y", "patches": ["a.patch"]}, "unknown key(s) patches"),
])
def test_bad_overlays_are_refused(tmp_path: Path, ov: dict, words: str) -> None:
    with pytest.raises(RecipeError, match=words.replace("(", r"\(").replace(")", r"\)")):
        _parse(tmp_path, overlay=[ov])


def _setup(tmp_path: Path, dest_name: str = "sub") -> tuple[Path, object, list]:
    bundled = tmp_path / "archive" / "pkg" / "sub"
    (bundled / "inner").mkdir(parents=True)
    (bundled / "inner" / "a.h").write_text("int a;\n")
    recipe = _parse(tmp_path, overlay=[{"source": "other", "from": "pkg/sub", "to": dest_name}])
    copy = tmp_path / "copy"
    copy.mkdir()
    (copy / "project.c").write_text("int main;\n")
    return copy, recipe, [(recipe.overlays[0], bundled)]


def test_overlay_fills_a_missing_or_empty_folder(tmp_path: Path) -> None:
    copy, recipe, fetched = _setup(tmp_path)
    (copy / "sub").mkdir()  # empty, as Debian's tarball has its submodule folders
    runner._apply_overlays(recipe, fetched, copy)
    assert (copy / "sub" / "inner" / "a.h").read_text() == "int a;\n"
    assert (copy / "project.c").read_text() == "int main;\n"


def test_overlay_never_replaces_project_files(tmp_path: Path) -> None:
    copy, recipe, fetched = _setup(tmp_path)
    (copy / "sub").mkdir()
    (copy / "sub" / "own.h").write_text("mine\n")
    with pytest.raises(XlateError, match="never replaces project files"):
        runner._apply_overlays(recipe, fetched, copy)
    assert (copy / "sub" / "own.h").read_text() == "mine\n"
    assert not (copy / "sub" / "inner").exists()


def test_overlay_does_not_follow_a_symlink_out_of_the_copy(tmp_path: Path) -> None:
    copy, recipe, fetched = _setup(tmp_path, dest_name="link/sub")
    outside = tmp_path / "outside"
    outside.mkdir()
    (copy / "link").symlink_to(outside)
    with pytest.raises(XlateError, match="not a missing or empty folder"):
        runner._apply_overlays(recipe, fetched, copy)
    assert list(outside.iterdir()) == []


def test_xgboost_recipe_takes_its_submodules_from_the_same_release() -> None:
    r = load_recipe(Path(runner.__file__).resolve().parents[2] / "validation" / "xgboost.toml")
    assert {o.dest for o in r.overlays} == {"dmlc-core", "gputreeshap"}
    assert all(o.corpus == "xgboost_sdist_174" for o in r.overlays) and r.patched
