// xlate support header: cooperative_groups::reduce and its operators, which CUDA declares in
// <cooperative_groups/reduce.h> and HIP 7.2 does not provide.
//
// Semantics (CUDA programming guide, "cg::reduce"): every thread of the group passes a value; every
// thread gets op applied over all values of the group. Implemented with the group's own shuffles, so
// it works for thread_block_tile<N> (any N the group type allows) and for coalesced groups of any
// size. The combination order is a tree, as in CUDA: for non-associative floating-point operators
// the result may differ from a left-to-right sum in the last bits, as it may between CUDA versions.
#pragma once
#include <hip/hip_cooperative_groups.h>

namespace cooperative_groups {

template <class T> struct plus {
  __host__ __device__ T operator()(const T& a, const T& b) const { return a + b; }
};
template <class T> struct less {  // reduce with less<T> yields the minimum
  __host__ __device__ T operator()(const T& a, const T& b) const { return b < a ? b : a; }
};
template <class T> struct greater {  // reduce with greater<T> yields the maximum
  __host__ __device__ T operator()(const T& a, const T& b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
  __host__ __device__ T operator()(const T& a, const T& b) const { return a & b; }
};
template <class T> struct bit_or {
  __host__ __device__ T operator()(const T& a, const T& b) const { return a | b; }
};
template <class T> struct bit_xor {
  __host__ __device__ T operator()(const T& a, const T& b) const { return a ^ b; }
};

// Tree reduction towards rank 0 with shfl_down, then a broadcast from rank 0. Ranks whose partner
// lies beyond the group keep their value, so any group size works, not only powers of two.
template <class Group, class T, class Op>
__device__ T reduce(const Group& g, T value, Op op) {
  const unsigned n = static_cast<unsigned>(g.size());
  const unsigned rank = static_cast<unsigned>(g.thread_rank());
  for (unsigned offset = 1; offset < n; offset <<= 1) {
    T other = g.shfl_down(value, offset);
    if (rank + offset < n && (rank & (2 * offset - 1)) == 0) value = op(value, other);
  }
  return g.shfl(value, 0);
}

}  // namespace cooperative_groups
