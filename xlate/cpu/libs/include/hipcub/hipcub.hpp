// xlate cpu backend: hipCUB. This file holds DeviceRadixSort, DeviceRunLengthEncode Encode/NonTrivialRuns
// and the segmented sorts (host implementations behind CUB's two-phase temp-storage interface, after a
// synchronisation of the stream), the block/warp collectives BlockReduce and BlockScan (through the
// block's shared TempStorage and __syncthreads), WarpReduce and WarpScan (through shuffles over
// LOGICAL_WARP_THREADS lanes), the block data movement (LoadDirect*/StoreDirect*, BlockLoad and BlockStore
// with every algorithm, BlockExchange), Sum/Max/Min, KeyValuePair and DoubleBuffer. The part files
// included at its end hold the rest: xlate_util.hpp (macros, enums, traits, operators, thread and warp
// utilities), xlate_iterators.hpp (fancy iterators, grid utilities, CachingDeviceAllocator),
// xlate_device_core.hpp (DeviceReduce, DeviceScan, DeviceSelect, DeviceHistogram), xlate_device_more.hpp
// (the other device-wide algorithms), xlate_block_more.hpp and xlate_warp_more.hpp (the other block and
// warp collectives). Each part's header comment says what it does not support.
#pragma once
#include <hip/hip_runtime.h>
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <limits>
#include <numeric>
#include <type_traits>
#include <utility>
#include <vector>

namespace hipcub {

struct Sum { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const { return a + b; } };
struct Max { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const { return a < b ? b : a; } };
struct Min { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const { return b < a ? b : a; } };

enum BlockReduceAlgorithm { BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, BLOCK_REDUCE_RAKING, BLOCK_REDUCE_WARP_REDUCTIONS };
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };

namespace detail {
inline bool sizing(void* temp, size_t& bytes) {
    if (temp == nullptr) { bytes = 16; return true; }  // the first call asks for the size only
    return false;
}
inline void sync(hipStream_t s) { (void)hipStreamSynchronize(s); }
template <class It> using value_of = typename std::iterator_traits<It>::value_type;

// An order-preserving unsigned image of a key. -0.0 has +0.0's image: CUB's and rocPRIM's radix sorts
// treat the two as equal keys (a stable sort keeps their input order).
template <class K> inline uint64_t radix_key(K k) {
    static_assert(std::is_arithmetic<K>::value, "radix sort keys must be arithmetic on the cpu backend");
    uint64_t u = 0;
    if constexpr (std::is_floating_point<K>::value) {
        if constexpr (sizeof(K) == 4) {
            uint32_t b; std::memcpy(&b, &k, 4);
            if (b == 0x80000000u) b = 0;
            b = (b & 0x80000000u) ? ~b : (b | 0x80000000u);
            u = b;
        } else {
            uint64_t b; std::memcpy(&b, &k, 8);
            if (b == 0x8000000000000000ull) b = 0;
            u = (b & 0x8000000000000000ull) ? ~b : (b | 0x8000000000000000ull);
        }
    } else if constexpr (std::is_signed<K>::value) {
        u = static_cast<uint64_t>(static_cast<int64_t>(k)) ^ (uint64_t(1) << (sizeof(K) * 8 - 1));
        if (sizeof(K) < 8) u &= (uint64_t(1) << (sizeof(K) * 8)) - 1;
    } else {
        u = static_cast<uint64_t>(k);
    }
    return u;
}
template <class K> inline uint64_t bits(K k, int begin, int end) {
    uint64_t u = radix_key(k) >> begin;
    int w = end - begin;
    return w >= 64 ? u : (u & ((uint64_t(1) << w) - 1));
}
template <class K, class V>
inline void sort_pairs(const K* kin, K* kout, const V* vin, V* vout, int n, int begin, int end, bool desc) {
    std::vector<int> idx(n);
    std::iota(idx.begin(), idx.end(), 0);
    std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) {
        uint64_t x = bits(kin[a], begin, end), y = bits(kin[b], begin, end);
        return desc ? y < x : x < y;
    });
    std::vector<K> ks(n);
    std::vector<V> vs(vin ? n : 0);
    for (int i = 0; i < n; ++i) { ks[i] = kin[idx[i]]; if (vin) vs[i] = vin[idx[i]]; }
    for (int i = 0; i < n; ++i) { kout[i] = ks[i]; if (vin) vout[i] = vs[i]; }
}
}  // namespace detail

template <class T> struct DoubleBuffer {
    T* d_buffers[2];
    int selector;
    DoubleBuffer() : d_buffers{nullptr, nullptr}, selector(0) {}
    DoubleBuffer(T* a, T* b) : d_buffers{a, b}, selector(0) {}
    T* Current() { return d_buffers[selector]; }
    T* Alternate() { return d_buffers[selector ^ 1]; }
};

template <class K, class V> struct KeyValuePair {
    typedef K Key;
    typedef V Value;
    K key;
    V value;
    __host__ __device__ KeyValuePair() : key(), value() {}
    __host__ __device__ KeyValuePair(const K& k, const V& v) : key(k), value(v) {}
};

