/* xlate CUDA prelude: cuSPARSE (cuSPARSE reference, CUDA 12): the management and helper functions, the generic
 * API (descriptors, SpVV, SpMV, SpSV, SpMM, SpSM, SDDMM, SpGEMM, SpGEMMreuse, conversions) and the legacy
 * functions CUDA 12 still has (BSR level 2/3, incomplete factorizations, tridiagonal solvers, csrgeam2,
 * format conversions, sorting, pruning).
 * Split for size: the types, the management and helper functions and CUDA 12.1's BSR and sliced-ELL
 * descriptors are here; the rest is in xlate_prelude/cusparse_*.h, included below inside the extern "C"
 * block in their original order. */
#ifndef XLATE_PRELUDE_CUSPARSE_H
#define XLATE_PRELUDE_CUSPARSE_H

#include "cuda_runtime_api.h"
#include "cuComplex.h"
#include "library_types.h"

typedef enum {
    CUSPARSE_STATUS_SUCCESS = 0, CUSPARSE_STATUS_NOT_INITIALIZED = 1, CUSPARSE_STATUS_ALLOC_FAILED = 2,
    CUSPARSE_STATUS_INVALID_VALUE = 3, CUSPARSE_STATUS_ARCH_MISMATCH = 4, CUSPARSE_STATUS_MAPPING_ERROR = 5,
    CUSPARSE_STATUS_EXECUTION_FAILED = 6, CUSPARSE_STATUS_INTERNAL_ERROR = 7,
    CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8, CUSPARSE_STATUS_ZERO_PIVOT = 9,
    CUSPARSE_STATUS_NOT_SUPPORTED = 10, CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} cusparseStatus_t;
typedef enum { CUSPARSE_POINTER_MODE_HOST = 0, CUSPARSE_POINTER_MODE_DEVICE = 1 } cusparsePointerMode_t;
typedef enum { CUSPARSE_ACTION_SYMBOLIC = 0, CUSPARSE_ACTION_NUMERIC = 1 } cusparseAction_t;
typedef enum { CUSPARSE_MATRIX_TYPE_GENERAL = 0, CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
               CUSPARSE_MATRIX_TYPE_HERMITIAN = 2, CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3 } cusparseMatrixType_t;
typedef enum { CUSPARSE_FILL_MODE_LOWER = 0, CUSPARSE_FILL_MODE_UPPER = 1 } cusparseFillMode_t;
typedef enum { CUSPARSE_DIAG_TYPE_NON_UNIT = 0, CUSPARSE_DIAG_TYPE_UNIT = 1 } cusparseDiagType_t;
typedef enum { CUSPARSE_INDEX_BASE_ZERO = 0, CUSPARSE_INDEX_BASE_ONE = 1 } cusparseIndexBase_t;
typedef enum { CUSPARSE_OPERATION_NON_TRANSPOSE = 0, CUSPARSE_OPERATION_TRANSPOSE = 1,
               CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2 } cusparseOperation_t;
typedef enum { CUSPARSE_DIRECTION_ROW = 0, CUSPARSE_DIRECTION_COLUMN = 1 } cusparseDirection_t;
typedef enum { CUSPARSE_SOLVE_POLICY_NO_LEVEL = 0, CUSPARSE_SOLVE_POLICY_USE_LEVEL = 1 } cusparseSolvePolicy_t;
typedef enum { CUSPARSE_CSR2CSC_ALG_DEFAULT = 1, CUSPARSE_CSR2CSC_ALG1 = 1 } cusparseCsr2CscAlg_t;
typedef enum { CUSPARSE_FORMAT_CSR = 1, CUSPARSE_FORMAT_CSC = 2, CUSPARSE_FORMAT_COO = 3,
               CUSPARSE_FORMAT_BLOCKED_ELL = 5, CUSPARSE_FORMAT_BSR = 6,
               CUSPARSE_FORMAT_SLICED_ELLPACK = 7 } cusparseFormat_t;
