// xlate support header: CUDA's 32-lane warp semantics on 64-lane wavefronts (--warp-mode compat32).
//
// Model (docs/warp.md): each 32-lane half of a wavefront acts as one CUDA warp. Lane l of the
// wavefront is lane (l & 31) of CUDA warp (linear thread id / 32); the half starts at lane
// (l & 32). Every function here takes CUDA's 32-bit lane masks, widens them to the caller's half
// (for the cpu backend's 64-bit *_sync functions; on gfx942 for the votes, see XLATE_C32_LOCKSTEP),
// confines shuffles to the half (width <= 32) and returns vote results as 32-bit values with CUDA's
// bit positions. At wavefront width 32 (the cpu backend's
// wave32) the half is the whole wavefront and every function is the plain HIP call.
//
// The translation (xlate/rewrite/rules/warp_compat32.py) rewrites CUDA's warp intrinsics to these
// functions: __shfl_down_sync(m, v, d) -> xlate_c32::shfl_down_sync(m, v, d), and so on.
// Works with hip-clang (gfx942) and with xlate's cpu backend, which passes the caller's source
// location through (__XLATE_SITE) so its runtime errors name the user's line.
#pragma once
#include <hip/hip_runtime.h>
#include <type_traits>

#if defined(__XLATE_SITE)
#define XLATE_C32_SITE , __XLATE_SITE
#define XLATE_C32_FWD , __xf, __xl, __xc
#define XLATE_C32_SITE_ONLY __XLATE_SITE
#define XLATE_C32_FWD_ONLY __xf, __xl, __xc
#else
#define XLATE_C32_SITE
#define XLATE_C32_FWD
#define XLATE_C32_SITE_ONLY
#define XLATE_C32_FWD_ONLY
#endif

// On AMD GPUs (hip-clang's device pass; not the cpu backend, whose warp operations are rendezvous of
// the lanes a mask names and check it) the warp operations below are HIP's plain wavefront operations
// with the caller's half of the mask applied, not HIP's *_sync forms. CUDA requires every lane a mask
// names to execute the same operation with the same mask, and the lanes of a wavefront execute in
// lockstep: the plain operation returns what the *_sync form returns whenever CUDA defines the result
// (HIP's *_sync forms add a loop per call that runs the operation once per distinct mask among the
// active lanes, which CUDA's rules make a single pass; in deep template expansions with thousands of
// shuffles those loops multiplied the device compile time, issue 21 class 8). llama.cpp's hand-written
// HIP port maps CUDA's *_sync shuffles and votes to the same plain operations (ggml-cuda/vendors/hip.h).
#if defined(__HIP_DEVICE_COMPILE__) && !defined(__HIP_PLATFORM_XLATE_CPU__)
#define XLATE_C32_LOCKSTEP 1
#else
#define XLATE_C32_LOCKSTEP 0
#endif

// CUDA's 16-bit floating-point types, declared as HIP and the cpu runtime define them (structs at global
// scope), for shfl_t below: a shuffle of one of them, or of a class derived from one, is CUDA's overload for it.
struct __half;
struct __half2;
struct __hip_bfloat16;
struct __hip_bfloat162;

