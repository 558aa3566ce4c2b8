// xlate support header: what `#include <cublas_v2.h>` gives CUDA code, on HIP.
//
// CUDA's cuBLAS header brings cuda_fp16.h (__half, half, half2) and cuComplex.h with it, and real code
// relies on that (faiss uses `half` with only <cublas_v2.h> included). hipBLAS's header does not
// include their HIP counterparts, so XL501 translates <cublas_v2.h> (and <cublas_api.h>) to this
// header rather than to <hipblas/hipblas.h> alone.
#pragma once
#include <hip/hip_fp16.h>
#if __has_include(<hip/hip_complex.h>)  // the cpu backend has no complex types (docs/cpu-backend.md)
#include <hip/hip_complex.h>
#endif
#include <hipblas/hipblas.h>
