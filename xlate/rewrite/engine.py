"""The edit engine: runs the rules on a SourceModel, merges and checks their edits, applies them.

Rules report through `Collector` (the Emitter of xlate.core.model). The engine then

* merges identical edits (same file, byte range and text; e.g. one header seen by two translation
  units, or by the host and the device pass) into one, remembering every origin;
* rejects overlapping edits that differ: the first (in the order below) is applied, the other is
  not, and an XL920 error diagnostic names both rule codes and the file:line (exit 1; malformed
  code can make two rules, or one rule twice, claim the same bytes);
* orders edits deterministically: by start offset; at one offset, insertions (empty range) come
  before a replacement that starts there; several insertions at one offset keep the order of rule
  registration (xlate.rewrite.registry: modules sorted by their ORDER, then the order of their RULES),
  and within one rule the order in which it emitted them;
* checks that an edit keeps the number of newlines of the range it replaces, unless the rule opted
  in with `allow_line_change=True` (xlate build maps compiler messages back to the original lines);
* applies edits to the bytes of each file (never reprints), and writes files atomically.
"""

from __future__ import annotations

import bisect
import os
import re
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.model import Diagnostic, Edit, Severity, SourceFile, SourceModel
from xlate.errors import InternalError, XlateError
from xlate.parse.model import build_model
from xlate.rewrite import registry

_UNKNOWN_RANK = 1 << 30


@dataclass(frozen=True)
class PlannedEdit:
    """An edit after merging: `origins` lists every rule code that asked for it."""

    file: Path
    start: int
    end: int
    text: str
    origins: tuple[str, ...]
    rank: int  # registration order of the first origin; orders insertions at one offset
    seq: int  # emission order, the last tie-breaker

    @property
    def origin(self) -> str:
        return ",".join(self.origins)


