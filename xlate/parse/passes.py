"""One parse pass (one translation unit, one side) reduced to plain, picklable data.

libclang objects do not pickle and die with their translation unit, so a pass is run to completion
here, in this process or in a worker process of a pool (see model.build_model), and returns tokens,
skipped ranges, references, kernels and clang's diagnostics as plain values. The caller (model.py)
decides which files it accepts and turns diagnostics into XL9xx codes.
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.model import RefOrigin
from xlate.core.proc import die_with_parent
from xlate.errors import XlateError
from xlate.parse import host_only, includes, regions
from xlate.parse import pch as pchmod
from xlate.parse.libclang import (
    PARSE_KEEP_GOING,
    all_skipped_ranges,
    cindex,
    cursor_map,
    tokenize_file,
)


@dataclass(frozen=True)
class Context:
    """What every pass of one build_model call shares (sent once to each worker)."""

    root: Path
    known: frozenset[Path]  # project files found by discovery (they count even outside `root`)
    system_dirs: tuple[Path, ...]  # never project files (prelude, resource dir, -isystem folders)
    prelude_include: Path
    prelude_root: Path
    max_bytes: int


@dataclass(frozen=True)
class Job:
    tu_path: Path
    side: str
    args: list[str]
    pch: Path | None = None  # use `-include-pch` instead of the plain prelude include
    stub_for: Path | None = None
    lex_only: bool = False  # tokens only (see lex)


RawTok = tuple[str, int, int]  # (clang token kind name, start, end)


@dataclass
class FileData:
    path: Path
    tokens: list[RawTok]
    skipped: list[tuple[int, int]]  # skipped by the preprocessor in every inclusion of this pass
    refs: dict[int, RefOrigin]
    host_only: list[tuple[int, int]] = field(default_factory=list)  # host_only.spans


@dataclass
class RawDiag:
    severity: int
    file: str | None
    line: int
    col: int
    message: str
    # clang's notes under it (e.g. "in instantiation of ... requested here"), as (file, line, col, text)
    notes: list[tuple[str | None, int, int, str]] = field(default_factory=list)


@dataclass
class Result:
    job: Job
    ok: bool  # libclang produced a translation unit
    files: list[FileData] = field(default_factory=list)  # the main file first (unless a stub), then headers
    diags: list[RawDiag] = field(default_factory=list)
    pch_fallback: str | None = None  # the PCH failed and the pass ran with the plain include
    crash: str | None = None  # the front end crashed or hung on this pass (ok is False): how


# Identifier tokens get their cursors from one walk of the AST (libclang.cursor_map). True (or
# $XLATE_PARSE_ANNOTATE=1, which reaches the worker processes): from clang_annotateTokens, as before
# (quadratic on a deep expression); only for comparing the two (benchmarks/annotate_equivalence.py,
# benchmarks/deep_expression.py --before).
_ANNOTATE = False



def _name_matches(decl_spelling: str, token: str) -> bool:
    if decl_spelling == token:
        return True
    if decl_spelling == "operator" + token:
        return True  # an operator token resolved to the operator function it calls (_operator_cursors)
    # constructors/destructors and class template specializations ("vec<int>")
    return decl_spelling in ("~" + token,) or decl_spelling.startswith(token + "<")


class _Pass:
    def __init__(self, ctx: Context, tu):
        self.ctx = ctx
        self.tu = tu
        self.ci = cindex()
        self.CK = self.ci.CursorKind
        self._origin_cache: dict[str, RefOrigin] = {}
        self._decl_cache: dict[int, list[tuple]] = {}  # clang_hashCursor -> [(decl, name, origin)]

    def is_project_path(self, path: Path) -> bool:
        if path in self.ctx.known:
            return True
        if not path.is_relative_to(self.ctx.root):
            return False
        return not any(path.is_relative_to(d) for d in self.ctx.system_dirs)

    def origin_of_file(self, name: str | None) -> RefOrigin:
        if not name:
            return RefOrigin.SYSTEM  # compiler builtins and predefined macros
        hit = self._origin_cache.get(name)
        if hit is not None:
            return hit
        p = Path(name).resolve()
        if p.is_relative_to(self.ctx.prelude_include):
            origin = RefOrigin.CUDA_API
        elif self.is_project_path(p):
            origin = RefOrigin.PROJECT
        else:
            origin = RefOrigin.SYSTEM
        self._origin_cache[name] = origin
        return origin

    def ref_of(self, cur, spelling: str, start: int, fname: str) -> RefOrigin | None:
        """Where the declaration of the identifier at `start` lives, if this cursor says so."""
        CK = self.CK
        lib = self.ci.conf.lib
        try:
            kind = cur.kind
        except ValueError:
            return None
        decl = None
        if kind == CK.MACRO_INSTANTIATION:
            decl = cur.referenced
        elif kind == CK.MACRO_DEFINITION:
            decl = cur
        elif kind == CK.OVERLOADED_DECL_REF:
            if lib.clang_getNumOverloadedDecls(cur) > 0:
                decl = lib.clang_getOverloadedDecl(cur, 0)
        elif kind.is_reference() or kind.is_expression():
            decl = cur.referenced
        elif kind.is_declaration():
            loc = cur.location
            if loc.file is not None and loc.offset == start and loc.file.name == fname:
                decl = cur
        if decl is None:
            return None
        bucket = self._decl_cache.setdefault(decl.hash, [])
        hit = next((h for h in bucket if h[0] == decl), None)  # equal cursors, not just equal hashes
        if hit is None:
            if decl.kind == CK.NO_DECL_FOUND:
                return None
            f = decl.location.file
            hit = (decl, decl.spelling, self.origin_of_file(f.name if f is not None else None))
            bucket.append(hit)
        if not _name_matches(hit[1], spelling):
            return None
        return hit[2]

    def diagnostics(self) -> list[RawDiag]:
        out: list[RawDiag] = []
        for d in self.tu.diagnostics:
            if d.severity < self.ci.Diagnostic.Error:
                continue
            loc = d.location
            notes = []
            for c in d.children:
                cl = c.location
                notes.append((cl.file.name if cl.file is not None else None, cl.line, cl.column, c.spelling))
            out.append(RawDiag(d.severity, loc.file.name if loc.file is not None else None, loc.line, loc.column,
                               d.spelling, notes))
        return out


def _read_project_file(path: Path, max_bytes: int) -> bytes | None:
    try:
        if path.stat().st_size > max_bytes:
            return None
        data = path.read_bytes()
    except OSError:
        return None
    return None if b"\0" in data else data


def _parse(index, job: Job):
    ci = cindex()
    opts = ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD | PARSE_KEEP_GOING
    fallback = None
    if job.pch is not None:
        try:
            return index.parse(str(job.tu_path), args=pchmod.with_pch(job.args, job.pch), options=opts), None
        except ci.TranslationUnitLoadError:
            fallback = f"libclang could not use the PCH {job.pch} for {job.tu_path} ({job.side} pass)"
            pchmod.forget(job.pch, fallback)
    try:
        return index.parse(str(job.tu_path), args=job.args, options=opts), fallback
    except ci.TranslationUnitLoadError:
        return None, fallback


def run(ctx: Context, job: Job, index=None) -> Result:
    """Parse one translation unit on one side and return what it shows as plain data."""
    if index is None:
        index = _index()
    tu, fallback = _parse(index, job)
    if tu is None:
        return Result(job, ok=False, pch_fallback=fallback)
    p = _Pass(ctx, tu)
    res = Result(job, ok=True, pch_fallback=fallback)
    # Files of this TU that may belong to the project, and how often each was entered.
    in_tu: dict[Path, object] = {}
    entered: Counter[Path] = Counter()
    spelled: dict[str, Path] = {}  # file names as clang spells them -> project path
    if job.stub_for is None:
        main = tu.get_file(str(job.tu_path))
        if main is not None:
            in_tu[job.tu_path] = main
            spelled[main.name] = job.tu_path
            entered[job.tu_path] = 1
    for inc in tu.get_includes():  # one entry per time the preprocessor entered a file
        f = inc.include
        if f is None:
            continue
        name = f.name
        path = spelled.get(name) or Path(name).resolve()
        if path in in_tu:
            entered[path] += 1
            spelled[name] = path
            continue
        if not p.is_project_path(path):
            continue
        in_tu[path] = f
        entered[path] = 1
        spelled[name] = path
    res.diags = p.diagnostics()
    skipped_by_name = all_skipped_ranges(tu)
    skipped_by_path: dict[Path, dict[int, list[tuple[int, int]]]] = {}
    for name, groups in skipped_by_name.items():
        path = spelled.get(name)
        if path is not None:
            for key, rs in groups.items():
                skipped_by_path.setdefault(path, {}).setdefault(key, []).extend(rs)
    old_way = _ANNOTATE or os.environ.get("XLATE_PARSE_ANNOTATE") == "1"
    cmap = cursor_map(tu) if in_tu and not old_way else None
    annotate = cmap is None  # asked to, or the walk failed
    for path, f in in_tu.items():
        data = _read_project_file(path, ctx.max_bytes)
        if data is None:
            continue  # the caller rejects it with the reason
        spans = cmap.definitions.get(f.name, []) if cmap is not None else []
        toks = tokenize_file(tu, f, len(data), annotate=annotate, annotate_spans=_directives(spans, data))
        cursors = [t.cursor for t in toks] if cmap is None else _cursors(cmap.at.get(f.name, {}), toks)
        if cmap is not None:
            _operator_cursors(cmap.at.get(f.name, {}), toks, data, cursors, p.CK)
        refs: dict[int, RefOrigin] = {}
        raw: list[RawTok] = []
        for t, cur in zip(toks, cursors):
            raw.append((t.kind, t.start, t.end))
            if cur is not None:
                sp = data[t.start:t.end].decode("utf-8", "replace")
                r = p.ref_of(cur, sp, t.start, str(path))
                if r is not None:
                    refs[t.start] = r
        skipped = _skipped_in_every_inclusion(skipped_by_path.get(path, {}), entered[path])
        host = [] if cmap is None else host_only.spans(cmap.functions.get(f.name, []), cmap.lambdas.get(f.name, []), data)
        res.files.append(FileData(path, raw, skipped, refs, host))
    return res


def _directives(defs: list[tuple[int, int]], data: bytes) -> list[tuple[int, int]]:
    """The byte ranges of the `#define` directives whose names and ends are `defs` (from the `#`)."""
    out = []
    for name, end in sorted(defs):
        start = data.rfind(b"#", 0, name)
        out.append((start if start >= 0 else name, max(end, name + 1)))
    return out


def _cursors(at: dict[int, object], toks: list) -> list:
    """The cursor of each identifier token of one file (None for the others): from clang_annotateTokens
    where tokenize_file annotated it (the `#define` directives), else from the walk."""
    return [t.cursor if t.cursor is not None else (at.get(t.start) if t.kind == "IDENTIFIER" else None)
            for t in toks]


# Operator tokens that may call a free operator function of the project (XL515 rewrites some calls).
OPERATOR_TOKENS = frozenset({"*", "/", "+=", "-=", "*=", "/="})


def _operator_cursors(at: dict[int, object], toks: list, data: bytes, cursors: list, CK) -> None:
    """Give an operator token (OPERATOR_TOKENS) the cursor of the call it makes when that call resolves to a
    free operator function (`float2 operator*(float2, float2)`), not a member or a built-in operator: the
    walk maps the token to the DeclRefExpr of the called function. Its ref is then where that function is
    declared (a project file: PROJECT)."""
    for i, t in enumerate(toks):
        if t.kind != "PUNCTUATION" or cursors[i] is not None:
            continue
        cur = at.get(t.start)
        if cur is None or data[t.start:t.end].decode("ascii", "replace") not in OPERATOR_TOKENS:
            continue
        try:
            if cur.kind != CK.DECL_REF_EXPR:
                continue
            decl = cur.referenced
            if decl is None or decl.kind != CK.FUNCTION_DECL:
                continue
        except ValueError:
            continue
        cursors[i] = cur


def _skipped_in_every_inclusion(by_inclusion: dict[int, list[tuple[int, int]]], entered: int) -> list[tuple[int, int]]:
    """Ranges the preprocessor skipped each time it entered the file. A header entered twice whose
    include guard (or any #if) skips all of it the second time is not inactive: the first time
    compiled it. An inclusion with no skipped range at all leaves nothing inactive."""
    groups = list(by_inclusion.values())
    if not groups or len(groups) < max(entered, 1):
        return []
    out = regions.merge_ranges(groups[0])
    for g in groups[1:]:
        out = regions.intersect_ranges(out, g)
    return out


_INDEX = None


def _index():
    global _INDEX
    if _INDEX is None:
        # excludeDecls: visiting a TU skips the declarations that come from the prelude PCH
        _INDEX = cindex().Index.create(excludeDecls=True)
    return _INDEX


# ---- worker process side (model._Runner starts the workers and talks to them)

# The stack of the thread a pass runs on. clang recurses over the AST (a `1+1+...` line of 100k terms
# is a tree 100k deep) and would overflow the default 8 MiB stack with a SIGSEGV; the reservation
# is virtual memory, only the pages a parse really touches are used. libclang runs a parse on the
# calling thread (not a thread of its own, with its own 8 MiB stack) when LIBCLANG_NOTHREADS is set.
# $XLATE_PARSE_STACK (bytes, at least 65536) replaces it.
WORKER_STACK_BYTES = 1 << 30


@dataclass
class Crash:
    """A pass that ended the worker or could not finish: the signal, exit status or Python error."""

    what: str
    internal: bool = False  # a bug in xlate (a Python exception), not a crash of libclang


def run_any(ctx: Context, job: Job) -> Result:
    """A parse pass, or a lex-only pass (`job.lex_only`)."""
    return lex(ctx, job) if job.lex_only else run(ctx, job)


def lex(ctx: Context, job: Job) -> Result:
    """Tokens of a file no parse pass covered (a C file, or every parse failed): lexed by libclang
    with function bodies skipped, no annotation."""
    ci = cindex()
    opts = ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES | PARSE_KEEP_GOING
    data = _read_project_file(job.tu_path, ctx.max_bytes)
    if data is None:
        return Result(job, ok=False)
    # The text with its include directives disarmed (same length, same tokens): lexing needs no
    # header, and the file may be lexed only because one of its includes names a FIFO or device.
    unsaved = [(str(job.tu_path), includes.disarm(data))]
    try:
        tu = _index().parse(str(job.tu_path), args=job.args, unsaved_files=unsaved, options=opts)
    except ci.TranslationUnitLoadError:
        return Result(job, ok=False)
    f = tu.get_file(str(job.tu_path))
    if f is None:
        return Result(job, ok=False)
    toks = [(t.kind, t.start, t.end) for t in tokenize_file(tu, f, len(data), annotate=False)]
    return Result(job, ok=True, files=[FileData(job.tu_path, toks, [], {})])


def _run_boxed(ctx: Context, job: Job, box: list[object]) -> None:
    try:
        box.append(run_any(ctx, job))
    except XlateError as exc:
        box.append(exc)
    except (MemoryError, RecursionError) as exc:
        box.append(Crash(f"{type(exc).__name__} in the parse worker"))
    except Exception as exc:  # noqa: BLE001 - a bug in xlate's front end: the caller raises it as one
        import traceback

        where = traceback.extract_tb(exc.__traceback__)[-1]
        box.append(Crash(f"{type(exc).__name__}: {exc} (at {Path(where.filename).name}:{where.lineno})",
                         internal=True))


def _gone(pid: int) -> bool:
    """Whether process `pid` has ended (a zombie has)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            return fh.read().rsplit(b")", 1)[-1].split()[0] == b"Z"
    except (OSError, IndexError):
        return False


def _die_with_parent(main_pid: int | None) -> None:
    """A worker stuck inside libclang (a hang on hostile input) must not outlive xlate. An idle worker
    ends anyway (its pipe closes); a busy one never reads its pipe, and its parent is the forkserver,
    which lives as long as any of its children holds the descriptor multiprocessing gives them (the
    workers do). So: a thread watches the process that started the worker (`main_pid`) and ends the
    worker when it is gone (even by SIGKILL), and on Linux the kernel kills the worker
    (PR_SET_PDEATHSIG) when the forkserver ends."""
    import threading

    die_with_parent()
    if main_pid is None:
        return

    def watch() -> None:
        import time

        while not _gone(main_pid):
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="xlate-parse-watch", daemon=True).start()


