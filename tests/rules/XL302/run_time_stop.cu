// Named barriers (faiss's PtxUtils.cuh shape): gfx942 has one barrier per block. A barrier of the whole
// block is that one; a count other than the block's size, bar.arrive and bar.red stop the kernel at
// run time with a message, so a header that defines such helpers and never calls them still builds.
__device__ __forceinline__ void namedBarrierWait(int name, int numThreads) {
  asm volatile("bar.sync %0, %1;" : : "r"(name), "r"(numThreads) : "memory");  // CHECK: XL302 warning L5:3 PTX form `bar.sync` is lowered to a run-time stop (a named barrier over part of the block
}  // CHECK: XL301 note L5:3 inline PTX lowered to HIP C++ (bar.sync)
__device__ __forceinline__ void namedBarrierArrived(int name, int numThreads) {
  asm volatile("bar.arrive %0, %1;" : : "r"(name), "r"(numThreads) : "memory");  // CHECK: XL302 warning L8:3 PTX form `bar.arrive` is lowered to a run-time stop (named barriers (bar.arrive, bar.red) have no gfx942 equivalent)
}  // CHECK: XL301 note L8:3 inline PTX lowered to HIP C++ (bar.arrive)
__global__ void k(unsigned *o) {
  asm volatile("bar.sync 1;");  // CHECK: XL301 note L11:3 inline PTX lowered to HIP C++ (bar.sync)
  o[threadIdx.x] = threadIdx.x;
}
