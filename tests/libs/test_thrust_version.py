"""`<thrust/version.h>` exists for the translation's parse and on the cpu target (an outside benchmark program
includes it; the parse then fell back to token level and the cpu build stopped), and both report the version
of the pinned rocThrust the gfx942 target compiles against, so `#if THRUST_VERSION` takes one branch everywhere."""

from __future__ import annotations

import re
from pathlib import Path

from xlate.toolchain.discover import find_toolchain

ROOT = Path(__file__).resolve().parents[2]
OURS = [ROOT / "xlate/parse/prelude/include/thrust/version.h", ROOT / "xlate/cpu/libs/include/thrust/version.h"]


def _version(path: Path) -> int:
    m = re.search(r"^#define THRUST_VERSION (\d+)", path.read_text(encoding="utf-8"), re.MULTILINE)
    assert m, path
    return int(m.group(1))


def test_prelude_and_cpu_report_the_pinned_rocthrust_version():
    pinned = find_toolchain().hip_include / "thrust/version.h"
    assert pinned.is_file(), pinned
    for ours in OURS:
        assert _version(ours) == _version(pinned), ours
