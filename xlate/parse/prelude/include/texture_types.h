/* xlate CUDA prelude: texture types (CUDA Runtime API reference, texture object management). */
#ifndef XLATE_PRELUDE_TEXTURE_TYPES_H
#define XLATE_PRELUDE_TEXTURE_TYPES_H

#include "driver_types.h"

#define cudaTextureType1D 0x01
#define cudaTextureType2D 0x02
#define cudaTextureType3D 0x03
#define cudaTextureTypeCubemap 0x0C
#define cudaTextureType1DLayered 0xF1
#define cudaTextureType2DLayered 0xF2

enum __device_builtin__ cudaTextureAddressMode {
    cudaAddressModeWrap = 0,
    cudaAddressModeClamp = 1,
    cudaAddressModeMirror = 2,
    cudaAddressModeBorder = 3
};
enum __device_builtin__ cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum __device_builtin__ cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };

enum __device_builtin__ cudaResourceType {
    cudaResourceTypeArray = 0x00,
    cudaResourceTypeMipmappedArray = 0x01,
    cudaResourceTypeLinear = 0x02,
    cudaResourceTypePitch2D = 0x03
};

struct __device_builtin__ cudaResourceDesc {
    enum cudaResourceType resType;
    union {
        struct { cudaArray_t array; } array;
        struct { cudaMipmappedArray_t mipmap; } mipmap;
        struct { void *devPtr; struct cudaChannelFormatDesc desc; size_t sizeInBytes; } linear;
        struct {
            void *devPtr; struct cudaChannelFormatDesc desc; size_t width; size_t height; size_t pitchInBytes;
        } pitch2D;
    } res;
};

struct __device_builtin__ cudaTextureDesc {
    enum cudaTextureAddressMode addressMode[3];
    enum cudaTextureFilterMode filterMode;
    enum cudaTextureReadMode readMode;
    int sRGB;
    float borderColor[4];
    int normalizedCoords;
    unsigned int maxAnisotropy;
    enum cudaTextureFilterMode mipmapFilterMode;
    float mipmapLevelBias;
    float minMipmapLevelClamp;
    float maxMipmapLevelClamp;
    int disableTrilinearOptimization;
    int seamlessCubemap;
};

struct __device_builtin__ cudaResourceViewDesc {
    int format; size_t width; size_t height; size_t depth;
    unsigned int firstMipmapLevel; unsigned int lastMipmapLevel;
    unsigned int firstLayer; unsigned int lastLayer;
};

/* Texture references were removed in CUDA 12; declared so that old code parses and xlate can flag it. */
struct __device_builtin__ textureReference {
    int normalized;
    enum cudaTextureFilterMode filterMode;
    enum cudaTextureAddressMode addressMode[3];
    struct cudaChannelFormatDesc channelDesc;
    int sRGB;
    unsigned int maxAnisotropy;
    enum cudaTextureFilterMode mipmapFilterMode;
    float mipmapLevelBias;
    float minMipmapLevelClamp;
    float maxMipmapLevelClamp;
    int disableTrilinearOptimization;
    int __cudaReserved[14];
};

typedef __device_builtin__ unsigned long long cudaTextureObject_t;

#endif
