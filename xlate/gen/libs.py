"""Generate the CUDA library -> HIP library mapping tables (one CSV per library, the columns of
xlate/data/api/cuda_hip.csv; see xlate/data/libs/README.md).

Inputs:
* the CUDA side: every cuBLAS/cuBLASLt/cuRAND/cuFFT/cuFFTW/cuSPARSE name declared by xlate's CUDA prelude
  (xlate/parse/prelude/include: cublas_api.h, cublasLt.h, curand.h, curand_kernel.h, curand_mtgp32_host.h, cufft.h,
  cufftXt.h, cudalibxt.h, cufftw.h, cusparse.h, library_types.h, each read with the parts it includes from
  include/xlate_prelude/ in place; cuComplex.h's complex types and helpers, which cublas_api.h includes, are
  listed with cuBLAS) and CUB's public names (cub_names.txt, cub_macros.txt);
* the HIP side: the identifiers declared by the pinned HIP library headers (the `libs` group of
  xlate/data/toolchain/pins.toml, unpacked by `xlate setup`);
* overrides.csv: curated rows (same columns), which win;
* cuDNN: xlate/gen/libs_cudnn.py (the names of the prelude's cudnn.h against those xlate's support header
  <xlate/cudnn.h> defines over MIOpen).

Decision per name: the HIP name follows hipBLAS/hipRAND/hipFFT/hipSPARSE's naming convention
(cublasX -> hipblasX, CUBLAS_X -> HIPBLAS_X, curand_x -> hiprand_x, cufftX -> hipfftX, ...; cuFFTW's FFTW names
stay as they are: hipFFTW's hipfft/hipfftw.h keeps FFTW's spelling); the row is
`supported` when the HIP headers declare that name, `unsupported` otherwise (with the reason). CUB names
keep their spelling inside namespace hipcub. Every supported row is compile-verified for gfx942 by
tests/libs/test_compile_verified.py.

    python -m xlate.gen.libs           # rewrite the tables in xlate/data/libs (needs `xlate setup`) and the
                                       # prelude's cublas_api_v2.h / _v2_64.h (xlate/gen/libs_spellings.py)
    python -m xlate.gen.libs --check   # exit 1 when a committed table or generated prelude part is stale
    python -m xlate.gen.libs --gaps    # the HIP functions no row maps to, per library
"""

from __future__ import annotations

import argparse
import ast
import csv
import io
import re
import sys
from pathlib import Path

from xlate.data.libs import LIBS_DIR
from xlate.gen import libs_cudnn, libs_spellings
from xlate.parse import support
from xlate.parse.flags import PRELUDE_INCLUDE as PRELUDE
from xlate.toolchain.setup import complete_prefix

COLUMNS = ("cuda", "hip", "kind", "category", "status", "note", "since_hip", "source")
SINCE = "7.2"

