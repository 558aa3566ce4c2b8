// xlate cpu backend: hipRAND host API for the XORWOW (= default) and Philox4x32-10 generators, with the
// output layout real cuRAND shows (H100 recordings, tests/libs/fixtures/nvidia_h100; the rules are
// spelled out in docs/libraries.md, "cuRAND sequences", and modelled in tests/libs/curand_model.py):
//  * XORWOW: 4096 work items; with offset o, item t starts at subsequence (o + t) % 4096 advanced by
//    (o + t) / 4096 steps, and its k-th result is element t + 4096 k, using 1 output (32-bit, float),
//    2 (double, a pair of normal floats) or 4 (a pair of normal doubles). The offset counts work items:
//    a call advances it by n, normals by n / 2. Odd normal lengths: HIPRAND_STATUS_LENGTH_NOT_MULTIPLE.
//  * Philox: element g = o + i is in quad q = g / 4, from subsequence q % 65536, blocks counted from
//    (q / 65536) * (1 or 2 blocks per quad); odd normal lengths are accepted; a call advances o by n.
//  * Orderings BEST/DEFAULT/LEGACY/DYNAMIC: the default layout. SEEDED: Philox refuses it like cuRAND
//    (HIPRAND_STATUS_OUT_OF_RANGE); XORWOW: work item v = o + t is a generator seeded with
//    seed + 3133713 v at subsequence 0 — reproduced where the recordings establish it (one result per
//    work item, v < 4096, no carry out of the seed's low word; 32-bit, uniform, normal, log-normal,
//    Poisson); other SEEDED calls: HIPRAND_STATUS_NOT_IMPLEMENTED and a message.
//  * Poisson: NOT cuRAND's (undocumented) table method: inversion of each element's 32-bit output,
//    k = min{k : P(X <= k) >= 1 - u}; same distribution, equal to cuRAND's value for most elements at
//    small lambda only.
// Other generator types: HIPRAND_STATUS_NOT_IMPLEMENTED and a message.
#pragma once
#include <hip/hip_runtime.h>
#include <xlate_cpu_libs/rand.h>
#include <cmath>
#include <cstdio>
#include <cstddef>
#include <vector>

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

typedef enum hiprandOrdering {
    HIPRAND_ORDERING_PSEUDO_BEST = 100, HIPRAND_ORDERING_PSEUDO_DEFAULT = 101, HIPRAND_ORDERING_PSEUDO_SEEDED = 102,
    HIPRAND_ORDERING_PSEUDO_LEGACY = 103, HIPRAND_ORDERING_PSEUDO_DYNAMIC = 104, HIPRAND_ORDERING_QUASI_DEFAULT = 201
} hiprandOrdering_t;

struct hiprandGenerator_st {
    hiprandRngType_t type;
    unsigned long long seed;
    unsigned long long offset;
    hipStream_t stream;
    bool seeded;  // XORWOW with HIPRAND_ORDERING_PSEUDO_SEEDED
    // XORWOW: the 4096 subsequence starts for `seed` (computed on first use)
    bool have_base;
    unsigned long long base_seed;
    std::vector<xlate_cpu_rand::Xorwow> base;
};
typedef struct hiprandGenerator_st* hiprandGenerator_t;

