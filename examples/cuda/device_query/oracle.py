"""Oracle for device_query (see examples/check.py for the interface).

The device lines describe the device, so what can be checked depends on what ran the program:

* backend "cpu": xlate's CPU backend emulates one device whose documented properties
  (docs/cpu-backend.md) are checked exactly: one device (multiple devices are not supported), name
  "xlate CPU backend (waveW)" with W = the wave size the program was built for, warpSize 32 (the
  program is translated in compat32 mode, where host reads of the property give CUDA's 32-lane warp,
  min(32, W); docs/warp.md), 64 KiB of
  shared memory per block, at most 1024 threads per block, and multiProcessorCount = the number of
  worker threads (XLATE_CPU_WORKERS, else the hardware threads) reported the same way by
  cudaDeviceGetAttribute. These are properties of the backend, not of CUDA. Lines the documentation
  leaves open (compute capability, memory size, registers, dimension limits) are checked for form.
* backend "cuda": an NVIDIA GPU; checked are the limits CUDA documents for every GPU of compute
  capability >= 5.0 (warpSize 32, 1024 threads per block, block dimensions 1024 x 1024 x 64, grid
  2^31-1 x 65535 x 65535, 48 KiB of static shared memory per block); the name, memory size, registers
  and SM count vary by GPU and are checked for form. The reference machine has exactly one GPU.

index_sum is the kernel's result and is fixed: 0 + 1 + ... + 1023.
"""

from __future__ import annotations

import os
import re

from check import Context, Exact, Expect, Shape, positive_number


def _ints(count: int):
    def test(text: str) -> bool:
        parts = text.split()
        return len(parts) == count and all(re.fullmatch(r"\d+", p) and int(p) > 0 for p in parts)
    return test


def _cpu_workers() -> int:
    env = os.environ.get("XLATE_CPU_WORKERS")
    return min(max(int(env), 1), 1024) if env else (os.cpu_count() or 1)


def expected(ctx: Context) -> dict[str, Expect]:
    positive_int = Shape("a positive integer", _ints(1))
    d = "device[0]."
    common: dict[str, Expect] = {
        "device_count": Exact(1),
        d + "compute_capability": Shape("MAJOR.MINOR", lambda t: re.fullmatch(r"\d+\.\d+", t) is not None),
        d + "total_global_mem_mib": positive_int,
        d + "regs_per_block": positive_int,
        d + "max_threads_per_block": Exact(1024),
        "index_sum": Exact(sum(range(4 * 256))),
    }
    if ctx.backend == "cpu":
        workers = _cpu_workers()
        return common | {
            d + "name": Exact(f"xlate CPU backend (wave{ctx.warp_size})"),
            d + "shared_mem_per_block": Exact(64 * 1024),
            d + "warp_size": Exact(min(32, ctx.warp_size)),  # compat32: CUDA's warp, not the wavefront
            d + "max_threads_dim": Shape("three positive integers", _ints(3)),
            d + "max_grid_size": Shape("three positive integers", _ints(3)),
            d + "multiprocessor_count": Exact(workers),
            d + "attr_multiprocessor_count": Exact(workers),
        }
    return common | {
        d + "name": Shape("a non-empty device name", lambda t: bool(t.strip())),
        d + "shared_mem_per_block": Exact(48 * 1024),
        d + "warp_size": Exact(32),
        d + "max_threads_dim": Exact("1024 1024 64"),
        d + "max_grid_size": Exact("2147483647 65535 65535"),
        d + "multiprocessor_count": Shape("a positive number", positive_number),
        d + "attr_multiprocessor_count": Shape("a positive number", positive_number),
    }
