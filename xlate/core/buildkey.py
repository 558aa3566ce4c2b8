"""Cache keys for builds: one sha256 over EVERY input of a build (strings such as flags and tool
versions, single files, and whole trees of files such as header folders on the include path).

A cached build is reused only while its key is unchanged, so anything a build reads and that is not in
its key can make a warm run report a result from a stale binary. Callers pass every header tree on the
include path that belongs to xlate, the compiler's identity, the toolchain's identity and the flags.

This module imports nothing of xlate (the core layer): xlate/cpu/build.py and xlate/conformance/build.py use it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from pathlib import Path

_SKIP_DIRS = {"__pycache__"}


def tree_files(root: Path) -> list[Path]:
    """Every regular file under `root` (sorted; `__pycache__` left out). A missing root is empty."""
    root = Path(root)
    if root.is_file():
        return [root]
    if not root.is_dir():
        return []
    return sorted(p for p in root.rglob("*") if p.is_file() and not _SKIP_DIRS.intersection(p.parts))


class InputsHash:
    """Accumulates the inputs of one build; `key()` is the hex digest (truncated)."""

    def __init__(self) -> None:
        self._h = hashlib.sha256()

    def _field(self, tag: bytes, data: bytes) -> None:
        # length-prefixed, so that ("ab", "c") and ("a", "bc") differ
        self._h.update(tag + len(data).to_bytes(8, "little") + data)

    def string(self, s: str) -> InputsHash:
        self._field(b"S", s.encode("utf-8", "surrogateescape"))
        return self

    def strings(self, items: Iterable[str]) -> InputsHash:
        for s in items:
            self.string(s)
        return self

    def file(self, path: Path, name: str | None = None) -> InputsHash:
        """A file's name (as given, or `name`) and bytes; a missing file counts as such."""
        path = Path(path)
        self._field(b"N", (name if name is not None else str(path)).encode("utf-8", "surrogateescape"))
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            self._field(b"M", b"")
            return self
        self._field(b"F", data)
        return self

    def tree(self, root: Path) -> InputsHash:
        """Every file under `root`: its path relative to `root`, and its bytes (where the tree lies is
        not part of the key: an identical copy elsewhere has the same key; flags carry the paths)."""
        root = Path(root)
        self._field(b"T", root.name.encode("utf-8", "surrogateescape"))
        for p in tree_files(root):
            self.file(p, name=str(p.relative_to(root)) if p != root else p.name)
        return self

    def key(self, length: int = 20) -> str:
        return self._h.hexdigest()[:length]


def inputs_key(*, strings: Iterable[str] = (), files: Iterable[Path] = (), trees: Iterable[Path] = (),
               length: int = 20) -> str:
    """The key of a build whose inputs are `strings` (flags, versions), `files` and `trees`."""
    h = InputsHash()
    h.strings(strings)
    for f in files:
        h.file(f)
    for t in trees:
        h.tree(t)
    return h.key(length)
