// xlate CPU backend: hipBLASLt is not implemented for the cpu target. A program that includes <hipblaslt/hipblaslt.h>
// builds for gfx942 (against the ROCm library) but not for xlate's CPU backend.
#pragma once
#error "not supported on the cpu target: hipBLASLt (<hipblaslt/hipblaslt.h>); build this program for gfx942 (--xlate-target gfx), or keep its hipBLASLt calls out of the cpu build"
