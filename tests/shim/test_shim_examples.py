"""The examples in examples/python run on the cpu backend; results checked against numpy here."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys

import numpy as np
from shim_helpers import REPO

EXAMPLES = REPO / "examples" / "python"


def _load(name: str):
    sys.path.insert(0, str(EXAMPLES))
    try:
        spec = importlib.util.spec_from_file_location(f"shim_example_{name}", EXAMPLES / f"{name}.py")
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod
    finally:
        sys.path.remove(str(EXAMPLES))


def test_canonical_driver_nvrtc_flow_as_a_script():
    """cuda-python's saxpy sample with only the import changed, run as its own process."""
    env = dict(os.environ, XLATE_SHIM_BACKEND="cpu")
    proc = subprocess.run([sys.executable, str(EXAMPLES / "vector_add.py")], capture_output=True, text=True,
                          timeout=300, env=env, cwd=REPO, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "saxpy: max abs error 0" in proc.stdout and "PASSED" in proc.stdout


def test_reduction():
    partial, total, _, _ = _load("reduction").main(n=10000, threads=128)
    rng_in = np.random.default_rng(7).standard_normal(10000).astype(np.float32).astype(np.float64)
    blocks = (10000 + 255) // 256
    padded = np.zeros(blocks * 256)
    padded[:10000] = rng_in
    assert np.allclose(partial, padded.reshape(blocks, 256).sum(axis=1), rtol=1e-5, atol=1e-4)
    assert abs(total - rng_in.sum()) < 1e-2


def test_several_kernels_from_one_source():
    lowered, out_i, out_d = _load("multi_kernel").main(n=1000)
    # Itanium manglings, as NVCC/NVRTC lower these names.
    assert lowered == {b"ops::square": b"_ZN3ops6squareEPii",
                       b"ops::add_k<double, 3>": b"_ZN3ops5add_kIdLi3EEEvPKiPT_i"}
    ref = np.arange(1000, dtype=np.int64) ** 2
    assert np.array_equal(out_i, ref)
    assert np.array_equal(out_d, ref + 3.0)


def test_streams_and_events():
    from xlate.runtime_shim import driver

    result, ms, query = _load("streams_events").main(n=1 << 14)
    x = np.arange(1 << 14, dtype=np.float32)
    assert np.array_equal(result, 3.0 * (2.0 * x + 1.0) - 1.0)
    assert ms >= 0.0 and query == driver.CUresult.CUDA_SUCCESS


def test_runtime_api_flavour():
    from xlate.runtime_shim import runtime

    count, prop, result, ms, last = _load("runtime_api").main(n=5000)
    assert count == 1 and prop.name.startswith(b"xlate CPU backend")
    x = np.linspace(0, 1, 5000, dtype=np.float32)
    assert np.allclose(result, 3.0 * x + 1.0, rtol=1e-6)
    assert ms >= 0.0 and last == runtime.cudaError_t.cudaSuccess
