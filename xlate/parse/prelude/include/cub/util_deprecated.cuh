/* xlate CUDA prelude: CUB header, see cub/cub.cuh */
#include "cub.cuh"
