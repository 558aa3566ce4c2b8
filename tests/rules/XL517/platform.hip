// A project written for both vendors: its own tests of HIP's macros keep the answer they have under
// nvcc (undefined), so the CUDA branches xlate parsed and translated are the ones compiled
#include <cstdio>
#if 0  // CHECK: XL517 note L4:13 `defined(__HIPCC__)` -> `0`
#include <hip/hip_runtime.h>
#define VENDOR 2
#else
#include <hip/hip_runtime.h>
#define VENDOR 1
#endif

#if defined(__NVCC__) && 0  // CHECK: XL517 note L12:34
#error "NVCC as the target platform for HIPCC is not supported"
#endif

#if 0  // CHECK: XL517 note L16:8 `ifdef __HIP_PLATFORM_AMD__` -> `if 0`
constexpr int kLanes = 64;
#elif 0  // CHECK: XL517 note L18:15 `defined __HIP_PLATFORM_HCC__` -> `0`
constexpr int kLanes = 64;
#else
constexpr int kLanes = 32;
#endif

#if 1  // CHECK: XL517 note L24:9 `ifndef __HIP_DEVICE_COMPILE__` -> `if 1`
#define HOST_OR_CUDA 1
#endif

#if 0 >= 60000000  // CHECK: XL517 note L28:5 `HIP_VERSION` -> `0`
#define NEW_HIP 1
#endif

#if defined(__HIPCC__) && !0  // CHECK: XL513 note L32:13  // CHECK: XL517 note L32:37
#define CUDA_ONLY 1
#endif

#define ON_AMD (0 || 0)  // CHECK: XL517 note L36:25  // CHECK: XL517 note L36:48
#define HIPCC_VALUE 0  // CHECK: XL517 note L37:21 `__HIPCC__` -> `0`

__global__ void k(int *out) {
#if defined(__HIP_DEVICE_COMPILE__) || 0  // CHECK: XL513 note L40:13  // CHECK: XL517 note L40:39
  out[0] = VENDOR * 100 + kLanes;
#endif
}

int main() {
  int *d = nullptr, h = 0;
  hipMalloc(&d, sizeof h);
  hipLaunchKernelGGL(k, 1, 1, 0, 0, d);
  hipMemcpy(&h, d, sizeof h, hipMemcpyDeviceToHost);
  printf("%d %d %d\n", h, HOST_OR_CUDA, CUDA_ONLY);
  return 0;
}
