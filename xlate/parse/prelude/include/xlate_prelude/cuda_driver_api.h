/* xlate CUDA prelude, part of <cuda.h>: the driver API functions of the CUDA 12 coverage, by area: context and
 * device, memory, virtual memory management, stream-ordered memory pools, arrays, modules/libraries/linking,
 * functions and launches, streams, graphs, texture and surface objects and references, external memory and
 * semaphores, inter-process communication. cuda.h includes this file inside its extern "C" block, where these
 * declarations were before the header was split for size; it is not meant to be included on its own. */
#ifndef XLATE_PRELUDE_CUDA_DRIVER_API_H
#define XLATE_PRELUDE_CUDA_DRIVER_API_H
#ifndef XLATE_PRELUDE_CUDA_H
#error "<xlate_prelude/cuda_driver_api.h> is part of <cuda.h>: include <cuda.h> instead"
#endif

/* context and device */
__host__ CUresult CUDAAPI cuCtxGetLimit(size_t *pvalue, CUlimit limit);
__host__ CUresult CUDAAPI cuCtxSetLimit(CUlimit limit, size_t value);
__host__ CUresult CUDAAPI cuCtxDetach(CUcontext ctx);
__host__ CUresult CUDAAPI cuDeviceGetP2PAttribute(int *value, CUdevice_P2PAttribute attrib, CUdevice srcDevice,
                                                 CUdevice dstDevice);
__host__ CUresult CUDAAPI cuDeviceGetDefaultMemPool(CUmemoryPool *pool_out, CUdevice dev);
__host__ CUresult CUDAAPI cuDeviceGetMemPool(CUmemoryPool *pool, CUdevice dev);
__host__ CUresult CUDAAPI cuDeviceSetMemPool(CUdevice dev, CUmemoryPool pool);
__host__ CUresult CUDAAPI cuDeviceGetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value);
__host__ CUresult CUDAAPI cuDeviceSetGraphMemAttribute(CUdevice device, CUgraphMem_attribute attr, void *value);
__host__ CUresult CUDAAPI cuDeviceGraphMemTrim(CUdevice device);
__host__ CUresult CUDAAPI cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags,
                                          CUdriverProcAddressQueryResult *symbolStatus);
__host__ CUresult CUDAAPI cuProfilerStart(void);
__host__ CUresult CUDAAPI cuProfilerStop(void);

/* memory */
__host__ CUresult CUDAAPI cuMemcpy2D(const CUDA_MEMCPY2D *pCopy);
__host__ CUresult CUDAAPI cuMemcpy2DAsync(const CUDA_MEMCPY2D *pCopy, CUstream hStream);
__host__ CUresult CUDAAPI cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *pCopy);
__host__ CUresult CUDAAPI cuMemcpy3D(const CUDA_MEMCPY3D *pCopy);
__host__ CUresult CUDAAPI cuMemcpy3DAsync(const CUDA_MEMCPY3D *pCopy, CUstream hStream);
__host__ CUresult CUDAAPI cuMemcpyAtoA(CUarray dstArray, size_t dstOffset, CUarray srcArray, size_t srcOffset,
                                      size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyAtoD(CUdeviceptr dstDevice, CUarray srcArray, size_t srcOffset, size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyDtoA(CUarray dstArray, size_t dstOffset, CUdeviceptr srcDevice, size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyAtoHAsync(void *dstHost, CUarray srcArray, size_t srcOffset, size_t ByteCount,
                                           CUstream hStream);
__host__ CUresult CUDAAPI cuMemcpyHtoAAsync(CUarray dstArray, size_t dstOffset, const void *srcHost, size_t ByteCount,
                                           CUstream hStream);
__host__ CUresult CUDAAPI cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice,
                                      CUcontext srcContext, size_t ByteCount);
__host__ CUresult CUDAAPI cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice,
                                           CUcontext srcContext, size_t ByteCount, CUstream hStream);
__host__ CUresult CUDAAPI cuMemsetD2D8(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width,
                                      size_t Height);
__host__ CUresult CUDAAPI cuMemsetD2D16(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width,
                                       size_t Height);
__host__ CUresult CUDAAPI cuMemsetD2D32(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width,
                                       size_t Height);
__host__ CUresult CUDAAPI cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width,
                                           size_t Height, CUstream hStream);
