// xlate CPU backend: the HIP runtime on the host.
//
// Blocks of a launch are spread over a pool of OS threads (workers); a worker runs one block at a
// time to completion. The threads of a block are fibers (Boost.Context fcontext) pinned to that
// worker, switched cooperatively: a fiber runs until it waits at a barrier or a warp collective, or
// ends. Barriers and warp collectives are rendezvous; when no fiber of a block can run and some
// have not finished, the block is deadlocked and the process ends with one line naming the sites.
// See docs/cpu-backend.md for the model and its limits.

#include <boost/context/detail/fcontext.hpp>
#include <cerrno>
#include <link.h>
#include <ucontext.h>

#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "hip/hip_runtime_api.h"

namespace bctx = boost::context::detail;

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
XLATE_TLS __thread struct __xlate_thread* __xlate_cur = nullptr;
}

namespace {

constexpr size_t kMaxShared = 64 * 1024;  // sharedMemPerBlock of the emulated device
constexpr int kMaxThreads = 1024;
constexpr int kExitMemcheck = 98;  // memcheck found an invalid access (docs/exit-codes.md)

// ------------------------------------------------------------------ errors and configuration

XLATE_TLS thread_local hipError_t t_last_error = hipSuccess;

hipError_t ret(hipError_t e) {
  if (e != hipSuccess) t_last_error = e;
  return e;
}

std::atomic<int> g_fatal{0};

[[noreturn]] void die(const char* fmt, ...) {
  if (g_fatal.exchange(1) != 0) {  // another thread is already reporting
    for (;;) pause();
  }
  fflush(nullptr);
  char buf[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  fprintf(stderr, "xlate-cpu: error: %s\n", buf);
  fflush(stderr);
  _exit(XLATE_CPU_EXIT_CONVERGENCE);
}

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

std::atomic<int> g_warp_size{0};

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
std::atomic<unsigned> g_device_flags{0};
std::atomic<size_t> g_printf_fifo{1 << 20};
std::atomic<size_t> g_heap_size{8 << 20};


// ------------------------------------------------------------------ fibers

size_t page_size() {
  static size_t p = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  return p;
}

struct Stack {
  char* base = nullptr;  // start of the mapping; the first page is the guard
  size_t size = 0;       // usable bytes above the guard
};

Stack make_stack(size_t size) {
  size_t pg = page_size();
  size = (size + pg - 1) / pg * pg;
  void* p = mmap(nullptr, size + pg, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (p == MAP_FAILED) die("cannot map a %zu-byte fiber stack (out of memory)", size + pg);
  if (mprotect(p, pg, PROT_NONE) != 0) die("cannot protect a fiber stack guard page");
  return Stack{static_cast<char*>(p), size};
}

enum FiberState { kReady, kWaitBarrier, kWaitWarp, kDone };

struct Fiber {
  __xlate_thread st{};
  bctx::fcontext_t ctx = nullptr;
  Stack stack;
  FiberState state = kReady;
  uint64_t warp_result = 0;
  int bar_result = 0;
};

struct Job;

struct WarpRv {  // a pending warp collective
  bool pending = false;
  int kind = 0;
  bool has_mask = false;
  uint64_t mask = 0;      // mask passed (sync forms)
  uint64_t expected = 0;  // lanes that must arrive
  uint64_t arrived = 0;
  int width = 0;
  const char* file = nullptr;
  int line = 0;
  int col = 0;
  uint64_t val[64];
  int arg[64];
};

const char* op_name(int kind) {
  switch (kind) {
    case __XLATE_SHFL: return "__shfl";
    case __XLATE_SHFL_UP: return "__shfl_up";
    case __XLATE_SHFL_DOWN: return "__shfl_down";
    case __XLATE_SHFL_XOR: return "__shfl_xor";
    case __XLATE_BALLOT: return "__ballot";
    case __XLATE_ANY: return "__any";
    case __XLATE_ALL: return "__all";
    case __XLATE_SYNCWARP: return "__syncwarp";
    case __XLATE_MATCH_ANY: return "__match_any";
    case __XLATE_MATCH_ALL: return "__match_all";
  }
  return "warp operation";
}

const char* bar_name(int kind) {
  switch (kind) {
    case __XLATE_BAR_COUNT: return "__syncthreads_count";
    case __XLATE_BAR_AND: return "__syncthreads_and";
    case __XLATE_BAR_OR: return "__syncthreads_or";
    case __XLATE_BAR_GRID: return "grid.sync()";
  }
  return "__syncthreads";
}

// ------------------------------------------------------------------ kernel registry

std::mutex g_kernels_m;
std::map<const void*, const __xlate_kernel_entry*>& kernels() {
  static auto* m = new std::map<const void*, const __xlate_kernel_entry*>();
  return *m;
}

const __xlate_kernel_entry* find_kernel(const void* k) {
  std::lock_guard<std::mutex> lk(g_kernels_m);
  auto it = kernels().find(k);
  return it == kernels().end() ? nullptr : it->second;
}

std::string kernel_name(const __xlate_launch_desc& d) {
  if (d.name && *d.name) return d.name;
  if (const __xlate_kernel_entry* e = find_kernel(d.kernel)) return e->name;
  char b[64];
  snprintf(b, sizeof b, "%p", d.kernel);
  return b;
}

struct Worker {
  Fiber sched;  // the worker's own context (runs run_block), resumed when no fiber can run
  std::vector<Fiber> fibers;  // one per thread of the block (its state; not its stack)
  // Runners: a fiber stack runs threads one after another (a plain loop over the block's threads)
  // until the thread it runs has to wait; then that thread keeps the stack and the next unstarted
  // thread starts on another one. A block whose threads never wait needs one stack.
  int next_thread = 0;             // the first thread not started yet
  unsigned runners = 0;            // runners the current block started
  bool loop_form = false;          // running a block in the loop form (no fibers)
  std::vector<Stack> free_stacks;  // stacks no runner uses
  std::vector<Stack> all_stacks;   // every stack made (the crash handler looks for guard pages)
  Stack retired{};                 // the stack of a runner that just ended (reusable once left)
  // read by the watchdog thread
  std::atomic<uint64_t> progress{0};  // barriers released, warp operations completed, exits
  std::atomic<bool> busy{false};      // running a block
  // preemption (see "Preemption" below): fiber switches so far, the OS thread, and the executable
  // segment holding the running kernel's code (only code there is ever preempted)
  std::atomic<uint64_t> switches{0};
  std::atomic<pthread_t> tid{};
  uintptr_t code_lo = 0, code_hi = 0;
  timer_t timer{};            // per-worker interval timer, armed once a block had to be preempted
  bool has_timer = false, timer_armed = false;
  uint64_t timer_seen = 0;    // `switches` at the timer's previous signal
  long timer_ns = 0;          // its period
  Job* job = nullptr;
  Fiber* current = nullptr;
  int nthreads = 0;
  int live = 0;
  int warp_size = 64;
  __xlate_uint3 block{};
  // barrier
  int bar_arrived = 0;
  int bar_kind = 0;
  int bar_acc = 0;
  const char* bar_file = nullptr;
  int bar_line = 0;
  int bar_col = 0;
  // pending collectives per warp: several at once when their masks are disjoint (tiles)
  std::vector<std::vector<WarpRv>> warps;
  std::vector<uint64_t> warp_live;
  std::vector<uint64_t> warp_exists;
  // ready queue (ring buffer of fiber indices)
  std::vector<int> ring;  // a power of two in size: indices are masked, not divided
  size_t ring_mask = 0;
  size_t head = 0, tail = 0;
  unsigned char* dyn_shared = nullptr;
  char* sigstack = nullptr;
  const char* kname = nullptr;  // the running kernel's name (read by the crash handler)
#if XLATE_MEMCHECK
  const void* sched_stack = nullptr;  // the worker thread's own stack (for the fiber annotations)
  size_t sched_stack_size = 0;
#endif

  void push(int i) {
    ring[tail & ring_mask] = i;
    ++tail;
  }
};

XLATE_TLS thread_local Worker* t_worker = nullptr;

struct Job {
  __xlate_launch_desc d{};
  std::string name;  // kernel_name(d), computed once at launch
  uint64_t nblocks = 0;
  std::atomic<uint64_t> next{0};
  std::atomic<uint64_t> done{0};
  std::mutex m;
  std::condition_variable cv;
  std::atomic<uint64_t> grid_arrived{0};
  std::atomic<uint64_t> grid_gen{0};
  uintptr_t code_lo = 0, code_hi = 0;  // the executable segment holding the kernel
  std::atomic<unsigned> max_runners{0};  // the most runners one block needed
  bool loop = false;                      // run in the loop form (d.block_loop)
};
std::atomic<unsigned> g_last_max_runners{0};
bool loop_form_for(const __xlate_launch_desc& d);  // the build's analysis allows the loop form
void report_form(const Job& j);

// Leaves the current fiber (`self`, whose state the caller has set) for the next ready fiber of
// the block, or for the worker's scheduler context when none is ready. Fibers switch directly to
// each other: one context switch per wait. The context we left is stored by whoever resumes.
Fiber* start_runner(Worker* w);
void reclaim(Worker* w) {
  if (w->retired.base) {
    w->free_stacks.push_back(w->retired);
    w->retired = Stack{};
  }
}

void switch_out(Worker* w, Fiber* self) {
  Fiber* next = &w->sched;
  if (w->next_thread < w->nthreads) next = start_runner(w);  // unstarted threads first, in order
  else while (w->head != w->tail) {
    Fiber* f = &w->fibers[static_cast<size_t>(w->ring[w->head & w->ring_mask])];
    ++w->head;
    if (f->state == kReady) {
      next = f;
      break;
    }
  }
  if (next == self) return;
  w->switches.store(w->switches.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  w->current = next == &w->sched ? nullptr : next;
  __xlate_cur = w->current ? &next->st : nullptr;
#if XLATE_MEMCHECK
  // Tell AddressSanitizer which stack runs next (a finished fiber passes no fake-stack slot).
  void* fake = nullptr;
  if (next == &w->sched)
    __sanitizer_start_switch_fiber(self->state == kDone ? nullptr : &fake, w->sched_stack,
                                   w->sched_stack_size);
  else
    __sanitizer_start_switch_fiber(self->state == kDone ? nullptr : &fake,
                                   next->stack.base + page_size(), next->stack.size);
#endif
  bctx::transfer_t t = bctx::jump_fcontext(next->ctx, self);
#if XLATE_MEMCHECK
  __sanitizer_finish_switch_fiber(fake, nullptr, nullptr);
#endif
  static_cast<Fiber*>(t.data)->ctx = t.fctx;
  reclaim(w);
}

// Other threads of the block could run now (ready, or not started yet).
inline bool others_ready(const Worker* w) { return w->head != w->tail || w->next_thread < w->nthreads; }

void describe_block(const Worker* w, char* buf, size_t n) {
  snprintf(buf, n, "block (%u,%u,%u)", w->block.x, w->block.y, w->block.z);
}

void release_barrier(Worker* w, Fiber* self) {
  int result = w->bar_acc;
  if (w->bar_kind == __XLATE_BAR_AND) result = w->bar_acc == w->bar_arrived;
  if (w->bar_kind == __XLATE_BAR_OR) result = w->bar_acc != 0;
  if (w->bar_kind == __XLATE_BAR_GRID) {
    Job* j = w->job;
    uint64_t gen = j->grid_gen.load(std::memory_order_acquire);
    if (j->grid_arrived.fetch_add(1, std::memory_order_acq_rel) + 1 == j->nblocks) {
      j->grid_arrived.store(0, std::memory_order_relaxed);
      j->grid_gen.fetch_add(1, std::memory_order_acq_rel);
    } else {
      while (j->grid_gen.load(std::memory_order_acquire) == gen) std::this_thread::yield();
    }
  }
  w->bar_arrived = 0;
  w->bar_acc = 0;
  w->progress.fetch_add(1, std::memory_order_relaxed);
  for (int i = 0; i < w->nthreads; ++i) {
    Fiber& f = w->fibers[i];
    if (f.state == kWaitBarrier) {
      f.bar_result = result;
      f.state = kReady;
      if (&f != self) w->push(i);
    }
  }
}

void complete_warp(Worker* w, int warp, WarpRv& r, Fiber* self) {
  const int W = w->warp_size;
  const int width = r.width;
  uint64_t ballot = 0;
  for (int l = 0; l < W; ++l)
    if ((r.expected >> l & 1) && r.val[l] != 0) ballot |= uint64_t{1} << l;
  for (int l = 0; l < W; ++l) {
    if (!(r.expected >> l & 1)) continue;
    uint64_t res = 0;
    int src = l;
    switch (r.kind) {
      case __XLATE_SHFL: src = (l & ~(width - 1)) + (static_cast<unsigned>(r.arg[l]) & (width - 1)); break;
      case __XLATE_SHFL_UP:
        src = (l & (width - 1)) >= r.arg[l] ? l - r.arg[l] : l;
        break;
      case __XLATE_SHFL_DOWN:
        src = (l & (width - 1)) + r.arg[l] < width ? l + r.arg[l] : l;
        break;
      case __XLATE_SHFL_XOR: {
        int idx = l ^ r.arg[l];
        src = idx >= ((l + width) & ~(width - 1)) ? l : idx;
        break;
      }
      case __XLATE_BALLOT: res = ballot; break;
      case __XLATE_ANY: res = ballot != 0; break;
      case __XLATE_ALL: res = ballot == r.expected; break;
      case __XLATE_SYNCWARP: res = 0; break;
      case __XLATE_MATCH_ANY:
        for (int k = 0; k < W; ++k)
          if ((r.expected >> k & 1) && r.val[k] == r.val[l]) res |= uint64_t{1} << k;
        break;
      case __XLATE_MATCH_ALL: {
        bool same = true;
        for (int k = 0; k < W; ++k)
          if ((r.expected >> k & 1) && r.val[k] != r.val[l]) same = false;
        res = same ? r.expected : 0;
        break;
      }
    }
    if (r.kind >= __XLATE_SHFL && r.kind <= __XLATE_SHFL_XOR) {
      if (src < 0 || src >= W || !(r.expected >> src & 1)) {
        char b[64], s[512];
        describe_block(w, b, sizeof b);
        die("%s at %s:%d:%d: lane %d of warp %u in %s reads lane %d, which does not take part "
            "(participating lanes 0x%llx); the value would be undefined",
            op_name(r.kind), r.file, r.line, r.col, l, static_cast<unsigned>(warp), b, src,
            static_cast<unsigned long long>(r.expected));
        (void)s;
      }
      res = r.val[src];
    }
    Fiber& f = w->fibers[static_cast<size_t>(warp) * W + l];
    f.warp_result = res;
    if (f.state == kWaitWarp) {
      f.state = kReady;
      if (&f != self) w->push(static_cast<int>(&f - w->fibers.data()));
    }
  }
  r.pending = false;
  r.arrived = 0;
  w->progress.fetch_add(1, std::memory_order_relaxed);
}

[[noreturn]] void report_deadlock(Worker* w) {
  char b[64];
  describe_block(w, b, sizeof b);
  std::string waits;
  int at_bar = 0;
  for (int i = 0; i < w->nthreads; ++i)
    if (w->fibers[i].state == kWaitBarrier) ++at_bar;
  if (at_bar) {
    char s[512];
    snprintf(s, sizeof s, "%d thread(s) wait at %s (%s:%d:%d)", at_bar, bar_name(w->bar_kind),
             w->bar_file, w->bar_line, w->bar_col);
    waits += s;
  }
  for (size_t k = 0; k < w->warps.size(); ++k)
  for (const WarpRv& r : w->warps[k]) {
    if (!r.pending) continue;
    char s[512];
    snprintf(s, sizeof s, "%slanes 0x%llx of warp %zu wait at %s (%s:%d:%d) for lanes 0x%llx",
             waits.empty() ? "" : "; ", static_cast<unsigned long long>(r.arrived), k, op_name(r.kind),
             r.file, r.line, r.col, static_cast<unsigned long long>(r.expected & ~r.arrived));
    waits += s;
  }
  die("deadlock in %s: no thread can proceed (%d of %d threads still running): %s", b, w->live,
      w->nthreads, waits.c_str());
}

void fiber_exit(Worker* w, Fiber* f) {
  f->state = kDone;
  --w->live;
  w->progress.fetch_add(1, std::memory_order_relaxed);
  const int W = w->warp_size;
  const unsigned warp = f->st.warp, lane = f->st.lane;
  const uint64_t bit = uint64_t{1} << lane;
  w->warp_live[warp] &= ~bit;
  for (WarpRv& r : w->warps[warp]) {
  if (r.pending && (r.expected & bit)) {
    if (r.has_mask) {
      char b[64];
      describe_block(w, b, sizeof b);
      die("%s at %s:%d:%d: lane %u of warp %u in %s exited, but the mask 0x%llx names it",
          op_name(r.kind), r.file, r.line, r.col, lane, warp, b,
          static_cast<unsigned long long>(r.mask));
    }
    r.expected &= ~bit;  // non-sync forms: the participants are the lanes still running
    if (r.arrived == r.expected) complete_warp(w, static_cast<int>(warp), r, nullptr);
  }
  }
  (void)W;
  if (w->bar_arrived > 0 && w->bar_arrived == w->live) release_barrier(w, nullptr);
}

// Makes thread i of the block the one that runs on `stack`.
Fiber* begin_thread(Worker* w, int i, const Stack& stack) {
  const __xlate_launch_desc& d = w->job->d;
  const int W = w->warp_size;
  Fiber& f = w->fibers[static_cast<size_t>(i)];
  f.st.linear = static_cast<uint32_t>(i);
  f.st.thread_idx = {static_cast<uint32_t>(i % d.block.x), static_cast<uint32_t>((i / d.block.x) % d.block.y),
                     static_cast<uint32_t>(i / (d.block.x * d.block.y))};
  f.st.block_idx = w->block;
  f.st.block_dim = d.block;
  f.st.grid_dim = d.grid;
  f.st.lane = static_cast<uint32_t>(i % W);
  f.st.warp = static_cast<uint32_t>(i / W);
  f.st.warp_size = static_cast<uint32_t>(W);
  f.state = kReady;
  f.stack = stack;
  return &f;
}

void runner_entry(bctx::transfer_t t) {
#if XLATE_MEMCHECK
  __sanitizer_finish_switch_fiber(nullptr, nullptr, nullptr);
#endif
  static_cast<Fiber*>(t.data)->ctx = t.fctx;
  Worker* w = t_worker;
  reclaim(w);
  Fiber* f = w->current;
  for (;;) {
    try {
      w->job->d.thunk(w->job->d.args);
    } catch (...) {
      die("a C++ exception escaped kernel %s (thread %u of block (%u,%u,%u)); exceptions are not "
          "allowed in device code", w->job->name.c_str(), f->st.linear, w->block.x,
          w->block.y, w->block.z);
    }
    fiber_exit(w, f);
    if (w->next_thread >= w->nthreads) break;
    // the loop: the next unstarted thread runs on this stack, no context switch
    Fiber* g = begin_thread(w, w->next_thread++, f->stack);
    w->current = g;
    __xlate_cur = &g->st;
    w->switches.store(w->switches.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    f = g;
  }
  w->retired = f->stack;  // reusable once this fiber has been left (see reclaim)
  switch_out(w, f);
  die("internal error: a finished fiber was resumed");
}

// Starts the next unstarted thread on a stack of its own (a free one, or a new one).
Fiber* start_runner(Worker* w) {
  Stack st;
  if (!w->free_stacks.empty()) {
    st = w->free_stacks.back();
    w->free_stacks.pop_back();
  } else {
    st = make_stack(stack_bytes());
    w->all_stacks.push_back(st);
  }
#if XLATE_MEMCHECK
  // frames of earlier threads on this stack may never have returned: clear their redzones
  __asan_unpoison_memory_region(st.base + page_size(), st.size);
#endif
  Fiber* f = begin_thread(w, w->next_thread++, st);
  ++w->runners;
  // Stack colouring: the stacks are a multiple of the page size apart, so their tops would all
  // fall into the same L1 cache sets; starting each a different number of cache lines below its
  // top spreads the hot frames (the switch saves registers there) over the sets.
  const size_t colour = (reinterpret_cast<uintptr_t>(st.base) / page_size() % 32) * 128;
  f->ctx = bctx::make_fcontext(st.base + page_size() + st.size - colour, st.size - colour, runner_entry);
  return f;
}

// Async-signal-safe text building for the crash handler (no stdio, no allocation).
struct SigBuf {
  char b[1024];
  size_t n = 0;
  SigBuf& s(const char* t) {
    while (t && *t && n < sizeof b - 2) b[n++] = *t++;
    return *this;
  }
  SigBuf& u(unsigned long long v) {
    char d[24];
    int k = 0;
    do d[k++] = static_cast<char>('0' + v % 10); while ((v /= 10) && k < 24);
    while (k && n < sizeof b - 2) b[n++] = d[--k];
    return *this;
  }
  SigBuf& x(unsigned long long v) {
    s("0x");
    char d[20];
    int k = 0;
    do d[k++] = "0123456789abcdef"[v & 15]; while ((v >>= 4) && k < 20);
    while (k && n < sizeof b - 2) b[n++] = d[--k];
    return *this;
  }
  SigBuf& dim(const __xlate_uint3& v) {
    return s("(").u(v.x).s(",").u(v.y).s(",").u(v.z).s(")");
  }
  void emit() {
    b[n++] = '\n';
    for (size_t off = 0; off < n;) {
      ssize_t k = write(2, b + off, n - off);
      if (k <= 0) break;
      off += static_cast<size_t>(k);
    }
  }
};

const char* signal_text(int sig) {
  switch (sig) {
    case SIGSEGV: return "SIGSEGV (invalid memory access)";
    case SIGBUS: return "SIGBUS (misaligned or unmapped memory access)";
    case SIGFPE: return "SIGFPE (arithmetic error, e.g. integer division by zero)";
    case SIGILL: return "SIGILL (illegal instruction)";
    case SIGABRT: return "SIGABRT (abort)";
  }
  return "a fatal signal";
}

// A fatal signal (fault, abort) ends the program with one line naming the kernel, block and thread
// that ran (or "host code"), then with the signal's default action, so that nothing dies silently.
// A fault in a fiber stack's guard page is reported as the stack overflow it is (exit 97).
void crash_handler(int sig, siginfo_t* info, void*) {
  Worker* w = t_worker;
  if (g_fatal.exchange(1) != 0) {  // another thread is already reporting: let it finish
    for (;;) pause();
  }
  if (w && info && (sig == SIGSEGV || sig == SIGBUS)) {
    char* a = static_cast<char*>(info->si_addr);
    for (const Stack& st : w->all_stacks) {
      if (st.base && a >= st.base && a < st.base + page_size()) {
        SigBuf m;
        m.s("xlate-cpu: error: stack overflow in a kernel thread");
        if (w->kname) m.s(" of kernel ").s(w->kname);
        m.s(" (stack ").u(stack_bytes() / 1024).s(" KiB; raise XLATE_CPU_STACK_KB)");
        m.emit();
        _exit(XLATE_CPU_EXIT_CONVERGENCE);
      }
    }
  }
  SigBuf m;
  m.s("xlate-cpu: error: ").s(signal_text(sig));
  if ((sig == SIGSEGV || sig == SIGBUS) && info) m.s(" at address ").x(reinterpret_cast<uintptr_t>(info->si_addr));
  if (w && w->busy.load(std::memory_order_relaxed) && w->kname) {
    m.s(" in kernel ").s(w->kname).s(", block ").dim(w->block);
    if (const Fiber* f = w->current) m.s(" thread ").dim(f->st.thread_idx);
    else m.s(" (in the runtime, between threads)");
    if ((sig == SIGSEGV || sig == SIGBUS) && !XLATE_MEMCHECK)
      m.s("; run it with `xlate run --memcheck` (or build with XLATE_NVCC_MEMCHECK=1) to find the access");
  } else {
    m.s(" in host code");
  }
  m.emit();
  signal(sig, SIG_DFL);  // end with the signal's default action once the handler returns
  raise(sig);
}

void install_crash_handler() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) {
      struct sigaction sa{};
      sa.sa_sigaction = crash_handler;
      sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
      sigemptyset(&sa.sa_mask);
      sigaction(sig, &sa, nullptr);
    }
  });
}

// ------------------------------------------------------------------ preemption
//
// Progress like Volta's independent thread scheduling: a fiber that spins on memory another thread
// of its block must write (a volatile flag, a plain load in a loop) never reaches a switch point by
// itself. A preempter thread watches the workers; when one has run the same fiber for a whole
// quantum (XLATE_CPU_PREEMPT_US, default 1000 µs; 0 = off) while other fibers of its block are
// ready, it sends the worker SIGURG. The handler, running on the fiber's own stack, switches to the
// next ready fiber exactly as __xlate_yield does, but only when the interrupted instruction lies in
// the executable segment that holds the running kernel (the program's own code): never inside the
// runtime, libc, libm or the C++ library, which may hold locks or be halfway through updating the
// worker. Switching away from a signal handler is safe here because the fiber resumes inside it
// (the kernel restores its registers and signal mask at sigreturn) and no fiber ever changes OS
// thread. Memcheck builds do not preempt (the sanitizer's runtime is linked into the program).

size_t preempt_us() { return env_size("XLATE_CPU_PREEMPT_US", 1000, 0, 60000000); }

struct CodeRange {
  uintptr_t addr, lo, hi;
};

int find_segment(struct dl_phdr_info* info, size_t, void* data) {
  CodeRange* r = static_cast<CodeRange*>(data);
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_LOAD || !(ph.p_flags & PF_X)) continue;
    const uintptr_t lo = info->dlpi_addr + ph.p_vaddr, hi = lo + ph.p_memsz;
    if (r->addr >= lo && r->addr < hi) {
      r->lo = lo;
      r->hi = hi;
      return 1;
    }
  }
  return 0;
}

