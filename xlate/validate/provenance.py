"""What a validation row ran with, and whether a row of an earlier run still stands for this xlate.

A row's `provenance` names the xlate commit it ran at (with `dirty` when files under xlate/ or
validation/ differed from it) and a sha256 **code digest** over everything of xlate that decides its
outcome: the files of the `xlate` package (Python, data, support headers, the cpu backend's sources),
the recipe and its patches, the corpus manifest (pins), scripts/setup.sh, pyproject.toml, the
portable toolchain's prefix key and the host clang's version line. For a gfx942 row the cpu backend's
C/C++ sources and headers (the files of xlate/cpu/ that are not Python) are left out: they are
compiled only for the cpu target (xlate/cpu/build.py, the cpu include folders of
xlate/driver/toolkit.py); xlate/cpu's Python modules, which the driver imports for every target, stay in.

`xlate validate --reuse DIR` takes a row from DIR's validation.json instead of running it again when
the row's digest equals the one this checkout computes for it (and the run had the same
--timeout-cap): two digests are equal only when every file above is byte for byte the same, so such a
row is what this checkout's run would have been built and judged with (docs/validation.md, "One
table at one commit"). Without git the commit is null; the digest does not need it.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

from xlate.cpu.build import find_cxx
from xlate.errors import XlateError
from xlate.toolchain.discover import find_toolchain
from xlate.validate.recipe import Recipe

PACKAGE = Path(__file__).resolve().parents[1]  # the xlate package
REPO = PACKAGE.parent
REPO_FILES = ("corpus/manifest.toml", "scripts/setup.sh", "pyproject.toml")
CPU_BACKEND = PACKAGE / "cpu"


def _package_files(target: str) -> list[Path]:
    out = []
    for p in PACKAGE.rglob("*"):
        if not p.is_file() or "__pycache__" in p.parts or p.suffix == ".pyc":
            continue
        if target == "gfx942" and p.is_relative_to(CPU_BACKEND) and p.suffix != ".py":
            continue
        out.append(p)
    return sorted(out)


@cache  # once per process: a row's provenance is taken before and after it runs
def _toolchain_id() -> str:
    try:
        tc = find_toolchain()
    except XlateError as exc:
        return f"no toolchain: {exc.message}"
    return f"{tc.kind}:{tc.root.name}"


@cache
def _host_clang() -> str:
    try:
        out = subprocess.run(
            [find_cxx(), "--version"], check=False, capture_output=True, text=True, timeout=60
        ).stdout
    except (OSError, subprocess.SubprocessError, XlateError):
        return "unknown"
    return out.splitlines()[0].strip() if out else "unknown"


def code_digest(recipe: Recipe, target: str) -> tuple[str, int]:
    """(sha256 hex, number of files) over what decides the row's outcome (module docstring)."""
    h = hashlib.sha256()
    files = [(p.relative_to(REPO).as_posix(), p) for p in _package_files(target)]
    files += [(f, REPO / f) for f in REPO_FILES if (REPO / f).is_file()]
    files += [(f"recipe/{recipe.path.name}", recipe.path)]
    files += [(f"recipe/patches/{p.name}", p) for p in recipe.patches]
    for name, path in files:
        data = path.read_bytes()
        h.update(f"{name}\0{len(data)}\0".encode())
        h.update(data)
    h.update(f"toolchain\0{_toolchain_id()}\0host-clang\0{_host_clang()}".encode())
    return h.hexdigest(), len(files)


def _git(*args: str) -> str | None:
    git = shutil.which("git")
    if not git or not (REPO / ".git").exists():
        return None
    try:
        proc = subprocess.run(
            [git, "-C", str(REPO), *args], check=False, capture_output=True, text=True, timeout=60
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return proc.stdout.strip() if proc.returncode == 0 else None


def head_commit() -> str | None:
    return _git("rev-parse", "HEAD")


def provenance(recipe: Recipe, target: str) -> dict[str, Any]:
    digest, n = code_digest(recipe, target)
    commit = head_commit()
    status = _git("status", "--porcelain", "--", "xlate", "validation", "corpus", "scripts", "pyproject.toml")
    return {
        "commit": commit,
        "dirty": bool(status) if status is not None else None,
        "digest": digest,
        "digest_files": n,
        "toolchain": _toolchain_id(),
        "host_clang": _host_clang(),
    }


def short_commit(prov: dict[str, Any] | None) -> str:
    """`abc1234` (`abc1234+` with uncommitted changes; `–` unknown) for the table's column."""
    if not prov or not prov.get("commit"):
        return "–"
    return prov["commit"][:7] + ("+" if prov.get("dirty") else "")
