"""build_model: from CUDA files and folders to the SourceModel the rules read.

Each translation unit is parsed twice with libclang (host pass and device pass, see flags.py), the
prelude read from a precompiled header (pch.py). A pass runs in passes.py, in this process or in a
pool of worker processes, and comes back as plain data; this module merges the passes in the order
they were planned, so the result does not depend on the number of workers.
Every project file gets the full raw token stream of its text (inactive branches and macro bodies
included, comments left out), each token with the region it lies in and, for identifiers, where
its declaration lives (the CUDA prelude, the project, or a system header). Diagnostic codes XL9xx
are listed in DIAGNOSTICS.md.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing as mp
import multiprocessing.connection as mp_connection
import os
import signal
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Self

from xlate.core.model import (
    Diagnostic,
    RefOrigin,
    Region,
    Severity,
    SourceFile,
    SourceModel,
    Token,
    TokenKind,
)
from xlate.errors import USAGE, InputError, InternalError, XlateError
from xlate.parse import (
    compdb,
    flags,
    host_calls,
    passes,
    prelude_errors,
    regions,
    shared_inits,
    side_macros,
    support,
)
from xlate.parse import includes as inc_check
from xlate.parse import pch as pchmod
from xlate.parse.libclang import cindex, resource_dir
from xlate.parse.source import default_root, discover, read_source

CXX_SOURCE_EXTS = frozenset({".cpp", ".cc", ".cxx"})
DEFAULT_MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_CLANG_DIAGS_PER_TU = 20

# Merge order when passes disagree: a project declaration always wins (never rename the user's own
# name); a CUDA API declaration wins over a system one and over "unresolved".
_REF_RANK = {RefOrigin.UNRESOLVED: 0, RefOrigin.SYSTEM: 1, RefOrigin.CUDA_API: 2, RefOrigin.PROJECT: 3}
_TOKEN_KIND = {"IDENTIFIER": TokenKind.IDENTIFIER, "KEYWORD": TokenKind.KEYWORD,
               "PUNCTUATION": TokenKind.PUNCTUATION, "LITERAL": TokenKind.LITERAL}


def _max_file_bytes(given: int | None) -> int:
    if given is not None:
        return given
    env = os.environ.get("XLATE_MAX_FILE_BYTES")
    if env and env.isdigit():
        return int(env)
    return DEFAULT_MAX_FILE_BYTES



# ------------------------------------------------------------------ one parse pass


@dataclass
class _FileView:
    """One project file as one parse pass saw it."""

    tokens: list[passes.RawTok]
    skipped: list[tuple[int, int]]
    refs: dict[int, RefOrigin]  # token start -> origin, for identifiers (and operator calls) this pass resolved
    side: str = ""  # "host" or "device"
    host_only: list[tuple[int, int]] = field(default_factory=list)  # host_only.spans


@dataclass
class _Acc:
    """What all passes found about one project file."""

    sf: SourceFile
    views: list[_FileView] = field(default_factory=list)
    lexed: list[passes.RawTok] | None = None  # tokens from a lex-only parse, when no pass covered the file


class _Builder:
    def __init__(self, root: Path, includes: list[Path], defines: list[str], db: dict[Path, compdb.CompileEntry],
                 max_bytes: int, prelude_root: Path):
        self.root = root
        self.includes = includes
        self.defines = defines
        self.db = db
        self.max_bytes = max_bytes
        self.prelude_root = prelude_root
        self.prelude_include = (prelude_root / "include").resolve()
        self.resource = resource_dir()
        self.ci = cindex()
        self.index = self.ci.Index.create()
        self.files: dict[Path, _Acc] = {}
        self.rejected: set[Path] = set()
        self.diags: list[Diagnostic] = []
        self.diag_keys: set[tuple] = set()
        self.unchecked: dict[Path, str] = {}
        self.host_calls: host_calls.Recorded = {}  # XL516
        self.shared_inits: shared_inits.Recorded = {}  # XL519
        self._checkers: dict[tuple, inc_check.Checker] = {}
        # xlate's own <xlate/...> support headers are never project files
        self.system_dirs: list[Path] = [self.prelude_include, self.resource.resolve(),
                                        support.SUPPORT_INCLUDE.resolve()]

    # ---- files

    def add_file(self, path: Path) -> _Acc | None:
        if path in self.files:
            return self.files[path]
        if path in self.rejected:
            return None
        sf, diag = read_source(path, self.root, self.max_bytes)
        if diag is not None:
            self.diag(diag)  # an error when skipped; a note for a file that is not UTF-8
        if sf is None:
            self.rejected.add(path)
            return None
        acc = _Acc(sf)
        self.files[path] = acc
        return acc

    def diag(self, d: Diagnostic) -> None:
        key = (d.code, str(d.file), d.line, d.col, d.message)
        if key not in self.diag_keys:
            self.diag_keys.add(key)
            self.diags.append(d)

    def mark_unchecked(self, path: Path, reason: str) -> None:
        if path in self.files and path not in self.unchecked:
            self.unchecked[path] = reason

    # ---- parsing

    def parse_args(self, side: str, entry: compdb.CompileEntry | None, extra_includes: Iterable[Path] = ()) -> list[str]:
        includes = list(self.includes) + list(extra_includes)
        defines = list(self.defines)
        extra = ["-resource-dir", str(self.resource)]
        std = "c++17"
        if entry is not None:
            includes = list(entry.includes) + includes
            defines = list(entry.defines) + defines
            extra = entry.extra_args() + extra
            std = entry.std or std
        return flags.cuda_parse_args(side, includes=includes, defines=defines, std=std, extra=extra,
                                     prelude_root=self.prelude_root)

    def jobs_for(self, tu_path: Path, sides: Sequence[str], *, stub_for: Path | None = None,
                 extra_includes: Iterable[Path] = ()) -> list[passes.Job]:
        """The parse passes of one translation unit (one per side). `stub_for` names the header a
        generated stub TU stands for."""
        entry = self.db.get(tu_path)
        extra_includes = list(extra_includes)
        out = []
        for side in sides:
            args = self.parse_args(side, entry, extra_includes)
            out.append(passes.Job(tu_path, side, args, pchmod.ensure(self.index, self.prelude_root, args), stub_for))
        return out

    def refuse_bad_includes(self, path: Path, entry: compdb.CompileEntry | None,
                            extra_includes: Iterable[Path] = ()) -> bool:
        """Whether `path` (a translation unit, or a header about to be parsed through a stub) reaches
        a FIFO, socket or device through its #includes (includes.py): then each such include is an
        XL908 error at its file:line and the file is lexed only (libclang would block opening it)."""
        search = list(self.includes) + list(extra_includes)
        forced: list[Path] = []
        if entry is not None:
            search = list(entry.includes) + search + list(entry.system_includes)
            forced = list(entry.forced_includes)
        key = tuple(search)
        checker = self._checkers.get(key)
        if checker is None:
            checker = self._checkers[key] = inc_check.Checker(
                search, [self.prelude_include, self.resource.resolve() / "include", *inc_check.SYSTEM_FOLDERS])
        bad = checker.check(path)
        for f in forced:  # -include FILE of the compile database
            try:
                kind = inc_check.file_kind(os.stat(f).st_mode)
            except OSError:
                continue
            if kind is not None:
                bad.append(inc_check.BadInclude(path, 1, 1, f"-include {f}", f, kind))
        for b in bad:
            self.diag(Diagnostic("XL908", Severity.ERROR, b.file, b.line, b.col,
                                 f"#include {b.spelled} names {b.target}, {b.kind}, not a regular file: the files "
                                 "reaching it are not parsed (opening it would block or never end) and are "
                                 "translated at token level only (XL902 names them); include a regular file"))
        if bad:
            self.mark_unchecked(path, f"it includes {bad[0].target}, {bad[0].kind}")
        return bool(bad)

    def context(self) -> passes.Context:
        return passes.Context(root=self.root, known=frozenset(self.files), system_dirs=tuple(self.system_dirs),
                              prelude_include=self.prelude_include, prelude_root=self.prelude_root,
                              max_bytes=self.max_bytes)

    def record(self, r: passes.Result) -> None:
        """Take in what one pass showed (in the order the passes were planned)."""
        job = r.job
        where = job.stub_for or job.tu_path
        if r.pch_fallback and job.pch is not None:
            pchmod.forget(job.pch, r.pch_fallback)
        if not r.ok and r.crash is not None:
            self.diag(Diagnostic("XL910", Severity.ERROR, where, 1, 1,
                                 f"the front end (libclang) failed on {where} ({job.side} pass): {r.crash}; "
                                 "the file is translated at token level only (simplify the code there, or "
                                 "report it if the file is ordinary source)"))
            self.mark_unchecked(where, f"libclang crashed on it ({job.side} pass)")
            return
        if not r.ok:
            self.diag(Diagnostic("XL901", Severity.ERROR, where, 1, 1,
                                 f"libclang could not parse {where} ({job.side} pass); token-level translation only"))
            self.mark_unchecked(where, f"libclang could not parse it ({job.side} pass)")
            return
        accepted: list[tuple[_Acc, passes.FileData]] = []
        for fd in r.files:
            acc = self.add_file(fd.path)
            if acc is not None:
                accepted.append((acc, fd))
        missing = self.record_diagnostics(r, accepted)
        for acc, fd in accepted:
            acc.views.append(_FileView(fd.tokens, regions.merge_ranges(fd.skipped), fd.refs, job.side, fd.host_only))
        if missing and job.stub_for is None:
            self.mark_unchecked(job.tu_path, "missing include " + ", ".join(sorted(missing)))

    def record_diagnostics(self, r: passes.Result, accepted: list[tuple[_Acc, passes.FileData]]) -> set[str]:
        tu_path = r.job.stub_for or r.job.tu_path
        side = r.job.side
        stub = r.job.stub_for is not None
        missing: set[str] = set()
        errors: list[passes.RawDiag] = []
        # XL516: the device pass's wrong-side references to project functions, and every diagnostic whose
        # call chain runs through such a function's body (which its device-side stub replaces)
        stubbed = {id(d) for d in r.diags if side == "device" and host_calls.record(d, self.files, self.host_calls)}
        in_stub = host_calls.functions(self.host_calls)
        for d in r.diags:
            if id(d) in stubbed or (in_stub and host_calls.called_by(d, in_stub)):
                continue
            if shared_inits.record(d, self.files, self.shared_inits):  # XL519 gives it raw storage
                continue
            if prelude_errors.artifact(d, self.prelude_include):
                continue
            msg = d.message
            if msg.endswith("file not found") and msg.startswith("'"):
                name = msg[1:msg.rfind("'")]
                missing.add(name)
                fpath = Path(d.file).resolve() if d.file else tu_path
                if fpath in self.files:
                    self.mark_unchecked(fpath, f"missing include {name}")
                    self.diag(Diagnostic(
                        "XL903", Severity.WARNING, fpath, d.line or 1, d.col or 1,
                        f"include {name!r} not found; the code using it is translated at token level only "
                        "(add its folder with -I, or a compile database with -p)"))
                continue
            errors.append(d)
        for d in errors[:MAX_CLANG_DIAGS_PER_TU]:
            fpath = Path(d.file).resolve() if d.file else None
            msg = d.message
            if fpath is not None and fpath.is_relative_to(self.prelude_include):
                rel = fpath.relative_to(self.prelude_include)
                here = f"xlate's CUDA prelude <{rel}>:{d.line}:{d.col}: {msg} ({side} pass)"
                cause = prelude_errors.cause(d, fpath, r, [acc.sf for acc, _fd in accepted], self.files)
                if cause is not None:
                    (where, line, col), because = cause
                    sev = Severity.WARNING if (missing or stub) else Severity.ERROR
                    text = f"clang error in {here}, {because}"
                    if where != tu_path:
                        self.mark_unchecked(where, f"clang error in the prelude caused at line {line}: {msg}")
                    self.mark_unchecked(tu_path, f"clang error in the prelude: {msg}")
                else:
                    sev = Severity.ERROR
                    text = (f"internal error in {here} while parsing {tu_path}; no project macro or code "
                            "on that line explains it: please report it")
                    where, line, col = tu_path, 1, 1
            elif fpath is not None and fpath in self.files:
                self.mark_unchecked(fpath, f"clang error at line {d.line}: {msg}")
                sev = Severity.WARNING if (missing or stub) else Severity.ERROR
                text = f"clang: {msg} ({side} pass)"
                if missing:
                    text += "; probably caused by the missing include " + ", ".join(sorted(missing))
                where, line, col = fpath, d.line or 1, d.col or 1
            else:
                sev = Severity.WARNING
                place = f"{d.file}:{d.line}:{d.col}: " if d.file else ""
                text = f"clang: {place}{msg} (in a header outside the project, {side} pass)"
                where, line, col = tu_path, 1, 1
                self.mark_unchecked(tu_path, f"clang error outside the project: {msg}")
            self.diag(Diagnostic("XL901", sev, where, line, col, text))
        if len(errors) > MAX_CLANG_DIAGS_PER_TU:
            self.diag(Diagnostic("XL901", Severity.NOTE, tu_path, 1, 1,
                                 f"{len(errors) - MAX_CLANG_DIAGS_PER_TU} more clang errors not shown ({side} pass)"))
        return missing

    def lex_job(self, acc: _Acc) -> passes.Job:
        """The lex-only pass of a file no parse pass covered (a C file, or every parse failed)."""
        args = ["-x", "c++", "-nostdinc", "-nostdinc++", "-fsyntax-only", "-Wno-everything",
                "-resource-dir", str(self.resource)]
        return passes.Job(acc.sf.path, "lex", args, lex_only=True)

    def record_lex(self, r: passes.Result) -> None:
        path = r.job.tu_path
        acc = self.files[path]
        if r.ok and r.files:
            acc.lexed = r.files[0].tokens
            return
        # Not even its tokens: the file cannot be translated at all.
        del self.files[path]
        self.rejected.add(path)
        self.unchecked.pop(path, None)
        why = r.crash or "libclang could not read it"
        self.diag(Diagnostic("XL910", Severity.ERROR, path, 1, 1,
                             f"the front end (libclang) failed on {path} (lexing): {why}; skipped (not translated)"))

    # ---- merging

    def finish_file(self, acc: _Acc) -> list[Token]:
        sf = acc.sf
        raw = acc.views[0].tokens if acc.views else (acc.lexed or [])
        data = sf.data
        triples = [(s, e, data[s:e].decode("utf-8", "surrogateescape")) for _, s, e in raw]
        dregions = regions.directive_regions(data, triples)
        refs: dict[int, RefOrigin] = {}
        for v in acc.views:
            for off, r in v.refs.items():
                old = refs.get(off)
                if old is None or _REF_RANK[r] > _REF_RANK[old]:
                    refs[off] = r
        # what the device pass resolved, where that differs from the merged ref (a call the host pass
        # resolved to a project function that only the host pass sees: XL511 needs to know)
        device_refs: dict[int, RefOrigin] = {}
        for v in acc.views:
            if v.side == flags.DEVICE:
                for off, r in v.refs.items():
                    if r is not refs.get(off):
                        device_refs[off] = r
        inactive: list[tuple[int, int]] = []
        if acc.views:
            inactive = acc.views[0].skipped
            for v in acc.views[1:]:
                inactive = regions.intersect_ranges(inactive, v.skipped)
        istarts = [s for s, _ in inactive]
        # host-only where every pass that saw the file says so (host_only.py)
        sf.host_only = acc.views[0].host_only if acc.views else []
        for v in acc.views[1:]:
            sf.host_only = regions.intersect_ranges(sf.host_only, v.host_only)
        dead = regions.inactive_directives(data, triples, inactive)
        lines = regions.LineIndex(data)
        out: list[Token] = []
        # Stretches of inactive lines for the XL911 notes: [first line, last line, skipped range index].
        run: list[int] = []
        runs: list[tuple[int, int]] = []

        def extend(line: int, k: int) -> None:
            nonlocal run
            if run and run[2] != k:
                runs.append((run[0], run[1]))
                run = []
            if not run:
                run = [line, line, k]
            run[1] = line

        def close(k: int = -1) -> None:
            nonlocal run
            if run and (k < 0 or run[2] != k):
                runs.append((run[0], run[1]))
                run = []

        sf.block_comments = []
        for (tkind, _, _), (s, e, sp), dreg, in_dead_line in zip(raw, triples, dregions, dead):
            if tkind == "COMMENT":
                if data[s:s + 2] == b"/*":
                    sf.block_comments.append((s, e))
                continue
            line, col = lines.line_col(s)
            ref = refs.get(s, RefOrigin.UNRESOLVED)
            k = regions.range_index(inactive, istarts, s) if inactive else -1
            if in_dead_line:  # e.g. an #include in `#if 0`: the compiler never saw it
                region = Region.INACTIVE
                extend(line, k)
            elif dreg is not None:
                region = dreg
                close(k)  # a nested #ifdef/#endif inside the same skipped branch does not end it
            elif k >= 0 and s not in refs:
                region = Region.INACTIVE
                extend(line, k)
            else:
                region = Region.ACTIVE
                close()
            out.append(Token(kind=_TOKEN_KIND.get(tkind, TokenKind.PUNCTUATION), spelling=sp, start=s, end=e,
                             line=line, col=col, region=region, ref=ref if tkind in _REF_KINDS else
                             RefOrigin.UNRESOLVED, device_ref=device_refs.get(s) if tkind in _REF_KINDS else None))
        if run:
            runs.append((run[0], run[1]))
        for a, b in runs:
            span = f"line {a}" if a == b else f"lines {a}-{b}"
            self.diag(Diagnostic("XL911", Severity.NOTE, sf.path, a, 1,
                                 f"{span} inactive in both the host and the device pass; "
                                 "translated at token level only"))
        return out


# token kinds that carry a ref: identifiers, and operator tokens that call a free operator function
# (passes._operator_cursors)
_REF_KINDS = frozenset({"IDENTIFIER", "PUNCTUATION"})


def _is_cuda_source(sf: SourceFile, entry: compdb.CompileEntry | None, as_cuda: bool = False) -> bool:
    if as_cuda or sf.path.suffix.lower() == ".cu" or (entry is not None and entry.is_cuda):
        return True
    return b"__global__" in sf.data or b"<<<" in sf.data


def parse_jobs(given: int | None) -> int:
    """Parse processes to use: `given`, else $XLATE_JOBS, else the CPU count."""
    if given is not None:
        if given < 1:
            raise XlateError(f"the number of parse jobs must be at least 1 (got {given})", exit_code=USAGE)
        return given
    env = os.environ.get("XLATE_JOBS", "").strip()
    if env:
        if not env.isdigit() or int(env) < 1:
            raise XlateError(f"XLATE_JOBS={env!r} is not a positive number; set it to e.g. 2 or unset it",
                             exit_code=USAGE)
        return int(env)
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


DEFAULT_PARSE_TIMEOUT = 600.0  # seconds per pass; $XLATE_PARSE_TIMEOUT


def _parse_timeout() -> float:
    env = os.environ.get("XLATE_PARSE_TIMEOUT", "").strip()
    if not env:
        return DEFAULT_PARSE_TIMEOUT
    try:
        val = float(env)
    except ValueError:
        val = -1.0
    if not val > 0:
        raise XlateError(f"XLATE_PARSE_TIMEOUT={env!r} is not a positive number of seconds; set it to e.g. 600 "
                         "or unset it", exit_code=USAGE)
    return val


def _death(exitcode: int | None) -> str:
    """How a worker process ended, in words."""
    if exitcode is None:
        return "it vanished"
    if exitcode < 0:
        try:
            name = signal.Signals(-exitcode).name
        except ValueError:
            name = f"signal {-exitcode}"
        why = {"SIGSEGV": " (often a stack overflow on very deeply nested code)",
               "SIGKILL": " (often the system running out of memory)",
               "SIGABRT": " (an assertion in libclang)"}.get(name, "")
        return f"it was killed by {name}{why}"
    return f"it exited with status {exitcode}"


class _Worker:
    """One parse process (see passes.worker_main) and the pipe to it."""

    def __init__(self, mpctx, env: dict[str, str]):
        parent, child = mpctx.Pipe()
        self.proc = mpctx.Process(target=passes.worker_main, args=(child, env, os.getpid()), daemon=True,
                                  name="xlate-parse")
        with _main_hidden():
            self.proc.start()
        child.close()
        self.conn = parent
        self.env = env
        self.ctx: passes.Context | None = None  # the context this worker last received

    def alive(self) -> bool:
        return self.proc.is_alive()

    def kill(self) -> None:
        self.proc.kill()
        self.proc.join(10)
        self.conn.close()

    def close(self) -> None:
        try:
            self.conn.send(None)
        except OSError:
            pass
        self.proc.join(5)
        if self.proc.is_alive():
            self.kill()
        self.conn.close()


@contextlib.contextmanager
def _main_hidden():
    """While a worker starts: multiprocessing would have it run the caller's main script again (as
    `__mp_main__`) so that objects defined there unpickle; a worker needs only xlate.parse.passes,
    and a script of an API user without an `if __name__ == "__main__"` guard would run twice (or
    recurse). Hide the script's name and spec for the start."""
    main = sys.modules.get("__main__")
    saved = {k: main.__dict__[k] for k in ("__file__", "__spec__") if main is not None and k in main.__dict__}
    try:
        if main is not None:
            main.__dict__.pop("__file__", None)
            if "__spec__" in saved:
                main.__dict__["__spec__"] = None
        yield
    finally:
        if main is not None:
            main.__dict__.update(saved)


