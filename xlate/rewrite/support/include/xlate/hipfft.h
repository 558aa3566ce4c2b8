// xlate support header: what `#include <cufft.h>` gives CUDA code, on HIP: hipFFT, plus what cufft.h brings
// from CUDA's library_types.h and hipFFT lacks (XL501 translates <cufft.h> to this header; XL4xx translates
// cufftGetProperty to the wrapper, see xlate/data/libs/overrides.csv).
//
// cufftGetProperty takes CUDA's libraryPropertyType (which xlate translates to hipLibraryPropertyType); hipFFT
// 7.2's hipfftGetProperty takes its own hipfftLibraryPropertyType. Both enums number MAJOR_VERSION,
// MINOR_VERSION and PATCH_LEVEL 0, 1, 2 (checked below), so the wrapper converts the value unchanged and hipFFT
// answers (and rejects an invalid value) as it would. (The cpu backend's hipFFT has no version to report: there
// hipfftGetProperty returns HIPFFT_NOT_SUPPORTED and leaves *value, xlate_cpu_libs/unsupported_hipfft.h.)
//
// CUDA's library_types.h, which cufft.h includes, declares the enumerators MAJOR_VERSION, MINOR_VERSION and
// PATCH_LEVEL at global scope; xlate does not rename those generic tokens, so this header declares them as
// constants of type hipLibraryPropertyType, visible where CUDA's are (a file including <cufft.h>).
#pragma once
#include <hipfft/hipfft.h>
#include <hip/library_types.h>

#ifdef __cplusplus
static_assert(static_cast<int>(HIPFFT_MAJOR_VERSION) == static_cast<int>(HIP_LIBRARY_MAJOR_VERSION) &&
                  static_cast<int>(HIPFFT_MINOR_VERSION) == static_cast<int>(HIP_LIBRARY_MINOR_VERSION) &&
                  static_cast<int>(HIPFFT_PATCH_LEVEL) == static_cast<int>(HIP_LIBRARY_PATCH_LEVEL),
              "hipfftLibraryPropertyType and hipLibraryPropertyType number the properties alike");
inline hipfftResult xlate_hipfftGetProperty(hipLibraryPropertyType type, int *value) {
    return hipfftGetProperty(static_cast<hipfftLibraryPropertyType>(type), value);
}
#ifndef XLATE_LIBRARY_PROPERTY_ENUMERATORS
#define XLATE_LIBRARY_PROPERTY_ENUMERATORS
// library_types.h's libraryPropertyType enumerators (0, 1, 2 as in CUDA)
static constexpr hipLibraryPropertyType MAJOR_VERSION = HIP_LIBRARY_MAJOR_VERSION;
static constexpr hipLibraryPropertyType MINOR_VERSION = HIP_LIBRARY_MINOR_VERSION;
static constexpr hipLibraryPropertyType PATCH_LEVEL = HIP_LIBRARY_PATCH_LEVEL;
#endif
#endif
