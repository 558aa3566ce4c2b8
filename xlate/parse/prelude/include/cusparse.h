/* xlate CUDA prelude: cuSPARSE (cuSPARSE reference, CUDA 12): the management and helper functions, the generic
 * API (descriptors, SpVV, SpMV, SpSV, SpMM, SpSM, SDDMM, SpGEMM, SpGEMMreuse, conversions) and the legacy
 * functions CUDA 12 still has (BSR level 2/3, incomplete factorizations, tridiagonal solvers, csrgeam2,
 * format conversions, sorting, pruning). */
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
typedef enum { CUSPARSE_SPMV_ALG_DEFAULT = 0, CUSPARSE_SPMV_CSR_ALG1 = 2, CUSPARSE_SPMV_CSR_ALG2 = 3,
               CUSPARSE_SPMV_COO_ALG1 = 1, CUSPARSE_SPMV_COO_ALG2 = 4, CUSPARSE_SPMV_SELL_ALG1 = 5 } cusparseSpMVAlg_t;
typedef enum { CUSPARSE_SPMM_ALG_DEFAULT = 0, CUSPARSE_SPMM_COO_ALG1 = 1, CUSPARSE_SPMM_COO_ALG2 = 2,
               CUSPARSE_SPMM_COO_ALG3 = 3, CUSPARSE_SPMM_COO_ALG4 = 5, CUSPARSE_SPMM_CSR_ALG1 = 4,
               CUSPARSE_SPMM_CSR_ALG2 = 6, CUSPARSE_SPMM_CSR_ALG3 = 12,
               CUSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13 } cusparseSpMMAlg_t;
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
__host__ cusparseStatus_t cusparseCreateSpVec(cusparseSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz,
                                              void *indices, void *values, cusparseIndexType_t idxType,
                                              cusparseIndexBase_t idxBase, cudaDataType valueType);
__host__ cusparseStatus_t cusparseCreateConstSpVec(cusparseConstSpVecDescr_t *spVecDescr, int64_t size, int64_t nnz,
                                                   const void *indices, const void *values,
                                                   cusparseIndexType_t idxType, cusparseIndexBase_t idxBase,
                                                   cudaDataType valueType);
__host__ cusparseStatus_t cusparseDestroySpVec(cusparseConstSpVecDescr_t spVecDescr);
__host__ cusparseStatus_t cusparseSpVecGet(cusparseSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz,
                                           void **indices, void **values, cusparseIndexType_t *idxType,
                                           cusparseIndexBase_t *idxBase, cudaDataType *valueType);
__host__ cusparseStatus_t cusparseConstSpVecGet(cusparseConstSpVecDescr_t spVecDescr, int64_t *size, int64_t *nnz,
                                                const void **indices, const void **values,
                                                cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase,
                                                cudaDataType *valueType);
__host__ cusparseStatus_t cusparseSpVecGetIndexBase(cusparseConstSpVecDescr_t spVecDescr,
                                                    cusparseIndexBase_t *idxBase);
__host__ cusparseStatus_t cusparseSpVecGetValues(cusparseSpVecDescr_t spVecDescr, void **values);
__host__ cusparseStatus_t cusparseConstSpVecGetValues(cusparseConstSpVecDescr_t spVecDescr, const void **values);
__host__ cusparseStatus_t cusparseSpVecSetValues(cusparseSpVecDescr_t spVecDescr, void *values);
__host__ cusparseStatus_t cusparseCreateDnVec(cusparseDnVecDescr_t *dnVecDescr, int64_t size, void *values,
                                              cudaDataType valueType);
__host__ cusparseStatus_t cusparseCreateConstDnVec(cusparseConstDnVecDescr_t *dnVecDescr, int64_t size,
                                                   const void *values, cudaDataType valueType);
__host__ cusparseStatus_t cusparseDestroyDnVec(cusparseConstDnVecDescr_t dnVecDescr);
__host__ cusparseStatus_t cusparseDnVecGet(cusparseDnVecDescr_t dnVecDescr, int64_t *size, void **values,
                                           cudaDataType *valueType);
__host__ cusparseStatus_t cusparseConstDnVecGet(cusparseConstDnVecDescr_t dnVecDescr, int64_t *size,
                                                const void **values, cudaDataType *valueType);
__host__ cusparseStatus_t cusparseDnVecGetValues(cusparseDnVecDescr_t dnVecDescr, void **values);
__host__ cusparseStatus_t cusparseConstDnVecGetValues(cusparseConstDnVecDescr_t dnVecDescr, const void **values);
__host__ cusparseStatus_t cusparseDnVecSetValues(cusparseDnVecDescr_t dnVecDescr, void *values);
__host__ cusparseStatus_t cusparseDestroySpMat(cusparseConstSpMatDescr_t spMatDescr);
__host__ cusparseStatus_t cusparseSpMatGetFormat(cusparseConstSpMatDescr_t spMatDescr, cusparseFormat_t *format);
__host__ cusparseStatus_t cusparseSpMatGetIndexBase(cusparseConstSpMatDescr_t spMatDescr,
                                                    cusparseIndexBase_t *idxBase);
__host__ cusparseStatus_t cusparseSpMatGetValues(cusparseSpMatDescr_t spMatDescr, void **values);
__host__ cusparseStatus_t cusparseConstSpMatGetValues(cusparseConstSpMatDescr_t spMatDescr, const void **values);
__host__ cusparseStatus_t cusparseSpMatSetValues(cusparseSpMatDescr_t spMatDescr, void *values);
__host__ cusparseStatus_t cusparseSpMatGetSize(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols,
                                               int64_t *nnz);
__host__ cusparseStatus_t cusparseSpMatGetStridedBatch(cusparseConstSpMatDescr_t spMatDescr, int *batchCount);
__host__ cusparseStatus_t cusparseCooSetStridedBatch(cusparseSpMatDescr_t spMatDescr, int batchCount,
                                                     int64_t batchStride);
__host__ cusparseStatus_t cusparseCsrSetStridedBatch(cusparseSpMatDescr_t spMatDescr, int batchCount,
                                                     int64_t offsetsBatchStride, int64_t columnsValuesBatchStride);
__host__ cusparseStatus_t cusparseSpMatGetAttribute(cusparseConstSpMatDescr_t spMatDescr,
                                                    cusparseSpMatAttribute_t attribute, void *data, size_t dataSize);
__host__ cusparseStatus_t cusparseSpMatSetAttribute(cusparseSpMatDescr_t spMatDescr,
                                                    cusparseSpMatAttribute_t attribute, void *data, size_t dataSize);
__host__ cusparseStatus_t cusparseCreateCsr(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
                                            void *csrRowOffsets, void *csrColInd, void *csrValues,
                                            cusparseIndexType_t csrRowOffsetsType, cusparseIndexType_t csrColIndType,
                                            cusparseIndexBase_t idxBase, cudaDataType valueType);
__host__ cusparseStatus_t cusparseCreateConstCsr(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                                 int64_t nnz, const void *csrRowOffsets, const void *csrColInd,
                                                 const void *csrValues, cusparseIndexType_t csrRowOffsetsType,
                                                 cusparseIndexType_t csrColIndType, cusparseIndexBase_t idxBase,
                                                 cudaDataType valueType);
__host__ cusparseStatus_t cusparseCsrGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz,
                                         void **csrRowOffsets, void **csrColInd, void **csrValues,
                                         cusparseIndexType_t *csrRowOffsetsType, cusparseIndexType_t *csrColIndType,
                                         cusparseIndexBase_t *idxBase, cudaDataType *valueType);
__host__ cusparseStatus_t cusparseConstCsrGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols,
                                              int64_t *nnz, const void **csrRowOffsets, const void **csrColInd,
                                              const void **csrValues, cusparseIndexType_t *csrRowOffsetsType,
                                              cusparseIndexType_t *csrColIndType, cusparseIndexBase_t *idxBase,
                                              cudaDataType *valueType);
__host__ cusparseStatus_t cusparseCsrSetPointers(cusparseSpMatDescr_t spMatDescr, void *csrRowOffsets,
                                                 void *csrColInd, void *csrValues);
__host__ cusparseStatus_t cusparseCreateCsc(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
                                            void *cscColOffsets, void *cscRowInd, void *cscValues,
                                            cusparseIndexType_t cscColOffsetsType, cusparseIndexType_t cscRowIndType,
                                            cusparseIndexBase_t idxBase, cudaDataType valueType);
__host__ cusparseStatus_t cusparseCreateConstCsc(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                                 int64_t nnz, const void *cscColOffsets, const void *cscRowInd,
                                                 const void *cscValues, cusparseIndexType_t cscColOffsetsType,
                                                 cusparseIndexType_t cscRowIndType, cusparseIndexBase_t idxBase,
                                                 cudaDataType valueType);
__host__ cusparseStatus_t cusparseCscGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz,
                                         void **cscColOffsets, void **cscRowInd, void **cscValues,
                                         cusparseIndexType_t *cscColOffsetsType, cusparseIndexType_t *cscRowIndType,
                                         cusparseIndexBase_t *idxBase, cudaDataType *valueType);
__host__ cusparseStatus_t cusparseConstCscGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols,
                                              int64_t *nnz, const void **cscColOffsets, const void **cscRowInd,
                                              const void **cscValues, cusparseIndexType_t *cscColOffsetsType,
                                              cusparseIndexType_t *cscRowIndType, cusparseIndexBase_t *idxBase,
                                              cudaDataType *valueType);
__host__ cusparseStatus_t cusparseCscSetPointers(cusparseSpMatDescr_t spMatDescr, void *cscColOffsets,
                                                 void *cscRowInd, void *cscValues);
__host__ cusparseStatus_t cusparseCreateCoo(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols, int64_t nnz,
                                            void *cooRowInd, void *cooColInd, void *cooValues,
                                            cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase,
                                            cudaDataType valueType);
__host__ cusparseStatus_t cusparseCreateConstCoo(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                                 int64_t nnz, const void *cooRowInd, const void *cooColInd,
                                                 const void *cooValues, cusparseIndexType_t cooIdxType,
                                                 cusparseIndexBase_t idxBase, cudaDataType valueType);
__host__ cusparseStatus_t cusparseCooGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols, int64_t *nnz,
                                         void **cooRowInd, void **cooColInd, void **cooValues,
                                         cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase,
                                         cudaDataType *valueType);
__host__ cusparseStatus_t cusparseConstCooGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols,
                                              int64_t *nnz, const void **cooRowInd, const void **cooColInd,
                                              const void **cooValues, cusparseIndexType_t *idxType,
                                              cusparseIndexBase_t *idxBase, cudaDataType *valueType);
__host__ cusparseStatus_t cusparseCooSetPointers(cusparseSpMatDescr_t spMatDescr, void *cooRows, void *cooColumns,
                                                 void *cooValues);
__host__ cusparseStatus_t cusparseCreateBlockedEll(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                                   int64_t ellBlockSize, int64_t ellCols, void *ellColInd,
                                                   void *ellValue, cusparseIndexType_t ellIdxType,
                                                   cusparseIndexBase_t idxBase, cudaDataType valueType);
