// Monte Carlo estimate of pi: per-thread XORWOW states (curand_init(seed, tid, 0)), points counted in a
// kernel, counts summed with thrust::reduce over a device_ptr.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>
#include <thrust/device_ptr.h>
#include <thrust/reduce.h>

__global__ void setup(curandState* states, unsigned long long seed) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(seed, t, 0, &states[t]);
}

__global__ void count(curandState* states, int draws, int* hits) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    curandState s = states[t];
    int h = 0;
    for (int i = 0; i < draws; ++i) {
        float x = curand_uniform(&s), y = curand_uniform(&s);
        if (x * x + y * y <= 1.0f) ++h;
    }
    states[t] = s;
    hits[t] = h;
}

int main() {
    const int T = 32, draws = 40;
    curandState* states;
    int* hits;
    cudaMalloc(&states, T * sizeof(curandState));
    cudaMalloc(&hits, T * sizeof(int));
    setup<<<2, T / 2>>>(states, 2024ull);
    count<<<2, T / 2>>>(states, draws, hits);
    thrust::device_ptr<int> p(hits);
    int total = thrust::reduce(p, p + T);
    int h[T];
    cudaMemcpy(h, hits, sizeof(h), cudaMemcpyDeviceToHost);
    printf("hits:");
    for (int i = 0; i < T; ++i) printf(" %d", h[i]);
    printf("\ntotal=%d pi~%.5f\n", total, 4.0 * total / (T * draws));
    cudaFree(states); cudaFree(hits);
    return 0;
}
