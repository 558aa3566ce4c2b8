"""The one place that resolves xlate's cache: `${XLATE_CACHE:-~/.cache/xlate}/<kind>`.

Kinds in use: toolchain (the pinned portable toolchain), pch (prelude precompiled headers), cpu (the
CPU runtime and its builds), nvcc (xlate-nvcc's translations), shim (the Python shim's NVRTC builds),
corpus (fetched archives and sources), report (per-file report results), conformance (conformance
builds). A kind may have its own override variable (XLATE_NVCC_CACHE, XLATE_REPORT_CACHE,
XLATE_SHIM_CACHE); that is read where the kind is used, and falls back to `cache_dir(kind)`.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV = "XLATE_CACHE"


def cache_root() -> Path:
    """$XLATE_CACHE (with ~ expanded), else ~/.cache/xlate."""
    env = os.environ.get(ENV)
    return Path(env).expanduser() if env else Path.home() / ".cache" / "xlate"


def cache_dir(kind: str) -> Path:
    """The folder of one kind of cached data (not created here)."""
    if not kind or "/" in kind or kind.startswith("."):
        raise ValueError(f"cache kind {kind!r}: one plain folder name")
    return cache_root() / kind
