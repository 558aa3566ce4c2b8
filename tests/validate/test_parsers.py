"""The verdict parsers on real output (ctest 3.25 console + JUnit of the tiny project's hanging,
crashing and wrong tests; pytest's JUnit produced here; hashcat's tools/test.sh run by `xlate validate`
here) and, for test-backend-ops, gtest and test.sh's other verdicts, samples written from the formats
the programs print (see each test)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from xlate.validate.classify import classify
from xlate.validate.parsers import (
    FAILED,
    PASSED,
    SKIPPED,
    TIMEOUT,
    ParseError,
    counts,
    parse_automake,
    parse_ctest_junit,
    parse_exit_code,
    parse_gtest_xml,
    parse_hashcat_test_sh,
    parse_pytest_junit,
    parse_test_backend_ops,
)

DATA = Path(__file__).resolve().parent / "data"
LOGS = DATA / "logs"


def _ctest(kind: str):
    return parse_ctest_junit((LOGS / f"ctest_{kind}.log").read_text(), (LOGS / f"ctest_{kind}.xml").read_text(),
                             False, 8)


def test_ctest_hang_is_a_timeout_from_the_console_line():
    cases = {c.name: c for c in _ctest("hang")}
    assert cases["saxpy"].status == PASSED
    assert cases["extra_hang"].status == TIMEOUT  # the JUnit file alone says only "fail"


def test_ctest_crash_and_wrong_result_are_failures_with_their_reason():
    crash = {c.name: c for c in _ctest("crash")}["extra_crash"]
    assert crash.status == FAILED and "SegFault" in crash.detail and "SIGSEGV" in crash.detail
    wrong = {c.name: c for c in _ctest("wrong")}["extra_wrong"]
    assert wrong.status == FAILED and "mismatch" in wrong.detail
    assert counts(_ctest("wrong")) == {"passed": 1, "failed": 1, "skipped": 0, "timeout": 0, "run": 2}


def test_ctest_without_its_junit_file_is_an_error():
    with pytest.raises(ParseError, match="no JUnit"):
        parse_ctest_junit("", "", False, 0)


def test_ctest_killed_at_the_step_timeout_reads_the_console():
    # faiss's GPU tests on the cpu target, killed at the test step's 1,800 s (an excerpt of the real log):
    # ctest writes its JUnit file only at the end, so the console lines are the verdicts
    cases = {c.name: c for c in parse_ctest_junit((LOGS / "ctest_killed.log").read_text(), "", True, None)}
    assert cases["TestGpuIndexFlat.IP_Float32"].status == PASSED
    assert cases["TestGpuIndexIVFPQ.CopyTo"].status == TIMEOUT  # ctest's own per-test --timeout
    assert cases["TestGpuIndexIVFPQ.AddNaN"].status == TIMEOUT
    assert cases["TestGpuIndexIVFScalarQuantizer.CopyTo_4bit_uniform"].status == TIMEOUT  # in flight
    assert "killed" in cases["TestGpuIndexIVFScalarQuantizer.CopyTo_4bit_uniform"].detail
    assert counts(list(cases.values()))["passed"] == 4
    # not killed: a test started without a verdict is not invented
    alive = parse_ctest_junit((LOGS / "ctest_killed.log").read_text(), "", False, 8)
    assert "TestGpuIndexIVFScalarQuantizer.CopyTo_4bit_uniform" not in {c.name for c in alive}


def test_test_backend_ops_one_case_per_line():
    # Written from the printf calls of tests/test-backend-ops.cpp (print_test_console, print_operation,
    # print_backend_init, print_summary) of llama_cpp_python 0.3.36's llama.cpp, ANSI colours included:
    # building ggml's test-backend-ops here was too slow for this sample.
    cases = parse_test_backend_ops((DATA / "test_backend_ops.txt").read_text(), "", False, 1)
    got = [(c.name.split("(")[0], c.status) for c in cases]
    assert got == [("ADD", PASSED), ("MUL_MAT", FAILED), ("FLASH_ATTN_EXT", SKIPPED), ("SOFT_MAX", PASSED)]
    assert "NMSE" in cases[1].detail
    assert counts(cases)["run"] == 3


def test_test_backend_ops_case_in_flight_when_killed_is_a_timeout():
    text = (DATA / "test_backend_ops_killed.txt").read_text()
    cases = parse_test_backend_ops(text, "", True, None)
    assert [(c.name.split("(")[0], c.status) for c in cases] == [("ADD", PASSED), ("ARGSORT", TIMEOUT)]
    # the same output from a program that ended (crashed) there: a failure, not a timeout
    assert parse_test_backend_ops(text, "", False, -11)[-1].status == FAILED


def test_test_backend_ops_abort_after_the_last_verdict_is_a_failure():
    # ggml's abort in a case whose line stdout never flushed (a pipe): every printed case passed, yet the
    # program stopped there with SIGABRT and the rest never ran
    text = ("  ADD(type=f32,ne=[10,5,4,3]): \x1b[1;32mOK\x1b[0m\n"
            "CUDA error: operation not permitted when stream is capturing\n"
            "xlate-cpu: error: SIGABRT (abort) in host code\n")
    cases = parse_test_backend_ops(text, "", False, -6)
    assert [(c.name, c.status) for c in cases] == [("ADD(type=f32,ne=[10,5,4,3])", PASSED),
                                                   ("test-backend-ops (the program)", FAILED)]
    assert "exit code -6" in cases[1].detail and "stream is capturing" in cases[1].detail
    # killed after its last verdict: a timeout; a clean exit adds nothing
    assert parse_test_backend_ops(text, "", True, None)[-1].status == TIMEOUT
    assert len(parse_test_backend_ops(text, "", False, 0)) == 1


def test_test_backend_ops_abort_names_the_failing_runtime_call():
    """The end of a real run (llama.cpp on the cpu target, 55e4b7a): ggml aborts on `CUDA error` from a
    hipFuncSetAttribute it prints two lines on, after a gdb backtrace; the program's failure leads with the
    error and the call, so that the classifier sees what was asked (classify.py: shared-memory-limit)."""
    from xlate.validate.classify import classify

    cases = parse_test_backend_ops((DATA / "test_backend_ops_shared_limit.txt").read_text(), "", False, -6)
    program = cases[-1]
    assert (program.name, program.status) == ("test-backend-ops (the program)", FAILED)
    assert program.detail.startswith("exit code -6 after its last verdict; CUDA error: invalid argument; "
                                     "hipFuncSetAttribute(")
    assert classify("test", program.detail)[0] == "shared-memory-limit"
    # without the call line, a signal's exit code is a crash
    assert classify("test", "exit code -6 after its last verdict; CUDA error: invalid argument")[0] == "crash"


def test_pytest_junit_real(tmp_path):
    (tmp_path / "test_sample.py").write_text(
        "import pytest\n\ndef test_ok():\n    pass\n\ndef test_bad():\n    assert 1 == 2\n\n"
        "@pytest.mark.skip(reason='nope')\ndef test_skip():\n    pass\n")
    xml = tmp_path / "junit.xml"
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={xml}",
                    str(tmp_path / "test_sample.py")], cwd=tmp_path, capture_output=True, timeout=120, check=False)
    cases = {c.name.split("::")[-1]: c.status for c in parse_pytest_junit("", xml.read_text(), False, 1)}
    assert cases == {"test_ok": PASSED, "test_bad": FAILED, "test_skip": SKIPPED}


def test_gtest_xml_and_console_fallback():
    # gtest's XML as its documentation ("Generating an XML Report") shows it: no gtest is installed here.
    xml = """<?xml version="1.0" encoding="UTF-8"?>