__host__ cusparseStatus_t cusparseCreateConstBlockedEll(cusparseConstSpMatDescr_t *spMatDescr, int64_t rows,
                                                        int64_t cols, int64_t ellBlockSize, int64_t ellCols,
                                                        const void *ellColInd, const void *ellValue,
                                                        cusparseIndexType_t ellIdxType, cusparseIndexBase_t idxBase,
                                                        cudaDataType valueType);
__host__ cusparseStatus_t cusparseBlockedEllGet(cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols,
                                                int64_t *ellBlockSize, int64_t *ellCols, void **ellColInd,
                                                void **ellValue, cusparseIndexType_t *ellIdxType,
                                                cusparseIndexBase_t *idxBase, cudaDataType *valueType);
__host__ cusparseStatus_t cusparseConstBlockedEllGet(cusparseConstSpMatDescr_t spMatDescr, int64_t *rows,
                                                     int64_t *cols, int64_t *ellBlockSize, int64_t *ellCols,
                                                     const void **ellColInd, const void **ellValue,
                                                     cusparseIndexType_t *ellIdxType, cusparseIndexBase_t *idxBase,
                                                     cudaDataType *valueType);
__host__ cusparseStatus_t cusparseCreateDnMat(cusparseDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols,
                                              int64_t ld, void *values, cudaDataType valueType,
                                              cusparseOrder_t order);
__host__ cusparseStatus_t cusparseCreateConstDnMat(cusparseConstDnMatDescr_t *dnMatDescr, int64_t rows, int64_t cols,
                                                   int64_t ld, const void *values, cudaDataType valueType,
                                                   cusparseOrder_t order);
__host__ cusparseStatus_t cusparseDestroyDnMat(cusparseConstDnMatDescr_t dnMatDescr);
__host__ cusparseStatus_t cusparseDnMatGet(cusparseDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols, int64_t *ld,
                                           void **values, cudaDataType *type, cusparseOrder_t *order);
__host__ cusparseStatus_t cusparseConstDnMatGet(cusparseConstDnMatDescr_t dnMatDescr, int64_t *rows, int64_t *cols,
                                                int64_t *ld, const void **values, cudaDataType *type,
                                                cusparseOrder_t *order);
__host__ cusparseStatus_t cusparseDnMatGetValues(cusparseDnMatDescr_t dnMatDescr, void **values);
__host__ cusparseStatus_t cusparseConstDnMatGetValues(cusparseConstDnMatDescr_t dnMatDescr, const void **values);
__host__ cusparseStatus_t cusparseDnMatSetValues(cusparseDnMatDescr_t dnMatDescr, void *values);
__host__ cusparseStatus_t cusparseDnMatSetStridedBatch(cusparseDnMatDescr_t dnMatDescr, int batchCount,
                                                       int64_t batchStride);
__host__ cusparseStatus_t cusparseDnMatGetStridedBatch(cusparseConstDnMatDescr_t dnMatDescr, int *batchCount,
                                                       int64_t *batchStride);
__host__ cusparseStatus_t cusparseAxpby(cusparseHandle_t handle, const void *alpha, cusparseConstSpVecDescr_t vecX,
                                        const void *beta, cusparseDnVecDescr_t vecY);
__host__ cusparseStatus_t cusparseGather(cusparseHandle_t handle, cusparseConstDnVecDescr_t vecY,
                                         cusparseSpVecDescr_t vecX);
__host__ cusparseStatus_t cusparseScatter(cusparseHandle_t handle, cusparseConstSpVecDescr_t vecX,
                                          cusparseDnVecDescr_t vecY);
__host__ cusparseStatus_t cusparseRot(cusparseHandle_t handle, const void *c_coeff, const void *s_coeff,
                                      cusparseSpVecDescr_t vecX, cusparseDnVecDescr_t vecY);
__host__ cusparseStatus_t cusparseSpVV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opX,
                                                  cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY,
                                                  const void *result, cudaDataType computeType, size_t *bufferSize);
__host__ cusparseStatus_t cusparseSpVV(cusparseHandle_t handle, cusparseOperation_t opX,
                                       cusparseConstSpVecDescr_t vecX, cusparseConstDnVecDescr_t vecY, void *result,
                                       cudaDataType computeType, void *externalBuffer);
__host__ cusparseStatus_t cusparseSpMV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                                  cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                                  const void *beta, cusparseDnVecDescr_t vecY,
                                                  cudaDataType computeType, cusparseSpMVAlg_t alg,
                                                  size_t *bufferSize);
__host__ cusparseStatus_t cusparseSpMV_preprocess(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                                  cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                                  const void *beta, cusparseDnVecDescr_t vecY,
                                                  cudaDataType computeType, cusparseSpMVAlg_t alg,
                                                  void *externalBuffer);
__host__ cusparseStatus_t cusparseSpMV(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                       cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                       const void *beta, cusparseDnVecDescr_t vecY, cudaDataType computeType,
                                       cusparseSpMVAlg_t alg, void *externalBuffer);
__host__ cusparseStatus_t cusparseSpSV_createDescr(cusparseSpSVDescr_t *descr);
__host__ cusparseStatus_t cusparseSpSV_destroyDescr(cusparseSpSVDescr_t descr);
__host__ cusparseStatus_t cusparseSpSV_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                                  cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                                  cusparseDnVecDescr_t vecY, cudaDataType computeType,
                                                  cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr,
                                                  size_t *bufferSize);
__host__ cusparseStatus_t cusparseSpSV_analysis(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                                cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                                cusparseDnVecDescr_t vecY, cudaDataType computeType,
                                                cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr,
                                                void *externalBuffer);
__host__ cusparseStatus_t cusparseSpSV_solve(cusparseHandle_t handle, cusparseOperation_t opA, const void *alpha,
                                             cusparseConstSpMatDescr_t matA, cusparseConstDnVecDescr_t vecX,
                                             cusparseDnVecDescr_t vecY, cudaDataType computeType,
                                             cusparseSpSVAlg_t alg, cusparseSpSVDescr_t spsvDescr);
__host__ cusparseStatus_t cusparseSpSV_updateMatrix(cusparseHandle_t handle, cusparseSpSVDescr_t spsvDescr,
                                                    void *newValues, cusparseSpSVUpdate_t updatePart);
__host__ cusparseStatus_t cusparseSpSM_createDescr(cusparseSpSMDescr_t *descr);
__host__ cusparseStatus_t cusparseSpSM_destroyDescr(cusparseSpSMDescr_t descr);
__host__ cusparseStatus_t cusparseSpSM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA,
                                                  cusparseOperation_t opB, const void *alpha,
                                                  cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                                                  cusparseDnMatDescr_t matC, cudaDataType computeType,
                                                  cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr,
                                                  size_t *bufferSize);
__host__ cusparseStatus_t cusparseSpSM_analysis(cusparseHandle_t handle, cusparseOperation_t opA,
                                                cusparseOperation_t opB, const void *alpha,
                                                cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                                                cusparseDnMatDescr_t matC, cudaDataType computeType,
                                                cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr,
                                                void *externalBuffer);
__host__ cusparseStatus_t cusparseSpSM_solve(cusparseHandle_t handle, cusparseOperation_t opA,
                                             cusparseOperation_t opB, const void *alpha,
                                             cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                                             cusparseDnMatDescr_t matC, cudaDataType computeType,
                                             cusparseSpSMAlg_t alg, cusparseSpSMDescr_t spsmDescr);
__host__ cusparseStatus_t cusparseSpMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA,
                                                  cusparseOperation_t opB, const void *alpha,
                                                  cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                                                  const void *beta, cusparseDnMatDescr_t matC,
                                                  cudaDataType computeType, cusparseSpMMAlg_t alg,
                                                  size_t *bufferSize);
__host__ cusparseStatus_t cusparseSpMM_preprocess(cusparseHandle_t handle, cusparseOperation_t opA,
                                                  cusparseOperation_t opB, const void *alpha,
                                                  cusparseConstSpMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                                                  const void *beta, cusparseDnMatDescr_t matC,
                                                  cudaDataType computeType, cusparseSpMMAlg_t alg,
                                                  void *externalBuffer);
__host__ cusparseStatus_t cusparseSpMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                       const void *alpha, cusparseConstSpMatDescr_t matA,
                                       cusparseConstDnMatDescr_t matB, const void *beta, cusparseDnMatDescr_t matC,
                                       cudaDataType computeType, cusparseSpMMAlg_t alg, void *externalBuffer);
__host__ cusparseStatus_t cusparseSDDMM_bufferSize(cusparseHandle_t handle, cusparseOperation_t opA,
                                                   cusparseOperation_t opB, const void *alpha,
                                                   cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                                                   const void *beta, cusparseSpMatDescr_t matC,
                                                   cudaDataType computeType, cusparseSDDMMAlg_t alg,
                                                   size_t *bufferSize);
__host__ cusparseStatus_t cusparseSDDMM_preprocess(cusparseHandle_t handle, cusparseOperation_t opA,
                                                   cusparseOperation_t opB, const void *alpha,
                                                   cusparseConstDnMatDescr_t matA, cusparseConstDnMatDescr_t matB,
                                                   const void *beta, cusparseSpMatDescr_t matC,
                                                   cudaDataType computeType, cusparseSDDMMAlg_t alg,
                                                   void *externalBuffer);
__host__ cusparseStatus_t cusparseSDDMM(cusparseHandle_t handle, cusparseOperation_t opA, cusparseOperation_t opB,
                                        const void *alpha, cusparseConstDnMatDescr_t matA,
                                        cusparseConstDnMatDescr_t matB, const void *beta, cusparseSpMatDescr_t matC,
                                        cudaDataType computeType, cusparseSDDMMAlg_t alg, void *externalBuffer);
__host__ cusparseStatus_t cusparseSpGEMM_createDescr(cusparseSpGEMMDescr_t *descr);
__host__ cusparseStatus_t cusparseSpGEMM_destroyDescr(cusparseSpGEMMDescr_t descr);
__host__ cusparseStatus_t cusparseSpGEMM_workEstimation(cusparseHandle_t handle, cusparseOperation_t opA,
                                                        cusparseOperation_t opB, const void *alpha,
                                                        cusparseConstSpMatDescr_t matA,
                                                        cusparseConstSpMatDescr_t matB, const void *beta,
                                                        cusparseSpMatDescr_t matC, cudaDataType computeType,
                                                        cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr,
                                                        size_t *bufferSize1, void *externalBuffer1);
__host__ cusparseStatus_t cusparseSpGEMM_getNumProducts(cusparseSpGEMMDescr_t spgemmDescr, int64_t *num_prods);
__host__ cusparseStatus_t cusparseSpGEMM_estimateMemory(cusparseHandle_t handle, cusparseOperation_t opA,
                                                        cusparseOperation_t opB, const void *alpha,
                                                        cusparseConstSpMatDescr_t matA,
                                                        cusparseConstSpMatDescr_t matB, const void *beta,
                                                        cusparseSpMatDescr_t matC, cudaDataType computeType,
                                                        cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr,
                                                        float chunk_fraction, size_t *bufferSize3,
                                                        void *externalBuffer3, size_t *bufferSize2);
__host__ cusparseStatus_t cusparseSpGEMM_compute(cusparseHandle_t handle, cusparseOperation_t opA,
                                                 cusparseOperation_t opB, const void *alpha,
                                                 cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB,
                                                 const void *beta, cusparseSpMatDescr_t matC,
                                                 cudaDataType computeType, cusparseSpGEMMAlg_t alg,
                                                 cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize2,
                                                 void *externalBuffer2);
