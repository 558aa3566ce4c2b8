/* xlate CUDA prelude: cudaCreateChannelDesc<T>() and the half-precision channel helpers of the runtime API. */
#ifndef XLATE_PRELUDE_CHANNEL_DESCRIPTOR_H
#define XLATE_PRELUDE_CHANNEL_DESCRIPTOR_H

#include "cuda_runtime_api.h"

template <class T> __host__ cudaChannelFormatDesc cudaCreateChannelDesc(void);

/* 16-bit float channels (x; x, y; x, y, z, w of 16 bits, cudaChannelFormatKindFloat) */
__host__ cudaChannelFormatDesc cudaCreateChannelDescHalf(void);
__host__ cudaChannelFormatDesc cudaCreateChannelDescHalf1(void);
__host__ cudaChannelFormatDesc cudaCreateChannelDescHalf2(void);
__host__ cudaChannelFormatDesc cudaCreateChannelDescHalf4(void);

#endif
