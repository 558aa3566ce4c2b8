"""Fuzzing the translator with mutated CUDA and random bytes; prints the number of inputs run and the
failures (a Python exception other than a user error, an internal error (exit 70), a hang, a write
outside the output folder, a changed input). Goal: >= 1 million inputs with 0 failures.

Three levels, from fast to thorough:

* `rules` (default; the bulk of the count): each seed file is parsed by libclang once; then each
  input is a token-level mutation of its token stream (delete, duplicate, swap, replace with a
  CUDA/C++ token from a pool, truncate, splice a run of another seed's tokens), rebuilt as a
  SourceFile whose bytes, offsets and lines agree (whitespace, comments and line breaks kept), and
  every rule plus the edit engine run on it in-process. This is where xlate's own Python code meets
  hostile structure (unbalanced brackets, half statements, stray warp calls) at thousands of inputs a
  second; libclang is not in the loop.
* `api`: byte-level mutations (bit flips, byte deletions/duplications, truncations, splices of two
  seeds, random bytes, a UTF-8 BOM) written to a file and translated through the API (build_model
  with libclang in its worker processes, then the engine): tens of inputs a second.
* `cli`: the same byte-level inputs through `python -m xlate translate DIR -o OUT` in a sandbox
  folder, checking the exit code (0, 1 or 3 are documented for bad input), no traceback, a time
  limit, no file written outside OUT, the input unchanged: a few inputs a second.

    .venv/bin/python benchmarks/fuzz_translate.py [-n 1000000] [-j 2] [--budget-s 3600]
        [--level rules|api|cli] [--seed 1]

Each worker process runs its share with its own random seed; `--budget-s` stops early (the count
printed is what ran). A failure prints the input (saved under --save, default a temporary folder)
and the error. Exit status: 0 when no input failed, 1 otherwise.
"""

from __future__ import annotations

import argparse
import hashlib
import multiprocessing as mp
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SEED_GLOBS = ("examples/cuda/**/*.cu", "tests/**/*.cu", "tests/**/*.cuh")
MAX_SEED_BYTES = 12_000
# Exit codes docs/exit-codes.md allows for `xlate translate` on bad input (70 is a bug in xlate).
TRANSLATE_OK_CODES = frozenset({0, 1, 3})
POOL = ["(", ")", "[", "]", "{", "}", ";", ",", "<", ">", "<<<", ">>>", "=", "+=", "&", "%", "/", "::", "#",
        "__global__", "__device__", "__shared__", "volatile", "for", "while", "if", "else", "return",
        "template", "typename", "asm", "__shfl_sync", "__shfl_down_sync", "__ballot_sync", "__syncwarp",
        "__activemask", "warpSize", "threadIdx", "blockDim", "x", "cudaMalloc", "cudaMemcpy",
        "cudaDeviceGetAttribute", "cudaDevAttrWarpSize", "prop", ".", "->", "0xffffffff", "32", "31", "16",
        "5", "0", "1", "\"add.u32 %0, %1, %2;\"", "__cvta_generic_to_shared", "__double2half", "__half",
        "cub", "WarpReduce", "tiled_partition", "thread_block_tile", "xlate_c32", "#include", "<cuda_runtime.h>"]
KIND_OF = {}  # spelling -> TokenKind, filled from the seeds


class Failure(Exception):
    pass


# ------------------------------------------------------------------------------------------ seeds


def seed_files(limit: int | None = None) -> list[Path]:
    out: list[Path] = []
    for g in SEED_GLOBS:
        for p in sorted(REPO.glob(g)):
            if p.is_file() and 0 < p.stat().st_size <= MAX_SEED_BYTES and "fixtures_h100" not in p.parts:
                out.append(p)
    return out[:limit] if limit else out


