// xlate support header: what `#include <cufftw.h>` gives CUDA code, on HIP: hipFFTW (hipfft/hipfftw.h, FFTW3's
// names over hipFFT, which keeps cuFFTW's spelling), plus what cufftw.h brings along: cuFFTW's header includes
// cufft.h (here <xlate/hipfft.h>) and stdio.h. The names stay as written; the rows of xlate/data/libs/cufftw.csv
// say which ones hipFFTW lacks (the advanced and guru planners, wisdom files) and which differ (the planner
// flags' values, the plan types: void * in cuFFTW, two distinct struct pointers in hipFFTW).
//
// gfx942 only: the cpu backend's hipFFT (xlate/cpu/libs) has no FFTW interface, so on the cpu target this header
// stops the build, saying so.
#pragma once
#include <xlate/hipfft.h>
#include <stdio.h>

#if defined(__HIP_PLATFORM_XLATE_CPU__)
#error "not supported: cuFFTW on the cpu target (xlate maps cuFFTW to hipFFTW, for gfx942 only)"
#else
#include <hipfft/hipfftw.h>
#endif
