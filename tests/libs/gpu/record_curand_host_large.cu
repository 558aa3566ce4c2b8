// Records windows of large cuRAND host-API calls (where cuRAND spreads the work over many threads)
// as JSON on stdout: for each generator, seed and call, the elements at a fixed set of index windows.
// Build: nvcc -O2 -o record_curand_host_large record_curand_host_large.cu -lcurand
#include <cstdio>
#include <cstdlib>
#include <curand.h>

#define CK(x) do { cudaError_t ck_ = (x); if (ck_ != cudaSuccess) { fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(ck_)); exit(1); } } while (0)
#define CR(x) do { curandStatus_t cr_ = (x); if (cr_ != CURAND_STATUS_SUCCESS) { fprintf(stderr, "%s: %d\n", #x, (int)cr_); exit(1); } } while (0)

static const size_t N = 1u << 20;
static const size_t STARTS[] = {0, 1000, 4064, 16352, 32736, 65504, 131040, 262112, 524256, N - 32};
static const int W = 32;

template <class T> static void windows(const char *k, const T *v, const char *fmt, bool &firstk) {
    printf("%s\"%s\": [", firstk ? "" : ", ", k);
    firstk = false;
    bool first = true;
    for (size_t s : STARTS)
        for (int i = 0; i < W; ++i) { printf(first ? "" : ", "); printf(fmt, v[s + i]); first = false; }
    printf("]");
}

int main() {
    unsigned int *u; float *f; double *d;
    CK(cudaMallocManaged(&u, N * 4)); CK(cudaMallocManaged(&f, N * 4)); CK(cudaMallocManaged(&d, N * 8));
    printf("{\"length\": %zu, \"window\": %d, \"starts\": [", N, W);
    for (size_t i = 0; i < sizeof STARTS / sizeof STARTS[0]; ++i) printf("%s%zu", i ? ", " : "", STARTS[i]);
    printf("], \"cases\": [");
    const curandRngType_t types[] = {CURAND_RNG_PSEUDO_XORWOW, CURAND_RNG_PSEUDO_PHILOX4_32_10};
    const char *names[] = {"XORWOW", "PHILOX4_32_10"};
    const unsigned long long offs[] = {0ULL, 3ULL};
    bool firstc = true;
    for (int t = 0; t < 2; ++t)
        for (unsigned long long off : offs) {
            printf("%s\n  {\"rng\": \"%s\", \"seed\": 1234, \"offset\": %llu", firstc ? "" : ",", names[t], off);
            firstc = false;
            bool firstk = false;
            curandGenerator_t g;
            CR(curandCreateGenerator(&g, types[t])); CR(curandSetPseudoRandomGeneratorSeed(g, 1234ULL));
            CR(curandSetGeneratorOffset(g, off)); CR(curandGenerate(g, u, N)); CK(cudaDeviceSynchronize());
            windows("generate", u, "%u", firstk); CR(curandDestroyGenerator(g));
            CR(curandCreateGenerator(&g, types[t])); CR(curandSetPseudoRandomGeneratorSeed(g, 1234ULL));
            CR(curandSetGeneratorOffset(g, off)); CR(curandGenerateNormal(g, f, N, 0.0f, 1.0f)); CK(cudaDeviceSynchronize());
            windows("normal", f, "%.9g", firstk); CR(curandDestroyGenerator(g));
            CR(curandCreateGenerator(&g, types[t])); CR(curandSetPseudoRandomGeneratorSeed(g, 1234ULL));
            CR(curandSetGeneratorOffset(g, off)); CR(curandGenerateUniformDouble(g, d, N)); CK(cudaDeviceSynchronize());
            windows("uniform_double", d, "%.17g", firstk); CR(curandDestroyGenerator(g));
            CR(curandCreateGenerator(&g, types[t])); CR(curandSetPseudoRandomGeneratorSeed(g, 1234ULL));
            CR(curandSetGeneratorOffset(g, off)); CR(curandGenerateNormalDouble(g, d, N, 0.0, 1.0)); CK(cudaDeviceSynchronize());
            windows("normal_double", d, "%.17g", firstk); CR(curandDestroyGenerator(g));
            printf("}");
        }
    printf("\n]}\n");
    return 0;
}
