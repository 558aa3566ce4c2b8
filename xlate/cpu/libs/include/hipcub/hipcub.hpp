// xlate cpu backend: hipCUB's device-wide algorithms (DeviceReduce incl. ArgMin/ArgMax, DeviceScan,
// DeviceRadixSort, DeviceHistogram HistogramEven/HistogramRange, DeviceSelect If/Flagged/Unique,
// DeviceRunLengthEncode Encode/NonTrivialRuns: host implementations behind the same two-phase
// temp-storage interface, after a synchronisation of the stream) and the block/warp collectives
// (BlockReduce, BlockScan through the block's shared TempStorage and __syncthreads; WarpReduce and
// WarpScan through shuffles over LOGICAL_WARP_THREADS lanes). Other hipCUB classes are not supported
// on the cpu backend (a use does not compile).
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

template <class K> inline uint64_t radix_key(K k) {  // order-preserving unsigned image of a key
    static_assert(std::is_arithmetic<K>::value, "radix sort keys must be arithmetic on the cpu backend");
    uint64_t u = 0;
    if constexpr (std::is_floating_point<K>::value) {
        if constexpr (sizeof(K) == 4) {
            uint32_t b; std::memcpy(&b, &k, 4);
            b = (b & 0x80000000u) ? ~b : (b | 0x80000000u);
            u = b;
        } else {
            uint64_t b; std::memcpy(&b, &k, 8);
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

namespace detail {
// ArgMin / ArgMax: the first position of the extreme value ({1, max()/lowest()} for n = 0, as CUB)
template <class In, class Out, class Better>
inline hipError_t arg_extreme(void* temp, size_t& bytes, In in, Out out, int n, hipStream_t s, Better better,
                              value_of<In> empty) {
    if (sizing(temp, bytes)) return hipSuccess;
    sync(s);
    if (n <= 0) { *out = {1, empty}; return hipSuccess; }
    int best = 0;
    for (int i = 1; i < n; ++i)
        if (better(in[i], in[best])) best = i;
    *out = {best, in[best]};
    return hipSuccess;
}
}  // namespace detail

struct DeviceReduce {
    template <class In, class Out, class Op, class T>
    static hipError_t Reduce(void* temp, size_t& bytes, In in, Out out, int n, Op op, T init, hipStream_t s = 0,
                             bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        T acc = init;
        for (int i = 0; i < n; ++i) acc = op(acc, in[i]);
        *out = acc;
        return hipSuccess;
    }
    template <class In, class Out>
    static hipError_t Sum(void* temp, size_t& bytes, In in, Out out, int n, hipStream_t s = 0, bool = false) {
        using T = detail::value_of<In>;
        return Reduce(temp, bytes, in, out, n, hipcub::Sum(), T(0), s);
    }
    template <class In, class Out>
    static hipError_t Max(void* temp, size_t& bytes, In in, Out out, int n, hipStream_t s = 0, bool = false) {
        using T = detail::value_of<In>;
        return Reduce(temp, bytes, in, out, n, hipcub::Max(), std::numeric_limits<T>::lowest(), s);
    }
    template <class In, class Out>
    static hipError_t Min(void* temp, size_t& bytes, In in, Out out, int n, hipStream_t s = 0, bool = false) {
        using T = detail::value_of<In>;
        return Reduce(temp, bytes, in, out, n, hipcub::Min(), std::numeric_limits<T>::max(), s);
    }
    template <class In, class Out>
    static hipError_t ArgMin(void* temp, size_t& bytes, In in, Out out, int n, hipStream_t s = 0, bool = false) {
        using T = detail::value_of<In>;
        return detail::arg_extreme(temp, bytes, in, out, n, s, [](const T& a, const T& b) { return a < b; },
                                     std::numeric_limits<T>::max());
    }
    template <class In, class Out>
    static hipError_t ArgMax(void* temp, size_t& bytes, In in, Out out, int n, hipStream_t s = 0, bool = false) {
        using T = detail::value_of<In>;
        return detail::arg_extreme(temp, bytes, in, out, n, s, [](const T& a, const T& b) { return b < a; },
                                     std::numeric_limits<T>::lowest());
    }
};

struct DeviceScan {
    template <class In, class Out, class Op>
    static hipError_t InclusiveScan(void* temp, size_t& bytes, In in, Out out, Op op, int n, hipStream_t s = 0,
                                    bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        if (n <= 0) return hipSuccess;
        detail::value_of<In> acc = in[0];
        out[0] = acc;
        for (int i = 1; i < n; ++i) { acc = op(acc, in[i]); out[i] = acc; }
        return hipSuccess;
    }
    template <class In, class Out, class Op, class T>
    static hipError_t ExclusiveScan(void* temp, size_t& bytes, In in, Out out, Op op, T init, int n,
                                    hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        T acc = init;
        for (int i = 0; i < n; ++i) { T x = in[i]; out[i] = acc; acc = op(acc, x); }
        return hipSuccess;
    }
    template <class In, class Out>
    static hipError_t InclusiveSum(void* temp, size_t& bytes, In in, Out out, int n, hipStream_t s = 0, bool = false) {
        return InclusiveScan(temp, bytes, in, out, hipcub::Sum(), n, s);
    }
    template <class In, class Out>
    static hipError_t ExclusiveSum(void* temp, size_t& bytes, In in, Out out, int n, hipStream_t s = 0, bool = false) {
        using T = detail::value_of<In>;
        return ExclusiveScan(temp, bytes, in, out, hipcub::Sum(), T(0), n, s);
    }
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

// samples in [lower, upper) fall into num_levels - 1 equal bins (bin = (x - lower) * bins / (upper -
// lower), in double for floating-point samples); others are not counted. The histogram is overwritten.
struct DeviceHistogram {
    template <class In, class C, class L, class Off>
    static hipError_t HistogramEven(void* temp, size_t& bytes, In samples, C* hist, int num_levels, L lower, L upper,
                                    Off num_samples, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        const int bins = num_levels - 1;
        for (int b = 0; b < bins; ++b) hist[b] = C(0);
        for (Off i = 0; i < num_samples; ++i) {
            const auto x = samples[i];
            if (!(x >= lower && x < upper)) continue;
            int b;
            if constexpr (std::is_integral<L>::value && std::is_integral<detail::value_of<In>>::value)
                b = static_cast<int>((static_cast<int64_t>(x) - lower) * bins / (static_cast<int64_t>(upper) - lower));
            else
                b = static_cast<int>((static_cast<double>(x) - lower) * bins / (static_cast<double>(upper) - lower));
            hist[b < bins ? b : bins - 1] += C(1);
        }
        return hipSuccess;
    }
    // bin b holds samples in [levels[b], levels[b + 1])
    template <class In, class C, class L, class Off>
    static hipError_t HistogramRange(void* temp, size_t& bytes, In samples, C* hist, int num_levels, const L* levels,
                                     Off num_samples, hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        for (int b = 0; b + 1 < num_levels; ++b) hist[b] = C(0);
        for (Off i = 0; i < num_samples; ++i) {
            const auto x = samples[i];
            const L* up = std::upper_bound(levels, levels + num_levels, x);
            const int b = static_cast<int>(up - levels) - 1;
            if (b >= 0 && b + 1 < num_levels) hist[b] += C(1);
        }
        return hipSuccess;
    }
};

// stream compaction: the selected items in input order, their count written to *num_selected
struct DeviceSelect {
    template <class In, class Out, class N, class Pred>
    static hipError_t If(void* temp, size_t& bytes, In in, Out out, N num_selected, int n, Pred pred,
                         hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        int k = 0;
        for (int i = 0; i < n; ++i)
            if (pred(in[i])) out[k++] = in[i];
        *num_selected = k;
        return hipSuccess;
    }
    template <class In, class F, class Out, class N>
    static hipError_t Flagged(void* temp, size_t& bytes, In in, F flags, Out out, N num_selected, int n,
                              hipStream_t s = 0, bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        int k = 0;
        for (int i = 0; i < n; ++i)
            if (flags[i]) out[k++] = in[i];
        *num_selected = k;
        return hipSuccess;
    }
    // the first item of each run of equal items
    template <class In, class Out, class N>
    static hipError_t Unique(void* temp, size_t& bytes, In in, Out out, N num_selected, int n, hipStream_t s = 0,
                             bool = false) {
        if (detail::sizing(temp, bytes)) return hipSuccess;
        detail::sync(s);
        int k = 0;
        for (int i = 0; i < n; ++i)
            if (i == 0 || !(in[i] == in[i - 1])) out[k++] = in[i];
        *num_selected = k;
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

template <class T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1>
class BlockScan {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
public:
    struct TempStorage { T in[N]; T out[N]; T total; };
    __device__ explicit BlockScan(TempStorage& t) : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    template <class Op> __device__ void InclusiveScan(T x, T& out, Op op, T& aggregate) {
        t_.in[tid_] = x;
        __syncthreads();
        if (tid_ == 0) {
            T acc = t_.in[0];
            t_.out[0] = acc;
            for (int i = 1; i < N; ++i) { acc = op(acc, t_.in[i]); t_.out[i] = acc; }
            t_.total = acc;
        }
        __syncthreads();
        out = t_.out[tid_];
        aggregate = t_.total;
        __syncthreads();
    }
    template <class Op> __device__ void InclusiveScan(T x, T& out, Op op) { T a; InclusiveScan(x, out, op, a); }
    template <class Op> __device__ void ExclusiveScan(T x, T& out, T init, Op op, T& aggregate) {
        t_.in[tid_] = x;
        __syncthreads();
        if (tid_ == 0) {
            T acc = init;
            for (int i = 0; i < N; ++i) { t_.out[i] = acc; acc = op(acc, t_.in[i]); }
            t_.total = op(t_.out[N - 1], t_.in[N - 1]);
        }
        __syncthreads();
        out = t_.out[tid_];
        aggregate = t_.total;
        __syncthreads();
    }
    template <class Op> __device__ void ExclusiveScan(T x, T& out, T init, Op op) { T a; ExclusiveScan(x, out, init, op, a); }
    __device__ void InclusiveSum(T x, T& out) { InclusiveScan(x, out, hipcub::Sum()); }
    __device__ void InclusiveSum(T x, T& out, T& aggregate) { InclusiveScan(x, out, hipcub::Sum(), aggregate); }
    __device__ void ExclusiveSum(T x, T& out) { ExclusiveScan(x, out, T(0), hipcub::Sum()); }
    __device__ void ExclusiveSum(T x, T& out, T& aggregate) { ExclusiveScan(x, out, T(0), hipcub::Sum(), aggregate); }
private:
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
            T y = __shfl_down_sync(mask, x, o, LOGICAL_WARP_THREADS);
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
            T y = __shfl_up_sync(mask, x, o, LOGICAL_WARP_THREADS);
            if (lane >= o) x = op(y, x);
        }
        out = x;
    }
    template <class Op> __device__ void ExclusiveScan(T x, T& out, T init, Op op) {
        const unsigned long long mask = detail::logical_mask<LOGICAL_WARP_THREADS>();
        const int lane = static_cast<int>(__lane_id() % LOGICAL_WARP_THREADS);
        T inc;
        InclusiveScan(x, inc, op);
        T prev = __shfl_up_sync(mask, inc, 1, LOGICAL_WARP_THREADS);
        out = lane == 0 ? init : op(init, prev);
    }
    __device__ void InclusiveSum(T x, T& out) { InclusiveScan(x, out, hipcub::Sum()); }
    __device__ void ExclusiveSum(T x, T& out) {
        const unsigned long long mask = detail::logical_mask<LOGICAL_WARP_THREADS>();
        const int lane = static_cast<int>(__lane_id() % LOGICAL_WARP_THREADS);
        T inc;
        InclusiveScan(x, inc, hipcub::Sum());
        T prev = __shfl_up_sync(mask, inc, 1, LOGICAL_WARP_THREADS);
        out = lane == 0 ? T(0) : prev;
    }
};

}  // namespace hipcub
