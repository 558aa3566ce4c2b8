// xlate CPU backend: enumerations and flag macros of HIP's runtime and driver API that the cpu backend
// does not implement (compute modes, memory-pool and range attributes, external memory handle types,
// JIT options, graph debug flags, driver array formats and attributes, ...), with HIP 7.2's names and
// numeric values, so that code using them compiles as it does for gfx942 and a value passed to a
// function of unsupported_api.h is the one HIP defines. Included by hip/hip_runtime_api.h.
#pragma once

typedef enum HIPaddress_mode_enum {
  HIP_TR_ADDRESS_MODE_WRAP = 0,
  HIP_TR_ADDRESS_MODE_CLAMP = 1,
  HIP_TR_ADDRESS_MODE_MIRROR = 2,
  HIP_TR_ADDRESS_MODE_BORDER = 3,
} HIPaddress_mode;

typedef enum HIPfilter_mode_enum {
  HIP_TR_FILTER_MODE_POINT = 0,
  HIP_TR_FILTER_MODE_LINEAR = 1,
} HIPfilter_mode;

typedef enum HIPresourceViewFormat_enum {
  HIP_RES_VIEW_FORMAT_NONE = 0,
  HIP_RES_VIEW_FORMAT_UINT_1X8 = 1,
  HIP_RES_VIEW_FORMAT_UINT_2X8 = 2,
  HIP_RES_VIEW_FORMAT_UINT_4X8 = 3,
  HIP_RES_VIEW_FORMAT_SINT_1X8 = 4,
  HIP_RES_VIEW_FORMAT_SINT_2X8 = 5,
  HIP_RES_VIEW_FORMAT_SINT_4X8 = 6,
  HIP_RES_VIEW_FORMAT_UINT_1X16 = 7,
  HIP_RES_VIEW_FORMAT_UINT_2X16 = 8,
  HIP_RES_VIEW_FORMAT_UINT_4X16 = 9,
  HIP_RES_VIEW_FORMAT_SINT_1X16 = 10,
  HIP_RES_VIEW_FORMAT_SINT_2X16 = 11,
  HIP_RES_VIEW_FORMAT_SINT_4X16 = 12,
  HIP_RES_VIEW_FORMAT_UINT_1X32 = 13,
  HIP_RES_VIEW_FORMAT_UINT_2X32 = 14,
  HIP_RES_VIEW_FORMAT_UINT_4X32 = 15,
  HIP_RES_VIEW_FORMAT_SINT_1X32 = 16,
  HIP_RES_VIEW_FORMAT_SINT_2X32 = 17,
  HIP_RES_VIEW_FORMAT_SINT_4X32 = 18,
  HIP_RES_VIEW_FORMAT_FLOAT_1X16 = 19,
  HIP_RES_VIEW_FORMAT_FLOAT_2X16 = 20,
  HIP_RES_VIEW_FORMAT_FLOAT_4X16 = 21,
  HIP_RES_VIEW_FORMAT_FLOAT_1X32 = 22,
  HIP_RES_VIEW_FORMAT_FLOAT_2X32 = 23,
  HIP_RES_VIEW_FORMAT_FLOAT_4X32 = 24,
  HIP_RES_VIEW_FORMAT_UNSIGNED_BC1 = 25,
  HIP_RES_VIEW_FORMAT_UNSIGNED_BC2 = 26,
  HIP_RES_VIEW_FORMAT_UNSIGNED_BC3 = 27,
  HIP_RES_VIEW_FORMAT_UNSIGNED_BC4 = 28,
  HIP_RES_VIEW_FORMAT_SIGNED_BC4 = 29,
  HIP_RES_VIEW_FORMAT_UNSIGNED_BC5 = 30,
  HIP_RES_VIEW_FORMAT_SIGNED_BC5 = 31,
  HIP_RES_VIEW_FORMAT_UNSIGNED_BC6H = 32,
  HIP_RES_VIEW_FORMAT_SIGNED_BC6H = 33,
  HIP_RES_VIEW_FORMAT_UNSIGNED_BC7 = 34,
} HIPresourceViewFormat;

