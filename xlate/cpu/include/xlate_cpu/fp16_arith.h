// xlate CPU backend: the arithmetic, math, comparisons and operators of __half and __half2, computed in
// float and rounded once (xlate_cpu/half_ops.h). Plain C++ that host compilers take too: hip/hip_fp16.h
// includes it, and so does the toolkit folder's host-only cuda_fp16.h (xlate/driver/toolkit.py), so a
// host file compiled by g++ computes with __half as CUDA's host operators do (xgboost's std::max and
// std::plus on __half). What needs the backend's device language (atomicAdd, shuffles) stays in
// hip/hip_fp16.h.
#pragma once
#include <cmath>

#include "xlate_cpu/fp16_types.h"
#include "xlate_cpu/half_ops.h"
#include "xlate_cpu/fp16_host.h"  // __half2, the conversions, the pair constructors

inline __half __hneg(__half a) { return __half(static_cast<_Float16>(-a.data)); }
inline __half __habs(__half a) { return __half(std::fabs(static_cast<float>(a.data))); }
// fma, rounded once (xlate_cpu/half_ops.h: the exact product, the sum rounded to odd in double)
inline __half __hfma(__half a, __half b, __half c) {
  return __half(static_cast<_Float16>(::xlate_cpu::fma_round_to_odd(a.data, b.data, c.data)));
}
// __hadd ... hcos and the comparisons, then the operators unless the program turns them off
// as CUDA lets it (xlate_cpu/half_ops.h)
XLATE_CPU_HALF_SCALAR_OPS(__half)
#if !defined(__CUDA_NO_HALF_OPERATORS__)
XLATE_CPU_HALF_SCALAR_OPERATORS(__half)
#endif

// the lane-wise functions and the operators of the pair (xlate_cpu/half_ops.h)
XLATE_CPU_HALF_PAIR_OPS(__half2, __half)
#if !defined(__CUDA_NO_HALF2_OPERATORS__)
XLATE_CPU_HALF_PAIR_OPERATORS(__half2, __half)
#endif
#include "xlate_cpu/half_constants.h"
#include "xlate_cpu/fp16_rounding.h"  // directed conversions, _rn arithmetic, hceil ... h2sin
