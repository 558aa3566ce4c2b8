/* xlate support header: CUDA 12.8's atomic built-in functions (`__nv_atomic_fetch_add`, `__nv_atomic_load_n`,
   `__nv_atomic_compare_exchange`, `__nv_atomic_thread_fence`, ...) and their order and scope constants,
   which HIP does not have. The API rule renames each to `xlate_nv_atomic_...` / `xlate_NV_...` and includes
   this header (docs/coverage.md, "Atomic built-in functions").

   gfx942 device code: clang's `__hip_atomic_*` builtins with the same memory order (CUDA's order numbers are
   the C++ ones, __ATOMIC_RELAXED .. __ATOMIC_SEQ_CST) and the scope mapped thread -> single thread, block ->
   work-group, cluster and device -> agent (AMD GPUs have no clusters; the agent contains one, so the scope
   is the same or wider, never narrower), system -> system. Host passes and the cpu backend: the C++
   `__atomic_*` builtins, which act at system scope (wider than any CUDA scope: the cpu backend's threads
   share one coherent memory).

   nvcc's rules (CUDA 13.0, checked by compiling with it): order and scope must be integer literals; a load
   cannot be release or acq_rel; arithmetic (add, sub, min, max, and, or, xor) only on 4- or 8-byte objects,
   min and max not on floating types, add and sub not on signed 64-bit integers; the `_n` forms only on
   integral types. The same rules are static_asserts here, so what nvcc refuses does not compile here
   either. Objects of 1, 2, 4 or 8 bytes (gfx942 has no 16-byte atomics: a 16-byte object is
   "not supported"). */
#pragma once

#include <hip/hip_runtime.h>
#include <type_traits>

enum xlate_nv_atomic_order { xlate_NV_ATOMIC_RELAXED, xlate_NV_ATOMIC_CONSUME, xlate_NV_ATOMIC_ACQUIRE,
                             xlate_NV_ATOMIC_RELEASE, xlate_NV_ATOMIC_ACQ_REL, xlate_NV_ATOMIC_SEQ_CST };
enum xlate_nv_thread_scope { xlate_NV_THREAD_SCOPE_THREAD, xlate_NV_THREAD_SCOPE_BLOCK,
                             xlate_NV_THREAD_SCOPE_CLUSTER, xlate_NV_THREAD_SCOPE_DEVICE,
                             xlate_NV_THREAD_SCOPE_SYSTEM };

namespace xlate_nv_atomic_detail {

template <typename T> struct same { typedef T type; };

template <typename T> constexpr bool arith_ok() {
  return (sizeof(T) == 4 || sizeof(T) == 8) && (std::is_integral<T>::value || std::is_floating_point<T>::value);
}
template <typename T> constexpr bool size_ok() {
  return sizeof(T) == 1 || sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8;
}

// the unsigned integer of T's size: the generic forms move any trivially copyable object through it
template <int N> struct bits_of;
template <> struct bits_of<1> { typedef unsigned char type; };
template <> struct bits_of<2> { typedef unsigned short type; };
template <> struct bits_of<4> { typedef unsigned int type; };
template <> struct bits_of<8> { typedef unsigned long long type; };

#if defined(__HIP_DEVICE_COMPILE__) && defined(__AMDGCN__)  // gfx942 device code (the cpu backend defines the first too)
__device__ inline constexpr int hip_scope(int scope) {
  return scope == xlate_NV_THREAD_SCOPE_THREAD  ? __HIP_MEMORY_SCOPE_SINGLETHREAD
         : scope == xlate_NV_THREAD_SCOPE_BLOCK ? __HIP_MEMORY_SCOPE_WORKGROUP
         : scope == xlate_NV_THREAD_SCOPE_SYSTEM ? __HIP_MEMORY_SCOPE_SYSTEM
                                                 : __HIP_MEMORY_SCOPE_AGENT;
}
#define XLATE_NV_LOAD(p, o, s) __hip_atomic_load(p, o, hip_scope(s))
#define XLATE_NV_STORE(p, v, o, s) __hip_atomic_store(p, v, o, hip_scope(s))
#define XLATE_NV_XCHG(p, v, o, s) __hip_atomic_exchange(p, v, o, hip_scope(s))
#define XLATE_NV_CAS(p, e, d, w, so, fo, s)                                                                     \
  ((w) ? __hip_atomic_compare_exchange_weak(p, e, d, so, fo, hip_scope(s))                                     \
       : __hip_atomic_compare_exchange_strong(p, e, d, so, fo, hip_scope(s)))
#define XLATE_NV_RMW(op, p, v, o, s) __hip_atomic_fetch_##op(p, v, o, hip_scope(s))
#else
#define XLATE_NV_LOAD(p, o, s) __atomic_load_n(p, o)
#define XLATE_NV_STORE(p, v, o, s) __atomic_store_n(p, v, o)
#define XLATE_NV_XCHG(p, v, o, s) __atomic_exchange_n(p, v, o)
#define XLATE_NV_CAS(p, e, d, w, so, fo, s) __atomic_compare_exchange_n(p, e, d, w, so, fo)
#define XLATE_NV_RMW(op, p, v, o, s) __atomic_fetch_##op(p, v, o)
#endif

enum rmw_op { ADD, SUB, MIN, MAX, AND, OR, XOR };
// one read-modify-write with nvcc's checks of its type
template <int Op, typename T> __device__ inline T rmw(T* ptr, T val, int order, int scope) {
  static_assert(arith_ok<T>(), "__nv_atomic arithmetic: only on objects of size 4 or 8 (as nvcc)");
  static_assert(!((Op == ADD || Op == SUB) && std::is_integral<T>::value && std::is_signed<T>::value &&
                  sizeof(T) == 8), "__nv_atomic add and sub are not valid on a signed 64-bit integer (as nvcc)");
  static_assert(Op == ADD || Op == SUB || std::is_integral<T>::value,
                "__nv_atomic min, max, and, or, xor: not on floating types (as nvcc)");
  (void)scope;
  if constexpr (Op == ADD) return XLATE_NV_RMW(add, ptr, val, order, scope);
  else if constexpr (Op == SUB) return XLATE_NV_RMW(sub, ptr, val, order, scope);
  else if constexpr (Op == MIN) return XLATE_NV_RMW(min, ptr, val, order, scope);
  else if constexpr (Op == MAX) return XLATE_NV_RMW(max, ptr, val, order, scope);
  else if constexpr (Op == AND) return XLATE_NV_RMW(and, ptr, val, order, scope);
  else if constexpr (Op == OR) return XLATE_NV_RMW(or, ptr, val, order, scope);
  else return XLATE_NV_RMW(xor, ptr, val, order, scope);
}
}  // namespace xlate_nv_atomic_detail

