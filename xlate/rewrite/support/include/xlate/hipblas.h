// xlate support header: what `#include <cublas_v2.h>` gives CUDA code, on HIP.
//
// CUDA's cuBLAS header brings cuda_fp16.h (__half, half, half2) and cuComplex.h with it, and real code
// relies on that (faiss uses `half` with only <cublas_v2.h> included). hipBLAS's header does not
// include their HIP counterparts, so XL501 translates <cublas_v2.h> (and <cublas_api.h>) to this
// header rather than to <hipblas/hipblas.h> alone: <xlate/complex.h> is xlate's cuComplex.h (HIP's
// <hip/hip_complex.h> plus the cuComplex.h functions whose HIP counterparts compute otherwise).
//
// cuBLAS's half-precision functions (cublasHgemm, cublasHgemmBatched, cublasHgemmStridedBatched and
// their _64 forms) take __half pointers. hipBLAS declares the same functions with hipblasHalf, which
// is uint16_t unless HIPBLAS_USE_HIP_HALF is defined before <hipblas/hipblas.h> (then it is __half,
// the same 16-bit IEEE binary16 value: the library's C ABI does not change). Defining it here makes
// every translated cublasH* call compile as written.
#pragma once
#ifndef HIPBLAS_USE_HIP_HALF
#define HIPBLAS_USE_HIP_HALF 1
#endif
#include "fp16.h"
#include "complex.h"
#include <hipblas/hipblas.h>
