"""The corpus manifest (corpus/manifest.toml): which open-source CUDA projects the report reads.

Each `[[project]]` pins one archive by name, version and sha256, and says how to read it: include
folders, macro definitions, which subtrees to scan, and globs marking code that is not the project's
own (bundled third-party, generated, already HIP, run-time fragments). Globs use `fnmatch` rules on
POSIX paths relative to the project's top folder, where `*` also matches `/`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from xlate.errors import INPUT, USAGE, XlateError

SOURCES = ("pypi-sdist", "debian-src", "local")
TIERS = ("small", "large", "stress")
EXCLUDE_KINDS = ("third_party", "generated", "hip", "fragment", "duplicate")
DEFAULT_MANIFEST = Path(__file__).resolve().parents[2] / "corpus" / "manifest.toml"
_SHA256_HEX = frozenset("0123456789abcdef")


class ManifestError(XlateError):
    exit_code = INPUT


@dataclass(frozen=True)
class Project:
    name: str
    source: str  # pypi-sdist | debian-src | local (a folder: `path`, relative to the manifest)
    package: str  # PyPI project name or Debian source package name
    version: str  # the PyPI version, or the Debian source version (with revision)
    archive: str  # file name of the archive (sdist, or the Debian .orig tarball)
    sha256: str
    tier: str
    includes: tuple[str, ...] = ()  # include folders relative to the project's top folder
    defines: tuple[str, ...] = ()
    std: str = "c++17"
    scan: tuple[str, ...] = ("*",)  # globs of files to consider
    exclude: dict[str, tuple[str, ...]] = field(default_factory=dict)  # kind -> globs
    suite: str = ""  # Debian suite for debian-src (e.g. bookworm)
    licence: str = ""
    notes: str = ""
    path: Path | None = None  # local projects only: the project folder


def _req(entry: dict, key: str, where: str, typ: type = str) -> object:
    if key not in entry:
        raise ManifestError(f"{where}: missing key {key!r}; every project needs name, source, package, "
                            "version, archive, sha256 and tier")
    val = entry[key]
    if not isinstance(val, typ):
        raise ManifestError(f"{where}: {key!r} must be a {typ.__name__}, not {type(val).__name__}")
    return val


def _strs(entry: dict, key: str, where: str, default: tuple[str, ...] = ()) -> tuple[str, ...]:
    val = entry.get(key, list(default))
    if not isinstance(val, list) or not all(isinstance(v, str) for v in val):
        raise ManifestError(f"{where}: {key!r} must be a list of strings")
    return tuple(val)


def parse_manifest(data: dict, origin: str = "manifest", base: Path | None = None) -> list[Project]:
    """Projects of a parsed manifest; `base` is the folder local `path`s are relative to."""
    base = base if base is not None else Path.cwd()
    projects = data.get("project")
    if not isinstance(projects, list) or not projects:
        raise ManifestError(f"{origin}: no [[project]] entries")
    out: list[Project] = []
    seen: set[str] = set()
    for i, e in enumerate(projects):
        where = f"{origin}: project #{i + 1}"
        if not isinstance(e, dict):
            raise ManifestError(f"{where}: not a table")
        name = str(_req(e, "name", where))
        where = f"{origin}: project {name!r}"
        if name in seen:
            raise ManifestError(f"{where}: listed twice")
        seen.add(name)
        source = str(_req(e, "source", where))
        if source not in SOURCES:
            raise ManifestError(f"{where}: source {source!r} is not one of {', '.join(SOURCES)}")
        tier = str(_req(e, "tier", where))
        if tier not in TIERS:
            raise ManifestError(f"{where}: tier {tier!r} is not one of {', '.join(TIERS)}")
        local: Path | None = None
        if source == "local":
            local = (base / str(_req(e, "path", where))).resolve()
            e = {"package": name, "version": "local", "archive": "", "sha256": "0" * 64, **e}
        sha = str(_req(e, "sha256", where)).lower()
        if len(sha) != 64 or not set(sha) <= _SHA256_HEX:
            raise ManifestError(f"{where}: sha256 must be 64 hex digits")
        archive = str(_req(e, "archive", where))
        if "/" in archive or archive.startswith(".") or (not archive and source != "local"):
            raise ManifestError(f"{where}: archive must be a plain file name, not {archive!r}")
        excl_raw = e.get("exclude", {})
        if not isinstance(excl_raw, dict):
            raise ManifestError(f"{where}: exclude must be a table of kind = [globs]")
        exclude: dict[str, tuple[str, ...]] = {}
        for kind in excl_raw:
            if kind not in EXCLUDE_KINDS:
                raise ManifestError(f"{where}: exclude kind {kind!r} is not one of {', '.join(EXCLUDE_KINDS)}")
            exclude[kind] = _strs(excl_raw, kind, where)
        suite = str(e.get("suite", ""))
        if source == "debian-src" and not suite:
            raise ManifestError(f"{where}: a debian-src project needs suite (e.g. \"bookworm\")")
        for inc in _strs(e, "includes", where):
            if inc.startswith("/") or ".." in Path(inc).parts:
                raise ManifestError(f"{where}: include {inc!r} must be a relative path inside the project")
        out.append(Project(
            name=name, source=source, package=str(_req(e, "package", where)),
            version=str(_req(e, "version", where)), archive=archive, sha256=sha, tier=tier,
            includes=_strs(e, "includes", where), defines=_strs(e, "defines", where),
            std=str(e.get("std", "c++17")), scan=_strs(e, "scan", where, ("*",)), exclude=exclude,
            suite=suite, licence=str(e.get("licence", "")), notes=str(e.get("notes", "")), path=local,
        ))
    return out


def load_manifest(path: Path | None = None) -> list[Project]:
    path = Path(path) if path is not None else DEFAULT_MANIFEST
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ManifestError(f"corpus manifest {path} not found; run from a clone of xlate or pass --manifest")
    except tomllib.TOMLDecodeError as exc:
        raise ManifestError(f"corpus manifest {path} is not valid TOML: {exc}") from None
    return parse_manifest(data, str(path), path.resolve().parent)


def select(projects: list[Project], tier: str | None, names: tuple[str, ...] | list[str] = ()) -> list[Project]:
    """Projects of `tier` (`all` or None: every tier), or the named ones (optionally also of `tier`)."""
    if names:
        by = {p.name: p for p in projects}
        missing = [n for n in names if n not in by]
        if missing:
            raise XlateError(f"no project named {', '.join(missing)} in the manifest; known: "
                             f"{', '.join(sorted(by))}", exit_code=USAGE)
        chosen = [by[n] for n in names]
        if tier and tier != "all":
            chosen = [p for p in chosen if p.tier == tier]
        return chosen
    if tier in (None, "all"):
        return list(projects)
    if tier not in TIERS:
        raise XlateError(f"--tier {tier!r}: use one of {', '.join(TIERS)} or all", exit_code=USAGE)
    return [p for p in projects if p.tier == tier]
