/* xlate CUDA prelude, part of <cusparse.h>: the legacy level 2 and level 3 functions CUDA 12 keeps: gemvi,
 * bsrmv, bsrxmv, bsrsv2, bsrmm, bsrsm2. cusparse.h includes this file inside its extern "C" block, where these
 * declarations were before the header was split for size; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUSPARSE_LEVEL23_H
#define XLATE_PRELUDE_CUSPARSE_LEVEL23_H
#ifndef XLATE_PRELUDE_CUSPARSE_H
#error "<xlate_prelude/cusparse_level23.h> is part of <cusparse.h>: include <cusparse.h> instead"
#endif

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

#endif
