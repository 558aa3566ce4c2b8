// xlate CPU backend: fibers, workers and launches, as the runtime's files share them (fibers.cpp,
// rendezvous.cpp, scheduler.cpp, watchdog.cpp, launch.cpp, memory.cpp).
#pragma once

#include <boost/context/detail/fcontext.hpp>

#include <pthread.h>
#include <signal.h>
#include <time.h>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "runtime_internal.h"

namespace xlate_rt XLATE_HIDDEN {

namespace bctx = boost::context::detail;

// ------------------------------------------------------------------ fibers

struct Stack {
  char* base = nullptr;  // start of the mapping; the first page is the guard
  size_t size = 0;       // usable bytes above the guard
};

enum FiberState { kReady, kWaitBarrier, kWaitWarp, kDone };

// A region of device code the thread is in, for the warp's reconvergence (convergence.cpp): a loop
// (`n` its iterations so far) or one side of a branch (`n` stays 0).
struct ConvEntry {
  const char* base = nullptr;  // the region's identity (the plugin's private global)
  int side = 0;                // the branch's side taken (0 for a loop)
  uint64_t n = 0;
};
inline constexpr int kConvDepth = 16;  // regions deeper than this are not followed

struct Fiber {
  __xlate_thread st{};
  bctx::fcontext_t ctx = nullptr;
  Stack stack;
  FiberState state = kReady;
  uint64_t warp_result = 0;
  int bar_result = 0;
  // convergence.cpp: the regions the thread is in, outermost first, and at each level how many
  // regions it has left since it entered the enclosing one (or began that loop iteration)
  int conv_depth = 0;
  bool conv_waiting = false;
  uint64_t conv_latches = 0;  // back edges taken (a waiting lane's measure of spinning lanes)
  ConvEntry conv[kConvDepth];
  uint32_t conv_done[kConvDepth + 1] = {};
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

struct Worker {
  Fiber sched;  // the worker's own context (runs run_block), resumed when no fiber can run
  std::vector<Fiber> fibers;  // one per thread of the block (its state; not its stack)
  // Runners: a fiber stack runs threads one after another (a plain loop over the block's threads)
  // until the thread it runs has to wait; then that thread keeps the stack and the next unstarted
  // thread starts on another one. A block whose threads never wait needs one stack.
  int next_thread = 0;             // the first thread not started yet
  unsigned runners = 0;            // runners the current block started
  bool loop_form = false;          // running a block in the loop or block form (no fibers)
  std::vector<Stack> free_stacks;  // stacks no runner uses
  std::vector<Stack> all_stacks;   // every stack made (the crash handler looks for guard pages)
  Stack retired{};                 // the stack of a runner that just ended (reusable once left)
  // read by the watchdog thread
  std::atomic<uint64_t> progress{0};  // barriers released, warp operations completed, exits
  std::atomic<bool> busy{false};      // running a block
  // preemption (watchdog.cpp, "preemption"): fiber switches so far, the OS thread, and the executable
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
  int conv_waiters = 0;  // fibers in the ready queue that wait at a reconvergence point
  // ready queue (ring buffer of fiber indices)
  std::vector<int> ring;  // a power of two in size: indices are masked, not divided
  size_t ring_mask = 0;
  size_t head = 0, tail = 0;
  unsigned char* dyn_shared = nullptr;
  char* sigstack = nullptr;
  const char* kname = nullptr;  // the running kernel's name (read by the crash handler)
  // racecheck (racecheck.cpp): the interval between two barriers the block is in; it grows at every
  // block start and barrier release, so a shadow cell from an earlier interval counts as empty
  uint64_t interval = 0;
#if XLATE_MEMCHECK
  const void* sched_stack = nullptr;  // the worker thread's own stack (for the fiber annotations)
  size_t sched_stack_size = 0;
#endif

  void push(int i) {
    ring[tail & ring_mask] = i;
    ++tail;
  }
};

// The worker running on this OS thread (null on other threads).
extern XLATE_TLS __thread Worker* t_worker;

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
  int form = 0;  // 0 fibers, 1 the loop form (d.block_loop), 2 the block form (d.thunk once per block)
};

// Other threads of the block could run now (ready, or not started yet).
inline bool others_ready(const Worker* w) { return w->head != w->tail || w->next_thread < w->nthreads; }

// fibers.cpp
// Leaves the current fiber (`self`, whose state the caller has set) for the next ready fiber of
// the block, or for the worker's scheduler context when none is ready. Fibers switch directly to
// each other: one context switch per wait. The context we left is stored by whoever resumes.
void switch_out(Worker* w, Fiber* self);

// rendezvous.cpp
// A thread of the block ended: it leaves its warp's pending collectives and the barrier.
void fiber_exit(Worker* w, Fiber* f);
// Ends the process naming where the threads of a block that cannot proceed wait.
[[noreturn]] void report_deadlock(Worker* w);

// scheduler.cpp
// Runs every block of `j` on the worker pool (started on first use); returns when all have ended.
void run_job(const std::shared_ptr<Job>& j);

// intdiv.cpp: for the crash handler; true when the SIGFPE was an integer division by zero (or INT_MIN / -1)
// in a kernel, now given a result and resumed after the instruction (no GPU traps on it)
bool resume_after_integer_division(int sig, siginfo_t* info, void* ucontext);

// watchdog.cpp
void install_crash_handler();
void install_preempt_handler();
// The threads that watch the workers (started by the pool; they never return). Memcheck builds do
// not preempt.
void watchdog(const std::vector<Worker*>& workers);
#if !XLATE_MEMCHECK
void preempter(const std::vector<Worker*>& workers);
#endif
// The executable segment holding `fn` (cached per address), or an empty range when none does or
// when it is this library's own (a launch through a runtime thunk).
std::pair<uintptr_t, uintptr_t> code_segment(const void* fn);

}  // namespace xlate_rt
