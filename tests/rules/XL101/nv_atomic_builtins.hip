#include <xlate/nv_atomic.h> // CUDA 12.8's atomic built-in functions (HIP has none): renamed to xlate_nv_atomic_... and their constants to
// xlate_NV_..., all of <xlate/nv_atomic.h>, which the rule includes before the first use
#include <hip/hip_runtime.h>
#include <hip/hip_runtime.h>

__device__ long long atomic_min_ll(long long* address, long long val) {
#if CUDA_VERSION >= 12080
  long long ret = xlate_nv_atomic_load_n(address, xlate_NV_ATOMIC_RELAXED);
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
  xlate_nv_atomic_fetch_add(u, 1u, xlate_NV_ATOMIC_RELAXED, xlate_NV_THREAD_SCOPE_BLOCK);
  xlate_nv_atomic_thread_fence(xlate_NV_ATOMIC_SEQ_CST, xlate_NV_THREAD_SCOPE_DEVICE);
  int expected = 0;
  xlate_nv_atomic_compare_exchange_n(flag, &expected, 1, false, xlate_NV_ATOMIC_ACQ_REL, xlate_NV_ATOMIC_RELAXED, xlate_NV_THREAD_SCOPE_SYSTEM);
}
