// xlate cpu backend: hipCUB, part of <hipcub/hipcub.hpp> (see there): CUB's fancy iterators, grid
// utilities and caching allocator.
//   * Iterators: random-access iterators with the std::iterator_traits members, usable by the
//     device-wide algorithms of hipcub.hpp (which read in[i] on the host after a stream sync: all memory
//     is host memory here) and in kernels. ArgIndexInputIterator yields KeyValuePair{offset, item};
//     CacheModified* read/write through ThreadLoad/ThreadStore; TexObjInputIterator binds a linear
//     texture object of bytes (the cpu backend's texture objects) and fetches an item's bytes with
//     tex1Dfetch, so an item past the bound size reads as zero bytes, as CUDA's out-of-range fetches.
//   * FutureValue: a value read through an iterator when it is converted (at the algorithm's run).
//   * GridEvenShare, GridQueue (its host calls are stream operations, its device calls plain memory
//     and atomics: one pass serves both, so a call inside a kernel is told apart at run time).
//   * GridBarrier::Sync: the blocks of an ordinary launch are not all resident on the cpu backend (they
//     run a few at a time on worker threads), so CUB's spin barrier would never finish. A grid of one
//     block synchronises its threads; a larger grid uses the runtime's grid-wide barrier, which exists
//     for cooperative launches (hipLaunchCooperativeKernel, cudaLaunchCooperativeKernel before the
//     translation); in an ordinary launch the runtime stops the program there (exit 97) saying so.
//     GridBarrierLifetime::Setup/HostReset allocate and free the flags as hipCUB does.
//   * CachingDeviceAllocator: CUB's bins (bin_growth^k bytes between min_bin and max_bin, larger
//     requests exact and never cached) over hipMalloc/hipFree, with a ready event per block so that a
//     freed block is reused by another stream only after the work queued before its free is done.
//     The debug flag logs with _HipcubLog.
// Not provided: CUB's iterator ostream operators.
#pragma once
#include <hip/hip_cooperative_groups.h>
#include <map>
#include <mutex>
#include <set>

