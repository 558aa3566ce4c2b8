// xlate support header: calls of a project's own operators where HIP's vector types define the same
// operator (XL515).
//
// CUDA's vector types have no operators; HIP's have `*` and `/` with a vector of the same type as hidden
// friends and `+=`, `-=`, `*=`, `/=` as members. A project's own `float2 operator*(float2, float2)` (a
// complex product) beside HIP's makes every `a * b` on float2 ambiguous. XL515 writes each call the
// parser resolved to a project's operator as
//
//     a * xlate_op_mul{} * b          (a += b:  a += xlate_op_add_assign{} += b)
//
// which groups exactly as the original (`*` is left-associative, so `a * tag` binds first; compound
// assignment is right-associative, so `tag += b` binds first), holds the operand it sees first, and
// ends in `xlate_call_mul(a, b)`: a function XL515 defines after each of the project's operator
// definitions, which calls it as `::operator*(a, b)`. A qualified call never finds a hidden friend
// (nor a member), so the project's operator is the one that runs, as under CUDA. The calls are found
// by argument-dependent lookup when the templates below are instantiated, so this header can come
// before the project's operators.
#pragma once
#ifdef __cplusplus
#include <hip/hip_runtime.h>  // the vector types

// (no `auto` below: projects redefine it, BART's types.h as `__auto_type` for C; the return types are
// spelled with decltype and this declval)
template <class T> T&& xlate_uop_declval() noexcept;

struct xlate_op_mul {};
struct xlate_op_div {};
struct xlate_op_add_assign {};
struct xlate_op_sub_assign {};
struct xlate_op_mul_assign {};
struct xlate_op_div_assign {};

// the left operand of a binary call, held until the right one comes (a temporary lives until the end of
// the full expression, so the reference outlives its use)
template <class A> struct xlate_lhs_mul { const A& a; };
template <class A> struct xlate_lhs_div { const A& a; };
// the right operand of a compound assignment
template <class B> struct xlate_rhs_add_assign { const B& b; };
template <class B> struct xlate_rhs_sub_assign { const B& b; };
template <class B> struct xlate_rhs_mul_assign { const B& b; };
template <class B> struct xlate_rhs_div_assign { const B& b; };

template <class A> __host__ __device__ inline xlate_lhs_mul<A> operator*(const A& a, xlate_op_mul) { return {a}; }
template <class A> __host__ __device__ inline xlate_lhs_div<A> operator/(const A& a, xlate_op_div) { return {a}; }

template <class A, class B>
__host__ __device__ inline decltype(xlate_call_mul(xlate_uop_declval<const A&>(), xlate_uop_declval<const B&>()))
operator*(xlate_lhs_mul<A> l, const B& b) {
  return xlate_call_mul(l.a, b);
}
template <class A, class B>
__host__ __device__ inline decltype(xlate_call_div(xlate_uop_declval<const A&>(), xlate_uop_declval<const B&>()))
operator/(xlate_lhs_div<A> l, const B& b) {
  return xlate_call_div(l.a, b);
}

// HIP's `operator*(const HIP_vector_type<T, n>&, U)` and `operator*(U, const HIP_vector_type<T, n>&)` templates
// tie with the templates above when an operand is a vector: for each vector type, a non-template first
// step and a second step more specialized than both are preferred.
#define XLATE_USER_OPERATORS_VECTOR(V)                                                                     \
  __host__ __device__ inline xlate_lhs_mul<V> operator*(const V& a, xlate_op_mul) { return {a}; }        \
  __host__ __device__ inline xlate_lhs_div<V> operator/(const V& a, xlate_op_div) { return {a}; }        \
  template <class A>                                                                                     \
  __host__ __device__ inline decltype(xlate_call_mul(xlate_uop_declval<const A&>(), xlate_uop_declval<const V&>())) \
  operator*(xlate_lhs_mul<A> l, const V& b) {                                                            \
    return xlate_call_mul(l.a, b);                                                                       \
  }                                                                                                      \
  template <class A>                                                                                     \
  __host__ __device__ inline decltype(xlate_call_div(xlate_uop_declval<const A&>(), xlate_uop_declval<const V&>())) \
  operator/(xlate_lhs_div<A> l, const V& b) {                                                            \
    return xlate_call_div(l.a, b);                                                                       \
  }
#define XLATE_USER_OPERATORS_VECTORS(B) \
  XLATE_USER_OPERATORS_VECTOR(B##1) XLATE_USER_OPERATORS_VECTOR(B##2) XLATE_USER_OPERATORS_VECTOR(B##3) \
  XLATE_USER_OPERATORS_VECTOR(B##4)
XLATE_USER_OPERATORS_VECTORS(char)
XLATE_USER_OPERATORS_VECTORS(uchar)
XLATE_USER_OPERATORS_VECTORS(short)
XLATE_USER_OPERATORS_VECTORS(ushort)
XLATE_USER_OPERATORS_VECTORS(int)
XLATE_USER_OPERATORS_VECTORS(uint)
XLATE_USER_OPERATORS_VECTORS(long)
XLATE_USER_OPERATORS_VECTORS(ulong)
XLATE_USER_OPERATORS_VECTORS(longlong)
XLATE_USER_OPERATORS_VECTORS(ulonglong)
XLATE_USER_OPERATORS_VECTORS(float)
XLATE_USER_OPERATORS_VECTORS(double)
#undef XLATE_USER_OPERATORS_VECTORS
#undef XLATE_USER_OPERATORS_VECTOR

template <class B> __host__ __device__ inline xlate_rhs_add_assign<B> operator+=(xlate_op_add_assign, const B& b) { return {b}; }
template <class B> __host__ __device__ inline xlate_rhs_sub_assign<B> operator-=(xlate_op_sub_assign, const B& b) { return {b}; }
template <class B> __host__ __device__ inline xlate_rhs_mul_assign<B> operator*=(xlate_op_mul_assign, const B& b) { return {b}; }
template <class B> __host__ __device__ inline xlate_rhs_div_assign<B> operator/=(xlate_op_div_assign, const B& b) { return {b}; }

template <class A, class B>
__host__ __device__ inline decltype(xlate_call_add_assign(xlate_uop_declval<A&>(), xlate_uop_declval<const B&>()))
operator+=(A& a, xlate_rhs_add_assign<B> r) {
  return xlate_call_add_assign(a, r.b);
}
template <class A, class B>
__host__ __device__ inline decltype(xlate_call_sub_assign(xlate_uop_declval<A&>(), xlate_uop_declval<const B&>()))
operator-=(A& a, xlate_rhs_sub_assign<B> r) {
  return xlate_call_sub_assign(a, r.b);
}
template <class A, class B>
__host__ __device__ inline decltype(xlate_call_mul_assign(xlate_uop_declval<A&>(), xlate_uop_declval<const B&>()))
operator*=(A& a, xlate_rhs_mul_assign<B> r) {
  return xlate_call_mul_assign(a, r.b);
}
template <class A, class B>
__host__ __device__ inline decltype(xlate_call_div_assign(xlate_uop_declval<A&>(), xlate_uop_declval<const B&>()))
operator/=(A& a, xlate_rhs_div_assign<B> r) {
  return xlate_call_div_assign(a, r.b);
}

#endif  // __cplusplus
