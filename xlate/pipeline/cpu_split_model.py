"""The data of xlate.pipeline.cpu_split's block form (a split kernel body, its regions and levels) and
the small helpers its modules share (cpu_spans, cpu_forms): reasons' locations, declaration keys and
`#line` mapping."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from xlate.pipeline import cpu_lanes


class NotSplit(Exception):
    """Why a kernel keeps the fiber form."""


@dataclass
class BodySplit:
    """The kernel body's bytes [start, end) in the source and their replacement."""
    start: int
    end: int
    text: str
    notes: list = field(default_factory=list)  # what the split did not do, for --explain-cpu
    spans: bool = False  # a call runs a span of consecutive blocks of a grid row (xlate.pipeline.cpu_spans)


@dataclass
class Region:
    """Statements between two barriers of one statement list: bytes [start, end) of the source."""
    start: int
    end: int
    stmts: list = field(default_factory=list)
    hoisted: list = field(default_factory=list)  # DECL_STMTs declared once per block
    per_thread: list = field(default_factory=list)  # VAR_DECLs declared at this level
    last: bool = False  # the body's last region (may hold `return`)
    after: cpu_lanes.LaneOp | None = None  # the warp operation whose operands the region ends with
    subst: list = field(default_factory=list)  # (a, b, text): source bytes [a, b) replaced
    skip: list = field(default_factory=list)  # (a, b): source bytes whose references are not uses here


@dataclass
class Control:
    """A uniform control statement holding barriers: header bytes and its split bodies."""
    cursor: object
    parts: list  # bytes [a, b) of header text and Level bodies, in order


@dataclass
class Level:
    items: list  # Region | Control


def location(c) -> str:
    """`FILE:LINE` of a cursor (the file's name only), for reasons."""
    loc = c.location
    return f"{Path(loc.file.name).name}:{loc.line}" if loc.file else "?"


def decl_key(c) -> tuple:
    """A declaration's identity: its name and where the name is (a declaration's extent may start at a
    type it shares with other declarators)."""
    loc = c.location
    return (c.spelling, loc.file.name if loc.file else "", loc.offset)


class LineMap:
    """Physical line -> the (file, line) that `#line` directives in the source give it."""

    _LINE = re.compile(r'^[ \t]*#[ \t]*(?:line[ \t]+)?(\d+)[ \t]+"((?:[^"\\]|\\.)*)"', re.MULTILINE)

    def __init__(self, text: str, path: Path) -> None:
        self.path = str(path)
        self.marks = [(text.count("\n", 0, m.start()) + 1, int(m[1]), m[2].replace('\\"', '"').replace("\\\\", "\\"))
                      for m in self._LINE.finditer(text)]

    def where(self, phys: int) -> tuple[str, int]:
        """The (file, line) of physical line `phys`, as __FILE__/__LINE__ give it."""
        file, line = self.path, phys
        for at, number, name in self.marks:
            if at < phys:
                file, line = name, number + (phys - at - 1)
        return file, line

    def directive(self, phys: int) -> str:
        file, line = self.where(phys)
        quoted = file.replace("\\", "\\\\").replace('"', '\\"')
        return f'\n#line {line} "{quoted}"\n'
