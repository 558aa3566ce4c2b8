"""Record conformance references on a real NVIDIA GPU: build every case's ORIGINAL CUDA program with
nvcc, run it, and write `<OUTDIR>/<case>/reference/stdout.txt` and `PROVENANCE.toml` (GPU name and
driver from nvidia-smi, `nvcc --version`, UTC date, the exact commands, exit status, and the sha256 of
every file of the program that was recorded: `[source_sha256]`, keyed by path under compat_tests/ —
the case's sources and the headers they include, from the case folder and compat_tests/common).

    python compat_tests/record_nvidia.py OUTDIR [--case NAME ...] [--arch native] [--jobs 8]
    xlate selftest --record-nvidia OUTDIR      (the same)

Copy `<OUTDIR>/<case>/reference/` into `compat_tests/cases/<case>/` and commit it. Nothing of xlate is
used here: the references come from CUDA alone.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import hashlib
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
CASES = HERE / "cases"
COMMON = HERE / "common"
BUILD_TIMEOUT_S = 300
RUN_TIMEOUT_S = 60


class RecordError(Exception):
    pass


def _run(cmd: list[str], timeout: int, cwd: Path | None = None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=cwd, check=False)
    except subprocess.TimeoutExpired as exc:
        raise RecordError(f"timed out after {timeout}s: {' '.join(cmd)}") from exc
    except OSError as exc:
        raise RecordError(f"could not start {' '.join(cmd)}: {exc}") from exc


def machine_facts() -> dict[str, str]:
    nvcc = shutil.which("nvcc")
    smi = shutil.which("nvidia-smi")
    if not nvcc or not smi:
        raise RecordError("recording needs nvcc and nvidia-smi on PATH (an NVIDIA GPU with the CUDA toolkit)")
    q = _run([smi, "--query-gpu=name,driver_version,compute_cap", "--format=csv,noheader"], 60)
    if q.returncode != 0 or not q.stdout.strip():
        raise RecordError(f"nvidia-smi found no GPU: {q.stderr.strip() or q.stdout.strip()}")
    name, driver, cc = (s.strip() for s in q.stdout.strip().splitlines()[0].split(",", 2))
    v = _run([nvcc, "--version"], 60)
    release = next((ln.strip() for ln in v.stdout.splitlines() if "release" in ln), v.stdout.strip())
    return {"gpu": name, "driver": driver, "compute_capability": cc, "cuda": release, "nvcc": nvcc}


def _load_case(path: Path) -> dict:
    """sources and args of case.toml (tomllib where Python >= 3.11; a small reader otherwise, since the
    GPU machine's Python may be older)."""
    try:
        import tomllib
    except ImportError:
        text = path.read_text()
        out: dict = {}
        for key in ("sources", "args", "libs"):
            m = re.search(rf"^{key}\s*=\s*\[(.*?)\]", text, re.MULTILINE | re.DOTALL)
            out[key] = re.findall(r'"([^"]*)"', m.group(1)) if m else []
        return out
    with open(path, "rb") as f:
        return tomllib.load(f)


_QUOTED_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.MULTILINE)


def program_files(case_dir: Path, sources: list[str], common: Path = COMMON) -> list[Path]:
    """The files the recorded program is built from: the case's sources and, transitively, every
    header they include with `#include "..."` that lies in the case folder or in compat_tests/common
    (where nvcc finds them: the including file's folder, then -I compat_tests/common)."""
    todo = [(case_dir / s).resolve() for s in sources]
    seen: list[Path] = []
    while todo:
        f = todo.pop(0)
        if f in seen or not f.is_file():
            continue
        seen.append(f)
        for name in _QUOTED_INCLUDE.findall(f.read_text(encoding="utf-8", errors="replace")):
            for d in (f.parent, common):
                if (d / name).is_file():
                    todo.append((d / name).resolve())
                    break
    return seen


