"""Helper of tests/cpu: a CUDA program given as text, translated by xlate (in process), built for the cpu
backend and run."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path


def run_cuda_source(
    src: str, folder: Path, name: str, warp_size: int = 64, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess:
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program
    from xlate.rewrite.engine import translate_text

    text, _ = translate_text(src, filename=f"{name}.cu")
    path = folder / f"{name}.hip"
    path.write_text(text, encoding="utf-8")
    exe = build_program(ProgramBuild([path], folder / name, warp_size=warp_size))
    run_env = None if env is None else {**os.environ, **env}
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False, env=run_env)
