// extern __shared__ of a type another rule renames (BART's gpu_reduce.cu and calibcu.cu:
// `extern __shared__ cuFloatComplex sdata[];`): the type's tokens are left to XL401, the rest becomes
// the pool and pointer, whose generated copies of the type are the HIP spelling.
#include <cuComplex.h>

extern __shared__ cuDoubleComplex global_pool[];

__global__ void sum(const cuFloatComplex *in, cuFloatComplex *out) {
  extern __shared__ cuFloatComplex sdata[];
  sdata[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    cuFloatComplex s = make_cuFloatComplex(0.f, 0.f);
    for (unsigned i = 0; i < blockDim.x; ++i) s = cuCaddf(s, sdata[i]);
    out[blockIdx.x] = s;
  }
}
