// xlate cpu backend: hipBLAS (column-major BLAS, handle API) with plain loop implementations:
// axpy/scal/dot/nrm2/asum/iamax/copy, gemv, gemm (+ batched and strided batched), Set/GetVector/Matrix,
// gemmEx (+ batched and strided batched; the hipBLAS 3 / HIPBLAS_V2 form with hipDataType and
// hipblasComputeType_t), Hgemm (__half, summed in float), geam, trsm and trsv (float, double) and trsmBatched
// (float), SetWorkspace. Argument checks return HIPBLAS_STATUS_INVALID_VALUE as cuBLAS documents
// CUBLAS_STATUS_INVALID_VALUE: negative sizes, leading dimensions below the rows they hold, inc 0.
// Complex (C, Z): axpy, scal (and Csscal/Zdscal), dotu, dotc, gemv, gemm, geam, geru, gerc, dgmm; real ger, swap,
// dgmm. Functions not listed here compile and return HIPBLAS_STATUS_NOT_SUPPORTED (the generated
// xlate_cpu_libs/unsupported_hipblas.h included at the end). Every one but
// Hgemm is also a C function (the C API block below), for C code calling cuBLAS.
// Sums (dot, dotu, dotc, nrm2, asum) accumulate in double and round once: a float sum in order drifts by up to
// n ulps, a GPU's tree sum by about log2(n), and this by less than either.
// Stream order: each call waits for the handle's stream (Set/Get Vector/Matrix: for the device) before it reads
// device memory (inputs, arrays of pointers, alpha/beta in device pointer mode) and computes before returning.
#pragma once
#include <hip/hip_runtime.h>
#include <hip/library_types.h>
#include <hip/hip_complex.h>  // as hipBLAS's header: HIP's complex types and functions
#include <stddef.h>
#include <stdint.h>
#include <xlate_cpu_libs/capi.h>
#ifdef __cplusplus
// __half and __hip_bfloat16 as types only (hip_fp16.h/hip_bf16.h need the backend's full runtime
// header; host C++ built by a plain C++ compiler includes this one through xlate's toolkit folder)
#include <xlate_cpu/fp16_types.h>
#include <xlate_cpu_libs/gemm.h>  // the GEMM core shared with the cpu hipBLASLt
#include <cmath>
#include <complex>
#include <vector>
#include <cstring>
#include <cstdio>
#include <cstdint>
#endif

typedef enum {
    HIPBLAS_STATUS_SUCCESS = 0, HIPBLAS_STATUS_NOT_INITIALIZED = 1, HIPBLAS_STATUS_ALLOC_FAILED = 2,
    HIPBLAS_STATUS_INVALID_VALUE = 3, HIPBLAS_STATUS_MAPPING_ERROR = 4, HIPBLAS_STATUS_EXECUTION_FAILED = 5,
    HIPBLAS_STATUS_INTERNAL_ERROR = 6, HIPBLAS_STATUS_NOT_SUPPORTED = 7, HIPBLAS_STATUS_ARCH_MISMATCH = 8,
    HIPBLAS_STATUS_HANDLE_IS_NULLPTR = 9, HIPBLAS_STATUS_INVALID_ENUM = 10, HIPBLAS_STATUS_UNKNOWN = 11
} hipblasStatus_t;
typedef enum { HIPBLAS_OP_N = 111, HIPBLAS_OP_T = 112, HIPBLAS_OP_C = 113 } hipblasOperation_t;
typedef enum { HIPBLAS_POINTER_MODE_HOST = 0, HIPBLAS_POINTER_MODE_DEVICE = 1 } hipblasPointerMode_t;
typedef enum { HIPBLAS_FILL_MODE_UPPER = 121, HIPBLAS_FILL_MODE_LOWER = 122, HIPBLAS_FILL_MODE_FULL = 123 }
    hipblasFillMode_t;
typedef enum { HIPBLAS_DIAG_NON_UNIT = 131, HIPBLAS_DIAG_UNIT = 132 } hipblasDiagType_t;
typedef enum { HIPBLAS_SIDE_LEFT = 141, HIPBLAS_SIDE_RIGHT = 142, HIPBLAS_SIDE_BOTH = 143 } hipblasSideMode_t;
// hipBLAS 7.2's math modes, with its values. The cpu implementations compute in the precision of the
// data whatever the mode (CUDA's DISALLOW_REDUCED_PRECISION_REDUCTION is then always honoured).
typedef enum { HIPBLAS_DEFAULT_MATH = 0, HIPBLAS_XF32_XDL_MATH = 1, HIPBLAS_PEDANTIC_MATH = 2,
               HIPBLAS_TF32_TENSOR_OP_MATH = 3, HIPBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 4,
               HIPBLAS_TENSOR_OP_MATH = 5 } hipblasMath_t;

typedef enum {
    HIPBLAS_COMPUTE_16F = 0, HIPBLAS_COMPUTE_16F_PEDANTIC = 1, HIPBLAS_COMPUTE_32F = 2, HIPBLAS_COMPUTE_32F_PEDANTIC = 3,
    HIPBLAS_COMPUTE_32F_FAST_16F = 4, HIPBLAS_COMPUTE_32F_FAST_16BF = 5, HIPBLAS_COMPUTE_32F_FAST_TF32 = 6,
    HIPBLAS_COMPUTE_64F = 7, HIPBLAS_COMPUTE_64F_PEDANTIC = 8, HIPBLAS_COMPUTE_32I = 9, HIPBLAS_COMPUTE_32I_PEDANTIC = 10,
    // hipBLAS's fp8 MFMA compute types (gfx942): the cpu GemmEx family returns HIPBLAS_STATUS_NOT_SUPPORTED for them
    HIPBLAS_COMPUTE_32F_FAST_8F_FNUZ = 100, HIPBLAS_COMPUTE_32F_FAST_8BF_FNUZ = 101,
    HIPBLAS_COMPUTE_32F_FAST_8F8BF_FNUZ = 102, HIPBLAS_COMPUTE_32F_FAST_8BF8F_FNUZ = 103
} hipblasComputeType_t;
typedef enum { HIPBLAS_GEMM_DEFAULT = 160 } hipblasGemmAlgo_t;
typedef int64_t hipblasStride;

typedef struct xlate_hipblas_handle* hipblasHandle_t;

