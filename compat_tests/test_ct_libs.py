"""Library cases (`libs` in case.toml): the CUDA libraries a case links map to the HIP libraries its
gfx942 build links exactly as xlate-nvcc's toolkit maps them, and the recording links them too."""

from __future__ import annotations

import pytest
import runner

from xlate.conformance.cases import CASE_LIBS, CaseError, load_case, suite_script
from xlate.driver.toolkit import LIBS


def test_case_libs_agree_with_the_toolkit():
    toolkit = {lib.cuda: tuple(g for g in lib.gfx if g != "amdhip64") for lib in LIBS}
    for cuda, hip in CASE_LIBS.items():
        assert toolkit[cuda] == hip, cuda


def test_library_cases_declare_their_libraries():
    """A case that includes a library header links that library (the gfx942 link and nvcc need it)."""
    headers = {"cublas": "<cublas_v2.h>", "cufft": "<cufft.h>", "curand": "<curand.h>", "cusparse": "<cusparse.h>",
               "cusolver": "<cusolverDn.h>"}
    cases = runner.load_cases()
    for case in cases:
        text = "".join(s.read_text() for s in case.sources)
        for lib, header in headers.items():
            assert (header in text) == (lib in case.libs), f"{case.name}: {header} vs libs {case.libs}"
    lib_cases = [c for c in cases if c.name.startswith("lib_")]
    assert len(lib_cases) >= 20  # issue 19 point 5
    assert all("library" in c.features for c in lib_cases)


def test_unknown_library_is_refused(tmp_path):
    (tmp_path / "p.cu").write_text("int main() { return 0; }\n")
    (tmp_path / "case.toml").write_text('description = "x"\nsources = ["p.cu"]\nkernels = []\nlibs = ["cudnn"]\n')
    with pytest.raises(CaseError, match="cudnn"):
        load_case(tmp_path)


def test_recording_links_the_libraries(tmp_path):
    """record_nvidia.py gives nvcc the case's libraries (a fake nvcc records its arguments)."""
    rec = suite_script("record_nvidia")
    argv = tmp_path / "argv.txt"
    fake = tmp_path / "nvcc"
    fake.write_text(f"#!/bin/sh\necho \"$@\" > {argv}\nexit 1\n")
    fake.chmod(0o755)
    facts = {"nvcc": str(fake), "gpu": "g", "driver": "d", "compute_capability": "9.0", "cuda": "c"}
    line = rec.record_case(runner.CASES / "lib_cublas_sgemm_trans", tmp_path / "out", facts, "native")
    assert "nvcc failed" in line
    assert argv.read_text().split()[-1] == "-lcublas"
