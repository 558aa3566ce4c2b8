/* xlate CUDA prelude: device runtime functions (CUDA C++ Programming Guide: synchronization,
 * memory fences, integer intrinsics, time functions, device printf/malloc/assert, read-only loads).
 * Device-only declarations with CUDA's names and types; no definitions. */
#ifndef XLATE_PRELUDE_DEVICE_FUNCTIONS_H
#define XLATE_PRELUDE_DEVICE_FUNCTIONS_H

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <assert.h>
#include "host_defines.h"
#include "vector_types.h"
#include "device_launch_parameters.h"

/* Device-side overloads of C library functions nvcc makes callable from kernels. */
extern "C" {
__device__ int printf(const char *format, ...);
__device__ int vprintf(const char *format, const char *args);
__device__ void *malloc(size_t size) __attribute__((nothrow));
__device__ void free(void *ptr) __attribute__((nothrow));
__device__ void *memcpy(void *dst, const void *src, size_t n) __attribute__((nothrow));
__device__ void *memset(void *dst, int value, size_t n) __attribute__((nothrow));
__device__ void __assert_fail(const char *assertion, const char *file, unsigned int line,
                              const char *function) __attribute__((noreturn));
__device__ void __assertfail(const char *message, const char *file, unsigned int line, const char *function,
                             size_t charSize) __attribute__((noreturn));
__device__ clock_t clock(void) __attribute__((nothrow));
}

/* Synchronization and memory fences */
__device__ void __syncthreads(void);
__device__ int __syncthreads_count(int predicate);
__device__ int __syncthreads_and(int predicate);
__device__ int __syncthreads_or(int predicate);
__device__ void __threadfence(void);
__device__ void __threadfence_block(void);
__device__ void __threadfence_system(void);
__device__ void __syncwarp(unsigned int mask = 0xffffffffU);
__device__ void __barrier_sync(unsigned int id);
__device__ void __barrier_sync_count(unsigned int id, unsigned int cnt);

/* Time, traps */
__device__ long long int clock64(void);
__device__ void __nanosleep(unsigned int ns);
/* programmatic dependent launch (CUDA >= 11.8, sm_90; CUDA's cuda_device_runtime_api.h defines them
 * inline as PTX griddepcontrol.wait / griddepcontrol.launch_dependents) */
__device__ void cudaGridDependencySynchronize(void);
__device__ void cudaTriggerProgrammaticLaunchCompletion(void);
__device__ void __trap(void);
__device__ void __brkpt(void);
__device__ void __prof_trigger(int counter);
__device__ unsigned long long __globaltimer(void);

/* Integer intrinsics */
__device__ int __popc(unsigned int x);
__device__ int __popcll(unsigned long long int x);
__device__ int __clz(int x);
__device__ int __clzll(long long int x);
__device__ int __ffs(int x);
__device__ int __ffsll(long long int x);
__device__ unsigned int __brev(unsigned int x);
__device__ unsigned long long int __brevll(unsigned long long int x);
__device__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
__device__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift);
__device__ int __mul24(int x, int y);
__device__ unsigned int __umul24(unsigned int x, unsigned int y);
__device__ int __mulhi(int x, int y);
__device__ unsigned int __umulhi(unsigned int x, unsigned int y);
__device__ long long int __mul64hi(long long int x, long long int y);
__device__ unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y);
__device__ unsigned int __sad(int x, int y, unsigned int z);
__device__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__device__ int __hadd(int x, int y);
__device__ int __rhadd(int x, int y);
__device__ unsigned int __uhadd(unsigned int x, unsigned int y);
__device__ unsigned int __urhadd(unsigned int x, unsigned int y);
__device__ int __dp4a(int srcA, int srcB, int c);
__device__ unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp4a(char4 srcA, char4 srcB, int c);
__device__ unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c);
__device__ int __dp2a_lo(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_lo(short2 srcA, char4 srcB, int c);
__device__ unsigned int __dp2a_lo(ushort2 srcA, uchar4 srcB, unsigned int c);
__device__ int __dp2a_hi(int srcA, int srcB, int c);
__device__ unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB, unsigned int c);
__device__ int __dp2a_hi(short2 srcA, char4 srcB, int c);
__device__ unsigned int __dp2a_hi(ushort2 srcA, uchar4 srcB, unsigned int c);
__device__ unsigned int __fns(unsigned int mask, unsigned int base, int offset);