typedef enum { CUSPARSE_ORDER_COL = 1, CUSPARSE_ORDER_ROW = 2 } cusparseOrder_t;
typedef enum { CUSPARSE_INDEX_16U = 1, CUSPARSE_INDEX_32I = 2, CUSPARSE_INDEX_64I = 3 } cusparseIndexType_t;
typedef enum { CUSPARSE_SPMAT_FILL_MODE = 0, CUSPARSE_SPMAT_DIAG_TYPE = 1 } cusparseSpMatAttribute_t;
/* The generic API's algorithms. CUDA 11 also had the older enumerators below (deprecated in 11.0-11.3,
 * removed in 12.0, xlate/data/libs/cuda_versions.csv): declared where the reported CUDA version is 11,
 * as CUDA 11's cusparse.h does (SUNDIALS 6.4 uses CUSPARSE_MV_ALG_DEFAULT); hipSPARSE keeps them. */
typedef enum { CUSPARSE_SPMV_ALG_DEFAULT = 0, CUSPARSE_SPMV_CSR_ALG1 = 2, CUSPARSE_SPMV_CSR_ALG2 = 3,
               CUSPARSE_SPMV_COO_ALG1 = 1, CUSPARSE_SPMV_COO_ALG2 = 4, CUSPARSE_SPMV_SELL_ALG1 = 5
#if XLATE_CUDA_VERSION_NUMBER < 12000
               , CUSPARSE_MV_ALG_DEFAULT = 0, CUSPARSE_COOMV_ALG = 1, CUSPARSE_CSRMV_ALG1 = 2,
               CUSPARSE_CSRMV_ALG2 = 3
#endif
} cusparseSpMVAlg_t;
typedef enum { CUSPARSE_SPMM_ALG_DEFAULT = 0, CUSPARSE_SPMM_COO_ALG1 = 1, CUSPARSE_SPMM_COO_ALG2 = 2,
               CUSPARSE_SPMM_COO_ALG3 = 3, CUSPARSE_SPMM_COO_ALG4 = 5, CUSPARSE_SPMM_CSR_ALG1 = 4,
               CUSPARSE_SPMM_CSR_ALG2 = 6, CUSPARSE_SPMM_CSR_ALG3 = 12,
               CUSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13
#if XLATE_CUDA_VERSION_NUMBER < 12000
               , CUSPARSE_MM_ALG_DEFAULT = 0, CUSPARSE_COOMM_ALG1 = 1, CUSPARSE_COOMM_ALG2 = 2,
               CUSPARSE_COOMM_ALG3 = 3, CUSPARSE_CSRMM_ALG1 = 4
#endif
} cusparseSpMMAlg_t;
typedef enum { CUSPARSE_SPSV_ALG_DEFAULT = 0 } cusparseSpSVAlg_t;
typedef enum { CUSPARSE_SPSV_UPDATE_GENERAL = 0, CUSPARSE_SPSV_UPDATE_DIAGONAL = 1 } cusparseSpSVUpdate_t;
typedef enum { CUSPARSE_SPSM_ALG_DEFAULT = 0 } cusparseSpSMAlg_t;
typedef enum { CUSPARSE_SDDMM_ALG_DEFAULT = 0 } cusparseSDDMMAlg_t;
typedef enum { CUSPARSE_SPGEMM_DEFAULT = 0, CUSPARSE_SPGEMM_CSR_ALG_DETERMINITIC = 1,
               CUSPARSE_SPGEMM_CSR_ALG_NONDETERMINITIC = 2, CUSPARSE_SPGEMM_ALG1 = 3, CUSPARSE_SPGEMM_ALG2 = 4,
               CUSPARSE_SPGEMM_ALG3 = 5 } cusparseSpGEMMAlg_t;
typedef enum { CUSPARSE_SPARSETODENSE_ALG_DEFAULT = 0 } cusparseSparseToDenseAlg_t;
typedef enum { CUSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0 } cusparseDenseToSparseAlg_t;

