"""The front end as a whole: which libclang it loads (libclang.py) and what the precompiled prelude
(pch.py) did in this process, in one description. It lies above both because pch builds on libclang.
"""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

from xlate.errors import ToolchainError
from xlate.parse import pch
from xlate.parse.libclang import LLVM_MAJOR, clang_version, find_libclang


def describe() -> dict:
    """The front end's libclang, bindings, resource dir and precompiled prelude, and whether they belong
    together. Never raises: problems go in "error"."""
    info: dict = {"library": None, "source": None, "libclang_version": None, "bindings_version": None,
                  "resource_dir": None, "versions_match": False, "error": None,
                  # the precompiled prelude: written and read by this same libclang; "fallbacks" says
                  # why a parse of this process used the plain `-include` instead
                  "pch": pch.describe()}
    try:
        info["bindings_version"] = metadata.version("clang")
    except metadata.PackageNotFoundError:
        info["error"] = "the Python package `clang` (libclang bindings) is not installed"
        return info
    try:
        found = find_libclang()
        info["library"] = str(found.library)
        info["source"] = found.source
        info["resource_dir"] = str(found.resource_dir)
        info["libclang_version"] = clang_version()
    except ToolchainError as exc:
        info["error"] = exc.message
        return info
    m = re.search(r"version (\d+)\.(\d+)", info["libclang_version"] or "")
    lib_ver = (int(m.group(1)), int(m.group(2))) if m else None
    bind = tuple(int(x) for x in info["bindings_version"].split(".")[:2])
    res_major = Path(info["resource_dir"]).name
    info["versions_match"] = bool(lib_ver and lib_ver[0] == bind[0] == LLVM_MAJOR and res_major == str(lib_ver[0]))
    if not info["versions_match"]:
        info["error"] = (
            f"libclang {info['libclang_version']!r}, bindings {info['bindings_version']} and resource dir "
            f"{info['resource_dir']} do not belong together; install matching {LLVM_MAJOR}.x versions"
        )
    return info
