// A project written for both vendors: its own tests of HIP's macros keep the answer they have under
// nvcc (undefined), so the CUDA branches xlate parsed and translated are the ones compiled
#include <cstdio>
#if defined(__HIPCC__)  // CHECK: XL517 note L4:13 `defined(__HIPCC__)` -> `0`
#include <hip/hip_runtime.h>
#define VENDOR 2
#else
#include <cuda_runtime.h>
#define VENDOR 1
#endif

#if defined(__NVCC__) && defined(__HIPCC__)  // CHECK: XL517 note L12:34
#error "NVCC as the target platform for HIPCC is not supported"
#endif

#ifdef __HIP_PLATFORM_AMD__  // CHECK: XL517 note L16:8 `ifdef __HIP_PLATFORM_AMD__` -> `if 0`
constexpr int kLanes = 64;
#elif defined __HIP_PLATFORM_HCC__  // CHECK: XL517 note L18:15 `defined __HIP_PLATFORM_HCC__` -> `0`
constexpr int kLanes = 64;
#else
constexpr int kLanes = 32;
#endif

#ifndef __HIP_DEVICE_COMPILE__  // CHECK: XL517 note L24:9 `ifndef __HIP_DEVICE_COMPILE__` -> `if 1`
#define HOST_OR_CUDA 1
#endif

#if HIP_VERSION >= 60000000  // CHECK: XL517 note L28:5 `HIP_VERSION` -> `0`
#define NEW_HIP 1
#endif

#if defined(__CUDACC__) && !defined(__HIPCC__)  // CHECK: XL513 note L32:13  // CHECK: XL517 note L32:37
#define CUDA_ONLY 1
#endif

#define ON_AMD (defined(__gfx942__) || defined(__gfx90a__))  // CHECK: XL517 note L36:25  // CHECK: XL517 note L36:48
#define HIPCC_VALUE __HIPCC__  // CHECK: XL517 note L37:21 `__HIPCC__` -> `0`

__global__ void k(int *out) {
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)  // CHECK: XL513 note L40:13  // CHECK: XL517 note L40:39
  out[0] = VENDOR * 100 + kLanes;
#endif
}

int main() {
  int *d = nullptr, h = 0;
  cudaMalloc(&d, sizeof h);
  k<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", h, HOST_OR_CUDA, CUDA_ONLY);
  return 0;
}
