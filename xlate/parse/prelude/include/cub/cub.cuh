/* xlate CUDA prelude: CUB (cub/cub.cuh), the names of the CUB documentation's device-wide, block-wide and
 * warp-wide primitives, declared loosely (member functions take any arguments) so that code using them
 * parses and the names resolve to the CUDA API. Semantics live in hipCUB / xlate's cpu backend. */
#ifndef XLATE_PRELUDE_CUB_CUH
#define XLATE_PRELUDE_CUB_CUH

#include "cuda_runtime_api.h"
#include "device_functions.h"

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
#define __XLATE_CUB_STATIC(NAME) template <class... A> static cudaError_t NAME(A&&...)
struct DeviceReduce {
    __XLATE_CUB_STATIC(Sum); __XLATE_CUB_STATIC(Max); __XLATE_CUB_STATIC(Min); __XLATE_CUB_STATIC(Reduce);
    __XLATE_CUB_STATIC(ArgMax); __XLATE_CUB_STATIC(ArgMin); __XLATE_CUB_STATIC(ReduceByKey);
    __XLATE_CUB_STATIC(TransformReduce);
};
struct DeviceScan {
    __XLATE_CUB_STATIC(InclusiveSum); __XLATE_CUB_STATIC(ExclusiveSum); __XLATE_CUB_STATIC(InclusiveScan);
    __XLATE_CUB_STATIC(ExclusiveScan); __XLATE_CUB_STATIC(InclusiveSumByKey); __XLATE_CUB_STATIC(ExclusiveSumByKey);
    __XLATE_CUB_STATIC(InclusiveScanByKey); __XLATE_CUB_STATIC(ExclusiveScanByKey);
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
    __XLATE_CUB_STATIC(HistogramEven); __XLATE_CUB_STATIC(HistogramRange); __XLATE_CUB_STATIC(MultiHistogramEven);
    __XLATE_CUB_STATIC(MultiHistogramRange);
};
struct DeviceRunLengthEncode { __XLATE_CUB_STATIC(Encode); __XLATE_CUB_STATIC(NonTrivialRuns); };
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
template <class T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
public:
    struct TempStorage { char bytes[1]; };
    __device__ BlockReduce();
    __device__ BlockReduce(TempStorage& temp_storage);
    __XLATE_CUB_METHOD(T, Sum); __XLATE_CUB_METHOD(T, Reduce);
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
    __XLATE_CUB_METHOD(void, SortBlockedToStriped);
};
template <class T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpReduce {
public:
    struct TempStorage { char bytes[1]; };
    __device__ WarpReduce(TempStorage& temp_storage);
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
template <class Key, class Value> struct KeyValuePair { Key key; Value value; };
struct CachingDeviceAllocator {
    CachingDeviceAllocator();
    cudaError_t DeviceAllocate(void** d_ptr, size_t bytes, cudaStream_t active_stream = 0);
    cudaError_t DeviceFree(void* d_ptr);
};
template <class T, class OffsetT = long long> class CountingInputIterator {
public:
    __host__ __device__ CountingInputIterator(const T& val);
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
template <class... A> __host__ __device__ __xlate_any CTA_SYNC(A&&...);
template <class... A> __host__ __device__ __xlate_any Debug(A&&...);
template <class... A> __host__ __device__ __xlate_any DivideAndRoundUp(A&&...);
template <class... A> __host__ __device__ __xlate_any LaneId(A&&...);
template <class... A> __host__ __device__ __xlate_any LoadDirectBlocked(A&&...);
template <class... A> __host__ __device__ __xlate_any LoadDirectStriped(A&&...);
template <class... A> __host__ __device__ __xlate_any LoadDirectWarpStriped(A&&...);
template <class... A> __host__ __device__ __xlate_any RowMajorTid(A&&...);
template <class... A> __host__ __device__ __xlate_any ShuffleDown(A&&...);
template <class... A> __host__ __device__ __xlate_any ShuffleIndex(A&&...);
template <class... A> __host__ __device__ __xlate_any ShuffleUp(A&&...);
template <class... A> __host__ __device__ __xlate_any StoreDirectBlocked(A&&...);
template <class... A> __host__ __device__ __xlate_any StoreDirectStriped(A&&...);
template <class... A> __host__ __device__ __xlate_any StoreDirectWarpStriped(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadLoad(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadStore(A&&...);
template <class... A> __host__ __device__ __xlate_any WARP_SYNC(A&&...);
template <class... A> __host__ __device__ __xlate_any WarpId(A&&...);
struct ArgMax { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };
struct ArgMin { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };
template <CacheLoadModifier MODIFIER, class ValueType, class OffsetT = long> class CacheModifiedInputIterator;
template <class... T> struct NumericTraits;
template <class... T> struct Traits;
template <class... T> struct Uninitialized;
template <class... A> __host__ __device__ __xlate_any LoadDirectBlockedVectorized(A&&...);
template <class... A> __host__ __device__ __xlate_any StoreDirectBlockedVectorized(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadReduce(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadScanInclusive(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadScanExclusive(A&&...);
template <class... A> __host__ __device__ __xlate_any MergePathSearch(A&&...);
template <class... A> __host__ __device__ __xlate_any LowerBound(A&&...);
template <class... A> __host__ __device__ __xlate_any UpperBound(A&&...);
template <class... A> __host__ __device__ __xlate_any Swap(A&&...);
template <class... A> __host__ __device__ __xlate_any LaneMaskLt(A&&...);
template <class... A> __host__ __device__ __xlate_any LaneMaskLe(A&&...);
template <class... A> __host__ __device__ __xlate_any LaneMaskGt(A&&...);
template <class... A> __host__ __device__ __xlate_any LaneMaskGe(A&&...);
template <class... A> __host__ __device__ __xlate_any BFE(A&&...);
template <class... A> __host__ __device__ __xlate_any BFI(A&&...);
template <class... A> __host__ __device__ __xlate_any IADD3(A&&...);
template <class... A> __host__ __device__ __xlate_any SHR_ADD(A&&...);
template <class... A> __host__ __device__ __xlate_any SHL_ADD(A&&...);
template <class... A> __host__ __device__ __xlate_any PRMT(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadExit(A&&...);
template <class... A> __host__ __device__ __xlate_any ThreadTrap(A&&...);
template <int BLOCK_DIM_X, int RADIX_BITS, bool IS_DESCENDING,
          BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockRadixRankMatch;
template <class... T> struct BlockScanRunningPrefixOp;
template <class T, int BLOCK_THREADS, int LEGACY_PTX_ARCH = 0> struct BlockRakingLayout;
template <CacheStoreModifier MODIFIER, class ValueType, class OffsetT = long> class CacheModifiedOutputIterator;
template <class... T> struct InequalityWrapper;
template <class... T> struct SwizzleScanOp;
template <class... T> struct ReduceBySegmentOp;
template <class... T> struct ReduceByKeyOp;
template <class... T> struct BinaryFlip;
template <class... T> struct Equals;
template <class... T> struct IsPointer;
template <class... T> struct IsVolatile;
template <class... T> struct RemoveQualifiers;
template <Category _CATEGORY, bool _PRIMITIVE, bool _NULL_TYPE, class _UnsignedBits, class T> struct BaseTraits;
template <class... T> struct FpLimits;
template <class... T> struct UnitWord;
template <class T, int vec_elements> struct CubVector;
template <bool IS_DESCENDING, class KeyT> struct RadixSortTwiddle;
enum ScanTileStatus { SCAN_TILE_OOB, SCAN_TILE_INCLUSIVE, SCAN_TILE_PARTIAL, SCAN_TILE_INVALID = 99 };
template <class T, bool SINGLE_WORD = true> struct ScanTileState;
template <class ValueT, class KeyT, bool SINGLE_WORD = true> struct ReduceByKeyScanTileState;
template <class T, class ScanOpT, class ScanTileStateT, int LEGACY_PTX_ARCH = 0, class... R> struct TilePrefixCallbackOp;
template <class... T> struct BaseDigitExtractor;
template <class... T> struct ShiftDigitExtractor;
template <class... T> struct FutureValue;
struct SwitchDevice { SwitchDevice(int new_device); ~SwitchDevice(); };
struct Difference { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };
struct Division { template <class T> __host__ __device__ T operator()(const T& a, const T& b) const; };
struct NullType {};
template <int A> struct Int2Type { enum { VALUE = A }; };
template <int N, int CURRENT_VAL = N, int COUNT = 0> struct Log2;
template <int N> struct PowerOfTwo;
class GridBarrierLifetime;
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
}  // namespace cub
/* device-wide algorithms (static member functions taking any arguments), block- and warp-wide primitives
 * (CUB 2.x template heads, TempStorage, member functions taking any arguments), iterators and operators */
namespace cub {
#define __XLATE_CUB_STATIC(NAME) template <class... A> static cudaError_t NAME(A&&...)
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

/* iterators: constructed from anything, dereferenced and indexed loosely */
#define __XLATE_CUB_ITERATOR(NAME)                                                                        \
    template <class... T> class NAME {                                                                    \
    public:                                                                                               \
        template <class... A> __host__ __device__ NAME(A&&...);                                           \
        __host__ __device__ __xlate_any operator*() const;                                                \
        template <class I> __host__ __device__ __xlate_any operator[](I) const;                           \
        template <class I> __host__ __device__ NAME operator+(I) const;                                   \
        template <class I> __host__ __device__ NAME& operator+=(I);                                       \
        __host__ __device__ NAME& operator++();                                                           \
    };
__XLATE_CUB_ITERATOR(ArgIndexInputIterator)
__XLATE_CUB_ITERATOR(ConstantInputIterator)
__XLATE_CUB_ITERATOR(DiscardOutputIterator)
__XLATE_CUB_ITERATOR(TexObjInputIterator)
__XLATE_CUB_ITERATOR(TransformInputIterator)
#undef __XLATE_CUB_ITERATOR

struct Equality { template <class T, class U> __host__ __device__ bool operator()(const T& a, const U& b) const; };
struct Inequality { template <class T, class U> __host__ __device__ bool operator()(const T& a, const U& b) const; };
template <class B> struct CastOp { template <class A> __host__ __device__ B operator()(const A& a) const; };
class GridBarrier {
public:
    GridBarrier();
    __device__ void Sync() const;
};
template <class OffsetT = int> class GridQueue;
template <class OffsetT> struct GridEvenShare;
}  // namespace cub
#define CUB_QUOTIENT_FLOOR
#define CUB_ROUND_DOWN_NEAREST
#define CUB_VERSION
#define CUB_WARP_THREADS
#define CUB_DEFINE_VECTOR_TYPE(base_type, short_type)
#define CubDebug(e) (e)
#define CubDebugExit(e) (e)
#define _CubLog(format, ...)

#endif
