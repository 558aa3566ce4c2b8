"""Verdict parsers: what a project's own test runner says about each test.

Each parser gets the command's output (stdout and stderr together), the text of its report file (""
when the recipe names none or it was not written), and whether the command was killed at its
timeout; it returns one Case per test, as the project's runner reports it:

* `ctest-junit`: `ctest --output-junit FILE` (CMake >= 3.21): <testcase status="run|fail|disabled|notrun">
  with <failure>/<skipped>; ctest's own `--timeout` kills a hanging test. The file does not say why a
  test failed, so ctest's console line for it is read too (`***Timeout`: counted as timeout,
  `***Exception: SegFault` ...: kept as the failure's detail). A run killed at the step's timeout writes
  no file: its verdicts are then read from those console lines alone, the test in flight a timeout.
* `gtest-xml`: `--gtest_output=xml:FILE` (<testcase result="completed|skipped"> with <failure>); when
  the file was not written (the program crashed or was killed) the `[ RUN      ]`/`[       OK ]`/
  `[  FAILED  ]` lines of the output are read instead, and a test started but never finished is
  counted as timeout (killed) or failed (crashed).
* `pytest-junit`: pytest's `--junitxml FILE` (<failure>/<error>/<skipped> children).
* `test-backend-ops`: llama.cpp's `test-backend-ops test` prints `  OP(params): OK|FAIL|not supported
  [...]` per case (tests/test-backend-ops.cpp, print_test_console / print_operation, with ANSI
  colours); a case line without a verdict when the program was killed is that case hanging. A program that
  ends with an error (a signal, an abort) or is killed after its last printed verdict adds one failed
  (timeout) case for the program, with its first error lines: its cases after that point never ran.
* `hashcat-test-sh`: hashcat's tools/test.sh prints one line per hash type, attack, mode, device type,
  kernel type and vector width: `[ DIR ] [ Type 0, Attack 0, Mode single, ... ] > OK|Error|Compare
  Error|Warning|Skip : nf/N not found, nm/N not matched, to/N timeout, rs/N skipped`. Each line is a
  case; test.sh exits 0 whatever they say, so its exit code is no verdict. A line with N = 0 tested no
  hash at all (tools/test.pl, which makes the hashes, failed: its error is on stderr): a failure, never
  a pass.
* `random123-kat`: Random123's known-answer test programs (tests/kat_main.h: kat_c, kat_cpp, kat_cuda)
  read tests/kat_vectors and print `n test vectors of type T skipped` (types the build cannot compute,
  e.g. AES-NI ones on a GPU), `Perform n tests.`, a `FAIL:  expected: ...`/`FAIL:  computed: ...` pair
  per wrong vector, and `PASSED n known answer tests` or `FAILED k out of n`. A wrong vector is a case
  named by its expected line (generator, rounds, counter, key, answer); the program names no passing
  vector, so those are cases numbered 1..n-k; skipped vectors are cases per type. No verdict line: the
  program was killed (timeout) or stopped (failed, with its last lines).
* `automake`: `make check` with Automake's parallel test harness (the default since Automake 1.13) prints
  `PASS: name`, `FAIL: name`, `SKIP: name`, `XFAIL: name`, `XPASS: name` or `ERROR: name` per test as it
  ends (coloured on a terminal), names relative to the Makefile's folder. XFAIL, a failure the project
  declares expected, counts as skipped; XPASS (an expected failure that passed) and ERROR (a hard error,
  exit 99) as failures. With `VERBOSE=1` the harness prints test-suite.log on failure: a section per
  failing test, `FAIL: name` underlined with as many `=`, then its output, kept as the failure's detail. A
  failure whose output says the project's own watchdog killed it (StarPU's tests/loader.c: `test ... has
  been blocked for N seconds`) is a timeout. A run killed at the step's timeout adds the test in flight
  as a timeout (the harness names a test only once it ends); make stopping before any verdict (a test
  program that does not build) is one failure.
* `exit-code`: the whole command is one test, passed when it exits 0.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass

PASSED, FAILED, SKIPPED, TIMEOUT = "passed", "failed", "skipped", "timeout"
STATUSES = (PASSED, FAILED, SKIPPED, TIMEOUT)
_ANSI = re.compile(r"\x1b\[[0-9;]*m")


class ParseError(Exception):
    """The runner's report could not be read (the test step is then a failure with this message)."""


