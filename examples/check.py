"""Run a bundled CUDA example on xlate's CPU backend and check its output against the example's oracle.

Usage::

    .venv/bin/python examples/check.py NAME [--warp-size 64|32] [--stdout FILE]

prints ``NAME: N values checked, all match`` (exit 0) or one line per mismatch (exit 1). With
``--stdout FILE`` the program is not run: FILE holds an output captured earlier (for instance on a real
NVIDIA GPU; add ``--backend cuda`` then, so that device-specific lines are judged for that device).

The oracle interface
--------------------

Every example folder ``examples/cuda/<name>/`` has an ``oracle.py`` defining::

    def expected(ctx: Context) -> dict[str, Expect]

``ctx.args`` are the program's command-line arguments (``args`` of example.toml), ``ctx.warp_size``
the wavefront width the program was built for and ``ctx.backend`` what ran it (``"cpu"``: xlate's CPU
backend; ``"cuda"``: the original program on an NVIDIA GPU). The result maps every line name the
program prints (``name: value``) to an expectation computed *independently* of the program: from the
input-generation rule in the program's header comment, with numpy (float64 where the program uses
float32) or plain Python. An oracle never reads the program's output or anything of the backend.

Expectations (each says why its tolerance is what it is):

* ``Exact(value)``: integers compare as integers, anything else as the exact text.
* ``Near(value, rel=…, abs=…, why=…)``: ``|printed - value| <= abs + rel * |value|``, plus half a unit of
  the last digit the program printed (the program's own ``printf`` rounding).
* ``AtMost(bound, why=…)``: a printed error measure must not exceed ``bound``.
* ``Shape(description, test)``: lines that are not results (an elapsed time, a device name): only
  their form is checked (``test(text)`` is true).

Every printed line must have an expectation and every expectation a line: a missing, extra, duplicate
or unparsable line is a mismatch, so nothing the program prints goes unchecked.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import os
import re
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

EXAMPLES = Path(__file__).resolve().parent / "cuda"
RUN_TIMEOUT_S = 600

_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_INT = re.compile(r"[-+]?\d+")


@dataclass(frozen=True)
class Context:
    """What an oracle may know about the run: the program's arguments and how it was built and run."""

    args: list[str] = field(default_factory=list)
    warp_size: int = 64
    backend: str = "cpu"  # "cpu" (xlate's CPU backend) or "cuda" (the original program on an NVIDIA GPU)