__host__ CUresult CUDAAPI cuMemsetD2D16Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned short us, size_t Width,
                                            size_t Height, CUstream hStream);
__host__ CUresult CUDAAPI cuMemsetD2D32Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned int ui, size_t Width,
                                            size_t Height, CUstream hStream);
__host__ CUresult CUDAAPI cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUdevice device);
__host__ CUresult CUDAAPI cuMemRangeGetAttribute(void *data, size_t dataSize, CUmem_range_attribute attribute,
                                                CUdeviceptr devPtr, size_t count);
__host__ CUresult CUDAAPI cuMemRangeGetAttributes(void **data, size_t *dataSizes, CUmem_range_attribute *attributes,
                                                 size_t numAttributes, CUdeviceptr devPtr, size_t count);
__host__ CUresult CUDAAPI cuPointerSetAttribute(const void *value, CUpointer_attribute attribute, CUdeviceptr ptr);
__host__ CUresult CUDAAPI cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream);
__host__ CUresult CUDAAPI cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream);
__host__ CUresult CUDAAPI cuMemAllocFromPoolAsync(CUdeviceptr *dptr, size_t bytesize, CUmemoryPool pool,
                                                 CUstream hStream);
__host__ CUresult CUDAAPI cuStreamAttachMemAsync(CUstream hStream, CUdeviceptr dptr, size_t length, unsigned int flags);

/* virtual memory management */
__host__ CUresult CUDAAPI cuMemAddressReserve(CUdeviceptr *ptr, size_t size, size_t alignment, CUdeviceptr addr,
                                             unsigned long long flags);
__host__ CUresult CUDAAPI cuMemAddressFree(CUdeviceptr ptr, size_t size);
__host__ CUresult CUDAAPI cuMemCreate(CUmemGenericAllocationHandle *handle, size_t size, const CUmemAllocationProp *prop,
                                     unsigned long long flags);
__host__ CUresult CUDAAPI cuMemRelease(CUmemGenericAllocationHandle handle);
__host__ CUresult CUDAAPI cuMemMap(CUdeviceptr ptr, size_t size, size_t offset, CUmemGenericAllocationHandle handle,
                                  unsigned long long flags);
__host__ CUresult CUDAAPI cuMemUnmap(CUdeviceptr ptr, size_t size);
__host__ CUresult CUDAAPI cuMemSetAccess(CUdeviceptr ptr, size_t size, const CUmemAccessDesc *desc, size_t count);
__host__ CUresult CUDAAPI cuMemGetAccess(unsigned long long *flags, const CUmemLocation *location, CUdeviceptr ptr);
__host__ CUresult CUDAAPI cuMemGetAllocationGranularity(size_t *granularity, const CUmemAllocationProp *prop,
                                                       CUmemAllocationGranularity_flags option);
__host__ CUresult CUDAAPI cuMemGetAllocationPropertiesFromHandle(CUmemAllocationProp *prop,
                                                                CUmemGenericAllocationHandle handle);
__host__ CUresult CUDAAPI cuMemExportToShareableHandle(void *shareableHandle, CUmemGenericAllocationHandle handle,
                                                      CUmemAllocationHandleType handleType, unsigned long long flags);
__host__ CUresult CUDAAPI cuMemImportFromShareableHandle(CUmemGenericAllocationHandle *handle, void *osHandle,
                                                        CUmemAllocationHandleType shHandleType);
__host__ CUresult CUDAAPI cuMemRetainAllocationHandle(CUmemGenericAllocationHandle *handle, void *addr);

