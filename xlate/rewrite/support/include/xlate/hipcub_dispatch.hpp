// xlate support header: CUB's dispatch layer (cub/device/dispatch/dispatch_scan.cuh,
// dispatch_radix_sort.cuh), which CUDA code calls directly where the Device* front ends do not take
// what it needs (xgboost's device_helpers.cuh: a 64-bit item count, a DoubleBuffer without
// overwriting its input). hipCUB 7.2 has no dispatch layer (rocPRIM chooses its own kernels), so the
// three classes are written here over hipCUB's Device* algorithms, for gfx942 and for the cpu
// backend's hipCUB alike. Included by xlate/hipcub.hpp, after <hipcub/hipcub.hpp>.
//
// What each keeps of CUB's contract:
// * A null d_temp_storage only sets temp_storage_bytes (the Device* algorithms' own sizing call).
// * DispatchScan: InitValueT NullType is an inclusive scan, any other an exclusive scan seeded with
//   init_value (CUB's rule). CUB 1.x's trailing debug_synchronous flag, which CUB 2.x dropped, is taken
//   and ignored, as CUB 2.x ignores it.
// * Dispatch(Segmented)RadixSort: the sorted keys (and values) are written to the DoubleBuffers'
//   alternate buffers and each selector is flipped, so Current() names the result, and the input
//   buffers are never written. CUB allows either buffer to hold the result when is_overwrite_okay is
//   true and keeps the input when it is false: this one outcome meets both. ValueT NullType sorts keys
//   only.
#pragma once
#include <type_traits>

