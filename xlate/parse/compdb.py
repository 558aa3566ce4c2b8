"""compile_commands.json: which files are translation units, and the flags that matter to a parse.

Only the flags that change what the preprocessor and the parser see are kept: include paths
(-I, -isystem, -iquote), macros (-D, -U), the language standard (-std) and forced includes
(-include). Output, architecture, optimisation and nvcc-only flags are dropped. Relative paths are
made absolute against the entry's `directory`.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass, field
from pathlib import Path

from xlate.errors import InputError


@dataclass
class CompileEntry:
    file: Path  # absolute, resolved
    directory: Path
    includes: list[Path] = field(default_factory=list)  # -I / -iquote
    system_includes: list[Path] = field(default_factory=list)  # -isystem
    defines: list[str] = field(default_factory=list)  # NAME[=VALUE]
    undefines: list[str] = field(default_factory=list)
    std: str | None = None
    forced_includes: list[Path] = field(default_factory=list)
    is_cuda: bool = False  # compiled by nvcc or as `-x cu`/`-x cuda`

    def extra_args(self) -> list[str]:
        """Clang arguments for this entry, other than -I/-D (which go through cuda_parse_args)."""
        args: list[str] = []
        for inc in self.system_includes:
            args += ["-isystem", str(inc)]
        for u in self.undefines:
            args.append(f"-U{u}")
        for inc in self.forced_includes:
            args += ["-include", str(inc)]
        return args


# Flags that take a value, in nvcc's and clang's spellings: (flag, kind).
_VALUE_FLAGS = {
    "-I": "inc", "--include-path": "inc", "-iquote": "inc",
    "-isystem": "sys", "--system-include": "sys",
    "-D": "def", "--define-macro": "def",
    "-U": "undef", "--undefine-macro": "undef",
    "-include": "force", "--pre-include": "force",
    "-std": "std", "--std": "std",
    "-x": "lang", "--x": "lang",
}
# Flags of nvcc/clang that take a separate value we drop (so the value is not mistaken for a file).
_DROP_WITH_VALUE = {
    "-o", "--output-file", "-arch", "--gpu-architecture", "-gencode", "--generate-code", "-code",
    "--gpu-code", "-Xcompiler", "--compiler-options", "-Xptxas", "--ptxas-options", "-Xlinker",
    "--linker-options", "-ccbin", "--compiler-bindir", "-MF", "-MT", "-MQ", "-L", "--library-path",
    "-l", "--library", "-rdc", "--relocatable-device-code", "-maxrregcount", "--maxrregcount",
    "-Xarch_device", "-Xarch_host", "--threads", "-t", "-G", "-odir", "--output-directory",
}


def _abs(directory: Path, p: str) -> Path:
    q = Path(p)
    return q if q.is_absolute() else (directory / q)


def _split_args(entry: dict) -> list[str]:
    if isinstance(entry.get("arguments"), list):
        return [str(a) for a in entry["arguments"]]
    cmd = entry.get("command")
    if isinstance(cmd, str):
        try:
            return shlex.split(cmd)
        except ValueError:
            return cmd.split()
    return []


def parse_entry(entry: dict, db_dir: Path) -> CompileEntry | None:
    if not isinstance(entry, dict) or "file" not in entry:
        return None
    directory = Path(str(entry.get("directory") or db_dir))
    if not directory.is_absolute():
        directory = db_dir / directory
    file = _abs(directory, str(entry["file"])).resolve()
    out = CompileEntry(file=file, directory=directory)
    args = _split_args(entry)
    compiler = Path(args[0]).name if args else ""
    out.is_cuda = "nvcc" in compiler or file.suffix == ".cu"
    i = 1
    while i < len(args):
        a = args[i]
        kind = None
        value = None
        if a in _VALUE_FLAGS:
            kind = _VALUE_FLAGS[a]
            value = args[i + 1] if i + 1 < len(args) else None
            i += 2
        elif a in _DROP_WITH_VALUE:
            i += 2
            continue
        else:
            i += 1
            for flag, k in _VALUE_FLAGS.items():
                if flag.startswith("--") and a.startswith(flag + "="):
                    kind, value = k, a[len(flag) + 1:]
                    break
                if flag in ("-std",) and a.startswith("-std="):
                    kind, value = "std", a[5:]
                    break
                if flag in ("-I", "-D", "-U") and a.startswith(flag) and len(a) > 2:
                    kind, value = k, a[2:]
                    break
                if flag == "-isystem" and a.startswith("-isystem") and len(a) > len("-isystem"):
                    kind, value = "sys", a[len("-isystem"):]
                    break
                if flag == "-x" and a.startswith("-x") and len(a) > 2 and not a.startswith("-xc"):
                    kind, value = "lang", a[2:]
                    break
        if kind is None or value is None:
            continue
        if kind == "inc":
            out.includes += [_abs(directory, v) for v in value.split(",") if v]
        elif kind == "sys":
            out.system_includes.append(_abs(directory, value))
        elif kind == "def":
            out.defines += [v for v in value.split(",") if v] if "--" in a else [value]
        elif kind == "undef":
            out.undefines.append(value)
        elif kind == "force":
            out.forced_includes.append(_abs(directory, value))
        elif kind == "std":
            out.std = value
        elif kind == "lang" and value in ("cu", "cuda"):
            out.is_cuda = True
    return out


def load(path: Path) -> dict[Path, CompileEntry]:
    """Entries of a compile database by resolved file path (the first entry of a file wins)."""
    if path.is_dir():
        path = path / "compile_commands.json"
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot read compile database {path}: {exc.strerror or exc}; check the -p path") from exc
    except UnicodeDecodeError as exc:
        raise InputError(f"compile database {path} is not UTF-8 text; regenerate it") from exc
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"compile database {path} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}); "
            "regenerate it"
        ) from exc
    if not isinstance(data, list):
        raise InputError(f"compile database {path} must be a JSON list of entries; regenerate it")
    out: dict[Path, CompileEntry] = {}
    for entry in data:
        ce = parse_entry(entry, path.parent.resolve())
        if ce is not None and ce.file not in out:
            out[ce.file] = ce
    return out
