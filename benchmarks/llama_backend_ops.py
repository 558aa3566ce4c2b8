"""llama.cpp's test-backend-ops cases through xlate's CPU backend against ggml's own CPU backend (issue 18, point 7).

`xlate validate --project llama_cpp --target cpu` builds ggml's CUDA backend for xlate's CPU backend and
test-backend-ops with it: one program with two backends, `CUDA0` (ggml-cuda's kernels, translated and run
by xlate's CPU backend) and `CPU` (ggml's own vectorised CPU code). This runs the same cases on both in the
same run, through test-backend-ops' own `perf` mode, and prints per case the time per op of each backend and
the ratio CUDA0 / CPU (how many times slower the translated CUDA code runs on the CPU than ggml's own CPU
implementation of the op), and their geometric mean.

test-backend-ops' built-in perf cases are sized for GPUs (a SwiGLU of 2 × 17408 × 2048 elements; each case
repeats its op until 8 GB (CPU) or 32 GB (GPU) of memory traffic or the graph's 8192 nodes, for at least one
second), hours through a CPU-run CUDA backend. So the cases here are written to a test file
(`--test-file`: one generic op per line, test-backend-ops' own format, op numbers read from the source's
ggml.h) at sizes of the program's own `test` mode: elementwise ops, a copy, scale, row sums, RMS norm,
softmax and matrix products in f32 and f16. Both backends run the identical graph (the op repeated up to
the graph's node limit, at least one second). ggml's CPU backend gets the threads test-backend-ops gives it
(half the machine's cores); xlate's CPU backend runs a launch's blocks on its own worker threads.

    PYTHONPATH=. .venv/bin/python benchmarks/llama_backend_ops.py --build DIR [--src DIR] [--only OP ...]

DIR is the build folder of the cpu row (`<out>/llama_cpp-cpu-w64/build`, with bin/test-backend-ops); the
source (for ggml.h) is found through its CMakeCache.txt unless --src names it. Prints figures; asserts
nothing.
"""

from __future__ import annotations

import argparse
import math
import re
import struct
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

F32, F16 = 0, 1  # ggml_type values (ggml.h: GGML_TYPE_F32 = 0, GGML_TYPE_F16 = 1)
TYPE_SIZE = {F32: 4, F16: 2}


@dataclass(frozen=True)
class Case:
    op: str  # the name after GGML_OP_
    ne: tuple[int, int, int, int]
    sources: tuple[tuple[int, tuple[int, int, int, int]], ...]  # (ggml_type, ne) each, contiguous
    params: tuple[float | int, ...] = ()  # floats are stored as their bits, as ggml does
    out_type: int = F32


ROWS = (4096, 32, 1, 1)
CASES = (
    Case("ADD", ROWS, ((F32, ROWS), (F32, ROWS))),
    Case("MUL", ROWS, ((F32, ROWS), (F32, ROWS))),
    Case("DUP", ROWS, ((F32, ROWS),)),
    Case("SCALE", ROWS, ((F32, ROWS),), (0.5, 0.25)),  # ggml_scale_impl: scale, bias
    Case("SUM_ROWS", (1, 32, 1, 1), ((F32, ROWS),)),
    Case("RMS_NORM", ROWS, ((F32, ROWS),), (1e-6,)),  # eps
    Case("SOFT_MAX", (1024, 32, 1, 1), ((F32, (1024, 32, 1, 1)),), (1.0, 0.0)),  # scale, max_bias
    Case("MUL_MAT", (32, 16, 1, 1), ((F32, (256, 32, 1, 1)), (F32, (256, 16, 1, 1)))),
    Case("MUL_MAT", (32, 16, 1, 1), ((F16, (256, 32, 1, 1)), (F32, (256, 16, 1, 1)))),
)


def op_numbers(ggml_h: Path) -> dict[str, int]:
    """GGML_OP_* of `enum ggml_op` in order (ggml.h numbers them implicitly from GGML_OP_NONE = 0)."""
    text = ggml_h.read_text(encoding="utf-8")
    body = re.search(r"enum\s+ggml_op\s*\{(.*?)\};", text, re.DOTALL)
    if body is None:
        raise SystemExit(f"{ggml_h}: no `enum ggml_op`")
    numbers, value = {}, -1
    for m in re.finditer(r"\bGGML_OP_(\w+)\s*(?:=\s*(\d+))?\s*,", re.sub(r"//[^\n]*", "", body.group(1))):
        value = int(m.group(2)) if m.group(2) else value + 1
        numbers[m.group(1)] = value
    return numbers


