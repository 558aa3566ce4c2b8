"""Every bundled CUDA example translates with no error diagnostics and builds for gfx942 into an
executable that the verification helper accepts: code object for gfx942, every `__global__` kernel
named in example.toml present (template kernels by their instantiations), NEEDED libamdhip64.so.N.
The kernel names come from example.toml, which a separate test matches against the sources."""

from __future__ import annotations

import tomllib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from xlate.core.model import Severity
from xlate.pipeline.build import BuildRequest, build
from xlate.rewrite.engine import build_model_for, run_engine
from xlate.toolchain import find_toolchain

EXAMPLES = sorted(p.parent for p in (Path(__file__).resolve().parents[2] / "examples" / "cuda").glob("*/example.toml"))


def _meta(d: Path) -> dict:
    return tomllib.loads((d / "example.toml").read_text())


def _build(d: Path, out: Path):
    meta = _meta(d)
    req = BuildRequest(sources=[d / s for s in meta["sources"]], output=out / d.name,
                       expected_kernels=list(meta["kernels"]), includes=[d])
    return build(req)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, object]:
    find_toolchain()  # a missing toolchain is an error here, not a skip
    out = tmp_path_factory.mktemp("gfx942")
    results: dict[str, object] = {}

    def one(d: Path):
        try:
            results[d.name] = _build(d, out)
        except Exception as exc:  # noqa: BLE001 -- reported per example by the test below
            results[d.name] = exc

    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(one, EXAMPLES))
    return results


def test_there_are_at_least_15_examples():
    assert len(EXAMPLES) >= 15


@pytest.mark.parametrize("d", EXAMPLES, ids=lambda d: d.name)
def test_translates_without_errors(d: Path):
    meta = _meta(d)
    model, fe = build_model_for([d / s for s in meta["sources"]], root=d, includes=[d], defines=[],
                                warp_mode="compat32")
    res = run_engine(model, None, fe)
    errors = [f"{x.file}:{x.line}:{x.col}: {x.message} [{x.code}]" for x in res.diagnostics
              if x.severity is Severity.ERROR]
    assert errors == []


@pytest.mark.parametrize("d", EXAMPLES, ids=lambda d: d.name)
def test_builds_and_verifies_for_gfx942(built, d: Path):
    res = built[d.name]
    if isinstance(res, Exception):
        pytest.fail(f"{type(res).__name__}: {getattr(res, 'message', res)}\n{getattr(res, 'detail', '') or ''}")
    assert [r.arch for r in res.reports] == ["gfx942"]
    rep = res.reports[0]
    assert rep.ok, rep.summary()
    names = [c.name for c in rep.checks]
    assert any("expected kernels" in n for n in names) and any("NEEDED" in n for n in names), names
