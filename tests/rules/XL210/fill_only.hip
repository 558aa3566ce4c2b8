#include <xlate/compat32.h> // #include <hip/hip_runtime.h>
int sms() {
    hipDeviceProp_t prop;
    xlate_c32::device_properties(hipGetDeviceProperties, &prop, 0);  // CHECK: XL210 note L4:5 cudaGetDeviceProperties: compat32 fills warpSize as 32
    return prop.multiProcessorCount;
}
