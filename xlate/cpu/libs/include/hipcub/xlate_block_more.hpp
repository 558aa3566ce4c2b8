// xlate cpu backend: hipCUB, part of <hipcub/hipcub.hpp> (see there): the other block collectives.
//
// The collectives work through block-wide storage (TempStorage, except where said below): each thread
// writes what the operation needs (its items, or its first and last item), the block synchronises, one
// thread computes (a sort, a ranking, a prefix sum) or every thread reads its neighbours' items, and a
// final __syncthreads lets the program reuse the storage at once. Simple and exact, not fast. Blocks may
// be 1-D, 2-D or 3-D (threads numbered x-fastest); the default constructors use a private __shared__
// storage.
// - BlockRadixSort: a stable sort of the tile by the keys' radix images (hipcub.hpp's detail::radix_key:
//   -0.0 equals +0.0, negative NaNs come first and positive NaNs last) restricted to [begin_bit, end_bit),
//   ascending or descending, results blocked or striped. A decomposer's tuple (std::tuple, or anything
//   std::tuple_size and std::get accept) is one key of its parts' images, the first part most significant.
//   Keys are arithmetic types, __half or bfloat16.
// - BlockMergeSort: a stable sort by compare_op (Sort and StableSort alike); with valid_items, the items
//   from valid_items on take oob_default first (CUB expects it to be ordered after every valid key).
// - BlockRadixRank / BlockRadixRankMatch: the rank of each key in a stable counting sort of the tile by
//   digit_extractor.Digit(key) (digits flipped when IS_DESCENDING); equal digits are ordered by thread,
//   then item (Rank), or by warp, item, lane (RankMatch: the warp-striped order; the warp is the
//   wavefront, XLATE_WARP_SIZE lanes, as in hipCUB). exclusive_digit_prefix[i] is, as in CUB, the number
//   of keys ranked before digit tid * BINS_TRACKED_PER_THREAD + i (for IS_DESCENDING: of the keys with a
//   greater digit; hipCUB indexes that array by the flipped digit instead). The keys per thread are a
//   parameter of the call, so the tile's digits go to a per-block scratch buffer, not to TempStorage.
// - BlockHistogram: both algorithms add one per item with an atomic add (a histogram in global memory
//   may be shared by blocks running at the same time); its TempStorage is not used.
// - BlockDiscontinuity, BlockAdjacentDifference, BlockShuffle: each thread reads its neighbours' first or
//   last items through the storage; a flag operator may take the index of its second item as a third
//   argument (CUB's b_index).
// - BlockRakingLayout: the constants and pointers of hipCUB's layout (the wavefront is XLATE_WARP_SIZE).
// - BlockRunLengthDecode: one thread turns the run lengths into offsets; a decode binary-searches them.
// Not provided: BlockMergeSort::SortBlockedToStriped and RankMatch's count callbacks (hipCUB 7.2.4 does
// not declare them either), BlockMergeSortStrategy, MergePath and SerialMerge.
#pragma once
#include <array>
#include <tuple>

