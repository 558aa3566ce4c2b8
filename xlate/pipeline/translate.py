"""The translation step of the entry points: CUDA sources -> HIP files for a build.

`translate_for_build` is what `xlate build`, `xlate run`, xlate-nvcc (through its cache) and the
conformance runner call; `translate_sources` (the rewrite engine over a list of files, as xlate report
and the runtime shim's NVRTC use it) and `translate_text` (one source string) are the other ways in.
The `xlate translate` command itself is xlate.rewrite.translate.run_translate, re-exported here.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from xlate.core.model import Diagnostic, Severity, SourceModel
from xlate.errors import DIAGNOSTIC_ERRORS, INPUT, InputError, XlateError
from xlate.rewrite import inputs as inputs_mod
from xlate.rewrite import output
from xlate.rewrite.engine import EngineResult, build_model_for, run_engine, translate_text, write_atomic
from xlate.rewrite.translate import TranslateRequest, project_root, run_translate


def translate_sources(sources: Sequence[Path], *, root: Path, includes: Sequence[Path] = (),
                      defines: Sequence[str] = (), warp_mode: str = "compat32", modules: list | None = None,
                      ) -> tuple[SourceModel, EngineResult]:
    """Parse `sources` (files or folders) under `root` and run the rules (`modules`: all when None);
    returns the model and the engine's result (outputs and diagnostics, the front end's included).
    Nothing is written."""
    model, fe_diags = build_model_for(list(sources), root=root, includes=list(includes), defines=list(defines),
                                      warp_mode=warp_mode)
    return model, run_engine(model, modules, fe_diags)


def _c_string(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"')


def line_directive(original: Path) -> bytes:
    """`#line 1 "<original>"` and a newline: put before a translated file (the translator keeps lines where
    they were), compiler messages, `__FILE__` and debug information name the user's file."""
    return f'#line 1 "{_c_string(str(original))}"\n'.encode("utf-8", "surrogateescape")


def name_originals(mapping: dict[Path, Path]) -> None:
    """Start each translated file with `#line 1 "<original>"` (line_directive), so that compiler
    messages, `__FILE__`, debug information and with them the cpu runtime's messages and memcheck's
    file:line name the user's files, not the temporary copies."""
    for orig, trans in mapping.items():
        trans = Path(trans)
        data = trans.read_bytes()  # bytes: a source that is not UTF-8 is translated byte for byte
        directive = line_directive(Path(orig).resolve())
        if not data.startswith(directive):
            trans.write_bytes(directive + data)


def translate_for_build(sources: list[Path], out_dir: Path, *, includes: list[Path], defines: list[str],
                        warp_mode: str, as_cuda: bool = False) -> dict[Path, Path]:
    """Translate `sources` and the project headers they include into `out_dir` (for `xlate build`).
    `as_cuda`: the sources are CUDA whatever their suffix (nvcc's `-x cu`).

    The root is project_root(sources, includes): the common parent of the sources and of their
    non-system include folders; each file lands at out_dir / its path relative to the root. Returns
    original -> translated path for every file written (the kernels a build must contain come from
    the one kernel finder, xlate.pipeline.kernels.program_kernels). Raises
    XlateError (exit 1; 3 when a file is binary, not UTF-8 or unreadable) with the error diagnostics
    in `detail` when translation reported errors;
    warnings are printed to stderr.
    """
    srcs = [Path(s) for s in sources]
    for s in srcs:
        inputs_mod.check_named(s)  # missing, a FIFO or device, a symlink loop, a name not UTF-8: exit 3
        if not s.is_file():
            raise InputError(f"source {s} does not exist or is not a file; check the path")
    root = project_root(srcs, includes)
    out_dir = Path(out_dir).resolve()
    model, fe_diags = build_model_for(srcs, root=root, includes=list(includes), defines=list(defines),
                                      warp_mode=warp_mode, cuda_sources=srcs if as_cuda else ())
    res = run_engine(model, None, fe_diags)
    errors = [d for d in res.diagnostics if d.severity is Severity.ERROR]
    if errors:
        names = ", ".join(s.name for s in srcs[:3]) + (" …" if len(srcs) > 3 else "")
        bad_input = any(d.code in inputs_mod.INPUT_CODES for d in errors)  # binary, not UTF-8, unreadable…
        raise XlateError(f"translating {names} to HIP reported {len(errors)} error(s); fix them or run "
                         "`xlate translate` on the sources for all diagnostics",
                         exit_code=INPUT if bad_input else DIAGNOSTIC_ERRORS, detail=output.format_text(errors))
    warnings = [d for d in res.diagnostics if d.severity is Severity.WARNING]
    if warnings:
        sys.stderr.write(output.format_text(warnings))
    return _write_for_build(model, res, out_dir)


def _write_for_build(model: SourceModel, res: EngineResult, out_dir: Path) -> dict[Path, Path]:
    mapping: dict[Path, Path] = {}
    for path, sf in model.files.items():
        target = out_dir / sf.rel
        if target.resolve() == path:
            raise InputError(f"translated {sf.rel} would overwrite its input {path}; use another build folder")
        write_atomic(target, res.outputs[path], mode_from=path)
        mapping[path] = target
    return mapping


__all__ = ["Diagnostic", "TranslateRequest", "line_directive", "name_originals", "project_root", "run_translate",
           "translate_for_build", "translate_sources", "translate_text"]
