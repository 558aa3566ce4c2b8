// xlate CPU backend: memory. Device, host and managed memory are all host memory; the allocations
// are kept in a table (for hipPointerGetAttributes, hipMemGetAddressRange, hipDeviceReset and
// memcheck's report). Memcheck (docs/cpu-backend.md, "Memcheck"): in the memcheck variant of the
// library (built with -fsanitize=address), static __shared__ arrays are heap objects the sanitizer
// checks, and an invalid access is reported in one line naming the kernel, block, thread and where
// the address lies; the ordinary library has the same entry points.

#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <string>

#include "scheduler.h"
#include "streams.h"

using namespace xlate_rt;

namespace {

std::mutex g_mem_m;
struct Alloc {
  size_t size;
  hipMemoryType type;
  unsigned flags;
};
std::map<uintptr_t, Alloc> g_allocs;  // device, host and managed allocations
std::map<uintptr_t, size_t> g_registered;  // hipHostRegister'ed ranges (page-locked on a GPU)
size_t g_device_used = 0;  // bytes of live device allocations, kept within device_memory_bytes()

// The allocation holding address `p`, or g_allocs.end(); under g_mem_m.
std::map<uintptr_t, Alloc>::iterator find_alloc(uintptr_t p) {
  auto it = g_allocs.upper_bound(p);
  if (it == g_allocs.begin()) return g_allocs.end();
  --it;
  return p < it->first + std::max<size_t>(it->second.size, 1) ? it : g_allocs.end();
}
// The hipHostRegister'ed range holding address `p`, or g_registered.end(); under g_mem_m.
std::map<uintptr_t, size_t>::iterator find_registered(uintptr_t p) {
  auto it = g_registered.upper_bound(p);
  if (it == g_registered.begin()) return g_registered.end();
  --it;
  return p < it->first + it->second ? it : g_registered.end();
}
bool registered(uintptr_t p) { return find_registered(p) != g_registered.end(); }

#if XLATE_MEMCHECK
constexpr int kExitMemcheck = 98;  // memcheck found an invalid access (docs/exit-codes.md)
// The most recent frees, to tell a use after free of a hipMalloc allocation (the sanitizer's
// quarantine keeps the memory itself poisoned) from other accesses.
struct Freed {
  uintptr_t base;
  Alloc a;
};
std::deque<Freed> g_freed;  // under g_mem_m
void remember_freed(uintptr_t base, const Alloc& a) {
  g_freed.push_back(Freed{base, a});
  if (g_freed.size() > 65536) g_freed.pop_front();
}

// Static __shared__ arrays of memcheck builds: one heap object per worker thread and variable
// (hip_runtime.h, __xlate_shared_array), so that the sanitizer's redzones surround each.
struct SharedVar {
  size_t size;
  const char* name;
  const char* file;
  int line;
};
std::mutex g_shared_m;
std::map<uintptr_t, SharedVar> g_shared;
#endif

hipError_t alloc(void** ptr, size_t size, hipMemoryType type = hipMemoryTypeDevice, unsigned flags = 0) {
  if (!ptr) return ret(hipErrorInvalidValue);
  if (size == 0) {
    *ptr = nullptr;
    return hipSuccess;
  }
  const bool on_device = type == hipMemoryTypeDevice;
  if (on_device) {
    std::lock_guard<std::mutex> lk(g_mem_m);
    if (size > device_memory_bytes() - g_device_used) {
      *ptr = nullptr;
      return ret(hipErrorOutOfMemory);
    }
    g_device_used += size;  // reserved now, so that concurrent allocations cannot both pass
  }
  // Device memory is 256-byte aligned, as cudaMalloc documents. Page-locked host memory
  // (hipHostMalloc, cudaMallocHost, cudaHostAlloc) is page-aligned, as the drivers allocate it in
  // pages: programs rely on that (StarPU's O_DIRECT disk I/O asserts it of starpu_malloc's buffers).
  const size_t align = type == hipMemoryTypeHost ? static_cast<size_t>(sysconf(_SC_PAGESIZE)) : 256;
#if XLATE_MEMCHECK
  // exactly `size` bytes, so that the sanitizer's redzone starts right after the last one
  void* p = nullptr;
  if (posix_memalign(&p, align, size) != 0) p = nullptr;
#else
  size_t rounded = (size + align - 1) / align * align;
  void* p = aligned_alloc(align, rounded);
#endif
  std::lock_guard<std::mutex> lk(g_mem_m);
  if (!p) {
    if (on_device) g_device_used -= size;
    *ptr = nullptr;
    return ret(hipErrorOutOfMemory);
  }
  g_allocs[reinterpret_cast<uintptr_t>(p)] = Alloc{size, type, flags};
  *ptr = p;
  return hipSuccess;
}

hipError_t release(void* ptr) {
  if (!ptr) return hipSuccess;
  wait_all();  // hipFree synchronises the device
  {
    std::lock_guard<std::mutex> lk(g_mem_m);
    auto it = g_allocs.find(reinterpret_cast<uintptr_t>(ptr));
    if (it == g_allocs.end()) return ret(hipErrorInvalidValue);
#if XLATE_MEMCHECK
    remember_freed(it->first, it->second);
#endif
    if (it->second.type == hipMemoryTypeDevice) g_device_used -= it->second.size;
    g_allocs.erase(it);
  }
  free(ptr);  // memcheck: the sanitizer keeps freed memory poisoned (its quarantine)
  return hipSuccess;
}

}  // namespace