// The executable segment holding `fn` (cached per address), or an empty range when none does or
// when it is this library's own (a launch through a runtime thunk).
std::pair<uintptr_t, uintptr_t> code_segment(const void* fn) {
  static std::mutex m;
  static auto* cache = new std::map<const void*, std::pair<uintptr_t, uintptr_t>>();
  std::lock_guard<std::mutex> lk(m);
  auto it = cache->find(fn);
  if (it != cache->end()) return it->second;
  CodeRange r{reinterpret_cast<uintptr_t>(fn), 0, 0};
  dl_iterate_phdr(find_segment, &r);
  CodeRange self{reinterpret_cast<uintptr_t>(&code_segment), 0, 0};
  dl_iterate_phdr(find_segment, &self);
  std::pair<uintptr_t, uintptr_t> out{r.lo, r.hi};
  if (r.lo == self.lo) out = {0, 0};
  cache->emplace(fn, out);
  return out;
}

void preempt_handler(int, siginfo_t* info, void* uc) {
#if !XLATE_MEMCHECK
  Worker* w = t_worker;
  if (!w) return;
  Fiber* f = w->current;
  if (!f || f->state != kReady || !others_ready(w)) return;
  const uintptr_t pc = static_cast<uintptr_t>(static_cast<ucontext_t*>(uc)->uc_mcontext.gregs[REG_RIP]);
  if (pc < w->code_lo || pc >= w->code_hi) return;  // not in the kernel's own code: next time
  const uint64_t sw = w->switches.load(std::memory_order_relaxed);
  if (info->si_code == SI_TIMER && sw != w->timer_seen) {
    w->timer_seen = sw;  // this fiber started less than a period ago
    return;
  }
  const int saved = errno;
  if (w->has_timer && !w->timer_armed) {
    // spinning threads in this block: rotate them every tenth of a quantum from now on (until the
    // block ends) instead of waiting for the preempter's next tick each time
    const long ns = w->timer_ns;
    struct itimerspec its{};
    its.it_interval.tv_sec = its.it_value.tv_sec = ns / 1000000000L;
    its.it_interval.tv_nsec = its.it_value.tv_nsec = ns % 1000000000L;
    if (timer_settime(w->timer, 0, &its, nullptr) == 0) w->timer_armed = true;
  }
  w->push(static_cast<int>(f - w->fibers.data()));
  switch_out(w, f);
  w->timer_seen = w->switches.load(std::memory_order_relaxed);
  errno = saved;
#else
  (void)info;
  (void)uc;
#endif
}

