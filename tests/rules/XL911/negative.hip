// Every line is active in one of the passes (host or device): no XL911 note.
#include <hip/hip_runtime.h>
#ifdef __HIP_DEVICE_COMPILE__
__device__ int side() { return 1; }
#else
int side() { return 0; }
#endif