struct DeviceRadixSort {
    template <class K>
    static hipError_t SortKeys(void* temp, size_t& bytes, const K* kin, K* kout, int n, int begin = 0,
                               int end = sizeof(K) * 8, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::sort_pairs<K, char>(kin, kout, nullptr, nullptr, n, begin, end, false);
        return hipSuccess;
    }
    template <class K>
    static hipError_t SortKeysDescending(void* temp, size_t& bytes, const K* kin, K* kout, int n, int begin = 0,
                                         int end = sizeof(K) * 8, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::sort_pairs<K, char>(kin, kout, nullptr, nullptr, n, begin, end, true);
        return hipSuccess;
    }
    template <class K, class V>
    static hipError_t SortPairs(void* temp, size_t& bytes, const K* kin, K* kout, const V* vin, V* vout, int n,
                                int begin = 0, int end = sizeof(K) * 8, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::sort_pairs(kin, kout, vin, vout, n, begin, end, false);
        return hipSuccess;
    }
    template <class K, class V>
    static hipError_t SortPairsDescending(void* temp, size_t& bytes, const K* kin, K* kout, const V* vin, V* vout,
                                          int n, int begin = 0, int end = sizeof(K) * 8, hipStream_t s = 0,
                                          bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::sort_pairs(kin, kout, vin, vout, n, begin, end, true);
        return hipSuccess;
    }
    template <class K>
    static hipError_t SortKeys(void* temp, size_t& bytes, DoubleBuffer<K>& keys, int n, int begin = 0,
                               int end = sizeof(K) * 8, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::sort_pairs<K, char>(keys.Current(), keys.Alternate(), nullptr, nullptr, n, begin, end, false);
        keys.selector ^= 1;
        return hipSuccess;
    }
};

struct DeviceRunLengthEncode {
    // each run of equal items: its value and length
    template <class In, class U, class L, class N>
    static hipError_t Encode(void* temp, size_t& bytes, In in, U unique_out, L lengths_out, N num_runs, int n,
                             hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        int k = 0;
        for (int i = 0; i < n;) {
            int j = i + 1;
            while (j < n && in[j] == in[i]) ++j;
            unique_out[k] = in[i];
            lengths_out[k] = j - i;
            ++k;
            i = j;
        }
        *num_runs = k;
        return hipSuccess;
    }
    // runs longer than one item: their offsets and lengths
    template <class In, class O, class L, class N>
    static hipError_t NonTrivialRuns(void* temp, size_t& bytes, In in, O offsets_out, L lengths_out, N num_runs,
                                     int n, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        int k = 0;
        for (int i = 0; i < n;) {
            int j = i + 1;
            while (j < n && in[j] == in[i]) ++j;
            if (j - i > 1) {
                offsets_out[k] = i;
                lengths_out[k] = j - i;
                ++k;
            }
            i = j;
        }
        *num_runs = k;
        return hipSuccess;
    }
};

namespace detail {
// Sorts each segment [begin[s], end[s]) of the input into the same positions of the output (stably, by
// the radix sort's key order over bits [bb, eb)); elements outside every segment are not written.
template <class K, class V, class B, class E>
inline void sort_segments(const K* kin, K* kout, const V* vin, V* vout, int segments, B begin, E end, int bb,
                          int eb, bool desc) {
    for (int s = 0; s < segments; ++s) {
        const int b = static_cast<int>(begin[s]), e = static_cast<int>(end[s]);
        if (e > b) sort_pairs(kin + b, kout + b, vin ? vin + b : nullptr, vin ? vout + b : nullptr, e - b, bb, eb, desc);
    }
}
}  // namespace detail

// The segmented sorts (CUB's DeviceSegmentedRadixSort, and DeviceSegmentedSort, whose unstable forms
// may give any order of equal keys: the stable one is such an order). Their argument lists: keys in/out,
// [values in/out], num_items, num_segments, begin offsets, end offsets, [begin_bit, end_bit,] stream.
struct DeviceSegmentedRadixSort {
    template <class K, class V, class B, class E>
    static hipError_t SortPairs(void* temp, size_t& bytes, const K* kin, K* kout, const V* vin, V* vout, int n,
                                int segments, B begin, E end, int bb = 0, int eb = sizeof(K) * 8,
                                hipStream_t s = 0, bool = false) {
        return run(temp, bytes, kin, kout, vin, vout, n, segments, begin, end, bb, eb, s, false);
    }
    template <class K, class V, class B, class E>
    static hipError_t SortPairsDescending(void* temp, size_t& bytes, const K* kin, K* kout, const V* vin, V* vout,
                                          int n, int segments, B begin, E end, int bb = 0, int eb = sizeof(K) * 8,
                                          hipStream_t s = 0, bool = false) {
        return run(temp, bytes, kin, kout, vin, vout, n, segments, begin, end, bb, eb, s, true);
    }
    template <class K, class B, class E>
    static hipError_t SortKeys(void* temp, size_t& bytes, const K* kin, K* kout, int n, int segments, B begin,
                               E end, int bb = 0, int eb = sizeof(K) * 8, hipStream_t s = 0, bool = false) {
        return run<K, char>(temp, bytes, kin, kout, nullptr, nullptr, n, segments, begin, end, bb, eb, s, false);
    }
    template <class K, class B, class E>
    static hipError_t SortKeysDescending(void* temp, size_t& bytes, const K* kin, K* kout, int n, int segments,
                                         B begin, E end, int bb = 0, int eb = sizeof(K) * 8, hipStream_t s = 0,
                                         bool = false) {
        return run<K, char>(temp, bytes, kin, kout, nullptr, nullptr, n, segments, begin, end, bb, eb, s, true);
    }
private:
    template <class K, class V, class B, class E>
    static hipError_t run(void* temp, size_t& bytes, const K* kin, K* kout, const V* vin, V* vout, int, int segments,
                          B begin, E end, int bb, int eb, hipStream_t s, bool desc) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        detail::sort_segments(kin, kout, vin, vout, segments, begin, end, bb, eb, desc);
        return hipSuccess;
    }
    friend struct DeviceSegmentedSort;
};