@dataclass
class Case:
    name: str
    status: str  # one of STATUSES
    detail: str = ""  # the failure message or the output of the test (trimmed)


def _xml(text: str, what: str) -> ET.Element:
    try:
        return ET.fromstring(text)
    except ET.ParseError as exc:
        raise ParseError(f"{what} is not valid XML: {exc}") from None


_CTEST_LINE = re.compile(r"^\s*\d+/\d+ Test\s+#\d+: (\S+) \.*\s*(\*{3}\S.*?|Passed|Not Run.*?)\s+[\d.]+ sec")


_CTEST_START = re.compile(r"^\s*Start\s+\d+: (\S+)\s*$")


def _ctest_console(output: str, killed: bool) -> list[Case]:
    """The verdicts of ctest's console lines, for a run that wrote no JUnit file (ctest writes it at the
    end: a run killed at the step's timeout leaves none). The test started last without a verdict was
    running when the step was killed (timeout); tests never started are not cases."""
    cases: dict[str, Case] = {}
    last_started = ""
    for line in output.splitlines():
        if m := _CTEST_START.match(line):
            last_started = m.group(1)
        elif m := _CTEST_LINE.match(line):
            name, said = m.group(1), m.group(2)
            if said == "Passed":
                cases[name] = Case(name, PASSED)
            elif said.startswith("Not Run"):
                cases[name] = Case(name, SKIPPED, said)
            else:
                cases[name] = Case(name, TIMEOUT if "Timeout" in said else FAILED, said.lstrip("*"))
    if killed and last_started and last_started not in cases:
        cases[last_started] = Case(last_started, TIMEOUT, "running when the test step was killed at its timeout")
    return list(cases.values())


def parse_ctest_junit(output: str, report: str, killed: bool, rc: int | None) -> list[Case]:
    if not report:
        cases = _ctest_console(output, killed)
        if not cases:
            raise ParseError("ctest wrote no JUnit file (--output-junit); see the test log")
        return cases
    # ctest's JUnit file (3.21-3.25 at least) does not say why a test failed; its console line does:
    # `2/2 Test #2: name ....***Timeout   5.00 sec`, `***Exception: SegFault`, `***Failed`.
    console = {m.group(1): m.group(2) for m in map(_CTEST_LINE.match, output.splitlines()) if m}
    cases = []
    for tc in _xml(report, "the ctest JUnit file").iter("testcase"):
        name = tc.get("name", "?")
        status = tc.get("status", "run")
        out = (tc.findtext("system-out") or "").strip()
        fail = tc.find("failure")
        skip = tc.find("skipped")
        said = console.get(name, "")
        if status in ("disabled", "notrun") or skip is not None:
            msg = skip.get("message", "") if skip is not None else status
            cases.append(Case(name, SKIPPED, msg))
        elif status == "fail" or fail is not None:
            timed_out = "Timeout" in said or (fail is not None and "Timeout" in (fail.get("message") or ""))
            detail = "\n".join(x for x in (said.lstrip("*"), out[-2000:]) if x)
            cases.append(Case(name, TIMEOUT if timed_out else FAILED, detail))
        else:
            cases.append(Case(name, PASSED))
    return cases


_GTEST_LINE = re.compile(r"^\[\s*(RUN|OK|FAILED|SKIPPED)\s*\]\s+(\S+?\.\S+?)(?:\s+\(\d+ ms\))?\s*$")


