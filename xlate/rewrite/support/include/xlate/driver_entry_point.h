/* xlate support header: CUDA's run-time lookups of driver functions by their CUDA names
   (cudaGetDriverEntryPoint, cudaGetDriverEntryPointByVersion, cuGetProcAddress). HIP's lookups know HIP
   names only ("hipMalloc", not "cuMemAlloc"), so these take CUDA's base name, find the HIP function that the
   API table says computes the same (<xlate/driver_entry_names.h>, generated), and ask the runtime for it
   with hipGetProcAddress: HIP's on gfx942, the cpu backend's there. The pointer has the HIP function's
   signature, which is the CUDA one with the translated types. A name the table does not map as the same
   function, or one the runtime lacks, is "not found", as CUDA says for a symbol its driver does not have.

   The flags choose CUDA's legacy or per-thread default stream; both get HIP's default stream, which
   orders work like CUDA's legacy stream: at least as much ordering as either asked for, so nothing a
   program computes changes. The CUDA version of the ...ByVersion and cuGetProcAddress lookups is not
   compared: every function the table maps has the signature of the CUDA version xlate reports.

   C and C++: the API rule includes it where a translation uses them, and the CUDA toolkit folder's headers
   include it for host compilers (xlate/driver/toolkit.py). */
#pragma once

#include <hip/hip_runtime_api.h>
#include <stddef.h>
#include <string.h>

#include <xlate/driver_entry_names.h>

#ifdef __cplusplus
#define XLATE_ENTRY_INLINE inline
#define XLATE_ENTRY_OPTIONAL = NULL
#else
#define XLATE_ENTRY_INLINE static inline
#define XLATE_ENTRY_OPTIONAL
#endif

/* The runtime's function for a CUDA driver function's base name ("cuMemCreate"), or NULL. */
XLATE_ENTRY_INLINE void* xlate_driver_entry_lookup(const char* cuda_name) {
  size_t lo = 0, hi = XLATE_DRIVER_ENTRY_COUNT;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    int c = strcmp(cuda_name, xlate_driver_entry_names[mid][0]);
    if (c == 0) {
      void* fn = NULL;
      hipDriverProcAddressQueryResult found = HIP_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
      if (hipGetProcAddress(xlate_driver_entry_names[mid][1], &fn, HIP_VERSION_MAJOR * 100 + HIP_VERSION_MINOR, 0,
                            &found) != hipSuccess || found != HIP_GET_PROC_ADDRESS_SUCCESS)
        return NULL;
      return fn;
    }
    if (c < 0)
      hi = mid;
    else
      lo = mid + 1;
  }
  return NULL;
}

/* cudaGetDriverEntryPoint (CUDA 12): success with a NULL pointer and "symbol not found" where there is
   no such function. */
XLATE_ENTRY_INLINE hipError_t xlate_cudaGetDriverEntryPoint(const char* symbol, void** funcPtr,
                                                            unsigned long long flags,
                                                            hipDriverEntryPointQueryResult* driverStatus
                                                                XLATE_ENTRY_OPTIONAL) {
  if (symbol == NULL || funcPtr == NULL || flags > (unsigned long long)hipEnablePerThreadDefaultStream)
    return hipErrorInvalidValue;
  *funcPtr = xlate_driver_entry_lookup(symbol);
  if (driverStatus != NULL)
    *driverStatus = *funcPtr != NULL ? hipDriverEntryPointSuccess : hipDriverEntryPointSymbolNotFound;
  return hipSuccess;
}

XLATE_ENTRY_INLINE hipError_t xlate_cudaGetDriverEntryPointByVersion(const char* symbol, void** funcPtr,
                                                                     unsigned int cudaVersion,
                                                                     unsigned long long flags,
                                                                     hipDriverEntryPointQueryResult* driverStatus
                                                                         XLATE_ENTRY_OPTIONAL) {
  (void)cudaVersion;
  return xlate_cudaGetDriverEntryPoint(symbol, funcPtr, flags, driverStatus);
}

/* cuGetProcAddress (CUDA 12's, cuGetProcAddress_v2): CUDA_ERROR_NOT_FOUND where there is no such
   function; the status is optional. */
XLATE_ENTRY_INLINE hipError_t xlate_cuGetProcAddress(const char* symbol, void** pfn, int cudaVersion,
                                                     unsigned long long flags,
                                                     hipDriverProcAddressQueryResult* symbolStatus
                                                         XLATE_ENTRY_OPTIONAL) {
  (void)cudaVersion;
  if (symbol == NULL || pfn == NULL || flags > 2ull) return hipErrorInvalidValue;
  *pfn = xlate_driver_entry_lookup(symbol);
  if (symbolStatus != NULL)
    *symbolStatus = *pfn != NULL ? HIP_GET_PROC_ADDRESS_SUCCESS : HIP_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
  return *pfn != NULL ? hipSuccess : hipErrorNotFound;
}
