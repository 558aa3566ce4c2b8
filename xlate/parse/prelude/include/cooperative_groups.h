/* xlate CUDA prelude: Cooperative Groups (CUDA C++ Programming Guide, "Cooperative Groups").
 * Group types, partitioning, and the collective members, as device-side declarations. */
#ifndef XLATE_PRELUDE_COOPERATIVE_GROUPS_H
#define XLATE_PRELUDE_COOPERATIVE_GROUPS_H

#include "host_defines.h"
#include "vector_types.h"

namespace cooperative_groups {

class thread_group {
public:
    __device__ void sync() const;
    __device__ unsigned long long size() const;
    __device__ unsigned long long num_threads() const;
    __device__ unsigned long long thread_rank() const;
};

class thread_block : public thread_group {
public:
    __device__ void sync() const;
    __device__ unsigned int size() const;
    __device__ unsigned int num_threads() const;
    __device__ unsigned int thread_rank() const;
    __device__ dim3 group_index() const;
    __device__ dim3 thread_index() const;
    __device__ dim3 dim_threads() const;
    __device__ dim3 group_dim() const;
};

class grid_group : public thread_group {
public:
    __device__ void sync() const;
    __device__ bool is_valid() const;
    __device__ unsigned long long size() const;
    __device__ unsigned long long num_threads() const;
    __device__ unsigned long long thread_rank() const;
    __device__ unsigned long long block_rank() const;
    __device__ unsigned long long num_blocks() const;
    __device__ dim3 group_dim() const;
    __device__ dim3 dim_blocks() const;
    __device__ dim3 block_index() const;
};

/* Members shared by coalesced groups and tiles: the warp collectives. */
class __warp_collectives {
public:
    __device__ void sync() const;
    __device__ unsigned long long size() const;
    __device__ unsigned long long num_threads() const;
    __device__ unsigned long long thread_rank() const;
    __device__ unsigned long long meta_group_rank() const;
    __device__ unsigned long long meta_group_size() const;
    template <class T> __device__ T shfl(T var, unsigned int srcRank) const;
    template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
    template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
    template <class T> __device__ T shfl_xor(T var, unsigned int laneMask) const;
    __device__ int any(int predicate) const;
    __device__ int all(int predicate) const;
    __device__ unsigned int ballot(int predicate) const;
    template <class T> __device__ unsigned int match_any(T value) const;
    template <class T> __device__ unsigned int match_all(T value, int &pred) const;
};

class coalesced_group : public thread_group, public __warp_collectives {
public:
    using __warp_collectives::num_threads;
    using __warp_collectives::size;
    using __warp_collectives::sync;
    using __warp_collectives::thread_rank;
};

template <unsigned int Size, class ParentT = void>
class thread_block_tile : public thread_group, public __warp_collectives {
public:
    using __warp_collectives::num_threads;
    using __warp_collectives::size;
    using __warp_collectives::sync;
    using __warp_collectives::thread_rank;
    /* A tile of the parent converts to the type-erased tile, as in CUDA. */
    template <class P> __device__ thread_block_tile(const thread_block_tile<Size, P> &other);
    __device__ thread_block_tile();
};

__device__ thread_block this_thread_block();
__device__ grid_group this_grid();
__device__ coalesced_group coalesced_threads();
__device__ thread_group tiled_partition(const thread_group &parent, unsigned int tilesz);
__device__ thread_group tiled_partition(const thread_block &parent, unsigned int tilesz);
template <unsigned int Size, class ParentT>
__device__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT &parent);
__device__ coalesced_group labeled_partition(const coalesced_group &parent, int label);
__device__ coalesced_group binary_partition(const coalesced_group &parent, bool pred);

template <class Group> __device__ void sync(const Group &g);
template <class Group> __device__ unsigned long long thread_rank(const Group &g);
template <class Group> __device__ unsigned long long num_threads(const Group &g);

} /* namespace cooperative_groups */

#endif
