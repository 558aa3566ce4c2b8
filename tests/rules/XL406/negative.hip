// cuFFT itself has hipFFT: the include is translated, no XL406.
#include <hipfft/hipfft.h>
int n = 8;
