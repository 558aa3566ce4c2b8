#include <cuda_runtime.h>
int sms() {
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, 0);  // CHECK: XL210 note L4:5 cudaGetDeviceProperties: compat32 fills warpSize as 32
    return prop.multiProcessorCount;
}
