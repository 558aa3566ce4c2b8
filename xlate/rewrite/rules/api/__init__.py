"""XL1xx: CUDA runtime/driver API names and call forms."""