class Collector:
    """The Emitter given to rules: records edits and diagnostics, checking them as they arrive.

    `rank` maps a rule code to its registration index (see xlate.rewrite.registry.rule_order()).
    """

    def __init__(self, model: SourceModel, rank: dict[str, int] | None = None):
        self.model = model
        self.rank = rank or {}
        self._edits: list[tuple[Edit, bool, int]] = []
        self.diagnostics: list[Diagnostic] = []
        self._newlines: dict[Path, list[int]] = {}

    # -- Emitter protocol
    def edit(self, file: Path, start: int, end: int, text: str, *, origin: str,
             allow_line_change: bool = False) -> None:
        sf = self._file(file, origin)
        if not (0 <= start <= end <= len(sf.data)):
            raise InternalError(
                f"rule {origin} asked for an edit of bytes [{start}, {end}) of {sf.path}, "
                f"which has {len(sf.data)} bytes")
        if not origin:
            raise InternalError(f"an edit of {sf.path} at byte {start} names no rule code as origin")
        if not allow_line_change:
            before = sf.data.count(b"\n", start, end)
            after = text.count("\n")
            if before != after:
                line, col = sf.line_col(start)
                raise InternalError(
                    f"rule {origin} would change the number of lines at {sf.path}:{line}:{col} "
                    f"({before} newline(s) replaced by {after}); rules must keep line numbers "
                    "unless they opt in with allow_line_change=True")
        self._edits.append((Edit(sf.path, start, end, text, origin), allow_line_change, len(self._edits)))

    def diag(self, code: str, severity: Severity, file: Path, offset: int, message: str, *,
             fixit: str | None = None) -> None:
        sf = self._file(file, code)
        offset = max(0, min(offset, len(sf.data)))
        line, col = self._line_col(sf, offset)
        self.diagnostics.append(Diagnostic(code, Severity(severity), sf.path, line, col, message, fixit))

    def _line_col(self, sf: SourceFile, offset: int) -> tuple[int, int]:
        """sf.line_col through a table of newline offsets built once per file: SourceFile.line_col
        counts from the start of the file, and a rule may report thousands of notes on one line."""
        nls = self._newlines.get(sf.path)
        if nls is None:
            nls = self._newlines[sf.path] = [m.start() for m in re.finditer(rb"\n", sf.data)]
        k = bisect.bisect_left(nls, offset)
        return k + 1, offset - (nls[k - 1] + 1 if k else 0) + 1

    # -- results
    @property
    def edits(self) -> list[Edit]:
        return [e for e, _, _ in self._edits]

    def plan(self) -> dict[Path, list[PlannedEdit]]:
        """Merge identical edits, order them, and reject conflicts. Returns edits per file."""
        merged: dict[tuple[Path, int, int, str], PlannedEdit] = {}
        for e, _, seq in self._edits:
            key = (e.file, e.start, e.end, e.text)
            have = merged.get(key)
            if have is None:
                merged[key] = PlannedEdit(e.file, e.start, e.end, e.text, (e.origin,),
                                          self.rank.get(e.origin, _UNKNOWN_RANK), seq)
            elif e.origin not in have.origins:
                merged[key] = PlannedEdit(have.file, have.start, have.end, have.text,
                                          have.origins + (e.origin,), have.rank, have.seq)
        per_file: dict[Path, list[PlannedEdit]] = {}
        for pe in merged.values():
            per_file.setdefault(pe.file, []).append(pe)
        for path, edits in per_file.items():
            edits.sort(key=_order_key)
            sf = self.model.files[path]
            kept, dropped = _drop_conflicts(edits)
            per_file[path] = kept
            for prev, e in dropped:
                line, col = self._line_col(sf, e.start)
                self.diagnostics.append(Diagnostic(
                    "XL920", Severity.ERROR, sf.path, line, col,
                    f"conflicting edits: rule {prev.origin} replaces bytes [{prev.start}, {prev.end}) with "
                    f"{_short(prev.text)}, rule {e.origin} replaces [{e.start}, {e.end}) with {_short(e.text)}; "
                    f"the edit of {e.origin} was not applied, so the output is not fully translated here. The "
                    "code there is probably malformed (check that it compiles with nvcc); if it does, please "
                    "report this"))
        return per_file

    def _file(self, file: Path, who: str) -> SourceFile:
        sf = self.model.files.get(Path(file))
        if sf is None:
            raise InternalError(f"rule {who} reported on {file}, which is not a project file of this "
                                "translation")
        return sf


def _order_key(e: PlannedEdit) -> tuple[int, int, int, int]:
    return (e.start, 0 if e.start == e.end else 1, e.rank, e.seq)


def _short(text: str, limit: int = 60) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _drop_conflicts(edits: Sequence[PlannedEdit]) -> tuple[list[PlannedEdit], list[tuple[PlannedEdit, PlannedEdit]]]:
    """Ordered edits -> (those applied, [(kept edit, dropped edit)]): an edit overlapping an earlier
    kept one (or inserting inside the range it replaces) is dropped."""
    kept: list[PlannedEdit] = []
    dropped: list[tuple[PlannedEdit, PlannedEdit]] = []
    prev: PlannedEdit | None = None  # the kept non-empty edit reaching furthest so far
    for e in edits:
        if prev is not None and prev.end > e.start:
            dropped.append((prev, e))
            continue
        kept.append(e)
        if e.end > e.start and (prev is None or e.end > prev.end):
            prev = e
    return kept, dropped


def apply_edits(data: bytes, edits: Iterable[PlannedEdit | Edit]) -> bytes:
    """Apply ordered, non-overlapping edits to `data` (byte offsets). Unchanged bytes stay as they are."""
    out: list[bytes] = []
    pos = 0
    for e in edits:
        if e.start < pos:
            raise InternalError(f"edits out of order or overlapping at byte {e.start} of {e.file}")
        out.append(data[pos:e.start])
        out.append(e.text.encode("utf-8", "surrogateescape"))  # bytes of a file that is not UTF-8 stay as they were
        pos = e.end
    out.append(data[pos:])
    return b"".join(out)


