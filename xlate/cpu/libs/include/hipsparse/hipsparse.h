// xlate CPU backend: hipSPARSE is not implemented for the cpu target. A program that includes <hipsparse/hipsparse.h>
// builds for gfx942 (against the ROCm library) but not for xlate's CPU backend.
#pragma once
#error "not supported on the cpu target: hipSPARSE (<hipsparse/hipsparse.h>); build this program for gfx942 (--xlate-target gfx), or keep its hipSPARSE calls out of the cpu build"