/* stream-ordered memory pools */
__host__ CUresult CUDAAPI cuMemPoolCreate(CUmemoryPool *pool, const CUmemPoolProps *poolProps);
__host__ CUresult CUDAAPI cuMemPoolDestroy(CUmemoryPool pool);
__host__ CUresult CUDAAPI cuMemPoolTrimTo(CUmemoryPool pool, size_t minBytesToKeep);
__host__ CUresult CUDAAPI cuMemPoolSetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value);
__host__ CUresult CUDAAPI cuMemPoolGetAttribute(CUmemoryPool pool, CUmemPool_attribute attr, void *value);
__host__ CUresult CUDAAPI cuMemPoolSetAccess(CUmemoryPool pool, const CUmemAccessDesc *map, size_t count);
__host__ CUresult CUDAAPI cuMemPoolGetAccess(CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation *location);
__host__ CUresult CUDAAPI cuMemPoolExportToShareableHandle(void *handle_out, CUmemoryPool pool,
                                                          CUmemAllocationHandleType handleType,
                                                          unsigned long long flags);
__host__ CUresult CUDAAPI cuMemPoolImportFromShareableHandle(CUmemoryPool *pool_out, void *handle,
                                                            CUmemAllocationHandleType handleType,
                                                            unsigned long long flags);
__host__ CUresult CUDAAPI cuMemPoolExportPointer(CUmemPoolPtrExportData *shareData_out, CUdeviceptr ptr);
__host__ CUresult CUDAAPI cuMemPoolImportPointer(CUdeviceptr *ptr_out, CUmemoryPool pool,
                                                CUmemPoolPtrExportData *shareData);

/* arrays */
__host__ CUresult CUDAAPI cuArrayCreate(CUarray *pHandle, const CUDA_ARRAY_DESCRIPTOR *pAllocateArray);
__host__ CUresult CUDAAPI cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR *pArrayDescriptor, CUarray hArray);
__host__ CUresult CUDAAPI cuArray3DCreate(CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR *pAllocateArray);
__host__ CUresult CUDAAPI cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *pArrayDescriptor, CUarray hArray);
__host__ CUresult CUDAAPI cuMipmappedArrayCreate(CUmipmappedArray *pHandle,
                                                const CUDA_ARRAY3D_DESCRIPTOR *pMipmappedArrayDesc,
                                                unsigned int numMipmapLevels);
__host__ CUresult CUDAAPI cuMipmappedArrayGetLevel(CUarray *pLevelArray, CUmipmappedArray hMipmappedArray,
                                                  unsigned int level);

/* modules, libraries, linking */
__host__ CUresult CUDAAPI cuModuleGetTexRef(CUtexref *pTexRef, CUmodule hmod, const char *name);
__host__ CUresult CUDAAPI cuModuleGetFunctionCount(unsigned int *count, CUmodule mod);
__host__ CUresult CUDAAPI cuLinkCreate(unsigned int numOptions, CUjit_option *options, void **optionValues,
                                      CUlinkState *stateOut);
__host__ CUresult CUDAAPI cuLinkAddData(CUlinkState state, CUjitInputType type, void *data, size_t size,
                                       const char *name, unsigned int numOptions, CUjit_option *options,
                                       void **optionValues);
__host__ CUresult CUDAAPI cuLinkAddFile(CUlinkState state, CUjitInputType type, const char *path,
                                       unsigned int numOptions, CUjit_option *options, void **optionValues);
__host__ CUresult CUDAAPI cuLinkComplete(CUlinkState state, void **cubinOut, size_t *sizeOut);
__host__ CUresult CUDAAPI cuLinkDestroy(CUlinkState state);
__host__ CUresult CUDAAPI cuLibraryLoadData(CUlibrary *library, const void *code, CUjit_option *jitOptions,
                                           void **jitOptionsValues, unsigned int numJitOptions,
                                           CUlibraryOption *libraryOptions, void **libraryOptionValues,
                                           unsigned int numLibraryOptions);
