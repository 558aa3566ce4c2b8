/* xlate CUDA prelude: the CUDA runtime API with its C++ conveniences (the template overloads that
 * take typed pointers, symbols and kernels), plus everything nvcc makes visible by default: vector
 * types, built-in variables, device functions, math, atomics, warp intrinsics, texture fetches. */
#ifndef XLATE_PRELUDE_CUDA_RUNTIME_H
#define XLATE_PRELUDE_CUDA_RUNTIME_H

#include "host_defines.h"
#include "cuda_runtime_api.h"
#include "channel_descriptor.h"
#include "cuda_texture_types.h"
#include "device_launch_parameters.h"
#include "device_functions.h"
#include "math_functions.h"
#include "texture_fetch_functions.h"
#include "vector_functions.h"
/* CUDA's cuda_runtime.h includes <utility> (C++11 and later) */
#include <utility>

template <class T> __host__ cudaError_t cudaMalloc(T **devPtr, size_t size);
template <class T> __host__ cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags = 0);
template <class T> __host__ cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags);
template <class T> __host__ cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost, unsigned int flags);
template <class T>
__host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal);
template <class T> __host__ cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width, size_t height);
template <class T> __host__ cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaStream_t stream);
template <class T>
__host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr, size_t length = 0,
                                              unsigned int flags = cudaMemAttachSingle);

__host__ cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags);

template <class T>
__host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                        enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
template <class T>
__host__ cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                             enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                             cudaStream_t stream = 0);
template <class T>
__host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                          enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
template <class T>
__host__ cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                               enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                               cudaStream_t stream = 0);
template <class T> __host__ cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol);
template <class T> __host__ cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol);

/* CUDA spells the kernel parameter `const T *`; clang cannot deduce that from a function, so `T *`. */
template <class T>
__host__ cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                                      size_t sharedMem = 0, cudaStream_t stream = 0);
template <class T>
__host__ cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                                                 size_t sharedMem = 0, cudaStream_t stream = 0);
/* CUDA 12 and 13 keep CUDA 11's five-argument cudaGraphInstantiate as a C++ overload here (it ignores the
 * error node and the log buffer and instantiates with flags 0); before 12 it is the C function itself */
#if CUDART_VERSION >= 12000
__host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphNode_t *pErrorNode,
                                          char *pLogBuffer, size_t bufferSize);
#endif
template <class T> __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry);
template <class T>
__host__ cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr, int value);
template <class T> __host__ cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig);

template <class T>
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize,
                                                                   size_t dynamicSMemSize);
template <class T>
__host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func, int blockSize,
                                                                            size_t dynamicSMemSize,
                                                                            unsigned int flags);
template <class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func,
                                                        size_t dynamicSMemSize = 0, int blockSizeLimit = 0);
template <class UnaryFunction, class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func,
                                                                    UnaryFunction blockSizeToDynamicSMemSize,
                                                                    int blockSizeLimit = 0);
template <class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int *minGridSize, int *blockSize, T func,
                                                                 size_t dynamicSMemSize = 0, int blockSizeLimit = 0,
                                                                 unsigned int flags = 0);
/* launch with a cudaLaunchConfig_t (CUDA 12.0's C++ form, kernel pointer and its arguments) */
template <typename... ExpTypes, typename... ActTypes>
__host__ cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(ExpTypes...),
                                       ActTypes &&...args);
template <class UnaryFunction, class T>
__host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(int *minGridSize, int *blockSize, T func,
                                                                             UnaryFunction blockSizeToDynamicSMemSize,
                                                                             int blockSizeLimit = 0,
                                                                             unsigned int flags = 0);

template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaBindTexture(size_t *offset, const struct texture<T, dim, readMode> &tex, const void *devPtr,
                                     size_t size = (size_t)-1);
template <class T, int dim, enum cudaTextureReadMode readMode>
__host__ cudaError_t cudaUnbindTexture(const struct texture<T, dim, readMode> &tex);

#endif
