/* xlate CUDA prelude: texture fetches, through texture objects and (legacy) texture references. */
#ifndef XLATE_PRELUDE_TEXTURE_FETCH_FUNCTIONS_H
#define XLATE_PRELUDE_TEXTURE_FETCH_FUNCTIONS_H

#include "cuda_texture_types.h"

template <class T> __device__ T tex1Dfetch(cudaTextureObject_t texObject, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t texObject, float x);
template <class T> __device__ T tex2D(cudaTextureObject_t texObject, float x, float y);
template <class T> __device__ T tex3D(cudaTextureObject_t texObject, float x, float y, float z);
template <class T> __device__ T tex1DLayered(cudaTextureObject_t texObject, float x, int layer);
template <class T> __device__ T tex2DLayered(cudaTextureObject_t texObject, float x, float y, int layer);
template <class T> __device__ T tex2DLod(cudaTextureObject_t texObject, float x, float y, float level);

template <class T, enum cudaTextureReadMode mode>
__device__ T tex1Dfetch(texture<T, cudaTextureType1D, mode> t, int x);
template <class T, enum cudaTextureReadMode mode>
__device__ T tex1D(texture<T, cudaTextureType1D, mode> t, float x);
template <class T, enum cudaTextureReadMode mode>
__device__ T tex2D(texture<T, cudaTextureType2D, mode> t, float x, float y);
template <class T, enum cudaTextureReadMode mode>
__device__ T tex3D(texture<T, cudaTextureType3D, mode> t, float x, float y, float z);

template <class T> __device__ void surf2Dwrite(T data, cudaSurfaceObject_t surfObj, int x, int y,
                                              enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ T surf2Dread(cudaSurfaceObject_t surfObj, int x, int y,
                                          enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ void surf1Dwrite(T data, cudaSurfaceObject_t surfObj, int x,
                                              enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);
template <class T> __device__ T surf1Dread(cudaSurfaceObject_t surfObj, int x,
                                          enum cudaSurfaceBoundaryMode boundaryMode = cudaBoundaryModeTrap);

#endif
