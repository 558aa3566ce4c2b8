/* xlate CUDA prelude: cuBLASLt (cuBLAS reference, CUDA 12, "Using the cuBLASLt API"): the handle, matmul,
 * matrix layout, matmul preference and matrix transform descriptors with their attribute enums, the
 * algorithm heuristic/query functions, the epilogues, orders, pointer modes and the logger. Written
 * from the documentation (enum values as the documentation gives them). */
#ifndef XLATE_PRELUDE_CUBLASLT_H
#define XLATE_PRELUDE_CUBLASLT_H

#include <stdint.h>
#include <stdio.h>
#include "cublas_api.h"

struct cublasLtContext;
typedef struct cublasLtContext *cublasLtHandle_t;
typedef struct cublasLtMatmulDescOpaque_st *cublasLtMatmulDesc_t;
typedef struct cublasLtMatrixLayoutOpaque_st *cublasLtMatrixLayout_t;
typedef struct cublasLtMatmulPreferenceOpaque_st *cublasLtMatmulPreference_t;
typedef struct cublasLtMatrixTransformDescOpaque_st *cublasLtMatrixTransformDesc_t;

typedef struct { uint64_t data[8]; } cublasLtMatmulAlgo_t;
typedef struct {
    cublasLtMatmulAlgo_t algo;
    size_t workspaceSize;
    cublasStatus_t state;
    float wavesCount;
    int reserved[4];
} cublasLtMatmulHeuristicResult_t;

typedef enum {
    CUBLASLT_MATMUL_DESC_COMPUTE_TYPE = 0, CUBLASLT_MATMUL_DESC_SCALE_TYPE = 1, CUBLASLT_MATMUL_DESC_POINTER_MODE = 2,
    CUBLASLT_MATMUL_DESC_TRANSA = 3, CUBLASLT_MATMUL_DESC_TRANSB = 4, CUBLASLT_MATMUL_DESC_TRANSC = 5,
    CUBLASLT_MATMUL_DESC_FILL_MODE = 6, CUBLASLT_MATMUL_DESC_EPILOGUE = 7, CUBLASLT_MATMUL_DESC_BIAS_POINTER = 8,
    CUBLASLT_MATMUL_DESC_BIAS_BATCH_STRIDE = 10, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER = 11,
    CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD = 12, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_BATCH_STRIDE = 13,
    CUBLASLT_MATMUL_DESC_ALPHA_VECTOR_BATCH_STRIDE = 14, CUBLASLT_MATMUL_DESC_SM_COUNT_TARGET = 15,
    CUBLASLT_MATMUL_DESC_A_SCALE_POINTER = 17, CUBLASLT_MATMUL_DESC_B_SCALE_POINTER = 18,
    CUBLASLT_MATMUL_DESC_C_SCALE_POINTER = 19, CUBLASLT_MATMUL_DESC_D_SCALE_POINTER = 20,
    CUBLASLT_MATMUL_DESC_AMAX_D_POINTER = 21, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_DATA_TYPE = 22,
    CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_SCALE_POINTER = 23, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_AMAX_POINTER = 24,
    CUBLASLT_MATMUL_DESC_FAST_ACCUM = 25, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = 26
} cublasLtMatmulDescAttributes_t;
typedef enum {
    CUBLASLT_MATRIX_LAYOUT_TYPE = 0, CUBLASLT_MATRIX_LAYOUT_ORDER = 1, CUBLASLT_MATRIX_LAYOUT_ROWS = 2,
    CUBLASLT_MATRIX_LAYOUT_COLS = 3, CUBLASLT_MATRIX_LAYOUT_LD = 4, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT = 5,
    CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET = 6, CUBLASLT_MATRIX_LAYOUT_PLANE_OFFSET = 7
} cublasLtMatrixLayoutAttribute_t;
typedef enum {
    CUBLASLT_MATMUL_PREF_SEARCH_MODE = 0, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES = 1,
    CUBLASLT_MATMUL_PREF_REDUCTION_SCHEME_MASK = 3, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES = 5,
    CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES = 6, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES = 7,
    CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES = 8, CUBLASLT_MATMUL_PREF_MAX_WAVES_COUNT = 9,
    CUBLASLT_MATMUL_PREF_IMPL_MASK = 12
} cublasLtMatmulPreferenceAttributes_t;
typedef enum {
    CUBLASLT_MATRIX_TRANSFORM_DESC_SCALE_TYPE = 0, CUBLASLT_MATRIX_TRANSFORM_DESC_POINTER_MODE = 1,
    CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSA = 2, CUBLASLT_MATRIX_TRANSFORM_DESC_TRANSB = 3
} cublasLtMatrixTransformDescAttributes_t;
typedef enum {
    CUBLASLT_EPILOGUE_DEFAULT = 1, CUBLASLT_EPILOGUE_RELU = 2, CUBLASLT_EPILOGUE_RELU_AUX = 130,
    CUBLASLT_EPILOGUE_BIAS = 4, CUBLASLT_EPILOGUE_RELU_BIAS = 6, CUBLASLT_EPILOGUE_RELU_AUX_BIAS = 134,
    CUBLASLT_EPILOGUE_DRELU = 136, CUBLASLT_EPILOGUE_DRELU_BGRAD = 152, CUBLASLT_EPILOGUE_GELU = 32,
    CUBLASLT_EPILOGUE_GELU_AUX = 160, CUBLASLT_EPILOGUE_GELU_BIAS = 36, CUBLASLT_EPILOGUE_GELU_AUX_BIAS = 164,
    CUBLASLT_EPILOGUE_DGELU = 192, CUBLASLT_EPILOGUE_DGELU_BGRAD = 208, CUBLASLT_EPILOGUE_BGRADA = 256,
    CUBLASLT_EPILOGUE_BGRADB = 512
} cublasLtEpilogue_t;
typedef enum {
    CUBLASLT_ORDER_COL = 0, CUBLASLT_ORDER_ROW = 1, CUBLASLT_ORDER_COL32 = 2, CUBLASLT_ORDER_COL4_4R2_8C = 3,
    CUBLASLT_ORDER_COL32_2R_4R4 = 4
} cublasLtOrder_t;
typedef enum {
    CUBLASLT_POINTER_MODE_HOST = 0, CUBLASLT_POINTER_MODE_DEVICE = 1, CUBLASLT_POINTER_MODE_DEVICE_VECTOR = 2,
    CUBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_ZERO = 3, CUBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST = 4
} cublasLtPointerMode_t;
typedef enum {
    CUBLASLT_REDUCTION_SCHEME_NONE = 0, CUBLASLT_REDUCTION_SCHEME_INPLACE = 1,
    CUBLASLT_REDUCTION_SCHEME_COMPUTE_TYPE = 2, CUBLASLT_REDUCTION_SCHEME_OUTPUT_TYPE = 4,
    CUBLASLT_REDUCTION_SCHEME_MASK = 7
} cublasLtReductionScheme_t;
typedef enum { CUBLASLT_SEARCH_BEST_FIT = 0, CUBLASLT_SEARCH_LIMITED_BY_ALGO_ID = 1 } cublasLtMatmulSearch_t;
typedef void (*cublasLtLoggerCallback_t)(int logLevel, const char *functionName, const char *message);

