"""The inputs of `xlate translate`: enumerated, checked and copied in one place.

Rules (docs/translate.md, "Inputs and outputs"):

* A path named on the command line must be a regular file or a folder (through its symlinks); anything
  else (missing, a symlink loop, a FIFO, socket or device, a name that is not UTF-8, xlate's own
  support or prelude folder) is an InputError (exit 3) before anything is read.
* A folder is walked without following symlinks; hidden entries are skipped, and so are xlate's own
  folders (its support headers are system headers, never input). What the walk finds:
  - a symlink whose target lies inside the folder: its target is translated (once) where it really
    is, and `-o DIR` recreates the link in the output as a relative link;
  - a symlink whose target lies outside the folder (a file or a folder): XL907 error, neither read
    nor written nor copied; a dangling one: XL907 warning, skipped;
  - a FIFO, socket or device: XL908 error, never opened (a FIFO blocks, a device never ends);
  - a file or folder that cannot be read, a symlink loop: XL906 error;
  - a project file (by extension) whose path is not UTF-8: XL909 error (libclang takes UTF-8 paths);
  - every other regular file: copied unchanged by `-o DIR`.
* A project file that is not UTF-8 but is text (`xlate.parse.source.binary_byte`) is translated byte
  for byte with an XL904 note; a binary one is an XL904 error (the front end reads files).
* Errors with these codes (and XL904/XL905 from reading a file) make the command end with exit code 3
  after everything else was translated and written (`INPUT_CODES`).
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from xlate.core.model import Diagnostic, Severity
from xlate.errors import InputError
from xlate.parse import flags, support
from xlate.parse.includes import file_kind
from xlate.parse.source import PROJECT_EXTS

# Diagnostic codes that mean "an input file was bad and skipped": the run exits 3 when one is an error.
INPUT_CODES = frozenset({"XL904", "XL905", "XL906", "XL907", "XL908", "XL909"})


def own_folders() -> tuple[Path, ...]:
    """xlate's own header folders: never input, never project files."""
    return (support.SUPPORT_INCLUDE.resolve(), flags.PRELUDE_ROOT.resolve())



def is_own_folder(path: Path) -> bool:
    p = Path(path).resolve()
    return any(p.is_relative_to(d) for d in own_folders())


def shown(path: Path | str) -> str:
    """A path as text that can always be printed (bytes that are not UTF-8 as \\xNN)."""
    return os.fsencode(str(path)).decode("utf-8", "backslashreplace")


def utf8_path(path: Path | str) -> bool:
    try:
        str(path).encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def _kind(mode: int) -> str:
    """What a thing that is not a regular file is ("a FIFO", ...)."""
    return file_kind(mode) or "not a regular file"


@dataclass
class Scan:
    """What the inputs hold. Paths are resolved (real) paths unless said otherwise."""

    project: list[Path] = field(default_factory=list)  # files to translate (named files, walked sources)
    others: list[Path] = field(default_factory=list)  # other regular files of input folders (copied by -o DIR)
    links: list[tuple[Path, Path]] = field(default_factory=list)  # (link as found, its target): both inside
    diagnostics: list[Diagnostic] = field(default_factory=list)
    folders: list[Path] = field(default_factory=list)  # the input folders
    files: list[Path] = field(default_factory=list)  # the input files


def _err(code: str, path: Path, message: str, severity: Severity = Severity.ERROR) -> Diagnostic:
    return Diagnostic(code, severity, Path(shown(path)), 1, 1, message)


def check_named(p: Path) -> os.stat_result:
    """stat() of a path named on the command line, or InputError saying what is wrong with it."""
    if not utf8_path(p):
        raise InputError(f"input {shown(p)}: the name is not UTF-8; rename it (e.g. with convmv)")
    try:
        st = os.stat(p)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise InputError(f"input {p} is a symlink loop; point it at a file") from None
        if os.path.islink(p):
            raise InputError(f"input {p} is a dangling symlink (to {os.readlink(p)}); check the path") from None
        if exc.errno == errno.ENOENT:
            raise InputError(f"input {p} does not exist; check the path") from None
        raise InputError(f"cannot read input {p}: {exc.strerror or exc}; check its permissions") from None
    if not (stat.S_ISREG(st.st_mode) or stat.S_ISDIR(st.st_mode)):
        raise InputError(f"input {p} is {_kind(st.st_mode)}, not a source file or folder; name regular files "
                         "or folders")
    if is_own_folder(p):
        raise InputError(f"input {p} is part of xlate's own headers (support or prelude), which are never "
                         "translated; pass it with -I only")
    return st


def scan(inputs: list[Path]) -> Scan:
    """Check the named inputs (InputError) and walk the folders (diagnostics for what is skipped)."""
    out = Scan()
    seen: set[Path] = set()

    def add_project(p: Path) -> None:
        if p not in seen:
            seen.add(p)
            out.project.append(p)

    for inp in inputs:
        st = check_named(Path(inp))
        if stat.S_ISDIR(st.st_mode):
            out.folders.append(Path(inp).resolve())
        else:
            out.files.append(Path(inp).resolve())
            add_project(Path(inp).resolve())
    for folder in out.folders:
        _walk(folder, out, add_project, PROJECT_EXTS)
    return out


