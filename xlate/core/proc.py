"""Running external tools: never through a shell, always with a timeout, failures named by command line."""

from __future__ import annotations

import errno
import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

from xlate.errors import ToolchainError, XlateError


def cmdline(cmd: Sequence[str | Path]) -> str:
    """The command as one copy-pasteable line."""
    return shlex.join(str(c) for c in cmd)


def run(cmd: Sequence[str | Path], *, timeout: float = 120, cwd: Path | None = None,
        env: Mapping[str, str] | None = None, check: bool = True, error: type[XlateError] = ToolchainError,
        what: str = "", input_bytes: bytes | None = None,
        timeout_ok: bool = False) -> subprocess.CompletedProcess[str]:
    """Run `cmd` (an argument list, never a shell) and capture its text output (undecodable bytes replaced).

    The command runs in its own process group; on timeout the whole group is killed (a compiler driver's
    children too), as it is when the caller is interrupted. With `check`, a non-zero exit raises `error`
    whose message names the failing command line and whose detail holds the tool's first lines of stderr
    (first_lines). A program that cannot be started always raises `error`; a timeout raises `error` too,
    unless `timeout_ok`: then the result has returncode None and says in stderr that it timed out.
    """
    argv = [str(c) for c in cmd]
    line = cmdline(argv)
    head = f"{what}: " if what else ""
    try:
        proc = popen(argv, cwd=cwd, env=dict(env) if env is not None else None, text=True,
                     errors="replace", start_new_session=True,
                     preexec_fn=die_with_parent,  # takes no lock (see die_with_parent)
                     stdout=subprocess.PIPE,
                     stderr=subprocess.PIPE,
                     stdin=subprocess.PIPE if input_bytes is not None else subprocess.DEVNULL)
    except FileNotFoundError:
        raise error(f"{head}program not found: {argv[0]} (command: {line}); "
                    "run `xlate doctor` to see what to install") from None
    except OSError as exc:
        raise error(f"{head}could not start {argv[0]}: {exc.strerror or exc} (command: {line})") from None
    try:
        stdout, stderr = proc.communicate(input_bytes.decode() if input_bytes is not None else None, timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(proc)
        stdout, stderr = proc.communicate()
        if not timeout_ok:
            raise error(f"{head}timed out after {timeout:g} s: {line}") from None
        return subprocess.CompletedProcess(argv, None, stdout,  # type: ignore[arg-type]
                                           f"{stderr}error: timed out after {timeout:g} s: {line}\n")
    except BaseException:
        _kill_group(proc)
        proc.wait()
        raise
    result = subprocess.CompletedProcess(argv, proc.returncode, stdout, stderr)
    if check and proc.returncode != 0:
        raise error(f"{head}command failed with exit code {proc.returncode}: {line}",
                    detail=first_lines(stderr or stdout))
    return result


_TXTBSY_TRIES = 8


def popen(argv: Sequence[str], **kwargs) -> subprocess.Popen:
    """subprocess.Popen, retried while exec fails with ETXTBSY ("Text file busy").

    A program written by this process a moment ago (a build copied into a cache) can be refused by
    exec while a child forked by another thread at that moment still holds the writer's descriptor:
    it keeps it until its own exec closes it (close-on-exec). That is a window of microseconds to
    milliseconds, so waiting a little and trying again is the fix (CI met it running conformance
    cases two at a time)."""
    for attempt in range(_TXTBSY_TRIES):
        try:
            return subprocess.Popen(argv, **kwargs)
        except OSError as exc:
            if exc.errno != errno.ETXTBSY or attempt == _TXTBSY_TRIES - 1:
                raise
            time.sleep(0.01 * 2 ** attempt)
    raise AssertionError("unreachable")


_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def _find_prctl():
    """libc's prctl, looked up once in the parent: the child of a fork must not load libraries."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None


_PRCTL = _find_prctl()


def die_with_parent() -> None:
    """Ask the kernel to SIGKILL this process when the thread that started it ends (Linux; elsewhere
    nothing). A tool run in its own session (its own process group) is out of reach of a signal sent
    to the caller's group: without this, a compiler started by xlate-nvcc kept running after a build
    system killed xlate-nvcc itself (SIGKILL cannot be caught to clean up). Used as a `preexec_fn`: it
    only calls the function found before the fork, taking no lock."""
    if _PRCTL is not None:
        _PRCTL(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)


def exit_on_sigterm() -> None:
    """In a console script's main thread: SIGTERM (what `timeout`, ctest and make send) becomes
    SystemExit(143), so `run` kills the tool's process group on the way out instead of leaving it
    running. Does nothing outside the main thread."""
    import threading

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()


def first_lines(text: str, n: int = 8) -> str:
    """The first `n` non-blank lines of a tool's output, with a count of the rest: how every error
    detail trims what a compiler or tool printed."""
    lines = [ln for ln in text.splitlines() if ln.strip()]
    return "\n".join(lines[:n] + ([f"... ({len(lines) - n} more lines)"] if len(lines) > n else []))


def which(*names: str) -> Path | None:
    """The first of `names` found on PATH."""
    for n in names:
        found = shutil.which(n)
        if found:
            return Path(found)
    return None
