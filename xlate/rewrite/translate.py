"""`xlate translate` (the translation step of `xlate build`, `xlate run` and xlate-nvcc is
xlate.pipeline.translate.translate_for_build).

Where the output goes (exactly one of):

* `-o DIR`: the output tree mirrors the input tree under DIR. Every project file of the model is
  written (changed or not), and for folder inputs every other file under the folder is copied as is
  (hidden files and folders skipped), so the output builds like the input did.
* `-o FILE`: one input file, written to FILE.
* `--stdout`: one input file, printed to standard output.
* `--in-place`: inputs that change are rewritten (atomically); nothing else is ever written to an input.

Refused with exit 3: an output that would overwrite an input file, and an output folder inside an
input folder (its files would be read as input by the next run). Which files are inputs, and what is
refused among them (symlinks leading out of an input folder, FIFOs and devices, unreadable files, names
that are not UTF-8), is decided in one place: xlate/rewrite/inputs.py. Such refusals, and binary or
non-UTF-8 files, are diagnostics; everything else is still translated, and the run ends with exit 3.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.model import Diagnostic, Severity, SourceModel
from xlate.errors import DIAGNOSTIC_ERRORS, INPUT, OK, USAGE, InputError, XlateError
from xlate.parse import compdb
from xlate.parse.model import default_root
from xlate.rewrite import inputs as inputs_mod
from xlate.rewrite import output, registry
from xlate.rewrite.engine import EngineResult, build_model_for, run_engine, write_atomic


@dataclass
class TranslateRequest:
    inputs: list[Path]
    output: Path | str | None = None  # a str keeps a trailing "/" (a folder, made if missing)
    in_place: bool = False
    compile_commands: Path | None = None
    includes: list[Path] = field(default_factory=list)
    defines: list[str] = field(default_factory=list)
    fmt: str = "text"  # text | json | sarif
    werror: bool = False
    select: list[str] = field(default_factory=list)
    ignore: list[str] = field(default_factory=list)
    warp_mode: str = "compat32"
    to_stdout: bool = False
    list_rules: bool = False


def _usage(msg: str) -> XlateError:
    return XlateError(msg, exit_code=USAGE)



_SYSTEM_PREFIXES = (Path("/usr"), Path("/opt"), Path("/lib"), Path("/nix"))


def project_root(sources: Sequence[Path], includes: Sequence[Path] = ()) -> Path:
    """The folder whose files count as the project: the common parent of the sources and of the
    include folders (-I) that are not system folders (/usr, /opt, …, and xlate's own support and
    prelude headers), so headers in `-I include` next to `src/` are translated too. When that would be
    `/` (an out-of-tree build folder elsewhere, such as /tmp/build with generated headers), only the
    include folders that share more than `/` with the sources count; with none, the sources' common
    parent."""

    base = default_root(sources)
    dirs = [base] + [Path(d).resolve() for d in includes if Path(d).is_dir()
                     and not any(Path(d).resolve().is_relative_to(s) for s in _SYSTEM_PREFIXES)
                     and not inputs_mod.is_own_folder(Path(d))]
    root = Path(os.path.commonpath([str(d) for d in dirs]))
    if root == Path(root.anchor):
        near = [d for d in dirs if Path(os.path.commonpath([str(base), str(d)])) != Path(root.anchor)]
        root = Path(os.path.commonpath([str(d) for d in near]))
    return base if root == Path(root.anchor) else root


def _root_for(inputs: Sequence[Path], compile_commands: Path | None, includes: Sequence[Path]) -> Path:

    if inputs:
        return project_root(inputs, includes)
    assert compile_commands is not None
    db = compdb.load(compile_commands)
    files = [p for p in db if p.exists()]
    for p in files:  # a FIFO, a device, a name that is not UTF-8: exit 3 before reading
        inputs_mod.check_named(p)
    if not files:
        raise InputError(f"{compile_commands}: no entry names an existing file; regenerate the compile database")
    return project_root(files, list(includes) + [d for e in db.values() for d in e.includes])


def list_rules_text() -> str:
    """Every registered code (the front end's XL9xx included), sorted by code: code, name, summary."""
    return "".join(f"{r.code}  {r.name:<22} {r.summary}\n" for r in registry.registered())


def run_translate(req: TranslateRequest) -> int:
    sel = registry.Selection.parse(req.select, req.ignore)
    if req.list_rules:
        sys.stdout.write(list_rules_text())
        return OK
    if req.fmt not in ("text", "json", "sarif"):
        raise _usage(f"--format {req.fmt!r}: use text, json or sarif")
    modes = [n for n, on in (("-o", req.output is not None), ("--in-place", req.in_place),
                             ("--stdout", req.to_stdout)) if on]
    if len(modes) != 1:
        raise _usage("say where the translation goes: exactly one of -o FILE|DIR, --in-place, --stdout"
                     + (f" (got {' and '.join(modes)})" if modes else ""))
    inputs = [Path(p) for p in req.inputs]
    if not inputs and req.compile_commands is None:
        raise _usage("no inputs: name CUDA files or folders, or a compile database with -p")
    scan = inputs_mod.scan(inputs)  # InputError for a bad named input, diagnostics for what a walk skips
    if req.compile_commands is not None and not Path(req.compile_commands).is_file():
        raise InputError(f"compile database {req.compile_commands} does not exist; check the path")
    single_file = len(inputs) == 1 and len(scan.files) == 1 and req.compile_commands is None
    if req.to_stdout and not single_file:
        raise _usage("--stdout translates exactly one input file")

    root = _root_for(inputs, req.compile_commands, req.includes)
    in_files = set(scan.files)
    in_dirs = list(scan.folders)
    out = Path(req.output) if req.output is not None else None
    file_mode = req.to_stdout or (out is not None and single_file and not out.is_dir()
                                  and not str(req.output).endswith(("/", os.sep)))
    if out is not None:
        _refuse_overlap(out, file_mode, in_files, in_dirs)

    if scan.project or req.compile_commands is not None:
        # The checked file list, never the folders: the front end must not walk them again.
        model, fe_diags = build_model_for(scan.project, root=root, includes=list(req.includes),
                                          defines=list(req.defines), warp_mode=req.warp_mode,
                                          compile_commands=req.compile_commands)
    else:  # folders without a single CUDA/C++ file: other files are still copied
        model, fe_diags = SourceModel(files={}, warp_mode=req.warp_mode), []
    res = run_engine(model, None, scan.diagnostics + fe_diags)
    write_diags: list[Diagnostic] = []

    if req.to_stdout or file_mode:
        _write_single(req, res, next(iter(in_files)), out)
    elif req.in_place:
        for path in res.changed:
            write_atomic(path, res.outputs[path], mode_from=path)
    else:
        assert out is not None
        if out.exists() and not out.is_dir():
            raise InputError(f"output {out} is a file, but the inputs need a folder; choose a folder with -o DIR")
        out.mkdir(parents=True, exist_ok=True)
        write_diags = _write_tree(res, root, out.resolve(), scan)
    res.diagnostics.extend(write_diags)

    reported = sel.filter(res.diagnostics)
    reported.sort(key=lambda d: (str(d.file), d.line, d.col))
    summary = output.Summary(files_translated=len(model.files), files_changed=len(res.changed),
                             edits=res.edit_count, token_only=len(model.unchecked))
    output.count(reported, summary, werror=req.werror)
    report_stream = sys.stderr if req.to_stdout else sys.stdout
    if req.fmt == "json":
        report_stream.write(output.format_json(reported, summary, werror=req.werror))
    elif req.fmt == "sarif":
        data = {p: sf.data for p, sf in model.files.items()}
        report_stream.write(output.format_sarif(reported, registry.all_rules(), summary, werror=req.werror,
                                                file_data=data))
    else:
        sys.stderr.write(output.format_text(reported, werror=req.werror))
    report_stream.flush()
    sys.stderr.write(summary.line() + "\n")
    if any(d.code in inputs_mod.INPUT_CODES and output.effective_severity(d, req.werror) is Severity.ERROR
           for d in reported):
        return INPUT  # an input was skipped: binary, not UTF-8, unreadable, a link leading out, a FIFO…
    return DIAGNOSTIC_ERRORS if summary.errors else OK


def _refuse_overlap(out: Path, file_mode: bool, in_files: set[Path], in_dirs: list[Path]) -> None:
    target = out.resolve()
    if file_mode:
        if target in in_files:
            raise InputError(f"output {out} is the input file itself; use --in-place to rewrite inputs")
        return
    for d in in_dirs:
        if target == d or target.is_relative_to(d):
            raise InputError(f"output folder {out} is inside input folder {d}: its files would be read "
                             "as input next time; choose a folder outside it")
    for f in in_files:
        if target == f:
            raise InputError(f"output {out} is an input file; choose another output")


def _write_single(req: TranslateRequest, res: EngineResult, src: Path, out: Path | None) -> None:
    model = res.model
    if src not in model.files:
        return  # the front end skipped it (binary, too large…): its diagnostic says why
    others = sorted(str(model.files[p].rel) for p in res.changed if p != src)
    if others:
        raise InputError(f"{src.name} includes project headers that need translating too "
                         f"({', '.join(others)}); translate into a folder with -o DIR")
    if req.to_stdout:
        sys.stdout.buffer.write(res.outputs[src])
        sys.stdout.flush()
    else:
        assert out is not None
        write_atomic(out, res.outputs[src], mode_from=src)


def _write_tree(res: EngineResult, root: Path, out_dir: Path, scan: inputs_mod.Scan) -> list[Diagnostic]:
    """Write every project file to out_dir/<path relative to the root>, copy the other files of the
    input folders, recreate their inside symlinks; never write outside out_dir, never drop a file
    silently. Returns diagnostics for what could not be copied."""
    model = res.model
    sources = set(model.files)
    diags: list[Diagnostic] = []

    def rel_of(p: Path) -> Path | None:
        try:
            return p.relative_to(root)
        except ValueError:
            diags.append(Diagnostic("XL907", Severity.ERROR, p, 1, 1,
                                    f"{inputs_mod.shown(p)} lies outside the project root {root}; not written "
                                    "(name it or its folder as an input)"))
            return None

    targets: dict[Path, Path] = {}  # output path -> input file
    links: dict[Path, Path] = {}  # output link -> output path it points to

    def claim(t: Path, src: Path) -> bool:
        old = targets.get(t) or links.get(t)
        if old is not None and old != src:
            diags.append(Diagnostic("XL907", Severity.ERROR, src, 1, 1,
                                    f"{inputs_mod.shown(src)} and {inputs_mod.shown(old)} would both be written "
                                    f"to {inputs_mod.shown(t)}; {inputs_mod.shown(src)} is not written"))
            return False
        return old is None

    for path in sorted(model.files):
        rel = rel_of(path)
        if rel is not None and claim(out_dir / rel, path):
            targets[out_dir / rel] = path
    for p in scan.others:
        rel = rel_of(p)
        if rel is not None and p not in sources and claim(out_dir / rel, p):
            targets[out_dir / rel] = p
    for link, target in scan.links:
        lrel, trel = rel_of(link), rel_of(target)
        if lrel is not None and trel is not None and claim(out_dir / lrel, link):
            links[out_dir / lrel] = out_dir / trel
    for t, src in targets.items():
        if t.resolve() in sources or t.resolve() == src:
            raise InputError(f"writing {t} would overwrite the input {src}; choose another output folder")
    for t in sorted(targets) + sorted(links):
        t.parent.mkdir(parents=True, exist_ok=True)
        if not t.parent.resolve().is_relative_to(out_dir):
            raise InputError(f"output folder {t.parent} is a symlink leading out of {out_dir}; remove it or "
                             "choose another output folder")
    for t, src in sorted(targets.items()):
        if src in model.files:
            write_atomic(t, res.outputs[src], mode_from=src)
        else:
            why = inputs_mod.copy_file(src, t)
            if why is not None:
                diags.append(Diagnostic("XL906", Severity.ERROR, src, 1, 1, f"{why}; not copied to the output"))
    for t, dest in sorted(links.items()):
        inputs_mod.make_link(t, dest)
    return diags


__all__ = ["Diagnostic", "TranslateRequest", "project_root", "run_translate"]
