"""XL5xx: language-level differences, kernel launches and the includes CUDA's headers imply."""
