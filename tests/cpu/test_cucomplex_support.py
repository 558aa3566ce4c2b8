"""cuComplex.h computes CUDA's values on gfx942 too: <cuComplex.h> becomes xlate's support header
<xlate/complex.h> (HIP's <hip/hip_complex.h> plus cuComplex.h's division, |z| and fma, whose HIP
counterparts compute otherwise), and cuCdivf, cuCdiv, cuCabsf, cuCabs, cuCfmaf, cuCfma map to its
xlate_cuC* functions on both targets.

There is no AMD GPU here, so the gfx942 side is checked by what can run: the translation (the six names
become the support header's, never HIP's), a compile for gfx942 (tests/cpu/test_hip_complex.py compiles
the same program), and the support header's functions run on the host over HIP's own pinned
<hip/hip_complex.h> (the gfx folder of xlate's CUDA toolkit, whose <cuComplex.h> is the support header
under CUDA's names) and over the cpu backend's (the cpu folder), both bit for bit against the numpy model
of CUDA's algorithms of tests/cpu/test_hip_complex.py on its inputs. A control build of the same program
with the six names defined to HIP's functions on the command line (the toolkit's name maps define a name
only where it is not defined yet) must differ from the model: it is what gfx942 computed before."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pytest

from tests.cpu.test_hip_complex import PROGRAM, _parse, _same, _write, inputs, model
from xlate.data.libs import load_all
from xlate.driver.toolkit import toolkit_root
from xlate.parse.support import SUPPORT_INCLUDE
from xlate.rewrite.engine import translate_text

# cuComplex.h functions whose HIP 7.2 counterparts compute otherwise
FAITHFUL = ("cuCdivf", "cuCdiv", "cuCabsf", "cuCabs", "cuCfmaf", "cuCfma")

# the model program's In/ops (every cuComplex.h function) and print helpers, in a host-only main
HOST_MAIN = r"""
int main(int argc, char** argv) {
  FILE* fp = std::fopen(argv[1], "r");
  if (!fp) return 2;
  unsigned a[6]; unsigned long long b[6];
  float f[NF]; double d[ND];
  while (std::fscanf(fp, "%x %x %x %x %x %x %llx %llx %llx %llx %llx %llx", &a[0], &a[1], &a[2], &a[3], &a[4],
                     &a[5], &b[0], &b[1], &b[2], &b[3], &b[4], &b[5]) == 12) {
    In x;
    x.p = make_cuFloatComplex(f32(a[0]), f32(a[1])); x.q = make_cuFloatComplex(f32(a[2]), f32(a[3]));
    x.r = make_cuFloatComplex(f32(a[4]), f32(a[5]));
    x.dp = make_cuDoubleComplex(f64(b[0]), f64(b[1])); x.dq = make_cuDoubleComplex(f64(b[2]), f64(b[3]));
    x.dr = make_cuDoubleComplex(f64(b[4]), f64(b[5]));
    ops(x, f, d);
    print("H", f, d);
  }
  std::fclose(fp);
  return 0;
}
"""


def host_program() -> str:
    head = PROGRAM[:PROGRAM.index("__global__")]  # includes, In, ops
    helpers = PROGRAM[PROGRAM.index("static float f32"):PROGRAM.index("int main")]
    return head + helpers + HOST_MAIN


def test_table_maps_the_six_to_the_support_header():
    table = load_all()
    header = (SUPPORT_INCLUDE / "xlate" / "complex.h").read_text(encoding="utf-8")
    for name in FAITHFUL:
        e = table[name]
        assert (e.hip, e.status) == (f"xlate_{name}", "supported"), (name, e.hip, e.status)
        assert re.search(rf"\bxlate_{name}\(", header), name
    # the rest compute the same in HIP: HIP's names
    assert table["cuCmulf"].hip == "hipCmulf" and table["cuCaddf"].hip == "hipCaddf"
    assert table["cuFloatComplex"].hip == "hipFloatComplex"


def test_translation_uses_the_support_header_not_hips_functions():
    out, diags = translate_text(PROGRAM, filename="cplx.cu")
    assert [d for d in diags if d.severity.value == "error"] == []
    assert "#include <xlate/complex.h>" in out and "cuComplex.h" not in out
    for name in FAITHFUL:
        assert re.search(rf"\bxlate_{name}\(", out), name
        assert not re.search(rf"\bhip{name[2:]}\b", out), f"{name} became HIP's hip{name[2:]}"
    # the cuBLAS header's stand-in brings the same functions (cublas_v2.h includes cuComplex.h)
    out, _ = translate_text("#include <cublas_v2.h>\nfloat f(cuFloatComplex z) { return cuCabsf(z); }\n",
                            filename="b.cu")
    assert "#include <xlate/hipblas.h>" in out and "xlate_cuCabsf(z)" in out
    assert '#include "complex.h"' in (SUPPORT_INCLUDE / "xlate" / "hipblas.h").read_text(encoding="utf-8")


def _build_and_run(tmp_path: Path, target: str, cxx: str, defines: list[str], tag: str):
    src, exe, data = tmp_path / f"{tag}.cpp", tmp_path / tag, tmp_path / "in.txt"
    src.write_text(host_program(), encoding="utf-8")
    # -ffp-contract=off: the algorithms as written (no a*b+c fused), so that the model is bit-exact
    build = subprocess.run([cxx, "-std=c++17", "-ffp-contract=off", *defines, "-I",
                            str(toolkit_root(target) / "include"), str(src), "-o", str(exe)],
                           capture_output=True, text=True, timeout=600, check=False)
    assert build.returncode == 0, build.stderr[-4000:]
    f, d = inputs()
    _write(data, f, d)
    run = subprocess.run([str(exe), str(data)], capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 0, run.stderr[-3000:]
    got_f, got_d = _parse(run.stdout.splitlines(), "H")
    assert got_f.shape == (len(f["px"]), 22)
    with np.errstate(all="ignore"):
        want_f, want_d = model(f, d)
    return got_f, got_d, want_f, want_d


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_support_header_computes_cudas_values_over_each_targets_hip_header(tmp_path: Path, target: str):
    cxx = shutil.which("clang++-19") if target == "gfx" else shutil.which("g++")
    assert cxx, "clang++-19 / g++ missing: scripts/setup.sh installs them"
    got_f, got_d, want_f, want_d = _build_and_run(tmp_path, target, cxx, [], "faithful")
    for got, want, what in ((got_f, want_f, "float"), (got_d, want_d, "double")):
        bad = np.argwhere(~_same(got, want))
        assert bad.size == 0, (f"{target}: {len(bad)} {what} results differ from cuComplex.h's, first (row, column): "
                               f"{bad[:5].tolist()} got {[got[i, j] for i, j in bad[:5]]} "
                               f"want {[want[i, j] for i, j in bad[:5]]}")


def test_hips_own_functions_differ_from_cuda_on_the_gfx_header(tmp_path: Path):
    """The control: HIP 7.2's hipCdivf/hipCabsf (what cuCdivf/cuCabsf became on gfx942 before) fail the model
    where |q| or |z| is beyond about 1e19 (the test's first chosen input), so the test above can fail."""
    cxx = shutil.which("clang++-19")
    assert cxx, "clang++-19 missing: scripts/setup.sh installs it"
    hip = [f"-D{name}=hip{name[2:]}" for name in FAITHFUL]
    got_f, _, want_f, _ = _build_and_run(tmp_path, "gfx", cxx, hip, "hip")
    assert not _same(got_f[0, 6:8], want_f[0, 6:8]).all()  # (1e30 + 1e30i) / (1e30 + 1e30i): HIP gives NaN
    assert not _same(got_f[0, 20], want_f[0, 20])  # |3e30 + 4e30i|: HIP gives inf
    assert np.allclose(want_f[0, 6:8], [1.0, 0.0]) and np.isclose(want_f[0, 20], 5e30, rtol=1e-6)


HOST_LIBS = r"""
#include <cuComplex.h>
#include <cufft.h>
#include <cusolverDn.h>
int f(cusolverDnHandle_t h, cuComplex* a, int* lwork) {
  cufftComplex c = make_cuComplex(1.0f, 2.0f);
  a[0] = cuCdivf(c, cuConjf(c));
  return (int)cusolverDnCgetrf_bufferSize(h, 1, 1, a, 1, lwork) + (int)cuCabs(make_cuDoubleComplex(3.0, 4.0));
}
"""


def test_host_only_cpp_gets_complex_fft_and_cz_solver_names_on_the_cpu_toolkit(tmp_path: Path):
    """Host C++ compiled by g++ against the cpu toolkit folder: cuComplex.h, cufft.h's complex type and a
    C routine of cusolverDn.h compile (docs/nvcc-driver.md, docs/libraries.md)."""
    gxx = shutil.which("g++")
    assert gxx, "g++ missing: scripts/setup.sh installs it"
    src = tmp_path / "libs.cpp"
    src.write_text(HOST_LIBS, encoding="utf-8")
    proc = subprocess.run([gxx, "-std=c++17", "-Wall", "-Werror", "-I", str(toolkit_root("cpu") / "include"), "-c",
                           str(src), "-o", str(tmp_path / "libs.o")], capture_output=True, text=True, timeout=300,
                          check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
