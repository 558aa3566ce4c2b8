"""XL501: CUDA headers in `#include` lines become their HIP counterparts.

Only the header name between the delimiters is replaced; `"..."` or `<...>` stay as written, and
so does the rest of the line. Several CUDA headers map to one HIP header (`cuda.h`,
`cuda_runtime.h`, `device_launch_parameters.h` ... all become `hip/hip_runtime.h`): duplicates are
kept, because removing a line would change line numbers and an `#include` may sit in a
conditional branch; the HIP headers have include guards, so a repeated include is harmless.

A header of the project with a CUDA-like name is left alone when it exists next to the including
file (a `"cuda.h"` of the project's own). Headers with no HIP counterpart are reported and left as
is. The table is the set of facts checked against the HIP 7.2 headers and the hip* library
packages (docs/rules/XL501.md).
"""

from __future__ import annotations

import re

from xlate.core.model import Emitter, Fix, Region, RuleInfo, Severity, SourceFile, SourceModel

CODE = "XL501"
_DOC_XL501 = (
    'Only the header name between the delimiters is replaced; `<...>` or `"..."` stay as written, and'
    " so does the rest of the line. The table is `MAP` in "
    "`xlate/rewrite/rules/lang/xl501_includes.py` (checked against the HIP 7.2 headers): "
    "`cuda_runtime.h`, `cuda.h`, `device_launch_parameters.h` ... become `hip/hip_runtime.h` "
    "(duplicates are kept: removing a line would move line numbers); library headers follow the hip* "
    "packages (`hiprand/hiprand_kernel.h`, `hipfft/hipfftXt.h` ...); `cublas_v2.h` becomes xlate's "
    "`xlate/hipblas.h` and `cusparse.h` `xlate/hipsparse.h`, `curand.h` `xlate/hiprand.h`, `cufft.h` "
    "`xlate/hipfft.h`, `cufftw.h` `xlate/hipfftw.h` (hipBLAS / hipSPARSE / hipRAND / hipFFT plus wrappers for the calls whose HIP argument "
    "types differ; `xlate/hipfft.h` also declares library_types.h's `MAJOR_VERSION` ...), "
    "`cub/*.cuh` `xlate/hipcub.hpp`, `cuda_fp16.h` and `cuda_bf16.h` "
    "`xlate/fp16.h`, `cuda_fp8.h` `xlate/fp8.h` (CUDA's OCP fp8 types, usable in gfx942 device code), "
    "`cuComplex.h` `xlate/complex.h` (HIP's complex header plus cuComplex.h's division, |z| and fma as CUDA "
    "computes them), `cudnn.h` and its parts (`cudnn_ops.h`, `cudnn_cnn.h` ...) `xlate/cudnn.h` (cuDNN's "
    "legacy API implemented over MIOpen), `mma.h` `xlate/wmma.h` (CUDA's warp matrix functions, nvcuda::wmma, "
    "with CUDA's shapes and 32-lane warps, computed with shuffles rather than matrix cores; a note says so), "
    "`<cuda/std/X>` `<xlate/cuda/std/X>` where hip-clang compiles the standard "
    "counterpart for the device, `thrust/system/cuda/...` `thrust/system/hip/...` (the names are "
    "XL407's). Headers with no counterpart are errors, left as written: "
    "`cooperative_groups/reduce.h`, `scan.h`, `memcpy_async.h`, the other "
    "`<cuda/...>` headers, `<nv/target>`, `cuda_pipeline.h`, `cuda_awbarrier.h`, "
    'NVTX, `cuda_occupancy.h`. A `"cuda.h"` that exists next to the including file is the '
    "project's own header and is kept. Fixtures: `tests/rules/XL501/`, run by "
    "`tests/rules/test_fixtures.py`."
)

ORDER = 60  # registration order among the rule modules (xlate/rewrite/registry.py)
RULES = [RuleInfo(CODE, "cuda-includes", "CUDA headers in #include lines become their HIP counterparts",
                  fix=Fix.SOMETIMES, doc=_DOC_XL501)]

