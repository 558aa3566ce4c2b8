/* xlate CUDA prelude: cufftXt.h (cuFFT reference, "Multiple GPUs" and "Callbacks", CUDA 12): the cufftXt API. */
#ifndef XLATE_PRELUDE_CUFFTXT_H
#define XLATE_PRELUDE_CUFFTXT_H

#include "cudalibxt.h"
#include "cufft.h"

typedef enum cufftXtSubFormat_t {
    CUFFT_XT_FORMAT_INPUT = 0x00, CUFFT_XT_FORMAT_OUTPUT = 0x01, CUFFT_XT_FORMAT_INPLACE = 0x02,
    CUFFT_XT_FORMAT_INPLACE_SHUFFLED = 0x03, CUFFT_XT_FORMAT_1D_INPUT_SHUFFLED = 0x04,
    CUFFT_XT_FORMAT_DISTRIBUTED_INPUT = 0x05, CUFFT_XT_FORMAT_DISTRIBUTED_OUTPUT = 0x06,
    CUFFT_FORMAT_UNDEFINED = 0x07
} cufftXtSubFormat;
typedef enum cufftXtCopyType_t {
    CUFFT_COPY_HOST_TO_DEVICE = 0x00, CUFFT_COPY_DEVICE_TO_HOST = 0x01, CUFFT_COPY_DEVICE_TO_DEVICE = 0x02,
    CUFFT_COPY_UNDEFINED = 0x03
} cufftXtCopyType;
typedef enum cufftXtCallbackType_t {
    CUFFT_CB_LD_COMPLEX = 0x0, CUFFT_CB_LD_COMPLEX_DOUBLE = 0x1, CUFFT_CB_LD_REAL = 0x2,
    CUFFT_CB_LD_REAL_DOUBLE = 0x3, CUFFT_CB_ST_COMPLEX = 0x4, CUFFT_CB_ST_COMPLEX_DOUBLE = 0x5,
    CUFFT_CB_ST_REAL = 0x6, CUFFT_CB_ST_REAL_DOUBLE = 0x7, CUFFT_CB_UNDEFINED = 0x8
} cufftXtCallbackType;
typedef enum cufftXtWorkAreaPolicy_t {
    CUFFT_WORKAREA_MINIMAL = 0, CUFFT_WORKAREA_USER = 1, CUFFT_WORKAREA_PERFORMANCE = 2
} cufftXtWorkAreaPolicy;

extern "C" {
__host__ cufftResult cufftXtSetGPUs(cufftHandle handle, int nGPUs, int *whichGPUs);
__host__ cufftResult cufftXtMalloc(cufftHandle plan, cudaLibXtDesc **descriptor, cufftXtSubFormat format);
__host__ cufftResult cufftXtMemcpy(cufftHandle plan, void *dstPointer, void *srcPointer, cufftXtCopyType type);
__host__ cufftResult cufftXtFree(cudaLibXtDesc *descriptor);
__host__ cufftResult cufftXtSetWorkArea(cufftHandle plan, void **workArea);
__host__ cufftResult cufftXtSetWorkAreaPolicy(cufftHandle plan, cufftXtWorkAreaPolicy policy, size_t *workSize);
__host__ cufftResult cufftXtExecDescriptorC2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output,
                                              int direction);
__host__ cufftResult cufftXtExecDescriptorR2C(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);
__host__ cufftResult cufftXtExecDescriptorC2R(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);
__host__ cufftResult cufftXtExecDescriptorZ2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output,
                                              int direction);
__host__ cufftResult cufftXtExecDescriptorD2Z(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);
__host__ cufftResult cufftXtExecDescriptorZ2D(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output);
__host__ cufftResult cufftXtExecDescriptor(cufftHandle plan, cudaLibXtDesc *input, cudaLibXtDesc *output,
                                           int direction);
__host__ cufftResult cufftXtMakePlanMany(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                         long long int istride, long long int idist, cudaDataType inputtype,
                                         long long int *onembed, long long int ostride, long long int odist,
                                         cudaDataType outputtype, long long int batch, size_t *workSize,
                                         cudaDataType executiontype);
__host__ cufftResult cufftXtGetSizeMany(cufftHandle plan, int rank, long long int *n, long long int *inembed,
                                        long long int istride, long long int idist, cudaDataType inputtype,
                                        long long int *onembed, long long int ostride, long long int odist,
                                        cudaDataType outputtype, long long int batch, size_t *workSize,
                                        cudaDataType executiontype);
__host__ cufftResult cufftXtExec(cufftHandle plan, void *input, void *output, int direction);
__host__ cufftResult cufftXtSetCallback(cufftHandle plan, void **callback_routine, cufftXtCallbackType cbType,
                                        void **caller_info);
__host__ cufftResult cufftXtClearCallback(cufftHandle plan, cufftXtCallbackType cbType);
__host__ cufftResult cufftXtSetCallbackSharedSize(cufftHandle plan, cufftXtCallbackType cbType, size_t sharedSize);
}

#endif
