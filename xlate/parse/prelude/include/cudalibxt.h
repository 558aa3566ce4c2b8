/* xlate CUDA prelude: cudalibxt.h (the multi-GPU data descriptors of the cufftXt API). */
#ifndef XLATE_PRELUDE_CUDALIBXT_H
#define XLATE_PRELUDE_CUDALIBXT_H

#include <stddef.h>

#define MAX_CUDA_DESCRIPTOR_GPUS 64

typedef struct cudaXtDesc_t {
    int version;
    int nGPUs;
    int GPUs[MAX_CUDA_DESCRIPTOR_GPUS];
    void *data[MAX_CUDA_DESCRIPTOR_GPUS];
    size_t size[MAX_CUDA_DESCRIPTOR_GPUS];
    void *cudaXtState;
} cudaXtDesc;

typedef enum libFormat_t { LIB_FORMAT_CUFFT = 0x0, LIB_FORMAT_UNDEFINED = 0x1 } libFormat;

typedef struct cudaLibXtDesc_t {
    int version;
    cudaXtDesc *descriptor;
    libFormat library;
    int subFormat;
    void *libDescriptor;
} cudaLibXtDesc;

#endif
