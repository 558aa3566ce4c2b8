"""A precompiled CUDA prelude per parse configuration, so each parse does not re-read ~160 KB of headers.

Every parse pass force-includes `__xlate_prelude.h` (see flags.py). Parsing it costs about 0.3 s per
pass; loading it from a precompiled header (PCH) costs a few milliseconds. The PCH is written by the
same libclang that later reads it (`clang_parseTranslationUnit` with
`CXTranslationUnit_Incomplete | CXTranslationUnit_ForSerialization`, then
`clang_saveTranslationUnit`), so library and PCH versions cannot differ; the library's version
string is part of the cache key anyway, and a PCH that libclang refuses to load is rebuilt once and
otherwise replaced by the plain `-include`.

One PCH exists per side (host/device: they are different targets and language modes) and per set of
arguments that can change what the prelude means: standard, -D/-U, include paths (a project folder
could shadow a system header the prelude includes), and the prelude's own contents. Forced includes
of the project (`-include X` from a compile database) are left out of the PCH: they come after it.

Cache: `${XLATE_CACHE:-~/.cache/xlate}/pch/<key>/prelude.pch` with `meta.json` beside it (what
built it, with which arguments). `XLATE_PCH=0` turns the PCH off (plain `-include`, as before).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.cache import cache_dir
from xlate.parse import flags
from xlate.parse.libclang import PARSE_KEEP_GOING, cindex, clang_version

PCH_NAME = "prelude.pch"
STUB_NAME = "prelude_stub.h"
ERRORS_NAME = "errors.txt"  # written instead of a PCH when the prelude does not parse with these flags
_FORMAT = 2  # how the PCH is built; part of the cache key
_STUB_TEXT = f"#include <{flags.PRELUDE_ENTRY}>\n"
# CXTranslationUnit_Incomplete (a prefix, not a whole program) | CXTranslationUnit_ForSerialization.
_PARSE_INCOMPLETE = 0x01
_PARSE_FOR_SERIALIZATION = 0x10


def enabled() -> bool:
    return os.environ.get("XLATE_PCH", "1").strip().lower() not in ("0", "no", "off", "false")


def cache_root() -> Path:
    return cache_dir("pch")


_digests: dict[Path, str] = {}


def prelude_digest(prelude_root: Path) -> str:
    """sha256 of every file under the prelude folder (names and contents), once per run."""
    prelude_root = prelude_root.resolve()
    hit = _digests.get(prelude_root)
    if hit is None:
        h = hashlib.sha256()
        for p in sorted(q for q in prelude_root.rglob("*") if q.is_file()):
            h.update(str(p.relative_to(prelude_root)).encode() + b"\0")
            h.update(p.read_bytes() + b"\0")
        hit = _digests[prelude_root] = h.hexdigest()
    return hit


def split_prelude(args: list[str]) -> tuple[list[str], list[str]]:
    """(arguments that build the prelude PCH, arguments of the parse minus `-include <prelude>`).

    The PCH arguments drop every `-include` (the prelude is the PCH's main file; project forced
    includes come after the PCH)."""
    build: list[str] = []
    parse: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "-include" and i + 1 < len(args):
            if args[i + 1] != flags.PRELUDE_ENTRY:
                parse += args[i:i + 2]
            i += 2
            continue
        build.append(a)
        parse.append(a)
        i += 1
    return build, parse


def with_pch(args: list[str], pch: Path) -> list[str]:
    """The parse arguments with `-include <prelude>` replaced by `-include-pch <pch>`."""
    out: list[str] = []
    i = 0
    while i < len(args):
        if args[i] == "-include" and i + 1 < len(args) and args[i + 1] == flags.PRELUDE_ENTRY:
            out += ["-include-pch", str(pch)]
            i += 2
            continue
        out.append(args[i])
        i += 1
    return out


def cache_key(prelude_root: Path, build_args: list[str]) -> str:
    # A PCH records the absolute paths of the headers it was built from, and libclang refuses it when
    # those files now live elsewhere (another checkout or install of xlate sharing the cache): the
    # prelude's location is part of the key, beside its contents.
    blob = json.dumps([_FORMAT, str(Path(prelude_root).resolve()), prelude_digest(prelude_root), clang_version(),
                       build_args])
    return hashlib.sha256(blob.encode()).hexdigest()[:32]


@dataclass
class Status:
    """What this process did with PCHs (shown by frontend.describe())."""

    built: int = 0
    reused: int = 0
    fallbacks: list[str] = field(default_factory=list)  # one line per fallback to the plain include


STATUS = Status()
_lock = threading.Lock()
_ready: dict[str, Path | None] = {}  # key -> usable PCH, or None when it cannot be had


def _note_fallback(reason: str) -> None:
    if reason not in STATUS.fallbacks:
        STATUS.fallbacks.append(reason)


def _loads(index, pch: Path, args: list[str]) -> bool:
    """Whether libclang accepts `pch` for a parse with these arguments (with the prelude `-include`),
    tried on an empty in-memory file."""
    ci = cindex()
    name = "__xlate_pch_check.cu"
    try:
        tu = index.parse(name, args=with_pch(args, pch), unsaved_files=[(name, "")],
                         options=PARSE_KEEP_GOING)
    except ci.TranslationUnitLoadError:
        return False
    return not any(d.severity >= ci.Diagnostic.Error for d in tu.diagnostics)


def _build(index, prelude_root: Path, build_args: list[str], dest: Path) -> str | None:
    """Write the PCH to `dest` atomically; return why not, or None."""
    ci = cindex()
    header = prelude_root / "include" / flags.PRELUDE_ENTRY
    opts = (ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD | PARSE_KEEP_GOING | _PARSE_INCOMPLETE
            | _PARSE_FOR_SERIALIZATION)
    # The PCH's main file is a one-line stub that includes the prelude through its -isystem folder,
    # so the prelude stays a system header as with the plain `-include` (a PCH's own main file
    # would be user code, and so would every header it includes with quotes).
    stub = dest.parent / STUB_NAME
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
        if not stub.is_file() or stub.read_text(encoding="utf-8") != _STUB_TEXT:
            fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".h", dir=dest.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(_STUB_TEXT)
            os.replace(tmp, stub)
    except OSError as exc:
        return f"cannot write the PCH cache {dest.parent}: {exc.strerror or exc}"
    try:
        tu = index.parse(str(stub), args=build_args, options=opts)
    except ci.TranslationUnitLoadError:
        return f"libclang could not parse {header}"
    errs = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    if errs:
        # The plain include reports these errors properly (XL901), naming the cause where it can.
        d = errs[0]
        where = f"{d.location.file.name}:{d.location.line}" if d.location.file else "?"
        why = f"the prelude has errors with these flags ({where}: {d.spelling})"
        try:
            (dest.parent / ERRORS_NAME).write_text(why + "\n", encoding="utf-8")
        except OSError:
            pass
        return why
    try:
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".pch", dir=dest.parent)
        os.close(fd)
    except OSError as exc:
        return f"cannot write the PCH cache {dest.parent}: {exc.strerror or exc}"
    try:
        tu.save(tmp)
        meta = {"libclang": clang_version(), "header": str(header), "args": build_args}
        Path(tmp + ".json").write_text(json.dumps(meta, indent=1), encoding="utf-8")
        os.replace(tmp + ".json", dest.parent / "meta.json")
        os.replace(tmp, dest)  # last: a reader never sees a half-written PCH
    except (OSError, ci.TranslationUnitSaveError) as exc:
        for t in (tmp, tmp + ".json"):
            try:
                os.unlink(t)
            except OSError:
                pass
        return f"cannot save the PCH to {dest}: {exc}"
    return None


MAX_ENTRIES = 64  # PCH folders kept in the cache (about 4-5 MB each); the least recently used go first


def _prune(root: Path, *, keep: Path) -> None:
    try:
        entries = sorted((p for p in root.iterdir() if p.is_dir() and p != keep), key=lambda p: p.stat().st_mtime)
    except OSError:
        return
    for old in entries[:max(0, len(entries) + 1 - MAX_ENTRIES)]:
        for f in old.iterdir():
            try:
                f.unlink()
            except OSError:
                pass
        try:
            old.rmdir()
        except OSError:
            pass


def ensure(index, prelude_root: Path, args: list[str]) -> Path | None:
    """A loadable PCH of the prelude for a parse with `args` (the arguments of flags.cuda_parse_args,
    with `-include __xlate_prelude.h`), building it if needed; None means: use the plain include
    (PCH turned off, or it could not be built or loaded; the reason is in STATUS)."""
    if not enabled():
        return None
    build_args, _ = split_prelude(args)
    if len(build_args) == len(args) or "-include-pch" in args:
        return None  # not a prelude parse
    key = cache_key(prelude_root, build_args)
    with _lock:
        if key in _ready:
            return _ready[key]
        dest = cache_root() / key / PCH_NAME
        result: Path | None = None
        if dest.is_file() and _loads(index, dest, args):
            STATUS.reused += 1
            result = dest
            try:
                os.utime(dest.parent)  # recently used: kept by _prune
            except OSError:
                pass
        elif (dest.parent / ERRORS_NAME).is_file() and not dest.is_file():
            # an earlier run found the prelude broken by these flags: do not parse it twice each run
            try:
                _note_fallback((dest.parent / ERRORS_NAME).read_text(encoding="utf-8").strip())
            except (OSError, UnicodeDecodeError):
                _note_fallback(f"the prelude has errors with these flags (see {dest.parent})")
        else:
            why = _build(index, prelude_root, build_args, dest)
            if why is None and _loads(index, dest, args):
                STATUS.built += 1
                result = dest
                _prune(dest.parent.parent, keep=dest.parent)
            else:
                _note_fallback(why or f"libclang {clang_version()} refused the PCH it wrote ({dest})")
        _ready[key] = result
        return result


def forget(pch: Path, reason: str) -> None:
    """A parse could not use `pch` after all: stop using it in this run, and remove it from the cache so the
    next run builds it again. (A header it was built from was touched since: a checkout or reinstall of
    xlate at the same place, a system header updated. The contents key does not change then, and the
    check on an empty file, _loads, still accepts the PCH; without the removal every later run would fall
    back to the plain include.)"""
    with _lock:
        for k, v in list(_ready.items()):
            if v == pch:
                _ready[k] = None
        _note_fallback(reason)
        try:
            Path(pch).unlink(missing_ok=True)
        except OSError:
            pass  # a read-only cache: the plain include goes on working


def describe() -> dict:
    return {"enabled": enabled(), "cache": str(cache_root()), "built": STATUS.built, "reused": STATUS.reused,
            "fallbacks": list(STATUS.fallbacks)}


def new_run() -> None:
    """Forget which PCHs were checked (called at the start of each build_model): the prelude or a
    system header may have changed since, and the cache folder may have been cleaned."""
    with _lock:
        _ready.clear()
        _digests.clear()


def reset() -> None:
    """new_run(), and zero the counters (tests, benchmarks)."""
    new_run()
    with _lock:
        STATUS.built = STATUS.reused = 0
        STATUS.fallbacks.clear()
