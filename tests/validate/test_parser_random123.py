"""The `random123-kat` parser on real output of Random123's tests/kat_cuda, built by `xlate validate
--project random123 --target cpu` and run here (stdout then stderr, as the runner joins them):
random123_kat_cuda_pass.txt is its run on its own tests/kat_vectors; random123_kat_cuda_two_wrong.txt
its run on a copy of kat_vectors with the answers of two vectors changed (philox2x32 7 ffffffff...: last
word 3dc9d239 -> 3dc9d238; the first threefry4x64 20 vector: last word -> 0000000000000001), so the
program itself reports those two as wrong."""

from __future__ import annotations

from pathlib import Path

from xlate.validate.parsers import FAILED, PARSERS, PASSED, SKIPPED, TIMEOUT, counts, parse_random123_kat

DATA = Path(__file__).resolve().parent / "data"


def test_registered_for_recipes():
    assert PARSERS["random123-kat"] is parse_random123_kat


def test_passing_run_counts_every_vector_and_the_skipped_types():
    cases = parse_random123_kat((DATA / "random123_kat_cuda_pass.txt").read_text(), "", False, 0)
    assert counts(cases) == {PASSED: 60, FAILED: 0, SKIPPED: 7, TIMEOUT: 0, "run": 60}
    skipped = [c.name for c in cases if c.status == SKIPPED]
    assert skipped[0] == "aesni4x32 #1" and skipped[-1] == "ars4x32 #3"


def test_wrong_vectors_are_failures_named_by_their_expected_line():
    cases = parse_random123_kat((DATA / "random123_kat_cuda_two_wrong.txt").read_text(), "", False, 1)
    assert counts(cases)[PASSED] == 58
    wrong = [c for c in cases if c.status == FAILED]
    assert [c.name.split()[:2] for c in wrong] == [["philox2x32", "7"], ["threefry4x64", "20"]]
    assert wrong[0].name.endswith("ab302c4d 3dc9d238")
    assert wrong[0].detail == "computed: philox2x32 7 ffffffff ffffffff ffffffff ab302c4d 3dc9d239"


def test_no_verdict_is_a_timeout_when_killed_else_a_failure_with_the_last_lines():
    cut = (DATA / "random123_kat_cuda_pass.txt").read_text().split("starting 60 tests")[0]
    killed = parse_random123_kat(cut, "", True, None)
    assert [(c.name, c.status) for c in killed if c.status != SKIPPED] == [("known answer test", TIMEOUT)]
    stopped = [c for c in parse_random123_kat(cut + "util_cuda.h:42: CUDA Error: x\n", "", False, 1)
               if c.status != SKIPPED]
    assert [c.status for c in stopped] == [FAILED]
    assert "exit code 1" in stopped[0].detail and "CUDA Error: x" in stopped[0].detail


def test_passed_line_with_a_failing_exit_status_is_not_a_pass():
    text = (DATA / "random123_kat_cuda_pass.txt").read_text()
    cases = parse_random123_kat(text, "", False, 139)
    assert counts(cases)[FAILED] == 1 and "exited with 139" in cases[-1].detail
