"""Random small warp kernels for the native64 == compat32 property (issue 20).

`program(rng)` writes a complete CUDA program (all functions static, as tests/warp/harness wants) from a
grammar of warp idioms: lane and warp ids (`& 31`, `% 32`, `/ 32`, `>> 5`), full masks, ballots with
__popc, __any/__all votes, shuffles with offsets and widths (8/16/32, loops from 16), the ballot-count
idiom, stores per thread, per lane 0 at a warp index, atomics per warp and per block. `check(n, seed)`
translates n programs in both modes, builds one executable per mode (cpu backend) and returns the
programs whose outputs differ. Used by tests/warp/test_warp_property.py (a short slice) and
benchmarks/warp_property.py (>= 10,000).
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from tests.warp import harness
from xlate.rewrite import engine

_FULL = ["0xffffffff", "~0u", "0xffffffffu"]


def _stmt(rng: random.Random) -> str:
    full = rng.choice(_FULL)
    k = rng.choice([1, 2, 4, 8, 16])
    w = rng.choice([8, 16, 32])
    return rng.choice([
        f"v += __shfl_down_sync({full}, v, {min(k, w // 2)}, {w});",
        f"v = v + __shfl_xor_sync({full}, v, {min(k, w // 2)}, {w});",
        f"v = __shfl_sync({full}, v, {rng.randrange(8)}, {w});",
        f"for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync({full}, v, o);",
        f"for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync({full}, v, o);",
        f"{{ unsigned m = __ballot_sync({full}, v % {rng.randrange(2, 5)} == 0); v += __popc(m); }}",
        f"v += __any_sync({full}, v > {rng.randrange(40)}) ? 1 : 2;",
        f"v += __all_sync({full}, v > {rng.randrange(10)});",
        f"v = v * {rng.randrange(1, 4)} + lane;",
        "v = v + warp;",
        f"if (lane < {rng.choice([4, 16, 31])}) v += 1;",
        f"if ((v & {rng.randrange(1, 8)}) == 0) v ^= 5;",
    ])


# each kind of sink writes its own slice of `out` (slice j starts at j * n): two sinks never race
_SINKS = [
    "out[{o}(i)] = v;",
    "if (lane == 0) out[{o}(warp)] = v;",
    "if ((threadIdx.x & 31) == 0) out[{o}(blockIdx.x * 8 + threadIdx.x / 32)] = v;",
    "atomicAdd(&out[{o}(warp)], 1);",
    "atomicAdd(&out[{o}(v & 7)], 1);",
    "out[{o}(i)] = lane;",
    "if (threadIdx.x == 0) out[{o}(blockIdx.x)] = v;",
]


def _sinks(rng: random.Random, n: int) -> list[str]:
    picked = rng.sample(range(len(_SINKS)), rng.randrange(1, 3))
    return [_SINKS[j].replace("{o}", f"{slot} * {n} + ") for slot, j in enumerate(picked)]


def program(rng: random.Random) -> str:
    body = ["    int i = blockIdx.x * blockDim.x + threadIdx.x;",
            f"    int lane = threadIdx.x {rng.choice(['& 31', '% 32'])};",
            f"    int warp = i {rng.choice(['/ 32', '>> 5'])};",
            "    int v = x[i];"]
    body += ["    " + _stmt(rng) for _ in range(rng.randrange(1, 4))]
    blocks, threads = rng.choice([(1, 64), (2, 64), (1, 128), (2, 96), (1, 256)])
    n = blocks * threads
    body += ["    " + t for t in _sinks(rng, n)]
    if rng.random() < 0.3:  # the ballot-count idiom native64 keeps
        body = body[:1] + [f"    unsigned votes = __ballot_sync(0xffffffff, x[i] > {rng.randrange(8)});",
                           "    if ((threadIdx.x & 31) == 0) atomicAdd(cnt, __popc(votes));"]
    return "\n".join([
        "#include <cstdio>", "#include <cuda_runtime.h>", "",
        "static __global__ void k(const int *x, int *out, int *cnt, int *acc) {", *body, "}", "",
        "int main() {",
        f"    const int n = {n};",
        "    int h[n], r[2 * n], a[n], c = 0, *dx, *dout, *dc, *da;",
        f"    for (int j = 0; j < n; ++j) h[j] = (j * {rng.randrange(3, 40)} + {rng.randrange(9)}) % 23;",
        "    cudaMalloc(&dx, sizeof(h)); cudaMalloc(&dout, sizeof(r)); cudaMalloc(&dc, sizeof(int));",
        "    cudaMalloc(&da, sizeof(a));",
        "    cudaMemset(dout, 0, sizeof(r)); cudaMemset(dc, 0, sizeof(int)); cudaMemset(da, 0, sizeof(a));",
        "    cudaMemcpy(dx, h, sizeof(h), cudaMemcpyHostToDevice);",
        f"    k<<<{blocks}, {threads}>>>(dx, dout, dc, da);",
        "    cudaMemcpy(r, dout, sizeof(r), cudaMemcpyDeviceToHost);",
        "    cudaMemcpy(&c, dc, sizeof(int), cudaMemcpyDeviceToHost);",
        "    cudaMemcpy(a, da, sizeof(a), cudaMemcpyDeviceToHost);",
        "    for (int j = 0; j < n; ++j) printf(\"%d \", a[j]);",
        "    for (int j = 0; j < 2 * n; ++j) printf(\"%d \", r[j]);",
        "    printf(\"| %d\\n\", c);",
        "    return 0;", "}", ""])


def check(n: int, seed: int, warp_size: int = 64, work: Path | None = None) -> tuple[list[str], int]:
    """Generates, translates, builds and runs n programs; returns (differences, how many kernels
    native64 rewrote)."""
    rng = random.Random(seed)
    srcs = {f"g{seed}_{j}": program(rng) for j in range(n)}
    texts: dict[str, dict[str, str]] = {"compat32": {}, "native64": {}}
    native = 0
    for mode, bucket in texts.items():
        for name, src in srcs.items():
            out, diags = engine.translate_text(src, f"{name}.cu", warp_mode=mode)
            if any(d.severity.value == "error" for d in diags):
                raise AssertionError(f"{name} ({mode}) does not translate: {diags}\n{src}")
            native += sum(1 for d in diags if d.code == "XL220")
            bucket[name] = out
    with tempfile.TemporaryDirectory() as tmp:
        w = work or Path(tmp)
        exes = {m: harness.build_cpu(harness.combine(texts[m]), w, warp_size, f"prop_{seed}_{m}_{warp_size}")
                for m in texts}
        diffs = []
        for name, src in srcs.items():
            a, b = harness.run(exes["compat32"], name), harness.run(exes["native64"], name)
            if (a.rc, a.stdout) != (b.rc, b.stdout):
                diffs.append(f"{name}:\n{src}\ncompat32 ({a.rc}): {a.stdout}\nnative64 ({b.rc}): {b.stdout}{b.stderr[-300:]}")
    return diffs, native
