/* xlate CUDA prelude: cuRAND device API (cuRAND reference, "Device API"), the commonly used part.
 * State layouts are opaque here: only their names and the functions taking them are declared. */
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
    __device__ unsigned int curand_poisson(S *state, double lambda);                                      \
    __device__ void skipahead(unsigned long long n, S *state);
__XLATE_CURAND_STATE_FUNCS(curandStateXORWOW)
__XLATE_CURAND_STATE_FUNCS(curandStatePhilox4_32_10)
__XLATE_CURAND_STATE_FUNCS(curandStateMRG32k3a)
#undef __XLATE_CURAND_STATE_FUNCS

__device__ float4 curand_uniform4(curandStatePhilox4_32_10_t *state);
__device__ float4 curand_normal4(curandStatePhilox4_32_10_t *state);
__device__ uint4 curand4(curandStatePhilox4_32_10_t *state);

#endif
