"""Host reads of the device's warpSize (XL210): under compat32 the program observes CUDA's 32-lane
warp consistently, so every read -- also one that is only printed -- goes through
xlate_c32::prop_warp_size; native64 keeps the device's true width."""

from __future__ import annotations

from pathlib import Path

from xlate.rewrite.engine import translate_text

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "XL210" / "pos.cu"
WRAPPED = "xlate_c32::prop_warp_size(prop.warpSize)"


def _lines(mode: str) -> list[str]:
    out, _ = translate_text(FIXTURE.read_text(), FIXTURE.name, warp_mode=mode)
    return out.splitlines()


def test_compat32_rewrites_printed_and_used_reads():
    lines = _lines("compat32")
    assert lines[5].strip() == f'printf("warpSize %d\\n", {WRAPPED});  // expect: XL210 warning'
    assert lines[6].strip() == f"return {WRAPPED};  // expect: XL210 warning"


def test_native64_keeps_the_device_width():
    lines = _lines("native64")
    assert "prop_warp_size" not in "\n".join(lines)
    assert lines[5].strip() == 'printf("warpSize %d\\n", prop.warpSize);  // expect: XL210 warning'
    assert lines[6].strip() == "return prop.warpSize;  // expect: XL210 warning"

