/* xlate CUDA prelude, part of <cusparse.h>: the legacy cuSPARSE functions that CUDA 11.0 and 12.0 removed
 * (level 1 axpyi/doti/dotci/gthr/gthrz/roti/sctr, csrmv, csrmm/csrmm2, the HYB format, csrsv2, csrsm2, csrgeam,
 * csrgemm/csrgemm2, gemmi, csr2csc, dense<->csr/csc, CopyMatDescr, the CUDA 11 COO-AoS descriptor and
 * SpMatSetStridedBatch) and hipSPARSE 7.2 still has under the hipsparse name. Code written for the CUDA that had
 * them still calls them; the prelude declares them (whatever CUDART_VERSION says, as hipSPARSE does when it is not
 * built for CUDA) so that such code parses and is translated, and the libs rule warns (XL408) that the CUDA
 * version xlate reports has removed them (xlate/data/libs/cuda_versions.csv).
 * The signatures are the CUDA ones as hipSPARSE 7.2 spells them (hipSPARSE's legacy API copies cuSPARSE's
 * argument lists; the hip type names are mapped back: hipsparseX -> cusparseX, hipComplex -> cuComplex, ...);
 * tests/libs/test_compile_verified.py compiles a typed call of each against hipSPARSE, which checks the HIP side
 * only. cusparse.h includes this file inside its extern "C" block; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUSPARSE_LEGACY_H
#define XLATE_PRELUDE_CUSPARSE_LEGACY_H
#ifndef XLATE_PRELUDE_CUSPARSE_H
#error "<xlate_prelude/cusparse_legacy.h> is part of <cusparse.h>: include <cusparse.h> instead"
#endif

/* auxiliary */
__host__ cusparseStatus_t cusparseCopyMatDescr(cusparseMatDescr_t dest, const cusparseMatDescr_t src);
__host__ cusparseStatus_t cusparseCreateCsrgemm2Info(csrgemm2Info_t *info);
__host__ cusparseStatus_t cusparseCreateCsrsm2Info(csrsm2Info_t *info);
__host__ cusparseStatus_t cusparseCreateCsrsv2Info(csrsv2Info_t *info);
__host__ cusparseStatus_t cusparseCreateHybMat(cusparseHybMat_t *hybA);
__host__ cusparseStatus_t cusparseDestroyCsrgemm2Info(csrgemm2Info_t info);
__host__ cusparseStatus_t cusparseDestroyCsrsm2Info(csrsm2Info_t info);
__host__ cusparseStatus_t cusparseDestroyCsrsv2Info(csrsv2Info_t info);
__host__ cusparseStatus_t cusparseDestroyHybMat(cusparseHybMat_t hybA);
/* generic-auxiliary */
__host__ cusparseStatus_t cusparseCooAoSGet(const cusparseSpMatDescr_t spMatDescr, int64_t *rows, int64_t *cols,
                                            int64_t *nnz, void **cooInd, void **cooValues,
                                            cusparseIndexType_t *idxType, cusparseIndexBase_t *idxBase,
                                            cudaDataType *valueType);
__host__ cusparseStatus_t cusparseCreateCooAoS(cusparseSpMatDescr_t *spMatDescr, int64_t rows, int64_t cols,
                                               int64_t nnz, void *cooInd, void *cooValues,
                                               cusparseIndexType_t cooIdxType, cusparseIndexBase_t idxBase,
                                               cudaDataType valueType);
__host__ cusparseStatus_t cusparseSpMatSetStridedBatch(cusparseSpMatDescr_t spMatDescr, int batchCount);
/* csc2dense */
__host__ cusparseStatus_t cusparseCcsc2dense(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const cuComplex *cscVal, const int *cscRowInd, const int *cscColPtr,
                                             cuComplex *A, int ld);
__host__ cusparseStatus_t cusparseDcsc2dense(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const double *cscVal, const int *cscRowInd, const int *cscColPtr,
                                             double *A, int ld);
__host__ cusparseStatus_t cusparseScsc2dense(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const float *cscVal, const int *cscRowInd, const int *cscColPtr,
                                             float *A, int ld);
__host__ cusparseStatus_t cusparseZcsc2dense(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const cuDoubleComplex *cscVal, const int *cscRowInd,
                                             const int *cscColPtr, cuDoubleComplex *A, int ld);