def load_seeds(paths: list[Path]):
    """(model, path of the seed's main file) per seed, parsed once. Seeds that do not parse are left out."""
    from xlate.parse.model import build_model

    seeds = []
    for p in paths:
        try:
            model, _ = build_model([p], root=p.parent, jobs=1)
        except Exception as exc:  # noqa: BLE001 - a seed that does not parse is simply not used
            print(f"seed {p} left out: {exc}", file=sys.stderr)
            continue
        main = p.resolve()
        if main in model.files and model.files[main].tokens:
            seeds.append((model, main))
            for t in model.files[main].tokens:
                KIND_OF.setdefault(t.spelling, t.kind)
    if not seeds:
        raise SystemExit("fuzz_translate: no seed file could be parsed (see the lines above)")
    return seeds


# ------------------------------------------------------------------------------------------ token level


def mutate_tokens(rng: random.Random, seeds, k: int | None = None):
    """A SourceModel with the main file of seed `k` (random when None) replaced by a token-level mutation."""
    from xlate.core.model import Region, SourceFile, SourceModel, Token, TokenKind

    model, main = seeds[rng.randrange(len(seeds))] if k is None else seeds[k]
    sf = model.files[main]
    data = sf.data
    # (gap before, spelling, kind, region, ref) per token
    items = []
    prev = 0
    for t in sf.tokens:
        items.append([data[prev:t.start], t.spelling, t.kind, t.region, t.ref])
        prev = t.end
    tail = data[prev:]
    movable = lambda it: it[3] in (Region.ACTIVE, Region.INACTIVE)
    for _ in range(rng.choice((1, 1, 2, 3, 5, 8))):
        if not items:
            break
        op = rng.randrange(7)
        i = rng.randrange(len(items))
        if not movable(items[i]):
            continue
        if op == 0:  # delete (its gap joins the next token's, so line breaks stay)
            gap = items.pop(i)[0]
            if i < len(items):
                items[i][0] = gap + items[i][0]
            else:
                tail = gap + tail
        elif op == 1:  # duplicate
            items.insert(i + 1, [b" "] + items[i][1:])
        elif op == 2:  # swap with the next token
            if i + 1 < len(items) and movable(items[i + 1]):
                a, b = items[i], items[i + 1]
                a[1:], b[1:] = b[1:], a[1:]
        elif op == 3:  # replace by a pool token
            sp = rng.choice(POOL)
            items[i][1:] = [sp, KIND_OF.get(sp, TokenKind.PUNCTUATION if not sp[0].isalnum() and sp[0] != "_"
                                            else TokenKind.IDENTIFIER), Region.ACTIVE, items[i][4]]
        elif op == 4:  # insert a pool token
            sp = rng.choice(POOL)
            items.insert(i, [b" ", sp, KIND_OF.get(sp, TokenKind.IDENTIFIER), Region.ACTIVE, items[i][4]])
        elif op == 5:  # truncate
            del items[i:]
            tail = b"\n" if rng.random() < 0.5 else b""
        else:  # splice a run of another seed's tokens
            om, op_main = seeds[rng.randrange(len(seeds))]
            other = om.files[op_main].tokens
            a = rng.randrange(len(other))
            run = other[a:a + rng.randrange(1, 40)]
            items[i:i] = [[b" ", t.spelling, t.kind, Region.ACTIVE if t.region in (Region.DIRECTIVE, Region.MACRO_BODY)
                           else t.region, t.ref] for t in run]
    out = bytearray()
    toks = []
    line, line_start = 1, 0
    for gap, sp, kind, region, ref in items:
        for j, b in enumerate(gap):
            if b == 10:
                line += 1
                line_start = len(out) + j + 1
        out += gap
        start = len(out)
        out += sp.encode("utf-8", "surrogateescape")  # a seed that is not UTF-8 keeps its bytes
        toks.append(Token(kind=kind, spelling=sp, start=start, end=len(out), line=line, col=start - line_start + 1,
                          region=region, ref=ref))
        nl = sp.count("\n")  # a raw string literal may span lines
        if nl:
            line += nl
            line_start = start + sp.rfind("\n") + 1
    out += tail
    new = SourceFile(path=sf.path, rel=sf.rel, data=bytes(out), text=bytes(out).decode("utf-8", "surrogateescape"),
                     tokens=toks, is_header=sf.is_header)
    files = dict(model.files)
    files[main] = new
    return replace(model, files=files) if hasattr(model, "__dataclass_fields__") else SourceModel(
        files=files, kernels=model.kernels, unchecked=model.unchecked, warp_mode=model.warp_mode)


