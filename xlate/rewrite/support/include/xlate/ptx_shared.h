// xlate support header: shared-window addresses, for translated inline PTX (`ld/st.shared`,
// `cp.async`, `atom.shared`, `cvta.to.shared` with 32-bit addresses) and for CUDA's
// __cvta_generic_to_shared / __cvta_shared_to_generic, which HIP 7.2 does not declare; and the
// run-time stop of PTX forms that cannot be honoured where they run (xlate_ptx_stop, at the end).
//
// CUDA: a pointer to shared memory converts to a 32-bit address in the `.shared` state space (an
// offset in the block's shared-memory window) and back. gfx942: the same thing is an LDS address,
// a pointer in address space 3, which is 32 bits wide; a generic pointer to LDS converts to it and
// back with address-space casts, and loads through the converted pointer become ds_read/ds_write.
// cpu backend: <xlate_cpu/shared_window.h> (a window over the block's static and dynamic shared
// memory). docs/ptx.md, "Memory, atomics and asynchronous copies".
#pragma once
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <stddef.h>

#include <xlate/warp_board.h>

#if defined(__HIP_PLATFORM_XLATE_CPU__)
#include <xlate_cpu/shared_window.h>
#endif

// generic pointer to shared memory -> 32-bit shared-window address
__device__ inline unsigned int xlate_ptx_shared_window(const void* p) {
#if defined(__HIP_PLATFORM_XLATE_CPU__)
  return xlate_cpu_shared::to_window(p);
#elif defined(__HIP_DEVICE_COMPILE__)
  return (unsigned int)(__UINTPTR_TYPE__)(const __attribute__((address_space(3))) void*)p;
#else
  (void)p;
  __builtin_trap();  // host pass of a device-only function: never runs
#endif
}

// 32-bit shared-window address -> generic pointer
__device__ inline void* xlate_ptx_shared_ptr(unsigned int a) {
#if defined(__HIP_PLATFORM_XLATE_CPU__)
  return xlate_cpu_shared::from_window(a);
#elif defined(__HIP_DEVICE_COMPILE__)
  return (void*)(__attribute__((address_space(3))) void*)(__UINTPTR_TYPE__)a;
#else
  (void)a;
  __builtin_trap();
#endif
}

// A 64-bit `.shared` operand is either a window address (CUDA's __cvta_generic_to_shared returns
// one as size_t; cvta.to.shared.u64 makes one) or, as xlate also accepts, a generic pointer to the
// shared variable. Generic pointers are never below 2^32 (gfx942: the LDS aperture lies above;
// cpu backend: heap and thread-local storage of a position-independent 64-bit program), window
// addresses always are.
__device__ inline void* xlate_ptx_shared_ptr64(unsigned long long a) {
  return (a >> 32) == 0ull ? xlate_ptx_shared_ptr((unsigned int)a) : (void*)(__UINTPTR_TYPE__)a;
}

__device__ inline unsigned long long xlate_ptx_shared_window64(unsigned long long a) {
  return (a >> 32) == 0ull ? a : (unsigned long long)xlate_ptx_shared_window((const void*)(__UINTPTR_TYPE__)a);
}

// CUDA's names (CUDA: size_t __cvta_generic_to_shared(const void*), void* __cvta_shared_to_generic(size_t))
__device__ inline size_t xlate_cvta_generic_to_shared(const void* p) { return (size_t)xlate_ptx_shared_window(p); }
__device__ inline void* xlate_cvta_shared_to_generic(size_t a) { return xlate_ptx_shared_ptr((unsigned int)a); }