namespace hipcub {

namespace detail {
// The random-access operators of an iterator D whose element n positions ahead is `D::at(n)` and whose
// position (a pointer, an index, a wrapped iterator) is `D::pos()`, moved by `D::advance(n)`.
template <class D, class Value, class Reference, class Diff> struct it_random_access {
    using value_type = Value;
    using reference = Reference;
    using pointer = std::conditional_t<std::is_void<Value>::value, void, Value*>;
    using difference_type = Diff;
    using iterator_category = std::random_access_iterator_tag;
    using self_type = D;

    __host__ __device__ reference operator*() const { return self().at(0); }
    template <class Distance> __host__ __device__ reference operator[](Distance n) const {
        return self().at(static_cast<Diff>(n));
    }
    __host__ __device__ D& operator++() { return step(1); }
    __host__ __device__ D& operator--() { return step(-1); }
    __host__ __device__ D operator++(int) { D old = self(); step(1); return old; }
    __host__ __device__ D operator--(int) { D old = self(); step(-1); return old; }
    template <class Distance> __host__ __device__ D& operator+=(Distance n) { return step(static_cast<Diff>(n)); }
    template <class Distance> __host__ __device__ D& operator-=(Distance n) { return step(-static_cast<Diff>(n)); }
    template <class Distance> __host__ __device__ D operator+(Distance n) const { D r = self(); return r += n; }
    template <class Distance> __host__ __device__ D operator-(Distance n) const { D r = self(); return r -= n; }
    __host__ __device__ Diff operator-(const D& other) const { return static_cast<Diff>(self().pos() - other.pos()); }
    __host__ __device__ bool operator==(const D& other) const { return self().pos() == other.pos(); }
    __host__ __device__ bool operator!=(const D& other) const { return !(self().pos() == other.pos()); }
    __host__ __device__ bool operator<(const D& other) const { return self().pos() < other.pos(); }
    __host__ __device__ bool operator>(const D& other) const { return other.pos() < self().pos(); }
    __host__ __device__ bool operator<=(const D& other) const { return !(other.pos() < self().pos()); }
    __host__ __device__ bool operator>=(const D& other) const { return !(self().pos() < other.pos()); }
    friend __host__ __device__ D operator+(Diff n, const D& it) { return it + n; }

private:
    __host__ __device__ const D& self() const { return static_cast<const D&>(*this); }
    __host__ __device__ D& step(Diff n) {
        static_cast<D&>(*this).advance(n);
        return static_cast<D&>(*this);
    }
};
}  // namespace detail

// ---------------------------------------------------------------- input iterators
// (offset, item) pairs: element i is {offset + i, base[offset + i]}; normalize() makes the current
// position the new base, with keys counted from 0 again.
template <class InputIteratorT, class OffsetT = std::ptrdiff_t,
          class OutputValueT = typename std::iterator_traits<InputIteratorT>::value_type>
class ArgIndexInputIterator
    : public detail::it_random_access<ArgIndexInputIterator<InputIteratorT, OffsetT, OutputValueT>,
                                      KeyValuePair<OffsetT, OutputValueT>, KeyValuePair<OffsetT, OutputValueT>,
                                      OffsetT> {
    template <class, class, class, class> friend struct detail::it_random_access;
    InputIteratorT itr;
    OffsetT offset;
    __host__ __device__ KeyValuePair<OffsetT, OutputValueT> at(OffsetT n) const {
        return KeyValuePair<OffsetT, OutputValueT>(offset + n, static_cast<OutputValueT>(itr[offset + n]));
    }
    __host__ __device__ void advance(OffsetT n) { offset += n; }
    __host__ __device__ InputIteratorT pos() const { return itr + offset; }
public:
    __host__ __device__ ArgIndexInputIterator(InputIteratorT itr, OffsetT offset = 0) : itr(itr), offset(offset) {}
    __host__ __device__ void normalize() {
        itr += offset;
        offset = 0;
    }
};

// Element i is ThreadLoad<MODIFIER>(ptr + i).
template <CacheLoadModifier MODIFIER, class ValueType, class OffsetT = std::ptrdiff_t>
class CacheModifiedInputIterator
    : public detail::it_random_access<CacheModifiedInputIterator<MODIFIER, ValueType, OffsetT>, ValueType, ValueType,
                                      OffsetT> {
    template <class, class, class, class> friend struct detail::it_random_access;
    __device__ ValueType at(OffsetT n) const { return ThreadLoad<MODIFIER>(ptr + n); }
    __host__ __device__ void advance(OffsetT n) { ptr += n; }
    __host__ __device__ ValueType* pos() const { return ptr; }
public:
    ValueType* ptr;
    template <class QualifiedValueType>
    __host__ __device__ CacheModifiedInputIterator(QualifiedValueType* ptr)
        : ptr(const_cast<typename std::remove_cv<QualifiedValueType>::type*>(ptr)) {}
};

// Every element is `val`; the offset only orders and subtracts iterators.
template <class ValueType, class OffsetT = std::ptrdiff_t>
class ConstantInputIterator
    : public detail::it_random_access<ConstantInputIterator<ValueType, OffsetT>, ValueType, ValueType, OffsetT> {
    template <class, class, class, class> friend struct detail::it_random_access;
    ValueType val;
    OffsetT offset;
    __host__ __device__ ValueType at(OffsetT) const { return val; }
    __host__ __device__ void advance(OffsetT n) { offset += n; }
    __host__ __device__ OffsetT pos() const { return offset; }
public:
    __host__ __device__ ConstantInputIterator(const ValueType& val, OffsetT offset = 0) : val(val), offset(offset) {}
};

// Element i is val + i.
template <class ValueType, class OffsetT = std::ptrdiff_t>
class CountingInputIterator
    : public detail::it_random_access<CountingInputIterator<ValueType, OffsetT>, ValueType, ValueType, OffsetT> {
    template <class, class, class, class> friend struct detail::it_random_access;
    ValueType val;
    __host__ __device__ ValueType at(OffsetT n) const { return static_cast<ValueType>(val + n); }
    __host__ __device__ void advance(OffsetT n) { val = static_cast<ValueType>(val + n); }
    __host__ __device__ ValueType pos() const { return val; }
public:
    __host__ __device__ CountingInputIterator(const ValueType& val) : val(val) {}
};

// Element i is conversion_op(input_itr[i]).
template <class ValueType, class ConversionOp, class InputIteratorT, class OffsetT = std::ptrdiff_t>
class TransformInputIterator
    : public detail::it_random_access<TransformInputIterator<ValueType, ConversionOp, InputIteratorT, OffsetT>,
                                      ValueType, ValueType, OffsetT> {
    template <class, class, class, class> friend struct detail::it_random_access;
    ConversionOp conversion_op;
    InputIteratorT input_itr;
    __host__ __device__ ValueType at(OffsetT n) const { return conversion_op(input_itr[n]); }
    __host__ __device__ void advance(OffsetT n) { input_itr += n; }
    __host__ __device__ InputIteratorT pos() const { return input_itr; }
public:
    __host__ __device__ TransformInputIterator(InputIteratorT input_itr, ConversionOp conversion_op)
        : conversion_op(conversion_op), input_itr(input_itr) {}
};

// Element i: the bytes of item tex_offset + i of the bound memory, fetched from a texture object of
// bytes. BindTexture's texture_offset is the starting item.
template <class T, class OffsetT = std::ptrdiff_t>
class TexObjInputIterator : public detail::it_random_access<TexObjInputIterator<T, OffsetT>, T, T, OffsetT> {
    template <class, class, class, class> friend struct detail::it_random_access;
    static_assert(std::is_trivially_copyable<T>::value, "TexObjInputIterator reads trivially copyable items");
    T* ptr = nullptr;
    OffsetT tex_offset = 0;
    hipTextureObject_t tex_obj = nullptr;
    __device__ T at(OffsetT n) const {
        unsigned char bytes[sizeof(T)];
        const std::size_t first = static_cast<std::size_t>(tex_offset + n) * sizeof(T);
        for (std::size_t i = 0; i < sizeof(T); ++i) bytes[i] = tex1Dfetch<unsigned char>(tex_obj, int(first + i));
        T item;
        std::memcpy(static_cast<void*>(&item), bytes, sizeof(T));
        return item;
    }
    __host__ __device__ void advance(OffsetT n) { tex_offset += n; }
    __host__ __device__ OffsetT pos() const { return tex_offset; }
public:
    __host__ __device__ TexObjInputIterator() {}
    template <class QualifiedT>
    hipError_t BindTexture(QualifiedT* p, std::size_t bytes = std::size_t(-1), std::size_t texture_offset = 0) {
        ptr = const_cast<typename std::remove_cv<QualifiedT>::type*>(p);
        tex_offset = static_cast<OffsetT>(texture_offset);
        hipResourceDesc res;
        std::memset(&res, 0, sizeof res);
        res.resType = hipResourceTypeLinear;
        res.res.linear.devPtr = ptr;
        res.res.linear.desc = hipCreateChannelDesc<unsigned char>();
        res.res.linear.sizeInBytes = bytes;
        hipTextureDesc tex;
        std::memset(&tex, 0, sizeof tex);
        tex.readMode = hipReadModeElementType;
        return hipCreateTextureObject(&tex_obj, &res, &tex, nullptr);
    }
    hipError_t UnbindTexture() {
        const hipError_t e = tex_obj ? hipDestroyTextureObject(tex_obj) : hipSuccess;
        tex_obj = nullptr;
        return e;
    }
};

// ---------------------------------------------------------------- output iterators
// Element i is a reference whose assignment is ThreadStore<MODIFIER>(ptr + i, value).
template <CacheStoreModifier MODIFIER, class ValueType, class OffsetT = std::ptrdiff_t>
class CacheModifiedOutputIterator {
    struct Reference {
        ValueType* ptr;
        __host__ __device__ Reference(ValueType* ptr) : ptr(ptr) {}
        __device__ ValueType operator=(ValueType val) {
            ThreadStore<MODIFIER>(ptr, val);
            return val;
        }
    };
    template <class, class, class, class> friend struct detail::it_random_access;
    __host__ __device__ Reference at(OffsetT n) const { return Reference(ptr + n); }
    __host__ __device__ void advance(OffsetT n) { ptr += n; }
    __host__ __device__ ValueType* pos() const { return ptr; }
    ValueType* ptr;
public:
    using self_type = CacheModifiedOutputIterator;
    using value_type = void;
    using reference = Reference;
    using pointer = void;
    using difference_type = OffsetT;
    using iterator_category = std::random_access_iterator_tag;
    template <class QualifiedValueType>
    __host__ __device__ CacheModifiedOutputIterator(QualifiedValueType* ptr)
        : ptr(const_cast<typename std::remove_cv<QualifiedValueType>::type*>(ptr)) {}
    __host__ __device__ Reference operator*() const { return at(0); }
    template <class Distance> __host__ __device__ Reference operator[](Distance n) const { return at(OffsetT(n)); }
    __host__ __device__ self_type& operator++() { ++ptr; return *this; }
    __host__ __device__ self_type operator++(int) { self_type old = *this; ++ptr; return old; }
    template <class Distance> __host__ __device__ self_type operator+(Distance n) const { return self_type(ptr + n); }
    template <class Distance> __host__ __device__ self_type& operator+=(Distance n) { ptr += n; return *this; }
    template <class Distance> __host__ __device__ self_type operator-(Distance n) const { return self_type(ptr - n); }
    template <class Distance> __host__ __device__ self_type& operator-=(Distance n) { ptr -= n; return *this; }
    __host__ __device__ OffsetT operator-(const self_type& other) const { return OffsetT(ptr - other.ptr); }
    __host__ __device__ bool operator==(const self_type& other) const { return ptr == other.ptr; }
    __host__ __device__ bool operator!=(const self_type& other) const { return ptr != other.ptr; }
};

// Assignments through it (and its elements) are dropped.
template <class OffsetT = std::ptrdiff_t> class DiscardOutputIterator {
    OffsetT offset;
public:
    using self_type = DiscardOutputIterator;
    using value_type = void;
    using pointer = void;
    using reference = void;
    using difference_type = OffsetT;
    using iterator_category = std::random_access_iterator_tag;
    __host__ __device__ DiscardOutputIterator(OffsetT offset = 0) : offset(offset) {}
    __host__ __device__ self_type& operator*() { return *this; }
    template <class Distance> __host__ __device__ self_type& operator[](Distance) { return *this; }
    template <class T> __host__ __device__ void operator=(const T&) {}
    __host__ __device__ self_type& operator++() { ++offset; return *this; }
    __host__ __device__ self_type operator++(int) { self_type old = *this; ++offset; return old; }
    template <class Distance> __host__ __device__ self_type operator+(Distance n) const { return self_type(offset + n); }
    template <class Distance> __host__ __device__ self_type& operator+=(Distance n) { offset += n; return *this; }
    template <class Distance> __host__ __device__ self_type operator-(Distance n) const { return self_type(offset - n); }
    template <class Distance> __host__ __device__ self_type& operator-=(Distance n) { offset -= n; return *this; }
    __host__ __device__ OffsetT operator-(const self_type& other) const { return offset - other.offset; }
    __host__ __device__ bool operator==(const self_type& other) const { return offset == other.offset; }
    __host__ __device__ bool operator!=(const self_type& other) const { return offset != other.offset; }
};

// ---------------------------------------------------------------- FutureValue
// A value known only when the algorithm runs: *iter, read at the conversion.
template <class T, class IterT = T*> struct FutureValue {
    using value_type = T;
    using iterator_type = IterT;
    __host__ __device__ explicit FutureValue(IterT iter) : m_iter(iter) {}
    __host__ __device__ operator T() const { return *m_iter; }
    IterT m_iter;
};

// ---------------------------------------------------------------- grid utilities
// An even split of num_items into tiles among grid_size blocks: with GRID_MAPPING_RAKE each block
// takes consecutive tiles (the first `big_shares` blocks one tile more), with GRID_MAPPING_STRIP_MINE
// tiles block_id, block_id + grid_size, ... (block_stride apart).
template <class OffsetT> struct GridEvenShare {
private:
    int total_tiles = 0;
    int big_shares = 0;
    OffsetT big_share_items = 0;
    OffsetT normal_share_items = 0;
    OffsetT normal_base_offset = 0;
public:
    OffsetT num_items = 0;
    int grid_size = 0;
    OffsetT block_offset = 0;
    OffsetT block_end = 0;
    OffsetT block_stride = 0;

    __host__ __device__ GridEvenShare() {}
    __host__ __device__ void DispatchInit(OffsetT num_items_, int max_grid_size, int tile_items) {
        num_items = num_items_;
        block_offset = num_items_;  // past the end until BlockInit
        block_end = num_items_;
        total_tiles = static_cast<int>((num_items_ + tile_items - 1) / tile_items);
        grid_size = total_tiles < max_grid_size ? total_tiles : max_grid_size;
        const int avg_tiles = grid_size > 0 ? total_tiles / grid_size : 0;
        big_shares = total_tiles - avg_tiles * grid_size;
        normal_share_items = static_cast<OffsetT>(avg_tiles) * tile_items;
        normal_base_offset = static_cast<OffsetT>(big_shares) * tile_items;
        big_share_items = normal_share_items + tile_items;
    }
    template <int TILE_ITEMS> __device__ void BlockInit(int block_id, Int2Type<GRID_MAPPING_RAKE>) {
        block_stride = TILE_ITEMS;
        if (block_id < big_shares) {
            block_offset = block_id * big_share_items;
            block_end = block_offset + big_share_items;
        } else if (block_id < total_tiles) {
            block_offset = normal_base_offset + block_id * normal_share_items;
            const OffsetT end = block_offset + normal_share_items;
            block_end = end < num_items ? end : num_items;
        }  // else: past the end, as DispatchInit left it
    }
    template <int TILE_ITEMS> __device__ void BlockInit(int block_id, Int2Type<GRID_MAPPING_STRIP_MINE>) {
        block_stride = static_cast<OffsetT>(grid_size) * TILE_ITEMS;
        block_offset = static_cast<OffsetT>(block_id) * TILE_ITEMS;
        block_end = num_items;
    }
    template <int TILE_ITEMS, int STRATEGY>
    __device__ void BlockInit(int block_id, std::integral_constant<int, STRATEGY>) {
        BlockInit<TILE_ITEMS>(block_id, Int2Type<STRATEGY>());
    }
    template <int TILE_ITEMS, GridMappingStrategy STRATEGY> __device__ void BlockInit() {
        BlockInit<TILE_ITEMS>(static_cast<int>(blockIdx.x), Int2Type<STRATEGY>());
    }
    template <int TILE_ITEMS> __device__ void BlockInit(OffsetT begin, OffsetT end) {
        block_offset = begin;
        block_end = end;
        block_stride = TILE_ITEMS;
    }
};

// Two counters in device memory: a fill count and a drain count, each taken from atomically
// (Fill/Drain return the count before the addition). The host forms are stream operations; a call
// inside a kernel (the same function on the cpu backend) writes the counters directly.
template <class OffsetT> class GridQueue {
    enum { FILL = 0, DRAIN = 1 };
    OffsetT* d_counters;
    static bool in_kernel() { return __xlate_cur != nullptr; }
    hipError_t set(int which, OffsetT v, hipStream_t stream) {
        if (in_kernel()) {
            d_counters[which] = v;
            return hipSuccess;
        }
        if (v == 0) return hipMemsetAsync(d_counters + which, 0, sizeof(OffsetT), stream);
        return hipMemcpyAsync(d_counters + which, &v, sizeof(OffsetT), hipMemcpyHostToDevice, stream);
    }
public:
    __host__ __device__ static std::size_t AllocationSize() { return sizeof(OffsetT) * 2; }
    __host__ __device__ GridQueue() : d_counters(nullptr) {}
    __host__ __device__ GridQueue(void* d_storage) : d_counters(static_cast<OffsetT*>(d_storage)) {}
    __host__ __device__ hipError_t FillAndResetDrain(OffsetT fill_size, hipStream_t stream = 0) {
        if (in_kernel()) {
            d_counters[FILL] = fill_size;
            d_counters[DRAIN] = 0;
            return hipSuccess;
        }
        const OffsetT counters[2] = {fill_size, 0};
        // (a copy from pageable host memory is staged before hipMemcpyAsync returns)
        return hipMemcpyAsync(d_counters, counters, sizeof counters, hipMemcpyHostToDevice, stream);
    }
    __host__ __device__ hipError_t ResetDrain(hipStream_t stream = 0) { return set(DRAIN, 0, stream); }
    __host__ __device__ hipError_t ResetFill(hipStream_t stream = 0) { return set(FILL, 0, stream); }
    __host__ __device__ hipError_t FillSize(OffsetT& fill_size, hipStream_t stream = 0) {
        if (in_kernel()) {
            fill_size = d_counters[FILL];
            return hipSuccess;
        }
        return hipMemcpyAsync(&fill_size, d_counters + FILL, sizeof(OffsetT), hipMemcpyDeviceToHost, stream);
    }
    __device__ OffsetT Drain(OffsetT num_items) { return atomicAdd(d_counters + DRAIN, num_items); }
    __device__ OffsetT Fill(OffsetT num_items) { return atomicAdd(d_counters + FILL, num_items); }
};

template <class OffsetT> __global__ void FillAndResetDrainKernel(GridQueue<OffsetT> grid_queue, OffsetT num_items) {
    grid_queue.FillAndResetDrain(num_items);
}

// A barrier across every thread of the grid (see the header comment for where it works).
class GridBarrier {
protected:
    using SyncFlag = unsigned int;
    SyncFlag* d_sync;
public:
    GridBarrier() : d_sync(nullptr) {}
    __device__ void Sync(__XLATE_SITE) const {
        if (gridDim.x * gridDim.y * gridDim.z == 1) __syncthreads(__xf, __xl, __xc);
        else cooperative_groups::this_grid().sync(__xf, __xl, __xc);
    }
};

// A GridBarrier that owns its flags (hipMalloc'ed by Setup for the largest grid asked for so far).
class GridBarrierLifetime : public GridBarrier {
protected:
    std::size_t sync_bytes;
public:
    GridBarrierLifetime() : GridBarrier(), sync_bytes(0) {}
    virtual ~GridBarrierLifetime() { (void)HostReset(); }
    hipError_t HostReset() {
        hipError_t e = hipSuccess;
        if (d_sync) e = hipFree(d_sync);
        d_sync = nullptr;
        sync_bytes = 0;
        return e;
    }
    hipError_t Setup(int sweep_grid_size) {
        const std::size_t bytes = static_cast<std::size_t>(sweep_grid_size) * sizeof(SyncFlag);
        if (bytes <= sync_bytes) return hipSuccess;
        if (d_sync) {
            if (hipError_t e = hipFree(d_sync)) return e;
            d_sync = nullptr;
        }
        sync_bytes = bytes;
        if (hipError_t e = hipMalloc(reinterpret_cast<void**>(&d_sync), bytes)) return e;
        return hipMemset(d_sync, 0, bytes);
    }
};

// ---------------------------------------------------------------- CachingDeviceAllocator
struct CachingDeviceAllocator {
    static const unsigned int INVALID_BIN = static_cast<unsigned int>(-1);
    static const std::size_t INVALID_SIZE = static_cast<std::size_t>(-1);
    static const int INVALID_DEVICE_ORDINAL = -1;

