"""The layer contract of xlate (issue 17), checked on the source with `ast`.

The contract (LAYERS, below, is the one place it is written; docs/architecture.md shows the same table
and a test here keeps the two equal). Lowest first:

    core < parse, data < rewrite, ptx < toolchain, cpu < pipeline < driver, report, validate,
    runtime_shim, gen, conformance < cli

A module belongs to the package under `xlate/` it lies in (`xlate/rewrite/rules/x.py` is `rewrite`);
`xlate/__init__.py` (the version) and `xlate/errors.py` are bottom-level modules in the core layer,
`xlate/cli.py` and `xlate/__main__.py` are `cli`. A package that is not in the table is a violation
(add it to the table, at its layer, in the same change that creates it).

Rules, for every `import` and `from ... import` of an xlate module (at module level, in a class, or
inside a function; relative imports resolved):

* `upward`: a module may import its own package and packages of LOWER layers only.
* `sideways`: a package of the SAME layer only where ALLOWED_SIBLINGS says so, with its reason.
* `lazy-upward` / `lazy-sideways`: the same inside a function, reported as such: that is how an import
  cycle hides.
* `lazy-unlisted`: an import inside a function of ANOTHER package that goes down is allowed only in the
  modules LAZY_IMPORTERS lists, each with its reason (cli imports each command's code when the command
  runs, for start-up time). Elsewhere, import at module level. Imports inside a function of the
  module's own package are not checked by this rule.
* `lazy-cycle`: an import inside a function (of any package, its own included) of a module whose own
  imports (module-level or inside functions) lead back to the importing module: the function-level
  import dodges an import cycle. Break the cycle instead (move what both need into one of them or into
  a third module). Packages are not followed into: importing a submodule of a package that is loading
  is no cycle.
* `unlisted`: a module of, or an import of, a package that LAYERS does not name.
* `private`: no module uses another module's private name (`_name`, dunders aside), neither as
  `from m import _name` nor as `m._name` on an imported module, nor imports a private module `_m`, with
  one exception: a package's own private helper modules (a file whose name starts with `_`, such as
  `rewrite/rules/_support_include.py`) are the package's shared internals, so modules inside that package (its
  folder and subfolders) may import them and any of their names, private ones included. Private names
  of public modules stay private to their module, inside their own package too.

KNOWN_VIOLATIONS is empty: every module follows the contract. It exists for a change that must land in
steps (each entry names its owner); an entry that no longer occurs is an error, so the list only shrinks.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
XLATE = REPO / "xlate"
ARCHITECTURE_DOC = REPO / "docs" / "architecture.md"

# ------------------------------------------------------------------ the contract

LAYERS: tuple[tuple[str, ...], ...] = (
    ("core",),  # xlate/core/, xlate/errors.py, xlate/__init__.py
    ("parse", "data"),
    ("rewrite", "ptx"),
    ("toolchain", "cpu"),
    ("pipeline",),
    ("driver", "report", "validate", "runtime_shim", "gen", "conformance"),
    ("cli",),  # xlate/cli.py, xlate/__main__.py
)

# (importer, imported) packages of one layer that may import each other in that direction.
ALLOWED_SIBLINGS: dict[tuple[str, str], str] = {
    ("rewrite", "ptx"): "the inline-PTX rule (XL3xx) parses and lowers asm statements with xlate.ptx",
    ("validate", "report"): "xlate validate fetches its pinned sources with the corpus fetcher (pins, sha256, "
                            "safe extraction) and reads corpus/manifest.toml, instead of a second fetcher",
}

# Modules whose imports of lower packages inside functions are deliberate.
LAZY_IMPORTERS: dict[str, str] = {
    "xlate.cli": "start-up time: each command imports its code when it runs",
    "xlate.toolchain.doctor": "doctor reports a broken libclang install instead of failing to start",
    "xlate.report.job": "its nvcc step runs on a machine with nvcc and only the standard library (the nvcc "
                        "baseline), where the translator cannot load; translation imports it when it runs",
    "xlate.report.nvcc_baseline": "runs on the nvcc machine with only the standard library; the plan step "
                                  "(here) imports the corpus modules when it runs",
}

# (module, rule, imported module or name) -> owning area. Line numbers are left out on purpose.
KNOWN_VIOLATIONS: dict[tuple[str, str, str], str] = {}

# ------------------------------------------------------------------ the checker

_BOTTOM = {"errors"}
_TOP = {"cli", "__main__"}


def layer_of(package: str) -> int | None:
    for i, names in enumerate(LAYERS):
        if package in names:
            return i
    return None


def package_of(module: str) -> str:
    """The contract's package of an xlate module name."""
    parts = module.split(".")
    if len(parts) == 1 or parts[1] in _BOTTOM:
        return "core"
    if parts[1] in _TOP:
        return "cli"
    return parts[1]


