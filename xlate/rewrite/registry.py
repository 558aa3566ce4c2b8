"""The rule registry: finds the rule modules, gives every rule code its registration order, lists
every registered code (front-end XL9xx codes included), and implements --select/--ignore.

Where rules live: xlate/rewrite/rules/<family>/ (api, ptx, libs, lang; frontend for the XL9xx codes,
which are registered with their docs but emitted by xlate/parse, xlate/rewrite/inputs.py and the
engine), one module per code or per tight group of codes; modules directly in xlate/rewrite/rules/ are
found too (the warp modules and includes.py, until they move into a family). A module whose name
starts with `_` is a helper, never a rule module.

A rule module defines RULES (list of RuleInfo) and, unless it only registers codes emitted elsewhere,
run(model, emit) and ORDER, an integer. Registration order: rule modules sorted by ORDER, then the
order of each module's RULES. The engine runs the modules in that order and uses it to order
insertions at one offset, so ORDER, never a file or module name, decides the output: renaming or
moving a module changes nothing. Two modules with one ORDER, or a runnable module without one, is an
internal error. The flat modules that cannot declare ORDER yet take it from FLAT_ORDER below.

--select/--ignore take codes (XL501) or prefixes (XL5, XL50); `ALL` selects everything. They filter
which diagnostics are reported (and so what counts for the exit code); they never disable a rule's
edits, because dropping an edit (say a rename) would give output that does not build. The rule
still runs; only its messages are hidden.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from types import ModuleType

import xlate.rewrite.rules as rules_pkg
from xlate.core.model import Diagnostic, RuleInfo
from xlate.errors import USAGE, InternalError, XlateError

_CODE = re.compile(r"XL\d{1,3}")

def module_names(pkg: ModuleType = rules_pkg) -> list[str]:
    """Qualified names of the modules of the rules package and of its family subpackages (helpers,
    named `_...`, left out). The order of this list does not matter."""
    out: list[str] = []
    for info in pkgutil.iter_modules(pkg.__path__):
        if info.name.startswith("_"):
            continue
        name = f"{pkg.__name__}.{info.name}"
        if info.ispkg:
            out.extend(module_names(importlib.import_module(name)))
        else:
            out.append(name)
    return out


def _order(mod: ModuleType) -> int:
    order = getattr(mod, "ORDER", None)
    if not isinstance(order, int):
        raise InternalError(f"rule module {mod.__name__} has no ORDER (an integer that places it among the "
                            "rule modules; see xlate/rewrite/registry.py)")
    return order


def sort_modules(mods: Iterable[ModuleType]) -> list[ModuleType]:
    """Rule modules in registration order (by ORDER); two modules with one ORDER are an error."""
    mods = list(mods)
    seen: dict[int, str] = {}
    for mod in mods:
        o = _order(mod)
        if o in seen and seen[o] != mod.__name__:
            raise InternalError(f"rule modules {seen[o]} and {mod.__name__} have the same ORDER {o}")
        seen[o] = mod.__name__
    return sorted(mods, key=_order)


def _loaded(names: Iterable[str]) -> list[ModuleType]:
    return [m for m in (importlib.import_module(n) for n in names) if hasattr(m, "RULES")]


def discover(names: Iterable[str] | None = None) -> list[ModuleType]:
    """Every rule module (RULES and run), in registration order. `names`: the qualified module names
    to look at (default: module_names())."""
    mods = _loaded(module_names() if names is None else names)
    return sort_modules([m for m in mods if callable(getattr(m, "run", None))])


def all_rules(mods: Sequence[object] | None = None) -> list[RuleInfo]:
    """The rules of the rule modules (default: discover()), in registration order."""
    out: list[RuleInfo] = []
    for mod in discover() if mods is None else mods:
        out.extend(getattr(mod, "RULES", []))
    return out


def registered() -> list[RuleInfo]:
    """Every registered code, sorted by code: the rules' and those emitted outside the rules (the
    front end's XL9xx, registered by modules with RULES and no run)."""
    infos = [r for m in _loaded(module_names()) for r in m.RULES]
    codes = [r.code for r in infos]
    dup = sorted({c for c in codes if codes.count(c) > 1})
    if dup:
        raise InternalError(f"rule codes registered twice: {', '.join(dup)}")
    return sorted(infos, key=lambda r: r.code)


def rule_order(mods: Sequence[object]) -> dict[str, int]:
    """Rule code -> registration index (first registration wins)."""
    order: dict[str, int] = {}
    for info in all_rules(mods):
        order.setdefault(info.code, len(order))
    return order


@dataclass(frozen=True)
class Selection:
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()

    @classmethod
    def parse(cls, select: Sequence[str] = (), ignore: Sequence[str] = ()) -> Selection:
        def norm(values: Sequence[str], opt: str) -> tuple[str, ...]:
            out: list[str] = []
            for v in values:
                for part in v.split(","):
                    part = part.strip().upper()
                    if not part:
                        continue
                    if part != "ALL" and not _CODE.fullmatch(part):
                        raise XlateError(f"{opt} {part!r}: not a rule code or prefix (like XL5 or XL501, or "
                                         "ALL); see `xlate translate --list-rules`", exit_code=USAGE)
                    out.append(part)
            return tuple(out)

        return cls(norm(select, "--select"), norm(ignore, "--ignore"))

    def reports(self, code: str) -> bool:
        def hit(pats: tuple[str, ...]) -> bool:
            return any(p == "ALL" or code.startswith(p) for p in pats)

        if self.select and not hit(self.select):
            return False
        return not hit(self.ignore)

    def filter(self, diags: Sequence[Diagnostic]) -> list[Diagnostic]:
        return [d for d in diags if self.reports(d.code)]
