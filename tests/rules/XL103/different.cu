// Renamed, but HIP behaves differently: the cache-config request is ignored on AMD GPUs, and the
// device-attribute enumerators have other numeric values (code storing the raw number must be checked).
#include <cuda_runtime.h>
__global__ void k(float *x) { x[threadIdx.x] = 0.f; }
int query() {
  cudaFuncSetCacheConfig(reinterpret_cast<const void *>(k), cudaFuncCachePreferL1);  // CHECK: XL103 warning L6:3 cudaFuncSetCacheConfig translated to
  int v = 0;
  cudaDeviceGetAttribute(&v, cudaDevAttrAsyncEngineCount, 0);  // CHECK: XL103 warning L8:30 cudaDevAttrAsyncEngineCount translated to
  int raw = static_cast<int>(cudaDevAttrAsyncEngineCount);  // CHECK: XL103 warning L9:30 cudaDevAttrAsyncEngineCount translated to
  return v + raw;
}