__host__ cusparseStatus_t cusparseSpGEMM_copy(cusparseHandle_t handle, cusparseOperation_t opA,
                                              cusparseOperation_t opB, const void *alpha,
                                              cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB,
                                              const void *beta, cusparseSpMatDescr_t matC, cudaDataType computeType,
                                              cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr);
__host__ cusparseStatus_t cusparseSpGEMMreuse_workEstimation(cusparseHandle_t handle, cusparseOperation_t opA,
    cusparseOperation_t opB, cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB,
    cusparseSpMatDescr_t matC, cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr, size_t *bufferSize1,
    void *externalBuffer1);
__host__ cusparseStatus_t cusparseSpGEMMreuse_nnz(cusparseHandle_t handle, cusparseOperation_t opA,
                                                  cusparseOperation_t opB, cusparseConstSpMatDescr_t matA,
                                                  cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC,
                                                  cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr,
                                                  size_t *bufferSize2, void *externalBuffer2, size_t *bufferSize3,
                                                  void *externalBuffer3, size_t *bufferSize4, void *externalBuffer4);
__host__ cusparseStatus_t cusparseSpGEMMreuse_copy(cusparseHandle_t handle, cusparseOperation_t opA,
                                                   cusparseOperation_t opB, cusparseConstSpMatDescr_t matA,
                                                   cusparseConstSpMatDescr_t matB, cusparseSpMatDescr_t matC,
                                                   cusparseSpGEMMAlg_t alg, cusparseSpGEMMDescr_t spgemmDescr,
                                                   size_t *bufferSize5, void *externalBuffer5);
__host__ cusparseStatus_t cusparseSpGEMMreuse_compute(cusparseHandle_t handle, cusparseOperation_t opA,
                                                      cusparseOperation_t opB, const void *alpha,
                                                      cusparseConstSpMatDescr_t matA, cusparseConstSpMatDescr_t matB,
                                                      const void *beta, cusparseSpMatDescr_t matC,
                                                      cudaDataType computeType, cusparseSpGEMMAlg_t alg,
                                                      cusparseSpGEMMDescr_t spgemmDescr);
__host__ cusparseStatus_t cusparseSparseToDense_bufferSize(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA,
                                                           cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg,
                                                           size_t *bufferSize);
__host__ cusparseStatus_t cusparseSparseToDense(cusparseHandle_t handle, cusparseConstSpMatDescr_t matA,
                                                cusparseDnMatDescr_t matB, cusparseSparseToDenseAlg_t alg,
                                                void *externalBuffer);
__host__ cusparseStatus_t cusparseDenseToSparse_bufferSize(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA,
                                                           cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
                                                           size_t *bufferSize);
__host__ cusparseStatus_t cusparseDenseToSparse_analysis(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA,
                                                         cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
                                                         void *externalBuffer);
__host__ cusparseStatus_t cusparseDenseToSparse_convert(cusparseHandle_t handle, cusparseConstDnMatDescr_t matA,
                                                        cusparseSpMatDescr_t matB, cusparseDenseToSparseAlg_t alg,
                                                        void *externalBuffer);
__host__ cusparseStatus_t cusparseCsr2cscEx2_bufferSize(cusparseHandle_t handle, int m, int n, int nnz,
                                                        const void *csrVal, const int *csrRowPtr,
                                                        const int *csrColInd, void *cscVal, int *cscColPtr,
                                                        int *cscRowInd, cudaDataType valType,
                                                        cusparseAction_t copyValues, cusparseIndexBase_t idxBase,
                                                        cusparseCsr2CscAlg_t alg, size_t *bufferSize);
__host__ cusparseStatus_t cusparseCsr2cscEx2(cusparseHandle_t handle, int m, int n, int nnz, const void *csrVal,
                                             const int *csrRowPtr, const int *csrColInd, void *cscVal, int *cscColPtr,
                                             int *cscRowInd, cudaDataType valType, cusparseAction_t copyValues,
                                             cusparseIndexBase_t idxBase, cusparseCsr2CscAlg_t alg, void *buffer);
__host__ cusparseStatus_t cusparseSgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n,
                                                    int nnz, int *pBufferSize);
__host__ cusparseStatus_t cusparseDgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n,
                                                    int nnz, int *pBufferSize);
__host__ cusparseStatus_t cusparseCgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n,
                                                    int nnz, int *pBufferSize);
__host__ cusparseStatus_t cusparseZgemvi_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n,
                                                    int nnz, int *pBufferSize);
__host__ cusparseStatus_t cusparseSgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n,
                                         const float *alpha, const float *A, int lda, int nnz, const float *xVal,
                                         const int *xInd, const float *beta, float *y, cusparseIndexBase_t idxBase,
                                         void *pBuffer);
__host__ cusparseStatus_t cusparseDgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n,
                                         const double *alpha, const double *A, int lda, int nnz, const double *xVal,
                                         const int *xInd, const double *beta, double *y, cusparseIndexBase_t idxBase,
                                         void *pBuffer);
__host__ cusparseStatus_t cusparseCgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n,
                                         const cuComplex *alpha, const cuComplex *A, int lda, int nnz,
                                         const cuComplex *xVal, const int *xInd, const cuComplex *beta, cuComplex *y,
                                         cusparseIndexBase_t idxBase, void *pBuffer);
__host__ cusparseStatus_t cusparseZgemvi(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n,
                                         const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda, int nnz,
                                         const cuDoubleComplex *xVal, const int *xInd, const cuDoubleComplex *beta,
                                         cuDoubleComplex *y, cusparseIndexBase_t idxBase, void *pBuffer);
__host__ cusparseStatus_t cusparseSbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA,
                                         cusparseOperation_t transA, int mb, int nb, int nnzb, const float *alpha,
                                         const cusparseMatDescr_t descrA, const float *bsrSortedValA,
                                         const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim,
                                         const float *x, const float *beta, float *y);
__host__ cusparseStatus_t cusparseDbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA,
                                         cusparseOperation_t transA, int mb, int nb, int nnzb, const double *alpha,
                                         const cusparseMatDescr_t descrA, const double *bsrSortedValA,
                                         const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim,
                                         const double *x, const double *beta, double *y);
__host__ cusparseStatus_t cusparseCbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA,
                                         cusparseOperation_t transA, int mb, int nb, int nnzb, const cuComplex *alpha,
                                         const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA,
                                         const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim,
                                         const cuComplex *x, const cuComplex *beta, cuComplex *y);
__host__ cusparseStatus_t cusparseZbsrmv(cusparseHandle_t handle, cusparseDirection_t dirA,
                                         cusparseOperation_t transA, int mb, int nb, int nnzb,
                                         const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                         const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA,
                                         const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x,
                                         const cuDoubleComplex *beta, cuDoubleComplex *y);
__host__ cusparseStatus_t cusparseSbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA,
                                          cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb,
                                          const float *alpha, const cusparseMatDescr_t descrA,
                                          const float *bsrSortedValA, const int *bsrSortedMaskPtrA,
                                          const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA,
                                          const int *bsrSortedColIndA, int blockDim, const float *x,
                                          const float *beta, float *y);
__host__ cusparseStatus_t cusparseDbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA,
                                          cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb,
                                          const double *alpha, const cusparseMatDescr_t descrA,
                                          const double *bsrSortedValA, const int *bsrSortedMaskPtrA,
                                          const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA,
                                          const int *bsrSortedColIndA, int blockDim, const double *x,
                                          const double *beta, double *y);
__host__ cusparseStatus_t cusparseCbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA,
                                          cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb,
                                          const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                          const cuComplex *bsrSortedValA, const int *bsrSortedMaskPtrA,
                                          const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA,
                                          const int *bsrSortedColIndA, int blockDim, const cuComplex *x,
                                          const cuComplex *beta, cuComplex *y);
__host__ cusparseStatus_t cusparseZbsrxmv(cusparseHandle_t handle, cusparseDirection_t dirA,
                                          cusparseOperation_t transA, int sizeOfMask, int mb, int nb, int nnzb,
                                          const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                          const cuDoubleComplex *bsrSortedValA, const int *bsrSortedMaskPtrA,
                                          const int *bsrSortedRowPtrA, const int *bsrSortedEndPtrA,
                                          const int *bsrSortedColIndA, int blockDim, const cuDoubleComplex *x,
                                          const cuDoubleComplex *beta, cuDoubleComplex *y);
__host__ cusparseStatus_t cusparseSbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                     cusparseOperation_t transA, int mb, int nnzb,
                                                     const cusparseMatDescr_t descrA, float *bsrSortedValA,
                                                     const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                     int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                     cusparseOperation_t transA, int mb, int nnzb,
                                                     const cusparseMatDescr_t descrA, double *bsrSortedValA,
                                                     const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                     int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                     cusparseOperation_t transA, int mb, int nnzb,
                                                     const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA,
                                                     const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                     int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZbsrsv2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                     cusparseOperation_t transA, int mb, int nnzb,
                                                     const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedValA,
                                                     const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                     int blockDim, bsrsv2Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                   cusparseOperation_t transA, int mb, int nnzb,
                                                   const cusparseMatDescr_t descrA, const float *bsrSortedValA,
                                                   const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                   int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy,
                                                   void *pBuffer);
__host__ cusparseStatus_t cusparseDbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                   cusparseOperation_t transA, int mb, int nnzb,
                                                   const cusparseMatDescr_t descrA, const double *bsrSortedValA,
                                                   const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                   int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy,
                                                   void *pBuffer);
__host__ cusparseStatus_t cusparseCbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                   cusparseOperation_t transA, int mb, int nnzb,
                                                   const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA,
                                                   const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                   int blockDim, bsrsv2Info_t info, cusparseSolvePolicy_t policy,
                                                   void *pBuffer);
__host__ cusparseStatus_t cusparseZbsrsv2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                   cusparseOperation_t transA, int mb, int nnzb,
                                                   const cusparseMatDescr_t descrA,
                                                   const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA,
                                                   const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info,
                                                   cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseSbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                cusparseOperation_t transA, int mb, int nnzb, const float *alpha,
                                                const cusparseMatDescr_t descrA, const float *bsrSortedValA,
                                                const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                int blockDim, bsrsv2Info_t info, const float *f, float *x,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                cusparseOperation_t transA, int mb, int nnzb, const double *alpha,
                                                const cusparseMatDescr_t descrA, const double *bsrSortedValA,
                                                const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                int blockDim, bsrsv2Info_t info, const double *f, double *x,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseCbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                cusparseOperation_t transA, int mb, int nnzb, const cuComplex *alpha,
                                                const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA,
                                                const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                int blockDim, bsrsv2Info_t info, const cuComplex *f, cuComplex *x,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseZbsrsv2_solve(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                cusparseOperation_t transA, int mb, int nnzb,
                                                const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                                const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA,
                                                const int *bsrSortedColIndA, int blockDim, bsrsv2Info_t info,
                                                const cuDoubleComplex *f, cuDoubleComplex *x,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseXbsrsv2_zeroPivot(cusparseHandle_t handle, bsrsv2Info_t info, int *position);
__host__ cusparseStatus_t cusparseSbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA,
                                         cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n,
                                         int kb, int nnzb, const float *alpha, const cusparseMatDescr_t descrA,
                                         const float *bsrSortedValA, const int *bsrSortedRowPtrA,
                                         const int *bsrSortedColIndA, const int blockSize, const float *B,
                                         const int ldb, const float *beta, float *C, int ldc);
