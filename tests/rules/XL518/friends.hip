// Clang's CUDA-mode macro, tested the way Eigen's Tensor module does it: clang needs `__global__` on a
// kernel's friend declaration, nvcc does not. xlate's parse (clang in CUDA mode) takes the first branch.
#include <hip/hip_runtime.h>
#if defined(__clang__) && (1 || 0)
#define KERNEL_FRIEND friend __global__
#else
#define KERNEL_FRIEND friend
#endif
#if 1
#define CLANG_GPU 1
#endif
#if 0
#define CLANG_GPU 0
#endif
#define IS_CLANG_CUDA (1 + 0)

template <typename T> __global__ void scale(T* data, T factor, int n);

template <typename T> class Buffer {
 public:
  Buffer(T* d, int n) : data_(d), n_(n) {}
 private:
  template <typename U> KERNEL_FRIEND void scale(U* data, U factor, int n);
  T* data_;
  int n_;
};

template <typename T> __global__ void scale(T* data, T factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}

template __global__ void scale<float>(float*, float, int);
// CHECK: XL518 note L4:36 `defined(__CUDA__)` -> `1`
// CHECK: XL517 note L4:57 `defined(__HIP__)` -> `0`
// CHECK: XL518 note L9:8 `ifdef __CUDA__` -> `if 1`
// CHECK: XL518 note L12:9 `ifndef __CUDA__` -> `if 0`
// CHECK: XL518 note L15:24 `__CUDA__` -> `1`
