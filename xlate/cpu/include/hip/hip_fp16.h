// xlate CPU backend: __half and __half2 on the host. Storage and conversions use clang's _Float16
// (IEEE binary16; float/double -> half conversions round to nearest even, as the compiler runtime
// does them directly, without double rounding). Arithmetic is done in float and rounded once.
// The types and their conversions (every one CUDA's and HIP's __half allow): xlate_cpu/fp16_types.h;
// the functions and operators __hip_bfloat16 shares: xlate_cpu/half_ops.h.
#pragma once
#include "hip/hip_runtime.h"

#include "xlate_cpu/fp16_arith.h"  // arithmetic, comparisons, operators, constants, rounding forms

XLATE_CPU_HALF_ATOMIC(__half)
