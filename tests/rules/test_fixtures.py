"""The rule fixtures: one runner, one format, every code (issue 17, point 4).

A fixture is `tests/rules/XLnnn/<name>.cu` (or `.cuh`, translated as a header), where XLnnn is the
code it is about. It is translated alone, as `xlate translate <fixture> -o OUT --format json` does it
(the CLI, in process), and checked three ways:

* Output: equal, byte for byte, to `<name>.hip` beside it. A fixture without a `.hip` must come out
  unchanged (no edits at all): that is how a negative fixture says "nothing to do here" (one `.hip`
  equal to its input remains, XL401/thrust_host_names.hip: tests/api/test_issue21_rows.py reads it).
  Translating the output again changes nothing (idempotent).
* Diagnostics: each `// CHECK: XLnnn SEVERITY Lline[:col] [message substring]` comment of the input
  names one diagnostic on the fixture itself (line and column of the input, 1-based; the column and
  the substring are optional). Every CHECK must match a diagnostic, and every diagnostic the fixture
  selects must match a CHECK. A fixture selects its directory's family (XL502 -> every XL5nn code),
  every code its CHECK lines name, and what a `// SELECT: XLnnn|XLn ...` line adds.
* Directives, each a comment line anywhere in the input: `// MODE: native64` (the warp mode;
  compat32 when absent), `// ARGS: -D NAME=1 ...` (more `xlate translate` options, only where a
  fixture truly needs them), `// XFAIL: reason` (the expectation is what CUDA semantics require and
  xlate does not do it yet: a strict xfail, reported to the lead).

Authoring: `XLATE_UPDATE_FIXTURES=1 pytest tests/rules/test_fixtures.py` writes each `.hip` from the
current output (none where the output equals the input and there is no `.hip` yet); read every file
it writes before committing it. A failing diagnostic check prints the diagnostics as CHECK lines.

`test_every_code_has_fixtures` fails when a code `xlate translate --list-rules` lists has no
fixture directory with a positive and a negative fixture (see EXEMPT for the few that cannot have one).
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from xlate.cli import main as xlate_cli

HERE = Path(__file__).resolve().parent
SOURCE_SUFFIXES = (".cu", ".cuh")
FIXTURES = sorted(p for p in HERE.glob("XL[0-9][0-9][0-9]/*") if p.suffix in SOURCE_SUFFIXES)
UPDATE = os.environ.get("XLATE_UPDATE_FIXTURES") == "1"

# the message substring runs to the end of the line or to the next `//` (two CHECKs on one line)
_CHECK = re.compile(r"//[ \t]*CHECK:[ \t]*(XL\d{3})[ \t]+(note|warning|error)[ \t]+L(\d+)(?::(\d+))?"
                    r"[ \t]*((?:(?!//)[^\n])*?)[ \t]*(?=//|$)", re.MULTILINE)
_DIRECTIVE = re.compile(r"//\s*(MODE|ARGS|XFAIL|SELECT):[ \t]*(.*?)\s*$", re.MULTILINE)

# Codes that no fixture can produce, each with the reason and where it is tested instead. Every other
# code `--list-rules` lists needs tests/rules/<code>/ with at least one positive fixture (a CHECK of
# that code, or an expected `.hip`) and one negative fixture (no diagnostic of that code). The XL9xx
# front-end codes count once they are registered; their fixtures are here already.
EXEMPT: dict[str, str] = {
    "XL905": "a file over XLATE_MAX_FILE_BYTES (megabytes): tests/parse/test_inputs.py",
    "XL906": "an unreadable file or a symlink loop, which git cannot store: tests/rewrite/test_hostile_inputs.py",
    "XL907": "a symlink leading out of the input folder: tests/rewrite/test_hostile_inputs.py",
    "XL908": "a FIFO or device file, which git cannot store: tests/rewrite/test_hostile_inputs.py",
    "XL909": "a file name that is not UTF-8 (not portable in a repository): tests/rewrite/test_hostile_inputs.py",
    "XL910": "libclang crashing or hanging (worker process): tests/parse/test_isolated_parse.py",
    "XL920": "two registered rules claiming the same bytes (each case found was fixed; fake rules): "
             "tests/rewrite/test_rule_conflicts.py",
}


@dataclass(frozen=True)
class Check:
    code: str
    severity: str
    line: int
    col: int | None
    text: str

    def matches(self, d: dict) -> bool:
        return (d["code"], d["severity"], d["line"]) == (self.code, self.severity, self.line) \
            and self.col in (None, d["column"]) and self.text in d["message"]

    def __str__(self) -> str:
        col = "" if self.col is None else f":{self.col}"
        return f"// CHECK: {self.code} {self.severity} L{self.line}{col} {self.text}".rstrip()


@dataclass(frozen=True)
class Fixture:
    path: Path
    checks: tuple[Check, ...]
    mode: str
    args: tuple[str, ...]
    select: tuple[str, ...]
    xfail: str | None

    @property
    def expected_path(self) -> Path:
        return self.path.with_suffix(".hip")

    @property
    def code(self) -> str:
        return self.path.parent.name


def parse_fixture(path: Path) -> Fixture:
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    checks = tuple(Check(m[1], m[2], int(m[3]), int(m[4]) if m[4] else None, m[5]) for m in _CHECK.finditer(text))
    directives: dict[str, list[str]] = {}
    for m in _DIRECTIVE.finditer(text):
        directives.setdefault(m[1], []).append(m[2])
    modes = directives.get("MODE", ["compat32"])
    assert len(modes) == 1 and modes[0] in ("compat32", "native64"), f"{path}: one MODE, compat32 or native64"
    code = path.parent.name
    select = (code[:3], *(c.code for c in checks), *" ".join(directives.get("SELECT", [])).split())
    xfails = directives.get("XFAIL", [])
    return Fixture(path, checks, modes[0], tuple(shlex.split(" ".join(directives.get("ARGS", [])))),
                   tuple(dict.fromkeys(select)), xfails[0] if xfails else None)


def translate(src: Path, out: Path, mode: str, args: tuple[str, ...]) -> list[dict]:
    """`xlate translate SRC -o OUT/ --format json --warp-mode MODE ARGS` (into a folder: the project
    headers SRC includes are translated beside it); the diagnostics it reports. The translation of
    SRC is OUT/<its name>."""
    res = CliRunner().invoke(xlate_cli, ["translate", str(src), "-o", f"{out}/", "--format", "json",
                                         "--warp-mode", mode, *args])
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        raise res.exception
    assert res.exit_code in (0, 1), f"xlate translate exited {res.exit_code}: {res.output[-2000:]}"
    doc, _ = json.JSONDecoder().raw_decode(res.stdout, res.stdout.index("{"))  # the summary line is stderr's
    return doc["diagnostics"]


def match(checks: tuple[Check, ...], diags: list[dict]) -> tuple[list[Check], list[dict]]:
    """Pair CHECKs with diagnostics, the most specific CHECKs first; return what is left on each side."""
    left = list(diags)
    unmatched = []
    for c in sorted(checks, key=lambda c: (c.col is None, not c.text)):
        hit = next((d for d in left if c.matches(d)), None)
        if hit is None:
            unmatched.append(c)
        else:
            left.remove(hit)
    return unmatched, left


def _as_check(d: dict) -> str:
    return str(Check(d["code"], d["severity"], d["line"], d["column"], d["message"][:60]))


def _param(path: Path):
    fx = parse_fixture(path)
    marks = [pytest.mark.xfail(strict=True, reason=fx.xfail)] if fx.xfail else []
    return pytest.param(fx, id=f"{fx.code}/{path.name}", marks=marks)


@pytest.mark.parametrize("fx", [_param(p) for p in FIXTURES])
def test_fixture(fx: Fixture, tmp_path: Path):
    src_bytes = fx.path.read_bytes()
    diags = translate(fx.path, tmp_path / "out", fx.mode, fx.args)
    got = (tmp_path / "out" / fx.path.name).read_bytes()

    if UPDATE and (got != src_bytes or fx.expected_path.exists()):
        fx.expected_path.write_bytes(got)
    expected = fx.expected_path.read_bytes() if fx.expected_path.exists() else src_bytes
    assert got.decode("utf-8", "surrogateescape") == expected.decode("utf-8", "surrogateescape"), \
        f"output differs from {fx.expected_path.name if fx.expected_path.exists() else 'the input (no .hip)'}"

    own = [d for d in diags if Path(d["file"]).resolve() == fx.path
           and any(d["code"].startswith(s) for s in fx.select)]
    missing, extra = match(fx.checks, own)
    assert not missing and not extra, (
        "CHECK lines without a diagnostic:\n  " + "\n  ".join(map(str, missing))
        + "\ndiagnostics without a CHECK line:\n  " + "\n  ".join(map(_as_check, extra)))

    # idempotent: the output translated again (beside the fixture's other files) is unchanged
    again_dir = tmp_path / "again"
    shutil.copytree(fx.path.parent, again_dir, ignore=shutil.ignore_patterns("*.hip"))
    (again_dir / fx.path.name).write_bytes(got)
    translate(again_dir / fx.path.name, tmp_path / "again_out", fx.mode, fx.args)
    assert (tmp_path / "again_out" / fx.path.name).read_bytes() == got, "translating the output again changed it"


def registered_codes() -> list[str]:
    res = CliRunner().invoke(xlate_cli, ["translate", "--list-rules"])
    assert res.exit_code == 0, res.output
    return sorted(line.split()[0] for line in res.stdout.splitlines() if line.startswith("XL"))


def test_every_code_has_fixtures():
    """Every registered code has tests/rules/<code>/ with a positive fixture (it emits the code or
    edits the input) and a negative one (no diagnostic of the code), unless EXEMPT says why not."""
    codes = registered_codes()
    assert len(codes) > 40
    problems = []
    for code in codes:
        if code in EXEMPT:
            continue
        fixtures = [parse_fixture(p) for p in FIXTURES if p.parent.name == code]
        positive = [f for f in fixtures if any(c.code == code for c in f.checks) or f.expected_path.exists()]
        negative = [f for f in fixtures if not any(c.code == code for c in f.checks)]
        if not positive or not negative:
            problems.append(f"{code}: {len(positive)} positive, {len(negative)} negative fixtures")
    assert problems == []
    assert not [c for c in EXEMPT if (HERE / c).is_dir()], "an exempt code has fixtures: drop the exemption"


def test_checks_parse():
    """A comment that looks like a CHECK but does not parse is a mistake, not a silently ignored line."""
    bad = []
    for p in FIXTURES:
        text = p.read_bytes().decode("utf-8", "surrogateescape")
        n_written = len(re.findall(r"//\s*CHECK:", text))
        if n_written != len(parse_fixture(p).checks):
            bad.append(p.relative_to(HERE).as_posix())
    assert bad == []


def test_the_matcher_fails_both_ways():
    d = {"code": "XL502", "severity": "error", "line": 3, "column": 5, "message": "cannot parse the launch"}
    ok = Check("XL502", "error", 3, 5, "launch")
    assert match((ok,), [d]) == ([], [])
    assert match((), [d]) == ([], [d])  # a diagnostic nobody expected
    assert match((ok, Check("XL502", "error", 3, None, "")), [d])[0]  # a CHECK left over
    assert match((Check("XL502", "error", 3, 6, ""),), [d]) == ([Check("XL502", "error", 3, 6, "")], [d])
    assert match((Check("XL502", "warning", 3, None, ""),), [d])[1] == [d]
    assert match((Check("XL502", "error", 3, None, "other text"),), [d])[1] == [d]
