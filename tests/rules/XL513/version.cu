// The CUDA runtime's version macros in the user's code: HIP's headers define neither, so each use
// becomes what it is under the reported CUDA version (12.9 unless XLATE_CUDA_VERSION says otherwise)
#include <cuda_runtime.h>
#if CUDART_VERSION >= 11070  // CHECK: XL513 note L4:5 `CUDART_VERSION` -> `12090`
#define HAS_NEW_PATH 1
#elif defined(CUDART_VERSION) && CUDART_VERSION < 9000  // CHECK: XL513 note L6:15 `defined(CUDART_VERSION)` -> `1`  // CHECK: XL513 note L6:34
#define HAS_NEW_PATH 0
#endif
#ifdef CUDART_VERSION  // CHECK: XL513 note L9:8 `ifdef CUDART_VERSION` -> `if 1`
static const int runtime_version = CUDART_VERSION;  // CHECK: XL513 note L10:36
#endif
#ifndef __CUDART_API_VERSION  // CHECK: XL513 note L12:9 `ifndef __CUDART_API_VERSION` -> `if 0`
#error "no CUDA runtime API"
#elif defined __CUDART_API_VERSION && __CUDART_API_VERSION >= 12000  // CHECK: XL513 note L14:15 `defined __CUDART_API_VERSION` -> `1`  // CHECK: XL513 note L14:39
#define API_12 1
#endif
#define RUNTIME_AT_LEAST(v) (CUDART_VERSION >= (v))  // CHECK: XL513 note L17:30
#define HAS_RUNTIME defined( CUDART_VERSION )  // CHECK: XL513 note L18:30

int version_major() { return CUDART_VERSION / 1000; }  // CHECK: XL513 note L20:30