void install_preempt_handler() {
  struct sigaction sa{};
  sa.sa_sigaction = preempt_handler;
  // SA_NODEFER: the fibers this handler switches to must stay preemptible (a nested delivery
  // inside the handler itself finds its pc outside the kernel's code and returns)
  sa.sa_flags = SA_SIGINFO | SA_RESTART | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGURG, &sa, nullptr);
}

void run_block(Worker* w, Job* j, uint64_t b) {
  const __xlate_launch_desc& d = j->d;
  const int W = d.warp_size;
  const int n = static_cast<int>(d.block.x * d.block.y * d.block.z);
  w->job = j;
  w->kname = j->name.c_str();
  w->code_lo = j->code_lo;
  w->code_hi = j->code_hi;
  w->warp_size = W;
  w->nthreads = n;
  w->live = n;
  w->block = {static_cast<uint32_t>(b % d.grid.x), static_cast<uint32_t>((b / d.grid.x) % d.grid.y),
              static_cast<uint32_t>(b / (uint64_t{d.grid.x} * d.grid.y))};
  w->bar_arrived = 0;
  w->bar_acc = 0;
  w->runners = 0;
  if (j->loop) {
    // The loop form: d.block_loop runs every thread of the block in turn on this OS thread's own
    // stack, updating fibers[0]'s thread fields (so the crash handler and the watchdog name the
    // running thread). It is a single "thread" as far as the runtime is concerned.
    Fiber& f = w->fibers[0];
    f.st.block_idx = w->block;
    f.st.block_dim = d.block;
    f.st.grid_dim = d.grid;
    f.st.thread_idx = {0, 0, 0};
    f.st.linear = f.st.lane = f.st.warp = 0;
    f.st.warp_size = static_cast<uint32_t>(W);
    f.state = kReady;
    w->next_thread = n;
    w->live = 1;
    w->loop_form = true;
    w->current = &f;
    __xlate_cur = &f.st;
    w->busy.store(true, std::memory_order_relaxed);
    try {
      d.block_loop(d.args);
    } catch (...) {
      die("a C++ exception escaped kernel %s (thread (%u,%u,%u) of block (%u,%u,%u)); exceptions are "
          "not allowed in device code", j->name.c_str(), f.st.thread_idx.x, f.st.thread_idx.y,
          f.st.thread_idx.z, w->block.x, w->block.y, w->block.z);
    }
    w->busy.store(false, std::memory_order_relaxed);
    w->progress.fetch_add(1, std::memory_order_relaxed);
    w->loop_form = false;
    w->live = 0;
    w->current = nullptr;
    __xlate_cur = nullptr;
    return;
  }
  const int nwarps = (n + W - 1) / W;
  w->warps.resize(static_cast<size_t>(nwarps));
  for (auto& slots : w->warps)
    if (slots.empty()) slots.resize(1);
  w->warp_live.assign(static_cast<size_t>(nwarps), 0);
  for (auto& slots : w->warps)
    for (auto& r : slots) r.pending = false;
  for (int i = 0; i < n; ++i) w->warp_live[static_cast<size_t>(i / W)] |= uint64_t{1} << (i % W);
  w->warp_exists = w->warp_live;
  if (w->ring.size() < static_cast<size_t>(n) + 1) {
    size_t size = 1;
    while (size < static_cast<size_t>(n) + 1) size *= 2;
    w->ring.resize(size);
    w->ring_mask = size - 1;
  }
  w->head = w->tail = 0;
  w->next_thread = 0;  // threads start in order, as runners reach them (switch_out)
  w->runners = 0;
#if XLATE_MEMCHECK
  // only the launch's dynamic shared bytes are addressable
  __asan_unpoison_memory_region(w->dyn_shared, d.shared_bytes);
  if (d.shared_bytes < kMaxShared)
    __asan_poison_memory_region(w->dyn_shared + d.shared_bytes, kMaxShared - d.shared_bytes);
#endif
  w->busy.store(true, std::memory_order_relaxed);
  w->sched.state = kWaitBarrier;  // never in the ring
  switch_out(w, &w->sched);       // returns when no fiber of the block can run
  w->busy.store(false, std::memory_order_relaxed);
  if (w->timer_armed) {
    struct itimerspec off{};
    timer_settime(w->timer, 0, &off, nullptr);
    w->timer_armed = false;
  }
  w->current = nullptr;
  __xlate_cur = nullptr;
  if (w->live > 0) report_deadlock(w);
  unsigned seen = j->max_runners.load(std::memory_order_relaxed);
  while (w->runners > seen && !j->max_runners.compare_exchange_weak(seen, w->runners)) {
  }
}

// ------------------------------------------------------------------ the worker pool

class Pool {
 public:
  void run(const std::shared_ptr<Job>& j) {
    start();
    {
      std::lock_guard<std::mutex> lk(m_);
      jobs_.push_back(j);
    }
    cv_.notify_all();
    std::unique_lock<std::mutex> lk(j->m);
    j->cv.wait(lk, [&] { return j->done.load() == j->nblocks; });
  }

 private:
  void start() {
    std::call_once(started_, [this] {
      install_crash_handler();
      workers_.resize(static_cast<size_t>(worker_count()));
      for (int i = 0; i < worker_count(); ++i) {
        workers_[static_cast<size_t>(i)] = new_worker();
        std::thread([this, i] { loop(workers_[static_cast<size_t>(i)]); }).detach();
      }
      if (watchdog_seconds() > 0 || hang_seconds() > 0) std::thread([this] { watchdog(); }).detach();
#if !XLATE_MEMCHECK
      if (preempt_us() > 0) {
        install_preempt_handler();
        std::thread([this] { preempter(); }).detach();
      }
#endif
    });
  }

  static Worker* new_worker() {
    auto* w = new Worker();
    w->fibers.resize(kMaxThreads);
    w->dyn_shared = static_cast<unsigned char*>(aligned_alloc(64, kMaxShared));
    w->sigstack = static_cast<char*>(malloc(64 * 1024));
    return w;
  }

  // A block whose threads make no progress (no barrier released, no warp operation completed, no
  // thread finished) for XLATE_CPU_WATCHDOG_S seconds while some of its threads wait is a thread
  // spinning on something only a waiting thread could change: report it instead of hanging.
  //
  // A thread that is the only one left in its block (nobody waits for it) and makes no progress for
  // XLATE_CPU_HANG_S seconds (default 300) is taken for an endless loop and reported too.
  void watchdog() {
    const double limit = static_cast<double>(watchdog_seconds());
    const double hang = static_cast<double>(hang_seconds());
    std::vector<uint64_t> seen(workers_.size(), ~uint64_t{0});
    std::vector<double> still(workers_.size(), 0.0);
    const double tick = 0.05;
    for (;;) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      for (size_t i = 0; i < workers_.size(); ++i) {
        Worker* w = workers_[i];
        const uint64_t p = w->progress.load(std::memory_order_relaxed);
        if (!w->busy.load(std::memory_order_relaxed) || p != seen[i]) {
          seen[i] = p;
          still[i] = 0;
          continue;
        }
        still[i] += tick;
        // The worker is stuck in one fiber; the fields read here are not changing.
        const int others = w->live - 1;  // threads of the block that wait or have not run yet
        const Fiber* cur = w->current;
        if (others <= 0) {
          // a lone thread: nothing it could wait for, so only an endless loop (or a very long
          // computation) keeps it here
          if (hang <= 0 || still[i] < hang || !cur) continue;
          die("kernel %s: thread (%u,%u,%u) of block (%u,%u,%u) ran %.0f s without reaching a "
              "barrier, warp operation or the end of the kernel (an endless loop?); stopped by the "
              "watchdog (XLATE_CPU_HANG_S sets this limit, default 300 s; 0 disables it)",
              w->job->name.c_str(), cur->st.thread_idx.x, cur->st.thread_idx.y, cur->st.thread_idx.z,
              w->block.x, w->block.y, w->block.z, still[i]);
        }
        if (limit <= 0 || still[i] < limit) continue;
        die("kernel %s: thread %u of block (%u,%u,%u) ran %.0f s without reaching a barrier, warp "
            "operation, atomic or fence while %d other thread(s) of its block wait for it: the block is "
            "deadlocked (the others were let run and now wait at a barrier or warp operation this "
            "thread does not reach, or for it; a spin-wait on a value only a waiting thread writes "
            "never ends, on a GPU either) (XLATE_CPU_WATCHDOG_S sets this limit, 0 disables it)",
            w->job->name.c_str(), cur ? cur->st.linear : 0u, w->block.x, w->block.y,
            w->block.z, still[i], others);
      }
    }
  }

  // Sends SIGURG to a worker that has run one fiber for a whole quantum while others of its block
  // are ready (see "preemption"). Ticks every quantum; after a tick that preempted, every tenth of
  // it (spinning fibers are being rotated: find the next spinner quickly).
  void preempter() {
    const auto quantum = std::chrono::microseconds(preempt_us());
    const double quantum_s = static_cast<double>(preempt_us()) * 1e-6;
    std::vector<uint64_t> seen(workers_.size(), ~uint64_t{0});
    std::vector<double> since(workers_.size(), 0.0);  // the worker's CPU time when `seen` changed
    auto cpu_time = [](pthread_t t) {
      clockid_t c;
      timespec ts{};
      if (pthread_getcpuclockid(t, &c) != 0 || clock_gettime(c, &ts) != 0) return -1.0;
      return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
    };
    bool fast = false;
    for (;;) {
      std::this_thread::sleep_for(fast ? quantum / 10 : quantum);
      fast = false;
      for (size_t i = 0; i < workers_.size(); ++i) {
        Worker* w = workers_[i];
        const pthread_t tid = w->tid.load(std::memory_order_acquire);
        if (!tid) continue;
        const uint64_t sw = w->switches.load(std::memory_order_relaxed);
        const double now = cpu_time(tid);
        if (!w->busy.load(std::memory_order_relaxed) || sw != seen[i]) {
          seen[i] = sw;
          since[i] = now;
          continue;
        }
        // the same fiber has run a whole quantum of the worker's CPU time (a worker the OS has
        // not been running is not preempted)
        if (now >= 0 && now - since[i] < quantum_s * 0.9) continue;
        // racy reads: the handler checks again on the worker itself
        if (w->current == nullptr || !others_ready(w)) continue;
        pthread_kill(tid, SIGURG);
        fast = true;
      }
    }
  }

  void loop(Worker* w) {
#if !XLATE_MEMCHECK
    if (preempt_us() > 0) {
      struct sigevent sev{};
      sev.sigev_notify = SIGEV_THREAD_ID;
      sev.sigev_signo = SIGURG;
      sev._sigev_un._tid = static_cast<pid_t>(gettid());
      w->has_timer = timer_create(CLOCK_MONOTONIC, &sev, &w->timer) == 0;
      w->timer_ns = static_cast<long>(preempt_us()) * 100;
    }
#endif
    w->tid.store(pthread_self(), std::memory_order_release);
    stack_t ss{};
    ss.ss_sp = w->sigstack;
    ss.ss_size = 64 * 1024;
    sigaltstack(&ss, nullptr);
    t_worker = w;
#if XLATE_MEMCHECK
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
      void* lo = nullptr;
      size_t sz = 0;
      pthread_attr_getstack(&attr, &lo, &sz);
      w->sched_stack = lo;
      w->sched_stack_size = sz;
      pthread_attr_destroy(&attr);
    }