# library -> (prelude headers, [(cuda prefix, hip prefix)], HIP include folders)
LIBS: dict[str, tuple[tuple[str, ...], tuple[tuple[str, str], ...], tuple[str, ...]]] = {
    "cublas": (("cublas_api.h", "library_types.h", "cuComplex.h"),
               (("cublas", "hipblas"), ("CUBLAS_", "HIPBLAS_"), ("CUDA_", "HIP_"), ("cudaDataType", "hipDataType"),
                ("cuFloatComplex", "hipFloatComplex"), ("cuDoubleComplex", "hipDoubleComplex"), ("cuC", "hipC"),
                ("make_cu", "make_hip")),
               ("hipblas", "hipblas-common", "hip")),
    "cublaslt": (("cublasLt.h",), (("cublasLt", "hipblasLt"), ("CUBLASLT_", "HIPBLASLT_")), ("hipblaslt",)),
    "curand": (("curand.h", "curand_kernel.h", "curand_mtgp32_host.h"),
               (("curand_", "hiprand_"), ("curand", "hiprand"), ("CURAND_", "HIPRAND_")),
               ("hiprand", "rocrand")),
    "cufft": (("cufft.h", "cufftXt.h", "cudalibxt.h"),
              (("cufft", "hipfft"), ("CUFFT_", "HIPFFT_"), ("cudaXtDesc", "hipXtDesc"), ("cudaLibXtDesc", "hipLibXtDesc")),
              ("hipfft",)),
    # cuFFTW (FFTW3's interface over cuFFT) -> hipFFTW (hipfft/hipfftw.h): both keep FFTW's names
    "cufftw": (("cufftw.h",), (("fftw_", "fftw_"), ("fftwf_", "fftwf_"), ("FFTW_", "FFTW_")), ("hipfft",)),
    "cusparse": (("cusparse.h",), (("cusparse", "hipsparse"), ("CUSPARSE_", "HIPSPARSE_")), ("hipsparse",)),
    "cusolver": (("cusolver_common.h", "cusolverDn.h", "cusolverSp.h", "cusolverRf.h"),
                 (("cusolver", "hipsolver"), ("CUSOLVER", "HIPSOLVER")), ("hipsolver",)),
    "nvtx": (("nvToolsExt.h",), (("nvtx", "roctx"), ("NVTX_", "ROCTX_")), ("roctracer",)),
}
# Libraries whose enumerators are compared by value (prelude vs pinned HIP header): an enumerator whose
# number differs is `different`, with both numbers in the note (code that stores, compares or prints the
# number, or passes a literal, sees HIP's). Not yet applied to the older tables (cuBLAS, cuSPARSE, ...):
# their enum rows would flip too, e.g. CUBLAS_FILL_MODE_LOWER 0 vs HIPBLAS_FILL_MODE_LOWER 122.
ENUM_VALUES_CHECKED = frozenset({"cusolver", "cublaslt", "nvtx", "cufftw"})
# Libraries whose object-like macros are compared by value the same way (cuFFTW's planner flags are 0x01, 0x02, ...
# where FFTW3's and hipFFTW's are bits: FFTW_ESTIMATE 0x01 vs 1 << 6)
MACRO_VALUES_CHECKED = frozenset({"cufftw"})
# Other CUDA spellings of one function: (suffix, the suffix of the name it stands for). cuBLAS's
# cublas_api.h declares the routines of the legacy API as cublasX_v2 / cublasX_v2_64 and cublas_v2.h maps
# cublasX / cublasX_64 to them; hipBLAS 7.2 has one name (hipblasX / hipblasX_64, no _v2), so every spelling
# maps to it.
SPELLINGS: dict[str, tuple[tuple[str, str], ...]] = {"cublas": (("_v2_64", "_64"), ("_v2", ""))}
NOTES: dict[str, str] = {}
# How an unsupported row's note names the HIP library where "HIP <table>" would not say it
HIP_LABEL: dict[str, str] = {"cufftw": "hipFFTW (hipfft/hipfftw.h)"}

# CUB's free functions (the other CUB names are types and templates, or enumerators when upper case)
CUB_FUNCTIONS = frozenset((
    "LoadDirectBlocked", "LoadDirectStriped", "LoadDirectWarpStriped", "LoadDirectBlockedVectorized",
    "StoreDirectBlocked", "StoreDirectStriped", "StoreDirectWarpStriped", "StoreDirectBlockedVectorized",
    "ThreadLoad", "ThreadStore", "LaneId", "WarpId", "ShuffleIndex", "ShuffleUp", "ShuffleDown", "CTA_SYNC",
    "WARP_SYNC", "DivideAndRoundUp", "PtxVersion", "SmVersion", "Debug", "RowMajorTid", "CurrentDevice",
    "DeviceCount", "DeviceCountUncached", "SyncStream", "MaxSmOccupancy", "PtxVersionUncached", "SmVersionUncached",
    "ThreadReduce", "ThreadScanInclusive", "ThreadScanExclusive", "MergePathSearch", "LowerBound", "UpperBound",
    "Swap", "LaneMaskLt", "LaneMaskLe", "LaneMaskGt", "LaneMaskGe", "BFE", "BFI", "IADD3", "SHR_ADD", "SHL_ADD",
    "PRMT", "ThreadExit", "ThreadTrap"
))
_IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.DOTALL)


