#include <hip/hip_runtime.h>
// no warp-size query: another attribute, named, and a field of a structure filled elsewhere
int sms(const hipDeviceProp_t& prop) {
    int n = 0;
    hipDeviceGetAttribute(&n, hipDeviceAttributeMultiprocessorCount, 0);
    return n + prop.multiProcessorCount;
}
