// xlate CPU backend: hipFFT's multi-GPU Xt API is not implemented for the cpu target. A program that includes <hipfft/hipfftXt.h>
// builds for gfx942 (against the ROCm library) but not for xlate's CPU backend.
#pragma once
#error "not supported on the cpu target: hipFFT's multi-GPU Xt API (<hipfft/hipfftXt.h>); build this program for gfx942 (--xlate-target gfx), or keep its hipFFT's multi-GPU Xt API calls out of the cpu build"
