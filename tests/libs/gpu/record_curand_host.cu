// Records cuRAND host-API output in more shapes than record_curand.cu (odd lengths, more offsets,
// log-normal, Poisson, orderings, consecutive calls, other generator types) as JSON on stdout.
// Failing calls are recorded as their curandStatus_t value instead of numbers.
// Build: nvcc -O2 -o record_curand_host record_curand_host.cu -lcurand
#include <cstdio>
#include <cstdlib>
#include <curand.h>

#define CK(x) do { cudaError_t ck_ = (x); if (ck_ != cudaSuccess) { fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(ck_)); exit(1); } } while (0)

static const int M = 67;          // odd on purpose: one past a multiple of 2 and of 4
static unsigned int *U;
static float *F;
static double *D;
static unsigned long long *L;
static bool first_case = true;
static bool first_key = true;

static void key(const char *k) { printf("%s\"%s\": ", first_key ? "" : ", ", k); first_key = false; }
static void begin(const char *rng, const char *what, unsigned long long seed, unsigned long long off) {
    printf("%s\n  {", first_case ? "" : ",");
    first_case = false; first_key = true;
    key("rng"); printf("\"%s\"", rng); key("what"); printf("\"%s\"", what);
    key("seed"); printf("%llu", seed); key("offset"); printf("%llu", off);
}
static void end() { printf("}"); }
static void status(const char *k, curandStatus_t s) { key(k); printf("{\"status\": %d}", (int)s); }
static void pu(const char *k, int n) { CK(cudaDeviceSynchronize()); key(k); printf("["); for (int i = 0; i < n; ++i) printf("%s%u", i ? ", " : "", U[i]); printf("]"); }
static void pl(const char *k, int n) { CK(cudaDeviceSynchronize()); key(k); printf("["); for (int i = 0; i < n; ++i) printf("%s%llu", i ? ", " : "", L[i]); printf("]"); }
static void pf(const char *k, int n) { CK(cudaDeviceSynchronize()); key(k); printf("["); for (int i = 0; i < n; ++i) printf("%s%.9g", i ? ", " : "", F[i]); printf("]"); }
static void pd(const char *k, int n) { CK(cudaDeviceSynchronize()); key(k); printf("["); for (int i = 0; i < n; ++i) printf("%s%.17g", i ? ", " : "", D[i]); printf("]"); }

struct Gen {
    curandGenerator_t g = nullptr;
    curandStatus_t st = CURAND_STATUS_SUCCESS;
    Gen(curandRngType_t t, unsigned long long seed, unsigned long long off, int ordering = -1, unsigned dims = 0) {
        st = curandCreateGenerator(&g, t);
        if (st) return;
        if (t < CURAND_RNG_QUASI_DEFAULT) st = curandSetPseudoRandomGeneratorSeed(g, seed);
        if (!st && dims) st = curandSetQuasiRandomGeneratorDimensions(g, dims);
        if (!st && ordering >= 0) st = curandSetGeneratorOrdering(g, (curandOrdering_t)ordering);
        if (!st && off) st = curandSetGeneratorOffset(g, off);
    }
    ~Gen() { if (g) curandDestroyGenerator(g); }
};

// Each draw uses a fresh generator, so every key is independent of the others.
#define DRAW(K, CALL, PRINT, N) do { Gen gen_(t, seed, off, ordering, dims); curandStatus_t s_ = gen_.st; \
    if (!s_) { curandGenerator_t g = gen_.g; s_ = (CALL); } \
    if (s_) status(K, s_); else PRINT(K, N); } while (0)

static void pseudo_full(const char *name, curandRngType_t t, unsigned long long seed, unsigned long long off) {
    const int ordering = -1; const unsigned dims = 0;
    begin(name, "full", seed, off);
    DRAW("generate", curandGenerate(g, U, M), pu, M);
    DRAW("uniform", curandGenerateUniform(g, F, M), pf, M);
    DRAW("uniform_double", curandGenerateUniformDouble(g, D, M), pd, M);
    DRAW("normal_66", curandGenerateNormal(g, F, 66, 0.0f, 1.0f), pf, 66);
    DRAW("normal_odd", curandGenerateNormal(g, F, M, 0.0f, 1.0f), pf, M);
    DRAW("normal_double_66", curandGenerateNormalDouble(g, D, 66, 0.0, 1.0), pd, 66);
    DRAW("normal_shifted_66", curandGenerateNormal(g, F, 66, 2.5f, 0.75f), pf, 66);
    DRAW("log_normal_66", curandGenerateLogNormal(g, F, 66, 0.5f, 1.5f), pf, 66);
    DRAW("log_normal_double_66", curandGenerateLogNormalDouble(g, D, 66, 0.5, 1.5), pd, 66);
    DRAW("poisson_0.3", curandGeneratePoisson(g, U, M, 0.3), pu, M);
    DRAW("poisson_7.5", curandGeneratePoisson(g, U, M, 7.5), pu, M);
    DRAW("poisson_250", curandGeneratePoisson(g, U, M, 250.0), pu, M);
    // Two calls on one generator: does the second continue where the first stopped?
    {
        Gen gen(t, seed, off);
        curandGenerateUniform(gen.g, F, 33);
        curandStatus_t s = curandGenerateUniform(gen.g, F, M);
        if (s) status("uniform_after_33", s); else pf("uniform_after_33", M);
    }
    {
        Gen gen(t, seed, off);
        curandGenerateNormal(gen.g, F, 34, 0.0f, 1.0f);
        curandStatus_t s = curandGenerateNormal(gen.g, F, 66, 0.0f, 1.0f);
        if (s) status("normal_after_34", s); else pf("normal_after_34", 66);
    }
    end();
}

