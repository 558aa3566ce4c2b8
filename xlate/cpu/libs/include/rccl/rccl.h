// xlate CPU backend: RCCL is not implemented for the cpu target. A program that includes <rccl/rccl.h>
// builds for gfx942 (against the ROCm library) but not for xlate's CPU backend.
#pragma once
#error "not supported on the cpu target: RCCL (<rccl/rccl.h>); build this program for gfx942 (--xlate-target gfx), or keep its RCCL calls out of the cpu build"
