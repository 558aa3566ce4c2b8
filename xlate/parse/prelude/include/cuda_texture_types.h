/* xlate CUDA prelude: texture and surface REFERENCE templates. CUDA 12 removed them and HIP does not
 * have them; they are declared only so that old code parses and xlate can name what it cannot port. */
#ifndef XLATE_PRELUDE_CUDA_TEXTURE_TYPES_H
#define XLATE_PRELUDE_CUDA_TEXTURE_TYPES_H

#include "channel_descriptor.h"
#include "surface_types.h"
#include "texture_types.h"

template <class T, int texType = cudaTextureType1D, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct __device_builtin_texture_type__ texture : public textureReference {
    __host__ texture(int norm = 0, enum cudaTextureFilterMode fMode = cudaFilterModePoint,
                     enum cudaTextureAddressMode aMode = cudaAddressModeClamp);
    __host__ texture(int norm, enum cudaTextureFilterMode fMode, enum cudaTextureAddressMode aMode,
                     struct cudaChannelFormatDesc desc);
};

template <class T, int dim = 1>
struct __device_builtin_surface_type__ surface {
    __host__ surface(void);
};

#endif