namespace hipcub {

namespace detail {
// Sorts the tile's n keys (and values, unless vals is null) stably by less(i, j), a comparison of the
// keys at positions i and j before the sort.
template <class K, class V, class Less> inline void blk_sort_tile(K* keys, V* vals, int n, Less less) {
    std::vector<int> idx(n);
    std::iota(idx.begin(), idx.end(), 0);
    std::stable_sort(idx.begin(), idx.end(), less);
    std::vector<K> ks(keys, keys + n);
    for (int i = 0; i < n; ++i) keys[i] = ks[idx[i]];
    if (vals == nullptr) return;
    std::vector<V> vs(vals, vals + n);
    for (int i = 0; i < n; ++i) vals[i] = vs[idx[i]];
}

// A key's radix image (arithmetic keys: hipcub.hpp's radix_key; __half and bfloat16: their traits'
// twiddle, -0.0 as +0.0), and its bits [begin, end).
template <class K> inline uint64_t blk_radix_image(const K& k) {
    if constexpr (std::is_arithmetic<K>::value) {
        return radix_key(k);
    } else {
        using U = typename Traits<K>::UnsignedBits;
        static_assert(Traits<K>::CATEGORY == FLOATING_POINT && sizeof(U) == sizeof(K) && sizeof(U) <= 8,
                      "radix sort keys are arithmetic, __half or bfloat16 on the cpu backend");
        U b;
        std::memcpy(&b, &k, sizeof(U));
        if (b == U(U(1) << (sizeof(U) * 8 - 1))) b = U(0);
        return Traits<K>::TwiddleIn(b);
    }
}
template <class K> inline uint64_t blk_radix_bits(const K& k, int begin, int end) {
    const uint64_t u = blk_radix_image(k) >> begin;
    return end - begin >= 64 ? u : u & ((uint64_t(1) << (end - begin)) - 1);
}

// The radix image of a decomposer's tuple: the parts' images side by side, the last part in the lowest
// bits, only bits [begin, end) kept; word 0 is the most significant, so arrays compare as the keys order.
using blk_wide_image = std::array<uint64_t, 4>;
template <class P> inline void blk_put_part(blk_wide_image& img, int& pos, const P& part, int begin, int end) {
    const uint64_t u = blk_radix_image(part);
    for (int b = 0; b < static_cast<int>(sizeof(P) * 8); ++b, ++pos)
        if (((u >> b) & 1) && pos >= begin && pos < end) img[3 - pos / 64] |= uint64_t(1) << (pos % 64);
}
template <class Tup, size_t... I>
inline blk_wide_image blk_tuple_image(const Tup& t, int begin, int end, std::index_sequence<I...>) {
    constexpr size_t n = sizeof...(I);
    blk_wide_image img{};
    int pos = 0;
    (blk_put_part(img, pos, std::get<n - 1 - I>(t), begin, end), ...);
    return img;
}
template <class Tup, size_t... I> constexpr int blk_tuple_bits(std::index_sequence<I...>) {
    return (0 + ... + static_cast<int>(sizeof(std::decay_t<std::tuple_element_t<I, Tup>>) * 8));
}
template <class Tup> inline blk_wide_image blk_tuple_image(const Tup& t, int begin, int end) {
    using seq = std::make_index_sequence<std::tuple_size<Tup>::value>;
    static_assert(blk_tuple_bits<Tup>(seq{}) <= 256, "a decomposed key has at most 256 bits on the cpu backend");
    return blk_tuple_image(t, begin, end, seq{});
}

// A flag operator called as op(a, b, b_index) where it takes the index, else as op(a, b).
template <class Op, class T> __device__ inline auto blk_flag_apply(Op& op, T& a, T& b, int b_index) {
    if constexpr (std::is_invocable<Op&, T&, T&, unsigned int>::value)
        return op(a, b, static_cast<unsigned int>(b_index));
    else
        return op(a, b);
}

// Adds one to *p atomically (blocks may run at the same time on the cpu backend).
template <class C> inline void blk_atomic_add_one(C* p) {
    if constexpr (std::is_integral<C>::value) __atomic_fetch_add(p, C(1), __ATOMIC_RELAXED);
    else atomicAdd(p, C(1));
}
}  // namespace detail

// ---------------------------------------------------------------- BlockRadixSort
template <class KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, class ValueT = NullType, int RADIX_BITS = 4,
          bool MEMOIZE_OUTER_SCAN = true, BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
          hipSharedMemConfig SMEM_CONFIG = hipSharedMemBankSizeFourByte, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int ARCH = 0>
class BlockRadixSort {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    static constexpr int K = ITEMS_PER_THREAD;
    static_assert(N > 0, "BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z must be greater than 0");
    template <class D> using if_decomposer = std::enable_if_t<!std::is_convertible<D, int>::value>;
    template <class D> static constexpr int decomposed_bits() {
        using Tup = decltype(std::declval<D&>()(std::declval<KeyT&>()));
        return detail::blk_tuple_bits<Tup>(std::make_index_sequence<std::tuple_size<Tup>::value>{});
    }
public:
    struct TempStorage { KeyT keys[N * K]; ValueT values[N * K]; };
    __device__ BlockRadixSort() : BlockRadixSort(private_storage()) {}
    __device__ BlockRadixSort(TempStorage& t)
        : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

#define XLATE_CUB_RADIX_SORT(NAME, DESC, STRIPED)                                                              \
    __device__ void NAME(KeyT (&keys)[K], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {                 \
        sort(keys, nullptr, by_bits(begin_bit, end_bit), DESC, STRIPED);                                    \
    }                                                                                                        \
    __device__ void NAME(KeyT (&keys)[K], ValueT (&values)[K], int begin_bit = 0,                            \
                         int end_bit = sizeof(KeyT) * 8) {                                                   \
        sort(keys, values, by_bits(begin_bit, end_bit), DESC, STRIPED);                                     \
    }                                                                                                        \
    template <class D>                                                                                       \
    __device__ if_decomposer<D> NAME(KeyT (&keys)[K], D decomposer, int begin_bit, int end_bit) {            \
        sort(keys, nullptr, by_parts(decomposer, begin_bit, end_bit), DESC, STRIPED);                       \
    }                                                                                                        \
    template <class D> __device__ if_decomposer<D> NAME(KeyT (&keys)[K], D decomposer) {                       \
        sort(keys, nullptr, by_parts(decomposer, 0, decomposed_bits<D>()), DESC, STRIPED);                  \
    }                                                                                                        \
    template <class D>                                                                                       \
    __device__ if_decomposer<D> NAME(KeyT (&keys)[K], ValueT (&values)[K], D decomposer, int begin_bit,      \
                                     int end_bit) {                                                          \
        sort(keys, values, by_parts(decomposer, begin_bit, end_bit), DESC, STRIPED);                        \
    }                                                                                                        \
    template <class D> __device__ if_decomposer<D> NAME(KeyT (&keys)[K], ValueT (&values)[K], D decomposer) {  \
        sort(keys, values, by_parts(decomposer, 0, decomposed_bits<D>()), DESC, STRIPED);                   \
    }
    XLATE_CUB_RADIX_SORT(Sort, false, false)
    XLATE_CUB_RADIX_SORT(SortDescending, true, false)
    XLATE_CUB_RADIX_SORT(SortBlockedToStriped, false, true)
    XLATE_CUB_RADIX_SORT(SortDescendingBlockedToStriped, true, true)
#undef XLATE_CUB_RADIX_SORT

private:
    static auto by_bits(int begin, int end) {
        return [begin, end](const KeyT& k) { return detail::blk_radix_bits(k, begin, end); };
    }
    template <class D> static auto by_parts(D decomposer, int begin, int end) {
        return [decomposer, begin, end](KeyT& k) mutable {
            return detail::blk_tuple_image(decomposer(k), begin, end);
        };
    }
    // image(key) is the key's radix image, compared as an unsigned number
    template <class Image>
    __device__ void sort(KeyT (&keys)[K], ValueT* values, Image image, bool desc, bool striped) {
        for (int k = 0; k < K; ++k) {
            t_.keys[tid_ * K + k] = keys[k];
            if (values) t_.values[tid_ * K + k] = values[k];
        }
        __syncthreads();
        if (tid_ == 0) {
            std::vector<decltype(image(t_.keys[0]))> img;
            for (int e = 0; e < N * K; ++e) img.push_back(image(t_.keys[e]));
            detail::blk_sort_tile(t_.keys, values ? t_.values : nullptr, N * K,
                                  [&](int a, int b) { return desc ? img[b] < img[a] : img[a] < img[b]; });
        }
        __syncthreads();
        for (int k = 0; k < K; ++k) {
            const int e = striped ? k * N + tid_ : tid_ * K + k;
            keys[k] = t_.keys[e];
            if (values) values[k] = t_.values[e];
        }
        __syncthreads();
    }
    __device__ static TempStorage& private_storage() {
        __shared__ TempStorage storage;
        return storage;
    }
    TempStorage& t_;
    int tid_;
};

// ---------------------------------------------------------------- BlockMergeSort
template <class KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, class ValueT = NullType, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1>
class BlockMergeSort {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    static constexpr int K = ITEMS_PER_THREAD;
    static_assert(N > 0 && (N & (N - 1)) == 0, "NUM_THREADS must be a power of two");
public:
    struct TempStorage { KeyT keys[N * K]; ValueT values[N * K]; };
    __device__ BlockMergeSort() : BlockMergeSort(private_storage()) {}
    __device__ explicit BlockMergeSort(TempStorage& t)
        : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ unsigned int get_linear_tid() const { return static_cast<unsigned int>(tid_); }

