// xlate CPU backend: the HIP host API (types, enums with HIP's values, C functions).
// The functions are implemented in libxlate_hipcpu.so with the C names HIP uses.
#pragma once
#include <stddef.h>
#include <stdint.h>

#include "xlate_cpu/abi.h"
#include "hip/library_types.h"

#define __HIP_PLATFORM_XLATE_CPU__ 1
#define __HIP_CPU_RT__ 1
#ifndef XLATE_WARP_SIZE
#define XLATE_WARP_SIZE 64
#endif
#if XLATE_WARP_SIZE != 64 && XLATE_WARP_SIZE != 32
#error "XLATE_WARP_SIZE must be 64 or 32"
#endif
#define HIP_VERSION_MAJOR 7
#define HIP_VERSION_MINOR 0
#define HIP_VERSION_PATCH 0
#define HIP_VERSION (HIP_VERSION_MAJOR * 10000000 + HIP_VERSION_MINOR * 100000 + HIP_VERSION_PATCH)

typedef enum hipError_t {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorOutOfMemory = 2,
  hipErrorMemoryAllocation = 2,
  hipErrorNotInitialized = 3,
  hipErrorInitializationError = 3,
  hipErrorDeinitialized = 4,
  hipErrorInvalidConfiguration = 9,
  hipErrorInvalidPitchValue = 12,
  hipErrorInvalidSymbol = 13,
  hipErrorInvalidDevicePointer = 17,
  hipErrorInvalidMemcpyDirection = 21,
  hipErrorInsufficientDriver = 35,
  hipErrorMissingConfiguration = 52,
  hipErrorPriorLaunchFailure = 53,
  hipErrorInvalidDeviceFunction = 98,
  hipErrorNoDevice = 100,
  hipErrorInvalidDevice = 101,
  hipErrorInvalidImage = 200,
  hipErrorUnsupportedLimit = 215,
  hipErrorPeerAccessUnsupported = 217,
  hipErrorInvalidContext = 201,
  hipErrorInvalidHandle = 400,
  hipErrorInvalidResourceHandle = 400,
  hipErrorNotFound = 500,
  hipErrorNotReady = 600,
  hipErrorIllegalAddress = 700,
  hipErrorLaunchOutOfResources = 701,
  hipErrorLaunchTimeOut = 702,
  hipErrorPeerAccessAlreadyEnabled = 704,
  hipErrorPeerAccessNotEnabled = 705,
  hipErrorAssert = 710,
  hipErrorLaunchFailure = 719,
  hipErrorCooperativeLaunchTooLarge = 720,
  hipErrorNotSupported = 801,
  hipErrorUnknown = 999,
} hipError_t;

typedef enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4,
} hipMemcpyKind;

typedef enum hipFuncAttribute {
  hipFuncAttributeMaxDynamicSharedMemorySize = 8,
  hipFuncAttributePreferredSharedMemoryCarveout = 9,
  hipFuncAttributeMax,
} hipFuncAttribute;

typedef enum hipFuncCache_t {
  hipFuncCachePreferNone,
  hipFuncCachePreferShared,
  hipFuncCachePreferL1,
  hipFuncCachePreferEqual,
} hipFuncCache_t;

typedef enum hipSharedMemConfig {
  hipSharedMemBankSizeDefault,
  hipSharedMemBankSizeFourByte,
  hipSharedMemBankSizeEightByte,
} hipSharedMemConfig;