__host__ cusparseStatus_t cusparseDbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA,
                                         cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n,
                                         int kb, int nnzb, const double *alpha, const cusparseMatDescr_t descrA,
                                         const double *bsrSortedValA, const int *bsrSortedRowPtrA,
                                         const int *bsrSortedColIndA, const int blockSize, const double *B,
                                         const int ldb, const double *beta, double *C, int ldc);
__host__ cusparseStatus_t cusparseCbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA,
                                         cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n,
                                         int kb, int nnzb, const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                         const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA,
                                         const int *bsrSortedColIndA, const int blockSize, const cuComplex *B,
                                         const int ldb, const cuComplex *beta, cuComplex *C, int ldc);
__host__ cusparseStatus_t cusparseZbsrmm(cusparseHandle_t handle, cusparseDirection_t dirA,
                                         cusparseOperation_t transA, cusparseOperation_t transB, int mb, int n,
                                         int kb, int nnzb, const cuDoubleComplex *alpha,
                                         const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA,
                                         const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                         const int blockSize, const cuDoubleComplex *B, const int ldb,
                                         const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
__host__ cusparseStatus_t cusparseSbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                     cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                     int n, int nnzb, const cusparseMatDescr_t descrA,
                                                     float *bsrSortedVal, const int *bsrSortedRowPtr,
                                                     const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                     int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                     cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                     int n, int nnzb, const cusparseMatDescr_t descrA,
                                                     double *bsrSortedVal, const int *bsrSortedRowPtr,
                                                     const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                     int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                     cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                     int n, int nnzb, const cusparseMatDescr_t descrA,
                                                     cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                     const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                     int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZbsrsm2_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                     cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                     int n, int nnzb, const cusparseMatDescr_t descrA,
                                                     cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                     const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                     int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                   cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                   int n, int nnzb, const cusparseMatDescr_t descrA,
                                                   const float *bsrSortedVal, const int *bsrSortedRowPtr,
                                                   const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                   cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                   cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                   int n, int nnzb, const cusparseMatDescr_t descrA,
                                                   const double *bsrSortedVal, const int *bsrSortedRowPtr,
                                                   const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                   cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseCbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                   cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                   int n, int nnzb, const cusparseMatDescr_t descrA,
                                                   const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                   const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                   cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseZbsrsm2_analysis(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                   cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                   int n, int nnzb, const cusparseMatDescr_t descrA,
                                                   const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                   const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                   cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseSbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                int n, int nnzb, const float *alpha, const cusparseMatDescr_t descrA,
                                                const float *bsrSortedVal, const int *bsrSortedRowPtr,
                                                const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                const float *B, int ldb, float *X, int ldx,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                int n, int nnzb, const double *alpha, const cusparseMatDescr_t descrA,
                                                const double *bsrSortedVal, const int *bsrSortedRowPtr,
                                                const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                const double *B, int ldb, double *X, int ldx,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseCbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                int n, int nnzb, const cuComplex *alpha,
                                                const cusparseMatDescr_t descrA, const cuComplex *bsrSortedVal,
                                                const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize,
                                                bsrsm2Info_t info, const cuComplex *B, int ldb, cuComplex *X, int ldx,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseZbsrsm2_solve(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                cusparseOperation_t transA, cusparseOperation_t transXY, int mb,
                                                int n, int nnzb, const cuDoubleComplex *alpha,
                                                const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedVal,
                                                const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockSize,
                                                bsrsm2Info_t info, const cuDoubleComplex *B, int ldb,
                                                cuDoubleComplex *X, int ldx, cusparseSolvePolicy_t policy,
                                                void *pBuffer);
__host__ cusparseStatus_t cusparseXbsrsm2_zeroPivot(cusparseHandle_t handle, bsrsm2Info_t info, int *position);
__host__ cusparseStatus_t cusparseScsric02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                      const cusparseMatDescr_t descrA, float *csrSortedValA,
                                                      const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                      csric02Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDcsric02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                      const cusparseMatDescr_t descrA, double *csrSortedValA,
                                                      const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                      csric02Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCcsric02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                      const cusparseMatDescr_t descrA, cuComplex *csrSortedValA,
                                                      const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                      csric02Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZcsric02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                      const cusparseMatDescr_t descrA, cuDoubleComplex *csrSortedValA,
                                                      const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                      csric02Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseScsric02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                    const cusparseMatDescr_t descrA, const float *csrSortedValA,
                                                    const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                    csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsric02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                    const cusparseMatDescr_t descrA, const double *csrSortedValA,
                                                    const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                    csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseCcsric02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                    const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA,
                                                    const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                    csric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseZcsric02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                    const cusparseMatDescr_t descrA,
                                                    const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                    const int *csrSortedColIndA, csric02Info_t info,
                                                    cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseScsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                           float *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                           const int *csrSortedColIndA, csric02Info_t info,
                                           cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                           double *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                           const int *csrSortedColIndA, csric02Info_t info,
                                           cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseCcsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                           cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                           const int *csrSortedColIndA, csric02Info_t info,
                                           cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseZcsric02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                           cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                           const int *csrSortedColIndA, csric02Info_t info,
                                           cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseXcsric02_zeroPivot(cusparseHandle_t handle, csric02Info_t info, int *position);
__host__ cusparseStatus_t cusparseScsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                       const cusparseMatDescr_t descrA, float *csrSortedValA,
                                                       const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                       csrilu02Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                       const cusparseMatDescr_t descrA, double *csrSortedValA,
                                                       const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                       csrilu02Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                       const cusparseMatDescr_t descrA, cuComplex *csrSortedValA,
                                                       const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                       csrilu02Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZcsrilu02_bufferSize(cusparseHandle_t handle, int m, int nnz,
                                                       const cusparseMatDescr_t descrA,
                                                       cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                       const int *csrSortedColIndA, csrilu02Info_t info,
                                                       int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseScsrilu02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                     const cusparseMatDescr_t descrA, const float *csrSortedValA,
                                                     const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                     csrilu02Info_t info, cusparseSolvePolicy_t policy,
                                                     void *pBuffer);
__host__ cusparseStatus_t cusparseDcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                     const cusparseMatDescr_t descrA, const double *csrSortedValA,
                                                     const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                     csrilu02Info_t info, cusparseSolvePolicy_t policy,
                                                     void *pBuffer);
__host__ cusparseStatus_t cusparseCcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                     const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA,
                                                     const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                     csrilu02Info_t info, cusparseSolvePolicy_t policy,
                                                     void *pBuffer);
__host__ cusparseStatus_t cusparseZcsrilu02_analysis(cusparseHandle_t handle, int m, int nnz,
                                                     const cusparseMatDescr_t descrA,
                                                     const cuDoubleComplex *csrSortedValA,
                                                     const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                     csrilu02Info_t info, cusparseSolvePolicy_t policy,
                                                     void *pBuffer);
__host__ cusparseStatus_t cusparseScsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                            float *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                            const int *csrSortedColIndA, csrilu02Info_t info,
                                            cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                            double *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                            const int *csrSortedColIndA, csrilu02Info_t info,
                                            cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseCcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                            cuComplex *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                            const int *csrSortedColIndA, csrilu02Info_t info,
                                            cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseZcsrilu02(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                            cuDoubleComplex *csrSortedValA_valM, const int *csrSortedRowPtrA,
                                            const int *csrSortedColIndA, csrilu02Info_t info,
                                            cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseXcsrilu02_zeroPivot(cusparseHandle_t handle, csrilu02Info_t info, int *position);
__host__ cusparseStatus_t cusparseScsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info,
                                                         int enable_boost, double *tol, float *boost_val);
__host__ cusparseStatus_t cusparseDcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info,
                                                         int enable_boost, double *tol, double *boost_val);
__host__ cusparseStatus_t cusparseCcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info,
                                                         int enable_boost, double *tol, cuComplex *boost_val);
__host__ cusparseStatus_t cusparseZcsrilu02_numericBoost(cusparseHandle_t handle, csrilu02Info_t info,
                                                         int enable_boost, double *tol, cuDoubleComplex *boost_val);
__host__ cusparseStatus_t cusparseSbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                      int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal,
                                                      const int *bsrSortedRowPtr, const int *bsrSortedColInd,
                                                      int blockDim, bsric02Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                      int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal,
                                                      const int *bsrSortedRowPtr, const int *bsrSortedColInd,
                                                      int blockDim, bsric02Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                      int nnzb, const cusparseMatDescr_t descrA,
                                                      cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                      const int *bsrSortedColInd, int blockDim, bsric02Info_t info,
                                                      int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZbsric02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                      int nnzb, const cusparseMatDescr_t descrA,
                                                      cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                      const int *bsrSortedColInd, int blockDim, bsric02Info_t info,
                                                      int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                    int nnzb, const cusparseMatDescr_t descrA,
                                                    const float *bsrSortedVal, const int *bsrSortedRowPtr,
                                                    const int *bsrSortedColInd, int blockDim, bsric02Info_t info,
                                                    cusparseSolvePolicy_t policy, void *pInputBuffer);
__host__ cusparseStatus_t cusparseDbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                    int nnzb, const cusparseMatDescr_t descrA,
                                                    const double *bsrSortedVal, const int *bsrSortedRowPtr,
                                                    const int *bsrSortedColInd, int blockDim, bsric02Info_t info,
                                                    cusparseSolvePolicy_t policy, void *pInputBuffer);
__host__ cusparseStatus_t cusparseCbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                    int nnzb, const cusparseMatDescr_t descrA,
                                                    const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                    const int *bsrSortedColInd, int blockDim, bsric02Info_t info,
                                                    cusparseSolvePolicy_t policy, void *pInputBuffer);
__host__ cusparseStatus_t cusparseZbsric02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                    int nnzb, const cusparseMatDescr_t descrA,
                                                    const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                    const int *bsrSortedColInd, int blockDim, bsric02Info_t info,
                                                    cusparseSolvePolicy_t policy, void *pInputBuffer);
__host__ cusparseStatus_t cusparseSbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb,
                                           const cusparseMatDescr_t descrA, float *bsrSortedVal,
                                           const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim,
                                           bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb,
                                           const cusparseMatDescr_t descrA, double *bsrSortedVal,
                                           const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim,
                                           bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseCbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb,
                                           const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal,
                                           const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim,
                                           bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseZbsric02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb,
                                           const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal,
                                           const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim,
                                           bsric02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseXbsric02_zeroPivot(cusparseHandle_t handle, bsric02Info_t info, int *position);
__host__ cusparseStatus_t cusparseSbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                       int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal,
                                                       const int *bsrSortedRowPtr, const int *bsrSortedColInd,
                                                       int blockDim, bsrilu02Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                       int nnzb, const cusparseMatDescr_t descrA,
                                                       double *bsrSortedVal, const int *bsrSortedRowPtr,
                                                       const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info,
                                                       int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                       int nnzb, const cusparseMatDescr_t descrA,
                                                       cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                       const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info,
                                                       int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZbsrilu02_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                       int nnzb, const cusparseMatDescr_t descrA,
                                                       cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                       const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info,
                                                       int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                     int nnzb, const cusparseMatDescr_t descrA, float *bsrSortedVal,
                                                     const int *bsrSortedRowPtr, const int *bsrSortedColInd,
                                                     int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy,
                                                     void *pInputBuffer);