#endif
    for (;;) {
      std::shared_ptr<Job> j;
      {
        std::unique_lock<std::mutex> lk(m_);
        cv_.wait(lk, [&] { return !jobs_.empty(); });
        j = jobs_.front();
      }
      // the job's blocks, taken in chunks without the pool's lock (small chunks: a block may run
      // long; a few per worker when there are many, so the shared counters are touched rarely)
      const uint64_t chunk = std::max<uint64_t>(1, std::min<uint64_t>(64, j->nblocks / (workers_.size() * 32)));
      for (uint64_t b; (b = j->next.fetch_add(chunk)) < j->nblocks;) {
        const uint64_t end = std::min(j->nblocks, b + chunk);
        for (uint64_t k = b; k < end; ++k) run_block(w, j.get(), k);
        if (j->done.fetch_add(end - b) + (end - b) == j->nblocks) {
          std::lock_guard<std::mutex> lk(j->m);
          j->cv.notify_all();
        }
      }
      std::lock_guard<std::mutex> lk(m_);
      if (!jobs_.empty() && jobs_.front() == j) jobs_.pop_front();
    }
  }

  std::once_flag started_;
  std::vector<Worker*> workers_;
  std::mutex m_;
  std::condition_variable cv_;
  std::deque<std::shared_ptr<Job>> jobs_;
};

Pool& pool() {
  static Pool* p = new Pool();  // never destroyed: workers are detached and live until exit
  return *p;
}

// ------------------------------------------------------------------ streams and events

struct Completion {
  std::mutex m;
  std::condition_variable cv;
  bool done = false;
  void set() {
    {
      std::lock_guard<std::mutex> lk(m);
      done = true;
    }
    cv.notify_all();
  }
  void wait() {
    std::unique_lock<std::mutex> lk(m);
    cv.wait(lk, [&] { return done; });
  }
  bool ready() {
    std::lock_guard<std::mutex> lk(m);
    return done;
  }
};
using CP = std::shared_ptr<Completion>;

struct Op {
  std::function<void()> fn;
  std::vector<CP> deps;
  CP done;
};

}  // namespace

struct __xlate_stream {
  unsigned flags = 0;
  bool is_null = false;
  std::thread th;
  std::mutex m;
  std::condition_variable cv;
  std::deque<Op> q;
  CP last;
  bool stop = false;

  void loop() {
    for (;;) {
      Op op;
      {
        std::unique_lock<std::mutex> lk(m);
        cv.wait(lk, [&] { return stop || !q.empty(); });
        if (q.empty()) return;
        op = std::move(q.front());
        q.pop_front();
      }
      for (auto& d : op.deps) d->wait();
      if (op.fn) op.fn();
      op.done->set();
    }
  }
};

struct __xlate_event {
  unsigned flags = 0;
  std::mutex m;
  CP done;  // completion of the last record
  std::chrono::steady_clock::time_point t{};
};

namespace {

std::mutex g_streams_m;  // guards the stream set and the enqueue order across streams
std::set<__xlate_stream*> g_streams;
__xlate_stream* g_null = nullptr;

__xlate_stream* new_stream(unsigned flags, bool is_null) {
  auto* s = new __xlate_stream();
  s->flags = flags;
  s->is_null = is_null;
  s->th = std::thread([s] { s->loop(); });
  return s;
}

__xlate_stream* null_stream() {
  std::lock_guard<std::mutex> lk(g_streams_m);
  if (!g_null) g_null = new_stream(0, true);
  return g_null;
}

bool resolve(hipStream_t h, __xlate_stream** out) {
  if (h == nullptr || h == hipStreamLegacy || h == hipStreamPerThread) {
    *out = null_stream();
    return true;
  }
  std::lock_guard<std::mutex> lk(g_streams_m);
  if (!g_streams.count(h)) return false;
  *out = h;
  return true;
}

CP enqueue(__xlate_stream* s, std::function<void()> fn, std::vector<CP> extra = {}) {
  Op op;
  op.fn = std::move(fn);
  op.deps = std::move(extra);
  op.done = std::make_shared<Completion>();
  CP done = op.done;
  {
    std::lock_guard<std::mutex> lk(g_streams_m);
    if (s->is_null) {  // the legacy default stream waits for every blocking stream
      for (__xlate_stream* t : g_streams)
        if (!(t->flags & hipStreamNonBlocking) && t->last) op.deps.push_back(t->last);
    } else if (!(s->flags & hipStreamNonBlocking) && g_null && g_null->last) {
      op.deps.push_back(g_null->last);
    }
    std::lock_guard<std::mutex> lk2(s->m);
    s->last = op.done;
    s->q.push_back(std::move(op));
  }
  s->cv.notify_one();
  return done;
}

void wait_all() {
  std::vector<CP> all;
  {
    std::lock_guard<std::mutex> lk(g_streams_m);
    for (__xlate_stream* t : g_streams)
      if (t->last) all.push_back(t->last);
    if (g_null && g_null->last) all.push_back(g_null->last);
  }
  for (auto& c : all) c->wait();
}

// ------------------------------------------------------------------ memory

std::mutex g_mem_m;
struct Alloc {
  size_t size;
  hipMemoryType type;
  unsigned flags;
};
std::map<uintptr_t, Alloc> g_allocs;  // device, host and managed allocations

#if XLATE_MEMCHECK
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
#if XLATE_MEMCHECK
  // exactly `size` bytes, so that the sanitizer's redzone starts right after the last one
  void* p = nullptr;
  if (posix_memalign(&p, 256, size) != 0) p = nullptr;
#else
  size_t rounded = (size + 255) / 256 * 256;
  void* p = aligned_alloc(256, rounded);
#endif
  if (!p) {
    *ptr = nullptr;
    return ret(hipErrorOutOfMemory);
  }
  std::lock_guard<std::mutex> lk(g_mem_m);
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
    g_allocs.erase(it);
  }
  free(ptr);  // memcheck: the sanitizer keeps freed memory poisoned (its quarantine)
  return hipSuccess;
}

bool valid_kind(hipMemcpyKind k) { return k >= hipMemcpyHostToHost && k <= hipMemcpyDefault; }

hipError_t copy(void* dst, const void* src, size_t n, hipMemcpyKind kind, hipStream_t stream,
                bool sync) {
  if (!valid_kind(kind)) return ret(hipErrorInvalidMemcpyDirection);
  if (n == 0) return hipSuccess;
  if (!dst || !src) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c = enqueue(s, [=] { memmove(dst, src, n); });
  if (sync) c->wait();
  return hipSuccess;
}

hipError_t copy2d(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                  size_t height, hipMemcpyKind kind, hipStream_t stream, bool sync) {
  if (!valid_kind(kind)) return ret(hipErrorInvalidMemcpyDirection);
  if (width > dpitch || width > spitch) return ret(hipErrorInvalidPitchValue);
  if (width == 0 || height == 0) return hipSuccess;
  if (!dst || !src) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c = enqueue(s, [=] {
    for (size_t r = 0; r < height; ++r)
      memmove(static_cast<char*>(dst) + r * dpitch, static_cast<const char*>(src) + r * spitch, width);
  });
  if (sync) c->wait();
  return hipSuccess;
}

hipError_t fill(void* dst, int value, size_t n, hipStream_t stream, bool sync) {
  if (n == 0) return hipSuccess;
  if (!dst) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c = enqueue(s, [=] { memset(dst, value & 0xff, n); });
  if (sync) c->wait();
  return hipSuccess;
}

size_t phys_bytes(int which) {
  long pages = sysconf(which);
  return pages > 0 ? static_cast<size_t>(pages) * page_size() : 0;
}

int current_warp_size() {
  int w = g_warp_size.load();
  return w ? w : 64;
}

}  // namespace

// ------------------------------------------------------------------ the C ABI of the headers

extern "C" {

int __xlate_register_warp_size(int ws, const char* file) {
  int expected = 0;
  if (!g_warp_size.compare_exchange_strong(expected, ws) && expected != ws)
    die("%s was compiled with XLATE_WARP_SIZE=%d but another translation unit used %d; build all "
        "sources with the same warp size",
        file, ws, expected);
  return ws;
}

void __xlate_fatal(const char* file, int line, const char* msg) { die("%s at %s:%d", msg, file, line); }

void* __xlate_dynamic_shared(void) {
  Worker* w = t_worker;
  if (!w) die("dynamic shared memory (HIP_DYNAMIC_SHARED) used outside a kernel");
  return w->dyn_shared;
}

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
    const __xlate_uint3 t = w->current->st.thread_idx;
    snprintf(b, sizeof b, "in kernel %s, block (%u,%u,%u) thread (%u,%u,%u)", w->job->name.c_str(), w->block.x,
             w->block.y, w->block.z, t.x, t.y, t.z);
    who = b;
  }
  fprintf(stderr, "xlate-cpu: memcheck: Invalid %s %s of size %zu at %s %s: %s\n", space.c_str(),
          is_write ? "write" : "read", n, where, who.c_str(), what.c_str());
  fflush(stderr);
  _exit(kExitMemcheck);
#endif
}

[[noreturn]] static void loop_form_violation(Worker* w, const char* what, const char* file, int line) {
  die("internal error: kernel %s runs in the loop form but reached %s at %s:%d, which the build's "
      "analysis (xlate/cpu/forms.py) should have seen; run it with XLATE_CPU_FORM=fibers and report "
      "this", w->job->name.c_str(), what, file, line & ((1 << 20) - 1));
}

void __xlate_yield(void) {
  Worker* w = t_worker;
  Fiber* f = w ? w->current : nullptr;
  if (!f || !others_ready(w)) return;  // outside a kernel, or nobody else can run
  w->push(static_cast<int>(f - w->fibers.data()));
  switch_out(w, f);
}

uint64_t __xlate_live_mask(void) {
  Worker* w = t_worker;
  if (!w || !w->current) die("__activemask called outside a kernel");
  if (w->loop_form) loop_form_violation(w, "__activemask", "?", 0);
  return w->warp_live[w->current->st.warp];
}

int __xlate_barrier(int kind, int predicate, const char* file, int line) {
  Worker* w = t_worker;
  Fiber* f = w ? w->current : nullptr;
  if (!f) die("%s called outside a kernel at %s:%d", bar_name(kind), file, line);
  if (w->loop_form) loop_form_violation(w, bar_name(kind), file, line);
  // the column travels in the upper bits of `line` (see the headers)
  int col = line >> 20;
  line &= (1 << 20) - 1;
  if (kind == __XLATE_BAR_GRID && !w->job->d.cooperative)
    die("grid.sync() at %s:%d:%d in a kernel not launched with hipLaunchCooperativeKernel", file, line,
        col);
  if (w->bar_arrived == 0) {
    w->bar_kind = kind;
    w->bar_file = file;
    w->bar_line = line;
    w->bar_col = col;
    w->bar_acc = 0;
  } else if (w->bar_kind != kind || w->bar_line != line || w->bar_col != col ||
             (w->bar_file != file && strcmp(w->bar_file, file) != 0)) {
    char b[64];
    describe_block(w, b, sizeof b);
    die("divergent barrier in %s: thread %u reached %s at %s:%d:%d while %d thread(s) wait at %s at "
        "%s:%d:%d",
        b, f->st.linear, bar_name(kind), file, line, col, w->bar_arrived, bar_name(w->bar_kind),
        w->bar_file, w->bar_line, w->bar_col);
  }
  if (kind == __XLATE_BAR_COUNT || kind == __XLATE_BAR_AND || kind == __XLATE_BAR_OR)
    w->bar_acc += predicate != 0;
  ++w->bar_arrived;
  f->state = kWaitBarrier;
  if (w->bar_arrived == w->live) {
    release_barrier(w, f);
    return f->bar_result;
  }
  switch_out(w, f);
  return f->bar_result;
}

