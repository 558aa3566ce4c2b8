// xlate cpu backend: hipCUB, part of <hipcub/hipcub.hpp>: DeviceReduce, DeviceScan, DeviceSelect and
// DeviceHistogram with hipCUB 7.2.4's overloads. Each algorithm is a host loop over the data (device memory
// is host memory here) after a synchronisation of the stream, behind CUB's two-phase temp-storage protocol
// (a call with d_temp_storage == nullptr only sets the size). The deprecated forms with a trailing
// debug_synchronous flag are the same functions (the flag is ignored).
//   DeviceReduce: Reduce and TransformReduce fold the items (transformed) in input order from the initial
//     value, in its type; Sum starts from 0 of the output's value type (the input's where the output has
//     none), Min and Max from max() and lowest() of the input type. ArgMin/ArgMax: the first position of
//     the extreme item, as a KeyValuePair or written to an extremum and an index iterator; no items give
//     {1, max()} / {1, lowest()}. ReduceByKey: one aggregate per run of consecutive keys equal by ==,
//     folded in input order from the run's first value; writes the run's first key, its aggregate and
//     the number of runs.
//   DeviceScan: folds in input order; the in-place forms (d_data) read each item before writing it. The
//     accumulator has op(x, x)'s type (x of the initial value's type for the exclusive scans and
//     InclusiveScanInit, of the input's otherwise); an initial value may be a FutureValue (read when the
//     scan runs). The scans by key restart at each item whose key is not equality_op(previous key, key):
//     an inclusive one from the item, an exclusive one from the initial value.
//   DeviceSelect: the selected items in input order at the front of the output, their count written to
//     *d_num_selected_out: If by select_op(item), Flagged by the flag, FlaggedIf by select_op(flag),
//     Unique and UniqueByKey the first item (and value) of each run of equal keys (==, or equality_op).
//   DeviceHistogram: the histograms are overwritten. Even: samples in [lower, upper) fall into num_levels
//     - 1 equal bins, bin (x - lower) * bins / (upper - lower) (exact integer arithmetic for integral
//     samples and levels, double otherwise); Range: bin b holds [levels[b], levels[b + 1]); other samples
//     are not counted. Multi*: pixel p's channel c is sample p * NUM_CHANNELS + c, counted for the first
//     NUM_ACTIVE_CHANNELS channels. The 2-D forms: row r starts r * row_stride_bytes bytes after
//     d_samples. As hipCUB: fewer than 2 levels or a row stride that is not a whole number of samples
//     give hipErrorInvalidValue (hipCUB's refusal of an even histogram whose integer bin computation
//     may overflow is not made: the bins are computed exactly here).
// Every member of hipCUB's four classes is supported.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

