// xlate CPU backend: a value's bytes as a 64-bit integer and back (warp shuffles move values this way;
// __half_as_short & co. reinterpret through it). Included by hip/hip_runtime.h and by the host-side
// half-precision header (xlate_cpu/fp16_host.h), which host compilers also read.
#pragma once
#include <stdint.h>
#include <string.h>

#include <type_traits>

namespace xlate_cpu {
template <class T>
inline uint64_t to_bits(const T& v) {
  static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value,
                "warp shuffles move values of at most 8 bytes");
  uint64_t b = 0;
  memcpy(&b, &v, sizeof(T));
  return b;
}
template <class T>
inline T from_bits(uint64_t b) {
  T v;
  memcpy(&v, &b, sizeof(T));
  return v;
}
}  // namespace xlate_cpu
