"""compat32's warp operations on gfx942 compile to HIP's plain wavefront operations (issue 21, class 8).

CUDA requires every lane a mask names to execute a *_sync operation together with the same mask; a
wavefront's lanes run in lockstep, so on AMD GPUs <xlate/compat32.h> (and the mma lowering of
<xlate/ptx_shared.h>) use HIP's plain shuffles and ballots with the caller's half of the mask, as
llama.cpp's hand-written HIP port does (ggml-cuda/vendors/hip.h), instead of HIP's *_sync forms, whose
per-call loop over the distinct masks of the active lanes multiplied the device compile time of heavy
templates. Here: each compat32 shuffle compiles to exactly the machine code of the plain HIP shuffle at
width 32 (the half of the wavefront, as before), and no compat32 operation nor the lowered mma.sync leaves
the per-mask loop behind (`v_readfirstlane` of the mask, a backward branch). The values on wave64 and
wave32 with masks are the cpu backend's tests (tests/warp, tests/ptx/test_mma.py), whose path is unchanged.
"""

from __future__ import annotations

import re
import subprocess

import pytest

from xlate.errors import XlateError
from xlate.rewrite.support import SUPPORT_INCLUDE
from xlate.toolchain.discover import find_toolchain

SHUFFLES = {  # compat32 call -> the plain HIP call it must compile to
    "shfl": ("xlate_c32::shfl_sync(0xffffffffu, v, 5, 32)", "__shfl(v, 5, 32)"),
    "shfl_w8": ("xlate_c32::shfl_sync(0xffffffffu, v, 3, 8)", "__shfl(v, 3, 8)"),
    "shfl_w64": ("xlate_c32::shfl_sync(0xffffffffu, v, 40, 64)", "__shfl(v, 40, 32)"),
    "up": ("xlate_c32::shfl_up_sync(0xffffffffu, v, 2u, 32)", "__shfl_up(v, 2u, 32)"),
    "down": ("xlate_c32::shfl_down_sync(0x0000ffffu, v, 4u, 16)", "__shfl_down(v, 4u, 16)"),
    "xor": ("xlate_c32::shfl_xor_sync(0xffffffffu, v, 16, 32)", "__shfl_xor(v, 16, 32)"),
    "xor_f": ("xlate_c32::shfl_xor_sync(0xffffffffu, f, 1, 32)", "__shfl_xor(f, 1, 32)"),
    "xor_d": ("xlate_c32::shfl_xor_sync(0xffffffffu, d, 8, 32)", "__shfl_xor(d, 8, 32)"),
}

VOTES = {
    "ballot": "xlate_c32::ballot_sync(0xffffffffu, v > 3)",
    "any": "xlate_c32::any_sync(0x0000ffffu, v > 3)",
    "all": "xlate_c32::all_sync(0xffffffffu, v > 3)",
    "syncwarp": "(xlate_c32::syncwarp(), v)",
}


@pytest.fixture(scope="module")
def assembly(tmp_path_factory) -> str:
    try:
        tc = find_toolchain(arch="gfx942")
    except XlateError as err:
        pytest.skip(f"toolchain not set up (run `xlate setup`): {err.message}")
    lines = ["#include <hip/hip_runtime.h>", "#include <xlate/compat32.h>", "#include <xlate/ptx_shared.h>"]
    body = ("  const int i = threadIdx.x; int v = p[i]; float f = q[i]; double d = r[i];\n"
            "  (void)f; (void)d; p[i] = (int)({expr});\n")
    for name, (c32, hip) in SHUFFLES.items():
        for kind, expr in (("c32", c32), ("hip", hip)):
            lines.append(f'extern "C" __global__ void {kind}_{name}(int* p, const float* q, const double* r) {{\n'
                         + body.format(expr=expr) + "}")
    for name, expr in VOTES.items():
        lines.append(f'extern "C" __global__ void vote_{name}(int* p, const float* q, const double* r) {{\n'
                     + body.format(expr=expr) + "}")
    lines.append('extern "C" __global__ void mma_f16(unsigned* p) {\n'
                 "  const xlate_ptx_mma_frag a = {{p[0], p[1], p[2], p[3]}}, b = {{p[4], p[5], 0u, 0u}},\n"
                 "    c = {{p[6], p[7], p[8], p[9]}};\n"
                 "  const xlate_ptx_mma_frag d = xlate_ptx_mma_m16n8<0, 0, 2, false, false>(a, b, c);\n"
                 "  for (int k = 0; k < 4; ++k) p[16 * threadIdx.x + k] = d.r[k];\n}")
    src = tmp_path_factory.mktemp("c32") / "ops.hip"
    src.write_text("\n".join(lines) + "\n")
    out = src.with_suffix(".s")
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-O3", "-std=c++17", "--offload-device-only", "-S",
           "-isystem", str(SUPPORT_INCLUDE), "-Wno-unused-result", str(src), "-o", str(out)]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert p.returncode == 0, f"{' '.join(cmd)}\n{p.stderr[-3000:]}"
    return out.read_text()


def _body(asm: str, name: str) -> list[str]:
    """The instructions of kernel `name`, its block labels numbered per function."""
    m = re.search(rf"^{name}:.*?$(.*?)^\.Lfunc_end", asm, re.DOTALL | re.MULTILINE)
    assert m, f"kernel {name} not in the assembly"
    out = []
    for line in m.group(1).splitlines():
        line = line.split(";")[0].strip()
        if (line and not line.startswith(".")) or line.startswith(".LBB"):
            out.append(re.sub(r"\.LBB\d+_", ".LBB_", line))
    return out


@pytest.mark.parametrize("name", sorted(SHUFFLES))
def test_shuffle_is_the_plain_hip_shuffle(assembly, name):
    c32, hip = _body(assembly, f"c32_{name}"), _body(assembly, f"hip_{name}")
    assert c32 == hip
    assert any("bpermute" in ins or "dpp" in ins or "swizzle" in ins or "permlane" in ins for ins in c32), c32


def _loops(body: list[str]) -> list[str]:
    """Backward branches (a branch to a label defined before it) and reads of a lane's mask."""
    seen: set[str] = set()
    bad = []
    for ins in body:
        if ins.endswith(":"):
            seen.add(ins[:-1])
        elif ins.startswith(("s_cbranch", "s_branch")):
            target = ins.split()[-1]
            if target in seen:
                bad.append(ins)
        elif ins.startswith("v_readfirstlane"):
            bad.append(ins)
    return bad


@pytest.mark.parametrize("name", [*(f"c32_{n}" for n in sorted(SHUFFLES)), *(f"vote_{n}" for n in sorted(VOTES))])
def test_no_mask_loop(assembly, name):
    body = _body(assembly, name)
    assert body
    assert _loops(body) == []


def test_mma_reads_no_masks(assembly):
    """The lowered mma.sync's shuffles (its k loop may stay a loop) read no lane's mask; they
    are in the out-of-line xlate_ptx_mma_m16n8<...> the kernel calls (tests/ptx/test_mma.py)."""
    name = re.search(r"^(_Z\d+xlate_ptx_mma_m16n8I\S*):", assembly, re.MULTILINE)
    assert name, "no out-of-line mma function in the assembly"
    body = _body(assembly, re.escape(name.group(1)))
    assert sum("bpermute" in ins for ins in body) >= 8
    assert [ins for ins in body if ins.startswith("v_readfirstlane")] == []
