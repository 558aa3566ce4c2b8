"""CUDA library failures attributed to (library, function): one owner for the corpus report and the
validation table (xlate.validate imports it; tests/test_layers.py allows validate -> report).

A failure involves a CUDA library when what it names belongs to one: a name of xlate's library tables
(`xlate/data/libs/*.csv`, CUDA or HIP spelling: `hipblasSgemm` is cuBLAS's `cublasSgemm`) or with a
library's prefix (`cublas*`, `hipcub::`, `rocprim::` …), a library header (`<cublasLt.h>`, or the HIP
header it was translated to, `<hipblaslt/hipblaslt.h>`), a link error's symbol, or a compiler error
located inside a library's header (hipCUB, rocPRIM, xlate's `<xlate/hipblas.h>` wrapper …).

The function is the CUDA name where the tables or the libraries' naming give one (a HIP-only name such as
`rocprim::warp_size` stays as written; a header is named as `<header.h>`, in its CUDA spelling where XL501
maps one to it). Its status comes from xlate's tables, never from the failure: `unmapped` (no row),
`unsupported` (the row's reason), `mapped` (mapped but failing: a supported or different row, a header
XL501 translates, or a header of the HIP library itself). Point-4 functions of issue 19 (GEMM/GEMV/batched GEMM, getrf/getrs/potrf/geqrf/gesvd/syevd,
SpMV/SpMM on CSR/COO, cuFFT plans and C2C/R2C/C2R, cuRAND host generators, CUB radix sort/scan/reduce/
histogram/select/RLE) are flagged with their family (POINT4) so that a report says whether any remains.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from xlate.core.tables import ApiEntry
from xlate.data import libs
from xlate.rewrite.rules.lang import xl501_includes

# library -> what the report calls it
LIBRARY_LABELS = {
    "cublas": "cuBLAS", "cublaslt": "cuBLASLt", "curand": "cuRAND", "cufft": "cuFFT", "cusparse": "cuSPARSE",
    "cusolver": "cuSOLVER", "nvtx": "NVTX", "cub": "CUB", "thrust": "Thrust", "cudnn": "cuDNN", "nccl": "NCCL",
    "libcu++": "libcu++",
}

# Name prefixes, longest first where one is the prefix of another (CUDA spellings, then their HIP/ROCm ones).
_NAME_PREFIXES: tuple[tuple[str, str], ...] = (
    ("cublasLt", "cublaslt"), ("CUBLASLT_", "cublaslt"), ("cublas", "cublas"), ("CUBLAS_", "cublas"),
    ("curand", "curand"), ("CURAND_", "curand"), ("cufft", "cufft"), ("CUFFT_", "cufft"),
    ("cusparse", "cusparse"), ("CUSPARSE_", "cusparse"), ("cusolver", "cusolver"), ("CUSOLVER", "cusolver"),
    ("nvtx", "nvtx"), ("NVTX_", "nvtx"), ("cub::", "cub"), ("CUB_", "cub"), ("thrust::", "thrust"),
    ("cudnn", "cudnn"), ("CUDNN_", "cudnn"), ("nccl", "nccl"), ("cuda::", "libcu++"),
    ("hipblasLt", "cublaslt"), ("HIPBLASLT_", "cublaslt"), ("xlate_hipblas", "cublas"), ("hipblas", "cublas"),
    ("HIPBLAS_", "cublas"), ("rocblas", "cublas"), ("xlate_hiprand", "curand"), ("hiprand", "curand"),
    ("HIPRAND_", "curand"), ("rocrand", "curand"), ("xlate_hipfft", "cufft"), ("hipfft", "cufft"),
    ("HIPFFT_", "cufft"), ("rocfft", "cufft"), ("xlate_hipsparse", "cusparse"), ("hipsparse", "cusparse"),
    ("HIPSPARSE_", "cusparse"), ("rocsparse", "cusparse"), ("hipsolver", "cusolver"), ("HIPSOLVER", "cusolver"),
    ("rocsolver", "cusolver"), ("roctx", "nvtx"), ("hipcub::", "cub"), ("HIPCUB_", "cub"), ("rocprim::", "cub"),
    ("xlate_cudnn", "cudnn"), ("XLATE_CUDNN", "cudnn"), ("miopen", "cudnn"), ("rccl", "nccl"),
)

# Header prefixes (a path relative to an include folder): CUDA spellings, then HIP/ROCm ones.
_CUDA_HEADER_PREFIXES: tuple[tuple[str, str], ...] = (
    ("cublasLt", "cublaslt"), ("cublas", "cublas"), ("curand", "curand"), ("cufft", "cufft"),
    ("cusparse", "cusparse"), ("cusolver", "cusolver"), ("nvToolsExt", "nvtx"), ("nvtx3/", "nvtx"),
    ("cub/", "cub"), ("thrust/", "thrust"), ("cudnn", "cudnn"), ("nccl", "nccl"), ("cuda/", "libcu++"),
)
_HIP_HEADER_PREFIXES: tuple[tuple[str, str], ...] = (
    ("hipblaslt", "cublaslt"), ("hipblas", "cublas"), ("rocblas", "cublas"), ("xlate/hipblas.h", "cublas"),
    ("hiprand", "curand"), ("rocrand", "curand"), ("xlate/hiprand.h", "curand"), ("hipfft", "cufft"),
    ("rocfft", "cufft"), ("xlate/hipfft.h", "cufft"), ("hipsparse", "cusparse"), ("rocsparse", "cusparse"),
    ("xlate/hipsparse.h", "cusparse"), ("hipsolver", "cusolver"), ("rocsolver", "cusolver"),
    ("roctracer/roctx", "nvtx"), ("hipcub/", "cub"), ("rocprim/", "cub"), ("xlate/hipcub.hpp", "cub"),
    ("rocthrust/", "thrust"), ("miopen/", "cudnn"), ("xlate/cudnn.h", "cudnn"), ("rccl/", "nccl"),
    ("xlate/cuda/", "libcu++"),
)
# HIP library name prefixes -> the CUDA library's (a HIP spelling of a name the tables have no HIP name for)
_HIP_TO_CUDA_PREFIX = (("hipblasLt", "cublasLt"), ("hipblas", "cublas"), ("hiprand", "curand"), ("hipfft", "cufft"),
                       ("hipsparse", "cusparse"), ("hipsolver", "cusolver"))

# Issue 19's point 4: (family, library, pattern over the CUDA name). A function is flagged when its library
# and name match; its status comes from the tables like any other's.
POINT4: tuple[tuple[str, str, re.Pattern[str]], ...] = tuple((f, lib, re.compile(p)) for f, lib, p in (
    ("GEMM/GEMV/batched GEMM", "cublas", r"^cublas\w*(?:gemm|Gemm|gemv|Gemv)\w*$"),
    ("GEMM (cuBLASLt matmul)", "cublaslt", r"^cublasLt(?:Matmul|MatrixLayout)\w*$"),
    ("getrf/getrs/potrf/geqrf/gesvd/syevd", "cusolver",
     r"^cusolverDn\w*?(?:getrf|getrs|potrf|geqrf|gesvd|syevd|heevd)\w*$"),
    ("SpMV/SpMM CSR/COO", "cusparse", (r"^cusparse(?:SpMV|SpMM|CreateCsr|CreateCoo|CreateConstCsr|CreateConstCoo|"
                                      r"[SDCZ]csrmv|[SDCZ]csrmm)\w*$")),
    ("FFT 1-D/2-D/3-D C2C/R2C/C2R", "cufft", (r"^cufft(?:Plan(?:1d|2d|3d|Many)|MakePlan(?:1d|2d|3d|Many\w*)|"
                                              r"Exec(?:C2C|R2C|C2R|Z2Z|D2Z|Z2D)|Create|Destroy|SetStream|"
                                              r"GetSize\w*|Estimate\w*|SetWorkArea|SetAutoAllocation)$")),
    ("host generators", "curand", (r"^curand(?:CreateGenerator\w*|DestroyGenerator|Generate\w*|"
                                  r"SetPseudoRandomGeneratorSeed|SetGeneratorOffset|SetGeneratorOrdering|"
                                  r"SetQuasiRandomGeneratorDimensions|SetStream)$")),
    ("radix sort/scan/reduce/histogram/select/RLE", "cub",
     (r"^(?:cub::)?(?:Device|DeviceSegmented|Block|Warp)(?:RadixSort|Scan|Reduce|Histogram|Select|"
     r"RunLengthEncode)$")),
))


@dataclass(frozen=True)
class Attribution:
    """One library failure: (library, function), its status in xlate's tables and where it was seen."""

    library: str
    function: str
    status: str  # unmapped | unsupported | mapped (mapped but failing)
    reason: str  # the table's note (unsupported), the HIP name or header (mapped), "" (unmapped)
    via: str  # how it was found: "XLnnn", "missing header", "compile error", "error in library header", ...
    where: str | None  # file:line of the failure in the project, when known
    point4: str | None  # issue 19's point-4 family, or None

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def reset_tables() -> None:
    """Forget the tables read so far (the next lookup reads xlate/data/libs again)."""
    _tables.cache_clear()


