"""The mapping-table loader: xlate/data/api/cuda_hip.csv and the library tables of xlate/data/libs.

One CSV row per CUDA name (columns in xlate/data/api/README.md), checked as it is read: known columns,
kinds and statuses, valid identifiers, no duplicates. The rules (xlate.rewrite.rules.api_names, libs),
the library tables (xlate.data.libs), `xlate coverage` and the generators all read tables through here.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from xlate.errors import InternalError

TABLE_PATH = Path(__file__).resolve().parents[1] / "data" / "api" / "cuda_hip.csv"
COLUMNS = ("cuda", "hip", "kind", "category", "status", "note", "since_hip")
# The generated table has a trailing `source` column (provenance of the row); older tables lack it.
SOURCE_COLUMN = "source"
KINDS = frozenset({"function", "type", "enum", "macro", "struct_field", "namespace"})
STATUSES = frozenset({"supported", "unsupported", "different"})

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass(frozen=True)
class ApiEntry:
    cuda: str
    hip: str  # empty when unsupported
    kind: str
    category: str
    status: str
    note: str
    since_hip: str
    source: str = ""  # where the row comes from (generator input or overrides.csv reason)


def load_table(path: Path = TABLE_PATH) -> dict[str, ApiEntry]:
    """The mapping table, checked: known columns, kinds and statuses, valid identifiers, no duplicates."""
    return dict(_load(str(path)))


@lru_cache(maxsize=4)
def _load(path: str) -> tuple[tuple[str, ApiEntry], ...]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise InternalError(f"cannot read the API mapping table {path}: {exc.strerror}; reinstall xlate") from exc
    out: dict[str, ApiEntry] = {}
    reader = csv.DictReader(io.StringIO(text, newline=""))
    header = tuple(reader.fieldnames or ())
    if header not in (COLUMNS, (*COLUMNS, SOURCE_COLUMN)):
        raise InternalError(f"{path}: header must be {','.join(COLUMNS)}[,{SOURCE_COLUMN}]")
    for row in reader:
        where = f"{path}:{reader.line_num}"
        e = ApiEntry(**{k: (row[k] or "").strip() for k in COLUMNS},
                     source=(row.get(SOURCE_COLUMN) or "").strip())
        if not _IDENT.fullmatch(e.cuda) or (e.hip and not _IDENT.fullmatch(e.hip)):
            raise InternalError(f"{where}: names must be identifiers ({e.cuda!r} -> {e.hip!r})")
        if e.kind not in KINDS or e.status not in STATUSES:
            raise InternalError(f"{where}: unknown kind {e.kind!r} or status {e.status!r}")
        if (e.status == "unsupported") != (e.hip == ""):
            raise InternalError(f"{where}: an unsupported row has no hip name, every other row has one")
        if e.cuda in out:
            raise InternalError(f"{where}: {e.cuda} is listed twice")
        out[e.cuda] = e
    return tuple(out.items())
