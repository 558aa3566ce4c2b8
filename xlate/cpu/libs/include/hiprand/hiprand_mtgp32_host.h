// xlate CPU backend: MTGP32 host set-up (hiprandMakeMTGP32Constants, hiprandMakeMTGP32KernelState). The cpu
// backend has no MTGP32 generator: each call returns HIPRAND_STATUS_NOT_IMPLEMENTED naming itself on stderr.
#pragma once
#include <hiprand/hiprand_kernel.h>