uint64_t __xlate_warp_op(int kind, int has_mask, uint64_t mask, uint64_t value, int arg, int width,
                         const char* file, int line) {
  Worker* w = t_worker;
  Fiber* f = w ? w->current : nullptr;
  if (!f) die("%s called outside a kernel at %s:%d", op_name(kind), file, line);
  if (w->loop_form) loop_form_violation(w, op_name(kind), file, line);
  int col = line >> 20;
  line &= (1 << 20) - 1;
  const int W = w->warp_size;
  const unsigned lane = f->st.lane, warp = f->st.warp;
  const uint64_t bit = uint64_t{1} << lane;
  char b[64];  // the block's description, filled only when an error is reported
#define XB (describe_block(w, b, sizeof b), b)
  if (W == 32) mask &= 0xffffffffull;
  if (kind >= __XLATE_SHFL && kind <= __XLATE_SHFL_XOR) {
    if (width <= 0 || width > W || (width & (width - 1)) != 0)
      die("%s at %s:%d:%d: width %d is not a power of two in [1, %d]", op_name(kind), file, line, col,
          width, W);
  }
  if (has_mask) {
    if (!(mask & bit))
      die("%s_sync at %s:%d:%d: lane %u of warp %u in %s is not in its own mask 0x%llx",
          op_name(kind), file, line, col, lane, warp, XB, static_cast<unsigned long long>(mask));
    if (mask & ~w->warp_exists[warp])
      die("%s_sync at %s:%d:%d: mask 0x%llx names lanes that do not exist in warp %u of %s (block "
          "of %d threads, warp size %d)",
          op_name(kind), file, line, col, static_cast<unsigned long long>(mask), warp, XB, w->nthreads,
          W);
    if (mask & ~w->warp_live[warp])
      die("%s_sync at %s:%d:%d: mask 0x%llx names lanes 0x%llx of warp %u in %s that have exited",
          op_name(kind), file, line, col, static_cast<unsigned long long>(mask),
          static_cast<unsigned long long>(mask & ~w->warp_live[warp]), warp, XB);
  }
  // The rendezvous this lane joins. Non-sync forms: the pending one that expects the lane. Sync
  // forms: the pending one at the same site whose lanes overlap the mask; or one that expects the
  // lane with the same mask (or no mask) at another site, which is a divergence. A pending
  // collective that expects the lane with another mask at another site is a different, enclosing
  // one (a tile inside a larger tile): the lane starts a new rendezvous beside it.
  WarpRv* rp = nullptr;
  WarpRv* free_slot = nullptr;
  for (WarpRv& c : w->warps[warp]) {
    if (!c.pending) {
      if (!free_slot) free_slot = &c;
      continue;
    }
    const bool same_site = c.kind == kind && c.line == line && c.col == col &&
                           (c.file == file || strcmp(c.file, file) == 0);
    const bool expects_me = (c.expected & bit) != 0;
    bool join;
    if (!has_mask || !c.has_mask)
      join = expects_me;
    else if (same_site)
      join = (c.expected & mask) != 0 || expects_me;
    else
      join = expects_me && c.mask == mask;
    if (join) {
      rp = &c;
      break;
    }
  }
  bool fresh = false;
  if (!rp) {
    if (!free_slot) {
      w->warps[warp].emplace_back();
      free_slot = &w->warps[warp].back();
    }
    rp = free_slot;
    fresh = true;
  }
  WarpRv& r = *rp;
  if (fresh) {
    r.pending = true;
    r.kind = kind;
    r.has_mask = has_mask != 0;
    r.mask = mask;
    r.expected = has_mask ? mask : w->warp_live[warp];
    r.arrived = 0;
    r.width = width;
    r.file = file;
    r.line = line;
    r.col = col;
  } else {
    if (r.kind != kind || r.line != line || r.col != col || (r.file != file && strcmp(r.file, file) != 0) ||
        r.has_mask != (has_mask != 0))
      die("divergent warp operation in warp %u of %s: lane %u reached %s at %s:%d:%d while lanes "
          "0x%llx wait at %s at %s:%d:%d",
          warp, XB, lane, op_name(kind), file, line, col, static_cast<unsigned long long>(r.arrived),
          op_name(r.kind), r.file, r.line, r.col);
    if (has_mask && mask != r.mask)
      die("warp operation mask mismatch at %s:%d:%d (%s_sync): lane %u of warp %u in %s passes "
          "0x%llx, lanes 0x%llx passed 0x%llx",
          file, line, col, op_name(kind), lane, warp, XB, static_cast<unsigned long long>(mask),
          static_cast<unsigned long long>(r.arrived), static_cast<unsigned long long>(r.mask));
    if (width != r.width)
      die("%s at %s:%d:%d: lane %u passes width %d, other lanes passed %d", op_name(kind), file, line,
          col, lane, width, r.width);
  }
  r.val[lane] = value;
  r.arg[lane] = arg;
  r.arrived |= bit;
  f->state = kWaitWarp;
  if (r.arrived == r.expected) {
    complete_warp(w, static_cast<int>(warp), r, f);
    return f->warp_result;
  }
  switch_out(w, f);
  return f->warp_result;
}
#undef XB

int __xlate_launch(const struct __xlate_launch_desc* desc) {
  auto fail = [&](hipError_t e) {
    if (desc->release) desc->release(desc->args);
    return static_cast<int>(ret(e));
  };
  const __xlate_uint3 b = desc->block, g = desc->grid;
  if (!desc->thunk) return fail(hipErrorInvalidDeviceFunction);
  if (desc->warp_size != 64 && desc->warp_size != 32) return fail(hipErrorInvalidValue);
  if (b.x == 0 || b.y == 0 || b.z == 0 || g.x == 0 || g.y == 0 || g.z == 0 || b.x > 1024 ||
      b.y > 1024 || b.z > 1024 || uint64_t{b.x} * b.y * b.z > kMaxThreads || g.y > 65536 || g.z > 65536 ||
      g.x > 2147483647u)
    return fail(hipErrorInvalidConfiguration);
  if (desc->shared_bytes > kMaxShared) return fail(hipErrorInvalidValue);
  const uint64_t nblocks = uint64_t{g.x} * g.y * g.z;
  if (desc->cooperative && nblocks > static_cast<uint64_t>(worker_count()))
    return fail(hipErrorCooperativeLaunchTooLarge);
  __xlate_stream* s = nullptr;
  if (!resolve(static_cast<hipStream_t>(desc->stream), &s)) return fail(hipErrorInvalidHandle);
  auto job = std::make_shared<Job>();
  job->d = *desc;
  job->name = kernel_name(job->d);
  job->nblocks = nblocks;
  job->loop = loop_form_for(job->d);
  report_form(*job);
  const auto seg = code_segment(desc->kernel ? desc->kernel : reinterpret_cast<const void*>(desc->thunk));
  job->code_lo = seg.first;
  job->code_hi = seg.second;
  enqueue(s, [job] {
    pool().run(job);
    g_last_max_runners.store(job->max_runners.load(), std::memory_order_relaxed);
    if (job->d.release) job->d.release(job->d.args);
  });
  return hipSuccess;
}

}  // extern "C"

namespace {
struct FormInfo {
  const void* kernel;
  std::string name;  // qualified, without the leading ::
  int loop;
};
std::mutex g_forms_m;
std::vector<FormInfo>& forms() {
  static auto* v = new std::vector<FormInfo>();
  return *v;
}
// XLATE_CPU_FORM=fibers runs every kernel in the fiber form (the differential test); anything
// else, or nothing, lets the build's analysis choose.
bool forms_allowed() {
  static const bool ok = [] {
    const char* e = getenv("XLATE_CPU_FORM");
    return !(e && strcmp(e, "fibers") == 0);
  }();
  return ok;
}
// Whether a launch may run in the loop form: the analysis marked its kernel (by address, or, for
// hipLaunchKernelGGL, by the name as written: the qualified name or its last component; any other
// kernel of that name that may not run as a loop makes it a fiber launch).
bool loop_form_for(const __xlate_launch_desc& d) {
  if (!d.block_loop || !forms_allowed()) return false;
  std::lock_guard<std::mutex> lk(g_forms_m);
  if (d.kernel) {
    for (const FormInfo& f : forms())
      if (f.kernel == d.kernel) return f.loop != 0;
    return false;
  }
  if (!d.name) return false;
  std::string n = d.name;
  while (!n.empty() && n.back() == ' ') n.pop_back();
  if (n.rfind("::", 0) == 0) n = n.substr(2);
  bool any = false;
  for (const FormInfo& f : forms()) {
    const size_t k = f.name.rfind("::");
    const std::string last = k == std::string::npos ? f.name : f.name.substr(k + 2);
    if (f.name == n || last == n) {
      if (!f.loop) return false;
      any = true;
    }
  }
  return any;
}
// XLATE_CPU_EXPLAIN=1: one line on stderr per kernel (at its first launch) saying which form runs it.
void report_form(const Job& j) {
  static const bool on = [] {
    const char* e = getenv("XLATE_CPU_EXPLAIN");
    return e && *e && strcmp(e, "0") != 0;
  }();
  if (!on) return;
  static std::mutex m;
  static std::set<std::string> seen;
  std::lock_guard<std::mutex> lk(m);
  if (!seen.insert(j.name).second) return;
  fprintf(stderr, "xlate-cpu: kernel %s: %s form\n", j.name.c_str(), j.loop ? "loop" : "fiber");
}

}  // namespace

