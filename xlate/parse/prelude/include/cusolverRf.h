/* xlate CUDA prelude: cuSOLVER refactorization (cusolverRf.h; cuSOLVER reference, CUDA 12, "cuSolverRF:
 * refactorization"): the handle, its settings, host/device set-up, analysis, refactorization and
 * solve, single and batched. Written from the documentation; array parameters in pointer form. */
#ifndef XLATE_PRELUDE_CUSOLVERRF_H
#define XLATE_PRELUDE_CUSOLVERRF_H

#include "cusolver_common.h"

typedef enum { CUSOLVERRF_RESET_VALUES_FAST_MODE_OFF = 0, CUSOLVERRF_RESET_VALUES_FAST_MODE_ON = 1 } cusolverRfResetValuesFastMode_t;
typedef enum { CUSOLVERRF_MATRIX_FORMAT_CSR = 0, CUSOLVERRF_MATRIX_FORMAT_CSC = 1 } cusolverRfMatrixFormat_t;
typedef enum {
    CUSOLVERRF_UNIT_DIAGONAL_STORED_L = 0, CUSOLVERRF_UNIT_DIAGONAL_STORED_U = 1,
    CUSOLVERRF_UNIT_DIAGONAL_ASSUMED_L = 2, CUSOLVERRF_UNIT_DIAGONAL_ASSUMED_U = 3
} cusolverRfUnitDiagonal_t;
typedef enum {
    CUSOLVERRF_FACTORIZATION_ALG0 = 0, CUSOLVERRF_FACTORIZATION_ALG1 = 1, CUSOLVERRF_FACTORIZATION_ALG2 = 2
} cusolverRfFactorization_t;
typedef enum {
    CUSOLVERRF_TRIANGULAR_SOLVE_ALG1 = 1, CUSOLVERRF_TRIANGULAR_SOLVE_ALG2 = 2, CUSOLVERRF_TRIANGULAR_SOLVE_ALG3 = 3
} cusolverRfTriangularSolve_t;
typedef enum { CUSOLVERRF_NUMERIC_BOOST_NOT_USED = 0, CUSOLVERRF_NUMERIC_BOOST_USED = 1 } cusolverRfNumericBoostReport_t;

struct cusolverRfCommon;
typedef struct cusolverRfCommon *cusolverRfHandle_t;

extern "C" {
__host__ cusolverStatus_t cusolverRfCreate(cusolverRfHandle_t *handle);
__host__ cusolverStatus_t cusolverRfDestroy(cusolverRfHandle_t handle);
__host__ cusolverStatus_t cusolverRfGetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t *format, cusolverRfUnitDiagonal_t *diag);
__host__ cusolverStatus_t cusolverRfSetMatrixFormat(cusolverRfHandle_t handle, cusolverRfMatrixFormat_t format, cusolverRfUnitDiagonal_t diag);
__host__ cusolverStatus_t cusolverRfSetNumericProperties(cusolverRfHandle_t handle, double zero, double boost);
__host__ cusolverStatus_t cusolverRfGetNumericProperties(cusolverRfHandle_t handle, double *zero, double *boost);
__host__ cusolverStatus_t cusolverRfGetNumericBoostReport(cusolverRfHandle_t handle, cusolverRfNumericBoostReport_t *report);
__host__ cusolverStatus_t cusolverRfSetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t factAlg, cusolverRfTriangularSolve_t solveAlg);
__host__ cusolverStatus_t cusolverRfGetAlgs(cusolverRfHandle_t handle, cusolverRfFactorization_t *factAlg, cusolverRfTriangularSolve_t *solveAlg);
__host__ cusolverStatus_t cusolverRfGetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t *fastMode);
__host__ cusolverStatus_t cusolverRfSetResetValuesFastMode(cusolverRfHandle_t handle, cusolverRfResetValuesFastMode_t fastMode);
__host__ cusolverStatus_t cusolverRfSetupHost(int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double *h_csrValA, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle);
__host__ cusolverStatus_t cusolverRfSetupDevice(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int nnzL, int *csrRowPtrL, int *csrColIndL, double *csrValL, int nnzU, int *csrRowPtrU, int *csrColIndU, double *csrValU, int *P, int *Q, cusolverRfHandle_t handle);
__host__ cusolverStatus_t cusolverRfResetValues(int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double *csrValA, int *P, int *Q, cusolverRfHandle_t handle);
__host__ cusolverStatus_t cusolverRfAnalyze(cusolverRfHandle_t handle);
__host__ cusolverStatus_t cusolverRfRefactor(cusolverRfHandle_t handle);
__host__ cusolverStatus_t cusolverRfAccessBundledFactorsDevice(cusolverRfHandle_t handle, int *nnzM, int **Mp, int **Mi, double **Mx);
__host__ cusolverStatus_t cusolverRfExtractBundledFactorsHost(cusolverRfHandle_t handle, int *h_nnzM, int **h_Mp, int **h_Mi, double **h_Mx);
__host__ cusolverStatus_t cusolverRfExtractSplitFactorsHost(cusolverRfHandle_t handle, int *h_nnzL, int **h_csrRowPtrL, int **h_csrColIndL, double **h_csrValL, int *h_nnzU, int **h_csrRowPtrU, int **h_csrColIndU, double **h_csrValU);
__host__ cusolverStatus_t cusolverRfSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double *XF, int ldxf);
__host__ cusolverStatus_t cusolverRfBatchSetupHost(int batchSize, int n, int nnzA, int *h_csrRowPtrA, int *h_csrColIndA, double **h_csrValA_array, int nnzL, int *h_csrRowPtrL, int *h_csrColIndL, double *h_csrValL, int nnzU, int *h_csrRowPtrU, int *h_csrColIndU, double *h_csrValU, int *h_P, int *h_Q, cusolverRfHandle_t handle);
__host__ cusolverStatus_t cusolverRfBatchResetValues(int batchSize, int n, int nnzA, int *csrRowPtrA, int *csrColIndA, double **csrValA_array, int *P, int *Q, cusolverRfHandle_t handle);
__host__ cusolverStatus_t cusolverRfBatchAnalyze(cusolverRfHandle_t handle);
__host__ cusolverStatus_t cusolverRfBatchRefactor(cusolverRfHandle_t handle);
__host__ cusolverStatus_t cusolverRfBatchSolve(cusolverRfHandle_t handle, int *P, int *Q, int nrhs, double *Temp, int ldt, double **XF_array, int ldxf);
__host__ cusolverStatus_t cusolverRfBatchZeroPivot(cusolverRfHandle_t handle, int *position);
}

#endif
