// xlate CPU backend: threadIdx, blockIdx, blockDim and gridDim, read from the running GPU thread
// (__xlate_cur, xlate_cpu/abi.h). Included by hip/hip_runtime.h after dim3 and __xlate_thread are declared.
#pragma once

// threadIdx, blockIdx, blockDim, gridDim: objects whose x/y/z are properties read from the running
// GPU thread (as HIP's own headers define them; compiled with -fdeclspec), not macros, so that
// members and variables of those names (hipLaunchConfig_t::gridDim) still work.
// Outside a kernel they read a grid of one thread. Valid CUDA host code never reads them (nvcc rejects
// it), but this backend compiles a CUDA source once, with the device pass's answer to __CUDA_ARCH__
// tests (docs/rules/XL513.md), so host code that shares a __host__ __device__ function with kernels
// can run its device branch on the host: Eigen's get_random_seed() seeds from threadIdx/blockIdx there
// (its nvcc host pass calls its own random()). Before, such a read dereferenced no thread and crashed;
// now it reads thread 0 of one block of one thread, and the first such read says so on stderr.
[[gnu::noinline, gnu::cold]] inline const __xlate_thread* __xlate_host_coords() {
  static const __xlate_thread host = {{0, 0, 0}, {0, 0, 0}, {1, 1, 1}, {1, 1, 1}, 0, 0, 0, 1, 0, 1};
  static bool warned = false;
  if (!__atomic_exchange_n(&warned, true, __ATOMIC_RELAXED))
    fputs("xlate-cpu: warning: host code read threadIdx/blockIdx/blockDim/gridDim: the cpu target compiles a "
          "__CUDA_ARCH__ branch into host code too (docs/rules/XL513.md); it reads a grid of one thread\n",
          stderr);
  return &host;
}
inline const __xlate_thread* __xlate_coords() {
  const __xlate_thread* cur = ::__xlate_cur;
  return __builtin_expect(cur != nullptr, 1) ? cur : __xlate_host_coords();
}
#define __XLATE_COORDS(Name, field)                                                  \
  struct Name {                                                                      \
    __declspec(property(get = __get_x)) unsigned int x;                              \
    __declspec(property(get = __get_y)) unsigned int y;                              \
    __declspec(property(get = __get_z)) unsigned int z;                              \
    static unsigned int __get_x() { return ::__xlate_coords()->field.x; }            \
    static unsigned int __get_y() { return ::__xlate_coords()->field.y; }            \
    static unsigned int __get_z() { return ::__xlate_coords()->field.z; }            \
    operator dim3() const { return dim3(::__xlate_coords()->field); }                \
  };
__XLATE_COORDS(__xlate_threadIdx_t, thread_idx)
__XLATE_COORDS(__xlate_blockIdx_t, block_idx)
__XLATE_COORDS(__xlate_blockDim_t, block_dim)
__XLATE_COORDS(__xlate_gridDim_t, grid_dim)
#undef __XLATE_COORDS
[[maybe_unused]] static constexpr __xlate_threadIdx_t threadIdx{};
[[maybe_unused]] static constexpr __xlate_blockIdx_t blockIdx{};
[[maybe_unused]] static constexpr __xlate_blockDim_t blockDim{};
[[maybe_unused]] static constexpr __xlate_gridDim_t gridDim{};
#define hipThreadIdx_x (threadIdx.x)
#define hipThreadIdx_y (threadIdx.y)
#define hipThreadIdx_z (threadIdx.z)
#define hipBlockIdx_x (blockIdx.x)
#define hipBlockIdx_y (blockIdx.y)
#define hipBlockIdx_z (blockIdx.z)
#define hipBlockDim_x (blockDim.x)
#define hipBlockDim_y (blockDim.y)
#define hipBlockDim_z (blockDim.z)
#define hipGridDim_x (gridDim.x)
#define hipGridDim_y (gridDim.y)
#define hipGridDim_z (gridDim.z)
