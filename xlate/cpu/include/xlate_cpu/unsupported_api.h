// xlate CPU backend: the HIP API this backend lacks, included by hip/hip_runtime_api.h at this
// point (its types and the runtime functions it declares above are in scope).
#pragma once

// ---------------------------------------------------------------- what the cpu backend lacks
// HIP functions the translator may emit that this backend does not implement. They compile (the cpu
// target builds what gfx942 builds: real projects compile code paths they only take on some devices,
// e.g. ggml's virtual-memory pool, used only where the device attribute says so), and a call does
// nothing but return hipErrorNotSupported, recorded as the thread's last error, with one line on stderr
// naming the function (xlate_cpu_not_supported) — never a link error or a silent success. Their handle
// and parameter types exist so that declarations of variables still compile.
// Modules, their functions and contexts are implemented (xlate_cpu/modules.h); their handle types are here
// because the declarations below use them.
typedef struct ihipModule_t* hipModule_t;
typedef struct ihipModuleSymbol_t* hipFunction_t;
typedef struct ihipCtx_t* hipCtx_t;
typedef struct __xlate_unsupported_handle* hipMemPool_t;
typedef hipArray_t hipArray_const_t;
typedef struct __xlate_unsupported_handle* hipMipmappedArray_t;
typedef unsigned long long hipSurfaceObject_t;
typedef unsigned long long hipMemGenericAllocationHandle_t;
typedef struct hipUUID_t { char bytes[16]; } hipUUID;
typedef struct hipIpcMemHandle_st { char reserved[64]; } hipIpcMemHandle_t;
typedef struct hipIpcEventHandle_st { char reserved[64]; } hipIpcEventHandle_t;
typedef struct hipLaunchParams_t { char reserved[64]; } hipLaunchParams;
#define hipIpcMemLazyEnablePeerAccess 0x01
// The virtual memory management API's types (HIP's names, fields and values), so that code using it
// where hipDeviceAttributeVirtualMemoryManagementSupported says so compiles; this backend says 0.
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
__XLATE_UNSUPPORTED(hipIpcCloseMemHandle)
__XLATE_UNSUPPORTED(hipIpcGetEventHandle)
__XLATE_UNSUPPORTED(hipIpcGetMemHandle)
__XLATE_UNSUPPORTED(hipIpcOpenEventHandle)
__XLATE_UNSUPPORTED(hipIpcOpenMemHandle)
__XLATE_UNSUPPORTED(hipMallocArray)
__XLATE_UNSUPPORTED(hipFreeArray)
__XLATE_UNSUPPORTED(hipMalloc3D)
__XLATE_UNSUPPORTED(hipMemcpyToArray)
__XLATE_UNSUPPORTED(hipMemcpy2DToArray)
__XLATE_UNSUPPORTED(hipMemcpy2DFromArray)
__XLATE_UNSUPPORTED(hipOccupancyMaxPotentialBlockSizeVariableSMem)
__XLATE_UNSUPPORTED(hipArrayDestroy)
__XLATE_UNSUPPORTED(hipCtxDisablePeerAccess)
__XLATE_UNSUPPORTED(hipCtxEnablePeerAccess)
__XLATE_UNSUPPORTED(hipDeviceGetDefaultMemPool)
__XLATE_UNSUPPORTED(hipDeviceGetMemPool)
__XLATE_UNSUPPORTED(hipDeviceGetP2PAttribute)
__XLATE_UNSUPPORTED(hipDeviceGetUuid)
__XLATE_UNSUPPORTED(hipDeviceSetMemPool)
__XLATE_UNSUPPORTED(hipDrvPointerGetAttributes)
__XLATE_UNSUPPORTED(hipGetChannelDesc)
__XLATE_UNSUPPORTED(hipGraphAddChildGraphNode)
__XLATE_UNSUPPORTED(hipGraphAddMemcpyNode)
__XLATE_UNSUPPORTED(hipGraphAddMemcpyNodeFromSymbol)
__XLATE_UNSUPPORTED(hipGraphAddMemcpyNodeToSymbol)
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
__XLATE_UNSUPPORTED(hipGraphExecMemcpyNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphExecMemcpyNodeSetParams1D)
__XLATE_UNSUPPORTED(hipGraphExecMemsetNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphGetEdges)
__XLATE_UNSUPPORTED(hipGraphHostNodeGetParams)
__XLATE_UNSUPPORTED(hipGraphHostNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphMemcpyNodeGetParams)
__XLATE_UNSUPPORTED(hipGraphMemcpyNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphMemcpyNodeSetParams1D)
__XLATE_UNSUPPORTED(hipGraphMemsetNodeGetParams)
__XLATE_UNSUPPORTED(hipGraphMemsetNodeSetParams)
__XLATE_UNSUPPORTED(hipGraphNodeFindInClone)
__XLATE_UNSUPPORTED(hipGraphNodeGetDependentNodes)
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
__XLATE_UNSUPPORTED(hipPointerGetAttribute)
__XLATE_UNSUPPORTED(hipStreamWaitValue32)
__XLATE_UNSUPPORTED(hipStreamWriteValue32)
__XLATE_UNSUPPORTED(hipStreamWriteValue64)
__XLATE_UNSUPPORTED(hipTexObjectDestroy)
__XLATE_UNSUPPORTED(hipStreamWaitValue64)
__XLATE_UNSUPPORTED(hipMemPoolCreate)
__XLATE_UNSUPPORTED(hipMemGetAllocationGranularity)
__XLATE_UNSUPPORTED(hipMemCreate)
__XLATE_UNSUPPORTED(hipMemMap)
__XLATE_UNSUPPORTED(hipMemUnmap)
__XLATE_UNSUPPORTED(hipMemRelease)
__XLATE_UNSUPPORTED(hipMemAddressReserve)
__XLATE_UNSUPPORTED(hipMemAddressFree)
__XLATE_UNSUPPORTED(hipMemSetAccess)
__XLATE_UNSUPPORTED(hipCreateSurfaceObject)
__XLATE_UNSUPPORTED(hipDestroySurfaceObject)
__XLATE_UNSUPPORTED(hipTexObjectCreate)
__XLATE_UNSUPPORTED(hipArrayCreate)
__XLATE_UNSUPPORTED(hipArray3DCreate)
__XLATE_UNSUPPORTED(hipFreeMipmappedArray)
__XLATE_UNSUPPORTED(hipMallocMipmappedArray)
