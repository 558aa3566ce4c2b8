// xlate CPU backend: CUDA's and HIP's vector types (char1 ... double4) and their make_* functions, one
// definition for the backend's hip/hip_runtime.h (code compiled by xlate's clang command) and for the
// toolkit folder's host-only hip/hip_runtime.h (host C and C++ compiled by a project's own compiler,
// C++11 and up), so that both kinds of translation unit see the same types with the same layout.
//
// As HIP's vector types (amd_hip_vector_types.h, HIP 7.2): the compound assignments +=, -=, *=, /= with a
// vector of the same type are members, * and / with one are also hidden friends (non-templates), and +, -,
// == and != are templates. So a project's own non-template `operator+(float2, float2)` is preferred to
// the template, as on HIP, while its own `operator*(float2, float2)` or `operator+=(float2&, float2)` is
// ambiguous with the friend or member, as on HIP: XL515 removes such a definition where it computes what
// HIP's does (component-wise) and warns where it does not (a complex product). The cpu target then builds
// what gfx942 builds, no more, no less. C code gets the plain structs and make_* functions, as CUDA's
// vector_types.h and vector_functions.h give C.
#ifndef XLATE_CPU_VECTOR_TYPES
#define XLATE_CPU_VECTOR_TYPES 1

#define __XLATE_VEC_ALIGN(T, n) ((sizeof(T) * (n) > 16 ? 16 : sizeof(T) * (n)))

#ifdef __cplusplus
#include <cstring>
#include <type_traits>

template <class V>
struct __xlate_is_vec : std::false_type {};
template <class V, class F>
inline V __xlate_vec_zip(V a, V b, F f) {
  typedef decltype(a.x) T;
  const int n = sizeof(V) / sizeof(T) > 4 ? 4 : static_cast<int>(sizeof(V) / sizeof(T));
  T* pa = &a.x;
  const T* pb = &b.x;
  for (int i = 0; i < n; ++i) pa[i] = f(pa[i], pb[i]);
  return a;
}
#define __XLATE_VEC_OP(V, T, op) \
  __xlate_vec_zip<V>(*this, b, [](T x, T y) { return static_cast<T>(x op y); })
#define __XLATE_VEC_MEMBERS(V, T)                                            \
  V& operator+=(const V& b) { return *this = __XLATE_VEC_OP(V, T, +); }      \
  V& operator-=(const V& b) { return *this = __XLATE_VEC_OP(V, T, -); }      \
  V& operator*=(const V& b) { return *this = __XLATE_VEC_OP(V, T, *); }      \
  V& operator/=(const V& b) { return *this = __XLATE_VEC_OP(V, T, /); }      \
  friend V operator*(V a, const V& b) { return a *= b; }                     \
  friend V operator/(V a, const V& b) { return a /= b; }
template <class V, typename std::enable_if<__xlate_is_vec<V>::value, int>::type = 0>
inline V operator+(V a, const V& b) { return a += b; }
template <class V, typename std::enable_if<__xlate_is_vec<V>::value, int>::type = 0>
inline V operator-(V a, const V& b) { return a -= b; }
template <class V, typename std::enable_if<__xlate_is_vec<V>::value, int>::type = 0>
inline bool operator==(const V& a, const V& b) { return std::memcmp(&a, &b, sizeof(V)) == 0; }
template <class V, typename std::enable_if<__xlate_is_vec<V>::value, int>::type = 0>
inline bool operator!=(const V& a, const V& b) { return !(a == b); }
#define __XLATE_VEC_IS(V) \
  template <>             \
  struct __xlate_is_vec<V> : std::true_type {};
#define __XLATE_VEC_FN inline
#else
#define __XLATE_VEC_MEMBERS(V, T)
#define __XLATE_VEC_IS(V)
#define __XLATE_VEC_FN static inline
#endif

#define __XLATE_VEC(name, T)                                                                            \
  typedef struct name##1 {                                                                             \
    T x;                                                                                               \
    __XLATE_VEC_MEMBERS(name##1, T)                                                                    \
  } name##1;                                                                                           \
  typedef struct __attribute__((aligned(__XLATE_VEC_ALIGN(T, 2)))) name##2 {                          \
    T x, y;                                                                                            \
    __XLATE_VEC_MEMBERS(name##2, T)                                                                    \
  } name##2;                                                                                           \
  typedef struct name##3 {                                                                             \
    T x, y, z;                                                                                         \
    __XLATE_VEC_MEMBERS(name##3, T)                                                                    \
  } name##3;                                                                                           \
  typedef struct __attribute__((aligned(__XLATE_VEC_ALIGN(T, 4)))) name##4 {                          \
    T x, y, z, w;                                                                                      \
    __XLATE_VEC_MEMBERS(name##4, T)                                                                    \
  } name##4;                                                                                           \
  __XLATE_VEC_FN name##1 make_##name##1(T x) { name##1 v = {x}; return v; }                            \
  __XLATE_VEC_FN name##2 make_##name##2(T x, T y) { name##2 v = {x, y}; return v; }                    \
  __XLATE_VEC_FN name##3 make_##name##3(T x, T y, T z) { name##3 v = {x, y, z}; return v; }            \
  __XLATE_VEC_FN name##4 make_##name##4(T x, T y, T z, T w) { name##4 v = {x, y, z, w}; return v; }    \
  __XLATE_VEC_IS(name##1) __XLATE_VEC_IS(name##2) __XLATE_VEC_IS(name##3) __XLATE_VEC_IS(name##4)

__XLATE_VEC(char, signed char)
__XLATE_VEC(uchar, unsigned char)
__XLATE_VEC(short, short)
__XLATE_VEC(ushort, unsigned short)
__XLATE_VEC(int, int)
__XLATE_VEC(uint, unsigned int)
__XLATE_VEC(long, long)
__XLATE_VEC(ulong, unsigned long)
__XLATE_VEC(longlong, long long)
__XLATE_VEC(ulonglong, unsigned long long)
__XLATE_VEC(float, float)
__XLATE_VEC(double, double)
#undef __XLATE_VEC
#undef __XLATE_VEC_FN
#undef __XLATE_VEC_IS
#undef __XLATE_VEC_MEMBERS
#undef __XLATE_VEC_OP

#endif  // XLATE_CPU_VECTOR_TYPES