__host__ cusparseStatus_t cusparseDbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                     int nnzb, const cusparseMatDescr_t descrA, double *bsrSortedVal,
                                                     const int *bsrSortedRowPtr, const int *bsrSortedColInd,
                                                     int blockDim, bsrilu02Info_t info, cusparseSolvePolicy_t policy,
                                                     void *pInputBuffer);
__host__ cusparseStatus_t cusparseCbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                     int nnzb, const cusparseMatDescr_t descrA,
                                                     cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                     const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info,
                                                     cusparseSolvePolicy_t policy, void *pInputBuffer);
__host__ cusparseStatus_t cusparseZbsrilu02_analysis(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                     int nnzb, const cusparseMatDescr_t descrA,
                                                     cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                     const int *bsrSortedColInd, int blockDim, bsrilu02Info_t info,
                                                     cusparseSolvePolicy_t policy, void *pInputBuffer);
__host__ cusparseStatus_t cusparseSbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb,
                                            const cusparseMatDescr_t descrA, float *bsrSortedVal,
                                            const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim,
                                            bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb,
                                            const cusparseMatDescr_t descrA, double *bsrSortedVal,
                                            const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim,
                                            bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseCbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb,
                                            const cusparseMatDescr_t descrA, cuComplex *bsrSortedVal,
                                            const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim,
                                            bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseZbsrilu02(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nnzb,
                                            const cusparseMatDescr_t descrA, cuDoubleComplex *bsrSortedVal,
                                            const int *bsrSortedRowPtr, const int *bsrSortedColInd, int blockDim,
                                            bsrilu02Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseXbsrilu02_zeroPivot(cusparseHandle_t handle, bsrilu02Info_t info, int *position);
__host__ cusparseStatus_t cusparseSbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info,
                                                         int enable_boost, double *tol, float *boost_val);
__host__ cusparseStatus_t cusparseDbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info,
                                                         int enable_boost, double *tol, double *boost_val);
__host__ cusparseStatus_t cusparseCbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info,
                                                         int enable_boost, double *tol, cuComplex *boost_val);
__host__ cusparseStatus_t cusparseZbsrilu02_numericBoost(cusparseHandle_t handle, bsrilu02Info_t info,
                                                         int enable_boost, double *tol, cuDoubleComplex *boost_val);
__host__ cusparseStatus_t cusparseSgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *dl,
                                                       const float *d, const float *du, const float *B, int ldb,
                                                       size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseDgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *dl,
                                                       const double *d, const double *du, const double *B, int ldb,
                                                       size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseCgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const cuComplex *dl,
                                                       const cuComplex *d, const cuComplex *du, const cuComplex *B,
                                                       int ldb, size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseZgtsv2_bufferSizeExt(cusparseHandle_t handle, int m, int n,
                                                       const cuDoubleComplex *dl, const cuDoubleComplex *d,
                                                       const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb,
                                                       size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseSgtsv2(cusparseHandle_t handle, int m, int n, const float *dl, const float *d,
                                         const float *du, float *B, int ldb, void *pBuffer);
__host__ cusparseStatus_t cusparseDgtsv2(cusparseHandle_t handle, int m, int n, const double *dl, const double *d,
                                         const double *du, double *B, int ldb, void *pBuffer);
__host__ cusparseStatus_t cusparseCgtsv2(cusparseHandle_t handle, int m, int n, const cuComplex *dl,
                                         const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb,
                                         void *pBuffer);
__host__ cusparseStatus_t cusparseZgtsv2(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl,
                                         const cuDoubleComplex *d, const cuDoubleComplex *du, cuDoubleComplex *B,
                                         int ldb, void *pBuffer);
__host__ cusparseStatus_t cusparseSgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *dl,
    const float *d, const float *du, const float *B, int ldb, size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseDgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n,
    const double *dl, const double *d, const double *du, const double *B, int ldb, size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseCgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n,
    const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *B, int ldb,
    size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseZgtsv2_nopivot_bufferSizeExt(cusparseHandle_t handle, int m, int n,
    const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *B, int ldb,
    size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseSgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const float *dl,
                                                 const float *d, const float *du, float *B, int ldb, void *pBuffer);
__host__ cusparseStatus_t cusparseDgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const double *dl,
                                                 const double *d, const double *du, double *B, int ldb,
                                                 void *pBuffer);
__host__ cusparseStatus_t cusparseCgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const cuComplex *dl,
                                                 const cuComplex *d, const cuComplex *du, cuComplex *B, int ldb,
                                                 void *pBuffer);
__host__ cusparseStatus_t cusparseZgtsv2_nopivot(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *dl,
                                                 const cuDoubleComplex *d, const cuDoubleComplex *du,
                                                 cuDoubleComplex *B, int ldb, void *pBuffer);
__host__ cusparseStatus_t cusparseSgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m, const float *dl,
    const float *d, const float *du, const float *x, int batchCount, int batchStride, size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseDgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m, const double *dl,
    const double *d, const double *du, const double *x, int batchCount, int batchStride, size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseCgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m,
    const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount, int batchStride,
    size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseZgtsv2StridedBatch_bufferSizeExt(cusparseHandle_t handle, int m,
    const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x,
    int batchCount, int batchStride, size_t *bufferSizeInBytes);
__host__ cusparseStatus_t cusparseSgtsv2StridedBatch(cusparseHandle_t handle, int m, const float *dl, const float *d,
                                                     const float *du, float *x, int batchCount, int batchStride,
                                                     void *pBuffer);
__host__ cusparseStatus_t cusparseDgtsv2StridedBatch(cusparseHandle_t handle, int m, const double *dl,
                                                     const double *d, const double *du, double *x, int batchCount,
                                                     int batchStride, void *pBuffer);
__host__ cusparseStatus_t cusparseCgtsv2StridedBatch(cusparseHandle_t handle, int m, const cuComplex *dl,
                                                     const cuComplex *d, const cuComplex *du, cuComplex *x,
                                                     int batchCount, int batchStride, void *pBuffer);
__host__ cusparseStatus_t cusparseZgtsv2StridedBatch(cusparseHandle_t handle, int m, const cuDoubleComplex *dl,
                                                     const cuDoubleComplex *d, const cuDoubleComplex *du,
                                                     cuDoubleComplex *x, int batchCount, int batchStride,
                                                     void *pBuffer);
__host__ cusparseStatus_t cusparseSgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m,
    const float *dl, const float *d, const float *du, const float *x, int batchCount, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m,
    const double *dl, const double *d, const double *du, const double *x, int batchCount, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m,
    const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *x, int batchCount,
    size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZgtsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m,
    const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du, const cuDoubleComplex *x,
    int batchCount, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, float *dl, float *d,
                                                        float *du, float *x, int batchCount, void *pBuffer);
__host__ cusparseStatus_t cusparseDgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, double *dl,
                                                        double *d, double *du, double *x, int batchCount,
                                                        void *pBuffer);
__host__ cusparseStatus_t cusparseCgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuComplex *dl,
                                                        cuComplex *d, cuComplex *du, cuComplex *x, int batchCount,
                                                        void *pBuffer);
__host__ cusparseStatus_t cusparseZgtsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuDoubleComplex *dl,
                                                        cuDoubleComplex *d, cuDoubleComplex *du, cuDoubleComplex *x,
                                                        int batchCount, void *pBuffer);
__host__ cusparseStatus_t cusparseSgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m,
    const float *ds, const float *dl, const float *d, const float *du, const float *dw, const float *x,
    int batchCount, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m,
    const double *ds, const double *dl, const double *d, const double *du, const double *dw, const double *x,
    int batchCount, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m,
    const cuComplex *ds, const cuComplex *dl, const cuComplex *d, const cuComplex *du, const cuComplex *dw,
    const cuComplex *x, int batchCount, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZgpsvInterleavedBatch_bufferSizeExt(cusparseHandle_t handle, int algo, int m,
    const cuDoubleComplex *ds, const cuDoubleComplex *dl, const cuDoubleComplex *d, const cuDoubleComplex *du,
    const cuDoubleComplex *dw, const cuDoubleComplex *x, int batchCount, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, float *ds,
                                                        float *dl, float *d, float *du, float *dw, float *x,
                                                        int batchCount, void *pBuffer);
__host__ cusparseStatus_t cusparseDgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, double *ds,
                                                        double *dl, double *d, double *du, double *dw, double *x,
                                                        int batchCount, void *pBuffer);
__host__ cusparseStatus_t cusparseCgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuComplex *ds,
                                                        cuComplex *dl, cuComplex *d, cuComplex *du, cuComplex *dw,
                                                        cuComplex *x, int batchCount, void *pBuffer);
__host__ cusparseStatus_t cusparseZgpsvInterleavedBatch(cusparseHandle_t handle, int algo, int m, cuDoubleComplex *ds,
                                                        cuDoubleComplex *dl, cuDoubleComplex *d, cuDoubleComplex *du,
                                                        cuDoubleComplex *dw, cuDoubleComplex *x, int batchCount,
                                                        void *pBuffer);
