// xlate support header: the standard headers CUDA's cuda_runtime.h includes, for translated code.
//
// nvcc compiles every .cu file with cuda_runtime.h, which includes (CUDA 12/13: crt/host_defines.h,
// driver_types.h, crt/common_functions.h, crt/math_functions.h, cuda_runtime.h) the headers below, so
// CUDA code uses memcpy, strlen, INT_MAX ... without including them. HIP's hip_runtime.h brings fewer
// (no <string.h> on the host). XL510 includes this header in a translated file that uses such a name
// (the list: xlate/data/cuda_headers/transitive_names.txt; the header list is CUDA_HEADERS in
// xlate/gen/cuda_headers.py and must stay the same as here).
#pragma once
#include <limits.h>
#include <stddef.h>
#include <ctype.h>
#include <string.h>
#include <time.h>
#include <math.h>
#include <stdlib.h>
#ifdef __cplusplus
#include <cmath>
#include <cstdlib>
#include <utility>
#endif
#include <stdio.h>
#include <assert.h>
#ifdef __cplusplus
#include <new>
#endif
