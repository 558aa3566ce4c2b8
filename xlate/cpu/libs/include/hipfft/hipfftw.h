// xlate CPU backend: hipFFTW (FFTW3's interface over hipFFT, what cuFFTW maps to). Not implemented on the cpu
// target: its types, constants and planner flags are the pinned header's, so that code using it compiles as
// for gfx942, and each call stops the program naming itself (xlate_cpu_libs/unsupported_hipfftw.h, generated).
#pragma once
#include <hipfft/hipfft.h>
#ifndef XLATE_CPU_LIBS_NO_UNSUPPORTED  // (defined by xlate/gen/cpu_unsupported.py)
#include <xlate_cpu_libs/unsupported_hipfftw.h>
#endif
