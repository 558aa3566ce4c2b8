// MODE: native64
// native64 takes hipCUB's wavefront width (HIPCUB_WARP_THREADS): no XL405 note.
#include <cub/cub.cuh>
__global__ void k(int *out) { out[threadIdx.x] = CUB_PTX_WARP_THREADS; }  // CHECK: XL403 warning L4:50 CUB_PTX_WARP_THREADS translated to
