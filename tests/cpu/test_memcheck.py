"""`xlate run --memcheck` (and XLATE_NVCC_MEMCHECK=1): invalid accesses to global and shared memory
are reported with kernel, block, thread and the user's file:line; without the flag a crash still
names the kernel; the watchdog stops an endless loop; runtime messages name the user's files.

Each fixture under tests/cpu/memcheck/ marks the line the report must name with a comment
(`// LINE_OOB`, ...); the kernels, blocks and threads expected are the ones the fixture's code picks.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from xlate.cpu.build import EXIT_MEMCHECK, EXIT_RUNTIME_ERROR, rewrite_static_shared

FIXTURES = Path(__file__).parent / "memcheck"
NVCC = [sys.executable, "-c", "from xlate.driver import main; main()"]  # xlate-nvcc


def _need_memcheck_toolchain(cache: Path) -> None:
    from xlate.cpu.build import check_memcheck, find_cxx

    check_memcheck(find_cxx())  # raises (a test error, not a skip) when the sanitizer runtime is missing


def xlate(*args: str, cache: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    full_env = dict(os.environ, XLATE_CACHE=str(cache), **(env or {}))
    return subprocess.run([sys.executable, "-m", "xlate", *args], capture_output=True, text=True,
                          timeout=600, env=full_env, check=False)


def marked_line(path: Path, mark: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    found = [i + 1 for i, line in enumerate(lines) if f"// {mark}" in line]
    assert len(found) == 1, f"{path} must mark exactly one line with // {mark}"
    return found[0]


def report_line(stderr: str) -> str:
    lines = [ln for ln in stderr.splitlines() if ln.startswith("xlate-cpu: memcheck:")]
    assert len(lines) == 1, stderr
    return lines[0]


def memcheck(name: str, cache: Path) -> tuple[subprocess.CompletedProcess, Path]:
    _need_memcheck_toolchain(cache)
    src = FIXTURES / name
    return xlate("run", "--memcheck", str(src), cache=cache), src.resolve()


def test_global_out_of_bounds_write(cpu_cache):
    proc, src = memcheck("global_oob.cu", cpu_cache)
    assert proc.returncode == EXIT_MEMCHECK, proc.stderr
    line = report_line(proc.stderr)
    assert (f"Invalid __global__ write of size 4 at {src}:{marked_line(src, 'LINE_OOB')} "
            "in kernel fill, block (1,0,0) thread (3,0,0)") in line
    # out[n + 1] of a 1024-float buffer: byte offset 4100 of 4096, 4 bytes past the end
    assert "at offset 4100 of the 4096-byte allocation" in line and "4 bytes past its end" in line
    assert "xlate-run-" not in proc.stderr  # the user's file, never the translated temporary copy
    assert "done" not in proc.stdout        # the run stopped at the access


def test_one_past_the_end_read(cpu_cache):
    proc, src = memcheck("one_past_end.cu", cpu_cache)
    assert proc.returncode == EXIT_MEMCHECK, proc.stderr
    line = report_line(proc.stderr)
    assert (f"Invalid __global__ read of size 4 at {src}:{marked_line(src, 'LINE_OOB')} "
            "in kernel sum, block (0,0,0) thread (0,0,0)") in line
    assert "at offset 4000 of the 4000-byte allocation" in line and "0 bytes past its end" in line


def test_static_shared_out_of_bounds_write(cpu_cache):
    proc, src = memcheck("shared_oob.cu", cpu_cache)
    assert proc.returncode == EXIT_MEMCHECK, proc.stderr
    line = report_line(proc.stderr)
    assert (f"Invalid __shared__ write of size 4 at {src}:{marked_line(src, 'LINE_OOB')} "
            "in kernel transpose, block (2,0,0) thread (5,0,0)") in line
    # tile[16][5] of a float[16][16]: byte 16*16*4 + 5*4 = 1044, 20 past the 1024-byte end
    assert "offset 1044 of the 1024-byte __shared__ array 'tile'" in line and "20 bytes past its end" in line


def test_dynamic_shared_out_of_bounds_write(cpu_cache):
    proc, src = memcheck("dynamic_shared_oob.cu", cpu_cache)
    assert proc.returncode == EXIT_MEMCHECK, proc.stderr
    line = report_line(proc.stderr)
    assert (f"Invalid __shared__ write of size 4 at {src}:{marked_line(src, 'LINE_OOB')} "
            "in kernel scan, block (0,0,0) thread (63,0,0)") in line
    assert "offset 256 of the launch's 256 bytes of dynamic shared memory, 0 bytes past its end" in line


def test_use_after_free(cpu_cache):
    proc, src = memcheck("use_after_free.cu", cpu_cache)
    assert proc.returncode == EXIT_MEMCHECK, proc.stderr
    line = report_line(proc.stderr)
    assert f"Invalid __global__ read of size 4 at {src}:{marked_line(src, 'LINE_UAF')} in kernel copy" in line
    assert "the 1024-byte allocation" in line and "which hipFree released (use after free)" in line


def test_correct_program_runs_clean_under_memcheck(cpu_cache):
    proc, _ = memcheck("clean.cu", cpu_cache)
    assert proc.returncode == 0, proc.stderr
    # out[i] = in[block_end - 1 - t] + 2 * in[i]: over whole blocks, 3 * sum(in)
    assert proc.stdout == f"sum {3 * sum(range(512))}\n"
    assert "memcheck" not in proc.stderr


def test_nvcc_driver_memcheck_env(cpu_cache, tmp_path):
    _need_memcheck_toolchain(cpu_cache)
    src = FIXTURES / "shared_oob.cu"
    exe = tmp_path / "prog"
    env = dict(os.environ, XLATE_CACHE=str(cpu_cache), XLATE_NVCC_TARGET="cpu", XLATE_NVCC_MEMCHECK="1")
    built = subprocess.run([*NVCC, "-o", str(exe), str(src)], capture_output=True, text=True, timeout=600,
                           env=env, check=False)
    assert built.returncode == 0, built.stderr
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == EXIT_MEMCHECK, proc.stderr
    assert (f"Invalid __shared__ write of size 4 at {src.resolve()}:{marked_line(src, 'LINE_OOB')} "
            "in kernel transpose, block (2,0,0) thread (5,0,0)") in report_line(proc.stderr)


def test_nvcc_driver_memcheck_needs_cpu_target(tmp_path):
    env = dict(os.environ, XLATE_NVCC_MEMCHECK="1")
    env.pop("XLATE_NVCC_TARGET", None)
    proc = subprocess.run([*NVCC, "-o", str(tmp_path / "p"), str(FIXTURES / "clean.cu")], capture_output=True, text=True, timeout=300, env=env,
                          check=False)
    assert proc.returncode == 1, proc.stderr
    assert "XLATE_NVCC_TARGET=cpu" in proc.stderr and "Traceback" not in proc.stderr


def test_crash_without_memcheck_names_the_kernel(cpu_cache):
    proc = xlate("run", str(FIXTURES / "crash.cu"), cache=cpu_cache)
    assert proc.returncode == 128 + 11, proc.stderr  # SIGSEGV, reported by xlate run as 128+N
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("xlate-cpu: error: SIGSEGV")
    assert "at address 0x10 in kernel scatter, block (1,0,0) thread (7,0,0)" in lines[0]


def test_watchdog_stops_a_lone_endless_thread(cpu_cache):
    proc = xlate("run", str(FIXTURES / "endless.cu"), cache=cpu_cache, env={"XLATE_CPU_HANG_S": "2"})
    assert proc.returncode == EXIT_RUNTIME_ERROR, proc.stderr
    assert "kernel wait_forever: thread (0,0,0) of block (0,0,0) ran" in proc.stderr
    assert "XLATE_CPU_HANG_S" in proc.stderr and "done" not in proc.stdout


def test_runtime_errors_name_the_users_cuda_file(cpu_cache):
    src = FIXTURES / "divergent_barrier.cu"
    proc = xlate("run", str(src), cache=cpu_cache)
    assert proc.returncode == EXIT_RUNTIME_ERROR, proc.stderr
    assert "divergent barrier" in proc.stderr
    assert f"{src.resolve()}:{marked_line(src, 'LINE_A')}:" in proc.stderr
    assert "xlate-run-" not in proc.stderr


@pytest.mark.parametrize("decl, expected", [
    ("__shared__ float tile[16][17];",
     '__shared__ float (&tile)[16][17] = __xlate_shared_array<float[16][17]>("tile", __FILE__, __LINE__);'),
    ("__shared__ __align__(16) volatile unsigned v[N * 2];",
     ('__shared__ volatile unsigned (&v)[N*2] = __xlate_shared_array<volatile unsigned[N*2]>("v", __FILE__, '
     '__LINE__);')),
    ("__shared__ Pair<int, 3>* p[4];",
     '__shared__ Pair<int, 3>* (&p)[4] = __xlate_shared_array<Pair<int, 3>*[4]>("p", __FILE__, __LINE__);'),
])
def test_static_shared_rewrite(decl, expected):
    assert rewrite_static_shared(f"void k() {{\n  {decl}\n}}\n") == f"void k() {{\n  {expected}\n}}\n"


@pytest.mark.parametrize("decl", ["extern __shared__ int d[];", "__shared__ int count;",
                                  "__shared__ float a[4], b[4];", "// __shared__ float c[4];"])
def test_static_shared_rewrite_leaves_others(decl):
    assert rewrite_static_shared(f"void k() {{\n  {decl}\n}}\n") is None
