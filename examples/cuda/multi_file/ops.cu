// ops.cu: the normalize kernel and its launcher (translation unit 1 of 2).
#include "vec_math.cuh"

__global__ void normalize(const float *in, float *out, int n, float lo, float hi) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = clamp01((in[i] - lo) / (hi - lo));
}

void launch_normalize(const float *in, float *out, int n, float lo, float hi) {
    normalize<<<(n + 127) / 128, 128>>>(in, out, n, lo, hi);
}
