"""XL920: two edits of the rules claim the same bytes. Registered here with its doc page; emitted by
the edit engine (xlate/rewrite/engine.py). No run(): not a rule."""

from __future__ import annotations

from xlate.core.model import Fix, RuleInfo

RULES = [
    RuleInfo("XL920", "conflicting-edits", "two rules' edits claim the same bytes; the first is applied, the other "
             "is not", fix=Fix.NEVER, doc="""\
Two edits of the rules claim the same bytes (on malformed code: unbalanced brackets, tokens of several
statements run together). Error, exit 1. The one starting first (in the engine's order: offset, then
insertions before replacements, then the rules' registration order) is applied, the other is not; the
message names both rule codes, the byte ranges and the texts, at the second edit's file:line:col.

A rule never overlaps its own edits: XL502 skips a launch overlapping another one (an XL502 error),
XL503/XL504 leave a declaration or attribute that names something another rule renames, or whose
parenthesis closes past a declaration, as it is (a warning).
"""),
]