typedef enum HIPresourcetype_enum {
  HIP_RESOURCE_TYPE_ARRAY = 0,
  HIP_RESOURCE_TYPE_MIPMAPPED_ARRAY = 1,
  HIP_RESOURCE_TYPE_LINEAR = 2,
  HIP_RESOURCE_TYPE_PITCH2D = 3,
} HIPresourcetype;

typedef enum HIPresourcetype_enum hipResourcetype;

typedef enum hipArray_Format {
  HIP_AD_FORMAT_UNSIGNED_INT8 = 1,
  HIP_AD_FORMAT_UNSIGNED_INT16 = 2,
  HIP_AD_FORMAT_UNSIGNED_INT32 = 3,
  HIP_AD_FORMAT_SIGNED_INT8 = 8,
  HIP_AD_FORMAT_SIGNED_INT16 = 9,
  HIP_AD_FORMAT_SIGNED_INT32 = 10,
  HIP_AD_FORMAT_HALF = 16,
  HIP_AD_FORMAT_FLOAT = 32,
} hipArray_Format;

typedef enum hipDeviceP2PAttr {
  hipDevP2PAttrPerformanceRank = 0,
  hipDevP2PAttrAccessSupported = 1,
  hipDevP2PAttrNativeAtomicSupported = 2,
  hipDevP2PAttrHipArrayAccessSupported = 3,
} hipDeviceP2PAttr;

typedef enum hipDriverEntryPointQueryResult {
  hipDriverEntryPointSuccess = 0,
  hipDriverEntryPointSymbolNotFound = 1,
  hipDriverEntryPointVersionNotSufficent = 2,
} hipDriverEntryPointQueryResult;

typedef enum hipDriverProcAddressQueryResult {
  HIP_GET_PROC_ADDRESS_SUCCESS = 0,
  HIP_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND = 1,
  HIP_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT = 2,
} hipDriverProcAddressQueryResult;

typedef enum hipExternalMemoryHandleType_enum {
  hipExternalMemoryHandleTypeOpaqueFd = 1,
  hipExternalMemoryHandleTypeOpaqueWin32 = 2,
  hipExternalMemoryHandleTypeOpaqueWin32Kmt = 3,
  hipExternalMemoryHandleTypeD3D12Heap = 4,
  hipExternalMemoryHandleTypeD3D12Resource = 5,
  hipExternalMemoryHandleTypeD3D11Resource = 6,
  hipExternalMemoryHandleTypeD3D11ResourceKmt = 7,
  hipExternalMemoryHandleTypeNvSciBuf = 8,
} hipExternalMemoryHandleType;

typedef enum hipExternalSemaphoreHandleType_enum {
  hipExternalSemaphoreHandleTypeOpaqueFd = 1,
  hipExternalSemaphoreHandleTypeOpaqueWin32 = 2,
  hipExternalSemaphoreHandleTypeOpaqueWin32Kmt = 3,
  hipExternalSemaphoreHandleTypeD3D12Fence = 4,
  hipExternalSemaphoreHandleTypeD3D11Fence = 5,
  hipExternalSemaphoreHandleTypeNvSciSync = 6,
  hipExternalSemaphoreHandleTypeKeyedMutex = 7,
  hipExternalSemaphoreHandleTypeKeyedMutexKmt = 8,
  hipExternalSemaphoreHandleTypeTimelineSemaphoreFd = 9,
  hipExternalSemaphoreHandleTypeTimelineSemaphoreWin32 = 10,
} hipExternalSemaphoreHandleType;

