// xlate support header: libcu++'s cuda::std, on HIP, as the C++ standard library.
//
// CUDA code includes <cuda/std/utility>, <cuda/std/tuple> ... and spells cuda::std::pair,
// cuda::std::get, cuda::std::plus. HIP has no libcu++; hip-clang compiles the standard library's
// constexpr functions for the device (they are implicitly __host__ __device__), so XL501 turns
// <cuda/std/X> into <xlate/cuda/std/X> (the standard header plus this one) for the headers where that
// holds, and cuda::std names the standard library here. std::visit is not constexpr-callable from
// device code in libstdc++, so cuda::std::visit is provided for one variant.
#pragma once
#include <cstddef>
#include <type_traits>
#include <utility>
#include <variant>

namespace cuda {
namespace std {
using namespace ::std;

template <::std::size_t I, class F, class V>
__host__ __device__ constexpr decltype(auto) xlate_visit_at(F&& f, V&& v) {
  constexpr ::std::size_t n = ::std::variant_size<::std::remove_cv_t<::std::remove_reference_t<V>>>::value;
  if constexpr (I + 1 < n) {
    if (v.index() != I) return xlate_visit_at<I + 1>(static_cast<F&&>(f), static_cast<V&&>(v));
  }
  return static_cast<F&&>(f)(*::std::get_if<I>(&v));  // get_if: std::get may throw, not callable on the device
}

// visit over one variant (a valueless variant is not checked: device code cannot throw).
template <class F, class V, class... More>
__host__ __device__ constexpr decltype(auto) visit(F&& f, V&& v, More&&...) {
  static_assert(sizeof...(More) == 0, "not supported: cuda::std::visit over several variants (xlate/cuda_std.h)");
  return xlate_visit_at<0>(static_cast<F&&>(f), static_cast<V&&>(v));
}
}  // namespace std
}  // namespace cuda
