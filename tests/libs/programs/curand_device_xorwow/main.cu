// cuRAND device API, XORWOW: one state per thread (seed, subsequence = thread id, offset), uniform and
// normal draws, and skipahead.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>

__global__ void draw(unsigned long long seed, unsigned long long offset, unsigned int* raw, float* uni, float* nrm,
                     double* dbl) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    curandState s;
    curand_init(seed, t, offset, &s);
    raw[t] = curand(&s);
    for (int i = 0; i < 3; ++i) uni[t * 3 + i] = curand_uniform(&s);
    for (int i = 0; i < 2; ++i) nrm[t * 2 + i] = curand_normal(&s);
    skipahead(100ull, &s);
    dbl[t] = curand_uniform_double(&s);
}

int main() {
    const int T = 8;
    unsigned int* raw; float *uni, *nrm; double* dbl;
    cudaMallocManaged(&raw, T * sizeof(unsigned int));
    cudaMallocManaged(&uni, T * 3 * sizeof(float));
    cudaMallocManaged(&nrm, T * 2 * sizeof(float));
    cudaMallocManaged(&dbl, T * sizeof(double));
    draw<<<2, T / 2>>>(1234ull, 7ull, raw, uni, nrm, dbl);
    cudaDeviceSynchronize();
    for (int t = 0; t < T; ++t)
        printf("t%d %u %.7f %.7f %.7f %.6f %.6f %.9f\n", t, raw[t], uni[t * 3], uni[t * 3 + 1], uni[t * 3 + 2],
               nrm[t * 2], nrm[t * 2 + 1], dbl[t]);
    cudaFree(raw); cudaFree(uni); cudaFree(nrm); cudaFree(dbl);
    return 0;
}
