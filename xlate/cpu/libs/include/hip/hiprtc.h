// xlate CPU backend: hipRTC (run-time compilation) is not implemented for the cpu target. A program that includes <hip/hiprtc.h>
// builds for gfx942 (against the ROCm library) but not for xlate's CPU backend.
#pragma once
#error "not supported on the cpu target: hipRTC (run-time compilation) (<hip/hiprtc.h>); build this program for gfx942 (--xlate-target gfx), or keep its hipRTC (run-time compilation) calls out of the cpu build"