// ----------------------------------------------------------------------------------------------------
// The shuffle of the warp-level matrix instructions (ldmatrix, mma, movmatrix: all `.sync.aligned`, so the
// whole 32-lane warp executes them together): lane `src` (0..31) of the caller's 32-lane warp gives `v`.
// gfx942: HIP's plain wavefront shuffle at width 32 (see compat32.h, XLATE_C32_LOCKSTEP), not __shfl_sync,
// whose per-call loop over the distinct masks of the active lanes (v_readfirstlane of the mask, a ballot,
// a backward branch) CUDA's rules make a single pass and which multiplied the device compile time of
// llama.cpp's mmq files (issue 21, class 8). cpu backend: __shfl_sync with the warp's mask, as before.
// xlate_ptx_warp_mask: the lanes of the caller's 32-lane warp in its wavefront.
__device__ inline unsigned long long xlate_ptx_warp_mask() { return 0xffffffffull << ((unsigned int)__lane_id() & 32u); }
template <class T>
__device__ inline T xlate_ptx_warp_fetch(unsigned long long mask, T v, unsigned int src) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "32- or 64-bit values");
#if defined(__HIP_DEVICE_COMPILE__) && !defined(__HIP_PLATFORM_XLATE_CPU__)
  (void)mask;
  return __shfl(v, (int)src, 32);
#else
  return __shfl_sync(mask, v, (int)src, 32);
#endif
}

// ldmatrix.sync.aligned.m8n8 (xlate/ptx/lower/warp.py): the row addresses of one ldmatrix, lane r's `own`
// for r = 0..31 of the caller's 32-lane warp (the lowering declares one per instruction and asks it for the
// rows it reads): each row a shuffle of `own`, or on the cpu backend (unless -DXLATE_CPU_MATRIX_SHUFFLES) one
// exchange on the board of <xlate/warp_board.h> (two rendezvous per ldmatrix instead of one per matrix).
template <class T>
struct xlate_ptx_ldmatrix_rows {
#if XLATE_CPU_MATRIX_USE_BOARD
  xlate_warp_board board;
  __device__ explicit xlate_ptx_ldmatrix_rows(T own) : board((unsigned long long)own, xlate_ptx_warp_mask()) {}
  __device__ T operator()(unsigned int r) const { return (T)board.at(r); }
#else
  T own;
  __device__ explicit xlate_ptx_ldmatrix_rows(T v) : own(v) {}
  __device__ T operator()(unsigned int r) const { return xlate_ptx_warp_fetch(xlate_ptx_warp_mask(), own, r); }
#endif
  xlate_ptx_ldmatrix_rows(const xlate_ptx_ldmatrix_rows&) = delete;
  xlate_ptx_ldmatrix_rows& operator=(const xlate_ptx_ldmatrix_rows&) = delete;
};

// The start of row `r` (0..31: lane r's address) of the matrices, for each addressing of the instruction:
// a generic pointer (no .shared), a 32-bit shared-window address, a 64-bit .shared operand (a window
// address or a generic pointer, xlate_ptx_shared_ptr64).
__device__ inline const unsigned char* xlate_ptx_ldmatrix_row_generic(
    const xlate_ptx_ldmatrix_rows<unsigned long long>& rows, unsigned int r) {
  return (const unsigned char*)(__UINTPTR_TYPE__)rows(r);
}
__device__ inline const unsigned char* xlate_ptx_ldmatrix_row_window(const xlate_ptx_ldmatrix_rows<unsigned int>& rows,
                                                                     unsigned int r) {
  return (const unsigned char*)xlate_ptx_shared_ptr(rows(r));
}
__device__ inline const unsigned char* xlate_ptx_ldmatrix_row_shared64(
    const xlate_ptx_ldmatrix_rows<unsigned long long>& rows, unsigned int r) {
  return (const unsigned char*)xlate_ptx_shared_ptr64(rows(r));
}

