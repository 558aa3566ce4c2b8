// MODE: native64
#include <cuda_runtime.h>
#include <cstdio>
int lanes() {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);  // CHECK: XL210 note L6:5 cudaGetDeviceProperties: native64 keeps the device's wavefront width
    printf("warpSize %d\n", prop.warpSize);  // CHECK: XL210 warning L7:34 prop.warpSize: native64 keeps the device's
    return prop.warpSize;  // CHECK: XL210 warning L8:17 prop.warpSize: native64 keeps the device's
}
