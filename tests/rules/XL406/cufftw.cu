// cuFFTW (the FFTW-compatible interface) is translated to hipFFTW: the include changes (XL501) and a note
// says what hipFFTW covers.
#include <cufftw.h>  // CHECK: XL406 note L3:10 #include cufftw.h: cuFFTW is translated to hipFFTW
#include <cufft.h>
int n = 8;
