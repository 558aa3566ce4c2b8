// Built ahead of time into a module (nvcc -ptx / -cubin), loaded at run time by load_module.cpp.
#include "module_scale.h"

__constant__ int offset;

extern "C" __global__ void scale_offset(int* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = v[i] * MODULE_SCALE * BUILD_FACTOR + offset;
}
