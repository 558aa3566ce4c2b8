"""Running external tools: never through a shell, always with a timeout, failures named by command line."""

from __future__ import annotations

import shlex
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

from xlate.errors import ToolchainError, XlateError


def cmdline(cmd: Sequence[str | Path]) -> str:
    """The command as one copy-pasteable line."""
    return shlex.join(str(c) for c in cmd)


def run(cmd: Sequence[str | Path], *, timeout: float = 120, cwd: Path | None = None,
        env: Mapping[str, str] | None = None, check: bool = True, error: type[XlateError] = ToolchainError,
        what: str = "", input_bytes: bytes | None = None) -> subprocess.CompletedProcess[str]:
    """Run `cmd` and capture its text output.

    With `check`, a non-zero exit raises `error` whose message names the failing command line and whose
    detail holds the tool's first lines of stderr. A missing program or a timeout always raises `error`.
    """
    argv = [str(c) for c in cmd]
    line = cmdline(argv)
    try:
        proc = subprocess.run(argv, check=False, cwd=cwd, env=dict(env) if env is not None else None, timeout=timeout,
                              capture_output=True, text=True, errors="replace",
                              input=input_bytes.decode() if input_bytes is not None else None)
    except FileNotFoundError:
        raise error(f"{what + ': ' if what else ''}program not found: {argv[0]} (command: {line}); "
                    "run `xlate doctor` to see what to install") from None
    except subprocess.TimeoutExpired:
        raise error(f"{what + ': ' if what else ''}timed out after {timeout:g} s: {line}") from None
    if check and proc.returncode != 0:
        raise error(f"{what + ': ' if what else ''}command failed with exit code {proc.returncode}: {line}",
                    detail=first_lines(proc.stderr or proc.stdout))
    return proc


def first_lines(text: str, n: int = 8) -> str:
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return "\n".join(lines[:n])


def which(*names: str) -> Path | None:
    """The first of `names` found on PATH."""
    for n in names:
        found = shutil.which(n)
        if found:
            return Path(found)
    return None