class Expect:
    """One line's expectation; `check` returns None when `text` (the printed value) is acceptable."""

    def check(self, text: str) -> str | None:
        raise NotImplementedError

    def describe(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class Exact(Expect):
    value: int | str

    def check(self, text: str) -> str | None:
        if isinstance(self.value, int):
            if not _INT.fullmatch(text):
                return f"{text!r} is not an integer"
            return None if int(text) == self.value else f"{text} != {self.value}"
        return None if text == self.value else f"{text!r} != {self.value!r}"

    def describe(self) -> str:
        return repr(self.value) if isinstance(self.value, str) else str(self.value)


def print_quantum(text: str) -> float:
    """Half a unit of the last digit of a printed number ("180.5" -> 0.05, "1.5e-05" -> 5e-07)."""
    mant, _, exp = text.lower().partition("e")
    decimals = len(mant.split(".", 1)[1]) if "." in mant else 0
    return 0.5 * 10.0 ** (-decimals) * 10.0 ** (int(exp) if exp else 0)


def _number(text: str) -> float | None:
    return float(text) if _NUMBER.fullmatch(text) else None


@dataclass(frozen=True)
class Near(Expect):
    value: float
    rel: float = 0.0
    abs: float = 0.0
    why: str = ""

    def allowed(self, text: str) -> float:
        return self.abs + self.rel * abs(self.value) + print_quantum(text)

    def check(self, text: str) -> str | None:
        got = _number(text)
        if got is None or not math.isfinite(got):
            return f"{text!r} is not a finite number"
        diff = abs(got - self.value)
        return None if diff <= self.allowed(text) else (
            f"{text} differs from {self.value:.10g} by {diff:.3g} (allowed {self.allowed(text):.3g})")

    def describe(self) -> str:
        return f"{self.value:.10g} (rel {self.rel:g}, abs {self.abs:g})"


@dataclass(frozen=True)
class AtMost(Expect):
    bound: float
    why: str = ""

    def check(self, text: str) -> str | None:
        got = _number(text)
        if got is None or not math.isfinite(got):
            return f"{text!r} is not a finite number"
        return None if 0.0 <= got <= self.bound else f"{text} is not in [0, {self.bound:g}]"

    def describe(self) -> str:
        return f"<= {self.bound:g}"


@dataclass(frozen=True)
class Shape(Expect):
    description: str
    test: Callable[[str], bool]

    def check(self, text: str) -> str | None:
        try:
            ok = self.test(text)
        except ValueError:
            ok = False
        return None if ok else f"{text!r} is not {self.description}"

    def describe(self) -> str:
        return self.description


def positive_number(text: str) -> bool:
    got = _number(text)
    return got is not None and math.isfinite(got) and got > 0


def parse_output(stdout: str) -> tuple[dict[str, str], list[str]]:
    """`name: value` lines -> {name: value}, plus problems (unparsable or repeated lines)."""
    values: dict[str, str] = {}
    problems = []
    for number, line in enumerate(stdout.splitlines(), 1):
        if not line.strip():
            continue
        name, sep, value = line.partition(": ")
        if not sep or not name.strip():
            problems.append(f"line {number}: not a 'name: value' line: {line!r}")
        elif name in values:
            problems.append(f"line {number}: {name!r} printed twice")
        else:
            values[name] = value.strip()
    return values, problems


def compare(stdout: str, expectations: dict[str, Expect]) -> tuple[int, list[str]]:
    """(number of values checked, mismatch descriptions) of a program output against expectations."""
    values, problems = parse_output(stdout)
    checked = 0
    for name, expect in expectations.items():
        if name not in values:
            problems.append(f"{name}: missing (expected {expect.describe()})")
            continue
        checked += 1
        problem = expect.check(values[name])
        if problem is not None:
            problems.append(f"{name}: {problem}")
    for name in values.keys() - expectations.keys():
        problems.append(f"{name}: printed but no oracle expectation (value {values[name]!r})")
    return checked, problems


def example_names() -> list[str]:
    return sorted(p.parent.name for p in EXAMPLES.glob("*/example.toml"))


def load_meta(name: str) -> dict:
    toml = EXAMPLES / name / "example.toml"
    if not toml.is_file():
        raise SystemExit(f"check.py: no example {name!r} (known: {', '.join(example_names())})")
    with open(toml, "rb") as f:
        return tomllib.load(f)


def load_oracle(name: str) -> ModuleType:
    """Import examples/cuda/NAME/oracle.py; its `from check import …` resolves to this module."""
    sys.modules.setdefault("check", sys.modules[__name__])
    path = EXAMPLES / name / "oracle.py"
    spec = importlib.util.spec_from_file_location(f"xlate_example_oracle_{name}", path)
    if spec is None or spec.loader is None or not path.is_file():
        raise SystemExit(f"check.py: {path} is missing; every example needs an oracle")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check_output(name: str, stdout: str, ctx: Context) -> tuple[int, list[str]]:
    return compare(stdout, load_oracle(name).expected(ctx))


def xlate_command() -> list[str]:
    """The `xlate` next to this Python (the project's venv), else the one on PATH."""
    beside = Path(sys.executable).parent / "xlate"
    if beside.is_file():
        return [str(beside)]
    found = shutil.which("xlate")
    if found is None:
        raise SystemExit("check.py: no `xlate` executable next to this Python or on PATH; "
                         "run it with the project's venv (.venv/bin/python examples/check.py …)")
    return [found]


@dataclass
class RunResult:
    command: list[str]
    returncode: int
    stdout: str
    stderr: str


def run_example(name: str, warp_size: int, timeout: int = RUN_TIMEOUT_S,
                env: dict[str, str] | None = None) -> RunResult:
    """Translate, build and run example `name` on the CPU backend with `xlate run`, capturing its output."""
    meta = load_meta(name)
    folder = EXAMPLES / name
    cmd = [*xlate_command(), "run", *[str(folder / s) for s in meta["sources"]], "--backend", "cpu",
           "--warp-size", str(warp_size), "-I", str(folder)]
    if meta["args"]:
        cmd += ["--", *meta["args"]]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False,
                              env=env if env is not None else os.environ.copy())
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout or ""
        if isinstance(out, bytes):
            out = out.decode(errors="replace")
        return RunResult(cmd, 124, out, f"timed out after {timeout}s: {' '.join(cmd)}")
    return RunResult(cmd, proc.returncode, proc.stdout, proc.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("name", help="example folder name under examples/cuda")
    parser.add_argument("--warp-size", type=int, choices=(64, 32), default=64)
    parser.add_argument("--stdout", type=Path, help="check this captured output instead of running the program")
    parser.add_argument("--backend", choices=("cpu", "cuda"), default="cpu",
                        help="what produced the output (only with --stdout; cuda = the original on an NVIDIA GPU)")
    opts = parser.parse_args(argv)
    meta = load_meta(opts.name)
    ctx = Context(args=list(meta["args"]), warp_size=opts.warp_size,
                  backend=opts.backend if opts.stdout else "cpu")
    if ctx.backend == "cuda" and opts.warp_size != 32:
        parser.error("--backend cuda: NVIDIA GPUs have 32-lane warps; pass --warp-size 32")
    failures = []
    if opts.stdout is not None:
        stdout = opts.stdout.read_text()
    else:
        result = run_example(opts.name, opts.warp_size)
        stdout = result.stdout
        if result.returncode != 0:
            lines = result.stderr.strip().splitlines()
            tail = [ln for ln in lines if "error" in ln][:3] or lines[-5:]
            failures.append(f"exit code {result.returncode} from: {' '.join(result.command)}")
            failures += [f"  {line}" for line in tail]
    checked, mismatches = check_output(opts.name, stdout, ctx)
    failures += mismatches
    where = f"(wave{opts.warp_size}, {'xlate CPU backend' if ctx.backend == 'cpu' else 'NVIDIA GPU output'})"
    if failures:
        print(f"{opts.name}: {checked} values checked, {len(mismatches)} mismatch(es) {where}")
        for line in failures:
            print(f"  {line}")
        return 1
    print(f"{opts.name}: {checked} values checked, all match {where}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
