/* xlate CUDA prelude: the warp matrix functions of <mma.h> (namespace nvcuda::wmma) as CUDA declares them
 * for the shapes and types xlate translates, declarations only, so that code using them is checked
 * semantically. The translation includes <xlate/wmma.h> instead (XL501), which implements them for HIP. */
#ifndef XLATE_PRELUDE_MMA_H
#define XLATE_PRELUDE_MMA_H
#ifdef __cplusplus
#include "cuda_fp16.h"
#include "cuda_bf16.h"

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
}
namespace experimental {
namespace precision {
struct u4 {};
struct s4 {};
struct b1 {};
}  // namespace precision
}  // namespace experimental

template <class Use, int M, int N, int K> struct __xlate_dims;
template <int M, int N, int K> struct __xlate_dims<matrix_a, M, N, K> { static const int size = M * K; };
template <int M, int N, int K> struct __xlate_dims<matrix_b, M, N, K> { static const int size = K * N; };
template <int M, int N, int K> struct __xlate_dims<accumulator, M, N, K> { static const int size = M * N; };
template <class T> struct __xlate_storage { typedef T type; };
template <> struct __xlate_storage<precision::tf32> { typedef float type; };

template <class Use, int M, int N, int K, class T, class Layout = void>
class fragment {
 public:
  typedef T element_type;
  typedef typename __xlate_storage<T>::type storage_element_type;
  enum { num_elements = __xlate_dims<Use, M, N, K>::size / 32 };
  storage_element_type x[num_elements];
};

template <class Use, int M, int N, int K, class T, class L>
__device__ void fill_fragment(fragment<Use, M, N, K, T, L>& a,
                              const typename fragment<Use, M, N, K, T, L>::storage_element_type& v);
template <class Use, int M, int N, int K, class T, class L, class P>
__device__ void load_matrix_sync(fragment<Use, M, N, K, T, L>& a, const P* p, unsigned ldm);
template <int M, int N, int K, class T, class P>
__device__ void load_matrix_sync(fragment<accumulator, M, N, K, T>& a, const P* p, unsigned ldm, layout_t layout);
template <int M, int N, int K, class T, class P>
__device__ void store_matrix_sync(P* p, const fragment<accumulator, M, N, K, T>& a, unsigned ldm, layout_t layout);
template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC, class TD>
__device__ void mma_sync(fragment<accumulator, M, N, K, TD>& d, const fragment<matrix_a, M, N, K, TA, LA>& a,
                         const fragment<matrix_b, M, N, K, TB, LB>& b, const fragment<accumulator, M, N, K, TC>& c,
                         bool satf = false);
__host__ __device__ float __float_to_tf32(float in);
}  // namespace wmma
}  // namespace nvcuda
#endif
#endif
