/* xlate CUDA prelude: cudaCreateChannelDesc<T>() (the C++ helper of the runtime API). */
#ifndef XLATE_PRELUDE_CHANNEL_DESCRIPTOR_H
#define XLATE_PRELUDE_CHANNEL_DESCRIPTOR_H

#include "cuda_runtime_api.h"

template <class T> __host__ cudaChannelFormatDesc cudaCreateChannelDesc(void);

#endif
