"""Mutation score. Two kinds of mutants, both of which must be killed by a WRONG RESULT — a mutant
whose code does not compile is counted apart and never as caught:

- text mutants (runner.MUTATIONS): deliberate translation bugs applied to xlate's output of the cases
  that pass unmutated (warp operations, launches, memcpy kinds);
- source mutants (tools/mutation_score.MUTANTS): plausible bugs in xlate itself — swapped rows of the
  API mapping table, wrong math rows (rounding, bases), off-by-one PTX lowerings — applied to a private
  copy of the xlate package that then translates the cases.

Here a representative slice of the source mutants runs on at most two affected cases each (CI has two
cores); `python compat_tests/tools/mutation_score.py` runs them all on every affected case and prints,
per mutant, how many cases killed it and how many let it through."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest
import runner

import xlate.conformance.mutations as ct_mutations

sys.path.insert(0, str(Path(__file__).resolve().parent / "tools"))
import mutation_score as ms

SLICE = ["memcpy D2H row maps to H2D", "__float2int_rn rounds toward zero", "setp.lt (float) lowered as <=",
         "add.cc loses the second carry", "atomicMin row maps to atomicMax"]


@pytest.fixture(scope="module")
def mutation_results(suite):
    candidates = []
    for name in sorted(suite.cases):
        run = suite.run(name)
        if run.translated is None:
            continue
        for ws in (64, 32):
            out = run.outcomes.get(f"wave{ws}")
            if out is not None and out.passed:
                candidates.append((run.translated, ws))
    results = {n: runner.hunt_mutation(n, m, candidates) for n, m in runner.MUTATIONS.items()}
    caught = sum(r.caught_by is not None for r in results.values())
    print(f"\nmutation score (text mutants): {caught}/{len(results)} ({100 * caught // len(results)}%)")
    for r in results.values():
        print("  " + r.summary())
    return results


@pytest.mark.parametrize("name", list(runner.MUTATIONS))
def test_mutation_is_caught(mutation_results, name):
    r = mutation_results[name]
    assert r.tried, f"mutation {name!r} changes no passing case's translation; the suite cannot judge it"
    assert r.caught_by is not None, (f"mutation {name!r} was never killed by a wrong result: let through by "
                                     f"{r.let_through}, build failed in {r.build_failed}")


def test_mutation_score_is_100_percent(mutation_results):
    assert len(mutation_results) >= 6
    assert all(r.caught_by for r in mutation_results.values())


def test_a_mutant_that_does_not_build_is_not_caught(monkeypatch, tmp_path):
    """A build failure is no verdict on semantics: counted as build_failed, never as a kill."""
    case = runner.load_case(runner.CASES / "warp_lane_ids")
    src = tmp_path / "a.hip"
    src.write_text("__syncthreads();\n")
    tr = runner.Translated(case, tmp_path, [src], [tmp_path], {src: src.read_text()})

    def no_build(*a, **k):
        raise RuntimeError("the host compiler rejected the program")

    monkeypatch.setattr(ct_mutations, "cpu_build", no_build)
    r = runner.hunt_mutation("drop __syncthreads", runner.mut_drop_syncthreads, [(tr, 64), (tr, 32)],
                             exhaustive=True)
    assert r.caught_by is None and r.killed_by == []
    assert r.build_failed == ["warp_lane_ids/wave64", "warp_lane_ids/wave32"]
    # and the source-mutant judge says the same
    verdict, _ = ms.judge(tr, 64, None, runner)
    assert verdict == "build failed"
    res = ms.MutantResult(ms.MUTANTS[0], {"warp_lane_ids": verdict})
    assert not res.killed and "SURVIVED" in res.line()


def test_shuffle_width_mutant_builds_in_cg_tile_shfl(tmp_path):
    """The shuffle-width mutant narrows the declared tile type with the partition: before, it turned
    `thread_block_tile<32> t = tiled_partition<32>(b)` into a type mismatch, so cg_tile_shfl never
    judged it (build failed in both warp sizes); now the case builds it, runs it and kills it."""
    case = runner.load_case(runner.CASES / "cg_tile_shfl")
    tr = runner.translate_case(case, tmp_path / "w")
    r = runner.hunt_mutation("wrong shuffle width", runner.mut_shuffle_width, [(tr, 64), (tr, 32)],
                             exhaustive=True)
    assert r.build_failed == [] and r.killed_by == ["cg_tile_shfl/wave64", "cg_tile_shfl/wave32"], r.summary()


def test_a_passing_mutant_is_counted_as_let_through(monkeypatch, tmp_path):
    case = runner.load_case(runner.CASES / "warp_lane_ids")
    src = tmp_path / "a.hip"
    src.write_text("__syncthreads();\n")
    tr = runner.Translated(case, tmp_path, [src], [tmp_path], {src: src.read_text()})
    monkeypatch.setattr(ct_mutations, "cpu_build", lambda *a, **k: (Path("/bin/true"), 0.0, True))
    monkeypatch.setattr(ct_mutations, "run_exe", lambda exe, c: runner.RunResult(0, "", "", 0.0, []))
    monkeypatch.setattr(ct_mutations, "check_run", lambda c, res: [])
    r = runner.hunt_mutation("drop __syncthreads", runner.mut_drop_syncthreads, [(tr, 64), (tr, 32)],
                             exhaustive=True)
    assert r.caught_by is None and r.let_through == ["warp_lane_ids/wave64", "warp_lane_ids/wave32"]


def test_source_mutants_apply_to_the_current_code(tmp_path):
    """At least 20 mutants in all, covering math, PTX lowering and API mapping; each source mutant's
    text occurs exactly once in today's xlate (a mutant that no longer applies would rot silently),
    and each affects at least one conformance case."""
    assert len(runner.MUTATIONS) + len(ms.MUTANTS) >= 20
    assert {"math", "ptx lowering", "api mapping"} <= {m.kind for m in ms.MUTANTS}
    cases = runner.load_cases()
    root = tmp_path / "repo"
    for m in ms.MUTANTS:
        f = root / m.path
        if not f.is_file():
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_bytes((ms.ROOT / m.path).read_bytes())
        before = f.read_text()
        ms.apply_mutant(m, root)
        assert f.read_text() != before
        f.write_text(before)
        assert ms.affected_cases(m, cases), f"mutant {m.name!r}: no case uses the code it mutates"
    with pytest.raises(ValueError, match="exactly once"):
        ms.apply_mutant(ms.SourceMutant("x", "math", ms.MUTANTS[0].path, "no such text", "", ""), root)


@pytest.fixture(scope="module")
def source_slice():
    cases = [c for c in runner.load_cases() if not c.xfail]
    chosen = [m for m in ms.MUTANTS if m.name in SLICE]
    assert len(chosen) == len(SLICE)
    need = {c.name for m in chosen for c in ms.affected_cases(m, cases)[:2]}
    with tempfile.TemporaryDirectory(prefix="ct-mutbase-") as tmp:
        base = ms.baseline_digests([c for c in cases if c.name in need], Path(tmp))
    results = {m.name: ms.run_mutant(m, cases, base, 64, max_cases=2) for m in chosen}
    print(f"\nmutation score (source mutants, CI slice): {ms.score(list(results.values()))}")
    for r in results.values():
        print("  " + r.line())
    return results


@pytest.mark.parametrize("name", SLICE)
def test_source_mutant_killed_by_a_wrong_result(source_slice, name):
    r = source_slice[name]
    assert r.verdicts, f"{name}: no affected case was run"
    assert r.killed, f"{name}: not killed by a wrong result: {r.verdicts} {r.messages}"


INT_SETP = ["setp.lt (int) lowered as <=", "setp.ge (int) lowered as >"]


@pytest.mark.parametrize("name", INT_SETP)
def test_integer_setp_mutant_killed_by_ptx_setp_int(name):
    """The off-by-one integer setp lowerings change a result only for EQUAL operands, which no recorded
    PTX case compares where the result shows (ptx_predicates and ptx_loop_labels let them through);
    ptx_setp_int (every integer setp form over all pairs of boundary values, numpy oracle) kills both
    by a wrong result."""
    case = runner.load_case(runner.CASES / "ptx_setp_int")
    m = next(m for m in ms.MUTANTS if m.name == name)
    assert ms.affected_cases(m, [case]) == [case]
    with tempfile.TemporaryDirectory(prefix="ct-mutbase-") as tmp:
        base = ms.baseline_digests([case], Path(tmp))
    r = ms.run_mutant(m, [case], base, 64)
    assert r.verdicts == {"ptx_setp_int": "killed"}, (r.verdicts, r.messages)
    assert "oracle: cmp" in r.messages["ptx_setp_int"] or "oracle: trips" in r.messages["ptx_setp_int"]