bool xlate_rt::pageable_host(const void* ptr) {
  const uintptr_t p = reinterpret_cast<uintptr_t>(ptr);
  std::lock_guard<std::mutex> lk(g_mem_m);
  return find_alloc(p) == g_allocs.end() && !registered(p);
}

bool xlate_rt::device_visible_range(const void* ptr, uintptr_t& lo, uintptr_t& hi) {
  const uintptr_t p = reinterpret_cast<uintptr_t>(ptr);
  std::lock_guard<std::mutex> lk(g_mem_m);
  auto it = find_alloc(p);
  if (it != g_allocs.end()) {
    lo = it->first;
    hi = it->first + std::max<size_t>(it->second.size, 1);
    return true;
  }
  auto reg = find_registered(p);
  if (reg != g_registered.end()) {
    lo = reg->first;
    hi = reg->first + reg->second;
    return true;
  }
  // the gap around p: from the end of the last range below it to the start of the first above it
  lo = 0;
  hi = UINTPTR_MAX;
  auto next = g_allocs.upper_bound(p);
  if (next != g_allocs.end()) hi = next->first;
  if (next != g_allocs.begin()) {
    --next;
    lo = next->first + std::max<size_t>(next->second.size, 1);
  }
  auto next_reg = g_registered.upper_bound(p);
  if (next_reg != g_registered.end()) hi = std::min(hi, next_reg->first);
  if (next_reg != g_registered.begin()) {
    --next_reg;
    lo = std::max(lo, next_reg->first + next_reg->second);
  }
  return false;
}

bool xlate_rt::past_allocation_end(const void* ptr, size_t n) {
  const uintptr_t p = reinterpret_cast<uintptr_t>(ptr);
  std::lock_guard<std::mutex> lk(g_mem_m);
  auto it = find_alloc(p);
  return it != g_allocs.end() && n > it->first + it->second.size - p;
}