namespace hipcub {

namespace detail {
namespace core {

using i64 = std::int64_t;

// U, or T where U is void (an output iterator without a value type)
template <class U, class T> using non_void_t = std::conditional_t<std::is_void<U>::value, T, U>;

// The accumulator of a scan: the decayed type of op(T, T) (T where op takes no such pair).
template <class Op, class T, class = void> struct accumulator { using type = T; };
template <class Op, class T>
struct accumulator<Op, T, std::void_t<decltype(std::declval<Op&>()(std::declval<T>(), std::declval<T>()))>> {
    using type = std::decay_t<decltype(std::declval<Op&>()(std::declval<T>(), std::declval<T>()))>;
};
template <class Op, class T> using acc_t = typename accumulator<Op, T>::type;

// The value an initial value stands for: T for a FutureValue<T, It>.
template <class T> struct init_value { using type = T; };
template <class T, class It> struct init_value<FutureValue<T, It>> { using type = T; };
template <class T> using init_t = typename init_value<T>::type;

// op(acc, x) as an Acc; x converted to Acc first where op takes no such mixed pair.
template <class Acc, class Op, class X> inline Acc combine(Op& op, const Acc& acc, const X& x) {
    if constexpr (std::is_invocable<Op&, const Acc&, const X&>::value)
        return static_cast<Acc>(op(acc, x));
    else
        return static_cast<Acc>(op(acc, static_cast<Acc>(x)));
}

// eq(keys[i - 1], keys[i]): item i continues the run of item i - 1
template <class KIn, class Eq> inline bool same_run(KIn keys, i64 i, Eq& eq) {
    value_of<KIn> prev = keys[i - 1];
    value_of<KIn> key = keys[i];
    return static_cast<bool>(eq(prev, key));
}

template <class It, class V> inline void put_count(It it, V count) {
    *it = static_cast<non_void_t<value_of<It>, i64>>(count);
}

// Inclusive scan of in[0, n) into out, restarting at each i where !same(i).
template <class Acc, class In, class Out, class Op, class Same>
inline void scan_inclusive(In in, Out out, i64 n, Op& op, Same same) {
    for (i64 i = 0; i < n;) {
        Acc acc = static_cast<Acc>(in[i]);
        out[i] = acc;
        i64 j = i + 1;
        for (; j < n && same(j); ++j) {
            acc = combine(op, acc, in[j]);
            out[j] = acc;
        }
        i = j;
    }
}

// Exclusive scan of in[0, n) into out from init, restarting from init at each i where !same(i).
template <class Acc, class In, class Out, class Op, class Same>
inline void scan_exclusive(In in, Out out, i64 n, Op& op, const Acc& init, Same same) {
    for (i64 i = 0; i < n;) {
        Acc acc = init;
        i64 j = i;
        do {
            Acc next = combine(op, acc, in[j]);
            out[j] = acc;
            acc = next;
            ++j;
        } while (j < n && same(j));
        i = j;
    }
}

// The items i of in[0, n) with keep(i), in order, to out; their count to *num_selected. out may be in:
// keep(i) reads items up to i only, and item k < i is written after every read of it.
template <class In, class Out, class NOut, class Keep>
inline void select(In in, Out out, NOut num_selected, i64 n, Keep keep) {
    i64 k = 0;
    for (i64 i = 0; i < n; ++i) {
        if (!keep(i)) continue;
        out[k] = in[i];
        ++k;
    }
    put_count(num_selected, k);
}

// The first position of the extreme item by better(a, b) (a beats b), with the item; {1, empty} for none.
template <class In, class Better>
inline std::pair<i64, value_of<In>> arg_extreme(In in, i64 n, Better better, value_of<In> empty) {
    if (n <= 0) return {1, empty};
    i64 best = 0;
    for (i64 i = 1; i < n; ++i)
        if (better(in[i], in[best])) best = i;
    return {best, in[best]};
}

// The even bin of x (of `bins` over [lower, upper)), or -1 where x is outside.
template <class L, class X> inline int even_bin(const X& x, const L& lower, const L& upper, int bins) {
    if (!(x >= lower && x < upper)) return -1;
    long long b;
    if constexpr (std::is_integral<L>::value && std::is_integral<X>::value) {
#ifdef __SIZEOF_INT128__
        using wide = __int128;
#else
        using wide = long long;
#endif
        b = static_cast<long long>((static_cast<wide>(x) - lower) * bins / (static_cast<wide>(upper) - lower));
    } else {
        b = static_cast<long long>((static_cast<double>(x) - lower) * bins / (static_cast<double>(upper) - lower));
    }
    return static_cast<int>(b < bins ? b : bins - 1);
}

// The bin b of x with levels[b] <= x < levels[b + 1], or -1.
template <class L, class X> inline int range_bin(const X& x, const L* levels, int num_levels) {
    const int b = static_cast<int>(std::upper_bound(levels, levels + num_levels, x) - levels) - 1;
    return b >= 0 && b + 1 < num_levels ? b : -1;
}

// Histograms of the first ACTIVE of CHANNELS interleaved channels over `rows` rows of `pixels` pixels,
// row r starting at sample r * row_stride; bin(c, x) is sample x's bin in channel c, or -1.
template <int CHANNELS, int ACTIVE, class In, class C, class Bin>
inline hipError_t histogram(void* temp, size_t& bytes, In samples, C* const* hist, const int* num_levels,
                            i64 pixels, i64 rows, size_t row_stride_bytes, hipStream_t s, Bin bin) {
    static_assert(ACTIVE >= 1 && ACTIVE <= CHANNELS, "need 1 <= NUM_ACTIVE_CHANNELS <= NUM_CHANNELS");
    for (int c = 0; c < ACTIVE; ++c)
        if (num_levels[c] < 2) return hipErrorInvalidValue;
    if (row_stride_bytes % sizeof(value_of<In>) != 0) return hipErrorInvalidValue;
    if (sizing(temp, bytes)) return hipSuccess;
    sync(s);
    const i64 row_stride = static_cast<i64>(row_stride_bytes / sizeof(value_of<In>));
    for (int c = 0; c < ACTIVE; ++c)
        for (int b = 0; b + 1 < num_levels[c]; ++b) hist[c][b] = C(0);
    for (i64 r = 0; r < rows; ++r)
        for (i64 p = 0; p < pixels; ++p)
            for (int c = 0; c < ACTIVE; ++c) {
                const int b = bin(c, samples[r * row_stride + p * CHANNELS + c]);
                if (b >= 0) hist[c][b] += C(1);
            }
    return hipSuccess;
}

}  // namespace core
}  // namespace detail

struct DeviceReduce {
    template <class In, class Out, class Op, class T, class N>
    static hipError_t Reduce(void* temp, size_t& bytes, In in, Out out, N num_items, Op op, T init,
                             hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        T acc = init;
        for (detail::core::i64 i = 0; i < static_cast<detail::core::i64>(num_items); ++i)
            acc = detail::core::combine(op, acc, in[i]);
        *out = acc;
        return hipSuccess;
    }
    template <class In, class Out, class N>
    static hipError_t Sum(void* temp, size_t& bytes, In in, Out out, N num_items, hipStream_t s = 0, bool = false) {
        using T = detail::core::non_void_t<detail::value_of<Out>, detail::value_of<In>>;
        return Reduce(temp, bytes, in, out, num_items, hipcub::Sum(), T(0), s);
    }
    template <class In, class Out, class N>
    static hipError_t Max(void* temp, size_t& bytes, In in, Out out, N num_items, hipStream_t s = 0, bool = false) {
        using T = detail::value_of<In>;
        return Reduce(temp, bytes, in, out, num_items, hipcub::Max(), std::numeric_limits<T>::lowest(), s);
    }
    template <class In, class Out, class N>
    static hipError_t Min(void* temp, size_t& bytes, In in, Out out, N num_items, hipStream_t s = 0, bool = false) {
        using T = detail::value_of<In>;
        return Reduce(temp, bytes, in, out, num_items, hipcub::Min(), std::numeric_limits<T>::max(), s);
    }
    // a KeyValuePair {index, item} to *out
    template <class In, class Out, class N>
    static hipError_t ArgMin(void* temp, size_t& bytes, In in, Out out, N num_items, hipStream_t s = 0,
                             bool = false) {
        return arg_pair(temp, bytes, in, out, num_items, s, less(), std::numeric_limits<detail::value_of<In>>::max());
    }
    template <class In, class Out, class N>
    static hipError_t ArgMax(void* temp, size_t& bytes, In in, Out out, N num_items, hipStream_t s = 0,
                             bool = false) {
        return arg_pair(temp, bytes, in, out, num_items, s, greater(),
                        std::numeric_limits<detail::value_of<In>>::lowest());
    }
    // the item to *d_min_out / *d_max_out, its index to *d_index_out
    template <class In, class ExtOut, class IdxOut, class N>
    static hipError_t ArgMin(void* temp, size_t& bytes, In in, ExtOut d_min_out, IdxOut d_index_out, N num_items,
                             hipStream_t s = 0) {
        return arg_split(temp, bytes, in, d_min_out, d_index_out, num_items, s, less(),
                         std::numeric_limits<detail::value_of<In>>::max());
    }
    template <class In, class ExtOut, class IdxOut, class N>
    static hipError_t ArgMax(void* temp, size_t& bytes, In in, ExtOut d_max_out, IdxOut d_index_out, N num_items,
                             hipStream_t s = 0) {
        return arg_split(temp, bytes, in, d_max_out, d_index_out, num_items, s, greater(),
                         std::numeric_limits<detail::value_of<In>>::lowest());
    }
    template <class In, class Out, class Op, class Transform, class T, class N>
    static hipError_t TransformReduce(void* temp, size_t& bytes, In in, Out out, N num_items, Op reduction_op,
                                      Transform transform_op, T init, hipStream_t s = 0) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        T acc = init;
        for (detail::core::i64 i = 0; i < static_cast<detail::core::i64>(num_items); ++i)
            acc = detail::core::combine(reduction_op, acc, transform_op(in[i]));
        *out = acc;
        return hipSuccess;
    }
    template <class KIn, class UOut, class VIn, class AOut, class NOut, class Op, class N>
    static hipError_t ReduceByKey(void* temp, size_t& bytes, KIn d_keys_in, UOut d_unique_out, VIn d_values_in,
                                  AOut d_aggregates_out, NOut d_num_runs_out, Op reduction_op, N num_items,
                                  hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        using Acc = detail::core::acc_t<Op, detail::value_of<VIn>>;
        const auto n = static_cast<detail::core::i64>(num_items);
        Equality eq;
        detail::core::i64 runs = 0;
        for (detail::core::i64 i = 0; i < n;) {
            Acc acc = static_cast<Acc>(d_values_in[i]);
            detail::core::i64 j = i + 1;
            for (; j < n && detail::core::same_run(d_keys_in, j, eq); ++j)
                acc = detail::core::combine(reduction_op, acc, d_values_in[j]);
            d_unique_out[runs] = d_keys_in[i];
            d_aggregates_out[runs] = acc;
            ++runs;
            i = j;
        }
        detail::core::put_count(d_num_runs_out, runs);
        return hipSuccess;
    }

private:
    struct less { template <class T> bool operator()(const T& a, const T& b) const { return a < b; } };
    struct greater { template <class T> bool operator()(const T& a, const T& b) const { return b < a; } };
    template <class In, class Out, class N, class Better>
    static hipError_t arg_pair(void* temp, size_t& bytes, In in, Out out, N num_items, hipStream_t s, Better better,
                               detail::value_of<In> empty) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        using Pair = detail::core::non_void_t<detail::value_of<Out>, KeyValuePair<N, detail::value_of<In>>>;
        const auto r = detail::core::arg_extreme(in, static_cast<detail::core::i64>(num_items), better, empty);
        *out = Pair(static_cast<typename Pair::Key>(r.first), r.second);
        return hipSuccess;
    }
    template <class In, class ExtOut, class IdxOut, class N, class Better>
    static hipError_t arg_split(void* temp, size_t& bytes, In in, ExtOut ext_out, IdxOut idx_out, N num_items,
                                hipStream_t s, Better better, detail::value_of<In> empty) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        const auto r = detail::core::arg_extreme(in, static_cast<detail::core::i64>(num_items), better, empty);
        *ext_out = r.second;
        *idx_out = static_cast<detail::core::non_void_t<detail::value_of<IdxOut>, N>>(r.first);
        return hipSuccess;
    }
};

