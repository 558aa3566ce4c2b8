// Exercises: device enumeration and properties (hipGetDeviceCount, hipGetDeviceProperties,
// hipDeviceGetAttribute, warpSize as the device reports it) and a kernel that reads warpSize.
#include "check.h"

__global__ void report_wave_size(int* out) {
  if (threadIdx.x == 0) out[blockIdx.x] = warpSize;
}

int main() {
  int count = 0;
  CHECK(hipGetDeviceCount(&count));
  for (int d = 0; d < count; ++d) {
    hipDeviceProp_t prop;
    CHECK(hipGetDeviceProperties(&prop, d));
    int cus = 0;
    CHECK(hipDeviceGetAttribute(&cus, hipDeviceAttributeMultiprocessorCount, d));
    std::printf("device %d: %s (%s), %d CUs, wave %d, %zu MiB, shared/block %zu KiB\n", d, prop.name,
                prop.gcnArchName, cus, prop.warpSize, prop.totalGlobalMem >> 20, prop.sharedMemPerBlock >> 10);
  }
  int* d_out;
  CHECK(hipMalloc(&d_out, sizeof(int)));
  hipLaunchKernelGGL(report_wave_size, dim3(1), dim3(64), 0, 0, d_out);
  CHECK(hipGetLastError());
  int wave = 0;
  CHECK(hipMemcpy(&wave, d_out, sizeof(int), hipMemcpyDeviceToHost));
  std::printf("kernel saw warpSize %d\n", wave);
  CHECK(hipFree(d_out));
  return wave == 32 || wave == 64 ? 0 : 1;
}
