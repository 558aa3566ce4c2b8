"""The translations of the XL2xx fixtures (tests/rules/XL2nn/*.cu, run by tests/rules/test_fixtures.py
with their expected outputs and CHECK lines) are valid HIP for gfx942."""

from __future__ import annotations

import subprocess
from pathlib import Path

from xlate.rewrite.engine import translate_text
from xlate.rewrite.support import SUPPORT_INCLUDE
from xlate.toolchain.discover import find_toolchain

RULES = Path(__file__).resolve().parents[1] / "rules"
CASES = sorted(RULES.glob("XL2[0-9][0-9]/*.cu"))


def test_translated_fixtures_compile_for_gfx942(tmp_path):
    """Every fixture's translation (its own mode) is valid HIP for gfx942 (host and device passes,
    syntax only, one compiler call), each in a namespace of its own unless it says `// SCOPE: global` (a
    namespace would hide the global overloads it adds to). CUB fixtures are left out: hipCUB is not part
    of the pinned toolchain."""
    assert len(CASES) > 30
    parts = ["#include <hip/hip_runtime.h>", "#include <hip/hip_cooperative_groups.h>",
             "#include <xlate/compat32.h>", "#include <xlate/int_intrinsics.h>"]
    for path in CASES:
        text = path.read_text()
        if "cub/" in text:
            continue
        mode = "native64" if "// MODE: native64" in text else "compat32"
        out, _ = translate_text(text, path.name, warp_mode=mode)
        name = f"{path.parent.name}_{path.stem}"
        if "// SCOPE: global" in text:  # overloads CUDA's names at global scope, as Eigen does
            parts += [f'#line 1 "{path.parent.name}/{path.name}"', out]
        else:
            parts += [f"namespace f_{name} {{", f'#line 1 "{path.parent.name}/{path.name}"', out, "}"]
    src = tmp_path / "fixtures.hip"
    src.write_text("\n".join(parts) + "\n")
    tc = find_toolchain(arch="gfx942")
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-fsyntax-only", "-isystem", str(SUPPORT_INCLUDE),
           "-Wno-unused-result", str(src)]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert p.returncode == 0, f"{' '.join(cmd)}\n{p.stderr[-3000:]}"
