// A fallback for compilers without CUDA's headers: nvcc skips it (CUDA defines the name), and so does
// the translation; the uses read CUDA's value
#ifndef CUDART_VERSION  // CHECK: XL513 note L3:9 `ifndef CUDART_VERSION` -> `if 0`
// no CUDA runtime: pretend to be an old one
#define CUDART_VERSION 10000
#endif
#if !defined(__CUDART_API_VERSION)  // CHECK: XL513 note L7:14 `defined(__CUDART_API_VERSION)` -> `1`
#define __CUDART_API_VERSION 0
#endif
int use_new_api() { return CUDART_VERSION >= 11000 && __CUDART_API_VERSION != 0; }  // CHECK: XL513 note L10:28  // CHECK: XL513 note L10:55
