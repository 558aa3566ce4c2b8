// Records real cuRAND sequences (device API and host API) as JSON on stdout, for tests/libs.
// Build: nvcc -O2 -o record_curand record_curand.cu -lcurand
#include <cstdio>
#include <cstdlib>
#include <curand.h>
#include <curand_kernel.h>

#define CK(x) do { cudaError_t ck_ = (x); if (ck_ != cudaSuccess) { fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(ck_)); exit(1); } } while (0)
#define CR(x) do { curandStatus_t cr_ = (x); if (cr_ != CURAND_STATUS_SUCCESS) { fprintf(stderr, "%s: %d\n", #x, (int)cr_); exit(1); } } while (0)

const int N = 16;
const unsigned long long SEEDS[] = {0ULL, 1234ULL, 0xDEADBEEFCAFEULL};
const unsigned long long SUBS[] = {0ULL, 1ULL, 5ULL};
const unsigned long long OFFS[] = {0ULL, 3ULL, 1000ULL};

template <class S>
__global__ void dev_kernel(unsigned long long seed, unsigned long long sub, unsigned long long off,
                           unsigned int *u32, float *uni, float *nrm, double *unid, double *nrmd) {
    S s;
    curand_init(seed, sub, off, &s);
    for (int i = 0; i < N; ++i) u32[i] = curand(&s);
    curand_init(seed, sub, off, &s);
    for (int i = 0; i < N; ++i) uni[i] = curand_uniform(&s);
    curand_init(seed, sub, off, &s);
    for (int i = 0; i < N; ++i) nrm[i] = curand_normal(&s);
    curand_init(seed, sub, off, &s);
    for (int i = 0; i < N; ++i) unid[i] = curand_uniform_double(&s);
    curand_init(seed, sub, off, &s);
    for (int i = 0; i < N; ++i) nrmd[i] = curand_normal_double(&s);
}

static void pu(const char *k, const unsigned int *v, int n) {
    printf("\"%s\": [", k);
    for (int i = 0; i < n; ++i) printf("%s%u", i ? ", " : "", v[i]);
    printf("]");
}
static void pf(const char *k, const float *v, int n) {
    printf("\"%s\": [", k);
    for (int i = 0; i < n; ++i) printf("%s%.9g", i ? ", " : "", v[i]);
    printf("]");
}
static void pd(const char *k, const double *v, int n) {
    printf("\"%s\": [", k);
    for (int i = 0; i < n; ++i) printf("%s%.17g", i ? ", " : "", v[i]);
    printf("]");
}

template <class S>
static void device_cases(const char *name, bool &first) {
    unsigned int *u; float *f, *g; double *d, *e;
    CK(cudaMallocManaged(&u, N * 4)); CK(cudaMallocManaged(&f, N * 4)); CK(cudaMallocManaged(&g, N * 4));
    CK(cudaMallocManaged(&d, N * 8)); CK(cudaMallocManaged(&e, N * 8));
    for (unsigned long long seed : SEEDS)
        for (unsigned long long sub : SUBS)
            for (unsigned long long off : OFFS) {
                dev_kernel<S><<<1, 1>>>(seed, sub, off, u, f, g, d, e);
                CK(cudaDeviceSynchronize());
                printf("%s\n  {\"api\": \"device\", \"rng\": \"%s\", \"seed\": %llu, \"subsequence\": %llu, \"offset\": %llu, ",
                       first ? "" : ",", name, seed, sub, off);
                first = false;
                pu("curand", u, N); printf(", "); pf("curand_uniform", f, N); printf(", ");
                pf("curand_normal", g, N); printf(", "); pd("curand_uniform_double", d, N); printf(", ");
                pd("curand_normal_double", e, N); printf("}");
            }
    cudaFree(u); cudaFree(f); cudaFree(g); cudaFree(d); cudaFree(e);
}

static void host_cases(const char *name, curandRngType_t t, bool &first) {
    const int M = 64;
    unsigned int *u; float *f, *g; double *d, *e;
    CK(cudaMallocManaged(&u, M * 4)); CK(cudaMallocManaged(&f, M * 4)); CK(cudaMallocManaged(&g, M * 4));
    CK(cudaMallocManaged(&d, M * 8)); CK(cudaMallocManaged(&e, M * 8));
    for (unsigned long long seed : SEEDS)
        for (unsigned long long off : OFFS) {
            curandGenerator_t gen;
            CR(curandCreateGenerator(&gen, t));
            CR(curandSetPseudoRandomGeneratorSeed(gen, seed)); CR(curandSetGeneratorOffset(gen, off));
            CR(curandGenerate(gen, u, M));
            CR(curandDestroyGenerator(gen));
            CR(curandCreateGenerator(&gen, t));
            CR(curandSetPseudoRandomGeneratorSeed(gen, seed)); CR(curandSetGeneratorOffset(gen, off));
            CR(curandGenerateUniform(gen, f, M));
            CR(curandDestroyGenerator(gen));
            CR(curandCreateGenerator(&gen, t));
            CR(curandSetPseudoRandomGeneratorSeed(gen, seed)); CR(curandSetGeneratorOffset(gen, off));
            CR(curandGenerateNormal(gen, g, M, 0.0f, 1.0f));
            CR(curandDestroyGenerator(gen));
            CR(curandCreateGenerator(&gen, t));
            CR(curandSetPseudoRandomGeneratorSeed(gen, seed)); CR(curandSetGeneratorOffset(gen, off));
            CR(curandGenerateUniformDouble(gen, d, M));
            CR(curandDestroyGenerator(gen));
            CR(curandCreateGenerator(&gen, t));
            CR(curandSetPseudoRandomGeneratorSeed(gen, seed)); CR(curandSetGeneratorOffset(gen, off));
            CR(curandGenerateNormalDouble(gen, e, M, 0.0, 1.0));
            CR(curandDestroyGenerator(gen));
            CK(cudaDeviceSynchronize());
            printf(",\n  {\"api\": \"host\", \"rng\": \"%s\", \"seed\": %llu, \"offset\": %llu, ", name, seed, off);
            pu("generate", u, M); printf(", "); pf("generate_uniform", f, M); printf(", ");
            pf("generate_normal", g, M); printf(", "); pd("generate_uniform_double", d, M); printf(", ");
            pd("generate_normal_double", e, M); printf("}");
        }
    cudaFree(u); cudaFree(f); cudaFree(g); cudaFree(d); cudaFree(e);
}

int main() {
    bool first = true;
    printf("{\"cases\": [");
    device_cases<curandStateXORWOW_t>("XORWOW", first);
    device_cases<curandStatePhilox4_32_10_t>("PHILOX4_32_10", first);
    host_cases("XORWOW", CURAND_RNG_PSEUDO_XORWOW, first);
    host_cases("PHILOX4_32_10", CURAND_RNG_PSEUDO_PHILOX4_32_10, first);
    printf("\n]}\n");
    return 0;
}
