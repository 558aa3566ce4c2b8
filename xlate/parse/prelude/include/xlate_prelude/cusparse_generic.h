/* xlate CUDA prelude, part of <cusparse.h>: the generic API: sparse and dense vector and matrix descriptors
 * (CSR, CSC, COO, blocked ELL), Axpby/Gather/Scatter/Rot, SpVV, SpMV, SpSV, SpSM, SpMM, SDDMM, SpGEMM,
 * SpGEMMreuse, sparse <-> dense and Csr2cscEx2. cusparse.h includes this file inside its extern "C" block,
 * where these declarations were before the header was split for size; it is not meant to be included on its
 * own. */
#ifndef XLATE_PRELUDE_CUSPARSE_GENERIC_H
#define XLATE_PRELUDE_CUSPARSE_GENERIC_H
#ifndef XLATE_PRELUDE_CUSPARSE_H
#error "<xlate_prelude/cusparse_generic.h> is part of <cusparse.h>: include <cusparse.h> instead"
#endif

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

#endif
