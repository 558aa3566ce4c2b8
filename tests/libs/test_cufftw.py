"""cuFFTW -> hipFFTW (docs/libraries.md, "cuFFTW → hipFFTW"): the rows record what hipFFTW lacks or does
differently; xlate-nvcc's toolkit folder gives `cufftw.h` (<xlate/hipfftw.h> on both targets) and `-lcufftw`
links hipFFTW's library (package libhipfftw0, pinned) on gfx942; on the cpu target hipFFTW is declared, not
implemented (xlate_cpu_libs/unsupported_hipfftw.h): a program compiles and its first hipFFTW call stops it,
naming the function. The typed calls of every supported row are compiled for gfx942 by test_compile_verified.py
and for the cpu target by test_cpu_unsupported.py."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from tests.libs import harness
from xlate.data.libs import load_all
from xlate.driver.toolkit import toolkit_root
from xlate.errors import XlateError

CPU_STOP = "xlate-cpu: error: not supported: fftw_malloc on the cpu backend; the program stops here"


def _rows() -> dict:
    return {k: e for k, e in load_all().items() if e.category == "cufftw"}


def test_rows_keep_fftw_names_and_record_what_hipfftw_does_differently():
    rows = _rows()
    assert all(e.hip in ("", e.cuda) for k, e in rows.items() if k != "FFTW_INVERSE")
    assert rows["fftw_plan_dft_1d"].status == "supported" and rows["fftwf_execute_dft_r2c"].status == "supported"
    # cuFFTW's planner flags are 1, 2, 3 ...; hipFFTW's FFTW3's bits
    assert rows["FFTW_ESTIMATE"].status == "different" and "= 1, HIP FFTW_ESTIMATE = 64" in rows["FFTW_ESTIMATE"].note
    assert rows["FFTW_FORWARD"].status == "supported"
    assert (rows["FFTW_INVERSE"].status, rows["FFTW_INVERSE"].hip) == ("supported", "FFTW_BACKWARD")
    assert rows["fftw_plan"].status == "different" and "void *" in rows["fftw_plan"].note
    for name in ("fftw_plan_many_dft", "fftwf_plan_guru64_dft_r2c", "fftw_iodim", "fftw_export_wisdom_to_file"):
        assert rows[name].status == "unsupported" and "hipFFTW" in rows[name].note, name
    assert rows["fftwf_cost"].status == "unsupported" and "fftw_plan parameter" in rows["fftwf_cost"].note


def _toolkit(target: str):
    try:
        return toolkit_root(target)
    except XlateError as exc:
        pytest.fail(f"the toolkit folder cannot be built ({exc.message}); run `xlate setup`")


def test_toolkit_header_per_target():
    gfx = (_toolkit("gfx") / "include" / "cufftw.h").read_text()
    assert "#include <xlate/hipfftw.h>" in gfx and "names_cufft.h" in gfx
    cpu = (_toolkit("cpu") / "include" / "cufftw.h").read_text()
    assert "#include <xlate/hipfftw.h>" in cpu and "not supported: cuFFTW" not in cpu  # (C code: an #error)


HOST_FFTW = r"""#include <cufftw.h>
int main() {
  fftw_complex *a = (fftw_complex *)fftw_malloc(8 * sizeof(fftw_complex));
  fftw_plan p = fftw_plan_dft_1d(8, a, a, FFTW_FORWARD, FFTW_ESTIMATE);
  fftw_execute(p);
  fftw_destroy_plan(p);
  fftw_free(a);
  return 0;
}
"""


def test_lcufftw_links_hipfftw_on_gfx(tmp_path):
    cxx = shutil.which("clang++-19") or shutil.which("clang++")
    readelf = shutil.which("llvm-readelf-19") or shutil.which("readelf")
    if cxx is None or readelf is None:
        pytest.fail("clang++-19 and readelf are needed (scripts/setup.sh installs them)")
    root = _toolkit("gfx")
    script = (root / "lib64" / "libcufftw.so").read_text()
    assert "libhipfftw.so" in script and "not in this HIP installation" not in script, script
    src = tmp_path / "fftw.cpp"
    src.write_text(HOST_FFTW)
    exe = tmp_path / "fftw"
    # hipFFTW's own dependencies (rocFFT, the HIP runtime of a ROCm 7 machine) are not needed to link the program
    proc = subprocess.run([cxx, "-std=c++17", "-w", "-I", str(root / "include"), str(src), "-o", str(exe),
                           "-L", str(root / "lib64"), "-lcufftw", "-Wl,--allow-shlib-undefined"],
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    dyn = subprocess.run([readelf, "-d", str(exe)], capture_output=True, text=True, check=True).stdout
    assert "[libhipfftw.so.0]" in dyn, dyn


def test_cpu_build_compiles_and_the_first_call_stops(tmp_path):
    exe = harness.build_cpu(HOST_FFTW.replace("<cufftw.h>", "<xlate/hipfftw.h>"), tmp_path, 64, "fftw_cpu")
    rc, _stdout, stderr = harness.run(exe, "")
    assert rc == 97, stderr
    assert CPU_STOP in stderr
