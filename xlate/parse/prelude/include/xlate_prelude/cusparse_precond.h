/* xlate CUDA prelude, part of <cusparse.h>: the preconditioners: incomplete Cholesky and LU (csric02, csrilu02,
 * bsric02, bsrilu02) and the tridiagonal and pentadiagonal solvers (gtsv2, gtsv2_nopivot, gtsv2StridedBatch,
 * gtsvInterleavedBatch, gpsvInterleavedBatch). cusparse.h includes this file inside its extern "C" block, where
 * these declarations were before the header was split for size; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUSPARSE_PRECOND_H
#define XLATE_PRELUDE_CUSPARSE_PRECOND_H
#ifndef XLATE_PRELUDE_CUSPARSE_H
#error "<xlate_prelude/cusparse_precond.h> is part of <cusparse.h>: include <cusparse.h> instead"
#endif

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

#endif
