// xlate cpu backend: hipCUB, part of <hipcub/hipcub.hpp>: the device-wide algorithms that hipcub.hpp
// itself lacks, with hipCUB 7.2.4's signatures. Like hipcub.hpp's, each is a host loop over the data
// (device memory is host memory here) after a synchronisation of the stream; those with a temp-storage
// argument follow CUB's two-phase protocol (a call with d_temp_storage == nullptr only sets the size).
//   DeviceSegmentedReduce: each segment [begin[s], end[s]) folded in input order from the initial value
//     (Sum from T(), Min from max(), Max from lowest()), in the output's value type as hipCUB does (CUB
//     accumulates in op(init, item)'s type; the two differ only where that is not the output's type). An
//     empty segment (end <= begin) gets the initial value. ArgMin/ArgMax give the first extreme item as a KeyValuePair
//     with a segment-relative key, {1, max()} / {1, lowest()} for an empty segment.
//   DevicePartition: Flagged and If put the selected items in input order at the front and the others
//     in reverse input order at the back; the three-way If keeps the input order in all three outputs.
//   DeviceMergeSort: std::stable_sort of an index permutation with the user's comparator (every form is
//     stable, as rocPRIM's merge sort), then the keys and values gathered in that order.
//   DeviceAdjacentDifference: the input is copied first (the in-place forms), then out[i] = op(in[i],
//     in[i - 1]) (left; out[0] = in[0]) or op(in[i], in[i + 1]) (right; the last item is copied).
//   DeviceSpmv::CsrMV: y = A * x for a CSR matrix (each row summed in column-index order; y is not read).
//   DeviceFor (ForEach[N], ForEachCopy[N], Bulk), DeviceTransform (Transform and
//     TransformStableArgumentAddresses, one input or a std::tuple of inputs, as cuda::std::tuple is on
//     the cpu backend), DeviceCopy::Batched, DeviceMemcpy::Batched: the op, a device functor, is called
//     on the host for each item in order. The op of ForEach* gets a reference to the item itself. As in
//     hipCUB, the overloads of DeviceTransform with temp-storage arguments ignore them and transform.
// Not supported (a use does not compile): DeviceFor::ForEachInExtents (needs hipcub::extents), and
// DeviceSpmv's SpmvParams and CsrMVKernel members (implementation details of hipCUB's).
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

