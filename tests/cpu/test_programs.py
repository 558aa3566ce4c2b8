"""Fixture HIP programs run on the cpu backend at wave64 and wave32. Every expectation is computed
here from the CUDA/HIP definition of the operation (numpy or plain Python), never taken from the
backend's own output."""

from __future__ import annotations

import functools
import re

import numpy as np
import pytest

from tests.cpu.conftest import PROGRAMS, WARP_SIZES, run

EXIT_RUNTIME_ERROR = 97


def lines(proc) -> list[str]:
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


@pytest.fixture(params=WARP_SIZES, ids=lambda w: f"wave{w}")
def ws(request) -> int:
    return request.param


def test_vector_add(built, ws):
    check_vector_add(lines(run(built["vector_add", ws])))


def check_vector_add(out: list[str]) -> None:
    """programs/vector_add.hip's printed lines against numpy's model of c = a + b."""
    assert out[0] == "err hipSuccess"
    i = np.arange(1000, dtype=np.float32)
    expected = np.float32(0.5) * i + (np.float32(1000.0) - i)
    got = np.array([float(s.split()[1]) for s in out[1:]])
    assert [int(s.split()[0]) for s in out[1:]] == list(range(1000))
    np.testing.assert_allclose(got, expected, atol=0.005)


def test_barrier_loop_1024_threads(built, ws):
    out = lines(run(built["barrier_loop", ws]))
    rounds = int(out[0].split()[1])
    s = np.arange(1024)
    for _ in range(rounds):
        s = np.roll(s, -1) + 1  # s[t] = old s[(t+1) % 1024] + 1
    got = [int(x) for x in out[1:]]
    assert got[:1024] == s.tolist()
    assert got[1024] == sum(1 for t in range(1024) if t % 3 == 0)
    assert got[1025:] == [1, 1, 0]


def test_two_translation_units_and_header_device_functions(built, ws):
    out = lines(run(built["two_tu", ws]))
    got = [float(x) for x in out[:100]]
    assert got == pytest.approx([i * i + 2 * i + 0.25 for i in range(100)])
    assert out[100] == "offset 0.25"
    assert out[101] == "too_big hipErrorInvalidValue"  # 8 bytes into a 4-byte symbol


