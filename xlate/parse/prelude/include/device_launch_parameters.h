/* xlate CUDA prelude: the built-in variables of device code (CUDA C++ Programming Guide,
 * "Built-in Variables"). Declared as read-only __device__ variables so that both parse passes see
 * ordinary variable references (threadIdx.x is a member access of a uint3). */
#ifndef XLATE_PRELUDE_DEVICE_LAUNCH_PARAMETERS_H
#define XLATE_PRELUDE_DEVICE_LAUNCH_PARAMETERS_H

#include "vector_types.h"

extern const __device__ uint3 threadIdx;
extern const __device__ uint3 blockIdx;
extern const __device__ dim3 blockDim;
extern const __device__ dim3 gridDim;
extern const __device__ int warpSize;

#endif