// ----------------------------------------------------------------------------------------------------
// mma.sync.aligned.m16n8kK.row.col and movmatrix (PTX ISA, warp-level matrix instructions), lowered by
// xlate/ptx/lower/matrix.py for the 32-lane warp of compat32 (the caller's half of the wavefront): every
// lane takes the fragment registers it needs from the other lanes with __shfl_sync (width 32) and
// computes its own elements of D. Fragment layouts (PTX ISA "Matrix Fragments for mma.m16n8k*"): with
// g = lane / 4 and t = lane % 4, an A register holds row g (registers 0, 2) or g + 8 (1, 3), E adjacent
// columns starting at E*t (+ 4E for registers 2, 3); a B register holds column g, E adjacent rows from
// E*t (+ 4E for register 1); C/D element i is at row g (i < 2) or g + 8, column 2t + i % 2. E is 2 for
// f16/bf16, 1 for tf32, 4 for s8/u8; K = 4E (m16n8k8 f16, m16n8k4 tf32, m16n8k16 s8) or 8E.
// Arithmetic: floating-point products are exact in float (f16, bf16, tf32 significands are at most 11
// bits; tf32 ignores the 13 low bits of its .b32 register), summed in float from C in k order; PTX leaves
// the tensor cores' accumulation order and intermediate precision unspecified, so results may differ
// from an NVIDIA GPU in the last bits of float (f16 accumulators: rounded once, to nearest even, at the
// end). Integer products are summed modulo 2^32 (no .satfinite), exactly as PTX defines.
namespace xlate_ptx_mma {
enum kind { f16 = 0, bf16 = 1, tf32 = 2, s8 = 3, u8 = 4 };
__device__ inline float elem_f(unsigned int r, int h, int k) {
  unsigned int u = k == tf32 ? (r & ~0x1fffu) : ((r >> (16 * h)) & 0xffffu);
  if (k == f16) {
    unsigned short b = (unsigned short)u;
    __half x;
    __builtin_memcpy(&x, &b, 2);
    return __half2float(x);
  }
  if (k == bf16) u <<= 16;
  float f;
  __builtin_memcpy(&f, &u, 4);
  return f;
}
__device__ inline int elem_i(unsigned int r, int h, int k) {
  unsigned int b = (r >> (8 * h)) & 0xffu;
  return k == s8 ? (int)(signed char)(unsigned char)b : (int)b;
}
__device__ inline unsigned int fetch(unsigned long long mask, unsigned int v, unsigned int src) {
  return xlate_ptx_warp_fetch(mask, v, src);  // mma.sync.aligned: the whole warp executes it together
}
__device__ inline unsigned long long warp_mask() { return xlate_ptx_warp_mask(); }
__device__ inline unsigned short f2h_bits(float f) {
  __half h = __float2half_rn(f);
  unsigned short b;
  __builtin_memcpy(&b, &h, 2);
  return b;
}
}  // namespace xlate_ptx_mma

// One mma.sync: a (2 or 4 registers), b (KH registers), c (4 .f32 / .s32 registers, or 2 .f16x2 registers
// when C_F16) in, D out (4 registers, or 2 .f16x2 when D_F16); unused registers are ignored. KA, KB:
// xlate_ptx_mma::kind of A and B; KH: the number of K halves (registers of B). Out of line on purpose
// (issue 21, class 8): every mma call site of one form in a translation unit shares this one function,
// called with its fragments in registers, instead of an inlined copy of its 4 * (KH + 2) shuffles and
// multiply-adds per call site; tensor-core code calls mma in unrolled loops (llama.cpp's mmq: ~1800 per
// file), and the inlined copies multiplied the device compile time (docs/ptx.md). What it computes is the
// same either way.
struct xlate_ptx_mma_frag {
  unsigned int r[4];
};

