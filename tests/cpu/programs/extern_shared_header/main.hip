// A literal extern __shared__ inside a header: refused with the header line and the fix.
#include "shared.h"
__global__ void k(int* o) { buf()[threadIdx.x] = 1; o[0] = buf()[0]; }
int main() { int* o; hipMalloc(&o, 4); hipLaunchKernelGGL(k, 1, 1, 64, 0, o); hipDeviceSynchronize(); return 0; }
