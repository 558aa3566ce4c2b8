// Library interface: host wrappers around the kernels of libops.a.
#pragma once

// y[i] = a * x[i] + y[i] on device arrays of n floats
void ops_saxpy(int n, float a, const float* d_x, float* d_y);
// returns the sum of n floats of a device array (block reduction + host sum of partials)
float ops_sum(int n, const float* d_x);

#define OPS_CHECK(call)                                                        \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),    \
              __FILE__, __LINE__);                                             \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)
