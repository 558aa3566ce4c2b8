// xlate CPU backend: declarations shared by the translation units of the runtime library
// (libxlate_hipcpu.so). Internal: not on any include path of programs, which see xlate_cpu/abi.h.
//
// Blocks of a launch are spread over a pool of OS threads (workers); a worker runs one block at a
// time to completion. The threads of a block are fibers (Boost.Context fcontext) pinned to that
// worker, switched cooperatively: a fiber runs until it waits at a barrier or a warp collective, or
// ends. Barriers and warp collectives are rendezvous; when no fiber of a block can run and some
// have not finished, the block is deadlocked and the process ends with one line naming the sites.
// See docs/cpu-backend.md for the model and its limits.
//
// Where things are (see also docs/cpu-backend.md, "Source files"):
//   config.cpp      settings from the environment (workers, stack size, watchdog and preemption)
//   errors.cpp      die() (the runtime's one-line fatal errors), hipGetLastError, error names
//   fibers.cpp      fiber stacks with guard pages, runners, the switch from fiber to fiber
//   rendezvous.cpp  barriers and warp collectives as rendezvous of a block's fibers; deadlocks
//   scheduler.cpp   running a block on a worker (fibers or the loop form); the worker pool
//   watchdog.cpp    the crash handler, preemption of spinning fibers, the progress watchdog
//   launch.cpp      kernel launches (also by address), execution forms, kernel attributes
//   streams.cpp     streams and events
//   memory.cpp      allocations (device, host, managed) and memcheck's registration and report
//   memcpy.cpp      copies and fills
//   device.cpp      the emulated device: properties, attributes, limits, flags
//   accurate_math.cpp  cbrt and tanh within CUDA's accuracy
//   racecheck.cpp   racecheck builds: hazards between warps on __shared__ memory within one barrier interval
// (memcheck_hooks.cpp is linked into memcheck programs, not into the library.) Headers: this one
// (errors, configuration, limits), scheduler.h (fibers, workers, launches in flight), streams.h.
// Names shared between files live in namespace xlate_rt, whose symbols are hidden: the library
// exports the HIP API and the C ABI of xlate_cpu/abi.h, as it did as one file. Names one file uses
// stay in an unnamed namespace there.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "hip/hip_runtime_api.h"

#ifndef XLATE_MEMCHECK
#define XLATE_MEMCHECK 0
#endif
#if XLATE_MEMCHECK
// The memcheck variant of the library is built with -fsanitize=address (docs/cpu-backend.md,
// "Memcheck"): the sanitizer's interface, declared here so that no sanitizer header is needed.
extern "C" {
void __sanitizer_start_switch_fiber(void** fake_stack_save, const void* bottom, size_t size);
void __sanitizer_finish_switch_fiber(void* fake_stack_save, const void** bottom_old, size_t* size_old);
void __asan_poison_memory_region(void const volatile* addr, size_t size);
void __asan_unpoison_memory_region(void const volatile* addr, size_t size);
void* __asan_get_report_pc(void);
void* __asan_get_report_address(void);
int __asan_get_report_access_type(void);
size_t __asan_get_report_access_size(void);
const char* __asan_get_report_description(void);
const char* __asan_locate_address(void* addr, char* name, size_t name_size, void** region_address,
                                  size_t* region_size);
void __sanitizer_symbolize_pc(void* pc, const char* fmt, char* out_buf, size_t out_buf_size);
}
#endif

extern "C" {
// initial-exec: no __tls_get_addr call on the hot paths (the few bytes fit glibc's static TLS
// reserve also when the library is loaded with dlopen).
#define XLATE_TLS __attribute__((tls_model("initial-exec")))
// The running GPU thread (xlate_cpu/abi.h), defined in fibers.cpp; declared again here so that
// every file of the library reaches it the initial-exec way.
extern XLATE_TLS __thread struct __xlate_thread* __xlate_cur;
}

// Names shared between the library's files, not exported.
#define XLATE_HIDDEN __attribute__((visibility("hidden")))