extern "C" {

// Waits for the device, then frees every allocation (the device's memory, as on a GPU).
hipError_t hipDeviceReset(void) {
  wait_all();
  std::lock_guard<std::mutex> lk(g_mem_m);
  for (auto& [p, a] : g_allocs) free(reinterpret_cast<void*>(p));
  g_allocs.clear();
  g_device_used = 0;
  t_last_error = hipSuccess;
  return hipSuccess;
}

hipError_t hipMemGetInfo(size_t* free_b, size_t* total) {
  if (!free_b || !total) return ret(hipErrorInvalidValue);
  *total = device_memory_bytes();
  std::lock_guard<std::mutex> lk(g_mem_m);
  *free_b = std::min(*total - g_device_used, phys_bytes(_SC_AVPHYS_PAGES));
  return hipSuccess;
}

hipError_t hipMalloc(void** ptr, size_t size) { return alloc(ptr, size); }
hipError_t hipFree(void* ptr) { return release(ptr); }
hipError_t hipHostMalloc(void** ptr, size_t size, unsigned flags) {
  if (flags & ~0xfu) return ret(hipErrorInvalidValue);
  return alloc(ptr, size, hipMemoryTypeHost, flags);
}
hipError_t hipHostFree(void* ptr) { return release(ptr); }
hipError_t hipMallocHost(void** ptr, size_t size) { return alloc(ptr, size, hipMemoryTypeHost); }
hipError_t hipFreeHost(void* ptr) { return release(ptr); }
hipError_t hipMallocManaged(void** ptr, size_t size, unsigned flags) {
  if (flags != hipMemAttachGlobal && flags != hipMemAttachHost) return ret(hipErrorInvalidValue);
  return alloc(ptr, size, hipMemoryTypeManaged, flags);
}
hipError_t hipMallocPitch(void** ptr, size_t* pitch, size_t width, size_t height) {
  if (!pitch) return ret(hipErrorInvalidValue);
  *pitch = (width + 255) / 256 * 256;
  return alloc(ptr, *pitch * height);
}
hipError_t hipHostGetDevicePointer(void** devPtr, void* hostPtr, unsigned) {
  if (!devPtr || !hostPtr) return ret(hipErrorInvalidValue);
  *devPtr = hostPtr;
  return hipSuccess;
}
hipError_t hipHostRegister(void* hostPtr, size_t size, unsigned) {
  if (!hostPtr || size == 0) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_mem_m);
  const uintptr_t p = reinterpret_cast<uintptr_t>(hostPtr);
  if (registered(p)) return ret(hipErrorHostMemoryAlreadyRegistered);
  g_registered[p] = size;
  return hipSuccess;
}
hipError_t hipHostUnregister(void* hostPtr) {
  if (!hostPtr) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_mem_m);
  if (g_registered.erase(reinterpret_cast<uintptr_t>(hostPtr)) == 0) return ret(hipErrorHostMemoryNotRegistered);
  return hipSuccess;
}

hipError_t hipHostAlloc(void** ptr, size_t size, unsigned int flags) {
  return hipHostMalloc(ptr, size, flags);
}
hipError_t hipMemAllocHost(void** ptr, size_t size) { return alloc(ptr, size, hipMemoryTypeHost); }
hipError_t hipHostGetFlags(unsigned int* flags, void* host) {
  if (!flags || !host) return ret(hipErrorInvalidValue);
  std::lock_guard<std::mutex> lk(g_mem_m);
  auto it = g_allocs.find(reinterpret_cast<uintptr_t>(host));
  if (it == g_allocs.end() || it->second.type != hipMemoryTypeHost) return ret(hipErrorInvalidValue);
  *flags = it->second.flags;
  return hipSuccess;
}
// Stream-ordered allocation: the memory is usable once the stream reaches the call; here the
// allocation happens at once (earlier than HIP would, which no correct program can observe) and
// the free waits for the stream.
hipError_t hipMallocAsync(void** ptr, size_t size, hipStream_t stream) {
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  return alloc(ptr, size);
}
hipError_t hipFreeAsync(void* ptr, hipStream_t stream) {
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  if (!ptr) return hipSuccess;
  {
    std::lock_guard<std::mutex> lk(g_mem_m);
    if (!g_allocs.count(reinterpret_cast<uintptr_t>(ptr))) return ret(hipErrorInvalidValue);
  }
  enqueue(s, [ptr] {
    {
      std::lock_guard<std::mutex> lk(g_mem_m);
      g_allocs.erase(reinterpret_cast<uintptr_t>(ptr));
    }
    free(ptr);
  });
  return hipSuccess;
}
hipError_t hipMemPrefetchAsync(const void* ptr, size_t, int device, hipStream_t stream) {
  __xlate_stream* s = nullptr;
  if (!ptr) return ret(hipErrorInvalidValue);
  if (device != 0 && device != hipCpuDeviceId) return ret(hipErrorInvalidDevice);
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  return hipSuccess;  // one memory: nothing to move
}
hipError_t hipMemAdvise(const void* ptr, size_t, hipMemoryAdvise, int device) {
  if (!ptr) return ret(hipErrorInvalidValue);
  if (device != 0 && device != hipCpuDeviceId) return ret(hipErrorInvalidDevice);
  return hipSuccess;  // advice only
}
hipError_t hipPointerGetAttributes(hipPointerAttribute_t* a, const void* ptr) {
  if (!a || !ptr) return ret(hipErrorInvalidValue);
  memset(a, 0, sizeof *a);
  const uintptr_t p = reinterpret_cast<uintptr_t>(ptr);
  std::lock_guard<std::mutex> lk(g_mem_m);
  auto it = find_alloc(p);
  if (it == g_allocs.end()) {
    if (!registered(p)) return ret(hipErrorInvalidValue);
    a->type = hipMemoryTypeHost;  // registered (page-locked) host memory, as CUDA reports it
    a->devicePointer = a->hostPointer = const_cast<void*>(ptr);
    return hipSuccess;
  }
  a->type = it->second.type;
  a->device = 0;
  a->devicePointer = const_cast<void*>(ptr);
  a->hostPointer = it->second.type == hipMemoryTypeDevice ? nullptr : const_cast<void*>(ptr);
  a->isManaged = it->second.type == hipMemoryTypeManaged;
  a->allocationFlags = it->second.flags;
  return hipSuccess;
}

