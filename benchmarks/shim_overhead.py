"""Per-call overhead of xlate.runtime_shim against calling the backend directly (cpu backend).

    .venv/bin/python benchmarks/shim_overhead.py [--calls 20000]

For each call: the shim's cuda-python-style function vs the same HIP function of libxlate_hipcpu.so
called through ctypes (what the shim does underneath), in microseconds per call, and the difference.
Prints figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import time

import numpy as np


def per_call(fn, n: int) -> float:
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - t0) / n * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--calls", type=int, default=20000)
    n = ap.parse_args().calls
    os.environ.setdefault("XLATE_SHIM_BACKEND", "cpu")
    from xlate.runtime_shim import _backend, driver

    driver.cuInit(0)
    _, ctx = driver.cuCtxCreate(0, 0)
    lib = _backend.get().lib  # the runtime library the shim drives
    host = np.zeros(256, np.uint8)
    _, d = driver.cuMemAlloc(256)
    dp = ctypes.c_void_p(int(d))
    hp = ctypes.c_void_p(host.ctypes.data)
    _, s = driver.cuStreamCreate(0)
    sp = ctypes.c_void_p(int(s))
    attr = driver.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_WARP_SIZE
    hip_attr = _backend.get().hip_attrs["hipDeviceAttributeWarpSize"]
    v = ctypes.c_int()

    def alloc_free_shim():
        _, p = driver.cuMemAlloc(256)
        driver.cuMemFree(p)

    def alloc_free_direct():
        p = ctypes.c_void_p()
        lib.hipMalloc(ctypes.byref(p), 256)
        lib.hipFree(p)

    cases = [
        ("cuDeviceGetAttribute / hipDeviceGetAttribute", lambda: driver.cuDeviceGetAttribute(attr, 0),
         lambda: lib.hipDeviceGetAttribute(ctypes.byref(v), hip_attr, 0)),
        ("cuMemcpyHtoD 256 B / hipMemcpy", lambda: driver.cuMemcpyHtoD(d, host, 256),
         lambda: lib.hipMemcpy(dp, hp, 256, 1)),
        ("cuMemcpyDtoHAsync 256 B / hipMemcpyAsync", lambda: driver.cuMemcpyDtoHAsync(host, d, 256, s),
         lambda: lib.hipMemcpyAsync(hp, dp, 256, 2, sp)),
        ("cuStreamSynchronize / hipStreamSynchronize", lambda: driver.cuStreamSynchronize(s),
         lambda: lib.hipStreamSynchronize(sp)),
        ("cuMemAlloc+cuMemFree / hipMalloc+hipFree", alloc_free_shim, alloc_free_direct),
    ]
    print(f"{'call':48} {'shim us':>9} {'direct us':>10} {'overhead us':>12}")
    for name, shim, direct in cases:
        per_call(shim, n // 10)  # warm up
        t_shim, t_direct = per_call(shim, n), per_call(direct, n)
        print(f"{name:48} {t_shim:9.2f} {t_direct:10.2f} {t_shim - t_direct:12.2f}")
    driver.cuStreamDestroy(s)
    driver.cuMemFree(d)
    driver.cuCtxDestroy(ctx)


if __name__ == "__main__":
    main()
