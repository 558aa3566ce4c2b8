// xlate cpu backend: hipRAND host API for the XORWOW (= default) and Philox4x32-10 generators. The
// output layout is the one real cuRAND shows (tests/libs/fixtures/nvidia_h100): XORWOW element g of
// the stream (offset included) comes from subsequence g, Philox takes blocks of four from subsequence
// g / 4; normal values pair consecutive draws. Other generator types: HIPRAND_STATUS_NOT_IMPLEMENTED.
#pragma once
#include <hip/hip_runtime.h>
#include <xlate_cpu_libs/rand.h>
#include <cstdio>
#include <cstddef>

typedef enum hiprandStatus {
    HIPRAND_STATUS_SUCCESS = 0, HIPRAND_STATUS_VERSION_MISMATCH = 100, HIPRAND_STATUS_NOT_INITIALIZED = 101,
    HIPRAND_STATUS_ALLOCATION_FAILED = 102, HIPRAND_STATUS_TYPE_ERROR = 103, HIPRAND_STATUS_OUT_OF_RANGE = 104,
    HIPRAND_STATUS_LENGTH_NOT_MULTIPLE = 105, HIPRAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
    HIPRAND_STATUS_LAUNCH_FAILURE = 201, HIPRAND_STATUS_PREEXISTING_FAILURE = 202,
    HIPRAND_STATUS_INITIALIZATION_FAILED = 203, HIPRAND_STATUS_ARCH_MISMATCH = 204,
    HIPRAND_STATUS_INTERNAL_ERROR = 999, HIPRAND_STATUS_NOT_IMPLEMENTED = 1000
} hiprandStatus_t;

typedef enum hiprandRngType {
    HIPRAND_RNG_TEST = 0, HIPRAND_RNG_PSEUDO_DEFAULT = 400, HIPRAND_RNG_PSEUDO_XORWOW = 401,
    HIPRAND_RNG_PSEUDO_MRG32K3A = 402, HIPRAND_RNG_PSEUDO_MTGP32 = 403, HIPRAND_RNG_PSEUDO_MT19937 = 404,
    HIPRAND_RNG_PSEUDO_PHILOX4_32_10 = 405, HIPRAND_RNG_QUASI_DEFAULT = 500, HIPRAND_RNG_QUASI_SOBOL32 = 501,
    HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL32 = 502, HIPRAND_RNG_QUASI_SOBOL64 = 503,
    HIPRAND_RNG_QUASI_SCRAMBLED_SOBOL64 = 504
} hiprandRngType_t;

struct hiprandGenerator_st {
    hiprandRngType_t type;
    unsigned long long seed;
    unsigned long long offset;
    hipStream_t stream;
};
typedef struct hiprandGenerator_st* hiprandGenerator_t;

namespace xlate_cpu_rand {
inline hiprandStatus_t create(hiprandGenerator_t* g, hiprandRngType_t t) {
    if (g == nullptr) return HIPRAND_STATUS_NOT_INITIALIZED;
    if (t != HIPRAND_RNG_PSEUDO_DEFAULT && t != HIPRAND_RNG_PSEUDO_XORWOW && t != HIPRAND_RNG_PSEUDO_PHILOX4_32_10) {
        std::fprintf(stderr, "xlate cpu backend: hipRAND generator type %d not supported (XORWOW, DEFAULT and "
                             "PHILOX4_32_10 are)\n", static_cast<int>(t));
        return HIPRAND_STATUS_NOT_IMPLEMENTED;
    }
    *g = new hiprandGenerator_st{t, 0ull, 0ull, nullptr};
    return HIPRAND_STATUS_SUCCESS;
}
// raw output g of the generator's stream
inline uint32_t host_raw(hiprandGenerator_t gen, unsigned long long g) {
    if (gen->type == HIPRAND_RNG_PSEUDO_PHILOX4_32_10) {
        Philox p;
        philox_init(p, gen->seed, g / 4, g % 4);
        return philox_next(p);
    }
    Xorwow x;
    xorwow_init(x, gen->seed, g, 0);
    return xorwow_next(x);
}
inline void host_pair(hiprandGenerator_t gen, unsigned long long g, uint32_t& a, uint32_t& b) {
    if (gen->type == HIPRAND_RNG_PSEUDO_PHILOX4_32_10) {
        a = host_raw(gen, g);
        b = host_raw(gen, g + 1);
        return;
    }
    Xorwow x;
    xorwow_init(x, gen->seed, g / 2, 0);  // one subsequence per pair
    a = xorwow_next(x);
    b = xorwow_next(x);
}
inline hiprandStatus_t sync(hiprandGenerator_t g) {
    if (g == nullptr) return HIPRAND_STATUS_NOT_INITIALIZED;
    (void)hipStreamSynchronize(g->stream);
    return HIPRAND_STATUS_SUCCESS;
}
}  // namespace xlate_cpu_rand

