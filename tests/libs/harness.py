"""Harness of tests/libs: the library programs of tests/libs/programs/NAME/{main.cu, oracle.py} are
translated by xlate, combined into one source per configuration (one compile instead of one per
program; each program in `namespace p_NAME`, selected by argv[1]), built for the cpu backend (and
compiled for gfx942), run, and their output compared with the numpy oracle's `expected()` text.

Comparison: the same words in the same order; numbers inside words are compared with a tolerance when
they have a decimal point (float output), exactly otherwise (integers, raw random numbers)."""

from __future__ import annotations

import re
import runpy
import subprocess
from pathlib import Path

from xlate.rewrite import engine

PROGRAMS_DIR = Path(__file__).resolve().parent / "programs"

# Every library header the programs include, first at file scope (include guards make the programs'
# own includes inside their namespaces no-ops).
HIP_PRELUDE = """#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <hip/hip_runtime.h>
#include <hipblas/hipblas.h>
#include <hiprand/hiprand.h>
#include <hiprand/hiprand_kernel.h>
#include <hipfft/hipfft.h>
#include <hipcub/hipcub.hpp>
#include <xlate/hipblas.h>
#include <xlate/hipfft.h>
#include <xlate/hipcub.hpp>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/extrema.h>
#include <thrust/count.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/scan.h>
"""


def programs() -> list[str]:
    return sorted(p.name for p in PROGRAMS_DIR.iterdir() if (p / "main.cu").is_file())


def expected(name: str) -> str:
    return runpy.run_path(str(PROGRAMS_DIR / name / "oracle.py"))["expected"]()


def translate(name: str, warp_mode: str = "compat32") -> tuple[str, list]:
    src = (PROGRAMS_DIR / name / "main.cu").read_text(encoding="utf-8")
    return engine.translate_text(src, f"{name}.cu", warp_mode=warp_mode)


def combine(texts: dict[str, str]) -> str:
    parts = [HIP_PRELUDE]
    for name, text in texts.items():
        parts += [f"namespace p_{name} {{", f'#line 1 "{name}.cu"', text, f"}}  // namespace p_{name}"]
    parts.append("int main(int argc, char** argv) {\n  if (argc < 2) return 2;")
    parts += [f'  if (!strcmp(argv[1], "{n}")) return p_{n}::main();' for n in texts]
    parts.append("  return 2;\n}\n")
    return "\n".join(parts)


def build_cpu(text: str, out_dir: Path, warp_size: int, tag: str) -> Path:
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    src = out_dir / f"{tag}.cpp"
    src.write_text(text, encoding="utf-8")
    return build_program(ProgramBuild(sources=[src], output=out_dir / tag, warp_size=warp_size, opt="1"))


def run(exe: Path, name: str, timeout: float = 120) -> tuple[int, str, str]:
    try:
        p = subprocess.run([str(exe), name], capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        return 124, "", f"{exe} {name}: timed out after {timeout} s"
    return p.returncode, p.stdout, p.stderr


_NUM = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?")


def mismatches(got: str, want: str, rtol: float = 1e-4, atol: float = 2e-3) -> list[str]:
    """Differences between program output and oracle text (empty when they agree)."""
    g, w = got.split(), want.split()
    if len(g) != len(w):
        return [f"{len(g)} words, expected {len(w)}: got {got[:300]!r}"]
    out = []
    for i, (a, b) in enumerate(zip(g, w, strict=True)):
        if a == b:
            continue
        na, nb = _NUM.findall(a), _NUM.findall(b)
        if _NUM.sub("#", a) != _NUM.sub("#", b) or len(na) != len(nb):
            out.append(f"word {i}: {a!r} != {b!r}")
            continue
        for x, y in zip(na, nb, strict=True):
            if "." not in y and "." not in x:
                if x != y:
                    out.append(f"word {i}: {a!r} != {b!r}")
                    break
            elif abs(float(x) - float(y)) > atol + rtol * abs(float(y)):
                out.append(f"word {i}: {a!r} != {b!r}")
                break
    return out