namespace hipcub {
namespace xlate_dispatch {
template <class T>
struct is_null : std::is_same<typename std::remove_cv<T>::type, NullType> {};

template <class In, class Out, class Op, class Init, class N>
hipError_t scan(void* temp, size_t& bytes, In in, Out out, Op op, Init, N n, hipStream_t s, std::true_type) {
  return DeviceScan::InclusiveScan(temp, bytes, in, out, op, n, s);
}
template <class In, class Out, class Op, class Init, class N>
hipError_t scan(void* temp, size_t& bytes, In in, Out out, Op op, Init init, N n, hipStream_t s,
                std::false_type) {
  return DeviceScan::ExclusiveScan(temp, bytes, in, out, op, init, n, s);
}

template <bool Desc, class K, class V, class N>
hipError_t radix(void* temp, size_t& bytes, DoubleBuffer<K>& keys, DoubleBuffer<V>& values, N n, int begin_bit,
                 int end_bit, hipStream_t s, std::true_type /* keys only */) {
  (void)values;
  return Desc ? DeviceRadixSort::SortKeysDescending(temp, bytes, keys.Current(), keys.Alternate(), n, begin_bit,
                                                    end_bit, s)
              : DeviceRadixSort::SortKeys(temp, bytes, keys.Current(), keys.Alternate(), n, begin_bit, end_bit, s);
}
template <bool Desc, class K, class V, class N>
hipError_t radix(void* temp, size_t& bytes, DoubleBuffer<K>& keys, DoubleBuffer<V>& values, N n, int begin_bit,
                 int end_bit, hipStream_t s, std::false_type) {
  return Desc ? DeviceRadixSort::SortPairsDescending(temp, bytes, keys.Current(), keys.Alternate(),
                                                     values.Current(), values.Alternate(), n, begin_bit, end_bit,
                                                     s)
              : DeviceRadixSort::SortPairs(temp, bytes, keys.Current(), keys.Alternate(), values.Current(),
                                           values.Alternate(), n, begin_bit, end_bit, s);
}

template <bool Desc, class K, class V, class B>
hipError_t segmented(void* temp, size_t& bytes, DoubleBuffer<K>& keys, DoubleBuffer<V>& values, int n,
                     int segments, B begin, B end, int begin_bit, int end_bit, hipStream_t s, std::true_type) {
  (void)values;
  return Desc ? DeviceSegmentedRadixSort::SortKeysDescending(temp, bytes, keys.Current(), keys.Alternate(), n,
                                                             segments, begin, end, begin_bit, end_bit, s)
              : DeviceSegmentedRadixSort::SortKeys(temp, bytes, keys.Current(), keys.Alternate(), n, segments,
                                                   begin, end, begin_bit, end_bit, s);
}
template <bool Desc, class K, class V, class B>
hipError_t segmented(void* temp, size_t& bytes, DoubleBuffer<K>& keys, DoubleBuffer<V>& values, int n,
                     int segments, B begin, B end, int begin_bit, int end_bit, hipStream_t s, std::false_type) {
  return Desc ? DeviceSegmentedRadixSort::SortPairsDescending(temp, bytes, keys.Current(), keys.Alternate(),
                                                              values.Current(), values.Alternate(), n, segments,
                                                              begin, end, begin_bit, end_bit, s)
              : DeviceSegmentedRadixSort::SortPairs(temp, bytes, keys.Current(), keys.Alternate(),
                                                    values.Current(), values.Alternate(), n, segments, begin, end,
                                                    begin_bit, end_bit, s);
}

// after a sort that ran (not a sizing call): the results are in the alternate buffers
template <class K, class V>
hipError_t flip(hipError_t e, void* temp, DoubleBuffer<K>& keys, DoubleBuffer<V>& values) {
  if (e == hipSuccess && temp != nullptr) {
    keys.selector ^= 1;
    values.selector ^= 1;
  }
  return e;
}
}  // namespace xlate_dispatch

template <class InputIteratorT, class OutputIteratorT, class ScanOpT, class InitValueT, class OffsetT,
          class... Tuning>
struct DispatchScan {
  static hipError_t Dispatch(void* d_temp_storage, size_t& temp_storage_bytes, InputIteratorT d_in,
                             OutputIteratorT d_out, ScanOpT scan_op, InitValueT init_value, OffsetT num_items,
                             hipStream_t stream = 0, bool /* debug_synchronous */ = false) {
    return xlate_dispatch::scan(d_temp_storage, temp_storage_bytes, d_in, d_out, scan_op, init_value, num_items,
                                stream, xlate_dispatch::is_null<InitValueT>());
  }
};

template <bool IS_DESCENDING, class KeyT, class ValueT, class OffsetT, class... Tuning>
struct DispatchRadixSort {
  static hipError_t Dispatch(void* d_temp_storage, size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                             DoubleBuffer<ValueT>& d_values, OffsetT num_items, int begin_bit, int end_bit,
                             bool /* is_overwrite_okay */, hipStream_t stream = 0,
                             bool /* debug_synchronous */ = false) {
    return xlate_dispatch::flip(
        xlate_dispatch::radix<IS_DESCENDING>(d_temp_storage, temp_storage_bytes, d_keys, d_values, num_items,
                                             begin_bit, end_bit, stream, xlate_dispatch::is_null<ValueT>()),
        d_temp_storage, d_keys, d_values);
  }
};

// CUB 1.x: <IS_DESCENDING, KeyT, ValueT, OffsetIteratorT, OffsetT>; CUB 2.x: <IS_DESCENDING, KeyT,
// ValueT, BeginOffsetIteratorT, EndOffsetIteratorT, OffsetT>. Dispatch deduces the offset iterators
// from its arguments, so either list of template arguments is taken.
template <bool IS_DESCENDING, class KeyT, class ValueT, class... OffsetTypes>
struct DispatchSegmentedRadixSort {
  template <class N, class S, class BeginIt, class EndIt>
  static hipError_t Dispatch(void* d_temp_storage, size_t& temp_storage_bytes, DoubleBuffer<KeyT>& d_keys,
                             DoubleBuffer<ValueT>& d_values, N num_items, S num_segments, BeginIt d_begin_offsets,
                             EndIt d_end_offsets, int begin_bit, int end_bit, bool /* is_overwrite_okay */,
                             hipStream_t stream = 0, bool /* debug_synchronous */ = false) {
    static_assert(std::is_same<BeginIt, EndIt>::value,
                  "not supported: DispatchSegmentedRadixSort with begin and end offsets of different iterator "
                  "types (hipCUB's segmented sort takes one offset iterator type)");
    if (num_items > N(0x7fffffff) || num_segments > S(0x7fffffff)) {
      return hipErrorInvalidValue;  // hipCUB's segmented sort counts items and segments in int
    }
    return xlate_dispatch::flip(
        xlate_dispatch::segmented<IS_DESCENDING>(d_temp_storage, temp_storage_bytes, d_keys, d_values,
                                                 static_cast<int>(num_items), static_cast<int>(num_segments),
                                                 d_begin_offsets, d_end_offsets, begin_bit, end_bit, stream,
                                                 xlate_dispatch::is_null<ValueT>()),
        d_temp_storage, d_keys, d_values);
  }
};
}  // namespace hipcub
