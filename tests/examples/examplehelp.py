"""Shared helpers for the prelude and example tests (imported as `examplehelp`): the example folders and
running clang's CUDA parse the way xlate does (flags from xlate.parse.flags)."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
from pathlib import Path

from xlate.parse.flags import cuda_parse_args

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples" / "cuda"
CLANG = shutil.which("clang++-19")
SIDES = ("host", "device")


def example_dirs() -> list[Path]:
    return sorted(p.parent for p in EXAMPLES.glob("*/example.toml"))


def load_toml(d: Path) -> dict:
    with open(d / "example.toml", "rb") as f:
        return tomllib.load(f)


def parse_cmd(src: Path, side: str, extra: list[str] | tuple = ()) -> list[str]:
    assert CLANG is not None
    return [CLANG, "-fsyntax-only", *cuda_parse_args(side, includes=[src.parent]), *extra, str(src)]


def clang_parse(src: Path, side: str, extra: list[str] | tuple = ()) -> str:
    """Diagnostics (stderr) of one parse pass; empty when the file is clean."""
    cmd = parse_cmd(src, side, extra)
    proc = subprocess.run(cmd, check=False, capture_output=True, text=True, timeout=120)
    out = proc.stderr.strip()
    if proc.returncode != 0 and not out:
        out = f"exit {proc.returncode} from: {' '.join(cmd)}"
    return out


_GLOBAL = re.compile(r"__global__\s+void\s+(?:__launch_bounds__\s*\([^()]*\)\s*)?([A-Za-z_]\w*)\s*\(")


def global_definitions(text: str) -> set[str]:
    """Names of `__global__` functions *defined* (parameter list followed by a body) in `text`."""
    names = set()
    for m in _GLOBAL.finditer(text):
        depth, i = 1, m.end()
        while i < len(text) and depth:
            depth += {"(": 1, ")": -1}.get(text[i], 0)
            i += 1
        if text[i:].lstrip().startswith("{"):
            names.add(m.group(1))
    return names
