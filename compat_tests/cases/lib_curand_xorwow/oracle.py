import importlib.util
from pathlib import Path

import numpy as np

# the cuRAND model of the library tests (published algorithms + the layout the H100 recordings show)
_MODEL = Path(__file__).resolve().parents[3] / "tests" / "libs" / "curand_model.py"
_spec = importlib.util.spec_from_file_location("ct_curand_model", _MODEL)
model = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(model)


def expected():
    g = model.HostGenerator("XORWOW", 20261127, 3)
    u = g.call("uniform", 24) + g.call("uniform", 24)
    out = {"signed_uniform": [np.float32(np.float32(2.0) * np.float32(v) - np.float32(1.0)) for v in u]}
    assert g.status("normal", 23) == model.STATUS_LENGTH_NOT_MULTIPLE
    out["odd_normal_status"] = ["LENGTH_NOT_MULTIPLE"]
    g = model.HostGenerator("XORWOW", 42, 0)
    out["normal_1_2"] = g.call("normal", 24, 1.0, 2.0)
    out["uniform_double_after"] = g.call("uniform_double", 24)
    return out
