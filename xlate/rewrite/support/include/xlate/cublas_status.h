/* xlate support header: cuBLAS status values that hipBLAS lacks (C and C++).
 *
 * CUBLAS_STATUS_LICENSE_ERROR (cuBLAS's value 16) is listed by the error-string helpers of many projects
 * (`case CUBLAS_STATUS_LICENSE_ERROR: return "...";`), yet hipBLAS has no such status. It is a value
 * that no hipBLAS call returns (hipBLAS's statuses are 0 to 11), so every comparison with it is false and
 * a switch over the statuses keeps distinct labels: what such code computes with a cuBLAS that never
 * reports a licence error. The value is 15, not cuBLAS's 16: C++ allows a constant of an enumeration
 * without a fixed type only within the range its enumerators span (0 to 15 here); clang rejects
 * (hipblasStatus_t)16 in a case label. Included by <xlate/hipblas.h> (translated code) and by
 * the cuBLAS headers of xlate's toolkit folder (host code built by the project's own compiler). */
#ifndef XLATE_CUBLAS_STATUS_H
#define XLATE_CUBLAS_STATUS_H
#define XLATE_CUBLAS_STATUS_LICENSE_ERROR ((hipblasStatus_t)15)
#endif
