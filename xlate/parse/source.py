"""Project files: which files are sources (by extension), finding them under folders, and reading one
(size limit, binary or not, UTF-8 or another 8-bit encoding) into a SourceFile or a diagnostic.

Diagnostic codes XL904-XL906 are listed in DIAGNOSTICS.md; the rule that tells text in another
encoding from binary is in docs/translate.md, "Files that are not UTF-8".
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from xlate.core.model import Diagnostic, Severity, SourceFile
from xlate.errors import InputError
from xlate.parse.regions import LineIndex

PROJECT_EXTS = frozenset({".cu", ".cuh", ".h", ".hpp", ".hh", ".cpp", ".cc", ".cxx", ".c", ".inl", ".cuinl"})
SOURCE_EXTS = frozenset({".cu", ".cpp", ".cc", ".cxx", ".c"})


def _walk(folder: Path) -> list[Path]:
    out: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            p = Path(dirpath) / name
            if p.suffix.lower() in PROJECT_EXTS and p.is_file():
                out.append(p.resolve())
    return out


def discover(inputs: Sequence[Path]) -> list[Path]:
    """Project files named by `inputs` (files as given, folders walked), resolved, in order."""
    seen: dict[Path, None] = {}
    for inp in inputs:
        p = Path(inp)
        if not p.exists():
            raise InputError(f"input {p} does not exist; check the path")
        if p.is_dir():
            for f in _walk(p):
                seen.setdefault(f, None)
        else:
            seen.setdefault(p.resolve(), None)
    return list(seen)


def default_root(inputs: Sequence[Path]) -> Path:
    paths = [Path(p).resolve() for p in inputs]
    if not paths:
        return Path.cwd().resolve()
    dirs = [p if p.is_dir() else p.parent for p in paths]
    return Path(os.path.commonpath([str(d) for d in dirs]))


def read_source(path: Path, root: Path, max_bytes: int) -> tuple[SourceFile | None, Diagnostic | None]:
    """Read one project file, or say why it is skipped (XL904 binary/non-UTF-8, XL905 too large,
    XL906 unreadable)."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        return None, Diagnostic("XL906", Severity.ERROR, path, 1, 1,
                                f"cannot read {path}: {exc.strerror or exc}; check it exists and is readable")
    if size > max_bytes:
        return None, Diagnostic(
            "XL905", Severity.ERROR, path, 1, 1,
            f"file is {size} bytes, over the limit of {max_bytes}; skipped (raise XLATE_MAX_FILE_BYTES "
            "if it really is source)")
    try:
        data = path.read_bytes()
    except OSError as exc:
        return None, Diagnostic("XL906", Severity.ERROR, path, 1, 1,
                                f"cannot read {path}: {exc.strerror or exc}; check its permissions")
    nul = data.find(b"\0")
    if nul != -1:
        line, col = LineIndex(data).line_col(nul)
        return None, Diagnostic("XL904", Severity.ERROR, path, line, col,
                                "binary file (NUL byte); skipped: only text source files are translated")
    note = None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        # Text in another encoding (Latin-1, CP-1252 ...) is translated byte for byte (issue 21).
        sf_text, note = not_utf8(path, data, exc.start)
        if sf_text is None:
            return None, note
        text = sf_text
    try:
        rel = path.relative_to(root)
    except ValueError:
        rel = Path(path.name)
    is_header = path.suffix.lower() not in SOURCE_EXTS
    return SourceFile(path=path, rel=rel, data=data, text=text, is_header=is_header), note


# Control bytes that occur in real text files: TAB, LF, VT, FF, CR, SUB (a DOS end-of-file mark) and ESC.
_TEXT_CONTROLS = frozenset(b"\t\n\v\f\r\x1a\x1b")
_BINARY_BYTES = bytes(b for b in range(0x20) if b not in _TEXT_CONTROLS)


def binary_byte(data: bytes) -> int:
    """Offset of the first byte that makes `data` binary rather than text in some 8-bit encoding, or -1.

    The rule (docs/translate.md, "Files that are not UTF-8"): a NUL byte or any C0 control byte other
    than TAB, LF, VT, FF, CR, SUB (0x1A) and ESC (0x1B). Text in Latin-1, CP-1252 or another 8-bit
    encoding has none of them; bytes 0x7F-0xFF are allowed (they are the other encoding's letters)."""
    first = -1
    for b in _BINARY_BYTES:
        i = data.find(bytes((b,)))
        if i != -1 and (first == -1 or i < first):
            first = i
    return first


def not_utf8(path: Path, data: bytes, bad: int) -> tuple[str | None, Diagnostic]:
    """A project file whose bytes are not UTF-8 (the first bad byte at offset `bad`): its text with the
    bad bytes kept losslessly (as surrogate escapes, so `text.encode("utf-8", "surrogateescape")` gives
    `data` back and byte offsets stay the offsets libclang reports) and a note; or None and an XL904
    error for a binary file."""
    lines = LineIndex(data)
    binary = binary_byte(data)
    if binary != -1:
        line, col = lines.line_col(binary)
        return None, Diagnostic("XL904", Severity.ERROR, path, line, col,
                                f"binary file (control byte 0x{data[binary]:02X}, and not UTF-8); skipped: only "
                                "text source files are translated")
    line, col = lines.line_col(bad)
    return data.decode("utf-8", "surrogateescape"), Diagnostic(
        "XL904", Severity.NOTE, path, line, col,
        f"the file is not UTF-8 (byte 0x{data[bad]:02X} here; Latin-1 or CP-1252?): translated byte for byte, "
        "every byte outside the edits is written back unchanged")