RUNTIME = "hip/hip_runtime.h"

# CUDA header -> HIP header. Exact names.
MAP: dict[str, str] = {
    "cuda_runtime.h": RUNTIME,
    "cuda.h": RUNTIME,
    "device_launch_parameters.h": RUNTIME,
    "device_functions.h": RUNTIME,
    "device_atomic_functions.h": RUNTIME,
    "sm_20_atomic_functions.h": RUNTIME,
    "sm_32_atomic_functions.h": RUNTIME,
    "sm_35_atomic_functions.h": RUNTIME,
    "sm_60_atomic_functions.h": RUNTIME,
    "sm_20_intrinsics.h": RUNTIME,
    "sm_30_intrinsics.h": RUNTIME,
    "sm_32_intrinsics.h": RUNTIME,
    "sm_35_intrinsics.h": RUNTIME,
    "math_functions.h": RUNTIME,
    "vector_functions.h": RUNTIME,
    "cuda_device_runtime_api.h": RUNTIME,
    "cuda_runtime_api.h": "hip/hip_runtime_api.h",
    "driver_types.h": "hip/driver_types.h",
    "cuda_profiler_api.h": "hip/hip_runtime_api.h",
    "cudaProfiler.h": "hip/hip_runtime_api.h",  # the driver API's cuProfilerStart/Stop
    "vector_types.h": "hip/hip_vector_types.h",
    "channel_descriptor.h": "hip/channel_descriptor.h",
    "texture_types.h": "hip/texture_types.h",
    "cuda_texture_types.h": "hip/hip_texture_types.h",
    "texture_fetch_functions.h": RUNTIME,
    "texture_indirect_functions.h": RUNTIME,
    "surface_types.h": "hip/surface_types.h",
    "surface_functions.h": RUNTIME,
    "library_types.h": "hip/library_types.h",
    "math_constants.h": "hip/hip_math_constants.h",
    # HIP's fp16/bf16 headers plus the atomicAdd overloads CUDA's declare and HIP 7.2 lacks
    "cuda_fp16.h": "xlate/fp16.h",
    "cuda_fp16.hpp": "xlate/fp16.h",
    "cuda_bf16.h": "xlate/fp16.h",
    "cuda_bf16.hpp": "xlate/fp16.h",
    # CUDA's OCP fp8 API in software: HIP 7.2's OCP fp8 conversions are host-only in gfx942 device code
    "cuda_fp8.h": "xlate/fp8.h",
    "cuda_fp4.h": "hip/hip_fp4.h",
    # HIP's complex header plus cuComplex.h's division, |z| and fma as CUDA computes them (HIP 7.2's differ)
    "cuComplex.h": "xlate/complex.h",
    "cuda_gl_interop.h": "hip/hip_gl_interop.h",
    "cudaGL.h": "hip/hip_gl_interop.h",
    # hipRTC plus the architecture queries NVRTC has and hipRTC lacks
    "nvrtc.h": "xlate/hiprtc.h",
    "cooperative_groups.h": "hip/hip_cooperative_groups.h",
    # hipRAND plus wrappers for the cuRAND calls whose hipRAND argument types differ (scramble constants)
    "curand.h": "xlate/hiprand.h",
    "curand_kernel.h": "hiprand/hiprand_kernel.h",
    "curand_mtgp32_host.h": "hiprand/hiprand_mtgp32_host.h",
    "curand_mtgp32dc_p_11213.h": "rocrand/rocrand_mtgp32_11213.h",
    # cuBLAS's header includes cuda_fp16.h and cuComplex.h; hipBLAS's does not bring their HIP twins
    "cublas_v2.h": "xlate/hipblas.h",
    "cublas_api.h": "xlate/hipblas.h",
    # the legacy header: its types and the helpers xlate implements (<xlate/cublas_extras.h>); a legacy BLAS
    # routine (no handle) does not compile against the v2 declarations, naming the routine
    "cublas.h": "xlate/hipblas.h",
    "cublasLt.h": "hipblaslt/hipblaslt.h",
    # hipFFT plus cufftGetProperty taking CUDA's libraryPropertyType, and that enum's enumerators
    "cufft.h": "xlate/hipfft.h",
    "cufftXt.h": "hipfft/hipfftXt.h",
    # hipFFTW (FFTW3's names over hipFFT), plus cufftw.h's own includes (cufft.h, stdio.h)
    "cufftw.h": "xlate/hipfftw.h",
    # hipSPARSE plus wrappers for the cuSPARSE functions whose hipSPARSE counterparts take another type
    "cusparse.h": "xlate/hipsparse.h",
    "cusparse_v2.h": "xlate/hipsparse.h",
    "cusolverDn.h": "hipsolver/hipsolver.h",
    "cusolverSp.h": "hipsolver/hipsolver.h",
    "cusolverRf.h": "hipsolver/hipsolver.h",
    "cusolver_common.h": "hipsolver/hipsolver.h",
    # NVTX's C API -> rocTX (roctracer/roctx.h: roctxRangePushA/Pop, roctxMarkA, roctxRangeStartA/Stop)
    "nvToolsExt.h": "roctracer/roctx.h",
    "nvtx3/nvToolsExt.h": "roctracer/roctx.h",
    "nccl.h": "rccl/rccl.h",
    # cuDNN's legacy API over MIOpen: xlate's support header (xlate/gen/libs_cudnn.py, data/libs/cudnn.csv)
    "cudnn.h": "xlate/cudnn.h", "cudnn_version.h": "xlate/cudnn.h", "cudnn_graph.h": "xlate/cudnn.h",
    "cudnn_ops.h": "xlate/cudnn.h", "cudnn_cnn.h": "xlate/cudnn.h", "cudnn_adv.h": "xlate/cudnn.h",
    # HIP 7.2 lacks these; xlate's support headers (xlate/rewrite/support/include) provide them.
    "cooperative_groups/reduce.h": "xlate/cg_reduce.h",
    # WMMA: rocWMMA is not a drop-in (per-wavefront fragments, other shapes); xlate's header keeps CUDA's
    # 32-lane warps and shapes (NOTES says how)
    "mma.h": "xlate/wmma.h",
}