typedef enum hipFunction_attribute {
  HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
  HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
  HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2,
  HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
  HIP_FUNC_ATTRIBUTE_NUM_REGS = 4,
  HIP_FUNC_ATTRIBUTE_PTX_VERSION = 5,
  HIP_FUNC_ATTRIBUTE_BINARY_VERSION = 6,
  HIP_FUNC_ATTRIBUTE_CACHE_MODE_CA = 7,
  HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT = 9,
  HIP_FUNC_ATTRIBUTE_MAX = 10,
} hipFunction_attribute;

typedef enum hipGLDeviceList {
  hipGLDeviceListAll = 1,
  hipGLDeviceListCurrentFrame = 2,
  hipGLDeviceListNextFrame = 3,
} hipGLDeviceList;

enum hipGraphDebugDotFlags {
  hipGraphDebugDotFlagsVerbose = 1,
  hipGraphDebugDotFlagsKernelNodeParams = 4,
  hipGraphDebugDotFlagsMemcpyNodeParams = 8,
  hipGraphDebugDotFlagsMemsetNodeParams = 16,
  hipGraphDebugDotFlagsHostNodeParams = 32,
  hipGraphDebugDotFlagsEventNodeParams = 64,
  hipGraphDebugDotFlagsExtSemasSignalNodeParams = 128,
  hipGraphDebugDotFlagsExtSemasWaitNodeParams = 256,
  hipGraphDebugDotFlagsKernelNodeAttributes = 512,
  hipGraphDebugDotFlagsHandles = 1024,
};

typedef enum hipGraphInstantiateResult {
  hipGraphInstantiateSuccess = 0,
  hipGraphInstantiateError = 1,
  hipGraphInstantiateInvalidStructure = 2,
  hipGraphInstantiateNodeOperationNotSupported = 3,
  hipGraphInstantiateMultipleDevicesNotSupported = 4,
} hipGraphInstantiateResult;

typedef enum hipGraphMemAttributeType {
  hipGraphMemAttrUsedMemCurrent = 0,
  hipGraphMemAttrUsedMemHigh = 1,
  hipGraphMemAttrReservedMemCurrent = 2,
  hipGraphMemAttrReservedMemHigh = 3,
} hipGraphMemAttributeType;

typedef enum hipGraphicsRegisterFlags {
  hipGraphicsRegisterFlagsNone = 0,
  hipGraphicsRegisterFlagsReadOnly = 1,
  hipGraphicsRegisterFlagsWriteDiscard = 2,
  hipGraphicsRegisterFlagsSurfaceLoadStore = 4,
  hipGraphicsRegisterFlagsTextureGather = 8,
} hipGraphicsRegisterFlags;

typedef enum hipJitInputType {
  hipJitInputCubin = 0,
  hipJitInputPtx = 1,
  hipJitInputFatBinary = 2,
  hipJitInputObject = 3,
  hipJitInputLibrary = 4,
  hipJitInputNvvm = 5,
  hipJitNumLegacyInputTypes = 6,
  hipJitInputLLVMBitcode = 100,
  hipJitInputLLVMBundledBitcode = 101,
  hipJitInputLLVMArchivesOfBundledBitcode = 102,
  hipJitInputSpirv = 103,
  hipJitNumInputTypes = 10,
} hipJitInputType;

