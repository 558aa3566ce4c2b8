/* xlate CUDA prelude: the CUDA language layer (execution-space and memory-space qualifiers).
 * Written for xlate from the names in the CUDA C++ Programming Guide; parse-only: no bodies are
 * compiled from these headers. nvcc spells these through crt/host_defines.h. */
#ifndef XLATE_PRELUDE_HOST_DEFINES_H
#define XLATE_PRELUDE_HOST_DEFINES_H

/* CUDA's crt/host_defines.h includes <ctype.h> (isdigit, toupper ... reach code through cuda_runtime.h) */
#include <ctype.h>

#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
/* The CUDA version xlate reports (xlate/core/cuda_version.py, $XLATE_CUDA_VERSION): the parse flags
 * (xlate/parse/flags.py, cuda_version_defines) pass it as XLATE_CUDA_VERSION_NUMBER (CUDA's encoding,
 * 12090 for 12.9) and XLATE_CUDA_VERSION_MAJOR / _MINOR / _BUILD; cuda.h, cuda_runtime_api.h and the
 * version-dependent declarations below read them. No number is written in these headers. */
#if !defined(XLATE_CUDA_VERSION_NUMBER) || !defined(XLATE_CUDA_VERSION_MAJOR) || \
    !defined(XLATE_CUDA_VERSION_MINOR) || !defined(XLATE_CUDA_VERSION_BUILD)
#error "xlate prelude: the CUDA version macros are not defined (parse with xlate.parse.flags.cuda_parse_args)"
#endif
#define __CUDACC_VER_MAJOR__ XLATE_CUDA_VERSION_MAJOR
#define __CUDACC_VER_MINOR__ XLATE_CUDA_VERSION_MINOR
#define __CUDACC_VER_BUILD__ XLATE_CUDA_VERSION_BUILD

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
/* clang honours the `managed` attribute only for HIP; in CUDA mode a managed variable is parsed as a
 * __device__ variable (which host code may also name) carrying an annotation that rules can see. */
#define __managed__ __attribute__((device)) __attribute__((annotate("cuda_managed")))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __grid_constant__ __attribute__((grid_constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
/* __noinline__ is a keyword of clang's CUDA mode (clang >= 15), so it is deliberately not a macro:
 * a macro would break libstdc++'s own __attribute__((__noinline__)). */
#define __inline_hint__ __inline__
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __align__(n)
#define __thread__ __thread
#define __device_builtin__
#define __device_builtin_texture_type__ __attribute__((device_builtin_texture_type))
#define __device_builtin_surface_type__ __attribute__((device_builtin_surface_type))
#define __cudart_builtin__
#define __location__(a) __attribute__((a))
#define __CUDA_ALIGN__(n) __align__(n)
#define CUDARTAPI
#define CUDAAPI
#define __CUDA_DEPRECATED

#endif
