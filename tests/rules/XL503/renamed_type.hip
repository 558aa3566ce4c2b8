// extern __shared__ of a type another rule renames (BART's gpu_reduce.cu and calibcu.cu:
// `extern __shared__ cuFloatComplex sdata[];`): the type's tokens are left to XL401, the rest becomes
// the pool and pointer, whose generated copies of the type are the HIP spelling.
#include <xlate/complex.h>

HIP_DYNAMIC_SHARED(hipDoubleComplex, global_pool)

__global__ void sum(const hipFloatComplex *in, hipFloatComplex *out) {
  HIP_DYNAMIC_SHARED(__attribute__((aligned(16))) __attribute__((aligned(alignof(hipFloatComplex)))) unsigned char, xlate_dynamic_smem) hipFloatComplex* sdata = reinterpret_cast<hipFloatComplex*>(xlate_dynamic_smem);
  sdata[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    hipFloatComplex s = make_hipFloatComplex(0.f, 0.f);
    for (unsigned i = 0; i < blockDim.x; ++i) s = hipCaddf(s, sdata[i]);
    out[blockIdx.x] = s;
  }
}
