// Valid for the translator (its CUDA parse does not define __HIP_PLATFORM_AMD__); the HIP compile
// does, and must report the type error on line 7 of this file, not of the translated copy.
#include <cuda_runtime.h>

void f() {
#ifdef __HIP_PLATFORM_AMD__
  int* q = "not an int pointer";
#endif
}
