/* xlate CUDA prelude: cuSPARSE generic API (cuSPARSE reference, "Generic API"), the commonly used part. */
#ifndef XLATE_PRELUDE_CUSPARSE_H
#define XLATE_PRELUDE_CUSPARSE_H

#include "cuda_runtime_api.h"
#include "library_types.h"

typedef enum {
    CUSPARSE_STATUS_SUCCESS = 0, CUSPARSE_STATUS_NOT_INITIALIZED = 1, CUSPARSE_STATUS_ALLOC_FAILED = 2,
    CUSPARSE_STATUS_INVALID_VALUE = 3, CUSPARSE_STATUS_ARCH_MISMATCH = 4, CUSPARSE_STATUS_MAPPING_ERROR = 5,
    CUSPARSE_STATUS_EXECUTION_FAILED = 6, CUSPARSE_STATUS_INTERNAL_ERROR = 7,
    CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8, CUSPARSE_STATUS_ZERO_PIVOT = 9,
    CUSPARSE_STATUS_NOT_SUPPORTED = 10, CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} cusparseStatus_t;
typedef enum { CUSPARSE_OPERATION_NON_TRANSPOSE = 0, CUSPARSE_OPERATION_TRANSPOSE = 1,
               CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2 } cusparseOperation_t;
typedef enum { CUSPARSE_INDEX_BASE_ZERO = 0, CUSPARSE_INDEX_BASE_ONE = 1 } cusparseIndexBase_t;
typedef enum { CUSPARSE_INDEX_16U = 1, CUSPARSE_INDEX_32I = 2, CUSPARSE_INDEX_64I = 3 } cusparseIndexType_t;
typedef enum { CUSPARSE_ORDER_COL = 1, CUSPARSE_ORDER_ROW = 2 } cusparseOrder_t;
typedef enum { CUSPARSE_SPMV_ALG_DEFAULT = 0, CUSPARSE_SPMV_CSR_ALG1 = 2, CUSPARSE_SPMV_CSR_ALG2 = 3,
               CUSPARSE_SPMV_COO_ALG1 = 1, CUSPARSE_SPMV_COO_ALG2 = 4 } cusparseSpMVAlg_t;
typedef enum { CUSPARSE_SPMM_ALG_DEFAULT = 0, CUSPARSE_SPMM_CSR_ALG1 = 4, CUSPARSE_SPMM_CSR_ALG2 = 6,
               CUSPARSE_SPMM_COO_ALG1 = 1 } cusparseSpMMAlg_t;

typedef struct cusparseContext *cusparseHandle_t;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
typedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;

extern "C" {
__host__ cusparseStatus_t cusparseCreate(cusparseHandle_t *handle);
__host__ cusparseStatus_t cusparseDestroy(cusparseHandle_t handle);
__host__ cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cudaStream_t streamId);
__host__ const char *cusparseGetErrorString(cusparseStatus_t status);
__host__ cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                            int64_t nnz, void *csrRowOffsets, void *csrColInd, void *csrValues,
                                            cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType,
                                            cusparseIndexBase_t idxBase, cudaDataType valueType);
__host__ cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                            int64_t nnz, void *cooRowInd, void *cooColInd, void *cooValues,
                                            cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase,
                                            cudaDataType valueType);
__host__ cusparseStatus_t cusparseDestroySpMat(cusparseSpMatDescr_t spMatDescr);
__host__ cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *dnVecDescr, int64_t size, void *values,
                                              cudaDataType valueType);
__host__ cusparseStatus_t cusparseDestroyDnVec(cusparseDnVecDescr_t dnVecDescr);
__host__ cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols,
                                              int64_t ld, void *values, cudaDataType valueType,
                                              cusparseOrder_t order);
__host__ cusparseStatus_t cusparseDestroyDnMat(cusparseDnMatDescr_t dnMatDescr);
__host__ cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA,
                                                  const void *alpha, cusparseSpMatDescr_t matA,
                                                  cusparseDnVecDescr_t vecX, const void *beta,
                                                  cusparseDnVecDescr_t vecY, cudaDataType computeType,
                                                  cusparseSpMVAlg_t alg, size_t *bufferSize);
__host__ cusparseStatus_t cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                       cusparseSpMatDescr_t matA, cusparseDnVecDescr_t vecX, const void *beta,
                                       cusparseDnVecDescr_t vecY, cudaDataType computeType, cusparseSpMVAlg_t alg,
                                       void *externalBuffer);
__host__ cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA,
                                                  cusparseOperation_t opB, const void *alpha,
                                                  cusparseSpMatDescr_t matA, cusparseDnMatDescr_t matB,
                                                  const void *beta, cusparseDnMatDescr_t matC,
                                                  cudaDataType computeType, cusparseSpMMAlg_t alg,
                                                  size_t *bufferSize);
__host__ cusparseStatus_t cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                       const void *alpha, cusparseSpMatDescr_t matA, cusparseDnMatDescr_t matB,
                                       const void *beta, cusparseDnMatDescr_t matC, cudaDataType computeType,
                                       cusparseSpMMAlg_t alg, void *externalBuffer);
}

#endif
