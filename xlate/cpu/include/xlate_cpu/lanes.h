// xlate CPU backend: the block form's warp operations as lane loops (docs/cpu-backend.md, "Execution
// forms"; the split bodies xlate/pipeline/cpu_lanes.py writes). A warp operation that every thread of
// the block reaches together is a split point: at the end of the region before it, each thread calls
// the function of the same name here, with the same arguments as written and its lane's slot
// (`__xlate_lane_op`) first, which records the operands exactly as the fiber form's function passes
// them to __xlate_warp_op; the split body then calls __xlate_lane_ops once for the block, and the
// region after it reads each thread's result from its slot. Included by hip/hip_runtime.h after the
// warp operations.
#pragma once

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

// Like __xlate_lane_ops (xlate_cpu/abi.h) over the threads whose `active` byte equals `taken` only: the
// warp operations in a branch of a lane-dependent if (the split body's predicated regions); a mask
// naming a lane of the other branch is the fiber form's error (rendezvous.cpp).
extern "C" void __xlate_lane_ops_where(struct __xlate_lane_op* ops, unsigned n, const unsigned char* active,
                                       int taken, const char* file, int line);

namespace xlate_cpu {
namespace lanes {
using Op = ::__xlate_lane_op;

inline void put(Op& o, int kind, int has_mask, uint64_t mask, uint64_t value, int arg, int width,
                int c32 = 0, int post = __XLATE_POST_BITS, int* pred = nullptr) {
  o.mask = mask;
  o.value = value;
  o.result = 0;
  o.pred = pred;
  o.arg = arg;
  o.width = width;
  o.kind = kind;
  o.has_mask = static_cast<uint8_t>(has_mask);
  o.c32 = static_cast<uint8_t>(c32);
  o.post = static_cast<uint8_t>(post);
}

// HIP's spellings (hip/hip_runtime.h), same parameters and defaults.
namespace hip {
template <class T>
inline void __shfl(Op& o, T var, int srcLane, int width = warpSize) {
  put(o, __XLATE_SHFL, 0, 0, to_bits(var), srcLane, width);
}
template <class T>
inline void __shfl_up(Op& o, T var, unsigned int delta, int width = warpSize) {
  put(o, __XLATE_SHFL_UP, 0, 0, to_bits(var), static_cast<int>(delta), width);
}
template <class T>
inline void __shfl_down(Op& o, T var, unsigned int delta, int width = warpSize) {
  put(o, __XLATE_SHFL_DOWN, 0, 0, to_bits(var), static_cast<int>(delta), width);
}
template <class T>
inline void __shfl_xor(Op& o, T var, int laneMask, int width = warpSize) {
  put(o, __XLATE_SHFL_XOR, 0, 0, to_bits(var), laneMask, width);
}
inline void __ballot(Op& o, int pred) { put(o, __XLATE_BALLOT, 0, 0, pred != 0, 0, warpSize); }
inline void __any(Op& o, int pred) { put(o, __XLATE_ANY, 0, 0, pred != 0, 0, warpSize); }
inline void __all(Op& o, int pred) { put(o, __XLATE_ALL, 0, 0, pred != 0, 0, warpSize); }
inline void __activemask(Op& o) { put(o, __XLATE_BALLOT, 0, 0, 1, 0, warpSize); }
inline void __syncwarp(Op& o) { put(o, __XLATE_SYNCWARP, 0, 0, 0, 0, warpSize); }
template <class MaskT, class T>
inline void __shfl_sync(Op& o, MaskT mask, T var, int srcLane, int width = warpSize) {
  check_mask<MaskT>();
  put(o, __XLATE_SHFL, 1, static_cast<uint64_t>(mask), to_bits(var), srcLane, width);
}
template <class MaskT, class T>
inline void __shfl_up_sync(Op& o, MaskT mask, T var, unsigned int delta, int width = warpSize) {
  check_mask<MaskT>();
  put(o, __XLATE_SHFL_UP, 1, static_cast<uint64_t>(mask), to_bits(var), static_cast<int>(delta), width);
}
template <class MaskT, class T>
inline void __shfl_down_sync(Op& o, MaskT mask, T var, unsigned int delta, int width = warpSize) {
  check_mask<MaskT>();
  put(o, __XLATE_SHFL_DOWN, 1, static_cast<uint64_t>(mask), to_bits(var), static_cast<int>(delta), width);
}
template <class MaskT, class T>
inline void __shfl_xor_sync(Op& o, MaskT mask, T var, int laneMask, int width = warpSize) {
  check_mask<MaskT>();
  put(o, __XLATE_SHFL_XOR, 1, static_cast<uint64_t>(mask), to_bits(var), laneMask, width);
}
template <class MaskT>
inline void __ballot_sync(Op& o, MaskT mask, int pred) {
  check_mask<MaskT>();
  put(o, __XLATE_BALLOT, 1, static_cast<uint64_t>(mask), pred != 0, 0, warpSize);
}
template <class MaskT>
inline void __any_sync(Op& o, MaskT mask, int pred) {
  check_mask<MaskT>();
  put(o, __XLATE_ANY, 1, static_cast<uint64_t>(mask), pred != 0, 0, warpSize);
}
template <class MaskT>
inline void __all_sync(Op& o, MaskT mask, int pred) {
  check_mask<MaskT>();
  put(o, __XLATE_ALL, 1, static_cast<uint64_t>(mask), pred != 0, 0, warpSize);
}
template <class MaskT>
inline void __syncwarp(Op& o, MaskT mask) {
  check_mask<MaskT>();
  put(o, __XLATE_SYNCWARP, 1, static_cast<uint64_t>(mask), 0, 0, warpSize);
}
template <class MaskT, class T>
inline void __match_any_sync(Op& o, MaskT mask, T value) {
  check_mask<MaskT>();
  put(o, __XLATE_MATCH_ANY, 1, static_cast<uint64_t>(mask), to_bits(value), 0, warpSize);
}
template <class MaskT, class T>
inline void __match_all_sync(Op& o, MaskT mask, T value, int* pred) {
  check_mask<MaskT>();
  put(o, __XLATE_MATCH_ALL, 1, static_cast<uint64_t>(mask), to_bits(value), 0, warpSize, 0,
      __XLATE_POST_BITS, pred);
}
}  // namespace hip

// xlate/compat32.h's spellings (xlate_c32::...), same parameters and defaults: CUDA's 32-bit masks
// (widened to the lane's half by __xlate_lane_ops, as xlate_c32::widen does), widths clamped to 32,
// vote results as the 32 bits of the lane's half.
namespace c32 {
inline int clamp_width(int width) { return width > 32 ? 32 : width; }
inline uint64_t cuda_mask(uint64_t mask) { return static_cast<unsigned int>(mask); }
template <class M, class T>
inline void shfl_sync(Op& o, M mask, T var, int src_lane, int width = 32) {
  put(o, __XLATE_SHFL, 1, cuda_mask(mask), to_bits(var), src_lane, clamp_width(width), 1);
}
template <class M, class T>
inline void shfl_up_sync(Op& o, M mask, T var, unsigned int delta, int width = 32) {
  put(o, __XLATE_SHFL_UP, 1, cuda_mask(mask), to_bits(var), static_cast<int>(delta), clamp_width(width), 1);
}
template <class M, class T>
inline void shfl_down_sync(Op& o, M mask, T var, unsigned int delta, int width = 32) {
  put(o, __XLATE_SHFL_DOWN, 1, cuda_mask(mask), to_bits(var), static_cast<int>(delta), clamp_width(width), 1);
}
template <class M, class T>
inline void shfl_xor_sync(Op& o, M mask, T var, int lane_mask, int width = 32) {
  put(o, __XLATE_SHFL_XOR, 1, cuda_mask(mask), to_bits(var), lane_mask, clamp_width(width), 1);
}
template <class T>
inline void shfl(Op& o, T var, int src_lane, int width = 32) {
  put(o, __XLATE_SHFL, 0, 0, to_bits(var), src_lane, clamp_width(width));
}
template <class T>
inline void shfl_up(Op& o, T var, unsigned int delta, int width = 32) {
  put(o, __XLATE_SHFL_UP, 0, 0, to_bits(var), static_cast<int>(delta), clamp_width(width));
}
template <class T>
inline void shfl_down(Op& o, T var, unsigned int delta, int width = 32) {
  put(o, __XLATE_SHFL_DOWN, 0, 0, to_bits(var), static_cast<int>(delta), clamp_width(width));
}
template <class T>
inline void shfl_xor(Op& o, T var, int lane_mask, int width = 32) {
  put(o, __XLATE_SHFL_XOR, 0, 0, to_bits(var), lane_mask, clamp_width(width));
}
// ballot_sync: narrow(__ballot_sync(widen(mask), pred)); any_sync: __ballot_sync(...) != 0;
// all_sync: __ballot_sync(widen(mask), !pred) == 0 (so their errors name __ballot_sync, as there)
template <class M>
inline void ballot_sync(Op& o, M mask, int pred) {
  put(o, __XLATE_BALLOT, 1, cuda_mask(mask), pred != 0, 0, warpSize, 1, __XLATE_POST_NARROW);
}
template <class M>
inline void any_sync(Op& o, M mask, int pred) {
  put(o, __XLATE_BALLOT, 1, cuda_mask(mask), pred != 0, 0, warpSize, 1, __XLATE_POST_NONZERO);
}
template <class M>
inline void all_sync(Op& o, M mask, int pred) {
  put(o, __XLATE_BALLOT, 1, cuda_mask(mask), !pred, 0, warpSize, 1, __XLATE_POST_ZERO);
}
inline void activemask(Op& o) { put(o, __XLATE_BALLOT, 0, 0, 1, 0, warpSize, 0, __XLATE_POST_NARROW); }
inline void ballot(Op& o, int pred) { put(o, __XLATE_BALLOT, 0, 0, pred != 0, 0, warpSize, 0, __XLATE_POST_NARROW); }
inline void any(Op& o, int pred) {
  put(o, __XLATE_BALLOT, 0, 0, pred != 0, 0, warpSize, 0, __XLATE_POST_NARROW_NONZERO);
}
inline void all(Op& o, int pred) { put(o, __XLATE_BALLOT, 0, 0, !pred, 0, warpSize, 0, __XLATE_POST_NARROW_ZERO); }
template <class M, class T>
inline void match_any_sync(Op& o, M mask, T value) {
  put(o, __XLATE_MATCH_ANY, 1, cuda_mask(mask), to_bits(value), 0, warpSize, 1, __XLATE_POST_NARROW);
}
template <class M, class T>
inline void match_all_sync(Op& o, M mask, T value, int* pred) {
  put(o, __XLATE_MATCH_ALL, 1, cuda_mask(mask), to_bits(value), 0, warpSize, 1, __XLATE_POST_NARROW, pred);
}
inline void syncwarp(Op& o, unsigned int mask = 0xffffffffu) {
  put(o, __XLATE_SYNCWARP, 1, cuda_mask(mask), 0, 0, warpSize, 1);
}
}  // namespace c32

// A shuffle whose mask, lane argument and width are block-uniform (the split body evaluates them once
// per block): res[t] = vals[source of t] per warp, as plain loops over the lanes. When a warp's mask
// is not exactly its lanes (compat32: not the full 32-bit mask), the width is not a power of two in
// [1, warpSize], or a source lane does not exist, it hands the whole operation to __xlate_lane_ops
// instead, which computes what the fiber form computes or reports its error.
template <class MaskT>
inline uint64_t hip_mask(MaskT mask) {
  check_mask<MaskT>();
  return static_cast<uint64_t>(mask);
}
// The source lane of each lane of a full warp for a shuffle (__xlate_shfl_source), and where its runs
// of consecutive sources start; a few tables are kept per OS thread (a uniform loop of shuffles asks
// for the same ones in every block).
struct SourceTable {
  int kind = 0, arg = 0, width = 0, warp = 0;
  int src[64];
  unsigned runs[65];
  unsigned nruns = 0;
};
inline const SourceTable& source_table(int kind, int arg, int width, unsigned W) {
  static thread_local SourceTable cache[16];
  static thread_local unsigned next = 0;
  for (SourceTable& c : cache)
    if (c.kind == kind && c.arg == arg && c.width == width && c.warp == int(W)) return c;
  SourceTable& t = cache[next++ & 15u];  // the oldest
  t.kind = kind, t.arg = arg, t.width = width, t.warp = int(W), t.nruns = 0;
  for (unsigned l = 0; l < W; ++l) t.src[l] = __xlate_shfl_source(kind, int(l), arg, width);
  for (unsigned l = 0; l < W; ++l)
    if (l == 0 || t.src[l] != t.src[l - 1] + 1) t.runs[t.nruns++] = l;
  t.runs[t.nruns] = W;
  return t;
}

template <class T>
inline void shuffle(block_form::Slots<T>& vals, block_form::Slots<T>& res, unsigned n, int kind, int has_mask,
                    int c32, uint64_t mask, int arg, int width, const char* file, int site) {
  static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value,
                "warp shuffles move values of at most 8 bytes");
  const unsigned W = static_cast<unsigned>(warpSize);
  const uint64_t m = W == 32 ? mask & 0xffffffffull : mask;
  bool ok = width > 0 && static_cast<unsigned>(width) <= W && (width & (width - 1)) == 0 &&
            (arg >= 0 || kind == __XLATE_SHFL);
  const SourceTable* t = nullptr;  // full warps: the same for every warp
  for (unsigned base = 0; ok && base < n; base += W) {
    const unsigned cnt = n - base < W ? n - base : W;
    const uint64_t exists = cnt >= 64 ? ~0ull : (1ull << cnt) - 1;
    if (has_mask && !(c32 ? static_cast<uint32_t>(m) == 0xffffffffu : m == exists)) {
      ok = false;
      break;
    }
    const T* __restrict v = &vals[base];  // two slot arrays: never the same memory
    T* __restrict r = &res[base];
    if (cnt == W) {  // every source lane exists (arg >= 0): no check per lane
      if (!t) t = &source_table(kind, arg, width, W);
      if (t->nruns <= 8) {  // shifts and rotations: a few contiguous copies
        for (unsigned k = 0; k < t->nruns; ++k) {
          const unsigned a = t->runs[k], len = t->runs[k + 1] - a;
          const T* __restrict from = v + t->src[a];
          for (unsigned j = 0; j < len; ++j) r[a + j] = from[j];
        }
      } else {
        for (unsigned l = 0; l < W; ++l) r[l] = v[t->src[l]];
      }
      continue;
    }
    for (unsigned l = 0; ok && l < cnt; ++l) {
      const int src = __xlate_shfl_source(kind, int(l), arg, width);
      ok = src >= 0 && static_cast<unsigned>(src) < cnt;
      if (ok) r[l] = v[src];
    }
  }
  if (ok) return;
  block_form::Slots<Op> ops(n);
  for (unsigned t = 0; t < n; ++t) put(ops[t], kind, has_mask, mask, to_bits(vals[t]), arg, width, c32);
  __xlate_lane_ops(&ops[0], n, file, site);
  for (unsigned t = 0; t < n; ++t) res[t] = from_bits<T>(ops[t].result);
}

// Bit l (l < cnt <= 64) set where p[l] == v: the lanes of a warp whose byte (a vote's value, a
// predicated branch's condition) is v, 16 lanes per compare where SSE2 is there.
inline uint64_t bytes_equal(const unsigned char* p, unsigned cnt, unsigned char v) {
  uint64_t bits = 0;
  unsigned l = 0;
#if defined(__SSE2__)
  const __m128i vv = _mm_set1_epi8(static_cast<char>(v));
  for (; l + 16 <= cnt; l += 16) {
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + l));
    bits |= static_cast<uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(x, vv)))) << l;
  }
