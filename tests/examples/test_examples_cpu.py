"""The bundled CUDA examples run on xlate's CPU backend at wave64 and wave32 and print what their numpy
oracles (examples/cuda/*/oracle.py) compute independently; the oracles accept the original programs'
output on a real NVIDIA GPU and reject corrupted copies of it (they have teeth).

Every example is translated, built and run once per warp size (`xlate run`, as a user would), two at a
time in a thread pool started by the first test that needs a result; the CPU runtime library is built
once up front so the parallel runs share it from XLATE_CACHE.
"""

from __future__ import annotations

import re
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest
from examplehelp import REPO

sys.path.insert(0, str(REPO / "examples"))
import check  # examples/check.py, the name the oracles import it by

NAMES = check.example_names()
WARP_SIZES = (64, 32)
NVIDIA = Path(__file__).parent / "fixtures" / "nvidia_h100"


class KnownFailure(Exception):
    """The run failed exactly the way a known, reported bug makes it fail."""


# (example, warp size) -> (reason naming the cause and its owner, stderr pattern of that failure).
# Each is xfail(strict=True, raises=KnownFailure): a pass, or a failure for any other reason, fails.
KNOWN = {
}


def _params():
    for name in NAMES:
        for ws in WARP_SIZES:
            marks = []
            if (name, ws) in KNOWN:
                marks.append(pytest.mark.xfail(strict=True, raises=KnownFailure, reason=KNOWN[name, ws][0]))
            yield pytest.param(name, ws, marks=marks, id=f"{name}-wave{ws}")


@pytest.fixture(scope="module")
def runs():
    """(name, warp size) -> Future of check.RunResult; all runs submitted at once, two in parallel."""
    from xlate.cpu.build import runtime_library

    runtime_library()  # build (or find) the shared runtime once, before the parallel runs
    pool = ThreadPoolExecutor(max_workers=2)
    futures: dict[tuple[str, int], Future] = {
        (name, ws): pool.submit(check.run_example, name, ws) for name in NAMES for ws in WARP_SIZES}
    yield futures
    pool.shutdown(wait=True, cancel_futures=True)


@pytest.mark.parametrize(("name", "warp_size"), list(_params()))
def test_example_on_cpu_backend(runs, name, warp_size):
    result = runs[name, warp_size].result()
    checked, mismatches = check.check_output(name, result.stdout, check.Context(warp_size=warp_size))
    failed = result.returncode != 0 or mismatches
    if failed and (name, warp_size) in KNOWN and re.search(KNOWN[name, warp_size][1], result.stderr):
        raise KnownFailure(result.stderr.strip().splitlines()[0] if result.stderr.strip() else "")
    assert result.returncode == 0, (f"exit {result.returncode} from: {' '.join(result.command)}\n"
                                    f"{result.stderr[-3000:]}")
    assert mismatches == [], "\n".join(mismatches)
    assert checked == len(check.load_oracle(name).expected(check.Context(warp_size=warp_size)))


def test_every_example_has_an_oracle():
    assert len(NAMES) >= 16
    for name in NAMES:
        assert callable(getattr(check.load_oracle(name), "expected", None)), name


@pytest.mark.parametrize("name", NAMES)
def test_oracle_accepts_real_cuda_output(name):
    """The oracle agrees with the original program run on an NVIDIA H100 (fixtures/nvidia_h100)."""
    stdout = (NVIDIA / f"{name}.out").read_text()
    checked, mismatches = check.check_output(name, stdout, check.Context(warp_size=32, backend="cuda"))
    assert mismatches == []
    assert checked == len(stdout.splitlines())


