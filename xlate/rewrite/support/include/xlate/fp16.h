// xlate support header: what `#include <cuda_fp16.h>` / `<cuda_bf16.h>` give CUDA code, on HIP.
//
// HIP's <hip/hip_fp16.h> and <hip/hip_bf16.h>, plus what CUDA's headers declare and HIP 7.2 does not:
// atomicAdd on __half, __half2, __nv_bfloat16 (__hip_bfloat16) and __nv_bfloat162 (__hip_bfloat162).
// XL501 translates <cuda_fp16.h>, <cuda_bf16.h> (and their .hpp) to this header.
//
// atomicAdd(T *address, T val) (CUDA C++ Programming Guide, atomicAdd): reads the 16-bit (or, for the
// pairs, each 16-bit) value at address, stores old + val and returns the old value, atomically. The sum
// is rounded once to the narrow type, to nearest even, as CUDA's hardware add does: it is computed in
// float and rounded to half/bfloat16, which equals the correctly rounded narrow sum (float's 24-bit
// significand is at least 2p + 2 bits for half's p = 11 and bfloat16's p = 8, so the double rounding is
// innocuous). Implemented as a compare-and-swap loop on the aligned 32-bit word that holds the value
// (the pairs are that word; CUDA guarantees the atomicity of each half of a pair separately, a 32-bit
// CAS gives more). The overloads are templates restricted to these types: a non-template atomicAdd that
// HIP (or the cpu backend: __half) declares for the same type is preferred over them.
#pragma once
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <hip/hip_bf16.h>

namespace xlate_fp16_atomic {
template <class T>
__host__ __device__ inline unsigned short to_bits(T v) {
  static_assert(sizeof(T) == 2, "16-bit type");
  unsigned short u;
  __builtin_memcpy(&u, &v, sizeof u);
  return u;
}
template <class T>
__host__ __device__ inline T from_bits(unsigned short u) {
  T v;
  __builtin_memcpy(&v, &u, sizeof u);
  return v;
}
// the bits of (a + b) rounded once to the type of the last argument (a, b: its bits)
__host__ __device__ inline unsigned int add_bits16(unsigned int a, unsigned int b, __half*) {
  float s = __half2float(from_bits<__half>((unsigned short)a)) + __half2float(from_bits<__half>((unsigned short)b));
  return to_bits(__float2half_rn(s));
}
__host__ __device__ inline unsigned int add_bits16(unsigned int a, unsigned int b, __hip_bfloat16*) {
  float s = __bfloat162float(from_bits<__hip_bfloat16>((unsigned short)a)) +
            __bfloat162float(from_bits<__hip_bfloat16>((unsigned short)b));
  return to_bits(__float2bfloat16(s));
}

// atomically *address = *address + val (rounded once), for T = __half or __hip_bfloat16; returns the old value
template <class T>
__device__ inline T add16(T* address, T val) {
  unsigned long long a = (unsigned long long)address;
  unsigned int* word = (unsigned int*)(a & ~3ull);
  unsigned int shift = (unsigned int)(a & 2ull) * 8u;
  unsigned int v = to_bits(val);
  unsigned int old = *(volatile unsigned int*)word, assumed;
  do {
    assumed = old;
    unsigned int sum = add_bits16((assumed >> shift) & 0xffffu, v, (T*)nullptr);
    old = atomicCAS(word, assumed, (assumed & ~(0xffffu << shift)) | (sum << shift));
  } while (old != assumed);
  return from_bits<T>((unsigned short)((old >> shift) & 0xffffu));
}

// the same for a pair (P = __half2 or __hip_bfloat162, lane type T): each half rounded once
template <class T, class P>
__device__ inline P add32(P* address, P val) {
  static_assert(sizeof(P) == 4, "a pair of 16-bit values");
  unsigned int* word = (unsigned int*)address;
  unsigned int v;
  __builtin_memcpy(&v, &val, sizeof v);
  unsigned int old = *(volatile unsigned int*)word, assumed;
  do {
    assumed = old;
    unsigned int lo = add_bits16(assumed & 0xffffu, v & 0xffffu, (T*)nullptr);
    unsigned int hi = add_bits16(assumed >> 16, v >> 16, (T*)nullptr);
    old = atomicCAS(word, assumed, lo | (hi << 16));
  } while (old != assumed);
  P r;
  __builtin_memcpy(&r, &old, sizeof r);
  return r;
}

template <class T> struct lane { using type = void; };
template <> struct lane<__half> { using type = __half; };
template <> struct lane<__half2> { using type = __half; };
template <> struct lane<__hip_bfloat16> { using type = __hip_bfloat16; };
#if !defined(__HIP_PLATFORM_XLATE_CPU__)  // the cpu backend has no __hip_bfloat162
template <> struct lane<__hip_bfloat162> { using type = __hip_bfloat16; };
#endif
template <class T> struct same_type { using type = T; };
template <bool B, class T> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <class A, class B> struct is_same { static constexpr bool value = false; };
template <class A> struct is_same<A, A> { static constexpr bool value = true; };

template <class T, bool Pair = sizeof(T) == 4> struct adder;
template <class T> struct adder<T, false> {
  __device__ static T add(T* p, T v) { return add16(p, v); }
};
template <class T> struct adder<T, true> {
  __device__ static T add(T* p, T v) { return add32<typename lane<T>::type>(p, v); }
};
}  // namespace xlate_fp16_atomic

// CUDA's atomicAdd overloads for the 16-bit floating-point types (T deduced from the pointer only, so
// that a float or int argument converts as it does in CUDA)
template <class T>
__device__ inline typename xlate_fp16_atomic::enable_if<
    !xlate_fp16_atomic::is_same<typename xlate_fp16_atomic::lane<T>::type, void>::value, T>::type
atomicAdd(T* address, typename xlate_fp16_atomic::same_type<T>::type val) {
  return xlate_fp16_atomic::adder<T>::add(address, val);
}
