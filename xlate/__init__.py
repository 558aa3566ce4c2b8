"""xlate: CUDA to HIP for AMD GPUs, with proof that the result computes the same thing."""

__version__ = "0.1.0"