def source_digests(case_dir: Path, sources: list[str], base: Path = HERE, common: Path = COMMON) -> dict[str, str]:
    """sha256 of each program file, keyed by its path relative to `base` (compat_tests/)."""
    out = {}
    for f in program_files(case_dir, sources, common):
        out[f.resolve().relative_to(base.resolve()).as_posix()] = hashlib.sha256(f.read_bytes()).hexdigest()
    return dict(sorted(out.items()))


def source_table(digests: dict[str, str]) -> list[str]:
    """The PROVENANCE.toml table that records them (a table: it must come after the plain keys)."""
    return ["", "# sha256 of the program's files when it was recorded (paths under compat_tests/)",
            "[source_sha256]"] + [f"{_toml_str(k)} = {_toml_str(v)}" for k, v in digests.items()]


def _toml_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def record_case(case_dir: Path, out: Path, facts: dict[str, str], arch: str) -> str:
    spec = _load_case(case_dir / "case.toml")
    digests = source_digests(case_dir, spec["sources"])  # before the build: what nvcc is given
    dest = out / case_dir.name / "reference"
    dest.mkdir(parents=True, exist_ok=True)
    exe = out / case_dir.name / "prog"
    sources = [str(case_dir / s) for s in spec["sources"]]
    libs = [f"-l{lib}" for lib in spec.get("libs", [])]  # CUDA libraries (cuBLAS, cuFFT, cuRAND) the case links
    build = [facts["nvcc"], "-O2", f"-arch={arch}", "-I", str(COMMON), "-o", str(exe), *sources, *libs]
    b = _run(build, BUILD_TIMEOUT_S)
    if b.returncode != 0:
        (dest / "nvcc.log").write_text(b.stdout + b.stderr)
        return f"{case_dir.name}: nvcc failed (exit {b.returncode}), see reference/nvcc.log"
    args = [str(a) for a in spec.get("args", [])]
    r = _run([str(exe), *args], RUN_TIMEOUT_S, cwd=case_dir)
    (dest / "stdout.txt").write_text(r.stdout)
    date = _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")  # noqa: UP017 (older Pythons)
    rel = [str(Path(s).relative_to(HERE.parent)) for s in sources]
    lines = [
        "# Output of the original CUDA program on a real NVIDIA GPU (compat_tests/record_nvidia.py)",
        f"gpu = {_toml_str(facts['gpu'])}",
        f"driver = {_toml_str(facts['driver'])}",
        f"compute_capability = {_toml_str(facts['compute_capability'])}",
        f"cuda = {_toml_str(facts['cuda'])}",
        f"date = {_toml_str(date)}",
        f"command = {_toml_str(' '.join(['nvcc', '-O2', f'-arch={arch}', '-I', 'compat_tests/common', '-o', 'prog', *rel, *libs]) + ' && ./prog' + ''.join(' ' + a for a in args))}",
        f"exit_code = {r.returncode}",
    ]
    if r.stderr.strip():
        lines.append(f"stderr = {_toml_str(r.stderr[-2000:])}")
    lines += source_table(digests)
    (dest / "PROVENANCE.toml").write_text("\n".join(lines) + "\n")
    exe.unlink(missing_ok=True)
    return f"{case_dir.name}: exit {r.returncode}, {len(r.stdout.splitlines())} lines"


def record(out: Path, names: list[str] | None = None, arch: str = "native", jobs: int = 8) -> int:
    facts = machine_facts()
    dirs = sorted(p.parent for p in CASES.glob("*/case.toml"))
    if names:
        dirs = [d for d in dirs if d.name in set(names)]
    print(f"recording {len(dirs)} cases on {facts['gpu']} (driver {facts['driver']}; {facts['cuda']})")
    out.mkdir(parents=True, exist_ok=True)
    bad = 0
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for line in pool.map(lambda d: record_case(d, out, facts, arch), dirs):
            print(line)
            bad += "failed" in line
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("outdir", type=Path)
    ap.add_argument("--case", action="append", default=[])
    ap.add_argument("--arch", default="native")
    ap.add_argument("--jobs", type=int, default=8)
    a = ap.parse_args(argv)
    try:
        return record(a.outdir, a.case or None, a.arch, a.jobs)
    except RecordError as exc:
        print(f"record_nvidia: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
