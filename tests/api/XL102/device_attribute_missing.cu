#include <cuda.h>
#include <cuda_runtime.h>
int cluster_launch(CUdevice d) {
  int v = 0;
  cuDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH, d);  // CHECK: XL102 error 5:28
  return v;
}
int optin(int dev) {
  int v = 0;
  cudaDeviceGetAttribute(&v, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev);  // CHECK: XL103 warning 10:30
  return v;
}
int decompression_mask(CUdevice d) {
  int mask = 0;
  cuDeviceGetAttribute(&mask, CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK, d);  // CHECK: XL102 error 15:31
  return mask;
}