typedef enum hipJitOption {
  hipJitOptionMaxRegisters = 0,
  hipJitOptionThreadsPerBlock = 1,
  hipJitOptionWallTime = 2,
  hipJitOptionInfoLogBuffer = 3,
  hipJitOptionInfoLogBufferSizeBytes = 4,
  hipJitOptionErrorLogBuffer = 5,
  hipJitOptionErrorLogBufferSizeBytes = 6,
  hipJitOptionOptimizationLevel = 7,
  hipJitOptionTargetFromContext = 8,
  hipJitOptionTarget = 9,
  hipJitOptionFallbackStrategy = 10,
  hipJitOptionGenerateDebugInfo = 11,
  hipJitOptionLogVerbose = 12,
  hipJitOptionGenerateLineInfo = 13,
  hipJitOptionCacheMode = 14,
  hipJitOptionSm3xOpt = 15,
  hipJitOptionFastCompile = 16,
  hipJitOptionGlobalSymbolNames = 17,
  hipJitOptionGlobalSymbolAddresses = 18,
  hipJitOptionGlobalSymbolCount = 19,
  hipJitOptionLto = 20,
  hipJitOptionFtz = 21,
  hipJitOptionPrecDiv = 22,
  hipJitOptionPrecSqrt = 23,
  hipJitOptionFma = 24,
  hipJitOptionPositionIndependentCode = 25,
  hipJitOptionMinCTAPerSM = 26,
  hipJitOptionMaxThreadsPerBlock = 27,
  hipJitOptionOverrideDirectiveValues = 28,
  hipJitOptionNumOptions = 29,
  hipJitOptionIRtoISAOptExt = 10000,
  hipJitOptionIRtoISAOptCountExt = 10001,
} hipJitOption;

typedef enum hipLibraryOption_e {
  hipLibraryHostUniversalFunctionAndDataTable = 0,
  hipLibraryBinaryIsPreserved = 1,
} hipLibraryOption;

typedef enum hipMemPoolAttr {
  hipMemPoolReuseFollowEventDependencies = 1,
  hipMemPoolReuseAllowOpportunistic = 2,
  hipMemPoolReuseAllowInternalDependencies = 3,
  hipMemPoolAttrReleaseThreshold = 4,
  hipMemPoolAttrReservedMemCurrent = 5,
  hipMemPoolAttrReservedMemHigh = 6,
  hipMemPoolAttrUsedMemCurrent = 7,
  hipMemPoolAttrUsedMemHigh = 8,
} hipMemPoolAttr;

typedef enum hipMemRangeAttribute {
  hipMemRangeAttributeReadMostly = 1,
  hipMemRangeAttributePreferredLocation = 2,
  hipMemRangeAttributeAccessedBy = 3,
  hipMemRangeAttributeLastPrefetchLocation = 4,
  hipMemRangeAttributeCoherencyMode = 100,
} hipMemRangeAttribute;

typedef enum hipMemRangeHandleType {
  hipMemRangeHandleTypeDmaBufFd = 1,
  hipMemRangeHandleTypeMax = 2147483647,
} hipMemRangeHandleType;

typedef enum hipMemcpy3DOperandType {
  hipMemcpyOperandTypePointer = 1,
  hipMemcpyOperandTypeArray = 2,
  hipMemcpyOperandTypeMax = 2147483647,
} hipMemcpy3DOperandType;

typedef enum hipMemcpyFlags {
  hipMemcpyFlagDefault = 0,
  hipMemcpyFlagPreferOverlapWithCompute = 1,
} hipMemcpyFlags;

typedef enum hipMemcpySrcAccessOrder {
  hipMemcpySrcAccessOrderInvalid = 0,
  hipMemcpySrcAccessOrderStream = 1,
  hipMemcpySrcAccessOrderDuringApiCall = 2,
  hipMemcpySrcAccessOrderAny = 3,
  hipMemcpySrcAccessOrderMax = 2147483647,
} hipMemcpySrcAccessOrder;