    template <class CompareOp> __device__ void Sort(KeyT (&keys)[K], CompareOp compare_op) {
        sort(keys, nullptr, compare_op, N * K, nullptr);
    }
    template <class CompareOp>
    __device__ void Sort(KeyT (&keys)[K], CompareOp compare_op, int valid_items, KeyT oob_default) {
        sort(keys, nullptr, compare_op, valid_items, &oob_default);
    }
    template <class CompareOp> __device__ void Sort(KeyT (&keys)[K], ValueT (&items)[K], CompareOp compare_op) {
        sort(keys, items, compare_op, N * K, nullptr);
    }
    // IS_LAST_TILE false: the tile is full, valid_items and oob_default are not used
    template <class CompareOp, bool IS_LAST_TILE = true>
    __device__ void Sort(KeyT (&keys)[K], ValueT (&items)[K], CompareOp compare_op, int valid_items, KeyT oob_default) {
        sort(keys, items, compare_op, IS_LAST_TILE ? valid_items : N * K, IS_LAST_TILE ? &oob_default : nullptr);
    }
    template <class CompareOp> __device__ void StableSort(KeyT (&keys)[K], CompareOp compare_op) {
        Sort(keys, compare_op);
    }
    template <class CompareOp> __device__ void StableSort(KeyT (&keys)[K], ValueT (&items)[K], CompareOp compare_op) {
        Sort(keys, items, compare_op);
    }
    template <class CompareOp>
    __device__ void StableSort(KeyT (&keys)[K], CompareOp compare_op, int valid_items, KeyT oob_default) {
        Sort(keys, compare_op, valid_items, oob_default);
    }
    template <class CompareOp, bool IS_LAST_TILE = true>
    __device__ void StableSort(KeyT (&keys)[K], ValueT (&items)[K], CompareOp compare_op, int valid_items,
                               KeyT oob_default) {
        Sort<CompareOp, IS_LAST_TILE>(keys, items, compare_op, valid_items, oob_default);
    }

private:
    template <class CompareOp>
    __device__ void sort(KeyT (&keys)[K], ValueT* items, CompareOp op, int valid, const KeyT* oob_default) {
        for (int k = 0; k < K; ++k) {
            const int e = tid_ * K + k;
            t_.keys[e] = oob_default && e >= valid ? *oob_default : keys[k];
            if (items) t_.values[e] = items[k];
        }
        __syncthreads();
        if (tid_ == 0) {
            KeyT* ks = t_.keys;
            detail::blk_sort_tile(ks, items ? t_.values : nullptr, N * K,
                                  [&](int a, int b) { return op(ks[a], ks[b]); });
        }
        __syncthreads();
        for (int k = 0; k < K; ++k) {
            keys[k] = t_.keys[tid_ * K + k];
            if (items) items[k] = t_.values[tid_ * K + k];
        }
        __syncthreads();
    }
    __device__ static TempStorage& private_storage() {
        __shared__ TempStorage storage;
        return storage;
    }
    TempStorage& t_;
    int tid_;
};

// ---------------------------------------------------------------- BlockRadixRank, BlockRadixRankMatch
namespace detail {
// A per-block scratch buffer: a worker OS thread runs one block at a time with all its fibers (what
// __shared__ relies on too), and fibers switch only at synchronisations, so a thread_local vector that
// each thread grows before the block's first barrier is block-wide storage of any size.
inline std::vector<int>& blk_scratch() {
    thread_local std::vector<int> v;
    return v;
}

// Ranks a tile by digit (the key counts need N * K ints of storage, K a parameter of the call, hence
// the scratch buffer). WARP == 0: equal digits in (thread, item) order; else in (warp, item, lane) order.
template <int N, int RADIX_BITS, bool IS_DESCENDING, int WARP> struct blk_radix_ranker {
    static constexpr int R = 1 << RADIX_BITS;
    static constexpr int BINS = (R + N - 1) / N;

    template <int K, class U, class X>
    __device__ static void rank(int tid, U (&keys)[K], int (&ranks)[K], X& extractor, int* digit_prefix) {
        constexpr size_t size = 2 * N * K + R;  // digits, ranks, digit prefix
        if (blk_scratch().size() < size) blk_scratch().resize(size);
        int* digit = blk_scratch().data();
        for (int k = 0; k < K; ++k) {
            const int d = static_cast<int>(extractor.Digit(keys[k])) & (R - 1);
            digit[tid * K + k] = IS_DESCENDING ? R - 1 - d : d;
        }
        __syncthreads();
        int* rank = digit + N * K;
        int* prefix = rank + N * K;
        if (tid == 0) {
            std::vector<int> next(R);
            for (int e = 0; e < N * K; ++e) ++next[digit[e]];
            for (int d = 0, sum = 0; d < R; ++d) { prefix[d] = sum; sum += next[d]; next[d] = prefix[d]; }
            if (WARP == 0) {
                for (int e = 0; e < N * K; ++e) rank[e] = next[digit[e]]++;
            } else {
                for (int w = 0; w * WARP < N; ++w)
                    for (int k = 0; k < K; ++k)
                        for (int t = w * WARP; t < (w + 1) * WARP && t < N; ++t)
                            rank[t * K + k] = next[digit[t * K + k]]++;
            }
        }
        __syncthreads();
        for (int k = 0; k < K; ++k) ranks[k] = rank[tid * K + k];
        for (int i = 0; digit_prefix && i < BINS; ++i) {
            const int bin = tid * BINS + i;
            if (bin < R) digit_prefix[i] = prefix[IS_DESCENDING ? R - 1 - bin : bin];
        }
        __syncthreads();
    }
};
}  // namespace detail

#define XLATE_CUB_RADIX_RANK_BODY(CLASS, WARP)                                                               \
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;                                        \
    using Ranker = detail::blk_radix_ranker<N, RADIX_BITS, IS_DESCENDING, WARP>;                             \
public:                                                                                                      \
    enum { BINS_TRACKED_PER_THREAD = Ranker::BINS };                                                         \
    struct TempStorage { char unused; };                                                                     \
    __device__ CLASS() : tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}                \
    __device__ CLASS(TempStorage&) : CLASS() {}                                                              \
    template <class U, int KEYS_PER_THREAD, class X>                                                         \
    __device__ void RankKeys(U (&keys)[KEYS_PER_THREAD], int (&ranks)[KEYS_PER_THREAD], X digit_extractor) { \
        Ranker::rank(tid_, keys, ranks, digit_extractor, nullptr);                                           \
    }                                                                                                        \
    template <class U, int KEYS_PER_THREAD, class X>                                                         \
    __device__ void RankKeys(U (&keys)[KEYS_PER_THREAD], int (&ranks)[KEYS_PER_THREAD], X digit_extractor,   \
                             int (&exclusive_digit_prefix)[BINS_TRACKED_PER_THREAD]) {                       \
        Ranker::rank(tid_, keys, ranks, digit_extractor, exclusive_digit_prefix);                            \
    }                                                                                                        \
private:                                                                                                     \
    int tid_;

template <int BLOCK_DIM_X, int RADIX_BITS, bool IS_DESCENDING, bool MEMOIZE_OUTER_SCAN = false,
          BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
          hipSharedMemConfig SMEM_CONFIG = hipSharedMemBankSizeFourByte, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int ARCH = 0>
class BlockRadixRank {
    XLATE_CUB_RADIX_RANK_BODY(BlockRadixRank, 0)
};
template <int BLOCK_DIM_X, int RADIX_BITS, bool IS_DESCENDING,
          BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int ARCH = 0>
class BlockRadixRankMatch {
    XLATE_CUB_RADIX_RANK_BODY(BlockRadixRankMatch, XLATE_WARP_SIZE)
};
#undef XLATE_CUB_RADIX_RANK_BODY

// ---------------------------------------------------------------- BlockHistogram
enum BlockHistogramAlgorithm { BLOCK_HISTO_ATOMIC, BLOCK_HISTO_SORT };

// The items are bin indices; Composite adds their counts to the histogram (zeroed by InitHistogram).
template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, int BINS,
          BlockHistogramAlgorithm ALGORITHM = BLOCK_HISTO_SORT, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = 0>
class BlockHistogram {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
public:
    struct TempStorage { char unused; };
    __device__ BlockHistogram() : tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
    __device__ BlockHistogram(TempStorage&) : BlockHistogram() {}
    template <class CounterT> __device__ void InitHistogram(CounterT histogram[BINS]) {
        for (int b = tid_; b < BINS; b += N) histogram[b] = CounterT(0);
    }
    template <class CounterT> __device__ void Composite(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {
        for (int k = 0; k < ITEMS_PER_THREAD; ++k) detail::blk_atomic_add_one(&histogram[items[k]]);
    }
    template <class CounterT> __device__ void Histogram(T (&items)[ITEMS_PER_THREAD], CounterT histogram[BINS]) {
        InitHistogram(histogram);
        __syncthreads();
        Composite(items, histogram);
    }
private:
    int tid_;
};

// ---------------------------------------------------------------- neighbours: discontinuity, difference
namespace detail {
// Gives each thread its neighbours' items: first[t] and last[t] are thread t's first and last items.
template <class T, int N> struct blk_neighbour_storage { T first[N]; T last[N]; };
}  // namespace detail

// head_flags[i] = flag_op(previous item, item) (1 for the tile's first item, unless a tile predecessor is
// given); tail_flags[i] = flag_op(item, next item) (1 for the tile's last item, unless a successor is given).
template <class T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = 0>
class BlockDiscontinuity {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
public:
    using TempStorage = detail::blk_neighbour_storage<T, N>;
    __device__ BlockDiscontinuity() : BlockDiscontinuity(private_storage()) {}
    __device__ BlockDiscontinuity(TempStorage& t)
        : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

