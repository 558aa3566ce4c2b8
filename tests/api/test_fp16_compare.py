"""CUDA's half/bfloat16 comparisons, max/min and classification functions whose HIP 7.2 versions
differ from CUDA's definitions: the API table maps each to `xlate_NAME` of <xlate/fp16_extras.h>
(__hne, __hne2 and __hbne2 are ordered in CUDA and unordered in HIP; HIP's __half __hb<op>u2 are the
ordered forms and its bfloat16 __hbneu2 takes either lane; HIP's bfloat16 __hgt2/__hisnan2 set the
high lane whatever the input; __hisinf gives -1 for -inf in CUDA; CUDA's __hmax/__hmin order +0.0
above -0.0 and its _nan forms return the canonical NaN; some overloads HIP lacks). A CUDA program
(fp16_compare/compares.cu) calling all of them on every pair of 14 special values per type is
translated, run on the cpu backend and checked against the numpy model of CUDA's ordered and
unordered comparisons in tests/cpu/test_half_compare.py (imported, not copied), extended here with
max/min and __hisinf as CUDA's math API documents them; it is also built for gfx942."""

from __future__ import annotations

import importlib.util
import re
import subprocess
from pathlib import Path

import numpy as np
import pytest

from xlate.core.tables import load_table
from xlate.rewrite.rules.api.xl101_104_names import fp16_extras_functions

HERE = Path(__file__).resolve().parent
SRC = HERE / "fp16_compare" / "compares.cu"
_spec = importlib.util.spec_from_file_location("half_compare_model", HERE.parent / "cpu" / "test_half_compare.py")
model = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(model)

# every CUDA name the program calls whose HIP function differs from CUDA's (or lacks an overload)
MAPPED = ["__hne", "__hisinf", "__hmax", "__hmin", "__hmax_nan", "__hmin_nan", "__hne2", "__hgt2", "__hequ2",
          "__hneu2", "__hltu2", "__hleu2", "__hgtu2", "__hgeu2", "__hbne2", "__hbequ2", "__hbneu2", "__hbltu2",
          "__hbleu2", "__hbgtu2", "__hbgeu2", "__hisnan2", "__hmax2", "__hmin2", "__hmax2_nan", "__hmin2_nan"]
UNORDERED = ["eq", "ne", "lt", "le", "gt", "ge"]  # __h<op>u2 and __hb<op>u2, in the program's order
CANONICAL_NAN = 0x7FFF  # CUDART_NAN_FP16 and CUDART_NAN_BF16


def _maxmin(kind: str, a: int, b: int, want_max: bool, nan_passes: bool) -> int:
    """CUDA's __hmax/__hmin (nan_passes False: a NaN gives the other input, two NaNs the canonical NaN)
    and __hmax_nan/__hmin_nan (a NaN gives the canonical NaN); +0.0 counts as greater than -0.0."""
    fa, fb = model.to_float(kind, a), model.to_float(kind, b)
    if np.isnan(fa) and np.isnan(fb):
        return CANONICAL_NAN
    if np.isnan(fa) or np.isnan(fb):
        return CANONICAL_NAN if nan_passes else (b if np.isnan(fa) else a)
    if fa != fb:
        return a if (fa > fb) == want_max else b
    positive = b if a & 0x8000 else a  # equal values: +0.0 and -0.0, or the same bits
    return positive if want_max else (a if positive == b else b)


def _isinf(kind: str, a: int) -> int:
    f = model.to_float(kind, a)
    return (1 if f > 0 else 0xFFFFFFFF) if np.isinf(f) else 0


def _expected(kind: str, a: int, b: int, c: int) -> list[int]:
    fa, fb, fc = (model.to_float(kind, v) for v in (a, b, c))
    one = model.ONE[kind]
    row = [int(model.ordered("ne", fa, fb)), _isinf(kind, a)]
    row += [_maxmin(kind, a, b, mx, nan) for nan in (False, True) for mx in (True, False)]
    x, y = (fa, fb), (fb, fc)
    lanes = [[model.ordered(op, x[k], y[k]) for k in range(2)] for op in ("ne", "gt")]
    lanes += [[model.unordered(op, x[k], y[k]) for k in range(2)] for op in UNORDERED]
    row += [one if v else 0 for pair in lanes for v in pair]
    both = [model.ordered("ne", x[k], y[k]) for k in range(2)]
    row.append(int(all(both)))
    row += [int(all(model.unordered(op, x[k], y[k]) for k in range(2))) for op in UNORDERED]
    row += [one if np.isnan(v) else 0 for v in x]
    xb, yb = (a, b), (b, c)
    row += [_maxmin(kind, xb[k], yb[k], mx, nan) for nan in (False, True) for mx in (True, False) for k in range(2)]
    return row