typedef enum hipPointer_attribute {
  HIP_POINTER_ATTRIBUTE_CONTEXT = 1,
  HIP_POINTER_ATTRIBUTE_MEMORY_TYPE = 2,
  HIP_POINTER_ATTRIBUTE_DEVICE_POINTER = 3,
  HIP_POINTER_ATTRIBUTE_HOST_POINTER = 4,
  HIP_POINTER_ATTRIBUTE_P2P_TOKENS = 5,
  HIP_POINTER_ATTRIBUTE_SYNC_MEMOPS = 6,
  HIP_POINTER_ATTRIBUTE_BUFFER_ID = 7,
  HIP_POINTER_ATTRIBUTE_IS_MANAGED = 8,
  HIP_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 9,
  HIP_POINTER_ATTRIBUTE_IS_LEGACY_HIP_IPC_CAPABLE = 10,
  HIP_POINTER_ATTRIBUTE_RANGE_START_ADDR = 11,
  HIP_POINTER_ATTRIBUTE_RANGE_SIZE = 12,
  HIP_POINTER_ATTRIBUTE_MAPPED = 13,
  HIP_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES = 14,
  HIP_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE = 15,
  HIP_POINTER_ATTRIBUTE_ACCESS_FLAGS = 16,
  HIP_POINTER_ATTRIBUTE_MEMPOOL_HANDLE = 17,
} hipPointer_attribute;

typedef enum hipStreamBatchMemOpType {
  hipStreamMemOpWaitValue32 = 1,
  hipStreamMemOpWriteValue32 = 2,
  hipStreamMemOpWaitValue64 = 4,
  hipStreamMemOpWriteValue64 = 5,
  hipStreamMemOpBarrier = 6,
  hipStreamMemOpFlushRemoteWrites = 3,
} hipStreamBatchMemOpType;

typedef enum hipStreamUpdateCaptureDependenciesFlags {
  hipStreamAddCaptureDependencies = 0,
  hipStreamSetCaptureDependencies = 1,
} hipStreamUpdateCaptureDependenciesFlags;

enum hipSurfaceBoundaryMode {
  hipBoundaryModeZero = 0,
  hipBoundaryModeTrap = 1,
  hipBoundaryModeClamp = 2,
};

typedef enum hipUserObjectFlags {
  hipUserObjectNoDestructorSync = 1,
} hipUserObjectFlags;

typedef enum hipUserObjectRetainFlags {
  hipGraphUserObjectMove = 1,
} hipUserObjectRetainFlags;

#define HIP_IPC_HANDLE_SIZE 64
#define HIP_LAUNCH_PARAM_BUFFER_POINTER ( ( void * ) 0x01 )
#define HIP_LAUNCH_PARAM_BUFFER_SIZE ( ( void * ) 0x02 )
#define HIP_LAUNCH_PARAM_END ( ( void * ) 0x03 )
#define HIP_TRSA_OVERRIDE_FORMAT 0x01
#define HIP_TRSF_NORMALIZED_COORDINATES 0x02
#define HIP_TRSF_READ_AS_INTEGER 0x01
#define HIP_TRSF_SRGB 0x10
#define hipArrayCubemap 0x04
#define hipArrayDefault 0x00
#define hipArrayLayered 0x01
#define hipArraySurfaceLoadStore 0x02
#define hipArrayTextureGather 0x08
#define hipCooperativeLaunchMultiDeviceNoPostSync 0x02
#define hipCooperativeLaunchMultiDeviceNoPreSync 0x01
#define hipDeviceLmemResizeToMax 0x10
#define hipDeviceScheduleMask 0x7
#define hipEnableDefault 0x0
#define hipEnableLegacyStream 0x1
#define hipEnablePerThreadDefaultStream 0x2
#define hipExternalMemoryDedicated 0x1
#define hipKernelNodeAttributeAccessPolicyWindow hipLaunchAttributeAccessPolicyWindow
#define hipKernelNodeAttributeCooperative hipLaunchAttributeCooperative
#define hipKernelNodeAttributePriority hipLaunchAttributePriority
#define hipStreamAttributeAccessPolicyWindow hipLaunchAttributeAccessPolicyWindow
#define hipStreamAttributePriority hipLaunchAttributePriority
#define hipStreamAttributeSynchronizationPolicy hipLaunchAttributeSynchronizationPolicy
// hipStreamWaitValue32/64's comparisons
#define hipStreamWaitValueGte 0x0
#define hipStreamWaitValueEq 0x1
#define hipStreamWaitValueAnd 0x2
#define hipStreamWaitValueNor 0x3