    // A device allocation: its size (its bin's size where it has a bin), the stream it was last used
    // on, and an event recorded on that stream at its free.
    struct BlockDescriptor {
        void* d_ptr = nullptr;
        std::size_t bytes = 0;
        unsigned int bin = INVALID_BIN;
        int device;
        hipStream_t associated_stream = 0;
        hipEvent_t ready_event = nullptr;
        BlockDescriptor(void* d_ptr, int device) : d_ptr(d_ptr), device(device) {}
        explicit BlockDescriptor(int device) : device(device) {}
        static bool PtrCompare(const BlockDescriptor& a, const BlockDescriptor& b) {
            return a.device == b.device ? a.d_ptr < b.d_ptr : a.device < b.device;
        }
        static bool SizeCompare(const BlockDescriptor& a, const BlockDescriptor& b) {
            return a.device == b.device ? a.bytes < b.bytes : a.device < b.device;
        }
    };
    using Compare = bool (*)(const BlockDescriptor&, const BlockDescriptor&);
    struct TotalBytes {
        std::size_t free = 0;
        std::size_t live = 0;
    };
    using CachedBlocks = std::multiset<BlockDescriptor, Compare>;
    using BusyBlocks = std::multiset<BlockDescriptor, Compare>;
    using GpuCachedBytes = std::map<int, TotalBytes>;