struct DeviceSegmentedSort {
#define XLATE_CUB_SEGMENTED_SORT(NAME, SUFFIX, DESC)                                                                \
    template <class K, class V, class B, class E>                                                             \
    static hipError_t NAME##Pairs##SUFFIX(void* temp, size_t& bytes, const K* kin, K* kout, const V* vin,       \
                                        V* vout, int n, int segments, B begin, E end, hipStream_t s = 0,     \
                                        bool = false) {                                                      \
        return DeviceSegmentedRadixSort::run(temp, bytes, kin, kout, vin, vout, n, segments, begin, end, 0,  \
                                             int(sizeof(K) * 8), s, DESC);                                     \
    }                                                                                                         \
    template <class K, class B, class E>                                                                      \
    static hipError_t NAME##Keys##SUFFIX(void* temp, size_t& bytes, const K* kin, K* kout, int n, int segments, \
                                       B begin, E end, hipStream_t s = 0, bool = false) {                    \
        return DeviceSegmentedRadixSort::run<K, char>(temp, bytes, kin, kout, nullptr, nullptr, n, segments, \
                                                      begin, end, 0, int(sizeof(K) * 8), s, DESC);          \
    }
    XLATE_CUB_SEGMENTED_SORT(Sort, , false)
    XLATE_CUB_SEGMENTED_SORT(Sort, Descending, true)
    XLATE_CUB_SEGMENTED_SORT(StableSort, , false)
    XLATE_CUB_SEGMENTED_SORT(StableSort, Descending, true)
#undef XLATE_CUB_SEGMENTED_SORT
};

namespace detail {
template <int X, int Y, int Z> __device__ inline int linear_tid() {
    return static_cast<int>(threadIdx.x + threadIdx.y * X + threadIdx.z * X * Y);
}
}  // namespace detail

template <class T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockReduce {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
public:
    struct TempStorage { T v[N]; };
    __device__ explicit BlockReduce(TempStorage& t) : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    template <class Op> __device__ T Reduce(T x, Op op, int num_valid = N) {
        t_.v[tid_] = x;
        __syncthreads();
        T acc = x;
        if (tid_ == 0) {
            acc = t_.v[0];
            for (int i = 1; i < num_valid && i < N; ++i) acc = op(acc, t_.v[i]);
        }
        __syncthreads();  // the storage may be reused after the call
        return acc;  // valid in thread 0
    }
    template <int K, class Op> __device__ T Reduce(T (&items)[K], Op op) {
        T x = items[0];
        for (int i = 1; i < K; ++i) x = op(x, items[i]);
        return Reduce(x, op);
    }
    __device__ T Sum(T x) { return Reduce(x, hipcub::Sum()); }
    __device__ T Sum(T x, int num_valid) { return Reduce(x, hipcub::Sum(), num_valid); }
    template <int K> __device__ T Sum(T (&items)[K]) { return Reduce(items, hipcub::Sum()); }
private:
    TempStorage& t_;
    int tid_;
};

// CUB's BlockScan: inclusive and exclusive scans (and sums) of one item or of ITEMS consecutive items per
// thread, with an aggregate out or a block prefix callback (exclusive scans: or an initial value). The callback is called by
// the threads of the first warp (wavefront) with the block aggregate, and the value thread 0 returns
// prefixes the whole block, as CUB documents. The aggregate is that of the inputs alone (not of an
// initial value or a prefix). Left out, as hipCUB 7.2 lacks them too: an exclusive scan with neither
// an initial value nor a callback, and an inclusive scan with an initial value (CUB 2).
template <class T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1>
class BlockScan {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    struct NoPrefix {
        __device__ T operator()(const T& a) const { return a; }
    };
    // the forms with a block prefix callback: a scan operator of two T and a callback of one (so that
    // `ExclusiveScan(x, out, 0, op)` is the initial-value form even where 0 is not a T)
    template <class Op, class P>
    using prefix_form = std::enable_if_t<std::is_invocable<Op&, const T&, const T&>::value && std::is_invocable<P&, const T&>::value>;
public:
    struct TempStorage { T partial[N]; T prefix[N]; T total; T base; };
    __device__ explicit BlockScan(TempStorage& t) : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

