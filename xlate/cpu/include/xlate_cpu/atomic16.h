// xlate CPU backend: CUDA's 16-bit atomicCAS (unsigned short, compute capability 7.0 on), as the other
// atomicCAS overloads of hip/hip_runtime.h: a relaxed compare-and-swap of the two bytes alone, and a
// polling point when it leaves memory unchanged (docs/cpu-backend.md, "Spin-waits"). Included by
// hip/hip_runtime.h before its scoped variants (atomicCAS_block/_system) are defined, which find the
// overloads declared before them.
#pragma once

inline unsigned short atomicCAS(unsigned short* p, unsigned short compare, unsigned short v) {
  const unsigned short expected = compare;
  const bool ok = __atomic_compare_exchange_n(p, &compare, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
  return ::xlate_cpu::poll_if(compare, !ok || expected == v);
}