@functools.cache
def _tables() -> tuple[dict[str, ApiEntry], dict[str, str]]:
    """The library tables (CUDA name -> row) and HIP name -> CUDA name (the shortest CUDA spelling)."""
    rows = libs.load_all()
    hip: dict[str, str] = {}
    for name, e in rows.items():
        if e.hip and e.hip != name and (e.hip not in hip or (len(name), name) < (len(hip[e.hip]), hip[e.hip])):
            hip[e.hip] = name
    return rows, hip


@functools.cache
def _hip_headers() -> dict[str, str]:
    """HIP header -> the CUDA header XL501 translates to it (the first in its table)."""
    out: dict[str, str] = {}
    for cuda, hip in xl501_includes.MAP.items():
        out.setdefault(hip, cuda)
    return out


def _prefixed(name: str, prefixes: Iterable[tuple[str, str]]) -> str | None:
    for prefix, lib in prefixes:
        if name.startswith(prefix):
            return lib
    return None


def cuda_name(name: str) -> tuple[str, str] | None:
    """(library, CUDA name) of a library name in either spelling, or None when it is not a library's."""
    name = name.strip().removeprefix("::")
    rows, hip = _tables()
    bare = re.sub(r"^(?:hip)?cub::", "", name)
    # CUB's and Thrust's rows are unqualified names (`Sum`, `Max`, `DeviceScan`): only a qualified use is theirs
    qualified = bare != name
    for cand in (name, bare):
        row = rows.get(cand)
        if row is not None and row.category in LIBRARY_LABELS and (qualified or row.category not in ("cub", "thrust")):
            return row.category, cand
    for cand in (name, bare):
        if cand in hip and (qualified or rows[hip[cand]].category not in ("cub", "thrust")):
            return rows[hip[cand]].category, hip[cand]
    lib = _prefixed(name, _NAME_PREFIXES)
    if lib is None:
        return None
    for hip_prefix, cuda_prefix in _HIP_TO_CUDA_PREFIX:
        if name.startswith(hip_prefix) and cuda_prefix + name[len(hip_prefix):] in rows:
            return lib, cuda_prefix + name[len(hip_prefix):]
    if qualified:  # cub::DeviceScan::ExclusiveSum -> CUB's DeviceScan (its table's name)
        return lib, bare.split("::")[0]
    return lib, name