_IDLE: list[_Worker] = []  # workers kept between build_model calls of this process
_MAX_IDLE = 4
_MPCTX = None


def _mp_context():
    """forkserver: workers are forked from a small server process started once (fresh interpreter,
    xlate.parse.passes preloaded), never from this process, which may hold threads and a loaded
    libclang (fork would copy its locks mid-use; libclang is not fork-safe once loaded). spawn
    would start a new interpreter and load libclang again for every worker."""
    global _MPCTX
    if _MPCTX is None:
        if "forkserver" in mp.get_all_start_methods():
            _MPCTX = mp.get_context("forkserver")
            _MPCTX.set_forkserver_preload(["xlate.parse.passes"])
        else:
            _MPCTX = mp.get_context("spawn")
    return _MPCTX


def _close_idle() -> None:
    while _IDLE:
        _IDLE.pop().close()


atexit.register(_close_idle)


class _Runner:
    """Runs parse passes in worker processes, always: a crash, stack overflow, running out of
    memory or a hang of libclang on hostile input ends a worker, not xlate, and comes back as a
    Result with `crash` set for the pass that caused it. Results come back in the order of the jobs."""

    def __init__(self, ctx: passes.Context, n_jobs: int, units: int):
        self.ctx = ctx
        self.n_jobs = n_jobs
        self.units = units
        self.timeout = _parse_timeout()
        self.env = {k: v for k, v in os.environ.items() if k.startswith("XLATE_")}
        self.workers: list[_Worker] = []

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc) -> None:
        for w in self.workers:
            if w.alive() and len(_IDLE) < _MAX_IDLE and exc[0] is None:
                _IDLE.append(w)
            else:
                w.close()
        self.workers = []

    def _worker(self, busy: set[int]) -> _Worker:
        for w in self.workers:
            if id(w) not in busy and w.alive():
                return w
        while _IDLE:
            w = _IDLE.pop()
            if w.env == self.env and w.alive():
                self.workers.append(w)
                return w
            w.close()
        try:
            w = _Worker(_mp_context(), self.env)
        except OSError as exc:
            raise InternalError(f"cannot start a parse worker process: {exc}; check the process and memory "
                                "limits") from exc
        self.workers.append(w)
        return w

    def run(self, jobs: list[passes.Job], *, fresh_units: int | None = None) -> Iterator[passes.Result]:
        units = self.units if fresh_units is None else fresh_units
        width = max(1, min(self.n_jobs, units, len(jobs)))
        results: list[passes.Result | None] = [None] * len(jobs)
        todo = list(range(len(jobs) - 1, -1, -1))  # a stack: job 0 first
        running: dict[int, tuple[_Worker, int, float]] = {}  # id(worker) -> (worker, job index, deadline)
        done = 0
        while done < len(jobs):
            while todo and len(running) < width:
                w = self._worker(set(running))
                k = todo.pop()
                try:
                    w.conn.send((self.ctx if w.ctx is not self.ctx else None, jobs[k]))
                    w.ctx = self.ctx
                except OSError:  # it died idle: start another
                    self.workers.remove(w)
                    w.kill()
                    todo.append(k)
                    continue
                running[id(w)] = (w, k, time.monotonic() + self.timeout)
            while done < len(jobs) and results[done] is not None:
                r = results[done]
                assert r is not None
                yield r
                done += 1
            if done >= len(jobs):
                break
            wait_s = max(0.0, min(d for _, _, d in running.values()) - time.monotonic())
            ready = set(mp_connection.wait([w.conn for w, _, _ in running.values()]
                                           + [w.proc.sentinel for w, _, _ in running.values()], wait_s))
            now = time.monotonic()
            for wid, (w, k, deadline) in list(running.items()):
                job = jobs[k]
                if w.conn in ready or w.proc.sentinel in ready:
                    try:
                        got = w.conn.recv() if w.conn.poll() else None
                    except (EOFError, OSError):
                        got = None
                    if got is None:
                        w.proc.join(5)
                        results[k] = passes.Result(job, ok=False, crash=_death(w.proc.exitcode))
                        self.workers.remove(w)
                        w.kill()
                    elif isinstance(got, XlateError):
                        raise got
                    elif isinstance(got, passes.Crash):
                        if got.internal:
                            raise InternalError(f"the front end failed on {job.stub_for or job.tu_path} "
                                                f"({job.side} pass): {got.what}; please report it")
                        results[k] = passes.Result(job, ok=False, crash=got.what)
                    else:
                        results[k] = got
                    del running[wid]
                elif now >= deadline:
                    results[k] = passes.Result(job, ok=False, crash=(
                        f"it did not finish within {self.timeout:g} s (raise XLATE_PARSE_TIMEOUT if the file "
                        "really needs longer)"))
                    self.workers.remove(w)
                    w.kill()
                    del running[wid]


