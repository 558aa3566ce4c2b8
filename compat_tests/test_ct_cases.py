"""Every conformance case, translated by xlate, matches its references on every target: the cpu
backend at wave64 and wave32 (against the numpy oracle and the NVIDIA H100 recording), a gfx942 build
verified by xlate.toolchain.verify, and the amd backend where one exists. Known failures are
xfail(strict=True) and count only when the failure matches the case's stated cause (case.toml [xfail])."""

from __future__ import annotations

import pytest
import runner


class KnownFailure(Exception):
    """The target failed exactly the way the case's [xfail] entry says."""


def _params():
    targets = runner.default_targets()
    for case in runner.load_cases():
        for t in targets:
            marks = []
            if t in case.xfail:
                marks.append(pytest.mark.xfail(strict=True, raises=KnownFailure, reason=case.xfail[t][0]))
            yield pytest.param(case.name, t, marks=marks, id=f"{case.name}-{t}")


@pytest.mark.parametrize(("name", "target"), list(_params()))
def test_case(suite, name, target):
    run = suite.run(name)
    out = run.outcomes[target]
    if runner.xfail_matches(run.case, out):
        raise KnownFailure(out.messages[0][:300])
    assert out.passed, f"{name} on {target}:\n{out.failure_text[-4000:]}"