static void orderings(const char *name, curandRngType_t t, unsigned long long seed, unsigned long long off) {
    const unsigned dims = 0;
    const int ords[] = {CURAND_ORDERING_PSEUDO_BEST, CURAND_ORDERING_PSEUDO_DEFAULT, CURAND_ORDERING_PSEUDO_SEEDED,
                        CURAND_ORDERING_PSEUDO_LEGACY, CURAND_ORDERING_PSEUDO_DYNAMIC};
    const char *names[] = {"best", "default", "seeded", "legacy", "dynamic"};
    for (int k = 0; k < 5; ++k) {
        const int ordering = ords[k];
        char what[64];
        snprintf(what, sizeof what, "ordering_%s", names[k]);
        begin(name, what, seed, off);
        DRAW("generate", curandGenerate(g, U, M), pu, M);
        DRAW("uniform", curandGenerateUniform(g, F, M), pf, M);
        DRAW("normal_66", curandGenerateNormal(g, F, 66, 0.0f, 1.0f), pf, 66);
        end();
    }
}

static void other(const char *name, curandRngType_t t, unsigned long long seed, unsigned long long off, unsigned dims) {
    const int ordering = -1;
    char what[64];
    snprintf(what, sizeof what, "dims_%u", dims);
    begin(name, what, seed, off);
    DRAW("generate", curandGenerate(g, U, M), pu, M);
    DRAW("generate_long_long", curandGenerateLongLong(g, L, M), pl, M);
    DRAW("uniform", curandGenerateUniform(g, F, M), pf, M);
    DRAW("uniform_double", curandGenerateUniformDouble(g, D, M), pd, M);
    DRAW("normal_66", curandGenerateNormal(g, F, 66, 0.0f, 1.0f), pf, 66);
    DRAW("normal_double_66", curandGenerateNormalDouble(g, D, 66, 0.0, 1.0), pd, 66);
    end();
}

int main() {
    CK(cudaMallocManaged(&U, M * 4)); CK(cudaMallocManaged(&F, M * 4));
    CK(cudaMallocManaged(&D, M * 8)); CK(cudaMallocManaged(&L, M * 8));
    const unsigned long long seeds[] = {0ULL, 1234ULL};
    const unsigned long long offs[] = {0ULL, 1ULL, 2ULL, 3ULL, 4ULL, 5ULL, 7ULL, 1001ULL};
    int v = 0;
    curandGetVersion(&v);
    printf("{\"curand_version\": %d, \"length\": %d, \"cases\": [", v, M);
    for (unsigned long long seed : seeds)
        for (unsigned long long off : offs) {
            pseudo_full("XORWOW", CURAND_RNG_PSEUDO_XORWOW, seed, off);
            pseudo_full("PHILOX4_32_10", CURAND_RNG_PSEUDO_PHILOX4_32_10, seed, off);
        }
    for (unsigned long long off : {0ULL, 5ULL}) {
        orderings("XORWOW", CURAND_RNG_PSEUDO_XORWOW, 1234ULL, off);
        orderings("PHILOX4_32_10", CURAND_RNG_PSEUDO_PHILOX4_32_10, 1234ULL, off);
    }
    for (unsigned long long off : {0ULL, 5ULL}) {
        other("MRG32K3A", CURAND_RNG_PSEUDO_MRG32K3A, 1234ULL, off, 0);
        other("MTGP32", CURAND_RNG_PSEUDO_MTGP32, 1234ULL, off, 0);
        other("MT19937", CURAND_RNG_PSEUDO_MT19937, 1234ULL, off, 0);
        for (unsigned dims : {1u, 3u}) {
            other("SOBOL32", CURAND_RNG_QUASI_SOBOL32, 0, off, dims);
            other("SCRAMBLED_SOBOL32", CURAND_RNG_QUASI_SCRAMBLED_SOBOL32, 0, off, dims);
            other("SOBOL64", CURAND_RNG_QUASI_SOBOL64, 0, off, dims);
            other("SCRAMBLED_SOBOL64", CURAND_RNG_QUASI_SCRAMBLED_SOBOL64, 0, off, dims);
        }
    }
    printf("\n]}\n");
    return 0;
}
