// xlate CPU backend: OpenGL interoperability is not implemented for the cpu target. A program that includes <hip/hip_gl_interop.h>
// builds for gfx942 (against the ROCm library) but not for xlate's CPU backend.
#pragma once
#error "not supported on the cpu target: OpenGL interoperability (<hip/hip_gl_interop.h>); build this program for gfx942 (--xlate-target gfx), or keep its OpenGL interoperability calls out of the cpu build"
