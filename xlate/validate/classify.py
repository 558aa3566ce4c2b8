"""The cause of a failing step, read from its log by a table of patterns (first match wins).

Each rule names the steps it applies to, a regular expression (multi-line, searched in the whole
log) and the cause it gives, where `{1}` is the pattern's first group. The line the match is on (the
match itself, joined into one line, when it spans lines) is the row's "first error". A failing step no rule matches is `<step>-failed`, with the first line that
says "error" (else the last line of the log) as its first error. tests/validate/test_classify.py
checks each rule on a real log excerpt (tests/validate/data/logs/).

A build or test failure whose first error names a CUDA library function, type or header (an XL4xx
diagnostic, a link error's symbol, a missing library header, a compiler error naming a library call or
located in a library's header, a "not supported on the target" stop naming one) is
`library:<library>:<function>` instead (xlate.report.libfail, the report's attribution, decides).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from xlate.report import libfail


@dataclass(frozen=True)
class Rule:
    steps: tuple[str, ...]
    pattern: re.Pattern[str]
    cause: str  # may use {1}


def _r(steps: str, pattern: str, cause: str) -> Rule:
    return Rule(tuple(steps.split()), re.compile(pattern, re.MULTILINE), cause)


RULES: tuple[Rule, ...] = (
    _r("fetch", r"sha256 of .* is [0-9a-f]{64}, the (?:manifest|recipe) pins", "sha256-mismatch"),
    _r("fetch", r"refusing unsafe archive member", "unsafe-archive"),
    _r("fetch", r"cannot reach|downloading .* failed|is gone from|^E: Failed to fetch ", "download"),
    _r("system", r"^missing system packages: ([^\s;]+)", "missing-system-package:{1}"),
    _r("configure build", r"timed out after \d", "timeout"),
    _r("configure", r"CMake (\d+\.\d+)(?:\.\d+)? or higher is required", "cmake-version"),
    _r("configure", r"The source directory\s+\S*/([^/\s]+)\s+does not contain a CMakeLists\.txt", "missing-source:{1}"),
    _r("configure", r"Could NOT find (\w+)", "find-package:{1}"),
    _r("configure", r"By not providing \"Find(\w+)\.cmake\"", "find-package:{1}"),
    _r("configure", r"Could not find a (?:package configuration file|configuration file for package) "
                    r"provided by \"?(\w+)\"?", "find-package:{1}"),
    _r("configure", r"(?:CUDA|CUDAToolkit).*(?:version|>=?)\s*(?:is\s+)?(?:required|needed|at least)|"
                    r"requires? CUDA(?:Toolkit)?\s*(?:version\s*)?>=?\s*\d", "cuda-version"),
    _r("configure", r"The CUDA compiler identification is unknown|No CMAKE_CUDA_COMPILER could be found|"
                    r"The CMAKE_CUDA_COMPILER:|CMAKE_CUDA_COMPILER_ID|Failed to detect a default CUDA "
                    r"architecture|The CUDA compiler\s*\n\s*\"[^\"]*\"\s*\n\s*is not able to compile",
       "compiler-id"),
    _r("configure", r"links to:\s+(\S+)\s+but the target was not found", "imported-target:{1}"),
    _r("build", r"error: .*\[(XL\d{3})\]", "translate-error {1}"),
    _r("build", r"not supported on the \w+ target: (<[^>\s]+>|[^\s\"(;]+)", "not-supported:{1}"),
    _r("build", r"not supported: ", "not-supported"),
    _r("build", r"undefined reference to [`']([^'`]+)'", "link-error undefined:{1}"),
    _r("build", r"ld(?:\.lld)?: error: undefined symbol: (.+)$", "link-error undefined:{1}"),
    _r("build", r"(?:ld|ld\.lld|collect2): error: ", "link-error"),
    _r("build", r"^\S+:\d+:\d+: (?:fatal )?error: ", "compile-error"),
    _r("build", r"xlate: error: compiling ", "compile-error"),
    _r("verify", r"code object for gfx\w+: none|\.hip_fatbin section: absent", "no-device-code"),
    _r("verify", r"NEEDED HIP runtime", "not-linked-to-hip"),
    _r("test", r"killed at the timeout|\bTimeout\b|timed out after \d", "timeout"),
    # the program asks for more dynamic shared memory per block than the device has (64 KiB on gfx942 and
    # the cpu backend's model of it; Hopper has 227 KiB) and stops on the refusal
    _r("test", r"(?:cuda|hip)FuncSetAttribute\([^\n]*MaxDynamicSharedMemorySize", "shared-memory-limit"),
    _r("test", r"Segmentation fault|SIGSEGV|SIGABRT|SIGBUS|Aborted|core dumped|\*\*\*Exception: |"
               r"terminate called|Child aborted|Exception: \w+|exit code 1[3-9][0-9]\b|exit code -\d+\b", "crash"),
    _r("test", r"divergent|deadlock|mask mismatch|xlate-cpu: ", "cpu-runtime-stop"),
    _r("test", r"\bFAIL(?:ED)?\b|[Ff]ailed|mismatch|Assertion|assert|\b[1-9]\d*/\d+ not (?:found|matched)\b",
       "wrong-result"),
)

_ERRORISH = re.compile(r"\berror\b|\bError\b|\bERROR\b|\bFAIL", re.MULTILINE)


def _line_at(text: str, pos: int) -> str:
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return text[start:end if end >= 0 else len(text)].strip()


def first_error_line(text: str) -> str:
    m = _ERRORISH.search(text)
    if m:
        return _line_at(text, m.start())[:400]
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return lines[-1][:400] if lines else ""


LIBRARY_STEPS = ("build", "test")


def classify(step: str, log: str) -> tuple[str, str]:
    """(cause, first error line) of a failed step; `library:<lib>:<function>` where a build or test
    failure's first error is attributed to a CUDA library (module docstring)."""
    cause, line = _by_rules(step, log)
    if step in LIBRARY_STEPS:
        found = libfail.from_message(line)
        if found is not None:
            cause = library_cause(found)
    return cause, line


def library_cause(a: libfail.Attribution) -> str:
    return f"library:{a.library}:{a.function}"


def _by_rules(step: str, log: str) -> tuple[str, str]:
    """(cause, first error line) of a failed `step` (fetch|system|configure|build|verify|test) from its log.

    The rules see the log without CMake's status lines (`-- ...`, such as a `-- Could NOT find X` of an
    optional package) first, then the whole log: an error block outranks a status message."""
    errors_only = "\n".join(ln for ln in log.splitlines() if not ln.startswith("-- "))
    for text in (errors_only, log):
        for rule in RULES:
            m = rule.pattern.search(text) if step in rule.steps else None
            if m:
                cause = rule.cause.replace("{1}", (m.group(1) or "").strip() if m.groups() else "")
                # a match over several lines is the error itself (CMake wraps its messages); else its line
                line = " ".join(m.group(0).split()) if "\n" in m.group(0) else _line_at(text, m.start())
                return cause, line[:400]
    return f"{step}-failed", first_error_line(log)
