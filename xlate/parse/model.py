"""build_model: from CUDA files and folders to the SourceModel the rules read.

Each translation unit is parsed twice with libclang (host pass and device pass, see flags.py).
Every project file gets the full raw token stream of its text (inactive branches and macro bodies
included, comments left out), each token with the region it lies in and, for identifiers, where
its declaration lives (the CUDA prelude, the project, or a system header). Diagnostic codes XL9xx
are listed in DIAGNOSTICS.md.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from xlate.errors import InputError, InternalError
from xlate.parse import compdb, flags, regions
from xlate.parse.libclang import (
    PARSE_KEEP_GOING,
    RawToken,
    cindex,
    resource_dir,
    skipped_ranges,
    tokenize_file,
)
from xlate.rewrite.api import (
    Diagnostic,
    Kernel,
    RefOrigin,
    Region,
    Severity,
    SourceFile,
    SourceModel,
    Token,
    TokenKind,
)

PROJECT_EXTS = frozenset({".cu", ".cuh", ".h", ".hpp", ".hh", ".cpp", ".cc", ".cxx", ".c", ".inl", ".cuinl"})
SOURCE_EXTS = frozenset({".cu", ".cpp", ".cc", ".cxx", ".c"})
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


# ------------------------------------------------------------------ discovery and reading


def _walk(folder: Path) -> list[Path]:
    out: list[Path] = []
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            p = Path(dirpath) / name
            if p.suffix.lower() in PROJECT_EXTS and p.is_file():
                out.append(p.resolve())
    return out


def discover(inputs: Sequence[Path]) -> list[Path]:
    """Project files named by `inputs` (files as given, folders walked), resolved, in order."""
    seen: dict[Path, None] = {}
    for inp in inputs:
        p = Path(inp)
        if not p.exists():
            raise InputError(f"input {p} does not exist; check the path")
        if p.is_dir():
            for f in _walk(p):
                seen.setdefault(f, None)
        else:
            seen.setdefault(p.resolve(), None)
    return list(seen)


def default_root(inputs: Sequence[Path]) -> Path:
    paths = [Path(p).resolve() for p in inputs]
    if not paths:
        return Path.cwd().resolve()
    dirs = [p if p.is_dir() else p.parent for p in paths]
    return Path(os.path.commonpath([str(d) for d in dirs]))


def _is_under(path: Path, folder: Path) -> bool:
    try:
        path.relative_to(folder)
        return True
    except ValueError:
        return False


def read_source(path: Path, root: Path, max_bytes: int) -> tuple[SourceFile | None, Diagnostic | None]:
    """Read one project file, or say why it is skipped (XL904 binary/non-UTF-8, XL905 too large,
    XL906 unreadable)."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        return None, Diagnostic("XL906", Severity.ERROR, path, 1, 1,
                                f"cannot read {path}: {exc.strerror or exc}; check it exists and is readable")
    if size > max_bytes:
        return None, Diagnostic(
            "XL905", Severity.ERROR, path, 1, 1,
            f"file is {size} bytes, over the limit of {max_bytes}; skipped (raise XLATE_MAX_FILE_BYTES "
            "if it really is source)")
    try:
        data = path.read_bytes()
    except OSError as exc:
        return None, Diagnostic("XL906", Severity.ERROR, path, 1, 1,
                                f"cannot read {path}: {exc.strerror or exc}; check its permissions")
    nul = data.find(b"\0")
    if nul != -1:
        line, col = regions.LineIndex(data).line_col(nul)
        return None, Diagnostic("XL904", Severity.ERROR, path, line, col,
                                "binary file (NUL byte); skipped: only text source files are translated")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, col = regions.LineIndex(data).line_col(exc.start)
        return None, Diagnostic("XL904", Severity.ERROR, path, line, col,
                                "not UTF-8 text; skipped: convert the file to UTF-8 (e.g. with iconv)")
    try:
        rel = path.relative_to(root)
    except ValueError:
        rel = Path(path.name)
    is_header = path.suffix.lower() not in SOURCE_EXTS
    return SourceFile(path=path, rel=rel, data=data, text=text, is_header=is_header), None


