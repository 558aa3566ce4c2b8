"""Errors of the PTX front end. Positions are character offsets into the PTX template text
(the asm string after C escape decoding), so a rule can map them back to the source file."""

from __future__ import annotations

from xlate.errors import DIAGNOSTIC_ERRORS, NotSupportedError, XlateError


class PtxSyntaxError(XlateError):
    """The asm statement or its PTX text does not parse. `pos` is an offset into the PTX text
    (or, for errors in the C-level asm statement, into the statement text; see `in_statement`)."""

    exit_code = DIAGNOSTIC_ERRORS

    def __init__(self, message: str, pos: int, *, in_statement: bool = False):
        where = "asm statement" if in_statement else "PTX text"
        super().__init__(f"PTX syntax error: {message} (at offset {pos} of the {where}); "
                         "fix the asm statement or replace it with HIP code")
        self.reason = message
        self.pos = pos
        self.in_statement = in_statement


class PtxUnsupported(NotSupportedError):
    """A well-formed PTX form that xlate does not lower. `form` is e.g. 'mma.sync.aligned.m16n8k16...'."""

    def __init__(self, form: str, pos: int, why: str = ""):
        extra = f": {why}" if why else ""
        super().__init__(f"PTX form `{form}` (at offset {pos} of the PTX text){extra}; "
                         "replace this asm statement with HIP code")
        self.form = form
        self.pos = pos
        self.why = why