def header_library(header: str) -> tuple[str, str] | None:
    """(library, CUDA header) of a library header in either spelling, or None."""
    header = header.strip().strip("<>\"").lstrip("./")
    cuda = _hip_headers().get(header, header)
    lib = (_prefixed(cuda, _CUDA_HEADER_PREFIXES) or _prefixed(cuda, _HIP_HEADER_PREFIXES)
           or _prefixed(header, _HIP_HEADER_PREFIXES))
    return (lib, cuda) if lib else None


def point4_family(library: str, function: str) -> str | None:
    for family, lib, pattern in POINT4:
        if lib == library and pattern.match(function):
            return family
    return None


def status(library: str, function: str) -> tuple[str, str]:
    """(status, reason) of a function (or `<header>`) in xlate's tables."""
    if function.startswith("<"):
        header = function.strip("<>")
        new, sev, msg = xl501_includes.translate(header)
        if sev is not None and msg:
            return "unsupported", msg
        if new:
            return "mapped", f"<{new}>"
        if _prefixed(header, _CUDA_HEADER_PREFIXES) is None:  # a HIP library's own header (hipCUB, rocPRIM …)
            return "mapped", "a header of the HIP library"
        return "unmapped", ""
    rows, _ = _tables()
    row = rows.get(function)
    if row is None or row.category != library:
        return "unmapped", ""
    if row.status == "unsupported":
        return "unsupported", row.note
    return "mapped", row.hip + (f" ({row.note})" if row.note else "")


