// xlate support header: CUDA's extensible launch (cudaLaunchKernelEx with cudaLaunchAttribute) in the
// full form CUDA 12.9 declares, on HIP 7.2 (gfx942) and on xlate's cpu backend.
//
// HIP 7.2's hipLaunchAttributeValue lacks most of CUDA's members (clusterDim,
// clusterSchedulingPolicyPreference, programmaticStreamSerializationAllowed, programmaticEvent,
// launchCompletionEvent, preferredClusterDim, deviceUpdatableKernelNode, sharedMemCarveout) and
// hipLaunchAttributeID has no identifier for them, so code that fills them (llama.cpp's ggml, whose
// GGML_CUDA_USE_PDL launches every kernel with cudaLaunchAttributeProgrammaticStreamSerialization)
// does not compile against HIP's types. The API table (xlate/data/api/overrides.csv) renames CUDA's
// launch-attribute value, attribute and configuration types to the xlate_cuda* types below, which
// have every CUDA member, the identifiers HIP lacks to xlate_cudaLaunchAttribute* constants (CUDA's
// values, of HIP's identifier type), and cudaLaunchKernelEx/cudaLaunchKernelExC to the wrappers below;
// the API rule (XL101) includes this header before the first use.
//
// What a wrapper does with each attribute before it calls HIP's hipLaunchKernelEx/hipLaunchKernelExC:
// * the ones HIP has (access policy window, cooperative, synchronization policy, priority, memory
//   synchronization domain and its map) are passed on unchanged;
// * programmatic stream serialization (programmatic dependent launch, PDL) is dropped: it only
//   *allows* the kernel to start before the previous kernel in its stream has finished; running it
//   after that kernel has completed, in stream order, is one of the executions CUDA permits, and in it
//   cudaGridDependencySynchronize() has nothing to wait for (below, a no-op);
// * hints CUDA itself may ignore (cluster scheduling policy preference, preferred cluster dimension,
//   preferred shared memory carveout) and cudaLaunchAttributeIgnore are dropped;
// * a cluster dimension of 1 x 1 x 1 is dropped (a cluster of one block is the plain grid); a larger
//   one (thread block clusters: HIP 7.2 has none), a programmatic event, a launch completion event and
//   the device-updatable-node attribute (graph kernel nodes only) are refused: the wrapper returns
//   hipErrorNotSupported and launches nothing, never silently ignoring what it cannot honour;
// * any other identifier returns hipErrorInvalidValue, as CUDA does.
#pragma once
#include <hip/hip_runtime.h>

#include <utility>

#ifndef __cplusplus
#error "<xlate/launch_ex.h>: cudaLaunchKernelEx is translated to a C++ wrapper; compile this file as C++"
#endif

// The identifiers of CUDA 12.9's cudaLaunchAttributeID that HIP 7.2's hipLaunchAttributeID lacks, with
// CUDA's values (the ones HIP has carry the same values in both: 1, 2, 3, 8, 9, 10).
constexpr hipLaunchAttributeID xlate_cudaLaunchAttributeIgnore = static_cast<hipLaunchAttributeID>(0);
constexpr hipLaunchAttributeID xlate_cudaLaunchAttributeClusterDimension = static_cast<hipLaunchAttributeID>(4);
constexpr hipLaunchAttributeID xlate_cudaLaunchAttributeClusterSchedulingPolicyPreference =
    static_cast<hipLaunchAttributeID>(5);
constexpr hipLaunchAttributeID xlate_cudaLaunchAttributeProgrammaticStreamSerialization =
    static_cast<hipLaunchAttributeID>(6);
constexpr hipLaunchAttributeID xlate_cudaLaunchAttributeProgrammaticEvent = static_cast<hipLaunchAttributeID>(7);
constexpr hipLaunchAttributeID xlate_cudaLaunchAttributePreferredClusterDimension =
    static_cast<hipLaunchAttributeID>(11);
