/* xlate CUDA prelude: OpenGL interoperability (CUDA Runtime API, "OpenGL Interoperability").
 * CUDA gets GLuint/GLenum from <GL/gl.h>; declared here so no GL headers are needed to parse. */
#ifndef XLATE_PRELUDE_CUDA_GL_INTEROP_H
#define XLATE_PRELUDE_CUDA_GL_INTEROP_H

#include "cuda_runtime_api.h"

typedef unsigned int GLuint;
typedef unsigned int GLenum;

extern "C" {
extern __host__ cudaError_t CUDARTAPI cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource,
                                                                  GLuint buffer, unsigned int flags);
extern __host__ cudaError_t CUDARTAPI cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource,
                                                                 GLuint image, GLenum target, unsigned int flags);
} /* extern "C" */

#endif
