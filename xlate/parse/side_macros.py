"""The project's macros that only the device pass defines (XL513): `#define EIGEN_GPU_COMPILE_PHASE` under
`#if defined(__CUDA_ARCH__) ...`, or any other definition the host pass skips and the device pass does not.

Such a macro stands for nvcc's `__CUDA_ARCH__` test, so inside a function that runs on the host only its
test has the host pass's answer (undefined), as `__CUDA_ARCH__`'s does. A name counts when some `#define`
of it in a project file is active in a device pass and none is active in any host pass (a name that some
configuration defines for the host too is left alone). The parse passes differ only in their side, so a
definition active in one and skipped in the other depends on the side."""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from xlate.parse.flags import HOST

_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*)", re.MULTILINE)
# `#define NAME <integer>` (object-like; the body one decimal or hex literal, parentheses allowed)
_LITERAL = re.compile(rb"[ \t]+\(?[ \t]*((?:0[xX][0-9A-Fa-f]+|[0-9]+)[uUlL]*)[ \t]*\)?[ \t]*(?://.*)?\r?$")

# (file bytes, [(side, ranges that pass skipped)] for each pass that saw the file)
FileSides = tuple[bytes, list[tuple[str, list[tuple[int, int]]]]]


def device_only(files: Iterable[FileSides], command_line: Iterable[str] = ()) -> frozenset[str]:
    """The names defined in a device pass and in no host pass; none that a command line defines (`-D` of the
    translation or of a compile database entry, `NAME[=VALUE]`), which a host pass may see too."""
    host: set[str] = set()
    device: set[str] = set()
    for data, views in files:
        for m in _DEFINE.finditer(data):
            name, at = m.group(1).decode(), m.start(1)
            for side, skipped in views:
                if not _inside(skipped, at):
                    (host if side == HOST else device).add(name)
    return frozenset(device - host - {d.split("=", 1)[0] for d in command_line})


def _inside(ranges: list[tuple[int, int]], offset: int) -> bool:
    i = bisect.bisect_right(ranges, (offset, float("inf"))) - 1
    return i >= 0 and ranges[i][0] <= offset < ranges[i][1]


def host_values(files: Iterable[FileSides], command_line: Iterable[str] = ()) -> dict[str, str]:
    """Names whose value depends on the side (`#ifdef __CUDA_ARCH__` / `#define ON_GPU 1` / `#else` /
    `#define ON_GPU 0` / `#endif`): every `#define` of the name active in a host pass is the same integer
    literal, and one active in a device pass is not that literal. The host pass's literal, by name; none
    that a command line defines."""
    host: dict[str, set[bytes | None]] = {}
    device: dict[str, set[bytes | None]] = {}
    for data, views in files:
        for m in _DEFINE.finditer(data):
            name, at = m.group(1).decode(), m.start(1)
            end = data.find(b"\n", m.end())
            lit = _LITERAL.match(data, m.end(), len(data) if end < 0 else end)
            value = lit.group(1) if lit else None
            for side, skipped in views:
                if not _inside(skipped, at):
                    (host if side == HOST else device).setdefault(name, set()).add(value)
    given = {d.split("=", 1)[0] for d in command_line}
    out: dict[str, str] = {}
    for name, values in host.items():
        if name in given or len(values) != 1 or None in values or name not in device:
            continue
        value = next(iter(values))
        if device[name] != {value}:
            out[name] = value.decode()
    return out