/* SIMD within a word: four 8-bit lanes (*4) or two 16-bit lanes (*2) of an unsigned int */
__device__ unsigned int __vadd4(unsigned int a, unsigned int b);
__device__ unsigned int __vsub4(unsigned int a, unsigned int b);
__device__ unsigned int __vaddss4(unsigned int a, unsigned int b);
__device__ unsigned int __vsubss4(unsigned int a, unsigned int b);
__device__ unsigned int __vaddus4(unsigned int a, unsigned int b);
__device__ unsigned int __vsubus4(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffs4(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffu4(unsigned int a, unsigned int b);
__device__ unsigned int __vavgs4(unsigned int a, unsigned int b);
__device__ unsigned int __vavgu4(unsigned int a, unsigned int b);
__device__ unsigned int __vhaddu4(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxs4(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxu4(unsigned int a, unsigned int b);
__device__ unsigned int __vmins4(unsigned int a, unsigned int b);
__device__ unsigned int __vminu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsads4(unsigned int a, unsigned int b);
__device__ unsigned int __vsadu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpeq4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpne4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpges4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgeu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgts4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgtu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmples4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpleu4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmplts4(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpltu4(unsigned int a, unsigned int b);
__device__ unsigned int __vseteq4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetne4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetges4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgeu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgts4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgtu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetles4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetleu4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetlts4(unsigned int a, unsigned int b);
__device__ unsigned int __vsetltu4(unsigned int a, unsigned int b);
__device__ unsigned int __vabs4(unsigned int a);
__device__ unsigned int __vabsss4(unsigned int a);
__device__ unsigned int __vneg4(unsigned int a);
__device__ unsigned int __vnegss4(unsigned int a);
__device__ unsigned int __vadd2(unsigned int a, unsigned int b);
__device__ unsigned int __vsub2(unsigned int a, unsigned int b);
__device__ unsigned int __vaddss2(unsigned int a, unsigned int b);
__device__ unsigned int __vsubss2(unsigned int a, unsigned int b);
__device__ unsigned int __vaddus2(unsigned int a, unsigned int b);
__device__ unsigned int __vsubus2(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffs2(unsigned int a, unsigned int b);
__device__ unsigned int __vabsdiffu2(unsigned int a, unsigned int b);
__device__ unsigned int __vavgs2(unsigned int a, unsigned int b);
__device__ unsigned int __vavgu2(unsigned int a, unsigned int b);
__device__ unsigned int __vhaddu2(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxs2(unsigned int a, unsigned int b);
__device__ unsigned int __vmaxu2(unsigned int a, unsigned int b);
__device__ unsigned int __vmins2(unsigned int a, unsigned int b);
__device__ unsigned int __vminu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsads2(unsigned int a, unsigned int b);
__device__ unsigned int __vsadu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpeq2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpne2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpges2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgeu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgts2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpgtu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmples2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpleu2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmplts2(unsigned int a, unsigned int b);
__device__ unsigned int __vcmpltu2(unsigned int a, unsigned int b);
__device__ unsigned int __vseteq2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetne2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetges2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgeu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgts2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetgtu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetles2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetleu2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetlts2(unsigned int a, unsigned int b);
__device__ unsigned int __vsetltu2(unsigned int a, unsigned int b);
__device__ unsigned int __vabs2(unsigned int a);
__device__ unsigned int __vabsss2(unsigned int a);
__device__ unsigned int __vneg2(unsigned int a);
__device__ unsigned int __vnegss2(unsigned int a);

/* Address space predicates and conversions */
__device__ unsigned int __isGlobal(const void *ptr);
__device__ unsigned int __isShared(const void *ptr);
__device__ unsigned int __isConstant(const void *ptr);
__device__ unsigned int __isLocal(const void *ptr);
__device__ size_t __cvta_generic_to_global(const void *ptr);
__device__ size_t __cvta_generic_to_shared(const void *ptr);
__device__ void *__cvta_global_to_generic(size_t rawbits);
__device__ void *__cvta_shared_to_generic(size_t rawbits);

#include "sm_20_intrinsics.h"
#include "sm_30_intrinsics.h"
#include "sm_32_intrinsics.h"
#include "device_atomic_functions.h"

#if XLATE_CUDA_VERSION_NUMBER >= 12080
/* CUDA 12.8's atomic built-in functions: memory order and thread scope as integer constants (nvcc requires
 * literals), the scope defaulting to the system. Device code only. nvcc rejects what these templates accept
 * beyond its rules (min/max of floating types, add/sub of signed 64-bit, arithmetic on other than 4 or
 * 8 bytes); the translation's support header <xlate/nv_atomic.h> checks them. A value's own template
 * parameter V keeps deduction from T alone, as for a built-in (`__nv_atomic_fetch_add(unsigned_ptr, 1, ...)`). */
enum { __NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELEASE, __NV_ATOMIC_ACQ_REL,
       __NV_ATOMIC_SEQ_CST };
enum { __NV_THREAD_SCOPE_THREAD, __NV_THREAD_SCOPE_BLOCK, __NV_THREAD_SCOPE_CLUSTER, __NV_THREAD_SCOPE_DEVICE,
       __NV_THREAD_SCOPE_SYSTEM };
template <typename T, typename V> __device__ T __nv_atomic_fetch_add(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ T __nv_atomic_fetch_sub(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ T __nv_atomic_fetch_min(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ T __nv_atomic_fetch_max(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ T __nv_atomic_fetch_and(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ T __nv_atomic_fetch_or(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ T __nv_atomic_fetch_xor(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ void __nv_atomic_add(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ void __nv_atomic_sub(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ void __nv_atomic_min(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ void __nv_atomic_max(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ void __nv_atomic_and(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ void __nv_atomic_or(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ void __nv_atomic_xor(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ T __nv_atomic_exchange_n(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T> __device__ void __nv_atomic_exchange(T *ptr, T *val, T *ret, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ bool __nv_atomic_compare_exchange_n(T *ptr, T *expected, V desired, bool weak, int success_order, int failure_order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T> __device__ bool __nv_atomic_compare_exchange(T *ptr, T *expected, T *desired, bool weak, int success_order, int failure_order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T> __device__ T __nv_atomic_load_n(T *ptr, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T> __device__ void __nv_atomic_load(T *ptr, T *ret, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T, typename V> __device__ void __nv_atomic_store_n(T *ptr, V val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T> __device__ void __nv_atomic_store(T *ptr, T *val, int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
__device__ void __nv_atomic_thread_fence(int order, int scope = __NV_THREAD_SCOPE_SYSTEM);
#endif

#endif
