/* xlate CUDA prelude: cuRAND device API (cuRAND reference, "Device API", CUDA 12): the generator states and
 * the functions taking them (the MTGP32 host set-up functions of curand_mtgp32_host.h are not declared). */
#ifndef XLATE_PRELUDE_CURAND_KERNEL_H
#define XLATE_PRELUDE_CURAND_KERNEL_H

#include "curand.h"
#include "device_functions.h"

struct curandStateXORWOW { unsigned int d; unsigned int v[5]; int boxmuller_flag; int boxmuller_flag_double;
                           float boxmuller_extra; double boxmuller_extra_double; };
struct curandStatePhilox4_32_10 { uint4 ctr; uint4 output; uint2 key; unsigned int STATE;
                                  int boxmuller_flag; int boxmuller_flag_double; float boxmuller_extra;
                                  double boxmuller_extra_double; };
struct curandStateMRG32k3a { unsigned int s1[3]; unsigned int s2[3]; int boxmuller_flag; int boxmuller_flag_double;
                             float boxmuller_extra; double boxmuller_extra_double; };
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;
struct curandStateSobol32 { unsigned int i, x, c; unsigned int direction_vectors[32]; };
struct curandStateScrambledSobol32 { unsigned int i, x, c; unsigned int direction_vectors[32]; };
struct curandStateSobol64 { unsigned long long i, x, c; unsigned long long direction_vectors[64]; };
struct curandStateScrambledSobol64 { unsigned long long i, x, c; unsigned long long direction_vectors[64]; };
struct curandStateMtgp32 { int offset; int pIdx; unsigned int s[1024]; struct mtgp32_kernel_params *k; };
typedef struct curandStateSobol32 curandStateSobol32_t;
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
typedef struct curandStateSobol64 curandStateSobol64_t;
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;
typedef struct curandStateMtgp32 curandStateMtgp32_t;

#define __XLATE_CURAND_STATE_FUNCS(S)                                                                     \
    __device__ void curand_init(unsigned long long seed, unsigned long long subsequence,                  \
                                unsigned long long offset, S *state);                                     \
    __device__ unsigned int curand(S *state);                                                             \
    __device__ float curand_uniform(S *state);                                                            \
    __device__ double curand_uniform_double(S *state);                                                    \
    __device__ float curand_normal(S *state);                                                             \
    __device__ double curand_normal_double(S *state);                                                     \
    __device__ float2 curand_normal2(S *state);                                                           \
    __device__ float curand_log_normal(S *state, float mean, float stddev);                               \
    __device__ double curand_log_normal_double(S *state, double mean, double stddev);                     \
    __device__ float2 curand_log_normal2(S *state, float mean, float stddev);                             \
    __device__ double2 curand_normal2_double(S *state);                                                   \
    __device__ double2 curand_log_normal2_double(S *state, double mean, double stddev);                   \
    __device__ unsigned int curand_poisson(S *state, double lambda);                                      \
    __device__ unsigned int curand_discrete(S *state, curandDiscreteDistribution_t discrete_distribution); \
    __device__ void skipahead(unsigned long long n, S *state);                                            \
    __device__ void skipahead_sequence(unsigned long long n, S *state);
__XLATE_CURAND_STATE_FUNCS(curandStateXORWOW)
__XLATE_CURAND_STATE_FUNCS(curandStatePhilox4_32_10)
__XLATE_CURAND_STATE_FUNCS(curandStateMRG32k3a)
#undef __XLATE_CURAND_STATE_FUNCS

__device__ float4 curand_uniform4(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_normal4(curandStatePhilox4_32_10_t *state);
__device__ uint4 curand4(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_log_normal4(curandStatePhilox4_32_10_t *state, float mean, float stddev);
__device__ double2 curand_uniform2_double(curandStatePhilox4_32_10_t *state);
/* four doubles per call from Philox (CUDA 13 deprecates them; CUDA 12 has them) */
__device__ double4 curand_uniform4_double(curandStatePhilox4_32_10_t *state);
__device__ double4 curand_normal4_double(curandStatePhilox4_32_10_t *state);
__device__ double4 curand_log_normal4_double(curandStatePhilox4_32_10_t *state, double mean, double stddev);
__device__ uint4 curand_poisson4(curandStatePhilox4_32_10_t *state, double lambda);
__device__ uint4 curand_discrete4(curandStatePhilox4_32_10_t *state,
                                  curandDiscreteDistribution_t discrete_distribution);
__device__ void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *state);

/* quasi-random (Sobol) states */
__device__ void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int offset,
                            curandStateSobol32_t *state);
__device__ void curand_init(curandDirectionVectors32_t direction_vectors, unsigned int scramble_c,
                            unsigned int offset, curandStateScrambledSobol32_t *state);
__device__ void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long offset,
                            curandStateSobol64_t *state);
__device__ void curand_init(curandDirectionVectors64_t direction_vectors, unsigned long long scramble_c,
                            unsigned long long offset, curandStateScrambledSobol64_t *state);
__device__ unsigned int curand(curandStateSobol32_t *state);
__device__ unsigned int curand(curandStateScrambledSobol32_t *state);
__device__ unsigned long long curand(curandStateSobol64_t *state);
__device__ unsigned long long curand(curandStateScrambledSobol64_t *state);
#define __XLATE_CURAND_QUASI_FUNCS(S)                                                                     \
    __device__ float curand_uniform(S *state);                                                            \
    __device__ double curand_uniform_double(S *state);                                                    \
    __device__ float curand_normal(S *state);                                                             \
    __device__ double curand_normal_double(S *state);                                                     \
    __device__ float curand_log_normal(S *state, float mean, float stddev);                               \
    __device__ double curand_log_normal_double(S *state, double mean, double stddev);                     \
    __device__ unsigned int curand_poisson(S *state, double lambda);                                      \
    __device__ unsigned int curand_discrete(S *state, curandDiscreteDistribution_t discrete_distribution);
__XLATE_CURAND_QUASI_FUNCS(curandStateSobol32)
__XLATE_CURAND_QUASI_FUNCS(curandStateScrambledSobol32)
__XLATE_CURAND_QUASI_FUNCS(curandStateSobol64)
__XLATE_CURAND_QUASI_FUNCS(curandStateScrambledSobol64)
#undef __XLATE_CURAND_QUASI_FUNCS
__device__ void skipahead(unsigned int n, curandStateSobol32_t *state);
__device__ void skipahead(unsigned int n, curandStateScrambledSobol32_t *state);
__device__ void skipahead(unsigned long long n, curandStateSobol64_t *state);
__device__ void skipahead(unsigned long long n, curandStateScrambledSobol64_t *state);

/* MTGP32 */
__device__ unsigned int curand(curandStateMtgp32_t *state);
__device__ float curand_uniform(curandStateMtgp32_t *state);
__device__ double curand_uniform_double(curandStateMtgp32_t *state);
__device__ float curand_normal(curandStateMtgp32_t *state);
__device__ double curand_normal_double(curandStateMtgp32_t *state);
__device__ float curand_log_normal(curandStateMtgp32_t *state, float mean, float stddev);
__device__ double curand_log_normal_double(curandStateMtgp32_t *state, double mean, double stddev);
__device__ unsigned int curand_poisson(curandStateMtgp32_t *state, double lambda);
__device__ unsigned int curand_discrete(curandStateMtgp32_t *state, curandDiscreteDistribution_t discrete_distribution);

#endif