// hipDeviceAttribute_t: HIP's order (and therefore values) up to hipDeviceAttributeWarpSize.
typedef enum hipDeviceAttribute_t {
  hipDeviceAttributeCudaCompatibleBegin = 0,
  hipDeviceAttributeEccEnabled = hipDeviceAttributeCudaCompatibleBegin,
  hipDeviceAttributeAccessPolicyMaxWindowSize,
  hipDeviceAttributeAsyncEngineCount,
  hipDeviceAttributeCanMapHostMemory,
  hipDeviceAttributeCanUseHostPointerForRegisteredMem,
  hipDeviceAttributeClockRate,
  hipDeviceAttributeComputeMode,
  hipDeviceAttributeComputePreemptionSupported,
  hipDeviceAttributeConcurrentKernels,
  hipDeviceAttributeConcurrentManagedAccess,
  hipDeviceAttributeCooperativeLaunch,
  hipDeviceAttributeCooperativeMultiDeviceLaunch,
  hipDeviceAttributeDeviceOverlap,
  hipDeviceAttributeDirectManagedMemAccessFromHost,
  hipDeviceAttributeGlobalL1CacheSupported,
  hipDeviceAttributeHostNativeAtomicSupported,
  hipDeviceAttributeIntegrated,
  hipDeviceAttributeIsMultiGpuBoard,
  hipDeviceAttributeKernelExecTimeout,
  hipDeviceAttributeL2CacheSize,
  hipDeviceAttributeLocalL1CacheSupported,
  hipDeviceAttributeLuid,
  hipDeviceAttributeLuidDeviceNodeMask,
  hipDeviceAttributeComputeCapabilityMajor,
  hipDeviceAttributeManagedMemory,
  hipDeviceAttributeMaxBlocksPerMultiProcessor,
  hipDeviceAttributeMaxBlockDimX,
  hipDeviceAttributeMaxBlockDimY,
  hipDeviceAttributeMaxBlockDimZ,
  hipDeviceAttributeMaxGridDimX,
  hipDeviceAttributeMaxGridDimY,
  hipDeviceAttributeMaxGridDimZ,
  hipDeviceAttributeMaxSurface1D,
  hipDeviceAttributeMaxSurface1DLayered,
  hipDeviceAttributeMaxSurface2D,
  hipDeviceAttributeMaxSurface2DLayered,
  hipDeviceAttributeMaxSurface3D,
  hipDeviceAttributeMaxSurfaceCubemap,
  hipDeviceAttributeMaxSurfaceCubemapLayered,
  hipDeviceAttributeMaxTexture1DWidth,
  hipDeviceAttributeMaxTexture1DLayered,
  hipDeviceAttributeMaxTexture1DLinear,
  hipDeviceAttributeMaxTexture1DMipmap,
  hipDeviceAttributeMaxTexture2DWidth,
  hipDeviceAttributeMaxTexture2DHeight,
  hipDeviceAttributeMaxTexture2DGather,
  hipDeviceAttributeMaxTexture2DLayered,
  hipDeviceAttributeMaxTexture2DLinear,
  hipDeviceAttributeMaxTexture2DMipmap,
  hipDeviceAttributeMaxTexture3DWidth,
  hipDeviceAttributeMaxTexture3DHeight,
  hipDeviceAttributeMaxTexture3DDepth,
  hipDeviceAttributeMaxTexture3DAlt,
  hipDeviceAttributeMaxTextureCubemap,
  hipDeviceAttributeMaxTextureCubemapLayered,
  hipDeviceAttributeMaxThreadsDim,
  hipDeviceAttributeMaxThreadsPerBlock,
  hipDeviceAttributeMaxThreadsPerMultiProcessor,
  hipDeviceAttributeMaxPitch,
  hipDeviceAttributeMemoryBusWidth,
  hipDeviceAttributeMemoryClockRate,
  hipDeviceAttributeComputeCapabilityMinor,
  hipDeviceAttributeMultiGpuBoardGroupID,
  hipDeviceAttributeMultiprocessorCount,
  hipDeviceAttributeUnused1,
  hipDeviceAttributePageableMemoryAccess,
  hipDeviceAttributePageableMemoryAccessUsesHostPageTables,
  hipDeviceAttributePciBusId,
  hipDeviceAttributePciDeviceId,
  hipDeviceAttributePciDomainID,
  hipDeviceAttributePersistingL2CacheMaxSize,
  hipDeviceAttributeMaxRegistersPerBlock,
  hipDeviceAttributeMaxRegistersPerMultiprocessor,
  hipDeviceAttributeReservedSharedMemPerBlock,
  hipDeviceAttributeMaxSharedMemoryPerBlock,
  hipDeviceAttributeSharedMemPerBlockOptin,
  hipDeviceAttributeSharedMemPerMultiprocessor,
  hipDeviceAttributeSingleToDoublePrecisionPerfRatio,
  hipDeviceAttributeStreamPrioritiesSupported,
  hipDeviceAttributeSurfaceAlignment,
  hipDeviceAttributeTccDriver,
  hipDeviceAttributeTextureAlignment,
  hipDeviceAttributeTexturePitchAlignment,
  hipDeviceAttributeTotalConstantMemory,
  hipDeviceAttributeTotalGlobalMem,
  hipDeviceAttributeUnifiedAddressing,
  hipDeviceAttributeUnused2,
  hipDeviceAttributeWarpSize,
  hipDeviceAttributeMemoryPoolsSupported,
  hipDeviceAttributeVirtualMemoryManagementSupported,
  hipDeviceAttributeHostRegisterSupported,
  hipDeviceAttributeMemoryPoolSupportedHandleTypes,
  hipDeviceAttributeHostNumaId,
  hipDeviceAttributeCudaCompatibleEnd = 9999,
  hipDeviceAttributeAmdSpecificBegin = 10000,
  hipDeviceAttributeClockInstructionRate = hipDeviceAttributeAmdSpecificBegin,
  hipDeviceAttributeUnused3,
  hipDeviceAttributeMaxSharedMemoryPerMultiprocessor,
  hipDeviceAttributeUnused4,
  hipDeviceAttributeUnused5,
  hipDeviceAttributeHdpMemFlushCntl,
  hipDeviceAttributeHdpRegFlushCntl,
  hipDeviceAttributeCooperativeMultiDeviceUnmatchedFunc,
  hipDeviceAttributeCooperativeMultiDeviceUnmatchedGridDim,
  hipDeviceAttributeCooperativeMultiDeviceUnmatchedBlockDim,
  hipDeviceAttributeCooperativeMultiDeviceUnmatchedSharedMem,
  hipDeviceAttributeIsLargeBar,
  hipDeviceAttributeAsicRevision,
  hipDeviceAttributeCanUseStreamWaitValue,
  hipDeviceAttributeImageSupport,
  hipDeviceAttributePhysicalMultiProcessorCount,
  hipDeviceAttributeFineGrainSupport,
  hipDeviceAttributeWallClockRate,
  hipDeviceAttributeNumberOfXccs,
  hipDeviceAttributeMaxAvailableVgprsPerThread,
  hipDeviceAttributePciChipId,
  hipDeviceAttributeAmdSpecificEnd = 19999,
  hipDeviceAttributeVendorSpecificBegin = 20000,
} hipDeviceAttribute_t;

typedef enum hipLimit_t {
  hipLimitStackSize = 0x0,
  hipLimitPrintfFifoSize = 0x01,
  hipLimitMallocHeapSize = 0x02,
  hipExtLimitScratchMin = 0x1000,
  hipExtLimitScratchMax = 0x1001,
  hipExtLimitScratchCurrent = 0x1002,
  hipLimitRange,
} hipLimit_t;

typedef enum hipMemoryType {
  hipMemoryTypeUnregistered = 0,
  hipMemoryTypeHost = 1,
  hipMemoryTypeDevice = 2,
  hipMemoryTypeManaged = 3,
  hipMemoryTypeArray = 10,
  hipMemoryTypeUnified = 11,
} hipMemoryType;

typedef struct hipPointerAttribute_t {
  enum hipMemoryType type;
  int device;
  void* devicePointer;
  void* hostPointer;
  int isManaged;
  unsigned allocationFlags;
} hipPointerAttribute_t;

typedef struct hipFuncAttributes {
  int binaryVersion;
  int cacheModeCA;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxDynamicSharedSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int preferredShmemCarveout;
  int ptxVersion;
  size_t sharedSizeBytes;
} hipFuncAttributes;

typedef enum hipMemoryAdvise {
  hipMemAdviseSetReadMostly = 1,
  hipMemAdviseUnsetReadMostly = 2,
  hipMemAdviseSetPreferredLocation = 3,
  hipMemAdviseUnsetPreferredLocation = 4,
  hipMemAdviseSetAccessedBy = 5,
  hipMemAdviseUnsetAccessedBy = 6,
  hipMemAdviseSetCoarseGrain = 100,
  hipMemAdviseUnsetCoarseGrain = 101,
} hipMemoryAdvise;

// The emulated device. Field names follow HIP's hipDeviceProp_t; the binary layout is xlate's own.
typedef struct hipDeviceProp_t {
  char name[256];
  char gcnArchName[256];
  size_t totalGlobalMem;
  size_t sharedMemPerBlock;
  size_t sharedMemPerBlockOptin;
  size_t sharedMemPerMultiprocessor;
  size_t maxSharedMemoryPerMultiProcessor;
  int regsPerBlock;
  int regsPerMultiprocessor;
  int warpSize;
  size_t memPitch;
  int maxThreadsPerBlock;
  int maxThreadsDim[3];
  int maxGridSize[3];
  int clockRate;
  int memoryClockRate;
  int memoryBusWidth;
  size_t totalConstMem;
  int major;
  int minor;
  int multiProcessorCount;
  int l2CacheSize;
  int maxThreadsPerMultiProcessor;
  int maxBlocksPerMultiProcessor;
  int computeMode;
  int concurrentKernels;
  int pciDomainID;
  int pciBusID;
  int pciDeviceID;
  int isMultiGpuBoard;
  int canMapHostMemory;
  int integrated;
  int cooperativeLaunch;
  int cooperativeMultiDeviceLaunch;
  int managedMemory;
  int concurrentManagedAccess;
  int pageableMemoryAccess;
  int unifiedAddressing;
  int asyncEngineCount;
  int ECCEnabled;
  int kernelExecTimeoutEnabled;
  int hostNativeAtomicSupported;
  int directManagedMemAccessFromHost;
  size_t textureAlignment;
  size_t texturePitchAlignment;
} hipDeviceProp_t;