__host__ CUresult CUDAAPI cuLibraryLoadFromFile(CUlibrary *library, const char *fileName, CUjit_option *jitOptions,
                                               void **jitOptionsValues, unsigned int numJitOptions,
                                               CUlibraryOption *libraryOptions, void **libraryOptionValues,
                                               unsigned int numLibraryOptions);
__host__ CUresult CUDAAPI cuLibraryUnload(CUlibrary library);
__host__ CUresult CUDAAPI cuLibraryGetKernel(CUkernel *pKernel, CUlibrary library, const char *name);
__host__ CUresult CUDAAPI cuLibraryGetKernelCount(unsigned int *count, CUlibrary lib);
__host__ CUresult CUDAAPI cuLibraryEnumerateKernels(CUkernel *kernels, unsigned int numKernels, CUlibrary lib);
__host__ CUresult CUDAAPI cuKernelGetName(const char **name, CUkernel hfunc);

/* functions and launches */
__host__ CUresult CUDAAPI cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value);
__host__ CUresult CUDAAPI cuFuncSetCacheConfig(CUfunction hfunc, CUfunc_cache config);
__host__ CUresult CUDAAPI cuFuncSetSharedMemConfig(CUfunction hfunc, CUsharedconfig config);
__host__ CUresult CUDAAPI cuLaunchCooperativeKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY,
                                                   unsigned int gridDimZ, unsigned int blockDimX,
                                                   unsigned int blockDimY, unsigned int blockDimZ,
                                                   unsigned int sharedMemBytes, CUstream hStream,
                                                   void **kernelParams);
__host__ CUresult CUDAAPI cuLaunchCooperativeKernelMultiDevice(CUDA_LAUNCH_PARAMS *launchParamsList,
                                                              unsigned int numDevices, unsigned int flags);
__host__ CUresult CUDAAPI cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData);
__host__ CUresult CUDAAPI cuOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, CUfunction func,
                                                          CUoccupancyB2DSize blockSizeToDynamicSMemSize,
                                                          size_t dynamicSMemSize, int blockSizeLimit);
__host__ CUresult CUDAAPI cuOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, CUfunction func,
                                                                   CUoccupancyB2DSize blockSizeToDynamicSMemSize,
                                                                   size_t dynamicSMemSize, int blockSizeLimit,
                                                                   unsigned int flags);

/* streams */
__host__ CUresult CUDAAPI cuStreamAddCallback(CUstream hStream, CUstreamCallback callback, void *userData,
                                             unsigned int flags);
__host__ CUresult CUDAAPI cuStreamBeginCapture(CUstream hStream, CUstreamCaptureMode mode);
__host__ CUresult CUDAAPI cuStreamEndCapture(CUstream hStream, CUgraph *phGraph);
__host__ CUresult CUDAAPI cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus);
__host__ CUresult CUDAAPI cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus_out,
                                                cuuint64_t *id_out, CUgraph *graph_out,
                                                const CUgraphNode **dependencies_out, size_t *numDependencies_out);
__host__ CUresult CUDAAPI cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies,
                                                           size_t numDependencies, unsigned int flags);
__host__ CUresult CUDAAPI cuStreamWaitValue64(CUstream stream, CUdeviceptr addr, cuuint64_t value, unsigned int flags);
__host__ CUresult CUDAAPI cuStreamGetId(CUstream hStream, unsigned long long *streamId);
__host__ CUresult CUDAAPI cuStreamCopyAttributes(CUstream dst, CUstream src);

/* graphs */
__host__ CUresult CUDAAPI cuGraphCreate(CUgraph *phGraph, unsigned int flags);
__host__ CUresult CUDAAPI cuGraphDestroy(CUgraph hGraph);
__host__ CUresult CUDAAPI cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph);
__host__ CUresult CUDAAPI cuGraphInstantiate(CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags);
__host__ CUresult CUDAAPI cuGraphInstantiateWithFlags(CUgraphExec *phGraphExec, CUgraph hGraph,
                                                     unsigned long long flags);
