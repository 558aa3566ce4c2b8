// xlate CPU backend: what HIP's <hip/channel_descriptor.h> declares is part of the cpu runtime's hip/hip_runtime.h.
#pragma once
#include "hip/hip_runtime.h"