    // one item per thread
    template <class Op> __device__ void InclusiveScan(T x, T& out, Op op) { T a; InclusiveScan(x, out, op, a); }
    template <class Op> __device__ void InclusiveScan(T x, T& out, Op op, T& aggregate) {
        T in[1] = {x}, o[1];
        scan<1, true>(in, o, op, nullptr, static_cast<NoPrefix*>(nullptr), aggregate);
        out = o[0];
    }
    template <class Op, class PrefixOp, class = prefix_form<Op, PrefixOp>>
    __device__ void InclusiveScan(T x, T& out, Op op, PrefixOp& prefix_op) {
        T in[1] = {x}, o[1], a;
        scan<1, true>(in, o, op, nullptr, &prefix_op, a);
        out = o[0];
    }
    template <class Op> __device__ void ExclusiveScan(T x, T& out, T init, Op op) { T a; ExclusiveScan(x, out, init, op, a); }
    template <class Op> __device__ void ExclusiveScan(T x, T& out, T init, Op op, T& aggregate) {
        T in[1] = {x}, o[1];
        scan<1, false>(in, o, op, &init, static_cast<NoPrefix*>(nullptr), aggregate);
        out = o[0];
    }
    template <class Op, class PrefixOp, class = prefix_form<Op, PrefixOp>>
    __device__ void ExclusiveScan(T x, T& out, Op op, PrefixOp& prefix_op) {
        T in[1] = {x}, o[1], a;
        scan<1, false>(in, o, op, nullptr, &prefix_op, a);
        out = o[0];
    }
    __device__ void InclusiveSum(T x, T& out) { InclusiveScan(x, out, hipcub::Sum()); }
    __device__ void InclusiveSum(T x, T& out, T& aggregate) { InclusiveScan(x, out, hipcub::Sum(), aggregate); }
    template <class PrefixOp, class = prefix_form<hipcub::Sum, PrefixOp>>
    __device__ void InclusiveSum(T x, T& out, PrefixOp& prefix_op) { InclusiveScan(x, out, hipcub::Sum(), prefix_op); }
    __device__ void ExclusiveSum(T x, T& out) { ExclusiveScan(x, out, T(0), hipcub::Sum()); }
    __device__ void ExclusiveSum(T x, T& out, T& aggregate) { ExclusiveScan(x, out, T(0), hipcub::Sum(), aggregate); }
    template <class PrefixOp, class = prefix_form<hipcub::Sum, PrefixOp>>
    __device__ void ExclusiveSum(T x, T& out, PrefixOp& prefix_op) { ExclusiveScan(x, out, hipcub::Sum(), prefix_op); }

