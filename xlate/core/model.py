"""The contract between the front end (xlate/parse), the rules (xlate/rewrite/rules) and the engine.

A rule sees a SourceModel and reports through an Emitter: text edits at byte offsets of a project
file, and diagnostics. Rules never write files and never call compilers.

Offsets are byte offsets into `SourceFile.data` (the file's bytes as read); `SourceFile.text` is the
same content decoded as UTF-8 (non-UTF-8 files never reach the rules: the front end rejects them
with a diagnostic).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol


class Severity(str, enum.Enum):
    NOTE = "note"
    WARNING = "warning"
    ERROR = "error"


@dataclass(frozen=True)
class Edit:
    """Replace bytes [start, end) of `file` with `text`. `origin` names the rule code that asked."""

    file: Path
    start: int
    end: int
    text: str
    origin: str = ""


@dataclass(frozen=True)
class Diagnostic:
    code: str  # e.g. "XL501"
    severity: Severity
    file: Path
    line: int  # 1-based
    col: int  # 1-based, in bytes like clang
    message: str
    fixit: str | None = None  # replacement text suggested (already applied when an Edit was emitted)


class TokenKind(str, enum.Enum):
    IDENTIFIER = "identifier"
    KEYWORD = "keyword"
    PUNCTUATION = "punctuation"
    LITERAL = "literal"
    COMMENT = "comment"


class Region(str, enum.Enum):
    """Where a token sits, as the front end determined it from both parse passes."""

    ACTIVE = "active"  # compiled in the host or the device pass (or both)
    INACTIVE = "inactive"  # inside a preprocessor branch inactive in both passes: token-level only
    MACRO_BODY = "macro"  # inside a #define body: token-level only
    DIRECTIVE = "directive"  # inside another preprocessor directive line (#include, #if …)


class RefOrigin(str, enum.Enum):
    """What an identifier token refers to, when the parser could resolve it."""

    CUDA_API = "cuda"  # declared by xlate's CUDA prelude headers (the CUDA API as clang saw it)
    PROJECT = "project"  # declared in a project file (the user's own name; never rename it)
    SYSTEM = "system"  # declared in a system or third-party header
    UNRESOLVED = "unresolved"  # no declaration found (inactive code, macro bodies, missing headers)


@dataclass(frozen=True)
class Token:
    kind: TokenKind
    spelling: str
    start: int  # byte offset in the file
    end: int
    line: int
    col: int
    region: Region = Region.ACTIVE
    ref: RefOrigin = RefOrigin.UNRESOLVED  # what the passes resolved it to, merged (a project declaration wins)
    device_ref: RefOrigin | None = None  # the device pass's resolution, only where it differs from `ref`


@dataclass
class SourceFile:
    path: Path  # absolute path of the input file
    rel: Path  # path relative to the input root; the output file has the same relative path
    data: bytes
    text: str
    tokens: list[Token] = field(default_factory=list)
    is_header: bool = False
    # byte spans of the bodies of functions that run on the host only (no `__device__`/`__global__`, not
    # constexpr; lambdas and functions inside them cut out) that hold a directive (xlate/parse/host_only.py)
    host_only: list[tuple[int, int]] = field(default_factory=list)
    # byte spans of the `/* */` comments (the token list holds no comments): no include may go on their lines
    block_comments: list[tuple[int, int]] = field(default_factory=list)

    def span(self, start: int, end: int) -> str:
        """The source between two byte offsets as text; bytes that are not UTF-8 (a Latin-1 file is
        translated byte for byte) come back as surrogate escapes, which encode back to the same bytes."""
        return self.data[start:end].decode("utf-8", "surrogateescape")

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based line and byte column of a byte offset."""
        line = self.data.count(b"\n", 0, offset) + 1
        start = self.data.rfind(b"\n", 0, offset) + 1
        return line, offset - start + 1


@dataclass(frozen=True)
class HostCallFromDevice:
    """A `__host__` function of a project file that the device pass saw referenced from a `__host__ __device__`
    function emitted for the device (clang: "reference to __host__ function 'f' in __host__ __device__
    function"; nvcc only warns). Where `f` is declared (clang's "declared here" note) and its first use."""

    name: str
    line: int  # of the declaration's name
    col: int
    use_file: Path
    use_line: int
    use_col: int


@dataclass
class SourceModel:
    """Everything a rule may look at. Built by xlate.parse; read-only for rules."""

    files: dict[Path, SourceFile]  # project files to translate, by absolute path
    # Files where clang could not resolve everything (missing includes, parse errors): rules still
    # run at token level there, and the engine reports them as "token-translated only".
    unchecked: dict[Path, str] = field(default_factory=dict)  # path -> reason
    warp_mode: str = "compat32"
    # by the file that declares the function (XL516)
    host_calls_from_device: dict[Path, list[HostCallFromDevice]] = field(default_factory=dict)
    # `__shared__` variables of a class type with a constructor that is not empty, which clang refuses and nvcc
    # accepts without running it (xlate/parse/shared_inits.py): by file, the (line, column) of each name (XL519)
    shared_class_vars: dict[Path, frozenset[tuple[int, int]]] = field(default_factory=dict)
    # project macros that only the device pass defines, e.g. a wrapper of __CUDA_ARCH__ (xlate/parse/side_macros.py)
    device_only_macros: frozenset[str] = frozenset()
    # project macros whose integer value depends on the side: the host pass's literal (xlate/parse/side_macros.py)
    host_macro_values: dict[str, str] = field(default_factory=dict)


class Emitter(Protocol):
    def edit(self, file: Path, start: int, end: int, text: str, *, origin: str) -> None: ...

    def diag(self, code: str, severity: Severity, file: Path, offset: int, message: str, *,
             fixit: str | None = None) -> None: ...


class Fix(str, enum.Enum):
    """Fix applicability of a rule code: whether reporting it comes with an edit of the source."""

    ALWAYS = "always"  # every use found is rewritten (the message, if any, says what was done)
    SOMETIMES = "sometimes"  # rewritten where the rule can; reported and left as written elsewhere
    NEVER = "never"  # reported only; nothing is edited


@dataclass(frozen=True)
class RuleInfo:
    code: str  # XLnnn
    name: str  # short kebab-case name, e.g. "kernel-launch"
    summary: str  # one line, shown by `xlate translate --list-rules` and in docs/rules/
    doc: str = ""  # Markdown body of docs/rules/XLnnn.md (generated by xlate.rewrite.docgen)
    fix: Fix = Fix.NEVER


class Rule(Protocol):
    """A rule family module exposes RULES (list of RuleInfo) and run(model, emit)."""

    RULES: list[RuleInfo]

    def run(self, model: SourceModel, emit: Emitter) -> None: ...


RuleFn = Callable[[SourceModel, Emitter], None]


def iter_tokens(model: SourceModel) -> Iterable[tuple[SourceFile, Token]]:
    for sf in model.files.values():
        for tok in sf.tokens:
            yield sf, tok
