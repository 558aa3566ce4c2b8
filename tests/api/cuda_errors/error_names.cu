// Error handling that names CUDA errors HIP has no counterpart for (StarPU's driver_cuda.c checks
// cudaErrorDevicesUnavailable after cudaSetDevice; error-string helpers list every code in a switch).
// Each line: what the program concludes about an error the runtime returned or it made up itself.
#include <cstdio>
#include <cuda_runtime.h>

static const char *kind(cudaError_t e) {
  switch (e) {
  case cudaSuccess: return "success";
  case cudaErrorInvalidValue: return "invalid value";
  case cudaErrorDevicesUnavailable: return "devices unavailable";
  case cudaErrorIllegalInstruction: return "illegal instruction";
  case cudaErrorMisalignedAddress: return "misaligned address";
  case cudaErrorStubLibrary: return "stub library";
  case cudaErrorTimeout: return "timeout";
  case cudaErrorJitCompilerNotFound: return "no jit compiler";
  default: return "other";
  }
}

int main() {
  cudaError_t set = cudaSetDevice(0);
  // the retry a program does when the device is busy: never taken where the runtime never reports it
  int retries = 0;
  while (set == cudaErrorDevicesUnavailable && retries < 3) { set = cudaSetDevice(0); ++retries; }
  std::printf("cudaSetDevice %s retries %d\n", kind(set), retries);
  void *p = nullptr;
  std::printf("cudaMalloc %s\n", kind(cudaMalloc(&p, 256)));
  std::printf("cudaMemset %s\n", kind(cudaMemset(nullptr, 0, 0)));
  std::printf("cudaFree %s\n", kind(cudaFree(p)));
  cudaError_t made_up = cudaErrorTimeout;
  std::printf("made up %s equal %d\n", kind(made_up), made_up == cudaErrorTimeout);
  std::printf("distinct %d\n", cudaErrorDevicesUnavailable != cudaErrorIllegalInstruction &&
                                   cudaErrorTimeout != cudaErrorUnknown && cudaErrorStubLibrary != cudaSuccess);
  return 0;
}
