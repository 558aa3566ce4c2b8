// xlate CPU backend: the HIP host API (types, enums with HIP's values, C functions).
// The functions are implemented in libxlate_hipcpu.so with the C names HIP uses.
#pragma once
#include <limits.h>  // CUDA's driver_types.h includes <limits.h> and <stddef.h>: C code includes
#include <stddef.h>  // cuda_runtime_api.h and uses INT_MAX (BART's blas.c), as HIP's headers also allow
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
  hipErrorIllegalState = 401,
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
  hipErrorStreamCaptureUnsupported = 900,
  hipErrorStreamCaptureInvalidated = 901,
  hipErrorStreamCaptureMerge = 902,
  hipErrorStreamCaptureUnmatched = 903,
  hipErrorStreamCaptureUnjoined = 904,
  hipErrorStreamCaptureIsolation = 905,
  hipErrorStreamCaptureImplicit = 906,
  hipErrorCapturedEvent = 907,
  hipErrorStreamCaptureWrongThread = 908,
  hipErrorGraphExecUpdateFailure = 910,
  hipErrorUnknown = 999,
#include "xlate_cpu/error_values.h"  // HIP's other error values
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
  hipDeviceAttributePciDomainId,
  hipDeviceAttributePciDomainID = hipDeviceAttributePciDomainId,  // HIP 7.2 keeps the old spelling too
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
// cudaEventRecordWithFlags / cudaStreamWaitEvent flags (HIP's values); external nodes only matter in graphs
#define hipEventRecordDefault 0x00
#define hipEventRecordExternal 0x01
#define hipEventWaitDefault 0x00
#define hipEventWaitExternal 0x01
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
// hipHostRegister's flags (HIP 7.2's values). Host memory is device memory on this backend, so every
// registration succeeds whatever the flags say (hipHostRegister in memory.cpp).
#define hipHostRegisterDefault 0x0
#define hipHostRegisterPortable 0x1
#define hipHostRegisterMapped 0x2
#define hipHostRegisterIoMemory 0x4
#define hipHostRegisterReadOnly 0x08
#define hipMemAttachGlobal 0x01
#define hipMemAttachHost 0x02
#define hipMemAttachSingle 0x04
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

#include "xlate_cpu/copy_types.h"  // HIP's 3-D copy types, make_hip* and compute modes (C and C++)
#include "xlate_cpu/api_enums.h"  // HIP's enumerations and flags of what the cpu backend lacks (C and C++)
typedef void* hipDeviceptr_t;  // the driver API's device addresses (C and C++)

