// xlate CPU backend: rocTX 4.1 (what CUDA's NVTX maps to). There is no profiler on the cpu target, so the
// annotations record nothing; the return values still follow rocTX's definitions: a pushed range
// reports its nesting level (0-based, per CPU thread), a pop the level of the range it closes or a
// negative value when none is open, and every start/stop range gets a process-wide unique id.
#pragma once
#include <stdint.h>

#define ROCTX_VERSION_MAJOR 4
#define ROCTX_VERSION_MINOR 1

typedef uint64_t roctx_range_id_t;

namespace xlate_cpu_roctx {
inline int& depth() {
  static thread_local int d = 0;
  return d;
}
inline roctx_range_id_t next_id() {
  static roctx_range_id_t last = 0;
  return __atomic_add_fetch(&last, 1, __ATOMIC_RELAXED);
}
}  // namespace xlate_cpu_roctx

inline uint32_t roctx_version_major() { return ROCTX_VERSION_MAJOR; }
inline uint32_t roctx_version_minor() { return ROCTX_VERSION_MINOR; }
inline void roctxMarkA(const char*) {}
inline int roctxRangePushA(const char*) { return xlate_cpu_roctx::depth()++; }
inline int roctxRangePop() {
  int& d = xlate_cpu_roctx::depth();
  return d > 0 ? --d : -1;
}
inline roctx_range_id_t roctxRangeStartA(const char*) { return xlate_cpu_roctx::next_id(); }
inline void roctxRangeStop(roctx_range_id_t) {}

#define roctxMark(message) roctxMarkA(message)
#define roctxRangePush(message) roctxRangePushA(message)
#define roctxRangeStart(message) roctxRangeStartA(message)
