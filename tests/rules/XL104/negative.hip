// Every CUDA name sits in compiled code the parser resolved: checked renames, no XL104 note.
#include <hip/hip_runtime.h>
int main() {
  float *d;
  hipMalloc(&d, 16);
  return hipFree(d) == hipSuccess;
}
