// cuFFT itself has hipFFT: the include is translated, no XL406.
#include <xlate/hipfft.h>
int n = 8;
