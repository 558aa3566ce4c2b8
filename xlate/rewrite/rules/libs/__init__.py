"""XL4xx: CUDA libraries (cuBLAS ... CUB, Thrust) to their HIP libraries."""
