// CUB_PTX_WARP_THREADS is CUDA's 32 and stays 32 in compat32 (a per-warp array sized and indexed with
// it, whose per-warp results are stored).
#include <cub/cub.cuh>
__global__ void per_warp(const int *x, int *out) {
  __shared__ int sums[1024 / CUB_PTX_WARP_THREADS];  // CHECK: XL405 note L5:30 CUB_PTX_WARP_THREADS is CUDA's warp width
  int warp = threadIdx.x / CUB_PTX_WARP_THREADS;  // CHECK: XL405 note L6:28 CUB_PTX_WARP_THREADS is CUDA's warp width
  if (threadIdx.x % CUB_PTX_WARP_THREADS == 0) sums[warp] = x[threadIdx.x];  // CHECK: XL405 note L7:21 CUB_PTX_WARP_THREADS is CUDA's warp width
  __syncthreads();
  if (threadIdx.x < blockDim.x / CUB_PTX_WARP_THREADS) out[blockIdx.x * 32 + threadIdx.x] = sums[threadIdx.x];  // CHECK: XL405 note L9:34 CUB_PTX_WARP_THREADS is CUDA's warp width
}
