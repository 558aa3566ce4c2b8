"""Errors that reach the user as one line, and the exit codes the CLI documents (docs/exit-codes.md)."""

from __future__ import annotations

# Exit codes. Keep docs/exit-codes.md in step with this table.
OK = 0
DIAGNOSTIC_ERRORS = 1  # translation finished, but error diagnostics were emitted (or warnings with --werror)
USAGE = 2  # bad command line (click uses 2 as well)
INPUT = 3  # input missing, unreadable, binary, or would be overwritten
TOOLCHAIN = 4  # toolchain missing or unhealthy (doctor fails, shadowing headers, package gone)
COMPILE = 5  # the compiler or linker rejected the (translated) code
VERIFY = 6  # a built binary failed verification (wrong target, missing kernel, wrong runtime)
RUN = 7  # the program could not be run on the chosen backend
INTERNAL = 70  # a bug in xlate (conflicting edits, unexpected state): please report it


class XlateError(Exception):
    """An error for the user: `message` is one line (what, where, what to do)."""

    exit_code: int = INTERNAL

    def __init__(self, message: str, *, exit_code: int | None = None, detail: str | None = None):
        super().__init__(message)
        self.message = message
        if exit_code is not None:
            self.exit_code = exit_code
        self.detail = detail  # e.g. the compiler's first message, shown after the line


class InputError(XlateError):
    exit_code = INPUT


class ToolchainError(XlateError):
    exit_code = TOOLCHAIN


class CompileError(XlateError):
    exit_code = COMPILE


class VerifyError(XlateError):
    exit_code = VERIFY


class InternalError(XlateError):
    exit_code = INTERNAL


class NotSupportedError(XlateError):
    """Raised for a feature xlate does not implement; the message starts with 'not supported: '."""

    exit_code = DIAGNOSTIC_ERRORS

    def __init__(self, what: str, **kw):
        super().__init__(f"not supported: {what}", **kw)
