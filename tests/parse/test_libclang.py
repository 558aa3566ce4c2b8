"""The libclang description `xlate doctor` shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.errors import ToolchainError
from xlate.parse import frontend, libclang


def test_describe_on_this_machine():
    info = frontend.describe()
    assert info["error"] is None, info
    assert info["versions_match"] is True
    assert Path(info["library"]).is_file()
    assert (Path(info["resource_dir"]) / "include" / "stddef.h").is_file()
    assert info["libclang_version"].startswith(("clang version 19.", "Debian clang version 19."))
    assert info["bindings_version"].startswith("19.")


def test_bad_xlate_libclang_is_a_toolchain_error(monkeypatch, tmp_path):
    monkeypatch.setenv("XLATE_LIBCLANG", str(tmp_path / "nope.so"))
    libclang.find_libclang.cache_clear()
    try:
        with pytest.raises(ToolchainError, match="XLATE_LIBCLANG"):
            libclang.find_libclang()
    finally:
        monkeypatch.delenv("XLATE_LIBCLANG")
        libclang.find_libclang.cache_clear()
