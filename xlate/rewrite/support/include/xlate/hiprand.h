// xlate support header: what `#include <curand.h>` gives CUDA code, on HIP: hipRAND, plus wrappers for the cuRAND
// host functions whose hipRAND counterparts take another argument type (XL501 translates <curand.h> to this
// header; XL4xx translates the cuRAND names to the wrappers, see xlate/data/libs/overrides.csv).
//
// curandGetScrambleConstants32/64 return a pointer to the library's host table of scramble constants through an
// `unsigned int **` / `unsigned long long **`; hipRAND 7.2 through a `const unsigned int **` /
// `const unsigned long long **` (the table is read-only). The wrappers take CUDA's type, receive hipRAND's
// pointer and store it without const: reading through it is what cuRAND documents the pointer for; writing to
// the library's table is not something either library supports. A null argument is passed on as null.
#pragma once
#include <hiprand/hiprand.h>

#ifdef __cplusplus
#if defined(__HIP_PLATFORM_XLATE_CPU__)
// The cpu backend's hipRAND (xlate/cpu/libs) has no scrambled Sobol tables: the call says so.
inline hiprandStatus_t xlate_hiprandGetScrambleConstants32(unsigned int **) { return HIPRAND_STATUS_NOT_IMPLEMENTED; }
inline hiprandStatus_t xlate_hiprandGetScrambleConstants64(unsigned long long **) {
    return HIPRAND_STATUS_NOT_IMPLEMENTED;
}
#else
inline hiprandStatus_t xlate_hiprandGetScrambleConstants32(unsigned int **constants) {
    const unsigned int *table = nullptr;
    hiprandStatus_t status = hiprandGetScrambleConstants32(constants ? &table : nullptr);
    if (status == HIPRAND_STATUS_SUCCESS && constants) *constants = const_cast<unsigned int *>(table);
    return status;
}
inline hiprandStatus_t xlate_hiprandGetScrambleConstants64(unsigned long long **constants) {
    const unsigned long long *table = nullptr;
    hiprandStatus_t status = hiprandGetScrambleConstants64(constants ? &table : nullptr);
    if (status == HIPRAND_STATUS_SUCCESS && constants) *constants = const_cast<unsigned long long *>(table);
    return status;
}
#endif
#endif