def parse_gtest_xml(output: str, report: str, killed: bool, rc: int | None) -> list[Case]:
    if report:
        cases = []
        for tc in _xml(report, "the gtest XML file").iter("testcase"):
            name = f"{tc.get('classname', '')}.{tc.get('name', '?')}".lstrip(".")
            fails = tc.findall("failure")
            if fails:
                cases.append(Case(name, FAILED, "\n".join(f.get("message", "") for f in fails)[-2000:]))
            elif tc.get("result") == "skipped" or tc.find("skipped") is not None or tc.get("status") == "notrun":
                cases.append(Case(name, SKIPPED))
            else:
                cases.append(Case(name, PASSED))
        return cases
    cases_by: dict[str, Case] = {}
    for line in _ANSI.sub("", output).splitlines():
        m = _GTEST_LINE.match(line.strip())
        if not m:
            continue
        word, name = m.groups()
        if word == "RUN":
            cases_by[name] = Case(name, TIMEOUT if killed else FAILED,
                                  "killed at the timeout" if killed else "the program ended inside this test")
        else:
            cases_by[name] = Case(name, {"OK": PASSED, "FAILED": FAILED, "SKIPPED": SKIPPED}[word])
    return list(cases_by.values())


def parse_pytest_junit(output: str, report: str, killed: bool, rc: int | None) -> list[Case]:
    if not report:
        raise ParseError("pytest wrote no JUnit file (--junitxml); see the test log")
    cases = []
    for tc in _xml(report, "the pytest JUnit file").iter("testcase"):
        name = f"{tc.get('classname', '')}::{tc.get('name', '?')}".lstrip(":")
        bad = tc.find("failure")
        if bad is None:
            bad = tc.find("error")
        if bad is not None:
            cases.append(Case(name, FAILED, (bad.get("message") or "")[-2000:]))
        elif tc.find("skipped") is not None:
            cases.append(Case(name, SKIPPED, tc.find("skipped").get("message", "")))  # type: ignore[union-attr]
        else:
            cases.append(Case(name, PASSED))
    return cases


_TBO_CASE = re.compile(r"^\s{2}(\S.*?\(.*\)):\s?(.*)$")
# A failed comparison prints its message before the case's line: `[OP] ERR = 0.12 > 0.0005   OP(params): FAIL`
# (also `[OP] NaN at index …`, `[OP] NMSE = …`, several in a row)
_TBO_MESSAGE_FIRST = re.compile(r"^(\[[A-Z0-9_]+\] .*?)\s{2}([A-Z][A-Z0-9_]*\(.*\)):\s?(.*)$")
_TBO_SUMMARY = re.compile(r"^\s{2}(\d+)/(\d+) tests passed\s*$")
_TBO_END = re.compile(r"^\d+/\d+ backends passed")  # the program's last summary: it ran to its end
_TBO_API_ERROR = re.compile(r"\b(?:CUDA|HIP) error\b")
_TBO_API_CALL = re.compile(r"^\s+(?:cuda|hip)[A-Z]\w*\(")  # the failing call ggml prints under its error


def parse_test_backend_ops(output: str, report: str, killed: bool, rc: int | None) -> list[Case]:
    """One Case per `  OP(params): ...` line (after the `[OP] ERR = …` messages a failed comparison prints
    first); the verdict is the line's last word (OK / FAIL), or `not supported [...]` (skipped). When the
    program's `N/M tests passed` summaries count more failures than were read, a failed case says so. A
    line cut off (no verdict) is the case in flight when the program was killed (timeout) or crashed
    (failed); a program killed or ended by an error after its last verdict, before its closing summary,
    is one more failed (or timeout) case."""
    cases: list[Case] = []
    lines = _ANSI.sub("", output).splitlines()
    reported_failures = 0  # from the `  N/M tests passed` lines
    finished = cut = False  # the closing summary was printed; the last case has no verdict
    for raw in lines:
        if s := _TBO_SUMMARY.match(raw):
            reported_failures += int(s.group(2)) - int(s.group(1))
            continue
        finished = finished or bool(_TBO_END.match(raw))
        if f := _TBO_MESSAGE_FIRST.match(raw):
            message, name, rest = f.group(1).strip(), f.group(2), f.group(3).strip()
        elif (m := _TBO_CASE.match(raw)) and not raw.lstrip().startswith(("Backend ", "Device ")):
            message, name, rest = "", m.group(1), m.group(2).strip()
        else:
            continue
        if message and rest.endswith("FAIL"):
            rest = f"{message} {rest}"
        cut = False
        if rest.startswith(("not supported", "skipping")):
            cases.append(Case(name, SKIPPED, rest))
        elif rest.endswith("OK"):
            cases.append(Case(name, PASSED))
        elif rest.endswith("FAIL"):
            cases.append(Case(name, FAILED, rest[: -len("FAIL")].strip()))
        else:  # the verdict never came
            cut = True
            cases.append(Case(name, TIMEOUT if killed else FAILED,
                              "killed at the timeout" if killed else f"no verdict: {rest or 'the program ended'}"))
    seen = sum(c.status == FAILED for c in cases)
    if reported_failures > seen:  # the program's own count is the judge: never fewer failures than it says
        cases.append(Case("test-backend-ops (its summary)", FAILED,
                          f"the program's summaries count {reported_failures} failed cases, {seen} of them read"))
        cut = False  # the last case is now this one
    if (killed or (rc not in (0, None) and not finished)) and not cut:
        # ended (or was killed) after its last printed verdict: the case in flight may not show (stdout into a
        # pipe is buffered and an abort loses the buffer), and the cases after it never ran
        errors = [ln.strip() for ln in lines
                  if not _TBO_CASE.match(ln) and not _TBO_MESSAGE_FIRST.match(ln)
                  and re.search(r"error|failed|abort", ln, re.IGNORECASE)]
        # ggml's `CUDA error: <what>` and the runtime call it names (`  cudaX(...)` two lines on) first
        api = [e for e in errors if _TBO_API_ERROR.search(e)][:1]
        api += [ln.strip() for ln in lines if _TBO_API_CALL.match(ln)][:1]
        why = "killed at the timeout" if killed else f"exit code {rc} after its last verdict"
        cases.append(Case("test-backend-ops (the program)", TIMEOUT if killed else FAILED,
                          "; ".join([why, *api, *[e for e in errors if e not in api][:3 - len(api)]])[:500]))
    return cases


