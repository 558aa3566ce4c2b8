/* xlate CUDA prelude, part of <cusparse.h>: the *_bufferSizeExt forms of the level 2/3 and preconditioner
 * functions, and the general BSR conversions (gebsr2gebsc, gebsr2gebsr, gebsr2csr, csr2gebsr). cusparse.h
 * includes this file inside its extern "C" block, where these declarations were before the header was split for
 * size; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUSPARSE_EXT_GEBSR_H
#define XLATE_PRELUDE_CUSPARSE_EXT_GEBSR_H
#ifndef XLATE_PRELUDE_CUSPARSE_H
#error "<xlate_prelude/cusparse_ext_gebsr.h> is part of <cusparse.h>: include <cusparse.h> instead"
#endif

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

#endif
