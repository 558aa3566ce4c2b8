/* xlate CUDA prelude, part of <cuda.h>: the versioned entry points (cuMemAlloc_v2, ...) that CUDA's cuda.h maps
 * the plain names to. cuda.h includes this file inside its extern "C" block, where these declarations were
 * before the header was split for size; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUDA_DRIVER_VERSIONED_H
#define XLATE_PRELUDE_CUDA_DRIVER_VERSIONED_H
#ifndef XLATE_PRELUDE_CUDA_H
#error "<xlate_prelude/cuda_driver_versioned.h> is part of <cuda.h>: include <cuda.h> instead"
#endif

/* The versioned names CUDA 12's cuda.h maps the names above to (#define cuMemAlloc cuMemAlloc_v2, ...):
 * code that calls them directly (or resolves them by name) uses the same parameters. */
__host__ CUresult CUDAAPI cuDeviceTotalMem_v2(size_t *bytes, CUdevice dev);
__host__ CUresult CUDAAPI cuDeviceGetUuid_v2(CUuuid *uuid, CUdevice dev);
__host__ CUresult CUDAAPI cuCtxCreate_v2(CUcontext *pctx, unsigned int flags, CUdevice dev);
__host__ CUresult CUDAAPI cuCtxDestroy_v2(CUcontext ctx);
__host__ CUresult CUDAAPI cuCtxPopCurrent_v2(CUcontext *pctx);
__host__ CUresult CUDAAPI cuCtxPushCurrent_v2(CUcontext ctx);
__host__ CUresult CUDAAPI cuDevicePrimaryCtxRelease_v2(CUdevice dev);
__host__ CUresult CUDAAPI cuDevicePrimaryCtxReset_v2(CUdevice dev);
__host__ CUresult CUDAAPI cuDevicePrimaryCtxSetFlags_v2(CUdevice dev, unsigned int flags);
__host__ CUresult CUDAAPI cuModuleGetGlobal_v2(CUdeviceptr *dptr, size_t *bytes, CUmodule hmod, const char *name);
__host__ CUresult CUDAAPI cuMemGetInfo_v2(size_t *free, size_t *total);
__host__ CUresult CUDAAPI cuMemAlloc_v2(CUdeviceptr *dptr, size_t bytesize);
__host__ CUresult CUDAAPI cuMemAllocPitch_v2(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height,
                                             unsigned int ElementSizeBytes);