def make(library: str, function: str, via: str, where: str | None) -> Attribution:
    st, reason = status(library, function)
    return Attribution(library, function, st, reason, via, where, point4_family(library, function))


# ---------------------------------------------------------------- reading diagnostics and compiler messages

_QUOTED = re.compile(r"'([A-Za-z_][\w:]*)(?:<[^']*>)?(?:\([^']*\))?'|`([^'`\s(]+)")
_IN_NAMESPACE = re.compile(r"no (?:member|template|type) named '(\w+)' in namespace '([\w:]+)'")
_XL_DIAG = re.compile(r"error: (.*?)\s*\[(XL\d{3})\]\s*$")
_INCLUDE_MSG = re.compile(r"^#include ([^\s:]+):")
_MISSING = re.compile(r"'([^']+)' file not found|fatal error: ([^\s:]+): No such file")
_LOCATED = re.compile(r"^(\S+?):(\d+)(?::\d+)?: (?:fatal )?error: (.*)$")
_UNDEFINED = re.compile(r"undefined (?:reference to [`']|symbol: )([^'`\n]+)")
_NOT_SUPPORTED = re.compile(r"not supported on the \w+ target: (<[^>\s]+>|[\w:]+)")


def _symbol(text: str) -> str:
    """The name of a link error's symbol: `hipcub::DeviceScan::Foo(int)` -> hipcub::DeviceScan::Foo."""
    return re.sub(r"\(.*$", "", text.strip()).split("@")[0].strip()


def from_name(name: str, via: str, where: str | None) -> Attribution | None:
    found = cuda_name(name)
    return make(found[0], found[1], via, where) if found else None


def from_header(header: str, via: str, where: str | None) -> Attribution | None:
    found = header_library(header)
    return make(found[0], f"<{found[1]}>", via, where) if found else None


def from_diagnostic(d: dict[str, Any]) -> Attribution | None:
    """An error diagnostic of the translation that names a library function, type or header."""
    msg = d.get("message", "")
    where = f"{d.get('file')}:{d.get('line')}" if d.get("file") else None
    m = _INCLUDE_MSG.match(msg)
    if m:
        return from_header(m.group(1), d["code"], where)
    words = msg.split()
    found = from_name(words[0].rstrip(":,"), d["code"], where) if words else None
    m = _MISSING.search(msg)
    if found is None and m:  # a front-end error (XL9xx): "clang: 'cublasLt.h' file not found"
        found = from_header(m.group(1) or m.group(2), d["code"], where)
    if found is None:  # a front-end error (XL9xx) quoting the name: "use of undeclared identifier 'cublasX'"
        for name in _names(msg):
            found = from_name(name, d["code"], where)
            if found:
                break
    return found


def _names(text: str) -> list[str]:
    """Quoted names of a message, `ns::name` first where the message says "no member named 'name' in
    namespace 'ns'"."""
    return [f"{ns}::{n}" for n, ns in _IN_NAMESPACE.findall(text)] + [a or b for a, b in _QUOTED.findall(text)]


def _header_of(path: str) -> str | None:
    """A path relative to its include folder when it is a library's header (a system include path)."""
    if not path.startswith("/"):
        return None
    rel = path.rsplit("/include/", 1)[-1] if "/include/" in path else path
    return rel if header_library(rel) else None