struct DeviceScan {
    template <class In, class Out, class Op, class N>
    static hipError_t InclusiveScan(void* temp, size_t& bytes, In in, Out out, Op op, N num_items, hipStream_t s = 0,
                                    bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        using Acc = detail::core::acc_t<Op, detail::value_of<In>>;
        detail::core::scan_inclusive<Acc>(in, out, static_cast<detail::core::i64>(num_items), op,
                                          [](detail::core::i64) { return true; });
        return hipSuccess;
    }
    template <class It, class Op, class N>
    static hipError_t InclusiveScan(void* temp, size_t& bytes, It d_data, Op op, N num_items, hipStream_t s = 0,
                                    bool = false) {
        return InclusiveScan(temp, bytes, d_data, d_data, op, num_items, s);
    }
    // out[i] = op(...op(op(init, in[0]), in[1])..., in[i])
    template <class In, class Out, class Op, class Init, class N>
    static hipError_t InclusiveScanInit(void* temp, size_t& bytes, In in, Out out, Op op, Init init_value,
                                        N num_items, hipStream_t s = 0) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        using Acc = detail::core::acc_t<Op, detail::core::init_t<Init>>;
        Acc acc = static_cast<Acc>(static_cast<detail::core::init_t<Init>>(init_value));
        for (detail::core::i64 i = 0; i < static_cast<detail::core::i64>(num_items); ++i) {
            acc = detail::core::combine(op, acc, in[i]);
            out[i] = acc;
        }
        return hipSuccess;
    }
    // init_value may be a FutureValue
    template <class In, class Out, class Op, class Init, class N>
    static hipError_t ExclusiveScan(void* temp, size_t& bytes, In in, Out out, Op op, Init init_value, N num_items,
                                    hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        using T = detail::core::init_t<Init>;
        using Acc = detail::core::acc_t<Op, T>;
        const Acc init = static_cast<Acc>(static_cast<T>(init_value));
        detail::core::scan_exclusive<Acc>(in, out, static_cast<detail::core::i64>(num_items), op, init,
                                          [](detail::core::i64) { return true; });
        return hipSuccess;
    }
    template <class It, class Op, class Init, class N>
    static hipError_t ExclusiveScan(void* temp, size_t& bytes, It d_data, Op op, Init init_value, N num_items,
                                    hipStream_t s = 0, bool = false) {
        return ExclusiveScan(temp, bytes, d_data, d_data, op, init_value, num_items, s);
    }
    template <class In, class Out, class N>
    static hipError_t InclusiveSum(void* temp, size_t& bytes, In in, Out out, N num_items, hipStream_t s = 0,
                                   bool = false) {
        return InclusiveScan(temp, bytes, in, out, hipcub::Sum(), num_items, s);
    }
    template <class It, class N>
    static hipError_t InclusiveSum(void* temp, size_t& bytes, It d_data, N num_items, hipStream_t s = 0,
                                   bool = false) {
        return InclusiveScan(temp, bytes, d_data, d_data, hipcub::Sum(), num_items, s);
    }
    template <class In, class Out, class N>
    static hipError_t ExclusiveSum(void* temp, size_t& bytes, In in, Out out, N num_items, hipStream_t s = 0,
                                   bool = false) {
        using T = detail::value_of<In>;
        return ExclusiveScan(temp, bytes, in, out, hipcub::Sum(), T(0), num_items, s);
    }
    template <class It, class N>
    static hipError_t ExclusiveSum(void* temp, size_t& bytes, It d_data, N num_items, hipStream_t s = 0,
                                   bool = false) {
        using T = detail::value_of<It>;
        return ExclusiveScan(temp, bytes, d_data, d_data, hipcub::Sum(), T(0), num_items, s);
    }

    // The scans by key: each run of consecutive keys equal by equality_op(previous, key) scanned alone.
    template <class KIn, class VIn, class VOut, class Op, class Eq = hipcub::Equality, class N = std::uint32_t>
    static hipError_t InclusiveScanByKey(void* temp, size_t& bytes, KIn d_keys_in, VIn d_values_in,
                                         VOut d_values_out, Op scan_op, N num_items, Eq equality_op = Eq(),
                                         hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        using Acc = detail::core::acc_t<Op, detail::value_of<VIn>>;
        detail::core::scan_inclusive<Acc>(d_values_in, d_values_out, static_cast<detail::core::i64>(num_items),
                                          scan_op, [&](detail::core::i64 i) {
                                              return detail::core::same_run(d_keys_in, i, equality_op);
                                          });
        return hipSuccess;
    }
    template <class KIn, class VIn, class VOut, class Op, class Init, class Eq = hipcub::Equality,
              class N = std::uint32_t>
    static hipError_t ExclusiveScanByKey(void* temp, size_t& bytes, KIn d_keys_in, VIn d_values_in,
                                         VOut d_values_out, Op scan_op, Init init_value, N num_items,
                                         Eq equality_op = Eq(), hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        using T = detail::core::init_t<Init>;
        using Acc = detail::core::acc_t<Op, T>;
        const Acc init = static_cast<Acc>(static_cast<T>(init_value));
        detail::core::scan_exclusive<Acc>(d_values_in, d_values_out, static_cast<detail::core::i64>(num_items),
                                          scan_op, init, [&](detail::core::i64 i) {
                                              return detail::core::same_run(d_keys_in, i, equality_op);
                                          });
        return hipSuccess;
    }
    template <class KIn, class VIn, class VOut, class Eq = hipcub::Equality, class N = std::uint32_t>
    static hipError_t InclusiveSumByKey(void* temp, size_t& bytes, KIn d_keys_in, VIn d_values_in, VOut d_values_out,
                                        N num_items, Eq equality_op = Eq(), hipStream_t s = 0, bool = false) {
        return InclusiveScanByKey(temp, bytes, d_keys_in, d_values_in, d_values_out, hipcub::Sum(), num_items,
                                  equality_op, s);
    }
    template <class KIn, class VIn, class VOut, class Eq = hipcub::Equality, class N = std::uint32_t>
    static hipError_t ExclusiveSumByKey(void* temp, size_t& bytes, KIn d_keys_in, VIn d_values_in, VOut d_values_out,
                                        N num_items, Eq equality_op = Eq(), hipStream_t s = 0, bool = false) {
        using T = detail::value_of<VIn>;
        return ExclusiveScanByKey(temp, bytes, d_keys_in, d_values_in, d_values_out, hipcub::Sum(), T(0),
                                  num_items, equality_op, s);
    }
};

