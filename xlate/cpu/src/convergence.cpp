// xlate CPU backend: a warp's reconvergence in warp-synchronous code (docs/cpu-backend.md,
// "Reconvergence").
//
// On a GPU the lanes of a warp that split at a branch meet again where the branch's two paths join,
// and lanes that leave a loop early wait at its exit for the others; within a loop, each iteration
// ends for all the lanes still in it before the next begins. Code written for warp-synchronous
// execution relies on that through `volatile` memory: OpenMM's group centres (customCentroidBond.cc)
// end a block-wide tree sum with `if (thread == 0) out[g] = temp[0]+temp[1];` inside a loop over
// groups, and lane 1, which skips the branch, writes its `temp[1]` of the next group only after lane 0
// has read it. The fiber form runs a lane until it has to wait, so lane 1 went round the loop first.
//
// The plugin (xlate/cpu/plugin/reconverge.cpp) marks, in device code with volatile accesses, the loops
// and the branches whose paths hold such an access: `__xlate_conv_enter` on the edges into the loop or
// into each side of the branch, `__xlate_conv_latch` on a loop's back edges, `__xlate_conv_exit` on
// the edges that leave it (into the join block, out of the loop). Each thread keeps the regions it is
// in (Fiber::conv); at a latch and an exit it waits until no live lane of its warp is behind it: not
// started yet, or in the same regions with fewer of them left at some level, or an earlier iteration
// of the same loop, or not yet into the region it just left. Lanes on the two sides of one branch are
// not ordered (a GPU may run either side first). Waiting is giving the turn to the other ready threads
// of the block; it ends when nobody is behind, when only waiting threads could run (a lane behind waits
// at a barrier or a warp operation that needs this one: not a wait a GPU would have), once the warp's
// lanes took kSpinLatches back edges each on average meanwhile, or after kWaitLimit turns (the lanes
// behind spin, likely for something this one does after the join: a GPU since Volta lets both go on,
// and so does this; a lane's long loop in a branch that the others then read is the price).

#include "scheduler.h"

namespace xlate_rt XLATE_HIDDEN {
namespace {

constexpr unsigned kWaitLimit = 1u << 16;
// A wait ends once the lanes of the warp took this many back edges per lane meanwhile.
constexpr unsigned kSpinLatches = 256;

// Whether thread `o` is behind thread `f` of the same warp (see above).
bool behind(const Fiber& o, const Fiber& f) {
  const int fd = f.conv_depth < kConvDepth ? f.conv_depth : kConvDepth;
  const int od = o.conv_depth < kConvDepth ? o.conv_depth : kConvDepth;
  for (int k = 0;; ++k) {
    if (o.conv_done[k] != f.conv_done[k]) return o.conv_done[k] < f.conv_done[k];
    const bool fin = k < fd, oin = k < od;
    if (!fin || !oin) return fin && !oin;  // `o` has not entered the region `f` is in
    const ConvEntry &a = o.conv[k], &b = f.conv[k];
    if (a.base != b.base || a.side != b.side) return false;  // other regions or sides: no order
    if (a.n != b.n) return a.n < b.n;
    if (k + 1 >= kConvDepth) return false;
  }
}

// Whether a lane of `f`'s warp is behind it; `latches` gets the back edges its warp-mates took.
bool someone_behind(const Worker* w, const Fiber* f, uint64_t& latches) {
  const int W = w->warp_size;
  const int first = static_cast<int>(f->st.warp) * W;
  const int last = first + W < w->nthreads ? first + W : w->nthreads;
  bool any = false;
  latches = 0;
  for (int i = first; i < last; ++i) {
    const Fiber& o = w->fibers[static_cast<size_t>(i)];
    if (&o == f || i >= w->next_thread) {
      any = any || &o != f;  // not started yet
      continue;
    }
    latches += o.conv_latches;
    if (o.state != kDone && !any) any = behind(o, *f);
  }
  return any;
}

void wait_for_warp(Worker* w, Fiber* f) {
  uint64_t start = 0, latches = 0;
  const uint64_t spin = static_cast<uint64_t>(kSpinLatches) * static_cast<uint64_t>(w->warp_size);
  for (unsigned turns = 0; turns < kWaitLimit; ++turns) {
    if (!someone_behind(w, f, latches)) return;
    if (turns == 0) start = latches;
    else if (latches - start > spin) return;  // the lanes behind go round a loop: a spin, likely
    const size_t queued = w->tail - w->head;
    // nobody but waiting threads could run: whoever is behind waits for something that needs us
    if (w->next_thread >= w->nthreads && queued <= static_cast<size_t>(w->conv_waiters)) return;
    f->conv_waiting = true;
    ++w->conv_waiters;
    w->push(static_cast<int>(f - w->fibers.data()));
    switch_out(w, f);
    --w->conv_waiters;
    f->conv_waiting = false;
  }
}

// The level of the innermost region `base` names among those `f` follows, or -1.
int find_level(const Fiber* f, const char* base) {
  for (int d = (f->conv_depth < kConvDepth ? f->conv_depth : kConvDepth) - 1; d >= 0; --d)
    if (f->conv[d].base == base) return d;
  return -1;
}

Fiber* fiber_here() {
  Worker* w = t_worker;
  if (!w || w->loop_form) return nullptr;  // host code, or the loop and block forms (one "thread")
  return w->current;
}

}  // namespace
}  // namespace xlate_rt

using namespace xlate_rt;

extern "C" {

void __xlate_conv_enter(const char* base, int side) {
  Fiber* f = fiber_here();
  if (!f) return;
  const int d = f->conv_depth++;
  if (d >= kConvDepth) return;
  f->conv[d] = ConvEntry{base, side, 0};
  f->conv_done[d + 1] = 0;
}

void __xlate_conv_latch(const char* base) {
  Fiber* f = fiber_here();
  if (!f || f->conv_depth > kConvDepth) return;
  const int d = find_level(f, base);
  if (d < 0) return;
  f->conv_depth = d + 1;  // regions entered and not left (a branch whose paths were not nested)
  ++f->conv[d].n;
  ++f->conv_latches;
  f->conv_done[d + 1] = 0;
  wait_for_warp(t_worker, f);
}

void __xlate_conv_exit(const char* base) {
  Fiber* f = fiber_here();
  if (!f) return;
  if (f->conv_depth > kConvDepth) {  // a region below the followed depth
    --f->conv_depth;
    return;
  }
  const int d = find_level(f, base);
  if (d < 0) return;
  f->conv_depth = d;
  ++f->conv_done[d];
  wait_for_warp(t_worker, f);
}

}  // extern "C"