constexpr hipLaunchAttributeID xlate_cudaLaunchAttributeLaunchCompletionEvent = static_cast<hipLaunchAttributeID>(12);
constexpr hipLaunchAttributeID xlate_cudaLaunchAttributeDeviceUpdatableKernelNode =
    static_cast<hipLaunchAttributeID>(13);
constexpr hipLaunchAttributeID xlate_cudaLaunchAttributePreferredSharedMemoryCarveout =
    static_cast<hipLaunchAttributeID>(14);

// cudaClusterSchedulingPolicy (the value of the scheduling policy preference), CUDA's values.
enum xlate_cudaClusterSchedulingPolicy { xlate_cudaClusterSchedulingPolicyDefault = 0, xlate_cudaClusterSchedulingPolicySpread = 1, xlate_cudaClusterSchedulingPolicyLoadBalancing = 2 };

// cudaLaunchAttributeValue: every member CUDA 12.9 declares, HIP's types where HIP has the member.
union xlate_cudaLaunchAttributeValue {
  char pad[64];
  hipAccessPolicyWindow accessPolicyWindow;
  int cooperative;
  hipSynchronizationPolicy syncPolicy;
  struct {
    unsigned int x;
    unsigned int y;
    unsigned int z;
  } clusterDim;
  xlate_cudaClusterSchedulingPolicy clusterSchedulingPolicyPreference;
  int programmaticStreamSerializationAllowed;
  struct {
    hipEvent_t event;
    int flags;
    int triggerAtBlockStart;
  } programmaticEvent;
  int priority;
  hipLaunchMemSyncDomainMap memSyncDomainMap;
  hipLaunchMemSyncDomain memSyncDomain;
  struct {
    unsigned int x;
    unsigned int y;
    unsigned int z;
  } preferredClusterDim;
  struct {
    hipEvent_t event;
    int flags;
  } launchCompletionEvent;
  struct {
    int deviceUpdatable;
    void* devNode;
  } deviceUpdatableKernelNode;
  unsigned int sharedMemCarveout;
};

struct xlate_cudaLaunchAttribute {
  hipLaunchAttributeID id;
  char pad[8 - sizeof(hipLaunchAttributeID)];
  xlate_cudaLaunchAttributeValue val;
};

struct xlate_cudaLaunchConfig {
  dim3 gridDim;
  dim3 blockDim;
  size_t dynamicSmemBytes;
  hipStream_t stream;
  xlate_cudaLaunchAttribute* attrs;
  unsigned int numAttrs;
};
typedef xlate_cudaLaunchConfig xlate_cudaLaunchConfig_t;

