// Driver functions looked up by their CUDA names at run time, as libraries that do not link libcuda do
// (xgboost 3.2 loads cuMemCreate and the rest of the virtual memory API this way), then called through
// pointers typed with the CUDA signatures.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>

typedef CUresult (*MemAllocFn)(CUdeviceptr*, size_t);
typedef CUresult (*MemFreeFn)(CUdeviceptr);
typedef CUresult (*CopyHtoDFn)(CUdeviceptr, const void*, size_t);
typedef CUresult (*CopyDtoHFn)(void*, CUdeviceptr, size_t);
typedef CUresult (*DeviceGetFn)(CUdevice*, int);
typedef CUresult (*ErrorNameFn)(CUresult, const char**);

__global__ void twice(int* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= 2;
}

int main() {
  cudaDriverEntryPointQueryResult status;
  MemAllocFn mem_alloc = nullptr;
  MemFreeFn mem_free = nullptr;
  CopyHtoDFn to_device = nullptr;
  CopyDtoHFn to_host = nullptr;
  cudaError_t e1 = cudaGetDriverEntryPoint("cuMemAlloc", reinterpret_cast<void**>(&mem_alloc), cudaEnableDefault,
                                           &status);
  printf("cuMemAlloc %d %d %d\n", (int)e1, status == cudaDriverEntryPointSuccess, mem_alloc != nullptr);
  cudaGetDriverEntryPoint("cuMemFree", reinterpret_cast<void**>(&mem_free), cudaEnablePerThreadDefaultStream);
  cudaGetDriverEntryPointByVersion("cuMemcpyHtoD", reinterpret_cast<void**>(&to_device), 12000, cudaEnableDefault,
                                   &status);
  CUdriverProcAddressQueryResult found;
  CUresult r = cuGetProcAddress("cuMemcpyDtoH", reinterpret_cast<void**>(&to_host), 12000, CU_GET_PROC_ADDRESS_DEFAULT,
                                &found);
  printf("cuMemcpyDtoH %d %d\n", (int)r, found == CU_GET_PROC_ADDRESS_SUCCESS);
  if (!mem_alloc || !mem_free || !to_device || !to_host) return 1;

  int host[64];
  for (int i = 0; i < 64; ++i) host[i] = i - 20;
  CUdeviceptr dev;
  int ok = mem_alloc(&dev, sizeof host) == CUDA_SUCCESS && to_device(dev, host, sizeof host) == CUDA_SUCCESS;
  twice<<<2, 32>>>(reinterpret_cast<int*>(dev), 64);
  int back[64];
  ok = ok && cudaDeviceSynchronize() == cudaSuccess && to_host(back, dev, sizeof back) == CUDA_SUCCESS;
  for (int i = 0; i < 64; ++i) ok = ok && back[i] == 2 * (i - 20);
  ok = ok && mem_free(dev) == CUDA_SUCCESS;
  printf("round trip %s\n", ok ? "same" : "differs");

  DeviceGetFn device_get = nullptr;
  cuGetProcAddress("cuDeviceGet", reinterpret_cast<void**>(&device_get), 12000, CU_GET_PROC_ADDRESS_DEFAULT, nullptr);
  CUdevice d = -1;
  printf("cuDeviceGet %d %d\n", device_get ? (int)device_get(&d, 0) : -1, (int)d);

  ErrorNameFn error_name = nullptr;
  cudaGetDriverEntryPoint("cuGetErrorName", reinterpret_cast<void**>(&error_name), cudaEnableDefault, &status);
  const char* name = nullptr;
  int named = error_name && error_name(CUDA_ERROR_INVALID_VALUE, &name) == CUDA_SUCCESS && name && *name;
  printf("cuGetErrorName %d\n", named);

  // not a driver function: success with a NULL pointer and "not found" (cudaGetDriverEntryPoint), not found
  // (cuGetProcAddress)
  void* none = &status;
  cudaError_t e2 = cudaGetDriverEntryPoint("cuNoSuchFunction", &none, cudaEnableDefault, &status);
  printf("cuNoSuchFunction %d %d %d\n", (int)e2, status == cudaDriverEntryPointSymbolNotFound, none == nullptr);
  none = &status;
  r = cuGetProcAddress("cuNoSuchFunction", &none, 12000, CU_GET_PROC_ADDRESS_DEFAULT, &found);
  printf("cuGetProcAddress missing %d %d %d\n", r == CUDA_ERROR_NOT_FOUND, found == CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND,
         none == nullptr);
  // cuCtxCreate exists in CUDA, but HIP's hipCtxCreate does not do what it does (the API table says
  // different): a lookup must not hand it out
  none = &status;
  cudaGetDriverEntryPoint("cuCtxCreate", &none, cudaEnableDefault, &status);
  printf("cuCtxCreate %d %d\n", status == cudaDriverEntryPointSymbolNotFound, none == nullptr);
  printf("null symbol %d\n", cudaGetDriverEntryPoint(nullptr, &none, cudaEnableDefault, &status) ==
                                 cudaErrorInvalidValue);
  return 0;
}