    static unsigned int IntPow(unsigned int base, unsigned int exp) {
        unsigned int r = 1;
        while (exp-- > 0) r *= base;
        return r;
    }
    // the smallest power of `base` that is >= value, and its exponent (overflow: every bit set)
    void NearestPowerOf(unsigned int& power, std::size_t& rounded_bytes, unsigned int base, std::size_t value) {
        power = 0;
        rounded_bytes = 1;
        if (value * base < value) {
            power = sizeof(std::size_t) * 8;
            rounded_bytes = std::size_t(0) - 1;
            return;
        }
        while (rounded_bytes < value) {
            rounded_bytes *= base;
            ++power;
        }
    }

    std::mutex mutex;
    unsigned int bin_growth;
    unsigned int min_bin;
    unsigned int max_bin;
    std::size_t min_bin_bytes;
    std::size_t max_bin_bytes;
    std::size_t max_cached_bytes;
    const bool skip_cleanup;
    bool debug;
    GpuCachedBytes cached_bytes;
    CachedBlocks cached_blocks{BlockDescriptor::SizeCompare};
    BusyBlocks live_blocks{BlockDescriptor::PtrCompare};

    CachingDeviceAllocator(unsigned int bin_growth, unsigned int min_bin = 1, unsigned int max_bin = INVALID_BIN,
                           std::size_t max_cached_bytes = INVALID_SIZE, bool skip_cleanup = false,
                           bool debug = false)
        : bin_growth(bin_growth), min_bin(min_bin), max_bin(max_bin), min_bin_bytes(IntPow(bin_growth, min_bin)),
          max_bin_bytes(IntPow(bin_growth, max_bin)), max_cached_bytes(max_cached_bytes),
          skip_cleanup(skip_cleanup), debug(debug) {}
    // bins of 512 B, 4 KB, 32 KB, 256 KB and 2 MB; at most 6,291,455 bytes cached per device
    CachingDeviceAllocator(bool skip_cleanup = false, bool debug = false)
        : CachingDeviceAllocator(8, 3, 7, IntPow(8, 7) * 3 - 1, skip_cleanup, debug) {}
    virtual ~CachingDeviceAllocator() {
        if (!skip_cleanup) (void)FreeAllCached();
    }

