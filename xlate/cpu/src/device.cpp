// xlate CPU backend: the emulated device. One device (0) with the host's memory and one
// multiprocessor per worker thread; its properties and attributes, limits, flags and the rest of the
// device API.

#include <dlfcn.h>
#include <strings.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "streams.h"

using namespace xlate_rt;

namespace {

std::atomic<unsigned> g_device_flags{0};
std::atomic<size_t> g_printf_fifo{1 << 20};
std::atomic<size_t> g_heap_size{8 << 20};

}  // namespace

extern "C" {

hipError_t hipInit(unsigned int flags) { return flags ? ret(hipErrorInvalidValue) : hipSuccess; }
hipError_t hipDriverGetVersion(int* v) {
  if (!v) return ret(hipErrorInvalidValue);
  *v = HIP_VERSION;
  return hipSuccess;
}
hipError_t hipRuntimeGetVersion(int* v) { return hipDriverGetVersion(v); }

// Lookups by HIP name: the functions this library exports (dlsym on its own handle, so a program that
// loaded it privately finds them too). Only hip* names; versions and flags as HIP's lookups take them.
static void* own_hip_function(const char* symbol) {
  if (symbol == nullptr || std::strncmp(symbol, "hip", 3) != 0) return nullptr;
  Dl_info info;
  if (dladdr(reinterpret_cast<void*>(&hipGetProcAddress), &info) == 0 || info.dli_fname == nullptr) return nullptr;
  void* self = dlopen(info.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
  if (self == nullptr) return nullptr;
  void* fn = dlsym(self, symbol);
  dlclose(self);
  return fn;
}
hipError_t hipGetProcAddress(const char* symbol, void** pfn, int hipVersion, uint64_t flags,
                             hipDriverProcAddressQueryResult* symbolStatus) {
  if (symbol == nullptr || pfn == nullptr || hipVersion < 0 || flags != 0) return ret(hipErrorInvalidValue);
  *pfn = own_hip_function(symbol);
  if (symbolStatus) *symbolStatus = *pfn ? HIP_GET_PROC_ADDRESS_SUCCESS : HIP_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
  return hipSuccess;  // as HIP documents it: the status says whether it was found (no error recorded)
}
hipError_t hipGetDriverEntryPoint(const char* symbol, void** funcPtr, unsigned long long flags,
                                  hipDriverEntryPointQueryResult* driverStatus) {
  if (symbol == nullptr || funcPtr == nullptr || flags > hipEnablePerThreadDefaultStream)
    return ret(hipErrorInvalidValue);
  *funcPtr = own_hip_function(symbol);
  if (driverStatus) *driverStatus = *funcPtr ? hipDriverEntryPointSuccess : hipDriverEntryPointSymbolNotFound;
  return hipSuccess;
}
hipError_t hipGetDeviceCount(int* count) {
  if (!count) return ret(hipErrorInvalidValue);
  *count = 1;
  return hipSuccess;
}
hipError_t hipSetDevice(int device) { return device == 0 ? hipSuccess : ret(hipErrorInvalidDevice); }
hipError_t hipGetDevice(int* device) {
  if (!device) return ret(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}
hipError_t hipSetDeviceFlags(unsigned flags) {
  if (flags & ~0x1fu) return ret(hipErrorInvalidValue);
  g_device_flags = flags;
  return hipSuccess;
}
hipError_t hipDeviceSynchronize(void) {
  wait_all();
  return hipSuccess;
}
hipError_t hipDeviceSetCacheConfig(hipFuncCache_t) { return hipSuccess; }
hipError_t hipDeviceSetSharedMemConfig(hipSharedMemConfig) { return hipSuccess; }

hipError_t hipGetDeviceProperties(hipDeviceProp_t* p, int device) {
  if (!p) return ret(hipErrorInvalidValue);
  if (device != 0) return ret(hipErrorInvalidDevice);
  memset(p, 0, sizeof *p);
  const int ws = current_warp_size();
  snprintf(p->name, sizeof p->name, "xlate CPU backend (wave%d)", ws);
  snprintf(p->gcnArchName, sizeof p->gcnArchName, "xlate-cpu-wave%d", ws);
  p->totalGlobalMem = device_memory_bytes();
  p->sharedMemPerBlock = kMaxShared;
  p->sharedMemPerBlockOptin = kMaxShared;
  p->sharedMemPerMultiprocessor = kMaxShared;
  p->maxSharedMemoryPerMultiProcessor = kMaxShared;
  p->regsPerBlock = 65536;
  p->regsPerMultiprocessor = 65536;
  p->warpSize = ws;
  p->memPitch = SIZE_MAX;
  p->maxThreadsPerBlock = kMaxThreads;
  p->maxThreadsDim[0] = p->maxThreadsDim[1] = p->maxThreadsDim[2] = 1024;
  p->maxGridSize[0] = 2147483647;
  p->maxGridSize[1] = p->maxGridSize[2] = 65536;
  p->clockRate = 1000000;
  p->memoryClockRate = 1000000;
  p->memoryBusWidth = 64;
  p->totalConstMem = 64 * 1024;
  p->major = 9;
  p->minor = 4;
  p->multiProcessorCount = worker_count();
  p->l2CacheSize = 4 * 1024 * 1024;
  p->maxThreadsPerMultiProcessor = kMaxThreads;
  p->maxBlocksPerMultiProcessor = 1;
  p->concurrentKernels = 1;
  p->canMapHostMemory = 1;
  p->integrated = 1;
  p->cooperativeLaunch = 1;
  p->managedMemory = 1;
  p->concurrentManagedAccess = 1;
  p->pageableMemoryAccess = 1;
  p->unifiedAddressing = 1;
  p->asyncEngineCount = 1;
  p->hostNativeAtomicSupported = 1;
  p->directManagedMemAccessFromHost = 1;
  p->textureAlignment = 256;
  p->texturePitchAlignment = 256;
  return hipSuccess;
}

hipError_t hipDeviceGetAttribute(int* value, hipDeviceAttribute_t attr, int device) {
  if (!value) return ret(hipErrorInvalidValue);
  hipDeviceProp_t p;
  if (hipError_t e = hipGetDeviceProperties(&p, device); e != hipSuccess) return e;
  const auto clamp = [](size_t v) { return static_cast<int>(std::min<size_t>(v, INT32_MAX)); };
  int v = 0;
  switch (attr) {
    // what the emulated device has
    case hipDeviceAttributeWarpSize: v = p.warpSize; break;
    case hipDeviceAttributeMaxThreadsPerBlock: v = p.maxThreadsPerBlock; break;
    case hipDeviceAttributeMaxBlockDimX:
    case hipDeviceAttributeMaxBlockDimY:
    case hipDeviceAttributeMaxBlockDimZ: v = 1024; break;
    case hipDeviceAttributeMaxThreadsDim: v = 1024; break;
    case hipDeviceAttributeMaxGridDimX: v = p.maxGridSize[0]; break;
    case hipDeviceAttributeMaxGridDimY:
    case hipDeviceAttributeMaxGridDimZ: v = p.maxGridSize[1]; break;
    case hipDeviceAttributeMaxSharedMemoryPerBlock:
    case hipDeviceAttributeSharedMemPerBlockOptin:
    case hipDeviceAttributeSharedMemPerMultiprocessor:
    case hipDeviceAttributeMaxSharedMemoryPerMultiprocessor: v = static_cast<int>(kMaxShared); break;
    case hipDeviceAttributeReservedSharedMemPerBlock: v = 0; break;
    case hipDeviceAttributeMultiprocessorCount:
    case hipDeviceAttributePhysicalMultiProcessorCount: v = p.multiProcessorCount; break;
    case hipDeviceAttributeComputeCapabilityMajor: v = p.major; break;
    case hipDeviceAttributeComputeCapabilityMinor: v = p.minor; break;
    case hipDeviceAttributeClockRate:
    case hipDeviceAttributeClockInstructionRate: v = p.clockRate; break;
    case hipDeviceAttributeWallClockRate: v = 1000000; break;  // kHz of wall_clock64 (ns ticks)
    case hipDeviceAttributeMemoryClockRate: v = p.memoryClockRate; break;
    case hipDeviceAttributeMemoryBusWidth: v = p.memoryBusWidth; break;
    case hipDeviceAttributeMaxThreadsPerMultiProcessor: v = p.maxThreadsPerMultiProcessor; break;
    case hipDeviceAttributeMaxBlocksPerMultiProcessor: v = p.maxBlocksPerMultiProcessor; break;
    case hipDeviceAttributeL2CacheSize: v = p.l2CacheSize; break;
    case hipDeviceAttributeMaxRegistersPerBlock:
    case hipDeviceAttributeMaxRegistersPerMultiprocessor: v = p.regsPerBlock; break;
    case hipDeviceAttributeMaxAvailableVgprsPerThread: v = 512; break;
    case hipDeviceAttributeTotalConstantMemory: v = clamp(p.totalConstMem); break;
    case hipDeviceAttributeTotalGlobalMem: v = clamp(p.totalGlobalMem); break;
    case hipDeviceAttributeMaxPitch: v = INT32_MAX; break;
    case hipDeviceAttributeTextureAlignment:
    case hipDeviceAttributeTexturePitchAlignment:
    case hipDeviceAttributeSurfaceAlignment: v = 256; break;
    case hipDeviceAttributeAsyncEngineCount: v = p.asyncEngineCount; break;
    case hipDeviceAttributeComputeMode: v = 0; break;  // default
    case hipDeviceAttributeNumberOfXccs: v = 1; break;
    case hipDeviceAttributeSingleToDoublePrecisionPerfRatio: v = 1; break;
    case hipDeviceAttributeHostNumaId: v = -1; break;
    // capabilities the host provides (one memory, coherent atomics)
    case hipDeviceAttributeCooperativeLaunch:
    case hipDeviceAttributeManagedMemory:
    case hipDeviceAttributeConcurrentManagedAccess:
    case hipDeviceAttributePageableMemoryAccess:
    case hipDeviceAttributePageableMemoryAccessUsesHostPageTables:
    case hipDeviceAttributeUnifiedAddressing:
    case hipDeviceAttributeIntegrated:
    case hipDeviceAttributeCanMapHostMemory:
    case hipDeviceAttributeCanUseHostPointerForRegisteredMem:
    case hipDeviceAttributeConcurrentKernels:
    case hipDeviceAttributeDeviceOverlap:
    case hipDeviceAttributeDirectManagedMemAccessFromHost:
    case hipDeviceAttributeHostNativeAtomicSupported:
    case hipDeviceAttributeHostRegisterSupported:
    case hipDeviceAttributeGlobalL1CacheSupported:
    case hipDeviceAttributeLocalL1CacheSupported:
    case hipDeviceAttributeFineGrainSupport: v = 1; break;
    // what it does not have: no ECC, one device, no textures/surfaces/images, no memory pools,
    // no virtual memory management, no preemption or timeouts, no stream priorities
    case hipDeviceAttributeEccEnabled:
    case hipDeviceAttributeCooperativeMultiDeviceLaunch:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedFunc:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedGridDim:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedBlockDim:
    case hipDeviceAttributeCooperativeMultiDeviceUnmatchedSharedMem:
    case hipDeviceAttributeIsMultiGpuBoard:
    case hipDeviceAttributeMultiGpuBoardGroupID:
    case hipDeviceAttributeKernelExecTimeout:
    case hipDeviceAttributeComputePreemptionSupported:
    case hipDeviceAttributeStreamPrioritiesSupported:
    case hipDeviceAttributeTccDriver:
    case hipDeviceAttributeAccessPolicyMaxWindowSize:
    case hipDeviceAttributePersistingL2CacheMaxSize:
    case hipDeviceAttributeLuid:
    case hipDeviceAttributeLuidDeviceNodeMask:
    case hipDeviceAttributePciBusId:
    case hipDeviceAttributePciDeviceId:
    case hipDeviceAttributePciDomainID:
    case hipDeviceAttributePciChipId:
    case hipDeviceAttributeMemoryPoolsSupported:
    case hipDeviceAttributeMemoryPoolSupportedHandleTypes:
    case hipDeviceAttributeVirtualMemoryManagementSupported:
    case hipDeviceAttributeIsLargeBar:
    case hipDeviceAttributeAsicRevision:
    case hipDeviceAttributeCanUseStreamWaitValue:
    case hipDeviceAttributeImageSupport:
    case hipDeviceAttributeMaxSurface1D:
    case hipDeviceAttributeMaxSurface1DLayered:
    case hipDeviceAttributeMaxSurface2D:
    case hipDeviceAttributeMaxSurface2DLayered:
    case hipDeviceAttributeMaxSurface3D:
    case hipDeviceAttributeMaxSurfaceCubemap:
    case hipDeviceAttributeMaxSurfaceCubemapLayered:
    case hipDeviceAttributeMaxTexture1DWidth:
    case hipDeviceAttributeMaxTexture1DLayered:
    case hipDeviceAttributeMaxTexture1DLinear:
    case hipDeviceAttributeMaxTexture1DMipmap:
    case hipDeviceAttributeMaxTexture2DWidth:
    case hipDeviceAttributeMaxTexture2DHeight:
    case hipDeviceAttributeMaxTexture2DGather:
    case hipDeviceAttributeMaxTexture2DLayered:
    case hipDeviceAttributeMaxTexture2DLinear:
    case hipDeviceAttributeMaxTexture2DMipmap:
    case hipDeviceAttributeMaxTexture3DWidth:
    case hipDeviceAttributeMaxTexture3DHeight:
    case hipDeviceAttributeMaxTexture3DDepth:
    case hipDeviceAttributeMaxTexture3DAlt:
    case hipDeviceAttributeMaxTextureCubemap:
    case hipDeviceAttributeMaxTextureCubemapLayered: v = 0; break;
    case hipDeviceAttributeHdpMemFlushCntl:   // pointers to GPU registers: there are none
    case hipDeviceAttributeHdpRegFlushCntl:
    case hipDeviceAttributeUnused1:
    case hipDeviceAttributeUnused2:
    case hipDeviceAttributeUnused3:
    case hipDeviceAttributeUnused4:
    case hipDeviceAttributeUnused5:
    default: return ret(hipErrorInvalidValue);  // what HIP returns for an attribute it lacks
  }
  *value = v;
  return hipSuccess;
}

// ------------------------------------------------------------------ more of HIP 7.2's host API

hipError_t hipGetDeviceFlags(unsigned int* flags) {
  if (!flags) return ret(hipErrorInvalidValue);
  *flags = g_device_flags.load();
  return hipSuccess;
}
hipError_t hipDeviceGet(hipDevice_t* device, int ordinal) {
  if (!device) return ret(hipErrorInvalidValue);
  if (ordinal != 0) return ret(hipErrorInvalidDevice);
  *device = 0;
  return hipSuccess;
}
hipError_t hipDeviceGetName(char* name, int len, hipDevice_t device) {
  if (!name || len <= 0) return ret(hipErrorInvalidValue);
  hipDeviceProp_t p;
  if (hipError_t e = hipGetDeviceProperties(&p, device); e != hipSuccess) return e;
  snprintf(name, static_cast<size_t>(len), "%s", p.name);
  return hipSuccess;
}
hipError_t hipDeviceComputeCapability(int* major, int* minor, hipDevice_t device) {
  if (!major || !minor) return ret(hipErrorInvalidValue);
  if (device != 0) return ret(hipErrorInvalidDevice);
  *major = 9;
  *minor = 4;
  return hipSuccess;
}
hipError_t hipDeviceTotalMem(size_t* bytes, hipDevice_t device) {
  if (!bytes) return ret(hipErrorInvalidValue);
  if (device != 0) return ret(hipErrorInvalidDevice);
  *bytes = device_memory_bytes();
  return hipSuccess;
}
hipError_t hipDeviceGetPCIBusId(char* id, int len, int device) {
  if (!id || len <= 0) return ret(hipErrorInvalidValue);
  if (device != 0) return ret(hipErrorInvalidDevice);
  snprintf(id, static_cast<size_t>(len), "0000:00:00.0");
  return hipSuccess;
}
hipError_t hipDeviceGetByPCIBusId(int* device, const char* id) {
  if (!device || !id) return ret(hipErrorInvalidValue);
  if (strcasecmp(id, "0000:00:00.0") != 0 && strcasecmp(id, "00:00.0") != 0)
    return ret(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}
hipError_t hipChooseDevice(int* device, const hipDeviceProp_t* prop) {
  if (!device || !prop) return ret(hipErrorInvalidValue);
  *device = 0;
  return hipSuccess;
}
hipError_t hipSetValidDevices(int* devices, int len) {
  if (len < 0 || (len > 0 && !devices)) return ret(hipErrorInvalidValue);
  for (int i = 0; i < len; ++i)
    if (devices[i] != 0) return ret(hipErrorInvalidDevice);
  return hipSuccess;
}
hipError_t hipDeviceGetLimit(size_t* value, enum hipLimit_t limit) {
  if (!value) return ret(hipErrorInvalidValue);
  switch (limit) {
    case hipLimitStackSize: *value = stack_bytes(); return hipSuccess;
    case hipLimitPrintfFifoSize: *value = g_printf_fifo.load(); return hipSuccess;
    case hipLimitMallocHeapSize: *value = g_heap_size.load(); return hipSuccess;
    default: return ret(hipErrorUnsupportedLimit);
  }
}
hipError_t hipDeviceSetLimit(enum hipLimit_t limit, size_t value) {
  switch (limit) {
    // The fiber stack is fixed at start-up (XLATE_CPU_STACK_KB); a request within it is met.
    case hipLimitStackSize: return value <= stack_bytes() ? hipSuccess : ret(hipErrorUnsupportedLimit);
    case hipLimitPrintfFifoSize: g_printf_fifo = value; return hipSuccess;   // printf is unbuffered
    case hipLimitMallocHeapSize: g_heap_size = value; return hipSuccess;     // device malloc = host malloc
    default: return ret(hipErrorUnsupportedLimit);
  }
}
hipError_t hipDeviceGetCacheConfig(hipFuncCache_t* c) {
  if (!c) return ret(hipErrorInvalidValue);
  *c = hipFuncCachePreferNone;
  return hipSuccess;
}
hipError_t hipDeviceGetSharedMemConfig(hipSharedMemConfig* c) {
  if (!c) return ret(hipErrorInvalidValue);
  *c = hipSharedMemBankSizeFourByte;
  return hipSuccess;
}
// One device: it has no peers.
hipError_t hipDeviceCanAccessPeer(int* can, int device, int peer) {
  if (!can) return ret(hipErrorInvalidValue);
  if (device != 0 || peer != 0) return ret(hipErrorInvalidDevice);
  *can = 0;
  return hipSuccess;
}
hipError_t hipDeviceEnablePeerAccess(int peer, unsigned int flags) {
  if (flags != 0) return ret(hipErrorInvalidValue);
  // the only device is not its own peer
  return ret(peer == 0 ? hipErrorInvalidDevice : hipErrorInvalidDevice);
}
hipError_t hipDeviceDisablePeerAccess(int peer) {
  return ret(peer == 0 ? hipErrorPeerAccessNotEnabled : hipErrorInvalidDevice);
}
hipError_t hipProfilerStart(void) { return hipSuccess; }
hipError_t hipProfilerStop(void) { return hipSuccess; }

}  // extern "C"