#endif
  for (; l < cnt; ++l) bits |= static_cast<uint64_t>(p[l] == v) << l;
  return bits;
}

// A vote with a mask (__ballot_sync, __any_sync, __all_sync; compat32's ballot_sync, any_sync, all_sync)
// whose mask is block-uniform (the split body evaluates it once per block): vals[t] is what the lane's
// function passes as its value (pred != 0; compat32's all_sync: !pred), res[t] its result, computed per
// warp over the lanes that reach it (`active`, or null: all; see __xlate_lane_ops_where) when the mask
// (compat32: widened to each 32-lane half) names exactly those lanes; otherwise the operation goes to
// __xlate_lane_ops(_where), which computes the fiber form's result or reports its error.
template <class R>
inline void vote(block_form::Slots<unsigned char>& vals, block_form::Slots<R>& res, unsigned n,
                 const unsigned char* active, int taken, int kind, int c32, int post, uint64_t mask,
                 const char* file, int site) {
  const unsigned W = static_cast<unsigned>(warpSize), seg = c32 ? 32u : W;
  const uint64_t m = W == 32 ? mask & 0xffffffffull : mask;
  bool ok = true;
  for (unsigned base = 0; ok && base < n; base += W) {
    const unsigned cnt = n - base < W ? n - base : W;
    const uint64_t exists = cnt >= 64 ? ~0ull : (1ull << cnt) - 1;
    // the warp's lanes that reach the vote, and those whose value is nonzero
    const uint64_t reach = active ? bytes_equal(active + base, cnt, static_cast<unsigned char>(taken)) : exists;
    const uint64_t set = ~bytes_equal(&vals[base], cnt, 0) & exists;
    for (unsigned s0 = 0; ok && s0 < cnt; s0 += seg) {
      const uint64_t in_seg = exists & (seg >= 64 ? ~0ull : ((1ull << seg) - 1) << s0);
      const uint64_t act = reach & in_seg;
      if (!act) continue;
      if ((c32 ? (static_cast<uint64_t>(static_cast<uint32_t>(m)) << s0) & exists : m) != act) {
        ok = false;
        break;
      }
      const uint64_t ballot = set & act;
      uint64_t r = kind == __XLATE_ANY ? ballot != 0 : kind == __XLATE_ALL ? ballot == act : ballot;
      if (post == __XLATE_POST_NARROW) r = static_cast<uint32_t>(r >> s0);
      if (post == __XLATE_POST_NONZERO) r = r != 0;
      if (post == __XLATE_POST_ZERO) r = r == 0;
      R* __restrict out = &res[base];
      if (act == in_seg) {
        for (unsigned l = s0; l < cnt && l < s0 + seg; ++l) out[l] = static_cast<R>(r);
      } else {
        for (uint64_t b = act; b; b &= b - 1) out[__builtin_ctzll(b)] = static_cast<R>(r);
      }
    }
  }
  if (ok) return;
  block_form::Slots<Op> ops(n);
  for (unsigned t = 0; t < n; ++t) put(ops[t], kind, 1, mask, vals[t], 0, warpSize, c32, post);
  if (active)
    __xlate_lane_ops_where(&ops[0], n, active, taken, file, site);
  else
    __xlate_lane_ops(&ops[0], n, file, site);
  for (unsigned t = 0; t < n; ++t)
    if (!active || active[t] == taken) res[t] = static_cast<R>(ops[t].result);
}
}  // namespace lanes
}  // namespace xlate_cpu
