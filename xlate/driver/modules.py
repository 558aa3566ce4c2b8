"""-ptx, -cubin, -fatbin on the cpu target: a CUDA source built into a module that a program loads at run
time (cuModuleLoad, cuModuleLoadData), as nvcc writes PTX or a cubin for it.

The module is what xlate's hipRTC builds from a source string (xlate/cpu/src/rtc.cpp): the source is
handed to the same compiler helper, `python -m xlate.runtime_shim.rtc_helper FOLDER` (run as a process:
the helper belongs to the runtime shim, a package of this layer), with nvcc's -I, -D and -std given as
NVRTC options and the folder of the source first on the include path (its quoted includes). It is
xlate's code image: in its text form for -ptx (PTX is text; programs read it as a C string), in its
binary form for -cubin and -fatbin (programs read those as bytes). The cpu backend's hipModuleLoad reads
both. The gfx942 target writes an AMD code object instead (driver.py, `_module`).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from xlate.core.proc import first_lines, run
from xlate.errors import CompileError, NotSupportedError

HELPER = "xlate.runtime_shim.rtc_helper"


def cpu_module(source: Path, out: Path, kind: str, *, includes: list[Path], defines: list[str], std: str | None,
               undefines: list[str], warp_size: int, work: Path, timeout: float) -> str:
    """Build `source` into the module `out`; returns the helper's log (xlate's warnings) for stderr."""
    if undefines:
        raise NotSupportedError(f"-U with -{kind} on the cpu target (the module compile takes -D, -I and -std)")
    folder = work / f"module-{source.stem}"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "source").write_bytes(source.read_bytes())
    options = [f"-I{source.parent}", *(f"-I{p}" for p in includes), *(f"-D{d}" for d in defines),
               *([f"-std={std}"] if std else [])]
    request = {"name": source.name, "include_names": [], "options": options, "name_expressions": [],
               "warp_size": warp_size, "runtime": "", "form": "text" if kind == "ptx" else "binary"}
    (folder / "request.json").write_text(json.dumps(request), encoding="utf-8")
    env = {**os.environ, "XLATE_SHIM_WARP_SIZE": str(warp_size)}
    proc = run([sys.executable, "-m", HELPER, str(folder)], timeout=timeout, check=False, env=env,
               error=CompileError, what=f"building {source} into a module for the cpu backend")
    result_file = folder / "result"
    if not result_file.is_file():
        raise CompileError(f"building {source} into a module failed: the compiler helper ended with exit code "
                           f"{proc.returncode}", detail=first_lines(proc.stderr + proc.stdout, 30))
    log = (folder / "log").read_text(encoding="utf-8", errors="replace")
    if int(result_file.read_text().strip() or "11") != 0:
        raise CompileError(f"building {source} into a module failed", detail=log)
    out.resolve().parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes((folder / "image").read_bytes())
    return log