__host__ cusparseStatus_t cusparseScsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *alpha,
                                                          const cusparseMatDescr_t descrA, int nnzA,
                                                          const float *csrSortedValA, const int *csrSortedRowPtrA,
                                                          const int *csrSortedColIndA, const float *beta,
                                                          const cusparseMatDescr_t descrB, int nnzB,
                                                          const float *csrSortedValB, const int *csrSortedRowPtrB,
                                                          const int *csrSortedColIndB,
                                                          const cusparseMatDescr_t descrC, const float *csrSortedValC,
                                                          const int *csrSortedRowPtrC, const int *csrSortedColIndC,
                                                          size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n, const double *alpha,
                                                          const cusparseMatDescr_t descrA, int nnzA,
                                                          const double *csrSortedValA, const int *csrSortedRowPtrA,
                                                          const int *csrSortedColIndA, const double *beta,
                                                          const cusparseMatDescr_t descrB, int nnzB,
                                                          const double *csrSortedValB, const int *csrSortedRowPtrB,
                                                          const int *csrSortedColIndB,
                                                          const cusparseMatDescr_t descrC,
                                                          const double *csrSortedValC, const int *csrSortedRowPtrC,
                                                          const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n,
                                                          const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                                          int nnzA, const cuComplex *csrSortedValA,
                                                          const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                          const cuComplex *beta, const cusparseMatDescr_t descrB,
                                                          int nnzB, const cuComplex *csrSortedValB,
                                                          const int *csrSortedRowPtrB, const int *csrSortedColIndB,
                                                          const cusparseMatDescr_t descrC,
                                                          const cuComplex *csrSortedValC, const int *csrSortedRowPtrC,
                                                          const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZcsrgeam2_bufferSizeExt(cusparseHandle_t handle, int m, int n,
                                                          const cuDoubleComplex *alpha,
                                                          const cusparseMatDescr_t descrA, int nnzA,
                                                          const cuDoubleComplex *csrSortedValA,
                                                          const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                          const cuDoubleComplex *beta,
                                                          const cusparseMatDescr_t descrB, int nnzB,
                                                          const cuDoubleComplex *csrSortedValB,
                                                          const int *csrSortedRowPtrB, const int *csrSortedColIndB,
                                                          const cusparseMatDescr_t descrC,
                                                          const cuDoubleComplex *csrSortedValC,
                                                          const int *csrSortedRowPtrC, const int *csrSortedColIndC,
                                                          size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseXcsrgeam2Nnz(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA,
                                               int nnzA, const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                               const cusparseMatDescr_t descrB, int nnzB, const int *csrSortedRowPtrB,
                                               const int *csrSortedColIndB, const cusparseMatDescr_t descrC,
                                               int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *workspace);
__host__ cusparseStatus_t cusparseScsrgeam2(cusparseHandle_t handle, int m, int n, const float *alpha,
                                            const cusparseMatDescr_t descrA, int nnzA, const float *csrSortedValA,
                                            const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                            const float *beta, const cusparseMatDescr_t descrB, int nnzB,
                                            const float *csrSortedValB, const int *csrSortedRowPtrB,
                                            const int *csrSortedColIndB, const cusparseMatDescr_t descrC,
                                            float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC,
                                            void *pBuffer);
__host__ cusparseStatus_t cusparseDcsrgeam2(cusparseHandle_t handle, int m, int n, const double *alpha,
                                            const cusparseMatDescr_t descrA, int nnzA, const double *csrSortedValA,
                                            const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                            const double *beta, const cusparseMatDescr_t descrB, int nnzB,
                                            const double *csrSortedValB, const int *csrSortedRowPtrB,
                                            const int *csrSortedColIndB, const cusparseMatDescr_t descrC,
                                            double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC,
                                            void *pBuffer);
__host__ cusparseStatus_t cusparseCcsrgeam2(cusparseHandle_t handle, int m, int n, const cuComplex *alpha,
                                            const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrSortedValA,
                                            const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                            const cuComplex *beta, const cusparseMatDescr_t descrB, int nnzB,
                                            const cuComplex *csrSortedValB, const int *csrSortedRowPtrB,
                                            const int *csrSortedColIndB, const cusparseMatDescr_t descrC,
                                            cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC,
                                            void *pBuffer);
__host__ cusparseStatus_t cusparseZcsrgeam2(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha,
                                            const cusparseMatDescr_t descrA, int nnzA,
                                            const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                            const int *csrSortedColIndA, const cuDoubleComplex *beta,
                                            const cusparseMatDescr_t descrB, int nnzB,
                                            const cuDoubleComplex *csrSortedValB, const int *csrSortedRowPtrB,
                                            const int *csrSortedColIndB, const cusparseMatDescr_t descrC,
                                            cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC,
                                            int *csrSortedColIndC, void *pBuffer);
__host__ cusparseStatus_t cusparseScsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                            const float *csrSortedValA, const int *csrSortedRowPtrA,
                                            const int *csrSortedColIndA, const float *fractionToColor, int *ncolors,
                                            int *coloring, int *reordering, const cusparseColorInfo_t info);
__host__ cusparseStatus_t cusparseDcsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                            const double *csrSortedValA, const int *csrSortedRowPtrA,
                                            const int *csrSortedColIndA, const double *fractionToColor, int *ncolors,
                                            int *coloring, int *reordering, const cusparseColorInfo_t info);
__host__ cusparseStatus_t cusparseCcsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                            const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                            const int *csrSortedColIndA, const float *fractionToColor, int *ncolors,
                                            int *coloring, int *reordering, const cusparseColorInfo_t info);
__host__ cusparseStatus_t cusparseZcsrcolor(cusparseHandle_t handle, int m, int nnz, const cusparseMatDescr_t descrA,
                                            const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                            const int *csrSortedColIndA, const double *fractionToColor, int *ncolors,
                                            int *coloring, int *reordering, const cusparseColorInfo_t info);
__host__ cusparseStatus_t cusparseXcoo2csr(cusparseHandle_t handle, const int *cooRowInd, int nnz, int m,
                                           int *csrSortedRowPtr, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseXcsr2coo(cusparseHandle_t handle, const int *csrSortedRowPtr, int nnz, int m,
                                           int *cooRowInd, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseXcsr2bsrNnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                              const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA,
                                              const int *csrSortedColIndA, int blockDim,
                                              const cusparseMatDescr_t descrC, int *bsrSortedRowPtrC,
                                              int *nnzTotalDevHostPtr);
__host__ cusparseStatus_t cusparseScsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                           const cusparseMatDescr_t descrA, const float *csrSortedValA,
                                           const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim,
                                           const cusparseMatDescr_t descrC, float *bsrSortedValC,
                                           int *bsrSortedRowPtrC, int *bsrSortedColIndC);
__host__ cusparseStatus_t cusparseDcsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                           const cusparseMatDescr_t descrA, const double *csrSortedValA,
                                           const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim,
                                           const cusparseMatDescr_t descrC, double *bsrSortedValC,
                                           int *bsrSortedRowPtrC, int *bsrSortedColIndC);
__host__ cusparseStatus_t cusparseCcsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                           const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA,
                                           const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim,
                                           const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC,
                                           int *bsrSortedRowPtrC, int *bsrSortedColIndC);
__host__ cusparseStatus_t cusparseZcsr2bsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                           const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA,
                                           const int *csrSortedRowPtrA, const int *csrSortedColIndA, int blockDim,
                                           const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC,
                                           int *bsrSortedRowPtrC, int *bsrSortedColIndC);
__host__ cusparseStatus_t cusparseSbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                           const cusparseMatDescr_t descrA, const float *bsrSortedValA,
                                           const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim,
                                           const cusparseMatDescr_t descrC, float *csrSortedValC,
                                           int *csrSortedRowPtrC, int *csrSortedColIndC);
__host__ cusparseStatus_t cusparseDbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                           const cusparseMatDescr_t descrA, const double *bsrSortedValA,
                                           const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim,
                                           const cusparseMatDescr_t descrC, double *csrSortedValC,
                                           int *csrSortedRowPtrC, int *csrSortedColIndC);
__host__ cusparseStatus_t cusparseCbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                           const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA,
                                           const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim,
                                           const cusparseMatDescr_t descrC, cuComplex *csrSortedValC,
                                           int *csrSortedRowPtrC, int *csrSortedColIndC);
__host__ cusparseStatus_t cusparseZbsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                           const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA,
                                           const int *bsrSortedRowPtrA, const int *bsrSortedColIndA, int blockDim,
                                           const cusparseMatDescr_t descrC, cuDoubleComplex *csrSortedValC,
                                           int *csrSortedRowPtrC, int *csrSortedColIndC);
__host__ cusparseStatus_t cusparseSnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                       const cusparseMatDescr_t descrA, const float *A, int lda, int *nnzPerRowCol,
                                       int *nnzTotalDevHostPtr);
__host__ cusparseStatus_t cusparseDnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                       const cusparseMatDescr_t descrA, const double *A, int lda, int *nnzPerRowCol,
                                       int *nnzTotalDevHostPtr);
__host__ cusparseStatus_t cusparseCnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                       const cusparseMatDescr_t descrA, const cuComplex *A, int lda,
                                       int *nnzPerRowCol, int *nnzTotalDevHostPtr);
__host__ cusparseStatus_t cusparseZnnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                       const cusparseMatDescr_t descrA, const cuDoubleComplex *A, int lda,
                                       int *nnzPerRowCol, int *nnzTotalDevHostPtr);
__host__ cusparseStatus_t cusparseSnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr,
                                                const float *csrSortedValA, const int *csrSortedRowPtrA,
                                                int *nnzPerRow, int *nnzC, float tol);
__host__ cusparseStatus_t cusparseDnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr,
                                                const double *csrSortedValA, const int *csrSortedRowPtrA,
                                                int *nnzPerRow, int *nnzC, double tol);
__host__ cusparseStatus_t cusparseCnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr,
                                                const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                int *nnzPerRow, int *nnzC, cuComplex tol);
__host__ cusparseStatus_t cusparseZnnz_compress(cusparseHandle_t handle, int m, const cusparseMatDescr_t descr,
                                                const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                int *nnzPerRow, int *nnzC, cuDoubleComplex tol);
__host__ cusparseStatus_t cusparseScsr2csr_compress(cusparseHandle_t handle, int m, int n,
                                                    const cusparseMatDescr_t descrA, const float *csrSortedValA,
                                                    const int *csrSortedColIndA, const int *csrSortedRowPtrA,
                                                    int nnzA, const int *nnzPerRow, float *csrSortedValC,
                                                    int *csrSortedColIndC, int *csrSortedRowPtrC, float tol);
__host__ cusparseStatus_t cusparseDcsr2csr_compress(cusparseHandle_t handle, int m, int n,
                                                    const cusparseMatDescr_t descrA, const double *csrSortedValA,
                                                    const int *csrSortedColIndA, const int *csrSortedRowPtrA,
                                                    int nnzA, const int *nnzPerRow, double *csrSortedValC,
                                                    int *csrSortedColIndC, int *csrSortedRowPtrC, double tol);
__host__ cusparseStatus_t cusparseCcsr2csr_compress(cusparseHandle_t handle, int m, int n,
                                                    const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA,
                                                    const int *csrSortedColIndA, const int *csrSortedRowPtrA,
                                                    int nnzA, const int *nnzPerRow, cuComplex *csrSortedValC,
                                                    int *csrSortedColIndC, int *csrSortedRowPtrC, cuComplex tol);
__host__ cusparseStatus_t cusparseZcsr2csr_compress(cusparseHandle_t handle, int m, int n,
                                                    const cusparseMatDescr_t descrA,
                                                    const cuDoubleComplex *csrSortedValA, const int *csrSortedColIndA,
                                                    const int *csrSortedRowPtrA, int nnzA, const int *nnzPerRow,
                                                    cuDoubleComplex *csrSortedValC, int *csrSortedColIndC,
                                                    int *csrSortedRowPtrC, cuDoubleComplex tol);
__host__ cusparseStatus_t cusparseXcsrsort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz,
                                                         const int *csrRowPtrA, const int *csrColIndA,
                                                         size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseXcsrsort(cusparseHandle_t handle, int m, int n, int nnz,
                                           const cusparseMatDescr_t descrA, const int *csrRowPtrA, int *csrColIndA,
                                           int *P, void *pBuffer);
__host__ cusparseStatus_t cusparseXcscsort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz,
                                                         const int *cscColPtrA, const int *cscRowIndA,
                                                         size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseXcscsort(cusparseHandle_t handle, int m, int n, int nnz,
                                           const cusparseMatDescr_t descrA, const int *cscColPtrA, int *cscRowIndA,
                                           int *P, void *pBuffer);
__host__ cusparseStatus_t cusparseXcoosort_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz,
                                                         const int *cooRowsA, const int *cooColsA,
                                                         size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseXcoosortByRow(cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA,
                                                int *cooColsA, int *P, void *pBuffer);
__host__ cusparseStatus_t cusparseXcoosortByColumn(cusparseHandle_t handle, int m, int n, int nnz, int *cooRowsA,
                                                   int *cooColsA, int *P, void *pBuffer);
__host__ cusparseStatus_t cusparseCreateIdentityPermutation(cusparseHandle_t handle, int n, int *p);
__host__ cusparseStatus_t cusparseSpruneDense2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, const float *A,
    int lda, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC,
    const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDpruneDense2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n,
    const double *A, int lda, const double *threshold, const cusparseMatDescr_t descrC, const double *csrSortedValC,
    const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSpruneDense2csrNnz(cusparseHandle_t handle, int m, int n, const float *A, int lda,
                                                     const float *threshold, const cusparseMatDescr_t descrC,
                                                     int *csrRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);