namespace xlate_cpu_rand {
constexpr unsigned long long XORWOW_HOST_ITEMS = 4096ull;
constexpr unsigned long long PHILOX_HOST_ITEMS = 65536ull;
constexpr unsigned long long XORWOW_SEEDED_STRIDE = 3133713ull;

inline hiprandStatus_t create(hiprandGenerator_t* g, hiprandRngType_t t) {
    if (g == nullptr) return HIPRAND_STATUS_NOT_INITIALIZED;
    if (t != HIPRAND_RNG_PSEUDO_DEFAULT && t != HIPRAND_RNG_PSEUDO_XORWOW && t != HIPRAND_RNG_PSEUDO_PHILOX4_32_10) {
        std::fprintf(stderr, "xlate cpu backend: not supported: hipRAND generator type %d (XORWOW, DEFAULT and "
                             "PHILOX4_32_10 are)\n", static_cast<int>(t));
        return HIPRAND_STATUS_NOT_IMPLEMENTED;
    }
    *g = new hiprandGenerator_st{t, 0ull, 0ull, nullptr, false, false, 0ull, {}};
    return HIPRAND_STATUS_SUCCESS;
}
inline bool is_philox(hiprandGenerator_t g) { return g->type == HIPRAND_RNG_PSEUDO_PHILOX4_32_10; }

// XORWOW: calls f(w, state) for the work-item results w < items in each work item's order, `state`
// positioned at result w (f draws the 1, 2 or 4 outputs a result takes).
template <class F> inline void xorwow_items(hiprandGenerator_t g, unsigned long long items, F f) {
    if (g->seeded) {  // range checked by seeded_ok
        for (unsigned long long t = 0; t < items; ++t) {
            Xorwow x;
            xorwow_init(x, g->seed + XORWOW_SEEDED_STRIDE * (g->offset + t), 0, 0);
            f(t, x);
        }
        return;
    }
    if (!g->have_base || g->base_seed != g->seed) {
        g->base.assign(XORWOW_HOST_ITEMS, Xorwow{});
        for (unsigned long long s = 0; s < XORWOW_HOST_ITEMS; ++s) xorwow_init(g->base[s], g->seed, s, 0);
        g->have_base = true;
        g->base_seed = g->seed;
    }
    for (unsigned long long t = 0; t < XORWOW_HOST_ITEMS && t < items; ++t) {
        unsigned long long v = g->offset + t;
        Xorwow x = g->base[v % XORWOW_HOST_ITEMS];
        unsigned long long steps = v / XORWOW_HOST_ITEMS;
        xorwow_skip_v(x.v, steps, 0);
        x.d += static_cast<uint32_t>(steps) * 362437u;
        for (unsigned long long w = t; w < items; w += XORWOW_HOST_ITEMS) f(w, x);
    }
}

// Philox: the `blocks` blocks of four outputs behind element i of a call (r = position in its quad)
inline void philox_quad(hiprandGenerator_t g, unsigned long long i, unsigned blocks, uint32_t out[8], unsigned& r) {
    unsigned long long e = g->offset + i, q = e / 4;
    r = static_cast<unsigned>(e % 4);
    Philox p;
    philox_init(p, g->seed, q % PHILOX_HOST_ITEMS, 4ull * blocks * (q / PHILOX_HOST_ITEMS));
    for (unsigned k = 0; k < 4 * blocks; ++k) out[k] = philox_next(p);
}

inline hiprandStatus_t sync(hiprandGenerator_t g) {
    if (g == nullptr) return HIPRAND_STATUS_NOT_INITIALIZED;
    (void)hipStreamSynchronize(g->stream);
    return HIPRAND_STATUS_SUCCESS;
}

// XORWOW + SEEDED: only what the recordings establish (`items` work items, `dbl`: a double kind)
inline hiprandStatus_t seeded_ok(hiprandGenerator_t g, unsigned long long items, bool dbl, const char* what) {
    if (!g->seeded || items == 0) return HIPRAND_STATUS_SUCCESS;
    unsigned long long last = g->offset + items - 1;
    if (!dbl && last < XORWOW_HOST_ITEMS && (g->seed & 0xffffffffull) + XORWOW_SEEDED_STRIDE * last <= 0xffffffffull)
        return HIPRAND_STATUS_SUCCESS;
    std::fprintf(stderr, "xlate cpu backend: not supported: %s with HIPRAND_ORDERING_PSEUDO_SEEDED for XORWOW beyond "
                         "what cuRAND's recordings establish (32-bit, float and normal output, offset + work items "
                         "< 4096, no carry out of the seed's low word)\n", what);
    return HIPRAND_STATUS_NOT_IMPLEMENTED;
}

// 32-bit outputs of a call, handed to put(i, x)
template <class P> inline void raw_call(hiprandGenerator_t g, size_t n, P put) {
    if (is_philox(g)) {
        uint32_t v[8];
        unsigned r;
        for (size_t i = 0; i < n; ++i) {
            philox_quad(g, i, 1, v, r);
            put(i, v[r]);
        }
    } else {
        xorwow_items(g, n, [&](unsigned long long w, Xorwow& x) { put(w, xorwow_next(x)); });
    }
    g->offset += n;
}

// standard normals of a call (n already checked), handed to put(i, z)
template <class P> inline void normal_call(hiprandGenerator_t g, size_t n, bool dbl, P put) {
    if (is_philox(g)) {
        uint32_t v[8];
        unsigned r;
        for (size_t i = 0; i < n; ++i) {
            philox_quad(g, i, dbl ? 2 : 1, v, r);
            double z;
            if (dbl) {
                const uint32_t* w = v + 4 * (r / 2);
                double a, b;
                box_muller_double(w[0], w[1], w[2], w[3], a, b);
                z = r % 2 ? b : a;
            } else {
                float a, b;
                box_muller(v[2 * (r / 2)], v[2 * (r / 2) + 1], a, b);
                z = r % 2 ? b : a;
            }
            put(i, z);
        }
        g->offset += n;
        return;
    }
    xorwow_items(g, n / 2, [&](unsigned long long p, Xorwow& x) {
        if (dbl) {
            uint32_t w[4];
            for (int k = 0; k < 4; ++k) w[k] = xorwow_next(x);
            double a, b;
            box_muller_double(w[0], w[1], w[2], w[3], a, b);
            put(2 * p, a);
            put(2 * p + 1, b);
        } else {
            uint32_t a0 = xorwow_next(x), b0 = xorwow_next(x);
            float a, b;
            box_muller(a0, b0, a, b);
            put(2 * p, static_cast<double>(a));
            put(2 * p + 1, static_cast<double>(b));
        }
    });
    g->offset += n / 2;
}

inline hiprandStatus_t check_normal(hiprandGenerator_t g, size_t n, bool dbl, const char* what) {
    hiprandStatus_t st = sync(g);
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    if (!is_philox(g) && n % 2) return HIPRAND_STATUS_LENGTH_NOT_MULTIPLE;  // as cuRAND (Philox accepts odd n)
    return seeded_ok(g, n / 2, dbl, what);
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
inline hiprandStatus_t hiprandSetGeneratorOrdering(hiprandGenerator_t g, hiprandOrdering_t order) {
    if (g == nullptr) return HIPRAND_STATUS_NOT_INITIALIZED;
    switch (order) {
    case HIPRAND_ORDERING_PSEUDO_BEST: case HIPRAND_ORDERING_PSEUDO_DEFAULT: case HIPRAND_ORDERING_PSEUDO_LEGACY:
    case HIPRAND_ORDERING_PSEUDO_DYNAMIC:
        g->seeded = false;
        return HIPRAND_STATUS_SUCCESS;  // cuRAND gives these the default layout (recorded)
    case HIPRAND_ORDERING_PSEUDO_SEEDED:
        if (xlate_cpu_rand::is_philox(g)) return HIPRAND_STATUS_OUT_OF_RANGE;  // cuRAND refuses it for Philox
        g->seeded = true;
        return HIPRAND_STATUS_SUCCESS;
    default:
        return HIPRAND_STATUS_OUT_OF_RANGE;
    }
}
inline hiprandStatus_t hiprandSetStream(hiprandGenerator_t g, hipStream_t s) {
    if (g == nullptr) return HIPRAND_STATUS_NOT_INITIALIZED;
    g->stream = s;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerate(hiprandGenerator_t g, unsigned int* out, size_t n) {
    hiprandStatus_t st = xlate_cpu_rand::sync(g);
    if (st == HIPRAND_STATUS_SUCCESS) st = xlate_cpu_rand::seeded_ok(g, n, false, "hiprandGenerate");
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    xlate_cpu_rand::raw_call(g, n, [&](size_t i, uint32_t x) { out[i] = x; });
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateLongLong(hiprandGenerator_t g, unsigned long long* out, size_t n) {
    (void)out; (void)n;
    hiprandStatus_t st = xlate_cpu_rand::sync(g);
    return st != HIPRAND_STATUS_SUCCESS ? st : HIPRAND_STATUS_TYPE_ERROR;  // 64-bit quasi-random generators only
}
inline hiprandStatus_t hiprandGenerateUniform(hiprandGenerator_t g, float* out, size_t n) {
    hiprandStatus_t st = xlate_cpu_rand::sync(g);
    if (st == HIPRAND_STATUS_SUCCESS) st = xlate_cpu_rand::seeded_ok(g, n, false, "hiprandGenerateUniform");
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    xlate_cpu_rand::raw_call(g, n, [&](size_t i, uint32_t x) { out[i] = xlate_cpu_rand::uniform(x); });
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateUniformDouble(hiprandGenerator_t g, double* out, size_t n) {
    hiprandStatus_t st = xlate_cpu_rand::sync(g);
    if (st == HIPRAND_STATUS_SUCCESS) st = xlate_cpu_rand::seeded_ok(g, n, true, "hiprandGenerateUniformDouble");
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    if (xlate_cpu_rand::is_philox(g)) {
        uint32_t v[8];
        unsigned r;
        for (size_t i = 0; i < n; ++i) {
            xlate_cpu_rand::philox_quad(g, i, 2, v, r);
            out[i] = xlate_cpu_rand::uniform_double(v[2 * r], v[2 * r + 1]);
        }
    } else {
        xlate_cpu_rand::xorwow_items(g, n, [&](unsigned long long w, xlate_cpu_rand::Xorwow& x) {
            uint32_t a = xlate_cpu_rand::xorwow_next(x);
            out[w] = xlate_cpu_rand::uniform_double(a, xlate_cpu_rand::xorwow_next(x));
        });
    }
    g->offset += n;
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateNormal(hiprandGenerator_t g, float* out, size_t n, float mean, float stddev) {
    hiprandStatus_t st = xlate_cpu_rand::check_normal(g, n, false, "hiprandGenerateNormal");
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    xlate_cpu_rand::normal_call(g, n, false, [&](size_t i, double z) { out[i] = mean + stddev * static_cast<float>(z); });
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateNormalDouble(hiprandGenerator_t g, double* out, size_t n, double mean,
                                                   double stddev) {
    hiprandStatus_t st = xlate_cpu_rand::check_normal(g, n, true, "hiprandGenerateNormalDouble");
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    xlate_cpu_rand::normal_call(g, n, true, [&](size_t i, double z) { out[i] = mean + stddev * z; });
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateLogNormal(hiprandGenerator_t g, float* out, size_t n, float mean, float stddev) {
    hiprandStatus_t st = xlate_cpu_rand::check_normal(g, n, false, "hiprandGenerateLogNormal");
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    xlate_cpu_rand::normal_call(g, n, false, [&](size_t i, double z) {
        out[i] = std::exp(mean + stddev * static_cast<float>(z));
    });
    return HIPRAND_STATUS_SUCCESS;
}
inline hiprandStatus_t hiprandGenerateLogNormalDouble(hiprandGenerator_t g, double* out, size_t n, double mean,
                                                      double stddev) {
    hiprandStatus_t st = xlate_cpu_rand::check_normal(g, n, true, "hiprandGenerateLogNormalDouble");
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    xlate_cpu_rand::normal_call(g, n, true, [&](size_t i, double z) { out[i] = std::exp(mean + stddev * z); });
    return HIPRAND_STATUS_SUCCESS;
}
// Poisson: inversion of each element's 32-bit output against a table of the cumulative distribution
// (summed in log space from mean - 40 sd - 40, so that no mass underflows); see the header comment.
inline hiprandStatus_t hiprandGeneratePoisson(hiprandGenerator_t g, unsigned int* out, size_t n, double lambda) {
    hiprandStatus_t st = xlate_cpu_rand::sync(g);
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    if (!(lambda > 0.0)) return HIPRAND_STATUS_OUT_OF_RANGE;
    st = xlate_cpu_rand::seeded_ok(g, n, false, "hiprandGeneratePoisson");
    if (st != HIPRAND_STATUS_SUCCESS) return st;
    if (lambda > 1e9) {
        std::fprintf(stderr, "xlate cpu backend: not supported: hiprandGeneratePoisson with lambda > 1e9\n");
        return HIPRAND_STATUS_NOT_IMPLEMENTED;
    }
    const double spread = 40.0 * std::sqrt(lambda) + 40.0;
    const double lo_d = lambda - spread;
    const unsigned long long lo = lo_d > 0.0 ? static_cast<unsigned long long>(lo_d) : 0ull;
    const double hi = lambda + spread;
    std::vector<double> cdf;
    double sum = 0.0;
    for (unsigned long long k = lo;; ++k) {
        sum += std::exp(-lambda + static_cast<double>(k) * std::log(lambda) - std::lgamma(static_cast<double>(k) + 1.0));
        cdf.push_back(sum);
        if (static_cast<double>(k) > hi) break;
    }
    xlate_cpu_rand::raw_call(g, n, [&](size_t i, uint32_t x) {
        double q = 1.0 - (static_cast<double>(x) + 0.5) * 0x1p-32;
        size_t a = 0, b = cdf.size() - 1;  // first index with cdf >= q (the last one if none)
        while (a < b) {
            size_t m = (a + b) / 2;
            if (cdf[m] >= q) b = m; else a = m + 1;
        }
        out[i] = static_cast<unsigned int>(lo + a);
    });
    return HIPRAND_STATUS_SUCCESS;
}
// What the pinned header declares beyond the above: compiles, and says "not supported" when called
#ifndef XLATE_CPU_LIBS_NO_UNSUPPORTED  // (defined by xlate/gen/cpu_unsupported.py)
#include <xlate_cpu_libs/unsupported_hiprand.h>
#endif
