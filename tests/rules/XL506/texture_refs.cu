texture<float, 1, cudaReadModeElementType> tex_ref;
surface<void, 2> surf_ref;
__global__ void k(float* o) { o[0] = tex1Dfetch(tex_ref, 0); }
// CHECK: XL506 error L1:1
// CHECK: XL506 error L2:1