def _walk(folder: Path, out: Scan, add_project, project_exts: frozenset[str]) -> None:
    own = own_folders()

    def onerror(exc: OSError) -> None:
        where = Path(exc.filename) if exc.filename else folder
        out.diagnostics.append(_err("XL906", where, f"cannot read folder {shown(where)}: "
                                    f"{exc.strerror or exc}; its files are skipped (check its permissions)"))

    for dirpath, dirnames, filenames in os.walk(folder, onerror=onerror):
        here = Path(dirpath)
        keep = []
        for name in sorted(dirnames):
            if name.startswith("."):
                continue
            p = here / name
            if os.path.islink(p):
                _link(p, folder, out, add_project, project_exts)
            elif p.resolve() not in own:
                keep.append(name)
        dirnames[:] = keep
        for name in sorted(filenames):
            if name.startswith("."):
                continue
            p = here / name
            try:
                st = os.lstat(p)
            except OSError as exc:
                out.diagnostics.append(_err("XL906", p, f"cannot read it: {exc.strerror or exc}; skipped"))
                continue
            if stat.S_ISLNK(st.st_mode):
                _link(p, folder, out, add_project, project_exts)
            elif stat.S_ISREG(st.st_mode):
                _regular(p, p, out, add_project, project_exts)
            else:
                out.diagnostics.append(_err("XL908", p, f"{_kind(st.st_mode)}, not a regular file; skipped "
                                            "(never opened)"))


def _regular(found: Path, real: Path, out: Scan, add_project, project_exts: frozenset[str]) -> None:
    if found.suffix.lower() in project_exts:
        if not utf8_path(found) or not utf8_path(real):
            out.diagnostics.append(_err("XL909", found, "the file name is not UTF-8 (shown with \\x escapes); "
                                        "skipped: rename it (e.g. with convmv)"))
            return
        add_project(real)
    else:
        out.others.append(real)


def _link(p: Path, folder: Path, out: Scan, add_project, project_exts: frozenset[str]) -> None:
    """A symlink met in `folder`: keep it when it leads inside, refuse it when it leads out."""
    text = "?"
    try:
        text = os.readlink(p)
        st = os.stat(p)
        target = Path(os.path.realpath(p, strict=True))
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            out.diagnostics.append(_err("XL906", p, f"symlink loop (-> {shown(text)}); skipped"))
        elif exc.errno == errno.ENOENT:
            out.diagnostics.append(_err("XL907", p, f"dangling symlink (-> {shown(text)}); skipped",
                                        Severity.WARNING))
        else:
            out.diagnostics.append(_err("XL906", p, f"cannot follow this symlink: {exc.strerror or exc}; skipped"))
        return
    if not target.is_relative_to(folder):
        what = ("folder" if stat.S_ISDIR(st.st_mode) else "file" if stat.S_ISREG(st.st_mode)
                else _kind(st.st_mode).removeprefix("a ").removeprefix("not a regular file"))
        out.diagnostics.append(_err(
            "XL907", p, f"symlink to the {what} {shown(target)} (-> {shown(text)}), outside the input folder "
            f"{shown(folder)}: skipped, neither read nor written nor copied; copy it into the input folder or "
            "name it as an input"))
        return
    if is_own_folder(target):
        return
    if stat.S_ISDIR(st.st_mode):
        out.links.append((p, target))  # its files are walked where they really are
    elif stat.S_ISREG(st.st_mode):
        out.links.append((p, target))
        if p.suffix.lower() in project_exts or target.suffix.lower() in project_exts:
            _regular(p, target, out, add_project, project_exts)
    else:
        out.diagnostics.append(_err("XL908", p, f"symlink to {_kind(st.st_mode)}, not a regular file; skipped "
                                    "(never opened)"))


def open_input(path: Path) -> int:
    """Open an input file for reading without blocking on a FIFO (the caller checks it is regular)."""
    return os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))


def copy_file(src: Path, dst: Path) -> str | None:
    """Copy the regular file `src` to `dst` atomically (mode and times kept). None, or why it failed."""
    try:
        fd = open_input(src)
    except OSError as exc:
        return f"cannot read {shown(src)}: {exc.strerror or exc}"
    with os.fdopen(fd, "rb") as fin:
        st = os.fstat(fin.fileno())
        if not stat.S_ISREG(st.st_mode):
            return f"{shown(src)} is {_kind(st.st_mode)}, not a regular file"
        dst.parent.mkdir(parents=True, exist_ok=True)
        tfd, tmp = tempfile.mkstemp(prefix=f".{dst.name}.", suffix=".xlate-tmp", dir=dst.parent)
        try:
            with os.fdopen(tfd, "wb") as fout:
                while chunk := fin.read(1 << 20):
                    fout.write(chunk)
            os.chmod(tmp, stat.S_IMODE(st.st_mode))
            os.utime(tmp, ns=(st.st_atime_ns, st.st_mtime_ns))
            os.replace(tmp, dst)
        except OSError as exc:
            return f"cannot copy {shown(src)} to {shown(dst)}: {exc.strerror or exc}"
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    return None


def make_link(dst: Path, target: Path) -> None:
    """Create (or atomically replace) the relative symlink `dst` -> `target`."""
    dst.parent.mkdir(parents=True, exist_ok=True)
    rel = os.path.relpath(target, dst.parent)
    tmp = dst.with_name(f".{dst.name}.xlate-tmp")
    if os.path.lexists(tmp):
        os.unlink(tmp)
    os.symlink(rel, tmp)
    os.replace(tmp, dst)
