// xlate CPU backend: barriers and warp collectives (docs/cpu-backend.md, "Convergence model"). Each
// is a rendezvous of the fibers it names: a fiber that arrives waits (switch_out) until the last
// one arrives and computes every participant's result. A thread arriving at another site or with
// another mask, a lane that is live but never arrives, and a block where no thread can proceed are
// errors naming the sites. Lanes a mask names that have returned (or lie beyond the block's last
// thread) are not waited for, as CUDA waits only for the non-exited lanes of a mask.

#include <cstdio>
#include <cstring>
#include <mutex>
#include <set>
#include <string>
#include <thread>

#include "scheduler.h"

namespace xlate_rt XLATE_HIDDEN {

namespace {

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

// The `*_sync` spelling of a masked warp operation (`__syncwarp` has no other).
std::string sync_name(int kind) {
  return kind == __XLATE_SYNCWARP ? std::string(op_name(kind)) : std::string(op_name(kind)) + "_sync";
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
  ++w->interval;
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

inline int shfl_source(int kind, int l, int arg, int width) { return __xlate_shfl_source(kind, l, arg, width); }

// The results of warp collective `kind` over the lanes `expected` (CUDA's rules, the same for the
// fiber form's rendezvous and the block form's lane loops): res[l] for each expected lane, from the
// lanes' operands val[] and arguments arg[]. Returns -1, or the first lane whose shuffle reads a lane
// outside `expected` (its source lane in *bad_src): the value would be undefined.
int warp_results(int kind, int W, int width, uint64_t expected, uint64_t exists, const uint64_t* val,
                 const int* arg, uint64_t* res, int* bad_src, bool* read_missing) {
  uint64_t ballot = 0;
  for (int l = 0; l < W; ++l)
    if ((expected >> l & 1) && val[l] != 0) ballot |= uint64_t{1} << l;
  for (int l = 0; l < W; ++l) {
    if (!(expected >> l & 1)) continue;
    uint64_t r = 0;
    int src = l;
    switch (kind) {
      case __XLATE_SHFL:
      case __XLATE_SHFL_UP:
      case __XLATE_SHFL_DOWN:
      case __XLATE_SHFL_XOR: src = shfl_source(kind, l, arg[l], width); break;
      case __XLATE_BALLOT: r = ballot; break;
      case __XLATE_ANY: r = ballot != 0; break;
      case __XLATE_ALL: r = ballot == expected; break;
      case __XLATE_SYNCWARP: r = 0; break;
      case __XLATE_MATCH_ANY:
        for (int k = 0; k < W; ++k)
          if ((expected >> k & 1) && val[k] == val[l]) r |= uint64_t{1} << k;
        break;
      case __XLATE_MATCH_ALL: {
        bool same = true;
        for (int k = 0; k < W; ++k)
          if ((expected >> k & 1) && val[k] != val[l]) same = false;
        r = same ? expected : 0;
        break;
      }
    }
    if (kind >= __XLATE_SHFL && kind <= __XLATE_SHFL_XOR) {
      if (src >= 0 && src < W && !(exists >> src & 1)) {
        // a lane beyond the block's last thread (a partial warp), or one that has returned (the fiber
        // form passes only live lanes as `exists`): gfx942's ds_bpermute reads 0 from a disabled lane,
        // so the program computes there what it computes here (CUDA leaves the value undefined;
        // note_missing_source says so once per call site)
        *read_missing = true;
        res[l] = 0;
        continue;
      }
      if (src < 0 || src >= W || !(expected >> src & 1)) {
        *bad_src = src;
        return l;
      }
      r = val[src];
    }
    res[l] = r;
  }
  return -1;
}

// The lane loops' common case, computed directly: a shuffle whose lanes all pass the same width and
// either no mask or the same mask naming exactly the warp's lanes (for compat32 forms: the full
// 32-bit mask, one group per half), every source lane taking part. Returns false (nothing written)
// otherwise: the general path then runs the fiber form's checks and reports any error.
bool uniform_shuffle(__xlate_lane_op* o, unsigned cnt, uint64_t exists, int W) {
  const int kind = o[0].kind, width = o[0].width;
  if (kind < __XLATE_SHFL || kind > __XLATE_SHFL_XOR || width <= 0 || width > W || (width & (width - 1)) != 0)
    return false;
  const bool has_mask = o[0].has_mask != 0, c32 = o[0].c32 != 0;
  const uint64_t mask = W == 32 ? o[0].mask & 0xffffffffull : o[0].mask;
  if (has_mask && !(c32 ? static_cast<uint32_t>(mask) == 0xffffffffu : mask == exists)) return false;
  for (unsigned l = 1; l < cnt; ++l)
    if (o[l].width != width || o[l].has_mask != o[0].has_mask || o[l].c32 != o[0].c32 ||
        (has_mask && (W == 32 ? o[l].mask & 0xffffffffull : o[l].mask) != mask))
      return false;
  // every lane's source must exist (c32: inside the lane's half, which width <= 32 guarantees)
  for (unsigned l = 0; l < cnt; ++l) {
    const int src = shfl_source(kind, static_cast<int>(l), o[l].arg, width);
    if (src < 0 || static_cast<unsigned>(src) >= cnt || (c32 && (src & 32) != static_cast<int>(l & 32u))) return false;
  }
  for (unsigned l = 0; l < cnt; ++l) o[l].result = o[shfl_source(kind, static_cast<int>(l), o[l].arg, width)].value;
  return true;
}

// The lane loops' common case of a vote (__ballot_sync, __any_sync, __all_sync; HIP's spellings, or
// compat32's at wave32) computed directly: every lane in `act` passes the same mask, naming exactly the
// lanes in `act` (the lanes that reach it). Returns false (nothing written) otherwise.
bool uniform_vote(__xlate_lane_op* o, uint64_t act, int W) {
  const int first = __builtin_ctzll(act), kind = o[first].kind;
  if (kind < __XLATE_BALLOT || kind > __XLATE_ALL) return false;
  const uint64_t keep = W == 32 ? 0xffffffffull : ~uint64_t{0};
  uint64_t ballot = 0;
  for (uint64_t m = act; m; m &= m - 1) {
    const int l = __builtin_ctzll(m);
    if (o[l].kind != kind || !o[l].has_mask || (o[l].c32 && W != 32) || (o[l].mask & keep) != act) return false;
    ballot |= uint64_t{o[l].value != 0} << l;
  }
  uint64_t r = kind == __XLATE_BALLOT ? ballot : kind == __XLATE_ANY ? ballot != 0 : ballot == act;
  for (uint64_t m = act; m; m &= m - 1) {
    const int l = __builtin_ctzll(m);
    switch (o[l].post) {  // W == 32 here for compat32 forms: narrowing keeps the 32 bits
      case __XLATE_POST_NONZERO: case __XLATE_POST_NARROW_NONZERO: o[l].result = r != 0; break;
      case __XLATE_POST_ZERO: case __XLATE_POST_NARROW_ZERO: o[l].result = r == 0; break;
      default: o[l].result = r; break;
    }
  }
  return true;
}

[[noreturn]] void bad_source(Worker* w, int kind, const char* file, int line, int col, int lane,
                             unsigned warp, int src, uint64_t expected) {
  char b[64];
  describe_block(w, b, sizeof b);
  die("%s at %s:%d:%d: lane %d of warp %u in %s reads lane %d, which does not take part "
      "(participating lanes 0x%llx); the value would be undefined",
      op_name(kind), file, line, col, lane, warp, b, src, static_cast<unsigned long long>(expected));
}

// Whether this is the first report of `what` at the call site file:line:col (each warning below is one line
// on stderr per call site); `key` gets "file:line:col".
bool first_report(const char* what, const char* file, int line, int col, std::string& key) {
  static std::mutex m;
  static std::set<std::string> seen;
  key = std::string(file ? file : "?") + ":" + std::to_string(line) + ":" + std::to_string(col);
  std::lock_guard<std::mutex> lk(m);
  return seen.insert(std::string(what) + "@" + key).second;
}

// One line on stderr per call site whose shuffle read a lane that does not exist or has returned (warp_results).
void note_missing_source(int kind, const char* file, int line, int col) {
  std::string key;
  if (!first_report("missing-source", file, line, col, key)) return;
  fprintf(stderr,
          "xlate-cpu: warning: %s at %s: lanes read lanes beyond the block's last thread (a partial warp) or that "
          "have returned; they read 0, as on gfx942 (CUDA leaves the value undefined)\n",
          op_name(kind), key.c_str());
}

// The checks of one lane's arguments that both forms make, with the fiber form's messages: a shuffle's
// width, the lane in its own mask. (Lanes the mask names that do not take part because they returned or
// do not exist: absent_lanes.)
void check_lane_args(Worker* w, int kind, int has_mask, uint64_t mask, int width, unsigned lane, unsigned warp,
                     const char* file, int line, int col) {
  const int W = w->warp_size;
  char b[64];
  if (kind >= __XLATE_SHFL && kind <= __XLATE_SHFL_XOR && (width <= 0 || width > W || (width & (width - 1)) != 0))
    die("%s at %s:%d:%d: width %d is not a power of two in [1, %d]", op_name(kind), file, line, col, width, W);
  if (!has_mask) return;
  if (!(mask >> lane & 1)) {
    describe_block(w, b, sizeof b);
    die("%s at %s:%d:%d: lane %u of warp %u in %s is not in its own mask 0x%llx", sync_name(kind).c_str(), file,
        line, col, lane, warp, b, static_cast<unsigned long long>(mask));
  }
}

// A mask that names lanes which do not take part because they have returned or lie beyond the block's last
// thread: CUDA's rule is that every non-exited lane of the mask executes the operation, so they are not
// waited for (a shuffle that reads one reads 0: warp_results). One line on stderr per call site.
void absent_lanes(int kind, uint64_t mask, uint64_t absent, const char* file, int line, int col) {
  std::string key;
  if (!first_report("absent-lanes", file, line, col, key)) return;
  fprintf(stderr,
          "xlate-cpu: warning: %s at %s: the mask 0x%llx names lanes 0x%llx that have returned or lie beyond the "
          "block's last thread; they are not waited for, as CUDA waits only for the lanes of a mask that have not "
          "exited (a shuffle that reads one reads 0, as on gfx942; CUDA leaves that value undefined)\n",
          sync_name(kind).c_str(), key.c_str(), static_cast<unsigned long long>(mask),
          static_cast<unsigned long long>(absent));
}

void complete_warp(Worker* w, int warp, WarpRv& r, Fiber* self) {
  const int W = w->warp_size;
  uint64_t res[64];
  int src = 0;
  bool missing = false;
  // a lane that has returned is read as one that does not exist (0, as gfx942's ds_bpermute reads from a
  // disabled lane); a live lane outside the participants is an error (bad_source)
  const int bad = warp_results(r.kind, W, r.width, r.expected, w->warp_exists[warp] & w->warp_live[warp], r.val,
                               r.arg, res, &src, &missing);
  if (bad >= 0) bad_source(w, r.kind, r.file, r.line, r.col, bad, static_cast<unsigned>(warp), src, r.expected);
  if (missing) note_missing_source(r.kind, r.file, r.line, r.col);
  for (int l = 0; l < W; ++l) {
    if (!(r.expected >> l & 1)) continue;
    Fiber& f = w->fibers[static_cast<size_t>(warp) * W + l];
    f.warp_result = res[l];
    if (f.state == kWaitWarp) {
      f.state = kReady;
      if (&f != self) w->push(static_cast<int>(&f - w->fibers.data()));
    }
  }
  r.pending = false;
  r.arrived = 0;
  w->progress.fetch_add(1, std::memory_order_relaxed);
}

}  // namespace

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
    // a lane the mask names returns while its warp-mates wait: CUDA waits only for non-exited lanes
    if (r.has_mask) absent_lanes(r.kind, r.mask, bit, r.file, r.line, r.col);
    r.expected &= ~bit;  // the participants are the lanes still running
    if (r.arrived == r.expected) complete_warp(w, static_cast<int>(warp), r, nullptr);
  }
  }
  (void)W;
  if (w->bar_arrived > 0 && w->bar_arrived == w->live) release_barrier(w, nullptr);
}

}  // namespace xlate_rt

