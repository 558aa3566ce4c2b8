/* xlate CUDA prelude: force-included first in every parse (see xlate/parse/flags.py).
 * The CUDA language layer (qualifiers, dim3/uint3, built-in variables, the hooks clang needs for
 * `<<<...>>>`), then the runtime API, as nvcc makes it visible without any #include. */
#ifndef XLATE_PRELUDE_ENTRY_H
#define XLATE_PRELUDE_ENTRY_H

/* nvcc accepts the `register` storage class in C++17 code (clang: -Wregister, an error by default);
 * the translation removes it (XL509), so the parse accepts it like nvcc. */
#pragma clang diagnostic ignored "-Wregister"

/* nvcc's front end takes C's `_Bool` in C++ (a GNU extension: GCC's and clang's <stdbool.h> define it
 * the same way for C++); C headers shared with CUDA sources use it. xlate's compiles define it too
 * (xlate/pipeline/targets.py, code_flags). */
#if defined(__cplusplus) && !defined(_Bool)
#define _Bool bool
#endif

#include <stddef.h>
#include "host_defines.h"
#include "vector_types.h"
#include "device_launch_parameters.h"

/* The launch hooks clang lowers `k<<<grid, block, shmem, stream>>>(args)` to: the host pass calls
 * __cudaPushCallConfiguration (CUDA >= 9.2 runtimes), the device pass checks launches against
 * cudaConfigureCall (declared in cuda_runtime_api.h). Missing config arguments default to 0. */
extern "C" __host__ unsigned int __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem = 0,
                                                             struct CUstream_st *stream = 0);

#include "cuda_runtime.h"

#endif
