/* xlate CUDA prelude: CUB (cub/cub.cuh), the names of the CUB documentation's device-wide, block-wide and
 * warp-wide primitives, declared loosely (member functions take any arguments) so that code using them
 * parses and the names resolve to the CUDA API. Semantics live in hipCUB / xlate's cpu backend. */
#ifndef XLATE_PRELUDE_CUB_CUH
#define XLATE_PRELUDE_CUB_CUH

#include "cuda_runtime_api.h"
#include "device_functions.h"
#include <iterator>
/* what CUB's util_type.cuh brings in and code relies on (xgboost names FLT_MAX after only CUB and Thrust) */
#include <cfloat>
#include <climits>
#include <limits>
#include <type_traits>

#define CUB_PTX_WARP_THREADS 32
#define CUB_PTX_ARCH 0
#define CUB_MIN(a, b) (((b) < (a)) ? (b) : (a))
#define CUB_MAX(a, b) (((a) < (b)) ? (b) : (a))
#define CUB_QUOTIENT_CEILING(x, y) (((x) + (y) - 1) / (y))
#define CUB_ROUND_UP_NEAREST(x, y) ((((x) + (y) - 1) / (y)) * (y))
#define CUB_RUNTIME_FUNCTION __host__ __device__
#define CUB_STDERR

namespace cub {
struct __xlate_any {
    template <class T> __host__ __device__ operator T() const;
};
/* defined: a lambda argument (DeviceFor::ForEach) would make a use of a declaration only an error */
#define __XLATE_CUB_STATIC(NAME) template <class... A> static cudaError_t NAME(A&&...) { return cudaSuccess; }
struct DeviceReduce {
    __XLATE_CUB_STATIC(Sum); __XLATE_CUB_STATIC(Max); __XLATE_CUB_STATIC(Min); __XLATE_CUB_STATIC(Reduce);
    __XLATE_CUB_STATIC(ArgMax); __XLATE_CUB_STATIC(ArgMin); __XLATE_CUB_STATIC(ReduceByKey);
    __XLATE_CUB_STATIC(TransformReduce);
};
struct DeviceScan {
    __XLATE_CUB_STATIC(InclusiveSum); __XLATE_CUB_STATIC(ExclusiveSum); __XLATE_CUB_STATIC(InclusiveScan);
    __XLATE_CUB_STATIC(ExclusiveScan); __XLATE_CUB_STATIC(InclusiveSumByKey); __XLATE_CUB_STATIC(ExclusiveSumByKey);
    __XLATE_CUB_STATIC(InclusiveScanByKey); __XLATE_CUB_STATIC(ExclusiveScanByKey); __XLATE_CUB_STATIC(InclusiveScanInit);
};
struct DeviceRadixSort {
    __XLATE_CUB_STATIC(SortKeys); __XLATE_CUB_STATIC(SortPairs); __XLATE_CUB_STATIC(SortKeysDescending);
    __XLATE_CUB_STATIC(SortPairsDescending);
};
struct DeviceSegmentedReduce {
    __XLATE_CUB_STATIC(Sum); __XLATE_CUB_STATIC(Max); __XLATE_CUB_STATIC(Min); __XLATE_CUB_STATIC(Reduce);
    __XLATE_CUB_STATIC(ArgMax); __XLATE_CUB_STATIC(ArgMin);
};
struct DeviceSegmentedRadixSort {
    __XLATE_CUB_STATIC(SortKeys); __XLATE_CUB_STATIC(SortPairs); __XLATE_CUB_STATIC(SortKeysDescending);
    __XLATE_CUB_STATIC(SortPairsDescending);
};
struct DeviceSelect {
    __XLATE_CUB_STATIC(Flagged); __XLATE_CUB_STATIC(If); __XLATE_CUB_STATIC(Unique);
    __XLATE_CUB_STATIC(UniqueByKey); __XLATE_CUB_STATIC(FlaggedIf);
};
struct DevicePartition { __XLATE_CUB_STATIC(Flagged); __XLATE_CUB_STATIC(If); };
struct DeviceHistogram {
    __XLATE_CUB_STATIC(HistogramEven); __XLATE_CUB_STATIC(HistogramRange);
    /* the channel counts are template arguments: MultiHistogramEven<4, 3>(...) */
    template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, class... A> static cudaError_t MultiHistogramEven(A&&...);
    template <int NUM_CHANNELS, int NUM_ACTIVE_CHANNELS, class... A> static cudaError_t MultiHistogramRange(A&&...);
};
struct DeviceRunLengthEncode { __XLATE_CUB_STATIC(Encode); __XLATE_CUB_STATIC(NonTrivialRuns); };
/* the dispatch layer (cub/device/dispatch/*.cuh) that code calls directly: DispatchScan<In, Out, ScanOp,
 * InitValue, Offset>::Dispatch(...), Dispatch[Segmented]RadixSort<IS_DESCENDING, Key, Value, ...>::Dispatch(...) */
template <class... T> struct DispatchScan { __XLATE_CUB_STATIC(Dispatch); };
template <bool IS_DESCENDING, class... T> struct DispatchRadixSort { __XLATE_CUB_STATIC(Dispatch); };
template <bool IS_DESCENDING, class... T> struct DispatchSegmentedRadixSort { __XLATE_CUB_STATIC(Dispatch); };
#undef __XLATE_CUB_STATIC

struct Sum { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };
struct Max { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };
struct Min { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };

enum BlockReduceAlgorithm { BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY, BLOCK_REDUCE_RAKING, BLOCK_REDUCE_WARP_REDUCTIONS };
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };
enum BlockLoadAlgorithm { BLOCK_LOAD_DIRECT, BLOCK_LOAD_STRIPED, BLOCK_LOAD_VECTORIZE, BLOCK_LOAD_TRANSPOSE,
                          BLOCK_LOAD_WARP_TRANSPOSE, BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED };
