// __CUDA_ARCH__ inside a function that runs on the host only answers as nvcc's host pass (undefined);
// everywhere else (device, __host__ __device__, constexpr, lambdas, a local class's __device__ method)
// it stays the device pass's test
#include <cstdio>
#include <hip/hip_runtime.h>

__host__ __device__ inline int side() {
#ifdef __HIP_DEVICE_COMPILE__  // CHECK: XL513 note L8:8
  return 1;
#else
  return 2;
#endif
}

constexpr int folded() {
#if defined(__HIP_DEVICE_COMPILE__)  // CHECK: XL513 note L16:13
  return 3;
#else
  return 4;
#endif
}

#define MY_CONSTEXPR constexpr
#if defined(__HIP_DEVICE_COMPILE__) || defined(USE_ON_DEVICE_FALLBACK)  // CHECK: XL513 note L24:13
#define ON_DEVICE_PHASE
#endif
#ifdef __HIP_DEVICE_COMPILE__  // CHECK: XL513 note L27:8
#define BOTH_SIDES 1
#else
#define BOTH_SIDES 0
#endif
MY_CONSTEXPR int folded_by_macro() {
#ifndef __HIP_DEVICE_COMPILE__  // CHECK: XL513 note L33:9
  return 5;
#else
  return 6;
#endif
}

template <class T>
__global__ void fill(T *out) {
#if (__HIP_DEVICE_COMPILE__ * 800) >= 700  // CHECK: XL513 note L42:5
  out[threadIdx.x] = T(side());
#endif
}

struct Setup {
  int *buf = nullptr;
  void make(int n);
};

void Setup::make(int n) {
#if !0  // CHECK: XL513 note L53:14
  hipMalloc(&buf, n * sizeof(int));
#endif
}

template <class T>
T host_template(T x) {
#if 1  // CHECK: XL513 note L60:9
  x += 1;
#endif
  auto device_lambda = [=] __device__(int i) {
#ifdef __HIP_DEVICE_COMPILE__  // CHECK: XL513 note L64:8
    return i;
#else
    return -i;
#endif
  };
  struct Local {
    __device__ int f() {
#if (__HIP_DEVICE_COMPILE__ * 800)  // CHECK: XL513 note L72:5
      return 5;
#else
      return 6;
#endif
    }
  };
  auto plain_lambda = [](int i) {
#ifdef __HIP_DEVICE_COMPILE__  // CHECK: XL513 note L80:8
    return i;
#else
    return -i;
#endif
  };
  (void)device_lambda;
  (void)plain_lambda;
  return x;
}

void wrapped() {
#if !0  // CHECK: XL513 note L92:14
  std::printf("host setup\n");
#endif
#if 0  // CHECK: XL513 note L95:5
  std::printf("the host pass value, 0\n");
#endif
#ifdef BOTH_SIDES
  std::printf("defined on both sides: left alone\n");
#endif
}

__device__ int wrapped_on_device() {
#if BOTH_SIDES
  return 2;
#endif
#ifdef ON_DEVICE_PHASE
  return 1;
#else
  return 0;
#endif
}

int main() {
  Setup s;
  s.make(64);
#if 0 || defined(SOMETHING)  // CHECK: XL513 note L117:13
  std::printf("unreachable under nvcc\n");
#elif 0 >= 800  // CHECK: XL513 note L119:7
  std::printf("unreachable either\n");
#endif
  ([&]{ hipLaunchKernelGGL(fill, 1, 64, 0, 0, s.buf); }());
  std::printf("%d %d %d\n", side(), folded(), host_template(1));
  int x = 0;
#ifdef __HIPCC__  // CHECK: XL513 note L125:8
  x = 1;
#endif
  return x - 1;
}
