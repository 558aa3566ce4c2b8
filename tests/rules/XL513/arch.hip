// nvcc's compiler macros in the user's code: rewritten to what hip-clang defines
#include <cstdio>
#ifdef __HIPCC__  // CHECK: XL513 note L3:8
#define HD __host__ __device__
#else
#define HD
#endif

HD inline int pass_id() {
#ifdef __HIP_DEVICE_COMPILE__  // CHECK: XL513 note L10:8
  return 1;  // device pass
#else
  return 2;  // host pass
#endif
}

#if defined(__HIP_DEVICE_COMPILE__) && (__HIP_DEVICE_COMPILE__ * 800) >= 700  // CHECK: XL513 note L17:13  // CHECK: XL513 note L17:31
#define FAST_PATH 1
#endif
#if !defined __HIP_DEVICE_COMPILE__ || (__HIP_DEVICE_COMPILE__ * 800) < 600  // CHECK: XL513 note L20:14  // CHECK: XL513 note L20:31
#define SLOW_PATH 1
#endif
#ifndef __HIP_DEVICE_COMPILE__  // CHECK: XL513 note L23:9
static int host_only = 0;
#endif

#define ARCH_NUMBER (__HIP_DEVICE_COMPILE__ * 800)  // CHECK: XL513 note L27:21
#define IS_CUDA defined(__HIPCC__)  // CHECK: XL513 note L28:25

__global__ void k(int *out) {
  out[0] = pass_id();
#if (__HIP_DEVICE_COMPILE__ * 800)  // CHECK: XL513 note L32:5
  out[1] = ARCH_NUMBER;
  out[2] = (__HIP_DEVICE_COMPILE__ * 800) / 100;  // CHECK: XL513 note L34:12
#endif
}
