"""The suite's references are honest and its comparisons have teeth: every case has an oracle and/or
an NVIDIA recording with provenance, every oracle accepts the recorded H100 output, a corrupted value in
any printed key is reported, and ulp bounds cite CUDA's documented accuracy tables."""

from __future__ import annotations

import numpy as np
import pytest
import runner

CASES = runner.load_cases()
IDS = [c.name for c in CASES]
FEATURE_GROUPS = {
    "runtime API": "runtime-api", "2-D copies": "2d-copy", "streams": "streams", "events": "events",
    "errors": "errors", "shared memory": "shared-memory", "dynamic shared memory": "dynamic-shared-memory",
    "atomics": "atomics", "reductions": "reduction", "scans": "scan", "warp shuffles": "warp-shuffle",
    "warp votes": "warp-vote", "cooperative groups": "cooperative-groups", "math (ulp bounds)": "ulp-bounds",
    "templates": "templates", "functors": "functors", "lambdas": "lambdas", "constant memory": "constant-memory",
    "device printf": "device-printf", "multi-file programs": "multi-file", "half precision": "half-precision",
}


def test_suite_size_and_coverage():
    assert len(CASES) >= 60
    have = {f for c in CASES for f in c.features}
    missing = [name for name, feat in FEATURE_GROUPS.items() if feat not in have]
    assert missing == []


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_reference_with_provenance(case):
    """No reference without provenance: an oracle (code, run at test time) and/or a recording whose
    PROVENANCE.toml names the GPU, driver, CUDA version, date and command, and whose program exited as
    the case expects."""
    assert case.oracle_path.is_file() or (case.reference_dir / "stdout.txt").is_file()
    if case.reference_dir.exists():
        prov = runner.reference_provenance(case)
        assert prov is not None, f"{case.reference_dir} has no PROVENANCE.toml"
        for key in runner.PROVENANCE_KEYS:
            assert str(prov.get(key, "")).strip(), f"PROVENANCE.toml lacks {key}"
        assert "xlate" not in prov["gpu"].lower() and "cpu" not in prov["gpu"].lower()
        assert prov["exit_code"] == case.expect_exit
        assert (case.reference_dir / "stdout.txt").is_file()


def test_unrecorded_cases_say_why():
    """A case without an NVIDIA recording has an oracle and says why in case.toml (`unrecorded`, e.g.
    added on a machine without a GPU); a recorded case must not carry that note, so recording a case
    means deleting it, and a recording that goes missing is reported."""
    for case in CASES:
        note = str(case.raw.get("unrecorded", "")).strip()
        if (case.reference_dir / "stdout.txt").is_file():
            assert not note, f"{case.name}: recorded, but case.toml still says `unrecorded`"
        else:
            assert note, f"{case.name}: no reference/stdout.txt and no `unrecorded` reason in case.toml"
            assert case.oracle_path.is_file(), f"{case.name}: unrecorded and without an oracle"


RECORDED = [c for c in CASES if (c.reference_dir / "stdout.txt").is_file()]


@pytest.mark.parametrize("case", RECORDED, ids=[c.name for c in RECORDED])
def test_oracle_accepts_nvidia_output(case):
    """The oracle, written independently of the CUDA code, agrees with the original program on an H100."""
    ref = case.reference_dir / "stdout.txt"
    oracle = runner.oracle_expected(case)
    assert oracle is not None and ref.is_file()
    assert runner.compare_output(case, ref.read_text(), oracle) == []


def _corrupt_token(tok: str, c: runner.Compare) -> str:
    if c.kind == "exact":
        try:
            return str(int(tok) + 1)
        except ValueError:
            pass
        try:
            v = float(tok)
            return repr(v + max(1.0, abs(v)) * 1e-3) if np.isfinite(v) else "0"
        except ValueError:
            return tok + "x"
    v = float(tok)
    if not np.isfinite(v):
        return "0"
    # far beyond any bound used here: 1e-3 relative (> 8000 float32 ulp), and 1e-3 absolute
    return repr(v + max(abs(v) * 1e-3, 1e-3 if c.kind == "abs" else 1e-30))