// The C API (C programs link it from libxlate_hipcpu.so; xlate_cpu_libs/capi.h). Hgemm, whose __half has no C
// type here, is C++ only.
XLATE_CAPI_BEGIN
XLATE_CAPI hipblasStatus_t hipblasCreate(hipblasHandle_t* h);
XLATE_CAPI hipblasStatus_t hipblasDestroy(hipblasHandle_t h);
XLATE_CAPI hipblasStatus_t hipblasSetStream(hipblasHandle_t h, hipStream_t s);
XLATE_CAPI hipblasStatus_t hipblasGetStream(hipblasHandle_t h, hipStream_t* s);
XLATE_CAPI hipblasStatus_t hipblasSetPointerMode(hipblasHandle_t h, hipblasPointerMode_t m);
XLATE_CAPI hipblasStatus_t hipblasGetPointerMode(hipblasHandle_t h, hipblasPointerMode_t* m);
XLATE_CAPI hipblasStatus_t hipblasSetMathMode(hipblasHandle_t h, hipblasMath_t m);
XLATE_CAPI hipblasStatus_t hipblasGetMathMode(hipblasHandle_t h, hipblasMath_t* m);
XLATE_CAPI hipblasStatus_t hipblasSetVector(int n, int es, const void* x, int incx, void* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasGetVector(int n, int es, const void* x, int incx, void* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasSetMatrix(int rows, int cols, int es, const void* a, int lda, void* b, int ldb);
XLATE_CAPI hipblasStatus_t hipblasGetMatrix(int rows, int cols, int es, const void* a, int lda, void* b, int ldb);
XLATE_CAPI hipblasStatus_t hipblasSaxpy(hipblasHandle_t h, int n, const float* alpha, const float* x, int incx, float* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasSscal(hipblasHandle_t h, int n, const float* alpha, float* x, int incx);
XLATE_CAPI hipblasStatus_t hipblasScopy(hipblasHandle_t h, int n, const float* x, int incx, float* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasSdot(hipblasHandle_t h, int n, const float* x, int incx, const float* y, int incy, float* result);
XLATE_CAPI hipblasStatus_t hipblasSnrm2(hipblasHandle_t h, int n, const float* x, int incx, float* result);
XLATE_CAPI hipblasStatus_t hipblasSasum(hipblasHandle_t h, int n, const float* x, int incx, float* result);
XLATE_CAPI hipblasStatus_t hipblasIsamax(hipblasHandle_t h, int n, const float* x, int incx, int* result);
XLATE_CAPI hipblasStatus_t hipblasSgemv(hipblasHandle_t h, hipblasOperation_t t, int m, int n, const float* alpha, const float* A, int lda, const float* x, int incx, const float* beta, float* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasSgemm(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const float* alpha, const float* A, int lda, const float* B, int ldb, const float* beta, float* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasSgemmStridedBatched(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const float* alpha, const float* A, int lda, long long sA, const float* B, int ldb, long long sB, const float* beta, float* C, int ldc, long long sC, int batch);
XLATE_CAPI hipblasStatus_t hipblasSgemmBatched(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const float* alpha, const float* const A[], int lda, const float* const B[], int ldb, const float* beta, float* const C[], int ldc, int batch);
XLATE_CAPI hipblasStatus_t hipblasDaxpy(hipblasHandle_t h, int n, const double* alpha, const double* x, int incx, double* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasDscal(hipblasHandle_t h, int n, const double* alpha, double* x, int incx);
XLATE_CAPI hipblasStatus_t hipblasDcopy(hipblasHandle_t h, int n, const double* x, int incx, double* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasDdot(hipblasHandle_t h, int n, const double* x, int incx, const double* y, int incy, double* result);
XLATE_CAPI hipblasStatus_t hipblasDnrm2(hipblasHandle_t h, int n, const double* x, int incx, double* result);
XLATE_CAPI hipblasStatus_t hipblasDasum(hipblasHandle_t h, int n, const double* x, int incx, double* result);
XLATE_CAPI hipblasStatus_t hipblasIdamax(hipblasHandle_t h, int n, const double* x, int incx, int* result);
XLATE_CAPI hipblasStatus_t hipblasDgemv(hipblasHandle_t h, hipblasOperation_t t, int m, int n, const double* alpha, const double* A, int lda, const double* x, int incx, const double* beta, double* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasDgemm(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const double* alpha, const double* A, int lda, const double* B, int ldb, const double* beta, double* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasDgemmStridedBatched(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const double* alpha, const double* A, int lda, long long sA, const double* B, int ldb, long long sB, const double* beta, double* C, int ldc, long long sC, int batch);
XLATE_CAPI hipblasStatus_t hipblasDgemmBatched(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const double* alpha, const double* const A[], int lda, const double* const B[], int ldb, const double* beta, double* const C[], int ldc, int batch);
XLATE_CAPI hipblasStatus_t hipblasGemmEx(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const void* alpha, const void* A, hipDataType aType, int lda, const void* B, hipDataType bType, int ldb, const void* beta, void* C, hipDataType cType, int ldc, hipblasComputeType_t computeType, hipblasGemmAlgo_t);
XLATE_CAPI hipblasStatus_t hipblasGemmBatchedEx(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const void* alpha, const void* A[], hipDataType aType, int lda, const void* B[], hipDataType bType, int ldb, const void* beta, void* C[], hipDataType cType, int ldc, int batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t);
XLATE_CAPI hipblasStatus_t hipblasGemmStridedBatchedEx(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const void* alpha, const void* A, hipDataType aType, int lda, hipblasStride strideA, const void* B, hipDataType bType, int ldb, hipblasStride strideB, const void* beta, void* C, hipDataType cType, int ldc, hipblasStride strideC, int batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t);
XLATE_CAPI hipblasStatus_t hipblasSetWorkspace(hipblasHandle_t h, void*, size_t);
XLATE_CAPI hipblasStatus_t hipblasStrsmBatched(hipblasHandle_t h, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n, const float* alpha, const float* const AP[], int lda, float* const BP[], int ldb, int batchCount);
XLATE_CAPI hipblasStatus_t hipblasStrsm(hipblasHandle_t h, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n, const float* alpha, const float* A, int lda, float* B, int ldb);
XLATE_CAPI hipblasStatus_t hipblasSgeam(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, const float* alpha, const float* A, int lda, const float* beta, const float* B, int ldb, float* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasDtrsm(hipblasHandle_t h, hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n, const double* alpha, const double* A, int lda, double* B, int ldb);
XLATE_CAPI hipblasStatus_t hipblasStrsv(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int n, const float* A, int lda, float* x, int incx);
XLATE_CAPI hipblasStatus_t hipblasDtrsv(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasOperation_t transA, hipblasDiagType_t diag, int n, const double* A, int lda, double* x, int incx);
XLATE_CAPI hipblasStatus_t hipblasDgeam(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, const double* alpha, const double* A, int lda, const double* beta, const double* B, int ldb, double* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasSger(hipblasHandle_t h, int m, int n, const float* alpha, const float* x, int incx, const float* y, int incy, float* A, int lda);
XLATE_CAPI hipblasStatus_t hipblasSswap(hipblasHandle_t h, int n, float* x, int incx, float* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasSdgmm(hipblasHandle_t h, hipblasSideMode_t side, int m, int n, const float* A, int lda, const float* x, int incx, float* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasDger(hipblasHandle_t h, int m, int n, const double* alpha, const double* x, int incx, const double* y, int incy, double* A, int lda);
XLATE_CAPI hipblasStatus_t hipblasDswap(hipblasHandle_t h, int n, double* x, int incx, double* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasDdgmm(hipblasHandle_t h, hipblasSideMode_t side, int m, int n, const double* A, int lda, const double* x, int incx, double* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasCaxpy(hipblasHandle_t h, int n, const hipComplex* alpha, const hipComplex* x, int incx, hipComplex* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasCscal(hipblasHandle_t h, int n, const hipComplex* alpha, hipComplex* x, int incx);
XLATE_CAPI hipblasStatus_t hipblasCsscal(hipblasHandle_t h, int n, const float* alpha, hipComplex* x, int incx);
XLATE_CAPI hipblasStatus_t hipblasCdotu(hipblasHandle_t h, int n, const hipComplex* x, int incx, const hipComplex* y, int incy, hipComplex* result);
XLATE_CAPI hipblasStatus_t hipblasCdotc(hipblasHandle_t h, int n, const hipComplex* x, int incx, const hipComplex* y, int incy, hipComplex* result);
XLATE_CAPI hipblasStatus_t hipblasCgemv(hipblasHandle_t h, hipblasOperation_t t, int m, int n, const hipComplex* alpha, const hipComplex* A, int lda, const hipComplex* x, int incx, const hipComplex* beta, hipComplex* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasCgemm(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const hipComplex* alpha, const hipComplex* A, int lda, const hipComplex* B, int ldb, const hipComplex* beta, hipComplex* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasCgeam(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, const hipComplex* alpha, const hipComplex* A, int lda, const hipComplex* beta, const hipComplex* B, int ldb, hipComplex* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasCgeru(hipblasHandle_t h, int m, int n, const hipComplex* alpha, const hipComplex* x, int incx, const hipComplex* y, int incy, hipComplex* A, int lda);
XLATE_CAPI hipblasStatus_t hipblasCgerc(hipblasHandle_t h, int m, int n, const hipComplex* alpha, const hipComplex* x, int incx, const hipComplex* y, int incy, hipComplex* A, int lda);
XLATE_CAPI hipblasStatus_t hipblasCdgmm(hipblasHandle_t h, hipblasSideMode_t side, int m, int n, const hipComplex* A, int lda, const hipComplex* x, int incx, hipComplex* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasZaxpy(hipblasHandle_t h, int n, const hipDoubleComplex* alpha, const hipDoubleComplex* x, int incx, hipDoubleComplex* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasZscal(hipblasHandle_t h, int n, const hipDoubleComplex* alpha, hipDoubleComplex* x, int incx);
XLATE_CAPI hipblasStatus_t hipblasZdscal(hipblasHandle_t h, int n, const double* alpha, hipDoubleComplex* x, int incx);
XLATE_CAPI hipblasStatus_t hipblasZdotu(hipblasHandle_t h, int n, const hipDoubleComplex* x, int incx, const hipDoubleComplex* y, int incy, hipDoubleComplex* result);
XLATE_CAPI hipblasStatus_t hipblasZdotc(hipblasHandle_t h, int n, const hipDoubleComplex* x, int incx, const hipDoubleComplex* y, int incy, hipDoubleComplex* result);
XLATE_CAPI hipblasStatus_t hipblasZgemv(hipblasHandle_t h, hipblasOperation_t t, int m, int n, const hipDoubleComplex* alpha, const hipDoubleComplex* A, int lda, const hipDoubleComplex* x, int incx, const hipDoubleComplex* beta, hipDoubleComplex* y, int incy);
XLATE_CAPI hipblasStatus_t hipblasZgemm(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const hipDoubleComplex* alpha, const hipDoubleComplex* A, int lda, const hipDoubleComplex* B, int ldb, const hipDoubleComplex* beta, hipDoubleComplex* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasZgeam(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, const hipDoubleComplex* alpha, const hipDoubleComplex* A, int lda, const hipDoubleComplex* beta, const hipDoubleComplex* B, int ldb, hipDoubleComplex* C, int ldc);
XLATE_CAPI hipblasStatus_t hipblasZgeru(hipblasHandle_t h, int m, int n, const hipDoubleComplex* alpha, const hipDoubleComplex* x, int incx, const hipDoubleComplex* y, int incy, hipDoubleComplex* A, int lda);
XLATE_CAPI hipblasStatus_t hipblasZgerc(hipblasHandle_t h, int m, int n, const hipDoubleComplex* alpha, const hipDoubleComplex* x, int incx, const hipDoubleComplex* y, int incy, hipDoubleComplex* A, int lda);
XLATE_CAPI hipblasStatus_t hipblasZdgmm(hipblasHandle_t h, hipblasSideMode_t side, int m, int n, const hipDoubleComplex* A, int lda, const hipDoubleComplex* x, int incx, hipDoubleComplex* C, int ldc);
XLATE_CAPI const char* hipblasStatusToString(hipblasStatus_t s);
XLATE_CAPI_END

#ifdef __cplusplus
struct xlate_hipblas_handle { hipStream_t stream; hipblasPointerMode_t mode; hipblasMath_t math; };

namespace xlate_cpu_blas {
// true while a call recorded into a graph runs as its host node (the node is the stream's work: no wait)
inline thread_local bool in_graph_node = false;
inline bool sync(hipblasHandle_t h) {
    if (h == nullptr) return false;
    if (!in_graph_node) (void)hipStreamSynchronize(h->stream);  // kernels before the call have written the inputs
    return true;
}
// A scalar argument as cuBLAS reads it: in host pointer mode its value at the call (also when the call is
// captured into a graph: the caller's variable may be gone when the graph runs), in device mode the
// pointer, read when the work runs.
struct scalar {
    alignas(16) unsigned char value[16];
    const void* device;
    const void* get() const { return device ? device : static_cast<const void*>(value); }
};
inline scalar at_call(hipblasHandle_t h, const void* p, size_t size) {
    scalar s{};
    if (h != nullptr && h->mode == HIPBLAS_POINTER_MODE_DEVICE) s.device = p;
    else if (p != nullptr) std::memcpy(s.value, p, size < sizeof s.value ? size : sizeof s.value);
    return s;
}
// Stream order for calls whose work reads what earlier work on the stream writes. Outside stream capture the
// call waits for the stream and runs (sync). While the handle's stream is being captured into a graph (ggml
// captures its matrix products) the work becomes a host node of the graph, as cuBLAS's kernels would: it
// runs each time the graph runs, reading device memory (pointer arrays included) then. Its status is then
// known only when it runs: a failing one is printed to stderr. The recorded work is never freed (a graph may
// be launched any number of times). Used by the GEMM family below.
template <class F>
inline hipblasStatus_t ordered(hipblasHandle_t h, F body) {
    if (h == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
    hipStreamCaptureStatus cs = hipStreamCaptureStatusNone;
    if (in_graph_node || hipStreamIsCapturing(h->stream, &cs) != hipSuccess || cs != hipStreamCaptureStatusActive)
        return body();
    auto* held = new F(static_cast<F&&>(body));
    auto run = [](void* p) {
        in_graph_node = true;
        const hipblasStatus_t st = (*static_cast<F*>(p))();
        in_graph_node = false;
        if (st != HIPBLAS_STATUS_SUCCESS) fprintf(stderr, "xlate-cpu: a hipBLAS call run by a graph returned status %d\n", (int)st);
    };
    return hipLaunchHostFunc(h->stream, run, held) == hipSuccess ? HIPBLAS_STATUS_SUCCESS
                                                                  : HIPBLAS_STATUS_EXECUTION_FAILED;
}
inline int max1(int v) { return v > 1 ? v : 1; }
// gemm's documented checks: sizes >= 0, each leading dimension >= max(1, rows of the matrix as stored)
inline bool dims_ok(int m, int n, int k, int arows, int lda, int brows, int ldb, int ldc) {
    return m >= 0 && n >= 0 && k >= 0 && lda >= max1(arows) && ldb >= max1(brows) && ldc >= max1(m);
}
template <class T> inline T at(const T* m, int ld, bool trans, int i, int j) {  // op(M)(i, j), no conjugation
    return trans ? m[j + static_cast<int64_t>(i) * ld] : m[i + static_cast<int64_t>(j) * ld];
}
template <class T> inline T xconj(T v) { return v; }
template <class T> inline std::complex<T> xconj(std::complex<T> v) { return std::conj(v); }
// op(M)(i, j) for op N, T or C (conjugate transpose: conjugated for complex T, a transpose for real T)
template <class T> inline T opat(const T* m, int ld, hipblasOperation_t op, int i, int j) {
    const T v = at(m, ld, op != HIPBLAS_OP_N, i, j);
    return op == HIPBLAS_OP_C ? xconj(v) : v;
}
template <class T>
inline hipblasStatus_t gemm(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k,
                            const T* alpha, const T* A, int lda, const T* B, int ldb, const T* beta, T* C, int ldc) {
    if (!sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;
    const bool at_ = ta != HIPBLAS_OP_N, bt = tb != HIPBLAS_OP_N;
    if (!dims_ok(m, n, k, at_ ? k : m, lda, bt ? n : k, ldb, ldc)) return HIPBLAS_STATUS_INVALID_VALUE;
    const T a = *alpha, b = *beta;
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
            T s = T(0);
            for (int p = 0; p < k; ++p) s += opat(A, lda, ta, i, p) * opat(B, ldb, tb, p, j);
            T& c = C[i + static_cast<int64_t>(j) * ldc];
            c = (b == T(0)) ? a * s : a * s + b * c;  // beta == 0: C is not read (may hold NaN)
        }
    return HIPBLAS_STATUS_SUCCESS;
}
template <class T>
inline hipblasStatus_t gemv(hipblasHandle_t h, hipblasOperation_t t, int m, int n, const T* alpha, const T* A,
                            int lda, const T* x, int incx, const T* beta, T* y, int incy) {
    if (!sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;
    if (m < 0 || n < 0 || lda < max1(m) || incx == 0 || incy == 0) return HIPBLAS_STATUS_INVALID_VALUE;
    const bool tr = t != HIPBLAS_OP_N;
    const int ylen = tr ? n : m, xlen = tr ? m : n;
    const T a = *alpha, b = *beta;
    for (int i = 0; i < ylen; ++i) {
        T s = T(0);
        for (int j = 0; j < xlen; ++j) s += opat(A, lda, t, i, j) * x[static_cast<int64_t>(j) * incx];
        T& yi = y[static_cast<int64_t>(i) * incy];
        yi = (b == T(0)) ? a * s : a * s + b * yi;
    }
    return HIPBLAS_STATUS_SUCCESS;
}
}  // namespace xlate_cpu_blas

inline hipblasStatus_t hipblasCreate(hipblasHandle_t* h) {
    if (h == nullptr) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;
    *h = new xlate_hipblas_handle{nullptr, HIPBLAS_POINTER_MODE_HOST, HIPBLAS_DEFAULT_MATH};
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasDestroy(hipblasHandle_t h) {
    if (h == nullptr) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;
    delete h;
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasSetStream(hipblasHandle_t h, hipStream_t s) {
    if (h == nullptr) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;
    h->stream = s;
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasGetStream(hipblasHandle_t h, hipStream_t* s) {
    if (h == nullptr) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;
    *s = h->stream;
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasSetPointerMode(hipblasHandle_t h, hipblasPointerMode_t m) {
    if (h == nullptr) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;
    h->mode = m;  // device pointers are host memory on the cpu backend: both modes read *alpha
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasGetPointerMode(hipblasHandle_t h, hipblasPointerMode_t* m) {
    if (h == nullptr) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;
    *m = h->mode;
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasSetMathMode(hipblasHandle_t h, hipblasMath_t m) {
    if (h == nullptr) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;
    h->math = m;
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasGetMathMode(hipblasHandle_t h, hipblasMath_t* m) {
    if (h == nullptr) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;
    *m = h->math;
    return HIPBLAS_STATUS_SUCCESS;
}
inline const char* hipblasStatusToString(hipblasStatus_t s) {
    switch (s) {
        case HIPBLAS_STATUS_SUCCESS: return "HIPBLAS_STATUS_SUCCESS";
        case HIPBLAS_STATUS_NOT_INITIALIZED: return "HIPBLAS_STATUS_NOT_INITIALIZED";
        case HIPBLAS_STATUS_INVALID_VALUE: return "HIPBLAS_STATUS_INVALID_VALUE";
        case HIPBLAS_STATUS_HANDLE_IS_NULLPTR: return "HIPBLAS_STATUS_HANDLE_IS_NULLPTR";
        default: return "HIPBLAS_STATUS_UNKNOWN";
    }
}

// Set/Get copy synchronously, as cudaMemcpy does: after the work already queued on the device (a kernel may
// still be reading the device memory that Set overwrites, or writing the memory that Get reads).
namespace xlate_cpu_blas {
inline void copy_vector(int n, int es, const void* x, int incx, void* y, int incy) {
    for (int i = 0; i < n; ++i)
        std::memcpy(static_cast<char*>(y) + static_cast<int64_t>(i) * incy * es,
                    static_cast<const char*>(x) + static_cast<int64_t>(i) * incx * es, es);
}
inline void copy_matrix(int rows, int cols, int es, const void* a, int lda, void* b, int ldb) {
    for (int j = 0; j < cols; ++j)
        std::memcpy(static_cast<char*>(b) + static_cast<int64_t>(j) * ldb * es,
                    static_cast<const char*>(a) + static_cast<int64_t>(j) * lda * es, static_cast<size_t>(rows) * es);
}
}  // namespace xlate_cpu_blas
inline hipblasStatus_t hipblasSetVector(int n, int es, const void* x, int incx, void* y, int incy) {
    (void)hipDeviceSynchronize();
    xlate_cpu_blas::copy_vector(n, es, x, incx, y, incy);
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasGetVector(int n, int es, const void* x, int incx, void* y, int incy) {
    (void)hipDeviceSynchronize();
    xlate_cpu_blas::copy_vector(n, es, x, incx, y, incy);
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasSetMatrix(int rows, int cols, int es, const void* a, int lda, void* b, int ldb) {
    (void)hipDeviceSynchronize();
    xlate_cpu_blas::copy_matrix(rows, cols, es, a, lda, b, ldb);
    return HIPBLAS_STATUS_SUCCESS;
}
inline hipblasStatus_t hipblasGetMatrix(int rows, int cols, int es, const void* a, int lda, void* b, int ldb) {
    (void)hipDeviceSynchronize();
    xlate_cpu_blas::copy_matrix(rows, cols, es, a, lda, b, ldb);
    return HIPBLAS_STATUS_SUCCESS;
}

#define XLATE_HIPBLAS_LEVEL1(P, p, T)                                                                              \
    inline hipblasStatus_t hipblas##P##axpy(hipblasHandle_t h, int n, const T* alpha, const T* x, int incx,    \
                                            T* y, int incy) {                                                  \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;                                 \
        /* one fused multiply-add per element, as a GPU BLAS computes it (and as a kernel's fused */          \
        /* alpha * x[i] + y[i] gives it: docs/cpu-backend.md, "Atomics, printf, math, types") */              \
        for (int i = 0; i < n; ++i)                                                                            \
            y[(int64_t)i * incy] = std::fma(*alpha, x[(int64_t)i * incx], y[(int64_t)i * incy]);               \
        return HIPBLAS_STATUS_SUCCESS;                                                                         \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##scal(hipblasHandle_t h, int n, const T* alpha, T* x, int incx) {        \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;                                 \
        for (int i = 0; i < n; ++i) x[(int64_t)i * incx] *= *alpha;                                            \
        return HIPBLAS_STATUS_SUCCESS;                                                                         \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##copy(hipblasHandle_t h, int n, const T* x, int incx, T* y, int incy) {  \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;                                 \
        for (int i = 0; i < n; ++i) y[(int64_t)i * incy] = x[(int64_t)i * incx];                               \
        return HIPBLAS_STATUS_SUCCESS;                                                                         \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##dot(hipblasHandle_t h, int n, const T* x, int incx, const T* y,         \
                                           int incy, T* result) {                                              \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;                                 \
        double s = 0; /* summed in double: closer to exact than a float sum, as a GPU's tree sum is */         \
        for (int i = 0; i < n; ++i) s += (double)x[(int64_t)i * incx] * (double)y[(int64_t)i * incy];          \
        *result = (T)s;                                                                                        \
        return HIPBLAS_STATUS_SUCCESS;                                                                         \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##nrm2(hipblasHandle_t h, int n, const T* x, int incx, T* result) {       \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;                                 \
        double s = 0;                                                                                          \
        for (int i = 0; i < n; ++i) s += (double)x[(int64_t)i * incx] * (double)x[(int64_t)i * incx];          \
        *result = (T)std::sqrt(s);                                                                             \
        return HIPBLAS_STATUS_SUCCESS;                                                                         \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##asum(hipblasHandle_t h, int n, const T* x, int incx, T* result) {       \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;                                 \
        double s = 0;                                                                                          \
        for (int i = 0; i < n; ++i) s += std::fabs((double)x[(int64_t)i * incx]);                              \
        *result = (T)s;                                                                                        \
        return HIPBLAS_STATUS_SUCCESS;                                                                         \
    }                                                                                                          \
    inline hipblasStatus_t hipblasI##p##amax(hipblasHandle_t h, int n, const T* x, int incx, int* result) {    \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;                                 \
        int best = 0;                                                                                          \
        for (int i = 1; i < n; ++i)                                                                            \
            if (std::fabs(x[(int64_t)i * incx]) > std::fabs(x[(int64_t)best * incx])) best = i;                \
        *result = n > 0 ? best + 1 : 0; /* 1-based, as BLAS */                                                 \
        return HIPBLAS_STATUS_SUCCESS;                                                                         \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##gemv(hipblasHandle_t h, hipblasOperation_t t, int m, int n,             \
                                            const T* alpha, const T* A, int lda, const T* x, int incx,         \
                                            const T* beta, T* y, int incy) {                                   \
        return xlate_cpu_blas::gemv(h, t, m, n, alpha, A, lda, x, incx, beta, y, incy);                        \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##gemm(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb,   \
                                            int m, int n, int k, const T* alpha, const T* A, int lda,          \
                                            const T* B, int ldb, const T* beta, T* C, int ldc) {               \
        const auto a = xlate_cpu_blas::at_call(h, alpha, sizeof(T)), be = xlate_cpu_blas::at_call(h, beta, sizeof(T)); \
        return xlate_cpu_blas::ordered(h, [=] {                                                                \
            return xlate_cpu_blas::gemm(h, ta, tb, m, n, k, static_cast<const T*>(a.get()), A, lda, B, ldb,    \
                                        static_cast<const T*>(be.get()), C, ldc);                              \
        });                                                                                                    \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##gemmStridedBatched(                                                     \
        hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k, const T* alpha,  \
        const T* A, int lda, long long sA, const T* B, int ldb, long long sB, const T* beta, T* C, int ldc,    \
        long long sC, int batch) {                                                                             \
        const auto a = xlate_cpu_blas::at_call(h, alpha, sizeof(T)), be = xlate_cpu_blas::at_call(h, beta, sizeof(T)); \
        return xlate_cpu_blas::ordered(h, [=] {                                                                \
            for (int b = 0; b < batch; ++b) {                                                                  \
                hipblasStatus_t st = xlate_cpu_blas::gemm(h, ta, tb, m, n, k, static_cast<const T*>(a.get()),  \
                                                          A + b * sA, lda, B + b * sB, ldb,                    \
                                                          static_cast<const T*>(be.get()), C + b * sC, ldc);   \
                if (st != HIPBLAS_STATUS_SUCCESS) return st;                                                   \
            }                                                                                                  \
            return HIPBLAS_STATUS_SUCCESS;                                                                     \
        });                                                                                                    \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##gemmBatched(hipblasHandle_t h, hipblasOperation_t ta,                   \
                                                   hipblasOperation_t tb, int m, int n, int k, const T* alpha, \
                                                   const T* const A[], int lda, const T* const B[], int ldb,   \
                                                   const T* beta, T* const C[], int ldc, int batch) {          \
        const auto a = xlate_cpu_blas::at_call(h, alpha, sizeof(T)), be = xlate_cpu_blas::at_call(h, beta, sizeof(T)); \
        return xlate_cpu_blas::ordered(h, [=] {                                                                \
            /* the arrays of pointers are device memory a kernel may still be writing: wait before reading */ \
            if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;                               \
            for (int b = 0; b < batch; ++b) {                                                                  \
                hipblasStatus_t st = xlate_cpu_blas::gemm(h, ta, tb, m, n, k, static_cast<const T*>(a.get()),  \
                                                          A[b], lda, B[b], ldb, static_cast<const T*>(be.get()), \
                                                          C[b], ldc);                                          \
                if (st != HIPBLAS_STATUS_SUCCESS) return st;                                                   \
            }                                                                                                  \
            return HIPBLAS_STATUS_SUCCESS;                                                                     \
        });                                                                                                    \
    }
XLATE_HIPBLAS_LEVEL1(S, s, float)
XLATE_HIPBLAS_LEVEL1(D, d, double)
#undef XLATE_HIPBLAS_LEVEL1

// ---- gemmEx family: C = alpha op(A) op(B) + beta C with A, B, C of hipDataType HIP_R_16F, HIP_R_16BF or
// HIP_R_32F (HIP_R_64F with HIPBLAS_COMPUTE_64F). Elements are read as float (double), products summed in
// float (double) in k order, alpha and beta applied, and the result rounded once to C's type (to nearest
// even). alpha and beta are __half for HIPBLAS_COMPUTE_16F*, double for 64F, float otherwise (hipBLAS).
// A GPU's compute-16F gemm may accumulate in half: results can differ in the last bits of half.
// Other types (integer, complex, fp8) return HIPBLAS_STATUS_NOT_SUPPORTED.
namespace xlate_cpu_blas {
inline double ex_scalar(const void* p, hipblasComputeType_t ct) {
    if (ct == HIPBLAS_COMPUTE_16F || ct == HIPBLAS_COMPUTE_16F_PEDANTIC) return (double)static_cast<float>(*static_cast<const __half*>(p));
    if (ct == HIPBLAS_COMPUTE_64F || ct == HIPBLAS_COMPUTE_64F_PEDANTIC) return *static_cast<const double*>(p);
    return (double)*static_cast<const float*>(p);
}
inline hipblasStatus_t gemm_ex(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n, int k,
                               const void* alpha, const void* A, hipDataType at_, int lda, const void* B, hipDataType bt_,
                               int ldb, const void* beta, void* C, hipDataType ct_, int ldc, hipblasComputeType_t comp) {
    namespace g = xlate_cpu_gemm;
    if (!sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;
    // integer and fp8-MFMA compute types (which round the inputs to fp8) are not computed here
    if (!g::type_ok(at_) || !g::type_ok(bt_) || !g::type_ok(ct_) || comp >= HIPBLAS_COMPUTE_32I)
        return HIPBLAS_STATUS_NOT_SUPPORTED;
    if (!dims_ok(m, n, k, ta != HIPBLAS_OP_N ? k : m, lda, tb != HIPBLAS_OP_N ? n : k, ldb, ldc))
        return HIPBLAS_STATUS_INVALID_VALUE;
    const bool wide = comp == HIPBLAS_COMPUTE_64F || comp == HIPBLAS_COMPUTE_64F_PEDANTIC;
    const double a = ex_scalar(alpha, comp), b = ex_scalar(beta, comp);
    g::run(m, n, k, g::col_major(A, at_, lda, ta != HIPBLAS_OP_N), g::col_major(B, bt_, ldb, tb != HIPBLAS_OP_N), &a, 0,
           b, g::col_major(C, ct_, ldc, false), C, ct_, 1, ldc, wide, [](int64_t, double v) { return v; });
    return HIPBLAS_STATUS_SUCCESS;
}
using xlate_cpu_gemm::type_size;
inline size_t ex_scalar_size(hipblasComputeType_t ct) {
    if (ct == HIPBLAS_COMPUTE_16F || ct == HIPBLAS_COMPUTE_16F_PEDANTIC) return 2;
    return ct == HIPBLAS_COMPUTE_64F || ct == HIPBLAS_COMPUTE_64F_PEDANTIC ? 8 : 4;
}
}  // namespace xlate_cpu_blas
inline hipblasStatus_t hipblasGemmEx(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n,
                                     int k, const void* alpha, const void* A, hipDataType aType, int lda, const void* B,
                                     hipDataType bType, int ldb, const void* beta, void* C, hipDataType cType, int ldc,
                                     hipblasComputeType_t computeType, hipblasGemmAlgo_t) {
    const size_t n_ = xlate_cpu_blas::ex_scalar_size(computeType);
    const auto a = xlate_cpu_blas::at_call(h, alpha, n_), be = xlate_cpu_blas::at_call(h, beta, n_);
    return xlate_cpu_blas::ordered(h, [=] {
        return xlate_cpu_blas::gemm_ex(h, ta, tb, m, n, k, a.get(), A, aType, lda, B, bType, ldb, be.get(), C, cType,
                                       ldc, computeType);
    });
}
inline hipblasStatus_t hipblasGemmBatchedEx(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m,
                                            int n, int k, const void* alpha, const void* A[], hipDataType aType, int lda,
                                            const void* B[], hipDataType bType, int ldb, const void* beta, void* C[],
                                            hipDataType cType, int ldc, int batchCount,
                                            hipblasComputeType_t computeType, hipblasGemmAlgo_t) {
    const size_t n_ = xlate_cpu_blas::ex_scalar_size(computeType);
    const auto a = xlate_cpu_blas::at_call(h, alpha, n_), be = xlate_cpu_blas::at_call(h, beta, n_);
    return xlate_cpu_blas::ordered(h, [=] {
        // the arrays of pointers are device memory a kernel may still be writing: wait before reading them
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;
        for (int i = 0; i < batchCount; ++i) {
            hipblasStatus_t st = xlate_cpu_blas::gemm_ex(h, ta, tb, m, n, k, a.get(), A[i], aType, lda, B[i], bType,
                                                         ldb, be.get(), C[i], cType, ldc, computeType);
            if (st != HIPBLAS_STATUS_SUCCESS) return st;
        }
        return HIPBLAS_STATUS_SUCCESS;
    });
}
inline hipblasStatus_t hipblasGemmStridedBatchedEx(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb,
                                                   int m, int n, int k, const void* alpha, const void* A,
                                                   hipDataType aType, int lda, hipblasStride strideA, const void* B,
                                                   hipDataType bType, int ldb, hipblasStride strideB, const void* beta,
                                                   void* C, hipDataType cType, int ldc, hipblasStride strideC,
                                                   int batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t) {
    using xlate_cpu_blas::type_size;
    const size_t n_ = xlate_cpu_blas::ex_scalar_size(computeType);
    const auto a = xlate_cpu_blas::at_call(h, alpha, n_), be = xlate_cpu_blas::at_call(h, beta, n_);
    return xlate_cpu_blas::ordered(h, [=] {
        for (int i = 0; i < batchCount; ++i) {
            hipblasStatus_t st = xlate_cpu_blas::gemm_ex(
                h, ta, tb, m, n, k, a.get(), static_cast<const char*>(A) + i * strideA * type_size(aType), aType, lda,
                static_cast<const char*>(B) + i * strideB * type_size(bType), bType, ldb, be.get(),
                static_cast<char*>(C) + i * strideC * type_size(cType), cType, ldc, computeType);
            if (st != HIPBLAS_STATUS_SUCCESS) return st;
        }
        return HIPBLAS_STATUS_SUCCESS;
    });
}
// rocBLAS' workspace only speeds up some algorithms; the loops here need none
inline hipblasStatus_t hipblasSetWorkspace(hipblasHandle_t h, void*, size_t) {
    return h == nullptr ? HIPBLAS_STATUS_NOT_INITIALIZED : HIPBLAS_STATUS_SUCCESS;
}

// trsm: solve op(A) X = alpha B (side left) or X op(A) = alpha B (side right) for X, which overwrites B;
// A is m x m (left) or n x n (right), triangular as uplo says (the other triangle is not read), unit
// diagonal (not read) with HIPBLAS_DIAG_UNIT. Substitution in float, in the order that uses each solved
// element once.
namespace xlate_cpu_blas {
template <class T>
inline hipblasStatus_t trsm(hipblasSideMode_t side, hipblasFillMode_t uplo, hipblasOperation_t trans,
                            hipblasDiagType_t diag, int m, int n, T alpha, const T* A, int lda, T* B, int ldb) {
    const bool left = side == HIPBLAS_SIDE_LEFT, tr = trans != HIPBLAS_OP_N, unit = diag == HIPBLAS_DIAG_UNIT;
    // op(A) is lower triangular when (uplo lower) != (transposed)
    const bool lower = (uplo == HIPBLAS_FILL_MODE_LOWER) != tr;
    const int na = left ? m : n;
    auto opA = [&](int i, int j) { return at(A, lda, tr, i, j); };
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) B[i + (int64_t)j * ldb] *= alpha;
    if (left) {  // columns of B independently: op(A) x = b
        for (int j = 0; j < n; ++j) {
            T* b = B + (int64_t)j * ldb;
            for (int s = 0; s < na; ++s) {
                const int i = lower ? s : na - 1 - s;
                T v = b[i];
                for (int t = 0; t < s; ++t) {
                    const int p = lower ? t : na - 1 - t;
                    v -= opA(i, p) * b[p];
                }
                b[i] = unit ? v : v / opA(i, i);
            }
        }
    } else {  // rows of B independently: x op(A) = b, i.e. op(A)^T x^T = b^T
        for (int i = 0; i < m; ++i) {
            for (int s = 0; s < na; ++s) {
                const int j = lower ? na - 1 - s : s;  // x[j] needs x[p] for p after j (lower) or before (upper)
                T v = B[i + (int64_t)j * ldb];
                for (int t = 0; t < s; ++t) {
                    const int p = lower ? na - 1 - t : t;
                    v -= B[i + (int64_t)p * ldb] * opA(p, j);
                }
                B[i + (int64_t)j * ldb] = unit ? v : v / opA(j, j);
            }
        }
    }
    return HIPBLAS_STATUS_SUCCESS;
}
}  // namespace xlate_cpu_blas

inline hipblasStatus_t hipblasStrsmBatched(hipblasHandle_t h, hipblasSideMode_t side, hipblasFillMode_t uplo,
                                           hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n,
                                           const float* alpha, const float* const AP[], int lda, float* const BP[],
                                           int ldb, int batchCount) {
    if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;
    if (m < 0 || n < 0 || batchCount < 0) return HIPBLAS_STATUS_INVALID_VALUE;
    for (int b = 0; b < batchCount; ++b)
        xlate_cpu_blas::trsm(side, uplo, transA, diag, m, n, *alpha, AP[b], lda, BP[b], ldb);
    return HIPBLAS_STATUS_SUCCESS;
}

namespace xlate_cpu_blas {
// C = alpha op(A) + beta op(B), m x n; beta == 0 does not read B, alpha == 0 does not read A
template <class T>
inline hipblasStatus_t geam(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n,
                            const T* alpha, const T* A, int lda, const T* beta, const T* B, int ldb, T* C, int ldc) {
    if (!sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;
    const bool tra = ta != HIPBLAS_OP_N, trb = tb != HIPBLAS_OP_N;
    if (m < 0 || n < 0 || lda < max1(tra ? n : m) || ldb < max1(trb ? n : m) || ldc < max1(m))
        return HIPBLAS_STATUS_INVALID_VALUE;
    const T a = *alpha, b = *beta;
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
            T v = a == T(0) ? T(0) : a * opat(A, lda, ta, i, j);
            if (b != T(0)) v += b * opat(B, ldb, tb, i, j);
            C[i + (int64_t)j * ldc] = v;
        }
    return HIPBLAS_STATUS_SUCCESS;
}
// where element i of an n-vector with increment inc lies (BLAS: a negative increment reads it backwards)
inline int64_t vidx(int i, int n, int inc) {
    return inc >= 0 ? static_cast<int64_t>(i) * inc : static_cast<int64_t>(n - 1 - i) * -inc;
}
// A += alpha x op(y)^T, m x n (ger, geru: y as is; gerc: y conjugated)
template <class T>
inline hipblasStatus_t ger(hipblasHandle_t h, bool conj_y, int m, int n, const T* alpha, const T* x, int incx,
                           const T* y, int incy, T* A, int lda) {
    if (!sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;
    if (m < 0 || n < 0 || incx == 0 || incy == 0 || lda < max1(m)) return HIPBLAS_STATUS_INVALID_VALUE;
    const T a = *alpha;
    for (int j = 0; j < n; ++j) {
        const T yj = conj_y ? xconj(y[vidx(j, n, incy)]) : y[vidx(j, n, incy)];
        for (int i = 0; i < m; ++i) A[i + (int64_t)j * lda] += a * x[vidx(i, m, incx)] * yj;
    }
    return HIPBLAS_STATUS_SUCCESS;
}
// C = A diag(x) (side right) or diag(x) A (side left), m x n
template <class T>
inline hipblasStatus_t dgmm(hipblasHandle_t h, hipblasSideMode_t side, int m, int n, const T* A, int lda, const T* x,
                            int incx, T* C, int ldc) {
    if (!sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;
    if (m < 0 || n < 0 || lda < max1(m) || ldc < max1(m)) return HIPBLAS_STATUS_INVALID_VALUE;
    const bool left = side == HIPBLAS_SIDE_LEFT;
    const int len = left ? m : n;
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i)
            C[i + (int64_t)j * ldc] = A[i + (int64_t)j * lda] * x[vidx(left ? i : j, len, incx)];
    return HIPBLAS_STATUS_SUCCESS;
}
template <class T>
inline hipblasStatus_t dot(hipblasHandle_t h, bool conj_x, int n, const T* x, int incx, const T* y, int incy, T* r) {
    if (!sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;
    std::complex<double> s = 0;  // summed in double, as the real dot
    for (int i = 0; i < n; ++i) {
        const T a = conj_x ? xconj(x[vidx(i, n, incx)]) : x[vidx(i, n, incx)], b = y[vidx(i, n, incy)];
        s += std::complex<double>(a.real(), a.imag()) * std::complex<double>(b.real(), b.imag());
    }
    *r = T(static_cast<typename T::value_type>(s.real()), static_cast<typename T::value_type>(s.imag()));
    return HIPBLAS_STATUS_SUCCESS;
}
template <class T>
inline hipblasStatus_t swap(hipblasHandle_t h, int n, T* x, int incx, T* y, int incy) {
    if (!sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;
    for (int i = 0; i < n; ++i) std::swap(x[vidx(i, n, incx)], y[vidx(i, n, incy)]);
    return HIPBLAS_STATUS_SUCCESS;
}
}  // namespace xlate_cpu_blas

#define XLATE_HIPBLAS_TRSM_GEAM(P, T)                                                                              \
    inline hipblasStatus_t hipblas##P##trsm(hipblasHandle_t h, hipblasSideMode_t side, hipblasFillMode_t uplo,  \
                                            hipblasOperation_t transA, hipblasDiagType_t diag, int m, int n,    \
                                            const T* alpha, const T* A, int lda, T* B, int ldb) {               \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;                                    \
        const int na = side == HIPBLAS_SIDE_LEFT ? m : n;                                                       \
        if (m < 0 || n < 0 || lda < xlate_cpu_blas::max1(na) || ldb < xlate_cpu_blas::max1(m))                  \
            return HIPBLAS_STATUS_INVALID_VALUE;                                                                \
        return xlate_cpu_blas::trsm<T>(side, uplo, transA, diag, m, n, *alpha, A, lda, B, ldb);                 \
    }                                                                                                           \
    /* trsv: op(A) x = b for x, which overwrites b (increment incx): trsm of one column */                      \
    inline hipblasStatus_t hipblas##P##trsv(hipblasHandle_t h, hipblasFillMode_t uplo, hipblasOperation_t transA, \
                                            hipblasDiagType_t diag, int n, const T* A, int lda, T* x, int incx) { \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_NOT_INITIALIZED;                                    \
        if (n < 0 || incx == 0 || lda < xlate_cpu_blas::max1(n)) return HIPBLAS_STATUS_INVALID_VALUE;           \
        std::vector<T> b(n);                                                                                    \
        for (int i = 0; i < n; ++i) b[i] = x[xlate_cpu_blas::vidx(i, n, incx)];                                 \
        xlate_cpu_blas::trsm<T>(HIPBLAS_SIDE_LEFT, uplo, transA, diag, n, 1, T(1), A, lda, b.data(),           \
                                xlate_cpu_blas::max1(n));                                                       \
        for (int i = 0; i < n; ++i) x[xlate_cpu_blas::vidx(i, n, incx)] = b[i];                                 \
        return HIPBLAS_STATUS_SUCCESS;                                                                          \
    }                                                                                                           \
    inline hipblasStatus_t hipblas##P##geam(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb,    \
                                            int m, int n, const T* alpha, const T* A, int lda, const T* beta,   \
                                            const T* B, int ldb, T* C, int ldc) {                               \
        return xlate_cpu_blas::geam(h, ta, tb, m, n, alpha, A, lda, beta, B, ldb, C, ldc);                      \
    }
XLATE_HIPBLAS_TRSM_GEAM(S, float)
XLATE_HIPBLAS_TRSM_GEAM(D, double)
#undef XLATE_HIPBLAS_TRSM_GEAM

#define XLATE_HIPBLAS_REAL_EXTRA(P, T)                                                                             \
    inline hipblasStatus_t hipblas##P##ger(hipblasHandle_t h, int m, int n, const T* alpha, const T* x, int incx, \
                                           const T* y, int incy, T* A, int lda) {                              \
        return xlate_cpu_blas::ger(h, false, m, n, alpha, x, incx, y, incy, A, lda);                           \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##swap(hipblasHandle_t h, int n, T* x, int incx, T* y, int incy) {        \
        return xlate_cpu_blas::swap(h, n, x, incx, y, incy);                                                   \
    }                                                                                                          \
    inline hipblasStatus_t hipblas##P##dgmm(hipblasHandle_t h, hipblasSideMode_t side, int m, int n,           \
                                            const T* A, int lda, const T* x, int incx, T* C, int ldc) {        \
        return xlate_cpu_blas::dgmm(h, side, m, n, A, lda, x, incx, C, ldc);                                   \
    }
XLATE_HIPBLAS_REAL_EXTRA(S, float)
XLATE_HIPBLAS_REAL_EXTRA(D, double)
#undef XLATE_HIPBLAS_REAL_EXTRA

// Complex (hipComplex = float2, hipDoubleComplex = double2, HIP's complex types as hipBLAS's v2 API takes
// them): computed as std::complex<R>, whose layout is the same two R (real, imaginary).
#define XLATE_C(T, p) reinterpret_cast<const std::complex<T>*>(p)
#define XLATE_M(T, p) reinterpret_cast<std::complex<T>*>(p)
#define XLATE_HIPBLAS_COMPLEX(P, H, R, S)                                                                           \
    inline hipblasStatus_t hipblas##P##axpy(hipblasHandle_t h, int n, const H* alpha, const H* x, int incx,      \
                                            H* y, int incy) {                                                    \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;                                   \
        const std::complex<R> a = *XLATE_C(R, alpha);                                                            \
        for (int i = 0; i < n; ++i)                                                                              \
            XLATE_M(R, y)[xlate_cpu_blas::vidx(i, n, incy)] += a * XLATE_C(R, x)[xlate_cpu_blas::vidx(i, n, incx)]; \
        return HIPBLAS_STATUS_SUCCESS;                                                                           \
    }                                                                                                            \
    inline hipblasStatus_t hipblas##P##scal(hipblasHandle_t h, int n, const H* alpha, H* x, int incx) {          \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;                                   \
        for (int i = 0; i < n; ++i) XLATE_M(R, x)[(int64_t)i * incx] *= *XLATE_C(R, alpha);                     \
        return HIPBLAS_STATUS_SUCCESS;                                                                           \
    }                                                                                                            \
    inline hipblasStatus_t hipblas##P##S##scal(hipblasHandle_t h, int n, const R* alpha, H* x, int incx) {       \
        if (!xlate_cpu_blas::sync(h)) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;                                   \
        for (int i = 0; i < n; ++i) XLATE_M(R, x)[(int64_t)i * incx] *= *alpha;                                 \
        return HIPBLAS_STATUS_SUCCESS;                                                                           \
    }                                                                                                            \
    inline hipblasStatus_t hipblas##P##dotu(hipblasHandle_t h, int n, const H* x, int incx, const H* y, int incy, \
                                            H* result) {                                                         \
        return xlate_cpu_blas::dot(h, false, n, XLATE_C(R, x), incx, XLATE_C(R, y), incy, XLATE_M(R, result));  \
    }                                                                                                            \
    inline hipblasStatus_t hipblas##P##dotc(hipblasHandle_t h, int n, const H* x, int incx, const H* y, int incy, \
                                            H* result) {                                                         \
        return xlate_cpu_blas::dot(h, true, n, XLATE_C(R, x), incx, XLATE_C(R, y), incy, XLATE_M(R, result));   \
    }                                                                                                            \
    inline hipblasStatus_t hipblas##P##gemv(hipblasHandle_t h, hipblasOperation_t t, int m, int n, const H* alpha, \
                                            const H* A, int lda, const H* x, int incx, const H* beta, H* y,      \
                                            int incy) {                                                          \
        return xlate_cpu_blas::gemv(h, t, m, n, XLATE_C(R, alpha), XLATE_C(R, A), lda, XLATE_C(R, x), incx,     \
                                    XLATE_C(R, beta), XLATE_M(R, y), incy);                                      \
    }                                                                                                            \
    inline hipblasStatus_t hipblas##P##gemm(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb,     \
                                            int m, int n, int k, const H* alpha, const H* A, int lda,            \
                                            const H* B, int ldb, const H* beta, H* C, int ldc) {                 \
        return xlate_cpu_blas::gemm(h, ta, tb, m, n, k, XLATE_C(R, alpha), XLATE_C(R, A), lda, XLATE_C(R, B),   \
                                    ldb, XLATE_C(R, beta), XLATE_M(R, C), ldc);                                  \
    }                                                                                                            \
    inline hipblasStatus_t hipblas##P##geam(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb,     \
                                            int m, int n, const H* alpha, const H* A, int lda, const H* beta,    \
                                            const H* B, int ldb, H* C, int ldc) {                                \
        return xlate_cpu_blas::geam(h, ta, tb, m, n, XLATE_C(R, alpha), XLATE_C(R, A), lda, XLATE_C(R, beta),   \
                                    XLATE_C(R, B), ldb, XLATE_M(R, C), ldc);                                     \
    }                                                                                                            \
    inline hipblasStatus_t hipblas##P##geru(hipblasHandle_t h, int m, int n, const H* alpha, const H* x,         \
                                            int incx, const H* y, int incy, H* A, int lda) {                     \
        return xlate_cpu_blas::ger(h, false, m, n, XLATE_C(R, alpha), XLATE_C(R, x), incx, XLATE_C(R, y), incy, \
                                   XLATE_M(R, A), lda);                                                          \
    }                                                                                                            \
    inline hipblasStatus_t hipblas##P##gerc(hipblasHandle_t h, int m, int n, const H* alpha, const H* x,         \
                                            int incx, const H* y, int incy, H* A, int lda) {                     \
        return xlate_cpu_blas::ger(h, true, m, n, XLATE_C(R, alpha), XLATE_C(R, x), incx, XLATE_C(R, y), incy,  \
                                   XLATE_M(R, A), lda);                                                          \
    }                                                                                                            \
    inline hipblasStatus_t hipblas##P##dgmm(hipblasHandle_t h, hipblasSideMode_t side, int m, int n,             \
                                            const H* A, int lda, const H* x, int incx, H* C, int ldc) {          \
        return xlate_cpu_blas::dgmm(h, side, m, n, XLATE_C(R, A), lda, XLATE_C(R, x), incx, XLATE_M(R, C), ldc); \
    }
XLATE_HIPBLAS_COMPLEX(C, hipComplex, float, s)
XLATE_HIPBLAS_COMPLEX(Z, hipDoubleComplex, double, d)
#undef XLATE_HIPBLAS_COMPLEX
#undef XLATE_C
#undef XLATE_M

// Hgemm: __half matrices (hipblasHalf is __half under HIPBLAS_USE_HIP_HALF, which xlate/hipblas.h
// defines), products summed in float in k order, alpha and beta applied in float, one rounding to half.
// A GPU may accumulate in half: results can differ in the last bits of half.
inline hipblasStatus_t hipblasHgemm(hipblasHandle_t h, hipblasOperation_t ta, hipblasOperation_t tb, int m, int n,
                                    int k, const __half* alpha, const __half* A, int lda, const __half* B, int ldb,
                                    const __half* beta, __half* C, int ldc) {
    return hipblasGemmEx(h, ta, tb, m, n, k, alpha, A, HIP_R_16F, lda, B, HIP_R_16F, ldb, beta, C, HIP_R_16F, ldc,
                         HIPBLAS_COMPUTE_16F, HIPBLAS_GEMM_DEFAULT);
}
#endif  // __cplusplus
// What the pinned header declares beyond the above: compiles, and says "not supported" when called
#ifndef XLATE_CPU_LIBS_NO_UNSUPPORTED  // (defined by xlate/gen/cpu_unsupported.py)
#include <xlate_cpu_libs/unsupported_hipblas.h>
#endif
