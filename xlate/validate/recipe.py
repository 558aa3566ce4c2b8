"""Validation recipes: `validation/<project>.toml`, one file per project (schema: docs/validation.md).

One file per project (not one manifest) because a recipe carries its own patch files beside it and
its own prose (why the project was chosen, what its build needs), and a project is added or dropped
by adding or removing one file. A recipe says:

* `source`: a project of corpus/manifest.toml (pinned archive + sha256, fetched by xlate's corpus
  fetcher), or `[archive]` with `path` (relative to the recipe) and `sha256` for a local archive;
  `subdir`: the folder inside the unpacked tree that the build starts from.
* `cmake_minimum`: the CMake the project requires; if the system's is older, a pinned `cmake` wheel
  (validation/cmake.toml) is installed into xlate's cache and used (`{cmake}`, `{ctest}`).
* `[[step]]`: configure and build commands, as the project documents them for CUDA, each with a
  timeout; `[[test]]`: the project's own test commands, a per-test timeout and the parser that reads
  the verdict of each test (xlate.validate.parsers.PARSERS).
* `[[overlay]]`: a folder the project's release ships in another pinned archive of the same release
  (`source`: a corpus project; `from`: the folder inside its unpacked tree; `to`: where it goes in the
  source), for a source that lacks it (Debian's xgboost tarball has no git submodules; the same
  release's PyPI sdist bundles them). `to` must be missing or empty in the source: an overlay completes
  the tree and never replaces a project file. Applied to a private copy, before the patches; the row's
  source pin lists each overlay's archive.
* `patches`: patch files (relative to the recipe) applied to a copy of the source; the row is then
  marked "patched" and `patch_reason` says why. Nothing else in the project is changed.
* `[system_packages]`: the Debian packages the build needs from the system, each with what it is for
  (`libopenblas-dev = "a BLAS for find_package(BLAS)"`); checked before configure (system.py).

Placeholders in commands and paths: {src} (the project folder), {build} (the build folder), {nvcc}
(xlate-nvcc of this xlate), {cmake}, {ctest}, {jobs}, {logs} (the row's log folder), {test_timeout},
{cuda_root} (the row's CUDA toolkit folder, `xlate-nvcc --xlate-toolkit-root`: CUDAToolkit_ROOT, or
NCCL_ROOT for a project's FindNCCL).
"""

from __future__ import annotations

import re
import string
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from xlate.errors import INPUT, USAGE, XlateError
from xlate.validate.parsers import PARSERS

RECIPE_DIR = Path(__file__).resolve().parents[2] / "validation"
STEP_KINDS = ("configure", "build")
PLACEHOLDERS = ("src", "build", "nvcc", "cmake", "ctest", "jobs", "logs", "test_timeout", "cuda_root")
_NAME = re.compile(r"^[A-Za-z0-9_.-]+$")
_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_DEB_NAME = re.compile(r"^[a-z0-9][a-z0-9+.-]+$")  # Debian policy 5.6.1: a package name


class RecipeError(XlateError):
    """A recipe that cannot be read or is malformed (exit 3)."""

    exit_code = INPUT


@dataclass(frozen=True)
class Step:
    name: str
    kind: str  # configure | build
    run: tuple[str, ...]
    timeout: float
    env: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class TestCommand:
    name: str
    run: tuple[str, ...]
    parser: str  # a key of PARSERS
    timeout: float  # the whole command
    per_test_timeout: float  # one test ({test_timeout}); also what a parser counts as a hang
    report: str = ""  # the file the parser reads (junit/xml), with placeholders; "" = the output
    cwd: str = "{build}"
    env: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class KnownCause:
    """A failure of the project's own tests whose cause was established outside the run (`[[known]]`):
    a failing or timed-out case whose name `test` (a regular expression) finds, on `target` ("" = any),
    and whose failure message `detail` (a regular expression; absent = any) finds, gets `cause` instead
    of what its log says; `evidence` says how the cause was shown (docs quote it). The case still counts
    as failed. `detail` keeps an entry to the failure it was shown for where one test case holds many
    checks (a test program that stops at its first failing one)."""
    test: re.Pattern[str]
    cause: str
    evidence: str
    target: str = ""
    detail: re.Pattern[str] | None = None


@dataclass(frozen=True)
class Overlay:
    """A folder of another pinned archive copied into a missing or empty folder of the source."""
    corpus: str  # a project of corpus/manifest.toml
    src: str  # the folder inside that project's unpacked tree
    dest: str  # the folder inside the recipe's source (after subdir)


