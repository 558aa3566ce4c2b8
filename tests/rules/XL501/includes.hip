#include <hip/hip_runtime.h>
#include "hip/hip_runtime_api.h"
#include <hip/hip_runtime.h>
#include <hip/hip_runtime.h>
#  include <xlate/fp16.h>  // half
#include <xlate/fp16.h>
#include <hip/hip_cooperative_groups.h>
#include <xlate/cg_reduce.h>
#include <hiprand/hiprand_kernel.h>
#include <xlate/hipblas.h>
#include <xlate/hipfft.h>
#include <xlate/hipsparse.h>
#include <xlate/hipcub.hpp>
#include <xlate/hipcub.hpp>
#include <thrust/device_vector.h>
#include <hip/hip_vector_types.h>
#include <hip/hip_math_constants.h>
#include <vector>
/* #include <cuda.h> in a comment stays */
int main() { return 0; }
