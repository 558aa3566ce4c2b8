#include <hip/hip_runtime.h>
hipError_t copy(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n) {
  return cuMemcpyPeer(dst, nullptr, src, nullptr, n);  // CHECK: XL102 error 3:10
}
hipError_t peer(hipDeviceptr_t dst, hipCtx_t dctx, hipDeviceptr_t src, hipCtx_t sctx, size_t n, hipStream_t s) {
  cuMemcpyPeerAsync(dst, dctx, src, sctx, n, s);  // CHECK: XL102 error 6:3
  return cuMemcpyPeer(dst, dctx, src, sctx, n);  // CHECK: XL102 error 7:10
}
hipError_t context(hipCtx_t ctx) {
  return cuCtxDetach(ctx);  // CHECK: XL102 error 10:10
}
hipError_t function(hipFunction_t f, int bytes) {
  return cuFuncSetAttribute(f, HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, bytes);  // CHECK: XL102 error 13:10
}
hipError_t occupancy(hipFunction_t f, int* grid, int* block) {
  cuOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, 0, 0, 0, 0);  // CHECK: XL102 error 16:3
  return cuOccupancyMaxPotentialBlockSize(grid, block, f, 0, 0, 0);  // CHECK: XL102 error 17:10
}
hipError_t texref(hipTexRef t) {
  HIPaddress_mode am;
  HIPfilter_mode fm;
  cuTexRefGetAddressMode(&am, t, 0);  // CHECK: XL102 error 22:3
  cuTexRefGetFilterMode(&fm, t);  // CHECK: XL102 error 23:3
  cuTexRefGetMipmapFilterMode(&fm, t);  // CHECK: XL102 error 24:3
  cuTexRefSetAddressMode(t, 0, HIP_TR_ADDRESS_MODE_CLAMP);  // CHECK: XL102 error 25:3
  cuTexRefSetFilterMode(t, HIP_TR_FILTER_MODE_LINEAR);  // CHECK: XL102 error 26:3
  return cuTexRefSetMipmapFilterMode(t, fm);  // CHECK: XL102 error 27:10
}
hipError_t copy_async(hipDeviceptr_t dst, hipDeviceptr_t src, size_t n, hipStream_t s) {
  return cuMemcpyPeerAsync(dst, nullptr, src, nullptr, n, s);  // CHECK: XL102 error 30:10
}
hipError_t kernel_node(hipGraphNode_t* node, hipGraph_t g, const hipKernelNodeParams* params, hipGraphExec_t exec) {  // CHECK: XL103 warning 32:58
  cuGraphAddKernelNode(node, g, nullptr, 0, params);  // CHECK: XL102 error 33:3
  cuGraphKernelNodeSetParams(*node, params);  // CHECK: XL102 error 34:3
  cuGraphExecKernelNodeSetParams(exec, *node, params);  // CHECK: XL102 error 35:3
  hipKernelNodeParams out;  // CHECK: XL103 warning 36:3
  return cuGraphKernelNodeGetParams(*node, &out);  // CHECK: XL102 error 37:10
}
