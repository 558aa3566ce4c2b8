"""The cause classifier, each class on a real log excerpt produced here (tests/validate/data/logs:
the tiny project's variants built with xlate-nvcc for the cpu target, lightgbm configured with the
system's CMake 3.25, faiss, xgboost and openmm configured by `xlate validate`; faiss's system-package
check on this machine before its packages were installed; lightgbm built for the cpu target, whose
nccl.h is xlate's cpu RCCL header; a Debian source whose .dsc the mirror served but whose tarballs it
answered 404, as the fetch step logs it, with the package and the mirror's host renamed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from xlate.validate.classify import RULES, classify
from xlate.validate.parsers import parse_ctest_junit

LOGS = Path(__file__).resolve().parent / "data" / "logs"


@pytest.mark.parametrize("log, step, cause, first", [
    ("configure_cmake_version.log", "configure", "cmake-version", "CMake 3.28 or higher is required"),
    ("configure_find_package_blas.log", "configure", "find-package:BLAS", "Could NOT find BLAS"),
    ("configure_compiler_id.log", "configure", "compiler-id", "CUDA architecture"),
    ("configure_imported_target.log", "configure", "imported-target:CUDA::cuda_driver", "CUDA::cuda_driver"),
    ("configure_missing_source.log", "configure", "missing-source:gputreeshap", "does not contain a CMakeLists.txt"),
    ("build_translate_error.log", "build", "translate-error XL901", "[XL901]"),
    ("build_compile_error.log", "build", "compile-error", "does not compile as HIP"),
    ("build_link_undefined.log", "build", "link-error undefined:not_defined_anywhere(int*)", "undefined reference"),
    ("build_not_supported_rccl.log", "build", "not-supported:RCCL", "#error \"not supported on the cpu target: RCCL"),
    ("fetch_apt_404.log", "fetch", "download", "example_1.0.orig.tar.gz  404  Not Found"),
    ("system_missing_packages.log", "system", "missing-system-package:googletest",
     "install with: apt-get install -y --no-install-recommends googletest libopenblas-dev"),
])
def test_step_logs(log, step, cause, first):
    got_cause, got_first = classify(step, (LOGS / log).read_text())
    assert got_cause == cause
    assert first in got_first


@pytest.mark.parametrize("kind, cause", [("hang", "timeout"), ("crash", "crash"), ("wrong", "wrong-result")])
def test_failing_test_cases(kind, cause):
    """What the runner classifies: the failing case's detail as the ctest parser gives it."""
    cases = parse_ctest_junit((LOGS / f"ctest_{kind}.log").read_text(), (LOGS / f"ctest_{kind}.xml").read_text(),
                              False, 8)
    bad = [c for c in cases if c.status != "passed"]
    assert len(bad) == 1
    detail = f"{bad[0].status}: {bad[0].detail}" if bad[0].status == "timeout" else bad[0].detail
    assert classify("test", detail)[0] == cause


def test_unmatched_log_names_the_step_and_its_error_line():
    assert classify("build", "make: something odd\nError 2 here\n") == ("build-failed", "Error 2 here")


def test_an_error_block_outranks_a_status_line():
    """openmm's log has `-- Could NOT find OPENCL` (an optional package) before its real error."""
    log = "-- Could NOT find OPENCL (missing: OPENCL_LIBRARY)\n" + (LOGS / "configure_imported_target.log").read_text()
    assert classify("configure", log)[0] == "imported-target:CUDA::cuda_driver"


def test_rules_only_match_their_steps():
    link = (LOGS / "build_link_undefined.log").read_text()
    assert classify("configure", link)[0] != "link-error undefined:not_defined_anywhere(int*)"
    assert all(r.steps for r in RULES)