struct DeviceSelect {
    template <class In, class F, class Out, class NOut>
    static hipError_t Flagged(void* temp, size_t& bytes, In d_in, F d_flags, Out d_out, NOut d_num_selected_out,
                              std::int64_t num_items, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::core::select(d_in, d_out, d_num_selected_out, num_items,
                             [&](detail::core::i64 i) { return static_cast<bool>(d_flags[i]); });
        return hipSuccess;
    }
    template <class It, class F, class NOut>
    static hipError_t Flagged(void* temp, size_t& bytes, It d_data, F d_flags, NOut d_num_selected_out,
                              std::int64_t num_items, hipStream_t s = 0, bool = false) {
        return Flagged(temp, bytes, d_data, d_flags, d_data, d_num_selected_out, num_items, s);
    }
    template <class In, class Out, class NOut, class Pred>
    static hipError_t If(void* temp, size_t& bytes, In d_in, Out d_out, NOut d_num_selected_out,
                         std::int64_t num_items, Pred select_op, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::core::select(d_in, d_out, d_num_selected_out, num_items, [&](detail::core::i64 i) {
            detail::value_of<In> x = d_in[i];
            return static_cast<bool>(select_op(x));
        });
        return hipSuccess;
    }
    template <class It, class NOut, class Pred>
    static hipError_t If(void* temp, size_t& bytes, It d_data, NOut d_num_selected_out, std::int64_t num_items,
                         Pred select_op, hipStream_t s = 0, bool = false) {
        return If(temp, bytes, d_data, d_data, d_num_selected_out, num_items, select_op, s);
    }
    // the items whose flag satisfies select_op
    template <class In, class F, class Out, class NOut, class Pred>
    static hipError_t FlaggedIf(void* temp, size_t& bytes, In d_in, F d_flags, Out d_out, NOut d_num_selected_out,
                                std::int64_t num_items, Pred select_op, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::core::select(d_in, d_out, d_num_selected_out, num_items, [&](detail::core::i64 i) {
            detail::value_of<F> flag = d_flags[i];
            return static_cast<bool>(select_op(flag));
        });
        return hipSuccess;
    }
    template <class It, class F, class NOut, class Pred>
    static hipError_t FlaggedIf(void* temp, size_t& bytes, It d_data, F d_flags, NOut d_num_selected_out,
                                std::int64_t num_items, Pred select_op, hipStream_t s = 0, bool = false) {
        return FlaggedIf(temp, bytes, d_data, d_flags, d_data, d_num_selected_out, num_items, select_op, s);
    }
    // the first item of each run of items equal by ==
    template <class In, class Out, class NOut>
    static hipError_t Unique(void* temp, size_t& bytes, In d_in, Out d_out, NOut d_num_selected_out,
                             std::int64_t num_items, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        Equality eq;
        detail::core::select(d_in, d_out, d_num_selected_out, num_items,
                             [&](detail::core::i64 i) { return i == 0 || !detail::core::same_run(d_in, i, eq); });
        return hipSuccess;
    }
    // the first key of each run of keys equal by equality_op(previous, key), with its value
    template <class KIn, class VIn, class KOut, class VOut, class NOut, class N, class Eq>
    static std::enable_if_t<!std::is_convertible<Eq, hipStream_t>::value, hipError_t>
    UniqueByKey(void* temp, size_t& bytes, KIn d_keys_input, VIn d_values_input, KOut d_keys_output,
                VOut d_values_output, NOut d_num_selected_out, N num_items, Eq equality_op, hipStream_t s = 0) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::core::i64 k = 0;
        for (detail::core::i64 i = 0; i < static_cast<detail::core::i64>(num_items); ++i) {
            if (i > 0 && detail::core::same_run(d_keys_input, i, equality_op)) continue;
            d_keys_output[k] = d_keys_input[i];
            d_values_output[k] = d_values_input[i];
            ++k;
        }
        detail::core::put_count(d_num_selected_out, k);
        return hipSuccess;
    }
    template <class KIn, class VIn, class KOut, class VOut, class NOut, class N>
    static hipError_t UniqueByKey(void* temp, size_t& bytes, KIn d_keys_input, VIn d_values_input, KOut d_keys_output,
                                  VOut d_values_output, NOut d_num_selected_out, N num_items, hipStream_t s = 0,
                                  bool = false) {
        return UniqueByKey(temp, bytes, d_keys_input, d_values_input, d_keys_output, d_values_output,
                           d_num_selected_out, num_items, Equality(), s);
    }
};