def build_model(inputs: list[Path], *, root: Path | None = None, includes: Sequence[Path] = (),
                defines: Sequence[str] = (), compile_commands: Path | None = None, warp_mode: str = "compat32",
                max_file_bytes: int | None = None, prelude_root: Path | None = None,
                jobs: int | None = None, cuda_sources: Sequence[Path] = ()) -> tuple[SourceModel, list[Diagnostic]]:
    """Parse CUDA files and folders into a SourceModel (see the module docstring).

    Raises InputError for an input path that does not exist or a bad compile database, and
    InternalError when xlate's CUDA prelude is missing. Everything else is a diagnostic.
    `max_file_bytes` (default $XLATE_MAX_FILE_BYTES or 8 MiB) skips larger files with XL905;
    `prelude_root` replaces xlate's CUDA prelude folder (for tests). `jobs` is the number of parse
    processes (default $XLATE_JOBS or the CPU count); every parse runs in a worker process (XL910).
    `cuda_sources` are CUDA whatever their suffix (nvcc's `-x cu`: CMake compiles a `.c` file of a
    LANGUAGE CUDA source list that way), as a compile database entry compiled by nvcc marks them.
    """
    as_cuda = {Path(p).resolve() for p in cuda_sources}
    prelude = (prelude_root or flags.PRELUDE_ROOT).resolve()
    entry_h = prelude / "include" / flags.PRELUDE_ENTRY
    if not entry_h.is_file():
        raise InternalError(f"xlate's CUDA prelude header {entry_h} is missing; reinstall xlate")
    db: dict[Path, compdb.CompileEntry] = {}
    if compile_commands is not None:
        db = compdb.load(Path(compile_commands))
    inputs = [Path(p) for p in inputs]
    if not inputs and db:
        inputs = [p for p in db if p.exists()]
    if not inputs:
        raise InputError("no input files given; name CUDA files or folders, or a compile database with -p")
    jobs_arg = jobs
    files = discover(inputs)
    root_p = Path(root).resolve() if root is not None else default_root(inputs)

    pchmod.new_run()
    b = _Builder(root_p, [Path(p) for p in includes], list(defines), db, _max_file_bytes(max_file_bytes), prelude)
    for p in files:
        b.add_file(p)
    # -isystem folders of the compile database are never project folders, whichever TU names them.
    for entry in db.values():
        b.system_dirs += [p.resolve() for p in entry.system_includes if p.resolve() not in b.system_dirs]
    # Translation units: sources, in the order found.
    jobs: list[passes.Job] = []
    for acc in [acc for acc in list(b.files.values()) if not acc.sf.is_header]:
        sf = acc.sf
        entry = db.get(sf.path)
        suffix = sf.path.suffix.lower()
        cuda = sf.path.resolve() in as_cuda
        if suffix == ".c" and not cuda and not (entry is not None and entry.is_cuda):
            b.mark_unchecked(sf.path, "C source file: xlate parses CUDA and C++ only")
            continue
        sides = (flags.HOST, flags.DEVICE) if _is_cuda_source(sf, entry, cuda) else (flags.HOST,)
        if b.refuse_bad_includes(sf.path, entry):
            continue  # lexed only, below
        jobs += b.jobs_for(sf.path, sides)
    n_jobs = parse_jobs(jobs_arg)
    with _Runner(b.context(), n_jobs, len({j.tu_path for j in jobs})) as runner:
        for r in runner.run(jobs):
            b.record(r)
        # Headers no translation unit included: parse each through a stub TU. The stubs run together,
        # but a stub's result is dropped when an earlier stub's header already included its header
        # (as a one-by-one run would not have parsed it).
        orphans = [acc for acc in list(b.files.values()) if acc.sf.is_header and not acc.views]
        if orphans:
            with tempfile.TemporaryDirectory(prefix="xlate-stub-") as tmp:
                stub_jobs: list[passes.Job] = []
                for k, acc in enumerate(orphans):
                    if b.refuse_bad_includes(acc.sf.path, db.get(acc.sf.path), [acc.sf.path.parent, root_p]):
                        continue
                    stub = Path(tmp) / f"stub{k}.cu"
                    stub.write_text(f'#include "{acc.sf.path}"\n', encoding="utf-8")
                    stub_jobs += b.jobs_for(stub, (flags.HOST, flags.DEVICE), stub_for=acc.sf.path,
                                            extra_includes=[acc.sf.path.parent, root_p])
                first: dict[Path, int] = {}  # header -> index of the stub pass that counts
                for i, r in enumerate(runner.run(stub_jobs, fresh_units=len(orphans))):
                    hdr = r.job.stub_for
                    assert hdr is not None
                    acc = b.files[hdr]
                    if hdr not in first:
                        if acc.views:  # included by an earlier stub's header
                            continue
                        first[hdr] = i
                    b.record(r)
        lex = [b.lex_job(acc) for acc in b.files.values() if not acc.views]
        for r in runner.run(lex, fresh_units=len(lex)):
            b.record_lex(r)
    for acc in b.files.values():
        acc.sf.tokens = b.finish_file(acc)
    for path, reason in b.unchecked.items():
        b.diag(Diagnostic("XL902", Severity.WARNING, path, 1, 1,
                          f"not checked semantically ({reason}); translated at token level only"))
    macros = side_macros.scan([(acc.sf.data, [(v.side, v.skipped) for v in acc.views]) for acc in b.files.values()],
                              [*b.defines, *(d for e in b.db.values() for d in e.defines)])
    model = SourceModel(files={p: acc.sf for p, acc in b.files.items()},
                        unchecked=dict(b.unchecked), warp_mode=warp_mode,
                        host_calls_from_device={p: list(c.values()) for p, c in b.host_calls.items()},
                        shared_class_vars={p: frozenset(v) for p, v in b.shared_inits.items()},
                        device_only_macros=macros.device_only, host_macro_values=macros.host_values)
    return model, b.diags
