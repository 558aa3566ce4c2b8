// xlate support header: NVRTC's API on hipRTC. XL501 includes it for <nvrtc.h>; the API rule renames
// nvrtc* to hiprtc* (xlate/data/api) and the queries hipRTC lacks to the functions below.
#pragma once
#include <hip/hiprtc.h>

// nvrtcGetNumSupportedArchs / nvrtcGetSupportedArchs: the virtual architectures NVRTC 12.9 lists, in
// increasing order, so code that picks `-arch=compute_XX` from them (often the last) keeps working.
// hipRTC compiles for the device it runs on (gcnArchName); xlate's cpu target ignores -arch.
// C and C++ alike (static: no external definition is needed in C).
#define XLATE_RTC_INLINE static inline
#define XLATE_NVRTC_ARCHS {50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90, 100, 101, 103, 120, 121}

XLATE_RTC_INLINE hiprtcResult xlate_nvrtcGetNumSupportedArchs(int* numArchs) {
  static const int archs[] = XLATE_NVRTC_ARCHS;
  if (!numArchs) return HIPRTC_ERROR_INVALID_INPUT;
  *numArchs = (int)(sizeof archs / sizeof archs[0]);
  return HIPRTC_SUCCESS;
}

XLATE_RTC_INLINE hiprtcResult xlate_nvrtcGetSupportedArchs(int* supportedArchs) {
  static const int archs[] = XLATE_NVRTC_ARCHS;
  if (!supportedArchs) return HIPRTC_ERROR_INVALID_INPUT;
  for (unsigned i = 0; i < sizeof archs / sizeof archs[0]; ++i) supportedArchs[i] = archs[i];
  return HIPRTC_SUCCESS;
}
