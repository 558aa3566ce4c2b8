/* Force-included by xlate-nvcc after hip/hip_runtime.h into every CUDA source it compiles.
 * nvcc defines __NVCC__ for the code it compiles; it is defined here, *after* the HIP headers, because
 * hip_common.h reads __NVCC__ as "HIP on the NVIDIA platform". The translation saw the same macro
 * (xlate-nvcc passes -D__NVCC__=1 to the translator), so both agree on which #if branches are live. */
#ifndef XLATE_NVCC_DEFINES_H
#define XLATE_NVCC_DEFINES_H
#ifndef __NVCC__
#define __NVCC__ 1
#endif
/* host code built with -fopenmp: its OpenMP regions and the routines it calls agree (openmp_libomp.h) */
#if defined(_OPENMP) && defined(__ELF__) && !defined(__HIP_DEVICE_COMPILE__)
#include "openmp_libomp.h"
#endif
#endif