extern "C" {
__host__ cublasStatus_t cublasLtCreate(cublasLtHandle_t *lightHandle);
__host__ cublasStatus_t cublasLtDestroy(cublasLtHandle_t lightHandle);
__host__ const char *cublasLtGetStatusName(cublasStatus_t status);
__host__ const char *cublasLtGetStatusString(cublasStatus_t status);
__host__ size_t cublasLtGetVersion(void);
__host__ size_t cublasLtGetCudartVersion(void);
__host__ cublasStatus_t cublasLtGetProperty(libraryPropertyType type, int *value);
__host__ cublasStatus_t cublasLtMatmul(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t computeDesc, const void *alpha,
                                       const void *A, cublasLtMatrixLayout_t Adesc, const void *B,
                                       cublasLtMatrixLayout_t Bdesc, const void *beta, const void *C,
                                       cublasLtMatrixLayout_t Cdesc, void *D, cublasLtMatrixLayout_t Ddesc,
                                       const cublasLtMatmulAlgo_t *algo, void *workspace, size_t workspaceSizeInBytes,
                                       cudaStream_t stream);
__host__ cublasStatus_t cublasLtMatrixTransform(cublasLtHandle_t lightHandle, cublasLtMatrixTransformDesc_t transformDesc,
                                                const void *alpha, const void *A, cublasLtMatrixLayout_t Adesc,
                                                const void *beta, const void *B, cublasLtMatrixLayout_t Bdesc, void *C,
                                                cublasLtMatrixLayout_t Cdesc, cudaStream_t stream);
__host__ cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *matLayout, cudaDataType type, uint64_t rows,
                                                   uint64_t cols, int64_t ld);
