// A CUDA prefix pasted to a macro argument (BART's dfwavelet_kernels.cu): every use forms a
// supported runtime name whose HIP name has the prefix `hip`, so `cuda` becomes `hip` in the body.
#include <cstdio>
#include <hip/hip_runtime.h>

#define cuda(Call) do {                                  \
    hipError_t err = hip ## Call ;                     \
    if (err != hipSuccess) {                            \
      fprintf(stderr, "%s\n", hipGetErrorString(err));  \
    }                                                    \
  } while (0)
// CHECK: XL106 note L7:23 forming cudaDeviceSynchronize, cudaFree, cudaMalloc, cudaMemcpy
// CHECK: XL104 note L7:5 cudaError_t
// CHECK: XL104 note L8:16 cudaSuccess
// CHECK: XL104 note L9:31 cudaGetErrorString

#define cuda_sync() do { cuda(DeviceSynchronize()); } while (0)

// the CUDA part after the parameter, and a paste of two parameters: not handled, left alone
#define SUFFIXED(x) x ## Async
#define CAT(a, b) a ## b
// a paste that forms no CUDA name at all
#define MINE(x) my ## x

static int myValue = 3;

__global__ void scale(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= 2.0f;
}

int main() {
  float *d = nullptr;
  float h[4] = {1, 2, 3, 4};
  cuda(Malloc((void **)&d, sizeof h));
  cuda(Memcpy(d, h, sizeof h, hipMemcpyHostToDevice));
  hipLaunchKernelGGL(scale, 1, 4, 0, 0, d, 4);
  cuda_sync();
  cuda(Free(d));
  return MINE(Value) - 3;
}