@dataclass
class EngineResult:
    model: SourceModel
    outputs: dict[Path, bytes]  # every project file of the model -> its translated bytes
    edits: dict[Path, list[PlannedEdit]]
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def changed(self) -> list[Path]:
        return [p for p, data in self.outputs.items() if data != self.model.files[p].data]

    @property
    def edit_count(self) -> int:
        return sum(len(v) for v in self.edits.values())


def run_engine(model: SourceModel, rules: Sequence[object] | None = None,
               diagnostics: Sequence[Diagnostic] = ()) -> EngineResult:
    """Run `rules` (rule modules: RULES + run; default: every registered rule) on `model`.

    `diagnostics` are front-end diagnostics to pass through (they come first in the result).
    """
    mods = registry.discover() if rules is None else list(rules)
    col = Collector(model, registry.rule_order(mods))
    for mod in mods:
        name = getattr(mod, "__name__", repr(mod))
        try:
            mod.run(model, col)  # type: ignore[attr-defined]
        except XlateError:
            raise
        except Exception as exc:  # a bug in a rule: one line naming the rule module
            raise InternalError(f"rule module {name} failed: {type(exc).__name__}: {exc}") from exc
    plan = col.plan()
    outputs = {p: apply_edits(sf.data, plan.get(p, [])) for p, sf in model.files.items()}
    diags = list(diagnostics) + sorted(col.diagnostics, key=lambda d: (str(d.file), d.line, d.col, d.code))
    return EngineResult(model, outputs, plan, diags)


def write_atomic(path: Path, data: bytes, *, mode_from: Path | None = None) -> None:
    """Write `data` to `path` via a temporary file in the same folder, fsync, then os.replace."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".xlate-tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if mode_from is not None:
            try:
                os.chmod(tmp, os.stat(mode_from).st_mode & 0o7777)
            except OSError:
                pass
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


# ----------------------------------------------------------------------------- test helper


def translate_text(text: str, filename: str = "t.cu", rules: Sequence[object] | None = None,
                   *, warp_mode: str = "compat32", defines: Sequence[str] = (),
                   extra_files: dict[str, str] | None = None) -> tuple[str, list[Diagnostic]]:
    """Translate `text` as if it were the file `filename`; return the output and the diagnostics.

    For rule tests: builds the model with the front end (xlate.parse.model.build_model) in a
    temporary folder, runs `rules` (rule modules; default all registered), applies the edits.
    `extra_files` adds other project files (e.g. headers) by relative name. Diagnostics name the
    files by their relative names (`filename`).
    """
    with tempfile.TemporaryDirectory(prefix="xlate-tt-") as tmp:
        root = Path(tmp).resolve()
        main = root / filename
        main.parent.mkdir(parents=True, exist_ok=True)
        main.write_bytes(text.encode("utf-8"))
        for rel, body in (extra_files or {}).items():
            p = root / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_bytes(body.encode("utf-8"))
        model, fe_diags = build_model_for([main], root=root, includes=[], defines=list(defines),
                                          warp_mode=warp_mode)
        res = run_engine(model, rules, fe_diags)
        out = res.outputs[main].decode("utf-8")

        def rel(p: Path) -> Path:
            try:
                return Path(p).relative_to(root)
            except ValueError:
                return Path(p)

        diags = [Diagnostic(d.code, d.severity, rel(d.file), d.line, d.col, d.message, d.fixit)
                 for d in res.diagnostics]
        return out, diags


def build_model_for(sources: list[Path], *, root: Path, includes: list[Path], defines: list[str],
                    warp_mode: str, compile_commands: Path | None = None, cuda_sources: list[Path] | tuple = (),
                    ) -> tuple[SourceModel, list[Diagnostic]]:
    """Build the SourceModel with the front end; one place so the engine, CLI and tests agree.
    `cuda_sources`: sources that are CUDA whatever their suffix (build_model)."""
    return build_model(list(sources), root=root, includes=includes, defines=defines,
                       compile_commands=compile_commands, warp_mode=warp_mode, cuda_sources=cuda_sources)