__host__ CUresult CUDAAPI cuGraphLaunch(CUgraphExec hGraphExec, CUstream hStream);
__host__ CUresult CUDAAPI cuGraphUpload(CUgraphExec hGraphExec, CUstream hStream);
__host__ CUresult CUDAAPI cuGraphExecDestroy(CUgraphExec hGraphExec);
__host__ CUresult CUDAAPI cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                             size_t numDependencies);
__host__ CUresult CUDAAPI cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                                  const CUgraphNode *dependencies, size_t numDependencies,
                                                  CUgraph childGraph);
__host__ CUresult CUDAAPI cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                                   const CUgraphNode *dependencies, size_t numDependencies,
                                                   CUevent event);
__host__ CUresult CUDAAPI cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                                 const CUgraphNode *dependencies, size_t numDependencies,
                                                 CUevent event);
__host__ CUresult CUDAAPI cuGraphAddHostNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                                            size_t numDependencies, const CUDA_HOST_NODE_PARAMS *nodeParams);
__host__ CUresult CUDAAPI cuGraphAddMemcpyNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                              const CUgraphNode *dependencies, size_t numDependencies,
                                              const CUDA_MEMCPY3D *copyParams, CUcontext ctx);
__host__ CUresult CUDAAPI cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                              const CUgraphNode *dependencies, size_t numDependencies,
                                              const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx);
__host__ CUresult CUDAAPI cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                               const CUgraphNode *dependencies, size_t numDependencies,
                                               CUdeviceptr dptr);
__host__ CUresult CUDAAPI cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                                                size_t numDependencies);
__host__ CUresult CUDAAPI cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                                                   size_t numDependencies);
__host__ CUresult CUDAAPI cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes);
__host__ CUresult CUDAAPI cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes);
__host__ CUresult CUDAAPI cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, size_t *numEdges);
__host__ CUresult CUDAAPI cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies,
                                                    size_t *numDependencies);
__host__ CUresult CUDAAPI cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes,
                                                      size_t *numDependentNodes);
__host__ CUresult CUDAAPI cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type);
__host__ CUresult CUDAAPI cuGraphDestroyNode(CUgraphNode hNode);
__host__ CUresult CUDAAPI cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode,
                                                CUgraph hClonedGraph);
__host__ CUresult CUDAAPI cuGraphNodeSetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled);
__host__ CUresult CUDAAPI cuGraphNodeGetEnabled(CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled);
__host__ CUresult CUDAAPI cuGraphChildGraphNodeGetGraph(CUgraphNode hNode, CUgraph *phGraph);
__host__ CUresult CUDAAPI cuGraphEventRecordNodeGetEvent(CUgraphNode hNode, CUevent *event_out);
__host__ CUresult CUDAAPI cuGraphEventRecordNodeSetEvent(CUgraphNode hNode, CUevent event);
__host__ CUresult CUDAAPI cuGraphEventWaitNodeGetEvent(CUgraphNode hNode, CUevent *event_out);
__host__ CUresult CUDAAPI cuGraphEventWaitNodeSetEvent(CUgraphNode hNode, CUevent event);
__host__ CUresult CUDAAPI cuGraphHostNodeGetParams(CUgraphNode hNode, CUDA_HOST_NODE_PARAMS *nodeParams);
__host__ CUresult CUDAAPI cuGraphHostNodeSetParams(CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS *nodeParams);
__host__ CUresult CUDAAPI cuGraphMemcpyNodeGetParams(CUgraphNode hNode, CUDA_MEMCPY3D *nodeParams);
__host__ CUresult CUDAAPI cuGraphMemcpyNodeSetParams(CUgraphNode hNode, const CUDA_MEMCPY3D *nodeParams);
__host__ CUresult CUDAAPI cuGraphMemsetNodeGetParams(CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS *nodeParams);
__host__ CUresult CUDAAPI cuGraphMemsetNodeSetParams(CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS *nodeParams);
__host__ CUresult CUDAAPI cuGraphMemFreeNodeGetParams(CUgraphNode hNode, CUdeviceptr *dptr_out);
__host__ CUresult CUDAAPI cuGraphExecChildGraphNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                            CUgraph childGraph);
__host__ CUresult CUDAAPI cuGraphExecEventRecordNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event);
__host__ CUresult CUDAAPI cuGraphExecEventWaitNodeSetEvent(CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event);
__host__ CUresult CUDAAPI cuGraphExecHostNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                      const CUDA_HOST_NODE_PARAMS *nodeParams);
__host__ CUresult CUDAAPI cuGraphExecMemcpyNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                        const CUDA_MEMCPY3D *copyParams, CUcontext ctx);
__host__ CUresult CUDAAPI cuGraphExecMemsetNodeSetParams(CUgraphExec hGraphExec, CUgraphNode hNode,
                                                        const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx);