__host__ cusparseStatus_t cusparseDpruneDense2csrNnz(cusparseHandle_t handle, int m, int n, const double *A, int lda,
                                                     const double *threshold, const cusparseMatDescr_t descrC,
                                                     int *csrRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);
__host__ cusparseStatus_t cusparseSpruneDense2csr(cusparseHandle_t handle, int m, int n, const float *A, int lda,
                                                  const float *threshold, const cusparseMatDescr_t descrC,
                                                  float *csrSortedValC, const int *csrSortedRowPtrC,
                                                  int *csrSortedColIndC, void *pBuffer);
__host__ cusparseStatus_t cusparseDpruneDense2csr(cusparseHandle_t handle, int m, int n, const double *A, int lda,
                                                  const double *threshold, const cusparseMatDescr_t descrC,
                                                  double *csrSortedValC, const int *csrSortedRowPtrC,
                                                  int *csrSortedColIndC, void *pBuffer);
__host__ cusparseStatus_t cusparseSpruneCsr2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnzA,
    const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA,
    const int *csrSortedColIndA, const float *threshold, const cusparseMatDescr_t descrC, const float *csrSortedValC,
    const int *csrSortedRowPtrC, const int *csrSortedColIndC, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDpruneCsr2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnzA,
    const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA,
    const int *csrSortedColIndA, const double *threshold, const cusparseMatDescr_t descrC,
    const double *csrSortedValC, const int *csrSortedRowPtrC, const int *csrSortedColIndC,
    size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSpruneCsr2csrNnz(cusparseHandle_t handle, int m, int n, int nnzA,
                                                   const cusparseMatDescr_t descrA, const float *csrSortedValA,
                                                   const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                   const float *threshold, const cusparseMatDescr_t descrC,
                                                   int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);
__host__ cusparseStatus_t cusparseDpruneCsr2csrNnz(cusparseHandle_t handle, int m, int n, int nnzA,
                                                   const cusparseMatDescr_t descrA, const double *csrSortedValA,
                                                   const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                   const double *threshold, const cusparseMatDescr_t descrC,
                                                   int *csrSortedRowPtrC, int *nnzTotalDevHostPtr, void *pBuffer);
__host__ cusparseStatus_t cusparseSpruneCsr2csr(cusparseHandle_t handle, int m, int n, int nnzA,
                                                const cusparseMatDescr_t descrA, const float *csrSortedValA,
                                                const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                const float *threshold, const cusparseMatDescr_t descrC,
                                                float *csrSortedValC, const int *csrSortedRowPtrC,
                                                int *csrSortedColIndC, void *pBuffer);
__host__ cusparseStatus_t cusparseDpruneCsr2csr(cusparseHandle_t handle, int m, int n, int nnzA,
                                                const cusparseMatDescr_t descrA, const double *csrSortedValA,
                                                const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                const double *threshold, const cusparseMatDescr_t descrC,
                                                double *csrSortedValC, const int *csrSortedRowPtrC,
                                                int *csrSortedColIndC, void *pBuffer);