def test_shared_memory_reductions(built, ws):
    out = lines(run(built["reduce_shared", ws]))
    n, threads = 5000, 256
    h = (np.arange(n, dtype=np.int64) * 7919) % 1000 - 300
    sums = [int(h[b * threads:(b + 1) * threads].sum()) for b in range((n + threads - 1) // threads)]
    rows = [tuple(map(int, r.split())) for r in out[:-1]]
    assert rows == [(s, s) for s in sums]
    assert out[-1] == "align 0"


def _up(lane: int, delta: int, width: int) -> int:
    """Source lane of __shfl_up: lane - delta unless that leaves the lane's width-segment."""
    return lane - delta if lane % width >= delta else lane


def _down(lane: int, delta: int, width: int) -> int:
    """Source lane of __shfl_down: lane + delta unless that leaves the lane's width-segment."""
    return lane + delta if lane % width + delta < width else lane


def test_shuffles_with_width(built, ws):
    out = lines(run(built["shuffles", ws]))
    assert out[0] == f"warpSize {ws}"
    for t, row in enumerate(out[1:]):
        got = list(map(int, row.split()))
        base, lane = t - t % ws, t % ws
        srcs = [
            (t * 7) % ws,  # __shfl(v, (t*7) % warpSize)
            lane - lane % 16 + 3,  # __shfl(v, 3, 16): lane 3 of the 16-lane segment
            _up(lane, 2, 16),
            _down(lane, 3, 8),
            lane ^ 5,
            lane ^ 1,
            ws - 1,
            _up(lane, 1, ws),
            _down(lane, 4, 32),
        ]
        expected = [1000 + base + s for s in srcs] + [2 * (1000 + base + (lane ^ 9)) + 1]
        assert got == expected, f"thread {t}"
    assert len(out) == 1 + 2 * ws


def test_ballot_votes_and_masks(built, ws):
    out = lines(run(built["ballot", ws]))
    n = 160
    warps = (n + ws - 1) // ws
    for w in range(warps):
        lanes = range(min(ws, n - w * ws))
        ts = [w * ws + lane for lane in lanes]
        ballot = sum(1 << (t % ws) for t in ts if t % 3 == 0)
        ballot5 = sum(1 << lane for lane in lanes if lane >= 5)
        exists = sum(1 << lane for lane in lanes)
        expected = (f"{ballot:x} {ballot5:x} {int(70 in ts)} {int(all(t < 150 for t in ts))} "
                    f"{exists ^ 1:x} {ballot.bit_count()}")
        assert out[w] == expected, f"warp {w}"
    full = (1 << ws) - 1
    assert out[warps] == f"lt 1 gt {full & ~0xF:x}"
    assert out[warps + 1] == f"bits 5 41 31 63 {1 << 31}"


def test_atomics(built, ws):
    out = dict(r.split() for r in lines(run(built["atomics", ws])))
    n = int(out["threads"])
    ids = range(n)
    inc = dec = 0
    for _ in ids:  # CUDA: atomicInc: old >= v ? 0 : old + 1; atomicDec: (old == 0 || old > v) ? v : old - 1
        inc = 0 if inc >= 6 else inc + 1
        dec = 9 if (dec == 0 or dec > 9) else dec - 1
    xor = 0
    for i in ids:
        xor ^= i
    assert float(out["fsum"]) == 0.5 * n
    assert float(out["dsum"]) == 0.25 * n
    assert int(out["isum"]) == n * (n - 1) // 2
    assert int(out["inc"]) == inc
    assert int(out["dec"]) == dec
    assert int(out["usum"]) == n << 33
    assert int(out["imax"]) == max((i * 37) % 10007 for i in ids)
    assert int(out["imin"]) == min((i * 37) % 10007 - 5000 for i in ids)
    assert int(out["orbits"], 16) == 0xFFFFFFFF
    assert int(out["andbits"], 16) == 0xFFFF0000
    assert int(out["xorbits"], 16) == xor
    assert out["cas_winners"] == "1" and out["cas_nonzero"] == "1"
    assert int(out["sub"]) == 100000 - 3 * n
    assert float(out["fmax"]) == 499.5
    assert out["exch"] == "1"


def test_printf_lines_are_whole(built, ws):
    out = lines(run(built["printf", ws]))
    expected = {f"block {b} thread {t} tag 7 value {t * 0.125:.3f}" for b in range(3) for t in range(50)}
    assert len(out) == 151
    assert set(out[:-1]) == expected
    assert out[-1] == "host done"


def test_streams_and_events(built, ws):
    out = lines(run(built["streams", ws]))
    a = 0
    for k in range(1, 7):
        a = 3 * a + k
    assert out == [
        f"a {a} {a}", "c 43 43", "elapsed_ok 1 hipSuccess", "query hipSuccess hipSuccess",
        "legacy 7 7", "unrecorded hipErrorInvalidHandle", "destroyed hipErrorInvalidHandle",
    ]


def test_device_properties(built, ws):
    out = lines(run(built["props", ws]))
    assert out == [
        f"name xlate CPU backend (wave{ws})", f"warpSize {ws} {ws} {ws} {ws}", "maxThreadsPerBlock 1024",
        "sharedMemPerBlock 65536", "count 1", "bad_device hipErrorInvalidDevice",
    ]


def test_launch_configuration_errors(built, ws):
    out = lines(run(built["launch_errors", ws]))
    # HIP's values: hipErrorInvalidConfiguration = 9, hipErrorInvalidValue = 1
    assert out == [
        "block_1025 9 hipErrorInvalidConfiguration invalid configuration argument",
        "block_2048 9 hipErrorInvalidConfiguration invalid configuration argument",
        "grid_0 9 hipErrorInvalidConfiguration invalid configuration argument",
        "shared_65537 1 hipErrorInvalidValue invalid argument",
        "shared_65536 0 hipSuccess no error",
        "ok 0 hipSuccess no error",
        "peek_after_error 1",
        "reset 1 hipErrorInvalidValue invalid argument",
        "bad_kind hipErrorInvalidMemcpyDirection",
    ]


@functools.cache
def _line_of(name: str, needle: str, nth: int = 0) -> tuple[int, int]:
    """1-based line and column of the nth occurrence of `needle` in a fixture program."""
    hits = []
    for no, text in enumerate((PROGRAMS / f"{name}.hip").read_text().splitlines(), 1):
        col = text.find(needle)
        if col >= 0 and not text.lstrip().startswith("//"):
            hits.append((no, col + 1))
    return hits[nth]


def _fails(proc, message: str) -> None:
    assert proc.returncode == EXIT_RUNTIME_ERROR, (proc.returncode, proc.stderr)
    assert "not reached" not in proc.stdout
    assert proc.stderr.strip().splitlines() == [f"xlate-cpu: error: {message}"]


def test_divergent_warp_operation(built, ws):
    src = PROGRAMS / "divergent.hip"
    (l1, c1), (l2, c2) = _line_of("divergent", "__shfl_xor", 0), _line_of("divergent", "__shfl_xor", 1)
    _fails(run(built["divergent", ws]),
           f"divergent warp operation in warp 0 of block (0,0,0): lane 1 reached __shfl_xor at "
           f"{src}:{l2}:{c2} while lanes 0x1 wait at __shfl_xor at {src}:{l1}:{c1}")


def test_mask_mismatch(built, ws):
    src = PROGRAMS / "mask_mismatch.hip"
    line, col = _line_of("mask_mismatch", "__shfl_sync")
    full = (1 << ws) - 1
    _fails(run(built["mask_mismatch", ws]),
           f"warp operation mask mismatch at {src}:{line}:{col} (__shfl_sync): lane 5 of warp 0 in "
           f"block (0,0,0) passes {full & ~1:#x}, lanes 0x1f passed {full:#x}")


def test_deadlock(built, ws):
    src = PROGRAMS / "deadlock.hip"
    bl, bc = _line_of("deadlock", "__syncthreads")
    wl, wc = _line_of("deadlock", "__syncwarp")
    full = (1 << ws) - 1
    _fails(run(built["deadlock", ws]),
           f"deadlock in block (0,0,0): no thread can proceed ({ws} of 128 threads still running): "
           f"16 thread(s) wait at __syncthreads ({src}:{bl}:{bc}); lanes {full & ~0xFFFF:#x} of warp 0 "
           f"wait at __syncwarp ({src}:{wl}:{wc}) for lanes 0xffff")


def test_mask_type_must_be_64_bit(cpu_cache, tmp_path):
    from xlate.errors import CompileError
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    src = tmp_path / "mask32.hip"
    src.write_text("#include <hip/hip_runtime.h>\n__global__ void k(int* o) {\n"
                   "  o[0] = __shfl_sync(0xffffffffu, 1, 0);\n}\nint main() { return 0; }\n")
    with pytest.raises(CompileError) as err:
        build_program(ProgramBuild([src], tmp_path / "mask32"))
    assert "The mask must be a 64-bit integer" in (err.value.detail or "")
    assert re.search(r"mask32\.hip:3", err.value.detail or "")


def _round_bits(x: float, fmt: str) -> int:
    """Round the double `x` to `fmt` ('half' or 'bf16') by the IEEE rule (nearest, ties to even),
    computed exactly with numpy's float16 (correctly rounded from double) or by candidates."""
    import struct
    from fractions import Fraction

    if fmt == "half":
        with np.errstate(over="ignore"):  # values past the half range round to infinity
            return int(np.array([x], dtype=np.float64).astype(np.float16).view(np.uint16)[0])
    b32 = struct.unpack("<I", struct.pack("<f", np.float32(x)))[0] if abs(x) < 3.4e38 else 0x7F7FFFFF
    sign = 0x8000 if x < 0 else 0

    def value(bits: int) -> Fraction:
        return Fraction(struct.unpack("<f", struct.pack("<I", (bits & 0x7FFF) << 16))[0])

    ax = Fraction(abs(x))
    top = (b32 >> 16) & 0x7FFF
    best = None
    for cand in (top - 1, top, top + 1):
        if cand < 0 or cand >= 0x7F80:
            continue
        d = abs(value(cand) - ax)
        if best is None or d < best[0] or (d == best[0] and cand % 2 == 0):
            best = (d, cand)
    max_fin = value(0x7F7F)
    if ax >= max_fin + Fraction(2) ** (127 - 8):
        return sign | 0x7F80
    return sign | best[1]


def test_half_and_bfloat16_conversions_round_correctly(built, ws):
    for row in lines(run(built["halfs", ws])):
        text, *bits = row.split()
        d = float(text)
        f = float(np.float32(d))
        h_half = _round_bits(f, "half")
        h01 = _round_bits(float(np.float32(0.1)), "half")
        exact_sum = float(np.array([h_half, h01], dtype=np.uint16).view(np.float16).astype(np.float64).sum())
        expected = [_round_bits(f, "half"), _round_bits(d, "half"), _round_bits(f, "bf16"),
                    _round_bits(d, "bf16"), _round_bits(exact_sum, "half")]
        assert [int(b, 16) for b in bits] == expected, row


def test_cooperative_group_tiles(built, ws):
    out = [list(map(str, r.split())) for r in lines(run(built["coop_groups", ws]))]
    n = 96
    v = list(range(n))
    sums = v[:]
    for off in (8, 4, 2, 1):  # shfl_down within tiles of 16: out-of-tile sources give the own value
        sums = [sums[t] + (sums[t + off] if t % 16 + off < 16 else sums[t]) for t in range(n)]
    for t in range(n):
        tile = range(t - t % 16, t - t % 16 + 16)
        expected = [str(sums[t]), str(tile[0]), "5555", str(t // 16), str((t // 8) * 100 + t % 8),
                    str(1 + 2 * int(17 in tile))]
        assert out[t] == expected, f"thread {t}"


def test_grid_sync_in_cooperative_launch(built, ws):
    out = lines(run(built["grid_sync", ws]))
    head = out[0].split()
    assert head[:2] == ["launch", "hipSuccess"]
    n = int(head[3])
    assert [int(x) for x in out[1:n + 1]] == [3 * ((g + 1) % n) + 3 * ((g - 1) % n) for g in range(n)]
    assert out[n + 1] == "too_large hipErrorCooperativeLaunchTooLarge"
