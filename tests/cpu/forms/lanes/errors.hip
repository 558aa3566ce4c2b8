// Kernels for tests/cpu/test_lane_form.py whose warp operations the fiber form reports as errors (exit
// 97): the lane loops must report the same error. `errors K` launches kernel K only.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstring>

#define FULL (warpSize == 64 ? ~0ull : 0xffffffffull)

// lane 5 passes another (overlapping) mask than the lanes before it
__global__ void mismatch(int* out) {
  unsigned long long m = threadIdx.x % warpSize == 5 ? (FULL & ~1ull) : FULL;
  int r = __shfl_sync(m, static_cast<int>(threadIdx.x), 0);
  out[threadIdx.x] = r;
}

// a 32-bit full mask in a 64-lane warp: lane 32 is not in its own mask (fine at wave32)
__global__ void half_mask(int* out) {
  unsigned long long b = __ballot_sync(0xffffffffull, threadIdx.x % 3 == 0);
  out[threadIdx.x] = static_cast<int>(b & 0xff);
}

// a full mask in a block of 48 threads: it names lanes that do not exist, which are not waited for (CUDA waits
// only for the non-exited lanes of a mask), with a warning; every lane's partner exists
__global__ void missing_lanes(int* out) {
  int v = __shfl_xor_sync(FULL, static_cast<int>(threadIdx.x), 1);
  out[threadIdx.x] = v;
}

// __shfl_down in the partial last warp reads a lane past the end of the block (0, as on gfx942, with a warning)
__global__ void past_end(int* out) {
  int v = __shfl_down(static_cast<int>(threadIdx.x), 4);
  out[threadIdx.x] = v;
}

// a width that is not a power of two
__global__ void bad_width(int* out) {
  int v = __shfl(static_cast<int>(threadIdx.x), 1, 12);
  out[threadIdx.x] = v;
}

int main(int argc, char** argv) {
  int* d;
  hipMalloc(&d, 256 * sizeof(int));
  const char* k = argc > 1 ? argv[1] : "";
  if (!strcmp(k, "mismatch")) hipLaunchKernelGGL(mismatch, dim3(2), dim3(128), 0, 0, d);
  if (!strcmp(k, "half_mask")) hipLaunchKernelGGL(half_mask, dim3(1), dim3(128), 0, 0, d);
  if (!strcmp(k, "missing_lanes")) {
    hipLaunchKernelGGL(missing_lanes, dim3(1), dim3(48), 0, 0, d);
    int h[48];
    hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);
    for (int i = 0; i < 48; ++i) printf("%d ", h[i]);
    printf("\n");
  }
  if (!strcmp(k, "past_end")) hipLaunchKernelGGL(past_end, dim3(1), dim3(100), 0, 0, d);
  if (!strcmp(k, "bad_width")) hipLaunchKernelGGL(bad_width, dim3(1), dim3(64), 0, 0, d);
  hipDeviceSynchronize();
  printf("done %s\n", k);
  return 0;
}