def parse_exit_code(output: str, report: str, killed: bool, rc: int | None) -> list[Case]:
    if killed:
        return [Case("command", TIMEOUT, "killed at the timeout")]
    return [Case("command", PASSED if rc == 0 else FAILED, "" if rc == 0 else f"exit code {rc}")]


_AUTOMAKE_LINE = re.compile(r"^(PASS|FAIL|SKIP|XFAIL|XPASS|ERROR): (\S+)\s*$")
_AUTOMAKE_STATUS = {"PASS": PASSED, "FAIL": FAILED, "SKIP": SKIPPED, "XFAIL": SKIPPED, "XPASS": FAILED,
                    "ERROR": FAILED}
_AUTOMAKE_WATCHDOG = re.compile(r"has been blocked for \d+ seconds")  # StarPU's tests/loader.c


def parse_automake(output: str, report: str, killed: bool, rc: int | None) -> list[Case]:
    lines = [_ANSI.sub("", ln).rstrip() for ln in output.splitlines()]
    verdicts: list[tuple[str, str]] = []
    sections: dict[str, str] = {}
    for i, line in enumerate(lines):
        m = _AUTOMAKE_LINE.match(line)
        if not m:
            continue
        underline = lines[i + 1] if i + 1 < len(lines) else ""
        # a section of test-suite.log (reStructuredText: a title underlined to its length), the test's output
        # follows; the verdict of the last test can be followed by the log's own banner of another length
        if len(underline) == len(line) and set(underline) == {"="}:
            body = []
            for nxt in lines[i + 2:]:
                if _AUTOMAKE_LINE.match(nxt) or nxt.startswith("===="):
                    break
                body.append(nxt)
            sections[m.group(2)] = "\n".join(body).strip()
        else:
            verdicts.append((m.group(1), m.group(2)))
    cases = []
    for word, name in verdicts:
        status, detail = _AUTOMAKE_STATUS[word], sections.get(name, "")
        if word == "XFAIL":
            detail = "XFAIL: a failure the project declares expected"
        elif word == "XPASS":
            detail = "XPASS: expected to fail, passed"
        elif status == FAILED and _AUTOMAKE_WATCHDOG.search(detail):
            status = TIMEOUT
        cases.append(Case(name, status, detail[-2000:] or word))
    if killed:
        cases.append(Case("test in flight", TIMEOUT, "killed at the step's timeout before the harness named it"))
    elif rc not in (0, None) and not verdicts:  # make stopped before the harness ran (a test did not build)
        last = " | ".join(ln.strip() for ln in lines[-3:] if ln.strip())
        cases.append(Case("make check", FAILED, f"no test ran (exit code {rc}): {last[:500]}"))
    return cases


