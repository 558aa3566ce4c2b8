// Lines inactive in both the host and the device pass are translated at token level, with a note.
#include <hip/hip_runtime.h>
#if defined(OLD_TOOLKIT)
void old(float *d) { hipFree(d); }  // CHECK: XL911 note L4:1 line 4 inactive in both the host and the device
#endif
#ifdef __HIP_DEVICE_COMPILE__
__device__ int side() { return 1; }
#else
int side() { return 0; }
#endif