# ------------------------------------------------------------------ one parse pass


@dataclass
class _FileView:
    """One project file as one parse pass saw it."""

    tokens: list[RawToken]
    skipped: list[tuple[int, int]]
    refs: dict[int, RefOrigin]  # token start -> origin, for identifiers this pass resolved


@dataclass
class _Acc:
    """What all passes found about one project file."""

    sf: SourceFile
    views: list[_FileView] = field(default_factory=list)
    lexed: list[RawToken] | None = None  # tokens from a lex-only parse, when no pass covered the file


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
        self.kernels: dict[str, tuple[bool, Kernel]] = {}
        self.system_dirs: list[Path] = [self.prelude_include, self.resource.resolve()]
        self._origin_cache: dict[str, RefOrigin] = {}
        self._decl_cache: dict[int, list[tuple]] = {}  # per pass: clang_hashCursor -> [(decl, name, origin)]
        self._CK = self.ci.CursorKind

    # ---- files

    def add_file(self, path: Path) -> _Acc | None:
        if path in self.files:
            return self.files[path]
        if path in self.rejected:
            return None
        sf, diag = read_source(path, self.root, self.max_bytes)
        if sf is None:
            self.rejected.add(path)
            if diag is not None:
                self.diag(diag)
            return None
        acc = _Acc(sf)
        self.files[path] = acc
        return acc

    def is_project_path(self, path: Path) -> bool:
        if path in self.files:
            return True
        if not _is_under(path, self.root):
            return False
        return not any(_is_under(path, d) for d in self.system_dirs)

    def origin_of_file(self, name: str | None) -> RefOrigin:
        if not name:
            return RefOrigin.SYSTEM  # compiler builtins and predefined macros
        hit = self._origin_cache.get(name)
        if hit is not None:
            return hit
        p = Path(name).resolve()
        if _is_under(p, self.prelude_include):
            origin = RefOrigin.CUDA_API
        elif self.is_project_path(p):
            origin = RefOrigin.PROJECT
        else:
            origin = RefOrigin.SYSTEM
        self._origin_cache[name] = origin
        return origin

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

    def parse_tu(self, tu_path: Path, sides: Sequence[str], *, stub_for: Path | None = None,
                 extra_includes: Iterable[Path] = ()) -> bool:
        """Parse one translation unit per side and record what it shows. `stub_for` names the header
        a generated stub TU stands for. Returns whether any pass produced a translation unit."""
        entry = self.db.get(tu_path)
        if entry is not None:
            self.system_dirs += [p.resolve() for p in entry.system_includes]
        any_ok = False
        extra_includes = list(extra_includes)
        for side in sides:
            args = self.parse_args(side, entry, extra_includes)
            opts = self.ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD | PARSE_KEEP_GOING
            try:
                tu = self.index.parse(str(tu_path), args=args, options=opts)
            except self.ci.TranslationUnitLoadError:
                where = stub_for or tu_path
                self.diag(Diagnostic("XL901", Severity.ERROR, where, 1, 1,
                                     f"libclang could not parse {where} ({side} pass); token-level translation only"))
                self.mark_unchecked(where, f"libclang could not parse it ({side} pass)")
                continue
            any_ok = True
            self.record_pass(tu, tu_path, side, stub_for=stub_for)
        return any_ok

    def record_pass(self, tu, tu_path: Path, side: str, *, stub_for: Path | None) -> None:
        reported_in = stub_for or tu_path
        # Files of this TU that belong to the project.
        in_tu: dict[Path, object] = {}
        if stub_for is None:
            main = tu.get_file(str(tu_path))
            if main is not None:
                in_tu[tu_path] = main
        for inc in tu.get_includes():
            f = inc.include
            if f is None:
                continue
            p = Path(f.name).resolve()
            if p in in_tu or not self.is_project_path(p):
                continue
            if self.add_file(p) is not None:
                in_tu[p] = f
        self._decl_cache.clear()  # cursor hashes are only meaningful within one translation unit
        # Diagnostics.
        missing = self.record_diagnostics(tu, reported_in, side, stub=stub_for is not None)
        # Tokens, regions, references.
        for p, f in in_tu.items():
            acc = self.files.get(p)
            if acc is None:
                continue
            toks = tokenize_file(tu, f, len(acc.sf.data), annotate=True)
            refs: dict[int, RefOrigin] = {}
            for t in toks:
                if t.cursor is not None:
                    sp = acc.sf.data[t.start:t.end].decode("utf-8", "replace")
                    r = self.ref_of(t.cursor, sp, t.start, str(p))
                    if r is not None:
                        refs[t.start] = r
            acc.views.append(_FileView(toks, regions.merge_ranges(skipped_ranges(tu, f)), refs))
        # Kernels.
        self.record_kernels(tu.cursor, set(in_tu))
        if missing and stub_for is None:
            self.mark_unchecked(tu_path, "missing include " + ", ".join(sorted(missing)))

    def record_diagnostics(self, tu, tu_path: Path, side: str, *, stub: bool) -> set[str]:
        ci = self.ci
        missing: set[str] = set()
        errors = []
        for d in tu.diagnostics:
            if d.severity < ci.Diagnostic.Error:
                continue
            loc = d.location
            fname = loc.file.name if loc.file is not None else None
            msg = d.spelling
            if msg.endswith("file not found") and msg.startswith("'"):
                name = msg[1:msg.rfind("'")]
                missing.add(name)
                fpath = Path(fname).resolve() if fname else tu_path
                if fpath in self.files:
                    self.mark_unchecked(fpath, f"missing include {name}")
                    self.diag(Diagnostic(
                        "XL903", Severity.WARNING, fpath, loc.line or 1, loc.column or 1,
                        f"include {name!r} not found; the code using it is translated at token level only "
                        "(add its folder with -I, or a compile database with -p)"))
                continue
            errors.append((d, fname, msg))
        for d, fname, msg in errors[:MAX_CLANG_DIAGS_PER_TU]:
            loc = d.location
            fpath = Path(fname).resolve() if fname else None
            if fpath is not None and _is_under(fpath, self.prelude_include):
                rel = fpath.relative_to(self.prelude_include)
                sev = Severity.ERROR
                text = (f"internal error in xlate's CUDA prelude <{rel}>:{loc.line}:{loc.column}: {msg} "
                        f"(while parsing {tu_path}, {side} pass); please report it unless a project macro "
                        "redefines a CUDA name")
                where, line, col = tu_path, 1, 1
            elif fpath is not None and fpath in self.files:
                self.mark_unchecked(fpath, f"clang error at line {loc.line}: {msg}")
                sev = Severity.WARNING if (missing or stub) else Severity.ERROR
                text = f"clang: {msg} ({side} pass)"
                if missing:
                    text += "; probably caused by the missing include " + ", ".join(sorted(missing))
                where, line, col = fpath, loc.line or 1, loc.column or 1
            else:
                sev = Severity.WARNING
                place = f"{fname}:{loc.line}:{loc.column}: " if fname else ""
                text = f"clang: {place}{msg} (in a header outside the project, {side} pass)"
                where, line, col = tu_path, 1, 1
                self.mark_unchecked(tu_path, f"clang error outside the project: {msg}")
            self.diag(Diagnostic("XL901", sev, where, line, col, text))
        if len(errors) > MAX_CLANG_DIAGS_PER_TU:
            self.diag(Diagnostic("XL901", Severity.NOTE, tu_path, 1, 1,
                                 f"{len(errors) - MAX_CLANG_DIAGS_PER_TU} more clang errors not shown ({side} pass)"))
        return missing

    def ref_of(self, cur, spelling: str, start: int, fname: str) -> RefOrigin | None:
        """Where the declaration of the identifier at `start` lives, if this cursor says so."""
        CK = self._CK
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

    def record_kernels(self, tu_cursor, files: set[Path]) -> None:
        CK = self._CK
        names = {str(p) for p in files}
        in_project: dict[str, bool] = {}

        def project_file(f) -> str | None:
            if f is None:
                return None
            name = f.name
            hit = in_project.get(name)
            if hit is None:
                hit = in_project[name] = name in names or str(Path(name).resolve()) in names
            return name if hit else None

        def visit(cur) -> None:
            for c in cur.get_children():
                try:
                    k = c.kind
                except ValueError:
                    continue
                if k not in (CK.NAMESPACE, CK.LINKAGE_SPEC, CK.UNEXPOSED_DECL, CK.FUNCTION_DECL,
                             CK.FUNCTION_TEMPLATE):
                    continue
                fname = project_file(c.location.file)
                if fname is None:  # declarations of the prelude and system headers
                    continue
                if k in (CK.NAMESPACE, CK.LINKAGE_SPEC, CK.UNEXPOSED_DECL):
                    visit(c)
                    continue
                if not any(a.kind == CK.CUDAGLOBAL_ATTR for a in c.get_children()):
                    continue
                usr = c.get_usr() or f"{fname}:{c.location.line}:{c.spelling}"
                is_def = c.is_definition()
                old = self.kernels.get(usr)
                if old is None or (is_def and not old[0]):
                    kern = Kernel(name=c.spelling, file=Path(fname).resolve(), line=c.location.line,
                                  is_template=k == CK.FUNCTION_TEMPLATE)
                    self.kernels[usr] = (is_def, kern)

        visit(tu_cursor)

    def lex_only(self, acc: _Acc) -> None:
        """Tokens of a file no parse pass covered (a C file, or every parse failed)."""
        args = ["-x", "c++", "-nostdinc", "-nostdinc++", "-fsyntax-only", "-Wno-everything",
                "-resource-dir", str(self.resource)]
        opts = self.ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES | PARSE_KEEP_GOING
        path = acc.sf.path
        try:
            tu = self.index.parse(str(path), args=args, options=opts)
        except self.ci.TranslationUnitLoadError as exc:
            raise InternalError(f"libclang cannot even tokenize {path}: {exc}; please report it") from exc
        f = tu.get_file(str(path))
        acc.lexed = tokenize_file(tu, f, len(acc.sf.data), annotate=False)

    # ---- merging

    def finish_file(self, acc: _Acc) -> list[Token]:
        sf = acc.sf
        raw = acc.views[0].tokens if acc.views else (acc.lexed or [])
        data = sf.data
        triples = [(t.start, t.end, data[t.start:t.end].decode("utf-8", "replace")) for t in raw]
        dregions = regions.directive_regions(data, triples)
        refs: dict[int, RefOrigin] = {}
        for v in acc.views:
            for off, r in v.refs.items():
                old = refs.get(off)
                if old is None or _REF_RANK[r] > _REF_RANK[old]:
                    refs[off] = r
        inactive: list[tuple[int, int]] = []
        if acc.views:
            inactive = acc.views[0].skipped
            for v in acc.views[1:]:
                inactive = regions.intersect_ranges(inactive, v.skipped)
        istarts = [s for s, _ in inactive]
        lines = regions.LineIndex(data)
        out: list[Token] = []
        run: list[int] = []  # start lines of consecutive inactive code tokens, for XL902 notes
        runs: list[tuple[int, int]] = []
        for t, (s, e, sp), dreg in zip(raw, triples, dregions):
            if t.kind == "COMMENT":
                continue
            line, col = lines.line_col(s)
            ref = refs.get(s, RefOrigin.UNRESOLVED)
            if dreg is not None:
                region = dreg
                if run:
                    runs.append((run[0], run[1]))
                    run = []
            elif inactive and s not in refs and regions.in_ranges(inactive, istarts, s):
                region = Region.INACTIVE
                if not run:
                    run = [line, line]
                run[1] = line
            else:
                region = Region.ACTIVE
                if run:
                    runs.append((run[0], run[1]))
                    run = []
            out.append(Token(kind=_TOKEN_KIND.get(t.kind, TokenKind.PUNCTUATION), spelling=sp, start=s, end=e,
                             line=line, col=col, region=region, ref=ref if t.kind == "IDENTIFIER" else
                             RefOrigin.UNRESOLVED))
        if run:
            runs.append((run[0], run[1]))
        for a, b in runs:
            span = f"line {a}" if a == b else f"lines {a}-{b}"
            self.diag(Diagnostic("XL902", Severity.NOTE, sf.path, a, 1,
                                 f"{span} inactive in both the host and the device pass; "
                                 "translated at token level only"))
        return out


