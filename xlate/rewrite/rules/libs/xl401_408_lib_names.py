"""XL4xx: CUDA libraries -> HIP libraries (cuBLAS, cuBLASLt, cuRAND, cuFFT, cuSPARSE, cuSOLVER -> hipBLAS,
hipBLASLt, hipRAND, hipFFT, hipSPARSE, hipSOLVER; NVTX -> rocTX; CUB -> hipCUB; Thrust stays thrust with
rocThrust).

The tables are data: xlate/data/libs/*.csv (columns of xlate/data/api/cuda_hip.csv; README.md there).
Tokens are looked at like the XL1xx rules do: a checked use when the parser resolved the name to xlate's
CUDA prelude, a token-level use (XL404 note) when nothing resolved it; the user's own names and
third-party headers are never touched; `.name` / `->name` members and `ns::name` with a non-CUDA `ns`
are skipped.

CUB: `cub::` becomes `hipcub::` (also `using namespace cub` and namespace aliases); a `cub::NAME` hipCUB
lacks is an error. Warp width: `cub::WarpReduce<T>` / `cub::WarpScan<T>` mean 32 logical threads in
CUDA, while hipCUB's default is the wavefront (64 on gfx942); the warp rules own that decision per
kernel (XL209, from xlate/rewrite/warp/scanner.py, writes `, 32` where the kernel stays compat32).
Here CUB_PTX_WARP_THREADS becomes 32 in compat32 mode (XL405) and HIPCUB_WARP_THREADS in native64.

Versions: xlate/data/libs/cuda_versions.csv records the CUDA version that added, deprecated or removed a
library API (with its source). A use of one that the CUDA version xlate reports (xlate.core.cuda_version,
$XLATE_CUDA_VERSION; the prelude's CUDA_VERSION) does not have yet, or has deprecated or removed, is an
XL408 warning, besides what its table row says.
"""

from __future__ import annotations

from functools import lru_cache

from xlate.core.cuda_version import ENV_VAR, cuda_major_minor
from xlate.core.model import (
    Emitter,
    Fix,
    RefOrigin,
    Region,
    RuleInfo,
    Severity,
    SourceFile,
    SourceModel,
    TokenKind,
)
from xlate.data.libs import load_all, version_tuple, versions
from xlate.rewrite.rules._support_include import already_included, include_support_header
from xlate.rewrite.rules.api.xl101_104_names import directive

