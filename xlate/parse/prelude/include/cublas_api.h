/* xlate CUDA prelude: cuBLAS v2 API (cuBLAS reference, CUDA 12): types, enums, helper functions, the level-1/2/3
 * BLAS for S/D/C/Z, the BLAS-like extensions, the batched routines and the mixed-precision *Ex functions
 * (the 32-bit-int entry points) and the 64-bit-integer API (the _64 variants), each routine of the legacy API
 * also under its _v2 / _v2_64 name.
 * Split for size: the types and helper functions are here; the routines are in xlate_prelude/cublas_*.h,
 * included below inside the extern "C" blocks in their original order. */
#ifndef XLATE_PRELUDE_CUBLAS_API_H
#define XLATE_PRELUDE_CUBLAS_API_H

#include "cuda_runtime_api.h"
#include "cuda_fp16.h"
#include "cuComplex.h"
#include "library_types.h"

enum cublasStatus_t {
    CUBLAS_STATUS_SUCCESS = 0,
    CUBLAS_STATUS_NOT_INITIALIZED = 1,
    CUBLAS_STATUS_ALLOC_FAILED = 3,
    CUBLAS_STATUS_INVALID_VALUE = 7,
    CUBLAS_STATUS_ARCH_MISMATCH = 8,
    CUBLAS_STATUS_MAPPING_ERROR = 11,
    CUBLAS_STATUS_EXECUTION_FAILED = 13,
    CUBLAS_STATUS_INTERNAL_ERROR = 14,
    CUBLAS_STATUS_NOT_SUPPORTED = 15,
    CUBLAS_STATUS_LICENSE_ERROR = 16
};
enum cublasOperation_t { CUBLAS_OP_N = 0, CUBLAS_OP_T = 1, CUBLAS_OP_C = 2, CUBLAS_OP_HERMITAN = 2, CUBLAS_OP_CONJG = 3 };
enum cublasFillMode_t { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1, CUBLAS_FILL_MODE_FULL = 2 };
enum cublasDiagType_t { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 };
enum cublasSideMode_t { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 };
enum cublasPointerMode_t { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 };
enum cublasAtomicsMode_t { CUBLAS_ATOMICS_NOT_ALLOWED = 0, CUBLAS_ATOMICS_ALLOWED = 1 };
enum cublasMath_t { CUBLAS_DEFAULT_MATH = 0, CUBLAS_TENSOR_OP_MATH = 1, CUBLAS_PEDANTIC_MATH = 2,
                    CUBLAS_TF32_TENSOR_OP_MATH = 3, CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16 };
enum cublasComputeType_t {
    CUBLAS_COMPUTE_16F = 64, CUBLAS_COMPUTE_16F_PEDANTIC = 65, CUBLAS_COMPUTE_32F = 68,
    CUBLAS_COMPUTE_32F_PEDANTIC = 69, CUBLAS_COMPUTE_32F_FAST_16F = 74, CUBLAS_COMPUTE_32F_FAST_16BF = 75,
    CUBLAS_COMPUTE_32F_FAST_TF32 = 77, CUBLAS_COMPUTE_64F = 70, CUBLAS_COMPUTE_64F_PEDANTIC = 71,
    CUBLAS_COMPUTE_32I = 72, CUBLAS_COMPUTE_32I_PEDANTIC = 73
};
enum cublasGemmAlgo_t {
    CUBLAS_GEMM_DEFAULT = -1, CUBLAS_GEMM_DFALT = -1,
    CUBLAS_GEMM_ALGO0 = 0, CUBLAS_GEMM_ALGO1 = 1, CUBLAS_GEMM_ALGO2 = 2, CUBLAS_GEMM_ALGO3 = 3,
    CUBLAS_GEMM_ALGO4 = 4, CUBLAS_GEMM_ALGO5 = 5, CUBLAS_GEMM_ALGO6 = 6, CUBLAS_GEMM_ALGO7 = 7,
    CUBLAS_GEMM_ALGO8 = 8, CUBLAS_GEMM_ALGO9 = 9, CUBLAS_GEMM_ALGO10 = 10, CUBLAS_GEMM_ALGO11 = 11,
    CUBLAS_GEMM_ALGO12 = 12, CUBLAS_GEMM_ALGO13 = 13, CUBLAS_GEMM_ALGO14 = 14, CUBLAS_GEMM_ALGO15 = 15,
    CUBLAS_GEMM_ALGO16 = 16, CUBLAS_GEMM_ALGO17 = 17, CUBLAS_GEMM_ALGO18 = 18, CUBLAS_GEMM_ALGO19 = 19,
    CUBLAS_GEMM_ALGO20 = 20, CUBLAS_GEMM_ALGO21 = 21, CUBLAS_GEMM_ALGO22 = 22, CUBLAS_GEMM_ALGO23 = 23,
    CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99, CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
    CUBLAS_GEMM_ALGO0_TENSOR_OP = 100, CUBLAS_GEMM_ALGO1_TENSOR_OP = 101, CUBLAS_GEMM_ALGO2_TENSOR_OP = 102,
    CUBLAS_GEMM_ALGO3_TENSOR_OP = 103, CUBLAS_GEMM_ALGO4_TENSOR_OP = 104, CUBLAS_GEMM_ALGO5_TENSOR_OP = 105,
    CUBLAS_GEMM_ALGO6_TENSOR_OP = 106, CUBLAS_GEMM_ALGO7_TENSOR_OP = 107, CUBLAS_GEMM_ALGO8_TENSOR_OP = 108,
    CUBLAS_GEMM_ALGO9_TENSOR_OP = 109, CUBLAS_GEMM_ALGO10_TENSOR_OP = 110, CUBLAS_GEMM_ALGO11_TENSOR_OP = 111,
    CUBLAS_GEMM_ALGO12_TENSOR_OP = 112, CUBLAS_GEMM_ALGO13_TENSOR_OP = 113, CUBLAS_GEMM_ALGO14_TENSOR_OP = 114,
    CUBLAS_GEMM_ALGO15_TENSOR_OP = 115
};
typedef cudaDataType cublasDataType_t;

