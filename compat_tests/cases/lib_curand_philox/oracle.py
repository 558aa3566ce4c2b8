import importlib.util
from pathlib import Path

import numpy as np

# the cuRAND model of the library tests (published algorithms + the layout the H100 recordings show)
_MODEL = Path(__file__).resolve().parents[3] / "tests" / "libs" / "curand_model.py"
_spec = importlib.util.spec_from_file_location("ct_curand_model", _MODEL)
model = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(model)


def expected():
    g = model.HostGenerator("PHILOX4_32_10", 0x1234ABCD, 6)
    raw = g.call("generate", 4096)
    bins = np.bincount(np.array(raw, dtype=np.uint64) >> 29, minlength=8)
    out = {"raw_first": raw[:20], "top3_histogram": [int(b) for b in bins]}
    out["uniform_next"] = [np.float32(v) for v in g.call("uniform", 20)]
    g = model.HostGenerator("PHILOX4_32_10", 7, 0)
    out["normal_double"] = g.call("normal_double", 20, -1.0, 0.5)
    out["log_normal"] = g.call("log_normal", 20, 0.0, 0.25)
    return out
