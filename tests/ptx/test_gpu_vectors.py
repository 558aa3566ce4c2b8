"""The lowered code against REAL NVIDIA H100 results of the original PTX (recorded by gpu_record.py,
fixtures/nvidia_h100/ptx_vectors.json.xz, provenance inside), over the same seeded vectors.

Per case: the vectors are regenerated and must hash to the recorded digest; the GPU's results must
agree with the model (tests/ptx/ptx_model.py), and the lowered code's results (host harness, shared
with test_forms.py) must agree with the GPU's. Agreement is bit-exact, except that any NaN matches
any NaN where the case says so (NaN payloads and signs are unspecified), and `.approx` forms, which
are compared within error bounds (below)."""

from __future__ import annotations

import math
import struct

import pytest
from gpu_record import case_key, input_digest, load_fixture
from ptx_cases import CASES
from test_forms import _same

# .approx on the H100, measured over the recorded vectors: sin/cos meet the documented absolute error
# 2^-20.9 only for |x| <= pi; the error then grows with |x| (about |x| * 2^-22.7). lg2's error is
# relative to the result (2^-20.7 for normal inputs; subnormal inputs without .ftz: 2^-12.6).
GPU_APPROX = {
    "sin": lambda x, w: 2.0 ** -20.9 + abs(x) * 2.0 ** -22,
    "cos": lambda x, w: 2.0 ** -20.9 + abs(x) * 2.0 ** -22,
    "lg2": lambda x, w: 2.0 ** -22.6 + abs(w) * (2.0 ** -20 if abs(x) >= 2.0 ** -126 else 2.0 ** -12),
}


@pytest.fixture(scope="module")
def recorded():
    return load_fixture()


def _f32(b: int) -> float:
    return struct.unpack("<f", struct.pack("<I", b & 0xFFFFFFFF))[0]


def _f64(b: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def _gpu_approx_ok(form: str, x_bits: int, gpu: int, want: int) -> bool:
    """GPU .approx result against the exact value: the documented bound (test_forms._same) or, for
    the forms in GPU_APPROX, the measured envelope."""
    op = form.split(".")[0]
    if op not in GPU_APPROX:
        return False
    x, g, w = _f32(x_bits), _f32(gpu), _f64(want)
    if math.isnan(w) or math.isinf(w):
        return math.isnan(g) if math.isnan(w) else g == w
    return abs(g - w) <= GPU_APPROX[op](x, w) + 2.0 ** (math.frexp(w)[1] - 25)


def test_provenance(recorded):
    prov = recorded["provenance"]
    for words in ("NVIDIA H100", "nvcc", "date:", "command:"):
        assert words in prov, prov
    assert recorded["n_vectors"] >= 1000


@pytest.mark.parametrize("idx", range(len(CASES)), ids=[c.form for c in CASES])
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
            if case.cmp.startswith("approx:"):
                # GPU vs exact value within its bound; lowered vs GPU within the sum of both bounds
                if not (_same(case, case.outs[k], g_out[k], want[k])
                        or _gpu_approx_ok(case.form, vec[0], g_out[k], want[k])):
                    model_bad.append((vec, k, g_out[k], want[k]))
                gv, lv = _f32(g_out[k]), _f32(got[k])
                if not (gv == lv or (math.isnan(gv) and math.isnan(lv))
                        or abs(gv - lv) <= 2 * max(abs(gv - _f64(want[k])), 2.0 ** -126) + abs(lv - _f64(want[k]))):
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