using namespace xlate_rt;

namespace {

[[noreturn]] void loop_form_violation(Worker* w, const char* what, const char* file, int line) {
  die("internal error: kernel %s runs in the loop or block form but reached %s at %s:%d, which the "
      "build's analysis (xlate/pipeline/cpu_forms.py, cpu_split.py) should have seen; run it with "
      "XLATE_CPU_FORM=fibers and report this", w->job->name.c_str(), what, file, line & ((1 << 20) - 1));
}

}  // namespace

extern "C" {

void __xlate_yield(void) {
  Worker* w = t_worker;
  Fiber* f = w ? w->current : nullptr;
  if (!f || !others_ready(w)) return;  // outside a kernel, or nobody else can run
  w->push(static_cast<int>(f - w->fibers.data()));
  switch_out(w, f);
}

// The loop and block forms start no other thread (others_ready is false there), so both return at once.
void __xlate_volatile_step(void) { __xlate_yield(); }

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
  check_lane_args(w, kind, has_mask, mask, width, lane, warp, file, line, col);
  // the lanes this lane waits for: its mask's lanes that are still running (absent_lanes)
  uint64_t takes_part = mask;
  if (has_mask && (mask & ~w->warp_live[warp])) {
    absent_lanes(kind, mask, mask & ~w->warp_live[warp], file, line, col);
    takes_part = mask & w->warp_live[warp];
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
      join = (c.expected & takes_part) != 0 || expects_me;
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
    r.expected = has_mask ? takes_part : w->warp_live[warp];
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
      die("warp operation mask mismatch at %s:%d:%d (%s): lane %u of warp %u in %s passes "
          "0x%llx, lanes 0x%llx passed 0x%llx",
          file, line, col, sync_name(kind).c_str(), lane, warp, XB, static_cast<unsigned long long>(mask),
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

// The block form's warp operations as lane loops (docs/cpu-backend.md, "Execution forms"): every
// thread of the block reached the operation together (the build proved it) and left its operands in
// ops[]. Per warp, the lanes "arrive" in order, with the checks __xlate_warp_op makes and its errors
// (a lane outside its own mask, a mask or width that differs
// from the lanes waiting with an overlapping mask); lanes with disjoint masks form separate groups
// as they do there. Each group's results come from warp_results, as the fiber form's.
// `active` (or null: every thread): the threads that take the branch of a lane-dependent if holding the
// operation are those whose byte equals `taken` (predicated regions); a mask naming a lane of the other
// branch is an error, as in the fiber form (where that lane never arrives: an exit, deadlock or
// divergence error).
static void lane_ops(struct __xlate_lane_op* ops, unsigned n, const unsigned char* active, int taken,
                     const char* file, int line) {
  Worker* w = t_worker;
  if (!w || !w->current) die("warp operation called outside a kernel at %s:%d", file, line & ((1 << 20) - 1));
  const int col = line >> 20;
  line &= (1 << 20) - 1;
  const int W = w->warp_size;
  char b[64];
#define XB (describe_block(w, b, sizeof b), b)
  struct Group {
    bool has_mask;
    uint64_t mask, expected, arrived;
    int width;
  };
  uint64_t val[64], res[64];
  int arg[64];
  for (unsigned base = 0, warp = 0; base < n; base += static_cast<unsigned>(W), ++warp) {
    const unsigned cnt = n - base < static_cast<unsigned>(W) ? n - base : static_cast<unsigned>(W);
    const uint64_t exists = cnt >= 64 ? ~uint64_t{0} : (uint64_t{1} << cnt) - 1;
    __xlate_lane_op* o = ops + base;
    uint64_t act = exists;  // the lanes that reach the operation
    if (active)
      for (unsigned lane = 0; lane < cnt; ++lane)
        if (active[base + lane] != taken) act &= ~(uint64_t{1} << lane);
    if (act == 0) continue;
    const int kind = o[__builtin_ctzll(act)].kind;
    if ((act == exists && uniform_shuffle(o, cnt, exists, W)) || uniform_vote(o, act, W)) continue;
    Group groups[64];
    int ngroups = 0;
    for (unsigned lane = 0; lane < cnt; ++lane) {
      const uint64_t bit = uint64_t{1} << lane;
      if (!(act & bit)) continue;
      const bool has_mask = o[lane].has_mask != 0;
      const int width = o[lane].width;
      uint64_t mask = o[lane].mask;
      if (o[lane].c32) mask = (static_cast<uint64_t>(static_cast<uint32_t>(mask)) << (lane & 32u)) & exists;
      if (W == 32) mask &= 0xffffffffull;
      check_lane_args(w, kind, has_mask, mask, width, lane, warp, file, line, col);
      if (has_mask && (mask & ~exists)) {  // lanes beyond the block's last thread: not waited for
        absent_lanes(kind, mask, mask & ~exists, file, line, col);
        mask &= exists;
      }
      Group* g = nullptr;
      for (int k = 0; k < ngroups && !g; ++k) {
        Group& c = groups[k];
        if (c.arrived == c.expected) continue;  // completed
        const bool expects_me = (c.expected & bit) != 0;
        if (!has_mask || !c.has_mask ? expects_me : (c.expected & mask) != 0 || expects_me) g = &c;
      }
      if (!g) {
        g = &groups[ngroups++];
        *g = Group{has_mask, mask, has_mask ? mask : act, 0, width};
      } else {
        if (has_mask && mask != g->mask)
          die("warp operation mask mismatch at %s:%d:%d (%s): lane %u of warp %u in %s passes "
              "0x%llx, lanes 0x%llx passed 0x%llx",
              file, line, col, sync_name(kind).c_str(), lane, warp, XB, static_cast<unsigned long long>(mask),
              static_cast<unsigned long long>(g->arrived), static_cast<unsigned long long>(g->mask));
        if (width != g->width)
          die("%s at %s:%d:%d: lane %u passes width %d, other lanes passed %d", op_name(kind), file, line,
              col, lane, width, g->width);
      }
      val[lane] = o[lane].value;
      arg[lane] = o[lane].arg;
      g->arrived |= bit;
      if (g->arrived != g->expected) continue;
      int src = 0;
      bool missing = false;
      const int bad = warp_results(kind, W, g->width, g->expected, exists, val, arg, res, &src, &missing);
      if (bad >= 0) bad_source(w, kind, file, line, col, bad, warp, src, g->expected);
      if (missing) note_missing_source(kind, file, line, col);
      for (unsigned l = 0; l < cnt; ++l) {
        if (!(g->expected >> l & 1)) continue;
        uint64_t r = res[l];
        if (o[l].pred) *o[l].pred = r != 0;
        const uint64_t narrow = static_cast<uint32_t>(r >> (l & 32u));
        switch (o[l].post) {
          case __XLATE_POST_NARROW: r = narrow; break;
          case __XLATE_POST_NONZERO: r = r != 0; break;
          case __XLATE_POST_ZERO: r = r == 0; break;
          case __XLATE_POST_NARROW_NONZERO: r = narrow != 0; break;
          case __XLATE_POST_NARROW_ZERO: r = narrow == 0; break;
          default: break;
        }
        o[l].result = r;
      }
    }
    for (int k = 0; k < ngroups; ++k) {
      const uint64_t missing = groups[k].expected & ~groups[k].arrived;
      if (missing & ~act)
        die("divergent warp operation in kernel %s: %s at %s:%d:%d: lanes 0x%llx of warp %u in %s pass the "
            "mask 0x%llx, which names lanes 0x%llx that took the other branch of a lane-dependent if and do not "
            "reach this warp operation",
            w->job->name.c_str(), sync_name(kind).c_str(), file, line, col,
            static_cast<unsigned long long>(groups[k].arrived),
            warp, XB, static_cast<unsigned long long>(groups[k].mask), static_cast<unsigned long long>(missing & ~act));
      if (missing)
        die("%s at %s:%d:%d: lanes 0x%llx of warp %u in %s wait for lanes 0x%llx of their mask 0x%llx, "
            "which passed this warp operation with another mask: the warp would deadlock",
            sync_name(kind).c_str(), file, line, col, static_cast<unsigned long long>(groups[k].arrived), warp, XB,
            static_cast<unsigned long long>(groups[k].expected & ~groups[k].arrived),
            static_cast<unsigned long long>(groups[k].mask));
    }
  }
  w->progress.fetch_add(1, std::memory_order_relaxed);
#undef XB
}

void __xlate_lane_ops(struct __xlate_lane_op* ops, unsigned n, const char* file, int line) {
  lane_ops(ops, n, nullptr, 0, file, line);
}

void __xlate_lane_ops_where(struct __xlate_lane_op* ops, unsigned n, const unsigned char* active, int taken,
                            const char* file, int line) {
  lane_ops(ops, n, active, taken, file, line);
}
}  // extern "C"
