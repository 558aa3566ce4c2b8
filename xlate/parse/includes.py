"""Includes that must never reach libclang: a FIFO, socket or device named by an `#include`.

libclang opens what an `#include` names; a FIFO blocks the open until someone writes to it (the parse
worker hangs until the parse timeout), and a device like /dev/zero never ends. Before a translation
unit is parsed, xlate resolves its `#include` directives itself, transitively through the regular
files they name (the way clang searches: a quoted name in the including file's folder first, then the
-I folders, the compile database's folders, xlate's prelude, clang's resource headers and the system
folders; an absolute name as it is), looking at each target with stat (which never opens it). A
target that exists and is not a regular file (or folder) refuses the translation unit: XL908 at the
`#include`'s file:line, and the file is lexed only (passes.lex does not follow includes).

What this cannot see: an `#include MACRO` whose name comes from a macro (clang expands it). Inactive
branches (`#if 0`) are not evaluated: an `#include` of a FIFO there refuses the file too.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path

INCLUDE_RE = re.compile(rb'^[ \t]*#[ \t]*(include_next|include|import)[ \t]*(?:"([^"\n]*)"|<([^>\n]*)>)', re.MULTILINE)
# The directive names of INCLUDE_RE, each with an identifier of the same length that is no directive.
_DISARMED = {b"include": b"inclxde", b"include_next": b"inclxde_next", b"import": b"imxort"}
SYSTEM_FOLDERS = (Path("/usr/local/include"), Path("/usr/include"))
MAX_SCAN_BYTES = 8 * 1024 * 1024


@dataclass(frozen=True)
class BadInclude:
    file: Path  # the file holding the #include
    line: int
    col: int
    spelled: str  # the include as written: "name" or <name>
    target: Path
    kind: str  # "a FIFO", "a socket", "a device"


def file_kind(mode: int) -> str | None:
    """None for a regular file or a folder, else what the thing is."""
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def disarm(data: bytes) -> bytes:
    """`data` with every include directive word replaced by an identifier of the same length, so
    that a parse of it opens no include; token kinds and offsets stay the same."""
    def sub(m: re.Match) -> bytes:
        word = m.group(1)
        s, e = m.span(1)
        return m.group(0)[:s - m.start()] + _DISARMED[word] + m.group(0)[e - m.start():]

    return INCLUDE_RE.sub(sub, data)


class Checker:
    """Finds bad includes under one set of search folders. `no_follow` folders (the prelude, clang's
    resource headers, the system folders) are searched but their files are not scanned further."""

    def __init__(self, search: list[Path], no_follow: list[Path]):
        self.search = [Path(p) for p in search]
        self.no_follow = [Path(p) for p in no_follow]
        self._done: dict[Path, list[BadInclude]] = {}

    def _followed(self, path: Path) -> bool:
        for d in self.no_follow:
            try:
                path.relative_to(d)
                return False
            except ValueError:
                continue
        return True

    def _resolve(self, includer: Path, name: str, quoted: bool) -> tuple[Path, os.stat_result] | None:
        if not name:
            return None
        if os.path.isabs(name):
            cands = [Path(name)]
        else:
            dirs = ([includer.parent] if quoted else []) + self.search + self.no_follow
            cands = [d / name for d in dirs]
        for c in cands:
            try:
                st = os.stat(c)  # follows symlinks; never opens
            except (OSError, ValueError):
                continue
            if stat.S_ISDIR(st.st_mode):
                continue  # clang skips a folder of that name and searches on
            return c, st
        return None

    def check(self, path: Path) -> list[BadInclude]:
        """Every bad include reached from `path` (itself a regular file) through regular files."""
        out: list[BadInclude] = []
        seen: set[Path] = set()
        todo = [Path(path)]
        while todo:
            f = todo.pop()
            real = f.resolve()
            if real in seen:
                continue
            seen.add(real)
            hit = self._done.get(real)
            if hit is not None:
                out += hit
                continue
            try:
                if os.stat(real).st_size > MAX_SCAN_BYTES:
                    continue
                with open(real, "rb") as fh:  # a regular file (checked before it was queued)
                    data = fh.read(MAX_SCAN_BYTES)
            except OSError:
                continue
            own: list[BadInclude] = []
            for m in INCLUDE_RE.finditer(data):
                quoted = m.group(2) is not None
                raw = m.group(2) if quoted else m.group(3)
                name = raw.decode("utf-8", "replace").strip()
                found = self._resolve(f, name, quoted)
                if found is None:
                    continue
                target, st = found
                kind = file_kind(st.st_mode)
                if kind is not None:
                    at = m.start()
                    line = data.count(b"\n", 0, at) + 1
                    col = at - (data.rfind(b"\n", 0, at) + 1) + 1 + (len(m.group(0)) - len(m.group(0).lstrip()))
                    own.append(BadInclude(f, line, col, f'"{name}"' if quoted else f"<{name}>", target, kind))
                elif stat.S_ISREG(st.st_mode) and self._followed(target.resolve()):
                    todo.append(target)
            self._done[real] = own
            out += own
        return out