    template <int K, class FlagT, class FlagOp>
    __device__ void FlagHeads(FlagT (&head_flags)[K], T (&input)[K], FlagOp flag_op) {
        heads(head_flags, input, flag_op, nullptr);
    }
    template <int K, class FlagT, class FlagOp>
    __device__ void FlagHeads(FlagT (&head_flags)[K], T (&input)[K], FlagOp flag_op, T tile_predecessor_item) {
        heads(head_flags, input, flag_op, &tile_predecessor_item);
    }
    template <int K, class FlagT, class FlagOp>
    __device__ void FlagTails(FlagT (&tail_flags)[K], T (&input)[K], FlagOp flag_op) {
        tails(tail_flags, input, flag_op, nullptr);
    }
    template <int K, class FlagT, class FlagOp>
    __device__ void FlagTails(FlagT (&tail_flags)[K], T (&input)[K], FlagOp flag_op, T tile_successor_item) {
        tails(tail_flags, input, flag_op, &tile_successor_item);
    }
    template <int K, class FlagT, class FlagOp>
    __device__ void FlagHeadsAndTails(FlagT (&head_flags)[K], FlagT (&tail_flags)[K], T (&input)[K], FlagOp flag_op) {
        heads(head_flags, input, flag_op, nullptr);
        tails(tail_flags, input, flag_op, nullptr);
    }
    template <int K, class FlagT, class FlagOp>
    __device__ void FlagHeadsAndTails(FlagT (&head_flags)[K], FlagT (&tail_flags)[K], T tile_successor_item,
                                      T (&input)[K], FlagOp flag_op) {
        heads(head_flags, input, flag_op, nullptr);
        tails(tail_flags, input, flag_op, &tile_successor_item);
    }
    template <int K, class FlagT, class FlagOp>
    __device__ void FlagHeadsAndTails(FlagT (&head_flags)[K], T tile_predecessor_item, FlagT (&tail_flags)[K],
                                      T (&input)[K], FlagOp flag_op) {
        heads(head_flags, input, flag_op, &tile_predecessor_item);
        tails(tail_flags, input, flag_op, nullptr);
    }
    template <int K, class FlagT, class FlagOp>
    __device__ void FlagHeadsAndTails(FlagT (&head_flags)[K], T tile_predecessor_item, FlagT (&tail_flags)[K],
                                      T tile_successor_item, T (&input)[K], FlagOp flag_op) {
        heads(head_flags, input, flag_op, &tile_predecessor_item);
        tails(tail_flags, input, flag_op, &tile_successor_item);
    }

private:
    template <int K, class FlagT, class FlagOp>
    __device__ void heads(FlagT (&flags)[K], T (&input)[K], FlagOp& op, T* predecessor) {
        T v[K];
        for (int k = 0; k < K; ++k) v[k] = input[k];
        t_.last[tid_] = v[K - 1];
        __syncthreads();
        for (int k = 0; k < K; ++k) {
            const int e = tid_ * K + k;
            if (k > 0) flags[k] = detail::blk_flag_apply(op, v[k - 1], v[k], e);
            else if (tid_ > 0) flags[k] = detail::blk_flag_apply(op, t_.last[tid_ - 1], v[k], e);
            else flags[k] = predecessor ? detail::blk_flag_apply(op, *predecessor, v[k], e) : 1;
        }
        __syncthreads();
    }
    template <int K, class FlagT, class FlagOp>
    __device__ void tails(FlagT (&flags)[K], T (&input)[K], FlagOp& op, T* successor) {
        T v[K];
        for (int k = 0; k < K; ++k) v[k] = input[k];
        t_.first[tid_] = v[0];
        __syncthreads();
        for (int k = 0; k < K; ++k) {
            const int next = tid_ * K + k + 1;
            if (k + 1 < K) flags[k] = detail::blk_flag_apply(op, v[k], v[k + 1], next);
            else if (tid_ + 1 < N) flags[k] = detail::blk_flag_apply(op, v[k], t_.first[tid_ + 1], next);
            else flags[k] = successor ? detail::blk_flag_apply(op, v[k], *successor, next) : 1;
        }
        __syncthreads();
    }
    __device__ static TempStorage& private_storage() {
        __shared__ TempStorage storage;
        return storage;
    }
    TempStorage& t_;
    int tid_;
};

// SubtractLeft: output[i] = difference_op(item, previous item), the tile's first item copied (or taken
// against the tile predecessor); SubtractRight: difference_op(item, next item), the last item copied (or
// taken against the successor). In a partial tile the items from valid_items on are copied, and so is
// (SubtractRight) the last valid one.
template <class T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = 0>
class BlockAdjacentDifference {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
public:
    using TempStorage = detail::blk_neighbour_storage<T, N>;
    __device__ BlockAdjacentDifference() : BlockAdjacentDifference(private_storage()) {}
    __device__ BlockAdjacentDifference(TempStorage& t)
        : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

