// xlate cpu backend: hipCUB's warp data movement and warp sort, part of <hipcub/hipcub.hpp> (see there):
// WarpExchange, WarpLoad (+ WarpLoadAlgorithm), WarpStore (+ WarpStoreAlgorithm) and WarpMergeSort. Each
// works on one logical warp of LOGICAL_WARP_THREADS lanes (a power of two, at most the wavefront width,
// which is the default as in hipCUB); a wavefront wider than that holds several independent logical warps,
// each with its own TempStorage. Arrangements of a warp's W * K items (CUB's terms): blocked, lane l's item
// k is element l * K + k; striped, element k * W + l.
// - WarpExchange: every lane writes its items at their element indices in the source arrangement (or, for
//   ScatterToStriped, at ranks[k]) into the warp's TempStorage, the logical warp synchronises
//   (__syncwarp with its lane mask), every lane reads the destination arrangement, and the warp
//   synchronises again so that the storage may be reused. WARP_EXCHANGE_SHUFFLE, whose TempStorage is
//   empty as in hipCUB, does the same through storage private to the logical warp; its ScatterToStriped
//   does not compile, as in CUB and hipCUB.
// - WarpLoad / WarpStore: DIRECT and VECTORIZE read or write the blocked arrangement directly, STRIPED the
//   striped one; TRANSPOSE reads the striped arrangement and exchanges it to blocked (a store exchanges
//   the caller's items to striped in place, then writes them), through WarpExchange, as CUB does. A
//   guarded call touches only elements below valid_items; items beyond it keep their value, or take
//   oob_default where one is given (a guarded VECTORIZE load without a default reads blocked, as CUB's;
//   hipCUB's does not compile). Constructed without a TempStorage, they use storage private to the
//   logical warp.
// - WarpMergeSort: the lanes write their keys (and values) into the TempStorage, lane 0 of the logical
//   warp computes the stable order of the valid items with a bottom-up merge sort under compare_op (a
//   strict "less"), and every lane reads its sorted items back in the blocked arrangement. Sort and
//   StableSort are both stable, as in hipCUB. With valid_items, the first valid_items items are sorted
//   and the items from valid_items on take oob_default as their key, as CUB documents it (its
//   implementation may leave other keys there), and keep their value.
// Not provided: WarpStore::Store with an oob_default (hipCUB declares it, but no algorithm of hipCUB's
// compiles with it, and CUB has none).
#pragma once