namespace xlate_ptx_mma {
// The registers of other lanes one lane's D elements need: for K half h and q = 0..3, A registers 2h, 2h+1 of
// lane 4g + q and B register h of lanes 8t + q and 8t + 4 + q. Two 32-bit registers of one source lane
// travel in one 64-bit shuffle: A's pair per half, B's registers 0 and 1 (both halves) per source: 4 * (KH
// + 2) shuffles instead of 16 * KH. The same values as one shuffle per register. On the cpu backend each
// shuffle is a rendezvous of the warp's lanes, so this halves the cost of an m16n8k16 mma there; on gfx942
// a 64-bit shuffle is two 32-bit ones, as many as before.
template <int KH>
struct operands {
  unsigned int a[KH][4][2], b[KH][4][2];
};
__device__ inline unsigned long long pair(unsigned int lo, unsigned int hi) {
  return (unsigned long long)lo | ((unsigned long long)hi << 32);
}
#if XLATE_CPU_MATRIX_USE_BOARD
// On the cpu backend (unless -DXLATE_CPU_MATRIX_SHUFFLES): each lane posts the addresses of its A and B in one
// exchange on the board of <xlate/warp_board.h> and reads the registers listed above where they lie (two
// rendezvous per mma instead of 4 * (KH + 2) shuffles, each a rendezvous); the same values.
struct board_post {
  const xlate_ptx_mma_frag* a;
  const xlate_ptx_mma_frag* b;
};
template <int KH>
__device__ inline operands<KH> gather(unsigned long long mask, const xlate_ptx_mma_frag& a,
                                      const xlate_ptx_mma_frag& b, unsigned int g, unsigned int t) {
  const board_post mine{&a, &b};
  const xlate_warp_board board((unsigned long long)(__UINTPTR_TYPE__)&mine, mask);
  operands<KH> o;
  for (unsigned int q = 0; q < 4; ++q) {
    const xlate_ptx_mma_frag& src_a = *board.pointer_at<board_post>(g * 4 + q)->a;
    const xlate_ptx_mma_frag& src_b0 = *board.pointer_at<board_post>(8 * t + q)->b;
    const xlate_ptx_mma_frag& src_b1 = *board.pointer_at<board_post>(8 * t + 4 + q)->b;
    for (int h = 0; h < KH; ++h) {
      o.a[h][q][0] = src_a.r[2 * h];
      o.a[h][q][1] = src_a.r[2 * h + 1];
      o.b[h][q][0] = src_b0.r[h];
      o.b[h][q][1] = src_b1.r[h];
    }
  }
  return o;  // the board's destructor, after this copy, is the second rendezvous
}
#else
template <int KH>
__device__ inline operands<KH> gather(unsigned long long mask, const xlate_ptx_mma_frag& a,
                                      const xlate_ptx_mma_frag& b, unsigned int g, unsigned int t) {
  operands<KH> o;
  for (unsigned int q = 0; q < 4; ++q) {
    for (int h = 0; h < KH; ++h) {
      const unsigned long long v = xlate_ptx_warp_fetch(mask, pair(a.r[2 * h], a.r[2 * h + 1]), g * 4 + q);
      o.a[h][q][0] = (unsigned int)v;
      o.a[h][q][1] = (unsigned int)(v >> 32);
    }
    if (KH == 2) {
      const unsigned long long b01 = pair(b.r[0], b.r[1]);
      const unsigned long long v0 = xlate_ptx_warp_fetch(mask, b01, 8 * t + q);
      const unsigned long long v1 = xlate_ptx_warp_fetch(mask, b01, 8 * t + 4 + q);
      for (int h = 0; h < KH; ++h) {
        o.b[h][q][0] = (unsigned int)(h ? v0 >> 32 : v0);
        o.b[h][q][1] = (unsigned int)(h ? v1 >> 32 : v1);
      }
    } else {  // one register: a 64-bit shuffle would move a zero half (two instructions on gfx942)
      o.b[0][q][0] = xlate_ptx_warp_fetch(mask, b.r[0], 8 * t + q);
      o.b[0][q][1] = xlate_ptx_warp_fetch(mask, b.r[0], 8 * t + 4 + q);
    }
  }
  return o;
}
#endif
}  // namespace xlate_ptx_mma

