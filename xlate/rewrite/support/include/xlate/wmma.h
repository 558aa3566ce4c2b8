// xlate support: CUDA's warp matrix functions (<mma.h>, namespace nvcuda::wmma) for HIP (gfx942 and the
// cpu backend), the translation of `#include <mma.h>` (XL501).
//
// A CUDA warp is 32 threads whatever the wavefront width: a fragment belongs to the 32 lanes of the CUDA
// warp that holds it (lanes 0-31 or 32-63 of a 64-wide wavefront, each half on its own, as under
// compat32). CUDA leaves the mapping of a tile's elements to lanes unspecified ("opaque"); here element e
// of lane l is the tile's element number e * 32 + l in row-major order (matrix_a: M x K, matrix_b: K x N,
// accumulator: M x N), so an element-wise loop over `frag.x[0 .. num_elements)` works as in CUDA.
// load_matrix_sync and store_matrix_sync move each lane's own elements; mma_sync gathers, for each of its
// output elements, the row of A and the column of B it needs from the other lanes with 32-wide shuffles
// (on the cpu backend read in place, <xlate/warp_board.h>, unless -DXLATE_CPU_MATRIX_SHUFFLES),
// and accumulates in float (half and bf16 inputs: each product is exact in float), in int (8-bit inputs)
// or in double. The sum runs in k order; a tensor core's order and internal precision are unspecified, so
// results can differ from an NVIDIA GPU's in the last bits of float accumulations (never for int).
// Shapes: m16n16k16, m32n8k16, m8n32k16 (half, bf16, signed/unsigned char), m8n8k4 (double). Not
// supported (a compile-time error naming it): tf32 (precision::tf32) and the sub-byte types.
// This is correct, not fast: no matrix cores (MFMA) are used.
#pragma once
#ifndef XLATE_WMMA_H
#define XLATE_WMMA_H

#include <hip/hip_runtime.h>
#include <xlate/warp_board.h>
#include <cstring>
#include <limits>
#include <type_traits>

namespace nvcuda {
namespace wmma {

struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };

namespace precision {
struct tf32 {};
}  // namespace precision
namespace experimental {
namespace precision {
struct u4 {};
struct s4 {};
struct b1 {};
}  // namespace precision
}  // namespace experimental

namespace detail {
template <class Use, int M, int N, int K> struct dims;
template <int M, int N, int K> struct dims<matrix_a, M, N, K> { static constexpr int rows = M, cols = K; };
template <int M, int N, int K> struct dims<matrix_b, M, N, K> { static constexpr int rows = K, cols = N; };
template <int M, int N, int K> struct dims<accumulator, M, N, K> { static constexpr int rows = M, cols = N; };

template <int M, int N, int K> constexpr bool known_shape() {
  return (M == 16 && N == 16 && K == 16) || (M == 32 && N == 8 && K == 16) || (M == 8 && N == 32 && K == 16) ||
         (M == 8 && N == 8 && K == 4);
}

template <class T> struct storage { using type = T; };
template <> struct storage<precision::tf32> { using type = float; };

template <class T> struct unsupported : std::false_type {};

__device__ inline int lane() { return static_cast<int>(__lane_id() & 31u); }

// A 32-wide shuffle of any trivially copyable value of up to 8 bytes.
template <class T> __device__ inline T shfl32(const T& v, int src) {
  static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value, "wmma: element type too large");
  if constexpr (sizeof(T) <= 4) {
    unsigned bits = 0;
    std::memcpy(&bits, &v, sizeof(T));
    bits = static_cast<unsigned>(__shfl(static_cast<int>(bits), src, 32));
    T out;
    std::memcpy(&out, &bits, sizeof(T));
    return out;
  } else {
    unsigned long long bits = 0;
    std::memcpy(&bits, &v, sizeof(T));
    bits = static_cast<unsigned long long>(__shfl(static_cast<long long>(bits), src, 32));
    T out;
    std::memcpy(&out, &bits, sizeof(T));
    return out;
  }
}

// The accumulation type of a product of two input elements.
template <class T> struct acc_of { using type = float; };
template <> struct acc_of<signed char> { using type = int; };
template <> struct acc_of<unsigned char> { using type = int; };
template <> struct acc_of<double> { using type = double; };
// an arithmetic type converts directly; half and bf16 through float
template <class A, class T> __device__ inline A widen(const T& x) {
  if constexpr (std::is_arithmetic<T>::value) {
    return static_cast<A>(x);
  } else {
    return static_cast<A>(static_cast<float>(x));
  }
}
}  // namespace detail

