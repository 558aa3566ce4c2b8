/* xlate CUDA prelude, part of <cusparse.h>: csrgeam2, csrcolor and the format conversions: coo2csr, csr2coo,
 * csr2bsr, bsr2csr, nnz, nnz_compress, csr2csr_compress, sorting, identity permutation, pruning,
 * csru2csr/csr2csru. cusparse.h includes this file inside its extern "C" block, where these declarations were
 * before the header was split for size; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUSPARSE_CONVERSION_H
#define XLATE_PRELUDE_CUSPARSE_CONVERSION_H
#ifndef XLATE_PRELUDE_CUSPARSE_H
#error "<xlate_prelude/cusparse_conversion.h> is part of <cusparse.h>: include <cusparse.h> instead"
#endif

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

#endif