namespace hipcub {

namespace detail {
namespace dev {

// hipCUB's accumulator of a segmented reduction: the output's value type, the initial value's where the
// output iterator has none (void).
template <class Out, class T>
using accum_t = std::conditional_t<std::is_void<value_of<Out>>::value, T, value_of<Out>>;

// op(acc, x); x is converted to the accumulator type first where op takes no such mixed pair (hipCUB's
// Sum, Min and Max take two arguments of one type).
template <class Acc, class Op, class X> inline Acc fold(Op& op, const Acc& acc, const X& x) {
    if constexpr (std::is_invocable<Op&, const Acc&, const X&>::value)
        return static_cast<Acc>(op(acc, x));
    else
        return static_cast<Acc>(op(acc, static_cast<Acc>(x)));
}

template <class In, class Out, class B, class E, class Op, class T>
inline hipError_t segmented_reduce(void* temp, size_t& bytes, In in, Out out, int segments, B begin, E end, Op op,
                                   T init, hipStream_t s) {
    if (sizing(temp, bytes)) return hipSuccess;
    sync(s);
    using Acc = accum_t<Out, T>;
    for (int seg = 0; seg < segments; ++seg) {
        const std::int64_t b = begin[seg], e = end[seg];
        Acc acc = static_cast<Acc>(init);
        for (std::int64_t i = b; i < e; ++i) acc = fold(op, acc, in[i]);
        out[seg] = acc;
    }
    return hipSuccess;
}

// The first item of each segment that no later one beats, as {segment-relative index, value}.
template <class In, class Out, class B, class E, class Better, class T>
inline hipError_t segmented_arg(void* temp, size_t& bytes, In in, Out out, int segments, B begin, E end,
                                hipStream_t s, Better better, T empty) {
    if (sizing(temp, bytes)) return hipSuccess;
    sync(s);
    using Pair = std::conditional_t<std::is_void<value_of<Out>>::value, KeyValuePair<int, T>, value_of<Out>>;
    using K = typename Pair::Key;
    using V = typename Pair::Value;
    for (int seg = 0; seg < segments; ++seg) {
        const std::int64_t b = begin[seg], e = end[seg];
        if (e <= b) {
            out[seg] = Pair(K(1), static_cast<V>(empty));
            continue;
        }
        std::int64_t best = b;
        T value = in[b];
        for (std::int64_t i = b + 1; i < e; ++i) {
            const T x = in[i];
            if (better(x, value)) { best = i; value = x; }
        }
        out[seg] = Pair(static_cast<K>(best - b), static_cast<V>(value));
    }
    return hipSuccess;
}

// Two-way partition: selected(i, item) items from out[0] on, the others from out[n - 1] backwards.
template <class In, class Out, class N, class Sel>
inline hipError_t partition(void* temp, size_t& bytes, In in, Out out, N num_selected, std::int64_t n, Sel selected,
                            hipStream_t s) {
    if (sizing(temp, bytes)) return hipSuccess;
    sync(s);
    std::int64_t front = 0, back = n;
    for (std::int64_t i = 0; i < n; ++i) {
        const value_of<In> x = in[i];
        if (selected(i, x))
            out[front++] = x;
        else
            out[--back] = x;
    }
    *num_selected = front;
    return hipSuccess;
}

struct no_values {};

// Sorts n keys (and their values) by cmp, stably, from the inputs into the outputs (which may be the
// inputs: everything is read before anything is written).
template <class KIn, class KOut, class VIn, class VOut, class Cmp>
inline void merge_sort(KIn kin, KOut kout, VIn vin, VOut vout, std::int64_t n, Cmp cmp) {
    std::vector<value_of<KIn>> keys;
    keys.reserve(static_cast<size_t>(n));
    for (std::int64_t i = 0; i < n; ++i) keys.push_back(kin[i]);
    std::vector<std::int64_t> idx(static_cast<size_t>(n));
    std::iota(idx.begin(), idx.end(), std::int64_t(0));
    std::stable_sort(idx.begin(), idx.end(), [&](std::int64_t a, std::int64_t b) { return cmp(keys[a], keys[b]); });
    if constexpr (!std::is_same<VIn, no_values>::value) {
        std::vector<value_of<VIn>> values;
        values.reserve(static_cast<size_t>(n));
        for (std::int64_t i = 0; i < n; ++i) values.push_back(vin[i]);
        for (std::int64_t i = 0; i < n; ++i) vout[i] = values[idx[i]];
    }
    for (std::int64_t i = 0; i < n; ++i) kout[i] = keys[idx[i]];
}

template <class In, class Out, class Op>
inline hipError_t adjacent_difference(void* temp, size_t& bytes, In in, Out out, std::int64_t n, Op op, bool right,
                                      hipStream_t s) {
    if (sizing(temp, bytes)) return hipSuccess;
    sync(s);
    std::vector<value_of<In>> x;
    x.reserve(static_cast<size_t>(n));
    for (std::int64_t i = 0; i < n; ++i) x.push_back(in[i]);
    for (std::int64_t i = 0; i < n; ++i) {
        const std::int64_t other = right ? i + 1 : i - 1;
        if (other < 0 || other >= n)
            out[i] = x[i];
        else
            out[i] = op(x[i], x[other]);
    }
    return hipSuccess;
}

// output[i] = op(input_0[i], input_1[i], ...) for a tuple of input iterators.
template <class... Ins, class Out, class N, class Op>
inline hipError_t transform(const std::tuple<Ins...>& inputs, Out out, N n, Op op, hipStream_t s) {
    sync(s);
    for (N i = 0; i < n; ++i)
        out[i] = std::apply([&](const auto&... it) { return op(it[i]...); }, inputs);
    return hipSuccess;
}

}  // namespace dev
}  // namespace detail

struct DeviceSegmentedReduce {
    template <class In, class Out, class B, class E, class Op, class T>
    static hipError_t Reduce(void* temp, size_t& bytes, In in, Out out, int segments, B begin, E end, Op op, T init,
                             hipStream_t s = 0, bool = false) {
        return detail::dev::segmented_reduce(temp, bytes, in, out, segments, begin, end, op, init, s);
    }
    template <class In, class Out, class B, class E>
    static hipError_t Sum(void* temp, size_t& bytes, In in, Out out, int segments, B begin, E end, hipStream_t s = 0,
                          bool = false) {
        using T = detail::value_of<In>;
        return Reduce(temp, bytes, in, out, segments, begin, end, hipcub::Sum(), T(), s);
    }
    template <class In, class Out, class B, class E>
    static hipError_t Min(void* temp, size_t& bytes, In in, Out out, int segments, B begin, E end, hipStream_t s = 0,
                          bool = false) {
        using T = detail::value_of<In>;
        return Reduce(temp, bytes, in, out, segments, begin, end, hipcub::Min(), std::numeric_limits<T>::max(), s);
    }
    template <class In, class Out, class B, class E>
    static hipError_t Max(void* temp, size_t& bytes, In in, Out out, int segments, B begin, E end, hipStream_t s = 0,
                          bool = false) {
        using T = detail::value_of<In>;
        return Reduce(temp, bytes, in, out, segments, begin, end, hipcub::Max(), std::numeric_limits<T>::lowest(), s);
    }
    template <class In, class Out, class B, class E>
    static hipError_t ArgMin(void* temp, size_t& bytes, In in, Out out, int segments, B begin, E end,
                             hipStream_t s = 0, bool = false) {
        using T = detail::value_of<In>;
        return detail::dev::segmented_arg(temp, bytes, in, out, segments, begin, end, s,
                                          [](const T& a, const T& b) { return a < b; }, std::numeric_limits<T>::max());
    }
    template <class In, class Out, class B, class E>
    static hipError_t ArgMax(void* temp, size_t& bytes, In in, Out out, int segments, B begin, E end,
                             hipStream_t s = 0, bool = false) {
        using T = detail::value_of<In>;
        return detail::dev::segmented_arg(temp, bytes, in, out, segments, begin, end, s,
                                          [](const T& a, const T& b) { return b < a; },
                                          std::numeric_limits<T>::lowest());
    }
};

struct DevicePartition {
    template <class In, class F, class Out, class N, class NumItems>
    static hipError_t Flagged(void* temp, size_t& bytes, In in, F flags, Out out, N num_selected, NumItems n,
                              hipStream_t s = 0, bool = false) {
        return detail::dev::partition(temp, bytes, in, out, num_selected, static_cast<std::int64_t>(n),
                                      [&](std::int64_t i, const detail::value_of<In>&) { return bool(flags[i]); }, s);
    }
    template <class In, class Out, class N, class Op, class NumItems>
    static hipError_t If(void* temp, size_t& bytes, In in, Out out, N num_selected, NumItems n, Op select,
                         hipStream_t s = 0, bool = false) {
        return detail::dev::partition(temp, bytes, in, out, num_selected, static_cast<std::int64_t>(n),
                                      [&](std::int64_t, const detail::value_of<In>& x) { return bool(select(x)); }, s);
    }
    // the items select_first takes, then those select_second takes, then the rest, each in input order;
    // num_selected[0] and num_selected[1] count the first two parts
    template <class In, class Out1, class Out2, class OutU, class N, class Op1, class Op2, class NumItems>
    static hipError_t If(void* temp, size_t& bytes, In in, Out1 first, Out2 second, OutU unselected, N num_selected,
                         NumItems n, Op1 select_first, Op2 select_second, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        std::int64_t n1 = 0, n2 = 0, nu = 0;
        for (std::int64_t i = 0; i < static_cast<std::int64_t>(n); ++i) {
            const detail::value_of<In> x = in[i];
            if (select_first(x))
                first[n1++] = x;
            else if (select_second(x))
                second[n2++] = x;
            else
                unselected[nu++] = x;
        }
        num_selected[0] = n1;
        num_selected[1] = n2;
        return hipSuccess;
    }
};

// Every form is stable; the unnamed-Copy forms sort in place.
struct DeviceMergeSort {
    template <class K, class V, class N, class Cmp>
    static hipError_t SortPairs(void* temp, size_t& bytes, K keys, V items, N n, Cmp cmp, hipStream_t s = 0,
                                bool = false) {
        return SortPairsCopy(temp, bytes, keys, items, keys, items, n, cmp, s);
    }
    template <class KIn, class VIn, class K, class V, class N, class Cmp>
    static hipError_t SortPairsCopy(void* temp, size_t& bytes, KIn kin, VIn vin, K kout, V vout, N n, Cmp cmp,
                                    hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::dev::merge_sort(kin, kout, vin, vout, static_cast<std::int64_t>(n), cmp);
        return hipSuccess;
    }
    template <class K, class N, class Cmp>
    static hipError_t SortKeys(void* temp, size_t& bytes, K keys, N n, Cmp cmp, hipStream_t s = 0, bool = false) {
        return SortKeysCopy(temp, bytes, keys, keys, n, cmp, s);
    }
    template <class KIn, class K, class N, class Cmp>
    static hipError_t SortKeysCopy(void* temp, size_t& bytes, KIn kin, K kout, N n, Cmp cmp, hipStream_t s = 0,
                                   bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::dev::no_values none;
        detail::dev::merge_sort(kin, kout, none, none, static_cast<std::int64_t>(n), cmp);
        return hipSuccess;
    }
    template <class K, class V, class N, class Cmp>
    static hipError_t StableSortPairs(void* temp, size_t& bytes, K keys, V items, N n, Cmp cmp, hipStream_t s = 0,
                                      bool = false) {
        return SortPairsCopy(temp, bytes, keys, items, keys, items, n, cmp, s);
    }
    template <class K, class N, class Cmp>
    static hipError_t StableSortKeys(void* temp, size_t& bytes, K keys, N n, Cmp cmp, hipStream_t s = 0,
                                     bool = false) {
        return SortKeysCopy(temp, bytes, keys, keys, n, cmp, s);
    }
    template <class KIn, class K, class N, class Cmp>
    static hipError_t StableSortKeysCopy(void* temp, size_t& bytes, KIn kin, K kout, N n, Cmp cmp,
                                         hipStream_t s = 0, bool = false) {
        return SortKeysCopy(temp, bytes, kin, kout, n, cmp, s);
    }
};

struct DeviceAdjacentDifference {
    template <class In, class Out, class Op = hipcub::Difference, class N = std::uint32_t>
    static hipError_t SubtractLeftCopy(void* temp, size_t& bytes, In in, Out out, N n, Op op = {},
                                       hipStream_t s = 0, bool = false) {
        return detail::dev::adjacent_difference(temp, bytes, in, out, static_cast<std::int64_t>(n), op, false, s);
    }
    template <class It, class Op = hipcub::Difference, class N = std::uint32_t>
    static hipError_t SubtractLeft(void* temp, size_t& bytes, It items, N n, Op op = {}, hipStream_t s = 0,
                                   bool = false) {
        return detail::dev::adjacent_difference(temp, bytes, items, items, static_cast<std::int64_t>(n), op, false, s);
    }
    template <class In, class Out, class Op = hipcub::Difference, class N = std::uint32_t>
    static hipError_t SubtractRightCopy(void* temp, size_t& bytes, In in, Out out, N n, Op op = {},
                                        hipStream_t s = 0, bool = false) {
        return detail::dev::adjacent_difference(temp, bytes, in, out, static_cast<std::int64_t>(n), op, true, s);
    }
    template <class It, class Op = hipcub::Difference, class N = std::uint32_t>
    static hipError_t SubtractRight(void* temp, size_t& bytes, It items, N n, Op op = {}, hipStream_t s = 0,
                                    bool = false) {
        return detail::dev::adjacent_difference(temp, bytes, items, items, static_cast<std::int64_t>(n), op, true, s);
    }
};

// y = A * x, A given by num_rows + 1 row offsets, column indices and values (CSR). The pointers may be to
// const (CUB's parameters are; hipCUB's are not).
struct DeviceSpmv {
    template <class ValueT>
    static hipError_t CsrMV(void* temp, size_t& bytes, const ValueT* values, const int* row_offsets,
                            const int* column_indices, const ValueT* x, ValueT* y, int num_rows, int num_cols,
                            int num_nonzeros, hipStream_t s = 0, bool = false) {
        (void)num_cols;
        (void)num_nonzeros;
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        for (int r = 0; r < num_rows; ++r) {
            ValueT acc = ValueT(0);
            for (int j = row_offsets[r]; j < row_offsets[r + 1]; ++j) acc += values[j] * x[column_indices[j]];
            y[r] = acc;
        }
        return hipSuccess;
    }
};

// op(first[i]) for each item, in order; the forms with temp-storage arguments follow the two-phase protocol.
struct DeviceFor {
    template <class It, class N, class Op> static hipError_t ForEachN(It first, N n, Op op, hipStream_t s = 0) {
        detail::sync(s);
        for (N i = 0; i < n; ++i) op(first[i]);
        return hipSuccess;
    }
    template <class It, class N, class Op>
    static hipError_t ForEachN(void* temp, size_t& bytes, It first, N n, Op op, hipStream_t s = 0) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        return ForEachN(first, n, op, s);
    }
    // the op may be given copies of the items; here it gets the items, as ForEachN's
    template <class It, class N, class Op> static hipError_t ForEachCopyN(It first, N n, Op op, hipStream_t s = 0) {
        return ForEachN(first, n, op, s);
    }
    template <class It, class N, class Op>
    static hipError_t ForEachCopyN(void* temp, size_t& bytes, It first, N n, Op op, hipStream_t s = 0) {
        return ForEachN(temp, bytes, first, n, op, s);
    }
    template <class It, class Op> static hipError_t ForEach(It first, It last, Op op, hipStream_t s = 0) {
        return ForEachN(first, std::distance(first, last), op, s);
    }
    template <class It, class Op>
    static hipError_t ForEach(void* temp, size_t& bytes, It first, It last, Op op, hipStream_t s = 0) {
        return ForEachN(temp, bytes, first, std::distance(first, last), op, s);
    }
    template <class It, class Op> static hipError_t ForEachCopy(It first, It last, Op op, hipStream_t s = 0) {
        return ForEach(first, last, op, s);
    }
    template <class It, class Op>
    static hipError_t ForEachCopy(void* temp, size_t& bytes, It first, It last, Op op, hipStream_t s = 0) {
        return ForEach(temp, bytes, first, last, op, s);
    }
    // op(i) for i in [0, shape)
    template <class Shape, class Op> static hipError_t Bulk(Shape shape, Op op, hipStream_t s = 0) {
        static_assert(std::is_integral<Shape>::value, "ShapeT must be an integral type");
        detail::sync(s);
        for (Shape i = 0; i < shape; ++i) op(i);
        return hipSuccess;
    }
    template <class Shape, class Op>
    static hipError_t Bulk(void* temp, size_t& bytes, Shape shape, Op op, hipStream_t s = 0) {
        static_assert(std::is_integral<Shape>::value, "ShapeT must be an integral type");
        if (detail::sizing(temp, bytes)) return hipSuccess;
        return Bulk(shape, op, s);
    }
};

