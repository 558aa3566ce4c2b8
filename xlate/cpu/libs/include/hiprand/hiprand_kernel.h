// xlate cpu backend: hipRAND device API (hiprand_init, hiprand, hiprand_uniform, hiprand_normal ...)
// for the XORWOW and Philox4x32-10 states, reproducing cuRAND's sequences. MRG32k3a, MTGP32 and the
// quasi-random states are not supported on the cpu backend (no declarations: a use does not compile).
#pragma once
#include <hip/hip_runtime.h>
#include <hiprand/hiprand.h>
#include <xlate_cpu_libs/rand.h>

struct hiprandStateXORWOW {
    xlate_cpu_rand::Xorwow g;
    int boxmuller_flag; int boxmuller_flag_double; float boxmuller_extra; double boxmuller_extra_double;
};
struct hiprandStatePhilox4_32_10 {
    xlate_cpu_rand::Philox g;
    int boxmuller_flag; int boxmuller_flag_double; float boxmuller_extra; double boxmuller_extra_double;
};
typedef struct hiprandStateXORWOW hiprandStateXORWOW_t;
typedef struct hiprandStateXORWOW hiprandState_t;
typedef struct hiprandStateXORWOW hiprandState;
typedef struct hiprandStatePhilox4_32_10 hiprandStatePhilox4_32_10_t;

namespace xlate_cpu_rand {
inline uint32_t next(hiprandStateXORWOW* s) { return xorwow_next(s->g); }
inline uint32_t next(hiprandStatePhilox4_32_10* s) { return philox_next(s->g); }
}  // namespace xlate_cpu_rand

inline void hiprand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset,
                         hiprandStateXORWOW* state) {
    xlate_cpu_rand::xorwow_init(state->g, seed, subsequence, offset);
    state->boxmuller_flag = state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.0f; state->boxmuller_extra_double = 0.0;
}
inline void hiprand_init(unsigned long long seed, unsigned long long subsequence, unsigned long long offset,
                         hiprandStatePhilox4_32_10* state) {
    xlate_cpu_rand::philox_init(state->g, seed, subsequence, offset);
    state->boxmuller_flag = state->boxmuller_flag_double = 0;
    state->boxmuller_extra = 0.0f; state->boxmuller_extra_double = 0.0;
}

template <class S> inline unsigned int hiprand(S* state) { return xlate_cpu_rand::next(state); }
template <class S> inline float hiprand_uniform(S* state) { return xlate_cpu_rand::uniform(xlate_cpu_rand::next(state)); }

inline double hiprand_uniform_double(hiprandStateXORWOW* state) {
    uint32_t x = xlate_cpu_rand::next(state);
    return xlate_cpu_rand::uniform_double(x, xlate_cpu_rand::next(state));
}
inline double hiprand_uniform_double(hiprandStatePhilox4_32_10* state) {
    return xlate_cpu_rand::uniform_double_one(xlate_cpu_rand::next(state));
}

template <class S> inline float2 hiprand_normal2(S* state) {
    uint32_t x = xlate_cpu_rand::next(state);
    float a, b;
    xlate_cpu_rand::box_muller(x, xlate_cpu_rand::next(state), a, b);
    return make_float2(a, b);
}
template <class S> inline float hiprand_normal(S* state) {
    if (state->boxmuller_flag) {
        state->boxmuller_flag = 0;
        return state->boxmuller_extra;
    }
    float2 r = hiprand_normal2(state);
    state->boxmuller_flag = 1;
    state->boxmuller_extra = r.y;
    return r.x;
}
template <class S> inline double2 hiprand_normal2_double(S* state) {
    uint32_t x0 = xlate_cpu_rand::next(state), x1 = xlate_cpu_rand::next(state);
    uint32_t y0 = xlate_cpu_rand::next(state), y1 = xlate_cpu_rand::next(state);
    double a, b;
    xlate_cpu_rand::box_muller_double(x0, x1, y0, y1, a, b);
    return make_double2(a, b);
}
template <class S> inline double hiprand_normal_double(S* state) {
    if (state->boxmuller_flag_double) {
        state->boxmuller_flag_double = 0;
        return state->boxmuller_extra_double;
    }
    double2 r = hiprand_normal2_double(state);
    state->boxmuller_flag_double = 1;
    state->boxmuller_extra_double = r.y;
    return r.x;
}
template <class S> inline float hiprand_log_normal(S* state, float mean, float stddev) {
    return std::exp(mean + stddev * hiprand_normal(state));
}
template <class S> inline double hiprand_log_normal_double(S* state, double mean, double stddev) {
    return std::exp(mean + stddev * hiprand_normal_double(state));
}

inline uint4 hiprand4(hiprandStatePhilox4_32_10* s) {
    uint4 r;
    r.x = hiprand(s); r.y = hiprand(s); r.z = hiprand(s); r.w = hiprand(s);
    return r;
}
inline float4 hiprand_uniform4(hiprandStatePhilox4_32_10* s) {
    float4 r;
    r.x = hiprand_uniform(s); r.y = hiprand_uniform(s); r.z = hiprand_uniform(s); r.w = hiprand_uniform(s);
    return r;
}
inline float4 hiprand_normal4(hiprandStatePhilox4_32_10* s) {
    float2 a = hiprand_normal2(s), b = hiprand_normal2(s);
    return make_float4(a.x, a.y, b.x, b.y);
}

inline void skipahead(unsigned long long n, hiprandStateXORWOW* s) {
    xlate_cpu_rand::xorwow_skip_v(s->g.v, n, 0);
    s->g.d += static_cast<uint32_t>(n) * 362437u;
}
inline void skipahead_sequence(unsigned long long n, hiprandStateXORWOW* s) {
    xlate_cpu_rand::xorwow_skip_v(s->g.v, n, 67);
}
inline void skipahead(unsigned long long n, hiprandStatePhilox4_32_10* s) {
    unsigned long long pos = s->g.pos + (n & 3ull);
    xlate_cpu_rand::philox_add(s->g.ctr, (n >> 2) + (pos >> 2), 0);
    s->g.pos = static_cast<unsigned>(pos & 3ull);
    xlate_cpu_rand::philox_block(s->g.ctr, s->g.key, s->g.out);
}
inline void skipahead_sequence(unsigned long long n, hiprandStatePhilox4_32_10* s) {
    xlate_cpu_rand::philox_add(s->g.ctr, n, 2);
    xlate_cpu_rand::philox_block(s->g.ctr, s->g.key, s->g.out);
}
// What the pinned header declares beyond the above: compiles, and says "not supported" when called
#ifndef XLATE_CPU_LIBS_NO_UNSUPPORTED  // (defined by xlate/gen/cpu_unsupported.py)
#include <xlate_cpu_libs/unsupported_hiprand_kernel.h>
#endif