<testsuites tests="3" failures="1" disabled="0" errors="0" name="AllTests">
  <testsuite name="GPUHist" tests="3" failures="1" disabled="0" skipped="1" errors="0">
    <testcase name="Basic" status="run" result="completed" time="0.1" classname="GPUHist"/>
    <testcase name="Sorted" status="run" result="completed" time="0.2" classname="GPUHist">
      <failure message="Value of: x&#x0A;Expected: 1" type=""/>
    </testcase>
    <testcase name="Big" status="run" result="skipped" time="0" classname="GPUHist"><skipped message=""/></testcase>
  </testsuite>
</testsuites>"""
    assert [(c.name, c.status) for c in parse_gtest_xml("", xml, False, 1)] == [
        ("GPUHist.Basic", PASSED), ("GPUHist.Sorted", FAILED), ("GPUHist.Big", SKIPPED)]
    console = "[ RUN      ] GPUHist.Basic\n[       OK ] GPUHist.Basic (3 ms)\n[ RUN      ] GPUHist.Sorted\n"
    assert [(c.name, c.status) for c in parse_gtest_xml(console, "", True, None)] == [
        ("GPUHist.Basic", PASSED), ("GPUHist.Sorted", TIMEOUT)]


def test_exit_code():
    assert parse_exit_code("", "", False, 0)[0].status == PASSED
    assert parse_exit_code("", "", False, 3)[0].status == FAILED
    assert parse_exit_code("", "", True, None)[0].status == TIMEOUT


def test_hashcat_lines_that_tested_no_hash_are_failures_not_passes():
    """test.sh printed `OK : 0/0 not found ...` and exited 0 when tools/test.pl could not load a Perl
    module: nothing was tested (real output, before libdata-types-perl was installed here)."""
    cases = parse_hashcat_test_sh((DATA / "hashcat_test_sh_no_perl_module.txt").read_text(), "", False, 0)
    assert [c.status for c in cases] == [FAILED, FAILED]
    assert cases[0].name == "Type 0, Attack 0, Mode single, Device-Type Gpu, Kernel-Type Optimized, Vector-Width 1"
    assert "no hash was tested (0/0): Can't locate Data/Types.pm" in cases[0].detail


def test_hashcat_not_found_is_a_wrong_result():
    """Real output: hashcat found no CUDA, HIP or OpenCL platform, so it cracked none of the 8 hashes."""
    cases = parse_hashcat_test_sh((DATA / "hashcat_test_sh_no_device.txt").read_text(), "", False, 0)
    assert [(c.name.endswith(f"Vector-Width {w}"), c.status) for c, w in zip(cases, (1, 4))] == [(True, FAILED)] * 2
    assert classify("test", cases[0].detail)[0] == "wrong-result"


def test_hashcat_verdict_words():
    """test.sh's echo (tools/test.sh: `> $msg : ${e_nf}/${cnt} not found, ...`), one line per verdict."""
    head = "[ test_1 ] [ Type 0, Attack 0, Mode single, Device-Type Gpu, Kernel-Type Optimized, Vector-Width {} ] > "
    lines = [head.format(1) + "OK : 0/8 not found, 0/8 not matched, 0/8 timeout, 0/8 skipped",
             head.format(2) + "Skip : 0/8 not found, 0/8 not matched, 0/8 timeout, 8/8 skipped",
             head.format(4) + "Warning : 0/8 not found, 0/8 not matched, 2/8 timeout, 0/8 skipped",
             head.format(8) + "Compare Error : 0/8 not found, 0/8 not matched, 0/8 timeout, 0/8 skipped",
             "! unhandled return code, see test_1/logfull.txt"]
    cases = parse_hashcat_test_sh("\n".join(lines), "", False, 0)
    assert [c.status for c in cases] == [PASSED, SKIPPED, TIMEOUT, FAILED]