typedef struct cusparseContext *cusparseHandle_t;
typedef struct cusparseMatDescr *cusparseMatDescr_t;
typedef struct bsrsv2Info *bsrsv2Info_t;
typedef struct bsrsm2Info *bsrsm2Info_t;
typedef struct csric02Info *csric02Info_t;
typedef struct bsric02Info *bsric02Info_t;
typedef struct csrilu02Info *csrilu02Info_t;
typedef struct bsrilu02Info *bsrilu02Info_t;
typedef struct cusparseColorInfo *cusparseColorInfo_t;
typedef struct pruneInfo *pruneInfo_t;
typedef struct csru2csrInfo *csru2csrInfo_t;
/* the info objects and the HYB matrix of the legacy functions CUDA 11.0/12.0 removed (xlate_prelude/cusparse_legacy.h) */
typedef struct csrsv2Info *csrsv2Info_t;
typedef struct csrsm2Info *csrsm2Info_t;
typedef struct csrgemm2Info *csrgemm2Info_t;
typedef struct cusparseHybMat *cusparseHybMat_t;
typedef enum { CUSPARSE_HYB_PARTITION_AUTO = 0, CUSPARSE_HYB_PARTITION_USER = 1,
               CUSPARSE_HYB_PARTITION_MAX = 2 } cusparseHybPartition_t;
typedef struct cusparseSpVecDescr *cusparseSpVecDescr_t;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
typedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;
typedef struct cusparseSpVecDescr const *cusparseConstSpVecDescr_t;
typedef struct cusparseDnVecDescr const *cusparseConstDnVecDescr_t;
typedef struct cusparseSpMatDescr const *cusparseConstSpMatDescr_t;
typedef struct cusparseDnMatDescr const *cusparseConstDnMatDescr_t;
typedef struct cusparseSpSVDescr *cusparseSpSVDescr_t;
typedef struct cusparseSpSMDescr *cusparseSpSMDescr_t;
typedef struct cusparseSpGEMMDescr *cusparseSpGEMMDescr_t;
typedef void (*cusparseLoggerCallback_t)(int logLevel, const char *functionName, const char *message);