typedef struct __xlate_stream* hipStream_t;
typedef struct __xlate_event* hipEvent_t;
typedef int hipDevice_t;
typedef void (*hipHostFn_t)(void* userData);
typedef void (*hipStreamCallback_t)(hipStream_t stream, hipError_t status, void* userData);

#define hipStreamDefault 0x00
#define hipStreamNonBlocking 0x01
#define hipStreamPerThread ((hipStream_t)2)
#define hipStreamLegacy ((hipStream_t)1)
#define hipEventDefault 0x0
#define hipEventBlockingSync 0x1
#define hipEventDisableTiming 0x2
#define hipEventInterprocess 0x4
#define hipHostAllocDefault 0x0
#define hipHostAllocPortable 0x1
#define hipHostAllocMapped 0x2
#define hipHostAllocWriteCombined 0x4
#define hipCpuDeviceId ((int)-1)
#define hipInvalidDeviceId ((int)-2)
#define hipOccupancyDefault 0x00
#define hipOccupancyDisableCachingOverride 0x01
#define hipHostMallocDefault 0x0
#define hipHostMallocPortable 0x1
#define hipHostMallocMapped 0x2
#define hipHostMallocWriteCombined 0x4
#define hipMemAttachGlobal 0x01
#define hipMemAttachHost 0x02
#define hipDeviceScheduleAuto 0x0
#define hipDeviceScheduleSpin 0x1
#define hipDeviceScheduleYield 0x2
#define hipDeviceScheduleBlockingSync 0x4
#define hipDeviceMapHost 0x8

#ifdef __cplusplus
#define __XLATE_DEFAULT(v) = v
#else
#define __XLATE_DEFAULT(v)
#endif

#ifdef __cplusplus
struct dim3 {
  uint32_t x, y, z;
  constexpr dim3(uint32_t _x = 1, uint32_t _y = 1, uint32_t _z = 1) : x(_x), y(_y), z(_z) {}
  constexpr dim3(const __xlate_uint3& u) : x(u.x), y(u.y), z(u.z) {}
};
extern "C" {
#endif

const char* hipGetErrorString(hipError_t error);
const char* hipGetErrorName(hipError_t error);
hipError_t hipGetLastError(void);
hipError_t hipPeekAtLastError(void);

hipError_t hipInit(unsigned int flags);
hipError_t hipDriverGetVersion(int* version);
hipError_t hipRuntimeGetVersion(int* version);
hipError_t hipGetDeviceCount(int* count);
hipError_t hipSetDevice(int device);
hipError_t hipGetDevice(int* device);
hipError_t hipDeviceSynchronize(void);
hipError_t hipDeviceReset(void);
hipError_t hipSetDeviceFlags(unsigned flags);
hipError_t hipGetDeviceProperties(hipDeviceProp_t* prop, int device);
hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device);
hipError_t hipDeviceSetCacheConfig(hipFuncCache_t config);
hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig config);
hipError_t hipMemGetInfo(size_t* free, size_t* total);
hipError_t hipGetDeviceFlags(unsigned int* flags);
hipError_t hipDeviceGet(hipDevice_t* device, int ordinal);
hipError_t hipDeviceGetName(char* name, int len, hipDevice_t device);
hipError_t hipDeviceComputeCapability(int* major, int* minor, hipDevice_t device);
hipError_t hipDeviceTotalMem(size_t* bytes, hipDevice_t device);
hipError_t hipDeviceGetPCIBusId(char* pciBusId, int len, int device);
hipError_t hipDeviceGetByPCIBusId(int* device, const char* pciBusId);
hipError_t hipChooseDevice(int* device, const hipDeviceProp_t* prop);
hipError_t hipSetValidDevices(int* device_arr, int len);
hipError_t hipDeviceGetLimit(size_t* pValue, enum hipLimit_t limit);
hipError_t hipDeviceSetLimit(enum hipLimit_t limit, size_t value);
hipError_t hipDeviceGetCacheConfig(hipFuncCache_t* cacheConfig);
hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig* pConfig);
hipError_t hipDeviceCanAccessPeer(int* canAccessPeer, int deviceId, int peerDeviceId);
hipError_t hipDeviceEnablePeerAccess(int peerDeviceId, unsigned int flags);
hipError_t hipDeviceDisablePeerAccess(int peerDeviceId);
hipError_t hipDrvGetErrorName(hipError_t hipError, const char** errorString);
hipError_t hipDrvGetErrorString(hipError_t hipError, const char** errorString);
hipError_t hipProfilerStart(void);
hipError_t hipProfilerStop(void);

