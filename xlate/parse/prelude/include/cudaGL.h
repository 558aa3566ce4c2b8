/* xlate CUDA prelude: OpenGL interoperability of the driver API (CUDA Driver API reference, "OpenGL
 * Interoperability"). CUDA gets GLuint/GLenum from <GL/gl.h>; declared here so no GL headers are needed. */
#ifndef XLATE_PRELUDE_CUDAGL_H
#define XLATE_PRELUDE_CUDAGL_H

#include "cuda.h"

typedef unsigned int GLuint;
typedef unsigned int GLenum;

typedef enum CUGLDeviceList_enum {
    CU_GL_DEVICE_LIST_ALL = 0x01,
    CU_GL_DEVICE_LIST_CURRENT_FRAME = 0x02,
    CU_GL_DEVICE_LIST_NEXT_FRAME = 0x03
} CUGLDeviceList;

extern "C" {
__host__ CUresult CUDAAPI cuGraphicsGLRegisterBuffer(CUgraphicsResource *pCudaResource, GLuint buffer,
                                                    unsigned int Flags);
__host__ CUresult CUDAAPI cuGraphicsGLRegisterImage(CUgraphicsResource *pCudaResource, GLuint image, GLenum target,
                                                   unsigned int Flags);
/* CUDA's cudaGL.h maps cuGLGetDevices to cuGLGetDevices_v2 (same parameters) */
__host__ CUresult CUDAAPI cuGLGetDevices(unsigned int *pCudaDeviceCount, CUdevice *pCudaDevices,
                                        unsigned int cudaDeviceCount, CUGLDeviceList deviceList);
}

#endif
