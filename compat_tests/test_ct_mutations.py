"""Mutation score: each deliberate translation bug (runner.MUTATIONS), applied to xlate's output of the
cases that pass unmutated, makes at least one case fail on the cpu backend. The score is printed."""

from __future__ import annotations

import pytest
import runner


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
    print(f"\nmutation score: {caught}/{len(results)} ({100 * caught // len(results)}%)")
    for r in results.values():
        print(f"  {r.name}: {'caught by ' + r.caught_by if r.caught_by else 'NOT caught'} "
              f"({len(r.tried)} case runs tried)")
    return results


@pytest.mark.parametrize("name", list(runner.MUTATIONS))
def test_mutation_is_caught(mutation_results, name):
    r = mutation_results[name]
    assert r.tried, f"mutation {name!r} changes no passing case's translation; the suite cannot judge it"
    assert r.caught_by is not None, f"mutation {name!r} survived every case: {', '.join(r.tried)}"


def test_mutation_score_is_100_percent(mutation_results):
    assert len(mutation_results) >= 6
    assert all(r.caught_by for r in mutation_results.values())


def test_mutations_change_text_as_described():
    src = ("__syncthreads();\nx = __ballot_sync(m, p);\ny = __shfl_down_sync(m, v, 1);\n"
           "z = t.ballot(q);\nhipLaunchKernelGGL(k, g, b, 0, 0, a);\nhipMemcpy(d, h, n, hipMemcpyHostToDevice);\n")
    assert "__syncthreads" not in runner.mut_drop_syncthreads(src)
    assert "(m) & 0x0000ffff0000ffffULL" in runner.mut_halve_ballot_mask(src)
    assert "__shfl_down_sync(m, v, 1, 16)" in runner.mut_shuffle_width(src)
    out = runner.mut_ballot_32bit(src)
    assert "((unsigned int)__ballot(p))" in out and "((unsigned int)__ballot(q))" in out
    assert "xlate_mut_g.x -= 1" in runner.mut_launch_grid_minus_one(src)
    assert "hipMemcpyDeviceToHost" in runner.mut_memcpy_kind(src)
    for m in runner.MUTATIONS.values():
        assert m(src).count("\n") == src.count("\n")