    hipError_t SetMaxCachedBytes(std::size_t max_cached_bytes_) {
        std::lock_guard<std::mutex> lock(mutex);
        if (debug) _HipcubLog("Changing max_cached_bytes (%lld -> %lld)\n", (long long)max_cached_bytes, (long long)max_cached_bytes_);
        max_cached_bytes = max_cached_bytes_;
        return hipSuccess;
    }

    // A block of at least `bytes` on `device` (INVALID_DEVICE_ORDINAL: the current one) for use on
    // active_stream: a cached block of the same bin where one is free for that stream, else a new one
    // (after freeing every cached block of the device where hipMalloc runs out of memory).
    hipError_t DeviceAllocate(int device, void** d_ptr, std::size_t bytes, hipStream_t active_stream = 0) {
        *d_ptr = nullptr;
        if (device == INVALID_DEVICE_ORDINAL)
            if (hipError_t e = hipGetDevice(&device)) return e;
        BlockDescriptor key(device);
        key.associated_stream = active_stream;
        NearestPowerOf(key.bin, key.bytes, bin_growth, bytes);
        if (key.bin > max_bin) {  // too large for a bin: exactly the bytes asked for, never cached
            key.bin = INVALID_BIN;
            key.bytes = bytes;
        } else {
            if (key.bin < min_bin) {
                key.bin = min_bin;
                key.bytes = min_bin_bytes;
            }
            std::lock_guard<std::mutex> lock(mutex);
            for (auto it = cached_blocks.lower_bound(key);
                 it != cached_blocks.end() && it->device == device && it->bin == key.bin; ++it) {
                if (it->associated_stream != active_stream && hipEventQuery(it->ready_event) == hipErrorNotReady)
                    continue;
                BlockDescriptor block = *it;
                block.associated_stream = active_stream;
                cached_blocks.erase(it);
                live_blocks.insert(block);
                cached_bytes[device].free -= block.bytes;
                cached_bytes[device].live += block.bytes;
                if (debug) _HipcubLog("\tDevice %d reused cached block at %p (%lld bytes)\n", device, block.d_ptr, (long long)block.bytes);
                *d_ptr = block.d_ptr;
                return hipSuccess;
            }
        }
        hipError_t e = with_device(device, [&] { return hipMalloc(&key.d_ptr, key.bytes); });
        if (e == hipErrorOutOfMemory) {
            (void)hipGetLastError();
            if ((e = free_cached(device, false)) != hipSuccess) return e;
            e = with_device(device, [&] { return hipMalloc(&key.d_ptr, key.bytes); });
        }
        if (e != hipSuccess) return e;
        if ((e = hipEventCreateWithFlags(&key.ready_event, hipEventDisableTiming)) != hipSuccess) {
            (void)hipFree(key.d_ptr);
            return e;
        }
        std::lock_guard<std::mutex> lock(mutex);
        live_blocks.insert(key);
        cached_bytes[device].live += key.bytes;
        if (debug) _HipcubLog("\tDevice %d allocated new device block at %p (%lld bytes)\n", device, key.d_ptr, (long long)key.bytes);
        *d_ptr = key.d_ptr;
        return hipSuccess;
    }
    hipError_t DeviceAllocate(void** d_ptr, std::size_t bytes, hipStream_t active_stream = 0) {
        return DeviceAllocate(INVALID_DEVICE_ORDINAL, d_ptr, bytes, active_stream);
    }

