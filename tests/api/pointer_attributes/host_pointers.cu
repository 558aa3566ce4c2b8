// cudaPointerGetAttributes on every kind of memory a CUDA program meets: plain host memory (malloc, a
// local), device, page-locked host and managed memory. One line per pointer: the call's result, the
// memory type, whether hostPointer/devicePointer are the pointer itself, and cudaGetLastError() after it.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

static const char* type_name(cudaMemoryType t) {
  if (t == cudaMemoryTypeUnregistered) return "unregistered";
  if (t == cudaMemoryTypeHost) return "host";
  if (t == cudaMemoryTypeDevice) return "device";
  if (t == cudaMemoryTypeManaged) return "managed";
  return "other";
}

int main() {
  int local = 0;
  int* plain = static_cast<int*>(malloc(64));
  int *dev = nullptr, *pinned = nullptr, *managed = nullptr;
  cudaMalloc(&dev, 64);
  cudaMallocHost(&pinned, 64);
  cudaMallocManaged(&managed, 64);
  const void* ptrs[] = {plain, &local, dev, pinned, managed};
  const char* names[] = {"malloc", "local", "cudaMalloc", "cudaMallocHost", "cudaMallocManaged"};
  for (int i = 0; i < 5; ++i) {
    cudaPointerAttributes a;
    cudaError_t e = cudaPointerGetAttributes(&a, ptrs[i]);
    cudaError_t last = cudaGetLastError();
    if (e != cudaSuccess) {
      printf("%s error %s last %s\n", names[i], e == cudaErrorInvalidValue ? "invalid-value" : "other",
             last == cudaErrorInvalidValue ? "invalid-value" : last == cudaSuccess ? "success" : "other");
      continue;
    }
    printf("%s success %s host %d device %d last %s\n", names[i], type_name(a.type), a.hostPointer == ptrs[i],
           a.devicePointer == ptrs[i], last == cudaSuccess ? "success" : "error");
  }
  free(plain);
  cudaFree(dev);
  cudaFreeHost(pinned);
  cudaFree(managed);
  return 0;
}
