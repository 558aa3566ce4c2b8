"""A recipe's system packages (xlate/validate/system.py): checked with dpkg-query before configure; a
missing one ends the row as `missing-system-package:<name>` with the install command, before CMake runs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.validate.tiny import tiny_recipe
from xlate.validate import system
from xlate.validate.recipe import RecipeError, load_recipe, load_recipes
from xlate.validate.runner import Options, run_row

NOT_A_PACKAGE = "xlate-test-no-such-package"

needs_dpkg = pytest.mark.skipif(shutil.which("dpkg-query") is None,
                                reason="dpkg-query is not here: system packages are Debian packages")


def _installed_package() -> str:
    """A package every machine that runs these tests has: the CMake the tiny project configures with."""
    return "cmake"


@needs_dpkg
def test_missing_package_ends_the_row_before_configure_with_the_install_command(tmp_path, tiny_archive):
    arch, sha = tiny_archive
    have = _installed_package()
    recipe = load_recipe(tiny_recipe(tmp_path / "recipes", "tiny_sys", arch, sha,
                                     system_packages={have: "configuring", NOT_A_PACKAGE: "what the test checks"}))
    row = run_row(recipe, Options("cpu", 64, 1, tmp_path / "out"), echo=lambda *_: None)
    ff = row["first_failure"]
    assert [s["name"] for s in row["steps"]] == ["fetch", "system-packages"]
    assert ff["kind"] == "system" and ff["cause"] == f"missing-system-package:{NOT_A_PACKAGE}"
    assert f"install with: {'' if system.os.geteuid() == 0 else 'sudo '}apt-get install" in ff["first_error"]
    assert ff["first_error"].endswith(f" {NOT_A_PACKAGE}") and have not in ff["first_error"]
    assert ff["command"].startswith(str(shutil.which("dpkg-query")))
    assert row["configured"] is None and row["built"] is False
    assert row["system_packages"] == {"checked": True, "needed": sorted([have, NOT_A_PACKAGE]),
                                      "missing": [NOT_A_PACKAGE]}
    log = Path(row["steps"][-1]["log"]).read_text()
    assert f"missing: {NOT_A_PACKAGE} (for what the test checks)" in log
    assert f"installed: {have} (for configuring)" in log


@needs_dpkg
def test_missing_for_all_lists_each_missing_package_once(tmp_path, tiny_archive):
    arch, sha = tiny_archive
    a = tiny_recipe(tmp_path / "r", "a", arch, sha, system_packages={NOT_A_PACKAGE: "a", "cmake": "a"})
    b = tiny_recipe(tmp_path / "r", "b", arch, sha, system_packages={NOT_A_PACKAGE: "b"})
    assert system.missing_for_all([load_recipe(a), load_recipe(b)]) == [NOT_A_PACKAGE]


def test_without_dpkg_query_the_packages_are_not_checked(monkeypatch, tmp_path, tiny_archive):
    arch, sha = tiny_archive
    recipe = load_recipe(tiny_recipe(tmp_path / "r", "t", arch, sha, system_packages={NOT_A_PACKAGE: "x"}))
    monkeypatch.setattr(system, "which", lambda *_: None)
    check = system.check_packages(recipe)
    assert (check.checked, check.missing, check.command) == (False, (), "")
    assert "not checked" in check.log and NOT_A_PACKAGE in check.log


def test_install_command_uses_sudo_unless_root(monkeypatch):
    monkeypatch.setattr(system.os, "geteuid", lambda: 1000)
    assert system.install_command(["a", "b"]) == ["sudo", "apt-get", "install", "-y", "--no-install-recommends",
                                                  "a", "b"]
    monkeypatch.setattr(system.os, "geteuid", lambda: 0)
    assert system.install_command(["a"])[0] == "apt-get"


@pytest.mark.parametrize("table, message", [
    ('system_packages = ["libopenblas-dev"]', "must be a table"),
    ('[system_packages]\n"Not_Debian" = "x"', "is not a Debian package name"),
    ('[system_packages]\nlibfoo-dev = ""', "say what the build needs it for"),
])
def test_bad_system_packages_are_recipe_errors(tmp_path, table, message):
    path = tmp_path / "bad.toml"
    step = '[[step]]\nkind = "build"\nrun = ["make"]\n'
    # a top-level key goes before the first [[step]]; a [system_packages] table may come after it
    path.write_text(f'source = "faiss"\n{table}\n{step}' if table.startswith("system_packages =") else
                    f'source = "faiss"\n{step}{table}\n')
    with pytest.raises(RecipeError, match=message):
        load_recipe(path)


def test_shipped_recipes_say_what_each_package_is_for():
    """Every recipe whose build needs a library from the system declares it, with its purpose."""
    recipes = {r.name: r for r in load_recipes()}
    declared = {name: {n for n, _ in r.system_packages} for name, r in recipes.items()}
    assert {"libopenblas-dev", "googletest"} <= declared["faiss"]
    assert {"mpi-default-dev", "libfftw3-dev", "libtiff-dev"} <= declared["relion"]
    assert {"libminizip-dev", "zlib1g-dev", "opencl-c-headers", "libxxhash-dev",
            "libdata-types-perl"} <= declared["hashcat"]
    assert all(why.strip() for r in recipes.values() for _, why in r.system_packages)