@dataclass(frozen=True)
class Violation:
    module: str
    line: int
    rule: str
    target: str
    message: str

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.module, self.rule, self.target)

    def __str__(self) -> str:
        return f"{self.module}:{self.line}: {self.rule}: {self.message}"


@dataclass(frozen=True)
class Source:
    text: str
    is_package: bool = False  # an __init__.py


def tree_sources(root: Path = XLATE) -> dict[str, Source]:
    """Every module under xlate/ by its dotted name."""
    out: dict[str, Source] = {}
    for p in sorted(root.rglob("*.py")):
        parts = list(p.relative_to(root.parent).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        out[".".join(parts)] = Source(p.read_text(encoding="utf-8"), is_package)
    return out


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


class _Imports(ast.NodeVisitor):
    """Every import of one module: (line, imported module, imported name or None, inside a function)."""

    def __init__(self, module: str, is_package: bool) -> None:
        self.package = module if is_package else module.rpartition(".")[0]
        self.depth = 0
        self.found: list[tuple[int, str, str | None, bool]] = []
        self.aliases: dict[str, str] = {}  # local name -> module it is bound to ("import a.b" binds "a")

    def visit_FunctionDef(self, node: ast.AST) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_Lambda = visit_FunctionDef

    def visit_Import(self, node: ast.Import) -> None:
        for a in node.names:
            self.found.append((node.lineno, a.name, None, self.depth > 0))
            if a.asname:
                self.aliases[a.asname] = a.name
            else:
                head = a.name.split(".")[0]
                self.aliases[head] = head

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            base = self.package.split(".")
            base = base[:len(base) - (node.level - 1)]
            mod = ".".join(base + ([node.module] if node.module else []))
        else:
            mod = node.module or ""
        for a in node.names:
            self.found.append((node.lineno, mod, a.name, self.depth > 0))
            self.aliases[a.asname or a.name] = f"{mod}.{a.name}"


def _dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return f"{inner}.{node.attr}" if inner else None
    return None


def _private_use(importer: str, module: str, name: str | None, modules: dict[str, Source]) -> str | None:
    """Why using `name` of `module` (or the module itself, name None) breaks the private rule, or None."""
    parts = module.split(".")
    for i, part in enumerate(parts):
        if _private(part):
            holder = ".".join(parts[:i])
            if not _within(importer, holder):
                return f"imports {module}, a private module of {holder}, from outside that package"
    if name is None or not _private(name) or module == importer:
        return None
    if f"{module}.{name}" in modules:  # a private submodule: the loop above, one level down
        return _private_use(importer, f"{module}.{name}", None, modules)
    helper = parts[-1]
    if _private(helper) and _within(importer, ".".join(parts[:-1])):
        return None  # the package's own private helper module
    return f"uses {name}, a private name of {module}"


def _ancestors(module: str) -> set[str]:
    parts = module.split(".")
    return {".".join(parts[:i]) for i in range(1, len(parts))}


def _cycle(target: str, back_to: str, edges: dict[str, set[str]]) -> list[str] | None:
    """A chain of imports from `target` to `back_to`, or None. The packages that hold `back_to` are left
    out: they are loaded (or loading) before it runs."""
    skip = _ancestors(back_to)
    came: dict[str, str | None] = {target: None}
    todo = [target]
    while todo:
        m = todo.pop(0)
        if m == back_to:
            chain = [m]
            while came[chain[-1]] is not None:
                chain.append(came[chain[-1]])  # type: ignore[arg-type]
            return chain[::-1]
        for n in sorted(edges.get(m, ())):
            if n not in came and n not in skip:
                came[n] = m
                todo.append(n)
    return None


def check(modules: dict[str, Source]) -> list[Violation]:
    """Every violation of the contract in `modules` (dotted name -> source)."""
    out: dict[tuple[str, int, str, str], Violation] = {}  # one per line and rule, not per imported name

    def add(v: Violation) -> None:
        out.setdefault((v.module, v.line, v.rule, v.target), v)

    found: dict[str, tuple[ast.AST, _Imports]] = {}
    edges: dict[str, set[str]] = {}  # module -> the modules it imports (at module level or in a function)
    for module, src in sorted(modules.items()):
        tree = ast.parse(src.text, filename=module)
        v = _Imports(module, src.is_package)
        v.visit(tree)
        found[module] = (tree, v)
        edges[module] = {f"{mod}.{name}" if name and f"{mod}.{name}" in modules else mod
                         for _, mod, name, _lazy in v.found}
    for module, (tree, v) in found.items():
        own = package_of(module)
        own_layer = layer_of(own)
        if own_layer is None:
            add(Violation(module, 1, "unlisted", own, f"package {own!r} is not in LAYERS"))
            continue
        for line, mod, name, lazy in v.found:
            target = f"{mod}.{name}" if name and f"{mod}.{name}" in modules else mod
            if not _within(target, "xlate"):
                continue
            chain = _cycle(target, module, edges) if lazy and target != module else None
            if chain:
                add(Violation(module, line, "lazy-cycle", target,
                              f"imports {target} inside a function to dodge an import cycle: "
                              + " -> ".join([module, *chain])))
            why = _private_use(module, mod, name, modules)
            if why:
                shown = f"{mod}.{name}" if name and _private(name) else target
                add(Violation(module, line, "private", shown, why))
            pkg = package_of(target)
            if pkg == own:
                continue
            layer = layer_of(pkg)
            if layer is None:
                add(Violation(module, line, "unlisted", target,
                              f"imports {target}: package {pkg!r} is not in LAYERS"))
            elif layer > own_layer or (layer == own_layer and (own, pkg) not in ALLOWED_SIBLINGS):
                rule = "upward" if layer > own_layer else "sideways"
                what = f"{own} (layer {own_layer}) imports {target} ({pkg}, layer {layer})"
                if lazy:
                    add(Violation(module, line, "lazy-" + rule, target,
                                  what + " inside a function, which hides an import cycle"))
                else:
                    add(Violation(module, line, rule, target, what))
            elif lazy and module not in LAZY_IMPORTERS:
                add(Violation(module, line, "lazy-unlisted", target,
                              f"imports {target} inside a function: import it at module level, or list the "
                              "module in LAZY_IMPORTERS with the reason"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Attribute) and _private(node.attr)):
                continue
            chain = _dotted(node.value)
            if chain is None:
                continue
            head, _, rest = chain.partition(".")
            if head not in v.aliases:
                continue
            used = v.aliases[head] + (f".{rest}" if rest else "")
            if used in modules and used != module:
                why = _private_use(module, used, node.attr, modules)
                if why:
                    add(Violation(module, node.lineno, "private", f"{used}.{node.attr}", why))
    return list(out.values())


# ------------------------------------------------------------------ the contract holds on xlate/


@pytest.fixture(scope="module")
def violations() -> list[Violation]:
    return check(tree_sources())


def test_layer_contract(violations: list[Violation]) -> None:
    new = [str(v) for v in violations if v.key not in KNOWN_VIOLATIONS]
    assert not new, "layer contract broken (tests/test_layers.py says the rules):\n" + "\n".join(new)


def test_known_violations_still_exist(violations: list[Violation]) -> None:
    found = {v.key for v in violations}
    gone = [k for k in KNOWN_VIOLATIONS if k not in found]
    assert not gone, f"fixed, so take them out of KNOWN_VIOLATIONS: {gone}"


def test_every_package_is_in_the_table() -> None:
    listed = {p for names in LAYERS for p in names}
    packages = {p.name for p in XLATE.iterdir() if p.is_dir() and any(p.rglob("*.py"))}
    assert packages <= listed, f"packages missing from LAYERS: {sorted(packages - listed)}"


def layers_line() -> str:
    return " < ".join(", ".join(names) for names in LAYERS)


def test_architecture_doc_shows_the_contract() -> None:
    text = re.sub(r"\s+", " ", ARCHITECTURE_DOC.read_text(encoding="utf-8"))
    assert layers_line() in text, f"docs/architecture.md must show the layers as: {layers_line()}"
    for a, b in ALLOWED_SIBLINGS:
        assert f"{a} → {b}" in text, f"docs/architecture.md must list the allowed sibling import {a} → {b}"


def test_the_contract_test_fails_when_an_upward_or_private_import_is_added() -> None:
    tree = tree_sources()

    def new_after_adding(module: str, code: str) -> list[tuple[str, str, str]]:
        mods = dict(tree)
        mods[module] = Source(mods[module].text + "\n" + code + "\n", mods[module].is_package)
        return sorted({v.key for v in check(mods)} - set(KNOWN_VIOLATIONS))

    assert new_after_adding("xlate.parse.model", "from xlate.rewrite.engine import run_engine") == [
        ("xlate.parse.model", "upward", "xlate.rewrite.engine")]
    assert new_after_adding("xlate.core.model", "def f():\n    from xlate.toolchain import discover") == [
        ("xlate.core.model", "lazy-upward", "xlate.toolchain.discover")]
    assert new_after_adding("xlate.rewrite.engine", "from xlate.parse.model import _Builder") == [
        ("xlate.rewrite.engine", "private", "xlate.parse.model._Builder")]


# ------------------------------------------------------------------ the checker finds what it must


def _mods(**sources: str) -> dict[str, Source]:
    """Synthetic modules: keyword `xlate__parse__model` is module xlate.parse.model; a trailing `__init`
    makes it a package."""
    out = {}
    for key, text in sources.items():
        name = key.replace("__", ".")
        is_package = name.endswith(".init")
        out[name.removesuffix(".init")] = Source(text, is_package)
    return out


def _rules(mods: dict[str, Source]) -> list[tuple[str, str, str]]:
    return sorted(v.key for v in check(mods))


def test_checker_reports_an_upward_import() -> None:
    mods = _mods(xlate__parse__model="from xlate.rewrite.inputs import scan\n",
                 xlate__rewrite__inputs="def scan():\n    pass\n")
    assert _rules(mods) == [("xlate.parse.model", "upward", "xlate.rewrite.inputs")]


def test_checker_reports_an_upward_import_inside_a_function() -> None:
    mods = _mods(xlate__toolchain__doctor="def f():\n    from xlate.runtime_shim import describe\n",
                 xlate__runtime_shim__init="def describe():\n    pass\n")
    assert _rules(mods) == [("xlate.toolchain.doctor", "lazy-upward", "xlate.runtime_shim")]


def test_checker_reports_a_plain_and_a_relative_upward_import() -> None:
    mods = _mods(xlate__core__model="import xlate.parse.flags\nfrom ..parse import flags\n",
                 xlate__parse__flags="X = 1\n")
    assert [v.rule for v in check(mods)] == ["upward", "upward"]


def test_checker_reports_a_sideways_import_unless_allowed() -> None:
    mods = _mods(xlate__toolchain__build="from xlate.cpu.build import find_cxx\n",
                 xlate__cpu__build="def find_cxx():\n    pass\n",
                 xlate__rewrite__rules__inline_ptx="from xlate.ptx import lower_asm\n",
                 xlate__ptx__init="def lower_asm():\n    pass\n")
    assert _rules(mods) == [("xlate.toolchain.build", "sideways", "xlate.cpu.build")]


def test_checker_reports_private_names() -> None:
    mods = _mods(
        xlate__cpu__build="def _run():\n    pass\n",
        xlate__cpu__forms="from xlate.cpu.build import _run\n",  # same package, public module: private
        xlate__runtime_shim__cpu_compile="from xlate.cpu import build\n\ndef f():\n    return build._run\n",
        xlate__cli="from xlate.runtime_shim import _image\n",  # another package's private module
        xlate__runtime_shim___image="X = 1\n",
    )
    assert _rules(mods) == [
        ("xlate.cli", "private", "xlate.runtime_shim._image"),
        ("xlate.cpu.forms", "private", "xlate.cpu.build._run"),
        ("xlate.runtime_shim.cpu_compile", "private", "xlate.cpu.build._run"),
    ]


def test_checker_allows_a_packages_own_private_helper_module() -> None:
    mods = _mods(xlate__rewrite__rules___syntax="def _tok():\n    pass\ndef scopes():\n    pass\n",
                 xlate__rewrite__rules__warp__model="from xlate.rewrite.rules._syntax import _tok, scopes\n",
                 xlate__rewrite__rules__launch="from ._syntax import scopes\n",
                 xlate__rewrite__engine="from xlate.rewrite.rules._syntax import scopes\n")
    assert _rules(mods) == [("xlate.rewrite.engine", "private", "xlate.rewrite.rules._syntax")]


def test_checker_allows_listed_lazy_imports_that_go_down() -> None:
    mods = _mods(xlate__cli="def translate():\n    from xlate.rewrite.translate import run\n",
                 xlate__rewrite__translate="def run():\n    pass\n",
                 xlate__cpu__run="def f():\n    from xlate.rewrite.translate import run\n",
                 xlate__cpu__forms="def f():\n    from xlate.cpu.run import f\n")  # own package: not this rule
    assert _rules(mods) == [("xlate.cpu.run", "lazy-unlisted", "xlate.rewrite.translate")]


def test_checker_reports_an_import_cycle_dodged_inside_a_function() -> None:
    mods = _mods(xlate__parse__libclang="def describe():\n    from xlate.parse import pch\n",
                 xlate__parse__pch="from xlate.parse.libclang import cindex\n",
                 xlate__cpu__build="def f():\n    from xlate.cpu.forms import g\n",  # both sides lazy
                 xlate__cpu__forms="def g():\n    from xlate.cpu import build\n",
                 xlate__cpu__init="def h():\n    from xlate.cpu import build\n",  # the package: no cycle
                 xlate__rewrite__engine="def f():\n    from xlate.rewrite import registry\n",
                 xlate__rewrite__registry="from xlate.rewrite.rules import api\n",
                 xlate__rewrite__rules__api="X = 1\n")  # no way back: no cycle
    assert _rules(mods) == [("xlate.cpu.build", "lazy-cycle", "xlate.cpu.forms"),
                            ("xlate.cpu.forms", "lazy-cycle", "xlate.cpu.build"),
                            ("xlate.parse.libclang", "lazy-cycle", "xlate.parse.pch")]


def test_checker_reports_a_package_missing_from_the_table() -> None:
    mods = _mods(xlate__plugins__x="X = 1\n", xlate__cli="from xlate.plugins.x import X\n")
    assert _rules(mods) == [("xlate.cli", "unlisted", "xlate.plugins.x"),
                            ("xlate.plugins.x", "unlisted", "plugins")]


def test_checker_passes_a_clean_tree() -> None:
    mods = _mods(xlate__errors="class XlateError(Exception):\n    pass\n",
                 xlate__core__model="from xlate.errors import XlateError\n",
                 xlate__parse__model="from xlate.core import model\nfrom xlate.parse import flags\n",
                 xlate__parse__flags="import os\n",
                 xlate__rewrite__engine="from xlate.parse.model import x\nfrom xlate import __version__\n",
                 xlate__init="__version__ = '0'\n")
    assert check(mods) == []