hipError_t hipMemGetAddressRange(void** base, size_t* size, void* ptr) {
  if (!ptr) return ret(hipErrorInvalidValue);
  const uintptr_t p = reinterpret_cast<uintptr_t>(ptr);
  std::lock_guard<std::mutex> lk(g_mem_m);
  auto it = find_alloc(p);
  if (it == g_allocs.end()) return ret(hipErrorNotFound);
  if (base) *base = reinterpret_cast<void*>(it->first);
  if (size) *size = it->second.size;
  return hipSuccess;
}
hipError_t hipMemAllocPitch(void** ptr, size_t* pitch, size_t width, size_t height, unsigned int elem) {
  if (elem != 4 && elem != 8 && elem != 16) return ret(hipErrorInvalidValue);
  return hipMallocPitch(ptr, pitch, width, height);
}

// ------------------------------------------------------------------ memcheck

// Storage of a static __shared__ array in a memcheck build (see __xlate_shared_array in
// hip_runtime.h): a heap object of its own per worker thread, surrounded by the sanitizer's redzones.
void* __xlate_memcheck_shared(size_t size, size_t align, const char* name, const char* file, int line) {
#if XLATE_MEMCHECK
  void* p = nullptr;
  if (posix_memalign(&p, align < 64 ? 64 : align, size ? size : 1) != 0 || !p)
    die("out of memory for the __shared__ array %s (%zu bytes) at %s:%d", name, size, file, line);
  std::lock_guard<std::mutex> lk(g_shared_m);
  g_shared[reinterpret_cast<uintptr_t>(p)] = SharedVar{size, name, file, line};
  return p;
#else
  (void)size, (void)align, (void)name, (void)file, (void)line;
  die("__xlate_memcheck_shared: a program built with XLATE_MEMCHECK needs the memcheck runtime library");
#endif
}