    // ITEMS consecutive items per thread (thread t holds items t * ITEMS ... t * ITEMS + ITEMS - 1)
    template <int K, class Op> __device__ void InclusiveScan(T (&in)[K], T (&out)[K], Op op) { T a; InclusiveScan(in, out, op, a); }
    template <int K, class Op> __device__ void InclusiveScan(T (&in)[K], T (&out)[K], Op op, T& aggregate) {
        scan<K, true>(in, out, op, nullptr, static_cast<NoPrefix*>(nullptr), aggregate);
    }
    template <int K, class Op, class PrefixOp, class = prefix_form<Op, PrefixOp>>
    __device__ void InclusiveScan(T (&in)[K], T (&out)[K], Op op, PrefixOp& prefix_op) {
        T a;
        scan<K, true>(in, out, op, nullptr, &prefix_op, a);
    }
    template <int K, class Op> __device__ void ExclusiveScan(T (&in)[K], T (&out)[K], T init, Op op) { T a; ExclusiveScan(in, out, init, op, a); }
    template <int K, class Op> __device__ void ExclusiveScan(T (&in)[K], T (&out)[K], T init, Op op, T& aggregate) {
        scan<K, false>(in, out, op, &init, static_cast<NoPrefix*>(nullptr), aggregate);
    }
    template <int K, class Op, class PrefixOp, class = prefix_form<Op, PrefixOp>>
    __device__ void ExclusiveScan(T (&in)[K], T (&out)[K], Op op, PrefixOp& prefix_op) {
        T a;
        scan<K, false>(in, out, op, nullptr, &prefix_op, a);
    }
    template <int K> __device__ void InclusiveSum(T (&in)[K], T (&out)[K]) { InclusiveScan(in, out, hipcub::Sum()); }
    template <int K> __device__ void InclusiveSum(T (&in)[K], T (&out)[K], T& aggregate) { InclusiveScan(in, out, hipcub::Sum(), aggregate); }
    template <int K, class PrefixOp, class = prefix_form<hipcub::Sum, PrefixOp>>
    __device__ void InclusiveSum(T (&in)[K], T (&out)[K], PrefixOp& prefix_op) { InclusiveScan(in, out, hipcub::Sum(), prefix_op); }
    template <int K> __device__ void ExclusiveSum(T (&in)[K], T (&out)[K]) { ExclusiveScan(in, out, T(0), hipcub::Sum()); }
    template <int K> __device__ void ExclusiveSum(T (&in)[K], T (&out)[K], T& aggregate) { ExclusiveScan(in, out, T(0), hipcub::Sum(), aggregate); }
    template <int K, class PrefixOp, class = prefix_form<hipcub::Sum, PrefixOp>>
    __device__ void ExclusiveSum(T (&in)[K], T (&out)[K], PrefixOp& prefix_op) { ExclusiveScan(in, out, hipcub::Sum(), prefix_op); }

private:
    // Every form: each thread's partial (its items reduced in order), their exclusive prefixes over the
    // block in thread order, the block's base (an initial value, or the callback's value from thread 0),
    // then each thread scans its own items from its prefix.
    template <int K, bool INCLUSIVE, class Op, class PrefixOp>
    __device__ void scan(const T (&in)[K], T (&out)[K], Op op, const T* init, PrefixOp* prefix_op, T& aggregate) {
        T partial = in[0];
        for (int i = 1; i < K; ++i) partial = op(partial, in[i]);
        t_.partial[tid_] = partial;
        __syncthreads();
        if (tid_ == 0) {
            T acc = t_.partial[0];
            for (int i = 1; i < N; ++i) {
                t_.prefix[i] = acc;
                acc = op(acc, t_.partial[i]);
            }
            t_.total = acc;
        }
        __syncthreads();
        aggregate = t_.total;
        bool have = tid_ > 0;  // whether `prefix` holds what comes before this thread's first item
        T prefix = have ? t_.prefix[tid_] : in[0];
        bool have_base = init != nullptr;
        if (prefix_op) {
            if (tid_ < (N < warpSize ? N : warpSize)) {
                T p = (*prefix_op)(aggregate);
                if (tid_ == 0) t_.base = p;
            }
            __syncthreads();
            have_base = true;
        }
        const T base = prefix_op ? t_.base : (init ? *init : prefix);
        __syncthreads();  // every thread has read the storage: it may be used again
        if (have_base) {
            prefix = have ? op(base, prefix) : base;
            have = true;
        }
        for (int i = 0; i < K; ++i) {
            if (INCLUSIVE) {
                prefix = have ? op(prefix, in[i]) : in[i];
                have = true;
                out[i] = prefix;
            } else {
                const T x = in[i];
                if (have) out[i] = prefix;
                prefix = have ? op(prefix, x) : x;
                have = true;
            }
        }
    }
    TempStorage& t_;
    int tid_;
};

namespace detail {
template <int W> __device__ inline unsigned long long logical_mask() {
    static_assert(W >= 1 && W <= 64 && (W & (W - 1)) == 0, "LOGICAL_WARP_THREADS must be a power of two <= 64");
    if (W == warpSize) return warpSize == 64 ? ~0ull : 0xffffffffull;
    unsigned lane = __lane_id();
    return ((W == 64 ? ~0ull : ((1ull << W) - 1)) << (lane / W * W));
}
// x's bytes moved 8 at a time by `shfl` (a shuffle of one 64-bit word): a value of any size, as CUB's warp
// collectives and shuffles move one (xgboost reduces 16-byte gradient pairs with WarpReduce)
template <class T, class F> __device__ inline T util_shuffle_words(const T& x, F shfl) {
    static_assert(std::is_trivially_copyable<T>::value, "shuffled values must be trivially copyable");
    unsigned long long w[(sizeof(T) + 7) / 8] = {};
    std::memcpy(w, &x, sizeof(T));
    for (auto& word : w) word = shfl(word);
    T r = x;
    std::memcpy(static_cast<void*>(&r), w, sizeof(T));
    return r;
}
}  // namespace detail

// LOGICAL_WARP_THREADS defaults to the wavefront width, as in hipCUB (xlate's translation writes 32
// explicitly in compat32 mode, CUDA's width).
template <class T, int LOGICAL_WARP_THREADS = XLATE_WARP_SIZE>
class WarpReduce {
    static_assert(LOGICAL_WARP_THREADS <= XLATE_WARP_SIZE, "LOGICAL_WARP_THREADS is wider than the wavefront");
public:
    struct TempStorage { char unused; };
    __device__ explicit WarpReduce(TempStorage&) {}
    template <class Op> __device__ T Reduce(T x, Op op, int valid = LOGICAL_WARP_THREADS) {
        const unsigned long long mask = detail::logical_mask<LOGICAL_WARP_THREADS>();
        const int lane = static_cast<int>(__lane_id() % LOGICAL_WARP_THREADS);
        for (int o = 1; o < LOGICAL_WARP_THREADS; o <<= 1) {
            T y = detail::util_shuffle_words(x, [&](unsigned long long w) { return __shfl_down_sync(mask, w, o, LOGICAL_WARP_THREADS); });
            if (lane + o < valid) x = op(x, y);
        }
        return x;  // valid in lane 0 of the logical warp
    }
    __device__ T Sum(T x) { return Reduce(x, hipcub::Sum()); }
    __device__ T Sum(T x, int valid) { return Reduce(x, hipcub::Sum(), valid); }
};