__host__ CUresult CUDAAPI cuGraphKernelNodeCopyAttributes(CUgraphNode dst, CUgraphNode src);
__host__ CUresult CUDAAPI cuGraphDebugDotPrint(CUgraph hGraph, const char *path, unsigned int flags);
__host__ CUresult CUDAAPI cuGraphRetainUserObject(CUgraph graph, CUuserObject object, unsigned int count,
                                                 unsigned int flags);
__host__ CUresult CUDAAPI cuGraphReleaseUserObject(CUgraph graph, CUuserObject object, unsigned int count);
__host__ CUresult CUDAAPI cuUserObjectCreate(CUuserObject *object_out, void *ptr, CUhostFn destroy,
                                            unsigned int initialRefcount, unsigned int flags);
__host__ CUresult CUDAAPI cuUserObjectRetain(CUuserObject object, unsigned int count);
__host__ CUresult CUDAAPI cuUserObjectRelease(CUuserObject object, unsigned int count);

/* texture objects, surface objects, texture references (deprecated in CUDA) */
__host__ CUresult CUDAAPI cuTexObjectCreate(CUtexObject *pTexObject, const CUDA_RESOURCE_DESC *pResDesc,
                                           const CUDA_TEXTURE_DESC *pTexDesc,
                                           const CUDA_RESOURCE_VIEW_DESC *pResViewDesc);
__host__ CUresult CUDAAPI cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *pResDesc, CUtexObject texObject);
__host__ CUresult CUDAAPI cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *pTexDesc, CUtexObject texObject);
__host__ CUresult CUDAAPI cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *pResViewDesc, CUtexObject texObject);
__host__ CUresult CUDAAPI cuSurfObjectDestroy(CUsurfObject surfObject);
__host__ CUresult CUDAAPI cuTexRefSetAddress(size_t *ByteOffset, CUtexref hTexRef, CUdeviceptr dptr, size_t bytes);
__host__ CUresult CUDAAPI cuTexRefSetAddress2D(CUtexref hTexRef, const CUDA_ARRAY_DESCRIPTOR *desc, CUdeviceptr dptr,
                                              size_t Pitch);
