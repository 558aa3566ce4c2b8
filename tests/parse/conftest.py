"""Front-end tests keep their precompiled preludes in a temporary cache, never in ~/.cache."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session", autouse=True)
def _private_pch_cache(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    mp.setenv("XLATE_CACHE", str(tmp_path_factory.mktemp("xlate-cache")))
    yield
    mp.undo()