template <class T, int LOGICAL_WARP_THREADS = XLATE_WARP_SIZE>
class WarpScan {
    static_assert(LOGICAL_WARP_THREADS <= XLATE_WARP_SIZE, "LOGICAL_WARP_THREADS is wider than the wavefront");
public:
    struct TempStorage { char unused; };
    __device__ explicit WarpScan(TempStorage&) {}
    template <class Op> __device__ void InclusiveScan(T x, T& out, Op op) {
        const unsigned long long mask = detail::logical_mask<LOGICAL_WARP_THREADS>();
        const int lane = static_cast<int>(__lane_id() % LOGICAL_WARP_THREADS);
        for (int o = 1; o < LOGICAL_WARP_THREADS; o <<= 1) {
            T y = detail::util_shuffle_words(x, [&](unsigned long long w) { return __shfl_up_sync(mask, w, o, LOGICAL_WARP_THREADS); });
            if (lane >= o) x = op(y, x);
        }
        out = x;
    }
    template <class Op> __device__ void ExclusiveScan(T x, T& out, T init, Op op) {
        const unsigned long long mask = detail::logical_mask<LOGICAL_WARP_THREADS>();
        const int lane = static_cast<int>(__lane_id() % LOGICAL_WARP_THREADS);
        T inc;
        InclusiveScan(x, inc, op);
        T prev = detail::util_shuffle_words(inc, [&](unsigned long long w) { return __shfl_up_sync(mask, w, 1, LOGICAL_WARP_THREADS); });
        out = lane == 0 ? init : op(init, prev);
    }
    __device__ void InclusiveSum(T x, T& out) { InclusiveScan(x, out, hipcub::Sum()); }
    __device__ void ExclusiveSum(T x, T& out) {
        const unsigned long long mask = detail::logical_mask<LOGICAL_WARP_THREADS>();
        const int lane = static_cast<int>(__lane_id() % LOGICAL_WARP_THREADS);
        T inc;
        InclusiveScan(x, inc, hipcub::Sum());
        T prev = detail::util_shuffle_words(inc, [&](unsigned long long w) { return __shfl_up_sync(mask, w, 1, LOGICAL_WARP_THREADS); });
        out = lane == 0 ? T(0) : prev;
    }
};

// ---------------------------------------------------------------- block data movement
// Arrangements of a block's N * ITEMS_PER_THREAD items (CUB's terms): blocked, item k of thread t is
// element t * ITEMS_PER_THREAD + k; striped, element k * N + t; warp-striped, each warp of W lanes (W the
// wavefront width, as hipCUB's) owns W * ITEMS_PER_THREAD consecutive elements and lane l's item k is
// element l + k * W of them. The BlockLoad/BlockStore algorithms differ in how the hardware reaches
// memory, not in the result: every one but *_STRIPED gives the blocked arrangement, and here each reads
// or writes it directly. A guarded call touches only elements below `valid_items`; items beyond it
// keep their value, or take `oob_default` where one is given.
enum BlockLoadAlgorithm {
    BLOCK_LOAD_DIRECT, BLOCK_LOAD_STRIPED, BLOCK_LOAD_VECTORIZE, BLOCK_LOAD_TRANSPOSE, BLOCK_LOAD_WARP_TRANSPOSE,
    BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};
enum BlockStoreAlgorithm {
    BLOCK_STORE_DIRECT, BLOCK_STORE_STRIPED, BLOCK_STORE_VECTORIZE, BLOCK_STORE_TRANSPOSE,
    BLOCK_STORE_WARP_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};

namespace detail {
enum Arrangement { BLOCKED, STRIPED, WARP_STRIPED };
// The element index of item k of thread t in an arrangement of N threads.
template <Arrangement A, int N, int K> __device__ inline int element(int t, int k) {
    if (A == BLOCKED) return t * K + k;
    if (A == STRIPED) return k * N + t;
    constexpr int W = XLATE_WARP_SIZE;
    return t / W * W * K + t % W + k * W;
}
template <Arrangement A, int N, class It, class T, int K>
__device__ inline void load(int t, It it, T (&items)[K]) {
    for (int k = 0; k < K; ++k) items[k] = it[element<A, N, K>(t, k)];
}
template <Arrangement A, int N, class It, class T, int K>
__device__ inline void load(int t, It it, T (&items)[K], int valid) {
    for (int k = 0; k < K; ++k) {
        const int e = element<A, N, K>(t, k);
        if (e < valid) items[k] = it[e];
    }
}
template <Arrangement A, int N, class It, class T, int K, class D>
__device__ inline void load(int t, It it, T (&items)[K], int valid, D oob_default) {
    for (int k = 0; k < K; ++k) {
        const int e = element<A, N, K>(t, k);
        items[k] = e < valid ? T(it[e]) : T(oob_default);
    }
}
template <Arrangement A, int N, class It, class T, int K>
__device__ inline void store(int t, It it, T (&items)[K]) {
    for (int k = 0; k < K; ++k) it[element<A, N, K>(t, k)] = items[k];
}
template <Arrangement A, int N, class It, class T, int K>
__device__ inline void store(int t, It it, T (&items)[K], int valid) {
    for (int k = 0; k < K; ++k) {
        const int e = element<A, N, K>(t, k);
        if (e < valid) it[e] = items[k];
    }
}
}  // namespace detail