def _where(exc: BaseException | None) -> str:
    """ ` (at file:line in function)` of the innermost frame of `exc`'s traceback."""
    import traceback

    if exc is None or exc.__traceback__ is None:
        return ""
    f = traceback.extract_tb(exc.__traceback__)[-1]
    return f" (at {Path(f.filename).name}:{f.lineno} in {f.name})"


def check_rules(model) -> None:
    """Run every rule and the engine on `model`: a user-facing error is fine, anything else fails."""
    from xlate.errors import INTERNAL, XlateError
    from xlate.rewrite.engine import run_engine

    try:
        res = run_engine(model)
    except XlateError as exc:
        if exc.exit_code == INTERNAL:
            raise Failure(f"internal error: {exc.message}{_where(exc.__cause__)}") from exc
        return
    except Exception as exc:
        raise Failure(f"{type(exc).__name__}: {exc}{_where(exc)}") from exc
    for p, data in res.outputs.items():
        if not isinstance(data, bytes):
            raise Failure(f"output of {p} is not bytes")


# ------------------------------------------------------------------------------------------ byte level


def mutate_bytes(rng: random.Random, blobs: list[bytes]) -> bytes:
    if rng.random() < 0.05:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(0, 400)))
    data = bytearray(rng.choice(blobs))
    for _ in range(rng.choice((1, 2, 4, 8))):
        if not data:
            break
        op = rng.randrange(6)
        i = rng.randrange(len(data))
        if op == 0:
            data[i] ^= 1 << rng.randrange(8)
        elif op == 1:
            del data[i:i + rng.randrange(1, 16)]
        elif op == 2:
            data[i:i] = data[i:i + rng.randrange(1, 64)]
        elif op == 3:
            del data[i:]
        elif op == 4:
            other = rng.choice(blobs)
            j = rng.randrange(len(other))
            data[i:] = other[j:]
        else:
            data[i:i] = rng.choice((b"\xef\xbb\xbf", b"\\\n", b"/*", b"\"", b"#if 0\n", b"#endif\n", b"\0",
                                    b"\xff", "λ".encode(), b"((((((((", b"}}}}"))
    return bytes(data)


def check_api(data: bytes, work: Path, name: str = "fuzz.cu") -> None:
    """Translate one mutated file through the API (libclang in its workers, then the engine)."""
    from xlate.errors import INTERNAL, XlateError
    from xlate.parse.model import build_model
    from xlate.rewrite.engine import run_engine

    d = work / "in"
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    f = d / name
    f.write_bytes(data)
    try:
        model, diags = build_model([f], root=d)
        run_engine(model, None, diags)
    except XlateError as exc:
        if exc.exit_code == INTERNAL:
            raise Failure(f"internal error: {exc.message}") from exc
    except Exception as exc:
        raise Failure(f"{type(exc).__name__}: {exc}") from exc
    if f.read_bytes() != data:
        raise Failure("the input file was modified")


def _tree(folder: Path) -> dict[str, str]:
    out = {}
    for p in sorted(folder.rglob("*")):
        if p.is_file() and not p.is_symlink():
            out[str(p.relative_to(folder))] = hashlib.sha256(p.read_bytes()).hexdigest()
        else:
            out[str(p.relative_to(folder))] = "dir" if p.is_dir() else "other"
    return out


