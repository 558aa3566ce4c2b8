// xlate CPU backend: cooperative groups (thread_block, grid_group, thread_block_tile<N>, dynamic
// tiled partitions of at most one wavefront). Tile operations are warp collectives over the
// tile's lanes; grid.sync() needs hipLaunchCooperativeKernel (all blocks resident: at most one
// block per worker thread, i.e. multiProcessorCount blocks).
#pragma once
#include "hip/hip_runtime.h"

namespace cooperative_groups {

class thread_block {
 public:
  void sync(__XLATE_SITE) const { __xlate_barrier(__XLATE_BAR, 0, __XLATE_AT); }
  unsigned thread_rank() const { return __xlate_cur->linear; }
  unsigned size() const { return blockDim.x * blockDim.y * blockDim.z; }
  unsigned num_threads() const { return size(); }
  dim3 group_index() const { return dim3(blockIdx); }
  dim3 thread_index() const { return dim3(threadIdx); }
  dim3 group_dim() const { return dim3(blockDim); }
  dim3 dim_threads() const { return dim3(blockDim); }
};
inline thread_block this_thread_block() { return thread_block(); }

class grid_group {
 public:
  void sync(__XLATE_SITE) const { __xlate_barrier(__XLATE_BAR_GRID, 0, __XLATE_AT); }
  unsigned long long thread_rank() const {
    unsigned long long b = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
    return b * (blockDim.x * blockDim.y * blockDim.z) + __xlate_cur->linear;
  }
  unsigned long long size() const {
    return 1ull * gridDim.x * gridDim.y * gridDim.z * blockDim.x * blockDim.y * blockDim.z;
  }
  unsigned long long num_threads() const { return size(); }
  bool is_valid() const { return true; }
};
inline grid_group this_grid() { return grid_group(); }

// A partition of the block into tiles of `n` consecutive threads (n a power of two <= warpSize).
class thread_group {
 public:
  explicit thread_group(unsigned n) : n_(n) {
    if (n == 0 || (n & (n - 1)) != 0 || n > static_cast<unsigned>(warpSize))
      __xlate_fatal(__FILE__, __LINE__,
                    "not supported: tiled_partition size must be a power of two <= warpSize");
  }
  unsigned size() const { return n_; }
  unsigned num_threads() const { return n_; }
  unsigned thread_rank() const { return __xlate_cur->linear % n_; }
  unsigned meta_group_rank() const { return __xlate_cur->linear / n_; }
  unsigned meta_group_size() const {
    return (blockDim.x * blockDim.y * blockDim.z + n_ - 1) / n_;
  }
  // The tile's lanes within the caller's warp that exist in this block.
  unsigned long long mask() const {
    unsigned start = __xlate_cur->linear - thread_rank();
    unsigned total = blockDim.x * blockDim.y * blockDim.z;
    unsigned count = total - start < n_ ? total - start : n_;
    unsigned long long m = count >= 64 ? ~0ull : ((1ull << count) - 1);
    return m << (start % warpSize);
  }
  void sync(__XLATE_SITE) const {
    __xlate_warp_op(__XLATE_SYNCWARP, 1, mask(), 0, 0, warpSize, __XLATE_AT);
  }

 protected:
  unsigned n_;
};

template <unsigned N>
class thread_block_tile : public thread_group {
  static_assert(N > 0 && (N & (N - 1)) == 0 && N <= 64, "tile size must be a power of two <= 64");

 public:
  thread_block_tile() : thread_group(N) {}
  template <class T>
  T shfl(T v, int src, __XLATE_SITE) const {
    using namespace ::xlate_cpu;
    return from_bits<T>(__xlate_warp_op(__XLATE_SHFL, 1, mask(), to_bits(v), src, N, __XLATE_AT));
  }
  template <class T>
  T shfl_down(T v, unsigned d, __XLATE_SITE) const {
    using namespace ::xlate_cpu;
    return from_bits<T>(
        __xlate_warp_op(__XLATE_SHFL_DOWN, 1, mask(), to_bits(v), static_cast<int>(d), N, __XLATE_AT));
  }
  template <class T>
  T shfl_up(T v, unsigned d, __XLATE_SITE) const {
    using namespace ::xlate_cpu;
    return from_bits<T>(
        __xlate_warp_op(__XLATE_SHFL_UP, 1, mask(), to_bits(v), static_cast<int>(d), N, __XLATE_AT));
  }
  template <class T>
  T shfl_xor(T v, int m, __XLATE_SITE) const {
    using namespace ::xlate_cpu;
    return from_bits<T>(__xlate_warp_op(__XLATE_SHFL_XOR, 1, mask(), to_bits(v), m, N, __XLATE_AT));
  }
  // Bits relative to the tile (bit 0 = tile rank 0).
  unsigned long long ballot(int pred, __XLATE_SITE) const {
    unsigned long long b = __xlate_warp_op(__XLATE_BALLOT, 1, mask(), pred != 0, 0, warpSize, __XLATE_AT);
    return b >> ((__xlate_cur->linear - thread_rank()) % warpSize);
  }
  int any(int pred, __XLATE_SITE) const {
    return static_cast<int>(__xlate_warp_op(__XLATE_ANY, 1, mask(), pred != 0, 0, warpSize, __XLATE_AT));
  }
  int all(int pred, __XLATE_SITE) const {
    return static_cast<int>(__xlate_warp_op(__XLATE_ALL, 1, mask(), pred != 0, 0, warpSize, __XLATE_AT));
  }
};

template <unsigned N, class Parent>
inline thread_block_tile<N> tiled_partition(const Parent&) {
  return thread_block_tile<N>();
}
inline thread_group tiled_partition(const thread_block&, unsigned n) { return thread_group(n); }

template <class Group>
inline void sync(const Group& g, __XLATE_SITE) {
  (void)__xf, (void)__xl, (void)__xc;
  g.sync();
}

}  // namespace cooperative_groups