extern "C" {

int __xlate_set_kernel_form(const void* kernel, const char* name, int loop, const char* reason) {
  (void)reason;
  std::lock_guard<std::mutex> lk(g_forms_m);
  std::string n = name ? name : "";
  if (n.rfind("::", 0) == 0) n = n.substr(2);
  for (FormInfo& f : forms())
    if (kernel && f.kernel == kernel) {  // a later decision for the same kernel replaces the earlier
      f = FormInfo{kernel, n, loop};
      return 1;
    }
  forms().push_back(FormInfo{kernel, n, loop});
  return 1;
}

unsigned xlate_cpu_last_launch_max_runners(void) { return g_last_max_runners.load(std::memory_order_relaxed); }

int __xlate_register_kernel(const struct __xlate_kernel_entry* e) {
  if (!e || !e->kernel) die("internal error: registering a null kernel");
  std::lock_guard<std::mutex> lk(g_kernels_m);
  kernels().emplace(e->kernel, e);
  return 1;
}

}  // extern "C"
namespace {
struct Packed {
  const __xlate_kernel_entry* e;
  void* holder;
};
int launch_registered(const void* kernel, dim3 grid, dim3 block, void** args, size_t shmem,
                      hipStream_t stream, int cooperative, const char* what) {
  if (!kernel) return static_cast<int>(ret(hipErrorInvalidDeviceFunction));
  const __xlate_kernel_entry* e = find_kernel(kernel);
  if (!e) {
    fprintf(stderr,
            "xlate-cpu: %s: kernel %p is not registered: launches through a const void* need the "
            "kernel's registration (generated for every non-template __global__ function; call "
            "xlate_cpu::register_kernel(&k<...>, \"name\") for template instantiations)\n",
            what, kernel);
    return static_cast<int>(ret(hipErrorInvalidDeviceFunction));
  }
  __xlate_launch_desc d{};
  d.kernel = kernel;
  d.name = e->name;
  d.thunk = [](void* p) {
    Packed* pk = static_cast<Packed*>(p);
    pk->e->run(pk->holder);
  };
  d.release = [](void* p) {
    Packed* pk = static_cast<Packed*>(p);
    pk->e->release(pk->holder);
    delete pk;
  };
  d.grid = {grid.x, grid.y, grid.z};
  d.block = {block.x, block.y, block.z};
  d.shared_bytes = shmem;
  d.stream = stream;
  d.warp_size = e->warp_size;
  d.cooperative = cooperative;
  d.file = what;
  d.line = 0;
  // The arguments are copied now, as a launch does (the caller may reuse `args` afterwards).
  d.args = new Packed{e, e->pack(kernel, args)};
  return __xlate_launch(&d);
}
}  // namespace
extern "C" {

int xlate_cpu_launch(const void* kernel, dim3 grid, dim3 block, void** args, size_t shmem,
                     hipStream_t stream) {
  return launch_registered(kernel, grid, block, args, shmem, stream, 0, "hipLaunchKernel");
}
int xlate_cpu_launch_cooperative(const void* kernel, dim3 grid, dim3 block, void** args,
                                 size_t shmem, hipStream_t stream) {
  return launch_registered(kernel, grid, block, args, shmem, stream, 1, "hipLaunchCooperativeKernel");
}
hipError_t hipLaunchKernelExC(const hipLaunchConfig_t* config, const void* fPtr, void** args) {
  if (!config) return ret(hipErrorInvalidValue);
  int coop = 0;
  for (unsigned i = 0; i < config->numAttrs; ++i) {
    const hipLaunchAttribute& a = config->attrs[i];
    if (a.id == hipLaunchAttributeCooperative)
      coop = a.val.cooperative != 0;
    else if (a.id != hipLaunchAttributePriority && a.id != hipLaunchAttributeSynchronizationPolicy)
      return ret(hipErrorNotSupported);
  }
  return static_cast<hipError_t>(launch_registered(fPtr, config->gridDim, config->blockDim, args,
                                                   config->dynamicSmemBytes, config->stream, coop,
                                                   "hipLaunchKernelExC"));
}

// ------------------------------------------------------------------ HIP host API

const char* hipGetErrorName(hipError_t e) {
  switch (e) {
#define XLATE_CASE(x) \
  case x:             \
    return #x;
    XLATE_CASE(hipSuccess)
    XLATE_CASE(hipErrorInvalidValue)
    XLATE_CASE(hipErrorOutOfMemory)
    XLATE_CASE(hipErrorNotInitialized)
    XLATE_CASE(hipErrorDeinitialized)
    XLATE_CASE(hipErrorInvalidConfiguration)
    XLATE_CASE(hipErrorInvalidPitchValue)
    XLATE_CASE(hipErrorInvalidSymbol)
    XLATE_CASE(hipErrorInvalidDevicePointer)
    XLATE_CASE(hipErrorInvalidMemcpyDirection)
    XLATE_CASE(hipErrorInsufficientDriver)
    XLATE_CASE(hipErrorMissingConfiguration)
    XLATE_CASE(hipErrorPriorLaunchFailure)
    XLATE_CASE(hipErrorInvalidDeviceFunction)
    XLATE_CASE(hipErrorNoDevice)
    XLATE_CASE(hipErrorInvalidDevice)
    XLATE_CASE(hipErrorInvalidImage)
    XLATE_CASE(hipErrorInvalidContext)
    XLATE_CASE(hipErrorInvalidHandle)
    XLATE_CASE(hipErrorNotFound)
    XLATE_CASE(hipErrorNotReady)
    XLATE_CASE(hipErrorIllegalAddress)
    XLATE_CASE(hipErrorLaunchOutOfResources)
    XLATE_CASE(hipErrorLaunchTimeOut)
    XLATE_CASE(hipErrorAssert)
    XLATE_CASE(hipErrorLaunchFailure)
    XLATE_CASE(hipErrorCooperativeLaunchTooLarge)
    XLATE_CASE(hipErrorNotSupported)
    XLATE_CASE(hipErrorUnsupportedLimit)
    XLATE_CASE(hipErrorPeerAccessUnsupported)
    XLATE_CASE(hipErrorPeerAccessAlreadyEnabled)
    XLATE_CASE(hipErrorPeerAccessNotEnabled)
    XLATE_CASE(hipErrorUnknown)
#undef XLATE_CASE
  }
  return "hipErrorUnknown";
}

const char* hipGetErrorString(hipError_t e) {
  switch (e) {
    case hipSuccess: return "no error";
    case hipErrorInvalidValue: return "invalid argument";
    case hipErrorOutOfMemory: return "out of memory";
    case hipErrorNotInitialized: return "initialization error";
    case hipErrorDeinitialized: return "driver shutting down";
    case hipErrorInvalidConfiguration: return "invalid configuration argument";
    case hipErrorInvalidPitchValue: return "invalid pitch argument";
    case hipErrorInvalidSymbol: return "invalid device symbol";
    case hipErrorInvalidDevicePointer: return "invalid device pointer";
    case hipErrorInvalidMemcpyDirection: return "invalid copy direction for memcpy";
    case hipErrorInsufficientDriver: return "driver version is insufficient for runtime version";
    case hipErrorMissingConfiguration: return "__global__ function call is not configured";
    case hipErrorPriorLaunchFailure: return "unspecified launch failure in prior launch";
    case hipErrorInvalidDeviceFunction: return "invalid device function";
    case hipErrorNoDevice: return "no ROCm-capable device is detected";
    case hipErrorInvalidDevice: return "invalid device ordinal";
    case hipErrorInvalidImage: return "device kernel image is invalid";
    case hipErrorInvalidContext: return "invalid device context";
    case hipErrorInvalidHandle: return "invalid resource handle";
    case hipErrorNotFound: return "named symbol not found";
    case hipErrorNotReady: return "device not ready";
    case hipErrorIllegalAddress: return "an illegal memory access was encountered";
    case hipErrorLaunchOutOfResources: return "too many resources requested for launch";
    case hipErrorLaunchTimeOut: return "the launch timed out and was terminated";
    case hipErrorAssert: return "device-side assert triggered";
    case hipErrorLaunchFailure: return "unspecified launch failure";
    case hipErrorCooperativeLaunchTooLarge: return "too many blocks in cooperative launch";
    case hipErrorNotSupported: return "operation not supported";
    case hipErrorUnsupportedLimit: return "unsupported limit";
    case hipErrorPeerAccessUnsupported: return "peer access is not supported between these two devices";
    case hipErrorPeerAccessAlreadyEnabled: return "peer access is already enabled";
    case hipErrorPeerAccessNotEnabled: return "peer access has not been enabled";
    case hipErrorUnknown: return "unknown error";
  }
  return "unknown error";
}

hipError_t hipGetLastError(void) {
  hipError_t e = t_last_error;
  t_last_error = hipSuccess;
  return e;
}
hipError_t hipPeekAtLastError(void) { return t_last_error; }

hipError_t hipInit(unsigned int flags) { return flags ? ret(hipErrorInvalidValue) : hipSuccess; }
hipError_t hipDriverGetVersion(int* v) {
  if (!v) return ret(hipErrorInvalidValue);
  *v = HIP_VERSION;
  return hipSuccess;
}
hipError_t hipRuntimeGetVersion(int* v) { return hipDriverGetVersion(v); }
hipError_t hipGetDeviceCount(int* count) {
  if (!count) return ret(hipErrorInvalidValue);
  *count = 1;
  return hipSuccess;
}
hipError_t hipSetDevice(int device) { return device == 0 ? hipSuccess : ret(hipErrorInvalidDevice); }
hipError_t hipGetDevice(int* device) {
  if (!device) return ret(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}
hipError_t hipSetDeviceFlags(unsigned flags) {
  if (flags & ~0x1fu) return ret(hipErrorInvalidValue);
  g_device_flags = flags;
  return hipSuccess;
}
hipError_t hipDeviceSynchronize(void) {
  wait_all();
  return hipSuccess;
}
hipError_t hipDeviceReset(void) {
  wait_all();
  std::lock_guard<std::mutex> lk(g_mem_m);
  for (auto& [p, a] : g_allocs) free(reinterpret_cast<void*>(p));
  g_allocs.clear();
  t_last_error = hipSuccess;
  return hipSuccess;
}
hipError_t hipDeviceSetCacheConfig(hipFuncCache_t) { return hipSuccess; }
hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig) { return hipSuccess; }

hipError_t hipGetDeviceProperties(hipDeviceProp_t* p, int device) {
  if (!p) return ret(hipErrorInvalidValue);
  if (device != 0) return ret(hipErrorInvalidDevice);
  memset(p, 0, sizeof *p);
  const int ws = current_warp_size();
  snprintf(p->name, sizeof p->name, "xlate CPU backend (wave%d)", ws);
  snprintf(p->gcnArchName, sizeof p->gcnArchName, "xlate-cpu-wave%d", ws);
  p->totalGlobalMem = phys_bytes(_SC_PHYS_PAGES);
  p->sharedMemPerBlock = kMaxShared;
  p->sharedMemPerBlockOptin = kMaxShared;
  p->sharedMemPerMultiprocessor = kMaxShared;
  p->maxSharedMemoryPerMultiProcessor = kMaxShared;
  p->regsPerBlock = 65536;
  p->regsPerMultiprocessor = 65536;
  p->warpSize = ws;
  p->memPitch = SIZE_MAX;
  p->maxThreadsPerBlock = kMaxThreads;
  p->maxThreadsDim[0] = p->maxThreadsDim[1] = p->maxThreadsDim[2] = 1024;
  p->maxGridSize[0] = 2147483647;
  p->maxGridSize[1] = p->maxGridSize[2] = 65536;
  p->clockRate = 1000000;
  p->memoryClockRate = 1000000;
  p->memoryBusWidth = 64;
  p->totalConstMem = 64 * 1024;
  p->major = 9;
  p->minor = 4;
  p->multiProcessorCount = worker_count();
  p->l2CacheSize = 4 * 1024 * 1024;
  p->maxThreadsPerMultiProcessor = kMaxThreads;
  p->maxBlocksPerMultiProcessor = 1;
  p->concurrentKernels = 1;
  p->canMapHostMemory = 1;
  p->integrated = 1;
  p->cooperativeLaunch = 1;
  p->managedMemory = 1;
  p->concurrentManagedAccess = 1;
  p->pageableMemoryAccess = 1;
  p->unifiedAddressing = 1;
  p->asyncEngineCount = 1;
  p->hostNativeAtomicSupported = 1;
  p->directManagedMemAccessFromHost = 1;
  p->textureAlignment = 256;
  p->texturePitchAlignment = 256;
  return hipSuccess;
}

hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device) {
  if (!value) return ret(hipErrorInvalidValue);
  hipDeviceProp_t p;
  if (hipError_t e = hipGetDeviceProperties(&p, device); e != hipSuccess) return e;
  const auto clamp = [](size_t v) { return static_cast<int>(std::min<size_t>(v, INT32_MAX)); };
  int v = 0;
  switch (attr) {
    // what the emulated device has
    case hipDeviceAttributeWarpSize: v = p.warpSize; break;
    case hipDeviceAttributeMaxThreadsPerBlock: v = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeMaxBlockDimX:
    case hipDeviceAttributeMaxBlockDimY:
    case hipDeviceAttributeMaxBlockDimZ: v = 1024; break;
    case hipDeviceAttributeMaxThreadsDim: v = 1024; break;
    case hipDeviceAttributeMaxGridDimX: v = p.maxGridSize[0]; break;
    case hipDeviceAttributeMaxGridDimY:
    case hipDeviceAttributeMaxGridDimZ: v = p.maxGridSize[1]; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock:
    case hipDeviceAttributeSharedMemPerBlockOptin:
    case hipDeviceAttributeSharedMemPerMultiprocessor:
    case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor: v = static_cast<int>(kMaxShared); break;
    case hipDeviceAttributeReservedSharedMemPerBlock: v = 0; break;
    case hipDeviceAttributeMultiprocessorCount:
    case hipDeviceAttributePhysicalMultiProcessorCount: v = p.multiProcessorCount; break;
    case hipDeviceAttributeComputeCapabilityMajor: v = p.major; break;
    case hipDeviceAttributeComputeCapabilityMinor: v = p.minor; break;
    case hipDeviceAttributeClockRate:
    case hipDeviceAttributeClockInstructionRate: v = p.clockRate; break;
    case hipDeviceAttributeWallClockRate: v = 1000000; break;  // kHz of wall_clock64 (ns ticks)
    case hipDeviceAttributeMemoryClockRate: v = p.memoryClockRate; break;
    case hipDeviceAttributeMemoryBusWidth: v = p.memoryBusWidth; break;
    case hipDeviceAttributeMaxThreadsPerMultiProcessor: v = p.maxThreadsPerMultiProcessor; break;
    case hipDeviceAttributeMaxBlocksPerMultiProcessor: v = p.maxBlocksPerMultiProcessor; break;
    case hipDeviceAttributeL2CacheSize: v = p.l2CacheSize; break;
    case hipDeviceAttributeMaxRegistersPerBlock:
    case hipDeviceAttributeMaxRegistersPerMultiprocessor: v = p.regsPerBlock; break;
    case hipDeviceAttributeMaxAvailableVgprsPerThread: v = 512; break;
    case hipDeviceAttributeTotalConstantMemory: v = clamp(p.totalConstMem); break;
    case hipDeviceAttributeTotalGlobalMem: v = clamp(p.totalGlobalMem); break;
    case hipDeviceAttributeMaxPitch: v = INT32_MAX; break;
    case hipDeviceAttributeTextureAlignment:
    case hipDeviceAttributeTexturePitchAlignment:
    case hipDeviceAttributeSurfaceAlignment: v = 256; break;
    case hipDeviceAttributeAsyncEngineCount: v = p.asyncEngineCount; break;
    case hipDeviceAttributeComputeMode: v = 0; break;  // default
    case hipDeviceAttributeNumberOfXccs: v = 1; break;
    case hipDeviceAttributeSingleToDoublePrecisionPerfRatio: v = 1; break;
    case hipDeviceAttributeHostNumaId: v = -1; break;
    // capabilities the host provides (one memory, coherent atomics)
    case hipDeviceAttributeCooperativeLaunch:
    case hipDeviceAttributeManagedMemory:
    case hipDeviceAttributeConcurrentManagedAccess:
    case hipDeviceAttributePageableMemoryAccess:
    case hipDeviceAttributePageableMemoryAccessUsesHostPageTables:
    case hipDeviceAttributeUnifiedAddressing:
    case hipDeviceAttributeIntegrated:
    case hipDeviceAttributeCanMapHostMemory:
    case hipDeviceAttributeCanUseHostPointerForRegisteredMem:
    case hipDeviceAttributeConcurrentKernels:
    case hipDeviceAttributeDeviceOverlap:
    case hipDeviceAttributeDirectManagedMemAccessFromHost:
    case hipDeviceAttributeHostNativeAtomicSupported:
    case hipDeviceAttributeHostRegisterSupported:
    case hipDeviceAttributeGlobalL1CacheSupported:
    case hipDeviceAttributeLocalL1CacheSupported:
    case hipDeviceAttributeFineGrainSupport: v = 1; break;
    // what it does not have: no ECC, one device, no textures/surfaces/images, no memory pools,
    // no virtual memory management, no preemption or timeouts, no stream priorities
    case hipDeviceAttributeEccEnabled:
    case hipDeviceAttributeCooperativeMultiDeviceLaunch:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedFunc:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedGridDim:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedBlockDim:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedSharedMem:
    case hipDeviceAttributeIsMultiGpuBoard:
    case hipDeviceAttributeMultiGpuBoardGroupID:
    case hipDeviceAttributeKernelExecTimeout:
    case hipDeviceAttributeComputePreemptionSupported:
    case hipDeviceAttributeStreamPrioritiesSupported:
    case hipDeviceAttributeTccDriver:
    case hipDeviceAttributeAccessPolicyMaxWindowSize:
    case hipDeviceAttributePersistingL2CacheMaxSize:
    case hipDeviceAttributeLuid:
    case hipDeviceAttributeLuidDeviceNodeMask:
    case hipDeviceAttributePciBusId:
    case hipDeviceAttributePciDeviceId:
    case hipDeviceAttributePciDomainID:
    case hipDeviceAttributePciChipId:
    case hipDeviceAttributeMemoryPoolsSupported:
    case hipDeviceAttributeMemoryPoolSupportedHandleTypes:
    case hipDeviceAttributeVirtualMemoryManagementSupported:
    case hipDeviceAttributeIsLargeBar:
    case hipDeviceAttributeAsicRevision:
    case hipDeviceAttributeCanUseStreamWaitValue:
    case hipDeviceAttributeImageSupport:
    case hipDeviceAttributeMaxSurface1D:
    case hipDeviceAttributeMaxSurface1DLayered:
    case hipDeviceAttributeMaxSurface2D:
    case hipDeviceAttributeMaxSurface2DLayered:
    case hipDeviceAttributeMaxSurface3D:
    case hipDeviceAttributeMaxSurfaceCubemap:
    case hipDeviceAttributeMaxSurfaceCubemapLayered:
    case hipDeviceAttributeMaxTexture1DWidth:
    case hipDeviceAttributeMaxTexture1DLayered:
    case hipDeviceAttributeMaxTexture1DLinear:
    case hipDeviceAttributeMaxTexture1DMipmap:
    case hipDeviceAttributeMaxTexture2DWidth:
    case hipDeviceAttributeMaxTexture2DHeight:
    case hipDeviceAttributeMaxTexture2DGather:
    case hipDeviceAttributeMaxTexture2DLayered:
    case hipDeviceAttributeMaxTexture2DLinear:
    case hipDeviceAttributeMaxTexture2DMipmap:
    case hipDeviceAttributeMaxTexture3DWidth:
    case hipDeviceAttributeMaxTexture3DHeight:
    case hipDeviceAttributeMaxTexture3DDepth:
    case hipDeviceAttributeMaxTexture3DAlt:
    case hipDeviceAttributeMaxTextureCubemap:
    case hipDeviceAttributeMaxTextureCubemapLayered: v = 0; break;
    case hipDeviceAttributeHdpMemFlushCntl:   // pointers to GPU registers: there are none
    case hipDeviceAttributeHdpRegFlushCntl:
    case hipDeviceAttributeUnused1:
    case hipDeviceAttributeUnused2:
    case hipDeviceAttributeUnused3:
    case hipDeviceAttributeUnused4:
    case hipDeviceAttributeUnused5:
    default: return ret(hipErrorInvalidValue);  // what HIP returns for an attribute it lacks
  }
  *value = v;
  return hipSuccess;
}