_SHARED = """\
The tables are data: `xlate/data/libs/*.csv` (columns of `xlate/data/api/cuda_hip.csv`; README there); the mapping and the libraries: docs/libraries.md. Tokens are looked at like the XL1xx rules do: a checked use when the parser resolved the name to xlate's CUDA prelude, a token-level use (XL404 note) when nothing resolved it; the user's own names and third-party headers are never touched. Tests: `tests/libs/`.
"""
_DOC_XL401 = """\
Library name renamed (`cublasSgemm` → `hipblasSgemm`, `CUBLAS_OP_N` → `HIPBLAS_OP_N`, `curand_init` → `hiprand_init`, `curandState` → `hiprandState_t`, `cufftExecC2C` → `hipfftExecC2C`, `CUFFT_INVERSE` → `HIPFFT_BACKWARD`, `cub::` → `hipcub::` incl. `using namespace cub` and aliases)
""" + "\n" + _SHARED + "\n" + """\
`#include` lines are XL501's (`cublas_v2.h` → `xlate/hipblas.h`: hipBLAS with the fp16 and complex
headers cuBLAS's header brings, `cub/*.cuh` → `xlate/hipcub.hpp` (hipCUB plus CUB's `CurrentDevice`, `DeviceCount`, `SyncStream`), `thrust/system/cuda/…` →
`thrust/system/hip/…` with the names `thrust::cuda::par` → `thrust::hip::par` … by XL407,
…). Thrust code keeps its spelling. The CUDA side of every mapped name is declared in xlate's prelude
(`cublas_api.h`, `cublasLt.h`, `curand*.h`, `cufft.h`, `cufftXt.h`, `cudalibxt.h`, `cusparse.h`,
`cusolver_common.h`, `cusolverDn.h`, `cusolverSp.h`, `cusolverRf.h`, `nvToolsExt.h`,
`library_types.h`, `cuComplex.h`, `cub/`, `thrust/`; CUB and Thrust loosely: CUB's block and warp class
templates have CUB's template parameters, but member functions and algorithms take any arguments) so
code using the libraries is parsed and checked with no CUDA toolkit.
"""
_DOC_XL402 = """\
No HIP equivalent: error, left as written (`cublasLtMatmulAlgoGetIds`, `cusolverDnDSgesv`, `nvtxDomainCreateA`; a `cub::NAME` hipCUB lacks …) with what to do
""" + "\n" + _SHARED + "\n" + """\
Not handled: the legacy cuBLAS API (`cublas.h`, XL501 error); library functions the prelude does not
declare (cuBLAS `GemmGroupedBatched` and the mixed-precision `H/T gemvBatched`, cuSPARSE `SpMMOp`, the
MTGP32 host set-up, the functions CUDA 12 removed) stay as written and fail to compile, naming the
function; NCCL (XL501). cuDNN's rows (`cudnn.csv`) rename to xlate's `<xlate/cudnn.h>`, which
implements them over MIOpen. The BSR and sliced-ELL generic descriptors (`cusparseCreateBsr`,
`cusparseCreateSlicedEll`, CUDA 12.1) are declared and `unsupported`: hipSPARSE 7.2 does not have them.
"""
_DOC_XL403 = """\
Renamed, behaves differently (warning with the note: `CUBLAS_GEMM_DEFAULT_TENSOR_OP`, `CUB_PTX_ARCH` …)
""" + "\n" + _SHARED
_DOC_XL404 = """\
Renamed at token level only (the compiler did not check that use: macro bodies, inactive code)
""" + "\n" + _SHARED
_DOC_XL405 = """\
`CUB_PTX_WARP_THREADS` becomes CUDA's `32` in compat32 mode (`HIPCUB_WARP_THREADS`, the 64-lane wavefront, in native64). The width of `cub::WarpReduce<T>` / `cub::WarpScan<T>` (32 threads in CUDA, the wavefront by default in hipCUB) is decided per kernel by the warp rules: XL209 writes `hipcub::WarpReduce<T, 32>` where the kernel stays compat32 (docs/warp.md)
""" + "\n" + _SHARED
_DOC_XL406 = """\
`#include <cufftw.h>` becomes `<xlate/hipfftw.h>` (XL501): cuFFTW is translated to hipFFTW, FFTW3's names
over hipFFT. A note at the include says what that covers: the basic planners, execute and destroy keep their
names; the planner flags (`FFTW_ESTIMATE` …) have other values in hipFFTW and are rewritten; the advanced,
guru and wisdom functions have no hipFFTW counterpart (XL402 at each use); the cpu target has no FFTW
interface and stops the build saying so. The rows are `xlate/data/libs/cufftw.csv`.
""" + "\n" + _SHARED
_DOC_XL408 = """\
A library API added after the reported CUDA version, or deprecated or removed at or before it (`xlate/data/libs/cuda_versions.csv`): warning naming the version, beside the row's own diagnostic
""" + "\n" + _SHARED + "\n" + """\
The reported CUDA version is the one `XLATE_CUDA_VERSION` names, else xlate's default (docs/toolchain.md).
The prelude declares the library APIs of every version alike, so this warning is what tells a use of an
API the chosen CUDA does not have.
"""

ORDER = 110  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [
    RuleInfo("XL401", "lib-rename", "CUDA library name renamed to its HIP library equivalent (no message)",
             fix=Fix.ALWAYS, doc=_DOC_XL401),
    RuleInfo("XL402", "lib-unsupported", "CUDA library API with no HIP library equivalent: left as written (error)",
             fix=Fix.NEVER, doc=_DOC_XL402),
    RuleInfo("XL403", "lib-different", "renamed, but the HIP library behaves differently (warning with a note)",
             fix=Fix.ALWAYS, doc=_DOC_XL403),
    RuleInfo("XL404", "lib-token-level", "library name renamed at token level only: the compiler did not check it",
             fix=Fix.ALWAYS, doc=_DOC_XL404),
    RuleInfo("XL405", "lib-warp-width", "CUB_PTX_WARP_THREADS written as CUDA's 32 in compat32 mode",
             fix=Fix.ALWAYS, doc=_DOC_XL405),
    RuleInfo("XL406", "lib-header-cufftw", "cuFFTW translated to hipFFTW: what it covers",
             fix=Fix.NEVER, doc=_DOC_XL406),
    RuleInfo("XL408", "lib-cuda-version", "a CUDA library API not yet added, deprecated or removed in the CUDA "
                                          "version xlate reports (xlate/data/libs/cuda_versions.csv): warning",
                                                   fix=Fix.NEVER, doc=_DOC_XL408),
]

