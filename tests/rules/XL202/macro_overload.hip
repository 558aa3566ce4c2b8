// A macro body calls a CUDA warp shuffle that the project also overloads for its own type (Eigen's
// shuffleInc in TensorContractionGpu.h calls __shfl_xor_sync, which Half.h overloads for Eigen::half).
// Each expansion's argument type picks the project's overload or CUDA's, so the call stays as written;
// <xlate/compat32.h> overloads the name for CUDA's 32-bit mask. The overload's own call is renamed.
// SCOPE: global (the overload sits beside CUDA's, as Eigen's does)
#include <cstdio>
#include <xlate/compat32.h> // #include <hip/hip_runtime.h>
namespace proj {
struct fixed8 {  // 8 fractional bits; explicit from float, so a float result does not convert back
  int raw;
  __host__ __device__ fixed8() : raw(0) {}
  __host__ __device__ explicit fixed8(float f) : raw(int(f * 256.0f)) {}
  __host__ __device__ operator float() const { return raw / 256.0f; }
};
__host__ __device__ inline fixed8 operator+(fixed8 a, fixed8 b) { fixed8 r; r.raw = a.raw + b.raw; return r; }
}  // namespace proj
__device__ inline proj::fixed8 __shfl_xor_sync(unsigned mask, proj::fixed8 v, int lane_mask, int width = 32) {
  proj::fixed8 out;
  out.raw = xlate_c32::shfl_xor_sync(mask, v.raw, lane_mask, width);  // CHECK: XL202 note L19:29 lane mask `mask`
  return out;
}
#define XOR_ADD(x, m) x = x + __shfl_xor_sync(0xFFFFFFFF, x, m)  // CHECK: XL202 note L22:31 __shfl_xor_sync left as written
template <typename T> __global__ void warp_sums(const T* in, T* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  T x = in[i];
  XOR_ADD(x, 16);
  XOR_ADD(x, 8);
  XOR_ADD(x, 4);
  XOR_ADD(x, 2);
  XOR_ADD(x, 1);
  out[i] = x;  // every lane holds its own 32-lane warp's sum
}
int main() {
  const int n = 128;
  int hi[n], *di, *dio;
  proj::fixed8 hf[n], *df, *dfo;
  for (int i = 0; i < n; ++i) {
    hi[i] = (i * 37) % 101 - 50;
    hf[i] = proj::fixed8(hi[i] / 4.0f);
  }
  hipMalloc(&di, sizeof hi);
  hipMalloc(&dio, sizeof hi);
  hipMalloc(&df, sizeof hf);
  hipMalloc(&dfo, sizeof hf);
  hipMemcpy(di, hi, sizeof hi, hipMemcpyHostToDevice);
  hipMemcpy(df, hf, sizeof hf, hipMemcpyHostToDevice);
  hipLaunchKernelGGL(warp_sums<int>, 2, 64, 0, 0, di, dio);
  hipLaunchKernelGGL(warp_sums<proj::fixed8>, 2, 64, 0, 0, df, dfo);
  hipMemcpy(hi, dio, sizeof hi, hipMemcpyDeviceToHost);
  hipMemcpy(hf, dfo, sizeof hf, hipMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%d %d\n", hi[i], hf[i].raw);
  return 0;
}
