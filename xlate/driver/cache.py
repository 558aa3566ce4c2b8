"""Translated sources cached by content: `${XLATE_CACHE:-~/.cache/xlate}/nvcc/<key>/` ($XLATE_NVCC_CACHE
overrides the folder).

The key covers the source's path and bytes, the include folders and macros given for translation,
the warp mode, the CUDA version xlate reports ($XLATE_CUDA_VERSION), and xlate's translator code
(file sizes and modification times of xlate/parse, xlate/rewrite, xlate/ptx and xlate/data). An
entry holds `tree/` (the translated source and the project headers it includes, laid out as
`translate_for_build` writes them) and `manifest.json`
(original -> translated path and the sha256 of every original at translation time). An entry is
used only when every original still has that sha256; otherwise the source is translated again.
Entries are written into a temporary folder and renamed into place, so parallel `make -j` runs
never see half an entry.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import xlate
from xlate.core.cache import cache_dir as core_cache_dir
from xlate.core.cuda_version import cuda_version
from xlate.errors import InternalError
from xlate.pipeline.translate import line_directive, translate_for_build

MANIFEST = "manifest.json"
_XLATE_ROOT = Path(xlate.__file__).resolve().parent
_TRANSLATOR_DIRS = ("parse", "rewrite", "ptx", "data")


def cache_dir() -> Path:
    """$XLATE_NVCC_CACHE, else ${XLATE_CACHE:-~/.cache/xlate}/nvcc."""
    if os.environ.get("XLATE_NVCC_CACHE"):
        return Path(os.environ["XLATE_NVCC_CACHE"])
    return core_cache_dir("nvcc")


@lru_cache(maxsize=1)
def translator_fingerprint() -> str:
    h = hashlib.sha256()
    for sub in _TRANSLATOR_DIRS:
        for p in sorted((_XLATE_ROOT / sub).rglob("*")):
            if p.is_file() and "__pycache__" not in p.parts:
                st = p.stat()
                h.update(f"{p.relative_to(_XLATE_ROOT)}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@dataclass
class Translated:
    source: Path  # the user's file
    compiled: Path  # what the compiler reads (starts with #line 1 "<source>")
    mapping: dict[Path, Path]  # original -> translated, every file of the entry
    out_dir: Path  # the entry's tree
    cached: bool  # True when the entry was reused


def entry_key(source: Path, includes: list[Path], defines: list[str], warp_mode: str, as_cuda: bool = False) -> str:
    h = hashlib.sha256()
    if as_cuda and source.suffix != ".cu":
        h.update(b"x cu\0")  # (a .cu source's key is the same either way)
    h.update(translator_fingerprint().encode())
    h.update(str(source).encode() + b"\0")
    h.update(source.read_bytes())
    for inc in includes:
        h.update(b"I" + str(inc).encode() + b"\0")
    for d in defines:
        h.update(b"D" + d.encode() + b"\0")
    h.update(warp_mode.encode())
    h.update(b"V" + ".".join(map(str, cuda_version())).encode())
    return h.hexdigest()[:24]


def _load(entry: Path) -> Translated | None:
    try:
        data = json.loads((entry / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    mapping: dict[Path, Path] = {}
    for orig, (trans, sha) in data["files"].items():
        o, t = Path(orig), entry / "tree" / trans
        try:
            if _sha(o) != sha or not t.is_file():
                return None
        except OSError:
            return None
        mapping[o] = t
    src = Path(data["source"])
    return Translated(source=src, compiled=mapping[src], mapping=mapping, out_dir=entry / "tree", cached=True)


def translate_cached(source: Path, includes: list[Path], defines: list[str], warp_mode: str,
                     as_cuda: bool = False) -> Translated:
    """The translation of `source` (absolute) from the cache, translating it on a miss. `as_cuda`: the
    source is CUDA whatever its suffix (`-x cu`)."""
    key = entry_key(source, includes, defines, warp_mode, as_cuda)
    entry = cache_dir() / key
    hit = _load(entry)
    if hit is not None:
        return hit
    cache_dir().mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{key}-", dir=cache_dir()))
    try:
        tree = tmp / "tree"
        tree.mkdir()
        mapping = translate_for_build([source], tree, includes=includes, defines=defines, warp_mode=warp_mode,
                                      as_cuda=as_cuda)
        mapping = {Path(k).resolve(): Path(v).resolve() for k, v in mapping.items()}
        if source not in mapping:
            raise KeyError(source)
        comp = mapping[source]
        # bytes: a source that is not UTF-8 is translated byte for byte (XL904 note)
        comp.write_bytes(line_directive(source) + comp.read_bytes())
        files = {str(o): [str(t.relative_to(tree.resolve())), _sha(o)] for o, t in mapping.items()}
        (tmp / MANIFEST).write_text(json.dumps({"source": str(source), "files": files}, indent=1),
                                    encoding="utf-8")
        if _load(entry) is not None:
            # a parallel writer (`make -j`, or the gfx942 and cpu compiles of one source) finished an
            # equal entry first: keep it, since a process that loaded it may be compiling its files now
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            if entry.exists():  # stale: an original changed since it was written
                old = entry.with_name(entry.name + f".old-{os.getpid()}")
                try:
                    os.replace(entry, old)
                    shutil.rmtree(old, ignore_errors=True)
                except OSError:
                    pass
            try:
                os.replace(tmp, entry)
            except OSError:  # a parallel writer won the race with an equal entry
                shutil.rmtree(tmp, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    got = _load(entry)
    if got is None:
        raise InternalError(f"the nvcc translation cache entry {entry} could not be read back after writing it")
    got.cached = False
    return got