namespace xlate_rt XLATE_HIDDEN {

constexpr size_t kMaxShared = 64 * 1024;  // sharedMemPerBlock of the emulated device
constexpr int kMaxThreads = 1024;

// The block and thread a report names for the running thread record `st`. A kernel in spans of
// blocks (xlate/pipeline/cpu_spans.py) that runs several blocks' rows as one loop records the thread
// as an index past the block's width from the span's first block: block (b + x / Dx), thread x % Dx.
inline void reported_ids(const __xlate_thread& st, __xlate_uint3* block, __xlate_uint3* thread) {
  *block = st.block_idx;
  *thread = st.thread_idx;
  if (st.block_dim.x && thread->x >= st.block_dim.x) {
    block->x += thread->x / st.block_dim.x;
    thread->x %= st.block_dim.x;
  }
}

// ------------------------------------------------------------------ errors (errors.cpp)

extern XLATE_TLS __thread hipError_t t_last_error;

// Records a failure for hipGetLastError / hipPeekAtLastError and returns it.
inline hipError_t ret(hipError_t e) {
  if (e != hipSuccess) t_last_error = e;
  return e;
}

// Set by the first thread that reports a fatal error; others then wait for the process to end.
extern std::atomic<int> g_fatal;

// Prints "xlate-cpu: error: <message>" and ends the process with exit code 97.
[[noreturn]] void die(const char* fmt, ...);

// ------------------------------------------------------------------ configuration (config.cpp)

// The number in environment variable `name`, `dflt` when unset; a value outside [lo, hi] is fatal.
size_t env_size(const char* name, size_t dflt, size_t lo, size_t hi);
int worker_count();        // XLATE_CPU_WORKERS: worker threads (default: hardware threads)
size_t stack_bytes();      // XLATE_CPU_STACK_KB: bytes of a fiber stack
size_t watchdog_seconds();  // XLATE_CPU_WATCHDOG_S: see watchdog.cpp
size_t hang_seconds();      // XLATE_CPU_HANG_S: see watchdog.cpp
size_t preempt_us();        // XLATE_CPU_PREEMPT_US: the preemption quantum (0 = off)
size_t page_size();
size_t phys_bytes(int which);  // sysconf(which) pages, in bytes
size_t device_memory_bytes();  // XLATE_CPU_DEVICE_MEMORY_MB: the device's memory (default: half the RAM)

// The warp size the program's translation units registered (64 before any did; launch.cpp).
int current_warp_size();
int registered_warp_size();  // 0 until a translation unit or module registered its width

// Whether a racecheck build's code registered itself (racecheck.cpp): then every launch runs as fibers.
bool racecheck_enabled();
// From the crash handler (async-signal-safe): racecheck's counts, when a racecheck build found hazards
// and then ends by a signal, which skips the summary at exit.
void racecheck_fatal_summary();

// ------------------------------------------------------------------ memory (memory.cpp)

// Whether `p` is pageable host memory: in no allocation of the runtime (hipMalloc, hipHostMalloc,
// hipMallocManaged) and in no hipHostRegister'ed range. Asynchronous copies that touch such memory
// return only once done (memcpy.cpp), as CUDA's and HIP's do.
bool pageable_host(const void* p);

// The runtime allocation (hipMalloc, hipHostMalloc, hipMallocManaged) or hipHostRegister'ed range that
// holds `p`, as [lo, hi) (racecheck's global memory, racecheck.cpp); false for memory in none of them,
// and then [lo, hi) is the gap around `p` that holds none of them.
bool device_visible_range(const void* p, uintptr_t& lo, uintptr_t& hi);

// Whether the `n` bytes from `p` run past the end of the runtime allocation that holds `p` (hipMalloc,
// hipHostMalloc, hipMallocManaged). Copies and fills refuse such a range with hipErrorInvalidValue before
// touching a byte, as CUDA's runtime does (conformance case rt_memcpy_bounds, recorded on an H200) and
// HIP's validation of a copy against its allocation's size does. Memory outside every allocation
// (pageable host memory, registered ranges, symbols) is not checked here.
bool past_allocation_end(const void* p, size_t n);

}  // namespace xlate_rt
