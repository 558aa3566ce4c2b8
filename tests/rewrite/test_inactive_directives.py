"""#include lines in preprocessor branches inactive in both passes: only the include rule (XL501)
rewrites their header names; the API and library renaming rules must leave them alone (they used to
rename `curand` in `<curand.h>` too, and the two edits conflicted: relion's `#ifdef CUDA` headers)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SRC = """#ifdef XLATE_TEST_NEVER_DEFINED
#include <curand.h>
#include "curand_kernel.h"
#include <cuda_runtime.h>
#define USE_RNG curand
#endif
__global__ void k(int *p) { p[0] = 1; }
"""


def test_inactive_include_lines_are_rewritten_once(tmp_path: Path) -> None:
    src = tmp_path / "inactive.cu"
    src.write_text(SRC, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "xlate.cli", "translate", str(src), "--stdout"],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "#include <xlate/hiprand.h>\n" in out  # <curand.h>: hipRAND plus the scramble-constant wrappers
    assert '#include "hiprand/hiprand_kernel.h"\n' in out
    assert "#include <hip/hip_runtime.h>\n" in out
    assert "#define USE_RNG hiprand\n" in out  # a macro body is still renamed at token level
    assert "conflicting edits" not in proc.stderr
    assert src.read_text(encoding="utf-8") == SRC