// CUB's free functions (the warp-striped ones for a block of whole warps, as in CUB)
template <class T, int K, class It> __device__ inline void LoadDirectBlocked(int t, It it, T (&items)[K]) {
    detail::load<detail::BLOCKED, 1>(t, it, items);
}
template <class T, int K, class It>
__device__ inline void LoadDirectBlocked(int t, It it, T (&items)[K], int valid) {
    detail::load<detail::BLOCKED, 1>(t, it, items, valid);
}
template <class T, class D, int K, class It>
__device__ inline void LoadDirectBlocked(int t, It it, T (&items)[K], int valid, D oob_default) {
    detail::load<detail::BLOCKED, 1>(t, it, items, valid, oob_default);
}
template <class T, int K> __device__ inline void LoadDirectBlockedVectorized(int t, T* p, T (&items)[K]) {
    detail::load<detail::BLOCKED, 1>(t, p, items);
}
template <int N, class T, int K, class It> __device__ inline void LoadDirectStriped(int t, It it, T (&items)[K]) {
    detail::load<detail::STRIPED, N>(t, it, items);
}
template <int N, class T, int K, class It>
__device__ inline void LoadDirectStriped(int t, It it, T (&items)[K], int valid) {
    detail::load<detail::STRIPED, N>(t, it, items, valid);
}
template <int N, class T, class D, int K, class It>
__device__ inline void LoadDirectStriped(int t, It it, T (&items)[K], int valid, D oob_default) {
    detail::load<detail::STRIPED, N>(t, it, items, valid, oob_default);
}
template <class T, int K, class It> __device__ inline void LoadDirectWarpStriped(int t, It it, T (&items)[K]) {
    detail::load<detail::WARP_STRIPED, 1>(t, it, items);
}
template <class T, int K, class It>
__device__ inline void LoadDirectWarpStriped(int t, It it, T (&items)[K], int valid) {
    detail::load<detail::WARP_STRIPED, 1>(t, it, items, valid);
}
template <class T, class D, int K, class It>
__device__ inline void LoadDirectWarpStriped(int t, It it, T (&items)[K], int valid, D oob_default) {
    detail::load<detail::WARP_STRIPED, 1>(t, it, items, valid, oob_default);
}
template <class T, int K, class It> __device__ inline void StoreDirectBlocked(int t, It it, T (&items)[K]) {
    detail::store<detail::BLOCKED, 1>(t, it, items);
}
template <class T, int K, class It>
__device__ inline void StoreDirectBlocked(int t, It it, T (&items)[K], int valid) {
    detail::store<detail::BLOCKED, 1>(t, it, items, valid);
}
template <class T, int K> __device__ inline void StoreDirectBlockedVectorized(int t, T* p, T (&items)[K]) {
    detail::store<detail::BLOCKED, 1>(t, p, items);
}
template <int N, class T, int K, class It> __device__ inline void StoreDirectStriped(int t, It it, T (&items)[K]) {
    detail::store<detail::STRIPED, N>(t, it, items);
}
template <int N, class T, int K, class It>
__device__ inline void StoreDirectStriped(int t, It it, T (&items)[K], int valid) {
    detail::store<detail::STRIPED, N>(t, it, items, valid);
}
template <class T, int K, class It> __device__ inline void StoreDirectWarpStriped(int t, It it, T (&items)[K]) {
    detail::store<detail::WARP_STRIPED, 1>(t, it, items);
}
template <class T, int K, class It>
__device__ inline void StoreDirectWarpStriped(int t, It it, T (&items)[K], int valid) {
    detail::store<detail::WARP_STRIPED, 1>(t, it, items, valid);
}

// BlockLoad/BlockStore reach memory directly in every algorithm: their TempStorage is never used, and
// the default constructors (CUB's, which use private shared storage) need none.
template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = 0>
class BlockLoad {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    static constexpr detail::Arrangement A = ALGORITHM == BLOCK_LOAD_STRIPED ? detail::STRIPED : detail::BLOCKED;
public:
    struct TempStorage { char unused; };
    __device__ BlockLoad() : tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ explicit BlockLoad(TempStorage&) : BlockLoad() {}
    template <class It> __device__ void Load(It it, T (&items)[ITEMS_PER_THREAD]) {
        detail::load<A, N>(tid_, it, items);
    }
    template <class It> __device__ void Load(It it, T (&items)[ITEMS_PER_THREAD], int valid) {
        detail::load<A, N>(tid_, it, items, valid);
    }
    template <class It, class D> __device__ void Load(It it, T (&items)[ITEMS_PER_THREAD], int valid, D oob_default) {
        detail::load<A, N>(tid_, it, items, valid, oob_default);
    }
private:
    int tid_;
};

