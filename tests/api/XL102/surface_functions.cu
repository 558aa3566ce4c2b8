#include <cuda_runtime.h>
__global__ void k(cudaSurfaceObject_t s) {
  float v = surf2Dread<float>(s, 0, 0);  // CHECK: XL102 error 3:13
  surf2Dwrite(v, s, 4, 0);  // CHECK: XL102 error 4:3
  v += surf1Dread<float>(s, 0);  // CHECK: XL102 error 5:8
}
