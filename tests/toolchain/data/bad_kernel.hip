#include <hip/hip_runtime.h>

__global__ void broken(float* x) {
  x[threadIdx.x] = undeclared_value;
}
