__managed__ int counter;
__device__ int dev_value;
__constant__ float coeffs[16];
// CHECK: XL505 note L1:1