inline hiprandStatus_t hiprandCreateGenerator(hiprandGenerator_t* g, hiprandRngType_t t) {
    return xlate_cpu_rand::create(g, t);
}
inline hiprandStatus_t hiprandCreateGeneratorHost(hiprandGenerator_t* g, hiprandRngType_t t) {
    return xlate_cpu_rand::create(g, t);
}
inline hiprandStatus_t hiprandDestroyGenerator(hiprandGenerator_t g) {
    if (g == nullptr) return HIPRAND_STATUS_NOT_INITIALIZED;
    delete g;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandSetPseudoRandomGeneratorSeed(hiprandGenerator_t g, unsigned long long seed) {
    if (g == nullptr) return HIPRAND_STATUS_NOT_INITIALIZED;
    g->seed = seed;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandSetGeneratorOffset(hiprandGenerator_t g, unsigned long long offset) {
    if (g == nullptr) return HIPRAND_STATUS_NOT_INITIALIZED;
    g->offset = offset;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandSetStream(hiprandGenerator_t g, hipStream_t s) {
    if (g == nullptr) return HIPRAND_STATUS_NOT_INITIALIZED;
    g->stream = s;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerate(hiprandGenerator_t g, unsigned int* out, size_t n) {
    hiprandStatus_t st = xlate_cpu_rand::sync(g);
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    for (size_t i = 0; i < n; ++i) out[i] = xlate_cpu_rand::host_raw(g, g->offset + i);
    g->offset += n;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateUniform(hiprandGenerator_t g, float* out, size_t n) {
    hiprandStatus_t st = xlate_cpu_rand::sync(g);
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    for (size_t i = 0; i < n; ++i) out[i] = xlate_cpu_rand::uniform(xlate_cpu_rand::host_raw(g, g->offset + i));
    g->offset += n;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateUniformDouble(hiprandGenerator_t g, double* out, size_t n) {
    hiprandStatus_t st = xlate_cpu_rand::sync(g);
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    for (size_t i = 0; i < n; ++i) {
        unsigned long long e = g->offset + i;
        uint32_t a, b;
        if (g->type == HIPRAND_RNG_PSEUDO_PHILOX4_32_10) {
            a = xlate_cpu_rand::host_raw(g, 2 * e);
            b = xlate_cpu_rand::host_raw(g, 2 * e + 1);
        } else {
            xlate_cpu_rand::Xorwow x;
            xlate_cpu_rand::xorwow_init(x, g->seed, e, 0);
            a = xlate_cpu_rand::xorwow_next(x);
            b = xlate_cpu_rand::xorwow_next(x);
        }
        out[i] = xlate_cpu_rand::uniform_double(a, b);
    }
    g->offset += n;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateNormal(hiprandGenerator_t g, float* out, size_t n, float mean, float stddev) {
    hiprandStatus_t st = xlate_cpu_rand::sync(g);
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    if (n % 2) return HIPRAND_STATUS_LENGTH_NOT_MULTIPLE;
    for (size_t i = 0; i < n; ++i) {  // element e of the stream: component e % 2 of the pair (e - e % 2, +1)
        unsigned long long e = g->offset + i;
        uint32_t a, b;
        xlate_cpu_rand::host_pair(g, e - e % 2, a, b);
        float x, y;
        xlate_cpu_rand::box_muller(a, b, x, y);
        out[i] = mean + stddev * (e % 2 ? y : x);
    }
    g->offset += n;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateNormalDouble(hiprandGenerator_t g, double* out, size_t n, double mean,
                                                   double stddev) {
    hiprandStatus_t st = xlate_cpu_rand::sync(g);
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    if (n % 2) return HIPRAND_STATUS_LENGTH_NOT_MULTIPLE;
    for (size_t i = 0; i < n; i += 2) {
        unsigned long long e = g->offset + i;
        uint32_t v[4];
        if (g->type == HIPRAND_RNG_PSEUDO_PHILOX4_32_10) {
            for (int k = 0; k < 4; ++k) v[k] = xlate_cpu_rand::host_raw(g, 2 * e + k);
        } else {
            xlate_cpu_rand::Xorwow x;
            xlate_cpu_rand::xorwow_init(x, g->seed, e / 2, 0);
            for (int k = 0; k < 4; ++k) v[k] = xlate_cpu_rand::xorwow_next(x);
        }
        double x, y;
        xlate_cpu_rand::box_muller_double(v[0], v[1], v[2], v[3], x, y);
        out[i] = mean + stddev * x;
        out[i + 1] = mean + stddev * y;
    }
    g->offset += n;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateLogNormal(hiprandGenerator_t g, float* out, size_t n, float mean, float stddev) {
    hiprandStatus_t st = hiprandGenerateNormal(g, out, n, mean, stddev);
    if (st == HIPRAND_STATUS_SUCCESS)
        for (size_t i = 0; i < n; ++i) out[i] = std::exp(out[i]);
    return st;
}
