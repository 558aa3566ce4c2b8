// xlate CPU backend: HIP's FP8 types (__hip_fp8_e4m3, __hip_fp8_e5m2 and their FNUZ variants) are not
// implemented for the cpu target yet.
#pragma once
#error "not supported on the cpu target: FP8 types (<hip/hip_fp8.h>, CUDA's cuda_fp8.h); build this program for gfx942 (--xlate-target gfx)"
