#pragma once
// Defined in poly.cu; called from kernels in other translation units (needs -rdc=true).
extern __device__ int poly(int x);
extern __device__ int g_offset;
