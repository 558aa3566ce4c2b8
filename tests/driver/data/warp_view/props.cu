// Fills the device properties in a CUDA file (faiss's DeviceUtils.cu does); props_host.cpp reads them.
#include <cuda_runtime.h>
const cudaDeviceProp& device_props() {
  static cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  return prop;
}