template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = 0>
class BlockStore {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    static constexpr detail::Arrangement A = ALGORITHM == BLOCK_STORE_STRIPED ? detail::STRIPED : detail::BLOCKED;
public:
    struct TempStorage { char unused; };
    __device__ BlockStore() : tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ explicit BlockStore(TempStorage&) : BlockStore() {}
    template <class It> __device__ void Store(It it, T (&items)[ITEMS_PER_THREAD]) {
        detail::store<A, N>(tid_, it, items);
    }
    template <class It> __device__ void Store(It it, T (&items)[ITEMS_PER_THREAD], int valid) {
        detail::store<A, N>(tid_, it, items, valid);
    }
private:
    int tid_;
};

// Rearranges a block's items through its shared TempStorage: every thread writes its items at their
// element indices in the source arrangement, the block synchronises, every thread reads its items from
// the destination arrangement, and the block synchronises again so that the storage may be reused. A
// Scatter* call places item k at element ranks[k]. Warp-striped arrangements need whole warps.
template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int ARCH = 0>
class BlockExchange {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    static constexpr int K = ITEMS_PER_THREAD;
public:
    struct TempStorage { T v[N * K]; };
    __device__ explicit BlockExchange(TempStorage& t) : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    template <class O> __device__ void StripedToBlocked(const T (&in)[K], O (&out)[K]) {
        exchange<detail::STRIPED, detail::BLOCKED>(in, out);
    }
    template <class O> __device__ void BlockedToStriped(const T (&in)[K], O (&out)[K]) {
        exchange<detail::BLOCKED, detail::STRIPED>(in, out);
    }
    template <class O> __device__ void WarpStripedToBlocked(const T (&in)[K], O (&out)[K]) {
        exchange<detail::WARP_STRIPED, detail::BLOCKED>(in, out);
    }
    template <class O> __device__ void BlockedToWarpStriped(const T (&in)[K], O (&out)[K]) {
        exchange<detail::BLOCKED, detail::WARP_STRIPED>(in, out);
    }
    __device__ void StripedToBlocked(T (&items)[K]) { StripedToBlocked(items, items); }
    __device__ void BlockedToStriped(T (&items)[K]) { BlockedToStriped(items, items); }
    __device__ void WarpStripedToBlocked(T (&items)[K]) { WarpStripedToBlocked(items, items); }
    __device__ void BlockedToWarpStriped(T (&items)[K]) { BlockedToWarpStriped(items, items); }
    template <class O, class R> __device__ void ScatterToBlocked(const T (&in)[K], O (&out)[K], R (&ranks)[K]) {
        scatter<detail::BLOCKED>(in, out, ranks);
    }
    template <class O, class R> __device__ void ScatterToStriped(const T (&in)[K], O (&out)[K], R (&ranks)[K]) {
        scatter<detail::STRIPED>(in, out, ranks);
    }
    template <class R> __device__ void ScatterToBlocked(T (&items)[K], R (&ranks)[K]) { ScatterToBlocked(items, items, ranks); }
    template <class R> __device__ void ScatterToStriped(T (&items)[K], R (&ranks)[K]) { ScatterToStriped(items, items, ranks); }
private:
    template <detail::Arrangement From, detail::Arrangement To, class O>
    __device__ void exchange(const T (&in)[K], O (&out)[K]) {
        static_assert((From != detail::WARP_STRIPED && To != detail::WARP_STRIPED) || N % XLATE_WARP_SIZE == 0,
                      "BlockExchange: a warp-striped arrangement needs a block of whole warps");
        for (int k = 0; k < K; ++k) t_.v[detail::element<From, N, K>(tid_, k)] = in[k];
        __syncthreads();
        for (int k = 0; k < K; ++k) out[k] = t_.v[detail::element<To, N, K>(tid_, k)];
        __syncthreads();
    }
    template <detail::Arrangement To, class O, class R>
    __device__ void scatter(const T (&in)[K], O (&out)[K], R (&ranks)[K]) {
        for (int k = 0; k < K; ++k) t_.v[ranks[k]] = in[k];
        __syncthreads();
        for (int k = 0; k < K; ++k) out[k] = t_.v[detail::element<To, N, K>(tid_, k)];
        __syncthreads();
    }
    TempStorage& t_;
    int tid_;
};

}  // namespace hipcub

// The rest of hipCUB's API, one part per file (each opens namespace hipcub and may use what is above):
#include "xlate_util.hpp"         // macros, enums, traits, operators, thread/warp utilities
#include "xlate_iterators.hpp"    // fancy iterators, grid utilities, CachingDeviceAllocator
#include "xlate_device_core.hpp"  // DeviceReduce, DeviceScan, DeviceSelect, DeviceHistogram
#include "xlate_device_more.hpp"  // the other device-wide algorithms
#include "xlate_block_more.hpp"   // the other block collectives
#include "xlate_warp_more.hpp"    // the other warp collectives