def check_cli(data: bytes, work: Path, timeout: float = 120) -> None:
    """`xlate translate in -o out` in a sandbox: documented exit code, no traceback, no hang, nothing
    written outside out/, the input unchanged."""
    box = work / "box"
    shutil.rmtree(box, ignore_errors=True)
    (box / "in").mkdir(parents=True)
    (box / "in" / "fuzz.cu").write_bytes(data)
    (box / "in" / "helper.cuh").write_bytes(b"#pragma once\n__device__ inline int helper(int v) { return v; }\n")
    before = _tree(box)
    cmd = [sys.executable, "-m", "xlate", "translate", str(box / "in"), "-o", str(box / "out")]
    try:
        proc = subprocess.run(cmd, capture_output=True, timeout=timeout, cwd=box, check=False,
                              env=dict(os.environ, XLATE_PARSE_TIMEOUT=str(timeout / 2)))
    except subprocess.TimeoutExpired as exc:
        raise Failure(f"hang: no answer within {timeout} s") from exc
    err = proc.stderr.decode("utf-8", "replace")
    if proc.returncode not in TRANSLATE_OK_CODES:
        raise Failure(f"exit code {proc.returncode} (documented for bad input: {sorted(TRANSLATE_OK_CODES)}): "
                      f"{err.strip().splitlines()[-1:] }")
    if "Traceback" in err:
        raise Failure("Python traceback on stderr")
    after = _tree(box)
    outside = {k: v for k, v in after.items() if not k.startswith("out") and before.get(k) != v}
    gone = set(before) - set(after)
    if outside or gone:
        raise Failure(f"files outside the output changed: {sorted(outside)} {sorted(gone)}")


# ------------------------------------------------------------------------------------------ driver


def _alarm(_sig, _frame):
    raise TimeoutError("no answer within the per-input time limit")


def run_share(level: str, n: int, seed: int, budget_s: float, save: str, per_input_s: float) -> tuple[int, list[str]]:
    """Run up to `n` inputs of `level` with random seed `seed`; (inputs run, failure descriptions)."""
    rng = random.Random(seed)
    work = Path(tempfile.mkdtemp(prefix="xlate-fuzz-"))
    failures: list[str] = []
    deadline = time.monotonic() + budget_s
    done = 0
    signal.signal(signal.SIGALRM, _alarm)
    try:
        if level == "rules":
            seeds = load_seeds(seed_files())
        else:
            blobs = [p.read_bytes() for p in seed_files()]
        while done < n and time.monotonic() < deadline:
            k = done
            try:
                signal.setitimer(signal.ITIMER_REAL, per_input_s)
                if level == "rules":
                    model = mutate_tokens(rng, seeds)
                    check_rules(model)
                else:
                    data = mutate_bytes(rng, blobs)
                    (check_api if level == "api" else check_cli)(data, work)
            except (Failure, TimeoutError) as exc:
                where = Path(save) / f"fail_{level}_{seed}_{k}"
                where.mkdir(parents=True, exist_ok=True)
                if level == "rules":
                    for p, sf in model.files.items():
                        (where / p.name).write_bytes(sf.data)
                else:
                    (where / "fuzz.cu").write_bytes(data)
                failures.append(f"{level} input {k} (seed {seed}) -> {where}: {exc}")
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            done += 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return done, failures


def _share(args):
    return run_share(*args)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=1_000_000, help="inputs to run (all workers together)")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1, help="worker processes")
    ap.add_argument("--budget-s", type=float, default=float("inf"), help="stop after this many seconds")
    ap.add_argument("--level", choices=("rules", "api", "cli"), default="rules")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--per-input-s", type=float, default=60.0, help="time limit of one input (a hang)")
    ap.add_argument("--save", default=tempfile.mkdtemp(prefix="xlate-fuzz-fail-"))
    a = ap.parse_args(argv)
    j = max(1, a.j)
    shares = [(a.level, a.n // j + (1 if w < a.n % j else 0), a.seed * 1000 + w, a.budget_s, a.save, a.per_input_s)
              for w in range(j)]
    t0 = time.perf_counter()
    if j == 1:
        results = [run_share(*shares[0])]
    else:
        # not multiprocessing.Pool: its workers are daemons, which may not start the front end's own
        # worker processes
        with ProcessPoolExecutor(j, mp_context=mp.get_context("spawn")) as pool:
            results = list(pool.map(_share, shares))
    secs = time.perf_counter() - t0
    total = sum(r[0] for r in results)
    failures = [f for r in results for f in r[1]]
    print(f"level: {a.level}  seeds: {len(seed_files())}  workers: {j}")
    print(f"inputs: {total}  failures (crashes, hangs, tracebacks, internal errors): {len(failures)}")
    print(f"time: {secs:.1f} s  rate: {total / secs:.1f} inputs/s")
    for f in failures[:20]:
        print("  " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
