"""The bundled examples without warp assumptions get no XL2xx diagnostic; warp_reduce gets them, and
device_query the host warpSize warning (XL210)."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.rewrite.engine import build_model_for, run_engine

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "cuda"
NAMES = sorted(d.name for d in EXAMPLES.iterdir() if d.is_dir())


def _warp_diags(name: str) -> list:
    srcs = sorted((EXAMPLES / name).glob("*.cu"))
    model, fe = build_model_for(srcs, root=EXAMPLES / name, includes=[], defines=[], warp_mode="compat32")
    res = run_engine(model, None, fe)
    return [d for d in res.diagnostics if d.code.startswith("XL2")]


@pytest.mark.parametrize("name", [n for n in NAMES if n not in ("warp_reduce", "device_query")])
def test_no_warp_diagnostics(name):
    assert _warp_diags(name) == []


def test_device_query_gets_only_the_host_warpsize_warning():
    """It prints prop.warpSize: compat32 reads it as 32 (XL210 warning), and its cudaGetDeviceProperties
    call fills the field as 32 (XL210 note), nothing else."""
    assert sorted((d.code, d.severity.value) for d in _warp_diags("device_query")) == [("XL210", "note"),
                                                                                      ("XL210", "warning")]


def test_warp_reduce_has_them():
    codes = {d.code for d in _warp_diags("warp_reduce")}
    assert {"XL201", "XL202", "XL204"} <= codes
