// A kernel module loaded at run time (dlopen), its kernels launched by address through the C ABI
// (xlate_cpu_launch) with `void** args`, as the Python runtime shim does for cuLaunchKernel.
#include <hip/hip_runtime.h>

struct Scale {
  float factor;
  int offset;
};

extern "C" __global__ void saxpy_module(float a, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

extern "C" __global__ void scale_module(Scale s, int* out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] =
      static_cast<int>(s.factor * (blockIdx.x * blockDim.x + threadIdx.x)) + s.offset;
}