def _words(text: str) -> set[str]:
    return set(_IDENT.findall(_COMMENT.sub(" ", text)))


# A prelude header split for size includes its parts from xlate_prelude/ (cuda.h, cublas_api.h, cusparse.h)
_PART = re.compile(r'^[ \t]*#[ \t]*include[ \t]+"(xlate_prelude/[\w.]+)"[ \t]*$', re.MULTILINE)


def prelude_text(header: str) -> str:
    """The text of a prelude header with the parts it includes from xlate_prelude/ in their place, so that
    reading it as text sees every declaration the header makes."""
    text = (PRELUDE / header).read_text(encoding="utf-8")
    return _PART.sub(lambda m: prelude_text(m.group(1)), text)


def cuda_names(headers: tuple[str, ...], prefixes: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """CUDA name -> kind, for the names of this library the prelude headers declare."""
    out: dict[str, str] = {}
    for h in headers:
        text = _COMMENT.sub(" ", prelude_text(h))
        for m in _IDENT.finditer(text):
            name = m.group(0)
            if not any(name.startswith(c) for c, _ in prefixes) or name in out:
                continue
            if name.startswith("XLATE") or name.endswith("_H"):
                continue
            rest = text[m.end():m.end() + 3].lstrip()
            line_start = text.rfind("\n", 0, m.start()) + 1
            line = text[line_start:m.start()]
            if line.lstrip().startswith("#define") and line.strip() == "#define":
                kind = "macro"
            elif line.lstrip().startswith("#"):
                continue
            elif rest.startswith("("):
                kind = "function"
            elif name.isupper() or re.fullmatch(r"[A-Z0-9_]+", name):
                kind = "enum"
            else:
                kind = "type"
            out[name] = kind
    return out


def base_name(lib: str, name: str) -> str:
    """The name a CUDA spelling stands for (cublasSgemm_v2 -> cublasSgemm, cublasSgemm_v2_64 ->
    cublasSgemm_64); the name itself when it is not another spelling."""
    for suffix, base in SPELLINGS.get(lib, ()):
        if name.endswith(suffix):
            return name[: -len(suffix)] + base
    return name


def hip_name(name: str, prefixes: tuple[tuple[str, str], ...]) -> str:
    for c, h in prefixes:  # the first (longest listed first) prefix that matches
        if name.startswith(c):
            return h + name[len(c):]
    return name


_ENUM = re.compile(r"\benum\b[^{};]*\{([^{}]*)\}")
_INT = re.compile(r"[+-]?(?:0[xX][0-9a-fA-F]+|\d+)[uUlL]*")


def enum_values(text: str) -> dict[str, int]:
    """Enumerator -> value for every `enum { ... }` of a header text whose values are integer literals,
    earlier enumerators, or `|`/`+`/`<<` of those; implicit values count up from the previous one."""
    out: dict[str, int] = {}
    for body in _ENUM.findall(_COMMENT.sub(" ", text)):
        nxt: int | None = 0
        for item in body.split(","):
            name, _, expr = (x.strip() for x in item.partition("="))
            if not re.fullmatch(r"[A-Za-z_]\w*", name or "-"):
                continue
            if expr:
                nxt = _eval(expr, out)
            if nxt is not None:
                out.setdefault(name, nxt)
                nxt += 1
    return out


_DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)[ \t]+([^\n]+)$", re.MULTILINE)


def define_values(text: str) -> dict[str, int]:
    """Macro -> value for every object-like `#define NAME expr` of a header text whose expression enum_values
    can evaluate (integer literals, earlier macros, `| + - << ~`, parentheses)."""
    out: dict[str, int] = {}
    for name, expr in _DEFINE.findall(_COMMENT.sub(" ", text)):
        value = _eval(expr.strip(), out)
        if value is not None:
            out.setdefault(name, value)
    return out


