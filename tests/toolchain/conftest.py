"""Shared fixtures: the portable toolchain is set up once per session (network only on a cold cache)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def portable_prefix() -> Path:
    if shutil.which("clang++-19") is None:
        pytest.skip("clang++-19 is not installed (apt-get install clang-19 lld-19 llvm-19)")
    from xlate.toolchain.setup import ensure_toolchain

    return ensure_toolchain().prefix


@pytest.fixture(scope="session")
def toolchain(portable_prefix):
    from xlate.toolchain import find_toolchain

    return find_toolchain()


@pytest.fixture(scope="session")
def examples_build(toolchain, tmp_path_factory):
    """Every single-file example compiled for gfx942 by one `build` call (one batched clang invocation)."""
    from tc_helpers import EXAMPLES

    from xlate.pipeline.build import BuildRequest, build

    out = tmp_path_factory.mktemp("objs")
    return build(BuildRequest(sources=sorted(EXAMPLES.glob("*.hip")), output=out, compile_only=True, verify=False),
                 toolchain=toolchain)
