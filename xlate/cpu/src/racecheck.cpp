// xlate CPU backend: racecheck (docs/cpu-backend.md, "Racecheck").
//
// A racecheck build (XLATE_NVCC_RACECHECK=1, `xlate run --racecheck`) compiles device code with a call
// to __xlate_racecheck_access before every load and store that may reach __shared__ memory (the pass in
// xlate/cpu/plugin/racecheck.cpp), and registers itself at startup (__xlate_racecheck_enable); every
// launch then runs as fibers, one GPU thread per fiber, so each access has its thread.
//
// What counts as a hazard, as compute-sanitizer's racecheck counts them on shared memory: two threads
// of one block, in different warps, touch the same 4-byte word of __shared__ memory within one barrier
// interval (no __syncthreads() between them, Worker::interval), and at least one of them writes. Write
// after read, read after write and write after write are reported. Threads of one warp are not
// compared (warp-synchronous code is the warp's own contract). Atomics are not instrumented.
// The same is checked on global memory, which compute-sanitizer's racecheck does not: a word of a
// runtime allocation (hipMalloc, hipHostMalloc, hipMallocManaged) or of a hipHostRegister'ed range,
// between threads of one block (blocks are not compared with each other).
//
// Each word of the worker's dynamic shared buffer has a cell; a static __shared__ variable's words
// are cells in a map (by address). Where the static variables lie in a worker thread is declared on
// entry to each device function that names one (__xlate_racecheck_shared). A cell from an earlier
// interval counts as empty, so nothing is cleared between intervals or blocks; global memory's cells
// are a table by address (GlobalCells) that holds one interval's words.
//
// Each distinct hazard (memory, kind and the two source sites) is printed once, as one line on stderr; at
// exit the program prints how many there were and ends with exit code 99 (EXIT_RACECHECK in
// xlate/cpu/build.py) when there was any.
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <set>
#include <string>
#include <tuple>
#include <unistd.h>
#include <unordered_map>
#include <vector>

#include "runtime_internal.h"
#include "scheduler.h"
#include "sigbuf.h"

using namespace xlate_rt;

namespace {

constexpr int kExitRacecheck = 99;
constexpr size_t kMaxPrinted = 50;  // distinct hazards printed; all are counted

std::atomic<bool> g_enabled{false};
std::atomic<uint64_t> g_hazards[2] = {0, 0};  // by Space
std::mutex g_report_m;

struct Cell {
  uint64_t interval = 0;
  int32_t writer = -1, reader = -1, reader2 = -1;  // linear thread ids; reader2: a reader of another warp
  const char* wsite = nullptr;
  const char* rsite = nullptr;
  const char* rsite2 = nullptr;
};

// Global memory's cells: open addressing by word address, linear probing. A slot whose cell belongs to
// another interval is free, so nothing is cleared between intervals; within an interval slots only fill.
// The table doubles when half full, up to kMaxSlots; a block that touches more words than that between
// two barriers starts the table afresh (hazards among the dropped words are then missed, none invented).
class GlobalCells {
 public:
  Cell& at(uintptr_t word, uint64_t interval) {
    if (interval_ != interval) {
      interval_ = interval;
      live_ = 0;
    }
    if ((live_ + 1) * 2 > slots_.size()) grow();
    const size_t mask = slots_.size() - 1;
    for (size_t i = index(word, mask);; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.cell.interval != interval) {
        s.word = word;
        s.cell = Cell{interval};
        ++live_;
        return s.cell;
      }
      if (s.word == word) return s.cell;
    }
  }

 private:
  struct Slot {
    uintptr_t word = 0;
    Cell cell;  // interval 0: never used (intervals start at 1)
  };
  static constexpr size_t kMaxSlots = size_t{1} << 22;
  static size_t index(uintptr_t word, size_t mask) {
    uint64_t h = (word >> 2) * 0x9E3779B97F4A7C15ull;
    return static_cast<size_t>(h ^ (h >> 29)) & mask;
  }
  void grow() {
    if (slots_.size() >= kMaxSlots) {
      for (Slot& s : slots_) s = Slot{};
      live_ = 0;
      return;
    }
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    const size_t mask = slots_.size() - 1;
    for (const Slot& s : old) {
      if (s.cell.interval != interval_) continue;
      size_t i = index(s.word, mask);
      while (slots_[i].cell.interval == interval_) i = (i + 1) & mask;
      slots_[i] = s;
    }
  }
  std::vector<Slot> slots_ = std::vector<Slot>(size_t{1} << 12);
  size_t live_ = 0;
  uint64_t interval_ = 0;
};

