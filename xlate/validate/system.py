"""The Debian packages a recipe's build needs from the system (`[system_packages]` of a recipe: name ->
what it is for), checked with dpkg-query before the configure step.

A missing package would otherwise surface as a CMake error (`Could NOT find BLAS`) or a compiler error
(`minizip/unzip.h: No such file`) that does not say what to install. The row's `system-packages` step
instead fails with a log naming each missing package, what the recipe needs it for and the exact
install command; classify.py reads the cause `missing-system-package:<name>` from it.

`python -m xlate.validate.system` prints the missing packages of every recipe, one a line:
`scripts/setup.sh --validation` installs those (a one-time setup for the full table; the default setup
and CI do not).
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass

from xlate.core.proc import cmdline, run, which
from xlate.validate.recipe import Recipe, load_recipes

INSTALLED = "install ok installed"


@dataclass(frozen=True)
class PackageCheck:
    """The outcome of checking a recipe's packages: `checked` is False where dpkg-query is absent."""

    checked: bool
    missing: tuple[tuple[str, str], ...]  # (package, what the recipe needs it for)
    command: str  # the dpkg-query command line ("" when not checked)
    log: str  # what the row's system-packages.log holds


def query_command(names: list[str]) -> list[str] | None:
    """The dpkg-query command that lists `names` with their status; None where dpkg-query is absent."""
    dpkg_query = which("dpkg-query")
    # dpkg-query itself reads the \t and \n escapes of the format (the command line stays one line)
    return None if dpkg_query is None else [str(dpkg_query), "-W", r"-f=${Package}\t${Status}\n", *names]


def installed(names: list[str]) -> set[str] | None:
    """Which of `names` dpkg says are installed; None where dpkg-query is absent (not a Debian system)."""
    cmd = query_command(names)
    if cmd is None:
        return None
    # exit 1 when a name is not known at all ("no packages found matching"): that one is missing
    proc = run(cmd, timeout=120, check=False, what="asking dpkg which system packages are installed")
    return {line.split("\t", 1)[0] for line in proc.stdout.splitlines() if line.endswith("\t" + INSTALLED)}


def install_command(names: list[str] | tuple[str, ...]) -> list[str]:
    """The apt command that installs `names` (through sudo unless run as root, as scripts/setup.sh does)."""
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    return [*sudo, "apt-get", "install", "-y", "--no-install-recommends", *names]


def check_packages(recipe: Recipe) -> PackageCheck:
    """Check the recipe's `system_packages`. The log's first line names what is missing and the command
    that installs it (the row's first error), then one line per package with what it is needed for."""
    names = [name for name, _ in recipe.system_packages]
    cmd = query_command(names)
    have = installed(names)
    if cmd is None or have is None:
        return PackageCheck(False, (), "", "dpkg-query not found (not a Debian system): the recipe's system "
                                           f"packages were not checked: {', '.join(names)}\n")
    missing = tuple((n, why) for n, why in recipe.system_packages if n not in have)
    lines = []
    if missing:
        todo = [n for n, _ in missing]
        lines.append(f"missing system packages: {' '.join(todo)}; install with: {cmdline(install_command(todo))}")
        lines.append("(scripts/setup.sh --validation installs the system packages of every recipe)")
    lines.append(f"$ {cmdline(cmd)}")
    lines += [f"installed: {n} (for {why})" for n, why in recipe.system_packages if n in have]
    lines += [f"missing: {n} (for {why})" for n, why in missing]
    return PackageCheck(True, missing, cmdline(cmd), "\n".join(lines) + "\n")


def missing_for_all(recipes: list[Recipe]) -> list[str]:
    """The packages that some recipe needs and this system lacks, sorted, each once."""
    names = sorted({n for r in recipes for n, _ in r.system_packages})
    have = installed(names) if names else set()
    if have is None:
        raise SystemExit("dpkg-query not found: the validation recipes' system packages are Debian packages")
    return [n for n in names if n not in have]


def main() -> int:
    for name in missing_for_all(load_recipes()):
        sys.stdout.write(name + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
