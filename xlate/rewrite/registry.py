"""The rule registry: finds rule families, gives every rule code its registration order, and
implements --select/--ignore.

Registration order: rule modules of xlate/rewrite/rules sorted by module name, then the order of
each module's RULES. The engine uses it to order insertions at one offset.

--select/--ignore take codes (XL501) or prefixes (XL5, XL50); `ALL` selects everything. They filter
which diagnostics are reported (and so what counts for the exit code); they never disable a rule's
edits, because dropping an edit (say a rename) would give output that does not build. The rule
still runs; only its messages are hidden.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType

from xlate.core.model import Diagnostic, RuleInfo
from xlate.errors import USAGE, XlateError

_CODE = re.compile(r"XL\d{1,3}")


def discover() -> list[ModuleType]:
    """Every rule module under xlate.rewrite.rules (with RULES and run), sorted by module name."""
    import xlate.rewrite.rules as pkg

    mods: list[ModuleType] = []
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        mod = importlib.import_module(f"{pkg.__name__}.{info.name}")
        if hasattr(mod, "RULES") and callable(getattr(mod, "run", None)):
            mods.append(mod)
    return mods


def all_rules(mods: Sequence[object] | None = None) -> list[RuleInfo]:
    out: list[RuleInfo] = []
    for mod in discover() if mods is None else mods:
        out.extend(getattr(mod, "RULES", []))
    return out


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