Parser = Callable[[str, str, bool, "int | None"], list[Case]]
_HASHCAT_LINE = re.compile(r"^\[ [^\]]* \] \[ (Type [^\]]*?) \] > ([A-Za-z ]+?) : (\d+)/(\d+) not found, "
                           r"(\d+)/\d+ not matched, (\d+)/\d+ timeout, (\d+)/\d+ skipped")
_HASHCAT_STATUS = {"OK": PASSED, "Skip": SKIPPED, "Warning": TIMEOUT, "Error": FAILED, "Compare Error": FAILED}


def parse_hashcat_test_sh(output: str, report: str, killed: bool, rc: int | None) -> list[Case]:
    cases = []
    for line in output.splitlines():
        m = _HASHCAT_LINE.match(line.strip())
        if not m:
            continue
        name, msg, total = m.group(1), m.group(2), int(m.group(4))
        if total == 0:
            first = next((ln for ln in output.splitlines() if ln.strip() and not ln.startswith(("[", "$", "#"))), "")
            cases.append(Case(name, FAILED, f"no hash was tested (0/0): {first.strip()[:300]}"))
        else:
            cases.append(Case(name, _HASHCAT_STATUS.get(msg, FAILED), line.strip()))
    return cases


_KAT_SKIPPED = re.compile(r"^(\d+) test vectors of type (\S+) skipped$", re.MULTILINE)
_KAT_FAIL = re.compile(r"^FAIL:  expected: (.*)\nFAIL:  computed: (.*)$", re.MULTILINE)
_KAT_VERDICT = re.compile(r"^(?:PASSED (\d+) known answer tests|FAILED (\d+) out of (\d+))$", re.MULTILINE)


def parse_random123_kat(output: str, report: str, killed: bool, rc: int | None) -> list[Case]:
    cases = [Case(f"{kind} #{i + 1}", SKIPPED, f"the program skips {kind} vectors in this build")
             for m in _KAT_SKIPPED.finditer(output) for kind in [m.group(2)] for i in range(int(m.group(1)))]
    verdict = _KAT_VERDICT.search(output)
    if verdict is None:
        last = " | ".join(ln.strip() for ln in output.strip().splitlines()[-3:])
        return cases + [Case("known answer test", TIMEOUT if killed else FAILED,
                             "killed at the timeout" if killed else f"no verdict (exit code {rc}): {last[:500]}")]
    wrong = [Case(m.group(1).strip(), FAILED, f"computed: {m.group(2).strip()}") for m in _KAT_FAIL.finditer(output)]
    if verdict.group(1) is not None:
        total, nfailed = int(verdict.group(1)), 0
    else:
        total, nfailed = int(verdict.group(3)), int(verdict.group(2))
    # kat_main.h counts a vector whose expected answer is all zeros as a harness failure, with no FAIL pair
    wrong += [Case(f"harness check #{i + 1}", FAILED, verdict.group(0)) for i in range(max(0, nfailed - len(wrong)))]
    cases += [Case(f"vector {i + 1} of {total}", PASSED) for i in range(max(0, total - len(wrong)))] + wrong
    if rc not in (0, None) and not wrong:
        cases.append(Case("exit status", FAILED, f"{verdict.group(0)}, but the program exited with {rc}"))
    return cases


PARSERS: dict[str, Parser] = {
    "ctest-junit": parse_ctest_junit,
    "gtest-xml": parse_gtest_xml,
    "pytest-junit": parse_pytest_junit,
    "test-backend-ops": parse_test_backend_ops,
    "hashcat-test-sh": parse_hashcat_test_sh,
    "random123-kat": parse_random123_kat,
    "automake": parse_automake,
    "exit-code": parse_exit_code,
}


def counts(cases: list[Case]) -> dict[str, int]:
    """passed / failed / skipped / timeout / run (run = everything not skipped)."""
    out = {s: sum(1 for c in cases if c.status == s) for s in STATUSES}
    out["run"] = len(cases) - out[SKIPPED]
    return out
