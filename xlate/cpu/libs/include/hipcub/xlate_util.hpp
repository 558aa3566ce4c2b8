// xlate cpu backend: hipCUB, part of <hipcub/hipcub.hpp> (see there): CUB's utilities.
//   * Macros (each only where not defined yet): HIPCUB_MAX/MIN/QUOTIENT_*/ROUND_*_NEAREST (x rounded to a
//     multiple of y, y parenthesized), HIPCUB_VERSION (hipCUB 7.2.4's 400200), HIPCUB_RUNTIME_FUNCTION,
//     HIPCUB_WARP_THREADS (the wavefront, XLATE_WARP_SIZE), and HIPCUB_ARCH 1: as in hipCUB on AMD,
//     where host and device passes both see 1, so code testing CUB_PTX_ARCH == 0 for "host code" takes
//     the device branch on both sides, as on gfx942.
//     _HipcubLog is printf (hipCUB's; CUB's device-side block/thread prefix is not printed).
//   * Enums, the traits (NumericTraits/Traits with Max/Lowest and the radix twiddles, FpLimits for
//     float, double, __half and bfloat16), the type utilities and the operators, written from CUB's
//     definitions. ArgMin/ArgMax prefer the smaller key among equal values, as CUB.
//   * PTX-like bit operations, as the PTX instructions CUB emits compute them: BFE extracts bits (0 for
//     a zero length or a start past the type), BFI inserts y's low bits into x, SHL_ADD/SHR_ADD clamp
//     the shift at 32 (0), PRMT is prmt.b32's default mode: bit 3 of a selector nibble replicates the
//     sign of the selected byte (hipCUB's __byte_perm on gfx942 ignores that bit).
//   * Lane and warp ids from the thread's linear index in its block (lane = linear % warpSize).
//     ShuffleUp/Down/Index use the runtime's *_sync shuffles over the lanes of the caller's logical warp
//     that exist in the block, 8 bytes at a time (any trivially copyable T), with CUB's first_thread /
//     last_thread clamps; member_mask is ignored (as hipCUB: a CUDA 32-bit mask cannot name 64 lanes),
//     and WARP_SYNC is a __syncwarp of the whole warp (hipCUB's wave barrier).
//   * ThreadLoad/ThreadStore: the modifiers that make other threads' writes visible (LOAD_CG/CV/VOLATILE,
//     STORE_CG/WT/VOLATILE) access scalars through a volatile pointer, so that the compiler keeps every
//     such access (a poll); the others are cache hints, plain accesses here (one coherent memory).
// Not provided: ThreadExit, ThreadTrap, CTA_SYNC_AND/OR (hipCUB 7.2 has none of them), AlignBytes,
// BFEDigitExtractor, the SIMD operators, BFE of 128-bit words.
#pragma once
#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>
#include <cstdio>
#include <cstring>
#include <tuple>

#ifndef HIPCUB_VERSION
#define HIPCUB_VERSION 400200
#endif
#ifndef HIPCUB_MAX
#define HIPCUB_MAX(a, b) (((b) > (a)) ? (b) : (a))
#endif
#ifndef HIPCUB_MIN
#define HIPCUB_MIN(a, b) (((b) < (a)) ? (b) : (a))
#endif
#ifndef HIPCUB_QUOTIENT_FLOOR
#define HIPCUB_QUOTIENT_FLOOR(x, y) ((x) / (y))
#endif
#ifndef HIPCUB_QUOTIENT_CEILING
#define HIPCUB_QUOTIENT_CEILING(x, y) (((x) + (y) - 1) / (y))
#endif
#ifndef HIPCUB_ROUND_UP_NEAREST
#define HIPCUB_ROUND_UP_NEAREST(x, y) ((((x) + (y) - 1) / (y)) * (y))
#endif
#ifndef HIPCUB_ROUND_DOWN_NEAREST
#define HIPCUB_ROUND_DOWN_NEAREST(x, y) (((x) / (y)) * (y))
#endif
#ifndef HIPCUB_RUNTIME_FUNCTION
#define HIPCUB_RUNTIME_FUNCTION __host__
#endif
#ifndef HIPCUB_WARP_THREADS
#define HIPCUB_WARP_THREADS XLATE_WARP_SIZE
#endif
#ifndef HIPCUB_DEVICE_WARP_THREADS
#define HIPCUB_DEVICE_WARP_THREADS XLATE_WARP_SIZE
#endif
#ifndef HIPCUB_HOST_WARP_THREADS
#define HIPCUB_HOST_WARP_THREADS XLATE_WARP_SIZE
#endif
#ifndef HIPCUB_ARCH
#define HIPCUB_ARCH 1
#endif
#ifndef _HipcubLog
#define _HipcubLog(format, ...) printf(format, ##__VA_ARGS__)
#endif