@dataclass(frozen=True)
class Recipe:
    name: str
    path: Path  # the recipe file
    corpus: str  # corpus project name ("" for a local archive)
    archive: Path | None  # local archive (absolute)
    archive_sha256: str
    subdir: str
    steps: tuple[Step, ...]
    tests: tuple[TestCommand, ...]
    cmake_minimum: str = ""
    in_source: bool = False  # the build writes into the source tree: run it on a copy
    patches: tuple[Path, ...] = ()
    patch_reason: str = ""
    why: str = ""
    required: bool = False
    targets: tuple[str, ...] = ("gfx942", "cpu")
    notes: str = ""
    system_packages: tuple[tuple[str, str], ...] = ()  # (Debian package, what the build needs it for)
    known: tuple[KnownCause, ...] = ()
    overlays: tuple[Overlay, ...] = ()

    def known_cause(self, case: str, target: str, detail: str = "") -> KnownCause | None:
        """The `[[known]]` entry for a failing test case named `case` on `target` whose failure message
        is `detail`, if any."""
        return next((k for k in self.known if k.target in ("", target) and k.test.search(case)
                     and (k.detail is None or k.detail.search(detail))), None)

    @property
    def patched(self) -> bool:
        return bool(self.patches)

    def uses(self, placeholder: str) -> bool:
        """Whether a command, environment value or path of the recipe names `{placeholder}`."""
        texts = [a for st in self.steps for a in (*st.run, *st.env.values())]
        texts += [a for t in self.tests for a in (*t.run, *t.env.values(), t.report, t.cwd)]
        return any(f"{{{placeholder}}}" in text for text in texts)


def _str(e: dict, key: str, where: str, default: str | None = None) -> str:
    if key not in e:
        if default is None:
            raise RecipeError(f"{where}: missing key {key!r}")
        return default
    if not isinstance(e[key], str):
        raise RecipeError(f"{where}: {key!r} must be a string")
    return e[key]


def _cmd(e: dict, key: str, where: str) -> tuple[str, ...]:
    val = e.get(key)
    if not isinstance(val, list) or not val or not all(isinstance(v, str) for v in val):
        raise RecipeError(f"{where}: {key!r} must be a non-empty list of strings (a command, no shell)")
    for v in val:
        _check_placeholders(v, where)
    return tuple(val)


def _check_placeholders(text: str, where: str) -> None:
    try:
        names = [f for _, f, _, _ in string.Formatter().parse(text) if f is not None]
    except ValueError as exc:
        raise RecipeError(f"{where}: bad placeholder in {text!r}: {exc}") from None
    bad = [n for n in names if n not in PLACEHOLDERS]
    if bad:
        raise RecipeError(f"{where}: unknown placeholder {{{bad[0]}}} in {text!r}; known: "
                          f"{', '.join('{' + p + '}' for p in PLACEHOLDERS)}")


def _timeout(e: dict, key: str, where: str, default: float) -> float:
    val = e.get(key, default)
    if not isinstance(val, int | float) or isinstance(val, bool) or val <= 0:
        raise RecipeError(f"{where}: {key!r} must be a positive number of seconds")
    return float(val)


def _env(e: dict, where: str) -> dict[str, str]:
    val = e.get("env", {})
    if not isinstance(val, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in val.items()):
        raise RecipeError(f"{where}: 'env' must be a table of strings")
    return dict(val)


def _system_packages(data: dict, where: str) -> tuple[tuple[str, str], ...]:
    val = data.get("system_packages", {})
    if not isinstance(val, dict):
        raise RecipeError(f"{where}: [system_packages] must be a table: Debian package name = what it is for")
    for name, why in val.items():
        if not _DEB_NAME.match(name):
            raise RecipeError(f"{where}: [system_packages] {name!r} is not a Debian package name")
        if not isinstance(why, str) or not why.strip():
            raise RecipeError(f"{where}: [system_packages] {name}: say what the build needs it for (a string)")
    return tuple(sorted(val.items()))


