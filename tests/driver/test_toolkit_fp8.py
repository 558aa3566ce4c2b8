"""The CUDA toolkit folder's <cuda_fp8.h> and <cuda_fp4.h> (xlate.driver.toolkit): the fp8 one is xlate's
<xlate/fp8.h> under CUDA's names (the fp8 rows map to its xlate_* names), the fp4 one HIP's <hip/hip_fp4.h>
with the fp4 rows HIP computes as CUDA does. A host program built with the gfx folder and clang++ computes
CUDA's fp8 values (checked against the models of tests/api/test_fp8_support.py, written from the formats'
definitions). g++ 12 cannot compile HIP 7.2's <hip/hip_bf16.h> (no __bf16), which cuda_bf16.h and
cuda_fp8.h need, nor <hip/hip_fp4.h> ("Only supported by HIPCC or GCC >= 13"): not checked here."""

from __future__ import annotations

import math
import shutil
from pathlib import Path

import pytest

from tests.api.test_fp8_support import encode, fp8_value
from tests.driver.conftest import nvcc_env, run
from xlate.core.tables import load_table


@pytest.fixture(scope="module")
def env(nvcc_cache):
    return nvcc_env(nvcc_cache)


def toolkit_root(env: dict[str, str], target: str) -> Path:
    proc = run(["xlate-nvcc", "--xlate-toolkit-root", "--xlate-target", target], env)
    return Path(proc.stdout.strip())


@pytest.mark.parametrize("target", ["gfx", "cpu"])
def test_fp8_and_fp4_headers_name_the_tables_rows(env, target):
    inc = toolkit_root(env, target) / "include"
    assert "#include <xlate/fp8.h>" in (inc / "cuda_fp8.h").read_text()
    assert (inc / "xlate" / "fp8.h").is_file()
    assert "#include <hip/hip_fp4.h>" in (inc / "cuda_fp4.h").read_text()
    table = load_table().values()
    fp8 = (inc / "xlate_toolkit" / "names_fp8.h").read_text()
    fp8_rows = [e for e in table if e.category == "fp8"]
    assert len(fp8_rows) == 25 and all(e.status == "supported" for e in fp8_rows)
    for e in fp8_rows:
        assert f"#define {e.cuda} {e.hip}\n" in fp8
    fp4 = (inc / "xlate_toolkit" / "names_fp4.h").read_text()
    fp4_rows = [e for e in table if e.category == "fp4"]
    assert {e.status for e in fp4_rows} == {"supported", "different"}
    for e in fp4_rows:
        assert (f"#define {e.cuda} {e.hip}\n" in fp4) == (e.status == "supported"), e.cuda


HOST_FP8 = r"""#include <cuda_fp8.h>
#include <cstdio>
int main() {
  for (int c = 0; c < 256; ++c) {
    __nv_fp8_e4m3 a; a.__x = (__nv_fp8_storage_t)c;
    __nv_fp8_e5m2 b; b.__x = (__nv_fp8_storage_t)c;
    printf("d %%d %%a %%a\n", c, float(a), float(b));
  }
  const float xs[] = {%(xs)s};
  for (float x : xs)
    printf("e %%a %%x %%x %%x %%x\n", x, __nv_fp8_e4m3(x).__x, __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E4M3),
           __nv_fp8_e5m2(x).__x, __nv_cvt_float_to_fp8(x, __NV_NOSAT, __NV_E5M2));
  return 0;
}
"""
XS = [0.0, -0.0, 1.0, 1.0625, 1.1875, 2.0 ** -10, 1.5 * 2.0 ** -10, 2.0 ** -17, 464.0, 465.0, -500.0, 57344.0,
      61440.0, 1e10, 1.25 * 2.0 ** -20]


def test_host_program_computes_cudas_fp8_values_with_clang(env, tmp_path):
    cxx = shutil.which("clang++-19") or shutil.which("clang++")
    if cxx is None:
        pytest.skip("clang++ is not installed")
    src = tmp_path / "fp8.cpp"
    src.write_text(HOST_FP8 % {"xs": ", ".join(f"{x.hex()}f" for x in XS)})
    inc = toolkit_root(env, "gfx") / "include"
    run([cxx, "-std=c++17", "-w", "-I", inc, src, "-o", tmp_path / "fp8"], env)
    out = run([tmp_path / "fp8"], env).stdout.splitlines()
    dec = [ln.split() for ln in out if ln.startswith("d ")]
    assert len(dec) == 256
    for _, c, a, b in dec:
        for fmt, got in (("e4m3", a), ("e5m2", b)):
            want = fp8_value(int(c), fmt)
            if isinstance(want, float) and math.isnan(want):
                assert "nan" in got, (fmt, c, got)
            else:
                assert float.fromhex(got) == float(want) and \
                    math.copysign(1, float.fromhex(got)) == math.copysign(1, float(want)), (fmt, c, got)
    enc = [ln.split() for ln in out if ln.startswith("e ")]
    assert len(enc) == len(XS)
    for (_, x, *codes), want_x in zip(enc, XS):
        assert float.fromhex(x) == want_x
        assert [int(v, 16) for v in codes] == [encode(want_x, "e4m3", True), encode(want_x, "e4m3", False),
                                               encode(want_x, "e5m2", True), encode(want_x, "e5m2", False)], x
