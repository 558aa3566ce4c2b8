"""The project's macros whose answer depends on the side (XL513), from the `#define`s each parse pass left
active:

* defined in the device pass only: `#define EIGEN_GPU_COMPILE_PHASE` under `#if defined(__CUDA_ARCH__) ...`,
  or any other definition the host pass skips and the device pass does not. Such a macro stands for
  nvcc's `__CUDA_ARCH__` test, so inside a function that runs on the host only its test has the host
  pass's answer (undefined), as `__CUDA_ARCH__`'s does. A name counts when some `#define` of it in a
  project file is active in a device pass and none is active in any host pass (a name that some
  configuration defines for the host too is left alone);
* an integer whose value depends on the side (`#ifdef __CUDA_ARCH__` / `#define ON_GPU 1` / `#else` /
  `#define ON_GPU 0` / `#endif`): every `#define` of the name active in a host pass is the same integer
  literal, and one active in a device pass is not that literal; the host pass's literal is its answer.

The parse passes differ only in their side, so a definition active in one and skipped in the other depends
on the side. A name that a command line defines (`-D` of the translation or of a compile database entry)
counts as neither: a host pass may see it defined whatever the files say."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from xlate.parse.flags import HOST
from xlate.parse.regions import in_ranges

_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*)", re.MULTILINE)
# `#define NAME <integer>` (object-like; the body one decimal or hex literal, parentheses allowed)
_LITERAL = re.compile(rb"[ \t]+\(?[ \t]*((?:0[xX][0-9A-Fa-f]+|[0-9]+)[uUlL]*)[ \t]*\)?[ \t]*(?://.*)?\r?$")

# (file bytes, [(side, ranges that pass skipped)] for each pass that saw the file)
FileSides = tuple[bytes, list[tuple[str, list[tuple[int, int]]]]]


@dataclass(frozen=True)
class SideMacros:
    device_only: frozenset[str]  # defined in a device pass and in no host pass
    host_values: dict[str, str]  # name -> the host pass's integer literal, where the device pass's differs


def scan(files: Iterable[FileSides], command_line: Iterable[str] = ()) -> SideMacros:
    """Both kinds of side-dependent macro, from one pass over the files' `#define`s. `command_line`: the
    `-D` definitions (`NAME[=VALUE]`)."""
    # name -> the literals (None: another body) of its definitions active in a pass of that side
    host: dict[str, set[bytes | None]] = {}
    device: dict[str, set[bytes | None]] = {}
    for data, views in files:
        active = [(side, skipped, [s for s, _ in skipped]) for side, skipped in views]
        for m in _DEFINE.finditer(data):
            name, at = m.group(1).decode(), m.start(1)
            end = data.find(b"\n", m.end())
            lit = _LITERAL.match(data, m.end(), len(data) if end < 0 else end)
            value = lit.group(1) if lit else None
            for side, skipped, starts in active:
                if not in_ranges(skipped, starts, at):
                    (host if side == HOST else device).setdefault(name, set()).add(value)
    given = {d.split("=", 1)[0] for d in command_line}
    values: dict[str, str] = {}
    for name, literals in host.items():
        if name in given or name not in device or len(literals) != 1 or None in literals:
            continue
        value = next(iter(literals))
        if device[name] != {value}:
            values[name] = value.decode()
    return SideMacros(frozenset(device.keys() - host.keys() - given), values)