    // Returns a live block: cached (with an event recorded on its stream) where it has a bin and the
    // device's cache stays within max_cached_bytes, else freed. A pointer this allocator did not hand
    // out is passed to hipFree.
    hipError_t DeviceFree(int device, void* d_ptr) {
        if (device == INVALID_DEVICE_ORDINAL)
            if (hipError_t e = hipGetDevice(&device)) return e;
        BlockDescriptor block(d_ptr, device);
        bool known = false, recache = false;
        {
            std::lock_guard<std::mutex> lock(mutex);
            auto it = live_blocks.find(block);
            if (it != live_blocks.end()) {
                known = true;
                block = *it;
                live_blocks.erase(it);
                cached_bytes[device].live -= block.bytes;
                recache = block.bin != INVALID_BIN && cached_bytes[device].free + block.bytes <= max_cached_bytes;
                if (recache) {
                    cached_blocks.insert(block);
                    cached_bytes[device].free += block.bytes;
                    if (debug) _HipcubLog("\tDevice %d returned %lld bytes to the cache\n", device, (long long)block.bytes);
                }
            }
        }
        if (recache) return with_device(device, [&] { return hipEventRecord(block.ready_event, block.associated_stream); });
        hipError_t e = with_device(device, [&] { return hipFree(d_ptr); });
        if (e == hipSuccess && known) e = hipEventDestroy(block.ready_event);
        if (debug && e == hipSuccess) _HipcubLog("\tDevice %d freed %lld bytes\n", device, (long long)block.bytes);
        return e;
    }
    hipError_t DeviceFree(void* d_ptr) { return DeviceFree(INVALID_DEVICE_ORDINAL, d_ptr); }

