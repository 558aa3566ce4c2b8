#include <xlate/compat32.h> // #include <hip/hip_runtime.h>
#include <cstdio>
int lanes() {
    hipDeviceProp_t prop;
    xlate_c32::device_properties(hipGetDeviceProperties, &prop, 0);  // CHECK: XL210 note L5:5 cudaGetDeviceProperties: compat32 fills warpSize as 32
    printf("warpSize %d\n", xlate_c32::prop_warp_size(prop.warpSize));  // CHECK: XL210 warning L6:34 prop.warpSize: the device reports its wavefront
    return xlate_c32::prop_warp_size(prop.warpSize);  // CHECK: XL210 warning L7:17 prop.warpSize: the device reports its wavefront
}