struct DeviceHistogram {
    template <class In, class C, class L, class Off>
    static hipError_t HistogramEven(void* temp, size_t& bytes, In d_samples, C* d_histogram, int num_levels,
                                    L lower_level, L upper_level, Off num_samples, hipStream_t s = 0, bool = false) {
        return MultiHistogramEven<1, 1>(temp, bytes, d_samples, &d_histogram, &num_levels, &lower_level,
                                        &upper_level, num_samples, s);
    }
    template <class In, class C, class L, class Off>
    static hipError_t HistogramEven(void* temp, size_t& bytes, In d_samples, C* d_histogram, int num_levels,
                                    L lower_level, L upper_level, Off num_row_samples, Off num_rows,
                                    size_t row_stride_bytes, hipStream_t s = 0, bool = false) {
        return MultiHistogramEven<1, 1>(temp, bytes, d_samples, &d_histogram, &num_levels, &lower_level,
                                        &upper_level, num_row_samples, num_rows, row_stride_bytes, s);
    }
    template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, class In, class C, class L, class Off>
    static hipError_t MultiHistogramEven(void* temp, size_t& bytes, In d_samples,
                                         C* d_histogram[NUM_ACTIVE_CHANNELS], int num_levels[NUM_ACTIVE_CHANNELS],
                                         L lower_level[NUM_ACTIVE_CHANNELS], L upper_level[NUM_ACTIVE_CHANNELS],
                                         Off num_pixels, hipStream_t s = 0, bool = false) {
        const auto pixels = static_cast<detail::core::i64>(num_pixels);
        return MultiHistogramEven<NUM_CHANNELS, NUM_ACTIVE_CHANNELS>(
            temp, bytes, d_samples, d_histogram, num_levels, lower_level, upper_level, num_pixels, Off(1),
            static_cast<size_t>(pixels * NUM_CHANNELS) * sizeof(detail::value_of<In>), s);
    }
    template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, class In, class C, class L, class Off>
    static hipError_t MultiHistogramEven(void* temp, size_t& bytes, In d_samples,
                                         C* d_histogram[NUM_ACTIVE_CHANNELS], int num_levels[NUM_ACTIVE_CHANNELS],
                                         L lower_level[NUM_ACTIVE_CHANNELS], L upper_level[NUM_ACTIVE_CHANNELS],
                                         Off num_row_pixels, Off num_rows, size_t row_stride_bytes,
                                         hipStream_t s = 0, bool = false) {
        return detail::core::histogram<NUM_CHANNELS, NUM_ACTIVE_CHANNELS>(
            temp, bytes, d_samples, d_histogram, num_levels, static_cast<detail::core::i64>(num_row_pixels),
            static_cast<detail::core::i64>(num_rows), row_stride_bytes, s, [&](int c, const auto& x) {
                return detail::core::even_bin(x, lower_level[c], upper_level[c], num_levels[c] - 1);
            });
    }
    // bin b holds the samples in [d_levels[b], d_levels[b + 1])
    template <class In, class C, class L, class Off>
    static hipError_t HistogramRange(void* temp, size_t& bytes, In d_samples, C* d_histogram, int num_levels,
                                     L* d_levels, Off num_samples, hipStream_t s = 0, bool = false) {
        return MultiHistogramRange<1, 1>(temp, bytes, d_samples, &d_histogram, &num_levels, &d_levels, num_samples,
                                         s);
    }
    template <class In, class C, class L, class Off>
    static hipError_t HistogramRange(void* temp, size_t& bytes, In d_samples, C* d_histogram, int num_levels,
                                     L* d_levels, Off num_row_samples, Off num_rows, size_t row_stride_bytes,
                                     hipStream_t s = 0, bool = false) {
        return MultiHistogramRange<1, 1>(temp, bytes, d_samples, &d_histogram, &num_levels, &d_levels,
                                         num_row_samples, num_rows, row_stride_bytes, s);
    }
    template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, class In, class C, class L, class Off>
    static hipError_t MultiHistogramRange(void* temp, size_t& bytes, In d_samples,
                                          C* d_histogram[NUM_ACTIVE_CHANNELS], int num_levels[NUM_ACTIVE_CHANNELS],
                                          L* d_levels[NUM_ACTIVE_CHANNELS], Off num_pixels, hipStream_t s = 0,
                                          bool = false) {
        const auto pixels = static_cast<detail::core::i64>(num_pixels);
        return MultiHistogramRange<NUM_CHANNELS, NUM_ACTIVE_CHANNELS>(
            temp, bytes, d_samples, d_histogram, num_levels, d_levels, num_pixels, Off(1),
            static_cast<size_t>(pixels * NUM_CHANNELS) * sizeof(detail::value_of<In>), s);
    }
    template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, class In, class C, class L, class Off>
    static hipError_t MultiHistogramRange(void* temp, size_t& bytes, In d_samples,
                                          C* d_histogram[NUM_ACTIVE_CHANNELS], int num_levels[NUM_ACTIVE_CHANNELS],
                                          L* d_levels[NUM_ACTIVE_CHANNELS], Off num_row_pixels, Off num_rows,
                                          size_t row_stride_bytes, hipStream_t s = 0, bool = false) {
        return detail::core::histogram<NUM_CHANNELS, NUM_ACTIVE_CHANNELS>(
            temp, bytes, d_samples, d_histogram, num_levels, static_cast<detail::core::i64>(num_row_pixels),
            static_cast<detail::core::i64>(num_rows), row_stride_bytes, s, [&](int c, const auto& x) {
                return detail::core::range_bin(x, d_levels[c], num_levels[c]);
            });
    }
};

}  // namespace hipcub
