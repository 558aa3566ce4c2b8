// Valid for the translator (its CUDA parse has no HIP headers); the HIP compile has them, and must report
// the type error on line 7 of this file, not of the translated copy.
#include <cuda_runtime.h>

void f() {
#if __has_include(<hip/hip_runtime.h>)
  int* q = "not an int pointer";
#endif
}