# Headers translated with a note: what the user should know about the replacement.
NOTES: dict[str, str] = {
    "mma.h": "WMMA (nvcuda::wmma) through xlate's <xlate/wmma.h>: CUDA's shapes and 32-lane warps, computed "
             "with shuffles and ordinary arithmetic (correct, not fast: no matrix cores); tf32 and sub-byte "
             "fragments do not compile",
}

# Headers translated, but with an error: the HIP header lacks what the CUDA header provides.
PARTIAL: dict[str, tuple[str, str]] = {
    "cooperative_groups/scan.h": (
        "hip/hip_cooperative_groups.h",
        ("HIP 7.2's cooperative groups have no scan header and no cg::inclusive_scan / cg::exclusive_scan: "
         "write the scan with shuffles or use hipcub::WarpScan")),
    "cooperative_groups/memcpy_async.h": (
        "hip/hip_cooperative_groups.h",
        ("HIP 7.2's cooperative groups have no memcpy_async / cg::wait: copy with ordinary loads and "
         "stores followed by a group sync")),
}

# Headers with no HIP counterpart: error, left as is. Prefix match on the path.
UNSUPPORTED: dict[str, str] = {
    "cuda/": "this libcu++ header (<cuda/...>) has no HIP counterpart: xlate translates the <cuda/std/...> "
             "headers whose standard counterpart works in device code (utility, tuple, type_traits, limits, "
             "functional, iterator, variant, cmath, ...) and <cuda/functional>; for this one use rocm's "
             "libhipcxx or port the code",
    "nv/target": "<nv/target> (NV_IF_TARGET) has no HIP counterpart: use #if defined(__HIP_DEVICE_COMPILE__)",
    "cuda_pipeline.h": "the CUDA pipeline API (cuda_pipeline.h, __pipeline_memcpy_async) has no HIP counterpart",
    "cuda_awbarrier.h": "asynchronous barriers (cuda_awbarrier.h) have no HIP counterpart",
    "nvtx3/": "this NVTX header has no rocTX counterpart (only <nvtx3/nvToolsExt.h> translates, to "
              "<roctracer/roctx.h>)",
    "cuda_occupancy.h": "cuda_occupancy.h (host-side occupancy calculator) has no HIP counterpart: use "
                        "hipOccupancyMaxActiveBlocksPerMultiprocessor",
}

