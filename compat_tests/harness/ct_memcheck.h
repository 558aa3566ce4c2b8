// Conformance harness, force-included (after hip/hip_runtime.h) into every case built for the
// cpu backend. The CPU backend copies host memory whatever the memcpy kind says; CUDA calls a copy
// whose pointers do not match its direction undefined behaviour. This header tracks what
// hipMalloc returned and ends the program (exit 96) when a copy's kind contradicts it, so a wrong
// kind is found on the CPU too. Managed, pinned-host and symbol copies are not checked.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>

namespace xlate_ct {
inline std::map<uintptr_t, size_t>& device_ranges() {
  static std::map<uintptr_t, size_t> m;
  return m;
}
inline std::mutex& ranges_mutex() {
  static std::mutex m;
  return m;
}
inline bool is_device(const void* p) {
  std::lock_guard<std::mutex> lk(ranges_mutex());
  auto& m = device_ranges();
  uintptr_t a = reinterpret_cast<uintptr_t>(p);
  auto it = m.upper_bound(a);
  if (it == m.begin()) return false;
  --it;
  return a >= it->first && a < it->first + (it->second ? it->second : 1);
}
template <class T>
inline hipError_t malloc_tracked(T** p, size_t n) {
  hipError_t e = hipMalloc(reinterpret_cast<void**>(p), n);
  if (e == hipSuccess && *p) {
    std::lock_guard<std::mutex> lk(ranges_mutex());
    device_ranges()[reinterpret_cast<uintptr_t>(*p)] = n;
  }
  return e;
}
template <class T>
inline hipError_t malloc_pitch_tracked(T** p, size_t* pitch, size_t w, size_t h) {
  hipError_t e = hipMallocPitch(reinterpret_cast<void**>(p), pitch, w, h);
  if (e == hipSuccess && *p) {
    std::lock_guard<std::mutex> lk(ranges_mutex());
    device_ranges()[reinterpret_cast<uintptr_t>(*p)] = *pitch * h;
  }
  return e;
}
inline hipError_t free_tracked(void* p) {
  {
    std::lock_guard<std::mutex> lk(ranges_mutex());
    device_ranges().erase(reinterpret_cast<uintptr_t>(p));
  }
  return hipFree(p);
}
inline void check_kind(const void* dst, const void* src, hipMemcpyKind kind, const char* what,
                       const char* file, int line) {
  if (kind == hipMemcpyDefault) return;
  bool dd = is_device(dst), sd = is_device(src);
  bool ok = true;
  switch (kind) {
    case hipMemcpyHostToDevice: ok = dd && !sd; break;
    case hipMemcpyDeviceToHost: ok = !dd && sd; break;
    case hipMemcpyDeviceToDevice: ok = dd && sd; break;
    case hipMemcpyHostToHost: ok = !dd && !sd; break;
    default: break;
  }
  if (!ok) {
    fprintf(stderr,
            "xlate-ct: error: %s at %s:%d: kind %d contradicts the pointers (dst is %s memory, "
            "src is %s memory)\n",
            what, file, line, static_cast<int>(kind), dd ? "device" : "host", sd ? "device" : "host");
    fflush(stderr);
    _Exit(96);
  }
}
}  // namespace xlate_ct

#define hipMalloc(p, n) ::xlate_ct::malloc_tracked((p), (n))
#define hipMallocPitch(p, pitch, w, h) ::xlate_ct::malloc_pitch_tracked((p), (pitch), (w), (h))
#define hipFree(p) ::xlate_ct::free_tracked(p)
#define hipMemcpy(d, s, n, k) \
  (::xlate_ct::check_kind((d), (s), (k), "hipMemcpy", __FILE__, __LINE__), hipMemcpy((d), (s), (n), (k)))
#define hipMemcpyAsync(d, s, n, k, ...)                                       \
  (::xlate_ct::check_kind((d), (s), (k), "hipMemcpyAsync", __FILE__, __LINE__), \
   hipMemcpyAsync((d), (s), (n), (k), ##__VA_ARGS__))
#define hipMemcpy2D(d, dp, s, sp, w, h, k)                                    \
  (::xlate_ct::check_kind((d), (s), (k), "hipMemcpy2D", __FILE__, __LINE__), \
   hipMemcpy2D((d), (dp), (s), (sp), (w), (h), (k)))