enum Space { kShared, kGlobal };
const char* const kSpaceName[] = {"__shared__", "global"};

// The worker thread's shadow: one cell per word of the dynamic shared buffer, a map for static
// __shared__ variables, a table (GlobalCells) for the words of global memory the current interval touched.
struct Shadow {
  std::vector<Cell> dynamic = std::vector<Cell>(kMaxShared / 4);
  std::unordered_map<uintptr_t, Cell> statics;
  std::vector<std::pair<uintptr_t, uintptr_t>> ranges;  // the static __shared__ variables seen: [lo, hi)
  GlobalCells global;
  // the allocations this interval's accesses fell in, and the gaps between allocations they fell in
  // (a local through a pointer, the launch's arguments), looked up once each per interval (allocations
  // are not freed while a kernel runs; a block start is a new interval)
  struct Range {
    uintptr_t lo, hi;
    bool global;
  };
  std::vector<Range> known;
  uint64_t known_interval = 0;
  bool in_static(uintptr_t a) const {
    for (const auto& r : ranges)
      if (a >= r.first && a < r.second) return true;
    return false;
  }
  // Whether `a` is global memory: in a runtime allocation or registered range.
  bool in_global(uintptr_t a, uint64_t interval) {
    if (known_interval != interval) {
      known.clear();
      known_interval = interval;
    }
    for (const Range& r : known)
      if (a >= r.lo && a < r.hi) return r.global;
    uintptr_t lo = 0, hi = 0;
    const bool global = device_visible_range(reinterpret_cast<const void*>(a), lo, hi);
    if (known.size() < 64) known.push_back({lo, hi, global});
    return global;
  }
};
Shadow& shadow() {
  static thread_local Shadow* s = new Shadow();  // one per worker thread, kept for the process
  return *s;
}

std::set<std::tuple<int, int, std::string, std::string>>& seen() {
  static auto* s = new std::set<std::tuple<int, int, std::string, std::string>>();
  return *s;
}

void summary() {
  const uint64_t shared = g_hazards[kShared].load(), global = g_hazards[kGlobal].load();
  if (shared + global == 0) return;
  size_t distinct;
  {
    std::lock_guard<std::mutex> lk(g_report_m);
    distinct = seen().size();
  }
  fflush(nullptr);
  fprintf(stderr, "xlate-cpu: racecheck: %llu hazard(s) on __shared__ memory, %llu on global memory, %zu distinct\n",
          static_cast<unsigned long long>(shared), static_cast<unsigned long long>(global), distinct);
  fflush(stderr);
  _exit(kExitRacecheck);
}

__xlate_uint3 thread_of(const Worker* w, int32_t linear) {
  const __xlate_uint3 bd = w->job->d.block;
  const uint32_t l = static_cast<uint32_t>(linear);
  return {l % bd.x, (l / bd.x) % bd.y, l / (bd.x * bd.y)};
}

enum Kind { kRaw, kWar, kWaw };
const char* const kKindName[] = {"read-after-write", "write-after-read", "write-after-write"};

void report(const Worker* w, Space space, Kind kind, int32_t me, const char* my_site, uint32_t size,
            int32_t other, const char* other_site) {
  g_hazards[space].fetch_add(1, std::memory_order_relaxed);
  std::lock_guard<std::mutex> lk(g_report_m);
  const std::string a = my_site ? my_site : "?", b = other_site ? other_site : "?";
  if (!seen().emplace(static_cast<int>(space), static_cast<int>(kind), a, b).second || seen().size() > kMaxPrinted)
    return;
  const __xlate_uint3 t = thread_of(w, me), o = thread_of(w, other);
  fprintf(stderr,
          "xlate-cpu: racecheck: %s hazard on %s memory in kernel %s, block (%u,%u,%u): thread "
          "(%u,%u,%u) %s %u bytes at %s; thread (%u,%u,%u) of another warp %s them at %s, and no "
          "__syncthreads() lies between\n",
          kKindName[kind], kSpaceName[space], w->kname ? w->kname : "?", w->block.x, w->block.y, w->block.z, t.x, t.y, t.z,
          kind == kRaw ? "reads" : "writes", size, a.c_str(), o.x, o.y, o.z, kind == kWar ? "read" : "wrote",
          b.c_str());
}