__host__ CUresult CUDAAPI cuTexRefSetAddressMode(CUtexref hTexRef, int dim, CUaddress_mode am);
__host__ CUresult CUDAAPI cuTexRefSetArray(CUtexref hTexRef, CUarray hArray, unsigned int Flags);
__host__ CUresult CUDAAPI cuTexRefSetFilterMode(CUtexref hTexRef, CUfilter_mode fm);
__host__ CUresult CUDAAPI cuTexRefSetFlags(CUtexref hTexRef, unsigned int Flags);
__host__ CUresult CUDAAPI cuTexRefSetFormat(CUtexref hTexRef, CUarray_format fmt, int NumPackedComponents);
__host__ CUresult CUDAAPI cuTexRefSetBorderColor(CUtexref hTexRef, float *pBorderColor);
__host__ CUresult CUDAAPI cuTexRefSetMaxAnisotropy(CUtexref hTexRef, unsigned int maxAniso);
__host__ CUresult CUDAAPI cuTexRefSetMipmapFilterMode(CUtexref hTexRef, CUfilter_mode fm);
__host__ CUresult CUDAAPI cuTexRefSetMipmapLevelBias(CUtexref hTexRef, float bias);
__host__ CUresult CUDAAPI cuTexRefSetMipmapLevelClamp(CUtexref hTexRef, float minMipmapLevelClamp,
                                                     float maxMipmapLevelClamp);
__host__ CUresult CUDAAPI cuTexRefSetMipmappedArray(CUtexref hTexRef, CUmipmappedArray hMipmappedArray,
                                                   unsigned int Flags);
__host__ CUresult CUDAAPI cuTexRefGetAddress(CUdeviceptr *pdptr, CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefGetAddressMode(CUaddress_mode *pam, CUtexref hTexRef, int dim);
__host__ CUresult CUDAAPI cuTexRefGetArray(CUarray *phArray, CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefGetBorderColor(float *pBorderColor, CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefGetFilterMode(CUfilter_mode *pfm, CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefGetFlags(unsigned int *pFlags, CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefGetFormat(CUarray_format *pFormat, int *pNumChannels, CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefGetMaxAnisotropy(int *pmaxAniso, CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefGetMipmapFilterMode(CUfilter_mode *pfm, CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefGetMipmapLevelBias(float *pbias, CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefGetMipmapLevelClamp(float *pminMipmapLevelClamp, float *pmaxMipmapLevelClamp,
                                                     CUtexref hTexRef);
__host__ CUresult CUDAAPI cuTexRefGetMipmappedArray(CUmipmappedArray *phMipmappedArray, CUtexref hTexRef);

/* external memory and semaphores */
__host__ CUresult CUDAAPI cuImportExternalMemory(CUexternalMemory *extMem_out,
                                                const CUDA_EXTERNAL_MEMORY_HANDLE_DESC *memHandleDesc);
__host__ CUresult CUDAAPI cuExternalMemoryGetMappedBuffer(CUdeviceptr *devPtr, CUexternalMemory extMem,
                                                         const CUDA_EXTERNAL_MEMORY_BUFFER_DESC *bufferDesc);
__host__ CUresult CUDAAPI cuDestroyExternalMemory(CUexternalMemory extMem);
__host__ CUresult CUDAAPI cuImportExternalSemaphore(CUexternalSemaphore *extSem_out,
                                                   const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC *semHandleDesc);
__host__ CUresult CUDAAPI cuSignalExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray,
                                                         const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *paramsArray,
                                                         unsigned int numExtSems, CUstream stream);
__host__ CUresult CUDAAPI cuWaitExternalSemaphoresAsync(const CUexternalSemaphore *extSemArray,
                                                       const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *paramsArray,
                                                       unsigned int numExtSems, CUstream stream);
__host__ CUresult CUDAAPI cuDestroyExternalSemaphore(CUexternalSemaphore extSem);

/* inter-process communication */
__host__ CUresult CUDAAPI cuIpcGetMemHandle(CUipcMemHandle *pHandle, CUdeviceptr dptr);
__host__ CUresult CUDAAPI cuIpcOpenMemHandle(CUdeviceptr *pdptr, CUipcMemHandle handle, unsigned int Flags);
__host__ CUresult CUDAAPI cuIpcCloseMemHandle(CUdeviceptr dptr);
__host__ CUresult CUDAAPI cuIpcGetEventHandle(CUipcEventHandle *pHandle, CUevent event);
__host__ CUresult CUDAAPI cuIpcOpenEventHandle(CUevent *phEvent, CUipcEventHandle handle);

#endif
