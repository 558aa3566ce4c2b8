"""Every form's lowering also compiles for gfx942: ONE batched `-c` compile of a generated .hip file
with one __global__ kernel per form case (both warp modes for the lane-related forms)."""

from __future__ import annotations

import subprocess

import pytest
from ptx_cases import CASES, DEVICE_ONLY, Case
from ptx_harness import gfx942_source, lowered

from xlate.errors import XlateError


@pytest.fixture(scope="module")
def toolchain():
    from xlate.toolchain import find_toolchain

    try:
        return find_toolchain()
    except XlateError as err:
        pytest.skip(f"toolchain not set up (run `xlate setup`): {err.message}")


def _bodies() -> list[tuple[str, str, str, str]]:
    bodies = []
    for i, case in enumerate(CASES):
        bodies.append((f"k_{i}", case.ins, case.outs, lowered(case)))
    for j, (name, tmpl, outs, ins) in enumerate(DEVICE_ONLY):
        case = Case(name, tmpl, outs, ins, ref=lambda *a: ())
        bodies.append((f"d_{j}", ins, outs, lowered(case)))
        if not any(w in name for w in ("lanemask", "shfl", "vote", "match")):  # 32-lane forms: compat32 only
            bodies.append((f"d64_{j}", ins, outs, lowered(case, warp_mode="native64")))
    return bodies


def test_all_forms_compile_for_gfx942(toolchain, tmp_path):
    bodies = _bodies()
    src = tmp_path / "ptx_forms.hip"
    src.write_text(gfx942_source(bodies))
    obj = tmp_path / "ptx_forms.o"
    from xlate.rewrite.support import SUPPORT_INCLUDE  # <xlate/ptx_shared.h>

    cmd = [str(toolchain.clang), *toolchain.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-O1", "-w",
           "-c", str(src), "-o", str(obj)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, f"command failed: {' '.join(cmd)}\n{proc.stderr[-6000:]}"
    assert obj.stat().st_size > 0
    # every kernel made it into the gfx942 code object
    from xlate.toolchain.verify import verify_binary

    rep = verify_binary(obj, [name for name, *_ in bodies], "gfx942", cxxfilt=toolchain.tools.get("cxxfilt"),
                        bundler=toolchain.tools.get("bundler"))
    assert rep.ok, rep.summary()
