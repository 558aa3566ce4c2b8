/* xlate CUDA prelude: warp shuffle, match and reduce functions (CUDA C++ Programming Guide,
 * "Warp Shuffle Functions", "Warp Match Functions", "Warp Reduce Functions"). `width` defaults
 * to warpSize as in CUDA. The non-_sync shuffles were deprecated in CUDA 9 and are kept for old code. */
#ifndef XLATE_PRELUDE_SM_30_INTRINSICS_H
#define XLATE_PRELUDE_SM_30_INTRINSICS_H

#include "host_defines.h"
#include "device_launch_parameters.h"

__device__ int __shfl_sync(unsigned int mask, int var, int srcLane, int width = warpSize);
__device__ int __shfl_up_sync(unsigned int mask, int var, unsigned int delta, int width = warpSize);
__device__ int __shfl_down_sync(unsigned int mask, int var, unsigned int delta, int width = warpSize);
__device__ int __shfl_xor_sync(unsigned int mask, int var, int laneMask, int width = warpSize);
__device__ unsigned int __shfl_sync(unsigned int mask, unsigned int var, int srcLane, int width = warpSize);
__device__ unsigned int __shfl_up_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = warpSize);
__device__ unsigned int __shfl_down_sync(unsigned int mask, unsigned int var, unsigned int delta, int width = warpSize);
__device__ unsigned int __shfl_xor_sync(unsigned int mask, unsigned int var, int laneMask, int width = warpSize);
__device__ long __shfl_sync(unsigned int mask, long var, int srcLane, int width = warpSize);
__device__ long __shfl_up_sync(unsigned int mask, long var, unsigned int delta, int width = warpSize);
__device__ long __shfl_down_sync(unsigned int mask, long var, unsigned int delta, int width = warpSize);
__device__ long __shfl_xor_sync(unsigned int mask, long var, int laneMask, int width = warpSize);
__device__ unsigned long __shfl_sync(unsigned int mask, unsigned long var, int srcLane, int width = warpSize);
__device__ unsigned long __shfl_up_sync(unsigned int mask, unsigned long var, unsigned int delta, int width = warpSize);
__device__ unsigned long __shfl_down_sync(unsigned int mask, unsigned long var, unsigned int delta, int width = warpSize);
__device__ unsigned long __shfl_xor_sync(unsigned int mask, unsigned long var, int laneMask, int width = warpSize);
__device__ long long __shfl_sync(unsigned int mask, long long var, int srcLane, int width = warpSize);
__device__ long long __shfl_up_sync(unsigned int mask, long long var, unsigned int delta, int width = warpSize);
__device__ long long __shfl_down_sync(unsigned int mask, long long var, unsigned int delta, int width = warpSize);
__device__ long long __shfl_xor_sync(unsigned int mask, long long var, int laneMask, int width = warpSize);
__device__ unsigned long long __shfl_sync(unsigned int mask, unsigned long long var, int srcLane, int width = warpSize);
__device__ unsigned long long __shfl_up_sync(unsigned int mask, unsigned long long var, unsigned int delta, int width = warpSize);
__device__ unsigned long long __shfl_down_sync(unsigned int mask, unsigned long long var, unsigned int delta, int width = warpSize);
__device__ unsigned long long __shfl_xor_sync(unsigned int mask, unsigned long long var, int laneMask, int width = warpSize);
__device__ float __shfl_sync(unsigned int mask, float var, int srcLane, int width = warpSize);
__device__ float __shfl_up_sync(unsigned int mask, float var, unsigned int delta, int width = warpSize);
__device__ float __shfl_down_sync(unsigned int mask, float var, unsigned int delta, int width = warpSize);
__device__ float __shfl_xor_sync(unsigned int mask, float var, int laneMask, int width = warpSize);
__device__ double __shfl_sync(unsigned int mask, double var, int srcLane, int width = warpSize);
__device__ double __shfl_up_sync(unsigned int mask, double var, unsigned int delta, int width = warpSize);
__device__ double __shfl_down_sync(unsigned int mask, double var, unsigned int delta, int width = warpSize);
__device__ double __shfl_xor_sync(unsigned int mask, double var, int laneMask, int width = warpSize);

