// cuFFTW (the FFTW-compatible interface) has no HIP counterpart: an error at the include.
#include <cufftw.h>  // CHECK: XL406 error L2:10 #include cufftw.h: cuFFTW (the FFTW interface
#include <xlate/hipfft.h>
int n = 8;
