"""The compiler behind the cpu backend's C hipRTC (xlate/cpu/src/rtc.cpp): what a C or C++ CUDA program's
nvrtcCompileProgram runs, as `python -m xlate.runtime_shim.rtc_helper FOLDER`.

The runtime writes into FOLDER:

    request.json   {"name", "include_names": [...], "options": [...], "name_expressions": [...],
                    "warp_size", "runtime": the libxlate_hipcpu.so the program runs ("": not checked),
                    "form": "text" (default) or "binary"}
    source         the program's source
    header.<i>     the text of the header named include_names[i]

and this module answers with:

    result         hipRTC's status as a decimal number (HIPRTC_SUCCESS = 0, ...)
    log            the program log (xlate's diagnostics, the host compiler's errors)
    image          on success: the code image in its text form (_image.to_text), NUL-free, or in its
                   binary form when the request asks for it (xlate-nvcc -cubin/-fatbin: xlate/driver/modules.py)
    lowered        on success: one `name expression<TAB>lowered name` line per name expression

The compile is the Python shim's NVRTC for the cpu backend (_cpu_compile.compile_program: xlate's
translation, the kernel table, the cpu build, its cache), at the program's warp size
(XLATE_SHIM_WARP_SIZE, set by the runtime). A module must link the runtime the program runs: when that
is not the library this xlate builds against (xlate changed since the program was built), the compile
fails and the log says so. Exit code 0 whenever `result` was written; an unexpected error leaves a
traceback on stderr (which the runtime puts in the log) and exit code 1.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from xlate.errors import XlateError
from xlate.runtime_shim import _image
from xlate.runtime_shim._enums import nvrtcResult
from xlate.runtime_shim._errors import ShimError


def _answer(folder: Path, result: int, log: str, image: bytes | None = None,
            lowered: dict[str, str] | None = None, text: bool = True) -> None:
    (folder / "log").write_text(log, encoding="utf-8", errors="replace")
    if image is not None:
        (folder / "image").write_bytes(_image.to_text(image) if text else image)
        (folder / "lowered").write_text("".join(f"{k}\t{v}\n" for k, v in (lowered or {}).items()),
                                        encoding="utf-8")
    (folder / "result").write_text(f"{int(result)}\n", encoding="ascii")  # last: the runtime reads it first


def _text(data: bytes, what: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(f"{what} is not UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})") from exc


def compile_request(folder: Path) -> None:
    req = json.loads((folder / "request.json").read_bytes().decode("utf-8", "surrogateescape"))
    try:
        source = _text((folder / "source").read_bytes(), "the program's source")
        headers = {name: _text((folder / f"header.{i}").read_bytes(), f"header {name!r}")
                   for i, name in enumerate(req.get("include_names", []))}
    except ValueError as exc:
        _answer(folder, nvrtcResult.NVRTC_ERROR_INVALID_INPUT, f"hiprtc: error: {exc}\n")
        return
    from xlate.runtime_shim._cpu import CpuBackend  # loads the runtime library (this process only)

    try:
        backend = CpuBackend()
    except (ShimError, XlateError) as exc:
        _answer(folder, nvrtcResult.NVRTC_ERROR_INTERNAL_ERROR, f"hiprtc: error: {exc}\n")
        return
    runtime = req.get("runtime") or ""
    if runtime and Path(runtime).resolve() != backend.lib_path.resolve():
        _answer(folder, nvrtcResult.NVRTC_ERROR_INTERNAL_ERROR,
                f"hiprtc: error: this program runs the cpu backend runtime {runtime}, but this xlate builds "
                f"modules against {backend.lib_path} (xlate changed since the program was built): build the "
                "program again with this xlate\n")
        return
    try:
        res = backend.compile(source, req.get("name") or "default_program", headers,
                              list(req.get("options", [])), list(req.get("name_expressions", [])))
    except (ShimError, XlateError) as exc:
        _answer(folder, nvrtcResult.NVRTC_ERROR_INTERNAL_ERROR, f"hiprtc: error: {exc}\n")
        return
    _answer(folder, res.result, res.log, res.image if res.result == nvrtcResult.NVRTC_SUCCESS else None,
            res.lowered, text=req.get("form", "text") != "binary")


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m xlate.runtime_shim.rtc_helper FOLDER (run by the cpu backend's hipRTC)",
              file=sys.stderr)
        return 2
    compile_request(Path(argv[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