__device__ int __shfl(int var, int srcLane, int width = warpSize);
__device__ int __shfl_up(int var, unsigned int delta, int width = warpSize);
__device__ int __shfl_down(int var, unsigned int delta, int width = warpSize);
__device__ int __shfl_xor(int var, int laneMask, int width = warpSize);
__device__ unsigned int __shfl(unsigned int var, int srcLane, int width = warpSize);
__device__ unsigned int __shfl_up(unsigned int var, unsigned int delta, int width = warpSize);
__device__ unsigned int __shfl_down(unsigned int var, unsigned int delta, int width = warpSize);
__device__ unsigned int __shfl_xor(unsigned int var, int laneMask, int width = warpSize);
__device__ long __shfl(long var, int srcLane, int width = warpSize);
__device__ long __shfl_up(long var, unsigned int delta, int width = warpSize);
__device__ long __shfl_down(long var, unsigned int delta, int width = warpSize);
__device__ long __shfl_xor(long var, int laneMask, int width = warpSize);
__device__ unsigned long __shfl(unsigned long var, int srcLane, int width = warpSize);
__device__ unsigned long __shfl_up(unsigned long var, unsigned int delta, int width = warpSize);
__device__ unsigned long __shfl_down(unsigned long var, unsigned int delta, int width = warpSize);
__device__ unsigned long __shfl_xor(unsigned long var, int laneMask, int width = warpSize);
__device__ long long __shfl(long long var, int srcLane, int width = warpSize);
__device__ long long __shfl_up(long long var, unsigned int delta, int width = warpSize);
__device__ long long __shfl_down(long long var, unsigned int delta, int width = warpSize);
__device__ long long __shfl_xor(long long var, int laneMask, int width = warpSize);
__device__ unsigned long long __shfl(unsigned long long var, int srcLane, int width = warpSize);
__device__ unsigned long long __shfl_up(unsigned long long var, unsigned int delta, int width = warpSize);
__device__ unsigned long long __shfl_down(unsigned long long var, unsigned int delta, int width = warpSize);
__device__ unsigned long long __shfl_xor(unsigned long long var, int laneMask, int width = warpSize);
__device__ float __shfl(float var, int srcLane, int width = warpSize);
__device__ float __shfl_up(float var, unsigned int delta, int width = warpSize);
__device__ float __shfl_down(float var, unsigned int delta, int width = warpSize);
__device__ float __shfl_xor(float var, int laneMask, int width = warpSize);
__device__ double __shfl(double var, int srcLane, int width = warpSize);
__device__ double __shfl_up(double var, unsigned int delta, int width = warpSize);
__device__ double __shfl_down(double var, unsigned int delta, int width = warpSize);
__device__ double __shfl_xor(double var, int laneMask, int width = warpSize);

__device__ unsigned int __match_any_sync(unsigned int mask, int value);
__device__ unsigned int __match_all_sync(unsigned int mask, int value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned int value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, long value);
__device__ unsigned int __match_all_sync(unsigned int mask, long value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned long value);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned long value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, long long value);
__device__ unsigned int __match_all_sync(unsigned int mask, long long value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, unsigned long long value);
__device__ unsigned int __match_all_sync(unsigned int mask, unsigned long long value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, float value);
__device__ unsigned int __match_all_sync(unsigned int mask, float value, int *pred);
__device__ unsigned int __match_any_sync(unsigned int mask, double value);
__device__ unsigned int __match_all_sync(unsigned int mask, double value, int *pred);

__device__ unsigned int __reduce_add_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_add_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_min_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_min_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_max_sync(unsigned int mask, unsigned int value);
__device__ int __reduce_max_sync(unsigned int mask, int value);
__device__ unsigned int __reduce_and_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_or_sync(unsigned int mask, unsigned int value);
__device__ unsigned int __reduce_xor_sync(unsigned int mask, unsigned int value);

#endif
