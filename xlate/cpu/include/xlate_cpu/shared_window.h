// xlate cpu backend: 32-bit shared-window addresses (CUDA's __cvta_generic_to_shared, the addresses
// PTX `.shared` instructions take) for translated code; used by <xlate/ptx_shared.h>.
//
// On the cpu backend shared memory is ordinary memory in two places: static `__shared__` variables
// are thread_local variables of the program (the worker OS thread runs one block at a time, so its
// TLS block is the block's static shared memory), and dynamic shared memory is the worker's
// 64 KiB buffer (__xlate_dynamic_shared()). The two are not within 4 GiB of each other in general,
// so the 32-bit window is split:
//
//   [0, 0x10000)                 dynamic shared memory: window = pointer - dynamic base
//   [0x40000000, 0xC0000000)     static shared memory: window = 0x80000000 + (pointer - anchor),
//                                anchor = a thread_local byte of the program (same TLS block)
//
// Both maps are linear, so window arithmetic inside one shared object (a + 16, a + i * stride) is
// pointer arithmetic, as on the GPU; window -> pointer -> window is the identity.
#pragma once
#include <stdint.h>

#include "xlate_cpu/abi.h"

namespace xlate_cpu_shared {

constexpr uint64_t kDynamicBytes = 0x10000u;   // the runtime's sharedMemPerBlock (64 KiB)
constexpr uint32_t kStaticLow = 0x40000000u;   // first window address of the static part
constexpr uint32_t kStaticCenter = 0x80000000u;

inline thread_local unsigned char anchor;  // lies in the program's TLS block, beside static __shared__

inline uint32_t to_window(const void* p) {
  const uint64_t a = reinterpret_cast<uint64_t>(p);
  const uint64_t dyn = reinterpret_cast<uint64_t>(__xlate_dynamic_shared());
  if (a - dyn < kDynamicBytes) return static_cast<uint32_t>(a - dyn);
  const int64_t d = static_cast<int64_t>(a - reinterpret_cast<uint64_t>(&anchor));
  return kStaticCenter + static_cast<uint32_t>(d);  // |d| < 1 GiB: the TLS block is small
}

inline void* from_window(uint32_t w) {
  if (w < kStaticLow)
    return static_cast<unsigned char*>(__xlate_dynamic_shared()) + w;
  const int64_t d = static_cast<int32_t>(w - kStaticCenter);
  return &anchor + d;
}

}  // namespace xlate_cpu_shared
