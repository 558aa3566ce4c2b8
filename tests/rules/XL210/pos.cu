#include <cuda_runtime.h>
#include <cstdio>
int lanes() {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);  // CHECK: XL210 note L5:5 cudaGetDeviceProperties: compat32 fills warpSize as 32
    printf("warpSize %d\n", prop.warpSize);  // CHECK: XL210 warning L6:34 prop.warpSize: the device reports its wavefront
    return prop.warpSize;  // CHECK: XL210 warning L7:17 prop.warpSize: the device reports its wavefront
}