def _eval(expr: str, known: dict[str, int]) -> int | None:
    toks = re.findall(r"[A-Za-z_]\w*|0[xX][0-9a-fA-F]+[uUlL]*|\d+[uUlL]*|<<|[|+()~-]|\S", expr)
    py = []
    for t in toks:
        if t in known:
            py.append(str(known[t]))
        elif _INT.fullmatch(t):
            py.append(str(int(t.rstrip("uUlL"), 0)))
        elif t in ("|", "+", "<<", "(", ")", "-", "~"):
            py.append(t)
        else:
            return None
    try:
        return _fold(ast.parse(" ".join(py), mode="eval").body)
    except (SyntaxError, ValueError):
        return None


_BINOPS = {ast.BitOr: lambda a, b: a | b, ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
           ast.LShift: lambda a, b: a << b}


def _fold(node: ast.expr) -> int | None:
    """An integer constant expression of literals and | + - << ~ (no names, no calls)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.Invert)):
        v = _fold(node.operand)
        return None if v is None else (-v if isinstance(node.op, ast.USub) else ~v)
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        a, b = _fold(node.left), _fold(node.right)
        return None if a is None or b is None else _BINOPS[type(node.op)](a, b)
    return None


def hip_enum_values(prefix: Path, folders: tuple[str, ...], macros: bool = False) -> dict[str, int]:
    """Enumerator (and with `macros`, object-like macro) -> value, over the pinned headers of these folders."""
    out: dict[str, int] = {}
    for f in folders:
        d = prefix / "usr" / "include" / f
        if d.is_dir():
            for p in sorted(d.rglob("*")):
                if p.is_file() and p.suffix in (".h", ".hpp"):
                    text = p.read_text(encoding="utf-8", errors="replace")
                    values = enum_values(text) | (define_values(text) if macros else {})
                    for k, v in values.items():
                        out.setdefault(k, v)
    return out


def hip_words(prefix: Path, folders: tuple[str, ...]) -> set[str]:
    words: set[str] = set()
    for f in folders:
        d = prefix / "usr" / "include" / f
        if d.is_dir():
            for p in sorted(d.rglob("*")):
                if p.is_file() and p.suffix in (".h", ".hpp", ".inl", ".cuh"):
                    words |= _words(p.read_text(encoding="utf-8", errors="replace"))
    return words


# What XL501 translates <cub/*.cuh> to: hipCUB plus CUB names hipCUB lacks (xlate/rewrite/support/include)
CUB_SUPPORT_HEADER = "xlate/hipcub.hpp"


def support_macros(header: str) -> set[str]:
    """Macros an xlate support header defines."""
    text = _COMMENT.sub(" ", (support.SUPPORT_INCLUDE / header).read_text(encoding="utf-8"))
    return set(re.findall(r"^\s*#\s*define\s+(\w+)", text, re.MULTILINE))


def support_words(header: str, _seen: set[str] | None = None) -> set[str]:
    """Identifiers an xlate support header declares, with the xlate support headers it includes (a header
    split in parts, as <xlate/cudnn.h> and <xlate/cudnn_compute.h>)."""
    seen = _seen if _seen is not None else set()
    seen.add(header)
    text = (support.SUPPORT_INCLUDE / header).read_text(encoding="utf-8")
    words = _words(text)
    for part in re.findall(r"^\s*#\s*include\s*<(xlate/[\w./]+)>", text, re.MULTILINE):
        if part not in seen and (support.SUPPORT_INCLUDE / part).is_file():
            words |= support_words(part, seen)
    return words


def _row(cuda: str, hip: str, kind: str, cat: str, status: str, note: str, source: str) -> dict[str, str]:
    return {"cuda": cuda, "hip": hip if status != "unsupported" else "", "kind": kind, "category": cat,
            "status": status, "note": note, "since_hip": SINCE if status != "unsupported" else "", "source": source}


def load_overrides() -> dict[str, dict[str, dict[str, str]]]:
    out: dict[str, dict[str, dict[str, str]]] = {}
    with (LIBS_DIR / "overrides.csv").open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            if None in row:  # DictReader's rest key: a field past the header's (an unquoted comma)
                raise SystemExit(f"libs overrides.csv: row {row.get('cuda')} has more fields than the header "
                                 "(quote the field that holds a comma)")
            out.setdefault(row["category"], {})[row["cuda"]] = {k: (row.get(k) or "") for k in COLUMNS}
    return out


def _list_file(name: str) -> list[str]:
    lines = (LIBS_DIR / name).read_text(encoding="utf-8").splitlines()
    return [w for line in lines if not line.startswith("#") for w in line.split()]


def build_tables(prefix: Path) -> dict[str, list[dict[str, str]]]:
    tables: dict[str, list[dict[str, str]]] = {}
    for lib, (headers, prefixes, folders) in LIBS.items():
        have = hip_words(prefix, folders)
        if lib in ENUM_VALUES_CHECKED:
            macros = lib in MACRO_VALUES_CHECKED
            cuda_vals: dict[str, int] = {}
            for h in headers:
                text = prelude_text(h)
                cuda_vals.update(enum_values(text) | (define_values(text) if macros else {}))
            hip_vals = hip_enum_values(prefix, folders, macros)
        valued = ("enum", "macro") if lib in MACRO_VALUES_CHECKED else ("enum",)
        rows = []
        for cuda, kind in sorted(cuda_names(headers, prefixes).items()):
            base = base_name(lib, cuda) if kind == "function" else cuda
            hip = hip_name(base, prefixes)
            spelling = f"; CUDA's other spelling of {base}" if base != cuda else ""
            if lib in NOTES:
                rows.append(_row(cuda, "", kind, lib, "unsupported", NOTES[lib], "curated"))
            elif (hip in have and kind in valued and lib in ENUM_VALUES_CHECKED and cuda in cuda_vals
                  and hip in hip_vals and cuda_vals[cuda] != hip_vals[hip]):
                rows.append(_row(cuda, hip, kind, lib, "different",
                                 f"value differs: CUDA {cuda} = {cuda_vals[cuda]}, HIP {hip} = {hip_vals[hip]}; "
                                 "code that uses the name is unaffected, code that stores, compares or prints the "
                                 "number (or passes a literal) must change",
                                 f"{'macro' if kind == 'macro' else 'enum'} values compared: prelude vs "
                                 f"{'/'.join(folders)} 7.2 headers"))
            elif hip in have:
                rows.append(_row(cuda, hip, kind, lib, "supported", "",
                                 f"name pattern {prefixes[0][0]}* -> {prefixes[0][1]}*; declared by {'/'.join(folders)} 7.2"
                                 + spelling))
            else:
                rows.append(_row(cuda, "", kind, lib, "unsupported",
                                 f"{hip} is not declared by the {HIP_LABEL.get(lib, 'HIP ' + lib)} 7.2 headers: "
                                 "no equivalent",
                                 "name pattern; HIP name not declared" + spelling))
        tables[lib] = rows
    have = hip_words(prefix, ("hipcub",))
    rows = [_row("cub", "hipcub", "namespace", "cub", "supported", "", "hipCUB: namespace hipcub")]
    for name in _list_file("cub_names.txt"):
        kind = "function" if name in CUB_FUNCTIONS else ("enum" if name.isupper() else "type")
        if name in have:
            rows.append(_row(name, name, kind, "cub", "supported", "", "CUB name; hipcub:: declares it"))
        else:
            rows.append(_row(name, "", kind, "cub", "unsupported", f"hipCUB 7.2 has no hipcub::{name}",
                             "CUB name; not declared by hipcub"))
    support = support_macros(CUB_SUPPORT_HEADER)
    for name in _list_file("cub_macros.txt"):
        # CUB_X -> HIPCUB_X; CubX / _CubX -> HipcubX / _HipcubX (util_debug.cuh's CubDebug, _CubLog)
        hip = "HIP" + name if name.startswith("CUB_") else name.replace("Cub", "Hipcub", 1)
        if hip in have:
            rows.append(_row(name, hip, "macro", "cub", "supported", "",
                             "CUB macro; HIPCUB_ name declared" if name.startswith("CUB_") else
                             f"CUB macro; hipCUB declares {hip}"))
        elif name in support:
            rows.append(_row(name, name, "macro", "cub", "supported", "",
                             f"CUB macro; hipCUB 7.2 has no {hip}: xlate support header <{CUB_SUPPORT_HEADER}> defines it"))
        else:
            rows.append(_row(name, "", "macro", "cub", "unsupported", f"hipCUB 7.2 has no {hip}",
                             "CUB macro; not declared by hipcub"))
    tables["cub"] = rows
    tables["thrust"] = []
    # cuDNN -> MIOpen through xlate's support header (xlate/gen/libs_cudnn.py)
    tables["cudnn"] = libs_cudnn.cudnn_rows(cuda_names(libs_cudnn.HEADERS, libs_cudnn.PREFIXES),
                                            support_words(libs_cudnn.SUPPORT_HEADER), _row)
    overrides = load_overrides()
    for lib, over in overrides.items():
        rows = [r for r in tables.setdefault(lib, []) if r["cuda"] not in over]
        rows += list(over.values())
        tables[lib] = rows
    for rows in tables.values():
        rows.sort(key=lambda r: (r["category"], r["kind"], r["cuda"]))
    return tables


def hip_functions(prefix: Path, folders: tuple[str, ...], hip_prefix: str) -> set[str]:
    """The functions named hip_prefix* that the pinned headers of these folders declare (a name followed by `(`)."""
    pat = re.compile(r"\b(" + re.escape(hip_prefix) + r"\w+)\s*\(")
    out: set[str] = set()
    for f in folders:
        d = prefix / "usr" / "include" / f
        if d.is_dir():
            for p in sorted(d.rglob("*")):
                if p.is_file() and p.suffix in (".h", ".hpp"):
                    out |= set(pat.findall(_COMMENT.sub(" ", p.read_text(encoding="utf-8", errors="replace"))))
    return out


def gaps(prefix: Path, tables: dict[str, list[dict[str, str]]]) -> dict[str, list[str]]:
    """Per library, the HIP functions the pinned headers declare that no supported or different row maps to:
    HIP-only functions (hipBLAS's batched level 1/2, hipSPARSE's prune*_bufferSize ...), or a CUDA function the
    prelude does not declare yet."""
    out = {}
    for lib, (_, prefixes, folders) in LIBS.items():
        mapped = {r["hip"] for r in tables.get(lib, []) if r["status"] != "unsupported"}
        out[lib] = sorted(hip_functions(prefix, folders, prefixes[0][1]) - mapped)
    return out


def render(rows: list[dict[str, str]]) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 when a committed table differs")
    ap.add_argument("--gaps", action="store_true",
                    help="print the HIP library functions no row maps to (HIP-only, or not declared by the prelude)")
    args = ap.parse_args(argv)

    prefix = complete_prefix()
    if prefix is None:
        print("generate: the pinned toolchain (with the libs group) is not set up; run `xlate setup`", file=sys.stderr)
        return 2
    spellings = SPELLINGS["cublas"]
    if args.check:
        stale_parts = libs_spellings.stale(spellings)
        if stale_parts:
            print(f"generate --check: stale prelude parts: {', '.join(stale_parts)}; run python -m xlate.gen.libs",
                  file=sys.stderr)
            return 1
    elif not args.gaps:  # the prelude parts first: the tables read the names they declare
        for path in libs_spellings.write(spellings):
            print(f"generate: {path.name}")
    tables = build_tables(prefix)
    if args.gaps:
        for lib, names in gaps(prefix, tables).items():
            print(f"{lib}: {len(names)} HIP functions no row maps to: {' '.join(names)}")
        return 0
    stale = []
    for lib, rows in tables.items():
        path = LIBS_DIR / f"{lib}.csv"
        text = render(rows)
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"generate: {path.name}: {len(rows)} rows")
    if stale:
        print(f"generate --check: stale: {', '.join(stale)}; run python -m xlate.gen.libs", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