def test_model_on_values_worked_out_by_hand():
    assert _maxmin("H", 0x0000, 0x8000, True, False) == 0x0000 and _maxmin("H", 0x8000, 0x0000, True, False) == 0
    assert _maxmin("H", 0x0000, 0x8000, False, False) == 0x8000 and _maxmin("B", 0x8000, 0x0000, False, False) == 0x8000
    assert _maxmin("H", 0x7E00, 0x3C00, True, False) == 0x3C00 and _maxmin("H", 0x7E00, 0x3C00, True, True) == 0x7FFF
    assert _maxmin("B", 0x7FC0, 0xFFC0, False, False) == 0x7FFF
    assert _isinf("H", 0xFC00) == 0xFFFFFFFF and _isinf("B", 0x7F80) == 1 and _isinf("B", 0x7FC0) == 0
    # an ordered != is false and an unordered one true when an input is NaN (IEEE's != is true)
    assert not model.ordered("ne", np.float32("nan"), np.float32(1)) and model.unordered("lt", np.float32("nan"), 1)


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> Path:
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    problems = [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value in ("error", "warning")]
    assert problems == []
    path = tmp_path_factory.mktemp("fp16cmp") / "compares.hip"
    path.write_text(out, encoding="utf-8")
    return path


def test_mappings_never_fall_back_to_hips_differing_functions(translated: Path):
    """The table maps every one of them to a CUDA-faithful xlate_ function that the support header
    defines, and the translation calls no HIP function of a differing name."""
    table = load_table()
    defined = fp16_extras_functions()
    for name in MAPPED:
        row = table[name]
        assert (row.hip, row.status) == (f"xlate_{name[2:]}", "supported"), name
        assert row.hip in defined, name
    out = translated.read_text(encoding="utf-8")
    assert "#include <xlate/fp16_extras.h>" in out
    code = re.sub(r"//[^\n]*", "", out)  # the program's comments name the CUDA functions
    calls = set(re.findall(r"(?<![\w])(__h\w+|xlate_\w+)\(", code))
    assert calls & set(MAPPED) == set()
    assert {f"xlate_{n[2:]}" for n in MAPPED} <= calls


@pytest.mark.parametrize("warp_size", [64])
def test_compares_follow_cuda_on_cpu_backend(translated: Path, tmp_path: Path, warp_size: int):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([translated], tmp_path / "compares", warp_size=warp_size))
    ins = model.INPUTS
    n = len(ins["H"])
    stdin = f"{n}\n" + " ".join(f"{v:x}" for v in ins["H"]) + "\n" + " ".join(f"{v:x}" for v in ins["B"]) + "\n"
    proc = subprocess.run([str(exe)], input=stdin, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    rows = [ln.split() for ln in proc.stdout.splitlines()]
    assert len(rows) == 2 * n * n
    wrong = []
    for r in rows:
        kind, i, j = r[0], int(r[1]), int(r[2])
        a, b, c = ins[kind][i], ins[kind][j], ins[kind][(j + 1) % n]
        got, want = [int(v, 16) for v in r[3:]], _expected(kind, a, b, c)
        if got != want:
            diff = [k for k in range(len(want)) if k >= len(got) or got[k] != want[k]]
            wrong.append(f"{kind} a={a:#06x} b={b:#06x} c={c:#06x}: columns {diff}: got {got}, want {want}")
    assert wrong == [], f"{len(wrong)} rows differ:\n" + "\n".join(wrong[:10])


def test_compares_build_for_gfx942(translated: Path, tmp_path: Path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-Wno-unused-result",
           "-c", str(translated), "-o", str(tmp_path / "compares.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
