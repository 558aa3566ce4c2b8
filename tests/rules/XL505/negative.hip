// __device__ and __constant__ variables need nothing.
__device__ int dev_value;
__constant__ float coeffs[16];
__global__ void k(float* o) { o[0] = coeffs[0] + dev_value; }
