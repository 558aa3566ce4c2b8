// xlate CPU backend: running a launch. The blocks of a launch are spread over a pool of OS threads
// (workers); a worker runs one block at a time to completion, its threads as fibers (fibers.cpp) or,
// for kernels the build's analysis allows, in the loop form or the block form.

#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <thread>

#include "scheduler.h"

namespace xlate_rt XLATE_HIDDEN {

XLATE_TLS __thread Worker* t_worker = nullptr;

namespace {

// Runs block `b` of job `j` on worker `w`; in the block form of a kernel marked for spans (form 3),
// `span` consecutive blocks of one grid row from `b` on, in one call of the kernel.
void run_block(Worker* w, Job* j, uint64_t b, uint32_t span = 1) {
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
  ++w->interval;
#if XLATE_MEMCHECK
  // only the launch's dynamic shared bytes are addressable (in every form)
  __asan_unpoison_memory_region(w->dyn_shared, d.shared_bytes);
  if (d.shared_bytes < kMaxShared)
    __asan_poison_memory_region(w->dyn_shared + d.shared_bytes, kMaxShared - d.shared_bytes);
#endif
  if (j->form != 0) {
    // The loop form: d.block_loop runs every thread of the block in turn on this OS thread's own
    // stack, updating fibers[0]'s thread fields (so the crash handler and the watchdog name the
    // running thread). It is a single "thread" as far as the runtime is concerned.
    // The block form: the kernel is called once (d.thunk) with block_form set, and its split body
    // loops over the block's threads between its barriers itself, updating the same fields.
    Fiber& f = w->fibers[0];
    f.st.block_idx = w->block;
    f.st.block_dim = d.block;
    f.st.grid_dim = d.grid;
    f.st.thread_idx = {0, 0, 0};
    f.st.linear = f.st.lane = f.st.warp = 0;
    f.st.warp_size = static_cast<uint32_t>(W);
    f.st.block_form = j->form >= 2 ? 1 : 0;
    f.st.block_span = span;
    f.state = kReady;
    w->next_thread = n;
    w->live = 1;
    w->loop_form = true;
    w->current = &f;
    __xlate_cur = &f.st;
    w->busy.store(true, std::memory_order_relaxed);
    try {
      if (j->form >= 2)
        d.thunk(d.args);
      else
        d.block_loop(d.args);
    } catch (...) {
      die("a C++ exception escaped kernel %s (thread (%u,%u,%u) of block (%u,%u,%u)); exceptions are "
          "not allowed in device code", j->name.c_str(), f.st.thread_idx.x, f.st.thread_idx.y,
          f.st.thread_idx.z, w->block.x, w->block.y, w->block.z);
    }
    w->busy.store(false, std::memory_order_relaxed);
    w->progress.fetch_add(1, std::memory_order_relaxed);
    w->loop_form = false;
    f.st.block_form = 0;  // fibers[0] runs fibers later
    f.st.block_span = 1;
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
  w->conv_waiters = 0;
  w->next_thread = 0;  // threads start in order, as runners reach them (switch_out)
  w->runners = 0;
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
      if (watchdog_seconds() > 0 || hang_seconds() > 0) std::thread([this] { watchdog(workers_); }).detach();
#if !XLATE_MEMCHECK
      if (preempt_us() > 0) {
        install_preempt_handler();
        std::thread([this] { preempter(workers_); }).detach();
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
        if (j->form == 3) {  // spans: the chunk's blocks, cut where a grid row ends
          const uint64_t gx = j->d.grid.x;
          for (uint64_t k = b; k < end;) {
            const uint64_t stop = std::min({end, (k / gx + 1) * gx, k + uint64_t{XLATE_CPU_MAX_SPAN}});
            run_block(w, j.get(), k, static_cast<uint32_t>(stop - k));
            k = stop;
          }
        } else {
          for (uint64_t k = b; k < end; ++k) run_block(w, j.get(), k);
        }
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

}  // namespace

void run_job(const std::shared_ptr<Job>& j) { pool().run(j); }

}  // namespace xlate_rt

using namespace xlate_rt;

extern "C" {

void* __xlate_dynamic_shared(void) {
  Worker* w = t_worker;
  if (!w) die("dynamic shared memory (HIP_DYNAMIC_SHARED) used outside a kernel");
  return w->dyn_shared;
}

}  // extern "C"