__host__ cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout);
__host__ cublasStatus_t cublasLtMatrixLayoutSetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr,
                                                         const void *buf, size_t sizeInBytes);
__host__ cublasStatus_t cublasLtMatrixLayoutGetAttribute(cublasLtMatrixLayout_t matLayout, cublasLtMatrixLayoutAttribute_t attr,
                                                         void *buf, size_t sizeInBytes, size_t *sizeWritten);
__host__ cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *matmulDesc, cublasComputeType_t computeType,
                                                 cudaDataType_t scaleType);
__host__ cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc);
__host__ cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr,
                                                       const void *buf, size_t sizeInBytes);
__host__ cublasStatus_t cublasLtMatmulDescGetAttribute(cublasLtMatmulDesc_t matmulDesc, cublasLtMatmulDescAttributes_t attr,
                                                       void *buf, size_t sizeInBytes, size_t *sizeWritten);
__host__ cublasStatus_t cublasLtMatrixTransformDescCreate(cublasLtMatrixTransformDesc_t *transformDesc, cudaDataType scaleType);
__host__ cublasStatus_t cublasLtMatrixTransformDescDestroy(cublasLtMatrixTransformDesc_t transformDesc);
__host__ cublasStatus_t cublasLtMatrixTransformDescSetAttribute(cublasLtMatrixTransformDesc_t transformDesc,
                                                                cublasLtMatrixTransformDescAttributes_t attr,
                                                                const void *buf, size_t sizeInBytes);
__host__ cublasStatus_t cublasLtMatrixTransformDescGetAttribute(cublasLtMatrixTransformDesc_t transformDesc,
                                                                cublasLtMatrixTransformDescAttributes_t attr, void *buf,
                                                                size_t sizeInBytes, size_t *sizeWritten);
__host__ cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref);
__host__ cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref);
__host__ cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t pref,
                                                             cublasLtMatmulPreferenceAttributes_t attr, const void *buf,
                                                             size_t sizeInBytes);
__host__ cublasStatus_t cublasLtMatmulPreferenceGetAttribute(cublasLtMatmulPreference_t pref,
                                                             cublasLtMatmulPreferenceAttributes_t attr, void *buf,
                                                             size_t sizeInBytes, size_t *sizeWritten);
__host__ cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc,
                                                       cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc,
                                                       cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc,
                                                       cublasLtMatmulPreference_t preference, int requestedAlgoCount,
                                                       cublasLtMatmulHeuristicResult_t *heuristicResultsArray,
                                                       int *returnAlgoCount);
__host__ cublasStatus_t cublasLtMatmulAlgoGetIds(cublasLtHandle_t lightHandle, cublasComputeType_t computeType,
                                                 cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype,
                                                 cudaDataType_t Ctype, cudaDataType_t Dtype, int requestedAlgoCount,
                                                 int *algoIdsArray, int *returnAlgoCount);
__host__ cublasStatus_t cublasLtMatmulAlgoInit(cublasLtHandle_t lightHandle, cublasComputeType_t computeType,
                                               cudaDataType_t scaleType, cudaDataType_t Atype, cudaDataType_t Btype,
                                               cudaDataType_t Ctype, cudaDataType_t Dtype, int algoId,
                                               cublasLtMatmulAlgo_t *algo);
__host__ cublasStatus_t cublasLtMatmulAlgoCheck(cublasLtHandle_t lightHandle, cublasLtMatmulDesc_t operationDesc,
                                                cublasLtMatrixLayout_t Adesc, cublasLtMatrixLayout_t Bdesc,
                                                cublasLtMatrixLayout_t Cdesc, cublasLtMatrixLayout_t Ddesc,
                                                const cublasLtMatmulAlgo_t *algo, cublasLtMatmulHeuristicResult_t *result);
__host__ cublasStatus_t cublasLtLoggerSetCallback(cublasLtLoggerCallback_t callback);
__host__ cublasStatus_t cublasLtLoggerSetFile(FILE *file);
__host__ cublasStatus_t cublasLtLoggerOpenFile(const char *logFile);
__host__ cublasStatus_t cublasLtLoggerSetLevel(int level);
__host__ cublasStatus_t cublasLtLoggerSetMask(int mask);
__host__ cublasStatus_t cublasLtLoggerForceDisable(void);
}

#endif