namespace hipcub {

// ---------------------------------------------------------------- enums
enum CacheLoadModifier : int32_t { LOAD_DEFAULT, LOAD_CA, LOAD_CG, LOAD_CS, LOAD_CV, LOAD_LDG, LOAD_VOLATILE };
enum CacheStoreModifier { STORE_DEFAULT, STORE_WB, STORE_CG, STORE_CS, STORE_WT, STORE_VOLATILE };
enum Category { NOT_A_NUMBER, SIGNED_INTEGER, UNSIGNED_INTEGER, FLOATING_POINT };
enum GridMappingStrategy { GRID_MAPPING_RAKE, GRID_MAPPING_STRIP_MINE, GRID_MAPPING_DYNAMIC };

// ---------------------------------------------------------------- type utilities
struct NullType {
    using value_type = NullType;
    NullType() = default;
    template <class T> __host__ __device__ explicit NullType(const T&) {}
    template <class T> __host__ __device__ NullType& operator=(const T&) { return *this; }
    friend __host__ __device__ bool operator==(const NullType&, const NullType&) { return true; }
    friend __host__ __device__ bool operator!=(const NullType&, const NullType&) { return false; }
};

template <int A> struct Int2Type { enum { VALUE = A }; };
template <class T> struct IsPointer { static constexpr bool VALUE = std::is_pointer<T>::value; };
template <class T> struct IsVolatile { static constexpr bool VALUE = std::is_volatile<T>::value; };
template <class T> struct RemoveQualifiers { using Type = typename std::remove_cv<T>::type; };

namespace detail {
constexpr int util_ceil_log2(int n) {
    int bits = 0;
    while ((1LL << bits) < n) ++bits;
    return bits;
}
}  // namespace detail

// log2(N) rounded up (CUB's recursion parameters are accepted and ignored)
template <int N, int CURRENT_VAL = N, int COUNT = 0> struct Log2 {
    static_assert(N > 0, "Log2<N> needs N > 0");
    enum { VALUE = detail::util_ceil_log2(N) };
};
template <int N> struct PowerOfTwo { enum { VALUE = ((N & (N - 1)) == 0) }; };

template <class NumeratorT, class DenominatorT>
__host__ __device__ constexpr NumeratorT DivideAndRoundUp(NumeratorT n, DenominatorT d) {
    static_assert(std::is_integral<NumeratorT>::value || std::is_enum<NumeratorT>::value, "integral types only");
    static_assert(std::is_integral<DenominatorT>::value || std::is_enum<DenominatorT>::value,
                  "integral types only");
    return static_cast<NumeratorT>(n / d + (n % d != 0 ? 1 : 0));
}

template <class T> __host__ __device__ inline void Swap(T& a, T& b) {
    T t = a;
    a = b;
    b = t;
}

// The word types CUB moves a T in: the widest unsigned word that divides its size and alignment.
template <class T> struct UnitWord {
    enum { ALIGN_BYTES = alignof(T) };
    template <class Unit> struct IsMultiple {
        enum {
            UNIT_ALIGN_BYTES = alignof(Unit),
            IS_MULTIPLE = (sizeof(T) % sizeof(Unit) == 0) && (int(ALIGN_BYTES) % int(UNIT_ALIGN_BYTES) == 0)
        };
    };
    using ShuffleWord = std::conditional_t<IsMultiple<int>::IS_MULTIPLE, unsigned int,
                                           std::conditional_t<IsMultiple<short>::IS_MULTIPLE, unsigned short,
                                                              unsigned char>>;
    using VolatileWord =
        std::conditional_t<IsMultiple<long long>::IS_MULTIPLE, unsigned long long, ShuffleWord>;
    using DeviceWord = std::conditional_t<IsMultiple<longlong2>::IS_MULTIPLE, ulonglong2, VolatileWord>;
    using TextureWord = std::conditional_t<IsMultiple<int4>::IS_MULTIPLE, uint4,
                                           std::conditional_t<IsMultiple<int2>::IS_MULTIPLE, uint2, ShuffleWord>>;
};
template <class T> struct UnitWord<const T> : UnitWord<T> {};
template <class T> struct UnitWord<volatile T> : UnitWord<T> {};
template <class T> struct UnitWord<const volatile T> : UnitWord<T> {};

// Storage for a T that is not constructed (a T with a constructor can live in __shared__ this way).
template <class T> struct Uninitialized {
    using DeviceWord = typename UnitWord<T>::DeviceWord;
    static constexpr std::size_t DATA_SIZE = sizeof(T);
    static constexpr std::size_t WORD_SIZE = sizeof(DeviceWord);
    static constexpr std::size_t WORDS = DATA_SIZE / WORD_SIZE;
    DeviceWord storage[WORDS];
    __host__ __device__ T& Alias() { return reinterpret_cast<T&>(*this); }
};

// CubVector<T, N>: the HIP vector type of T with N lanes where there is one (int2, float4 ...), else a
// struct with members x[, y[, z[, w]]].
template <class T, int N> struct GenericCubVector { static_assert(N >= 1 && N <= 4, "CubVector has 1-4 lanes"); };
template <class T> struct GenericCubVector<T, 1> { T x; using BaseType = T; using Type = GenericCubVector; };
template <class T> struct GenericCubVector<T, 2> { T x, y; using BaseType = T; using Type = GenericCubVector; };
template <class T> struct GenericCubVector<T, 3> { T x, y, z; using BaseType = T; using Type = GenericCubVector; };
template <class T> struct GenericCubVector<T, 4> { T x, y, z, w; using BaseType = T; using Type = GenericCubVector; };
enum { MAX_VEC_ELEMENTS = 4 };
template <class T, int N> struct CubVectorType { using Type = GenericCubVector<T, N>; };
#define XLATE_CUB_VECTOR(T, V)                                                              \
    template <int N> struct CubVectorType<T, N> {                                           \
        static_assert(N >= 1 && N <= 4, "CubVector has 1-4 lanes");                         \
        using Type = std::tuple_element_t<N - 1, std::tuple<V##1, V##2, V##3, V##4>>;       \
    };
XLATE_CUB_VECTOR(char, char)
XLATE_CUB_VECTOR(signed char, char)
XLATE_CUB_VECTOR(unsigned char, uchar)
XLATE_CUB_VECTOR(short, short)
XLATE_CUB_VECTOR(unsigned short, ushort)
XLATE_CUB_VECTOR(int, int)
XLATE_CUB_VECTOR(unsigned int, uint)
XLATE_CUB_VECTOR(long, long)
XLATE_CUB_VECTOR(unsigned long, ulong)
XLATE_CUB_VECTOR(long long, longlong)
XLATE_CUB_VECTOR(unsigned long long, ulonglong)
XLATE_CUB_VECTOR(float, float)
XLATE_CUB_VECTOR(double, double)
XLATE_CUB_VECTOR(bool, uchar)
#undef XLATE_CUB_VECTOR
template <class T, int N> using CubVector = typename CubVectorType<T, N>::Type;

// ---------------------------------------------------------------- numeric traits
// The largest and the lowest finite value of the floating-point types.
template <class T> struct FpLimits;
template <> struct FpLimits<float> {
    static __host__ __device__ float Max() { return std::numeric_limits<float>::max(); }
    static __host__ __device__ float Lowest() { return -std::numeric_limits<float>::max(); }
};
template <> struct FpLimits<double> {
    static __host__ __device__ double Max() { return std::numeric_limits<double>::max(); }
    static __host__ __device__ double Lowest() { return -std::numeric_limits<double>::max(); }
};
namespace detail {
template <class T> inline T util_from_bits16(unsigned short bits) {
    T v;
    std::memcpy(&v, &bits, sizeof v);
    return v;
}
}  // namespace detail
template <> struct FpLimits<__half> {
    static __host__ __device__ __half Max() { return detail::util_from_bits16<__half>(0x7BFF); }
    static __host__ __device__ __half Lowest() { return detail::util_from_bits16<__half>(0xFBFF); }
};
template <> struct FpLimits<__hip_bfloat16> {
    static __host__ __device__ __hip_bfloat16 Max() { return detail::util_from_bits16<__hip_bfloat16>(0x7F7F); }
    static __host__ __device__ __hip_bfloat16 Lowest() { return detail::util_from_bits16<__hip_bfloat16>(0xFF7F); }
};

// Not a number (CUB's base case): the category and flags only (CUB's NULL_TYPE is hipCUB's nullptr_TYPE).
template <Category CATEGORY_, bool PRIMITIVE_, bool NULL_TYPE_, class UnsignedBits_, class T>
struct BaseTraits {
    static constexpr Category CATEGORY = CATEGORY_;
    enum { PRIMITIVE = PRIMITIVE_, nullptr_TYPE = NULL_TYPE_ };
};

// Unsigned integers: the key is the value itself.
template <bool PRIMITIVE_, class UnsignedBits_, class T>
struct BaseTraits<UNSIGNED_INTEGER, PRIMITIVE_, false, UnsignedBits_, T> {
    using UnsignedBits = UnsignedBits_;
    static constexpr Category CATEGORY = UNSIGNED_INTEGER;
    static constexpr UnsignedBits LOWEST_KEY = UnsignedBits(0);
    static constexpr UnsignedBits MAX_KEY = UnsignedBits(-1);
    enum { PRIMITIVE = PRIMITIVE_, nullptr_TYPE = false };
    static __host__ __device__ UnsignedBits TwiddleIn(UnsignedBits key) { return key; }
    static __host__ __device__ UnsignedBits TwiddleOut(UnsignedBits key) { return key; }
    static __host__ __device__ T Max() {
        if constexpr (std::is_same<T, bool>::value) return true;
        else return static_cast<T>(MAX_KEY);
    }
    static __host__ __device__ T Lowest() { return static_cast<T>(LOWEST_KEY); }
};

// Two's complement integers: flipping the sign bit orders the keys as unsigned words.
template <bool PRIMITIVE_, class UnsignedBits_, class T>
struct BaseTraits<SIGNED_INTEGER, PRIMITIVE_, false, UnsignedBits_, T> {
    using UnsignedBits = UnsignedBits_;
    static constexpr Category CATEGORY = SIGNED_INTEGER;
    static constexpr UnsignedBits HIGH_BIT = UnsignedBits(1) << (sizeof(UnsignedBits) * 8 - 1);
    static constexpr UnsignedBits LOWEST_KEY = HIGH_BIT;
    static constexpr UnsignedBits MAX_KEY = UnsignedBits(-1) ^ HIGH_BIT;
    enum { PRIMITIVE = PRIMITIVE_, nullptr_TYPE = false };
    static __host__ __device__ UnsignedBits TwiddleIn(UnsignedBits key) { return key ^ HIGH_BIT; }
    static __host__ __device__ UnsignedBits TwiddleOut(UnsignedBits key) { return key ^ HIGH_BIT; }
    static __host__ __device__ T Max() { return static_cast<T>(MAX_KEY); }
    static __host__ __device__ T Lowest() { return static_cast<T>(LOWEST_KEY); }
};

// IEEE floating point: negative keys have every bit flipped, others the sign bit.
template <bool PRIMITIVE_, class UnsignedBits_, class T>
struct BaseTraits<FLOATING_POINT, PRIMITIVE_, false, UnsignedBits_, T> {
    using UnsignedBits = UnsignedBits_;
    static constexpr Category CATEGORY = FLOATING_POINT;
    static constexpr UnsignedBits HIGH_BIT = UnsignedBits(1) << (sizeof(UnsignedBits) * 8 - 1);
    static constexpr UnsignedBits LOWEST_KEY = UnsignedBits(-1);
    static constexpr UnsignedBits MAX_KEY = UnsignedBits(-1) ^ HIGH_BIT;
    enum { PRIMITIVE = PRIMITIVE_, nullptr_TYPE = false };
    static __host__ __device__ UnsignedBits TwiddleIn(UnsignedBits key) {
        return key ^ ((key & HIGH_BIT) ? UnsignedBits(-1) : HIGH_BIT);
    }
    static __host__ __device__ UnsignedBits TwiddleOut(UnsignedBits key) {
        return key ^ ((key & HIGH_BIT) ? HIGH_BIT : UnsignedBits(-1));
    }
    static __host__ __device__ T Max() { return FpLimits<T>::Max(); }
    static __host__ __device__ T Lowest() { return FpLimits<T>::Lowest(); }
};

template <class T> struct NumericTraits : BaseTraits<NOT_A_NUMBER, false, false, T, T> {};
template <> struct NumericTraits<NullType> : BaseTraits<NOT_A_NUMBER, false, true, NullType, NullType> {};
template <> struct NumericTraits<char>
    : BaseTraits<std::is_signed<char>::value ? SIGNED_INTEGER : UNSIGNED_INTEGER, true, false, unsigned char, char> {};
template <> struct NumericTraits<signed char> : BaseTraits<SIGNED_INTEGER, true, false, unsigned char, signed char> {};
template <> struct NumericTraits<short> : BaseTraits<SIGNED_INTEGER, true, false, unsigned short, short> {};
template <> struct NumericTraits<int> : BaseTraits<SIGNED_INTEGER, true, false, unsigned int, int> {};
template <> struct NumericTraits<long> : BaseTraits<SIGNED_INTEGER, true, false, unsigned long, long> {};
template <> struct NumericTraits<long long>
    : BaseTraits<SIGNED_INTEGER, true, false, unsigned long long, long long> {};
template <> struct NumericTraits<unsigned char>
    : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned char, unsigned char> {};
template <> struct NumericTraits<unsigned short>
    : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned short, unsigned short> {};
template <> struct NumericTraits<unsigned int>
    : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned int, unsigned int> {};
template <> struct NumericTraits<unsigned long>
    : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned long, unsigned long> {};
template <> struct NumericTraits<unsigned long long>
    : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned long long, unsigned long long> {};
template <> struct NumericTraits<__int128>
    : BaseTraits<SIGNED_INTEGER, false, false, unsigned __int128, __int128> {};
template <> struct NumericTraits<unsigned __int128>
    : BaseTraits<UNSIGNED_INTEGER, false, false, unsigned __int128, unsigned __int128> {};
template <> struct NumericTraits<bool> : BaseTraits<UNSIGNED_INTEGER, true, false, unsigned char, bool> {};
template <> struct NumericTraits<float> : BaseTraits<FLOATING_POINT, true, false, unsigned int, float> {};
template <> struct NumericTraits<double> : BaseTraits<FLOATING_POINT, true, false, unsigned long long, double> {};
template <> struct NumericTraits<__half> : BaseTraits<FLOATING_POINT, true, false, unsigned short, __half> {};
template <> struct NumericTraits<__hip_bfloat16>
    : BaseTraits<FLOATING_POINT, true, false, unsigned short, __hip_bfloat16> {};

template <class T> struct Traits : NumericTraits<typename std::remove_cv<T>::type> {};

// ---------------------------------------------------------------- radix sort helpers
// A key's bits as the radix sort orders them (descending: complemented) and back.
template <bool IS_DESCENDING, class KeyT> struct RadixSortTwiddle {
    using TraitsT = Traits<KeyT>;
    using UnsignedBits = typename TraitsT::UnsignedBits;
    static __host__ __device__ UnsignedBits In(UnsignedBits key) {
        key = TraitsT::TwiddleIn(key);
        return IS_DESCENDING ? UnsignedBits(~key) : key;
    }
    static __host__ __device__ UnsignedBits Out(UnsignedBits key) {
        if (IS_DESCENDING) key = UnsignedBits(~key);
        return TraitsT::TwiddleOut(key);
    }
    // the key that sorts after every other
    static __host__ __device__ UnsignedBits DefaultKey() { return Out(UnsignedBits(~UnsignedBits(0))); }
};

// Digit extraction from twiddled keys, where -0.0 counts as +0.0 (their twiddled images differ).
template <class KeyT> struct BaseDigitExtractor {
    using TraitsT = Traits<KeyT>;
    using UnsignedBits = typename TraitsT::UnsignedBits;
    enum { FLOAT_KEY = TraitsT::CATEGORY == FLOATING_POINT };
    static __device__ UnsignedBits ProcessFloatMinusZero(UnsignedBits key) {
        if (!FLOAT_KEY) return key;
        const UnsignedBits minus_zero = TraitsT::TwiddleIn(UnsignedBits(UnsignedBits(1) << (8 * sizeof(UnsignedBits) - 1)));
        return key == minus_zero ? TraitsT::TwiddleIn(UnsignedBits(0)) : key;
    }
};

// Bits [bit_start, bit_start + num_bits) of a twiddled key.
template <class KeyT> struct ShiftDigitExtractor : BaseDigitExtractor<KeyT> {
    using typename BaseDigitExtractor<KeyT>::UnsignedBits;
    uint32_t bit_start, mask;
    __device__ explicit ShiftDigitExtractor(uint32_t bit_start = 0, uint32_t num_bits = 0)
        : bit_start(bit_start), mask(num_bits >= 32 ? ~0u : (1u << num_bits) - 1) {}
    __device__ uint32_t Digit(UnsignedBits key) {
        return static_cast<uint32_t>(this->ProcessFloatMinusZero(key) >> bit_start) & mask;
    }
};

// ---------------------------------------------------------------- operators
struct Equality {
    template <class T, class U> __host__ __device__ constexpr bool operator()(T&& t, U&& u) const {
        return std::forward<T>(t) == std::forward<U>(u);
    }
};
struct Inequality {
    template <class T, class U> __host__ __device__ constexpr bool operator()(T&& t, U&& u) const {
        return std::forward<T>(t) != std::forward<U>(u);
    }
};
template <class EqualityOp> struct InequalityWrapper {
    EqualityOp op;
    __host__ __device__ InequalityWrapper(EqualityOp op) : op(op) {}
    template <class T, class U> __host__ __device__ bool operator()(T&& t, U&& u) {
        return !op(std::forward<T>(t), std::forward<U>(u));
    }
};
struct Difference {
    template <class T, class U> __host__ __device__ constexpr auto operator()(T&& t, U&& u) const -> decltype(auto) {
        return std::forward<T>(t) - std::forward<U>(u);
    }
};
struct Division {
    template <class T, class U> __host__ __device__ constexpr auto operator()(T&& t, U&& u) const -> decltype(auto) {
        return std::forward<T>(t) / std::forward<U>(u);
    }
};
// The pair with the larger (ArgMax) or smaller (ArgMin) value; of equal values, the smaller key.
struct ArgMax {
    template <class K, class V>
    __host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V>& a, const KeyValuePair<K, V>& b) const {
        if ((b.value > a.value) || ((a.value == b.value) && (b.key < a.key))) return b;
        return a;
    }
};
struct ArgMin {
    template <class K, class V>
    __host__ __device__ KeyValuePair<K, V> operator()(const KeyValuePair<K, V>& a, const KeyValuePair<K, V>& b) const {
        if ((b.value < a.value) || ((a.value == b.value) && (b.key < a.key))) return b;
        return a;
    }
};
template <class B> struct CastOp {
    template <class A> __host__ __device__ B operator()(A&& a) const { return (B)a; }
};
// scan_op with its operands swapped
template <class ScanOp> class SwizzleScanOp {
    ScanOp scan_op;
public:
    __host__ __device__ SwizzleScanOp(ScanOp scan_op) : scan_op(scan_op) {}
    template <class T> __host__ __device__ T operator()(const T& a, const T& b) {
        T a_(a), b_(b);
        return scan_op(b_, a_);
    }
};
// Segmented reduction over (segment-head count, value) pairs: a second pair that starts a segment
// (key != 0) keeps its own value.
template <class ReductionOpT> struct ReduceBySegmentOp {
    ReductionOpT op;
    __host__ __device__ ReduceBySegmentOp() {}
    __host__ __device__ ReduceBySegmentOp(ReductionOpT op) : op(op) {}
    template <class KeyValuePairT>
    __host__ __device__ KeyValuePairT operator()(const KeyValuePairT& first, const KeyValuePairT& second) {
        KeyValuePairT r;
        r.key = first.key + second.key;
        r.value = second.key ? second.value : op(first.value, second.value);
        return r;
    }
};
// Reduction by key: the second pair, its value combined with the first's where the keys are equal.
template <class ReductionOpT> struct ReduceByKeyOp {
    ReductionOpT op;
    __host__ __device__ ReduceByKeyOp() {}
    __host__ __device__ ReduceByKeyOp(ReductionOpT op) : op(op) {}
    template <class KeyValuePairT>
    __host__ __device__ KeyValuePairT operator()(const KeyValuePairT& first, const KeyValuePairT& second) {
        KeyValuePairT r = second;
        if (first.key == second.key) r.value = op(first.value, r.value);
        return r;
    }
};
template <class BinaryOpT> struct BinaryFlip {
    BinaryOpT binary_op;
    __host__ __device__ explicit BinaryFlip(BinaryOpT binary_op) : binary_op(binary_op) {}
    template <class T, class U> __device__ auto operator()(T&& t, U&& u) -> decltype(auto) {
        return binary_op(std::forward<U>(u), std::forward<T>(t));
    }
};
template <class BinaryOpT> __host__ __device__ BinaryFlip<BinaryOpT> MakeBinaryFlip(BinaryOpT binary_op) {
    return BinaryFlip<BinaryOpT>(binary_op);
}

