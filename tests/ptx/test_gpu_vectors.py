"""The lowered code against REAL NVIDIA H100 results of the original PTX (recorded by gpu_record.py,
fixtures/nvidia_h100/ptx_vectors.json.xz, provenance inside), over the same seeded vectors.

Per case: the vectors are regenerated and must hash to the recorded digest; the GPU's results must
agree with the model (tests/ptx/ptx_model.py), and the lowered code's results (host harness, shared
with test_forms.py) must agree with the GPU's. Agreement is bit-exact, except that any NaN matches
any NaN where the case says so (NaN payloads and signs are unspecified), and `.approx` forms, which
are compared with the exact value within the error bounds the PTX ISA documents (approx_bounds.py;
the rule itself is tested in test_approx_bounds.py)."""

from __future__ import annotations

import pytest
from approx_bounds import approx_ok
from gpu_record import case_key, input_digest, load_fixture
from ptx_cases import AWAITING_H100, CASES
from test_forms import _same


@pytest.fixture(scope="module")
def recorded():
    return load_fixture()


# Recorded H100 results that break the PTX ISA's documented bound, each with the reason it is kept;
# empty: every recorded .approx result lies within its documented bound (approx_bounds.py).
GPU_OUTSIDE_ISA_BOUND: dict[tuple[str, int], str] = {}


def test_provenance(recorded):
    prov = recorded["provenance"]
    for words in ("NVIDIA H100", "nvcc", "date:", "command:"):
        assert words in prov, prov
    assert recorded["n_vectors"] >= 1000


RECORDED = [i for i, c in enumerate(CASES) if c.form not in AWAITING_H100]


def test_only_the_listed_cases_await_a_recording(recorded):
    """Cases added while no H100 was lent (ptx_cases.AWAITING_H100, checked against the ISA model only)
    are exactly the unrecorded ones: a new case needs a recording or a place on that list, and a case
    recorded since must leave it (so it is compared with the GPU below)."""
    unrecorded = {c.form for c in CASES if recorded["cases"].get(case_key(c)) is None}
    assert unrecorded == set(AWAITING_H100)


@pytest.mark.parametrize("idx", RECORDED, ids=[CASES[i].form for i in RECORDED])
def test_lowered_matches_gpu(results, recorded, idx):
    case = CASES[idx]
    rec = recorded["cases"].get(case_key(case))
    assert rec is not None, (f"{case.form}: no H100 recording for this case; re-record with "
                             "tests/ptx/gpu_record.py (see its docstring)")
    inputs, outs = results[idx]
    n = recorded["n_vectors"]
    assert len(inputs) == n and input_digest(inputs) == rec["digest"], \
        f"{case.form}: the vectors are not the ones recorded on the GPU; re-record"
    no = rec["outs"]
    gpu = [int(x, 16) for x in rec["bits"]]
    model_bad, lowered_bad = [], []
    for j, (vec, got) in enumerate(zip(inputs, outs)):
        g_out = gpu[j * no:(j + 1) * no]
        want = case.ref(*vec)
        for k in range(no):
            if case.cmp == "approx":
                # the GPU and the lowered code, each against the EXACT value within the ISA's bound
                # (so they agree with each other within twice that bound)
                if (not approx_ok(case.form, vec[0], g_out[k], want[k])
                        and (case.form, vec[0]) not in GPU_OUTSIDE_ISA_BOUND):
                    model_bad.append((vec, k, g_out[k], want[k]))
                if not approx_ok(case.form, vec[0], got[k], want[k]):
                    lowered_bad.append((vec, k, got[k], g_out[k]))
                continue
            if not _same(case, case.outs[k], g_out[k], want[k]):
                model_bad.append((vec, k, g_out[k], want[k]))
            if not _same(case, case.outs[k], got[k], g_out[k]):
                lowered_bad.append((vec, k, got[k], g_out[k]))
    msg = []
    if model_bad:
        msg.append(f"model disagrees with the H100 on {len(model_bad)} vectors, e.g. " + "; ".join(
            f"in={tuple(hex(x) for x in v)} out{k}: GPU {g:#x}, model {w:#x}" for v, k, g, w in model_bad[:4]))
    if lowered_bad:
        msg.append(f"lowered code disagrees with the H100 on {len(lowered_bad)} vectors, e.g. " + "; ".join(
            f"in={tuple(hex(x) for x in v)} out{k}: lowered {g:#x}, GPU {w:#x}" for v, k, g, w in lowered_bad[:4]))
    assert not msg, f"{case.form}: " + " | ".join(msg)