hipError_t hipMemGetInfo(size_t* free_b, size_t* total) {
  if (!free_b || !total) return ret(hipErrorInvalidValue);
  *total = phys_bytes(_SC_PHYS_PAGES);
  *free_b = phys_bytes(_SC_AVPHYS_PAGES);
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
hipError_t hipHostRegister(void* hostPtr, size_t, unsigned) {
  return hostPtr ? hipSuccess : ret(hipErrorInvalidValue);
}
hipError_t hipHostUnregister(void* hostPtr) { return hostPtr ? hipSuccess : ret(hipErrorInvalidValue); }

hipError_t hipMemcpy(void* dst, const void* src, size_t n, hipMemcpyKind kind) {
  return copy(dst, src, n, kind, nullptr, true);
}
hipError_t hipMemcpyAsync(void* dst, const void* src, size_t n, hipMemcpyKind kind, hipStream_t s) {
  return copy(dst, src, n, kind, s, false);
}
hipError_t hipMemcpyHtoD(void* dst, const void* src, size_t n) {
  return copy(dst, src, n, hipMemcpyHostToDevice, nullptr, true);
}
hipError_t hipMemcpyDtoH(void* dst, const void* src, size_t n) {
  return copy(dst, src, n, hipMemcpyDeviceToHost, nullptr, true);
}
hipError_t hipMemcpyDtoD(void* dst, const void* src, size_t n) {
  return copy(dst, src, n, hipMemcpyDeviceToDevice, nullptr, true);
}
hipError_t hipMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                       size_t height, hipMemcpyKind kind) {
  return copy2d(dst, dpitch, src, spitch, width, height, kind, nullptr, true);
}
hipError_t hipMemcpy2DAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                            size_t height, hipMemcpyKind kind, hipStream_t s) {
  return copy2d(dst, dpitch, src, spitch, width, height, kind, s, false);
}
hipError_t hipMemset(void* dst, int value, size_t n) { return fill(dst, value, n, nullptr, true); }
hipError_t hipMemsetAsync(void* dst, int value, size_t n, hipStream_t s) {
  return fill(dst, value, n, s, false);
}
hipError_t hipMemsetD32(void* dst, int value, size_t count) {
  if (count == 0) return hipSuccess;
  if (!dst) return ret(hipErrorInvalidValue);
  CP c = enqueue(null_stream(), [=] {
    for (size_t i = 0; i < count; ++i) memcpy(static_cast<char*>(dst) + 4 * i, &value, 4);
  });
  c->wait();
  return hipSuccess;
}
hipError_t hipMemset2D(void* dst, size_t pitch, int value, size_t width, size_t height) {
  if (width > pitch) return ret(hipErrorInvalidPitchValue);
  if (!dst && width && height) return ret(hipErrorInvalidValue);
  CP c = enqueue(null_stream(), [=] {
    for (size_t r = 0; r < height; ++r) memset(static_cast<char*>(dst) + r * pitch, value & 0xff, width);
  });
  c->wait();
  return hipSuccess;
}

hipError_t hipMemcpyToSymbol(const void* symbol, const void* src, size_t n, size_t offset,
                             hipMemcpyKind kind) {
  if (!symbol) return ret(hipErrorInvalidSymbol);
  return copy(static_cast<char*>(const_cast<void*>(symbol)) + offset, src, n, kind, nullptr, true);
}
hipError_t hipMemcpyFromSymbol(void* dst, const void* symbol, size_t n, size_t offset,
                               hipMemcpyKind kind) {
  if (!symbol) return ret(hipErrorInvalidSymbol);
  return copy(dst, static_cast<const char*>(symbol) + offset, n, kind, nullptr, true);
}
hipError_t hipMemcpyToSymbolAsync(const void* symbol, const void* src, size_t n, size_t offset,
                                  hipMemcpyKind kind, hipStream_t s) {
  if (!symbol) return ret(hipErrorInvalidSymbol);
  return copy(static_cast<char*>(const_cast<void*>(symbol)) + offset, src, n, kind, s, false);
}
hipError_t hipMemcpyFromSymbolAsync(void* dst, const void* symbol, size_t n, size_t offset,
                                    hipMemcpyKind kind, hipStream_t s) {
  if (!symbol) return ret(hipErrorInvalidSymbol);
  return copy(dst, static_cast<const char*>(symbol) + offset, n, kind, s, false);
}
hipError_t hipGetSymbolAddress(void** devPtr, const void* symbol) {
  if (!devPtr) return ret(hipErrorInvalidValue);
  if (!symbol) return ret(hipErrorInvalidSymbol);
  *devPtr = const_cast<void*>(symbol);
  return hipSuccess;
}

hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags) {
  if (!stream || (flags & ~1u)) return ret(hipErrorInvalidValue);
  __xlate_stream* s = new_stream(flags, false);
  std::lock_guard<std::mutex> lk(g_streams_m);
  g_streams.insert(s);
  *stream = s;
  return hipSuccess;
}
hipError_t hipStreamCreate(hipStream_t* stream) { return hipStreamCreateWithFlags(stream, 0); }
hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned int flags, int) {
  return hipStreamCreateWithFlags(stream, flags);
}
hipError_t hipDeviceGetStreamPriorityRange(int* least, int* greatest) {
  if (least) *least = 0;
  if (greatest) *greatest = 0;
  return hipSuccess;
}
hipError_t hipStreamDestroy(hipStream_t stream) {
  if (stream == nullptr) return ret(hipErrorInvalidHandle);
  {
    std::lock_guard<std::mutex> lk(g_streams_m);
    if (!g_streams.count(stream)) return ret(hipErrorInvalidHandle);
    g_streams.erase(stream);
  }
  {
    std::lock_guard<std::mutex> lk(stream->m);
    stream->stop = true;  // the thread drains the queue first
  }
  stream->cv.notify_all();
  stream->th.join();
  delete stream;
  return hipSuccess;
}
hipError_t hipStreamSynchronize(hipStream_t stream) {
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c;
  if (s->is_null) {
    c = enqueue(s, nullptr);  // a marker after everything the legacy stream waits for
  } else {
    std::lock_guard<std::mutex> lk(g_streams_m);
    c = s->last;
  }
  if (c) c->wait();
  return hipSuccess;
}
hipError_t hipStreamQuery(hipStream_t stream) {
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c;
  {
    std::lock_guard<std::mutex> lk(g_streams_m);
    c = s->last;
  }
  return (!c || c->ready()) ? hipSuccess : hipErrorNotReady;
}
hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int flags) {
  if (!event || flags != 0) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP dep;
  {
    std::lock_guard<std::mutex> lk(event->m);
    dep = event->done;
  }
  if (dep) enqueue(s, nullptr, {dep});
  return hipSuccess;
}

hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags) {
  if (!event || (flags & ~7u)) return ret(hipErrorInvalidValue);
  auto* e = new __xlate_event();
  e->flags = flags;
  *event = e;
  return hipSuccess;
}
hipError_t hipEventCreate(hipEvent_t* event) { return hipEventCreateWithFlags(event, 0); }
hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream) {
  if (!event) return ret(hipErrorInvalidHandle);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  std::lock_guard<std::mutex> lk(event->m);
  event->done = enqueue(s, [event] { event->t = std::chrono::steady_clock::now(); });
  return hipSuccess;
}
hipError_t hipEventRecordWithFlags(hipEvent_t event, hipStream_t stream, unsigned int flags) {
  if (flags & ~1u) return ret(hipErrorInvalidValue);  // hipEventRecordDefault / External
  return hipEventRecord(event, stream);
}
hipError_t hipEventSynchronize(hipEvent_t event) {
  if (!event) return ret(hipErrorInvalidHandle);
  CP c;
  {
    std::lock_guard<std::mutex> lk(event->m);
    c = event->done;
  }
  if (c) c->wait();
  return hipSuccess;
}
hipError_t hipEventQuery(hipEvent_t event) {
  if (!event) return ret(hipErrorInvalidHandle);
  CP c;
  {
    std::lock_guard<std::mutex> lk(event->m);
    c = event->done;
  }
  return (!c || c->ready()) ? hipSuccess : hipErrorNotReady;
}
hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop) {
  if (!ms) return ret(hipErrorInvalidValue);
  if (!start || !stop) return ret(hipErrorInvalidHandle);
  if ((start->flags | stop->flags) & hipEventDisableTiming) return ret(hipErrorInvalidHandle);
  CP a, b;
  {
    std::lock_guard<std::mutex> lk(start->m);
    a = start->done;
  }
  {
    std::lock_guard<std::mutex> lk(stop->m);
    b = stop->done;
  }
  if (!a || !b) return ret(hipErrorInvalidHandle);
  if (!a->ready() || !b->ready()) return ret(hipErrorNotReady);
  *ms = std::chrono::duration<float, std::milli>(stop->t - start->t).count();
  return hipSuccess;
}
hipError_t hipEventDestroy(hipEvent_t event) {
  if (!event) return ret(hipErrorInvalidHandle);
  hipEventSynchronize(event);
  delete event;
  return hipSuccess;
}

