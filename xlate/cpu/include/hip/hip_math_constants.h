// xlate CPU backend: <hip/hip_math_constants.h>, HIP's math constants (HIP_INF_F, HIP_PI, ...).
#pragma once
#include "hip/hip_runtime.h"
#include "xlate_cpu/math_constants.h"
