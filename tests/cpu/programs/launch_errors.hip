// Launch configuration errors are reported through hipGetLastError, and the runtime goes on.
#include <hip/hip_runtime.h>

__global__ void touch(int* p) { p[threadIdx.x] = 1; }

static void report(const char* what) {
  hipError_t e = hipGetLastError();
  printf("%s %d %s %s\n", what, static_cast<int>(e), hipGetErrorName(e), hipGetErrorString(e));
}

int main() {
  int* d;
  hipMalloc(&d, 2048 * sizeof(int));
  hipLaunchKernelGGL(touch, dim3(1), dim3(1025), 0, 0, d);
  report("block_1025");
  hipLaunchKernelGGL(touch, dim3(1), dim3(32, 32, 2), 0, 0, d);
  report("block_2048");
  hipLaunchKernelGGL(touch, dim3(0), dim3(64), 0, 0, d);
  report("grid_0");
  hipLaunchKernelGGL(touch, dim3(1), dim3(64), 65537, 0, d);
  report("shared_65537");
  hipLaunchKernelGGL(touch, dim3(1), dim3(64), 65536, 0, d);
  report("shared_65536");
  hipLaunchKernelGGL(touch, dim3(1), dim3(64), 0, 0, d);
  hipDeviceSynchronize();
  report("ok");
  printf("peek_after_error %d\n", static_cast<int>((hipMalloc(nullptr, 4), hipPeekAtLastError())));
  report("reset");
  printf("bad_kind %s\n", hipGetErrorName(hipMemcpy(d, d, 4, static_cast<hipMemcpyKind>(9))));
  return 0;
}
