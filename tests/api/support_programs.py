"""Helpers of the tests of xlate's support headers (test_launch_ex.py, test_mem_decompress.py, ...): translate
a CUDA fixture into a .hip file, compile a translation for gfx942 with the pinned toolchain, and build and run
it on the cpu backend."""

from __future__ import annotations

import subprocess
from pathlib import Path


def translate_fixture(src: Path, folder: Path) -> tuple[Path, list]:
    """`src` translated by xlate (in process) and written to `folder/<stem>.hip`; returns it and the diagnostics."""
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(src.read_text(encoding="utf-8"), filename=src.name)
    path = folder / f"{src.stem}.hip"
    path.write_text(out, encoding="utf-8")
    return path, diags


def compile_gfx942(path: Path, folder: Path) -> subprocess.CompletedProcess:
    """`clang -c` of a translation for gfx942 with xlate's support headers."""
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-Wno-unused-result",
           "-c", str(path), "-o", str(folder / f"{path.stem}.o")]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)


def run_on_cpu(path: Path, folder: Path, warp_size: int = 64) -> subprocess.CompletedProcess:
    """A translation built as a program of the cpu backend (at `warp_size`) in `folder`, then run."""
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program
    from xlate.pipeline.targets import CpuTarget

    exe = build_program(ProgramBuild([path], folder / path.stem, warp_size=warp_size,
                                     defines=CpuTarget(warp_size).translated_defines()))
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=300, check=False)
