// xlate support header: CUDA 12.8's hardware decompression API (cuMemBatchDecompressAsync with its
// CUmemDecompressParams and CUmemDecompressAlgorithm), on HIP 7.2 (gfx942) and on xlate's cpu backend.
//
// HIP 7.2 has no such API: gfx942 has no decompression engine. Code written for CUDA >= 12.8 declares
// and fills these types whether or not the device has the engine (xgboost 3.2's driver-API table,
// included by most of its CUDA files), and checks at run time whether it may call it. The API table
// (xlate/data/api/overrides.csv) renames the types and enumerators to the ones below, which keep CUDA's
// layout and values, so that code compiles as written; the call is a function that launches nothing
// and returns hipErrorNotSupported (a warning, XL103, where it is called), as a device without the
// engine cannot do the work. The API rule (XL101) includes this header before the first use; the CUDA
// toolkit folder's cuda.h includes it for host C and C++ files (xlate.driver.toolkit), so it is C too.
#pragma once
#include <hip/hip_runtime_api.h>
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
#define XLATE_MEM_DECOMPRESS_INLINE inline
#else
#define XLATE_MEM_DECOMPRESS_INLINE static inline
#endif

// CUmemDecompressAlgorithm: bits of CUDA's CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK
enum xlate_CUmemDecompressAlgorithm {
  xlate_CU_MEM_DECOMPRESS_UNSUPPORTED = 0,
  xlate_CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE = 1 << 0,
  xlate_CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY = 1 << 1,
  xlate_CU_MEM_DECOMPRESS_ALGORITHM_LZ4 = 1 << 2
};

// CUmemDecompressParams: one decompression of a batch, CUDA's members in CUDA's order (64 bytes)
struct xlate_CUmemDecompressParams {
  size_t srcNumBytes;
  size_t dstNumBytes;
  uint32_t* dstActBytes;
  const void* src;
  void* dst;
  enum xlate_CUmemDecompressAlgorithm algo;
  unsigned char padding[20];
};
typedef enum xlate_CUmemDecompressAlgorithm xlate_CUmemDecompressAlgorithm;
typedef struct xlate_CUmemDecompressParams xlate_CUmemDecompressParams;
#ifdef __cplusplus
static_assert(sizeof(struct xlate_CUmemDecompressParams) == 64, "CUmemDecompressParams is 64 bytes in CUDA");
#else
_Static_assert(sizeof(struct xlate_CUmemDecompressParams) == 64, "CUmemDecompressParams is 64 bytes in CUDA");
#endif

// cuMemBatchDecompressAsync: no engine, no work; *errorIndex (when given) is SIZE_MAX, "no single
// operation failed": the whole call is not supported
XLATE_MEM_DECOMPRESS_INLINE hipError_t xlate_cuMemBatchDecompressAsync(struct xlate_CUmemDecompressParams* paramsArray, size_t count,
                                                  unsigned int flags, size_t* errorIndex, hipStream_t stream) {
  (void)paramsArray, (void)count, (void)flags, (void)stream;
  if (errorIndex) *errorIndex = SIZE_MAX;
  return hipErrorNotSupported;
}