__host__ cusparseStatus_t cusparseSpruneDense2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n,
    const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC,
    const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDpruneDense2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n,
    const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC,
    const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSpruneDense2csrNnzByPercentage(cusparseHandle_t handle, int m, int n,
    const float *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC,
    int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseDpruneDense2csrNnzByPercentage(cusparseHandle_t handle, int m, int n,
    const double *A, int lda, float percentage, const cusparseMatDescr_t descrC, int *csrRowPtrC,
    int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseSpruneDense2csrByPercentage(cusparseHandle_t handle, int m, int n, const float *A,
    int lda, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC, const int *csrSortedRowPtrC,
    int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseDpruneDense2csrByPercentage(cusparseHandle_t handle, int m, int n, const double *A,
    int lda, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC, const int *csrSortedRowPtrC,
    int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseSpruneCsr2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n,
    int nnzA, const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA,
    const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const float *csrSortedValC,
    const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDpruneCsr2csrByPercentage_bufferSizeExt(cusparseHandle_t handle, int m, int n,
    int nnzA, const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA,
    const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, const double *csrSortedValC,
    const int *csrSortedRowPtrC, const int *csrSortedColIndC, pruneInfo_t info, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSpruneCsr2csrNnzByPercentage(cusparseHandle_t handle, int m, int n, int nnzA,
    const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA,
    const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC,
    int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseDpruneCsr2csrNnzByPercentage(cusparseHandle_t handle, int m, int n, int nnzA,
    const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA,
    const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, int *csrSortedRowPtrC,
    int *nnzTotalDevHostPtr, pruneInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseSpruneCsr2csrByPercentage(cusparseHandle_t handle, int m, int n, int nnzA,
    const cusparseMatDescr_t descrA, const float *csrSortedValA, const int *csrSortedRowPtrA,
    const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, float *csrSortedValC,
    const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseDpruneCsr2csrByPercentage(cusparseHandle_t handle, int m, int n, int nnzA,
    const cusparseMatDescr_t descrA, const double *csrSortedValA, const int *csrSortedRowPtrA,
    const int *csrSortedColIndA, float percentage, const cusparseMatDescr_t descrC, double *csrSortedValC,
    const int *csrSortedRowPtrC, int *csrSortedColIndC, pruneInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseCreateCsru2csrInfo(csru2csrInfo_t *info);
__host__ cusparseStatus_t cusparseDestroyCsru2csrInfo(csru2csrInfo_t info);
__host__ cusparseStatus_t cusparseScsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz,
                                                          float *csrVal, const int *csrRowPtr, int *csrColInd,
                                                          csru2csrInfo_t info, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDcsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz,
                                                          double *csrVal, const int *csrRowPtr, int *csrColInd,
                                                          csru2csrInfo_t info, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCcsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz,
                                                          cuComplex *csrVal, const int *csrRowPtr, int *csrColInd,
                                                          csru2csrInfo_t info, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZcsru2csr_bufferSizeExt(cusparseHandle_t handle, int m, int n, int nnz,
                                                          cuDoubleComplex *csrVal, const int *csrRowPtr,
                                                          int *csrColInd, csru2csrInfo_t info,
                                                          size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseScsru2csr(cusparseHandle_t handle, int m, int n, int nnz,
                                            const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr,
                                            int *csrColInd, csru2csrInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsru2csr(cusparseHandle_t handle, int m, int n, int nnz,
                                            const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr,
                                            int *csrColInd, csru2csrInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseCcsru2csr(cusparseHandle_t handle, int m, int n, int nnz,
                                            const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr,
                                            int *csrColInd, csru2csrInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseZcsru2csr(cusparseHandle_t handle, int m, int n, int nnz,
                                            const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal,
                                            const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseScsr2csru(cusparseHandle_t handle, int m, int n, int nnz,
                                            const cusparseMatDescr_t descrA, float *csrVal, const int *csrRowPtr,
                                            int *csrColInd, csru2csrInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsr2csru(cusparseHandle_t handle, int m, int n, int nnz,
                                            const cusparseMatDescr_t descrA, double *csrVal, const int *csrRowPtr,
                                            int *csrColInd, csru2csrInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseCcsr2csru(cusparseHandle_t handle, int m, int n, int nnz,
                                            const cusparseMatDescr_t descrA, cuComplex *csrVal, const int *csrRowPtr,
                                            int *csrColInd, csru2csrInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseZcsr2csru(cusparseHandle_t handle, int m, int n, int nnz,
                                            const cusparseMatDescr_t descrA, cuDoubleComplex *csrVal,
                                            const int *csrRowPtr, int *csrColInd, csru2csrInfo_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseSbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                        cusparseOperation_t transA, int mb, int nnzb,
                                                        const cusparseMatDescr_t descrA, float *bsrSortedValA,
                                                        const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                        int blockSize, bsrsv2Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseDbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                        cusparseOperation_t transA, int mb, int nnzb,
                                                        const cusparseMatDescr_t descrA, double *bsrSortedValA,
                                                        const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                        int blockSize, bsrsv2Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseCbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                        cusparseOperation_t transA, int mb, int nnzb,
                                                        const cusparseMatDescr_t descrA, cuComplex *bsrSortedValA,
                                                        const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                        int blockSize, bsrsv2Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseZbsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                        cusparseOperation_t transA, int mb, int nnzb,
                                                        const cusparseMatDescr_t descrA,
                                                        cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA,
                                                        const int *bsrSortedColIndA, int blockSize, bsrsv2Info_t info,
                                                        size_t *pBufferSize);
__host__ cusparseStatus_t cusparseSbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                        cusparseOperation_t transA, cusparseOperation_t transXY,
                                                        int mb, int n, int nnzb, const cusparseMatDescr_t descrA,
                                                        float *bsrSortedVal, const int *bsrSortedRowPtr,
                                                        const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                        size_t *pBufferSize);
__host__ cusparseStatus_t cusparseDbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                        cusparseOperation_t transA, cusparseOperation_t transXY,
                                                        int mb, int n, int nnzb, const cusparseMatDescr_t descrA,
                                                        double *bsrSortedVal, const int *bsrSortedRowPtr,
                                                        const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                        size_t *pBufferSize);
__host__ cusparseStatus_t cusparseCbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                        cusparseOperation_t transA, cusparseOperation_t transXY,
                                                        int mb, int n, int nnzb, const cusparseMatDescr_t descrA,
                                                        cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                        const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                        size_t *pBufferSize);
__host__ cusparseStatus_t cusparseZbsrsm2_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA,
                                                        cusparseOperation_t transA, cusparseOperation_t transXY,
                                                        int mb, int n, int nnzb, const cusparseMatDescr_t descrA,
                                                        cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                        const int *bsrSortedColInd, int blockSize, bsrsm2Info_t info,
                                                        size_t *pBufferSize);
__host__ cusparseStatus_t cusparseScsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz,
                                                         const cusparseMatDescr_t descrA, float *csrSortedVal,
                                                         const int *csrSortedRowPtr, const int *csrSortedColInd,
                                                         csric02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseDcsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz,
                                                         const cusparseMatDescr_t descrA, double *csrSortedVal,
                                                         const int *csrSortedRowPtr, const int *csrSortedColInd,
                                                         csric02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseCcsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz,
                                                         const cusparseMatDescr_t descrA, cuComplex *csrSortedVal,
                                                         const int *csrSortedRowPtr, const int *csrSortedColInd,
                                                         csric02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseZcsric02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz,
                                                         const cusparseMatDescr_t descrA,
                                                         cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr,
                                                         const int *csrSortedColInd, csric02Info_t info,
                                                         size_t *pBufferSize);
__host__ cusparseStatus_t cusparseScsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz,
                                                          const cusparseMatDescr_t descrA, float *csrSortedVal,
                                                          const int *csrSortedRowPtr, const int *csrSortedColInd,
                                                          csrilu02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseDcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz,
                                                          const cusparseMatDescr_t descrA, double *csrSortedVal,
                                                          const int *csrSortedRowPtr, const int *csrSortedColInd,
                                                          csrilu02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseCcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz,
                                                          const cusparseMatDescr_t descrA, cuComplex *csrSortedVal,
                                                          const int *csrSortedRowPtr, const int *csrSortedColInd,
                                                          csrilu02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseZcsrilu02_bufferSizeExt(cusparseHandle_t handle, int m, int nnz,
                                                          const cusparseMatDescr_t descrA,
                                                          cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr,
                                                          const int *csrSortedColInd, csrilu02Info_t info,
                                                          size_t *pBufferSize);
__host__ cusparseStatus_t cusparseSbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                         int nnzb, const cusparseMatDescr_t descrA,
                                                         float *bsrSortedVal, const int *bsrSortedRowPtr,
                                                         const int *bsrSortedColInd, int blockSize,
                                                         bsric02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseDbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                         int nnzb, const cusparseMatDescr_t descrA,
                                                         double *bsrSortedVal, const int *bsrSortedRowPtr,
                                                         const int *bsrSortedColInd, int blockSize,
                                                         bsric02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseCbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                         int nnzb, const cusparseMatDescr_t descrA,
                                                         cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                         const int *bsrSortedColInd, int blockSize,
                                                         bsric02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseZbsric02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                         int nnzb, const cusparseMatDescr_t descrA,
                                                         cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                         const int *bsrSortedColInd, int blockSize,
                                                         bsric02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseSbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                          int nnzb, const cusparseMatDescr_t descrA,
                                                          float *bsrSortedVal, const int *bsrSortedRowPtr,
                                                          const int *bsrSortedColInd, int blockSize,
                                                          bsrilu02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseDbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                          int nnzb, const cusparseMatDescr_t descrA,
                                                          double *bsrSortedVal, const int *bsrSortedRowPtr,
                                                          const int *bsrSortedColInd, int blockSize,
                                                          bsrilu02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseCbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                          int nnzb, const cusparseMatDescr_t descrA,
                                                          cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                          const int *bsrSortedColInd, int blockSize,
                                                          bsrilu02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseZbsrilu02_bufferSizeExt(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                          int nnzb, const cusparseMatDescr_t descrA,
                                                          cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                          const int *bsrSortedColInd, int blockSize,
                                                          bsrilu02Info_t info, size_t *pBufferSize);
__host__ cusparseStatus_t cusparseSgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb,
                                                          const float *bsrSortedVal, const int *bsrSortedRowPtr,
                                                          const int *bsrSortedColInd, int rowBlockDim,
                                                          int colBlockDim, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb,
                                                          const double *bsrSortedVal, const int *bsrSortedRowPtr,
                                                          const int *bsrSortedColInd, int rowBlockDim,
                                                          int colBlockDim, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb,
                                                          const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                                          const int *bsrSortedColInd, int rowBlockDim,
                                                          int colBlockDim, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZgebsr2gebsc_bufferSize(cusparseHandle_t handle, int mb, int nb, int nnzb,
                                                          const cuDoubleComplex *bsrSortedVal,
                                                          const int *bsrSortedRowPtr, const int *bsrSortedColInd,
                                                          int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseSgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb,
                                               const float *bsrSortedVal, const int *bsrSortedRowPtr,
                                               const int *bsrSortedColInd, int rowBlockDim, int colBlockDim,
                                               float *bscVal, int *bscRowInd, int *bscColPtr,
                                               cusparseAction_t copyValues, cusparseIndexBase_t idxBase,
                                               void *pBuffer);
__host__ cusparseStatus_t cusparseDgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb,
                                               const double *bsrSortedVal, const int *bsrSortedRowPtr,
                                               const int *bsrSortedColInd, int rowBlockDim, int colBlockDim,
                                               double *bscVal, int *bscRowInd, int *bscColPtr,
                                               cusparseAction_t copyValues, cusparseIndexBase_t idxBase,
                                               void *pBuffer);
__host__ cusparseStatus_t cusparseCgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb,
                                               const cuComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                               const int *bsrSortedColInd, int rowBlockDim, int colBlockDim,
                                               cuComplex *bscVal, int *bscRowInd, int *bscColPtr,
                                               cusparseAction_t copyValues, cusparseIndexBase_t idxBase,
                                               void *pBuffer);
__host__ cusparseStatus_t cusparseZgebsr2gebsc(cusparseHandle_t handle, int mb, int nb, int nnzb,
                                               const cuDoubleComplex *bsrSortedVal, const int *bsrSortedRowPtr,
                                               const int *bsrSortedColInd, int rowBlockDim, int colBlockDim,
                                               cuDoubleComplex *bscVal, int *bscRowInd, int *bscColPtr,
                                               cusparseAction_t copyValues, cusparseIndexBase_t idxBase,
                                               void *pBuffer);
__host__ cusparseStatus_t cusparseSgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                          int nb, int nnzb, const cusparseMatDescr_t descrA,
                                                          const float *bsrSortedValA, const int *bsrSortedRowPtrA,
                                                          const int *bsrSortedColIndA, int rowBlockDimA,
                                                          int colBlockDimA, int rowBlockDimC, int colBlockDimC,
                                                          int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                          int nb, int nnzb, const cusparseMatDescr_t descrA,
                                                          const double *bsrSortedValA, const int *bsrSortedRowPtrA,
                                                          const int *bsrSortedColIndA, int rowBlockDimA,
                                                          int colBlockDimA, int rowBlockDimC, int colBlockDimC,
                                                          int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                          int nb, int nnzb, const cusparseMatDescr_t descrA,
                                                          const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA,
                                                          const int *bsrSortedColIndA, int rowBlockDimA,
                                                          int colBlockDimA, int rowBlockDimC, int colBlockDimC,
                                                          int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZgebsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int mb,
                                                          int nb, int nnzb, const cusparseMatDescr_t descrA,
                                                          const cuDoubleComplex *bsrSortedValA,
                                                          const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                          int rowBlockDimA, int colBlockDimA, int rowBlockDimC,
                                                          int colBlockDimC, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseXgebsr2gebsrNnz(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                                  int nnzb, const cusparseMatDescr_t descrA,
                                                  const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                                  int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC,
                                                  int *bsrSortedRowPtrC, int rowBlockDimC, int colBlockDimC,
                                                  int *nnzTotalDevHostPtr, void *pBuffer);
__host__ cusparseStatus_t cusparseSgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                               int nnzb, const cusparseMatDescr_t descrA, const float *bsrSortedValA,
                                               const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                               int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC,
                                               float *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC,
                                               int rowBlockDimC, int colBlockDimC, void *pBuffer);
__host__ cusparseStatus_t cusparseDgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                               int nnzb, const cusparseMatDescr_t descrA, const double *bsrSortedValA,
                                               const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                               int rowBlockDimA, int colBlockDimA, const cusparseMatDescr_t descrC,
                                               double *bsrSortedValC, int *bsrSortedRowPtrC, int *bsrSortedColIndC,
                                               int rowBlockDimC, int colBlockDimC, void *pBuffer);
__host__ cusparseStatus_t cusparseCgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                               int nnzb, const cusparseMatDescr_t descrA,
                                               const cuComplex *bsrSortedValA, const int *bsrSortedRowPtrA,
                                               const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA,
                                               const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC,
                                               int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC,
                                               int colBlockDimC, void *pBuffer);
__host__ cusparseStatus_t cusparseZgebsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                               int nnzb, const cusparseMatDescr_t descrA,
                                               const cuDoubleComplex *bsrSortedValA, const int *bsrSortedRowPtrA,
                                               const int *bsrSortedColIndA, int rowBlockDimA, int colBlockDimA,
                                               const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC,
                                               int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDimC,
                                               int colBlockDimC, void *pBuffer);
__host__ cusparseStatus_t cusparseSgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                             const cusparseMatDescr_t descrA, const float *bsrSortedValA,
                                             const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                             int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC,
                                             float *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
__host__ cusparseStatus_t cusparseDgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                             const cusparseMatDescr_t descrA, const double *bsrSortedValA,
                                             const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                             int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC,
                                             double *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
__host__ cusparseStatus_t cusparseCgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                             const cusparseMatDescr_t descrA, const cuComplex *bsrSortedValA,
                                             const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                             int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC,
                                             cuComplex *csrSortedValC, int *csrSortedRowPtrC, int *csrSortedColIndC);
__host__ cusparseStatus_t cusparseZgebsr2csr(cusparseHandle_t handle, cusparseDirection_t dirA, int mb, int nb,
                                             const cusparseMatDescr_t descrA, const cuDoubleComplex *bsrSortedValA,
                                             const int *bsrSortedRowPtrA, const int *bsrSortedColIndA,
                                             int rowBlockDim, int colBlockDim, const cusparseMatDescr_t descrC,
                                             cuDoubleComplex *csrSortedValC, int *csrSortedRowPtrC,
                                             int *csrSortedColIndC);
__host__ cusparseStatus_t cusparseScsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m,
                                                        int n, const cusparseMatDescr_t descrA,
                                                        const float *csrSortedValA, const int *csrSortedRowPtrA,
                                                        const int *csrSortedColIndA, int rowBlockDim, int colBlockDim,
                                                        int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDcsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m,
                                                        int n, const cusparseMatDescr_t descrA,
                                                        const double *csrSortedValA, const int *csrSortedRowPtrA,
                                                        const int *csrSortedColIndA, int rowBlockDim, int colBlockDim,
                                                        int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCcsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m,
                                                        int n, const cusparseMatDescr_t descrA,
                                                        const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                        const int *csrSortedColIndA, int rowBlockDim, int colBlockDim,
                                                        int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZcsr2gebsr_bufferSize(cusparseHandle_t handle, cusparseDirection_t dirA, int m,
                                                        int n, const cusparseMatDescr_t descrA,
                                                        const cuDoubleComplex *csrSortedValA,
                                                        const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                        int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseXcsr2gebsrNnz(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                                const cusparseMatDescr_t descrA, const int *csrSortedRowPtrA,
                                                const int *csrSortedColIndA, const cusparseMatDescr_t descrC,
                                                int *bsrSortedRowPtrC, int rowBlockDim, int colBlockDim,
                                                int *nnzTotalDevHostPtr, void *pBuffer);
__host__ cusparseStatus_t cusparseScsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                             const cusparseMatDescr_t descrA, const float *csrSortedValA,
                                             const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                             const cusparseMatDescr_t descrC, float *bsrSortedValC,
                                             int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim,
                                             int colBlockDim, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                             const cusparseMatDescr_t descrA, const double *csrSortedValA,
                                             const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                             const cusparseMatDescr_t descrC, double *bsrSortedValC,
                                             int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim,
                                             int colBlockDim, void *pBuffer);
__host__ cusparseStatus_t cusparseCcsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                             const cusparseMatDescr_t descrA, const cuComplex *csrSortedValA,
                                             const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                             const cusparseMatDescr_t descrC, cuComplex *bsrSortedValC,
                                             int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim,
                                             int colBlockDim, void *pBuffer);
__host__ cusparseStatus_t cusparseZcsr2gebsr(cusparseHandle_t handle, cusparseDirection_t dirA, int m, int n,
                                             const cusparseMatDescr_t descrA, const cuDoubleComplex *csrSortedValA,
                                             const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                             const cusparseMatDescr_t descrC, cuDoubleComplex *bsrSortedValC,
                                             int *bsrSortedRowPtrC, int *bsrSortedColIndC, int rowBlockDim,
                                             int colBlockDim, void *pBuffer);
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