typedef struct cublasContext *cublasHandle_t;
typedef void (*cublasLogCallback)(const char *msg);

extern "C" {
/* helper functions */
__host__ cublasStatus_t cublasCreate(cublasHandle_t *handle);
__host__ cublasStatus_t cublasDestroy(cublasHandle_t handle);
__host__ cublasStatus_t cublasGetVersion(cublasHandle_t handle, int *version);
__host__ cublasStatus_t cublasGetProperty(libraryPropertyType type, int *value);
__host__ size_t cublasGetCudartVersion(void);
__host__ cublasStatus_t cublasSetWorkspace(cublasHandle_t handle, void *workspace, size_t workspaceSizeInBytes);
__host__ cublasStatus_t cublasSetStream(cublasHandle_t handle, cudaStream_t streamId);
__host__ cublasStatus_t cublasGetStream(cublasHandle_t handle, cudaStream_t *streamId);
__host__ cublasStatus_t cublasSetPointerMode(cublasHandle_t handle, cublasPointerMode_t mode);
__host__ cublasStatus_t cublasGetPointerMode(cublasHandle_t handle, cublasPointerMode_t *mode);
__host__ cublasStatus_t cublasSetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t mode);
__host__ cublasStatus_t cublasGetAtomicsMode(cublasHandle_t handle, cublasAtomicsMode_t *mode);
__host__ cublasStatus_t cublasSetMathMode(cublasHandle_t handle, cublasMath_t mode);
__host__ cublasStatus_t cublasGetMathMode(cublasHandle_t handle, cublasMath_t *mode);
__host__ cublasStatus_t cublasSetSmCountTarget(cublasHandle_t handle, int smCountTarget);
__host__ cublasStatus_t cublasGetSmCountTarget(cublasHandle_t handle, int *smCountTarget);
__host__ const char *cublasGetStatusName(cublasStatus_t status);
__host__ const char *cublasGetStatusString(cublasStatus_t status);
__host__ cublasStatus_t cublasLoggerConfigure(int logIsOn, int logToStdOut, int logToStdErr, const char *logFileName);
__host__ cublasStatus_t cublasSetLoggerCallback(cublasLogCallback userCallback);
__host__ cublasStatus_t cublasGetLoggerCallback(cublasLogCallback *userCallback);
__host__ cublasStatus_t cublasSetVector(int n, int elemSize, const void *x, int incx, void *devicePtr, int incy);
__host__ cublasStatus_t cublasGetVector(int n, int elemSize, const void *x, int incx, void *y, int incy);
__host__ cublasStatus_t cublasSetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
__host__ cublasStatus_t cublasGetMatrix(int rows, int cols, int elemSize, const void *A, int lda, void *B, int ldb);
__host__ cublasStatus_t cublasSetVectorAsync(int n, int elemSize, const void *hostPtr, int incx, void *devicePtr,
                                             int incy, cudaStream_t stream);
__host__ cublasStatus_t cublasGetVectorAsync(int n, int elemSize, const void *devicePtr, int incx, void *hostPtr,
                                             int incy, cudaStream_t stream);
__host__ cublasStatus_t cublasSetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                                             int ldb, cudaStream_t stream);
__host__ cublasStatus_t cublasGetMatrixAsync(int rows, int cols, int elemSize, const void *A, int lda, void *B,
                                             int ldb, cudaStream_t stream);

/* level 1, level 2, level 3, BLAS-like extensions, batched, mixed precision */
#include "xlate_prelude/cublas_level1.h"
#include "xlate_prelude/cublas_level2.h"
#include "xlate_prelude/cublas_level3.h"
#include "xlate_prelude/cublas_ext_batched.h"
/* the _v2 names of the legacy API's routines, which CUDA's cublas_api.h declares (cublas_v2.h maps the plain
 * names to them) */
#include "xlate_prelude/cublas_api_v2.h"
}

/* the 64-bit-integer API (CUDA 12: every routine with int sizes, increments or leading dimensions has a _64
 * variant taking int64_t; Iamax/Iamin return an int64_t index) */
extern "C" {
#include "xlate_prelude/cublas_api_64.h"
#include "xlate_prelude/cublas_api_v2_64.h"
}

#endif