def parse_recipe(data: dict, path: Path) -> Recipe:
    """A Recipe from the parsed TOML of `path` (relative paths are relative to its folder)."""
    where = str(path)
    name = path.stem
    if not _NAME.match(name):
        raise RecipeError(f"{where}: the file name must be the project name (letters, digits, _ . -)")
    corpus = _str(data, "source", where, "")
    archive: Path | None = None
    sha = ""
    if "archive" in data:
        arch = data["archive"]
        if corpus or not isinstance(arch, dict):
            raise RecipeError(f"{where}: give either source = <corpus project> or an [archive] table, not both")
        archive = (path.parent / _str(arch, "path", f"{where} [archive]")).resolve()
        sha = _str(arch, "sha256", f"{where} [archive]").lower()
        if not _SHA256.match(sha):
            raise RecipeError(f"{where}: [archive] sha256 must be 64 hex digits")
    elif not corpus:
        raise RecipeError(f"{where}: missing source (a project of corpus/manifest.toml) or [archive]")
    subdir = _str(data, "subdir", where, "")
    _relative(subdir, "subdir", where)
    overlays = []
    for i, o in enumerate(data.get("overlay", [])):
        w = f"{where}: overlay #{i + 1}"
        extra = sorted(set(o) - {"source", "from", "to"})
        if extra:
            raise RecipeError(f"{w}: unknown key(s) {', '.join(extra)} (an overlay takes source, from and to; "
                              "keys after an [[overlay]] header belong to it in TOML)")
        ov = Overlay(corpus=_str(o, "source", w), src=_str(o, "from", w), dest=_str(o, "to", w))
        for key, value in (("from", ov.src), ("to", ov.dest)):
            _relative(value, key, w)
            if not value.strip("/"):
                raise RecipeError(f"{w}: {key} must name a folder")
        overlays.append(ov)
    steps = []
    for i, s in enumerate(data.get("step", [])):
        w = f"{where}: step #{i + 1}"
        kind = _str(s, "kind", w)
        if kind not in STEP_KINDS:
            raise RecipeError(f"{w}: kind {kind!r} is not one of {', '.join(STEP_KINDS)}")
        for text in _env(s, w).values():
            _check_placeholders(text, w)
        steps.append(Step(name=_str(s, "name", w, kind), kind=kind, run=_cmd(s, "run", w),
                          timeout=_timeout(s, "timeout", w, 1800), env=_env(s, w)))
    if not any(s.kind == "build" for s in steps):
        raise RecipeError(f"{where}: no [[step]] of kind build")
    tests = []
    for i, t in enumerate(data.get("test", [])):
        w = f"{where}: test #{i + 1}"
        parser = _str(t, "parser", w)
        if parser not in PARSERS:
            raise RecipeError(f"{w}: parser {parser!r} is not one of {', '.join(sorted(PARSERS))}")
        report = _str(t, "report", w, "")
        cwd = _str(t, "cwd", w, "{build}")
        for text in (report, cwd, *_env(t, w).values()):
            _check_placeholders(text, w)
        tests.append(TestCommand(name=_str(t, "name", w), run=_cmd(t, "run", w), parser=parser,
                                 timeout=_timeout(t, "timeout", w, 1800),
                                 per_test_timeout=_timeout(t, "per_test_timeout", w, 300), report=report,
                                 cwd=cwd, env=_env(t, w)))
    patches = tuple((path.parent / p).resolve() for p in data.get("patches", []))
    for p in patches:
        if not p.is_file():
            raise RecipeError(f"{where}: patch {p} not found")
    reason = _str(data, "patch_reason", where, "")
    if patches and not reason:
        raise RecipeError(f"{where}: patches need patch_reason (why the change is unavoidable)")
    targets = tuple(data.get("targets", ["gfx942", "cpu"]))
    if not targets or not set(targets) <= {"gfx942", "cpu"}:
        raise RecipeError(f"{where}: targets must be a list of gfx942 and/or cpu")
    cm = _str(data, "cmake_minimum", where, "")
    if cm and not re.match(r"^\d+\.\d+(\.\d+)?$", cm):
        raise RecipeError(f"{where}: cmake_minimum must be a version such as 3.28")
    known = []
    for i, k in enumerate(data.get("known", [])):
        w = f"{where}: known #{i + 1}"
        try:
            pattern = re.compile(_str(k, "test", w))
            detail = re.compile(_str(k, "detail", w)) if "detail" in k else None
        except re.error as exc:
            raise RecipeError(f"{w}: test or detail is not a regular expression: {exc}") from None
        cause = _str(k, "cause", w)
        if not re.fullmatch(r"[a-z][a-z0-9-]*(?::\S+)?", cause):
            raise RecipeError(f"{w}: cause {cause!r} must be a word such as project-race")
        target = _str(k, "target", w, "")
        if target not in ("", "gfx942", "cpu"):
            raise RecipeError(f"{w}: target must be gfx942 or cpu")
        known.append(KnownCause(pattern, cause, _str(k, "evidence", w), target, detail))
    return Recipe(name=name, path=path, corpus=corpus, archive=archive, archive_sha256=sha, subdir=subdir,
                  steps=tuple(steps), tests=tuple(tests), cmake_minimum=cm,
                  in_source=bool(data.get("in_source", False)), patches=patches, patch_reason=reason,
                  why=_str(data, "why", where, ""), required=bool(data.get("required", False)),
                  targets=targets, notes=_str(data, "notes", where, ""),
                  system_packages=_system_packages(data, where), known=tuple(known), overlays=tuple(overlays))


def _relative(path: str, key: str, where: str) -> None:
    if path.startswith("/") or ".." in Path(path).parts:
        raise RecipeError(f"{where}: {key} {path!r} must be a relative path inside the source")


def load_recipe(path: Path) -> Recipe:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise RecipeError(f"recipe {path} not found") from None
    except tomllib.TOMLDecodeError as exc:
        raise RecipeError(f"recipe {path} is not valid TOML: {exc}") from None
    return parse_recipe(data, path)


def load_recipes(folder: Path | None = None, names: tuple[str, ...] | list[str] = ()) -> list[Recipe]:
    """The recipes of `folder` (default validation/), all or the named ones, sorted by name."""
    folder = folder if folder is not None else RECIPE_DIR
    files = {p.stem: p for p in sorted(folder.glob("*.toml")) if p.name != "cmake.toml"}
    if names:
        missing = [n for n in names if n not in files]
        if missing:
            raise XlateError(f"no recipe named {', '.join(missing)} in {folder}; known: {', '.join(files)}",
                             exit_code=USAGE)
        return [load_recipe(files[n]) for n in names]
    return [load_recipe(p) for p in files.values()]