// Called by the program's __asan_on_error hook (xlate/cpu/src/memcheck_hooks.cpp) when the
// sanitizer finds an invalid access: prints one line in the manner of compute-sanitizer's memcheck
// (memory space, access, source line, kernel, block, thread, and where the address lies) and ends
// the program with exit 98. Reports the sanitizer cannot tie to an access (a double free, ...)
// are left to its own text, which follows; it exits with 98 too.
void __xlate_memcheck_report(void) {
#if XLATE_MEMCHECK
  void* addr = __asan_get_report_address();
  void* pc = __asan_get_report_pc();
  const char* desc = __asan_get_report_description();
  fflush(nullptr);
  if (!addr || !pc) {
    fprintf(stderr, "xlate-cpu: memcheck: %s (the sanitizer's report follows)\n", desc ? desc : "error");
    return;
  }
  g_fatal.store(1);
  const bool is_write = __asan_get_report_access_type() != 0;
  const size_t n = __asan_get_report_access_size();
  char where[1024] = {0};
  __sanitizer_symbolize_pc(pc, "%s:%l", where, sizeof where);
  if (!where[0] || where[0] == '?' || strncmp(where, "<null>", 6) == 0) {
    // no line information (the sanitizer's own memcpy/memset interceptors, code built without -g):
    // the function's name
    char fn[512] = {0};
    __sanitizer_symbolize_pc(pc, "%f", fn, sizeof fn);
    snprintf(where, sizeof where, "%s (pc %p, no line information)", fn[0] && fn[0] != '?' ? fn : "?", pc);
  }
  const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
  char vname[256] = {0};
  void* region = nullptr;
  size_t rsize = 0;
  const char* kind = __asan_locate_address(addr, vname, sizeof vname, &region, &rsize);
  const uintptr_t r = reinterpret_cast<uintptr_t>(region);
  std::string space = "host", what;
  char b[768];
  auto relation = [&](uintptr_t base, size_t size, const char* thing) {
    const long long off = static_cast<long long>(a - base);
    if (a >= base + size)
      snprintf(b, sizeof b, "address %p is at offset %lld of %s, %llu bytes past its end", addr, off, thing,
               static_cast<unsigned long long>(a - (base + size)));
    else if (a < base)
      snprintf(b, sizeof b, "address %p is at offset %lld of %s, %llu bytes before its start", addr, off, thing,
               static_cast<unsigned long long>(base - a));
    else
      snprintf(b, sizeof b, "address %p is at offset %lld of %s", addr, off, thing);
    what = b;
  };
  char thing[512];
  Worker* w = t_worker;
  bool found = false;
  if (w && w->dyn_shared && a >= reinterpret_cast<uintptr_t>(w->dyn_shared) &&
      a < reinterpret_cast<uintptr_t>(w->dyn_shared) + kMaxShared && w->job) {
    space = "__shared__";
    snprintf(thing, sizeof thing, "the launch's %zu bytes of dynamic shared memory", w->job->d.shared_bytes);
    relation(reinterpret_cast<uintptr_t>(w->dyn_shared), w->job->d.shared_bytes, thing);
    found = true;
  }
  if (!found && r && g_mem_m.try_lock()) {
    auto it = g_allocs.find(r);
    if (it != g_allocs.end()) {
      space = it->second.type == hipMemoryTypeDevice ? "__global__" : "host-allocated (hipHostMalloc/managed)";
      snprintf(thing, sizeof thing, "the %zu-byte allocation at %p", it->second.size, region);
      relation(r, it->second.size, thing);
      found = true;
    } else {
      for (auto f = g_freed.rbegin(); f != g_freed.rend(); ++f) {
        if (f->base != r) continue;
        space = f->a.type == hipMemoryTypeDevice ? "__global__" : "host-allocated (hipHostMalloc/managed)";
        snprintf(thing, sizeof thing, "the %zu-byte allocation at %p, which hipFree released (use after free)",
                 f->a.size, region);
        relation(r, f->a.size, thing);
        found = true;
        break;
      }
    }
    g_mem_m.unlock();
  }
  if (!found && r && g_shared_m.try_lock()) {
    auto it = g_shared.find(r);
    if (it != g_shared.end()) {
      space = "__shared__";
      snprintf(thing, sizeof thing, "the %zu-byte __shared__ array '%s' (%s:%d)", it->second.size,
               it->second.name, it->second.file, it->second.line);
      relation(r, it->second.size, thing);
      found = true;
    }
    g_shared_m.unlock();
  }
  if (!found && kind && strcmp(kind, "global") == 0 && r) {
    space = "global variable";
    snprintf(thing, sizeof thing, "the %zu-byte variable '%s'", rsize, vname);
    relation(r, rsize, thing);
    found = true;
  }
  if (!found && kind && strcmp(kind, "stack") == 0) {
    space = w && w->current ? "__local__" : "stack";
    snprintf(b, sizeof b, "address %p is on the stack (%s)", addr, desc);
    what = b;
    found = true;
  }
  if (!found) {
    snprintf(b, sizeof b, "address %p (%s)", addr, desc ? desc : "invalid access");
    what = b;
  }
  std::string who = "in host code";
  if (w && w->current && w->job) {
    __xlate_uint3 k, t;
    reported_ids(w->current->st, &k, &t);  // a span's block too
    snprintf(b, sizeof b, "in kernel %s, block (%u,%u,%u) thread (%u,%u,%u)", w->job->name.c_str(), k.x, k.y,
             k.z, t.x, t.y, t.z);
    who = b;
  }
  fprintf(stderr, "xlate-cpu: memcheck: Invalid %s %s of size %zu at %s %s: %s\n", space.c_str(),
          is_write ? "write" : "read", n, where, who.c_str(), what.c_str());
  fflush(stderr);
  _exit(kExitMemcheck);
#endif
}

}  // extern "C"
