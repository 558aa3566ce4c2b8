/* xlate CUDA prelude: curand_mtgp32dc_p_11213.h, the pre-computed MTGP32 parameter sets for period 2^11213 - 1
 * that cuRAND's MTGP32 host set-up takes (rocRAND ships the same array name in rocrand/rocrand_mtgp32_11213.h). */
#ifndef XLATE_PRELUDE_CURAND_MTGP32DC_P_11213_H
#define XLATE_PRELUDE_CURAND_MTGP32DC_P_11213_H

#include "curand_mtgp32_host.h"

extern mtgp32_params_fast_t mtgp32dc_params_fast_11213[];

#endif
