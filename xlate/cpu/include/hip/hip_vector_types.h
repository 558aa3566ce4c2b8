// xlate CPU backend: what HIP's <hip/hip_vector_types.h> declares is part of the cpu runtime's hip/hip_runtime.h.
#pragma once
#include "hip/hip_runtime.h"