hipError_t hipMalloc(void** ptr, size_t size);
hipError_t hipFree(void* ptr);
hipError_t hipHostMalloc(void** ptr, size_t size, unsigned int flags);
hipError_t hipHostFree(void* ptr);
hipError_t hipMallocHost(void** ptr, size_t size);
hipError_t hipFreeHost(void* ptr);
hipError_t hipMallocManaged(void** ptr, size_t size, unsigned int flags);
hipError_t hipMallocPitch(void** ptr, size_t* pitch, size_t width, size_t height);
hipError_t hipHostGetDevicePointer(void** devPtr, void* hostPtr, unsigned int flags);
hipError_t hipHostRegister(void* hostPtr, size_t sizeBytes, unsigned int flags);
hipError_t hipHostUnregister(void* hostPtr);
hipError_t hipHostAlloc(void** ptr, size_t size, unsigned int flags);
hipError_t hipMemAllocHost(void** ptr, size_t size);
hipError_t hipHostGetFlags(unsigned int* flagsPtr, void* hostPtr);
hipError_t hipMallocAsync(void** ptr, size_t size, hipStream_t stream);
hipError_t hipFreeAsync(void* ptr, hipStream_t stream);
hipError_t hipMemPrefetchAsync(const void* ptr, size_t count, int device, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipMemAdvise(const void* ptr, size_t count, hipMemoryAdvise advice, int device);
hipError_t hipPointerGetAttributes(hipPointerAttribute_t* attributes, const void* ptr);
hipError_t hipMemGetAddressRange(void** pbase, size_t* psize, void* dptr);
hipError_t hipMemAllocPitch(void** dptr, size_t* pitch, size_t widthInBytes, size_t height,
                            unsigned int elementSizeBytes);

hipError_t hipMemcpy(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind);
hipError_t hipMemcpyAsync(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind,
                          hipStream_t stream);
hipError_t hipMemcpyHtoD(void* dst, const void* src, size_t sizeBytes);
hipError_t hipMemcpyDtoH(void* dst, const void* src, size_t sizeBytes);
hipError_t hipMemcpyDtoD(void* dst, const void* src, size_t sizeBytes);
hipError_t hipMemcpy2D(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                       size_t height, hipMemcpyKind kind);
hipError_t hipMemcpy2DAsync(void* dst, size_t dpitch, const void* src, size_t spitch, size_t width,
                            size_t height, hipMemcpyKind kind, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipMemcpyHtoDAsync(void* dst, const void* src, size_t sizeBytes, hipStream_t stream);
hipError_t hipMemcpyDtoHAsync(void* dst, const void* src, size_t sizeBytes, hipStream_t stream);
hipError_t hipMemcpyDtoDAsync(void* dst, const void* src, size_t sizeBytes, hipStream_t stream);
hipError_t hipMemcpyPeer(void* dst, int dstDevice, const void* src, int srcDevice, size_t sizeBytes);
hipError_t hipMemcpyPeerAsync(void* dst, int dstDevice, const void* src, int srcDevice,
                              size_t sizeBytes, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipMemset(void* dst, int value, size_t sizeBytes);
hipError_t hipMemsetD8(void* dst, unsigned char value, size_t count);
hipError_t hipMemsetD16(void* dst, unsigned short value, size_t count);
hipError_t hipMemsetD8Async(void* dst, unsigned char value, size_t count, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipMemsetD16Async(void* dst, unsigned short value, size_t count, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipMemsetD32Async(void* dst, int value, size_t count, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipMemset2DAsync(void* dst, size_t pitch, int value, size_t width, size_t height,
                            hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipMemsetAsync(void* dst, int value, size_t sizeBytes, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipMemsetD32(void* dst, int value, size_t count);
hipError_t hipMemset2D(void* dst, size_t pitch, int value, size_t width, size_t height);
hipError_t hipMemcpyToSymbol(const void* symbol, const void* src, size_t sizeBytes,
                             size_t offset __XLATE_DEFAULT(0),
                             hipMemcpyKind kind __XLATE_DEFAULT(hipMemcpyHostToDevice));
hipError_t hipMemcpyFromSymbol(void* dst, const void* symbol, size_t sizeBytes,
                               size_t offset __XLATE_DEFAULT(0),
                               hipMemcpyKind kind __XLATE_DEFAULT(hipMemcpyDeviceToHost));
hipError_t hipMemcpyToSymbolAsync(const void* symbol, const void* src, size_t sizeBytes,
                                  size_t offset, hipMemcpyKind kind, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipMemcpyFromSymbolAsync(void* dst, const void* symbol, size_t sizeBytes, size_t offset,
                                    hipMemcpyKind kind, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipGetSymbolAddress(void** devPtr, const void* symbol);

hipError_t hipStreamCreate(hipStream_t* stream);
hipError_t hipStreamCreateWithFlags(hipStream_t* stream, unsigned int flags);
hipError_t hipStreamCreateWithPriority(hipStream_t* stream, unsigned int flags, int priority);
hipError_t hipStreamDestroy(hipStream_t stream);
hipError_t hipStreamSynchronize(hipStream_t stream);
hipError_t hipStreamQuery(hipStream_t stream);
hipError_t hipStreamWaitEvent(hipStream_t stream, hipEvent_t event, unsigned int flags __XLATE_DEFAULT(0));
hipError_t hipDeviceGetStreamPriorityRange(int* leastPriority, int* greatestPriority);
hipError_t hipStreamGetFlags(hipStream_t stream, unsigned int* flags);
hipError_t hipStreamGetPriority(hipStream_t stream, int* priority);
hipError_t hipStreamAddCallback(hipStream_t stream, hipStreamCallback_t callback, void* userData,
                                unsigned int flags);
hipError_t hipLaunchHostFunc(hipStream_t stream, hipHostFn_t fn, void* userData);
hipError_t hipStreamAttachMemAsync(hipStream_t stream, void* dev_ptr, size_t length __XLATE_DEFAULT(0),
                                   unsigned int flags __XLATE_DEFAULT(hipMemAttachGlobal));

hipError_t hipEventCreate(hipEvent_t* event);
hipError_t hipEventCreateWithFlags(hipEvent_t* event, unsigned flags);
hipError_t hipEventRecord(hipEvent_t event, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipEventRecordWithFlags(hipEvent_t event, hipStream_t stream __XLATE_DEFAULT(0),
                                   unsigned int flags __XLATE_DEFAULT(0));
hipError_t hipEventSynchronize(hipEvent_t event);
hipError_t hipEventQuery(hipEvent_t event);
hipError_t hipEventElapsedTime(float* ms, hipEvent_t start, hipEvent_t stop);
hipError_t hipEventDestroy(hipEvent_t event);

hipError_t hipFuncSetAttribute(const void* func, hipFuncAttribute attr, int value);
hipError_t hipFuncSetCacheConfig(const void* func, hipFuncCache_t config);
hipError_t hipOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, const void* func,
                                             size_t dynSharedMemPerBlk, int blockSizeLimit);
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, const void* func,
                                                        int blockSize, size_t dynSharedMemPerBlk);
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* numBlocks, const void* func,
                                                                 int blockSize, size_t dynSharedMemPerBlk,
                                                                 unsigned int flags);
hipError_t hipFuncGetAttributes(hipFuncAttributes* attr, const void* func);
hipError_t hipFuncSetSharedMemConfig(const void* func, hipSharedMemConfig config);

// The launch entry point for kernels named by address (see docs/cpu-backend.md, "Launching
// through a const void*"): `kernel` must have been registered (xlate_cpu_register_kernel, which
// `xlate run` / build_program generate for every non-template __global__ function), `args` points
// at one pointer per kernel parameter, as for hipLaunchKernel. Returns a hipError_t value.
int xlate_cpu_launch(const void* kernel, dim3 grid, dim3 block, void** args, size_t shmem,
                     hipStream_t stream);
int xlate_cpu_launch_cooperative(const void* kernel, dim3 grid, dim3 block, void** args,
                                 size_t shmem, hipStream_t stream);
// Registration of kernels for those launches: struct __xlate_kernel_entry in xlate_cpu/abi.h.

#ifdef __cplusplus
}  // extern "C"

// ---------------------------------------------------------------- launches by address
typedef enum hipLaunchAttributeID {
  hipLaunchAttributeAccessPolicyWindow = 1,
  hipLaunchAttributeCooperative = 2,
  hipLaunchAttributeSynchronizationPolicy = 3,
  hipLaunchAttributePriority = 8,
  hipLaunchAttributeMemSyncDomainMap = 9,
  hipLaunchAttributeMemSyncDomain = 10,
  hipLaunchAttributeMax
} hipLaunchAttributeID;
typedef union hipLaunchAttributeValue {
  char pad[64];
  int cooperative;
  int priority;
} hipLaunchAttributeValue;
typedef struct hipLaunchAttribute_st {
  hipLaunchAttributeID id;
  char pad[8 - sizeof(hipLaunchAttributeID)];
  union {
    hipLaunchAttributeValue val;
    hipLaunchAttributeValue value;
  };
} hipLaunchAttribute;
typedef struct hipLaunchConfig_st {
  dim3 gridDim;
  dim3 blockDim;
  size_t dynamicSmemBytes;
  hipStream_t stream;
  hipLaunchAttribute* attrs;
  unsigned int numAttrs;
} hipLaunchConfig_t;

extern "C" {
// Launch a registered kernel by address (see docs/cpu-backend.md, "Launching through a const
// void*"); `args` holds one pointer per kernel parameter. Returns a hipError_t value.
int xlate_cpu_launch(const void* kernel, dim3 grid, dim3 block, void** args, size_t shmem,
                     hipStream_t stream);
int xlate_cpu_launch_cooperative(const void* kernel, dim3 grid, dim3 block, void** args,
                                 size_t shmem, hipStream_t stream);
hipError_t hipLaunchKernelExC(const hipLaunchConfig_t* config, const void* fPtr, void** args);
}  // extern "C"

inline hipError_t hipLaunchKernel(const void* kernel, dim3 grid, dim3 block, void** args,
                                  size_t shared = 0, hipStream_t stream = nullptr) {
  return static_cast<hipError_t>(xlate_cpu_launch(kernel, grid, block, args, shared, stream));
}
inline hipError_t hipLaunchCooperativeKernel(const void* kernel, dim3 grid, dim3 block, void** args,
                                             unsigned int shared = 0, hipStream_t stream = nullptr) {
  return static_cast<hipError_t>(
      xlate_cpu_launch_cooperative(kernel, grid, block, args, shared, stream));
}

// ---------------------------------------------------------------- what the cpu backend lacks
// HIP functions the translator may emit that this backend does not implement. They compile (the cpu
// target builds what gfx942 builds: real projects compile code paths they only take on some devices,
// e.g. ggml's virtual-memory pool, used only where the device attribute says so), and a call does
// nothing but return hipErrorNotSupported, recorded as the thread's last error, with one line on stderr
// naming the function (xlate_cpu_not_supported) — never a link error or a silent success. Their handle
// and parameter types exist so that declarations of variables still compile.
typedef struct __xlate_unsupported_handle* hipGraph_t;
typedef struct __xlate_unsupported_handle* hipGraphExec_t;
typedef struct __xlate_unsupported_handle* hipGraphNode_t;
typedef struct __xlate_unsupported_handle* hipModule_t;
typedef struct __xlate_unsupported_handle* hipFunction_t;
typedef struct __xlate_unsupported_handle* hipCtx_t;
typedef struct __xlate_unsupported_handle* hipArray_t;
typedef struct __xlate_unsupported_handle* hipMemPool_t;
typedef hipArray_t hipArray_const_t;
typedef struct __xlate_unsupported_handle* hipMipmappedArray_t;
typedef unsigned long long hipTextureObject_t;
typedef unsigned long long hipSurfaceObject_t;
typedef unsigned long long hipMemGenericAllocationHandle_t;
typedef struct hipUUID_t { char bytes[16]; } hipUUID;
typedef struct hipKernelNodeParams { char reserved[64]; } hipKernelNodeParams;
typedef struct hipMemsetParams { char reserved[48]; } hipMemsetParams;
typedef struct hipHostNodeParams { void (*fn)(void*); void* userData; } hipHostNodeParams;
typedef struct hipIpcMemHandle_st { char reserved[64]; } hipIpcMemHandle_t;
typedef struct hipIpcEventHandle_st { char reserved[64]; } hipIpcEventHandle_t;
typedef struct hipExtent { size_t width, height, depth; } hipExtent;
typedef struct hipPos { size_t x, y, z; } hipPos;
typedef struct hipPitchedPtr { void* ptr; size_t pitch, xsize, ysize; } hipPitchedPtr;
typedef struct hipMemcpy3DParms { char reserved[160]; } hipMemcpy3DParms;
typedef struct hipChannelFormatDesc { int x, y, z, w, f; } hipChannelFormatDesc;
typedef enum hipStreamCaptureMode {
  hipStreamCaptureModeGlobal = 0,
  hipStreamCaptureModeThreadLocal,
  hipStreamCaptureModeRelaxed
} hipStreamCaptureMode;
typedef enum hipStreamCaptureStatus {
  hipStreamCaptureStatusNone = 0,
  hipStreamCaptureStatusActive,
  hipStreamCaptureStatusInvalidated
} hipStreamCaptureStatus;
typedef struct hipLaunchParams_t { char reserved[64]; } hipLaunchParams;
#define hipIpcMemLazyEnablePeerAccess 0x01
// The virtual memory management API's types (HIP's names, fields and values), so that code using it
// where hipDeviceAttributeVirtualMemoryManagementSupported says so compiles; this backend says 0.
typedef void* hipDeviceptr_t;
typedef enum hipMemLocationType {
  hipMemLocationTypeInvalid = 0,
  hipMemLocationTypeNone = 0,
  hipMemLocationTypeDevice = 1,
  hipMemLocationTypeHost = 2,
  hipMemLocationTypeHostNuma = 3,
  hipMemLocationTypeHostNumaCurrent = 4
} hipMemLocationType;
typedef struct hipMemLocation { hipMemLocationType type; int id; } hipMemLocation;
typedef enum hipMemAccessFlags {
  hipMemAccessFlagsProtNone = 0,
  hipMemAccessFlagsProtRead = 1,
  hipMemAccessFlagsProtReadWrite = 3
} hipMemAccessFlags;
typedef struct hipMemAccessDesc { hipMemLocation location; hipMemAccessFlags flags; } hipMemAccessDesc;
typedef enum hipMemAllocationType {
  hipMemAllocationTypeInvalid = 0x0,
  hipMemAllocationTypePinned = 0x1,
  hipMemAllocationTypeUncached = 0x40000000,
  hipMemAllocationTypeMax = 0x7FFFFFFF
} hipMemAllocationType;
typedef enum hipMemAllocationHandleType {
  hipMemHandleTypeNone = 0x0,
  hipMemHandleTypePosixFileDescriptor = 0x1,
  hipMemHandleTypeWin32 = 0x2,
  hipMemHandleTypeWin32Kmt = 0x4
} hipMemAllocationHandleType;
typedef struct hipMemAllocationProp {
  hipMemAllocationType type;
  union {
    hipMemAllocationHandleType requestedHandleType;
    hipMemAllocationHandleType requestedHandleTypes;
  };
  hipMemLocation location;
  void* win32HandleMetaData;
  struct {
    unsigned char compressionType;
    unsigned char gpuDirectRDMACapable;
    unsigned short usage;
  } allocFlags;
} hipMemAllocationProp;
typedef enum hipMemAllocationGranularity_flags {
  hipMemAllocationGranularityMinimum = 0x0,
  hipMemAllocationGranularityRecommended = 0x1
} hipMemAllocationGranularity_flags;

extern "C" hipError_t xlate_cpu_not_supported(const char* name);
#define __XLATE_UNSUPPORTED(name)                                                   \
  template <class... A>                                                             \
  inline hipError_t name(A...) {                                                    \
    return xlate_cpu_not_supported(#name);                                          \
  }
__XLATE_UNSUPPORTED(hipConfigureCall)
__XLATE_UNSUPPORTED(hipLaunchCooperativeKernelMultiDevice)
__XLATE_UNSUPPORTED(hipCtxCreate)
__XLATE_UNSUPPORTED(hipCtxDestroy)
__XLATE_UNSUPPORTED(hipCtxGetCurrent)
__XLATE_UNSUPPORTED(hipCtxGetDevice)
__XLATE_UNSUPPORTED(hipCtxPopCurrent)
__XLATE_UNSUPPORTED(hipCtxPushCurrent)
__XLATE_UNSUPPORTED(hipCtxSetCurrent)
__XLATE_UNSUPPORTED(hipCtxSynchronize)
__XLATE_UNSUPPORTED(hipDevicePrimaryCtxRelease)
__XLATE_UNSUPPORTED(hipDevicePrimaryCtxRetain)
__XLATE_UNSUPPORTED(hipFuncGetAttribute)
__XLATE_UNSUPPORTED(hipGraphCreate)
__XLATE_UNSUPPORTED(hipGraphDestroy)
__XLATE_UNSUPPORTED(hipGraphExecDestroy)
__XLATE_UNSUPPORTED(hipGraphInstantiate)
__XLATE_UNSUPPORTED(hipGraphInstantiateWithFlags)
__XLATE_UNSUPPORTED(hipGraphLaunch)
__XLATE_UNSUPPORTED(hipStreamBeginCapture)
__XLATE_UNSUPPORTED(hipStreamEndCapture)
__XLATE_UNSUPPORTED(hipStreamIsCapturing)
__XLATE_UNSUPPORTED(hipIpcCloseMemHandle)
__XLATE_UNSUPPORTED(hipIpcGetEventHandle)
__XLATE_UNSUPPORTED(hipIpcGetMemHandle)
__XLATE_UNSUPPORTED(hipIpcOpenEventHandle)
__XLATE_UNSUPPORTED(hipIpcOpenMemHandle)
__XLATE_UNSUPPORTED(hipMallocArray)
__XLATE_UNSUPPORTED(hipFreeArray)
__XLATE_UNSUPPORTED(hipMalloc3D)
__XLATE_UNSUPPORTED(hipMemcpy3D)
__XLATE_UNSUPPORTED(hipMemcpy3DAsync)
__XLATE_UNSUPPORTED(hipMemcpyToArray)
__XLATE_UNSUPPORTED(hipMemcpy2DToArray)
__XLATE_UNSUPPORTED(hipMemcpy2DFromArray)
__XLATE_UNSUPPORTED(hipModuleGetFunction)
__XLATE_UNSUPPORTED(hipModuleGetGlobal)
__XLATE_UNSUPPORTED(hipModuleLaunchKernel)
__XLATE_UNSUPPORTED(hipModuleLoad)
__XLATE_UNSUPPORTED(hipModuleLoadData)
__XLATE_UNSUPPORTED(hipModuleLoadDataEx)
__XLATE_UNSUPPORTED(hipModuleLoadFatBinary)
__XLATE_UNSUPPORTED(hipModuleUnload)
__XLATE_UNSUPPORTED(hipOccupancyMaxPotentialBlockSizeVariableSMem)
__XLATE_UNSUPPORTED(hipArrayDestroy)
__XLATE_UNSUPPORTED(hipCtxDisablePeerAccess)
__XLATE_UNSUPPORTED(hipCtxEnablePeerAccess)
__XLATE_UNSUPPORTED(hipCtxGetApiVersion)
__XLATE_UNSUPPORTED(hipCtxGetCacheConfig)
__XLATE_UNSUPPORTED(hipCtxGetFlags)
__XLATE_UNSUPPORTED(hipCtxGetSharedMemConfig)
__XLATE_UNSUPPORTED(hipCtxSetCacheConfig)
__XLATE_UNSUPPORTED(hipCtxSetSharedMemConfig)
__XLATE_UNSUPPORTED(hipDeviceGetDefaultMemPool)
__XLATE_UNSUPPORTED(hipDeviceGetMemPool)
__XLATE_UNSUPPORTED(hipDeviceGetP2PAttribute)
__XLATE_UNSUPPORTED(hipDeviceGetUuid)
__XLATE_UNSUPPORTED(hipDevicePrimaryCtxGetState)
__XLATE_UNSUPPORTED(hipDevicePrimaryCtxReset)
__XLATE_UNSUPPORTED(hipDevicePrimaryCtxSetFlags)
__XLATE_UNSUPPORTED(hipDeviceSetMemPool)
__XLATE_UNSUPPORTED(hipDrvPointerGetAttributes)
__XLATE_UNSUPPORTED(hipGetChannelDesc)
__XLATE_UNSUPPORTED(hipGraphAddChildGraphNode)
__XLATE_UNSUPPORTED(hipGraphAddDependencies)
__XLATE_UNSUPPORTED(hipGraphAddEmptyNode)
__XLATE_UNSUPPORTED(hipGraphAddEventRecordNode)
__XLATE_UNSUPPORTED(hipGraphAddEventWaitNode)
__XLATE_UNSUPPORTED(hipGraphAddHostNode)
__XLATE_UNSUPPORTED(hipGraphAddKernelNode)
__XLATE_UNSUPPORTED(hipGraphAddMemcpyNode)
__XLATE_UNSUPPORTED(hipGraphAddMemcpyNode1D)
__XLATE_UNSUPPORTED(hipGraphAddMemcpyNodeFromSymbol)
__XLATE_UNSUPPORTED(hipGraphAddMemcpyNodeToSymbol)
__XLATE_UNSUPPORTED(hipGraphAddMemsetNode)
__XLATE_UNSUPPORTED(hipGraphChildGraphNodeGetGraph)
__XLATE_UNSUPPORTED(hipGraphClone)
__XLATE_UNSUPPORTED(hipGraphDestroyNode)
__XLATE_UNSUPPORTED(hipGraphEventRecordNodeGetEvent)
__XLATE_UNSUPPORTED(hipGraphEventRecordNodeSetEvent)
__XLATE_UNSUPPORTED(hipGraphEventWaitNodeGetEvent)
__XLATE_UNSUPPORTED(hipGraphEventWaitNodeSetEvent)
__XLATE_UNSUPPORTED(hipGraphExecChildGraphNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphExecEventRecordNodeSetEvent)
__XLATE_UNSUPPORTED(hipGraphExecEventWaitNodeSetEvent)
__XLATE_UNSUPPORTED(hipGraphExecHostNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphExecKernelNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphExecMemcpyNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphExecMemcpyNodeSetParams1D)
__XLATE_UNSUPPORTED(hipGraphExecMemsetNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphGetEdges)
__XLATE_UNSUPPORTED(hipGraphGetNodes)
__XLATE_UNSUPPORTED(hipGraphGetRootNodes)
__XLATE_UNSUPPORTED(hipGraphHostNodeGetParams)
__XLATE_UNSUPPORTED(hipGraphHostNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphKernelNodeGetParams)
__XLATE_UNSUPPORTED(hipGraphKernelNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphMemcpyNodeGetParams)
__XLATE_UNSUPPORTED(hipGraphMemcpyNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphMemcpyNodeSetParams1D)
__XLATE_UNSUPPORTED(hipGraphMemsetNodeGetParams)
__XLATE_UNSUPPORTED(hipGraphMemsetNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphNodeFindInClone)
__XLATE_UNSUPPORTED(hipGraphNodeGetDependencies)
__XLATE_UNSUPPORTED(hipGraphNodeGetDependentNodes)
__XLATE_UNSUPPORTED(hipGraphNodeGetType)
__XLATE_UNSUPPORTED(hipGraphRemoveDependencies)
__XLATE_UNSUPPORTED(hipMalloc3DArray)
__XLATE_UNSUPPORTED(hipMallocFromPoolAsync)
__XLATE_UNSUPPORTED(hipMemPoolDestroy)
__XLATE_UNSUPPORTED(hipMemPoolGetAttribute)
__XLATE_UNSUPPORTED(hipMemPoolSetAttribute)
__XLATE_UNSUPPORTED(hipMemPoolTrimTo)
__XLATE_UNSUPPORTED(hipMemRangeGetAttribute)
__XLATE_UNSUPPORTED(hipMemRangeGetAttributes)
__XLATE_UNSUPPORTED(hipMemcpy2DFromArrayAsync)
__XLATE_UNSUPPORTED(hipMemcpy2DToArrayAsync)
__XLATE_UNSUPPORTED(hipMemcpyAtoH)
__XLATE_UNSUPPORTED(hipMemcpyFromArray)
__XLATE_UNSUPPORTED(hipMemcpyHtoA)
__XLATE_UNSUPPORTED(hipMemset3D)
__XLATE_UNSUPPORTED(hipMipmappedArrayDestroy)
__XLATE_UNSUPPORTED(hipModuleOccupancyMaxActiveBlocksPerMultiprocessor)
__XLATE_UNSUPPORTED(hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)
__XLATE_UNSUPPORTED(hipPointerGetAttribute)
__XLATE_UNSUPPORTED(hipStreamWaitValue32)
__XLATE_UNSUPPORTED(hipStreamWriteValue32)
__XLATE_UNSUPPORTED(hipStreamWriteValue64)
__XLATE_UNSUPPORTED(hipTexObjectDestroy)
__XLATE_UNSUPPORTED(hipStreamWaitValue64)
__XLATE_UNSUPPORTED(hipGraphExecUpdate)
__XLATE_UNSUPPORTED(hipGraphUpload)
__XLATE_UNSUPPORTED(hipStreamGetCaptureInfo)
__XLATE_UNSUPPORTED(hipThreadExchangeStreamCaptureMode)
__XLATE_UNSUPPORTED(hipMemPoolCreate)
__XLATE_UNSUPPORTED(hipMemGetAllocationGranularity)
__XLATE_UNSUPPORTED(hipMemCreate)
__XLATE_UNSUPPORTED(hipMemMap)
__XLATE_UNSUPPORTED(hipMemUnmap)
__XLATE_UNSUPPORTED(hipMemRelease)
__XLATE_UNSUPPORTED(hipMemAddressReserve)
__XLATE_UNSUPPORTED(hipMemAddressFree)
__XLATE_UNSUPPORTED(hipMemSetAccess)
__XLATE_UNSUPPORTED(hipCreateTextureObject)
__XLATE_UNSUPPORTED(hipCreateSurfaceObject)
__XLATE_UNSUPPORTED(hipDestroySurfaceObject)
__XLATE_UNSUPPORTED(hipDestroyTextureObject)
__XLATE_UNSUPPORTED(hipTexObjectCreate)
__XLATE_UNSUPPORTED(hipArrayCreate)
__XLATE_UNSUPPORTED(hipArray3DCreate)
__XLATE_UNSUPPORTED(hipFreeMipmappedArray)
__XLATE_UNSUPPORTED(hipMallocMipmappedArray)
inline hipExtent make_hipExtent(size_t w, size_t h, size_t d) { return hipExtent{w, h, d}; }
inline hipPitchedPtr make_hipPitchedPtr(void* ptr, size_t pitch, size_t xsize, size_t ysize) {
  return hipPitchedPtr{ptr, pitch, xsize, ysize};
}
inline hipPos make_hipPos(size_t x, size_t y, size_t z) { return hipPos{x, y, z}; }

// C++ conveniences HIP offers: kernels and symbols passed without casts.
template <class F>
inline hipError_t hipFuncSetAttribute(F* func, hipFuncAttribute attr, int value) {
  return hipFuncSetAttribute(reinterpret_cast<const void*>(func), attr, value);
}
template <class F>
inline hipError_t hipFuncSetCacheConfig(F* func, hipFuncCache_t config) {
  return hipFuncSetCacheConfig(reinterpret_cast<const void*>(func), config);
}
template <class F>
inline hipError_t hipOccupancyMaxPotentialBlockSize(int* gridSize, int* blockSize, F* func,
                                                    size_t dyn = 0, int limit = 0) {
  return hipOccupancyMaxPotentialBlockSize(gridSize, blockSize, reinterpret_cast<const void*>(func),
                                           dyn, limit);
}
template <class F>
inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessor(int* n, F* func, int blockSize,
                                                               size_t dyn) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessor(n, reinterpret_cast<const void*>(func),
                                                      blockSize, dyn);
}
template <class T>
inline hipError_t hipMalloc(T** ptr, size_t size) {
  return hipMalloc(reinterpret_cast<void**>(ptr), size);
}
template <class T>
inline hipError_t hipHostMalloc(T** ptr, size_t size, unsigned int flags = 0) {
  return hipHostMalloc(reinterpret_cast<void**>(ptr), size, flags);
}
template <class T>
inline hipError_t hipHostAlloc(T** ptr, size_t size, unsigned int flags = hipHostAllocDefault) {
  return hipHostAlloc(reinterpret_cast<void**>(ptr), size, flags);
}
template <class T>
inline hipError_t hipMallocAsync(T** ptr, size_t size, hipStream_t stream) {
  return hipMallocAsync(reinterpret_cast<void**>(ptr), size, stream);
}
template <class T>
inline hipError_t hipMemAllocHost(T** ptr, size_t size) {
  return hipMemAllocHost(reinterpret_cast<void**>(ptr), size);
}
template <class F>
inline hipError_t hipFuncGetAttributes(hipFuncAttributes* attr, F* func) {
  return hipFuncGetAttributes(attr, reinterpret_cast<const void*>(func));
}
template <class F>
inline hipError_t hipFuncSetSharedMemConfig(F* func, hipSharedMemConfig config) {
  return hipFuncSetSharedMemConfig(reinterpret_cast<const void*>(func), config);
}
template <class F>
inline hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* n, F* func, int blockSize,
                                                                        size_t dyn, unsigned int flags) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      n, reinterpret_cast<const void*>(func), blockSize, dyn, flags);
}
template <class T>
inline hipError_t hipMallocManaged(T** ptr, size_t size, unsigned int flags = hipMemAttachGlobal) {
  return hipMallocManaged(reinterpret_cast<void**>(ptr), size, flags);
}
template <class T>
inline hipError_t hipMallocPitch(T** ptr, size_t* pitch, size_t width, size_t height) {
  return hipMallocPitch(reinterpret_cast<void**>(ptr), pitch, width, height);
}

namespace xlate_cpu {
// What HIP_SYMBOL(x) produces: the variable's address and size, so copies are bounds-checked.
struct SymbolRef {
  void* addr;
  size_t size;
};
template <class T>
constexpr SymbolRef symbol_ref(T& var) {
  return SymbolRef{const_cast<void*>(static_cast<const volatile void*>(&var)) , sizeof(T)};
}
hipError_t symbol_range(const SymbolRef& s, size_t count, size_t offset);
hipError_t invalid_symbol();  // records and returns hipErrorInvalidSymbol (a temporary passed as a symbol)
}  // namespace xlate_cpu

#define HIP_SYMBOL(X) ::xlate_cpu::symbol_ref(X)

inline hipError_t hipMemcpyToSymbol(::xlate_cpu::SymbolRef s, const void* src, size_t count,
                                    size_t offset = 0, hipMemcpyKind kind = hipMemcpyHostToDevice) {
  hipError_t e = ::xlate_cpu::symbol_range(s, count, offset);
  return e != hipSuccess ? e : hipMemcpyToSymbol(s.addr, src, count, offset, kind);
}
inline hipError_t hipMemcpyFromSymbol(void* dst, ::xlate_cpu::SymbolRef s, size_t count,
                                      size_t offset = 0, hipMemcpyKind kind = hipMemcpyDeviceToHost) {
  hipError_t e = ::xlate_cpu::symbol_range(s, count, offset);
  return e != hipSuccess ? e : hipMemcpyFromSymbol(dst, s.addr, count, offset, kind);
}
inline hipError_t hipMemcpyToSymbolAsync(::xlate_cpu::SymbolRef s, const void* src, size_t count,
                                         size_t offset, hipMemcpyKind kind, hipStream_t stream = 0) {
  hipError_t e = ::xlate_cpu::symbol_range(s, count, offset);
  return e != hipSuccess ? e : hipMemcpyToSymbolAsync(s.addr, src, count, offset, kind, stream);
}
inline hipError_t hipMemcpyFromSymbolAsync(void* dst, ::xlate_cpu::SymbolRef s, size_t count,
                                           size_t offset, hipMemcpyKind kind, hipStream_t stream = 0) {
  hipError_t e = ::xlate_cpu::symbol_range(s, count, offset);
  return e != hipSuccess ? e : hipMemcpyFromSymbolAsync(dst, s.addr, count, offset, kind, stream);
}
inline hipError_t hipGetSymbolAddress(void** devPtr, ::xlate_cpu::SymbolRef s) {
  return hipGetSymbolAddress(devPtr, s.addr);
}
inline hipError_t hipGetSymbolSize(size_t* size, ::xlate_cpu::SymbolRef s) {
  if (!size) return hipErrorInvalidValue;
  *size = s.size;
  return hipSuccess;
}

// HIP's template forms (hip_runtime_api.h of HIP 7.2 declares them; HIP_SYMBOL(x) is plain `x` there,
// so HIP code passes the variable itself): the symbol is the variable, its size comes from its type,
// so these copies are bounds-checked like HIP_SYMBOL's. A `const void*` argument still picks the C
// functions above (non-templates win a tie), a SymbolRef picks the SymbolRef overloads.
// A temporary (`&var`, `nullptr`, `0`) is never a device symbol: the `const T&&` forms reject it with
// hipErrorInvalidSymbol, as HIP does at run time, instead of copying to or from the temporary.
template <class T>
inline hipError_t hipMemcpyToSymbol(const T& symbol, const void* src, size_t count, size_t offset = 0,
                                    hipMemcpyKind kind = hipMemcpyHostToDevice) {
  return hipMemcpyToSymbol(::xlate_cpu::symbol_ref(symbol), src, count, offset, kind);
}
template <class T>
inline hipError_t hipMemcpyToSymbol(const T&&, const void*, size_t, size_t = 0,
                                    hipMemcpyKind = hipMemcpyHostToDevice) {
  return ::xlate_cpu::invalid_symbol();
}
template <class T>
inline hipError_t hipMemcpyFromSymbol(void* dst, const T& symbol, size_t count, size_t offset = 0,
                                      hipMemcpyKind kind = hipMemcpyDeviceToHost) {
  return hipMemcpyFromSymbol(dst, ::xlate_cpu::symbol_ref(symbol), count, offset, kind);
}
template <class T>
inline hipError_t hipMemcpyFromSymbol(void*, const T&&, size_t, size_t = 0,
                                      hipMemcpyKind = hipMemcpyDeviceToHost) {
  return ::xlate_cpu::invalid_symbol();
}
template <class T>
inline hipError_t hipMemcpyToSymbolAsync(const T& symbol, const void* src, size_t count, size_t offset,
                                         hipMemcpyKind kind, hipStream_t stream = 0) {
  return hipMemcpyToSymbolAsync(::xlate_cpu::symbol_ref(symbol), src, count, offset, kind, stream);
}
template <class T>
inline hipError_t hipMemcpyToSymbolAsync(const T&&, const void*, size_t, size_t, hipMemcpyKind,
                                         hipStream_t = 0) {
  return ::xlate_cpu::invalid_symbol();
}
template <class T>
inline hipError_t hipMemcpyFromSymbolAsync(void* dst, const T& symbol, size_t count, size_t offset,
                                           hipMemcpyKind kind, hipStream_t stream = 0) {
  return hipMemcpyFromSymbolAsync(dst, ::xlate_cpu::symbol_ref(symbol), count, offset, kind, stream);
}
template <class T>
inline hipError_t hipMemcpyFromSymbolAsync(void*, const T&&, size_t, size_t, hipMemcpyKind, hipStream_t = 0) {
  return ::xlate_cpu::invalid_symbol();
}
template <class T>
inline hipError_t hipGetSymbolAddress(void** devPtr, const T& symbol) {
  return hipGetSymbolAddress(devPtr, ::xlate_cpu::symbol_ref(symbol));
}
template <class T>
inline hipError_t hipGetSymbolAddress(void**, const T&&) {
  return ::xlate_cpu::invalid_symbol();
}
// HIP's C form looks the address up among the registered device variables; this backend keeps no such
// registry, so only the forms that carry the variable (and so its size) exist.
hipError_t hipGetSymbolSize(size_t* size, const void* symbol) __attribute__((unavailable(
    "xlate cpu backend: hipGetSymbolSize with a const void* symbol is not supported; pass the variable itself")));
template <class T>
inline hipError_t hipGetSymbolSize(size_t* size, const T& symbol) {
  return hipGetSymbolSize(size, ::xlate_cpu::symbol_ref(symbol));
}
template <class T>
inline hipError_t hipGetSymbolSize(size_t*, const T&&) {
  return ::xlate_cpu::invalid_symbol();
}
#endif  // __cplusplus
