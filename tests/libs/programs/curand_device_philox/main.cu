// cuRAND device API, Philox4x32-10: curand_init with subsequence and offset, curand4/uniform4/normal.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>

__global__ void draw(unsigned long long seed, uint4* raw, float4* uni, float* nrm) {
    int t = threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(seed, t / 2, (t % 2) * 5, &s);
    raw[t] = curand4(&s);
    uni[t] = curand_uniform4(&s);
    nrm[2 * t] = curand_normal(&s);
    nrm[2 * t + 1] = curand_normal(&s);
}

int main() {
    const int T = 6;
    uint4* raw; float4* uni; float* nrm;
    cudaMallocManaged(&raw, T * sizeof(uint4));
    cudaMallocManaged(&uni, T * sizeof(float4));
    cudaMallocManaged(&nrm, 2 * T * sizeof(float));
    draw<<<1, T>>>(0xDEADBEEFCAFEull, raw, uni, nrm);
    cudaDeviceSynchronize();
    for (int t = 0; t < T; ++t)
        printf("t%d %u %u %u %u %.7f %.7f %.7f %.7f %.6f %.6f\n", t, raw[t].x, raw[t].y, raw[t].z, raw[t].w, uni[t].x,
               uni[t].y, uni[t].z, uni[t].w, nrm[2 * t], nrm[2 * t + 1]);
    cudaFree(raw); cudaFree(uni); cudaFree(nrm);
    return 0;
}