template <class Use, int M, int N, int K, class T, class Layout = void>
class fragment {
  static_assert(detail::known_shape<M, N, K>(), "wmma: this fragment shape is not supported by xlate");
  static_assert(!std::is_same<T, precision::tf32>::value,
                "wmma: tf32 (precision::tf32) fragments are not supported by xlate on AMD GPUs");
  static_assert(!std::is_same<T, experimental::precision::u4>::value &&
                    !std::is_same<T, experimental::precision::s4>::value &&
                    !std::is_same<T, experimental::precision::b1>::value,
                "wmma: sub-byte fragments (experimental::precision) are not supported by xlate on AMD GPUs");

 public:
  using element_type = T;
  using storage_element_type = typename detail::storage<T>::type;
  static constexpr int rows = detail::dims<Use, M, N, K>::rows;
  static constexpr int cols = detail::dims<Use, M, N, K>::cols;
  static constexpr int num_elements = rows * cols / 32;
  storage_element_type x[num_elements];
};

template <class Use, int M, int N, int K, class T, class L>
__device__ inline void fill_fragment(fragment<Use, M, N, K, T, L>& f, const typename fragment<Use, M, N, K, T, L>::
                                                                          storage_element_type& v) {
  for (int e = 0; e < f.num_elements; ++e) f.x[e] = v;
}

namespace detail {
// Element e of this lane as (row, column) of the fragment's tile.
template <class F> __device__ inline void position(int e, int& r, int& c) {
  const int idx = e * 32 + lane();
  r = idx / F::cols;
  c = idx % F::cols;
}
template <class F, class P> __device__ inline void load(F& f, const P* p, unsigned ldm, bool col_major_mem) {
  for (int e = 0; e < F::num_elements; ++e) {
    int r, c;
    position<F>(e, r, c);
    f.x[e] = p[col_major_mem ? static_cast<size_t>(c) * ldm + r : static_cast<size_t>(r) * ldm + c];
  }
}
}  // namespace detail

// matrix_a / matrix_b: the memory layout is the fragment's Layout
template <class Use, int M, int N, int K, class T, class L, class P>
__device__ inline void load_matrix_sync(fragment<Use, M, N, K, T, L>& a, const P* p, unsigned ldm) {
  static_assert(!std::is_same<Use, accumulator>::value, "wmma: an accumulator load takes a layout_t argument");
  static_assert(std::is_same<L, row_major>::value || std::is_same<L, col_major>::value,
                "wmma: matrix_a / matrix_b fragments need row_major or col_major");
  detail::load(a, p, ldm, std::is_same<L, col_major>::value);
}

template <int M, int N, int K, class T, class P>
__device__ inline void load_matrix_sync(fragment<accumulator, M, N, K, T>& c, const P* p, unsigned ldm, layout_t layout) {
  detail::load(c, p, ldm, layout == mem_col_major);
}

template <int M, int N, int K, class T, class P>
__device__ inline void store_matrix_sync(P* p, const fragment<accumulator, M, N, K, T>& c, unsigned ldm,
                                         layout_t layout) {
  using F = fragment<accumulator, M, N, K, T>;
  for (int e = 0; e < F::num_elements; ++e) {
    int r, col;
    detail::position<F>(e, r, col);
    p[layout == mem_col_major ? static_cast<size_t>(col) * ldm + r : static_cast<size_t>(r) * ldm + col] = c.x[e];
  }
}

namespace detail {
// Element (r, c) of the tile held by fragment `f`, fetched from the lane that holds it. Every lane of the
// warp calls it with the same [slot_lo, slot_hi], the slots any lane may need, so each shuffle is executed
// by the whole warp.
template <class F> __device__ inline typename F::storage_element_type fetch(const F& f, int r, int c, int slot_lo,
                                                                           int slot_hi) {
  const int idx = r * F::cols + c;
  typename F::storage_element_type got = f.x[slot_lo];
  for (int s = slot_lo; s <= slot_hi; ++s) {
    const auto v = shfl32(f.x[s], idx % 32);
    if (s == idx / 32) got = v;
  }
  return got;
}

template <class A> __device__ inline A saturate(A v, bool satf) {
  if constexpr (std::is_floating_point<A>::value) {
    if (satf) {
      if (v != v) return A(0);
      if (v > std::numeric_limits<A>::max()) return std::numeric_limits<A>::max();
      if (v < -std::numeric_limits<A>::max()) return -std::numeric_limits<A>::max();
    }
  }
  return v;
}
}  // namespace detail