def worker_main(conn, env: dict[str, str], main_pid: int | None = None) -> None:
    """A worker process: the caller's XLATE_* settings (a forkserver's workers inherit the server's
    environment, not the caller's: XLATE_LIBCLANG must name the same library), then (Context, Job)
    requests in, Result (or Crash, or an XlateError to raise in the caller) out, until None. The
    worker ends when `main_pid` (the process using it) does."""
    import threading

    _die_with_parent(main_pid)
    for k in [k for k in os.environ if k.startswith("XLATE_") and k not in env]:
        del os.environ[k]
    os.environ.update(env)
    os.environ["LIBCLANG_NOTHREADS"] = "1"
    stack = os.environ.get("XLATE_PARSE_STACK", "")
    threading.stack_size(int(stack) if stack.isdigit() and int(stack) >= 65536 else WORKER_STACK_BYTES)
    ctx: Context | None = None
    while True:
        try:
            msg = conn.recv()
        except EOFError:
            return
        if msg is None:
            return
        new_ctx, job = msg  # the context comes with a worker's first job of each build_model call
        if new_ctx is not None:
            ctx = new_ctx
        box: list[object] = []
        assert ctx is not None, "a worker's first job comes with its context"
        th = threading.Thread(target=_run_boxed, args=(ctx, job, box), name="xlate-parse")
        th.start()
        th.join()
        conn.send(box[0] if box else Crash("the parse thread ended without a result"))