def test_automake_verdicts_and_sections():
    """data/automake_check_verbose.txt: `make check VERBOSE=1` of a seven-test Automake 1.16.5 project (one
    test per verdict, one printing StarPU's loader message for a test its watchdog killed), as the
    harness printed it."""
    out = (DATA / "automake_check_verbose.txt").read_text()
    cases = {c.name: c for c in parse_automake(out, "", False, 2)}
    assert {n: c.status for n, c in cases.items()} == {
        "sub/pass.sh": "passed", "sub/fail.sh": "failed", "sub/skip.sh": "skipped", "sub/xfail.sh": "skipped",
        "sub/xpass.sh": "failed", "sub/error.sh": "failed", "sub/blocked.sh": "timeout"}
    assert "value 3 expected 4" in cases["sub/fail.sh"].detail  # the test's output, from test-suite.log
    assert "hard error" in cases["sub/error.sh"].detail
    assert cases["sub/xfail.sh"].detail.startswith("XFAIL")


def test_automake_killed_and_not_built():
    out = (DATA / "automake_check_verbose.txt").read_text()
    head = out.split("FAIL: sub/fail.sh")[0]  # killed while the second test ran
    cases = parse_automake(head, "", True, None)
    assert [(c.name, c.status) for c in cases] == [("sub/pass.sh", "passed"), ("test in flight", "timeout")]
    cases = parse_automake("make: *** [Makefile:9: loader] Error 1\n", "", False, 2)
    assert [(c.name, c.status) for c in cases] == [("make check", "failed")]


def test_test_backend_ops_compare_failure_printed_before_the_case():
    # Real output (llama.cpp's FLASH_ATTN_EXT on xlate's cpu backend, 2026-12-03): a failed comparison prints
    # `[OP] ERR = …` before the case's line, so the line starts with the message, not two spaces. The table of
    # that run read none of its 38 such failures (the parser took only lines starting with two spaces).
    cases = parse_test_backend_ops((DATA / "test_backend_ops_compare_failures.txt").read_text(), "", False, 1)
    assert [(c.name.split("(")[0], c.status) for c in cases] == [
        ("FLASH_ATTN_EXT", PASSED), ("FLASH_ATTN_EXT", PASSED), ("FLASH_ATTN_EXT", FAILED), ("FLASH_ATTN_EXT", FAILED)]
    assert cases[2].name.startswith("FLASH_ATTN_EXT(hsk=64") and "type_K=q8_0" in cases[2].name
    assert "ERR = 0.122928875 > 0.000500000" in cases[2].detail


def test_test_backend_ops_summary_counts_failures_the_lines_do_not_show():
    # whatever the lines look like, never fewer failures than the program's own `N/M tests passed` counts
    text = "  ADD(type=f32,ne=[10,5,4,3]): \x1b[1;32mOK\x1b[0m\n  1/3 tests passed\n1/2 backends passed\n"
    cases = parse_test_backend_ops(text, "", False, 1)
    assert [(c.name, c.status) for c in cases] == [("ADD(type=f32,ne=[10,5,4,3])", PASSED),
                                                   ("test-backend-ops (its summary)", FAILED)]
    assert "count 2 failed cases, 0 of them read" in cases[1].detail
    # a crash after failing verdicts is still a failure of its own
    crashed = ((DATA / "test_backend_ops_compare_failures.txt").read_text().split("  2/4 tests passed")[0]
               + "xlate-cpu: error: SIGFPE (arithmetic error) in kernel k\n")
    got = parse_test_backend_ops(crashed, "", False, -8)
    assert [c.status for c in got][-1] == FAILED and got[-1].name == "test-backend-ops (the program)"
    assert "SIGFPE" in got[-1].detail