// output[i] = op(input[i]), or op(input_0[i], input_1[i], ...) for a std::tuple of inputs. The op gets the
// input items themselves, so the StableArgumentAddresses forms are the same.
struct DeviceTransform {
    template <class... Ins, class Out, class N, class Op>
    static hipError_t Transform(std::tuple<Ins...> inputs, Out out, N n, Op op, hipStream_t s = nullptr) {
        return detail::dev::transform(inputs, out, n, op, s);
    }
    template <class In, class Out, class N, class Op>
    static hipError_t Transform(In in, Out out, N n, Op op, hipStream_t s = nullptr) {
        return detail::dev::transform(std::make_tuple(in), out, n, op, s);
    }
    // the forms with temporary storage (hipCUB's) need none
    template <class In, class Out, class N, class Op>
    static hipError_t Transform(void*, size_t&, In in, Out out, N n, Op op, hipStream_t s = nullptr) {
        return Transform(in, out, n, op, s);
    }
    template <class... A> static hipError_t TransformStableArgumentAddresses(A&&... a) {
        return Transform(std::forward<A>(a)...);
    }
};

// buffer b: its buffer_sizes[b] items (DeviceCopy) or bytes (DeviceMemcpy) from inputs[b] to outputs[b]
struct DeviceCopy {
    template <class InBuffers, class OutBuffers, class Sizes>
    static hipError_t Batched(void* temp, size_t& bytes, InBuffers inputs, OutBuffers outputs, Sizes sizes,
                              std::uint32_t num_buffers, hipStream_t s = 0) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        for (std::uint32_t b = 0; b < num_buffers; ++b) {
            auto src = inputs[b];
            auto dst = outputs[b];
            const std::int64_t n = sizes[b];
            for (std::int64_t i = 0; i < n; ++i) dst[i] = src[i];
        }
        return hipSuccess;
    }
};

struct DeviceMemcpy {
    template <class InBuffers, class OutBuffers, class Sizes>
    static hipError_t Batched(void* temp, size_t& bytes, InBuffers inputs, OutBuffers outputs, Sizes sizes,
                              std::uint32_t num_buffers, hipStream_t s = 0) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        for (std::uint32_t b = 0; b < num_buffers; ++b)
            std::memmove(static_cast<void*>(outputs[b]), static_cast<const void*>(inputs[b]),
                         static_cast<size_t>(sizes[b]));
        return hipSuccess;
    }
};

}  // namespace hipcub