    template <int K, class OutputT, class DifferenceOpT>
    __device__ void SubtractLeft(T (&input)[K], OutputT (&output)[K], DifferenceOpT difference_op) {
        left(input, output, difference_op, nullptr, N * K);
    }
    template <int K, class OutputT, class DifferenceOpT>
    __device__ void SubtractLeft(T (&input)[K], OutputT (&output)[K], DifferenceOpT difference_op,
                                 T tile_predecessor_item) {
        left(input, output, difference_op, &tile_predecessor_item, N * K);
    }
    template <int K, class OutputT, class DifferenceOpT>
    __device__ void SubtractLeftPartialTile(T (&input)[K], OutputT (&output)[K], DifferenceOpT difference_op,
                                            int valid_items) {
        left(input, output, difference_op, nullptr, valid_items);
    }
    template <int K, class OutputT, class DifferenceOpT>
    __device__ void SubtractLeftPartialTile(T (&input)[K], OutputT (&output)[K], DifferenceOpT difference_op,
                                            int valid_items, T tile_predecessor_item) {
        left(input, output, difference_op, &tile_predecessor_item, valid_items);
    }
    template <int K, class OutputT, class DifferenceOpT>
    __device__ void SubtractRight(T (&input)[K], OutputT (&output)[K], DifferenceOpT difference_op) {
        right(input, output, difference_op, nullptr, N * K);
    }
    template <int K, class OutputT, class DifferenceOpT>
    __device__ void SubtractRight(T (&input)[K], OutputT (&output)[K], DifferenceOpT difference_op,
                                  T tile_successor_item) {
        right(input, output, difference_op, &tile_successor_item, N * K);
    }
    template <int K, class OutputT, class DifferenceOpT>
    __device__ void SubtractRightPartialTile(T (&input)[K], OutputT (&output)[K], DifferenceOpT difference_op,
                                             int valid_items) {
        right(input, output, difference_op, nullptr, valid_items);
    }

private:
    template <int K, class OutputT, class Op>
    __device__ void left(T (&input)[K], OutputT (&output)[K], Op& op, T* predecessor, int valid) {
        T v[K];
        for (int k = 0; k < K; ++k) v[k] = input[k];
        t_.last[tid_] = v[K - 1];
        __syncthreads();
        for (int k = 0; k < K; ++k) {
            const int e = tid_ * K + k;
            if (e >= valid) output[k] = v[k];
            else if (k > 0) output[k] = op(v[k], v[k - 1]);
            else if (tid_ > 0) output[k] = op(v[k], t_.last[tid_ - 1]);
            else output[k] = predecessor ? op(v[k], *predecessor) : v[k];
        }
        __syncthreads();
    }
    template <int K, class OutputT, class Op>
    __device__ void right(T (&input)[K], OutputT (&output)[K], Op& op, T* successor, int valid) {
        T v[K];
        for (int k = 0; k < K; ++k) v[k] = input[k];
        t_.first[tid_] = v[0];
        __syncthreads();
        valid = std::min(valid, N * K);  // no item after the tile's last one
        for (int k = 0; k < K; ++k) {
            const int next = tid_ * K + k + 1;
            if (next < valid) output[k] = op(v[k], k + 1 < K ? v[k + 1] : t_.first[tid_ + 1]);
            else if (successor && next == N * K) output[k] = op(v[k], *successor);
            else output[k] = v[k];
        }
        __syncthreads();
    }
    __device__ static TempStorage& private_storage() {
        __shared__ TempStorage storage;
        return storage;
    }
    TempStorage& t_;
    int tid_;
};

// ---------------------------------------------------------------- BlockShuffle
template <class T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int ARCH = 0>
class BlockShuffle {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
public:
    struct TempStorage { T v[N]; };
    __device__ BlockShuffle() : BlockShuffle(private_storage()) {}
    __device__ BlockShuffle(TempStorage& t)
        : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