// Checks and records one word of an access; `done`: this access was already reported (once per access).
void check_word(const Worker* w, Space space, Cell& c, int32_t me, uint32_t warp, bool write, const char* site,
                uint32_t size, bool& done) {
  const uint32_t W = static_cast<uint32_t>(w->warp_size);
  auto warp_of = [W](int32_t t) { return static_cast<uint32_t>(t) / W; };
  auto hazard = [&](Kind kind, int32_t other, const char* other_site) {
    if (!done) report(w, space, kind, me, site, size, other, other_site);
    done = true;
  };
  if (c.interval != w->interval) c = Cell{w->interval};
  if (write) {
    if (c.writer >= 0 && warp_of(c.writer) != warp) {
      hazard(kWaw, c.writer, c.wsite);
    } else if (c.reader >= 0 && warp_of(c.reader) != warp) {
      hazard(kWar, c.reader, c.rsite);
    } else if (c.reader2 >= 0 && warp_of(c.reader2) != warp) {
      hazard(kWar, c.reader2, c.rsite2);
    }
    c.writer = me;
    c.wsite = site;
  } else {
    if (c.writer >= 0 && warp_of(c.writer) != warp) hazard(kRaw, c.writer, c.wsite);
    if (c.reader < 0) {
      c.reader = me;
      c.rsite = site;
    } else if (c.reader2 < 0 && warp_of(c.reader) != warp) {
      c.reader2 = me;
      c.rsite2 = site;
    }
  }
}

}  // namespace

namespace xlate_rt {
bool racecheck_enabled() { return g_enabled.load(std::memory_order_relaxed); }

void racecheck_fatal_summary() {
  if (!racecheck_enabled()) return;
  const uint64_t shared = g_hazards[kShared].load(), global = g_hazards[kGlobal].load();
  if (shared + global == 0) return;
  SigBuf m;
  m.s("xlate-cpu: racecheck: ").u(shared).s(" hazard(s) on __shared__ memory, ").u(global).s(
      " on global memory, before the program ended by a signal (its exit status is the signal's)");
  m.emit();
}
}  // namespace xlate_rt

extern "C" {

void __xlate_racecheck_enable(void) {
  if (!g_enabled.exchange(true)) atexit(summary);
}

// Where a static __shared__ variable lies in this worker thread (called on entry to each device
// function that names one).
void __xlate_racecheck_shared(const void* addr, uint64_t size) {
  const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
  Shadow& s = shadow();
  if (!s.in_static(a)) s.ranges.emplace_back(a, a + size);
}

// `flags`: bit 0 a write, bit 1 the address is a static __shared__ variable's (the pass knows it);
// otherwise the address is checked when it lies in the launch's dynamic shared memory, in a static
// __shared__ variable this worker thread has seen, or in global memory.
void __xlate_racecheck_access(const void* addr, uint64_t size, uint32_t flags, const char* site) {
  Worker* w = t_worker;
  if (!w || !w->current || w->loop_form || size == 0) return;
  const bool write = flags & 1;
  const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
  Cell* cells = nullptr;
  const uintptr_t lo = reinterpret_cast<uintptr_t>(w->dyn_shared);
  Shadow& sh = shadow();
  bool is_static = flags & 2, is_global = false;
  if (!is_static && (a < lo || a >= lo + w->job->d.shared_bytes)) {
    if (sh.in_static(a)) {
      is_static = true;
    } else if (sh.in_global(a, w->interval)) {
      is_global = true;
    } else {
      return;  // a local, or memory the runtime did not allocate
    }
  }
  const int32_t me = static_cast<int32_t>(w->current->st.linear);
  const uint32_t warp = w->current->st.linear / static_cast<uint32_t>(w->warp_size);
  const uint32_t reported = size > UINT32_MAX ? UINT32_MAX : static_cast<uint32_t>(size);
  bool done = false;
  for (uintptr_t word = a & ~uintptr_t{3}; word < a + size; word += 4) {
    if (is_global) {
      cells = &sh.global.at(word, w->interval);
    } else if (!is_static) {
      if (word < lo || word >= lo + kMaxShared) continue;
      cells = &sh.dynamic[(word - lo) / 4];
    } else {
      cells = &sh.statics[word];
    }
    check_word(w, is_global ? kGlobal : kShared, *cells, me, warp, write, site, reported, done);
  }
}

}  // extern "C"