def _bits(v: float) -> int:
    return struct.unpack("<i", struct.pack("<f", v))[0] if isinstance(v, float) else int(v)


def test_file_line(case: Case, numbers: dict[str, int]) -> str:
    """One line of make_test_cases_from_file's format: op type ne[4] n_params params… n_src (type ne[4] nb[4])… name."""
    fields = [
        numbers[case.op],
        case.out_type,
        *case.ne,
        len(case.params),
        *map(_bits, case.params),
        len(case.sources),
    ]
    for typ, ne in case.sources:
        nb = [TYPE_SIZE[typ]]
        for n in ne[:3]:
            nb.append(nb[-1] * n)
        fields += [typ, *ne, *nb]
    return " ".join(map(str, fields)) + " -"


PERF_LINE = re.compile(r"^  (\w+)\((.*)\):\s+(?:not supported|(\d+) runs -\s+([\d.]+) us/run)")


def run_perf(
    binary: Path, backend: str, test_file: Path, timeout: float
) -> tuple[dict[tuple[str, str], float | None], float]:
    """Microseconds per op of each case (None: not supported), from test-backend-ops' console lines (its csv
    output leaves the times out)."""
    start = time.monotonic()
    proc = subprocess.run(
        [str(binary), "perf", "-b", backend, "--test-file", str(test_file)],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    wall = time.monotonic() - start
    if proc.returncode != 0:
        raise SystemExit(f"{backend}: exit {proc.returncode}\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}")
    times: dict[tuple[str, str], float | None] = {}
    for line in proc.stdout.splitlines():
        m = PERF_LINE.match(line)
        if m:
            times[(m.group(1), m.group(2))] = float(m.group(4)) if m.group(4) else None
    return times, wall


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument(
        "--build", type=Path, required=True, help="the cpu row's build folder (bin/test-backend-ops)"
    )
    ap.add_argument("--src", type=Path, help="llama.cpp's source folder (default: CMakeCache.txt's)")
    ap.add_argument(
        "--only", nargs="*", default=[], help="only these ops (GGML_OP_ names without the prefix)"
    )
    ap.add_argument("--timeout", type=float, default=1800, help="seconds per backend's run")
    args = ap.parse_args()

    binary = args.build / "bin" / "test-backend-ops"
    src = args.src
    if src is None:
        cache = (args.build / "CMakeCache.txt").read_text(encoding="utf-8", errors="replace")
        m = re.search(r"^CMAKE_HOME_DIRECTORY:INTERNAL=(.*)$", cache, re.MULTILINE)
        if m is None:
            raise SystemExit("no CMAKE_HOME_DIRECTORY in CMakeCache.txt: give --src")
        src = Path(m.group(1))
    numbers = op_numbers(src / "ggml" / "include" / "ggml.h")
    cases = [c for c in CASES if not args.only or c.op in args.only]

    with tempfile.TemporaryDirectory() as tmp:
        test_file = Path(tmp) / "cases.txt"
        test_file.write_text("".join(test_file_line(c, numbers) + "\n" for c in cases), encoding="utf-8")
        cpu, cpu_wall = run_perf(binary, "CPU", test_file, args.timeout)
        xlate, xlate_wall = run_perf(binary, "CUDA0", test_file, args.timeout)

    print(f"test-backend-ops perf, {len(cases)} cases (--test-file), the same graphs on both backends")
    print(f"{'case':<72} {'ggml CPU us':>12} {'xlate us':>12} {'ratio':>8}")
    ratios = []
    for key in sorted(set(cpu) | set(xlate)):
        name = f"{key[0]}({key[1]})"[:72]
        a, b = cpu.get(key), xlate.get(key)
        if a is None or b is None:
            why = "ggml CPU" if a is None else "xlate (CUDA0)"
            print(f"{name:<72} {a or '-':>12} {b or '-':>12} {'-':>8}  ({why}: not supported or not run)")
            continue
        ratios.append(b / a)
        print(f"{name:<72} {a:>12.2f} {b:>12.2f} {b / a:>8.1f}")
    if ratios:
        gmean = math.exp(sum(map(math.log, ratios)) / len(ratios))
        print(
            f"geometric mean of xlate CPU backend / ggml CPU backend over {len(ratios)} cases: {gmean:.1f}x"
        )
    print(f"wall time: ggml CPU {cpu_wall:.1f} s, xlate (CUDA0) {xlate_wall:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
