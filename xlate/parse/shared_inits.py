"""XL519's part of the front end: clang's "initialization is not supported for __shared__ variables" on a
`__shared__` variable of a project file whose class type has a constructor that is not empty (a default member
initializer, a user-provided default constructor). nvcc accepts such a variable with a warning and runs no
constructor (shared memory is never constructed); clang refuses it. The variable is recorded in the model
(SourceModel.shared_class_vars) for XL519, which gives it raw storage of its type's size and alignment,
instead of being an XL901 error. A variable declared outside the project stays an XL901 error."""

from __future__ import annotations

from pathlib import Path

from xlate.parse.passes import RawDiag

MESSAGE = "initialization is not supported for __shared__ variables"

# by file: the (line, column) of each such variable's name
Recorded = dict[Path, set[tuple[int, int]]]


def record(d: RawDiag, project: dict[Path, object], recorded: Recorded) -> bool:
    """Whether `d` is that diagnostic on a variable of a `project` file (then recorded)."""
    if d.message != MESSAGE or not d.file:
        return False
    path = Path(d.file).resolve()
    if path not in project:
        return False
    recorded.setdefault(path, set()).add((d.line, d.col))
    return True