hipError_t hipFuncSetAttribute(const void* func, hipFuncAttribute attr, int value) {
  if (!func) return ret(hipErrorInvalidDeviceFunction);
  if (attr == hipFuncAttributeMaxDynamicSharedMemorySize)
    return (value < 0 || static_cast<size_t>(value) > kMaxShared) ? ret(hipErrorInvalidValue) : hipSuccess;
  if (attr == hipFuncAttributePreferredSharedMemoryCarveout)
    return (value < -1 || value > 100) ? ret(hipErrorInvalidValue) : hipSuccess;
  return ret(hipErrorInvalidValue);
}
hipError_t hipFuncSetCacheConfig(const void* func, hipFuncCache_t) {
  return func ? hipSuccess : ret(hipErrorInvalidDeviceFunction);
}
hipError_t hipOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, const void* func,
                                             size_t dyn, int limit) {
  if (!gridSize || !blockSize) return ret(hipErrorInvalidValue);
  if (!func) return ret(hipErrorInvalidDeviceFunction);
  if (dyn > kMaxShared) return ret(hipErrorInvalidValue);
  *blockSize = (limit > 0 && limit < kMaxThreads) ? limit : kMaxThreads;
  *gridSize = worker_count();
  return hipSuccess;
}
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, const void* func,
                                                        int blockSize, size_t dyn) {
  if (!numBlocks) return ret(hipErrorInvalidValue);
  if (!func) return ret(hipErrorInvalidDeviceFunction);
  *numBlocks = (blockSize > 0 && blockSize <= kMaxThreads && dyn <= kMaxShared) ? 1 : 0;
  return hipSuccess;
}

// ------------------------------------------------------------------ more of HIP 7.2's host API

hipError_t hipGetDeviceFlags(unsigned int* flags) {
  if (!flags) return ret(hipErrorInvalidValue);
  *flags = g_device_flags.load();
  return hipSuccess;
}
hipError_t hipDeviceGet(hipDevice_t* device, int ordinal) {
  if (!device) return ret(hipErrorInvalidValue);
  if (ordinal != 0) return ret(hipErrorInvalidDevice);
  *device = 0;
  return hipSuccess;
}
hipError_t hipDeviceGetName(char* name, int len, hipDevice_t device) {
  if (!name || len <= 0) return ret(hipErrorInvalidValue);
  hipDeviceProp_t p;
  if (hipError_t e = hipGetDeviceProperties(&p, device); e != hipSuccess) return e;
  snprintf(name, static_cast<size_t>(len), "%s", p.name);
  return hipSuccess;
}
hipError_t hipDeviceComputeCapability(int* major, int* minor, hipDevice_t device) {
  if (!major || !minor) return ret(hipErrorInvalidValue);
  if (device != 0) return ret(hipErrorInvalidDevice);
  *major = 9;
  *minor = 4;
  return hipSuccess;
}
hipError_t hipDeviceTotalMem(size_t* bytes, hipDevice_t device) {
  if (!bytes) return ret(hipErrorInvalidValue);
  if (device != 0) return ret(hipErrorInvalidDevice);
  *bytes = phys_bytes(_SC_PHYS_PAGES);
  return hipSuccess;
}
hipError_t hipDeviceGetPCIBusId(char* id, int len, int device) {
  if (!id || len <= 0) return ret(hipErrorInvalidValue);
  if (device != 0) return ret(hipErrorInvalidDevice);
  snprintf(id, static_cast<size_t>(len), "0000:00:00.0");
  return hipSuccess;
}
hipError_t hipDeviceGetByPCIBusId(int* device, const char* id) {
  if (!device || !id) return ret(hipErrorInvalidValue);
  if (strcasecmp(id, "0000:00:00.0") != 0 && strcasecmp(id, "00:00.0") != 0)
    return ret(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}
hipError_t hipChooseDevice(int* device, const hipDeviceProp_t* prop) {
  if (!device || !prop) return ret(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}
hipError_t hipSetValidDevices(int* devices, int len) {
  if (len < 0 || (len > 0 && !devices)) return ret(hipErrorInvalidValue);
  for (int i = 0; i < len; ++i)
    if (devices[i] != 0) return ret(hipErrorInvalidDevice);
  return hipSuccess;
}
hipError_t hipDeviceGetLimit(size_t* value, enum hipLimit_t limit) {
  if (!value) return ret(hipErrorInvalidValue);
  switch (limit) {
    case hipLimitStackSize: *value = stack_bytes(); return hipSuccess;
    case hipLimitPrintfFifoSize: *value = g_printf_fifo.load(); return hipSuccess;
    case hipLimitMallocHeapSize: *value = g_heap_size.load(); return hipSuccess;
    default: return ret(hipErrorUnsupportedLimit);
  }
}
hipError_t hipDeviceSetLimit(enum hipLimit_t limit, size_t value) {
  switch (limit) {
    // The fiber stack is fixed at start-up (XLATE_CPU_STACK_KB); a request within it is met.
    case hipLimitStackSize: return value <= stack_bytes() ? hipSuccess : ret(hipErrorUnsupportedLimit);
    case hipLimitPrintfFifoSize: g_printf_fifo = value; return hipSuccess;   // printf is unbuffered
    case hipLimitMallocHeapSize: g_heap_size = value; return hipSuccess;     // device malloc = host malloc
    default: return ret(hipErrorUnsupportedLimit);
  }
}
hipError_t hipDeviceGetCacheConfig(hipFuncCache_t* c) {
  if (!c) return ret(hipErrorInvalidValue);
  *c = hipFuncCachePreferNone;
  return hipSuccess;
}
hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig* c) {
  if (!c) return ret(hipErrorInvalidValue);
  *c = hipSharedMemBankSizeFourByte;
  return hipSuccess;
}
// One device: it has no peers.
hipError_t hipDeviceCanAccessPeer(int* can, int device, int peer) {
  if (!can) return ret(hipErrorInvalidValue);
  if (device != 0 || peer != 0) return ret(hipErrorInvalidDevice);
  *can = 0;
  return hipSuccess;
}
hipError_t hipDeviceEnablePeerAccess(int peer, unsigned int flags) {
  if (flags != 0) return ret(hipErrorInvalidValue);
  // the only device is not its own peer
  return ret(peer == 0 ? hipErrorInvalidDevice : hipErrorInvalidDevice);
}
hipError_t hipDeviceDisablePeerAccess(int peer) {
  return ret(peer == 0 ? hipErrorPeerAccessNotEnabled : hipErrorInvalidDevice);
}
hipError_t hipDrvGetErrorName(hipError_t e, const char** s) {
  if (!s) return ret(hipErrorInvalidValue);
  *s = hipGetErrorName(e);
  return hipSuccess;
}
hipError_t hipDrvGetErrorString(hipError_t e, const char** s) {
  if (!s) return ret(hipErrorInvalidValue);
  *s = hipGetErrorString(e);
  return hipSuccess;
}
hipError_t hipProfilerStart(void) { return hipSuccess; }
hipError_t hipProfilerStop(void) { return hipSuccess; }

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
  auto it = g_allocs.upper_bound(p);
  if (it == g_allocs.begin()) return ret(hipErrorInvalidValue);
  --it;
  if (p >= it->first + std::max<size_t>(it->second.size, 1)) return ret(hipErrorInvalidValue);
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
  auto it = g_allocs.upper_bound(p);
  if (it == g_allocs.begin()) return ret(hipErrorNotFound);
  --it;
  if (p >= it->first + std::max<size_t>(it->second.size, 1)) return ret(hipErrorNotFound);
  if (base) *base = reinterpret_cast<void*>(it->first);
  if (size) *size = it->second.size;
  return hipSuccess;
}
hipError_t hipMemAllocPitch(void** ptr, size_t* pitch, size_t width, size_t height, unsigned int elem) {
  if (elem != 4 && elem != 8 && elem != 16) return ret(hipErrorInvalidValue);
  return hipMallocPitch(ptr, pitch, width, height);
}

hipError_t hipMemcpyHtoDAsync(void* dst, const void* src, size_t n, hipStream_t s) {
  return copy(dst, src, n, hipMemcpyHostToDevice, s, false);
}
hipError_t hipMemcpyDtoHAsync(void* dst, const void* src, size_t n, hipStream_t s) {
  return copy(dst, src, n, hipMemcpyDeviceToHost, s, false);
}
hipError_t hipMemcpyDtoDAsync(void* dst, const void* src, size_t n, hipStream_t s) {
  return copy(dst, src, n, hipMemcpyDeviceToDevice, s, false);
}
hipError_t hipMemcpyPeer(void* dst, int dd, const void* src, int sd, size_t n) {
  if (dd != 0 || sd != 0) return ret(hipErrorInvalidDevice);
  return copy(dst, src, n, hipMemcpyDeviceToDevice, nullptr, true);
}
hipError_t hipMemcpyPeerAsync(void* dst, int dd, const void* src, int sd, size_t n, hipStream_t s) {
  if (dd != 0 || sd != 0) return ret(hipErrorInvalidDevice);
  return copy(dst, src, n, hipMemcpyDeviceToDevice, s, false);
}

}  // extern "C"
namespace {
template <class T>
hipError_t fill_n(void* dst, T value, size_t count, hipStream_t stream, bool sync) {
  if (count == 0) return hipSuccess;
  if (!dst) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  CP c = enqueue(s, [=] {
    for (size_t i = 0; i < count; ++i) memcpy(static_cast<char*>(dst) + sizeof(T) * i, &value, sizeof(T));
  });
  if (sync) c->wait();
  return hipSuccess;
}
}  // namespace
extern "C" {

hipError_t hipMemsetD8(void* dst, unsigned char v, size_t n) { return fill_n(dst, v, n, nullptr, true); }
hipError_t hipMemsetD16(void* dst, unsigned short v, size_t n) { return fill_n(dst, v, n, nullptr, true); }
hipError_t hipMemsetD8Async(void* dst, unsigned char v, size_t n, hipStream_t s) {
  return fill_n(dst, v, n, s, false);
}
hipError_t hipMemsetD16Async(void* dst, unsigned short v, size_t n, hipStream_t s) {
  return fill_n(dst, v, n, s, false);
}
hipError_t hipMemsetD32Async(void* dst, int v, size_t n, hipStream_t s) { return fill_n(dst, v, n, s, false); }
hipError_t hipMemset2DAsync(void* dst, size_t pitch, int value, size_t width, size_t height,
                            hipStream_t stream) {
  if (width > pitch) return ret(hipErrorInvalidPitchValue);
  if (width == 0 || height == 0) return hipSuccess;
  if (!dst) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  enqueue(s, [=] {
    for (size_t r = 0; r < height; ++r) memset(static_cast<char*>(dst) + r * pitch, value & 0xff, width);
  });
  return hipSuccess;
}

hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int* flags) {
  if (!flags) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  *flags = s->flags;
  return hipSuccess;
}
hipError_t hipStreamGetPriority(hipStream_t stream, int* priority) {
  if (!priority) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  *priority = 0;
  return hipSuccess;
}
hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t cb, void* user, unsigned int flags) {
  if (!cb || flags != 0) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  enqueue(s, [=] { cb(stream, hipSuccess, user); });
  return hipSuccess;
}
hipError_t hipLaunchHostFunc(hipStream_t stream, hipHostFn_t fn, void* user) {
  if (!fn) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  enqueue(s, [=] { fn(user); });
  return hipSuccess;
}
hipError_t hipStreamAttachMemAsync(hipStream_t stream, void* ptr, size_t, unsigned int) {
  if (!ptr) return ret(hipErrorInvalidValue);
  __xlate_stream* s = nullptr;
  if (!resolve(stream, &s)) return ret(hipErrorInvalidHandle);
  return hipSuccess;
}

hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* n, const void* func, int bs,
                                                                 size_t dyn, unsigned int flags) {
  if (flags & ~1u) return ret(hipErrorInvalidValue);
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(n, func, bs, dyn);
}
hipError_t hipFuncGetAttributes(hipFuncAttributes* a, const void* func) {
  if (!a) return ret(hipErrorInvalidValue);
  if (!func) return ret(hipErrorInvalidDeviceFunction);
  memset(a, 0, sizeof *a);
  a->maxThreadsPerBlock = kMaxThreads;
  a->maxDynamicSharedSizeBytes = static_cast<int>(kMaxShared);
  a->numRegs = 0;  // not known on the host
  a->binaryVersion = 94;
  a->ptxVersion = 94;
  a->preferredShmemCarveout = -1;
  return hipSuccess;
}
hipError_t hipFuncSetSharedMemConfig(const void* func, hipSharedMemConfig) {
  return func ? hipSuccess : ret(hipErrorInvalidDeviceFunction);
}

}  // extern "C"

hipError_t xlate_cpu::invalid_symbol() { return ret(hipErrorInvalidSymbol); }

hipError_t xlate_cpu::symbol_range(const SymbolRef& s, size_t count, size_t offset) {
  if (!s.addr) return ret(hipErrorInvalidSymbol);
  if (offset > s.size || count > s.size - offset) return ret(hipErrorInvalidValue);
  return hipSuccess;
}
