/* xlate CUDA prelude: cooperative_groups::reduce and the function objects it takes (CUDA C++
 * Programming Guide, "cg::reduce"). */
#ifndef XLATE_PRELUDE_COOPERATIVE_GROUPS_REDUCE_H
#define XLATE_PRELUDE_COOPERATIVE_GROUPS_REDUCE_H

#include "../cooperative_groups.h"

namespace cooperative_groups {

template <class T> struct plus { __host__ __device__ T operator()(T a, T b) const; };
template <class T> struct less { __host__ __device__ T operator()(T a, T b) const; };
template <class T> struct greater { __host__ __device__ T operator()(T a, T b) const; };
template <class T> struct bit_and { __host__ __device__ T operator()(T a, T b) const; };
template <class T> struct bit_or { __host__ __device__ T operator()(T a, T b) const; };
template <class T> struct bit_xor { __host__ __device__ T operator()(T a, T b) const; };

template <class Group, class T, class Op> __device__ T reduce(const Group &group, T value, Op op);
template <class Group, class T, class Op> __device__ T inclusive_scan(const Group &group, T value, Op op);
template <class Group, class T, class Op> __device__ T exclusive_scan(const Group &group, T value, Op op);
template <class Group, class T> __device__ T inclusive_scan(const Group &group, T value);
template <class Group, class T> __device__ T exclusive_scan(const Group &group, T value);

} /* namespace cooperative_groups */

#endif