namespace xlate_launch_ex {
// CUDA's launch attributes as HIP's: fills `out` (numAttrs entries at most) and its count; returns
// hipSuccess, or the error the launch must return without launching (see the header comment).
inline hipError_t to_hip(const xlate_cudaLaunchConfig_t* config, hipLaunchAttribute* out, unsigned int* count) {
  *count = 0;
  for (unsigned int i = 0; i < config->numAttrs; ++i) {
    const xlate_cudaLaunchAttribute& a = config->attrs[i];
    const xlate_cudaLaunchAttributeValue& v = a.val;
    hipLaunchAttribute h = {};
    h.id = a.id;
    switch (static_cast<int>(a.id)) {
      case hipLaunchAttributeAccessPolicyWindow: h.val.accessPolicyWindow = v.accessPolicyWindow; break;
      case hipLaunchAttributeCooperative: h.val.cooperative = v.cooperative; break;
      case hipLaunchAttributeSynchronizationPolicy: h.val.syncPolicy = v.syncPolicy; break;
      case hipLaunchAttributePriority: h.val.priority = v.priority; break;
      case hipLaunchAttributeMemSyncDomainMap: h.val.memSyncDomainMap = v.memSyncDomainMap; break;
      case hipLaunchAttributeMemSyncDomain: h.val.memSyncDomain = v.memSyncDomain; break;
      case xlate_cudaLaunchAttributeIgnore:
      case xlate_cudaLaunchAttributeProgrammaticStreamSerialization:  // stream order: a permitted execution
      case xlate_cudaLaunchAttributeClusterSchedulingPolicyPreference:
      case xlate_cudaLaunchAttributePreferredClusterDimension:
      case xlate_cudaLaunchAttributePreferredSharedMemoryCarveout:
        continue;
      case xlate_cudaLaunchAttributeClusterDimension:
        if (v.clusterDim.x * v.clusterDim.y * v.clusterDim.z <= 1) continue;
        return hipErrorNotSupported;  // thread block clusters: HIP 7.2 has none
      case xlate_cudaLaunchAttributeProgrammaticEvent:
      case xlate_cudaLaunchAttributeLaunchCompletionEvent:
      case xlate_cudaLaunchAttributeDeviceUpdatableKernelNode:
        return hipErrorNotSupported;
      default:
        return hipErrorInvalidValue;
    }
    out[(*count)++] = h;
  }
  return hipSuccess;
}

// At most this many attributes per launch (CUDA has 14 distinct identifiers; each appears once).
constexpr unsigned int kMaxAttrs = 32;

inline hipError_t to_hip_config(const xlate_cudaLaunchConfig_t* config, hipLaunchConfig_t* hc,
                                hipLaunchAttribute* attrs) {
  if (config == nullptr || (config->numAttrs > 0 && config->attrs == nullptr)) return hipErrorInvalidValue;
  if (config->numAttrs > kMaxAttrs) return hipErrorInvalidValue;
  unsigned int n = 0;
  hipError_t err = to_hip(config, attrs, &n);
  if (err != hipSuccess) return err;
  *hc = hipLaunchConfig_t{};
  hc->gridDim = config->gridDim;
  hc->blockDim = config->blockDim;
  hc->dynamicSmemBytes = config->dynamicSmemBytes;
  hc->stream = config->stream;
  hc->attrs = n > 0 ? attrs : nullptr;
  hc->numAttrs = n;
  return hipSuccess;
}
}  // namespace xlate_launch_ex

// cudaLaunchKernelEx (CUDA's C++ form: a kernel pointer and its arguments).
template <typename... ExpTypes, typename... ActTypes>
inline hipError_t xlate_cudaLaunchKernelEx(const xlate_cudaLaunchConfig_t* config, void (*kernel)(ExpTypes...),
                                           ActTypes&&... args) {
  hipLaunchConfig_t hc;
  hipLaunchAttribute attrs[xlate_launch_ex::kMaxAttrs];
  hipError_t err = xlate_launch_ex::to_hip_config(config, &hc, attrs);
  if (err != hipSuccess) return err;
  return hipLaunchKernelEx(&hc, kernel, std::forward<ActTypes>(args)...);
}

// cudaLaunchKernelExC (a kernel address and one pointer per kernel argument).
inline hipError_t xlate_cudaLaunchKernelExC(const xlate_cudaLaunchConfig_t* config, const void* func, void** args) {
  hipLaunchConfig_t hc;
  hipLaunchAttribute attrs[xlate_launch_ex::kMaxAttrs];
  hipError_t err = xlate_launch_ex::to_hip_config(config, &hc, attrs);
  if (err != hipSuccess) return err;
  return hipLaunchKernelExC(&hc, func, args);
}

// The device side of programmatic dependent launch. With the launches above in stream order, every
// kernel starts after the previous kernel in its stream has completed and its writes are visible, so
// waiting for the prerequisite grid (cudaGridDependencySynchronize, PTX griddepcontrol.wait) has
// nothing to wait for, and signalling that dependents may start
// (cudaTriggerProgrammaticLaunchCompletion, griddepcontrol.launch_dependents) has no one to release.
__device__ inline void xlate_cudaGridDependencySynchronize(void) {}
__device__ inline void xlate_cudaTriggerProgrammaticLaunchCompletion(void) {}
