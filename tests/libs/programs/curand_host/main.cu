// cuRAND host API: XORWOW and Philox generators, seed and offset, 32-bit, uniform and normal output.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand.h>

static int run(curandRngType_t type, const char* name, unsigned long long seed, unsigned long long offset) {
    const int n = 8;
    unsigned int* u; float *f, *g;
    cudaMalloc(&u, n * sizeof(unsigned int)); cudaMalloc(&f, n * sizeof(float)); cudaMalloc(&g, n * sizeof(float));
    curandGenerator_t gen;
    if (curandCreateGenerator(&gen, type) != CURAND_STATUS_SUCCESS) return 1;
    curandSetPseudoRandomGeneratorSeed(gen, seed);
    curandSetGeneratorOffset(gen, offset);
    curandGenerate(gen, u, n);
    curandDestroyGenerator(gen);
    curandCreateGenerator(&gen, type);
    curandSetPseudoRandomGeneratorSeed(gen, seed);
    curandSetGeneratorOffset(gen, offset);
    curandGenerateUniform(gen, f, n);
    curandDestroyGenerator(gen);
    curandCreateGenerator(&gen, type);
    curandSetPseudoRandomGeneratorSeed(gen, seed);
    curandGenerateNormal(gen, g, n, 1.0f, 2.0f);
    curandDestroyGenerator(gen);
    unsigned int hu[n]; float hf[n], hg[n];
    cudaMemcpy(hu, u, sizeof(hu), cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, f, sizeof(hf), cudaMemcpyDeviceToHost);
    cudaMemcpy(hg, g, sizeof(hg), cudaMemcpyDeviceToHost);
    printf("%s raw:", name);
    for (int i = 0; i < n; ++i) printf(" %u", hu[i]);
    printf("\n%s uniform:", name);
    for (int i = 0; i < n; ++i) printf(" %.7f", hf[i]);
    printf("\n%s normal:", name);
    for (int i = 0; i < n; ++i) printf(" %.5f", hg[i]);
    printf("\n");
    cudaFree(u); cudaFree(f); cudaFree(g);
    return 0;
}

int main() {
    if (run(CURAND_RNG_PSEUDO_XORWOW, "xorwow", 42ull, 3ull)) return 1;
    if (run(CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox", 42ull, 5ull)) return 1;
    return 0;
}
