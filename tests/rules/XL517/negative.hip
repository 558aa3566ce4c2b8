// Not rewritten: strings, comments, longer names, a pasted token, the NVIDIA platform names (neither
// compiler defines them), and every use of a HIP name the code defines itself
#include <cstdio>
#include <hip/hip_runtime.h>
const char *s = "__HIPCC__ and HIP_VERSION";  // __HIP_PLATFORM_AMD__ in a comment
int my__HIPCC__flag = 1, HIP_VERSIONS = 2;
#define NAME_OF(x) #x
#define PASTE(a) a##__HIP__
#define SPELLING __HIPCC__ ## _x
#ifdef __HIP_PLATFORM_NVIDIA__
int nvidia_platform = 1;
#endif
#ifndef __HIP_PLATFORM_AMD__
#define __HIP_PLATFORM_AMD__ 1  // CHECK: XL517 warning L14:9 `#define __HIP_PLATFORM_AMD__` kept
#endif
#if __HIP_PLATFORM_AMD__
int amd = 1;
#endif
