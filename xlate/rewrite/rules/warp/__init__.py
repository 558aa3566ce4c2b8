"""XL2xx: warp size: 32-lane CUDA warps on 64-lane wavefronts (compat32 and native64; the analysis is
xlate/rewrite/warp/)."""