#ifdef __cplusplus
struct dim3 {
  uint32_t x, y, z;
  constexpr dim3(uint32_t _x = 1, uint32_t _y = 1, uint32_t _z = 1) : x(_x), y(_y), z(_z) {}
  constexpr dim3(const __xlate_uint3& u) : x(u.x), y(u.y), z(u.z) {}
};
extern "C" {
#else
// C translation units (host code compiled by gcc/clang as C, as CUDA's cuda_runtime_api.h allows):
// the same three members and layout, so the extern "C" entry points below take it by value alike.
typedef struct dim3 {
  uint32_t x, y, z;
} dim3;
#endif

const char* hipGetErrorString(hipError_t error);
const char* hipGetErrorName(hipError_t error);
hipError_t hipGetLastError(void);
hipError_t hipPeekAtLastError(void);

hipError_t hipInit(unsigned int flags);
hipError_t hipDriverGetVersion(int* version);
hipError_t hipRuntimeGetVersion(int* version);
// the runtime's own HIP functions by their HIP names ("hipMalloc"); a name it does not export is not found
hipError_t hipGetProcAddress(const char* symbol, void** pfn, int hipVersion, uint64_t flags,
                             hipDriverProcAddressQueryResult* symbolStatus);
hipError_t hipGetDriverEntryPoint(const char* symbol, void** funcPtr, unsigned long long flags,
                                  hipDriverEntryPointQueryResult* driverStatus);
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
hipError_t hipMallocManaged(void** ptr, size_t size, unsigned int flags __XLATE_DEFAULT(hipMemAttachGlobal));
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
                          hipStream_t stream __XLATE_DEFAULT(0));
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
// 3-D copies between pitched allocations (hipArray_t, which this backend lacks, gives
// hipErrorNotSupported); the peer forms take this backend's one device on both sides.
hipError_t hipMemcpy3D(const hipMemcpy3DParms* p);
hipError_t hipMemcpy3DAsync(const hipMemcpy3DParms* p, hipStream_t stream __XLATE_DEFAULT(0));
hipError_t hipMemcpy3DPeer(hipMemcpy3DPeerParms* p);
hipError_t hipMemcpy3DPeerAsync(hipMemcpy3DPeerParms* p, hipStream_t stream __XLATE_DEFAULT(0));
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
                                   unsigned int flags __XLATE_DEFAULT(hipMemAttachSingle));

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
hipError_t hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int* numBlocks, const void* func, int blockSize, size_t dynSharedMemPerBlk,
    unsigned int flags __XLATE_DEFAULT(hipOccupancyDefault));
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
// The value types of the launch attributes HIP 7.2 declares (its hip_runtime_api.h: same names, members
// and values), so that code filling any member of hipLaunchAttributeValue compiles here; the cpu runtime
// supports only the attributes launch_config_cooperative (below) accepts.
typedef enum hipAccessProperty {
  hipAccessPropertyNormal = 0,
  hipAccessPropertyStreaming = 1,
  hipAccessPropertyPersisting = 2,
} hipAccessProperty;
typedef struct hipAccessPolicyWindow {
  void* base_ptr;
  hipAccessProperty hitProp;
  float hitRatio;
  hipAccessProperty missProp;
  size_t num_bytes;
} hipAccessPolicyWindow;
typedef struct hipLaunchMemSyncDomainMap {
  unsigned char default_;
  unsigned char remote;
} hipLaunchMemSyncDomainMap;
typedef enum hipLaunchMemSyncDomain {
  hipLaunchMemSyncDomainDefault = 0,
  hipLaunchMemSyncDomainRemote = 1
} hipLaunchMemSyncDomain;
typedef enum hipSynchronizationPolicy {
  hipSyncPolicyAuto = 1,
  hipSyncPolicySpin = 2,
  hipSyncPolicyYield = 3,
  hipSyncPolicyBlockingSync = 4
} hipSynchronizationPolicy;
typedef enum hipLaunchAttributeID {
  hipLaunchAttributeAccessPolicyWindow = 1,
  hipLaunchAttributeCooperative = 2,
  hipLaunchAttributeSynchronizationPolicy = 3,
  // CUDA's cudaLaunchAttributeProgrammaticStreamSerialization (programmatic dependent launch), with
  // CUDA's value, under the name later HIP releases give it (HIP 7.2 has none): it allows a kernel to
  // start before the previous one in its stream has finished. Honouring full stream order is a valid
  // execution of such a launch, so the cpu runtime accepts it and changes nothing.
  hipLaunchAttributeProgrammaticStreamSerialization = 6,
  hipLaunchAttributePriority = 8,
  hipLaunchAttributeMemSyncDomainMap = 9,
  hipLaunchAttributeMemSyncDomain = 10,
  hipLaunchAttributeMax
} hipLaunchAttributeID;
typedef union hipLaunchAttributeValue {
  char pad[64];
  hipAccessPolicyWindow accessPolicyWindow;
  int cooperative;
  int programmaticStreamSerializationAllowed;
  int priority;
  hipSynchronizationPolicy syncPolicy;
  hipLaunchMemSyncDomainMap memSyncDomainMap;
  hipLaunchMemSyncDomain memSyncDomain;
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
// The cooperative flag of a hipLaunchConfig_t (priority, synchronization policy and programmatic stream
// serialization are accepted and have no effect here; other attributes are not supported): user code
// (hip_runtime.h's hipLaunchKernelEx) and the runtime (hipLaunchKernelExC) read it the same way.
namespace xlate_cpu {
inline int launch_config_cooperative(const hipLaunchConfig_t* config, hipError_t* err) {
  int coop = 0;
  *err = hipSuccess;
  for (unsigned i = 0; i < config->numAttrs; ++i) {
    const hipLaunchAttribute& a = config->attrs[i];
    if (a.id == hipLaunchAttributeCooperative)
      coop = a.val.cooperative != 0;
    else if (a.id != hipLaunchAttributePriority && a.id != hipLaunchAttributeSynchronizationPolicy &&
             a.id != hipLaunchAttributeProgrammaticStreamSerialization)
      *err = hipErrorNotSupported;
  }
  return coop;
}
}  // namespace xlate_cpu

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

// ---------------------------------------------------------------- graphs and stream capture
// (src/graphs.cpp, whose opening comment says what is done and what is not). A capturing stream
// records its operations as the nodes of a graph instead of running them; an executable graph
// replays its nodes on the stream it is launched on, one after another in an order that respects
// their dependencies.
typedef struct __xlate_graph* hipGraph_t;
typedef struct __xlate_graph_exec* hipGraphExec_t;
typedef struct __xlate_graph_node* hipGraphNode_t;
typedef enum hipGraphNodeType {  // HIP 7.2's values
  hipGraphNodeTypeKernel = 0,
  hipGraphNodeTypeMemcpy = 1,
  hipGraphNodeTypeMemset = 2,
  hipGraphNodeTypeHost = 3,
  hipGraphNodeTypeGraph = 4,
  hipGraphNodeTypeEmpty = 5,
  hipGraphNodeTypeWaitEvent = 6,
  hipGraphNodeTypeEventRecord = 7,
  hipGraphNodeTypeExtSemaphoreSignal = 8,
  hipGraphNodeTypeExtSemaphoreWait = 9,
  hipGraphNodeTypeMemAlloc = 10,
  hipGraphNodeTypeMemFree = 11,
  hipGraphNodeTypeMemcpyFromSymbol = 12,
  hipGraphNodeTypeMemcpyToSymbol = 13,
  hipGraphNodeTypeBatchMemOp = 14,
  hipGraphNodeTypeCount
} hipGraphNodeType;
typedef struct hipKernelNodeParams {
  dim3 blockDim;
  void** extra;
  void* func;
  dim3 gridDim;
  void** kernelParams;
  unsigned int sharedMemBytes;
} hipKernelNodeParams;
typedef struct hipMemsetParams {
  void* dst;
  unsigned int elementSize;
  size_t height;
  size_t pitch;
  unsigned int value;
  size_t width;
} hipMemsetParams;
typedef struct hipHostNodeParams {
  hipHostFn_t fn;
  void* userData;
} hipHostNodeParams;
typedef enum hipGraphExecUpdateResult {
  hipGraphExecUpdateSuccess = 0x0,
  hipGraphExecUpdateError = 0x1,
  hipGraphExecUpdateErrorTopologyChanged = 0x2,
  hipGraphExecUpdateErrorNodeTypeChanged = 0x3,
  hipGraphExecUpdateErrorFunctionChanged = 0x4,
  hipGraphExecUpdateErrorParametersChanged = 0x5,
  hipGraphExecUpdateErrorNotSupported = 0x6,
  hipGraphExecUpdateErrorUnsupportedFunctionChange = 0x7
} hipGraphExecUpdateResult;
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
typedef enum hipGraphInstantiateFlags {
  hipGraphInstantiateFlagAutoFreeOnLaunch = 1,
  hipGraphInstantiateFlagUpload = 2,
  hipGraphInstantiateFlagDeviceLaunch = 4,
  hipGraphInstantiateFlagUseNodePriority = 8,
} hipGraphInstantiateFlags;

extern "C" {
hipError_t hipStreamBeginCapture(hipStream_t stream, hipStreamCaptureMode mode);
hipError_t hipStreamEndCapture(hipStream_t stream, hipGraph_t* pGraph);
hipError_t hipStreamIsCapturing(hipStream_t stream, hipStreamCaptureStatus* pCaptureStatus);
hipError_t hipStreamGetCaptureInfo(hipStream_t stream, hipStreamCaptureStatus* pCaptureStatus,
                                   unsigned long long* pId);
hipError_t hipStreamGetCaptureInfo_v2(hipStream_t stream, hipStreamCaptureStatus* captureStatus_out,
                                      unsigned long long* id_out = 0, hipGraph_t* graph_out = 0,
                                      const hipGraphNode_t** dependencies_out = 0,
                                      size_t* numDependencies_out = 0);
hipError_t hipThreadExchangeStreamCaptureMode(hipStreamCaptureMode* mode);

hipError_t hipGraphCreate(hipGraph_t* pGraph, unsigned int flags);
hipError_t hipGraphDestroy(hipGraph_t graph);
hipError_t hipGraphGetNodes(hipGraph_t graph, hipGraphNode_t* nodes, size_t* numNodes);
hipError_t hipGraphGetRootNodes(hipGraph_t graph, hipGraphNode_t* pRootNodes, size_t* pNumRootNodes);
hipError_t hipGraphNodeGetType(hipGraphNode_t node, hipGraphNodeType* pType);
hipError_t hipGraphNodeGetDependencies(hipGraphNode_t node, hipGraphNode_t* pDependencies,
                                       size_t* pNumDependencies);
hipError_t hipGraphAddDependencies(hipGraph_t graph, const hipGraphNode_t* from, const hipGraphNode_t* to,
                                   size_t numDependencies);
hipError_t hipGraphAddKernelNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                 const hipGraphNode_t* pDependencies, size_t numDependencies,
                                 const hipKernelNodeParams* pNodeParams);
hipError_t hipGraphKernelNodeGetParams(hipGraphNode_t node, hipKernelNodeParams* pNodeParams);
hipError_t hipGraphKernelNodeSetParams(hipGraphNode_t node, const hipKernelNodeParams* pNodeParams);
hipError_t hipGraphAddMemcpyNode1D(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                   const hipGraphNode_t* pDependencies, size_t numDependencies, void* dst,
                                   const void* src, size_t count, hipMemcpyKind kind);
hipError_t hipGraphAddMemsetNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                 const hipGraphNode_t* pDependencies, size_t numDependencies,
                                 const hipMemsetParams* pMemsetParams);