namespace detail {
#if XLATE_CPU_MATRIX_USE_BOARD
// The lanes of the caller's 32-lane warp that exist (a block's last warp may be partial).
__device__ inline unsigned long long warp_lanes() {
  const unsigned int n = blockDim.x * blockDim.y * blockDim.z;
  const unsigned int linear = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  const unsigned int first = linear - static_cast<unsigned int>(lane());
  const unsigned int count = n - first < 32u ? n - first : 32u;
  const unsigned long long lanes = count >= 32u ? 0xffffffffull : ((1ull << count) - 1ull);
  return lanes << (static_cast<unsigned int>(__lane_id()) & 32u);
}
struct board_post {
  const void* a;
  const void* b;
};

// The A and B elements one mma_sync reads, for the lane's output element e (the board exchange on the
// cpu backend): in place, from the addresses the warp's lanes post in one exchange on the board of
// <xlate/warp_board.h> (two rendezvous per mma_sync instead of one shuffle per element fetched; the same
// values, summed in the same order).
template <class FA, class FB, int N, int K>
struct operands {
  board_post mine;         // constructed before the board and destroyed after it
  xlate_warp_board board;  // its destructor is the second rendezvous
  __device__ operands(const FA& a, const FB& b)
      : mine{&a, &b}, board(static_cast<unsigned long long>(reinterpret_cast<__UINTPTR_TYPE__>(&mine)), warp_lanes()) {}
  __device__ typename FA::storage_element_type a(int, int i, int k) const {
    const int idx = i * K + k;
    return static_cast<const FA*>(board.pointer_at<board_post>(idx % 32)->a)->x[idx / 32];
  }
  __device__ typename FB::storage_element_type b(int k, int j) const {
    const int idx = k * N + j;
    return static_cast<const FB*>(board.pointer_at<board_post>(idx % 32)->b)->x[idx / 32];
  }
};
#else
// The A and B elements one mma_sync reads, for the lane's output element e: fetched by shuffles, each
// executed by the whole warp over the slots any lane may need.
template <class FA, class FB, int N, int K>
struct operands {
  const FA& fa;
  const FB& fb;
  __device__ operands(const FA& a, const FB& b) : fa(a), fb(b) {}
  __device__ typename FA::storage_element_type a(int e, int i, int k) const {
    const int i_lo = (e * 32) / N, i_hi = (e * 32 + 31) / N;  // the rows any lane needs for its element e
    return fetch(fa, i, k, (i_lo * K + k) / 32, (i_hi * K + k) / 32);
  }
  __device__ typename FB::storage_element_type b(int k, int j) const {
    return fetch(fb, k, j, (k * N) / 32, (k * N + N - 1) / 32);
  }
};
#endif
}  // namespace detail

template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC, class TD>
__device__ inline void mma_sync(fragment<accumulator, M, N, K, TD>& d, const fragment<matrix_a, M, N, K, TA, LA>& a,
                                const fragment<matrix_b, M, N, K, TB, LB>& b,
                                const fragment<accumulator, M, N, K, TC>& c, bool satf = false) {
  using FA = fragment<matrix_a, M, N, K, TA, LA>;
  using FB = fragment<matrix_b, M, N, K, TB, LB>;
  using FD = fragment<accumulator, M, N, K, TD>;
  using Acc = typename detail::acc_of<typename FA::storage_element_type>::type;
  typename FD::storage_element_type out[FD::num_elements];
  {
    const detail::operands<FA, FB, N, K> x(a, b);
    for (int e = 0; e < FD::num_elements; ++e) {
      int i, j;
      detail::position<FD>(e, i, j);
      Acc sum = detail::widen<Acc>(c.x[e]);
      for (int k = 0; k < K; ++k) sum += detail::widen<Acc>(x.a(e, i, k)) * detail::widen<Acc>(x.b(k, j));
      out[e] = static_cast<typename FD::storage_element_type>(detail::saturate(sum, satf));
    }
  }
  for (int e = 0; e < FD::num_elements; ++e) d.x[e] = out[e];
}

}  // namespace wmma
}  // namespace nvcuda

#endif  // XLATE_WMMA_H
