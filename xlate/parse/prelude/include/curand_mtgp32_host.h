/* xlate CUDA prelude: curand_mtgp32_host.h, cuRAND's MTGP32 host set-up (cuRAND reference, "Device API",
 * "MTGP32 generator"; CUDA 12 signatures). The parameter types are curand_mtgp32.h's: mtgp32_params_fast_t (the
 * MTGP's own fast-parameter record) and mtgp32_kernel_params(_t) (the device-side tables, 200 parameter sets).
 * hipRAND declares both _t names (rocRAND's own tables: sizeof differs, which code that allocates
 * sizeof(mtgp32_kernel_params_t) does not notice). */
#ifndef XLATE_PRELUDE_CURAND_MTGP32_HOST_H
#define XLATE_PRELUDE_CURAND_MTGP32_HOST_H

#include "curand.h"
#include "curand_kernel.h"

struct mtgp32_params_fast_t {
    int mexp;
    int pos;
    int sh1;
    int sh2;
    unsigned int tbl[16];
    unsigned int tmp_tbl[16];
    unsigned int flt_tmp_tbl[16];
    unsigned int mask;
    unsigned char poly_sha1[21];
};
typedef struct mtgp32_params_fast_t mtgp32_params_fast_t;
struct mtgp32_kernel_params {
    unsigned int pos_tbl[200];
    unsigned int param_tbl[200][16];
    unsigned int temper_tbl[200][16];
    unsigned int single_temper_tbl[200][16];
    unsigned int sh1_tbl[200];
    unsigned int sh2_tbl[200];
    unsigned int mask[1];
};
typedef struct mtgp32_kernel_params mtgp32_kernel_params_t;

__host__ curandStatus_t curandMakeMTGP32Constants(const mtgp32_params_fast_t *params, mtgp32_kernel_params_t *p);
__host__ curandStatus_t curandMakeMTGP32KernelState(curandStateMtgp32_t *s, mtgp32_params_fast_t *params,
                                                    mtgp32_kernel_params_t *k, int n, unsigned long long seed);

#endif