/* csr2csc */
__host__ cusparseStatus_t cusparseCcsr2csc(cusparseHandle_t handle, int m, int n, int nnz,
                                           const cuComplex *csrSortedVal, const int *csrSortedRowPtr,
                                           const int *csrSortedColInd, cuComplex *cscSortedVal, int *cscSortedRowInd,
                                           int *cscSortedColPtr, cusparseAction_t copyValues,
                                           cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseDcsr2csc(cusparseHandle_t handle, int m, int n, int nnz, const double *csrSortedVal,
                                           const int *csrSortedRowPtr, const int *csrSortedColInd,
                                           double *cscSortedVal, int *cscSortedRowInd, int *cscSortedColPtr,
                                           cusparseAction_t copyValues, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseScsr2csc(cusparseHandle_t handle, int m, int n, int nnz, const float *csrSortedVal,
                                           const int *csrSortedRowPtr, const int *csrSortedColInd,
                                           float *cscSortedVal, int *cscSortedRowInd, int *cscSortedColPtr,
                                           cusparseAction_t copyValues, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseZcsr2csc(cusparseHandle_t handle, int m, int n, int nnz,
                                           const cuDoubleComplex *csrSortedVal, const int *csrSortedRowPtr,
                                           const int *csrSortedColInd, cuDoubleComplex *cscSortedVal,
                                           int *cscSortedRowInd, int *cscSortedColPtr, cusparseAction_t copyValues,
                                           cusparseIndexBase_t idxBase);
/* csr2dense */
__host__ cusparseStatus_t cusparseCcsr2dense(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const cuComplex *csrVal, const int *csrRowPtr, const int *csrColInd,
                                             cuComplex *A, int ld);
__host__ cusparseStatus_t cusparseDcsr2dense(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const double *csrVal, const int *csrRowPtr, const int *csrColInd,
                                             double *A, int ld);
__host__ cusparseStatus_t cusparseScsr2dense(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const float *csrVal, const int *csrRowPtr, const int *csrColInd,
                                             float *A, int ld);
__host__ cusparseStatus_t cusparseZcsr2dense(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const cuDoubleComplex *csrVal, const int *csrRowPtr,
                                             const int *csrColInd, cuDoubleComplex *A, int ld);
/* csr2hyb */
__host__ cusparseStatus_t cusparseCcsr2hyb(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA,
                                           const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                           const int *csrSortedColIndA, cusparseHybMat_t hybA, int userEllWidth,
                                           cusparseHybPartition_t partitionType);
__host__ cusparseStatus_t cusparseDcsr2hyb(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA,
                                           const double *csrSortedValA, const int *csrSortedRowPtrA,
                                           const int *csrSortedColIndA, cusparseHybMat_t hybA, int userEllWidth,
                                           cusparseHybPartition_t partitionType);
__host__ cusparseStatus_t cusparseScsr2hyb(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA,
                                           const float *csrSortedValA, const int *csrSortedRowPtrA,
                                           const int *csrSortedColIndA, cusparseHybMat_t hybA, int userEllWidth,
                                           cusparseHybPartition_t partitionType);
__host__ cusparseStatus_t cusparseZcsr2hyb(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA,
                                           const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                           const int *csrSortedColIndA, cusparseHybMat_t hybA, int userEllWidth,
                                           cusparseHybPartition_t partitionType);
/* dense2csc */
__host__ cusparseStatus_t cusparseCdense2csc(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const cuComplex *A, int ld, const int *nnzPerColumn, cuComplex *cscVal,
                                             int *cscRowInd, int *cscColPtr);
__host__ cusparseStatus_t cusparseDdense2csc(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const double *A, int ld, const int *nnzPerColumn, double *cscVal,
                                             int *cscRowInd, int *cscColPtr);
__host__ cusparseStatus_t cusparseSdense2csc(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const float *A, int ld, const int *nnzPerColumn, float *cscVal,
                                             int *cscRowInd, int *cscColPtr);
__host__ cusparseStatus_t cusparseZdense2csc(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const cuDoubleComplex *A, int ld, const int *nnzPerColumn,
                                             cuDoubleComplex *cscVal, int *cscRowInd, int *cscColPtr);
/* dense2csr */
__host__ cusparseStatus_t cusparseCdense2csr(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const cuComplex *A, int ld, const int *nnzPerRow, cuComplex *csrVal,
                                             int *csrRowPtr, int *csrColInd);
__host__ cusparseStatus_t cusparseDdense2csr(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const double *A, int ld, const int *nnzPerRow, double *csrVal,
                                             int *csrRowPtr, int *csrColInd);
__host__ cusparseStatus_t cusparseSdense2csr(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const float *A, int ld, const int *nnzPerRow, float *csrVal,
                                             int *csrRowPtr, int *csrColInd);
__host__ cusparseStatus_t cusparseZdense2csr(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descr,
                                             const cuDoubleComplex *A, int ld, const int *nnzPerRow,
                                             cuDoubleComplex *csrVal, int *csrRowPtr, int *csrColInd);
/* hyb2csr */
__host__ cusparseStatus_t cusparseChyb2csr(cusparseHandle_t handle, const cusparseMatDescr_t descrA,
                                           const cusparseHybMat_t hybA, cuComplex *csrSortedValA,
                                           int *csrSortedRowPtrA, int *csrSortedColIndA);
__host__ cusparseStatus_t cusparseDhyb2csr(cusparseHandle_t handle, const cusparseMatDescr_t descrA,
                                           const cusparseHybMat_t hybA, double *csrSortedValA, int *csrSortedRowPtrA,
                                           int *csrSortedColIndA);
__host__ cusparseStatus_t cusparseShyb2csr(cusparseHandle_t handle, const cusparseMatDescr_t descrA,
                                           const cusparseHybMat_t hybA, float *csrSortedValA, int *csrSortedRowPtrA,
                                           int *csrSortedColIndA);
__host__ cusparseStatus_t cusparseZhyb2csr(cusparseHandle_t handle, const cusparseMatDescr_t descrA,
                                           const cusparseHybMat_t hybA, cuDoubleComplex *csrSortedValA,
                                           int *csrSortedRowPtrA, int *csrSortedColIndA);
/* csrgeam */
__host__ cusparseStatus_t cusparseCcsrgeam(cusparseHandle_t handle, int m, int n, const cuComplex *alpha,
                                           const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrValA,
                                           const int *csrRowPtrA, const int *csrColIndA, const cuComplex *beta,
                                           const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrValB,
                                           const int *csrRowPtrB, const int *csrColIndB,
                                           const cusparseMatDescr_t descrC, cuComplex *csrValC, int *csrRowPtrC,
                                           int *csrColIndC);
__host__ cusparseStatus_t cusparseDcsrgeam(cusparseHandle_t handle, int m, int n, const double *alpha,
                                           const cusparseMatDescr_t descrA, int nnzA, const double *csrValA,
                                           const int *csrRowPtrA, const int *csrColIndA, const double *beta,
                                           const cusparseMatDescr_t descrB, int nnzB, const double *csrValB,
                                           const int *csrRowPtrB, const int *csrColIndB,
                                           const cusparseMatDescr_t descrC, double *csrValC, int *csrRowPtrC,
                                           int *csrColIndC);
__host__ cusparseStatus_t cusparseScsrgeam(cusparseHandle_t handle, int m, int n, const float *alpha,
                                           const cusparseMatDescr_t descrA, int nnzA, const float *csrValA,
                                           const int *csrRowPtrA, const int *csrColIndA, const float *beta,
                                           const cusparseMatDescr_t descrB, int nnzB, const float *csrValB,
                                           const int *csrRowPtrB, const int *csrColIndB,
                                           const cusparseMatDescr_t descrC, float *csrValC, int *csrRowPtrC,
                                           int *csrColIndC);
__host__ cusparseStatus_t cusparseXcsrgeamNnz(cusparseHandle_t handle, int m, int n, const cusparseMatDescr_t descrA,
                                              int nnzA, const int *csrRowPtrA, const int *csrColIndA,
                                              const cusparseMatDescr_t descrB, int nnzB, const int *csrRowPtrB,
                                              const int *csrColIndB, const cusparseMatDescr_t descrC, int *csrRowPtrC,
                                              int *nnzTotalDevHostPtr);
__host__ cusparseStatus_t cusparseZcsrgeam(cusparseHandle_t handle, int m, int n, const cuDoubleComplex *alpha,
                                           const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrValA,
                                           const int *csrRowPtrA, const int *csrColIndA, const cuDoubleComplex *beta,
                                           const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrValB,
                                           const int *csrRowPtrB, const int *csrColIndB,
                                           const cusparseMatDescr_t descrC, cuDoubleComplex *csrValC, int *csrRowPtrC,
                                           int *csrColIndC);
/* csrgemm */
__host__ cusparseStatus_t cusparseCcsrgemm(cusparseHandle_t handle, cusparseOperation_t transA,
                                           cusparseOperation_t transB, int m, int n, int k,
                                           const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrValA,
                                           const int *csrRowPtrA, const int *csrColIndA,
                                           const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrValB,
                                           const int *csrRowPtrB, const int *csrColIndB,
                                           const cusparseMatDescr_t descrC, cuComplex *csrValC, const int *csrRowPtrC,
                                           int *csrColIndC);
__host__ cusparseStatus_t cusparseCcsrgemm2(cusparseHandle_t handle, int m, int n, int k, const cuComplex *alpha,
                                            const cusparseMatDescr_t descrA, int nnzA, const cuComplex *csrValA,
                                            const int *csrRowPtrA, const int *csrColIndA,
                                            const cusparseMatDescr_t descrB, int nnzB, const cuComplex *csrValB,
                                            const int *csrRowPtrB, const int *csrColIndB, const cuComplex *beta,
                                            const cusparseMatDescr_t descrD, int nnzD, const cuComplex *csrValD,
                                            const int *csrRowPtrD, const int *csrColIndD,
                                            const cusparseMatDescr_t descrC, cuComplex *csrValC,
                                            const int *csrRowPtrC, int *csrColIndC, const csrgemm2Info_t info,
                                            void *pBuffer);
__host__ cusparseStatus_t cusparseCcsrgemm2_bufferSizeExt(cusparseHandle_t handle, int m, int n, int k,
                                                          const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                                          int nnzA, const int *csrRowPtrA, const int *csrColIndA,
                                                          const cusparseMatDescr_t descrB, int nnzB,
                                                          const int *csrRowPtrB, const int *csrColIndB,
                                                          const cuComplex *beta, const cusparseMatDescr_t descrD,
                                                          int nnzD, const int *csrRowPtrD, const int *csrColIndD,
                                                          csrgemm2Info_t info, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDcsrgemm(cusparseHandle_t handle, cusparseOperation_t transA,
                                           cusparseOperation_t transB, int m, int n, int k,
                                           const cusparseMatDescr_t descrA, int nnzA, const double *csrValA,
                                           const int *csrRowPtrA, const int *csrColIndA,
                                           const cusparseMatDescr_t descrB, int nnzB, const double *csrValB,
                                           const int *csrRowPtrB, const int *csrColIndB,
                                           const cusparseMatDescr_t descrC, double *csrValC, const int *csrRowPtrC,
                                           int *csrColIndC);
__host__ cusparseStatus_t cusparseDcsrgemm2(cusparseHandle_t handle, int m, int n, int k, const double *alpha,
                                            const cusparseMatDescr_t descrA, int nnzA, const double *csrValA,
                                            const int *csrRowPtrA, const int *csrColIndA,
                                            const cusparseMatDescr_t descrB, int nnzB, const double *csrValB,
                                            const int *csrRowPtrB, const int *csrColIndB, const double *beta,
                                            const cusparseMatDescr_t descrD, int nnzD, const double *csrValD,
                                            const int *csrRowPtrD, const int *csrColIndD,
                                            const cusparseMatDescr_t descrC, double *csrValC, const int *csrRowPtrC,
                                            int *csrColIndC, const csrgemm2Info_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsrgemm2_bufferSizeExt(cusparseHandle_t handle, int m, int n, int k,
                                                          const double *alpha, const cusparseMatDescr_t descrA,
                                                          int nnzA, const int *csrRowPtrA, const int *csrColIndA,
                                                          const cusparseMatDescr_t descrB, int nnzB,
                                                          const int *csrRowPtrB, const int *csrColIndB,
                                                          const double *beta, const cusparseMatDescr_t descrD,
                                                          int nnzD, const int *csrRowPtrD, const int *csrColIndD,
                                                          csrgemm2Info_t info, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseScsrgemm(cusparseHandle_t handle, cusparseOperation_t transA,
                                           cusparseOperation_t transB, int m, int n, int k,
                                           const cusparseMatDescr_t descrA, int nnzA, const float *csrValA,
                                           const int *csrRowPtrA, const int *csrColIndA,
                                           const cusparseMatDescr_t descrB, int nnzB, const float *csrValB,
                                           const int *csrRowPtrB, const int *csrColIndB,
                                           const cusparseMatDescr_t descrC, float *csrValC, const int *csrRowPtrC,
                                           int *csrColIndC);
__host__ cusparseStatus_t cusparseScsrgemm2(cusparseHandle_t handle, int m, int n, int k, const float *alpha,
                                            const cusparseMatDescr_t descrA, int nnzA, const float *csrValA,
                                            const int *csrRowPtrA, const int *csrColIndA,
                                            const cusparseMatDescr_t descrB, int nnzB, const float *csrValB,
                                            const int *csrRowPtrB, const int *csrColIndB, const float *beta,
                                            const cusparseMatDescr_t descrD, int nnzD, const float *csrValD,
                                            const int *csrRowPtrD, const int *csrColIndD,
                                            const cusparseMatDescr_t descrC, float *csrValC, const int *csrRowPtrC,
                                            int *csrColIndC, const csrgemm2Info_t info, void *pBuffer);
__host__ cusparseStatus_t cusparseScsrgemm2_bufferSizeExt(cusparseHandle_t handle, int m, int n, int k,
                                                          const float *alpha, const cusparseMatDescr_t descrA,
                                                          int nnzA, const int *csrRowPtrA, const int *csrColIndA,
                                                          const cusparseMatDescr_t descrB, int nnzB,
                                                          const int *csrRowPtrB, const int *csrColIndB,
                                                          const float *beta, const cusparseMatDescr_t descrD,
                                                          int nnzD, const int *csrRowPtrD, const int *csrColIndD,
                                                          csrgemm2Info_t info, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseXcsrgemm2Nnz(cusparseHandle_t handle, int m, int n, int k,
                                               const cusparseMatDescr_t descrA, int nnzA, const int *csrRowPtrA,
                                               const int *csrColIndA, const cusparseMatDescr_t descrB, int nnzB,
                                               const int *csrRowPtrB, const int *csrColIndB,
                                               const cusparseMatDescr_t descrD, int nnzD, const int *csrRowPtrD,
                                               const int *csrColIndD, const cusparseMatDescr_t descrC,
                                               int *csrRowPtrC, int *nnzTotalDevHostPtr, const csrgemm2Info_t info,
                                               void *pBuffer);
__host__ cusparseStatus_t cusparseXcsrgemmNnz(cusparseHandle_t handle, cusparseOperation_t transA,
                                              cusparseOperation_t transB, int m, int n, int k,
                                              const cusparseMatDescr_t descrA, int nnzA, const int *csrRowPtrA,
                                              const int *csrColIndA, const cusparseMatDescr_t descrB, int nnzB,
                                              const int *csrRowPtrB, const int *csrColIndB,
                                              const cusparseMatDescr_t descrC, int *csrRowPtrC,
                                              int *nnzTotalDevHostPtr);
__host__ cusparseStatus_t cusparseZcsrgemm(cusparseHandle_t handle, cusparseOperation_t transA,
                                           cusparseOperation_t transB, int m, int n, int k,
                                           const cusparseMatDescr_t descrA, int nnzA, const cuDoubleComplex *csrValA,
                                           const int *csrRowPtrA, const int *csrColIndA,
                                           const cusparseMatDescr_t descrB, int nnzB, const cuDoubleComplex *csrValB,
                                           const int *csrRowPtrB, const int *csrColIndB,
                                           const cusparseMatDescr_t descrC, cuDoubleComplex *csrValC,
                                           const int *csrRowPtrC, int *csrColIndC);
__host__ cusparseStatus_t cusparseZcsrgemm2(cusparseHandle_t handle, int m, int n, int k,
                                            const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA, int nnzA,
                                            const cuDoubleComplex *csrValA, const int *csrRowPtrA,
                                            const int *csrColIndA, const cusparseMatDescr_t descrB, int nnzB,
                                            const cuDoubleComplex *csrValB, const int *csrRowPtrB,
                                            const int *csrColIndB, const cuDoubleComplex *beta,
                                            const cusparseMatDescr_t descrD, int nnzD, const cuDoubleComplex *csrValD,
                                            const int *csrRowPtrD, const int *csrColIndD,
                                            const cusparseMatDescr_t descrC, cuDoubleComplex *csrValC,
                                            const int *csrRowPtrC, int *csrColIndC, const csrgemm2Info_t info,
                                            void *pBuffer);
__host__ cusparseStatus_t cusparseZcsrgemm2_bufferSizeExt(cusparseHandle_t handle, int m, int n, int k,
                                                          const cuDoubleComplex *alpha,
                                                          const cusparseMatDescr_t descrA, int nnzA,
                                                          const int *csrRowPtrA, const int *csrColIndA,
                                                          const cusparseMatDescr_t descrB, int nnzB,
                                                          const int *csrRowPtrB, const int *csrColIndB,
                                                          const cuDoubleComplex *beta,
                                                          const cusparseMatDescr_t descrD, int nnzD,
                                                          const int *csrRowPtrD, const int *csrColIndD,
                                                          csrgemm2Info_t info, size_t *pBufferSizeInBytes);
/* axpyi */
__host__ cusparseStatus_t cusparseCaxpyi(cusparseHandle_t handle, int nnz, const cuComplex *alpha,
                                         const cuComplex *xVal, const int *xInd, cuComplex *y,
                                         cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseDaxpyi(cusparseHandle_t handle, int nnz, const double *alpha, const double *xVal,
                                         const int *xInd, double *y, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseSaxpyi(cusparseHandle_t handle, int nnz, const float *alpha, const float *xVal,
                                         const int *xInd, float *y, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseZaxpyi(cusparseHandle_t handle, int nnz, const cuDoubleComplex *alpha,
                                         const cuDoubleComplex *xVal, const int *xInd, cuDoubleComplex *y,
                                         cusparseIndexBase_t idxBase);
/* dotci */
__host__ cusparseStatus_t cusparseCdotci(cusparseHandle_t handle, int nnz, const cuComplex *xVal, const int *xInd,
                                         const cuComplex *y, cuComplex *result, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseZdotci(cusparseHandle_t handle, int nnz, const cuDoubleComplex *xVal,
                                         const int *xInd, const cuDoubleComplex *y, cuDoubleComplex *result,
                                         cusparseIndexBase_t idxBase);
/* doti */
__host__ cusparseStatus_t cusparseCdoti(cusparseHandle_t handle, int nnz, const cuComplex *xVal, const int *xInd,
                                        const cuComplex *y, cuComplex *result, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseDdoti(cusparseHandle_t handle, int nnz, const double *xVal, const int *xInd,
                                        const double *y, double *result, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseSdoti(cusparseHandle_t handle, int nnz, const float *xVal, const int *xInd,
                                        const float *y, float *result, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseZdoti(cusparseHandle_t handle, int nnz, const cuDoubleComplex *xVal,
                                        const int *xInd, const cuDoubleComplex *y, cuDoubleComplex *result,
                                        cusparseIndexBase_t idxBase);
/* gthr */
__host__ cusparseStatus_t cusparseCgthr(cusparseHandle_t handle, int nnz, const cuComplex *y, cuComplex *xVal,
                                        const int *xInd, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseDgthr(cusparseHandle_t handle, int nnz, const double *y, double *xVal,
                                        const int *xInd, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseSgthr(cusparseHandle_t handle, int nnz, const float *y, float *xVal,
                                        const int *xInd, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseZgthr(cusparseHandle_t handle, int nnz, const cuDoubleComplex *y,
                                        cuDoubleComplex *xVal, const int *xInd, cusparseIndexBase_t idxBase);
/* gthrz */
__host__ cusparseStatus_t cusparseCgthrz(cusparseHandle_t handle, int nnz, cuComplex *y, cuComplex *xVal,
                                         const int *xInd, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseDgthrz(cusparseHandle_t handle, int nnz, double *y, double *xVal, const int *xInd,
                                         cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseSgthrz(cusparseHandle_t handle, int nnz, float *y, float *xVal, const int *xInd,
                                         cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseZgthrz(cusparseHandle_t handle, int nnz, cuDoubleComplex *y, cuDoubleComplex *xVal,
                                         const int *xInd, cusparseIndexBase_t idxBase);
/* roti */
__host__ cusparseStatus_t cusparseDroti(cusparseHandle_t handle, int nnz, double *xVal, const int *xInd, double *y,
                                        const double *c, const double *s, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseSroti(cusparseHandle_t handle, int nnz, float *xVal, const int *xInd, float *y,
                                        const float *c, const float *s, cusparseIndexBase_t idxBase);
/* sctr */
__host__ cusparseStatus_t cusparseCsctr(cusparseHandle_t handle, int nnz, const cuComplex *xVal, const int *xInd,
                                        cuComplex *y, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseDsctr(cusparseHandle_t handle, int nnz, const double *xVal, const int *xInd,
                                        double *y, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseSsctr(cusparseHandle_t handle, int nnz, const float *xVal, const int *xInd,
                                        float *y, cusparseIndexBase_t idxBase);
__host__ cusparseStatus_t cusparseZsctr(cusparseHandle_t handle, int nnz, const cuDoubleComplex *xVal,
                                        const int *xInd, cuDoubleComplex *y, cusparseIndexBase_t idxBase);
/* csrmv */
__host__ cusparseStatus_t cusparseCcsrmv(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz,
                                         const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                         const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                         const int *csrSortedColIndA, const cuComplex *x, const cuComplex *beta,
                                         cuComplex *y);
__host__ cusparseStatus_t cusparseDcsrmv(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz,
                                         const double *alpha, const cusparseMatDescr_t descrA,
                                         const double *csrSortedValA, const int *csrSortedRowPtrA,
                                         const int *csrSortedColIndA, const double *x, const double *beta, double *y);
__host__ cusparseStatus_t cusparseScsrmv(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz,
                                         const float *alpha, const cusparseMatDescr_t descrA,
                                         const float *csrSortedValA, const int *csrSortedRowPtrA,
                                         const int *csrSortedColIndA, const float *x, const float *beta, float *y);
__host__ cusparseStatus_t cusparseZcsrmv(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int nnz,
                                         const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                         const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                         const int *csrSortedColIndA, const cuDoubleComplex *x,
                                         const cuDoubleComplex *beta, cuDoubleComplex *y);
/* csrsv */
__host__ cusparseStatus_t cusparseCcsrsv2_analysis(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                   int nnz, const cusparseMatDescr_t descrA,
                                                   const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                   const int *csrSortedColIndA, csrsv2Info_t info,
                                                   cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseCcsrsv2_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                     int nnz, const cusparseMatDescr_t descrA,
                                                     cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                     const int *csrSortedColIndA, csrsv2Info_t info,
                                                     int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCcsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                        int nnz, const cusparseMatDescr_t descrA,
                                                        cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                        const int *csrSortedColIndA, csrsv2Info_t info,
                                                        size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCcsrsv2_solve(cusparseHandle_t handle, cusparseOperation_t transA, int m, int nnz,
                                                const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                                const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                const int *csrSortedColIndA, csrsv2Info_t info, const cuComplex *f,
                                                cuComplex *x, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsrsv2_analysis(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                   int nnz, const cusparseMatDescr_t descrA,
                                                   const double *csrSortedValA, const int *csrSortedRowPtrA,
                                                   const int *csrSortedColIndA, csrsv2Info_t info,
                                                   cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsrsv2_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                     int nnz, const cusparseMatDescr_t descrA, double *csrSortedValA,
                                                     const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                     csrsv2Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDcsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                        int nnz, const cusparseMatDescr_t descrA,
                                                        double *csrSortedValA, const int *csrSortedRowPtrA,
                                                        const int *csrSortedColIndA, csrsv2Info_t info,
                                                        size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDcsrsv2_solve(cusparseHandle_t handle, cusparseOperation_t transA, int m, int nnz,
                                                const double *alpha, const cusparseMatDescr_t descrA,
                                                const double *csrSortedValA, const int *csrSortedRowPtrA,
                                                const int *csrSortedColIndA, csrsv2Info_t info, const double *f,
                                                double *x, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseScsrsv2_analysis(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                   int nnz, const cusparseMatDescr_t descrA,
                                                   const float *csrSortedValA, const int *csrSortedRowPtrA,
                                                   const int *csrSortedColIndA, csrsv2Info_t info,
                                                   cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseScsrsv2_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                     int nnz, const cusparseMatDescr_t descrA, float *csrSortedValA,
                                                     const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                     csrsv2Info_t info, int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseScsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                        int nnz, const cusparseMatDescr_t descrA,
                                                        float *csrSortedValA, const int *csrSortedRowPtrA,
                                                        const int *csrSortedColIndA, csrsv2Info_t info,
                                                        size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseScsrsv2_solve(cusparseHandle_t handle, cusparseOperation_t transA, int m, int nnz,
                                                const float *alpha, const cusparseMatDescr_t descrA,
                                                const float *csrSortedValA, const int *csrSortedRowPtrA,
                                                const int *csrSortedColIndA, csrsv2Info_t info, const float *f,
                                                float *x, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseXcsrsv2_zeroPivot(cusparseHandle_t handle, csrsv2Info_t info, int *position);
__host__ cusparseStatus_t cusparseZcsrsv2_analysis(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                   int nnz, const cusparseMatDescr_t descrA,
                                                   const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                   const int *csrSortedColIndA, csrsv2Info_t info,
                                                   cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseZcsrsv2_bufferSize(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                     int nnz, const cusparseMatDescr_t descrA,
                                                     cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                     const int *csrSortedColIndA, csrsv2Info_t info,
                                                     int *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZcsrsv2_bufferSizeExt(cusparseHandle_t handle, cusparseOperation_t transA, int m,
                                                        int nnz, const cusparseMatDescr_t descrA,
                                                        cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                        const int *csrSortedColIndA, csrsv2Info_t info,
                                                        size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZcsrsv2_solve(cusparseHandle_t handle, cusparseOperation_t transA, int m, int nnz,
                                                const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                                const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                const int *csrSortedColIndA, csrsv2Info_t info,
                                                const cuDoubleComplex *f, cuDoubleComplex *x,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
/* hybmv */
__host__ cusparseStatus_t cusparseChybmv(cusparseHandle_t handle, cusparseOperation_t transA, const cuComplex *alpha,
                                         const cusparseMatDescr_t descrA, const cusparseHybMat_t hybA,
                                         const cuComplex *x, const cuComplex *beta, cuComplex *y);
__host__ cusparseStatus_t cusparseDhybmv(cusparseHandle_t handle, cusparseOperation_t transA, const double *alpha,
                                         const cusparseMatDescr_t descrA, const cusparseHybMat_t hybA,
                                         const double *x, const double *beta, double *y);
__host__ cusparseStatus_t cusparseShybmv(cusparseHandle_t handle, cusparseOperation_t transA, const float *alpha,
                                         const cusparseMatDescr_t descrA, const cusparseHybMat_t hybA, const float *x,
                                         const float *beta, float *y);
__host__ cusparseStatus_t cusparseZhybmv(cusparseHandle_t handle, cusparseOperation_t transA,
                                         const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                         const cusparseHybMat_t hybA, const cuDoubleComplex *x,
                                         const cuDoubleComplex *beta, cuDoubleComplex *y);
/* csrmm */
__host__ cusparseStatus_t cusparseCcsrmm(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int k,
                                         int nnz, const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                         const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                         const int *csrSortedColIndA, const cuComplex *B, int ldb,
                                         const cuComplex *beta, cuComplex *C, int ldc);
__host__ cusparseStatus_t cusparseCcsrmm2(cusparseHandle_t handle, cusparseOperation_t transA,
                                          cusparseOperation_t transB, int m, int n, int k, int nnz,
                                          const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                          const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                          const int *csrSortedColIndA, const cuComplex *B, int ldb,
                                          const cuComplex *beta, cuComplex *C, int ldc);
__host__ cusparseStatus_t cusparseDcsrmm(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int k,
                                         int nnz, const double *alpha, const cusparseMatDescr_t descrA,
                                         const double *csrSortedValA, const int *csrSortedRowPtrA,
                                         const int *csrSortedColIndA, const double *B, int ldb, const double *beta,
                                         double *C, int ldc);
__host__ cusparseStatus_t cusparseDcsrmm2(cusparseHandle_t handle, cusparseOperation_t transA,
                                          cusparseOperation_t transB, int m, int n, int k, int nnz,
                                          const double *alpha, const cusparseMatDescr_t descrA,
                                          const double *csrSortedValA, const int *csrSortedRowPtrA,
                                          const int *csrSortedColIndA, const double *B, int ldb, const double *beta,
                                          double *C, int ldc);
__host__ cusparseStatus_t cusparseScsrmm(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int k,
                                         int nnz, const float *alpha, const cusparseMatDescr_t descrA,
                                         const float *csrSortedValA, const int *csrSortedRowPtrA,
                                         const int *csrSortedColIndA, const float *B, int ldb, const float *beta,
                                         float *C, int ldc);
__host__ cusparseStatus_t cusparseScsrmm2(cusparseHandle_t handle, cusparseOperation_t transA,
                                          cusparseOperation_t transB, int m, int n, int k, int nnz,
                                          const float *alpha, const cusparseMatDescr_t descrA,
                                          const float *csrSortedValA, const int *csrSortedRowPtrA,
                                          const int *csrSortedColIndA, const float *B, int ldb, const float *beta,
                                          float *C, int ldc);
__host__ cusparseStatus_t cusparseZcsrmm(cusparseHandle_t handle, cusparseOperation_t transA, int m, int n, int k,
                                         int nnz, const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                         const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                         const int *csrSortedColIndA, const cuDoubleComplex *B, int ldb,
                                         const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
__host__ cusparseStatus_t cusparseZcsrmm2(cusparseHandle_t handle, cusparseOperation_t transA,
                                          cusparseOperation_t transB, int m, int n, int k, int nnz,
                                          const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                          const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                          const int *csrSortedColIndA, const cuDoubleComplex *B, int ldb,
                                          const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);
/* csrsm */
__host__ cusparseStatus_t cusparseCcsrsm2_analysis(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                   cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                   const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                                   const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                   const int *csrSortedColIndA, const cuComplex *B, int ldb,
                                                   csrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseCcsrsm2_bufferSizeExt(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                        cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                        const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                                        const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                        const int *csrSortedColIndA, const cuComplex *B, int ldb,
                                                        csrsm2Info_t info, cusparseSolvePolicy_t policy,
                                                        size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseCcsrsm2_solve(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                const cuComplex *alpha, const cusparseMatDescr_t descrA,
                                                const cuComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                const int *csrSortedColIndA, cuComplex *B, int ldb, csrsm2Info_t info,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsrsm2_analysis(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                   cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                   const double *alpha, const cusparseMatDescr_t descrA,
                                                   const double *csrSortedValA, const int *csrSortedRowPtrA,
                                                   const int *csrSortedColIndA, const double *B, int ldb,
                                                   csrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseDcsrsm2_bufferSizeExt(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                        cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                        const double *alpha, const cusparseMatDescr_t descrA,
                                                        const double *csrSortedValA, const int *csrSortedRowPtrA,
                                                        const int *csrSortedColIndA, const double *B, int ldb,
                                                        csrsm2Info_t info, cusparseSolvePolicy_t policy,
                                                        size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseDcsrsm2_solve(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                const double *alpha, const cusparseMatDescr_t descrA,
                                                const double *csrSortedValA, const int *csrSortedRowPtrA,
                                                const int *csrSortedColIndA, double *B, int ldb, csrsm2Info_t info,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseScsrsm2_analysis(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                   cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                   const float *alpha, const cusparseMatDescr_t descrA,
                                                   const float *csrSortedValA, const int *csrSortedRowPtrA,
                                                   const int *csrSortedColIndA, const float *B, int ldb,
                                                   csrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseScsrsm2_bufferSizeExt(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                        cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                        const float *alpha, const cusparseMatDescr_t descrA,
                                                        const float *csrSortedValA, const int *csrSortedRowPtrA,
                                                        const int *csrSortedColIndA, const float *B, int ldb,
                                                        csrsm2Info_t info, cusparseSolvePolicy_t policy,
                                                        size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseScsrsm2_solve(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                const float *alpha, const cusparseMatDescr_t descrA,
                                                const float *csrSortedValA, const int *csrSortedRowPtrA,
                                                const int *csrSortedColIndA, float *B, int ldb, csrsm2Info_t info,
                                                cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseXcsrsm2_zeroPivot(cusparseHandle_t handle, csrsm2Info_t info, int *position);
__host__ cusparseStatus_t cusparseZcsrsm2_analysis(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                   cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                   const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                                   const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                   const int *csrSortedColIndA, const cuDoubleComplex *B, int ldb,
                                                   csrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
__host__ cusparseStatus_t cusparseZcsrsm2_bufferSizeExt(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                        cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                        const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                                        const cuDoubleComplex *csrSortedValA,
                                                        const int *csrSortedRowPtrA, const int *csrSortedColIndA,
                                                        const cuDoubleComplex *B, int ldb, csrsm2Info_t info,
                                                        cusparseSolvePolicy_t policy, size_t *pBufferSizeInBytes);
__host__ cusparseStatus_t cusparseZcsrsm2_solve(cusparseHandle_t handle, int algo, cusparseOperation_t transA,
                                                cusparseOperation_t transB, int m, int nrhs, int nnz,
                                                const cuDoubleComplex *alpha, const cusparseMatDescr_t descrA,
                                                const cuDoubleComplex *csrSortedValA, const int *csrSortedRowPtrA,
                                                const int *csrSortedColIndA, cuDoubleComplex *B, int ldb,
                                                csrsm2Info_t info, cusparseSolvePolicy_t policy, void *pBuffer);
/* gemmi */
__host__ cusparseStatus_t cusparseCgemmi(cusparseHandle_t handle, int m, int n, int k, int nnz,
                                         const cuComplex *alpha, const cuComplex *A, int lda,
                                         const cuComplex *cscValB, const int *cscColPtrB, const int *cscRowIndB,
                                         const cuComplex *beta, cuComplex *C, int ldc);
__host__ cusparseStatus_t cusparseDgemmi(cusparseHandle_t handle, int m, int n, int k, int nnz, const double *alpha,
                                         const double *A, int lda, const double *cscValB, const int *cscColPtrB,
                                         const int *cscRowIndB, const double *beta, double *C, int ldc);
__host__ cusparseStatus_t cusparseSgemmi(cusparseHandle_t handle, int m, int n, int k, int nnz, const float *alpha,
                                         const float *A, int lda, const float *cscValB, const int *cscColPtrB,
                                         const int *cscRowIndB, const float *beta, float *C, int ldc);
__host__ cusparseStatus_t cusparseZgemmi(cusparseHandle_t handle, int m, int n, int k, int nnz,
                                         const cuDoubleComplex *alpha, const cuDoubleComplex *A, int lda,
                                         const cuDoubleComplex *cscValB, const int *cscColPtrB, const int *cscRowIndB,
                                         const cuDoubleComplex *beta, cuDoubleComplex *C, int ldc);

#endif
