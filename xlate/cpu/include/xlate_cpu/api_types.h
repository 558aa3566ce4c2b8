// xlate CPU backend: the types of HIP's runtime and driver API that the cpu backend does not implement
// (external memory and semaphores, driver arrays and texture descriptors, batched memory operations,
// graph node parameters, libraries and kernels, graphics resources), with HIP 7.2's names and fields,
// so that code that declares them compiles as it does for gfx942; the functions that take them are
// declared by unsupported_api.h (a call returns hipErrorNotSupported). Included by hip/hip_runtime_api.h
// after the types the cpu backend implements (unsupported_api.h, textures.h).
#pragma once
#include <stdint.h>

struct HIP_ARRAY_DESCRIPTOR {
  size_t Width;
  size_t Height;
  enum hipArray_Format Format;
  unsigned int NumChannels;
};
struct HIP_ARRAY3D_DESCRIPTOR {
  size_t Width;
  size_t Height;
  size_t Depth;
  enum hipArray_Format Format;
  unsigned int NumChannels;
  unsigned int Flags;
};
struct hip_Memcpy2D {
  size_t srcXInBytes;
  size_t srcY;
  hipMemoryType srcMemoryType;
  const void * srcHost;
  hipDeviceptr_t srcDevice;
  hipArray_t srcArray;
  size_t srcPitch;
  size_t dstXInBytes;
  size_t dstY;
  hipMemoryType dstMemoryType;
  void * dstHost;
  hipDeviceptr_t dstDevice;
  hipArray_t dstArray;
  size_t dstPitch;
  size_t WidthInBytes;
  size_t Height;
};
typedef hipMipmappedArray_t hipMipmappedArray_const_t;
struct HIP_TEXTURE_DESC_st {
  HIPaddress_mode addressMode[3];
  HIPfilter_mode filterMode;
  unsigned int flags;
  unsigned int maxAnisotropy;
  HIPfilter_mode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  float borderColor[4];
  int reserved[12];
};
typedef struct HIP_TEXTURE_DESC_st HIP_TEXTURE_DESC;
struct HIP_RESOURCE_DESC_st {
  HIPresourcetype resType;
  union {
    struct { hipArray_t hArray; } array;
    struct { hipMipmappedArray_t hMipmappedArray; } mipmap;
    struct { hipDeviceptr_t devPtr; hipArray_Format format; unsigned int numChannels; size_t sizeInBytes; } linear;
    struct {
      hipDeviceptr_t devPtr; hipArray_Format format; unsigned int numChannels;
      size_t width, height, pitchInBytes;
    } pitch2D;
    struct { int reserved[32]; } reserved;
  } res;
  unsigned int flags;
};
typedef struct HIP_RESOURCE_DESC_st HIP_RESOURCE_DESC;
struct HIP_RESOURCE_VIEW_DESC_st {
  HIPresourceViewFormat format;
  size_t width;
  size_t height;
  size_t depth;
  unsigned int firstMipmapLevel;
  unsigned int lastMipmapLevel;
  unsigned int firstLayer;
  unsigned int lastLayer;
  unsigned int reserved[16];
};
typedef struct HIP_RESOURCE_VIEW_DESC_st HIP_RESOURCE_VIEW_DESC;
struct hipMemcpyAttributes {
  hipMemcpySrcAccessOrder srcAccessOrder;
  hipMemLocation srcLocHint;
  hipMemLocation dstLocHint;
  unsigned int flags;
};
struct hipOffset3D {
  size_t x;
  size_t y;
  size_t z;
};
struct hipMemcpy3DOperand {
  hipMemcpy3DOperandType type;
  union {
    struct { void* ptr; size_t rowLength; size_t layerHeight; hipMemLocation locHint; } ptr;
    struct { hipArray_t array; hipOffset3D offset; } array;
  } op;
};
struct hipMemcpy3DBatchOp {
  hipMemcpy3DOperand src;
  hipMemcpy3DOperand dst;
  hipExtent extent;
  hipMemcpySrcAccessOrder srcAccessOrder;
  unsigned int flags;
};
typedef struct ihipLinkState_t * hipLinkState_t;
typedef struct ihipLibrary_t * hipLibrary_t;
typedef struct ihipKernel_t * hipKernel_t;
struct hipStreamMemOpWaitValueParams_t {
  hipStreamBatchMemOpType operation;
  hipDeviceptr_t address;
  unsigned int flags;
  hipDeviceptr_t alias;
};
struct hipStreamMemOpWriteValueParams_t {
  hipStreamBatchMemOpType operation;
  hipDeviceptr_t address;
  unsigned int flags;
  hipDeviceptr_t alias;
};
struct hipStreamMemOpFlushRemoteWritesParams_t {
  hipStreamBatchMemOpType operation;
  unsigned int flags;
};
struct hipStreamMemOpMemoryBarrierParams_t {
  hipStreamBatchMemOpType operation;
  unsigned int flags;
};
union hipStreamBatchMemOpParams_union {
  hipStreamBatchMemOpType operation;
  struct hipStreamMemOpWaitValueParams_t waitValue;
  struct hipStreamMemOpWriteValueParams_t writeValue;
  struct hipStreamMemOpFlushRemoteWritesParams_t flushRemoteWrites;
  struct hipStreamMemOpMemoryBarrierParams_t memoryBarrier;
  uint64_t pad[6];
};
typedef union hipStreamBatchMemOpParams_union hipStreamBatchMemOpParams;
struct hipBatchMemOpNodeParams {
  hipCtx_t ctx;
  unsigned int count;
  hipStreamBatchMemOpParams * paramArray;
  unsigned int flags;
};
struct hipMemPoolProps {
  hipMemAllocationType allocType;
  hipMemAllocationHandleType handleTypes;
  hipMemLocation location;
  void * win32SecurityAttributes;
  size_t maxSize;
  unsigned char reserved[56];
};
struct hipMemPoolPtrExportData {
  unsigned char reserved[64];
};
struct hipFunctionLaunchParams_t {
  hipFunction_t function;
  unsigned int gridDimX;
  unsigned int gridDimY;
  unsigned int gridDimZ;
  unsigned int blockDimX;
  unsigned int blockDimY;
  unsigned int blockDimZ;
  unsigned int sharedMemBytes;
  hipStream_t hStream;
  void ** kernelParams;
};
typedef struct hipFunctionLaunchParams_t hipFunctionLaunchParams;
struct hipExternalMemoryHandleDesc_st {
  hipExternalMemoryHandleType type;
  union {
    int fd;
    struct { void* handle; const void* name; } win32;
    const void* nvSciBufObject;
  } handle;
  unsigned long long size;
  unsigned int flags;
  unsigned int reserved[16];
};
typedef struct hipExternalMemoryHandleDesc_st hipExternalMemoryHandleDesc;
struct hipExternalMemoryBufferDesc_st {
  unsigned long long offset;
  unsigned long long size;
  unsigned int flags;
  unsigned int reserved[16];
};
typedef struct hipExternalMemoryBufferDesc_st hipExternalMemoryBufferDesc;
typedef void * hipExternalMemory_t;
struct hipExternalSemaphoreHandleDesc_st {
  hipExternalSemaphoreHandleType type;
  union {
    int fd;
    struct { void* handle; const void* name; } win32;
    const void* NvSciSyncObj;
  } handle;
  unsigned int flags;
  unsigned int reserved[16];
};
typedef struct hipExternalSemaphoreHandleDesc_st hipExternalSemaphoreHandleDesc;
typedef void * hipExternalSemaphore_t;
struct hipExternalSemaphoreSignalParams_st {
  struct {
    struct { unsigned long long value; } fence;
    union { void* fence; unsigned long long reserved; } nvSciSync;
    struct { unsigned long long key; } keyedMutex;
    unsigned int reserved[12];
  } params;
  unsigned int flags;
  unsigned int reserved[16];
};
typedef struct hipExternalSemaphoreSignalParams_st hipExternalSemaphoreSignalParams;
struct hipExternalSemaphoreWaitParams_st {
  struct {
    struct { unsigned long long value; } fence;
    union { void* fence; unsigned long long reserved; } nvSciSync;
    struct { unsigned long long key; unsigned int timeoutMs; } keyedMutex;
    unsigned int reserved[10];
  } params;
  unsigned int flags;
  unsigned int reserved[16];
};
typedef struct hipExternalSemaphoreWaitParams_st hipExternalSemaphoreWaitParams;
typedef struct _hipGraphicsResource hipGraphicsResource;
typedef hipGraphicsResource * hipGraphicsResource_t;
typedef struct hipUserObject * hipUserObject_t;
struct hipMemAllocNodeParams {
  hipMemPoolProps poolProps;
  const hipMemAccessDesc * accessDescs;
  size_t accessDescCount;
  size_t bytesize;
  void * dptr;
};
struct hipGraphInstantiateParams {
  hipGraphNode_t errNode_out;
  unsigned long long flags;
  hipGraphInstantiateResult result_out;
  hipStream_t uploadStream;
};
struct hipExternalSemaphoreSignalNodeParams {
  hipExternalSemaphore_t * extSemArray;
  const hipExternalSemaphoreSignalParams * paramsArray;
  unsigned int numExtSems;
};
struct hipExternalSemaphoreWaitNodeParams {
  hipExternalSemaphore_t * extSemArray;
  const hipExternalSemaphoreWaitParams * paramsArray;
  unsigned int numExtSems;
};
struct hipMemcpyNodeParams {
  int flags;
  int reserved[3];
  hipMemcpy3DParms copyParams;
};
struct hipChildGraphNodeParams {
  hipGraph_t graph;
};
struct hipEventWaitNodeParams {
  hipEvent_t event;
};
struct hipEventRecordNodeParams {
  hipEvent_t event;
};
struct hipMemFreeNodeParams {
  void * dptr;
};
struct hipGraphEdgeData {
  unsigned char from_port;
  unsigned char reserved[5];
  unsigned char to_port;
  unsigned char type;
};
struct HIP_LAUNCH_CONFIG_st {
  unsigned int gridDimX;
  unsigned int gridDimY;
  unsigned int gridDimZ;
  unsigned int blockDimX;
  unsigned int blockDimY;
  unsigned int blockDimZ;
  unsigned int sharedMemBytes;
  hipStream_t hStream;
  hipLaunchAttribute * attrs;
  unsigned int numAttrs;
};
typedef struct HIP_LAUNCH_CONFIG_st HIP_LAUNCH_CONFIG;
struct textureReference {
  int normalized;
  enum hipTextureReadMode readMode;
  enum hipTextureFilterMode filterMode;
  enum hipTextureAddressMode addressMode[3];
  struct hipChannelFormatDesc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
  enum hipTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
  hipTextureObject_t textureObject;
  int numChannels;
  enum hipArray_Format format;
};
typedef textureReference * hipTexRef;
typedef struct HIP_MEMCPY3D {
  size_t srcXInBytes, srcY, srcZ, srcLOD;
  hipMemoryType srcMemoryType;
  const void* srcHost;
  hipDeviceptr_t srcDevice;
  hipArray_t srcArray;
  size_t srcPitch, srcHeight;
  size_t dstXInBytes, dstY, dstZ, dstLOD;
  hipMemoryType dstMemoryType;
  void* dstHost;
  hipDeviceptr_t dstDevice;
  hipArray_t dstArray;
  size_t dstPitch, dstHeight;
  size_t WidthInBytes, Height, Depth;
} HIP_MEMCPY3D;
typedef struct hipExternalMemoryMipmappedArrayDesc_st {
  unsigned long long offset;
  hipChannelFormatDesc formatDesc;
  hipExtent extent;
  unsigned int flags;
  unsigned int numLevels;
} hipExternalMemoryMipmappedArrayDesc;
// hipArray_t is an opaque handle on this backend (unsupported_api.h): hipArray is what it points to
typedef struct __xlate_unsupported_handle hipArray;
// the launch attribute ids under their stream and kernel-node names, as HIP spells them
#define hipStreamAttrID hipLaunchAttributeID
#define hipKernelNodeAttrID hipLaunchAttributeID
#define hipStreamAttrValue hipLaunchAttributeValue
#define hipKernelNodeAttrValue hipLaunchAttributeValue
// the generic graph node API's parameters (hipGraphAddNode, hipGraphNodeSetParams, ...): one node kind's
// parameters in a union, as HIP lays them out
typedef struct hipGraphNodeParams {
  hipGraphNodeType type;
  int reserved0[3];
  union {
    long long reserved1[29];
    hipKernelNodeParams kernel;
    hipMemcpyNodeParams memcpy;
    hipMemsetParams memset;
    hipHostNodeParams host;
    hipChildGraphNodeParams graph;
    hipEventWaitNodeParams eventWait;
    hipEventRecordNodeParams eventRecord;
    hipExternalSemaphoreSignalNodeParams extSemSignal;
    hipExternalSemaphoreWaitNodeParams extSemWait;
    hipMemAllocNodeParams alloc;
    hipMemFreeNodeParams free;
  };
  long long reserved2;
} hipGraphNodeParams;
