#include <cuda_runtime.h>
#include "cuda_runtime_api.h"
#include <cuda.h>
#include <device_launch_parameters.h>
#  include <cuda_fp16.h>  // half
#include <cuda_bf16.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <curand_kernel.h>
#include <cublas_v2.h>
#include <cufft.h>
#include <cusparse.h>
#include <cub/cub.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <thrust/device_vector.h>
#include <vector_types.h>
#include <math_constants.h>
#include <vector>
/* #include <cuda.h> in a comment stays */
int main() { return 0; }