// CUDA's `__nv_atomic_fetch_OP` returns the old value, `__nv_atomic_OP` nothing
template <typename T>
__device__ inline T xlate_nv_atomic_fetch_add(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                          int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  return xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::ADD>(ptr, val, order, scope);
}
template <typename T>
__device__ inline void xlate_nv_atomic_add(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                       int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  (void)xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::ADD>(ptr, val, order, scope);
}

template <typename T>
__device__ inline T xlate_nv_atomic_fetch_sub(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                          int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  return xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::SUB>(ptr, val, order, scope);
}
template <typename T>
__device__ inline void xlate_nv_atomic_sub(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                       int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  (void)xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::SUB>(ptr, val, order, scope);
}

template <typename T>
__device__ inline T xlate_nv_atomic_fetch_min(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                          int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  return xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::MIN>(ptr, val, order, scope);
}
template <typename T>
__device__ inline void xlate_nv_atomic_min(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                       int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  (void)xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::MIN>(ptr, val, order, scope);
}

template <typename T>
__device__ inline T xlate_nv_atomic_fetch_max(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                          int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  return xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::MAX>(ptr, val, order, scope);
}
template <typename T>
__device__ inline void xlate_nv_atomic_max(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                       int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  (void)xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::MAX>(ptr, val, order, scope);
}

template <typename T>
__device__ inline T xlate_nv_atomic_fetch_and(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                          int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  return xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::AND>(ptr, val, order, scope);
}
template <typename T>
__device__ inline void xlate_nv_atomic_and(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                       int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  (void)xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::AND>(ptr, val, order, scope);
}

template <typename T>
__device__ inline T xlate_nv_atomic_fetch_or(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                          int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  return xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::OR>(ptr, val, order, scope);
}
template <typename T>
__device__ inline void xlate_nv_atomic_or(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                       int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  (void)xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::OR>(ptr, val, order, scope);
}

template <typename T>
__device__ inline T xlate_nv_atomic_fetch_xor(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                          int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  return xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::XOR>(ptr, val, order, scope);
}
template <typename T>
__device__ inline void xlate_nv_atomic_xor(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                       int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  (void)xlate_nv_atomic_detail::rmw<xlate_nv_atomic_detail::XOR>(ptr, val, order, scope);
}

template <typename T>
__device__ inline T xlate_nv_atomic_load_n(T* ptr, int order, int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  using namespace xlate_nv_atomic_detail;
  static_assert(std::is_integral<T>::value && size_ok<T>(), "__nv_atomic_load_n: integral types only (as nvcc)");
  (void)scope;
  return XLATE_NV_LOAD(ptr, order, scope);
}

template <typename T>
__device__ inline void xlate_nv_atomic_store_n(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val, int order,
                                               int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  using namespace xlate_nv_atomic_detail;
  static_assert(std::is_integral<T>::value && size_ok<T>(), "__nv_atomic_store_n: integral types only (as nvcc)");
  (void)scope;
  XLATE_NV_STORE(ptr, val, order, scope);
}

template <typename T>
__device__ inline T xlate_nv_atomic_exchange_n(T* ptr, typename xlate_nv_atomic_detail::same<T>::type val,
                                               int order, int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  using namespace xlate_nv_atomic_detail;
  static_assert(std::is_integral<T>::value && size_ok<T>(), "__nv_atomic_exchange_n: integral types only (as nvcc)");
  (void)scope;
  return XLATE_NV_XCHG(ptr, val, order, scope);
}

