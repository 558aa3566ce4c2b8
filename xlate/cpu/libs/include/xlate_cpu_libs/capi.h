// xlate cpu backend: the C entry points of the cpu libraries (hipBLAS, hipFFT, hipSPARSE's handle API).
//
// The libraries are C++ headers (inline functions: a C++ program compiles what it calls). CUDA's library
// APIs are C APIs, and C code calls them (BART's fft-cuda.c and blas.c call cuFFT and cuBLAS, compiled by
// gcc -std=gnu11). So each header declares its C API functions first, between XLATE_CAPI_BEGIN and
// XLATE_CAPI_END, with XLATE_CAPI in front:
//   * in C, plain prototypes (the C code links against libxlate_hipcpu.so, which defines them);
//   * in C++, C linkage and inline: the definitions below them in the header are those functions;
//   * in the runtime library's own build (xlate/cpu/src/c_libraries.cpp defines XLATE_CPU_LIBS_EXPORT), also
//     `used`, so that one definition of each is emitted there and exported, the symbol C programs link to.
#pragma once
#ifdef __cplusplus
#define XLATE_CAPI_BEGIN extern "C" {
#define XLATE_CAPI_END }
#ifdef XLATE_CPU_LIBS_EXPORT
#define XLATE_CAPI inline __attribute__((used))
#else
#define XLATE_CAPI inline
#endif
#else
#define XLATE_CAPI_BEGIN
#define XLATE_CAPI_END
#define XLATE_CAPI extern
#endif