__host__ CUresult CUDAAPI cuMemFree_v2(CUdeviceptr dptr);
__host__ CUresult CUDAAPI cuMemGetAddressRange_v2(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr);
__host__ CUresult CUDAAPI cuMemAllocHost_v2(void **pp, size_t bytesize);
__host__ CUresult CUDAAPI cuMemHostGetDevicePointer_v2(CUdeviceptr *pdptr, void *p, unsigned int Flags);
__host__ CUresult CUDAAPI cuMemHostRegister_v2(void *p, size_t bytesize, unsigned int Flags);
__host__ CUresult CUDAAPI cuMemcpyHtoD_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyDtoH_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyDtoD_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyDtoA_v2(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyAtoD_v2(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyHtoA_v2(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyAtoH_v2(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyAtoA_v2(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset,
                                          size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyHtoAAsync_v2(CUarray dstArray, size_t dstOffset, const void *srcHost,
                                               size_t ByteCount, CUstream hStream);
__host__ CUresult CUDAAPI cuMemcpyAtoHAsync_v2(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount,
                                               CUstream hStream);
__host__ CUresult CUDAAPI cuMemcpy2D_v2(const CUDA_MEMCPY2D *pCopy);
__host__ CUresult CUDAAPI cuMemcpy2DUnaligned_v2(const CUDA_MEMCPY2D *pCopy);
__host__ CUresult CUDAAPI cuMemcpy3D_v2(const CUDA_MEMCPY3D *pCopy);
__host__ CUresult CUDAAPI cuMemcpyHtoDAsync_v2(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount,
                                               CUstream hStream);
__host__ CUresult CUDAAPI cuMemcpyDtoHAsync_v2(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount,
                                               CUstream hStream);
__host__ CUresult CUDAAPI cuMemcpyDtoDAsync_v2(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount,
                                               CUstream hStream);
__host__ CUresult CUDAAPI cuMemcpy2DAsync_v2(const CUDA_MEMCPY2D *pCopy, CUstream hStream);
__host__ CUresult CUDAAPI cuMemcpy3DAsync_v2(const CUDA_MEMCPY3D *pCopy, CUstream hStream);
__host__ CUresult CUDAAPI cuMemsetD8_v2(CUdeviceptr dstDevice, unsigned char uc, size_t N);
__host__ CUresult CUDAAPI cuMemsetD16_v2(CUdeviceptr dstDevice, unsigned short us, size_t N);
__host__ CUresult CUDAAPI cuMemsetD32_v2(CUdeviceptr dstDevice, unsigned int ui, size_t N);
__host__ CUresult CUDAAPI cuMemsetD2D8_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width,
                                          size_t Height);
__host__ CUresult CUDAAPI cuMemsetD2D16_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width,
                                           size_t Height);
__host__ CUresult CUDAAPI cuMemsetD2D32_v2(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width,
                                           size_t Height);
__host__ CUresult CUDAAPI cuArrayCreate_v2(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray);
__host__ CUresult CUDAAPI cuArrayGetDescriptor_v2(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray);
__host__ CUresult CUDAAPI cuArray3DCreate_v2(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray);
__host__ CUresult CUDAAPI cuArray3DGetDescriptor_v2(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray);
__host__ CUresult CUDAAPI cuTexRefSetAddress_v2(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes);
__host__ CUresult CUDAAPI cuTexRefGetAddress_v2(CUdeviceptr *pdptr, CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefSetAddress2D_v3(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr,
                                                  size_t Pitch);
__host__ CUresult CUDAAPI cuGraphicsResourceGetMappedPointer_v2(CUdeviceptr *pDevPtr, size_t *pSize,
                                                                CUgraphicsResource resource);
__host__ CUresult CUDAAPI cuEventDestroy_v2(CUevent hEvent);
__host__ CUresult CUDAAPI cuStreamDestroy_v2(CUstream hStream);
__host__ CUresult CUDAAPI cuLinkCreate_v2(unsigned int numOptions, CUjit_option *options, void **optionValues,
                                          CUlinkState *stateOut);
__host__ CUresult CUDAAPI cuLinkAddData_v2(CUlinkState state, CUjitInputType type, void *data, size_t size,
                                           const char *name, unsigned int numOptions, CUjit_option *options,
                                           void **optionValues);
__host__ CUresult CUDAAPI cuLinkAddFile_v2(CUlinkState state, CUjitInputType type, const char *path,
                                           unsigned int numOptions, CUjit_option *options, void **optionValues);
__host__ CUresult CUDAAPI cuStreamBeginCapture_v2(CUstream hStream, CUstreamCaptureMode mode);
__host__ CUresult CUDAAPI cuStreamGetCaptureInfo_v2(CUstream hStream, CUstreamCaptureStatus *captureStatus_out,
                                                    cuuint64_t *id_out, CUgraph *graph_out,
                                                    const CUgraphNode **dependencies_out, size_t *numDependencies_out);
__host__ CUresult CUDAAPI cuGraphExecUpdate_v2(CUgraphExec hGraphExec, CUgraph hGraph,
                                               CUgraphExecUpdateResultInfo *resultInfo);
__host__ CUresult CUDAAPI cuStreamWaitValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value,
                                                 unsigned int flags);
__host__ CUresult CUDAAPI cuStreamWaitValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value,
                                                 unsigned int flags);
__host__ CUresult CUDAAPI cuStreamWriteValue32_v2(CUstream stream, CUdeviceptr addr, cuuint32_t value,
                                                  unsigned int flags);
__host__ CUresult CUDAAPI cuStreamWriteValue64_v2(CUstream stream, CUdeviceptr addr, cuuint64_t value,
                                                  unsigned int flags);
__host__ CUresult CUDAAPI cuGetProcAddress_v2(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags,
                                              CUdriverProcAddressQueryResult *symbolStatus);
__host__ CUresult CUDAAPI cuGraphAddKernelNode_v2(CUgraphNode *phGraphNode, CUgraph hGraph,
                                                  const CUgraphNode *dependencies, size_t numDependencies,
                                                  const CUDA_KERNEL_NODE_PARAMS *nodeParams);
__host__ CUresult CUDAAPI cuGraphKernelNodeGetParams_v2(CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS *nodeParams);
__host__ CUresult CUDAAPI cuGraphKernelNodeSetParams_v2(CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS *nodeParams);
__host__ CUresult CUDAAPI cuGraphExecKernelNodeSetParams_v2(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                            const CUDA_KERNEL_NODE_PARAMS *nodeParams);

#endif
