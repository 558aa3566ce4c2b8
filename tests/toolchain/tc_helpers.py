"""Helpers for the toolchain tests (a module name of its own, imported as `tc_helpers`)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "examples" / "hip"
DATA = Path(__file__).resolve().parent / "data"

_GLOBAL = re.compile(r"__global__\s+(?:__launch_bounds__\s*\([^)]*\)\s*)?(?:static\s+)?void\s+(\w+)\s*\(")


def kernels_in_source(path: Path) -> list[str]:
    """`__global__` function names, read from the source text (comments removed), not from a binary."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.DOTALL)
    text = re.sub(r"//[^\n]*", " ", text)
    return _GLOBAL.findall(text)


def run_xlate(args: list[str], env_extra: dict[str, str] | None = None, cwd: Path | None = None,
              drop: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    """Run the real CLI in a child process (exit codes and stderr exactly as a user sees them)."""
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "xlate", *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=600, check=False)


def error_lines(stderr: str) -> list[str]:
    return [ln for ln in stderr.splitlines() if ln.startswith("xlate: error:")]
