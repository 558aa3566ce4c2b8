// xlate CPU backend: xlate_cpu/half_math.h's functions for __hip_bfloat16 and __hip_bfloat162.
// Included at the end of hip/hip_bf16.h.
#pragma once
#include "xlate_cpu/half_math.h"

XLATE_CPU_HALF_MATH(__hip_bfloat16)
XLATE_CPU_HALF_PAIR_MATH(__hip_bfloat162, __hip_bfloat16)