// ---------------------------------------------------------------- PTX-like bit operations
// bits [bit_start, bit_start + num_bits) of source
template <class UnsignedBits>
__device__ inline unsigned int BFE(UnsignedBits source, unsigned int bit_start, unsigned int num_bits) {
    static_assert(std::is_unsigned<UnsignedBits>::value && sizeof(UnsignedBits) <= 8, "BFE takes an unsigned word");
    if (num_bits == 0 || bit_start >= 64) return 0;
    uint64_t v = static_cast<uint64_t>(source) >> bit_start;
    if (num_bits < 64) v &= (uint64_t(1) << num_bits) - 1;
    return static_cast<unsigned int>(v);
}
// ret = x with bits [bit_start, bit_start + num_bits) (within 32) replaced by y's low bits
__device__ inline void BFI(unsigned int& ret, unsigned int x, unsigned int y, unsigned int bit_start,
                           unsigned int num_bits) {
    const unsigned pos = bit_start & 0xff, len = num_bits & 0xff;
    uint64_t field = len >= 32 ? 0xffffffffull : (uint64_t(1) << len) - 1;
    field = pos >= 32 ? 0 : (field << pos) & 0xffffffffull;
    ret = static_cast<unsigned int>((x & ~field) | ((uint64_t(y) << (pos & 31)) & field));
}
__device__ inline unsigned int IADD3(unsigned int x, unsigned int y, unsigned int z) { return x + y + z; }
__device__ inline unsigned int SHL_ADD(unsigned int x, unsigned int shift, unsigned int addend) {
    return (shift >= 32 ? 0u : x << shift) + addend;
}
__device__ inline unsigned int SHR_ADD(unsigned int x, unsigned int shift, unsigned int addend) {
    return (shift >= 32 ? 0u : x >> shift) + addend;
}
// Byte k of the result is byte (index >> 4k) & 7 of {b, a} (a holds bytes 0-3), or, where bit 3 of
// that nibble is set, that byte's sign bit replicated.
__device__ inline int PRMT(unsigned int a, unsigned int b, unsigned int index) {
    const uint64_t bytes = (uint64_t(b) << 32) | a;
    unsigned int r = 0;
    for (int k = 0; k < 4; ++k) {
        const unsigned sel = (index >> (4 * k)) & 0xf;
        unsigned byte = static_cast<unsigned>(bytes >> (8 * (sel & 7))) & 0xff;
        if (sel & 8) byte = (byte & 0x80) ? 0xff : 0x00;
        r |= byte << (8 * k);
    }
    return static_cast<int>(r);
}

