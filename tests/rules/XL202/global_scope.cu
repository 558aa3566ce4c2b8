// Warp intrinsics called with a global-scope qualifier (SUNDIALS' sundials_cuda_kernels.cuh:
// `return ::__shfl_xor_sync(0xFFFFFFFF, var, laneMask);`): CUDA's own functions, translated like
// the unqualified calls; `ns::__shfl_sync` is another function and stays.
namespace mine {
__device__ float __shfl_sync(unsigned m, float v, int l) { return v + m + l; }
}

__device__ float warp_sum(float var) {
  for (int laneMask = 16; laneMask > 0; laneMask /= 2)
    var += ::__shfl_xor_sync(0xFFFFFFFF, var, laneMask);
  return var;
}

__device__ float first(float var) {
  return ::__shfl_sync(0xFFFFFFFF, var, 0) + mine::__shfl_sync(1u, var, 0);
}
// CHECK: XL204 note L9:23 shuffle loop over laneMask starts at 16
// CHECK: XL202 note L10:30 full 32-lane mask `0xFFFFFFFF` passed to __shfl_xor_sync
// CHECK: XL202 note L15:24 full 32-lane mask `0xFFFFFFFF` passed to __shfl_sync
