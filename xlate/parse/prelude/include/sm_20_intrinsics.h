/* xlate CUDA prelude: warp vote functions (CUDA C++ Programming Guide, "Warp Vote Functions").
 * The non-_sync forms were deprecated in CUDA 9 and are kept so that old code parses. */
#ifndef XLATE_PRELUDE_SM_20_INTRINSICS_H
#define XLATE_PRELUDE_SM_20_INTRINSICS_H

#include "host_defines.h"

__device__ int __all_sync(unsigned int mask, int predicate);
__device__ int __any_sync(unsigned int mask, int predicate);
__device__ int __uni_sync(unsigned int mask, int predicate);
__device__ unsigned int __ballot_sync(unsigned int mask, int predicate);
__device__ unsigned int __activemask(void);
__device__ int __all(int predicate);
__device__ int __any(int predicate);
__device__ unsigned int __ballot(int predicate);

#endif
