// xlate CPU backend: what watches the workers. The crash handler names the kernel, block and thread
// a fatal signal hit; the preempter switches away from fibers that spin while others of their
// block could run; the watchdog ends blocks (and lone threads) that make no progress.

#include <dlfcn.h>
#include <link.h>
#include <signal.h>
#include <ucontext.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <map>
#include <mutex>
#include <thread>

#include "scheduler.h"
#include "sigbuf.h"

namespace xlate_rt XLATE_HIDDEN {

// ------------------------------------------------------------------ the crash handler

namespace {


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

// Where the fault happened: the instruction's symbol (mangled: demangling allocates) and its offset
// in its library, which `addr2line -f -C -e LIB OFFSET` turns into a function and source line.
void append_fault_pc(SigBuf& m, void* ucontext) {
  uintptr_t pc = 0;
#if defined(__x86_64__)
  if (ucontext) pc = static_cast<uintptr_t>(static_cast<ucontext_t*>(ucontext)->uc_mcontext.gregs[REG_RIP]);
#elif defined(__aarch64__)
  if (ucontext) pc = static_cast<uintptr_t>(static_cast<ucontext_t*>(ucontext)->uc_mcontext.pc);
#endif
  if (!pc) return;
  Dl_info dl{};
  if (!dladdr(reinterpret_cast<void*>(pc), &dl) || !dl.dli_fname) {
    m.s("; at pc ").x(pc);
    return;
  }
  m.s("; at pc ");
  if (dl.dli_sname && dl.dli_saddr) m.s(dl.dli_sname).s("+").x(pc - reinterpret_cast<uintptr_t>(dl.dli_saddr)).s(" ");
  m.library_offset(dl, pc);
}

// A fatal signal (fault, abort) ends the program with one line naming the kernel, block and thread
// that ran (or "host code"), then with the signal's default action, so that nothing dies silently.
// A fault in a fiber stack's guard page is reported as the stack overflow it is (exit 97).
void crash_handler(int sig, siginfo_t* info, void* ucontext) {
  if (resume_after_integer_division(sig, info, ucontext)) return;
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
  if (sig == SIGSEGV && info && info->si_code == SI_KERNEL && !info->si_addr) {
    // x86-64 reports a general protection fault without an address
    m.s(" (a general protection fault: a non-canonical address, e.g. a pointer computed from garbage, or an "
        "aligned vector access to a misaligned address; the address is not known)");
  } else if ((sig == SIGSEGV || sig == SIGBUS) && info) {
    m.s(" at address ").x(reinterpret_cast<uintptr_t>(info->si_addr));
  }
  if (w && w->busy.load(std::memory_order_relaxed) && w->kname) {
    if (const Fiber* f = w->current) {
      __xlate_uint3 b, t;
      reported_ids(f->st, &b, &t);  // a span's block too
      m.s(" in kernel ").s(w->kname).s(", block ").dim(b).s(" thread ").dim(t);
      // the loop and block forms' thread loops keep the record up to date with plain stores, which
      // the compiler may move out of a vectorised loop (memcheck builds store every thread)
      if (w->loop_form && !XLATE_MEMCHECK)
        m.s(" (the thread loop of the loop or block form recorded it lazily: it may be an earlier thread "
            "of the same loop)");
    } else {
      m.s(" in kernel ").s(w->kname).s(", block ").dim(w->block).s(" (in the runtime, between threads)");
    }
    if (sig != SIGABRT) append_fault_pc(m, ucontext);
    if ((sig == SIGSEGV || sig == SIGBUS) && !XLATE_MEMCHECK)
      m.s("; run it with `xlate run --memcheck` (or build with XLATE_NVCC_MEMCHECK=1) to find the access");
  } else {
    m.s(" in host code");
    if (sig != SIGABRT) append_fault_pc(m, ucontext);
  }
  m.emit();
  racecheck_fatal_summary();
  signal(sig, SIG_DFL);  // end with the signal's default action once the handler returns
  raise(sig);
}

}  // namespace

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

namespace {

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

}  // namespace

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

namespace {

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
  // SIGURG is blocked while this handler runs (no SA_NODEFER): a delivery at its entry, or while it
  // decides, would nest another signal frame on the fiber's stack, and a worker descheduled on a
  // loaded machine finds the periodic timer's signal pending each time it is scheduled again (ggml's
  // flash attention overflowed a fiber stack with nested handler frames that way). Unblocked here,
  // just before the switch, so that the fiber switched to stays preemptible; this fiber gets its
  // own mask back at sigreturn when it resumes. A delivery between the two returns at once (its pc
  // is in the runtime) with SIGURG blocked again: one extra frame at most.
  sigset_t urg;
  sigemptyset(&urg);
  sigaddset(&urg, SIGURG);
  pthread_sigmask(SIG_UNBLOCK, &urg, nullptr);
  w->push(static_cast<int>(f - w->fibers.data()));
  switch_out(w, f);
  w->timer_seen = w->switches.load(std::memory_order_relaxed);
  errno = saved;
#else
  (void)info;
  (void)uc;
#endif
}

}  // namespace

void install_preempt_handler() {
  struct sigaction sa{};
  sa.sa_sigaction = preempt_handler;
  // no SA_NODEFER: SIGURG stays blocked while the handler decides; it unblocks the signal itself
  // right before switching fibers (see preempt_handler)
  sa.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGURG, &sa, nullptr);
}

#if !XLATE_MEMCHECK
// Sends SIGURG to a worker that has run one fiber for a whole quantum while others of its block
// are ready (see "preemption"). Ticks every quantum; after a tick that preempted, every tenth of
// it (spinning fibers are being rotated: find the next spinner quickly).
void preempter(const std::vector<Worker*>& workers) {
  const auto quantum = std::chrono::microseconds(preempt_us());
  const double quantum_s = static_cast<double>(preempt_us()) * 1e-6;
  std::vector<uint64_t> seen(workers.size(), ~uint64_t{0});
  std::vector<double> since(workers.size(), 0.0);  // the worker's CPU time when `seen` changed
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
    for (size_t i = 0; i < workers.size(); ++i) {
      Worker* w = workers[i];
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
#endif

// ------------------------------------------------------------------ the watchdog

// A block whose threads make no progress (no barrier released, no warp operation completed, no
// thread finished) for XLATE_CPU_WATCHDOG_S seconds while some of its threads wait is a thread
// spinning on something only a waiting thread could change: report it instead of hanging.
//
// A thread that is the only one left in its block (nobody waits for it) and makes no progress for
// XLATE_CPU_HANG_S seconds (default 300) is taken for an endless loop and reported too.
void watchdog(const std::vector<Worker*>& workers) {
  const double limit = static_cast<double>(watchdog_seconds());
  const double hang = static_cast<double>(hang_seconds());
  std::vector<uint64_t> seen(workers.size(), ~uint64_t{0});
  std::vector<double> still(workers.size(), 0.0);
  const double tick = 0.05;
  for (;;) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    for (size_t i = 0; i < workers.size(); ++i) {
      Worker* w = workers[i];
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
        __xlate_uint3 b, t;
        reported_ids(cur->st, &b, &t);
        die("kernel %s: thread (%u,%u,%u) of block (%u,%u,%u) ran %.0f s without reaching a "
            "barrier, warp operation or the end of the kernel (an endless loop?); stopped by the "
            "watchdog (XLATE_CPU_HANG_S sets this limit, default 300 s; 0 disables it)",
            w->job->name.c_str(), t.x, t.y, t.z, b.x, b.y, b.z, still[i]);
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

}  // namespace xlate_rt
