// xlate CPU backend: hipSOLVER is not implemented for the cpu target. A program that includes <hipsolver/hipsolver.h>
// builds for gfx942 (against the ROCm library) but not for xlate's CPU backend.
#pragma once
#error "not supported on the cpu target: hipSOLVER (<hipsolver/hipsolver.h>); build this program for gfx942 (--xlate-target gfx), or keep its hipSOLVER calls out of the cpu build"
