/* xlate support header: CUDA's integer intrinsics that HIP 7.2 declares with other types (CUDA's
   device_functions.h against HIP's amd_device_functions.h), so that the same call computes something else or
   does not compile:
   - __popc/__popcll return unsigned int in HIP, int in CUDA: `__popc(x) - 1` is -1 in CUDA for x == 0,
     4294967295 in HIP, and `__popc(a) - __popc(b) < 0` is never true there;
   - __umul24 returns int in HIP, unsigned int in CUDA: a product with bit 31 set sign-extends when widened;
   - HIP adds unsigned overloads of __ffs/__ffsll, so a call with any other integer type (`__ffsll(uint64_t)`,
     `__ffsll(int64_t)`: long on LP64) is ambiguous, where CUDA converts to its one parameter type.
   These have CUDA's signatures (device code, as CUDA's); the API table maps the CUDA names to them, and the
   native64 warp rule's 64-bit forms too (docs/coverage.md). Built-ins only: the header is safe anywhere. */
#pragma once

__device__ inline int xlate_popc(unsigned int x) { return __builtin_popcount(x); }
__device__ inline int xlate_popcll(unsigned long long int x) { return __builtin_popcountll(x); }
__device__ inline int xlate_ffs(int x) { return __builtin_ffs(x); }
__device__ inline int xlate_ffsll(long long int x) { return __builtin_ffsll(x); }
// the low 32 bits of the product of the low 24 bits of x and y
__device__ inline unsigned int xlate_umul24(unsigned int x, unsigned int y) { return (x & 0xffffffu) * (y & 0xffffffu); }
