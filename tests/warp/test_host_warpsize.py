"""Host reads of the device's warpSize (XL210): under compat32 the program observes CUDA's 32-lane
warp consistently, so every read -- also one that is only printed -- goes through
xlate_c32::prop_warp_size; native64 keeps the device's true width."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from xlate.rewrite.engine import translate_text

FIXTURE = Path(__file__).resolve().parents[1] / "rules" / "XL210" / "pos.cu"
WRAPPED = "xlate_c32::prop_warp_size(prop.warpSize)"


def _lines(mode: str) -> list[str]:
    out, _ = translate_text(FIXTURE.read_text(), FIXTURE.name, warp_mode=mode)
    return [line.split("  // CHECK:")[0] for line in out.splitlines()]  # the code, not the fixture's CHECK


def test_compat32_rewrites_printed_and_used_reads():
    lines = _lines("compat32")
    assert lines[5].strip() == f'printf("warpSize %d\\n", {WRAPPED});'
    assert lines[6].strip() == f"return {WRAPPED};"


def test_native64_keeps_the_device_width():
    lines = _lines("native64")
    assert "prop_warp_size" not in "\n".join(lines)
    assert lines[5].strip() == 'printf("warpSize %d\\n", prop.warpSize);'
    assert lines[6].strip() == "return prop.warpSize;"



ATTR = Path(__file__).resolve().parents[1] / "rules" / "XL210" / "attribute_query.cu"


def test_attribute_queries_go_through_compat32():
    out, _ = translate_text(ATTR.read_text(), ATTR.name, warp_mode="compat32")
    assert "xlate_c32::device_attribute(hipDeviceGetAttribute, &ws, hipDeviceAttributeWarpSize, 0);  //" in out
    assert "xlate_c32::device_attribute(hipDeviceGetAttribute, &ws2, which, d);" in out  # attribute in a variable
    assert "  hipDeviceGetAttribute(&sm, hipDeviceAttributeMultiprocessorCount, 0);" in out  # another attribute
    out64, _ = translate_text(ATTR.read_text(), ATTR.name, warp_mode="native64")
    assert "device_attribute" not in out64


@pytest.mark.parametrize("mode, want", [("compat32", "32 32 32 1"), ("native64", "64 64")])
def test_attribute_queries_run_on_the_cpu_backend(mode: str, want: str) -> None:
    # CUDA: both queries and the kernel's warpSize are 32 (compat32 shows the program that); native64
    # keeps the wave64 device's width for the host queries.
    proc = subprocess.run([sys.executable, "-m", "xlate.cli", "run", str(ATTR), "--warp-size", "64",
                           "--warp-mode", mode], capture_output=True, text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().startswith(want)
