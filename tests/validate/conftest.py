"""Fixtures of tests/validate: the tiny project's archive (tests/validate/tiny.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.validate.tiny import pack_tiny


@pytest.fixture
def tiny_archive(tmp_path) -> tuple[Path, str]:
    return pack_tiny(tmp_path / "archives")
