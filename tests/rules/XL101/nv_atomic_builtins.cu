// CUDA 12.8's atomic built-in functions (HIP has none): renamed to xlate_nv_atomic_... and their constants to
// xlate_NV_..., all of <xlate/nv_atomic.h>, which the rule includes before the first use
#include <cuda.h>
#include <cuda_runtime.h>

__device__ long long atomic_min_ll(long long* address, long long val) {
#if CUDA_VERSION >= 12080
  long long ret = __nv_atomic_load_n(address, __NV_ATOMIC_RELAXED);
#else
  long long ret = *address;
#endif
  while (val < ret) {
    long long old = ret;
    if ((ret = (long long)atomicCAS((unsigned long long*)address, (unsigned long long)old, (unsigned long long)val)) == old) break;
  }
  return ret;
}

__global__ void k(unsigned* u, int* flag) {
  __nv_atomic_fetch_add(u, 1u, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_thread_fence(__NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_DEVICE);
  int expected = 0;
  __nv_atomic_compare_exchange_n(flag, &expected, 1, false, __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_SYSTEM);
}
