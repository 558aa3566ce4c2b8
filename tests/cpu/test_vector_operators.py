"""A project's own operators on CUDA's vector types (the CUDA samples' helper_math.h, complex arithmetic on
float2), through translation, on the cpu backend and for gfx942.

CUDA's vector types have no operators; HIP's have * and / (same type) as hidden friends and the compound
assignments as members, and the cpu backend's mirror that. XL515 removes the project's component-wise
+= and -= (HIP's compute the same) and keeps its complex * and *=, calling them explicitly at every use
(the int4 * is component-wise too, but shares the kind `*` with the complex one, so it is kept and
called the same way). Before the cpu backend mirrored HIP, its non-template operators made such a program
a redefinition error on the cpu target only. The expected values come from a model of the program
written with numpy float32 arithmetic."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest

SRC = Path(__file__).parent / "vector_operators" / "helper_math.cu"
N = 100


def _cmul(a, b):
    f = np.float32
    return (f(a[0] * b[0]) - f(a[1] * b[1]), f(a[0] * b[1]) + f(a[1] * b[0]))


def _model() -> list[str]:
    f = np.float32
    lines = []
    for i in range(N):
        a = (f(0.25) * f(i), f(1.0) - f(0.5) * f(i))
        b = (f(2.0) - f(0.125) * f(i), f(0.75) * f(i))
        acc = _cmul(_cmul(a, b), a)
        acc = (acc[0] + (a[0] - b[0]), acc[1] + (a[1] - b[1]))
        acc = (acc[0] + f(0.5), acc[1] + f(0.5))
        c = _cmul(b, a)
        c = (c[0] * f(0.25), c[1] * f(0.25))
        o = (acc[0] + c[0], acc[1] + c[1])
        p = [i, -i, 2 * i, 3 - i]
        q = [v * v - v for v in p]
        lines.append(f"{float(o[0]):.9g} {float(o[1]):.9g} {q[0]} {q[1]} {q[2]} {q[3]}")
    return lines


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> tuple[Path, list]:
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    path = tmp_path_factory.mktemp("vector_operators") / "helper_math.hip"
    path.write_text(out, encoding="utf-8")
    return path, diags


def test_translation_removes_the_component_wise_kinds_and_calls_the_complex_product(translated):
    path, diags = translated
    got = sorted((d.severity.value, d.line) for d in diags if d.code == "XL515")
    # removed: += (float2), -= (int4); kept and called explicitly: * (float2, float2), * (int4, int4), *=
    assert got == [("note", 15), ("note", 18), ("warning", 10), ("warning", 14), ("warning", 17)]
    text = path.read_text(encoding="utf-8")
    assert "a[i] * xlate_op_mul{} * b[i] * xlate_op_mul{} * a[i]" in text
    assert "c *= xlate_op_mul_assign{} *= a[i];" in text


@pytest.mark.parametrize("warp_size", [64, 32])
def test_runs_on_cpu_as_the_model_says(translated, tmp_path: Path, warp_size: int):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    path, _ = translated
    exe = build_program(ProgramBuild([path], tmp_path / "helper_math", warp_size=warp_size))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.splitlines() == _model()


def test_builds_for_gfx942(translated, tmp_path: Path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    path, _ = translated
    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-Wno-unused-result",
           "-c", str(path), "-o", str(tmp_path / "helper_math.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]


@pytest.mark.parametrize("fixture", ["helper_math", "complex"])
def test_xl515_fixtures_compile_for_gfx942(fixture: str, tmp_path: Path):
    """The expected translations of tests/rules/XL515 compile for gfx942 (their sources do not: HIP's
    operators and the project's are ambiguous)."""
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    folder = Path(__file__).parents[1] / "rules" / "XL515"
    for name, ok in ((f"{fixture}.hip", True), (f"{fixture}.cu", False)):
        src = tmp_path / (name.replace(".cu", "_cuda.hip") if not ok else name)
        text = (folder / name).read_text(encoding="utf-8")
        src.write_text(text.replace("#include <cuda_runtime.h>", "#include <hip/hip_runtime.h>"), encoding="utf-8")
        cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-Wno-unused-result",
               "-fsyntax-only", str(src)]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
        assert (proc.returncode == 0) == ok, proc.stderr[-3000:]
        if not ok:
            assert "ambiguous" in proc.stderr