namespace xlate_c32 {

// The type CUDA shuffles a value of type T as, and returns. CUDA declares its shuffles as plain overloads:
// int, unsigned int, long, unsigned long, long long, unsigned long long, float, double, and the 16-bit
// floating-point types (and their pairs). An argument of another class type converts to the one overload
// that overload resolution picks (a wrapper with `operator float()` is shuffled as a float and the call
// returns float), where xlate's templates would otherwise deduce the class itself (and HIP's templates then
// fail to convert their result back, for a class whose constructor from float is explicit). A class that
// resolves to no single overload keeps its own type: CUDA rejects such a call unless the project declares an
// overload of its own (Eigen::half), and the call then reaches that (XL202). Arithmetic types keep theirs.
namespace cuda_overloads {
int shfl_arg(int);
unsigned int shfl_arg(unsigned int);
long shfl_arg(long);
unsigned long shfl_arg(unsigned long);
long long shfl_arg(long long);
unsigned long long shfl_arg(unsigned long long);
float shfl_arg(float);
double shfl_arg(double);
template <class...>
struct make_void {
  using type = void;
};
template <class T, class = void>
struct resolved {
  using type = T;
};
template <class T>
struct resolved<T, typename make_void<decltype(shfl_arg(std::declval<const T&>()))>::type> {
  using type = decltype(shfl_arg(std::declval<const T&>()));
};
template <class T>
struct is_fp16
    : std::integral_constant<bool, std::is_base_of<::__half, T>::value || std::is_base_of<::__half2, T>::value ||
                                       std::is_base_of<::__hip_bfloat16, T>::value ||
                                       std::is_base_of<::__hip_bfloat162, T>::value> {};
}  // namespace cuda_overloads
template <class T>
using shfl_t = typename std::conditional<std::is_class<T>::value && !cuda_overloads::is_fp16<T>::value,
                                         typename cuda_overloads::resolved<T>::type, T>::type;

// CUDA's warp size, a constant expression in host and device code (HIP >= 7's warpSize is not).
constexpr int warpSize = 32;

// First lane of the caller's CUDA warp inside its wavefront: 0 or 32 (always 0 at wave32).
__device__ inline unsigned int half_base() { return __lane_id() & 32u; }

// CUDA lane id (0..31) of the caller.
__device__ inline unsigned int lane_id() { return __lane_id() & 31u; }

// The lanes of the caller's wavefront that exist: all of them, except in the last wavefront of a
// block whose size is not a multiple of the wavefront width.
__device__ inline unsigned long long existing_lanes() {
  const unsigned int n = blockDim.x * blockDim.y * blockDim.z;
  const unsigned int linear = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  const unsigned int width = static_cast<unsigned int>(::warpSize);  // the wavefront, not xlate_c32::warpSize
  const unsigned int first = linear - linear % width;
  const unsigned int count = n - first < width ? n - first : width;
  return count >= 64 ? ~0ull : ((1ull << count) - 1ull);
}

// A CUDA lane mask (lanes of the caller's warp) as the 64-bit wavefront mask HIP expects. Like
// CUDA, which takes `unsigned` masks, wider arguments are truncated to 32 bits first. Lanes past
// the end of the block are dropped: a full mask in a partial warp (a block of 48 threads) names
// only the threads that exist, which is what CUDA hardware does with it.
template <class M>
__device__ inline unsigned long long widen(M mask) {
  return (static_cast<unsigned long long>(static_cast<unsigned int>(mask)) << half_base()) & existing_lanes();
}

// A 64-bit wavefront lane set as the caller's 32-bit CUDA lane set.
__device__ inline unsigned int narrow(unsigned long long lanes) {
  return static_cast<unsigned int>(lanes >> half_base());
}

__device__ inline int clamp_width(int width) { return width > 32 ? 32 : width; }

// ---------------------------------------------------------------- shuffles (confined to the half)

#if XLATE_C32_LOCKSTEP
// HIP's plain shuffles are overloaded for arithmetic types only (its *_sync forms take any type): any
// other value of at most 8 bytes (__half2, __hip_bfloat162, small structs) moves as its bits, which is
// what CUDA's shuffle of that type returns.
// The plain shuffles lockstep_shfl applies, as function objects (no generic lambda: a project may
// compile its CUDA as C++11, as nvcc -std=c++11 does; faiss 1.7).
struct shfl_idx_op {
  int src_lane;
  int w;
  template <class V>
  __device__ V operator()(V v) const { return __shfl(v, src_lane, w); }
};
struct shfl_up_op {
  unsigned int delta;
  int w;
  template <class V>
  __device__ V operator()(V v) const { return __shfl_up(v, delta, w); }
};
struct shfl_down_op {
  unsigned int delta;
  int w;
  template <class V>
  __device__ V operator()(V v) const { return __shfl_down(v, delta, w); }
};
struct shfl_xor_op {
  int lane_mask;
  int w;
  template <class V>
  __device__ V operator()(V v) const { return __shfl_xor(v, lane_mask, w); }
};

template <class T, class Op>
__device__ inline T lockstep_shfl(T var, Op op) {
  if constexpr (std::is_arithmetic<T>::value) {
    return op(var);
  } else {
    static_assert(sizeof(T) <= 8, "warp shuffles move values of at most 8 bytes");
    using U = typename std::conditional<(sizeof(T) <= 4), unsigned int, unsigned long long>::type;
    U bits = 0;
    __builtin_memcpy(&bits, &var, sizeof(T));
    bits = op(bits);
    T out;
    __builtin_memcpy(&out, &bits, sizeof(T));
    return out;
  }
}
#endif

template <class M, class T, class U = shfl_t<T>>
__device__ inline U shfl_sync(M mask, T value, int src_lane, int width = 32 XLATE_C32_SITE) {
  const U var = value;
#if XLATE_C32_LOCKSTEP
  (void)mask;
  const int w = clamp_width(width);
  return lockstep_shfl(var, shfl_idx_op{src_lane, w});
#else
  return __shfl_sync(widen(mask), var, src_lane, clamp_width(width) XLATE_C32_FWD);
#endif
}
template <class M, class T, class U = shfl_t<T>>
__device__ inline U shfl_up_sync(M mask, T value, unsigned int delta, int width = 32 XLATE_C32_SITE) {
  const U var = value;
#if XLATE_C32_LOCKSTEP
  (void)mask;
  const int w = clamp_width(width);
  return lockstep_shfl(var, shfl_up_op{delta, w});
#else
  return __shfl_up_sync(widen(mask), var, delta, clamp_width(width) XLATE_C32_FWD);
#endif
}
template <class M, class T, class U = shfl_t<T>>
__device__ inline U shfl_down_sync(M mask, T value, unsigned int delta, int width = 32 XLATE_C32_SITE) {
  const U var = value;
#if XLATE_C32_LOCKSTEP
  (void)mask;
  const int w = clamp_width(width);
  return lockstep_shfl(var, shfl_down_op{delta, w});
#else
  return __shfl_down_sync(widen(mask), var, delta, clamp_width(width) XLATE_C32_FWD);
#endif
}
template <class M, class T, class U = shfl_t<T>>
__device__ inline U shfl_xor_sync(M mask, T value, int lane_mask, int width = 32 XLATE_C32_SITE) {
  const U var = value;
#if XLATE_C32_LOCKSTEP
  (void)mask;
  const int w = clamp_width(width);
  return lockstep_shfl(var, shfl_xor_op{lane_mask, w});
#else
  return __shfl_xor_sync(widen(mask), var, lane_mask, clamp_width(width) XLATE_C32_FWD);
#endif
}
// Pre-CUDA-9 forms without a mask.
template <class T, class U = shfl_t<T>>
__device__ inline U shfl(T value, int src_lane, int width = 32 XLATE_C32_SITE) {
  const U var = value;
  return __shfl(var, src_lane, clamp_width(width) XLATE_C32_FWD);
}
template <class T, class U = shfl_t<T>>
__device__ inline U shfl_up(T value, unsigned int delta, int width = 32 XLATE_C32_SITE) {
  const U var = value;
  return __shfl_up(var, delta, clamp_width(width) XLATE_C32_FWD);
}
template <class T, class U = shfl_t<T>>
__device__ inline U shfl_down(T value, unsigned int delta, int width = 32 XLATE_C32_SITE) {
  const U var = value;
  return __shfl_down(var, delta, clamp_width(width) XLATE_C32_FWD);
}
template <class T, class U = shfl_t<T>>
__device__ inline U shfl_xor(T value, int lane_mask, int width = 32 XLATE_C32_SITE) {
  const U var = value;
  return __shfl_xor(var, lane_mask, clamp_width(width) XLATE_C32_FWD);
}

// ---------------------------------------------------------------- votes (the caller's half, 32 bits)

template <class M>
__device__ inline unsigned int ballot_sync(M mask, int pred XLATE_C32_SITE) {
#if XLATE_C32_LOCKSTEP
  return narrow(__ballot(pred) & widen(mask));
#else
  return narrow(__ballot_sync(widen(mask), pred XLATE_C32_FWD));
#endif
}
template <class M>
__device__ inline int any_sync(M mask, int pred XLATE_C32_SITE) {
#if XLATE_C32_LOCKSTEP
  return (__ballot(pred) & widen(mask)) != 0;
#else
  return __ballot_sync(widen(mask), pred XLATE_C32_FWD) != 0;
#endif
}
template <class M>
__device__ inline int all_sync(M mask, int pred XLATE_C32_SITE) {
#if XLATE_C32_LOCKSTEP
  return (__ballot(!pred) & widen(mask)) == 0;
#else
  return __ballot_sync(widen(mask), !pred XLATE_C32_FWD) == 0;
#endif
}
__device__ inline unsigned int activemask(XLATE_C32_SITE_ONLY) {
  return narrow(__activemask(XLATE_C32_FWD_ONLY));
}
__device__ inline unsigned int ballot(int pred XLATE_C32_SITE) {
  return narrow(__ballot(pred XLATE_C32_FWD));
}
__device__ inline int any(int pred XLATE_C32_SITE) { return narrow(__ballot(pred XLATE_C32_FWD)) != 0; }
__device__ inline int all(int pred XLATE_C32_SITE) { return narrow(__ballot(!pred XLATE_C32_FWD)) == 0; }

template <class M, class T>
__device__ inline unsigned int match_any_sync(M mask, T value XLATE_C32_SITE) {
  return narrow(__match_any_sync(widen(mask), value XLATE_C32_FWD));
}
template <class M, class T>
__device__ inline unsigned int match_all_sync(M mask, T value, int* pred XLATE_C32_SITE) {
  return narrow(__match_all_sync(widen(mask), value, pred XLATE_C32_FWD));
}

// __reduce_*_sync (sm_80): every lane of `mask` gets the reduction over the values of the lanes of
// `mask` in its CUDA warp. Written with shuffles over the lanes of the mask, so it means the same
// for any mask, on hip-clang and on the cpu backend.
template <class M, class T, class Op>
__device__ inline T reduce_sync_op(M mask, T value, Op op) {
  const unsigned int m = static_cast<unsigned int>(mask);
  T acc{};
  bool first = true;
  for (int src = 0; src < 32; ++src) {
    if (!((m >> src) & 1u)) continue;
    T other = shfl_sync(m, value, src);
    acc = first ? other : op(acc, other);
    first = false;
  }
  return acc;
}
template <class M, class T>
__device__ inline T reduce_add_sync(M mask, T v) { return reduce_sync_op(mask, v, [](T a, T b) { return a + b; }); }
template <class M, class T>
__device__ inline T reduce_min_sync(M mask, T v) { return reduce_sync_op(mask, v, [](T a, T b) { return b < a ? b : a; }); }
template <class M, class T>
__device__ inline T reduce_max_sync(M mask, T v) { return reduce_sync_op(mask, v, [](T a, T b) { return a < b ? b : a; }); }
template <class M, class T>
__device__ inline T reduce_and_sync(M mask, T v) { return reduce_sync_op(mask, v, [](T a, T b) { return a & b; }); }
template <class M, class T>
__device__ inline T reduce_or_sync(M mask, T v) { return reduce_sync_op(mask, v, [](T a, T b) { return a | b; }); }
template <class M, class T>
__device__ inline T reduce_xor_sync(M mask, T v) { return reduce_sync_op(mask, v, [](T a, T b) { return a ^ b; }); }

// ---------------------------------------------------------------- warp barrier

__device__ inline void syncwarp(unsigned int mask = 0xffffffffu XLATE_C32_SITE) {
#if XLATE_C32_LOCKSTEP
  (void)mask;
  __syncwarp();  // HIP's wavefront fence and barrier, what __syncwarp(mask) does after its mask loop
#else
  __syncwarp(widen(mask) XLATE_C32_FWD);
#endif
}

// ---------------------------------------------------------------- host side

// cudaDeviceProp::warpSize as CUDA code expects it under compat32: a CUDA warp has 32 lanes (or
// fewer, where the device's wavefront is narrower).
template <class T>
inline T prop_warp_size(T device_value) {
  return device_value < 32 ? device_value : T(32);
}

// cudaDeviceGetAttribute / cuDeviceGetAttribute under compat32: the call goes through here (the
// attribute may be a variable), and the warp-size attribute reads as prop_warp_size does.
template <class Get, class Attr, class Dev>
inline auto device_attribute(Get get, int* value, Attr attr, Dev device) -> decltype(get(value, attr, device)) {
  auto err = get(value, attr, device);
  if (err == decltype(err)(0) && value != nullptr && attr == hipDeviceAttributeWarpSize) *value = prop_warp_size(*value);
  return err;
}

// cudaGetDeviceProperties under compat32: the structure is filled with warpSize as prop_warp_size
// reads it, so that every reader (other translation units, host code compiled without xlate) sees 32.
template <class Get, class Prop, class Dev>
inline auto device_properties(Get get, Prop* prop, Dev device) -> decltype(get(prop, device)) {
  auto err = get(prop, device);
  if (err == decltype(err)(0) && prop != nullptr) prop->warpSize = prop_warp_size(prop->warpSize);
  return err;
}

}  // namespace xlate_c32