extern "C" {
__host__ cusparseStatus_t cusparseCreate(cusparseHandle_t *handle);
__host__ cusparseStatus_t cusparseDestroy(cusparseHandle_t handle);
__host__ cusparseStatus_t cusparseGetVersion(cusparseHandle_t handle, int *version);
__host__ cusparseStatus_t cusparseGetProperty(libraryPropertyType type, int *value);
__host__ const char *cusparseGetErrorName(cusparseStatus_t status);
__host__ const char *cusparseGetErrorString(cusparseStatus_t status);
__host__ cusparseStatus_t cusparseSetStream(cusparseHandle_t handle, cudaStream_t streamId);
__host__ cusparseStatus_t cusparseGetStream(cusparseHandle_t handle, cudaStream_t *streamId);
__host__ cusparseStatus_t cusparseGetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t *mode);
__host__ cusparseStatus_t cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode);
__host__ cusparseStatus_t cusparseLoggerSetCallback(cusparseLoggerCallback_t callback);
__host__ cusparseStatus_t cusparseLoggerOpenFile(const char *logFile);
__host__ cusparseStatus_t cusparseLoggerSetLevel(int level);
__host__ cusparseStatus_t cusparseLoggerSetMask(int mask);
__host__ cusparseStatus_t cusparseLoggerForceDisable(void);
__host__ cusparseStatus_t cusparseCreateMatDescr(cusparseMatDescr_t *descrA);
__host__ cusparseStatus_t cusparseDestroyMatDescr(cusparseMatDescr_t descrA);
__host__ cusparseStatus_t cusparseSetMatType(cusparseMatDescr_t descrA, cusparseMatrixType_t type);
__host__ cusparseMatrixType_t cusparseGetMatType(const cusparseMatDescr_t descrA);
__host__ cusparseStatus_t cusparseSetMatFillMode(cusparseMatDescr_t descrA, cusparseFillMode_t fillMode);
__host__ cusparseFillMode_t cusparseGetMatFillMode(const cusparseMatDescr_t descrA);
__host__ cusparseStatus_t cusparseSetMatDiagType(cusparseMatDescr_t descrA, cusparseDiagType_t diagType);
__host__ cusparseDiagType_t cusparseGetMatDiagType(const cusparseMatDescr_t descrA);
__host__ cusparseStatus_t cusparseSetMatIndexBase(cusparseMatDescr_t descrA, cusparseIndexBase_t base);
__host__ cusparseIndexBase_t cusparseGetMatIndexBase(const cusparseMatDescr_t descrA);
__host__ cusparseStatus_t cusparseCreateCsric02Info(csric02Info_t *info);
__host__ cusparseStatus_t cusparseDestroyCsric02Info(csric02Info_t info);
__host__ cusparseStatus_t cusparseCreateCsrilu02Info(csrilu02Info_t *info);
__host__ cusparseStatus_t cusparseDestroyCsrilu02Info(csrilu02Info_t info);
__host__ cusparseStatus_t cusparseCreateBsrsv2Info(bsrsv2Info_t *info);
__host__ cusparseStatus_t cusparseDestroyBsrsv2Info(bsrsv2Info_t info);
__host__ cusparseStatus_t cusparseCreateBsrsm2Info(bsrsm2Info_t *info);
__host__ cusparseStatus_t cusparseDestroyBsrsm2Info(bsrsm2Info_t info);
__host__ cusparseStatus_t cusparseCreateBsric02Info(bsric02Info_t *info);
__host__ cusparseStatus_t cusparseDestroyBsric02Info(bsric02Info_t info);
__host__ cusparseStatus_t cusparseCreateBsrilu02Info(bsrilu02Info_t *info);
__host__ cusparseStatus_t cusparseDestroyBsrilu02Info(bsrilu02Info_t info);
__host__ cusparseStatus_t cusparseCreatePruneInfo(pruneInfo_t *info);
__host__ cusparseStatus_t cusparseDestroyPruneInfo(pruneInfo_t info);
__host__ cusparseStatus_t cusparseCreateColorInfo(cusparseColorInfo_t *info);
__host__ cusparseStatus_t cusparseDestroyColorInfo(cusparseColorInfo_t info);
#include "xlate_prelude/cusparse_generic.h"
#include "xlate_prelude/cusparse_level23.h"
#include "xlate_prelude/cusparse_precond.h"
#include "xlate_prelude/cusparse_conversion.h"
#include "xlate_prelude/cusparse_ext_gebsr.h"
#include "xlate_prelude/cusparse_legacy.h"
/* CUDA 12.1's BSR and sliced-ELL descriptors of the generic API */
__host__ cusparseStatus_t cusparseCreateBsr(cusparseSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols,
                                            int64_t bnnz, int64_t rowBlockSize, int64_t colBlockSize,
                                            void *bsrRowOffsets, void *bsrColInd, void *bsrValues,
                                            cusparseIndexType_t bsrRowOffsetsType, cusparseIndexType_t bsrColIndType,
                                            cusparseIndexBase_t idxBase, cudaDataType valueType,
                                            cusparseOrder_t order);
__host__ cusparseStatus_t cusparseCreateConstBsr(cusparseConstSpMatDescr_t *spMatDescr, int64_t brows, int64_t bcols,
                                                 int64_t bnnz, int64_t rowBlockDim, int64_t colBlockDim,
                                                 const void *bsrRowOffsets, const void *bsrColInd,
                                                 const void *bsrValues, cusparseIndexType_t bsrRowOffsetsType,
                                                 cusparseIndexType_t bsrColIndType, cusparseIndexBase_t idxBase,
                                                 cudaDataType valueType, cusparseOrder_t order);
__host__ cusparseStatus_t cusparseCreateSlicedEll(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                                  int64_t nnz, int64_t sellValuesSize, int64_t sliceSize,
                                                  void *sellSliceOffsets, void *sellColInd, void *sellValues,
                                                  cusparseIndexType_t sellSliceOffsetsType,
                                                  cusparseIndexType_t sellColIndType, cusparseIndexBase_t idxBase,
                                                  cudaDataType valueType);
__host__ cusparseStatus_t cusparseCreateConstSlicedEll(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows,
                                                       int64_t cols, int64_t nnz, int64_t sellValuesSize,
                                                       int64_t sliceSize, const void *sellSliceOffsets,
                                                       const void *sellColInd, const void *sellValues,
                                                       cusparseIndexType_t sellSliceOffsetsType,
                                                       cusparseIndexType_t sellColIndType,
                                                       cusparseIndexBase_t idxBase, cudaDataType valueType);
}

#endif