hipError_t hipGraphAddHostNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                               const hipGraphNode_t* pDependencies, size_t numDependencies,
                               const hipHostNodeParams* pNodeParams);
hipError_t hipGraphAddEmptyNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                const hipGraphNode_t* pDependencies, size_t numDependencies);
hipError_t hipGraphAddEventRecordNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                      const hipGraphNode_t* pDependencies, size_t numDependencies,
                                      hipEvent_t event);
hipError_t hipGraphAddEventWaitNode(hipGraphNode_t* pGraphNode, hipGraph_t graph,
                                    const hipGraphNode_t* pDependencies, size_t numDependencies,
                                    hipEvent_t event);

hipError_t hipGraphInstantiate(hipGraphExec_t* pGraphExec, hipGraph_t graph, hipGraphNode_t* pErrorNode,
                               char* pLogBuffer, size_t bufferSize);
hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t* pGraphExec, hipGraph_t graph,
                                        unsigned long long flags);
hipError_t hipGraphLaunch(hipGraphExec_t graphExec, hipStream_t stream);
hipError_t hipGraphUpload(hipGraphExec_t graphExec, hipStream_t stream);
hipError_t hipGraphExecDestroy(hipGraphExec_t graphExec);
hipError_t hipGraphExecUpdate(hipGraphExec_t hGraphExec, hipGraph_t hGraph, hipGraphNode_t* hErrorNode_out,
                              hipGraphExecUpdateResult* updateResult_out);
hipError_t hipGraphExecKernelNodeSetParams(hipGraphExec_t hGraphExec, hipGraphNode_t node,
                                           const hipKernelNodeParams* pNodeParams);
}  // extern "C"

// What this backend lacks (types so that declarations compile; functions that return
// hipErrorNotSupported): xlate_cpu/unsupported_api.h.
#include "xlate_cpu/unsupported_api.h"
#include "xlate_cpu/textures.h"  // texture objects on linear and pitch-2D memory
#include "xlate_cpu/api_types.h"  // HIP's types of what the cpu backend lacks
#include "xlate_cpu/modules.h"  // modules (code images of xlate's hipRTC) and contexts

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
inline hipError_t hipHostMalloc(T** ptr, size_t size, unsigned int flags = hipHostMallocDefault) {
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
