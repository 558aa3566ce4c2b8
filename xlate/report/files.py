"""Which files of a corpus project the report reads: CUDA sources and headers, and other headers that
hold device code, selected by the manifest's scan and exclude globs. Standard library only (the nvcc
baseline's plan step uses it too)."""

from __future__ import annotations

import fnmatch
import os
import re
from pathlib import Path

from xlate.report.manifest import Project

CUDA_EXTS = frozenset({".cu", ".cuh"})
HEADER_EXTS = frozenset({".h", ".hpp", ".hh", ".inl", ".cuinl", ".hxx"})
TREE_EXTS = CUDA_EXTS | HEADER_EXTS | {".c", ".cc", ".cpp", ".cxx", ".def", ".inc"}
_DEVICE = re.compile(rb"\b__(?:global|device)__\b")
_COMMENT = re.compile(rb"//[^\n]*|/\*.*?\*/", re.DOTALL)


def has_device_code(data: bytes) -> bool:
    return bool(_DEVICE.search(data)) and bool(_DEVICE.search(_COMMENT.sub(b"", data)))


def matches(rel: str, globs: tuple[str, ...]) -> bool:
    return any(fnmatch.fnmatchcase(rel, g) for g in globs)


def discover(p: Project, root: Path) -> tuple[list[tuple[str, str]], dict[str, int]]:
    """(relative path, "source"|"header") of the files to report, and counts of excluded files by kind."""
    files: list[tuple[str, str]] = []
    excluded: dict[str, int] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            ext = Path(name).suffix.lower()
            if ext not in CUDA_EXTS and ext not in HEADER_EXTS:
                continue
            path = Path(dirpath) / name
            rel = path.relative_to(root).as_posix()
            if not matches(rel, p.scan) or path.is_symlink():
                continue
            if ext == ".cu":
                kind = "source"
            else:
                try:
                    data = path.read_bytes()
                except OSError:
                    continue
                if ext != ".cuh" and not has_device_code(data):
                    continue
                kind = "header"
            ex = next((k for k, globs in p.exclude.items() if matches(rel, globs)), None)
            if ex is not None:
                excluded[ex] = excluded.get(ex, 0) + 1
                continue
            files.append((rel, kind))
    return files, excluded
