#include <hip/hip_runtime.h>
#include <hip/hip_runtime.h>
int cluster_launch(hipDevice_t d) {
  int v = 0;
  hipDeviceGetAttribute(&v, CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH, d);  // CHECK: XL102 error 5:28
  return v;
}
int optin(int dev) {
  int v = 0;
  hipDeviceGetAttribute(&v, hipDeviceAttributeSharedMemPerBlockOptin, dev);  // CHECK: XL103 warning 10:30
  return v;
}
int decompression_mask(hipDevice_t d) {
  int mask = 0;
  hipDeviceGetAttribute(&mask, CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK, d);  // CHECK: XL102 error 15:31
  return mask;
}
