/* xlate CUDA prelude: cuBLASLt (cuBLAS reference, "cuBLASLt API"): the handle and matmul entry points,
 * declared so that uses are recognised and diagnosed (hipBLASLt is not part of xlate's toolchain). */
#ifndef XLATE_PRELUDE_CUBLASLT_H
#define XLATE_PRELUDE_CUBLASLT_H

#include "cublas_api.h"

typedef struct cublasLtContext *cublasLtHandle_t;
typedef struct cublasLtMatmulDescOpaque_st *cublasLtMatmulDesc_t;
typedef struct cublasLtMatrixLayoutOpaque_st *cublasLtMatrixLayout_t;
typedef struct cublasLtMatmulPreferenceOpaque_st *cublasLtMatmulPreference_t;

extern "C" {
__host__ cublasStatus_t cublasLtCreate(cublasLtHandle_t *lightHandle);
__host__ cublasStatus_t cublasLtDestroy(cublasLtHandle_t lightHandle);
__host__ cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t matmulDesc);
__host__ cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t matLayout);
__host__ cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *pref);
__host__ cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t pref);
}

#endif