template <int KA, int KB, int KH, bool C_F16, bool D_F16>
__device__ __attribute__((noinline)) xlate_ptx_mma_frag xlate_ptx_mma_m16n8(xlate_ptx_mma_frag a, xlate_ptx_mma_frag b,
                                                                            xlate_ptx_mma_frag c) {
  using namespace xlate_ptx_mma;
  static_assert(KH == 1 || KH == 2, "mma.sync m16n8kK: one or two K halves");
  static_assert((KA <= tf32 && KB == KA) || (KA >= s8 && KB >= s8), "mma.sync: A and B of one kind (s8/u8 mix)");
  static_assert(!(C_F16 || D_F16) || KA == f16, ".f16 accumulators take .f16 inputs");
  constexpr int e = KA == tf32 ? 1 : (KA == s8 || KA == u8 ? 4 : 2);
  const unsigned long long mask = warp_mask();
  const unsigned int l = (unsigned int)__lane_id() & 31u, g = l >> 2, t = l & 3u;
  xlate_ptx_mma_frag d;
  if (KA == s8 || KA == u8) {  // constants: each instantiation keeps one branch
    unsigned int acc[4] = {c.r[0], c.r[1], c.r[2], c.r[3]};
    const operands<KH> o = gather<KH>(mask, a, b, g, t);
    for (int h = 0; h < KH; ++h)
      for (unsigned int q = 0; q < 4; ++q) {
        unsigned int a0 = o.a[h][q][0], a1 = o.a[h][q][1], b0 = o.b[h][q][0], b1 = o.b[h][q][1];
        for (int i = 0; i < e; ++i) {
          int x0 = elem_i(a0, i, KA), x1 = elem_i(a1, i, KA), y0 = elem_i(b0, i, KB), y1 = elem_i(b1, i, KB);
          acc[0] += (unsigned int)(x0 * y0);
          acc[1] += (unsigned int)(x0 * y1);
          acc[2] += (unsigned int)(x1 * y0);
          acc[3] += (unsigned int)(x1 * y1);
        }
      }
    for (int i = 0; i < 4; ++i) d.r[i] = acc[i];
    return d;
  } else {
    float acc[4];
    if (C_F16) {
      for (int i = 0; i < 4; ++i) acc[i] = elem_f(c.r[i / 2], i % 2, f16);
    } else {
      for (int i = 0; i < 4; ++i) __builtin_memcpy(&acc[i], &c.r[i], 4);
    }
    const operands<KH> o = gather<KH>(mask, a, b, g, t);
    for (int h = 0; h < KH; ++h)
      for (unsigned int q = 0; q < 4; ++q) {
        unsigned int a0 = o.a[h][q][0], a1 = o.a[h][q][1], b0 = o.b[h][q][0], b1 = o.b[h][q][1];
        for (int i = 0; i < e; ++i) {
          float x0 = elem_f(a0, i, KA), x1 = elem_f(a1, i, KA), y0 = elem_f(b0, i, KB), y1 = elem_f(b1, i, KB);
          acc[0] += x0 * y0;
          acc[1] += x0 * y1;
          acc[2] += x1 * y0;
          acc[3] += x1 * y1;
        }
      }
    if (D_F16) {
      d.r[0] = (unsigned int)f2h_bits(acc[0]) | ((unsigned int)f2h_bits(acc[1]) << 16);
      d.r[1] = (unsigned int)f2h_bits(acc[2]) | ((unsigned int)f2h_bits(acc[3]) << 16);
      d.r[2] = d.r[3] = 0u;
    } else {
      for (int i = 0; i < 4; ++i) __builtin_memcpy(&d.r[i], &acc[i], 4);
    }
    return d;
  }
}

// movmatrix.sync.aligned.m8n8.trans.b16: the 8x8 b16 matrix whose row r, columns 2c', 2c'+1 lane 4r + c'
// holds (the ldmatrix fragment layout) is transposed: lane l receives elements (2(l%4), l/4) and
// (2(l%4)+1, l/4) of the source, the lower one in the low half.
__device__ inline unsigned int xlate_ptx_movmatrix_trans(unsigned int x) {
  using namespace xlate_ptx_mma;
  const unsigned long long mask = warp_mask();
  const unsigned int l = (unsigned int)__lane_id() & 31u, col = l >> 2, r0 = 2u * (l & 3u);
  const unsigned int half = (col & 1u) * 16u;
  unsigned int v0 = fetch(mask, x, r0 * 4u + (col >> 1)), v1 = fetch(mask, x, (r0 + 1u) * 4u + (col >> 1));
  return ((v0 >> half) & 0xffffu) | (((v1 >> half) & 0xffffu) << 16);
}

// A PTX form lowered to a run-time stop (named barriers over part of a block, bar.arrive: XL302
// warning, docs/ptx.md): a thread that reaches it where it cannot be honoured ends the kernel with
// `msg` and the user's file:line (the cpu backend: the runtime's fatal error, exit 97; gfx942: device
// printf, then trap).
__device__ inline void xlate_ptx_stop(const char* msg, const char* file, int line) {
#if defined(__HIP_PLATFORM_XLATE_CPU__)
  __xlate_fatal(file, line, msg);
#else
  printf("%s:%d: %s\n", file, line, msg);
  __builtin_trap();
#endif
}
