// Texture objects are supported: nothing to report here.
__global__ void k(hipTextureObject_t tex, float* o) { o[0] = tex1Dfetch<float>(tex, 0); }