template <typename T>
__device__ inline bool xlate_nv_atomic_compare_exchange_n(T* ptr, T* expected,
                                                          typename xlate_nv_atomic_detail::same<T>::type desired,
                                                          bool weak, int success_order, int failure_order,
                                                          int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  using namespace xlate_nv_atomic_detail;
  static_assert(std::is_integral<T>::value && size_ok<T>(),
                "__nv_atomic_compare_exchange_n: integral types only (as nvcc)");
  (void)scope;
  return XLATE_NV_CAS(ptr, expected, desired, weak, success_order, failure_order, scope);
}

// the generic forms: any trivially copyable object of 1, 2, 4 or 8 bytes, through the integer of its size
#define XLATE_NV_GENERIC(T, what)                                                                               \
  static_assert(xlate_nv_atomic_detail::size_ok<T>(),                                                        \
                "not supported: " what " on an object of " #T "'s size (gfx942 has atomics of 1, 2, 4, 8 bytes)"); \
  static_assert(std::is_trivially_copyable<T>::value, what ": the object must be trivially copyable");         \
  typedef typename xlate_nv_atomic_detail::bits_of<sizeof(T)>::type B;

template <typename T>
__device__ inline void xlate_nv_atomic_load(T* ptr, T* ret, int order, int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  using namespace xlate_nv_atomic_detail;
  XLATE_NV_GENERIC(T, "__nv_atomic_load")
  (void)scope;
  const B v = XLATE_NV_LOAD(reinterpret_cast<B*>(ptr), order, scope);
  __builtin_memcpy(ret, &v, sizeof v);
}

template <typename T>
__device__ inline void xlate_nv_atomic_store(T* ptr, T* val, int order, int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  using namespace xlate_nv_atomic_detail;
  XLATE_NV_GENERIC(T, "__nv_atomic_store")
  (void)scope;
  B v;
  __builtin_memcpy(&v, val, sizeof v);
  XLATE_NV_STORE(reinterpret_cast<B*>(ptr), v, order, scope);
}

template <typename T>
__device__ inline void xlate_nv_atomic_exchange(T* ptr, T* val, T* ret, int order,
                                                int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  using namespace xlate_nv_atomic_detail;
  XLATE_NV_GENERIC(T, "__nv_atomic_exchange")
  (void)scope;
  B v;
  __builtin_memcpy(&v, val, sizeof v);
  const B old = XLATE_NV_XCHG(reinterpret_cast<B*>(ptr), v, order, scope);
  __builtin_memcpy(ret, &old, sizeof old);
}

template <typename T>
__device__ inline bool xlate_nv_atomic_compare_exchange(T* ptr, T* expected, T* desired, bool weak,
                                                        int success_order, int failure_order,
                                                        int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  using namespace xlate_nv_atomic_detail;
  XLATE_NV_GENERIC(T, "__nv_atomic_compare_exchange")
  (void)scope;
  B e, d;
  __builtin_memcpy(&e, expected, sizeof e);
  __builtin_memcpy(&d, desired, sizeof d);
  const bool ok = XLATE_NV_CAS(reinterpret_cast<B*>(ptr), &e, d, weak, success_order, failure_order, scope);
  __builtin_memcpy(expected, &e, sizeof e);  // on failure: the value found (bytes compared, as CUDA does)
  return ok;
}
#undef XLATE_NV_GENERIC

__device__ inline void xlate_nv_atomic_thread_fence(int order, int scope = xlate_NV_THREAD_SCOPE_SYSTEM) {
  if (order == xlate_NV_ATOMIC_RELAXED) return;  // a relaxed fence orders nothing
#if defined(__HIP_DEVICE_COMPILE__) && defined(__AMDGCN__)  // gfx942 device code (the cpu backend defines the first too)
  // the fence builtin takes its order and scope as constants: one branch each, folded for literal arguments
#define XLATE_NV_FENCE(sc)                                                                                      \
  switch (order) {                                                                                              \
    case xlate_NV_ATOMIC_CONSUME: case xlate_NV_ATOMIC_ACQUIRE: __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, sc); break; \
    case xlate_NV_ATOMIC_RELEASE: __builtin_amdgcn_fence(__ATOMIC_RELEASE, sc); break;                       \
    case xlate_NV_ATOMIC_ACQ_REL: __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, sc); break;                       \
    default: __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, sc); break;                                            \
  }
  if (scope == xlate_NV_THREAD_SCOPE_THREAD) {
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
  } else if (scope == xlate_NV_THREAD_SCOPE_BLOCK) {
    XLATE_NV_FENCE("workgroup")
  } else if (scope == xlate_NV_THREAD_SCOPE_SYSTEM) {
    XLATE_NV_FENCE("")
  } else {
    XLATE_NV_FENCE("agent")
  }
#undef XLATE_NV_FENCE
#else
  (void)scope;
  __atomic_thread_fence(order);
#endif
}

#undef XLATE_NV_LOAD
#undef XLATE_NV_STORE
#undef XLATE_NV_XCHG
#undef XLATE_NV_CAS
#undef XLATE_NV_RMW