def _oracle_as_output(case: runner.Case, oracle: dict) -> str:
    """The oracle's values printed in the programs' `key: values` form (for a case without a recording)."""
    lines = []
    for key, values in oracle.items():
        if case.compare_for(key).kind == "unordered":
            lines += [f"{key}: {v}" for v in values]
        else:
            lines.append(f"{key}: " + " ".join(str(v) for v in values))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_comparison_has_teeth(case):
    """Each key of the recorded output (the oracle's own values where there is no recording), with one
    value corrupted, is reported by the oracle comparison; so is a missing key and an unexpected one."""
    oracle = runner.oracle_expected(case)
    ref = case.reference_dir / "stdout.txt"
    text = ref.read_text() if ref.is_file() else _oracle_as_output(case, oracle)
    skip = case.library_lines  # a library's own messages (cuBLAS's XERBLA lines) are not keys
    lines = [ln for ln in text.splitlines() if skip is None or not skip.search(ln)]
    for k, line in enumerate(lines):
        key, _, rest = line.partition(":")
        c = case.compare_for(key)
        if c.kind == "unordered":
            bad = f"{key}: {rest.strip()} corrupted"
        else:
            toks = rest.split()
            if not toks:
                continue
            toks[0] = _corrupt_token(toks[0], c)
            bad = f"{key}: {' '.join(toks)}"
        corrupted = "\n".join([*lines[:k], bad, *lines[k + 1:]])
        msgs = runner.compare_output(case, corrupted, oracle)
        assert any(m.startswith(key) for m in msgs), f"{line[:80]!r} -> {bad[:80]!r} not reported"
    missing_key = lines[0].partition(":")[0]
    kept = "\n".join(ln for ln in lines if ln.partition(":")[0] != missing_key)
    assert f"{missing_key}: not printed" in runner.compare_output(case, kept, oracle)
    assert any("surprise" in m for m in runner.compare_output(case, text + "\nsurprise: 1\n", oracle))


def test_ulp_bounds_cite_cuda_tables():
    n = 0
    for case in CASES:
        for key, c in case.compares.items():
            if c.kind == "ulp":
                n += 1
                assert "CUDA C++ Programming Guide" in c.source and "ulp" in c.source, (case.name, key)
    assert n >= 40


def _case(compares: dict) -> runner.Case:
    return runner.Case("unit", runner.CASES, [], [], [], compares, runner.Compare(), 0, {}, [], "")


def test_ulp_comparison_boundary():
    """A documented bound of b ulp admits floats within b + 1/2 ulp of the exact value, not farther."""
    c = runner.Compare("ulp", 2, "float32", "t")
    exact = np.longdouble(1) / 3
    u = np.longdouble(np.spacing(np.float32(1 / 3)))
    f = np.float32(exact)
    steps = []
    for _ in range(6):  # walk up from the correctly rounded value one float at a time
        steps.append((f, abs(np.longdouble(f) - exact) / u))
        f = np.nextafter(f, np.float32(1))
    inside = [v for v, err in steps if err <= 2.5]
    outside = [v for v, err in steps if err > 2.5]
    assert inside and outside
    assert runner.compare_key("k", [f"{inside[-1]:.9g}"], [exact], c) == []
    assert runner.compare_key("k", [f"{outside[0]:.9g}"], [exact], c) != []
    assert c.widened().tol == 4.5
    assert runner.compare_key("k", [f"{outside[0]:.9g}"], [exact], c.widened()) == []


def test_exact_and_unordered_comparisons():
    case = _case({"u": runner.Compare("unordered")})
    assert runner.compare_output(case, "u: b\nu: a\nn: 1 2\n", {"u": ["a", "b"], "n": [1, 2]}) == []
    msgs = runner.compare_output(case, "u: a\nu: a\nn: 1 3\n", {"u": ["a", "b"], "n": [1, 2]})
    assert any(m.startswith("u: unordered lines differ") for m in msgs)
    assert "n[1]: got 3, expected 2 (exact)" in msgs
    assert runner.compare_output(case, "n: 0.1\n", {"n": [np.float32(0.1)]}) == []
    assert runner.compare_output(case, "n: 0.100000001\n", {"n": [np.float32(0.1)]}) == []  # same float32
    assert runner.compare_output(case, "n: 0.10000001\n", {"n": [np.float32(0.1)]}) != []
    assert runner.compare_output(case, "garbage line\n", {}) == ["line not in `key: values` form: 'garbage line'"]


def test_library_lines_dropped_only_for_their_library():
    """cuBLAS's XERBLA message is left out of a cuBLAS case's output and nothing else is: the same line
    in a case without cuBLAS, or a key line that merely mentions it, is still judged."""
    xerbla = " ** On entry to SGEMM  parameter number 4 had an illegal value"
    blas = runner.load_case(runner.CASES / "lib_cublas_errors")
    fft = runner.load_case(runner.CASES / "lib_cufft_errors")
    blas_text = (blas.reference_dir / "stdout.txt").read_text()
    assert xerbla in blas_text.splitlines()  # the recording holds such lines
    assert runner.compare_output(blas, blas_text, runner.oracle_expected(blas)) == []
    fft_oracle = runner.oracle_expected(fft)
    fft_text = _oracle_as_output(fft, fft_oracle)
    assert runner.compare_output(fft, fft_text, fft_oracle) == []
    assert runner.compare_output(fft, xerbla + "\n" + fft_text, fft_oracle) == [
        f"line not in `key: values` form: {xerbla!r}"]
    assert blas.library_lines is not None and not blas.library_lines.search("gemm_k0: " + xerbla)
