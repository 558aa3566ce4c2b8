#include <cuda.h>
CUresult copy(CUdeviceptr dst, CUdeviceptr src, size_t n) {
  return cuMemcpyPeer(dst, nullptr, src, nullptr, n);  // CHECK: XL102 error 3:10
}
CUresult peer(CUdeviceptr dst, CUcontext dctx, CUdeviceptr src, CUcontext sctx, size_t n, CUstream s) {
  cuMemcpyPeerAsync(dst, dctx, src, sctx, n, s);  // CHECK: XL102 error 6:3
  return cuMemcpyPeer(dst, dctx, src, sctx, n);  // CHECK: XL102 error 7:10
}
CUresult context(CUcontext ctx) {
  return cuCtxDetach(ctx);  // CHECK: XL102 error 10:10
}
CUresult function(CUfunction f, int bytes) {
  return cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, bytes);  // CHECK: XL102 error 13:10
}
CUresult occupancy(CUfunction f, int* grid, int* block) {
  cuOccupancyMaxPotentialBlockSizeWithFlags(grid, block, f, 0, 0, 0, 0);  // CHECK: XL102 error 16:3
  return cuOccupancyMaxPotentialBlockSize(grid, block, f, 0, 0, 0);  // CHECK: XL102 error 17:10
}
CUresult texref(CUtexref t) {
  CUaddress_mode am;
  CUfilter_mode fm;
  cuTexRefGetAddressMode(&am, t, 0);  // CHECK: XL102 error 22:3
  cuTexRefGetFilterMode(&fm, t);  // CHECK: XL102 error 23:3
  cuTexRefGetMipmapFilterMode(&fm, t);  // CHECK: XL102 error 24:3
  cuTexRefSetAddressMode(t, 0, CU_TR_ADDRESS_MODE_CLAMP);  // CHECK: XL102 error 25:3
  cuTexRefSetFilterMode(t, CU_TR_FILTER_MODE_LINEAR);  // CHECK: XL102 error 26:3
  return cuTexRefSetMipmapFilterMode(t, fm);  // CHECK: XL102 error 27:10
}
CUresult copy_async(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s) {
  return cuMemcpyPeerAsync(dst, nullptr, src, nullptr, n, s);  // CHECK: XL102 error 30:10
}
CUresult kernel_node(CUgraphNode* node, CUgraph g, const CUDA_KERNEL_NODE_PARAMS* params, CUgraphExec exec) {  // CHECK: XL103 warning 32:58
  cuGraphAddKernelNode(node, g, nullptr, 0, params);  // CHECK: XL102 error 33:3
  cuGraphKernelNodeSetParams(*node, params);  // CHECK: XL102 error 34:3
  cuGraphExecKernelNodeSetParams(exec, *node, params);  // CHECK: XL102 error 35:3
  CUDA_KERNEL_NODE_PARAMS out;  // CHECK: XL103 warning 36:3
  return cuGraphKernelNodeGetParams(*node, &out);  // CHECK: XL102 error 37:10
}
