// xlate support header: what `#include <cusparse.h>` gives CUDA code, on HIP: hipSPARSE, plus wrappers for the
// cuSPARSE functions whose hipSPARSE counterparts take another argument type (XL501 translates <cusparse.h>
// to this header; XL4xx translates the cuSPARSE names to the wrappers, see xlate/data/libs/overrides.csv).
//
// cusparse?csr2gebsr_bufferSize and cusparse?gebsr2gebsc_bufferSize return the buffer size through an
// `int *`; hipSPARSE 7.2's through a `size_t *`. The wrappers ask hipSPARSE for the size_t and store it to
// the int. A size over INT_MAX cannot be stored in CUDA's int: the wrapper then returns
// HIPSPARSE_STATUS_NOT_SUPPORTED and leaves the int unchanged (cuSPARSE's own behaviour there is not
// documented). A null size pointer is passed on as null, so hipSPARSE reports it as it would.
//
// cusparseSpVV_bufferSize takes the result pointer as `const void *`, hipSPARSE 7.2's as `void *`. The wrapper
// passes it on const_cast: hipsparseSpVV_bufferSize calls rocsparse_spvv without a temporary buffer, which
// rocSPARSE documents as writing only the buffer size and returning without computing the product, so nothing
// is written through the result pointer (as cuSPARSE's const promises).
//
// cusparseSpSM_solve has no buffer argument: cuSPARSE keeps the buffer the program gave to cusparseSpSM_analysis
// with the SpSM descriptor. hipsparseSpSM_solve (hipSPARSE 7.2) has a trailing void *externalBuffer, but its
// rocSPARSE implementation does the same as cuSPARSE: hipsparseSpSM_analysis stores its buffer in the descriptor
// and hipsparseSpSM_solve computes with that stored buffer, not reading its own argument (ROCm/rocm-libraries
// projects/hipsparse/library/src/amd_detail/generic/hipsparse_spsm.cpp at 05a882f; ROCm/hipSPARSE
// library/src/amd_detail/generic/hipsparse_spsm.cpp at 938671a). The wrapper therefore passes nullptr, as
// HIPIFY's translation of cusparseSpSM_solve does: the solve reads the analysis buffer, as in CUDA, and a program
// must keep that buffer alive until its last solve, as in CUDA (where solve has no other buffer to use).
#pragma once
#include <hipsparse/hipsparse.h>
#include <climits>
#include <cstddef>

#ifdef __cplusplus
inline hipsparseStatus_t xlate_hipsparse_int_size(hipsparseStatus_t status, size_t size, int *out) {
    if (status != HIPSPARSE_STATUS_SUCCESS) return status;
    if (size > static_cast<size_t>(INT_MAX)) return HIPSPARSE_STATUS_NOT_SUPPORTED;
    *out = static_cast<int>(size);
    return status;
}
#if defined(__HIP_PLATFORM_XLATE_CPU__)
// The cpu backend's hipSPARSE (xlate/cpu/libs) does not implement the BSR conversions: as for every hipSPARSE
// function it lacks, the call returns HIPSPARSE_STATUS_NOT_SUPPORTED and names itself on stderr once.
#define XLATE_HIPSPARSE_INT_SIZE_CALL(name, ...) xlate_cpu_sparse::not_supported(#name)
#else
#define XLATE_HIPSPARSE_INT_SIZE_CALL(name, ...) name(__VA_ARGS__)
#endif
#define XLATE_HIPSPARSE_GEBSR_BUFFER_SIZES(P, T)                                                                      \
    inline hipsparseStatus_t xlate_hipsparse##P##csr2gebsr_bufferSize(                                               \
        hipsparseHandle_t handle, hipsparseDirection_t dir, int m, int n, const hipsparseMatDescr_t descr,          \
        const T *csrVal, const int *csrRowPtr, const int *csrColInd, int rowBlockDim, int colBlockDim,              \
        int *pBufferSizeInBytes) {                                                                                    \
        size_t size = 0;                                                                                              \
        return xlate_hipsparse_int_size(                                                                              \
            XLATE_HIPSPARSE_INT_SIZE_CALL(hipsparse##P##csr2gebsr_bufferSize, handle, dir, m, n, descr, csrVal,      \
                                          csrRowPtr, csrColInd, rowBlockDim, colBlockDim,                            \
                                          pBufferSizeInBytes ? &size : nullptr),                                      \
            size, pBufferSizeInBytes);                                                                                \
    }                                                                                                                 \
    inline hipsparseStatus_t xlate_hipsparse##P##gebsr2gebsc_bufferSize(                                             \
        hipsparseHandle_t handle, int mb, int nb, int nnzb, const T *bsrVal, const int *bsrRowPtr,                  \
        const int *bsrColInd, int rowBlockDim, int colBlockDim, int *pBufferSizeInBytes) {                           \
        size_t size = 0;                                                                                              \
        return xlate_hipsparse_int_size(                                                                              \
            XLATE_HIPSPARSE_INT_SIZE_CALL(hipsparse##P##gebsr2gebsc_bufferSize, handle, mb, nb, nnzb, bsrVal,        \
                                          bsrRowPtr, bsrColInd, rowBlockDim, colBlockDim,                            \
                                          pBufferSizeInBytes ? &size : nullptr),                                      \
            size, pBufferSizeInBytes);                                                                                \
    }
XLATE_HIPSPARSE_GEBSR_BUFFER_SIZES(S, float)
XLATE_HIPSPARSE_GEBSR_BUFFER_SIZES(D, double)
XLATE_HIPSPARSE_GEBSR_BUFFER_SIZES(C, hipComplex)
XLATE_HIPSPARSE_GEBSR_BUFFER_SIZES(Z, hipDoubleComplex)
#undef XLATE_HIPSPARSE_GEBSR_BUFFER_SIZES
inline hipsparseStatus_t xlate_hipsparseSpVV_bufferSize(hipsparseHandle_t handle, hipsparseOperation_t opX,
                                                        hipsparseConstSpVecDescr_t vecX,
                                                        hipsparseConstDnVecDescr_t vecY, const void *result,
                                                        hipDataType computeType, size_t *pBufferSizeInBytes) {
    return hipsparseSpVV_bufferSize(handle, opX, vecX, vecY, const_cast<void *>(result), computeType,
                                    pBufferSizeInBytes);
}
inline hipsparseStatus_t xlate_hipsparseSpSM_solve(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                                   hipsparseOperation_t opB, const void *alpha,
                                                   hipsparseConstSpMatDescr_t matA, hipsparseConstDnMatDescr_t matB,
                                                   hipsparseDnMatDescr_t matC, hipDataType computeType,
                                                   hipsparseSpSMAlg_t alg, hipsparseSpSMDescr_t spsmDescr) {
#if defined(__HIP_PLATFORM_XLATE_CPU__)
    // the cpu backend's hipSPARSE has no SpSM (its analysis and buffer size return NOT_SUPPORTED too)
    (void)handle, (void)opA, (void)opB, (void)alpha, (void)matA, (void)matB, (void)matC, (void)computeType,
        (void)alg, (void)spsmDescr;
    return xlate_cpu_sparse::not_supported("hipsparseSpSM_solve");
#else
    return hipsparseSpSM_solve(handle, opA, opB, alpha, matA, matB, matC, computeType, alg, spsmDescr, nullptr);
#endif
}
#undef XLATE_HIPSPARSE_INT_SIZE_CALL
#endif