namespace hipcub {

enum WarpLoadAlgorithm { WARP_LOAD_DIRECT, WARP_LOAD_STRIPED, WARP_LOAD_VECTORIZE, WARP_LOAD_TRANSPOSE };
enum WarpStoreAlgorithm { WARP_STORE_DIRECT, WARP_STORE_STRIPED, WARP_STORE_VECTORIZE, WARP_STORE_TRANSPOSE };
enum WarpExchangeAlgorithm { WARP_EXCHANGE_SMEM, WARP_EXCHANGE_SHUFFLE };

namespace detail {
// The calling thread's place in a logical warp of W lanes.
template <int W> struct logical_warp {
    static_assert(W >= 1 && (W & (W - 1)) == 0, "LOGICAL_WARP_THREADS must be a power of two");
    static_assert(W <= XLATE_WARP_SIZE, "LOGICAL_WARP_THREADS is wider than the wavefront");
    // the lane within the logical warp
    __device__ static int lane() { return static_cast<int>(__lane_id() % W); }
    // the logical warp's index within the block (threads numbered x fastest, as the wavefronts are)
    __device__ static int index() {
        const unsigned t = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
        return static_cast<int>(t / W);
    }
    // a barrier of the logical warp's lanes only
    __device__ static void sync() { __syncwarp(logical_mask<W>()); }
};

// Storage of type S private to the calling logical warp (for the constructors without a TempStorage
// and WARP_EXCHANGE_SHUFFLE): one S per logical warp of the largest block, per block.
template <class S, int W> __device__ inline S& private_warp_storage() {
    __shared__ S storage[1024 / W];
    return storage[logical_warp<W>::index()];
}

// The element index of lane l's item k in a warp of W lanes holding K items each.
template <bool STRIPED, int W, int K> __device__ inline int warp_element(int l, int k) {
    return STRIPED ? k * W + l : l * K + k;
}

template <bool STRIPED, int W, class It, class T, int K>
__device__ inline void warp_load(int l, It it, T (&items)[K]) {
    for (int k = 0; k < K; ++k) items[k] = it[warp_element<STRIPED, W, K>(l, k)];
}
template <bool STRIPED, int W, class It, class T, int K>
__device__ inline void warp_load(int l, It it, T (&items)[K], int valid) {
    for (int k = 0; k < K; ++k) {
        const int e = warp_element<STRIPED, W, K>(l, k);
        if (e < valid) items[k] = it[e];
    }
}
template <bool STRIPED, int W, class It, class T, int K, class D>
__device__ inline void warp_load(int l, It it, T (&items)[K], int valid, D oob_default) {
    for (int k = 0; k < K; ++k) {
        const int e = warp_element<STRIPED, W, K>(l, k);
        items[k] = e < valid ? T(it[e]) : T(oob_default);
    }
}
template <bool STRIPED, int W, class It, class T, int K>
__device__ inline void warp_store(int l, It it, const T (&items)[K]) {
    for (int k = 0; k < K; ++k) it[warp_element<STRIPED, W, K>(l, k)] = items[k];
}
template <bool STRIPED, int W, class It, class T, int K>
__device__ inline void warp_store(int l, It it, const T (&items)[K], int valid) {
    for (int k = 0; k < K; ++k) {
        const int e = warp_element<STRIPED, W, K>(l, k);
        if (e < valid) it[e] = items[k];
    }
}

// Exchanges of one logical warp through a buffer of W * K items.
template <class T, int K, int W> struct warp_exchange_buffer {
    T items[W * K];
};
template <bool FROM_STRIPED, bool TO_STRIPED, int W, class T, int K, class O>
__device__ inline void warp_exchange(T* buf, const T (&in)[K], O (&out)[K]) {
    const int l = logical_warp<W>::lane();
    for (int k = 0; k < K; ++k) buf[warp_element<FROM_STRIPED, W, K>(l, k)] = in[k];
    logical_warp<W>::sync();
    for (int k = 0; k < K; ++k) out[k] = buf[warp_element<TO_STRIPED, W, K>(l, k)];
    logical_warp<W>::sync();
}
template <int W, class T, int K, class O, class R>
__device__ inline void warp_scatter_to_striped(T* buf, const T (&in)[K], O (&out)[K], R (&ranks)[K]) {
    const int l = logical_warp<W>::lane();
    for (int k = 0; k < K; ++k) buf[ranks[k]] = in[k];
    logical_warp<W>::sync();
    for (int k = 0; k < K; ++k) out[k] = buf[warp_element<true, W, K>(l, k)];
    logical_warp<W>::sync();
}
}  // namespace detail

template <class InputT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = XLATE_WARP_SIZE, int ARCH = 0,
          WarpExchangeAlgorithm WARP_EXCHANGE_ALGORITHM = WARP_EXCHANGE_SMEM>
class WarpExchange {
    static constexpr int K = ITEMS_PER_THREAD;
    static constexpr int W = LOGICAL_WARP_THREADS;
    static constexpr bool SHUFFLE = WARP_EXCHANGE_ALGORITHM == WARP_EXCHANGE_SHUFFLE;
    using Buffer = detail::warp_exchange_buffer<InputT, K, W>;
    struct NoStorage {};
public:
    using TempStorage = std::conditional_t<SHUFFLE, NoStorage, Buffer>;
    WarpExchange() = delete;
    __device__ explicit WarpExchange(TempStorage& temp_storage) : buf_(buffer(temp_storage)) {}
    template <class OutputT> __device__ void BlockedToStriped(const InputT (&in)[K], OutputT (&out)[K]) {
        detail::warp_exchange<false, true, W>(buf_, in, out);
    }
    template <class OutputT> __device__ void StripedToBlocked(const InputT (&in)[K], OutputT (&out)[K]) {
        detail::warp_exchange<true, false, W>(buf_, in, out);
    }
    // item k goes to element ranks[k] of the warp's W * K items, which every lane then reads striped
    template <class OffsetT> __device__ void ScatterToStriped(InputT (&items)[K], OffsetT (&ranks)[K]) {
        ScatterToStriped(items, items, ranks);
    }
    template <class OutputT, class OffsetT>
    __device__ void ScatterToStriped(const InputT (&in)[K], OutputT (&out)[K], OffsetT (&ranks)[K]) {
        static_assert(!SHUFFLE || sizeof(OffsetT) == 0,
                      "WARP_EXCHANGE_SHUFFLE does not support ScatterToStriped (as in CUB and hipCUB)");
        detail::warp_scatter_to_striped<W>(buf_, in, out, ranks);
    }
private:
    __device__ static InputT* buffer(TempStorage& t) {
        if constexpr (SHUFFLE) {
            (void)t;
            return detail::private_warp_storage<Buffer, W>().items;
        } else {
            return t.items;
        }
    }
    InputT* buf_;
};

template <class InputT, int ITEMS_PER_THREAD, WarpLoadAlgorithm ALGORITHM = WARP_LOAD_DIRECT,
          int LOGICAL_WARP_THREADS = XLATE_WARP_SIZE, int ARCH = 0>
class WarpLoad {
    static constexpr int K = ITEMS_PER_THREAD;
    static constexpr int W = LOGICAL_WARP_THREADS;
    using Exchange = WarpExchange<InputT, K, W, ARCH>;
    struct NoStorage {};
    using Storage = std::conditional_t<ALGORITHM == WARP_LOAD_TRANSPOSE, typename Exchange::TempStorage, NoStorage>;
public:
    struct TempStorage : Storage {};
    __device__ WarpLoad() : WarpLoad(detail::private_warp_storage<TempStorage, W>()) {}
    __device__ WarpLoad(TempStorage& temp_storage)
        : storage_(temp_storage), lane_(detail::logical_warp<W>::lane()) {}
    template <class It> __device__ void Load(It it, InputT (&items)[K]) {
        detail::warp_load<ALGORITHM == WARP_LOAD_STRIPED || ALGORITHM == WARP_LOAD_TRANSPOSE, W>(lane_, it, items);
        transpose(items);
    }
    template <class It> __device__ void Load(It it, InputT (&items)[K], int valid_items) {
        detail::warp_load<ALGORITHM == WARP_LOAD_STRIPED || ALGORITHM == WARP_LOAD_TRANSPOSE, W>(lane_, it, items,
                                                                                              valid_items);
        transpose(items);
    }
    template <class It, class DefaultT>
    __device__ void Load(It it, InputT (&items)[K], int valid_items, DefaultT oob_default) {
        detail::warp_load<ALGORITHM == WARP_LOAD_STRIPED || ALGORITHM == WARP_LOAD_TRANSPOSE, W>(lane_, it, items,
                                                                                              valid_items, oob_default);
        transpose(items);
    }
private:
    // TRANSPOSE read the striped arrangement: exchange it to blocked
    __device__ void transpose(InputT (&items)[K]) {
        if constexpr (ALGORITHM == WARP_LOAD_TRANSPOSE) Exchange(storage_).StripedToBlocked(items, items);
    }
    TempStorage& storage_;
    int lane_;
};

template <class T, int ITEMS_PER_THREAD, WarpStoreAlgorithm ALGORITHM = WARP_STORE_DIRECT,
          int LOGICAL_WARP_THREADS = XLATE_WARP_SIZE, int ARCH = 0>
class WarpStore {
    static constexpr int K = ITEMS_PER_THREAD;
    static constexpr int W = LOGICAL_WARP_THREADS;
    static constexpr bool STRIPED = ALGORITHM == WARP_STORE_STRIPED || ALGORITHM == WARP_STORE_TRANSPOSE;
    using Exchange = WarpExchange<T, K, W, ARCH>;
    struct NoStorage {};
    using Storage = std::conditional_t<ALGORITHM == WARP_STORE_TRANSPOSE, typename Exchange::TempStorage, NoStorage>;
public:
    struct TempStorage : Storage {};
    __device__ WarpStore() : WarpStore(detail::private_warp_storage<TempStorage, W>()) {}
    __device__ WarpStore(TempStorage& temp_storage)
        : storage_(temp_storage), lane_(detail::logical_warp<W>::lane()) {}
    template <class It> __device__ void Store(It it, T (&items)[K]) {
        transpose(items);
        detail::warp_store<STRIPED, W>(lane_, it, items);
    }
    template <class It> __device__ void Store(It it, T (&items)[K], int valid_items) {
        transpose(items);
        detail::warp_store<STRIPED, W>(lane_, it, items, valid_items);
    }
private:
    // TRANSPOSE writes the striped arrangement: exchange the caller's blocked items to it, in place
    __device__ void transpose(T (&items)[K]) {
        if constexpr (ALGORITHM == WARP_STORE_TRANSPOSE) Exchange(storage_).BlockedToStriped(items, items);
    }
    TempStorage& storage_;
    int lane_;
};

namespace detail {
// The stable order of keys[0, n) under `less`: idx[i] is the position of the i-th smallest key (a
// bottom-up merge sort; tmp has room for n ints). On a tie the earlier position comes first.
template <class K, class Less> __device__ inline void stable_order(const K* keys, int* idx, int* tmp, int n, Less less) {
    for (int i = 0; i < n; ++i) idx[i] = i;
    for (int width = 1; width < n; width *= 2) {
        for (int lo = 0; lo < n; lo += 2 * width) {
            const int mid = lo + width < n ? lo + width : n;
            const int hi = lo + 2 * width < n ? lo + 2 * width : n;
            int a = lo, b = mid, o = lo;
            while (a < mid && b < hi) tmp[o++] = less(keys[idx[b]], keys[idx[a]]) ? idx[b++] : idx[a++];
            while (a < mid) tmp[o++] = idx[a++];
            while (b < hi) tmp[o++] = idx[b++];
        }
        for (int i = 0; i < n; ++i) idx[i] = tmp[i];
    }
}
}  // namespace detail

template <class KeyT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = XLATE_WARP_SIZE, class ValueT = NullType,
          int PTX_ARCH = 0>
class WarpMergeSort {
    static constexpr int K = ITEMS_PER_THREAD;
    static constexpr int W = LOGICAL_WARP_THREADS;
    static constexpr int TILE = W * K;
    static constexpr bool KEYS_ONLY = std::is_same<ValueT, NullType>::value;
    using Warp = detail::logical_warp<W>;
    using StoredValue = std::conditional_t<KEYS_ONLY, char, ValueT>;
    // items that a keys-only sort has no values for
    struct NoValues {
        StoredValue v[K];
    };
public:
    struct TempStorage {
        KeyT keys[TILE];
        StoredValue values[KEYS_ONLY ? 1 : TILE];
        int order[TILE];
        int scratch[TILE];
    };
    WarpMergeSort() = delete;
    __device__ WarpMergeSort(TempStorage& temp_storage)
        : t_(temp_storage), lane_(Warp::lane()), mask_(detail::logical_mask<W>()) {}
    // the logical warp's lanes (as a mask over the wavefront) and the calling lane's index in it
    __device__ uint64_t get_member_mask() const { return mask_; }
    __device__ unsigned int get_linear_tid() const { return static_cast<unsigned int>(lane_); }