    // output = the input of thread tid + distance, where there is one (else output is left as it is)
    __device__ void Offset(T input, T& output, int distance = 1) {
        t_.v[tid_] = input;
        __syncthreads();
        const int src = tid_ + distance;
        if (src >= 0 && src < N) output = t_.v[src];
        __syncthreads();
    }
    // output = the input of thread (tid + distance) % N
    __device__ void Rotate(T input, T& output, unsigned int distance = 1) {
        t_.v[tid_] = input;
        __syncthreads();
        output = t_.v[(static_cast<unsigned int>(tid_) + distance % N) % N];
        __syncthreads();
    }
    // prev = the blocked items shifted up by one (thread 0's prev[0] is left as it is)
    template <int K> __device__ void Up(T (&input)[K], T (&prev)[K]) { up(input, prev, nullptr); }
    template <int K> __device__ void Up(T (&input)[K], T (&prev)[K], T& block_suffix) {
        up(input, prev, &block_suffix);
    }
    // next = the blocked items shifted down by one (the last thread's next[K - 1] is left as it is)
    template <int K> __device__ void Down(T (&input)[K], T (&next)[K]) { down(input, next, nullptr); }
    template <int K> __device__ void Down(T (&input)[K], T (&next)[K], T& block_prefix) {
        down(input, next, &block_prefix);
    }

private:
    // block_suffix: the last item of the last thread
    template <int K> __device__ void up(T (&input)[K], T (&prev)[K], T* block_suffix) {
        t_.v[tid_] = input[K - 1];
        __syncthreads();
        for (int k = K - 1; k > 0; --k) prev[k] = input[k - 1];
        if (tid_ > 0) prev[0] = t_.v[tid_ - 1];
        if (block_suffix) *block_suffix = t_.v[N - 1];
        __syncthreads();
    }
    // block_prefix: the first item of thread 0
    template <int K> __device__ void down(T (&input)[K], T (&next)[K], T* block_prefix) {
        t_.v[tid_] = input[0];
        __syncthreads();
        for (int k = 0; k + 1 < K; ++k) next[k] = input[k + 1];
        if (tid_ + 1 < N) next[K - 1] = t_.v[tid_ + 1];
        if (block_prefix) *block_prefix = t_.v[0];
        __syncthreads();
    }
    __device__ static TempStorage& private_storage() {
        __shared__ TempStorage storage;
        return storage;
    }
    TempStorage& t_;
    int tid_;
};

// ---------------------------------------------------------------- BlockRakingLayout
namespace detail {
constexpr int blk_pow2_ceil(int n) { return n <= 1 ? 1 : 2 * blk_pow2_ceil((n + 1) / 2); }
}  // namespace detail

template <class T, int BLOCK_THREADS, int ARCH = 0> struct BlockRakingLayout {
    enum {
        SHARED_ELEMENTS = BLOCK_THREADS,
        // at most one wavefront rakes; a smaller block rounds up to a power of two (as hipCUB)
        MAX_RAKING_THREADS = BLOCK_THREADS >= XLATE_WARP_SIZE ? XLATE_WARP_SIZE : detail::blk_pow2_ceil(BLOCK_THREADS),
        SEGMENT_LENGTH = (SHARED_ELEMENTS + MAX_RAKING_THREADS - 1) / MAX_RAKING_THREADS,
        RAKING_THREADS = (SHARED_ELEMENTS + SEGMENT_LENGTH - 1) / SEGMENT_LENGTH,
        USE_SEGMENT_PADDING = ((SEGMENT_LENGTH & 1) == 0) && (SEGMENT_LENGTH > 2),
        GRID_ELEMENTS = RAKING_THREADS * (SEGMENT_LENGTH + USE_SEGMENT_PADDING),
        UNGUARDED = (SHARED_ELEMENTS % RAKING_THREADS == 0),
    };
    struct _TempStorage { T buff[GRID_ELEMENTS]; };
    struct TempStorage : _TempStorage {
        __device__ _TempStorage& Alias() { return *this; }
    };
    // where thread linear_tid places its partial (one padding element after each segment where padded)
    __device__ static T* PlacementPtr(TempStorage& temp_storage, unsigned int linear_tid) {
        const unsigned int offset = linear_tid + (USE_SEGMENT_PADDING ? linear_tid / SEGMENT_LENGTH : 0);
        return temp_storage.Alias().buff + offset;
    }
    // where raking thread linear_tid's segment begins
    __device__ static T* RakingPtr(TempStorage& temp_storage, unsigned int linear_tid) {
        return temp_storage.Alias().buff + linear_tid * (SEGMENT_LENGTH + USE_SEGMENT_PADDING);
    }
};

// ---------------------------------------------------------------- BlockRunLengthDecode
// The block's BLOCK_THREADS * RUNS_PER_THREAD runs (blocked: thread t's run i is run t * RUNS_PER_THREAD
// + i; trailing runs may have length 0) are decoded a window at a time: RunLengthDecode gives thread t the
// decoded items from_decoded_offset + t * DECODED_ITEMS_PER_THREAD + i and each one's offset in its run.
template <class ItemT, int BLOCK_DIM_X, int RUNS_PER_THREAD, int DECODED_ITEMS_PER_THREAD,
          class DecodedOffsetT = uint32_t, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockRunLengthDecode {
    static constexpr int N = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
    static constexpr int RUNS = N * RUNS_PER_THREAD;
public:
    struct TempStorage { ItemT values[RUNS]; DecodedOffsetT offsets[RUNS]; DecodedOffsetT total; };
    template <class RunLengthT, class TotalDecodedSizeT>
    __device__ BlockRunLengthDecode(TempStorage& t, ItemT (&run_values)[RUNS_PER_THREAD],
                                    RunLengthT (&run_lengths)[RUNS_PER_THREAD], TotalDecodedSizeT& total_decoded_size)
        : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {
        from_lengths(run_values, run_lengths, total_decoded_size);
    }
    template <class UserRunOffsetT>
    __device__ BlockRunLengthDecode(TempStorage& t, ItemT (&run_values)[RUNS_PER_THREAD],
                                    UserRunOffsetT (&run_offsets)[RUNS_PER_THREAD])
        : t_(t), tid_(detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {
        from_offsets(run_values, run_offsets);
    }
    template <class RunLengthT, class TotalDecodedSizeT>
    __device__ BlockRunLengthDecode(ItemT (&run_values)[RUNS_PER_THREAD], RunLengthT (&run_lengths)[RUNS_PER_THREAD],
                                    TotalDecodedSizeT& total_decoded_size)
        : BlockRunLengthDecode(private_storage(), run_values, run_lengths, total_decoded_size) {}
    template <class UserRunOffsetT>
    __device__ BlockRunLengthDecode(ItemT (&run_values)[RUNS_PER_THREAD],
                                    UserRunOffsetT (&run_offsets)[RUNS_PER_THREAD])
        : BlockRunLengthDecode(private_storage(), run_values, run_offsets) {}

    template <class RelativeOffsetT>
    __device__ void RunLengthDecode(ItemT (&decoded_items)[DECODED_ITEMS_PER_THREAD],
                                    RelativeOffsetT (&item_offsets)[DECODED_ITEMS_PER_THREAD],
                                    DecodedOffsetT from_decoded_offset = 0) {
        for (int i = 0; i < DECODED_ITEMS_PER_THREAD; ++i) {
            const DecodedOffsetT pos =
                from_decoded_offset + static_cast<DecodedOffsetT>(tid_ * DECODED_ITEMS_PER_THREAD + i);
            // the last run that begins at or before pos (a run of length 0 begins where the next one does)
            int run = static_cast<int>(std::upper_bound(t_.offsets, t_.offsets + RUNS, pos) - t_.offsets) - 1;
            if (run < 0) run = 0;
            decoded_items[i] = t_.values[run];
            item_offsets[i] = static_cast<RelativeOffsetT>(pos - t_.offsets[run]);
        }
    }
    __device__ void RunLengthDecode(ItemT (&decoded_items)[DECODED_ITEMS_PER_THREAD],
                                    DecodedOffsetT from_decoded_offset = 0) {
        DecodedOffsetT item_offsets[DECODED_ITEMS_PER_THREAD];
        RunLengthDecode(decoded_items, item_offsets, from_decoded_offset);
    }

private:
    template <class RunLengthT, class TotalDecodedSizeT>
    __device__ void from_lengths(ItemT (&run_values)[RUNS_PER_THREAD], RunLengthT (&run_lengths)[RUNS_PER_THREAD],
                                 TotalDecodedSizeT& total) {
        for (int i = 0; i < RUNS_PER_THREAD; ++i) {
            t_.values[tid_ * RUNS_PER_THREAD + i] = run_values[i];
            t_.offsets[tid_ * RUNS_PER_THREAD + i] = static_cast<DecodedOffsetT>(run_lengths[i]);
        }
        __syncthreads();
        if (tid_ == 0) {
            DecodedOffsetT sum = 0;
            for (int r = 0; r < RUNS; ++r) {
                const DecodedOffsetT length = t_.offsets[r];
                t_.offsets[r] = sum;
                sum += length;
            }
            t_.total = sum;
        }
        __syncthreads();
        total = static_cast<TotalDecodedSizeT>(t_.total);
    }
    template <class UserRunOffsetT>
    __device__ void from_offsets(ItemT (&run_values)[RUNS_PER_THREAD], UserRunOffsetT (&run_offsets)[RUNS_PER_THREAD]) {
        for (int i = 0; i < RUNS_PER_THREAD; ++i) {
            t_.values[tid_ * RUNS_PER_THREAD + i] = run_values[i];
            t_.offsets[tid_ * RUNS_PER_THREAD + i] = static_cast<DecodedOffsetT>(run_offsets[i]);
        }
        __syncthreads();
    }
    __device__ static TempStorage& private_storage() {
        __shared__ TempStorage storage;
        return storage;
    }
    TempStorage& t_;
    int tid_;
};

}  // namespace hipcub