def from_message(line: str, where: str | None = None) -> Attribution | None:
    """The library failure a compiler, linker or runtime message names, or None. `where` is used when the
    message has no location in the project."""
    m = _XL_DIAG.search(line)
    if m:  # a translation diagnostic as xlate-nvcc prints it: `file:line:col: error: message [XLnnn]`
        loc = _LOCATED.match(line.strip())
        return from_diagnostic({"code": m.group(2), "message": m.group(1), "file": loc.group(1) if loc else None,
                                "line": loc.group(2) if loc else None})
    m = _MISSING.search(line)
    if m:
        return from_header(m.group(1) or m.group(2), "missing header", where)
    m = _UNDEFINED.search(line)
    if m:
        return from_name(_symbol(m.group(1)), "link error", where)
    m = _NOT_SUPPORTED.search(line)
    if m:
        what = m.group(1)
        return (from_header(what, "not supported on the target", where) if what.startswith("<")
                else from_name(what, "not supported on the target", where))
    loc = _LOCATED.match(line.strip())
    text = loc.group(3) if loc else line
    if loc and not loc.group(1).startswith("/"):
        where = f"{loc.group(1)}:{loc.group(2)}"
    names = _names(text)
    for name in names:
        found = from_name(name, "compile error", where)
        if found:
            return found
    if loc:
        hdr = _header_of(loc.group(1))
        if hdr:
            for name in names:  # a library name in the message, else the header itself
                found = from_name(name, "error in library header", where)
                if found:
                    return found
            return from_header(hdr, "error in library header", where)
    return None


def attribute(translate: dict[str, Any] | None, compile_: dict[str, Any] | None,
              where: str | None = None) -> list[Attribution]:
    """Every library failure of one file's run (error diagnostics, then compiler errors), one per
    (library, function), first seen first. `where` stands for a failure without a project location."""
    out: dict[tuple[str, str], Attribution] = {}

    def add(a: Attribution | None) -> None:
        if a is not None:
            out.setdefault((a.library, a.function), a)

    for d in (translate or {}).get("diagnostics", []):
        if d.get("severity") == "error":
            add(from_diagnostic(d))
    if compile_ is not None and compile_.get("rc") not in (0, -1):
        if compile_.get("missing_header"):
            add(from_header(compile_["missing_header"], "missing header", where))
        for err in compile_.get("errors") or []:
            add(from_message(err, where))
    return list(out.values())


def summarise(items: Iterable[tuple[str, str, Attribution]]) -> dict[str, Any]:
    """The by-function section from (project, file, attribution) triples: per library, each function with
    the files and projects it fails, its status and one example; and the point-4 functions among them."""
    funcs: dict[tuple[str, str], dict[str, Any]] = {}
    for project, file, a in items:
        f = funcs.setdefault((a.library, a.function), {
            "function": a.function, "status": a.status, "reason": a.reason, "point4": a.point4, "files": set(),
            "projects": set(), "via": a.via, "example": f"{project}: {a.where or file}"})
        f["files"].add((project, file))
        f["projects"].add(project)
    libraries: dict[str, list[dict[str, Any]]] = {}
    for (lib, _), f in funcs.items():
        libraries.setdefault(lib, []).append({**f, "files": len(f["files"]), "projects": sorted(f["projects"])})
    out = []
    for lib, fs in libraries.items():
        fs.sort(key=lambda f: (-f["files"], f["function"]))
        out.append({"library": lib, "label": LIBRARY_LABELS.get(lib, lib), "functions": fs,
                    "files": len({k for (lb, _), f in funcs.items() if lb == lib for k in f["files"]})})
    out.sort(key=lambda g: (-g["files"], g["library"]))
    point4 = sorted(f"{lib}:{f['function']}" for lib, fs in libraries.items() for f in fs if f["point4"])
    return {"libraries": out, "point4_remaining": point4}


def table_point4_unsupported() -> list[str]:
    """Point-4 functions that xlate's tables themselves mark unsupported (`library:name`), whatever the
    corpus: what a project calling them would meet."""
    rows, _ = _tables()
    return sorted(f"{e.category}:{name}" for name, e in rows.items()
                  if e.status == "unsupported" and (e.kind == "function" or (e.category == "cub" and e.kind == "type"))
                  and point4_family(e.category, name))