    template <class CompareOp> __device__ void Sort(KeyT (&keys)[K], CompareOp compare_op) {
        NoValues none;
        sort(keys, none.v, compare_op, TILE, keys[0]);
    }
    template <class CompareOp>
    __device__ void Sort(KeyT (&keys)[K], CompareOp compare_op, int valid_items, KeyT oob_default) {
        NoValues none;
        sort(keys, none.v, compare_op, valid_items, oob_default);
    }
    template <class CompareOp> __device__ void Sort(KeyT (&keys)[K], ValueT (&items)[K], CompareOp compare_op) {
        sort(keys, items, compare_op, TILE, keys[0]);
    }
    // IS_LAST_TILE = false: the whole tile is valid (valid_items and oob_default are not used)
    template <class CompareOp, bool IS_LAST_TILE = true>
    __device__ void Sort(KeyT (&keys)[K], ValueT (&items)[K], CompareOp compare_op, int valid_items,
                         KeyT oob_default) {
        sort(keys, items, compare_op, IS_LAST_TILE ? valid_items : TILE, oob_default);
    }
    template <class CompareOp> __device__ void StableSort(KeyT (&keys)[K], CompareOp compare_op) {
        Sort(keys, compare_op);
    }
    template <class CompareOp>
    __device__ void StableSort(KeyT (&keys)[K], ValueT (&items)[K], CompareOp compare_op) {
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
    template <class V, class CompareOp>
    __device__ void sort(KeyT (&keys)[K], V (&values)[K], CompareOp compare_op, int valid, KeyT oob_default) {
        const int n = valid < 0 ? 0 : (valid < TILE ? valid : TILE);
        for (int k = 0; k < K; ++k) {
            t_.keys[lane_ * K + k] = keys[k];
            if constexpr (!KEYS_ONLY) t_.values[lane_ * K + k] = values[k];
        }
        Warp::sync();
        if (lane_ == 0) detail::stable_order(t_.keys, t_.order, t_.scratch, n, compare_op);
        Warp::sync();
        for (int k = 0; k < K; ++k) {
            const int p = lane_ * K + k;
            if (p < n) {
                keys[k] = t_.keys[t_.order[p]];
                if constexpr (!KEYS_ONLY) values[k] = t_.values[t_.order[p]];
            } else {
                keys[k] = oob_default;
            }
        }
        Warp::sync();  // the storage may be reused after the call
    }
    TempStorage& t_;
    int lane_;
    uint64_t mask_;
};

}  // namespace hipcub
