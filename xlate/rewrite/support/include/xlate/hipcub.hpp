// xlate support header: what `#include <cub/...>` gives CUDA code, on HIP: hipCUB, plus CUB's device
// utilities hipCUB 7.2 does not have (cub/util_device.cuh), in namespace hipcub where the translated
// `cub::` names look for them. XL501 translates every <cub/*.cuh> to this header.
#pragma once
#include <hipcub/hipcub.hpp>

namespace hipcub {

// The current device ordinal, -1 when it cannot be read (CUB's CurrentDevice).
inline int CurrentDevice() {
  int device = -1;
  return hipGetDevice(&device) == hipSuccess ? device : -1;
}

// The number of devices, -1 when it cannot be read (CUB's DeviceCountUncached; CUB's DeviceCount caches
// it per process, which changes nothing a program can observe).
inline int DeviceCountUncached() {
  int count = -1;
  return hipGetDeviceCount(&count) == hipSuccess ? count : -1;
}

inline int DeviceCount() {
  static const int count = DeviceCountUncached();
  return count;
}

// Waits for `stream` (CUB's SyncStream).
inline hipError_t SyncStream(hipStream_t stream) { return hipStreamSynchronize(stream); }

}  // namespace hipcub
