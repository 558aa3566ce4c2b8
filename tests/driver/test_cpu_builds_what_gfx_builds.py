"""Issue 21 class 12: the cpu target builds what the gfx942 target builds. Every warp test program
(tests/warp/programs) and CUDA test program of tests/cpu/programs (its .hip programs are HIP already and
do not go through xlate-nvcc) is translated (xlate-nvcc's translation cache, shared by both targets) and
compiled with -fsyntax-only for gfx942 (host and device passes) and for the cpu target;
every program that compiles for gfx942 must compile for cpu. The only accepted cpu failures are the
cpu runtime's own explicit refusals of a whole library header ("not supported on the cpu target: ..."),
which name what is missing; a HIP function the backend lacks compiles and fails at run time.
The conformance cases (compat_tests/cases) and the examples (examples/cuda) are not compiled again here:
compat_tests/test_ct_cases.py builds every case for gfx942 and for the cpu target at both waves and fails
on either (an expected failure needs its cause in case.toml); tests/examples builds every example for
gfx942 (test_examples_gfx942.py) and runs it on the cpu target at both waves (test_examples_cpu.py)."""

from __future__ import annotations

import os
import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from tests.driver.conftest import XLATE_NVCC, nvcc_env

ROOT = Path(__file__).resolve().parents[2]
REFUSAL = re.compile(r"not supported on the cpu target")


def programs() -> list[tuple[str, list[Path], list[str]]]:
    """(name, sources, extra flags): each source is compiled on its own (-c)."""
    out = []
    for f in sorted((ROOT / "tests/warp/programs").glob("*.cu")):
        out.append((f"tests/warp/programs/{f.name}", [f], []))
    for f in sorted((ROOT / "tests/cpu/programs").rglob("*.cu")):  # (its .hip programs: not through nvcc)
        out.append((f"tests/cpu/programs/{f.relative_to(ROOT / 'tests/cpu/programs')}", [f], [f"-I{f.parent}"]))
    return out


def compiles(target: str, src: Path, flags: list[str], env: dict[str, str], tmp: Path) -> tuple[bool, str]:
    cmd = [str(XLATE_NVCC), "--xlate-target", target, "-std=c++17", *flags, "-Xcompiler", "-fsyntax-only",
           "-c", str(src), "-o", str(tmp / f"{target}-{src.parent.name}-{src.name}.o")]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900, check=False)
    return proc.returncode == 0, proc.stderr


def test_cpu_target_builds_every_program_gfx942_builds(tmp_path, nvcc_cache):
    env = nvcc_env(nvcc_cache)
    progs = programs()
    assert len(progs) > 20, "the program collections moved: update this test"
    jobs = [(name, target, src, flags) for name, srcs, flags in progs for src in srcs for target in ("gfx", "cpu")]
    with ThreadPoolExecutor(max_workers=max(1, min(8, os.cpu_count() or 1))) as pool:
        results = list(pool.map(lambda j: compiles(j[1], j[2], j[3], env, tmp_path), jobs))
    ok: dict[tuple[str, str], bool] = {}
    errors: dict[str, str] = {}
    for (name, target, src, _), (good, err) in zip(jobs, results):
        ok[(name, target)] = ok.get((name, target), True) and good
        if not good and target == "cpu":
            errors.setdefault(name, f"{src.name}: {err.strip()[:1500]}")
    gfx = {name for name, *_ in progs if ok[(name, "gfx")]}
    cpu = {name for name, *_ in progs if ok[(name, "cpu")]}
    assert len(gfx) > 0.8 * len(progs), "most programs should build for gfx942; is the toolchain set up?"
    missing = sorted(n for n in gfx - cpu if not REFUSAL.search(errors.get(n, "")))
    assert not missing, "built for gfx942 but not for cpu:\n" + "\n\n".join(f"{n}: {errors.get(n)}" for n in missing)