// CUDA's *_sync warp operations called as written, with CUDA's 32-bit mask: the calls the translation
// leaves unrenamed because the project declares overloads of the same name (Eigen's __shfl_down_sync
// for Eigen::half; a call in a template reaches the project's or CUDA's overload by the argument's type,
// and the warp scan notes it, XL202). HIP declares these names as templates that reject a 32-bit mask
// (static_assert); these overloads, more specialized for an `unsigned int` mask, give such calls CUDA's
// 32-lane semantics, the functions above, and leave the project's own overloads to the types they take.
// 64-bit masks (HIP's own forms, and the functions above) still reach HIP's templates. The names are
// xlate/rewrite/warp/intrinsics.py's GLOBAL_C32.
template <class T>
__device__ inline xlate_c32::shfl_t<T> __shfl_sync(unsigned int mask, T var, int src_lane,
                                                 int width = 32 XLATE_C32_SITE) {
  return xlate_c32::shfl_sync(mask, var, src_lane, width XLATE_C32_FWD);
}
template <class T>
__device__ inline xlate_c32::shfl_t<T> __shfl_up_sync(unsigned int mask, T var, unsigned int delta,
                                                 int width = 32 XLATE_C32_SITE) {
  return xlate_c32::shfl_up_sync(mask, var, delta, width XLATE_C32_FWD);
}
template <class T>
__device__ inline xlate_c32::shfl_t<T> __shfl_down_sync(unsigned int mask, T var, unsigned int delta,
                                                 int width = 32 XLATE_C32_SITE) {
  return xlate_c32::shfl_down_sync(mask, var, delta, width XLATE_C32_FWD);
}
template <class T>
__device__ inline xlate_c32::shfl_t<T> __shfl_xor_sync(unsigned int mask, T var, int lane_mask,
                                                 int width = 32 XLATE_C32_SITE) {
  return xlate_c32::shfl_xor_sync(mask, var, lane_mask, width XLATE_C32_FWD);
}
__device__ inline unsigned int __ballot_sync(unsigned int mask, int pred XLATE_C32_SITE) {
  return xlate_c32::ballot_sync(mask, pred XLATE_C32_FWD);
}
__device__ inline int __any_sync(unsigned int mask, int pred XLATE_C32_SITE) {
  return xlate_c32::any_sync(mask, pred XLATE_C32_FWD);
}
__device__ inline int __all_sync(unsigned int mask, int pred XLATE_C32_SITE) {
  return xlate_c32::all_sync(mask, pred XLATE_C32_FWD);
}

// --warp-mode native64: helpers of the wavefront-generic rewrites (docs/warp.md).
namespace xlate_n64 {
// Every lane of the caller's wavefront that exists (64 lanes on gfx942, warpSize lanes on the cpu
// backend; fewer in the last wavefront of a block whose size is not a multiple of the width).
__device__ inline unsigned long long full_mask() { return xlate_c32::existing_lanes(); }
// An upper bound of the wavefront width, a constant expression (array sizes).
constexpr int max_warp_size = 64;
}  // namespace xlate_n64