# libcu++ headers whose standard counterpart hip-clang compiles for the device (constexpr functions are
# implicitly __host__ __device__): <cuda/std/X> -> <xlate/cuda/std/X> (support headers: <X> plus
# xlate/cuda_std.h, where cuda::std names the standard library). Not: atomic, barrier, semaphore,
# latch, chrono ... (no device implementation in the standard library): those stay errors.
LIBCUDACXX = "cuda/std/"
LIBCUDACXX_STD = frozenset({
    "utility", "tuple", "type_traits", "limits", "functional", "iterator", "cstdint", "cstddef", "climits",
    "cfloat", "array", "cassert", "version", "variant", "cmath", "span", "bit", "initializer_list", "ratio",
    "optional", "concepts"})

THRUST_CUDA = "thrust/system/cuda/"
THRUST_HIP = "thrust/system/hip/"

_INCLUDE = re.compile(rb"#\s*(?:include|include_next|import)\s*([<\"])([^>\"\n]*)[>\"]")


def _cub(name: str) -> str | None:
    # CUB: every public header of cub/ is reachable through hipcub/hipcub.hpp (xlate/hipcub.hpp includes it).
    if name == "cub/cub.cuh" or (name.startswith("cub/") and name.endswith(".cuh")):
        return "xlate/hipcub.hpp"  # hipCUB plus CUB's device utilities it lacks (CurrentDevice ...)
    return None


def translate(name: str) -> tuple[str | None, Severity | None, str | None]:
    """(new name or None, severity, message) for an included header name."""
    if name in MAP:
        return MAP[name], (Severity.NOTE if name in NOTES else None), NOTES.get(name)
    if name in PARTIAL:
        new, msg = PARTIAL[name]
        return new, Severity.ERROR, msg
    cub = _cub(name)
    if cub:
        return cub, None, None
    if name.startswith(LIBCUDACXX) and name[len(LIBCUDACXX):] in LIBCUDACXX_STD:
        return "xlate/" + name, None, None  # the standard header, with cuda::std naming std
    if name == "cuda/functional":
        return "xlate/cuda/functional", None, None
    if name.startswith(THRUST_CUDA):  # rocThrust's HIP device system has the same layout
        return THRUST_HIP + name[len(THRUST_CUDA):], None, None
    for prefix, msg in UNSUPPORTED.items():
        if name == prefix or name.startswith(prefix):
            return None, Severity.ERROR, msg
    return None, None, None


def run(model: SourceModel, emit: Emitter) -> None:
    for sf in model.files.values():
        _run_file(sf, emit)


def _run_file(sf: SourceFile, emit: Emitter) -> None:
    toks = [t for t in sf.tokens if t.kind.value != "comment"]
    for i, t in enumerate(toks):
        if t.spelling != "#" or i + 1 >= len(toks) or toks[i + 1].spelling not in ("include", "include_next",
                                                                                     "import"):
            continue
        if toks[i + 1].line != t.line:
            continue
        m = _INCLUDE.match(sf.data, t.start)
        if m is None:
            continue
        name = m.group(2).decode("utf-8", "replace")
        new, severity, msg = translate(name)
        if new is None and severity is None:
            continue
        if m.group(1) == b'"' and (sf.path.parent / name).is_file():
            continue  # the project's own header of that name
        if new is not None:
            emit.edit(sf.path, m.start(2), m.end(2), new, origin=CODE)
        if severity is not None and msg is not None:
            if t.region is Region.INACTIVE and severity is Severity.ERROR:
                severity = Severity.WARNING
            emit.diag(CODE, severity, sf.path, m.start(2), f"#include {name}: {msg}")
