// xlate support: <hip/hip_fp16.h> with CUDA's __half and __half2 operators, for code xlate translated.
//
// CUDA declares the operators of __half and __half2 (+ - * /, the compound assignments, ++ --, unary
// + -, the six comparisons) as __host__ __device__ functions at namespace scope (cuda_fp16.hpp). HIP
// declares them as hidden friends of the two structs, which differ in two ways a program can see:
//  - lookup: a hidden friend is found only by argument-dependent lookup of an argument of type __half
//    (__half2), not for a type that merely converts to it (a wrapper with `operator __half()`, a type
//    derived from __half_raw such as Eigen::half, __half_raw itself), so such code does not compile;
//  - results: HIP's __half <= and >= are !(y < x) and !(x < y), true when an input is NaN (CUDA's are
//    ordered: false), and its __half2 != <= >= negate a both-lanes test, so (1,2) != (1,3) is true and
//    (1,5) <= (2,3) is true, where CUDA's are both-lanes tests themselves (__hbneu2, __hble2): false.
// This header is found before HIP's own (xlate's drivers put the support folder on the include path
// ahead of HIP's). On the gfx942 target, where it is the first to bring in HIP's half types, it turns
// HIP's operators off (__HIP_NO_HALF_OPERATORS__) and declares CUDA's (<xlate/half_operators.h>); a
// program's own -D__CUDA_NO_HALF_OPERATORS__ / __CUDA_NO_HALF2_OPERATORS__ / __CUDA_NO_HALF_CONVERSIONS__
// (PyTorch's extension builds pass them) turn the same parts off as in CUDA. Where HIP's types came in
// before (a HIP header that includes amd_hip_fp16.h by its own path), or HIP code asked for
// __HIP_NO_HALF_OPERATORS__ itself, or on the cpu target (whose runtime header has CUDA's operators),
// this header is HIP's and nothing else; so it is for a host compiler other than hip-clang (a host .cpp
// that g++ compiles against HIP's headers gets HIP's gcc types, which have no such operators).
#if defined(__clang__) && defined(__HIP__) && !defined(__HIP_PLATFORM_XLATE_CPU__) && \
    !defined(HIP_INCLUDE_HIP_AMD_DETAIL_HIP_FP16_H) && !defined(__HIP_NO_HALF_OPERATORS__)
#define __HIP_NO_HALF_OPERATORS__ 1
#define XLATE_CUDA_HALF_OPERATORS 1
#if defined(__CUDA_NO_HALF_CONVERSIONS__) && !defined(__HIP_NO_HALF_CONVERSIONS__)
#define __HIP_NO_HALF_CONVERSIONS__ 1
#endif
#endif
#include_next <hip/hip_fp16.h>
#if defined(XLATE_CUDA_HALF_OPERATORS)
#include <xlate/half_operators.h>
#endif