// ---------------------------------------------------------------- thread and warp ids, barriers
namespace detail {
__device__ inline unsigned util_linear_tid() {
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
// The lanes of the caller's logical warp of W lanes that exist in its block.
template <int W> __device__ inline unsigned long long util_logical_lanes() {
    static_assert(W >= 1 && W <= XLATE_WARP_SIZE && (W & (W - 1)) == 0,
                  "LOGICAL_WARP_THREADS must be a power of two no wider than the wavefront");
    const unsigned threads = blockDim.x * blockDim.y * blockDim.z;
    const unsigned first = util_linear_tid() / W * W;
    const unsigned count = threads - first < unsigned(W) ? threads - first : unsigned(W);
    const unsigned long long lanes = count >= 64 ? ~0ull : (1ull << count) - 1;
    return lanes << (first % warpSize);
}
// (util_shuffle_words, a value of any size moved by 64-bit shuffles: hipcub.hpp)
}  // namespace detail

__device__ inline int RowMajorTid(int block_dim_x, int block_dim_y, int block_dim_z) {
    return (block_dim_z == 1 ? 0 : int(threadIdx.z) * block_dim_x * block_dim_y) +
           (block_dim_y == 1 ? 0 : int(threadIdx.y) * block_dim_x) + int(threadIdx.x);
}
__device__ inline unsigned int LaneId() { return detail::util_linear_tid() % warpSize; }
__device__ inline unsigned int WarpId() { return detail::util_linear_tid() / warpSize; }
// masks of the lanes below / up to / above / from the caller, within the wavefront
__device__ inline uint64_t LaneMaskLt() { return (uint64_t(1) << LaneId()) - 1; }
__device__ inline uint64_t LaneMaskLe() { return ((uint64_t(1) << LaneId()) << 1) - 1; }
__device__ inline uint64_t LaneMaskGt() { return ~LaneMaskLe() & (warpSize == 64 ? ~0ull : 0xffffffffull); }
__device__ inline uint64_t LaneMaskGe() { return ~LaneMaskLt() & (warpSize == 64 ? ~0ull : 0xffffffffull); }

__device__ inline void CTA_SYNC(__XLATE_SITE) { __syncthreads(__xf, __xl, __xc); }
__device__ inline void WARP_SYNC(unsigned int /*member_mask*/, __XLATE_SITE) { __syncwarp(__xf, __xl, __xc); }
__device__ inline int WARP_ANY(int p, uint64_t /*member_mask*/, __XLATE_SITE) { return __any(p, __xf, __xl, __xc); }
__device__ inline int WARP_ALL(int p, uint64_t /*member_mask*/, __XLATE_SITE) { return __all(p, __xf, __xl, __xc); }
__device__ inline int64_t WARP_BALLOT(int p, uint64_t /*member_mask*/, __XLATE_SITE) {
    return static_cast<int64_t>(__ballot(p, __xf, __xl, __xc));
}

// ---------------------------------------------------------------- shuffles within a logical warp
// The value of lane (l - src_offset) of the caller's logical warp; the caller's own value where that
// lane is below first_thread.
template <int LOGICAL_WARP_THREADS, class T>
__device__ inline T ShuffleUp(T input, int src_offset, int first_thread, unsigned int /*member_mask*/, __XLATE_SITE) {
    const unsigned long long lanes = detail::util_logical_lanes<LOGICAL_WARP_THREADS>();
    const int lane = static_cast<int>(LaneId() % LOGICAL_WARP_THREADS);
    T r = detail::util_shuffle_words(input, [&](unsigned long long w) {
        return __shfl_up_sync(lanes, w, static_cast<unsigned>(src_offset), LOGICAL_WARP_THREADS, __xf, __xl, __xc);
    });
    return lane - src_offset >= (first_thread & (LOGICAL_WARP_THREADS - 1)) ? r : input;
}
// The value of lane (l + src_offset); the caller's own value where that lane is above last_thread.
template <int LOGICAL_WARP_THREADS, class T>
__device__ inline T ShuffleDown(T input, int src_offset, int last_thread, unsigned int /*member_mask*/, __XLATE_SITE) {
    const unsigned long long lanes = detail::util_logical_lanes<LOGICAL_WARP_THREADS>();
    const int lane = static_cast<int>(LaneId() % LOGICAL_WARP_THREADS);
    T r = detail::util_shuffle_words(input, [&](unsigned long long w) {
        return __shfl_down_sync(lanes, w, static_cast<unsigned>(src_offset), LOGICAL_WARP_THREADS, __xf, __xl, __xc);
    });
    return lane + src_offset <= (last_thread & (LOGICAL_WARP_THREADS - 1)) ? r : input;
}
// The value of lane src_lane (modulo the logical warp's width) of the caller's logical warp.
template <int LOGICAL_WARP_THREADS, class T>
__device__ inline T ShuffleIndex(T input, int src_lane, unsigned int /*member_mask*/, __XLATE_SITE) {
    const unsigned long long lanes = detail::util_logical_lanes<LOGICAL_WARP_THREADS>();
    return detail::util_shuffle_words(input, [&](unsigned long long w) {
        return __shfl_sync(lanes, w, src_lane, LOGICAL_WARP_THREADS, __xf, __xl, __xc);
    });
}

// ---------------------------------------------------------------- thread loads and stores
namespace detail {
template <class T>
constexpr bool util_scalar = std::is_arithmetic<T>::value || std::is_enum<T>::value || std::is_pointer<T>::value;
// the modifiers CUB uses where another thread's (or block's) write must be seen: a volatile access
constexpr bool util_volatile_load(CacheLoadModifier m) { return m == LOAD_CG || m == LOAD_CV || m == LOAD_VOLATILE; }
constexpr bool util_volatile_store(CacheStoreModifier m) {
    return m == STORE_CG || m == STORE_WT || m == STORE_VOLATILE;
}
template <class T> __device__ inline T util_load_volatile(const T* p) { return *static_cast<const volatile T*>(p); }
template <class T> __device__ inline void util_store_volatile(T* p, T v) { *static_cast<volatile T*>(p) = v; }
}  // namespace detail

template <CacheLoadModifier MODIFIER = LOAD_DEFAULT, class InputIteratorT>
__device__ inline typename std::iterator_traits<InputIteratorT>::value_type ThreadLoad(InputIteratorT itr) {
    using T = typename std::iterator_traits<InputIteratorT>::value_type;
    if constexpr (detail::util_volatile_load(MODIFIER) && std::is_pointer<InputIteratorT>::value &&
                  detail::util_scalar<T>)
        return detail::util_load_volatile<T>(itr);
    else
        return *itr;
}
template <CacheStoreModifier MODIFIER = STORE_DEFAULT, class OutputIteratorT, class T>
__device__ inline void ThreadStore(OutputIteratorT itr, T val) {
    if constexpr (detail::util_volatile_store(MODIFIER) && std::is_pointer<OutputIteratorT>::value) {
        using V = typename std::remove_cv<typename std::remove_pointer<OutputIteratorT>::type>::type;
        if constexpr (detail::util_scalar<V>) {
            detail::util_store_volatile<V>(itr, static_cast<V>(val));
            return;
        }
    }
    *itr = val;
}

// ---------------------------------------------------------------- sequential reductions and searches
namespace detail {
template <class A> struct util_static_size;
template <class T, std::size_t N> struct util_static_size<T[N]> { static constexpr int value = int(N); };
template <class A> using util_element_t = std::remove_cv_t<std::remove_reference_t<decltype(std::declval<A&>()[0])>>;
template <class Op, class A, class B> using util_result_t = std::decay_t<std::invoke_result_t<Op, A, B>>;
}  // namespace detail

// op folded over input[0..N) from the left (with prefix first, where given)
template <class InputType, class ReductionOp, class ValueType = detail::util_element_t<InputType>,
          class AccumType = detail::util_result_t<ReductionOp, ValueType, ValueType>>
__device__ inline AccumType ThreadReduce(const InputType& input, ReductionOp reduction_op) {
    constexpr int N = detail::util_static_size<InputType>::value;
    AccumType acc = input[0];
    for (int i = 1; i < N; ++i) acc = reduction_op(acc, input[i]);
    return acc;
}
template <class InputType, class ReductionOp, class PrefixType, class ValueType = detail::util_element_t<InputType>,
          class AccumType = detail::util_result_t<ReductionOp, PrefixType, ValueType>>
__device__ inline AccumType ThreadReduce(const InputType& input, ReductionOp reduction_op, PrefixType prefix) {
    constexpr int N = detail::util_static_size<InputType>::value;
    AccumType acc = prefix;
    for (int i = 0; i < N; ++i) acc = reduction_op(acc, input[i]);
    return acc;
}
template <int LENGTH, class T, class ReductionOp, class AccumType = detail::util_result_t<ReductionOp, T, T>>
__device__ inline AccumType ThreadReduce(const T* input, ReductionOp reduction_op) {
    static_assert(LENGTH > 0, "ThreadReduce<LENGTH> without a prefix needs LENGTH > 0");
    AccumType acc = input[0];
    for (int i = 1; i < LENGTH; ++i) acc = reduction_op(acc, input[i]);
    return acc;
}
template <int LENGTH, class T, class ReductionOp, class PrefixType,
          class AccumType = detail::util_result_t<ReductionOp, PrefixType, T>>
__device__ inline AccumType ThreadReduce(const T* input, ReductionOp reduction_op, PrefixType prefix) {
    AccumType acc = prefix;
    for (int i = 0; i < LENGTH; ++i) acc = reduction_op(acc, input[i]);
    return acc;
}

// The first position in the sorted input[0..num_items) whose item is not below val / is above val.
template <class InputIteratorT, class OffsetT, class T>
__host__ __device__ inline OffsetT LowerBound(InputIteratorT input, OffsetT num_items, T val) {
    OffsetT lo = 0, hi = num_items;
    while (lo < hi) {
        const OffsetT mid = lo + (hi - lo) / 2;
        if (input[mid] < val) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}
template <class InputIteratorT, class OffsetT, class T>
__host__ __device__ inline OffsetT UpperBound(InputIteratorT input, OffsetT num_items, T val) {
    OffsetT lo = 0, hi = num_items;
    while (lo < hi) {
        const OffsetT mid = lo + (hi - lo) / 2;
        if (val < input[mid]) hi = mid;
        else lo = mid + 1;
    }
    return lo;
}

// Where the merge path of sorted a and b (a's items first among equal ones) crosses `diagonal`: x items
// of a and y = diagonal - x of b make up the first `diagonal` items of the merge.
template <class AIteratorT, class BIteratorT, class OffsetT, class CoordinateT>
__host__ __device__ inline void MergePathSearch(OffsetT diagonal, AIteratorT a, BIteratorT b, OffsetT a_len,
                                                OffsetT b_len, CoordinateT& path_coordinate) {
    OffsetT lo = diagonal > b_len ? diagonal - b_len : OffsetT(0);
    OffsetT hi = diagonal < a_len ? diagonal : a_len;
    // the smallest x in [lo, hi] with a[x] > b[diagonal - x - 1] (then the first x items of a come first)
    while (lo < hi) {
        const OffsetT x = lo + (hi - lo) / 2;
        if (b[diagonal - x - 1] < a[x]) hi = x;
        else lo = x + 1;
    }
    path_coordinate.x = lo;
    path_coordinate.y = diagonal - lo;
}

}  // namespace hipcub
