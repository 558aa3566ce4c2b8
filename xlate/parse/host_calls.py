"""XL516's part of the front end: the device pass's "reference to __host__ function 'f' in __host__ __device__
function" for an `f` declared in a project file. nvcc only warns there (the call is undefined if it runs on the
device), so the call is recorded in the model (SourceModel.host_calls_from_device) for XL516, which gives `f` a
device-side stub, instead of being an XL901 error; every deferred diagnostic whose call chain runs through
such a function's body (which the stub replaces in the device pass) is dropped too. A function declared
outside the project stays an XL901 error."""

from __future__ import annotations

import re
from pathlib import Path

from xlate.core.model import HostCallFromDevice
from xlate.parse.passes import RawDiag

# clang (SemaCUDA) on a wrong-side reference in the device pass, and its call-chain notes
_HOST_CALL = re.compile(r"reference to __host__ function '(.+)' in __host__ __device__ function$")
_CALLED_BY = re.compile(r"called by '(.+)'$")

# by the declaring file: (line, column) of the declaration -> the call
Recorded = dict[Path, dict[tuple[int, int], HostCallFromDevice]]


def record(d: RawDiag, project: dict[Path, object], recorded: Recorded) -> HostCallFromDevice | None:
    """The call when `d` is such a diagnostic for a function declared in a `project` file (recorded once per
    declaration), else None."""
    m = _HOST_CALL.match(d.message)
    if m is None or not d.file:
        return None
    for nfile, nline, ncol, ntext in d.notes:
        if nfile and ntext.endswith("declared here"):
            decl = Path(nfile).resolve()
            if decl not in project:
                return None
            calls = recorded.setdefault(decl, {})
            return calls.setdefault((nline, ncol), HostCallFromDevice(m.group(1), nline, ncol, Path(d.file).resolve(),
                                                                      d.line, d.col))
    return None


def functions(recorded: Recorded) -> set[tuple[str, Path]]:
    """(name, file) of every recorded function."""
    return {(c.name, path) for path, calls in recorded.items() for c in calls.values()}


def called_by(d: RawDiag, funcs: set[tuple[str, Path]]) -> bool:
    """Whether clang's call-chain notes of a deferred diagnostic ("called by 'f'", at the call inside f) pass
    through one of `funcs`."""
    for nfile, _line, _col, ntext in d.notes:
        m = _CALLED_BY.match(ntext)
        if m and nfile and (m.group(1), Path(nfile).resolve()) in funcs:
            return True
    return False
