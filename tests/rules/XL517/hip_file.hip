// A file that is HIP already (its parse includes a hip/ header): the HIP macros mean what they say
#include <hip/hip_runtime.h>
#include <hip/hip_runtime.h>
#ifdef __HIP_PLATFORM_AMD__
constexpr int kLanes = 64;
#else
constexpr int kLanes = 32;
#endif
