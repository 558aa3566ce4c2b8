#include <hip/hip_runtime.h>
int sms() {
    hipDeviceProp_t prop;
    hipGetDeviceProperties(&prop, 0);
    return prop.multiProcessorCount;
}
