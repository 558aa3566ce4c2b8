#include <xlate/ptx_shared.h> // Named barriers (faiss's PtxUtils.cuh shape): gfx942 has one barrier per block. A barrier of the whole
// block is that one; a count other than the block's size, bar.arrive and bar.red stop the kernel at
// run time with a message, so a header that defines such helpers and never calls them still builds.
__device__ __forceinline__ void namedBarrierWait(int name, int numThreads) {
  do { auto&& _xl_op0 = (name); auto&& _xl_op1 = (numThreads); { unsigned int _xl_a0 = (unsigned int)(_xl_op0); unsigned int _xl_a1 = (unsigned int)(_xl_op1); { (void)(_xl_a0); if ((_xl_a1) != (blockDim.x * blockDim.y * blockDim.z)) xlate_ptx_stop("xlate: PTX bar.sync cannot be honoured on this target: a named barrier over part of the block (gfx942 has one barrier per block)", __FILE__, __LINE__); __syncthreads(); } } } while (0);  // CHECK: XL302 warning L5:3 PTX form `bar.sync` is lowered to a run-time stop (a named barrier over part of the block
}  // CHECK: XL301 note L5:3 inline PTX lowered to HIP C++ (bar.sync)
__device__ __forceinline__ void namedBarrierArrived(int name, int numThreads) {
  do { auto&& _xl_op0 = (name); auto&& _xl_op1 = (numThreads); { unsigned int _xl_a0 = (unsigned int)(_xl_op0); unsigned int _xl_a1 = (unsigned int)(_xl_op1); { if (true) xlate_ptx_stop("xlate: PTX bar.arrive cannot be honoured on this target: named barriers (bar.arrive, bar.red) have no gfx942 equivalent", __FILE__, __LINE__); } } } while (0);  // CHECK: XL302 warning L8:3 PTX form `bar.arrive` is lowered to a run-time stop (named barriers (bar.arrive, bar.red) have no gfx942 equivalent)
}  // CHECK: XL301 note L8:3 inline PTX lowered to HIP C++ (bar.arrive)
__global__ void k(unsigned *o) {
  do { { (void)(0x1u); __syncthreads(); } } while (0);  // CHECK: XL301 note L11:3 inline PTX lowered to HIP C++ (bar.sync)
  o[threadIdx.x] = threadIdx.x;
}