enum BlockStoreAlgorithm { BLOCK_STORE_DIRECT, BLOCK_STORE_STRIPED, BLOCK_STORE_VECTORIZE, BLOCK_STORE_TRANSPOSE,
                           BLOCK_STORE_WARP_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED };

/* defined (as a call of a declared-only helper), so that a method template instantiated with a lambda, whose
 * type has no linkage, need not be defined elsewhere */
template <class R> __device__ R __xlate_cub_result();
#define __XLATE_CUB_METHOD(R, NAME) template <class... A> __device__ R NAME(A&&...) { return __xlate_cub_result<R>(); }
/* the reductions' item parameter has the type T, so a braced list converts to it (`Reduce({i, gain}, ArgMax())`:
 * xgboost's evaluate_splits.cu); a loose form above takes item arrays */
#define __XLATE_CUB_REDUCE(T) \
    template <class Op> __device__ T Reduce(T, Op) { return __xlate_cub_result<T>(); } \
    template <class Op> __device__ T Reduce(T, Op, int) { return __xlate_cub_result<T>(); } \
    __device__ T Sum(T) { return __xlate_cub_result<T>(); } \
    __device__ T Sum(T, int) { return __xlate_cub_result<T>(); }
template <class T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
public:
    struct TempStorage { char bytes[1]; };
    __device__ BlockReduce();
    __device__ BlockReduce(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(T, Sum); __XLATE_CUB_METHOD(T, Reduce);
    __XLATE_CUB_REDUCE(T)
};
template <class T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
public:
    struct TempStorage { char bytes[1]; };
    __device__ BlockScan();
    __device__ BlockScan(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(void, InclusiveSum); __XLATE_CUB_METHOD(void, ExclusiveSum);
    __XLATE_CUB_METHOD(void, InclusiveScan); __XLATE_CUB_METHOD(void, ExclusiveScan);
};
template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
public:
    struct TempStorage { char bytes[1]; };
    __device__ BlockLoad();
    __device__ BlockLoad(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(void, Load);
};
template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
public:
    struct TempStorage { char bytes[1]; };
    __device__ BlockStore();
    __device__ BlockStore(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(void, Store);
};
template <class KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, class ValueT = int, int RADIX_BITS = 4,
          bool MEMOIZE_OUTER_SCAN = true, BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
          cudaSharedMemConfig SMEM_CONFIG = cudaSharedMemBankSizeFourByte, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockRadixSort {
public:
    struct TempStorage { char bytes[1]; };
    __device__ BlockRadixSort();
    __device__ BlockRadixSort(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(void, Sort); __XLATE_CUB_METHOD(void, SortDescending);
    __XLATE_CUB_METHOD(void, SortBlockedToStriped); __XLATE_CUB_METHOD(void, SortDescendingBlockedToStriped);
};
template <class T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpReduce {
public:
    struct TempStorage { char bytes[1]; };
    __device__ WarpReduce(TempStorage& temp_storage);
    __XLATE_CUB_REDUCE(T)
    __XLATE_CUB_METHOD(T, Sum); __XLATE_CUB_METHOD(T, Reduce); __XLATE_CUB_METHOD(T, HeadSegmentedSum);
    __XLATE_CUB_METHOD(T, TailSegmentedSum);
};
template <class T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpScan {
public:
    struct TempStorage { char bytes[1]; };
    __device__ WarpScan(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(void, InclusiveSum); __XLATE_CUB_METHOD(void, ExclusiveSum);
    __XLATE_CUB_METHOD(void, InclusiveScan); __XLATE_CUB_METHOD(void, ExclusiveScan);
    __XLATE_CUB_METHOD(T, Broadcast);
};
#undef __XLATE_CUB_METHOD

template <class T> struct DoubleBuffer {
    T* d_buffers[2];
    int selector;
    __host__ __device__ DoubleBuffer();
    __host__ __device__ DoubleBuffer(T* d_current, T* d_alternate);
    __host__ __device__ T* Current();
    __host__ __device__ T* Alternate();
};
template <class Key, class Value> struct KeyValuePair {
    Key key;
    Value value;
    __host__ __device__ KeyValuePair();
    __host__ __device__ KeyValuePair(const Key& key, const Value& value);
};
}  // namespace cub


/* the rest of CUB's public names (xlate/data/libs/cub_names.txt), declared so that uses resolve */
namespace cub {
enum BlockHistogramAlgorithm { BLOCK_HISTO_SORT, BLOCK_HISTO_ATOMIC };
enum CacheLoadModifier { LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE };
enum CacheStoreModifier { STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE };
enum WarpLoadAlgorithm { WARP_LOAD_DIRECT, WARP_LOAD_STRIPED, WARP_LOAD_VECTORIZE, WARP_LOAD_TRANSPOSE };
enum WarpStoreAlgorithm { WARP_STORE_DIRECT, WARP_STORE_STRIPED, WARP_STORE_VECTORIZE, WARP_STORE_TRANSPOSE };
enum GridMappingStrategy { GRID_MAPPING_RAKE, GRID_MAPPING_STRIP_MINE, GRID_MAPPING_DYNAMIC };
enum RadixRankAlgorithm { RADIX_RANK_BASIC, RADIX_RANK_MEMOIZE, RADIX_RANK_MATCH, RADIX_RANK_MATCH_EARLY_COUNTS_ANY,
                          RADIX_RANK_MATCH_EARLY_COUNTS_ATOMIC_OR };
enum Category { NOT_A_NUMBER, SIGNED_INTEGER, UNSIGNED_INTEGER, FLOATING_POINT };
template <class... A> __host__ __device__ __xlate_any Debug(A&&...);
template <class... A> __host__ __device__ __xlate_any LoadDirectBlocked(A&&...);
template <class... A> __host__ __device__ __xlate_any LoadDirectStriped(A&&...);
template <class... A> __host__ __device__ __xlate_any LoadDirectWarpStriped(A&&...);
template <class... A> __host__ __device__ __xlate_any StoreDirectBlocked(A&&...);
template <class... A> __host__ __device__ __xlate_any StoreDirectStriped(A&&...);
template <class... A> __host__ __device__ __xlate_any StoreDirectWarpStriped(A&&...);
template <class... A> __host__ __device__ __xlate_any LoadDirectBlockedVectorized(A&&...);
template <class... A> __host__ __device__ __xlate_any StoreDirectBlockedVectorized(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadScanInclusive(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadScanExclusive(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadExit(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadTrap(A&&...);
template <int BLOCK_DIM_X, int RADIX_BITS, bool IS_DESCENDING,
          BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockRadixRankMatch {
public:
    enum { BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z, RADIX_DIGITS = 1 << RADIX_BITS,
           BINS_TRACKED_PER_THREAD = (RADIX_DIGITS + BLOCK_THREADS - 1) / BLOCK_THREADS };
    struct TempStorage { char bytes[1]; };
    __device__ BlockRadixRankMatch(TempStorage& temp_storage);
    template <class... A> __device__ void RankKeys(A&&...) {}
};
template <class... T> struct BlockScanRunningPrefixOp;
/* CUB's constants, as its block_raking_layout.cuh computes them for a 32-thread warp */
template <class T, int BLOCK_THREADS, int LEGACY_PTX_ARCH = 0> struct BlockRakingLayout {
    enum {
        SHARED_ELEMENTS = BLOCK_THREADS,
        MAX_RAKING_THREADS = BLOCK_THREADS < 32 ? BLOCK_THREADS : 32,
        SEGMENT_LENGTH = (SHARED_ELEMENTS + MAX_RAKING_THREADS - 1) / MAX_RAKING_THREADS,
        RAKING_THREADS = (SHARED_ELEMENTS + SEGMENT_LENGTH - 1) / SEGMENT_LENGTH,
        HAS_CONFLICTS = (32 % SEGMENT_LENGTH == 0) && (SEGMENT_LENGTH > 2),
        CONFLICT_DEGREE = HAS_CONFLICTS ? (MAX_RAKING_THREADS * SEGMENT_LENGTH) / 32 : 1,
        USE_SEGMENT_PADDING = ((SEGMENT_LENGTH & 1) == 0) && (SEGMENT_LENGTH > 2),
        GRID_ELEMENTS = RAKING_THREADS * (SEGMENT_LENGTH + USE_SEGMENT_PADDING),
        UNGUARDED = (SHARED_ELEMENTS % RAKING_THREADS == 0)
    };
    struct TempStorage { T buff[GRID_ELEMENTS]; };
    static __device__ T* PlacementPtr(TempStorage& temp_storage, unsigned int linear_tid);
    static __device__ T* RakingPtr(TempStorage& temp_storage, unsigned int linear_tid);
};
template <class... T> struct Equals;
enum ScanTileStatus { SCAN_TILE_OOB, SCAN_TILE_INCLUSIVE, SCAN_TILE_PARTIAL, SCAN_TILE_INVALID = 99 };
template <class T, bool SINGLE_WORD = true> struct ScanTileState;
template <class ValueT, class KeyT, bool SINGLE_WORD = true> struct ReduceByKeyScanTileState;
template <class T, class ScanOpT, class ScanTileStateT, int LEGACY_PTX_ARCH = 0, class... R> struct TilePrefixCallbackOp;
struct SwitchDevice { SwitchDevice(int new_device); ~SwitchDevice(); };
/* CUB's device queries, with CUB's result types (int for the device and its count, cudaError_t for the
 * others: code prints them and compares them, `LOG << cub::CurrentDevice()`) */
template <class... A> __host__ __device__ int CurrentDevice(A&&...);
template <class... A> __host__ __device__ int DeviceCount(A&&...);
template <class... A> __host__ __device__ int DeviceCountUncached(A&&...);
template <class... A> __host__ __device__ cudaError_t SyncStream(A&&...);
template <class... A> __host__ __device__ cudaError_t MaxSmOccupancy(A&&...);
template <class... A> __host__ __device__ cudaError_t PtxVersion(A&&...);
template <class... A> __host__ __device__ cudaError_t PtxVersionUncached(A&&...);
template <class... A> __host__ __device__ cudaError_t SmVersion(A&&...);
template <class... A> __host__ __device__ cudaError_t SmVersionUncached(A&&...);
/* CUB's utilities (util_type, util_ptx, thread_*, iterator/*, grid/*, util_allocator): the functions with
 * their parameter and result types, the types with their members, so that code computing with them parses */
template <class T> struct __xlate_it_value { typedef __xlate_any type; };
template <class T> struct __xlate_it_value<T*> { typedef T type; };
template <class T> struct __xlate_it_value<const T*> { typedef T type; };
struct __xlate_sink {
    template <class T> __host__ __device__ __xlate_sink& operator=(const T&);
    template <class T> __host__ __device__ operator T() const;
};
struct NullType {};
template <int A> struct Int2Type { enum { VALUE = A }; };
template <int N, int CURRENT_VAL = N, int COUNT = 0> struct Log2 { enum { VALUE = 0 }; };
template <int N> struct PowerOfTwo { enum { VALUE = 0 }; };
template <class T> struct IsPointer { enum { VALUE = 0 }; };
template <class T> struct IsVolatile { enum { VALUE = 0 }; };
template <class T> struct RemoveQualifiers { typedef T Type; };
template <class T> struct FpLimits { static __host__ __device__ T Max(); static __host__ __device__ T Lowest(); };
template <Category _CATEGORY, bool _PRIMITIVE, bool _NULL_TYPE, class _UnsignedBits, class T> struct BaseTraits {
    typedef _UnsignedBits UnsignedBits;
    static const Category CATEGORY = _CATEGORY;
    enum { PRIMITIVE = _PRIMITIVE, NULL_TYPE = _NULL_TYPE };
    static const UnsignedBits LOWEST_KEY = UnsignedBits(0), MAX_KEY = UnsignedBits(0), HIGH_BIT = UnsignedBits(0);
    static __host__ __device__ UnsignedBits TwiddleIn(UnsignedBits key);
    static __host__ __device__ UnsignedBits TwiddleOut(UnsignedBits key);
    static __host__ __device__ T Max();
    static __host__ __device__ T Lowest();
};
template <class T> struct NumericTraits : BaseTraits<NOT_A_NUMBER, true, false, unsigned long long, T> {};
template <class T> struct Traits : NumericTraits<T> {};
/* the largest unsigned word that divides T's size and alignment, up to a limit (CUB's util_type.cuh: code sizes
 * arrays of words by it, xgboost's LDGIterator static_asserts that they cover T exactly) */
template <class T, int LIMIT> struct __xlate_unit_word {
    static const int __align = alignof(T) < LIMIT ? (int)alignof(T) : LIMIT;
    static const int __bytes = sizeof(T) % 16 == 0 && __align >= 16 ? 16 : sizeof(T) % 8 == 0 && __align >= 8 ? 8
                               : sizeof(T) % 4 == 0 && __align >= 4 ? 4 : sizeof(T) % 2 == 0 && __align >= 2 ? 2 : 1;
    typedef typename std::conditional<__bytes == 16, ulonglong2,
            typename std::conditional<__bytes == 8, unsigned long long,
            typename std::conditional<__bytes == 4, unsigned int,
            typename std::conditional<__bytes == 2, unsigned short, unsigned char>::type>::type>::type>::type type;
};
template <class T> struct UnitWord {
    typedef typename __xlate_unit_word<T, 4>::type ShuffleWord;
    typedef typename __xlate_unit_word<T, 8>::type VolatileWord;
    typedef typename __xlate_unit_word<T, 16>::type DeviceWord;
    typedef typename __xlate_unit_word<T, 16>::type TextureWord;
};
template <class T> struct Uninitialized { unsigned long long storage[1]; __host__ __device__ T& Alias(); };
template <class T, int vec_elements> struct CubVector { T x, y, z, w; typedef T BaseType; typedef CubVector Type; };
template <bool IS_DESCENDING, class KeyT> struct RadixSortTwiddle {
    typedef typename Traits<KeyT>::UnsignedBits UnsignedBits;
    static __host__ __device__ UnsignedBits In(UnsignedBits key);
    static __host__ __device__ UnsignedBits Out(UnsignedBits key);
    static __host__ __device__ UnsignedBits DefaultKey();
};
template <class KeyT> struct BaseDigitExtractor {
    typedef typename Traits<KeyT>::UnsignedBits UnsignedBits;
    enum { FLOAT_KEY = 0 };
    static __device__ UnsignedBits ProcessFloatMinusZero(UnsignedBits key);
};
template <class KeyT> struct ShiftDigitExtractor : BaseDigitExtractor<KeyT> {
    __device__ explicit ShiftDigitExtractor(unsigned bit_start = 0, unsigned num_bits = 0);
    __device__ unsigned Digit(typename BaseDigitExtractor<KeyT>::UnsignedBits key);
};
template <class T, class IterT = T*> struct FutureValue {
    __host__ __device__ explicit FutureValue(IterT iter);
    __host__ __device__ operator T();
};

struct Equality { template <class T, class U> __host__ __device__ bool operator()(const T& a, const U& b) const; };
struct Inequality { template <class T, class U> __host__ __device__ bool operator()(const T& a, const U& b) const; };
template <class EqualityOp> struct InequalityWrapper {
    EqualityOp op;
    __host__ __device__ InequalityWrapper(EqualityOp op);
    template <class T, class U> __host__ __device__ bool operator()(const T& a, const U& b);
};
struct Difference { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };
struct Division { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };
struct ArgMax { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };
struct ArgMin { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };
template <class B> struct CastOp { template <class A> __host__ __device__ B operator()(const A& a) const; };
template <class ScanOp> struct SwizzleScanOp {
    __host__ __device__ SwizzleScanOp(ScanOp scan_op);
    template <class T> __host__ __device__ T operator()(const T& a, const T& b);
};
template <class ReductionOpT> struct ReduceBySegmentOp {
    ReductionOpT op;
    __host__ __device__ ReduceBySegmentOp();
    __host__ __device__ ReduceBySegmentOp(ReductionOpT op);
    template <class T> __host__ __device__ T operator()(const T& first, const T& second);
};
template <class ReductionOpT> struct ReduceByKeyOp {
    ReductionOpT op;
    __host__ __device__ ReduceByKeyOp();
    __host__ __device__ ReduceByKeyOp(ReductionOpT op);
    template <class T> __host__ __device__ T operator()(const T& first, const T& second);
};
template <class BinaryOpT> struct BinaryFlip {
    BinaryOpT binary_op;
    __host__ __device__ explicit BinaryFlip(BinaryOpT binary_op);
    template <class T, class U> __device__ __xlate_any operator()(const T& t, const U& u);
};
template <class BinaryOpT> __host__ __device__ BinaryFlip<BinaryOpT> MakeBinaryFlip(BinaryOpT binary_op);

__device__ unsigned int BFE(unsigned long long source, unsigned int bit_start, unsigned int num_bits);
__device__ void BFI(unsigned int& ret, unsigned int x, unsigned int y, unsigned int bit_start, unsigned int num_bits);
__device__ unsigned int IADD3(unsigned int x, unsigned int y, unsigned int z);
__device__ unsigned int SHL_ADD(unsigned int x, unsigned int shift, unsigned int addend);
__device__ unsigned int SHR_ADD(unsigned int x, unsigned int shift, unsigned int addend);
__device__ int PRMT(unsigned int a, unsigned int b, unsigned int index);
__device__ unsigned int LaneId();
__device__ unsigned int WarpId();
__device__ unsigned long long LaneMaskLt();
__device__ unsigned long long LaneMaskLe();
__device__ unsigned long long LaneMaskGt();
__device__ unsigned long long LaneMaskGe();
__device__ int RowMajorTid(int block_dim_x, int block_dim_y, int block_dim_z);
__device__ void CTA_SYNC();
__device__ void WARP_SYNC(unsigned int member_mask);
template <class N, class D> __host__ __device__ N DivideAndRoundUp(N n, D d);
template <class T> __host__ __device__ void Swap(T& a, T& b);
template <int LOGICAL_WARP_THREADS, class T> __device__ T ShuffleUp(T input, int src_offset, int first_thread,
                                                                    unsigned int member_mask);
template <int LOGICAL_WARP_THREADS, class T> __device__ T ShuffleDown(T input, int src_offset, int last_thread,
                                                                      unsigned int member_mask);
template <int LOGICAL_WARP_THREADS, class T> __device__ T ShuffleIndex(T input, int src_lane, unsigned int member_mask);
template <CacheLoadModifier MODIFIER = LOAD_DEFAULT, class T> __device__ T ThreadLoad(T* ptr);
template <CacheLoadModifier MODIFIER = LOAD_DEFAULT, class It> __device__ __xlate_any ThreadLoad(It itr);
template <CacheStoreModifier MODIFIER = STORE_DEFAULT, class It, class T> __device__ void ThreadStore(It itr, T val);
template <class T, int N, class Op> __device__ T ThreadReduce(const T (&input)[N], Op op);
template <class T, int N, class Op, class P> __device__ T ThreadReduce(const T (&input)[N], Op op, P prefix);
template <int LENGTH, class T, class Op> __device__ T ThreadReduce(const T* input, Op op);
template <int LENGTH, class T, class Op, class P> __device__ T ThreadReduce(const T* input, Op op, P prefix);
template <class It, class OffsetT, class T> __host__ __device__ OffsetT LowerBound(It input, OffsetT num_items, T val);
template <class It, class OffsetT, class T> __host__ __device__ OffsetT UpperBound(It input, OffsetT num_items, T val);
template <class A, class B, class OffsetT, class C>
__host__ __device__ void MergePathSearch(OffsetT diagonal, A a, B b, OffsetT a_len, OffsetT b_len, C& path_coordinate);

/* iterators: constructed from anything; V is what an element reads as */
#define __XLATE_CUB_ITERATOR_MEMBERS(NAME, V)                                                                   \
    typedef V value_type;                                                                                     \
    typedef V reference;                                                                                      \
    typedef V* pointer;                                                                                       \
    typedef long long difference_type;                                                                        \
    typedef std::random_access_iterator_tag iterator_category;                                                \
    template <class... A> __host__ __device__ NAME(A&&...) {}                                                 \
    __host__ __device__ V operator*() const;                                                                  \
    template <class I> __host__ __device__ V operator[](I) const;                                             \
    template <class I> __host__ __device__ NAME operator+(I) const;                                           \
    template <class I> __host__ __device__ NAME operator-(I) const;                                           \
    __host__ __device__ long long operator-(const NAME&) const;                                               \
    template <class I> __host__ __device__ NAME& operator+=(I);                                               \
    template <class I> __host__ __device__ NAME& operator-=(I);                                               \
    __host__ __device__ NAME& operator++();                                                                   \
    __host__ __device__ NAME operator++(int);                                                                 \
    __host__ __device__ NAME& operator--();                                                                   \
    __host__ __device__ bool operator==(const NAME&) const;                                                   \
    __host__ __device__ bool operator!=(const NAME&) const;                                                   \
    __host__ __device__ bool operator<(const NAME&) const;
template <class InputIteratorT, class OffsetT = long long,
          class OutputValueT = typename __xlate_it_value<InputIteratorT>::type>
class ArgIndexInputIterator {
public:
    typedef KeyValuePair<OffsetT, OutputValueT> __xlate_pair;
    __XLATE_CUB_ITERATOR_MEMBERS(ArgIndexInputIterator, __xlate_pair)
    __host__ __device__ void normalize();
};
template <CacheLoadModifier MODIFIER, class ValueType, class OffsetT = long long> class CacheModifiedInputIterator {
public:
    __XLATE_CUB_ITERATOR_MEMBERS(CacheModifiedInputIterator, ValueType)
    ValueType* ptr;
};
template <CacheStoreModifier MODIFIER, class ValueType, class OffsetT = long long> class CacheModifiedOutputIterator {
public:
    __XLATE_CUB_ITERATOR_MEMBERS(CacheModifiedOutputIterator, __xlate_sink)
};
template <class ValueType, class OffsetT = long long> class ConstantInputIterator {
public:
    __XLATE_CUB_ITERATOR_MEMBERS(ConstantInputIterator, ValueType)
};
template <class ValueType, class OffsetT = long long> class CountingInputIterator {
public:
    __XLATE_CUB_ITERATOR_MEMBERS(CountingInputIterator, ValueType)
};
template <class OffsetT = long long> class DiscardOutputIterator {
public:
    __XLATE_CUB_ITERATOR_MEMBERS(DiscardOutputIterator, __xlate_sink)
};
template <class ValueType, class ConversionOp, class InputIteratorT, class OffsetT = long long>
class TransformInputIterator {
public:
    __XLATE_CUB_ITERATOR_MEMBERS(TransformInputIterator, ValueType)
};
template <class T, class OffsetT = long long> class TexObjInputIterator {
public:
    __XLATE_CUB_ITERATOR_MEMBERS(TexObjInputIterator, T)
    template <class... A> __host__ cudaError_t BindTexture(A&&...);
    __host__ cudaError_t UnbindTexture();
};
#undef __XLATE_CUB_ITERATOR_MEMBERS

/* grid utilities and the caching allocator */
class GridBarrier {
public:
    GridBarrier();
    __device__ void Sync() const;
};
class GridBarrierLifetime : public GridBarrier {
public:
    GridBarrierLifetime();
    cudaError_t HostReset();
    cudaError_t Setup(int sweep_grid_size);
};
template <class OffsetT> struct GridEvenShare {
    OffsetT num_items, block_offset, block_end, block_stride;
    int grid_size;
    __host__ __device__ GridEvenShare();
    __host__ __device__ void DispatchInit(OffsetT num_items, int max_grid_size, int tile_items);
    template <int TILE_ITEMS, class... A> __device__ void BlockInit(A&&...);
    template <int TILE_ITEMS, GridMappingStrategy STRATEGY> __device__ void BlockInit();
};
template <class OffsetT> class GridQueue {
public:
    static __host__ __device__ size_t AllocationSize();
    __host__ __device__ GridQueue();
    __host__ __device__ GridQueue(void* d_storage);
    __host__ __device__ cudaError_t FillAndResetDrain(OffsetT fill_size, cudaStream_t stream = 0);
    __host__ __device__ cudaError_t ResetDrain(cudaStream_t stream = 0);
    __host__ __device__ cudaError_t ResetFill(cudaStream_t stream = 0);
    __host__ __device__ cudaError_t FillSize(OffsetT& fill_size, cudaStream_t stream = 0);
    __device__ OffsetT Drain(OffsetT num_items);
    __device__ OffsetT Fill(OffsetT num_items);
};
struct CachingDeviceAllocator {
    static const unsigned int INVALID_BIN = (unsigned int)-1;
    static const size_t INVALID_SIZE = (size_t)-1;
    static const int INVALID_DEVICE_ORDINAL = -1;
    unsigned int bin_growth, min_bin, max_bin;
    size_t min_bin_bytes, max_bin_bytes, max_cached_bytes;
    bool debug;
    struct TotalBytes { size_t free, live; };
    struct __xlate_by_device { TotalBytes& operator[](int device); } cached_bytes;
    CachingDeviceAllocator(unsigned int bin_growth, unsigned int min_bin = 1, unsigned int max_bin = INVALID_BIN,
                           size_t max_cached_bytes = INVALID_SIZE, bool skip_cleanup = false, bool debug = false);
    CachingDeviceAllocator(bool skip_cleanup = false, bool debug = false);
    cudaError_t SetMaxCachedBytes(size_t max_cached_bytes);
    cudaError_t DeviceAllocate(int device, void** d_ptr, size_t bytes, cudaStream_t active_stream = 0);
    cudaError_t DeviceAllocate(void** d_ptr, size_t bytes, cudaStream_t active_stream = 0);
    cudaError_t DeviceFree(int device, void* d_ptr);
    cudaError_t DeviceFree(void* d_ptr);
    cudaError_t FreeAllCached();
};
}  // namespace cub
/* device-wide algorithms (static member functions taking any arguments), block- and warp-wide primitives
 * (CUB 2.x template heads, TempStorage, member functions taking any arguments), iterators and operators */
namespace cub {
/* defined: a lambda argument (DeviceFor::ForEach) would make a use of a declaration only an error */
#define __XLATE_CUB_STATIC(NAME) template <class... A> static cudaError_t NAME(A&&...) { return cudaSuccess; }
struct DeviceAdjacentDifference {
    __XLATE_CUB_STATIC(SubtractLeft); __XLATE_CUB_STATIC(SubtractLeftCopy); __XLATE_CUB_STATIC(SubtractRight);
    __XLATE_CUB_STATIC(SubtractRightCopy);
};
struct DeviceCopy { __XLATE_CUB_STATIC(Batched); };
struct DeviceMemcpy { __XLATE_CUB_STATIC(Batched); };
struct DeviceFor {
    __XLATE_CUB_STATIC(ForEach); __XLATE_CUB_STATIC(ForEachN); __XLATE_CUB_STATIC(ForEachCopy);
    __XLATE_CUB_STATIC(ForEachCopyN); __XLATE_CUB_STATIC(Bulk);
};
struct DeviceMergeSort {
    __XLATE_CUB_STATIC(SortPairs); __XLATE_CUB_STATIC(SortKeys); __XLATE_CUB_STATIC(SortPairsCopy);
    __XLATE_CUB_STATIC(SortKeysCopy); __XLATE_CUB_STATIC(StableSortPairs); __XLATE_CUB_STATIC(StableSortKeys);
    __XLATE_CUB_STATIC(StableSortKeysCopy);
};
struct DeviceSegmentedSort {
    __XLATE_CUB_STATIC(SortKeys); __XLATE_CUB_STATIC(SortKeysDescending); __XLATE_CUB_STATIC(SortPairs);
    __XLATE_CUB_STATIC(SortPairsDescending); __XLATE_CUB_STATIC(StableSortKeys);
    __XLATE_CUB_STATIC(StableSortKeysDescending); __XLATE_CUB_STATIC(StableSortPairs);
    __XLATE_CUB_STATIC(StableSortPairsDescending);
};
struct DeviceSpmv { __XLATE_CUB_STATIC(CsrMV); };
struct DeviceTransform { __XLATE_CUB_STATIC(Transform); };
#undef __XLATE_CUB_STATIC

#define __XLATE_CUB_TEMP(NAME)                                                                            \
    struct TempStorage { char bytes[1]; };                                                                \
    __device__ NAME();                                                                                    \
    __device__ NAME(TempStorage& temp_storage);
#define __XLATE_CUB_METHOD(NAME) template <class... A> __device__ void NAME(A&&...) {}
template <class InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockExchange {
public:
    __XLATE_CUB_TEMP(BlockExchange)
    __XLATE_CUB_METHOD(StripedToBlocked); __XLATE_CUB_METHOD(BlockedToStriped);
    __XLATE_CUB_METHOD(WarpStripedToBlocked); __XLATE_CUB_METHOD(BlockedToWarpStriped);
    __XLATE_CUB_METHOD(ScatterToBlocked); __XLATE_CUB_METHOD(ScatterToStriped);
    __XLATE_CUB_METHOD(ScatterToStripedGuarded); __XLATE_CUB_METHOD(ScatterToStripedFlagged);
};
template <class T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockDiscontinuity {
public:
    __XLATE_CUB_TEMP(BlockDiscontinuity)
    __XLATE_CUB_METHOD(FlagHeads); __XLATE_CUB_METHOD(FlagTails); __XLATE_CUB_METHOD(FlagHeadsAndTails);
};
template <class T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, int BINS,
          BlockHistogramAlgorithm ALGORITHM = BLOCK_HISTO_SORT, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockHistogram {
public:
    __XLATE_CUB_TEMP(BlockHistogram)
    __XLATE_CUB_METHOD(InitHistogram); __XLATE_CUB_METHOD(Histogram); __XLATE_CUB_METHOD(Composite);
};
template <class T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockShuffle {
public:
    __XLATE_CUB_TEMP(BlockShuffle)
    __XLATE_CUB_METHOD(Offset); __XLATE_CUB_METHOD(Rotate); __XLATE_CUB_METHOD(Up); __XLATE_CUB_METHOD(Down);
};
template <class T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockAdjacentDifference {
public:
    __XLATE_CUB_TEMP(BlockAdjacentDifference)
    __XLATE_CUB_METHOD(SubtractLeft); __XLATE_CUB_METHOD(SubtractLeftPartialTile);
    __XLATE_CUB_METHOD(SubtractRight); __XLATE_CUB_METHOD(SubtractRightPartialTile);
};
template <class KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, class ValueT = NullType, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1>
class BlockMergeSort {
public:
    __XLATE_CUB_TEMP(BlockMergeSort)
    __XLATE_CUB_METHOD(Sort); __XLATE_CUB_METHOD(StableSort); __XLATE_CUB_METHOD(SortBlockedToStriped);
};
template <int BLOCK_DIM_X, int RADIX_BITS, bool IS_DESCENDING, bool MEMOIZE_OUTER_SCAN = true,
          BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS,
          cudaSharedMemConfig SMEM_CONFIG = cudaSharedMemBankSizeFourByte, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockRadixRank {
public:
    enum { BLOCK_THREADS = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z, RADIX_DIGITS = 1 << RADIX_BITS,
           BINS_TRACKED_PER_THREAD = (RADIX_DIGITS + BLOCK_THREADS - 1) / BLOCK_THREADS };
    __XLATE_CUB_TEMP(BlockRadixRank)
    __XLATE_CUB_METHOD(RankKeys);
};
template <class ItemT, int BLOCK_DIM_X, int RUNS_PER_THREAD, int DECODED_ITEMS_PER_THREAD,
          class DecodedOffsetT = unsigned int, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1>
class BlockRunLengthDecode {
public:
    struct TempStorage { char bytes[1]; };
    template <class... A> __device__ BlockRunLengthDecode(A&&...);
    __XLATE_CUB_METHOD(RunLengthDecode);
};
enum WarpExchangeAlgorithm { WARP_EXCHANGE_SMEM, WARP_EXCHANGE_SHUFFLE };
template <class InputT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0,
          WarpExchangeAlgorithm WARP_EXCHANGE_ALGORITHM = WARP_EXCHANGE_SMEM>
class WarpExchange {
public:
    struct TempStorage { char bytes[1]; };
    __device__ WarpExchange(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(StripedToBlocked); __XLATE_CUB_METHOD(BlockedToStriped);
    __XLATE_CUB_METHOD(ScatterToStriped);
};
template <class InputT, int ITEMS_PER_THREAD, WarpLoadAlgorithm ALGORITHM = WARP_LOAD_DIRECT,
          int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpLoad {
public:
    struct TempStorage { char bytes[1]; };
    __device__ WarpLoad();
    __device__ WarpLoad(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(Load);
};
template <class T, int ITEMS_PER_THREAD, WarpStoreAlgorithm ALGORITHM = WARP_STORE_DIRECT,
          int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpStore {
public:
    struct TempStorage { char bytes[1]; };
    __device__ WarpStore();
    __device__ WarpStore(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(Store);
};
template <class KeyT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = 32, class ValueT = NullType,
          int LEGACY_PTX_ARCH = 0>
class WarpMergeSort {
public:
    struct TempStorage { char bytes[1]; };
    __device__ WarpMergeSort(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(Sort); __XLATE_CUB_METHOD(StableSort);
};
#undef __XLATE_CUB_METHOD
#undef __XLATE_CUB_TEMP


}  // namespace cub
#define CUB_QUOTIENT_FLOOR(x, y) ((x) / (y))
#define CUB_ROUND_DOWN_NEAREST(x, y) (((x) / (y)) * (y))
#define CUB_VERSION 200800
#define CUB_WARP_THREADS
#define CUB_DEFINE_VECTOR_TYPE(base_type, short_type)
#define CubDebug(e) (e)
#define CubDebugExit(e) (e)
#define _CubLog(format, ...) printf(format, ##__VA_ARGS__)

#endif
