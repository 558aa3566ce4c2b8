// xlate support header: what `#include <cufftw.h>` gives CUDA code, on HIP: hipFFTW (hipfft/hipfftw.h, FFTW3's
// names over hipFFT, which keeps cuFFTW's spelling), plus what cufftw.h brings along: cuFFTW's header includes
// cufft.h (here <xlate/hipfft.h>) and stdio.h. The names stay as written; the rows of xlate/data/libs/cufftw.csv
// say which ones hipFFTW lacks (the advanced and guru planners, wisdom files) and which differ (the planner
// flags' values, the plan types: void * in cuFFTW, two distinct struct pointers in hipFFTW).
//
// The cpu backend (xlate/cpu/libs) has no FFTW interface: there its hipfft/hipfftw.h declares hipFFTW's names
// (generated from the pinned header) and every call stops the program, naming itself.
#pragma once
#include <xlate/hipfft.h>
#include <stdio.h>

#include <hipfft/hipfftw.h>
