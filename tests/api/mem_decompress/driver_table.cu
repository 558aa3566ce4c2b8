// CUDA 12.8's hardware decompression API as xgboost 3.2 uses it (src/common/cuda_dr_utils.h,
// device_compression.cu): a table of driver entry points whose type names CUmemDecompressParams, filled
// and called only where the device has the engine. Written for tests/api/test_mem_decompress.py: the
// translation must compile for gfx942 and run on the cpu backend, where the call reports "not supported"
// and touches nothing but *errorIndex.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>
#include <cstring>

#if CUDART_VERSION >= 12080
#define HW_DECOMPRESSION 1
#endif

struct DriverApi {
#if defined(HW_DECOMPRESSION)
  using BatchDecompressAsync = CUresult(CUmemDecompressParams *paramsArray, size_t count, unsigned int flags,
                                        size_t *errorIndex, CUstream stream);
  BatchDecompressAsync *cuMemBatchDecompressAsync{nullptr};
#endif
};

int main() {
  DriverApi api;
  api.cuMemBatchDecompressAsync = &cuMemBatchDecompressAsync;
  CUmemDecompressParams p[2];
  std::memset(p, 0, sizeof(p));
  uint32_t actual = 7;
  char src[16] = {0}, dst[16] = {0};
  p[0].src = src;
  p[0].dst = dst;
  p[0].srcNumBytes = sizeof(src);
  p[0].dstNumBytes = sizeof(dst);
  p[0].dstActBytes = &actual;
  p[0].algo = CU_MEM_DECOMPRESS_ALGORITHM_SNAPPY;
  size_t where = 3;
  CUresult r = api.cuMemBatchDecompressAsync(p, 2, 0, &where, 0);
  printf("size %zu algo %d mask %d %d %d\n", sizeof(CUmemDecompressParams), int(p[0].algo),
         int(CU_MEM_DECOMPRESS_UNSUPPORTED), int(CU_MEM_DECOMPRESS_ALGORITHM_DEFLATE),
         int(CU_MEM_DECOMPRESS_ALGORITHM_LZ4));
  printf("failed %d errorIndex_max %d actual %u\n", int(r != CUDA_SUCCESS), int(where == SIZE_MAX), actual);
  return 0;
}