CUDA_WARP = "32"
_NOT_RENAMED = frozenset({"include", "include_next", "import", "pragma", "error", "warning", "line"})
_WARP_MACROS = frozenset({"CUB_PTX_WARP_THREADS"})
_CUB_NS = frozenset({"cub", "hipcub"})


@lru_cache(maxsize=1)
def _table() -> dict:
    return load_all()


def _retired() -> dict[str, str]:
    """CUDA name -> what XL408 says, for the library APIs the reported CUDA (xlate.core.cuda_version, read
    at each call: $XLATE_CUDA_VERSION) does not have yet, or has deprecated or removed."""
    return _retired_in(cuda_major_minor())


@lru_cache(maxsize=8)
def _retired_in(now: tuple[int, int]) -> dict[str, str]:
    reported = f"{now[0]}.{now[1]}"
    out: dict[str, str] = {}
    for name, (added, deprecated, removed) in versions().items():
        if added and version_tuple(added) > now:
            out[name] = (f"{name} was added in CUDA {added}, after the CUDA xlate translates as ({reported}, "
                         f"${ENV_VAR})")
        elif removed and version_tuple(removed) <= now:
            out[name] = f"{name} was removed in CUDA {removed} (xlate translates as CUDA {reported})"
        elif deprecated and version_tuple(deprecated) <= now:
            out[name] = f"{name} is deprecated since CUDA {deprecated} (xlate translates as CUDA {reported})"
    return out


def run(model: SourceModel, emit: Emitter) -> None:
    table = _table()
    for sf in model.files.values():
        _run_file(model, sf, table, emit)