    // Frees every cached (not live) block of every device.
    hipError_t FreeAllCached() { return free_cached(INVALID_DEVICE_ORDINAL, true); }

private:
    // f() with `device` current, then the caller's device current again
    template <class F> static hipError_t with_device(int device, F f) {
        int current = INVALID_DEVICE_ORDINAL;
        if (hipError_t e = hipGetDevice(&current)) return e;
        if (current != device)
            if (hipError_t e = hipSetDevice(device)) return e;
        hipError_t e = f();
        if (current != device) {
            const hipError_t back = hipSetDevice(current);
            if (e == hipSuccess) e = back;
        }
        return e;
    }
    hipError_t free_cached(int device, bool all_devices) {
        std::lock_guard<std::mutex> lock(mutex);
        for (auto it = cached_blocks.begin(); it != cached_blocks.end();) {
            if (!all_devices && it->device != device) {
                ++it;
                continue;
            }
            const BlockDescriptor block = *it;
            hipError_t e = with_device(block.device, [&] { return hipFree(block.d_ptr); });
            if (e == hipSuccess) e = hipEventDestroy(block.ready_event);
            if (e != hipSuccess) return e;
            cached_bytes[block.device].free -= block.bytes;
            if (debug) _HipcubLog("\tDevice %d freed %lld cached bytes\n", block.device, (long long)block.bytes);
            it = cached_blocks.erase(it);
        }
        return hipSuccess;
    }
};

}  // namespace hipcub