def _name_matches(decl_spelling: str, token: str) -> bool:
    if decl_spelling == token:
        return True
    # constructors/destructors and class template specializations ("vec<int>")
    return decl_spelling in ("~" + token,) or decl_spelling.startswith(token + "<")


def _is_cuda_source(sf: SourceFile, entry: compdb.CompileEntry | None) -> bool:
    if sf.path.suffix.lower() == ".cu" or (entry is not None and entry.is_cuda):
        return True
    return b"__global__" in sf.data or b"<<<" in sf.data


def build_model(inputs: list[Path], *, root: Path | None = None, includes: Sequence[Path] = (),
                defines: Sequence[str] = (), compile_commands: Path | None = None, warp_mode: str = "compat32",
                max_file_bytes: int | None = None,
                prelude_root: Path | None = None) -> tuple[SourceModel, list[Diagnostic]]:
    """Parse CUDA files and folders into a SourceModel (see the module docstring).

    Raises InputError for an input path that does not exist or a bad compile database, and
    InternalError when xlate's CUDA prelude is missing. Everything else is a diagnostic.
    `max_file_bytes` (default $XLATE_MAX_FILE_BYTES or 8 MiB) skips larger files with XL905;
    `prelude_root` replaces xlate's CUDA prelude folder (for tests).
    """
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
    files = discover(inputs)
    root_p = Path(root).resolve() if root is not None else default_root(inputs)

    b = _Builder(root_p, [Path(p) for p in includes], list(defines), db, _max_file_bytes(max_file_bytes), prelude)
    for p in files:
        b.add_file(p)
    # Translation units: sources, in the order found.
    tus = [acc for acc in list(b.files.values()) if not acc.sf.is_header]
    for acc in tus:
        sf = acc.sf
        entry = db.get(sf.path)
        suffix = sf.path.suffix.lower()
        if suffix == ".c" and not (entry is not None and entry.is_cuda):
            b.mark_unchecked(sf.path, "C source file: xlate parses CUDA and C++ only")
            continue
        if _is_cuda_source(sf, entry):
            b.parse_tu(sf.path, (flags.HOST, flags.DEVICE))
        else:
            b.parse_tu(sf.path, (flags.HOST,))
    # Headers no translation unit included: parse each through a stub TU.
    orphans = [acc for acc in list(b.files.values()) if acc.sf.is_header and not acc.views]
    if orphans:
        with tempfile.TemporaryDirectory(prefix="xlate-stub-") as tmp:
            for k, acc in enumerate(orphans):
                if acc.views:  # another stub's header included it meanwhile
                    continue
                stub = Path(tmp) / f"stub{k}.cu"
                stub.write_text(f'#include "{acc.sf.path}"\n', encoding="utf-8")
                b.parse_tu(stub, (flags.HOST, flags.DEVICE), stub_for=acc.sf.path,
                           extra_includes=[acc.sf.path.parent, root_p])
    for acc in b.files.values():
        if not acc.views:
            b.lex_only(acc)
    for acc in b.files.values():
        acc.sf.tokens = b.finish_file(acc)
    for path, reason in b.unchecked.items():
        b.diag(Diagnostic("XL902", Severity.WARNING, path, 1, 1,
                          f"not checked semantically ({reason}); translated at token level only"))
    kernels = sorted((k for _, k in b.kernels.values()), key=lambda k: (str(k.file), k.line, k.name))
    model = SourceModel(files={p: acc.sf for p, acc in b.files.items()}, kernels=kernels,
                        unchecked=dict(b.unchecked), warp_mode=warp_mode)
    return model, b.diags
