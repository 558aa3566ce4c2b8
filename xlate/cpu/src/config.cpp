// xlate CPU backend: the runtime's settings from the environment (docs/cpu-backend.md, "Building and
// running"), each read once, and the check at load that the process holds one copy of the runtime.

#include <dlfcn.h>
#include <link.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "runtime_internal.h"

namespace xlate_rt XLATE_HIDDEN {

size_t env_size(const char* name, size_t dflt, size_t lo, size_t hi) {
  const char* v = getenv(name);
  if (!v || !*v) return dflt;
  char* end = nullptr;
  unsigned long long x = strtoull(v, &end, 10);
  if (*end != 0 || x < lo || x > hi)
    die("environment variable %s=%s is not a number in [%zu, %zu]", name, v, lo, hi);
  return static_cast<size_t>(x);
}

int worker_count() {
  static int n = [] {
    unsigned hc = std::thread::hardware_concurrency();
    return static_cast<int>(env_size("XLATE_CPU_WORKERS", hc ? hc : 1, 1, 1024));
  }();
  return n;
}

size_t stack_bytes() {
  // AddressSanitizer's redzones around locals make frames larger: memcheck's default is 256 KiB
  static size_t n = env_size("XLATE_CPU_STACK_KB", XLATE_MEMCHECK ? 256 : 64, 16, 1 << 20) * 1024;
  return n;
}

size_t watchdog_seconds() {
  static size_t n = env_size("XLATE_CPU_WATCHDOG_S", 20, 0, 1u << 30);
  return n;
}
// A kernel thread that is the only one left in its block and makes no progress (no barrier, warp
// operation or exit) for this long is taken for an endless loop.
size_t hang_seconds() {
  static size_t n = env_size("XLATE_CPU_HANG_S", 300, 0, 1u << 30);
  return n;
}

size_t preempt_us() { return env_size("XLATE_CPU_PREEMPT_US", 1000, 0, 60000000); }

size_t page_size() {
  static size_t p = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  return p;
}

size_t phys_bytes(int which) {
  long pages = sysconf(which);
  return pages > 0 ? static_cast<size_t>(pages) * page_size() : 0;
}

// The device's memory is host memory; it reports (and hipMalloc keeps to) half of the host's RAM
// unless XLATE_CPU_DEVICE_MEMORY_MB says otherwise, so that a program that sizes its allocations
// from the device's total leaves the host room, and one that allocates past it gets
// hipErrorOutOfMemory as on a GPU.
size_t device_memory_bytes() {
  static size_t n = [] {
    const size_t mib = size_t(1) << 20;
    const size_t dflt = std::max<size_t>(phys_bytes(_SC_PHYS_PAGES) / 2 / mib, 1);
    return env_size("XLATE_CPU_DEVICE_MEMORY_MB", dflt, 1, size_t(1) << 40) * mib;
  }();
  return n;
}

}  // namespace xlate_rt

namespace {

// Two copies of this library in one process: parts of the program linked by different xlate builds
// (a project configured with one xlate, whose CUDA toolkit folder names that runtime, and built or
// relinked with another). Every call then goes to the copy loaded first (the dynamic linker binds each
// name once), so the program runs, but code compiled against the other copy's headers may not agree
// with it. The copy loaded later says so, once, naming both files.
__attribute__((constructor)) void warn_if_another_runtime_is_loaded() {
  std::vector<std::string> copies;
  dl_iterate_phdr(
      [](dl_phdr_info* info, size_t, void* data) {
        const char* name = info->dlpi_name;
        if (name && *name) {
          const char* slash = strrchr(name, '/');
          if (strcmp(slash ? slash + 1 : name, "libxlate_hipcpu.so") == 0)
            static_cast<std::vector<std::string>*>(data)->push_back(name);
        }
        return 0;
      },
      &copies);
  Dl_info self{};
  if (copies.size() < 2 || !dladdr(reinterpret_cast<void*>(&warn_if_another_runtime_is_loaded), &self) ||
      !self.dli_fname || copies.front() == self.dli_fname)
    return;
  fprintf(stderr,
          "xlate-cpu: warning: two copies of xlate's CPU runtime are loaded, %s and %s: parts of this program "
          "were linked by different xlate builds (a project configured with one xlate and built with another?); "
          "every call goes to the first; configure and build again with one xlate\n",
          copies.front().c_str(), self.dli_fname);
}

}  // namespace