def corrupt(text: str, expect: check.Expect) -> str:
    """A wrong value of the same form: numbers move by max(1, 1%) in the printed precision."""
    if isinstance(expect, check.Shape):
        return "-" + text if text[:1].isdigit() else ""
    first, _, rest = text.partition(" ")
    if not re.fullmatch(r"[-+]?\d+(\.\d*)?([eE][-+]?\d+)?", first):
        return "not-" + text
    value = float(first)
    wrong = value + max(1.0, abs(value) * 0.01)
    if "e" in first.lower():
        digits = len(first.lower().split("e")[0].partition(".")[2])
        new = f"{wrong:.{digits}e}"
    elif "." in first:
        new = f"{wrong:.{len(first.partition('.')[2])}f}"
    else:
        new = str(int(wrong))
    return f"{new} {rest}" if rest else new


@pytest.mark.parametrize("name", NAMES)
def test_oracle_has_teeth(name):
    """Every line of a correct output, changed alone, is reported; so are a dropped and an extra line."""
    ctx = check.Context(warp_size=32, backend="cuda")
    expectations = check.load_oracle(name).expected(ctx)
    lines = (NVIDIA / f"{name}.out").read_text().splitlines()
    for k, line in enumerate(lines):
        key, _, value = line.partition(": ")
        bad = corrupt(value, expectations[key])
        assert bad != value
        corrupted = "\n".join([*lines[:k], f"{key}: {bad}", *lines[k + 1:]])
        _, mismatches = check.compare(corrupted, expectations)
        assert any(m.startswith(f"{key}:") for m in mismatches), f"{key}: {value} -> {bad} not reported"
        _, mismatches = check.compare("\n".join(lines[:k] + lines[k + 1:]), expectations)
        assert mismatches == [f"{key}: missing (expected {expectations[key].describe()})"]
    _, mismatches = check.compare("\n".join([*lines, "surprise: 1"]), expectations)
    assert mismatches == ["surprise: printed but no oracle expectation (value '1')"]


def test_compare_rejects_malformed_output():
    expectations = {"a": check.Exact(1), "b": check.Exact("yes")}
    _, mismatches = check.compare("a: 1\nb: yes\nno colon here\na: 1\n", expectations)
    assert mismatches == ["line 3: not a 'name: value' line: 'no colon here'", "line 4: 'a' printed twice"]
    checked, mismatches = check.compare("a: 1.0\nb: yes", expectations)
    assert (checked, mismatches) == (2, ["a: '1.0' is not an integer"])


@pytest.mark.parametrize(("text", "quantum"), [
    ("180.5", 0.05), ("7", 0.5), ("-0.639450", 5e-7), ("1.837e-05", 5e-9), ("2.5E+03", 50.0)])
def test_print_quantum(text, quantum):
    assert check.print_quantum(text) == pytest.approx(quantum)


def test_near_allows_tolerance_plus_printing():
    near = check.Near(1.0, abs=1e-3)  # allowed: 1e-3 + half of the printed 1e-4 = 1.05e-3
    assert near.check("1.0010") is None
    assert near.check("0.9990") is None
    assert near.check("1.0011") is not None
    assert check.Near(1.04).check("1.0") is None  # "%.1f" of 1.04: half a unit of 0.1 allowed
    assert check.Near(1.06).check("1.0") is not None
    assert near.check("nan") is not None and near.check("x") is not None
    assert check.AtMost(1e-3).check("1.100e-03") is not None
    assert check.AtMost(1e-3).check("9.000e-04") is None
    assert check.AtMost(1e-3).check("-1.0e-04") is not None


def test_check_cli_on_captured_output(tmp_path, capsys):
    out = tmp_path / "vector_add.out"
    out.write_text((NVIDIA / "vector_add.out").read_text())
    assert check.main(["vector_add", "--stdout", str(out), "--backend", "cuda", "--warp-size", "32"]) == 0
    assert "vector_add: 6 values checked, all match" in capsys.readouterr().out
    out.write_text(out.read_text().replace("c[12345]: 180.5", "c[12345]: 180.6"))
    assert check.main(["vector_add", "--stdout", str(out), "--backend", "cuda", "--warp-size", "32"]) == 1
    assert "c[12345]: '180.6' != '180.5'" in capsys.readouterr().out