def _run_file(model: SourceModel, sf: SourceFile, table: dict, emit: Emitter) -> None:
    toks = [t for t in sf.tokens if t.kind is not TokenKind.COMMENT]
    reported: set[str] = set()
    compat32 = model.warp_mode != "native64"
    complex_done = False
    for i, tok in enumerate(toks):
        if tok.kind is not TokenKind.IDENTIFIER or tok.ref in (RefOrigin.PROJECT, RefOrigin.SYSTEM):
            continue
        prev = toks[i - 1].spelling if i > 0 else ""
        nxt = toks[i + 1].spelling if i + 1 < len(toks) else ""
        if prev in (".", "->"):
            continue
        name = tok.spelling
        if name == "include" and prev == "#":
            _include(sf, toks, i, emit)
            continue
        if tok.region is not Region.ACTIVE and directive(sf, tok.start) in _NOT_RENAMED:
            continue  # header names of #include lines belong to XL501 (also in branches inactive in both passes)
        # --- CUB namespace and its names
        if name == "cub" and prev != "::" and (nxt == "::" or prev == "namespace" or
                                                (prev == "=" and i > 2 and toks[i - 3].spelling == "namespace")):
            if tok.region is Region.DIRECTIVE:
                continue
            emit.edit(sf.path, tok.start, tok.end, "hipcub", origin="XL401")
            continue
        if prev == "::" and i > 1 and toks[i - 2].spelling in _CUB_NS and (i < 3 or toks[i - 3].spelling != "::"):
            entry = table.get(name)
            if entry is not None and entry.category == "cub" and entry.status == "unsupported":
                emit.diag("XL402", Severity.ERROR, sf.path, tok.start, f"cub::{name}: {entry.note}")
            continue
        if name in _WARP_MACROS and compat32 and tok.region is not Region.DIRECTIVE:
            emit.edit(sf.path, tok.start, tok.end, CUDA_WARP, origin="XL405")
            emit.diag("XL405", Severity.NOTE, sf.path, tok.start,
                      f"{name} is CUDA's warp width: written as 32 (compat32; HIPCUB_WARP_THREADS would be the "
                      "64-lane wavefront on gfx942)", fixit=CUDA_WARP)
            continue
        entry = table.get(name)
        if entry is None or entry.kind == "namespace" or entry.category == "cub" and entry.kind != "macro":
            continue
        if prev == "::" and i > 1:
            qual = toks[i - 2]
            if qual.kind is TokenKind.IDENTIFIER:
                continue  # some_namespace::name: not the C library's name
        if prev == "define" or prev == "undef":
            continue
        checked = tok.ref is RefOrigin.CUDA_API and tok.region is Region.ACTIVE
        if entry.category == "cufftw" and not checked and not _cufftw_file(sf):
            continue  # FFTW3's own names too: unchecked, they are cuFFTW's only where the file includes cufftw.h
        retired = _retired().get(name)
        if retired is not None:
            emit.diag("XL408", Severity.WARNING, sf.path, tok.start,
                      f"{retired}; {entry.note or 'its HIP counterpart is ' + entry.hip}")
        if entry.status == "unsupported":
            how = "" if checked else " (in code the compiler did not check)"
            emit.diag("XL402", Severity.ERROR if checked else Severity.WARNING, sf.path, tok.start,
                      f"{name} has no HIP library equivalent{how}; left as written: {entry.note}")
            continue
        if entry.hip != name:
            emit.edit(sf.path, tok.start, tok.end, entry.hip, origin="XL401" if checked else "XL404")
            if entry.hip.startswith(COMPLEX_PREFIX) and not complex_done:
                complex_done = True
                _include_complex(model, sf, tok.start, emit)
            if entry.kind == "type" and i > 0 and prev in ("struct", "enum") and nxt not in ("{", ";", ":"):
                emit.edit(sf.path, toks[i - 1].start, tok.start, "", origin="XL401")
        if entry.status == "different":
            emit.diag("XL403", Severity.WARNING, sf.path, tok.start,
                      f"{name} translated to {entry.hip}, which behaves differently: {entry.note}", fixit=entry.hip)
        if not checked and entry.hip != name and name not in reported:
            reported.add(name)
            emit.diag("XL404", Severity.NOTE, sf.path, tok.start,
                      f"{name} renamed to {entry.hip} at token level only; the compiler did not check this use",
                      fixit=entry.hip)


def _cufftw_file(sf: SourceFile) -> bool:
    return already_included(sf, "cufftw.h")


# cuComplex functions whose HIP counterparts compute something else map to xlate_cu* functions of
# <xlate/complex.h> (xlate/data/libs/overrides.csv). XL501 gives that header where the file includes
# <cuComplex.h> (and xlate/hipblas.h includes it); code that gets cuComplex.h through CUDA's other library
# headers (cufft.h, cusparse.h, cusolverDn.h include it) gets the include here, on a free line or
# inserted with a #line (rules/_support_include.py).
COMPLEX_HEADER = "xlate/complex.h"
COMPLEX_PREFIX = "xlate_cuC"
_COMPLEX_GIVERS = ("cuComplex.h", "cublas_v2.h", "cublas.h", "cublas_api.h")


def _include_complex(model: SourceModel, sf: SourceFile, first_use: int, emit: Emitter) -> None:
    if any(already_included(sf, h) for h in _COMPLEX_GIVERS):
        return  # XL501 translates that include to <xlate/complex.h> (or to xlate/hipblas.h, which includes it)
    include_support_header(model, sf, COMPLEX_HEADER, first_use, emit, origin="XL401", code="XL401")


def _include(sf: SourceFile, toks: list, i: int, emit: Emitter) -> None:
    if toks[i].spelling != "include" or i + 1 >= len(toks):
        return
    line = toks[i].line
    rest = "".join(t.spelling for t in toks[i + 1:i + 6] if t.line == line)
    if rest.startswith(("<cufftw.h>", '"cufftw.h"')):
        emit.diag("XL406", Severity.NOTE, sf.path, toks[i + 1].start,
                  "#include cufftw.h: cuFFTW is translated to hipFFTW (<xlate/hipfftw.h>): planner flags are "
                  "renumbered, the advanced/guru planners and wisdom have no hipFFTW counterpart (XL402 at each "
                  "use), and the cpu target has no FFTW interface")
