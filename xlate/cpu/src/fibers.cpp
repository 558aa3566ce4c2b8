// xlate CPU backend: fibers. Each thread of a block is a fiber (Boost.Context fcontext) on a stack
// of its own mapping, with a guard page below it (an overflow faults there and the crash handler
// reports it as such). A stack runs threads one after another until one has to wait; switch_out
// leaves a fiber for the next one that can run, or for the worker's own context.

#include <sys/mman.h>

#include "scheduler.h"

// The GPU thread running on this OS thread (xlate_cpu/abi.h): set on every switch.
extern "C" {
XLATE_TLS __thread struct __xlate_thread* __xlate_cur = nullptr;
}

namespace xlate_rt XLATE_HIDDEN {

namespace {

Stack make_stack(size_t size) {
  size_t pg = page_size();
  size = (size + pg - 1) / pg * pg;
  void* p = mmap(nullptr, size + pg, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (p == MAP_FAILED) die("cannot map a %zu-byte fiber stack (out of memory)", size + pg);
  if (mprotect(p, pg, PROT_NONE) != 0) die("cannot protect a fiber stack guard page");
  return Stack{static_cast<char*>(p), size};
}

Fiber* start_runner(Worker* w);

void reclaim(Worker* w) {
  if (w->retired.base) {
    w->free_stacks.push_back(w->retired);
    w->retired = Stack{};
  }
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
  f.conv_depth = 0;
  f.conv_latches = 0;
  f.conv_done[0] = 0;
  f.conv_waiting = false;
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

}  // namespace

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

}  // namespace xlate_rt
