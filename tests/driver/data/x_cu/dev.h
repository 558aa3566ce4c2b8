/* A project header that a C file compiled as CUDA includes (hypre's _hypre_utilities.hpp includes
   CUDA's headers this way). */
#pragma once
#include <cuda.h>
#include <cuda_runtime.h>
