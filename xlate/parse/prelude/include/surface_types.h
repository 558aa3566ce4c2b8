/* xlate CUDA prelude: surface types (CUDA Runtime API reference, surface object management). */
#ifndef XLATE_PRELUDE_SURFACE_TYPES_H
#define XLATE_PRELUDE_SURFACE_TYPES_H

#include "driver_types.h"

enum __device_builtin__ cudaSurfaceBoundaryMode {
    cudaBoundaryModeZero = 0,
    cudaBoundaryModeClamp = 1,
    cudaBoundaryModeTrap = 2
};
enum __device_builtin__ cudaSurfaceFormatMode { cudaFormatModeForced = 0, cudaFormatModeAuto = 1 };

typedef __device_builtin__ unsigned long long cudaSurfaceObject_t;

#endif
