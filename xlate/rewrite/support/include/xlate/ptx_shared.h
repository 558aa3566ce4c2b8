// xlate support header: shared-window addresses, for translated inline PTX (`ld/st.shared`,
// `cp.async`, `atom.shared`, `cvta.to.shared` with 32-bit addresses) and for CUDA's
// __cvta_generic_to_shared / __cvta_shared_to_generic, which HIP 7.2 does not declare.
//
// CUDA: a pointer to shared memory converts to a 32-bit address in the `.shared` state space (an
// offset in the block's shared-memory window) and back. gfx942: the same thing is an LDS address,
// a pointer in address space 3, which is 32 bits wide; a generic pointer to LDS converts to it and
// back with address-space casts, and loads through the converted pointer become ds_read/ds_write.
// cpu backend: <xlate_cpu/shared_window.h> (a window over the block's static and dynamic shared
// memory). docs/ptx.md, "Memory, atomics and asynchronous copies".
#pragma once
#include <hip/hip_runtime.h>
#include <stddef.h>

#if defined(__HIP_PLATFORM_XLATE_CPU__)
#include <xlate_cpu/shared_window.h>
#endif

// generic pointer to shared memory -> 32-bit shared-window address
__device__ inline unsigned int xlate_ptx_shared_window(const void* p) {
#if defined(__HIP_PLATFORM_XLATE_CPU__)
  return xlate_cpu_shared::to_window(p);
#elif defined(__HIP_DEVICE_COMPILE__)
  return (unsigned int)(__UINTPTR_TYPE__)(const __attribute__((address_space(3))) void*)p;
#else
  (void)p;
  __builtin_trap();  // host pass of a device-only function: never runs
#endif
}

// 32-bit shared-window address -> generic pointer
__device__ inline void* xlate_ptx_shared_ptr(unsigned int a) {
#if defined(__HIP_PLATFORM_XLATE_CPU__)
  return xlate_cpu_shared::from_window(a);
#elif defined(__HIP_DEVICE_COMPILE__)
  return (void*)(__attribute__((address_space(3))) void*)(__UINTPTR_TYPE__)a;
#else
  (void)a;
  __builtin_trap();
#endif
}

// A 64-bit `.shared` operand is either a window address (CUDA's __cvta_generic_to_shared returns
// one as size_t; cvta.to.shared.u64 makes one) or, as xlate also accepts, a generic pointer to the
// shared variable. Generic pointers are never below 2^32 (gfx942: the LDS aperture lies above;
// cpu backend: heap and thread-local storage of a position-independent 64-bit program), window
// addresses always are.
__device__ inline void* xlate_ptx_shared_ptr64(unsigned long long a) {
  return (a >> 32) == 0ull ? xlate_ptx_shared_ptr((unsigned int)a) : (void*)(__UINTPTR_TYPE__)a;
}

__device__ inline unsigned long long xlate_ptx_shared_window64(unsigned long long a) {
  return (a >> 32) == 0ull ? a : (unsigned long long)xlate_ptx_shared_window((const void*)(__UINTPTR_TYPE__)a);
}

// CUDA's names (CUDA: size_t __cvta_generic_to_shared(const void*), void* __cvta_shared_to_generic(size_t))
__device__ inline size_t xlate_cvta_generic_to_shared(const void* p) { return (size_t)xlate_ptx_shared_window(p); }
__device__ inline void* xlate_cvta_shared_to_generic(size_t a) { return xlate_ptx_shared_ptr((unsigned int)a); }
