// xlate CPU backend: hipFFT's multi-GPU Xt API (<hipfft/hipfftXt.h>, with <hipfft/hiplibxt.h>'s descriptors).
// The cpu backend has one device and no Xt implementation: the types, enums and callbacks are the pinned
// header's, so that code using them compiles as it does for gfx942, and each Xt call returns
// HIPFFT_NOT_SUPPORTED naming itself on stderr (xlate_cpu_libs/unsupported_hipfftXt.h, generated).
#pragma once
#include <hipfft/hipfft.h>
#ifndef XLATE_CPU_LIBS_NO_UNSUPPORTED  // (defined by xlate/gen/cpu_unsupported.py)
#include <xlate_cpu_libs/unsupported_hipfftXt.h>
#endif
