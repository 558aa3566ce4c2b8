// cuFFT itself has hipFFT: the include is translated, no XL406.
#include <cufft.h>
int n = 8;
